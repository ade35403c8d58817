//! The runner on Linux and macOS: the solution in a process group of its
//! own under `RLIMIT_CPU`, `RLIMIT_STACK` and a guard on its address
//! space; on Linux its whole tree followed in `/proc` (the judge a child
//! subreaper), sampled every few milliseconds for CPU time, peak memory
//! and stack, stopped at the first limit passed, and ended with it.

use super::shared::Collector;
use super::{
    Containment, Ending, Job, Run, Usage, ERRORS_KEPT, ERRORS_TAIL_KEPT, OUTPUT_KEPT_UNLIMITED,
};
use std::ffi::OsStr;
use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex, Once};
use std::thread;
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
#[path = "tree.rs"]
mod tree;

/// Address space a solution may reserve, as a multiple of its memory
/// limit (at least 1 GiB): a guard against a runaway allocation only, far
/// above the limit, which is enforced on the resident memory measured.
const ADDRESS_SPACE_FACTOR: u64 = 16;

/// How often a run's tree is looked at.
const TICK: Duration = Duration::from_millis(10);

/// How long the output may stay open after the solution and all it
/// started have gone (held by a process the runner cannot end).
const PATIENCE: Duration = Duration::from_secs(1);

/// How long ending a tree may take before the runner gives up on it.
const ENDING: Duration = Duration::from_secs(2);

enum Event {
    /// The solution has exited (not yet reaped).
    Exited(io::Result<()>),
    /// Its standard output passed the output limit.
    OutputPassed,
}

