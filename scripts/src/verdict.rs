//! One verdict per case, as the judges give them.

use crate::run::{Ending, Limits, Run, Usage, WrittenFile};
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
    /// Output limit exceeded.
    Ole,
    /// Runtime error: a failing exit status, or a signal.
    Re,
    /// Compile error.
    Ce,
    /// The judge's own fault: a wrong expected answer, or a solution that
    /// cannot be started.
    Fail,
    /// No verdict: every run of the case was starved of CPU (the machine
    /// was busy), so it tells nothing of the solution. Not a failure of
    /// the solution's, nor a pass.
    Busy,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Ac => "AC",
            Kind::Wa => "WA",
            Kind::Tle => "TLE",
            Kind::Mle => "MLE",
            Kind::Ole => "OLE",
            Kind::Re => "RE",
            Kind::Ce => "CE",
            Kind::Fail => "FAIL",
            Kind::Busy => "BUSY",
        })
    }
}

/// A verdict and what it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub kind: Kind,
    pub detail: String,
    /// The measures near their limits: a `TLE` or `MLE` of a run that
    /// ended by itself within the margin past the limit, or an `AC` above
    /// [`NEAR_BELOW`] of it; empty for any other verdict.
    pub near: Vec<Near>,
    /// A run past a limit that ended within the margin, whose answer was
    /// judged and is wrong: it fails on its answer too, whatever the
    /// judge's machine.
    pub wrong_too: bool,
}

impl Verdict {
    pub fn new(kind: Kind, detail: impl Into<String>) -> Verdict {
        Verdict {
            kind,
            detail: detail.into(),
            near: Vec::new(),
            wrong_too: false,
        }
    }
}

/// How many more times a run starved of CPU (the machine was busy:
/// [`Ending::Busy`], a compile stopped on the wall clock) is made, by
/// itself where others run beside it, before it is said to tell nothing.
pub const BUSY_TRIES: u32 = 3;

/// The pause before the `attempt`th run again of a starved run (from 1):
/// half a second, then one, then two, so that a burst of load can pass.
pub fn busy_pause(attempt: u32) -> Duration {
    Duration::from_millis(500 << attempt.saturating_sub(1).min(4))
}

/// An `AC` is near a limit above this fraction of it: four fifths.
pub const NEAR_BELOW: (u64, u64) = (4, 5);

/// A measure of a run near its limit, on either side: a judge whose
/// machine or way of counting differs may decide it otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Near {
    /// CPU time used, and its limit.
    Cpu { used: Duration, limit: Duration },
    /// Peak memory used, and its limit, KiB.
    Memory { used_kib: u64, limit_kib: u64 },
}

impl Near {
    /// Whether the measure is past its limit (else under it).
    pub fn past(&self) -> bool {
        match *self {
            Near::Cpu { used, limit } => used > limit,
            Near::Memory {
                used_kib,
                limit_kib,
            } => used_kib > limit_kib,
        }
    }

    /// `near the limit: 1.12 s of 1.00 s CPU; the judge's machine may be
    /// faster`, and the like.
    pub fn text(&self) -> String {
        let (of, judge) = match *self {
            Near::Cpu { used, limit } => (
                format!("{} of {} CPU", seconds(used), seconds(limit)),
                if self.past() {
                    "the judge's machine may be faster"
                } else {
                    "the judge's machine may be slower"
                },
            ),
            Near::Memory {
                used_kib,
                limit_kib,
            } => (
                format!("{} of {}", mebibytes(used_kib), mebibytes(limit_kib)),
                "the judge may count memory otherwise",
            ),
        };
        format!("near the limit: {}; {}", of, judge)
    }
}

