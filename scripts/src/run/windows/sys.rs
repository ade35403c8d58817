//! The few kernel32 calls std has no binding for, declared here and only
//! here (the crate is std only): the Job Object with its limits and its
//! messages, pipes, and waiting for a process.

use std::io;
use std::os::raw::c_void;
use std::ptr;
use std::time::Duration;

pub(super) type Handle = *mut c_void;
pub(super) type Bool = i32;

const SEM_FAILCRITICALERRORS: u32 = 0x0001;
const SEM_NOGPFAULTERRORBOX: u32 = 0x0002;
const JOB_OBJECT_LIMIT_ACTIVE_PROCESS: u32 = 0x0000_0008;
const JOB_OBJECT_LIMIT_PROCESS_MEMORY: u32 = 0x0000_0100;
const JOB_OBJECT_LIMIT_JOB_MEMORY: u32 = 0x0000_0200;
const JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x0000_0400;
const JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x0000_2000;
const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
const JOB_OBJECT_ASSOCIATE_COMPLETION_PORT_INFORMATION: i32 = 7;
const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
const JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT: u32 = 3;
const JOB_OBJECT_MSG_JOB_MEMORY_LIMIT: u32 = 10;
pub(super) const INVALID_HANDLE_VALUE: Handle = -1isize as Handle;
const WAIT_OBJECT_0: u32 = 0;
const WAIT_TIMEOUT: u32 = 0x0000_0102;
pub(super) const HANDLE_FLAG_INHERIT: u32 = 1;
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

/// `JOBOBJECT_ASSOCIATE_COMPLETION_PORT`.
#[repr(C)]
struct CompletionPort {
    key: *mut c_void,
    port: Handle,
}

/// `SECURITY_ATTRIBUTES`.
#[repr(C)]
pub(super) struct SecurityAttributes {
    pub(super) length: u32,
    pub(super) descriptor: *mut c_void,
    pub(super) inherit: Bool,
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
    pub(super) fn CloseHandle(handle: Handle) -> Bool;
    fn WaitForSingleObject(handle: Handle, milliseconds: u32) -> u32;
    pub(super) fn ResumeThread(thread: Handle) -> u32;
    fn TerminateProcess(process: Handle, code: u32) -> Bool;
    fn GetExitCodeProcess(process: Handle, code: *mut u32) -> Bool;
    fn CreatePipe(
        read: *mut Handle,
        write: *mut Handle,
        attributes: *mut SecurityAttributes,
        size: u32,
    ) -> Bool;
    fn SetHandleInformation(handle: Handle, mask: u32, flags: u32) -> Bool;
    fn CreateIoCompletionPort(file: Handle, existing: Handle, key: usize, threads: u32) -> Handle;
    fn GetQueuedCompletionStatus(
        port: Handle,
        bytes: *mut u32,
        key: *mut usize,
        overlapped: *mut *mut c_void,
        milliseconds: u32,
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
pub(super) struct Owned(pub(super) Handle);

// SAFETY: a kernel handle may be used and closed from any thread.
unsafe impl Send for Owned {}

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: the handle is owned and closed once.
        unsafe {
            CloseHandle(self.0);
        }
    }
}