/// [`super::run`] on Linux and macOS.
pub(super) fn run(job: &Job) -> io::Result<Run> {
    setup_once();
    hold_if_interrupted();
    let limits = job.limits;
    #[cfg(target_os = "macos")]
    let wrapped;
    #[cfg(target_os = "macos")]
    let command = match (job.limits.containment, job.folder) {
        (Containment::Run, Some(folder))
            if std::path::Path::new(super::macos::SANDBOX_EXEC).exists() =>
        {
            wrapped = super::macos::wrap(job.command, folder);
            &wrapped[..]
        }
        _ => job.command,
    };
    #[cfg(not(target_os = "macos"))]
    let command = job.command;
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "an empty command"))?;
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let mark_value = format!(
        "{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    );
    let mut spawner = Command::new(program);
    spawner
        .args(args)
        .envs(job.env.iter().copied())
        .env(MARK, &mark_value)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(folder) = job.folder {
        spawner.current_dir(folder);
    }
    let rlimits = sys::Rlimits {
        cpu_seconds: (limits.cpu_stop() + Duration::from_millis(500)).as_secs() + 1,
        stack_bytes: limits.stack().saturating_mul(1024),
        address_space: if job.cap_address_space {
            Some(
                limits
                    .memory_kib
                    .saturating_mul(1024 * ADDRESS_SPACE_FACTOR)
                    .max(1 << 30),
            )
        } else {
            None
        },
        file_bytes: limits.output_kib.map(|kib| kib.saturating_mul(1024)),
        parent: std::process::id() as i32,
    };
    let layers = Layers::new(job)?;
    let plan = layers.plan;
    let mut cgroup = layers.cgroup;
    // SAFETY: between fork and exec the closure makes only system calls
    // that are async-signal-safe (setpgid, prctl, getppid, getrlimit,
    // setrlimit, and the layers': unshare, fork, open, write, mount, the
    // Landlock and seccomp calls) and allocates nothing: the plan was
    // made before.
    unsafe {
        spawner.pre_exec(move || {
            rlimits.apply()?;
            apply_layers(&plan)
        });
    }
    let judge_resident = sys::own_resident_kib();
    let stack_given = sys::stack_allowed(rlimits.stack_bytes) / 1024;
    let started = Instant::now();
    let spawned = spawner.spawn();
    // The init's end of the pipe is the child's alone now.
    if let Some((_, write_end)) = layers.status {
        close_fd(write_end);
    }
    let mut child = match spawned {
        Ok(child) => child,
        Err(error) => {
            if let Some((read_end, _)) = layers.status {
                close_fd(read_end);
            }
            return match missing_interpreter(program) {
                Some(interpreter) if error.kind() == io::ErrorKind::NotFound => {
                    Ok(not_started(interpreter))
                }
                _ => Err(error),
            };
        }
    };
    let pid = child.id() as i32;
    let slot = Slot::take(pid);
    let mut tree = tree::Tree::new(
        pid,
        &format!("{}={}", MARK, mark_value),
        layers.status.is_some(),
    );
    // At once: a program that ends within milliseconds is seen only here.
    let mut seen = tree.sample();

    let mut stdin = child.stdin.take().expect("piped");
    let input = job.input.to_vec();
    // Never joined: a solution that does not read its input leaves the
    // writer blocked until the pipe closes, and a solution may stop
    // reading early, which is no error of the judge's.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let (events, happened) = mpsc::channel();
    let (output_limit, output_kept) = match limits.output_kib {
        Some(kib) => {
            let bytes = kib.saturating_mul(1024);
            (bytes, bytes.min(usize::MAX as u64) as usize)
        }
        None => (u64::MAX, OUTPUT_KEPT_UNLIMITED),
    };
    let passed = events.clone();
    let stdout = Collector::start(
        child.stdout.take().expect("piped"),
        output_kept,
        0,
        output_limit,
        move || {
            let _ = passed.send(Event::OutputPassed);
        },
    );
    let stderr = Collector::start(
        child.stderr.take().expect("piped"),
        ERRORS_KEPT,
        ERRORS_TAIL_KEPT,
        u64::MAX,
        || {},
    );
    let exits = events.clone();
    // With namespaces the solution is the init's child: the init says
    // how it ended on the pipe, and the judge's child stays until then.
    let reported: Arc<Mutex<Option<[i64; 2]>>> = Arc::default();
    let report = Arc::clone(&reported);
    let status_read = layers.status.map(|(read_end, _)| read_end);
    thread::spawn(move || {
        if let Some(read_end) = status_read {
            if let Some(message) = read_report(read_end) {
                *report.lock().unwrap_or_else(|e| e.into_inner()) = Some(message);
                let _ = exits.send(Event::Exited(Ok(())));
                return;
            }
        }
        let _ = exits.send(Event::Exited(sys::wait_exited(pid)));
    });
    drop(events);

    // Watch it until it ends or passes a limit.
    let deadline = started + limits.wall;
    let cpu_stop = limits.cpu_stop();
    let mut exited = None;
    // Looked at often at first, then every tick.
    let mut tick = Duration::from_millis(1);
    let stopped = loop {
        let now = Instant::now();
        if now >= deadline {
            seen = tree.sample();
            break Some(if seen.cpu >= cpu_stop {
                Ending::CpuLimit
            } else if seen.run_delay * 2 >= limits.wall.saturating_sub(seen.cpu) {
                Ending::Busy
            } else if seen.cpu >= limits.time {
                Ending::CpuLimit
            } else {
                Ending::WallLimit
            });
        }
        match happened.recv_timeout(tick.min(deadline - now)) {
            Ok(Event::Exited(result)) => {
                exited = Some(result);
                break None;
            }
            Ok(Event::OutputPassed) => break Some(Ending::OutputLimit),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                tree.end(Instant::now() + ENDING);
                return Err(io::Error::new(
                    io::ErrorKind::Other,
                    "the waiting thread died",
                ));
            }
        }
        tick = (tick * 2).min(TICK);
        // First, and before the look through `/proc`, which a judge
        // starved by a bomb's processes takes long over: the kernel's
        // count. A fork bomb also passes the CPU limit, later.
        if forks_refused(&cgroup) {
            break Some(Ending::ProcessLimit);
        }
        seen = tree.sample();
        if seen.tasks > u64::from(limits.processes) {
            break Some(Ending::ProcessLimit);
        }
        if seen.cpu > cpu_stop {
            break Some(Ending::CpuLimit);
        }
        if seen.peak_kib > limits.memory_stop() {
            break Some(Ending::MemoryLimit);
        }
        if stdout.total() > output_limit {
            break Some(Ending::OutputLimit);
        }
    };
    let wall = started.elapsed();
    if stopped == Some(Ending::ProcessLimit) {
        if let Some(cgroup) = &cgroup {
            cgroup.kill_all();
        }
    }
    // The solution is a zombie now, or still running: its group id cannot
    // have been reused, so the group kill (in `end`) hits only its own.
    let running = tree.end(Instant::now() + ENDING);
    let left_running = if exited.is_some() {
        running
    } else {
        Vec::new()
    };
    if exited.is_none() {
        sys::kill(pid);
        loop {
            match happened.recv() {
                Ok(Event::Exited(result)) => {
                    exited = Some(result);
                    break;
                }
                Ok(Event::OutputPassed) => {}
                Err(_) => break,
            }
        }
    }
    if let Some(Err(error)) = exited {
        return Err(error);
    }
    let (status, mut waited) = sys::wait(pid)?;
    // The kernel's word on the process limit, then what is left of the
    // run killed and its cgroup removed.
    let refused = forks_refused(&cgroup);
    drop(cgroup.take());
    let reported = *reported.lock().unwrap_or_else(|e| e.into_inner());
    let status = match reported {
        // The solution's own end and peak, as the init saw them; the
        // judge's child and the init are copies of the judge, whose
        // resident memory is not the run's.
        Some([status, peak_kib]) => {
            waited.peak_kib = peak_kib.max(0) as u64;
            status as i32
        }
        None if layers.status.is_some() => {
            waited.peak_kib = 0;
            status
        }
        None => status,
    };
    drop(slot);
    hold_if_interrupted();
    // What the tree left is ended too, now that its root has gone.
    if !tree.is_alone() {
        tree.end(Instant::now() + ENDING);
    }
    let others = tree.usage_but_root();
    let cpu = (waited.cpu + others.cpu).max(seen.cpu);
    // `ru_maxrss` of a forked child starts at the judge's own resident
    // memory at the fork (Linux keeps the mark across exec): above that, it
    // is the solution's own peak; at or below it, only a bound on it. The
    // bound stands in for a run too short to be sampled while the judge is
    // small, as it is (a few MiB): it can only be a little high then, never
    // past the limit. A judge grown past the limit would make it a false
    // MLE, so then only what was sampled counts.
    let own_peak = if waited.peak_kib > judge_resident || judge_resident < limits.memory_kib {
        waited.peak_kib
    } else {
        0
    };
    let peak_kib = others.peak_kib.max(own_peak);

    let patience = Instant::now() + PATIENCE;
    let out = stdout.finish(patience);
    let err = stderr.finish(patience);
    let status = ExitStatus::from_raw(status);
    let ending = match (stopped, status.code(), status.signal()) {
        // A fork refused at the process limit: the bomb ends there, and a
        // run that went on without it is no less past the limit.
        _ if refused => Ending::ProcessLimit,
        // The CPU time counted at the end, all of it, over the limit: a
        // wall kill, then, came late to a run that had used its time (a
        // busy machine's run short of its stop is still worth another).
        (Some(Ending::Busy), _, _) if cpu >= cpu_stop => Ending::CpuLimit,
        (Some(Ending::WallLimit), _, _) if cpu >= limits.time => Ending::CpuLimit,
        (Some(stopped), _, _) => stopped,
        (None, Some(code), _) => Ending::Exited(code),
        (None, None, Some(signal)) if signal == sys::SIGXCPU => Ending::CpuLimit,
        (None, None, Some(signal)) if signal == sys::SIGKILL && cpu >= limits.time => {
            Ending::CpuLimit
        }
        (None, None, Some(signal)) => Ending::Signalled(signal),
        (None, None, None) => Ending::Signalled(0),
    };
    Ok(Run {
        ending,
        usage: Usage {
            cpu,
            wall,
            peak_kib,
        },
        stdout_cut: out.total > out.head.len() as u64,
        stdout: out.head,
        stdout_bytes: out.total,
        stderr: err.head,
        stderr_tail: err.tail,
        stderr_bytes: err.total,
        output_held: out.held || err.held,
        left_running,
        files_written: Vec::new(),
        stack_peak_kib: others.stack_kib,
        stack_limit_kib: stack_given,
        refused: None,
    })
}

