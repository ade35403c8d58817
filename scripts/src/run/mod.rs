//! Running a solution as a judge does: its input on standard input, its
//! output kept, limits on it and on everything it starts, and its CPU
//! time, wall time and peak memory measured by the operating system.
//!
//! One interface, one module per operating system behind it (`unix.rs`,
//! `boxed/` on Linux, `windows.rs`; the code outside this folder never
//! asks which system it runs on, nor whether a run was forked afresh or
//! from a box): a [`Job`] in, a [`Run`] out. The rule that ends a run
//! (`rule.rs`) and the pieces every system shares (reading the pipes, the
//! fresh working folder, `streams.rs`) are one for all.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[cfg(target_os = "linux")]
mod boxed;
pub mod busy;
#[cfg(any(windows, test))]
mod cmdline;
#[cfg(target_os = "linux")]
mod contain;
#[cfg(target_os = "linux")]
mod described;
#[cfg(unix)]
mod fds;
#[cfg(unix)]
mod interrupt;
#[cfg(target_os = "linux")]
pub(crate) mod layer;
#[cfg(any(target_os = "macos", test))]
mod macos;
#[cfg(unix)]
mod process;
mod refusal;
#[cfg(unix)]
mod rlimits;
mod rule;
#[cfg(target_os = "linux")]
pub(crate) mod spec;
mod streams;
#[cfg(unix)]
mod sys;
#[cfg(target_os = "linux")]
mod tree;
#[cfg(all(unix, not(target_os = "linux")))]
#[path = "group_tree.rs"]
mod tree;
#[cfg(unix)]
mod unix;
#[cfg(unix)]
use unix as os;
#[cfg(target_os = "linux")]
mod view;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as os;

/// This process's effective user id: the owner its files get.
#[cfg(unix)]
pub fn user_id() -> u32 {
    // SAFETY: geteuid takes nothing and cannot fail.
    unsafe { sys::geteuid() }
}

/// The caller's variables a contained run keeps: where programs are
/// found, the locale, and what the toolchain managers here need to find
/// a toolchain (pyenv's, rustup's, a JDK's); no other (a token, an
/// agent's socket, the caller's home). (Windows runs are not contained:
/// none of this is used there.)
#[cfg_attr(windows, allow(dead_code))]
const KEPT_VARIABLES: &[&str] = &[
    "PATH",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "TZ",
    "PYENV_ROOT",
    "PYENV_VERSION",
    "RUSTUP_HOME",
    "RUSTUP_TOOLCHAIN",
    "CARGO_HOME",
    "JAVA_HOME",
];

/// The variable that names, commas between, more of the caller's
/// variables a contained run keeps (`EIGHT_JUDGE_KEEP=MY_TRACE`).
pub const KEEP_VARIABLE: &str = "EIGHT_JUDGE_KEEP";

/// A contained run's environment: [`KEPT_VARIABLES`] of the caller's and
/// those [`KEEP_VARIABLE`] names, `HOME` its own folder (`home`), `LANG`
/// `C.UTF-8` where the caller set no locale, and the job's own variables
/// (a build's `ONLINE_JUDGE`).
#[cfg_attr(windows, allow(dead_code))]
pub(crate) fn run_environment(
    job: &Job,
    home: &Path,
) -> Vec<(std::ffi::OsString, std::ffi::OsString)> {
    kept_environment(&|name| std::env::var_os(name), job.env, home)
}

