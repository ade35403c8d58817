//! The runner on Windows: the solution in a Job Object, started suspended
//! so that nothing it starts escapes the job, measured by the job; its
//! output read by the shared collectors, stopped at the output limit, the
//! CPU limit (from the job's accounting) and the memory limit.

use super::shared::Collector;
use super::{Ending, Job, Run, Usage, ERRORS_KEPT, ERRORS_TAIL_KEPT, OUTPUT_KEPT_UNLIMITED};
use std::io::{self, Write};
use std::os::windows::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// Memory a solution's process may commit, as a multiple of its memory
/// limit (at least 1 GiB): a guard against a runaway allocation, as the
/// address-space cap is on Linux, far above what the verdict measures.
const COMMIT_FACTOR: u64 = 16;

/// How often the job is looked at.
const TICK: Duration = Duration::from_millis(10);

/// How long the output may stay open after the job has ended.
const PATIENCE: Duration = Duration::from_secs(1);

/// [`super::run`]: `job` in a Job Object of its own, the whole job ended
/// when the run passes a limit or when the solution ends.
pub(super) fn run(job: &Job) -> io::Result<Run> {
    let (command, input, limits) = (job.command, job.input, job.limits);
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "an empty command"))?;
    sys::no_error_dialogs();
    let commit_limit = if job.cap_address_space {
        Some((limits.memory_kib * 1024 * COMMIT_FACTOR).max(1 << 30))
    } else {
        None
    };
    let group = sys::JobObject::new(commit_limit, job.limits.processes)?;
    let mut spawner = Command::new(program);
    spawner
        .args(args)
        .envs(job.env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // Not a line of its own runs before it is in the job.
        .creation_flags(sys::CREATE_SUSPENDED);
    if let Some(folder) = job.folder {
        spawner.current_dir(folder);
    }
    let started = Instant::now();
    let mut child = spawner.spawn()?;
    if let Err(error) = group.assign(&child).and_then(|()| sys::resume(child.id())) {
        let _ = child.kill();
        let _ = child.wait();
        return Err(error);
    }

    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Never joined: a solution that does not read its input leaves the
    // writer blocked until the pipe closes, and a solution may stop
    // reading early, which is no error of the judge's.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let (output_limit, output_kept) = match limits.output_kib {
        Some(kib) => {
            let bytes = kib.saturating_mul(1024);
            (bytes, bytes.min(usize::MAX as u64) as usize)
        }
        None => (u64::MAX, OUTPUT_KEPT_UNLIMITED),
    };
    let flooded = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&flooded);
    let stdout = Collector::start(
        child.stdout.take().expect("piped"),
        output_kept,
        0,
        output_limit,
        move || flag.store(true, Ordering::SeqCst),
    );
    let stderr = Collector::start(
        child.stderr.take().expect("piped"),
        ERRORS_KEPT,
        ERRORS_TAIL_KEPT,
        u64::MAX,
        || {},
    );

    // Watch it until it ends or passes a limit.
    let deadline = started + limits.wall;
    let stopped = loop {
        if sys::wait(&child, TICK)? {
            break None;
        }
        if flooded.load(Ordering::SeqCst) || stdout.total() > output_limit {
            break Some(Ending::OutputLimit);
        }
        let usage = group.usage(&child);
        if usage.cpu > limits.cpu_stop() {
            break Some(Ending::CpuLimit);
        }
        if usage.peak_kib > limits.memory_stop() {
            break Some(Ending::MemoryLimit);
        }
        if Instant::now() >= deadline {
            break Some(if usage.cpu >= limits.time {
                Ending::CpuLimit
            } else {
                Ending::WallLimit
            });
        }
    };
    if stopped.is_some() {
        group.terminate();
    }
    let status = child.wait()?;
    let wall = started.elapsed();
    // What the solution started and left behind goes with it.
    group.terminate();
    let usage = group.usage(&child);
    drop(group);
    // Every process that could hold the pipes was in the job and has gone,
    // so the output is complete; the patience is for one that got out.
    let patience = Instant::now() + PATIENCE;
    let out = stdout.finish(patience);
    let err = stderr.finish(patience);
    let ending = match (stopped, status.code()) {
        (Some(stopped), _) => stopped,
        (None, Some(code)) => Ending::Exited(code),
        (None, None) => Ending::Exited(-1),
    };
    Ok(Run {
        ending,
        usage: Usage {
            cpu: usage.cpu,
            wall,
            peak_kib: usage.peak_kib,
        },
        stdout_cut: out.total > out.head.len() as u64,
        stdout: out.head,
        stdout_bytes: out.total,
        stderr: err.head,
        stderr_tail: err.tail,
        stderr_bytes: err.total,
        output_held: out.held || err.held,
        // The job ends whatever the solution started with it.
        left_running: Vec::new(),
        files_written: Vec::new(),
        stack_peak_kib: 0,
        // The stack is the program's own: its header's (MinGW's 2 MiB,
        // MSVC's 1 MiB), as on a Windows judge.
        stack_limit_kib: 0,
        refused: None,
    })
}