/// What contains a run beyond its rlimits: on Linux the plan of layers,
/// the run's pids cgroup and, with namespaces, the pipe its init reports
/// on (read, write).
struct Layers {
    #[cfg(target_os = "linux")]
    plan: super::contain::Plan,
    #[cfg(not(target_os = "linux"))]
    plan: (),
    cgroup: Option<Cgroup>,
    status: Option<(i32, i32)>,
}

#[cfg(target_os = "linux")]
use super::contain::Cgroup;

/// No cgroups but on Linux: there is never one.
#[cfg(not(target_os = "linux"))]
enum Cgroup {}

#[cfg(not(target_os = "linux"))]
impl Cgroup {
    fn refused(&self) -> bool {
        match *self {}
    }
    fn kill_all(&self) {
        match *self {}
    }
}

/// Whether the run's cgroup refused it a fork or a thread.
fn forks_refused(cgroup: &Option<Cgroup>) -> bool {
    cgroup.as_ref().map_or(false, Cgroup::refused)
}

impl Layers {
    #[cfg(target_os = "linux")]
    fn new(job: &Job) -> io::Result<Layers> {
        let folder = job.folder.unwrap_or_else(|| std::path::Path::new("."));
        let mut plan = super::contain::Plan::new(job, folder);
        let status = if plan.in_namespaces() {
            match super::contain::status_pipe() {
                Ok((read_end, write_end)) => {
                    plan.set_status_fd(write_end);
                    Some((read_end, write_end))
                }
                Err(_) => {
                    plan = super::contain::Plan::new(
                        &Job {
                            limits: &job.limits.with_containment(Containment::Compile),
                            ..*job
                        },
                        folder,
                    );
                    None
                }
            }
        } else {
            None
        };
        let cgroup = match plan.make_cgroup() {
            Ok(cgroup) => cgroup,
            Err(error) => {
                if let Some((read_end, write_end)) = status {
                    close_fd(read_end);
                    close_fd(write_end);
                }
                return Err(io::Error::new(
                    error.kind(),
                    format!("cannot make the run's pids cgroup: {}", error),
                ));
            }
        };
        Ok(Layers {
            plan,
            cgroup,
            status,
        })
    }