/// [`run_environment`] of the caller's variables `var` reads.
#[cfg_attr(windows, allow(dead_code))]
fn kept_environment(
    var: &dyn Fn(&str) -> Option<std::ffi::OsString>,
    own: &[(&str, &str)],
    home: &Path,
) -> Vec<(std::ffi::OsString, std::ffi::OsString)> {
    let named = var(KEEP_VARIABLE)
        .map(|names| names.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut env: Vec<(std::ffi::OsString, std::ffi::OsString)> = KEPT_VARIABLES
        .iter()
        .copied()
        .chain(named.split(',').map(str::trim).filter(|n| !n.is_empty()))
        .filter_map(|name| var(name).map(|value| (name.into(), value)))
        .collect();
    if var("LANG").is_none() && var("LC_ALL").is_none() {
        env.push(("LANG".into(), "C.UTF-8".into()));
    }
    env.push(("HOME".into(), home.as_os_str().to_owned()));
    env.retain(|(name, _)| !own.iter().any(|(n, _)| name == n));
    env.extend(own.iter().map(|(n, v)| (n.into(), v.into())));
    env
}

/// Why a build found no box where boxes are had: a build is never made
/// outside one. The judge's fault (`FAIL`), not the file's.
#[derive(Debug)]
pub struct NoBox(pub String);

impl std::fmt::Display for NoBox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NoBox {}

/// Whether a contestant's build goes in a box here ([`Containment::Build`]):
/// where runs are boxed (Linux, with user namespaces), so that a compile
/// reaches nothing of the machine's but its toolchain.
pub fn builds_boxed() -> bool {
    #[cfg(target_os = "linux")]
    return boxed::status(64 << 20).is_ok();
    #[cfg(not(target_os = "linux"))]
    return false;
}

/// The number of cores, the default number of runs at once.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A run is near a limit above this fraction of it: four fifths. Judges'
/// machines and ways of counting differ that much.
pub const NEAR_BELOW: (u64, u64) = (4, 5);

/// A problem's limits on one run, as its judge states them, and the few
/// the judges add (output, stack). Built by [`Limits::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time, as the judges count it: the solution and everything it
    /// started, together.
    pub time: Duration,
    /// How long the run may take on the wall clock before it is killed. A
    /// solution that waits (sleeps, or reads input that never comes) uses
    /// no CPU time, so the clock that ends it is the wall's. Stretched,
    /// on Linux, by the time the run waited for a CPU, up to ten times.
    pub wall: Duration,
    /// Memory, KiB: the run's whole tree's where a box counts it (its
    /// memory cgroup), else its largest process's peak resident memory.
    pub memory_kib: u64,
    /// The stack, KiB; `None`: the memory limit, as LibreOJ and Codeforces
    /// give it.
    pub stack_kib: Option<u64>,
    /// Standard output, KiB: past it the run is stopped (OLE). `None`: no
    /// limit (a compile), the output past [`OUTPUT_KEPT_UNLIMITED`] drained
    /// and dropped.
    pub output_kib: Option<u64>,
    /// Processes and threads the run may have at once: past it the run
    /// ends (RE, "a fork bomb?").
    pub processes: u32,
}

/// How much a run is kept in, on top of its limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Containment {
    /// A solution's run: every layer the machine allows (namespaces,
    /// Landlock, seccomp, rlimits on Linux; `sandbox-exec` on macOS).
    Run,
    /// The judge's own compile or a tool's question (`--version`):
    /// rlimits, `PR_SET_NO_NEW_PRIVS` and the process limit only.
    Compile,
    /// A contestant's file built: in a box where runs are boxed (its
    /// folder's files copied into the box's working folder, the build
    /// there, what it made copied back: the toolchain and the system
    /// read-only, nothing else of the machine), else as [`Self::Compile`].
    Build,
    /// Limits alone, as before containment: for measuring what it costs.
    Off,
}

pub use streams::remove_own_on_interrupt;

/// The processes and threads a run may have at once unless its problem
/// says otherwise: judges allow few, and 64 is plenty for the JVM.
pub const DEFAULT_PROCESSES: u32 = 64;

/// A compile's: rustc, cargo and javac start a thread a core and more.
pub const COMPILE_PROCESSES: u32 = 512;

/// The output limit a problem gets unless it says otherwise: 64 MiB, above
/// any right answer here (judges use 16 to 64 MiB).
pub const DEFAULT_OUTPUT_KIB: u64 = 64 << 10;

/// A compile's limits: 10 s (LibreOJ's), CPU and wall alike.
pub const COMPILE_TIME: Duration = Duration::from_secs(10);

/// The memory a compile may take, KiB: 2 GiB.
pub const COMPILE_MEMORY_KIB: u64 = 2 << 20;