/// The header's line on Windows: the job's active-process limit holds;
/// files and the network are not contained (a restricted token or an
/// AppContainer takes more than std can reach simply).
pub(super) fn summary(processes: u32) -> String {
    format!(
        "contained: a Job Object (at most {} processes, all ended with the job); \
         missing: files and the network (no restricted token or AppContainer)",
        processes
    )
}

/// The name of an exit status that is an NTSTATUS code, the way a crash
/// ends a process on Windows: `exit_name(0xC0000005_u32 as i32)` is
/// `Some("access violation")`. `None` for any other status.
pub(super) fn exit_name(code: i32) -> Option<&'static str> {
    Some(match code as u32 {
        0xC000_0005 => "access violation",
        0xC000_0006 => "in-page error",
        0xC000_001D => "illegal instruction",
        0xC000_0025 => "noncontinuable exception",
        0xC000_008C => "array bounds exceeded",
        0xC000_008D => "floating-point denormal operand",
        0xC000_008E => "floating-point divide by zero",
        0xC000_008F => "floating-point inexact result",
        0xC000_0090 => "floating-point invalid operation",
        0xC000_0091 => "floating-point overflow",
        0xC000_0092 => "floating-point stack check",
        0xC000_0093 => "floating-point underflow",
        0xC000_0094 => "integer divide by zero",
        0xC000_0095 => "integer overflow",
        0xC000_0096 => "privileged instruction",
        0xC000_00FD => "stack overflow",
        0xC000_0135 => "DLL not found",
        0xC000_0139 => "entry point not found",
        0xC000_0142 => "DLL initialization failed",
        0xC000_013A => "ended by Ctrl+C",
        0xC000_0017 => "out of memory",
        0xC000_0409 => "stack buffer overrun (fail fast)",
        0xC000_0374 => "heap corruption",
        0xC000_041D => "unhandled exception in a callback",
        0x8000_0003 => "breakpoint",
        // What MSVC's runtime throws for a C++ exception nobody caught.
        0xE06D_7363 => "unhandled C++ exception",
        _ => return None,
    })
}

/// The few kernel32 calls std has no binding for, declared here: the crate
/// is std only.
mod sys {
    use super::Child;
    use std::io;
    use std::os::raw::c_void;
    use std::os::windows::io::AsRawHandle;
    use std::ptr;
    use std::time::Duration;

    type Handle = *mut c_void;
    type Bool = i32;

