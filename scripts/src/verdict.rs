//! One verdict per case, as the judges give them.

use crate::run::{Ending, Limits, Run, Usage, OUTPUT_LIMIT};
use eight::Fault;
use std::fmt;
use std::time::Duration;

/// The judges' verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Accepted.
    Ac,
    /// Wrong answer.
    Wa,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
    /// Runtime error: a failing exit status, or a signal.
    Re,
    /// Compile error.
    Ce,
    /// The judge's own fault: a wrong expected answer, or a solution that
    /// cannot be started.
    Fail,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Ac => "AC",
            Kind::Wa => "WA",
            Kind::Tle => "TLE",
            Kind::Mle => "MLE",
            Kind::Re => "RE",
            Kind::Ce => "CE",
            Kind::Fail => "FAIL",
        })
    }
}

/// A verdict and what it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub kind: Kind,
    pub detail: String,
}

impl Verdict {
    pub fn new(kind: Kind, detail: impl Into<String>) -> Verdict {
        Verdict {
            kind,
            detail: detail.into(),
        }
    }
}

/// `seconds` with two decimals.
pub fn seconds(duration: Duration) -> String {
    format!("{:.2} s", duration.as_secs_f64())
}

/// `kib` as MiB, with one decimal.
pub fn mebibytes(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// What a run cost: `0.02 s CPU, 0.03 s wall, 3.4 MiB`.
pub fn usage_text(usage: &Usage) -> String {
    format!(
        "{} CPU, {} wall, {}",
        seconds(usage.cpu),
        seconds(usage.wall),
        mebibytes(usage.peak_kib)
    )
}

/// What the C and C++ runtimes, Rust and Python print when an allocation
/// fails: on Linux the judge caps a solution's address space, so a runaway
/// allocation ends this way rather than by touching the memory.
const ALLOCATION_FAILED: [&str; 4] = [
    "bad_alloc",
    "memory allocation of",
    "MemoryError",
    "Cannot allocate memory",
];

/// The verdict on `run` under `limits`, its output judged by `judge` when
/// the run itself broke no rule.
pub fn judge_run(
    run: &Run,
    limits: &Limits,
    judge: impl FnOnce(&[u8]) -> Result<(), Fault>,
) -> Verdict {
    let usage = usage_text(&run.usage);
    if run.ending == Ending::Killed {
        return Verdict::new(
            Kind::Tle,
            format!(
                "killed after {} on the wall clock, {} CPU; the limit is {} CPU",
                seconds(run.usage.wall),
                seconds(run.usage.cpu),
                seconds(limits.time)
            ),
        );
    }
    if run.usage.cpu > limits.time {
        return Verdict::new(
            Kind::Tle,
            format!("{}; the limit is {} CPU", usage, seconds(limits.time)),
        );
    }
    if run.usage.peak_kib > limits.memory_kib {
        return Verdict::new(
            Kind::Mle,
            format!("{}; the limit is {}", usage, mebibytes(limits.memory_kib)),
        );
    }
    let errors = String::from_utf8_lossy(&run.stderr);
    let said: Vec<&str> = errors
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(2)
        .collect();
    let said = if said.is_empty() {
        String::new()
    } else {
        format!(": {}", said.join(" / "))
    };
    let status = match run.ending {
        Ending::Exited(0) => None,
        Ending::Exited(code) => Some(format!("exit status {}", code)),
        Ending::Signalled(signal) => Some(format!("signal {}{}", signal, signal_name(signal))),
        Ending::Killed => unreachable!("a killed run is TLE"),
    };
    if let Some(status) = status {
        if ALLOCATION_FAILED.iter().any(|words| errors.contains(words)) {
            return Verdict::new(
                Kind::Mle,
                format!("{}, an allocation failed{}; {}", status, said, usage),
            );
        }
        return Verdict::new(Kind::Re, format!("{}, {}{}", status, usage, said));
    }
    if run.stdout_cut {
        return Verdict::new(
            Kind::Wa,
            format!("more than {} MiB of output", OUTPUT_LIMIT >> 20),
        );
    }
    let held = if run.output_held {
        "; a process it started outside its group held its output open"
    } else {
        ""
    };
    match judge(&run.stdout) {
        Ok(()) => Verdict::new(Kind::Ac, format!("{}{}", usage, held)),
        Err(Fault::Wrong(why)) => Verdict::new(Kind::Wa, format!("{}{}", why, held)),
        Err(Fault::Expected(why)) => {
            Verdict::new(Kind::Fail, format!("the expected answer is wrong: {}", why))
        }
    }
}

/// ` (SIGSEGV)` and the like, for the signals whose numbers Linux and macOS
/// share.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        2 => " (SIGINT)",
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        13 => " (SIGPIPE)",
        15 => " (SIGTERM)",
        _ => "",
    }
}