impl Limits {
    /// `time` of CPU and `memory_kib` of memory, as a problem states them;
    /// the wall clock at twice the CPU stop ([`Limits::cpu_stop`]) and a
    /// second more (slack that keeps a loaded machine from killing a
    /// solution before it reaches its stop), the stack at the memory
    /// limit, the output at [`DEFAULT_OUTPUT_KIB`].
    pub const fn new(time: Duration, memory_kib: u64) -> Limits {
        let stop = time.as_nanos() as u64 + margin_nanos(time);
        let wall = Duration::from_nanos(stop * 2 + 1_000_000_000);
        Limits {
            time,
            wall,
            memory_kib,
            stack_kib: None,
            output_kib: Some(DEFAULT_OUTPUT_KIB),
            processes: DEFAULT_PROCESSES,
        }
    }

    /// These limits with another output limit (`None`: none).
    pub const fn with_output_kib(self, output_kib: Option<u64>) -> Limits {
        Limits { output_kib, ..self }
    }

    /// These limits with another process limit.
    pub const fn with_processes(self, processes: u32) -> Limits {
        Limits { processes, ..self }
    }

    /// These limits with a stack of `stack_kib`, where a judge gives less
    /// than the memory limit.
    pub const fn with_stack_kib(self, stack_kib: u64) -> Limits {
        Limits {
            stack_kib: Some(stack_kib),
            ..self
        }
    }

    /// A compile's: [`COMPILE_TIME`] of CPU, six times that of wall clock
    /// (a loaded machine keeps a compile waiting for a CPU; the CPU time is
    /// what the compile cost, and one stopped on the wall clock is made
    /// again), [`COMPILE_MEMORY_KIB`], a 64 MiB stack, no output limit.
    pub const fn compile() -> Limits {
        Limits {
            time: COMPILE_TIME,
            wall: Duration::from_secs(COMPILE_TIME.as_secs() * 6),
            memory_kib: COMPILE_MEMORY_KIB,
            stack_kib: Some(64 << 10),
            output_kib: None,
            processes: COMPILE_PROCESSES,
        }
    }

    /// The stack, KiB: [`Limits::stack_kib`], else the memory limit.
    pub fn stack(&self) -> u64 {
        self.stack_kib.unwrap_or(self.memory_kib)
    }

    /// The CPU time at which the runner stops a run: the limit and a
    /// quarter (at least 50 ms more). A run that ends before it, past the
    /// limit, is a near miss that a faster machine might accept; one
    /// stopped there would not have ended near the limit.
    pub const fn cpu_stop(&self) -> Duration {
        Duration::from_nanos(self.time.as_nanos() as u64 + margin_nanos(self.time))
    }

    /// The peak memory at which the runner stops a run, KiB: the limit and
    /// a quarter, for the same reason as [`Limits::cpu_stop`].
    pub const fn memory_stop(&self) -> u64 {
        self.memory_kib.saturating_add(self.memory_kib / 4)
    }
}

/// How far past its CPU limit `time` a run goes before it is stopped,
/// nanoseconds: a quarter of it, at least 50 ms (a few of the runner's
/// looks at the run).
const fn margin_nanos(time: Duration) -> u64 {
    let quarter = time.as_nanos() as u64 / 4;
    if quarter > 50_000_000 {
        quarter
    } else {
        50_000_000
    }
}

/// One run to make: what to start, what it reads, and under what limits.
#[derive(Clone, Copy, Debug)]
pub struct Job<'a> {
    /// The command, the program first.
    pub command: &'a [OsString],
    /// Its standard input.
    pub input: &'a [u8],
    pub limits: &'a Limits,
    /// Variables set in its environment, beside the judge's own.
    pub env: &'a [(&'a str, &'a str)],
    /// What a box shows it beyond the system and what its command
    /// names, read-only: the files of a toolchain a compile reads that
    /// lie elsewhere (GHC's package database, Free Pascal's
    /// configuration).
    pub shows: &'a [PathBuf],
    /// Its working folder; `None`: a new empty folder of the run's own,
    /// removed after it, the files left there listed in
    /// [`Run::files_written`]. The command's relative paths that name
    /// files are then made absolute.
    pub folder: Option<&'a Path>,
    /// Whether its address space may be capped as a guard against a
    /// runaway allocation: not for a virtual machine (the JVM) that
    /// reserves far more than it touches.
    pub cap_address_space: bool,
    /// How much it is kept in beyond its limits: a solution's run every
    /// layer, a compile the few a compiler bears.
    pub containment: Containment,
}