    #[cfg(not(target_os = "linux"))]
    fn new(_job: &Job) -> io::Result<Layers> {
        Ok(Layers {
            plan: (),
            cgroup: None,
            status: None,
        })
    }
}

#[cfg(target_os = "linux")]
fn apply_layers(plan: &super::contain::Plan) -> io::Result<()> {
    plan.apply()
}

#[cfg(not(target_os = "linux"))]
fn apply_layers(_plan: &()) -> io::Result<()> {
    Ok(())
}

fn close_fd(fd: i32) {
    #[cfg(target_os = "linux")]
    super::contain::close(fd);
    #[cfg(not(target_os = "linux"))]
    let _ = fd;
}

/// The init's report: the solution's wait status and peak (KiB); `None`
/// when the pipe closed first (the init was killed).
fn read_report(read_end: i32) -> Option<[i64; 2]> {
    use std::os::unix::io::FromRawFd;
    // SAFETY: the descriptor is this thread's alone from here on.
    let mut pipe = unsafe { fs::File::from_raw_fd(read_end) };
    let mut message = [0u8; 16];
    pipe.read_exact(&mut message).ok()?;
    let mut status = [0u8; 8];
    let mut peak = [0u8; 8];
    status.copy_from_slice(&message[..8]);
    peak.copy_from_slice(&message[8..]);
    Some([i64::from_le_bytes(status), i64::from_le_bytes(peak)])
}

/// The variable that marks a run's processes.
const MARK: &str = "EIGHT_JUDGE_RUN";

/// A run that never started.
fn not_started(interpreter: String) -> Run {
    Run {
        ending: Ending::MissingInterpreter(interpreter),
        usage: Usage::default(),
        stdout: Vec::new(),
        stdout_bytes: 0,
        stdout_cut: false,
        stderr: Vec::new(),
        stderr_tail: Vec::new(),
        stderr_bytes: 0,
        output_held: false,
        left_running: Vec::new(),
        files_written: Vec::new(),
        stack_peak_kib: 0,
        stack_limit_kib: 0,
        refused: None,
    }
}

/// The interpreter named by the `#!` line of `program`, when the file is
/// there and that interpreter is not: `exec` says only "not found".
fn missing_interpreter(program: &OsStr) -> Option<String> {
    let mut start = [0u8; 256];
    let mut file = fs::File::open(Path::new(program)).ok()?;
    let read = file.read(&mut start).ok()?;
    let line = start[..read].strip_prefix(b"#!")?;
    let line = line.split(|&b| b == b'\n').next()?;
    let line = String::from_utf8_lossy(line);
    let interpreter = line.split_whitespace().next()?;
    if Path::new(interpreter).exists() {
        None
    } else {
        Some(interpreter.to_string())
    }
}