/// The measures of `run` near the limits of an `AC`: above
/// [`NEAR_BELOW`] of each.
fn near_under(run: &Run, limits: &Limits) -> Vec<Near> {
    let (above, of) = NEAR_BELOW;
    let mut near = Vec::new();
    if run.usage.cpu.as_nanos() * of as u128 > limits.time.as_nanos() * above as u128 {
        near.push(Near::Cpu {
            used: run.usage.cpu,
            limit: limits.time,
        });
    }
    if run.usage.peak_kib.saturating_mul(of) > limits.memory_kib.saturating_mul(above) {
        near.push(Near::Memory {
            used_kib: run.usage.peak_kib,
            limit_kib: limits.memory_kib,
        });
    }
    near
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

/// Why a compile run under `limits` ([`Limits::compile`]) failed by a
/// limit, said as its `CE` line says it: "compile took longer than 10 s"
/// and the like; `None` when it passed none (its exit status then says
/// whether it built). The build itself has it as a value:
/// [`crate::build::BuildError::stopped`].
pub fn compile_limit_passed(run: &Run, limits: &Limits) -> Option<String> {
    crate::build::BuildError::stopped(run, limits, BUSY_TRIES + 1)
        .and_then(|error| error.limit_text())
}

/// The most of a quoted text shown in a verdict line, bytes.
pub const QUOTED: usize = 200;

/// The verdict on `run` under `limits`, its output judged by `judge` when
/// the run itself broke no rule. Every text it quotes is cut to a few
/// hundred bytes.
pub fn judge_run(
    run: &Run,
    limits: &Limits,
    judge: impl FnOnce(&[u8]) -> Result<(), Fault>,
) -> Verdict {
    let usage = usage_text(&run.usage);
    let cpu_limit = seconds(limits.time);
    let left = left_running(run);
    let stopped = |kind: Kind, why: String| Verdict::new(kind, format!("{}{}", why, left));
    match &run.ending {
        Ending::MissingInterpreter(interpreter) => {
            return Verdict::new(
                Kind::Re,
                format!(
                    "cannot start: the interpreter its #! line names, {}, does not exist",
                    quote(interpreter.as_bytes(), QUOTED)
                ),
            )
        }
        Ending::CpuLimit => {
            return stopped(
                Kind::Tle,
                format!(
                    "stopped past the CPU limit: {}; the limit is {} CPU, a run is let go to {}",
                    usage,
                    cpu_limit,
                    seconds(limits.cpu_stop())
                ),
            )
        }
        Ending::Busy => {
            return stopped(
                Kind::Busy,
                format!(
                    "inconclusive, the machine was busy: ended after {} on the wall clock \
                     having had only {} of CPU, short of the {} at which a run of its {} CPU \
                     limit is stopped",
                    seconds(run.usage.wall),
                    seconds(run.usage.cpu),
                    seconds(limits.cpu_stop()),
                    cpu_limit
                ),
            )
        }
        Ending::WallLimit => {
            return stopped(
                Kind::Tle,
                format!(
                    "killed after {} on the wall clock, waiting (asleep, or reading input \
                     that never came) with {} CPU; the limit is {} CPU, {} on the wall clock",
                    seconds(run.usage.wall),
                    seconds(run.usage.cpu),
                    cpu_limit,
                    seconds(limits.wall)
                ),
            )
        }
        Ending::MemoryLimit => {
            return stopped(
                Kind::Mle,
                format!(
                    "stopped past the memory limit and its margin ({}): {}; the limit is {}",
                    mebibytes(limits.memory_stop()),
                    usage,
                    mebibytes(limits.memory_kib)
                ),
            )
        }
        Ending::OutputLimit => {
            return stopped(
                Kind::Ole,
                format!(
                    "stopped once its output passed the limit, {}",
                    size_text(output_limit_bytes(limits))
                ),
            )
        }
        Ending::FileLimit(name) => {
            return stopped(
                Kind::Ole,
                format!(
                    "a file it wrote, {}, reached the output limit, {}",
                    quote(name.as_bytes(), 80),
                    size_text(output_limit_bytes(limits))
                ),
            )
        }
        Ending::ProcessLimit => {
            return stopped(
                Kind::Re,
                format!(
                    "it started more than {} processes: a fork bomb?",
                    limits.processes
                ),
            )
        }
        Ending::Exited(_) | Ending::Signalled(_) => {}
    }
    // Past a limit, the run ended by itself: within the margin it is a
    // near miss, said so, with whether its answer was right.
    let past = if run.usage.cpu > limits.time {
        let near = Near::Cpu {
            used: run.usage.cpu,
            limit: limits.time,
        };
        let limit = format!("the limit is {} CPU", cpu_limit);
        Some((Kind::Tle, near, run.usage.cpu <= limits.cpu_stop(), limit))
    } else if run.usage.peak_kib > limits.memory_kib {
        let near = Near::Memory {
            used_kib: run.usage.peak_kib,
            limit_kib: limits.memory_kib,
        };
        let limit = format!("the limit is {}", mebibytes(limits.memory_kib));
        Some((
            Kind::Mle,
            near,
            run.usage.peak_kib <= limits.memory_stop(),
            limit,
        ))
    } else {
        None
    };
    if let Some((kind, near, within, limit)) = past {
        if !within {
            return stopped(kind, format!("{}; {}", usage, limit));
        }
        let wrong = if run.ending == Ending::Exited(0) && !run.stdout_cut {
            Some(judge(&run.stdout).is_err())
        } else {
            None
        };
        let answer = match wrong {
            Some(false) => "; its answer is right",
            Some(true) => "; its answer is wrong too",
            None => "",
        };
        let mut verdict = stopped(kind, format!("{}: {}{}", near.text(), usage, answer));
        verdict.near.push(near);
        verdict.wrong_too = wrong == Some(true);
        return verdict;
    }
    let status = match run.ending {
        Ending::Exited(0) => None,
        Ending::Exited(code) => Some(match crate::run::exit_name(code) {
            Some(name) => format!("exit status {:#010X} ({})", code as u32, name),
            None => format!("exit status {}", code),
        }),
        Ending::Signalled(signal) => Some(signal_text(signal, run, limits)),
        _ => unreachable!("the other endings were judged above"),
    };
    let refused = run
        .refused
        .map_or(String::new(), |why| format!("; {}", why));
    if let Some(status) = status {
        return stopped(
            Kind::Re,
            format!("{}, {}{}{}", status, usage, errors_said(run), refused),
        );
    }
    if run.stdout_cut {
        return stopped(
            Kind::Ole,
            format!(
                "{} of output, more than the {} kept",
                size_text(run.stdout_bytes),
                size_text(run.stdout.len() as u64)
            ),
        );
    }
    let mut notes = left;
    if !run.files_written.is_empty() {
        notes.push_str(&format!(
            "; it wrote {}; judges read standard input and write standard output",
            files_text(&run.files_written)
        ));
    }
    if run.output_held {
        notes.push_str("; a process it started held its output open, and reading stopped there");
    }
    match judge(&run.stdout) {
        Ok(()) => {
            let near = near_under(run, limits);
            let said: Vec<String> = near.iter().map(|n| format!("; {}", n.text())).collect();
            let mut verdict =
                Verdict::new(Kind::Ac, format!("{}{}{}", usage, said.concat(), notes));
            verdict.near = near;
            verdict
        }
        Err(Fault::Wrong(why)) => {
            let nothing = if run.stdout.is_empty() {
                "it printed nothing; "
            } else {
                ""
            };
            Verdict::new(
                Kind::Wa,
                format!("{}{}{}", nothing, cut(&why, 4 * QUOTED), notes),
            )
        }
        Err(Fault::Expected(why)) => Verdict::new(
            Kind::Fail,
            format!("the expected answer is wrong: {}", cut(&why, 4 * QUOTED)),
        ),
    }
}

fn output_limit_bytes(limits: &Limits) -> u64 {
    limits
        .output_kib
        .map_or(u64::MAX, |kib| kib.saturating_mul(1024))
}

/// `; it left 2 processes running (sleep, sleep), killed` when it did.
fn left_running(run: &Run) -> String {
    let names = &run.left_running;
    if names.is_empty() {
        return String::new();
    }
    let shown: Vec<&str> = names.iter().take(5).map(String::as_str).collect();
    let more = if names.len() > shown.len() {
        format!(", {} more", names.len() - shown.len())
    } else {
        String::new()
    };
    format!(
        "; it left {} running ({}{}), killed",
        count(names.len() as u64, "process", "processes"),
        cut(&shown.join(", "), QUOTED),
        more
    )
}

/// `` `out.txt` (12 bytes) `` and the like, the first few.
fn files_text(files: &[WrittenFile]) -> String {
    let mut shown: Vec<String> = files
        .iter()
        .take(3)
        .map(|f| format!("{} ({})", quote(f.name.as_bytes(), 80), size_text(f.bytes)))
        .collect();
    if files.len() > 3 {
        shown.push(format!(
            "{} more",
            count(files.len() as u64 - 3, "file", "files")
        ));
    }
    shown.join(", ")
}

/// `signal 11 (SIGSEGV)`, with what it most likely means.
fn signal_text(signal: i32, run: &Run, limits: &Limits) -> String {
    let name = signal_name(signal).map_or(String::new(), |n| format!(" ({})", n));
    let given = if run.stack_limit_kib == 0 {
        limits.stack()
    } else {
        run.stack_limit_kib
    };
    let why = match signal_name(signal) {
        Some("SIGSEGV") | Some("SIGBUS") if given < limits.stack() => format!(
            ", perhaps a stack overflow: its stack was only {}, the judge's own hard limit \
             (ulimit -Hs), not the {} it should have; judge it again from a shell with \
             no lower stack limit",
            mebibytes(given),
            mebibytes(limits.stack())
        ),
        Some("SIGSEGV") | Some("SIGBUS") if run.stack_peak_kib * 2 >= given => format!(
            ", probably a stack overflow (its stack reached {} of {})",
            mebibytes(run.stack_peak_kib),
            mebibytes(given)
        ),
        Some("SIGXFSZ") => ", a file it wrote passed the output limit".to_string(),
        Some("SIGKILL") => ", killed from outside the judge".to_string(),
        _ => String::new(),
    };
    format!("signal {}{}{}", signal, name, why)
}

/// `: ` and what standard error said: its first line and, when there are
/// more, its last (a Python exception's `ValueError: ...`), each cut.
fn errors_said(run: &Run) -> String {
    let head = &run.stderr;
    let lines: Vec<&[u8]> = head
        .split(|&b| b == b'\n')
        .filter(|l| !l.iter().all(|b| b.is_ascii_whitespace()))
        .collect();
    let tail_lines: Vec<&[u8]> = run
        .stderr_tail
        .split(|&b| b == b'\n')
        .filter(|l| !l.iter().all(|b| b.is_ascii_whitespace()))
        .collect();
    let first = match lines.first() {
        Some(first) => *first,
        None => return String::new(),
    };
    // The last line: of the tail when standard error went past the head
    // (its first line there may be a part: it is left out), else of the
    // head, unless the head was cut in the middle of it.
    let last = if run.stderr_tail.is_empty() {
        if lines.len() > 1 {
            lines.last().copied()
        } else {
            None
        }
    } else {
        tail_lines.last().copied().filter(|_| tail_lines.len() > 1)
    };
    let mut said = format!(": {}", quote(trim_end(first), QUOTED));
    if let Some(last) = last {
        let skipped = if run.stderr_tail.is_empty() {
            lines.len().saturating_sub(2) as u64
        } else {
            0
        };
        let between = if !run.stderr_tail.is_empty() {
            format!(" ... ({} in all) ... ", size_text(run.stderr_bytes))
        } else if skipped > 0 {
            format!(" ... ({}) ... ", count(skipped, "line", "lines"))
        } else {
            " / ".to_string()
        };
        said.push_str(&between);
        said.push_str(&quote(trim_end(last), QUOTED));
    }
    said
}

fn trim_end(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &line[..end]
}

/// `1 line`, `2 lines`: `n` and the word for it.
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}