impl<'a> Job<'a> {
    /// A solution's run ([`Containment::Run`]) with no variables of its
    /// own, in a fresh working folder, its address space capped.
    pub fn new(command: &'a [OsString], input: &'a [u8], limits: &'a Limits) -> Job<'a> {
        Job {
            command,
            input,
            limits,
            env: &[],
            shows: &[],
            folder: None,
            cap_address_space: true,
            containment: Containment::Run,
        }
    }
}

/// What a run cost, as the operating system counted it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// User and system CPU time of the solution and of every process it
    /// started, waited for or not (on Linux; on macOS those it waited for).
    pub cpu: Duration,
    /// From start to end, on the wall clock.
    pub wall: Duration,
    /// Its memory, KiB, its own, never the judge's: in a box (Linux with
    /// the layers it needs), the peak of its whole tree, every process
    /// and the shared memory, memfds and page cache it brought in; else
    /// the largest resident set of the solution or of a process it
    /// started ([`containment_summary`] says which). In a box whose
    /// memory cgroup counts, the larger of the cgroup's peak and the
    /// largest resident set (`ru_maxrss`): a small program's pages that
    /// were in memory before the run are in its resident set, never in
    /// what the cgroup charged it.
    pub peak_kib: u64,
    /// In a box whose memory cgroup counts, what the cgroup charged the
    /// run at its peak: the figure the box's limit holds, and that
    /// decides `MLE` ([`Usage::decided_kib`]); `None` elsewhere.
    pub charged_kib: Option<u64>,
}

impl Usage {
    /// The memory that decides `MLE` and any judge's figure of its own
    /// count: what the box's memory cgroup charged, where one counted,
    /// else [`Usage::peak_kib`]. (A JVM's resident set grows by the
    /// files of its own it maps as a program uses more of it, which a
    /// judge that leaves the JVM's own out does not count.)
    pub fn decided_kib(&self) -> u64 {
        self.charged_kib.unwrap_or(self.peak_kib)
    }
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status.
    Exited(i32),
    /// A signal ended it: this one.
    Signalled(i32),
    /// Stopped at the CPU limit (by the runner, or by `RLIMIT_CPU`).
    CpuLimit,
    /// Killed at the wall-clock limit while it waited (slept, or read input
    /// that never came), its CPU time under the limit. The limit is
    /// stretched by the time the run was ready to run but waited for a
    /// CPU (Linux), so a run on a busy machine still reaches its CPU
    /// limit.
    WallLimit,
    /// Killed on the wall clock short of its CPU limit, having waited for
    /// a CPU so long that the wall clock's stretch for that waiting
    /// (ten times the wall-clock limit at most) ran out: the machine was
    /// busy, and the run tells nothing. Worth running once more.
    Busy,
    /// Stopped once a process of it passed the memory limit.
    MemoryLimit,
    /// Stopped once its standard output passed the output limit.
    OutputLimit,
    /// A file it wrote reached the output limit (`RLIMIT_FSIZE`): this
    /// one, by its name in the working folder.
    FileLimit(String),
    /// Stopped once it had more processes and threads than its limit.
    ProcessLimit,
    /// It could not start: the interpreter its `#!` line names (this
    /// path) does not exist.
    MissingInterpreter(String),
    /// The system could not start the command, for this reason: the
    /// judge's fault. [`run`] says so as its error; a verdict on such a
    /// run holds it here.
    NotStarted(String),
}