/// Once a process: on Linux the judge becomes a child subreaper, so that
/// what a solution leaves behind becomes the judge's to wait for.
fn setup_once() {
    static SETUP: Once = Once::new();
    SETUP.call_once(sys::become_subreaper);
}

/// The process groups of the runs going on, for the interrupt handler.
static GROUPS: [AtomicI32; 64] = {
    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: AtomicI32 = AtomicI32::new(0);
    [FREE; 64]
};

/// A run's place in [`GROUPS`], given back when dropped.
struct Slot(Option<usize>);

impl Slot {
    fn take(group: i32) -> Slot {
        Slot(GROUPS.iter().position(|slot| {
            slot.compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        }))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(index) = self.0 {
            GROUPS[index].store(0, Ordering::SeqCst);
        }
    }
}

/// The write end of the pipe that wakes the interrupt watcher.
static WAKE: AtomicI32 = AtomicI32::new(-1);

/// [`super::guard_interrupts`]: on SIGINT, SIGTERM and SIGHUP the handler
/// kills every run's process group at once, then wakes a watcher thread
/// that kills all the judge's descendants (escaped ones too: the judge is
/// their subreaper), says "interrupted" and exits 128 + the signal.
pub(super) fn guard_interrupts() {
    static GUARD: Once = Once::new();
    GUARD.call_once(|| {
        setup_once();
        let mut ends = [0i32; 2];
        // SAFETY: a pointer to two live i32s.
        if unsafe { sys::pipe(ends.as_mut_ptr()) } == 0 {
            let [read_end, write_end] = ends;
            WAKE.store(write_end, Ordering::SeqCst);
            thread::spawn(move || watch(read_end));
        }
        for signal in [sys::SIGINT, sys::SIGTERM, sys::SIGHUP] {
            sys::on_signal(signal, handle);
        }
    });
}

/// Set by the interrupt handler: a run that ends after it never returns,
/// so that its caller cannot print a verdict or exit before the watcher
/// has ended everything and exited.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Waits for the interrupt watcher to exit the process, when there has
/// been an interrupt.
fn hold_if_interrupted() {
    if INTERRUPTED.load(Ordering::SeqCst) && WAKE.load(Ordering::SeqCst) >= 0 {
        loop {
            thread::sleep(Duration::from_secs(1));
        }
    }
}

extern "C" fn handle(signal: i32) {
    INTERRUPTED.store(true, Ordering::SeqCst);
    kill_groups();
    let byte = signal as u8;
    let fd = WAKE.load(Ordering::SeqCst);
    // SAFETY: write and _exit are async-signal-safe; the buffers live.
    unsafe {
        if fd >= 0 && sys::write(fd, &byte, 1) == 1 {
            return;
        }
        let words = b"interrupted\n";
        sys::write(2, words.as_ptr(), words.len());
        sys::_exit(128 + signal);
    }
}

fn kill_groups() {
    for slot in &GROUPS {
        let group = slot.load(Ordering::SeqCst);
        if group > 0 {
            sys::kill(-group);
        }
    }
}

/// The interrupt watcher: waits for a signal's byte, ends everything the
/// judge started, and exits.
fn watch(read_end: i32) {
    let mut byte = 0u8;
    loop {
        // SAFETY: a pointer to a live byte.
        let read = unsafe { sys::read(read_end, &mut byte, 1) };
        if read == 1 {
            break;
        }
        if read == 0 || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return;
        }
    }
    let until = Instant::now() + ENDING;
    while Instant::now() < until {
        kill_groups();
        if tree::kill_descendants() == 0 {
            break;
        }
        thread::sleep(Duration::from_millis(5));
    }
    super::shared::remove_open_folders();
    let words = b"interrupted\n";
    // SAFETY: a live buffer; _exit ends the process without unwinding.
    unsafe {
        sys::write(2, words.as_ptr(), words.len());
        sys::_exit(128 + i32::from(byte));
    }
}

/// macOS has no `/proc` and no subreaper: a run's tree is its process
/// group, killed as one; CPU time and memory come from `wait4` alone.
#[cfg(not(target_os = "linux"))]
mod tree {
    use std::time::{Duration, Instant};