/// A pipe: its read end and its write end, neither inherited unless
/// marked so ([`inheritable`]).
pub(super) fn pipe() -> io::Result<(Owned, Owned)> {
    let (mut read, mut write) = (ptr::null_mut(), ptr::null_mut());
    // SAFETY: pointers to live locals; no attributes: not inheritable.
    if unsafe { CreatePipe(&mut read, &mut write, ptr::null_mut(), 0) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok((Owned(read), Owned(write)))
}

/// Makes `handle` inheritable: only those the child's explicit list
/// names are passed on.
pub(super) fn inheritable(handle: &Owned) -> io::Result<()> {
    // SAFETY: an open handle and plain flags.
    if unsafe { SetHandleInformation(handle.0, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// What the job counted of a run.
pub(super) struct JobReading {
    pub(super) cpu: Duration,
    /// The largest memory committed by the job's processes together
    /// (by the largest one, where the job counts nothing of the whole).
    pub(super) peak_kib: u64,
    pub(super) active: u64,
    /// Whether a process was refused at the job's process limit.
    pub(super) forks_refused: bool,
    /// Whether memory was refused at the job's memory limit.
    pub(super) memory_refused: bool,
}

/// A Job Object that ends every process in it when it is closed, and
/// the port its limits' messages come to.
pub(super) struct JobObject {
    job: Owned,
    port: Option<Owned>,
}

impl JobObject {
    /// A new job: each of its processes' commit capped at `commit_limit`
    /// bytes if given (a guard), all of them together at `job_limit`
    /// bytes if given (the run's memory), at most `processes` in it at
    /// once (past it, creating one more fails).
    pub(super) fn new(
        commit_limit: Option<u64>,
        job_limit: Option<u64>,
        processes: u32,
    ) -> io::Result<JobObject> {
        // SAFETY: no attributes and no name: both may be null.
        let handle = unsafe { CreateJobObjectW(ptr::null_mut(), ptr::null()) };
        if handle.is_null() {
            return Err(io::Error::last_os_error());
        }
        let job = Owned(handle);
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
        if let Some(bytes) = job_limit {
            limits.basic.limit_flags |= JOB_OBJECT_LIMIT_JOB_MEMORY;
            limits.job_memory_limit = usize::try_from(bytes).unwrap_or(usize::MAX);
        }
        set(&job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, &mut limits)?;
        Ok(JobObject {
            port: listen(&job),
            job,
        })
    }

    /// Puts `process`, still suspended, in the job.
    pub(super) fn assign(&self, process: Handle) -> io::Result<()> {
        // SAFETY: both handles are open.
        if unsafe { AssignProcessToJobObject(self.job.0, process) } == 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    /// Ends every process in the job. A job with none left is no error.
    pub(super) fn terminate(&self) {
        // SAFETY: the job's handle is open.
        unsafe {
            TerminateJobObject(self.job.0, KILLED_STATUS);
        }
    }

    /// What the job counted: the CPU time of every process that was in
    /// it, its peak commit, its processes now, and the limits it met.
    pub(super) fn count(&self) -> JobReading {
        let mut accounting = BasicAccounting::default();
        let mut limits = ExtendedLimits::default();
        query(
            &self.job,
            JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
            &mut accounting,
        );
        query(
            &self.job,
            JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
            &mut limits,
        );
        let hundreds_of_ns =
            accounting.total_user_time.max(0) as u64 + accounting.total_kernel_time.max(0) as u64;
        let peak = limits
            .peak_job_memory_used
            .max(limits.peak_process_memory_used);
        let (forks_refused, memory_refused) = self.messages();
        JobReading {
            cpu: Duration::from_nanos(hundreds_of_ns.saturating_mul(100)),
            peak_kib: peak as u64 / 1024,
            active: u64::from(accounting.active_processes),
            forks_refused,
            memory_refused,
        }
    }

    /// The job's messages so far: whether it met its process limit, and
    /// its memory limit.
    fn messages(&self) -> (bool, bool) {
        let (mut forks, mut memory) = (false, false);
        let port = match &self.port {
            Some(port) => port,
            None => return (forks, memory),
        };
        loop {
            let (mut message, mut key, mut overlapped) = (0u32, 0usize, ptr::null_mut());
            // SAFETY: pointers to live locals; a wait of no time.
            let got = unsafe {
                GetQueuedCompletionStatus(port.0, &mut message, &mut key, &mut overlapped, 0)
            };
            if got == 0 {
                return (forks, memory);
            }
            forks |= message == JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT;
            memory |= message == JOB_OBJECT_MSG_JOB_MEMORY_LIMIT;
        }
    }
}

/// A completion port the job's messages come to; `None` where the system
/// gives none (the limits still hold, unreported).
fn listen(job: &Owned) -> Option<Owned> {
    // SAFETY: a new port, no file.
    let port = unsafe { CreateIoCompletionPort(INVALID_HANDLE_VALUE, ptr::null_mut(), 0, 1) };
    if port.is_null() {
        return None;
    }
    let port = Owned(port);
    let mut association = CompletionPort {
        key: ptr::null_mut(),
        port: port.0,
    };
    set(
        job,
        JOB_OBJECT_ASSOCIATE_COMPLETION_PORT_INFORMATION,
        &mut association,
    )
    .ok()?;
    Some(port)
}

/// Sets the job's information of `class` to `value`.
fn set<T>(job: &Owned, class: i32, value: &mut T) -> io::Result<()> {
    // SAFETY: a pointer to a live value of the class's layout, its size.
    let set = unsafe {
        SetInformationJobObject(
            job.0,
            class,
            (value as *mut T).cast(),
            std::mem::size_of::<T>() as u32,
        )
    };
    if set == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Reads the job's information of `class` into `value` (left as it was
/// where the query fails).
fn query<T>(job: &Owned, class: i32, value: &mut T) {
    // SAFETY: a pointer to a live value of the class's layout, its size.
    unsafe {
        QueryInformationJobObject(
            job.0,
            class,
            (value as *mut T).cast(),
            std::mem::size_of::<T>() as u32,
            ptr::null_mut(),
        );
    }
}

/// Waits for `process` to end, at most `limit`: whether it ended.
pub(super) fn wait(process: Handle, limit: Duration) -> io::Result<bool> {
    // INFINITE is u32::MAX: a longer limit waits a little less than it.
    let milliseconds = u32::try_from(limit.as_millis()).unwrap_or(u32::MAX - 1);
    // SAFETY: the process's handle is open.
    match unsafe { WaitForSingleObject(process, milliseconds) } {
        WAIT_OBJECT_0 => Ok(true),
        WAIT_TIMEOUT => Ok(false),
        _ => Err(io::Error::last_os_error()),
    }
}

/// The exit status of `process`, which has ended.
pub(super) fn exit_code(process: Handle) -> io::Result<i32> {
    let mut code = 0u32;
    // SAFETY: an open handle and a pointer to a live local.
    if unsafe { GetExitCodeProcess(process, &mut code) } == 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(code as i32)
}

/// Ends `process` (one not yet in a job).
pub(super) fn kill(process: Handle) {
    // SAFETY: an open handle.
    unsafe {
        TerminateProcess(process, KILLED_STATUS);
    }
}