impl Ending {
    /// Its name in a record: `exited`, `signalled`, `cpu limit`, `wall
    /// limit`, `busy`, `memory`, `output`, `processes` or `not started`.
    pub fn name(&self) -> &'static str {
        match self {
            Ending::Exited(_) => "exited",
            Ending::Signalled(_) => "signalled",
            Ending::CpuLimit => "cpu limit",
            Ending::WallLimit => "wall limit",
            Ending::Busy => "busy",
            Ending::MemoryLimit => "memory",
            Ending::OutputLimit | Ending::FileLimit(_) => "output",
            Ending::ProcessLimit => "processes",
            Ending::MissingInterpreter(_) | Ending::NotStarted(_) => "not started",
        }
    }

    /// Whether it ended by itself, with a status or a signal: not stopped
    /// at a limit, and started.
    pub fn by_itself(&self) -> bool {
        matches!(self, Ending::Exited(_) | Ending::Signalled(_))
    }

    /// Whether it ended by itself with status 0.
    pub fn well(&self) -> bool {
        *self == Ending::Exited(0)
    }

    /// The exit status as oj gives it: minus the signal for a run a
    /// signal ended (as Python's); `None` for a run stopped at a limit or
    /// never started.
    pub fn exitcode(&self) -> Option<i32> {
        match *self {
            Ending::Exited(code) => Some(code),
            Ending::Signalled(number) => Some(-number),
            _ => None,
        }
    }
}

/// A file a solution left in its working folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenFile {
    /// Its path inside the folder.
    pub name: String,
    pub bytes: u64,
}

/// One run of a solution.
#[derive(Clone, Debug)]
pub struct Run {
    pub ending: Ending,
    pub usage: Usage,
    /// Standard output: all of it, up to the output limit (or, with none,
    /// the first [`OUTPUT_KEPT_UNLIMITED`] bytes).
    pub stdout: Vec<u8>,
    /// How many bytes it wrote to standard output in all.
    pub stdout_bytes: u64,
    /// Whether standard output went past what was kept.
    pub stdout_cut: bool,
    /// The start of standard error, at most [`ERRORS_KEPT`] bytes.
    pub stderr: Vec<u8>,
    /// When standard error went past [`ERRORS_KEPT`]: its last
    /// [`ERRORS_TAIL_KEPT`] bytes (so that a traceback's last line is
    /// there); else empty.
    pub stderr_tail: Vec<u8>,
    /// How many bytes it wrote to standard error in all.
    pub stderr_bytes: u64,
    /// Whether a process the runner could not end still held the output
    /// open after the solution and all it started were gone, so that
    /// reading stopped there.
    pub output_held: bool,
    /// The processes the solution started that were still running when it
    /// ended (their names), killed then.
    pub left_running: Vec<String>,
    /// The files the solution left in its fresh working folder (empty
    /// when the job named a folder).
    pub files_written: Vec<WrittenFile>,
    /// The largest stack of the solution's processes seen, KiB (sampled:
    /// 0 where the system does not say).
    pub stack_peak_kib: u64,
    /// The stack the solution was given, KiB: [`Limits::stack`], or less
    /// where the judge's own hard limit (`ulimit -Hs`) is lower and cannot
    /// be raised.
    pub stack_limit_kib: u64,
    /// What containment most likely refused it, where it then failed and
    /// said so on standard error ("it tried to open a network socket,
    /// which judges forbid"); `None` when nothing shows it.
    pub refused: Option<&'static str>,
}

