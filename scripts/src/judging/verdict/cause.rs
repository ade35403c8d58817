//! What the verdict adds to how a run ended ([`crate::run::Ending`], the
//! runner's): what a signal most likely means ([`Cause`]), and the words
//! for an exit, a signal and a start that failed. The JSON record gives
//! each way of ending its runner's name (`exited`, `signalled`, `cpu
//! limit`, ...).

use super::signal::signal_name;
use crate::run::{Ending, Limits, Run};
use crate::shown::{mebibytes, quote, QUOTED};

/// What a signal most likely means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// A stack overflow, where the judge's own hard stack limit (`ulimit
    /// -Hs`) gave the run less stack than it should have had.
    StackCapped { given_kib: u64, wanted_kib: u64 },
    /// A stack overflow: its stack reached at least half of what it had.
    StackOverflow { peak_kib: u64, given_kib: u64 },
    /// A file it wrote passed the output limit (`SIGXFSZ`).
    FileLimit,
    /// `SIGKILL` that the judge did not send and no limit caused: the
    /// run's own (`raise(SIGKILL)`, `kill(0, SIGKILL)`). Every kill of the
    /// judge's, and the kernel's at a limit (the memory cgroup's, the hard
    /// CPU limit's), ends a run as that limit ([`Ending`]),
    /// never as a signal.
    OwnKill,
}

impl Cause {
    /// What signal `number` that ended `run` under `limits` most likely
    /// means, if anything.
    pub fn of(number: i32, run: &Run, limits: &Limits) -> Option<Cause> {
        let given = if run.stack_limit_kib == 0 {
            limits.stack()
        } else {
            run.stack_limit_kib
        };
        match signal_name(number) {
            Some("SIGSEGV") | Some("SIGBUS") if given < limits.stack() => {
                Some(Cause::StackCapped {
                    given_kib: given,
                    wanted_kib: limits.stack(),
                })
            }
            Some("SIGSEGV") | Some("SIGBUS") if run.stack_peak_kib * 2 >= given => {
                Some(Cause::StackOverflow {
                    peak_kib: run.stack_peak_kib,
                    given_kib: given,
                })
            }
            Some("SIGXFSZ") => Some(Cause::FileLimit),
            Some("SIGKILL") => Some(Cause::OwnKill),
            _ => None,
        }
    }

    /// Its name in the record: `stack capped`, `stack overflow`, `file
    /// limit`, `own kill`.
    pub fn name(&self) -> &'static str {
        match self {
            Cause::StackCapped { .. } => "stack capped",
            Cause::StackOverflow { .. } => "stack overflow",
            Cause::FileLimit => "file limit",
            Cause::OwnKill => "own kill",
        }
    }

    /// `probably a stack overflow (its stack reached 7.9 MiB of 8.0 MiB)`
    /// and the like.
    pub fn text(&self) -> String {
        match *self {
            Cause::StackCapped {
                given_kib,
                wanted_kib,
            } => format!(
                "perhaps a stack overflow: its stack was only {}, the judge's own hard limit \
                 (ulimit -Hs), not the {} it should have; judge it again from a shell with \
                 no lower stack limit",
                mebibytes(given_kib),
                mebibytes(wanted_kib)
            ),
            Cause::StackOverflow {
                peak_kib,
                given_kib,
            } => format!(
                "probably a stack overflow (its stack reached {} of {})",
                mebibytes(peak_kib),
                mebibytes(given_kib)
            ),
            Cause::FileLimit => "a file it wrote passed the output limit".to_string(),
            Cause::OwnKill => {
                "its own signal: the judge sent none and no limit was reached".to_string()
            }
        }
    }
}

/// How a run that ended by itself ended, in words: `exit status 3`, `exit
/// status 0xC0000005 (an access violation)`, `signal 11 (SIGSEGV),
/// probably a stack overflow (...)`; empty for any other ending.
pub fn exit_text(ending: &Ending, cause: Option<Cause>) -> String {
    match *ending {
        Ending::Exited(code) => match crate::run::exit_name(code) {
            Some(name) => format!("exit status {:#010X} ({})", code as u32, name),
            None => format!("exit status {}", code),
        },
        Ending::Signalled(number) => {
            let name = signal_name(number).map_or(String::new(), |n| format!(" ({})", n));
            let why = cause.map_or(String::new(), |c| format!(", {}", c.text()));
            format!("signal {}{}{}", number, name, why)
        }
        _ => String::new(),
    }
}