    pub(super) const CREATE_SUSPENDED: u32 = 0x0000_0004;
    const SEM_FAILCRITICALERRORS: u32 = 0x0001;
    const SEM_NOGPFAULTERRORBOX: u32 = 0x0002;
    const JOB_OBJECT_LIMIT_ACTIVE_PROCESS: u32 = 0x0000_0008;
    const JOB_OBJECT_LIMIT_PROCESS_MEMORY: u32 = 0x0000_0100;
    const JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x0000_0400;
    const JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x0000_2000;
    const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
    const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
    const TH32CS_SNAPTHREAD: u32 = 0x0000_0004;
    const THREAD_SUSPEND_RESUME: u32 = 0x0002;
    const INVALID_HANDLE_VALUE: Handle = -1isize as Handle;
    const WAIT_OBJECT_0: u32 = 0;
    const WAIT_TIMEOUT: u32 = 0x0000_0102;
    /// The exit status the job's processes are ended with: the one Ctrl+C
    /// gives a console program (`STATUS_CONTROL_C_EXIT`).
    const KILLED_STATUS: u32 = 0xC000_013A;

    /// `JOBOBJECT_BASIC_ACCOUNTING_INFORMATION`; times in 100 ns.
    #[repr(C)]
    #[derive(Default)]
    struct BasicAccounting {
        total_user_time: i64,
        total_kernel_time: i64,
        this_period_total_user_time: i64,
        this_period_total_kernel_time: i64,
        total_page_fault_count: u32,
        total_processes: u32,
        active_processes: u32,
        total_terminated_processes: u32,
    }

    /// `JOBOBJECT_BASIC_LIMIT_INFORMATION`.
    #[repr(C)]
    #[derive(Default)]
    struct BasicLimits {
        per_process_user_time_limit: i64,
        per_job_user_time_limit: i64,
        limit_flags: u32,
        minimum_working_set_size: usize,
        maximum_working_set_size: usize,
        active_process_limit: u32,
        affinity: usize,
        priority_class: u32,
        scheduling_class: u32,
    }

    /// `JOBOBJECT_EXTENDED_LIMIT_INFORMATION`, its `IO_COUNTERS` as six
    /// counts; memory in bytes.
    #[repr(C)]
    #[derive(Default)]
    struct ExtendedLimits {
        basic: BasicLimits,
        io_counters: [u64; 6],
        process_memory_limit: usize,
        job_memory_limit: usize,
        peak_process_memory_used: usize,
        peak_job_memory_used: usize,
    }

    /// `PROCESS_MEMORY_COUNTERS`; sizes in bytes.
    #[repr(C)]
    #[derive(Default)]
    struct MemoryCounters {
        size: u32,
        page_fault_count: u32,
        peak_working_set_size: usize,
        working_set_size: usize,
        quota_peak_paged_pool_usage: usize,
        quota_paged_pool_usage: usize,
        quota_peak_non_paged_pool_usage: usize,
        quota_non_paged_pool_usage: usize,
        pagefile_usage: usize,
        peak_pagefile_usage: usize,
    }

    /// `THREADENTRY32`.
    #[repr(C)]
    #[derive(Default)]
    struct ThreadEntry {
        size: u32,
        usage: u32,
        thread_id: u32,
        owner_process_id: u32,
        base_priority: i32,
        delta_priority: i32,
        flags: u32,
    }

