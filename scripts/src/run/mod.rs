//! Running a solution as a judge does: its input on standard input, its
//! output kept, limits on it and on everything it starts, and its CPU
//! time, wall time and peak memory measured by the operating system.
//!
//! One interface, one module per operating system behind it (`unix.rs`;
//! the code outside this folder never asks which system it runs on): a
//! [`Job`] in, a [`Run`] out.

use std::ffi::OsString;
use std::io;
use std::path::Path;
use std::time::Duration;

#[cfg(unix)]
mod unix;
#[cfg(unix)]
use unix as os;
#[cfg(windows)]
mod windows;
#[cfg(windows)]
use windows as os;

/// A problem's limits on one run, as its judge states them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time, as the judges count it.
    pub time: Duration,
    /// Peak resident memory, KiB.
    pub memory_kib: u64,
}

impl Limits {
    /// How long a run may take on the wall clock before it is killed: twice
    /// the time limit and a second more. A solution that waits (sleeps, or
    /// reads input that never comes) uses no CPU time, so the clock that
    /// ends it is the wall's; the slack keeps a loaded machine from killing
    /// a solution within its CPU limit.
    pub fn wall(&self) -> Duration {
        self.time * 2 + Duration::from_secs(1)
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
    /// Its working folder.
    pub folder: Option<&'a Path>,
    /// Whether its address space may be capped as a guard against a
    /// runaway allocation: not for a virtual machine (the JVM) that
    /// reserves far more than it touches.
    pub cap_address_space: bool,
}

impl<'a> Job<'a> {
    /// A job with no variables of its own, in the judge's working folder,
    /// its address space capped.
    pub fn new(command: &'a [OsString], input: &'a [u8], limits: &'a Limits) -> Job<'a> {
        Job {
            command,
            input,
            limits,
            env: &[],
            folder: None,
            cap_address_space: true,
        }
    }
}

/// What a run cost, as the operating system counted it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    /// User and system CPU time of the solution and of the children it
    /// waited for.
    pub cpu: Duration,
    /// From start to end, on the wall clock.
    pub wall: Duration,
    /// The largest resident set of the solution or of a child it waited
    /// for, KiB.
    pub peak_kib: u64,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status.
    Exited(i32),
    /// A signal ended it: this one.
    Signalled(i32),
    /// It ran past the wall-clock limit and was killed with all it started.
    Killed,
}

/// One run of a solution.
#[derive(Clone, Debug)]
pub struct Run {
    pub ending: Ending,
    pub usage: Usage,
    /// Standard output, at most [`OUTPUT_LIMIT`] bytes of it.
    pub stdout: Vec<u8>,
    /// Whether standard output went past [`OUTPUT_LIMIT`].
    pub stdout_cut: bool,
    /// The start of standard error, at most [`ERRORS_KEPT`] bytes.
    pub stderr: Vec<u8>,
    /// Whether a process outside the solution's process group still held
    /// its output open when it ended, so that the output may be cut short.
    pub output_held: bool,
}

/// The most standard output kept from a run: far more than any answer here.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// The most standard error kept from a run.
pub const ERRORS_KEPT: usize = 64 << 10;

/// Runs `job` and kills what it started when the run passes
/// [`Limits::wall`] or when the solution ends: nothing it started outlives
/// it.
///
/// # Errors
/// When the command cannot be started.
pub fn run(job: &Job) -> io::Result<Run> {
    os::run(job)
}