/// `1 byte`, `300 bytes`, `4.0 KiB`, `62.9 MiB`, `1.2 GiB`.
pub fn size_text(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if bytes < 1024 {
        count(bytes, "byte", "bytes")
    } else if b < KIB * KIB {
        format!("{:.1} KiB", b / KIB)
    } else if b < KIB * KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.1} GiB", b / KIB / KIB / KIB)
    }
}

/// `text` cut to about `most` bytes (at a character's edge), marked as
/// cut: `... (62.9 MiB more)`.
pub fn cut(text: &str, most: usize) -> String {
    if text.len() <= most {
        return text.to_string();
    }
    let mut end = most;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!(
        "{}... ({} more)",
        &text[..end],
        size_text((text.len() - end) as u64)
    )
}

/// A text quoted for a verdict line: in backticks, at most `most` bytes of
/// it shown and the rest counted (`... (62.9 MiB more)`), control
/// characters escaped (`\n`, `\t`, `\r`, `\x07`), a byte that is not
/// UTF-8 shown as `\xff`; an empty text is called `an empty line`.
///
/// ```
/// use judge::verdict::quote;
/// assert_eq!(quote(b"", 10), "an empty line");
/// assert_eq!(quote(b"a\tb\xff", 10), "`a\\tb\\xff`");
/// assert_eq!(quote(&[b'x'; 300], 4), "`xxxx` ... (296 bytes more)");
/// ```
pub fn quote(bytes: &[u8], most: usize) -> String {
    if bytes.is_empty() {
        return "an empty line".to_string();
    }
    let mut shown = String::from("`");
    let mut at = 0;
    while at < bytes.len() && at < most {
        // A window a little past what is shown: a 60 MB text is not read.
        let rest = &bytes[at..bytes.len().min(most + 4)];
        let valid = match std::str::from_utf8(rest) {
            Ok(text) => text,
            Err(error) => std::str::from_utf8(&rest[..error.valid_up_to()]).unwrap_or_default(),
        };
        if valid.is_empty() {
            shown.push_str(&format!("\\x{:02x}", rest[0]));
            at += 1;
            continue;
        }
        for c in valid.chars() {
            if at >= most {
                break;
            }
            match c {
                '\n' => shown.push_str("\\n"),
                '\t' => shown.push_str("\\t"),
                '\r' => shown.push_str("\\r"),
                '`' => shown.push_str("\\`"),
                '\\' => shown.push_str("\\\\"),
                c if c.is_control() => shown.push_str(&format!("\\x{:02x}", c as u32)),
                c => shown.push(c),
            }
            at += c.len_utf8();
        }
    }
    shown.push('`');
    if at < bytes.len() {
        shown.push_str(&format!(
            " ... ({} more)",
            size_text((bytes.len() - at) as u64)
        ));
    }
    shown
}

/// The name of a signal by its number on this system: Linux's numbers,
/// or macOS's (`SIGBUS` is 7 on Linux, 10 on macOS).
pub fn signal_name(signal: i32) -> Option<&'static str> {
    #[cfg(not(target_os = "macos"))]
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    #[cfg(target_os = "macos")]
    const NAMES: [&str; 31] = [
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGEMT",
        "SIGFPE",
        "SIGKILL",
        "SIGBUS",
        "SIGSEGV",
        "SIGSYS",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGURG",
        "SIGSTOP",
        "SIGTSTP",
        "SIGCONT",
        "SIGCHLD",
        "SIGTTIN",
        "SIGTTOU",
        "SIGIO",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGINFO",
        "SIGUSR1",
        "SIGUSR2",
    ];
    let index = usize::try_from(signal).ok()?.checked_sub(1)?;
    NAMES.get(index).copied()
}