/// Why a run never started, in words: `cannot start: the interpreter its
/// #! line names, `/no/python`, does not exist` (the solution's fault),
/// `cannot run the solution: ...` (the judge's); empty for a run that
/// started.
pub fn unstarted_text(ending: &Ending) -> String {
    match ending {
        Ending::MissingInterpreter(interpreter) => format!(
            "cannot start: the interpreter its #! line names, {}, does not exist",
            quote(interpreter.as_bytes(), QUOTED)
        ),
        Ending::NotStarted(why) => format!("cannot run the solution: {}", why),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::Run;
    use std::time::Duration;

    /// A run of `ending`, its stack `peak_kib` of `given_kib`.
    fn run(ending: Ending, peak_kib: u64, given_kib: u64) -> Run {
        let mut run = crate::judging::verdict::tests::ran(ending, 0, 0, b"");
        run.stack_peak_kib = peak_kib;
        run.stack_limit_kib = given_kib;
        run
    }

    /// 1 s and 64 MiB, the stack the memory limit.
    fn limits() -> Limits {
        Limits::new(Duration::from_secs(1), 64 << 10)
    }

    /// Signal `number`'s words, its stack `peak_kib` of `given_kib`.
    fn signalled(number: i32, peak_kib: u64, given_kib: u64) -> (Option<Cause>, String) {
        let ending = Ending::Signalled(number);
        let cause = Cause::of(number, &run(ending.clone(), peak_kib, given_kib), &limits());
        (cause, exit_text(&ending, cause))
    }

    #[test]
    fn a_segfault_with_its_stack_near_full_is_a_stack_overflow() {
        // 64 MiB given, 40 MiB reached: past half.
        let (cause, text) = signalled(11, 40 << 10, 64 << 10);
        assert_eq!(
            cause,
            Some(Cause::StackOverflow {
                peak_kib: 40 << 10,
                given_kib: 64 << 10
            })
        );
        assert_eq!(
            text,
            "signal 11 (SIGSEGV), probably a stack overflow (its stack reached 40.0 MiB of \
             64.0 MiB)"
        );
        // 10 MiB reached: no telling.
        assert_eq!(
            signalled(11, 10 << 10, 64 << 10),
            (None, "signal 11 (SIGSEGV)".into())
        );
        // Given 8 MiB of the 64 it should have: the judge's own limit.
        let (cause, _) = signalled(11, 0, 8 << 10);
        assert_eq!(cause.map(|c| c.name()), Some("stack capped"));
        let (cause, text) = signalled(9, 0, 0);
        assert_eq!(
            text,
            "signal 9 (SIGKILL), its own signal: the judge sent none and no limit was reached"
        );
        assert_eq!(cause.map(|c| c.name()), Some("own kill"));
        // SIGXFSZ (25 on Linux and macOS): a file past the output limit.
        let (cause, text) = signalled(25, 0, 0);
        assert_eq!(cause, Some(Cause::FileLimit));
        assert_eq!(
            text,
            "signal 25 (SIGXFSZ), a file it wrote passed the output limit"
        );
        assert_eq!(exit_text(&Ending::Exited(3), None), "exit status 3");
        assert_eq!(exit_text(&Ending::CpuLimit, None), "");
    }

    #[test]
    fn a_run_that_never_started_says_whose_fault() {
        assert_eq!(
            unstarted_text(&Ending::MissingInterpreter("/no/python".into())),
            "cannot start: the interpreter its #! line names, `/no/python`, does not exist"
        );
        assert_eq!(
            unstarted_text(&Ending::NotStarted("no such file".into())),
            "cannot run the solution: no such file"
        );
        assert_eq!(unstarted_text(&Ending::Exited(0)), "");
    }
}