    #[allow(dead_code)]
    pub(super) struct Seen {
        pub(super) cpu: Duration,
        pub(super) peak_kib: u64,
        pub(super) stack_kib: u64,
        pub(super) run_delay: Duration,
        pub(super) tasks: u64,
    }

    fn nothing() -> Seen {
        Seen {
            tasks: 0,
            cpu: Duration::ZERO,
            peak_kib: 0,
            stack_kib: 0,
            run_delay: Duration::ZERO,
        }
    }

    /// The root: its process group is the tree.
    pub(super) struct Tree(i32);

    impl Tree {
        pub(super) fn new(root: i32, _mark: &str, _helpers: bool) -> Tree {
            Tree(root)
        }
        pub(super) fn sample(&mut self) -> Seen {
            nothing()
        }
        pub(super) fn is_alone(&self) -> bool {
            true
        }
        pub(super) fn end(&mut self, _deadline: Instant) -> Vec<String> {
            super::sys::kill(-self.0);
            Vec::new()
        }
        pub(super) fn usage_but_root(&self) -> Seen {
            nothing()
        }
    }

    pub(super) fn kill_descendants() -> usize {
        0
    }
}

/// The few C library calls std has no binding for, declared here: the
/// crate is std only.
mod sys {
    use std::io;
    use std::os::raw::{c_int, c_long};
    use std::time::Duration;

    #[cfg(target_os = "macos")]
    type Microseconds = i32;
    #[cfg(not(target_os = "macos"))]
    type Microseconds = c_long;

    #[repr(C)]
    #[derive(Default)]
    struct TimeVal {
        seconds: c_long,
        microseconds: Microseconds,
    }

    /// `struct rusage`: two times, then fourteen counters, `ru_maxrss` the
    /// first of them; the same layout on Linux and macOS.
    #[repr(C)]
    #[derive(Default)]
    struct ResourceUsage {
        user: TimeVal,
        system: TimeVal,
        max_rss: c_long,
        others: [c_long; 13],
    }

    #[repr(C)]
    struct Limit {
        current: u64,
        most: u64,
    }

    extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut ResourceUsage) -> i32;
        fn waitid(kind: c_int, id: u32, info: *mut u64, options: c_int) -> c_int;
        #[link_name = "kill"]
        fn c_kill(pid: i32, signal: i32) -> i32;
        fn setpgid(pid: i32, group: i32) -> i32;
        fn getppid() -> i32;
        fn getrlimit(resource: c_int, limit: *mut Limit) -> c_int;
        fn setrlimit(resource: c_int, limit: *const Limit) -> c_int;
        pub(super) fn pipe(ends: *mut c_int) -> c_int;
        pub(super) fn read(fd: c_int, buffer: *mut u8, count: usize) -> isize;
        pub(super) fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
        pub(super) fn _exit(status: c_int) -> !;
        fn sigaction(signal: c_int, action: *const SigAction, old: *mut SigAction) -> c_int;
    }

    #[cfg(target_os = "linux")]
    extern "C" {
        fn prctl(option: c_int, argument: std::os::raw::c_ulong, ...) -> c_int;
        fn sysconf(name: c_int) -> c_long;
    }

    pub(super) const SIGHUP: i32 = 1;
    pub(super) const SIGINT: i32 = 2;
    pub(super) const SIGKILL: i32 = 9;
    pub(super) const SIGTERM: i32 = 15;
    pub(super) const SIGXCPU: i32 = 24;

    const P_PID: c_int = 1;
    const WEXITED: c_int = 4;
    const WNOHANG: c_int = 1;
    #[cfg(target_os = "linux")]
    const WNOWAIT: c_int = 0x0100_0000;
    #[cfg(not(target_os = "linux"))]
    const WNOWAIT: c_int = 0x20;

    const RLIMIT_CPU: c_int = 0;
    const RLIMIT_FSIZE: c_int = 1;
    const RLIMIT_STACK: c_int = 3;
    const RLIMIT_CORE: c_int = 4;
    #[cfg(target_os = "linux")]
    const RLIMIT_AS: c_int = 9;
    #[cfg(not(target_os = "linux"))]
    const RLIMIT_AS: c_int = 5;

    /// `struct sigaction`: glibc's and musl's on Linux, the BSD one on
    /// macOS.
    #[cfg(target_os = "linux")]
    #[repr(C)]
    pub(super) struct SigAction {
        handler: usize,
        mask: [u64; 16],
        flags: c_int,
        restorer: usize,
    }
    #[cfg(target_os = "linux")]
    const SA_RESTART: c_int = 0x1000_0000;

    #[cfg(not(target_os = "linux"))]
    #[repr(C)]
    pub(super) struct SigAction {
        handler: usize,
        mask: u32,
        flags: c_int,
    }
    #[cfg(not(target_os = "linux"))]
    const SA_RESTART: c_int = 0x0002;

    /// Installs `handler` for `signal`, system calls it interrupts restarted.
    pub(super) fn on_signal(signal: i32, handler: extern "C" fn(i32)) {
        #[cfg(target_os = "linux")]
        let action = SigAction {
            handler: handler as usize,
            mask: [0; 16],
            flags: SA_RESTART,
            restorer: 0,
        };
        #[cfg(not(target_os = "linux"))]
        let action = SigAction {
            handler: handler as usize,
            mask: 0,
            flags: SA_RESTART,
        };
        // SAFETY: a pointer to a live struct of the C layout; no old one.
        unsafe {
            sigaction(signal, &action, std::ptr::null_mut());
        }
    }

    /// Sends SIGKILL to `pid` (a negative one: a process group). One that
    /// has gone is no error.
    pub(super) fn kill(pid: i32) {
        // SAFETY: a plain system call on integers.
        unsafe {
            c_kill(pid, SIGKILL);
        }
    }

    /// The limits a solution starts under, set between fork and exec.
    #[derive(Clone, Copy)]
    pub(super) struct Rlimits {
        pub(super) cpu_seconds: u64,
        pub(super) stack_bytes: u64,
        pub(super) address_space: Option<u64>,
        pub(super) file_bytes: Option<u64>,
        /// The judge: the child dies when it does.
        pub(super) parent: i32,
    }

    impl Rlimits {
        /// Applies the limits in the child, in a process group of its own.
        /// Only async-signal-safe calls, no allocation.
        pub(super) fn apply(&self) -> io::Result<()> {
            // SAFETY: plain system calls on integers and live locals.
            unsafe {
                if setpgid(0, 0) != 0 {
                    return Err(io::Error::last_os_error());
                }
                #[cfg(target_os = "linux")]
                {
                    const PR_SET_PDEATHSIG: c_int = 1;
                    prctl(PR_SET_PDEATHSIG, SIGKILL as std::os::raw::c_ulong);
                }
                if getppid() != self.parent {
                    return Err(io::Error::new(io::ErrorKind::Other, "the judge has gone"));
                }
            }
            set(RLIMIT_CPU, self.cpu_seconds, self.cpu_seconds + 1);
            set(RLIMIT_STACK, self.stack_bytes, self.stack_bytes);
            set(RLIMIT_CORE, 0, 0);
            if let Some(bytes) = self.address_space {
                set(RLIMIT_AS, bytes, bytes);
            }
            if let Some(bytes) = self.file_bytes {
                set(RLIMIT_FSIZE, bytes, bytes);
            }
            Ok(())
        }
    }

    /// Sets a limit; where the hard limit cannot be raised that far (not
    /// allowed, or more than the system takes), as far as it allows.
    fn set(resource: c_int, current: u64, most: u64) {
        let mut now = Limit {
            current: 0,
            most: 0,
        };
        // SAFETY: pointers to live locals of the C layout.
        unsafe {
            if setrlimit(resource, &Limit { current, most }) == 0 {
                return;
            }
            if getrlimit(resource, &mut now) == 0 {
                let most = most.min(now.most);
                setrlimit(
                    resource,
                    &Limit {
                        current: current.min(most),
                        most,
                    },
                );
            }
        }
    }

    /// How much of a stack of `bytes` a child can be given: the judge's
    /// hard limit caps it, unless the judge may raise that.
    pub(super) fn stack_allowed(bytes: u64) -> u64 {
        let mut now = Limit {
            current: 0,
            most: 0,
        };
        // SAFETY: a pointer to a live local of the C layout.
        if unsafe { getrlimit(RLIMIT_STACK, &mut now) } != 0 || now.most >= bytes {
            return bytes;
        }
        // Raising the hard limit takes a privilege: try it on the current
        // value, which changes nothing when it works.
        let same = Limit {
            current: now.current,
            most: bytes,
        };
        // SAFETY: as above; on success it is set back at once.
        unsafe {
            if setrlimit(RLIMIT_STACK, &same) == 0 {
                setrlimit(RLIMIT_STACK, &now);
                return bytes;
            }
        }
        now.most
    }

    /// What `wait4` tells of a child.
    #[derive(Clone, Copy, Debug, Default)]
    pub(super) struct Waited {
        pub(super) cpu: Duration,
        pub(super) peak_kib: u64,
    }

    /// Waits until the child `pid` has exited, leaving it unreaped (a
    /// zombie keeps its process and group id from being reused).
    pub(super) fn wait_exited(pid: i32) -> io::Result<()> {
        let mut info = [0u64; 32];
        loop {
            // SAFETY: a buffer larger than any siginfo_t.
            if unsafe { waitid(P_PID, pid as u32, info.as_mut_ptr(), WEXITED | WNOWAIT) } == 0 {
                return Ok(());
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
    }

    /// Waits for the child `pid` to end and reaps it: its raw status and
    /// its usage.
    pub(super) fn wait(pid: i32) -> io::Result<(i32, Waited)> {
        loop {
            match wait_with(pid, 0) {
                Ok(Some(waited)) => return Ok(waited),
                Ok(None) => {}
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// Reaps the child `pid` if it has ended.
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub(super) fn reap(pid: i32) -> Option<(i32, Waited)> {
        wait_with(pid, WNOHANG).ok().flatten()
    }

    fn wait_with(pid: i32, options: c_int) -> io::Result<Option<(i32, Waited)>> {
        let mut status = 0;
        let mut usage = ResourceUsage::default();
        // SAFETY: both pointers are to live locals of the declared types.
        let waited = unsafe { wait4(pid, &mut status, options, &mut usage) };
        if waited == 0 {
            return Ok(None);
        }
        if waited != pid {
            return Err(io::Error::last_os_error());
        }
        // `tv_usec` is an i32 on macOS, a c_long elsewhere.
        #[allow(clippy::useless_conversion)]
        let time = |t: &TimeVal| {
            Duration::from_secs(t.seconds.max(0) as u64)
                + Duration::from_micros(i64::from(t.microseconds).max(0) as u64)
        };
        // Linux counts ru_maxrss in KiB, macOS in bytes.
        let max_rss = usage.max_rss.max(0) as u64;
        let peak_kib = if cfg!(target_os = "macos") {
            max_rss / 1024
        } else {
            max_rss
        };
        Ok(Some((
            status,
            Waited {
                cpu: time(&usage.user) + time(&usage.system),
                peak_kib,
            },
        )))
    }

    /// The judge's own resident memory now, KiB (Linux: `VmRSS`): a child
    /// forked now starts with it as its peak, and keeps that mark across
    /// `exec` in its `ru_maxrss`; 0 where it is not known.
    pub(super) fn own_resident_kib() -> u64 {
        #[cfg(target_os = "linux")]
        {
            let text = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
            text.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l[6..].trim().trim_end_matches("kB").trim().parse().ok())
                .unwrap_or(0)
        }
        #[cfg(not(target_os = "linux"))]
        {
            0
        }
    }

    /// The length of a clock tick, `/proc`'s unit of CPU time.
    #[cfg(target_os = "linux")]
    pub(super) fn clock_tick() -> Duration {
        const SC_CLK_TCK: c_int = 2;
        // SAFETY: a plain call on an integer.
        let per_second = unsafe { sysconf(SC_CLK_TCK) };
        Duration::from_secs(1) / per_second.max(1) as u32
    }

    /// Makes the judge a child subreaper (Linux): orphans of its runs are
    /// re-parented to it, so it can end them and wait for them.
    pub(super) fn become_subreaper() {
        #[cfg(target_os = "linux")]
        {
            const PR_SET_CHILD_SUBREAPER: c_int = 36;
            // SAFETY: a plain call on integers. A failure leaves orphans
            // to init, found still by their mark while they run.
            unsafe {
                prctl(PR_SET_CHILD_SUBREAPER, 1);
            }
        }
    }
}