    #[link(name = "kernel32")]
    extern "system" {
        fn SetErrorMode(mode: u32) -> u32;
        fn CreateJobObjectW(attributes: *mut c_void, name: *const u16) -> Handle;
        fn SetInformationJobObject(
            job: Handle,
            class: i32,
            information: *mut c_void,
            length: u32,
        ) -> Bool;
        fn QueryInformationJobObject(
            job: Handle,
            class: i32,
            information: *mut c_void,
            length: u32,
            returned: *mut u32,
        ) -> Bool;
        fn AssignProcessToJobObject(job: Handle, process: Handle) -> Bool;
        fn TerminateJobObject(job: Handle, exit_code: u32) -> Bool;
        fn CloseHandle(handle: Handle) -> Bool;
        fn WaitForSingleObject(handle: Handle, milliseconds: u32) -> u32;
        fn CreateToolhelp32Snapshot(flags: u32, process_id: u32) -> Handle;
        fn Thread32First(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
        fn Thread32Next(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
        fn OpenThread(access: u32, inherit: Bool, thread_id: u32) -> Handle;
        fn ResumeThread(thread: Handle) -> u32;
        // psapi's GetProcessMemoryInfo, in kernel32 since Windows 7.
        fn K32GetProcessMemoryInfo(
            process: Handle,
            counters: *mut MemoryCounters,
            size: u32,
        ) -> Bool;
    }

    /// No error dialog for a crash or a missing DLL: the mode is inherited
    /// by the processes the judge starts, and a dialog would wait for a
    /// click until the wall clock ends the run.
    pub(super) fn no_error_dialogs() {
        // SAFETY: sets a flag word of the calling process.
        unsafe {
            let mode = SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
            SetErrorMode(mode | SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
        }
    }

    /// An owned handle, closed when dropped.
    struct Owned(Handle);

    impl Drop for Owned {
        fn drop(&mut self) {
            // SAFETY: the handle is owned and closed once.
            unsafe {
                CloseHandle(self.0);
            }
        }
    }

    /// What the job counted of a run.
    pub(super) struct Counted {
        pub(super) cpu: Duration,
        pub(super) peak_kib: u64,
    }

    /// A Job Object that ends every process in it when it is closed.
    pub(super) struct JobObject(Owned);

    impl JobObject {
        /// A new job, each of its processes' commit capped at
        /// `commit_limit` bytes if given, at most `processes` in it at once
        /// (past it, creating one more fails).
        pub(super) fn new(commit_limit: Option<u64>, processes: u32) -> io::Result<JobObject> {
            // SAFETY: no attributes and no name: both may be null.
            let handle = unsafe { CreateJobObjectW(ptr::null_mut(), ptr::null()) };
            if handle.is_null() {
                return Err(io::Error::last_os_error());
            }
            let job = JobObject(Owned(handle));
            let mut limits = ExtendedLimits::default();
            // A crash ends the process at once, with its code, instead of
            // waiting on the error reporting dialog.
            limits.basic.limit_flags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
                | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION
                | JOB_OBJECT_LIMIT_ACTIVE_PROCESS;
            limits.basic.active_process_limit = processes.max(1);
            if let Some(bytes) = commit_limit {
                limits.basic.limit_flags |= JOB_OBJECT_LIMIT_PROCESS_MEMORY;
                limits.process_memory_limit = usize::try_from(bytes).unwrap_or(usize::MAX);
            }
            // SAFETY: a pointer to a live local of the class's layout and
            // its size.
            let set = unsafe {
                SetInformationJobObject(
                    handle,
                    JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                    &mut limits as *mut ExtendedLimits as *mut c_void,
                    std::mem::size_of::<ExtendedLimits>() as u32,
                )
            };
            if set == 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(job)
        }

        /// Puts `child`, still suspended, in the job.
        pub(super) fn assign(&self, child: &Child) -> io::Result<()> {
            // SAFETY: both handles are open: the job's is owned, the
            // child's is held by `child`.
            if unsafe { AssignProcessToJobObject((self.0).0, child.as_raw_handle() as Handle) } == 0
            {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        }

        /// Ends every process in the job. A job with none left is no error.
        pub(super) fn terminate(&self) {
            // SAFETY: the job's handle is open.
            unsafe {
                TerminateJobObject((self.0).0, KILLED_STATUS);
            }
        }

        /// The CPU time of every process that was in the job, from the
        /// job's accounting, and the largest commit of any one of them:
        /// the job's `PeakProcessMemoryUsed`, or `child`'s own peak commit
        /// (`PeakPagefileUsage`) where that is larger (where the job counts
        /// nothing, as under wine).
        pub(super) fn usage(&self, child: &Child) -> Counted {
            let mut accounting = BasicAccounting::default();
            let mut limits = ExtendedLimits::default();
            let mut counters = MemoryCounters {
                size: std::mem::size_of::<MemoryCounters>() as u32,
                ..MemoryCounters::default()
            };
            // SAFETY: pointers to live locals of each class's layout, with
            // their sizes; the handles are open. A failed query leaves its
            // zeros.
            unsafe {
                QueryInformationJobObject(
                    (self.0).0,
                    JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
                    &mut accounting as *mut BasicAccounting as *mut c_void,
                    std::mem::size_of::<BasicAccounting>() as u32,
                    ptr::null_mut(),
                );
                QueryInformationJobObject(
                    (self.0).0,
                    JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                    &mut limits as *mut ExtendedLimits as *mut c_void,
                    std::mem::size_of::<ExtendedLimits>() as u32,
                    ptr::null_mut(),
                );
                K32GetProcessMemoryInfo(
                    child.as_raw_handle() as Handle,
                    &mut counters,
                    counters.size,
                );
            }
            let hundreds_of_ns = accounting.total_user_time.max(0) as u64
                + accounting.total_kernel_time.max(0) as u64;
            let peak = limits
                .peak_process_memory_used
                .max(counters.peak_pagefile_usage);
            Counted {
                cpu: Duration::from_nanos(hundreds_of_ns.saturating_mul(100)),
                peak_kib: peak as u64 / 1024,
            }
        }
    }

    /// Resumes every thread of the suspended process `process_id`: the one
    /// it was made with. std keeps that thread's handle to itself, so it is
    /// found in a snapshot of the system's threads.
    pub(super) fn resume(process_id: u32) -> io::Result<()> {
        // SAFETY: a plain call; the handle returned is checked and owned.
        let snapshot = unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0) };
        if snapshot == INVALID_HANDLE_VALUE {
            return Err(io::Error::last_os_error());
        }
        let snapshot = Owned(snapshot);
        let mut entry = ThreadEntry {
            size: std::mem::size_of::<ThreadEntry>() as u32,
            ..ThreadEntry::default()
        };
        let mut resumed = 0;
        // SAFETY: a pointer to a live local of the declared layout, its
        // size set as the call requires; the snapshot's handle is open.
        let mut more = unsafe { Thread32First(snapshot.0, &mut entry) } != 0;
        while more {
            if entry.owner_process_id == process_id {
                // SAFETY: a plain call; the handle is checked and owned.
                let thread = unsafe { OpenThread(THREAD_SUSPEND_RESUME, 0, entry.thread_id) };
                if thread.is_null() {
                    return Err(io::Error::last_os_error());
                }
                let thread = Owned(thread);
                // SAFETY: the thread's handle is open.
                if unsafe { ResumeThread(thread.0) } == u32::MAX {
                    return Err(io::Error::last_os_error());
                }
                resumed += 1;
            }
            // SAFETY: as for Thread32First.
            more = unsafe { Thread32Next(snapshot.0, &mut entry) } != 0;
        }
        if resumed == 0 {
            return Err(io::Error::new(
                io::ErrorKind::Other,
                "the started process has no thread to resume",
            ));
        }
        Ok(())
    }

    /// Waits for `child` to end, at most `limit`: whether it ended.
    pub(super) fn wait(child: &Child, limit: Duration) -> io::Result<bool> {
        // INFINITE is u32::MAX: a longer limit waits a little less than it.
        let milliseconds = u32::try_from(limit.as_millis()).unwrap_or(u32::MAX - 1);
        // SAFETY: the child's handle is open, held by `child`.
        match unsafe { WaitForSingleObject(child.as_raw_handle() as Handle, milliseconds) } {
            WAIT_OBJECT_0 => Ok(true),
            WAIT_TIMEOUT => Ok(false),
            _ => Err(io::Error::last_os_error()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Ending, Job, Limits};
    use super::{exit_name, run};
    use std::ffi::OsString;
    use std::time::Duration;

    /// What the test binary, started again by [`helper`], is to do.
    const ROLE: &str = "EIGHT_WINDOWS_HELPER";

    /// Not a test: the test binary run as a solution, in the role named by
    /// `EIGHT_WINDOWS_HELPER`; with none, it does nothing.
    #[test]
    #[ignore]
    fn helper() {
        match std::env::var(ROLE).as_deref() {
            Ok("crash") => {
                // SAFETY: none: the point is an access violation. The
                // first 64 KiB of an address space are never mapped, and
                // a null pointer would trip a debug build's own check.
                unsafe { std::ptr::write_volatile(16 as *mut u32, 1) }
            }
            Ok("sleep") => std::thread::sleep(Duration::from_secs(60)),
            Ok("echo") => {
                let mut line = String::new();
                std::io::stdin().read_line(&mut line).unwrap();
                println!("echo: {}", line.trim_end());
            }
            _ => {}
        }
    }

    /// Runs this test binary as a solution in `role`, within `time` CPU.
    fn run_helper(role: &str, input: &[u8], time: Duration) -> super::Run {
        let command: Vec<OsString> = vec![
            std::env::current_exe().unwrap().into(),
            "run::windows::tests::helper".into(),
            "--exact".into(),
            "--ignored".into(),
            "--nocapture".into(),
        ];
        let limits = Limits::new(time, 64 << 10);
        let env = [(ROLE, role)];
        let job = Job {
            env: &env,
            ..Job::new(&command, input, &limits)
        };
        run(&job).unwrap()
    }

    #[test]
    fn input_goes_in_and_output_comes_out() {
        let ran = run_helper("echo", b"twelve\n", Duration::from_secs(5));
        assert_eq!(ran.ending, Ending::Exited(0));
        let output = String::from_utf8_lossy(&ran.stdout);
        assert!(output.contains("echo: twelve"), "{}", output);
        assert!(!ran.output_held);
    }

    #[test]
    fn a_crash_ends_with_its_named_code() {
        let ran = run_helper("crash", b"", Duration::from_secs(5));
        let code = match ran.ending {
            Ending::Exited(code) => code,
            other => panic!("{:?}", other),
        };
        assert_eq!(code as u32, 0xC000_0005);
        assert_eq!(exit_name(code), Some("access violation"));
    }

    #[test]
    fn the_wall_clock_ends_the_job() {
        let time = Duration::from_millis(200);
        let ran = run_helper("sleep", b"", time);
        assert_eq!(ran.ending, Ending::WallLimit);
        let wall = Limits::new(time, 0).wall;
        assert!(ran.usage.wall >= wall, "{:?}", ran.usage);
        assert!(
            ran.usage.wall < wall + Duration::from_secs(10),
            "{:?}",
            ran.usage
        );
    }

    #[test]
    fn crash_codes_are_named() {
        assert_eq!(exit_name(0xC000_0005_u32 as i32), Some("access violation"));
        assert_eq!(exit_name(0xC000_00FD_u32 as i32), Some("stack overflow"));
        assert_eq!(
            exit_name(0xC000_0094_u32 as i32),
            Some("integer divide by zero")
        );
        assert_eq!(
            exit_name(0xC000_0409_u32 as i32),
            Some("stack buffer overrun (fail fast)")
        );
        assert_eq!(
            exit_name(0xC000_001D_u32 as i32),
            Some("illegal instruction")
        );
        assert_eq!(exit_name(0xC000_0135_u32 as i32), Some("DLL not found"));
        assert_eq!(
            exit_name(0xE06D_7363_u32 as i32),
            Some("unhandled C++ exception")
        );
    }

    #[test]
    fn ordinary_statuses_have_no_name() {
        assert_eq!(exit_name(0), None);
        assert_eq!(exit_name(1), None);
        assert_eq!(exit_name(3), None);
        assert_eq!(exit_name(-1), None);
    }
}