impl Run {
    /// A run that ended as `ending` having cost `usage` and printed
    /// `stdout`, and did nothing else: no standard error, no process left,
    /// no file written. What a runner starts from, and what a test makes up.
    pub fn ended(ending: Ending, usage: Usage, stdout: Vec<u8>) -> Run {
        Run {
            ending,
            usage,
            stdout_bytes: stdout.len() as u64,
            stdout,
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

    /// Standard error as kept: its start and, when it was longer, a line
    /// saying how much was left out and its end. For a compiler's log.
    pub fn stderr_kept(&self) -> Vec<u8> {
        let mut kept = self.stderr.clone();
        if !self.stderr_tail.is_empty() {
            let left_out =
                self.stderr_bytes - self.stderr.len() as u64 - self.stderr_tail.len() as u64;
            kept.extend_from_slice(format!("\n... ({} bytes left out) ...\n", left_out).as_bytes());
            kept.extend_from_slice(&self.stderr_tail);
        }
        kept
    }
}

/// The most standard output kept from a run without an output limit.
pub const OUTPUT_KEPT_UNLIMITED: usize = 64 << 10;

/// The most of the start of standard error kept from a run.
pub const ERRORS_KEPT: usize = 64 << 10;

/// The most of the end of standard error kept from a run.
pub const ERRORS_TAIL_KEPT: usize = 4 << 10;

/// Runs `job`: the solution and every process it starts are its run; they
/// are measured together, stopped at the first limit passed, and when the
/// solution ends, whatever it left running is killed. Nothing it started
/// outlives the run. Installs [`guard_interrupts`] on its first call.
///
/// # Errors
/// When the command cannot be started (a missing interpreter is no error:
/// [`Ending::MissingInterpreter`]).
pub fn run(job: &Job) -> io::Result<Run> {
    guard_interrupts();
    #[cfg(target_os = "linux")]
    if boxed::takes(job) {
        let command = streams::absolute(job.command);
        let absolute = Job {
            command: &command,
            ..*job
        };
        if let Some(ran) = boxed::run(&absolute) {
            let mut ran = ran?;
            refusal::name_refusals(&mut ran, job.limits, job.containment);
            return Ok(ran);
        }
    }
    let folder = match job.folder {
        Some(_) => None,
        None => Some(streams::Folder::new()?),
    };
    let command;
    let job = match &folder {
        Some(folder) => {
            command = streams::absolute(job.command);
            Job {
                command: &command,
                folder: Some(folder.path()),
                ..*job
            }
        }
        None => *job,
    };
    let (limits, containment) = (*job.limits, job.containment);
    let mut ran = os::run(&job)?;
    if let Some(folder) = folder {
        ran.files_written = folder.finish();
    }
    refusal::name_refusals(&mut ran, &limits, containment);
    Ok(ran)
}

/// The header's line on containment: the layers that hold a run here,
/// how its memory is counted, and the layers missing, e.g. "contained: a
/// box of its own (...); pids cgroup (v1); memory cgroup (v1); cpuacct
/// cgroup (v1); Landlock ABI 7; seccomp; rlimits; memory counted over
/// its whole tree (...); at most 64 processes (...)". Probes the layers
/// on its first call (on Linux, making a box).
pub fn containment_summary(limits: &Limits) -> String {
    #[cfg(target_os = "linux")]
    return described::summary(limits);
    #[cfg(target_os = "macos")]
    return macos::summary(limits.processes);
    #[cfg(windows)]
    return os::summary(limits.processes);
    #[cfg(not(any(target_os = "linux", target_os = "macos", windows)))]
    return format!(
        "contained: rlimits only (no sandbox for this system); at most {} processes",
        limits.processes
    );
}

/// What the box shows a run of `command`, and the layers turned off
/// (`-v`'s header, under the build): `None` where runs are not boxed
/// (macOS, Windows) or the command's program is not found.
pub fn box_text(command: &[OsString]) -> Option<String> {
    #[cfg(target_os = "linux")]
    return spec::BoxSpec::builder()
        .command(command)
        .build()
        .map(|spec| spec.text());
    #[cfg(not(target_os = "linux"))]
    return {
        let _ = command;
        None
    };
}

/// [`containment_summary`] in short, for the header: "the box, all
/// layers", or the layers missing, named.
pub fn containment_short(limits: &Limits) -> String {
    #[cfg(target_os = "linux")]
    return described::short(limits);
    #[cfg(not(target_os = "linux"))]
    return containment_summary(limits);
}

/// The name of an exit status that tells how a process crashed, where the
/// system writes crashes so (Windows: NTSTATUS codes, `0xC0000005` an
/// access violation); `None` for a plain status, and everywhere on Unix,
/// where a crash is a signal.
pub fn exit_name(code: i32) -> Option<&'static str> {
    #[cfg(windows)]
    return os::exit_name(code);
    #[cfg(not(windows))]
    {
        let _ = code;
        None
    }
}

/// Makes the judge end every run's processes, say "interrupted" on
/// standard error and exit 130, 143 or 129 on SIGINT, SIGTERM or SIGHUP.
/// Call once at the start of `main`; later calls do nothing, and [`run`]
/// calls it too.
/// On a systemd machine with cgroup v2, where a plain user's judge may
/// make no cgroup: runs the judge again in a delegated scope of its own,
/// and gives its exit status; `None` where that is not wanted or cannot
/// be had (the judge goes on as it is, its box counting by its census).
pub fn rerun_in_a_scope() -> Option<i32> {
    #[cfg(target_os = "linux")]
    return contain::scope::rerun_in_a_scope(&spec::without(), spec::machine);
    #[cfg(not(target_os = "linux"))]
    return None;
}

pub fn guard_interrupts() {
    #[cfg(unix)]
    interrupt::guard();
}

#[cfg(test)]
mod tests {
    use super::{kept_environment, Ending};
    use std::path::Path;

    #[test]
    fn each_way_a_run_ends_has_its_name_and_oj_s_exit_code() {
        let all = [
            (Ending::Exited(0), "exited", Some(0)),
            (Ending::Exited(3), "exited", Some(3)),
            (Ending::Signalled(11), "signalled", Some(-11)),
            (Ending::CpuLimit, "cpu limit", None),
            (Ending::WallLimit, "wall limit", None),
            (Ending::Busy, "busy", None),
            (Ending::MemoryLimit, "memory", None),
            (Ending::OutputLimit, "output", None),
            (Ending::FileLimit("out".into()), "output", None),
            (Ending::ProcessLimit, "processes", None),
            (Ending::MissingInterpreter("/x".into()), "not started", None),
            (
                Ending::NotStarted("no such file".into()),
                "not started",
                None,
            ),
        ];
        for (ending, name, code) in all {
            assert_eq!(
                (ending.name(), ending.exitcode()),
                (name, code),
                "{:?}",
                ending
            );
            assert_eq!(ending.by_itself(), code.is_some(), "{:?}", ending);
            assert_eq!(ending.well(), code == Some(0), "{:?}", ending);
        }
    }

    #[test]
    fn a_runs_environment_keeps_only_what_a_toolchain_needs_of_the_callers() {
        let caller = |name: &str| {
            [
                ("PATH", "/usr/bin:/bin"),
                ("HOME", "/home/someone"),
                ("GITHUB_TOKEN", "secret"),
                ("SSH_AUTH_SOCK", "/tmp/agent"),
                ("PYENV_ROOT", "/opt/pyenv"),
                ("EIGHT_JUDGE_KEEP", "MY_TRACE, NONE_SET"),
                ("MY_TRACE", "42"),
            ]
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| std::ffi::OsString::from(v))
        };
        let env = kept_environment(&caller, &[("ONLINE_JUDGE", "luogu")], Path::new("/box/w"));
        let shown: Vec<(String, String)> = env
            .iter()
            .map(|(n, v)| {
                (
                    n.to_string_lossy().into_owned(),
                    v.to_string_lossy().into_owned(),
                )
            })
            .collect();
        let pair = |n: &str, v: &str| (n.to_string(), v.to_string());
        assert_eq!(
            shown,
            [
                pair("PATH", "/usr/bin:/bin"),
                pair("PYENV_ROOT", "/opt/pyenv"),
                pair("MY_TRACE", "42"),
                pair("LANG", "C.UTF-8"),
                pair("HOME", "/box/w"),
                pair("ONLINE_JUDGE", "luogu"),
            ]
        );
        // The job's own value wins over the caller's.
        let own = kept_environment(&caller, &[("PATH", "/x")], Path::new("/w"));
        assert_eq!(own.iter().filter(|(n, _)| n == "PATH").count(), 1);
        assert!(own.contains(&("PATH".into(), "/x".into())));
    }
}
