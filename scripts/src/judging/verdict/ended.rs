//! How a run ended, as the verdict tells it: isolate's `status`,
//! `exitcode`, `exitsig` and `killed` as one value. Each way has a name
//! of its own (`exited`, `signalled`, `cpu limit`, ...), the name the JSON
//! record gives.

use super::signal::signal_name;
use crate::run::{Ending, Limits, Run};
use crate::shown::{mebibytes, quote, QUOTED};

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// It ended by itself (or a signal from outside the judge's limits
    /// ended it); `refused`: what containment most likely refused it,
    /// where it then failed saying so.
    Ran {
        exit: Exit,
        refused: Option<&'static str>,
    },
    /// Stopped past the CPU limit.
    CpuLimit,
    /// Killed on the wall clock while it waited (asleep, or reading input
    /// that never came).
    WallLimit,
    /// Killed on the wall clock, starved of CPU: the machine was busy,
    /// and the run tells nothing.
    Busy,
    /// Stopped past the memory limit and its margin.
    Memory,
    /// Stopped once its output passed the limit: standard output, or the
    /// file it wrote of this name.
    Output { file: Option<String> },
    /// Stopped once it had more processes than its limit.
    Processes,
    /// It never started.
    NotStarted(Start),
}

/// How a run that ended by itself ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with `code`; `name`: what the code means where the system
    /// writes a crash so (Windows' `0xC0000005`, an access violation).
    Code {
        code: i32,
        name: Option<&'static str>,
    },
    /// A signal ended it.
    Signal(Signal),
}

/// A signal that ended a run, with what it most likely means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signal {
    pub number: i32,
    /// `SIGSEGV`, where the system names it.
    pub name: Option<&'static str>,
    pub cause: Option<Cause>,
}

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
    /// CPU limit's), ends a run as that limit ([`crate::run::Ending`]),
    /// never as a signal.
    OwnKill,
}

/// Why a run never started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The interpreter its `#!` line names, this path, does not exist:
    /// the solution's fault (RE).
    NoInterpreter(String),
    /// The system could not start the command, for this reason: the
    /// judge's fault (FAIL).
    Failed(String),
}

impl Ended {
    /// How `run` ended under `limits`.
    pub fn of(run: &Run, limits: &Limits) -> Ended {
        let exit = match &run.ending {
            Ending::Exited(code) => Exit::Code {
                code: *code,
                name: crate::run::exit_name(*code),
            },
            Ending::Signalled(number) => Exit::Signal(Signal::of(*number, run, limits)),
            Ending::CpuLimit => return Ended::CpuLimit,
            Ending::WallLimit => return Ended::WallLimit,
            Ending::Busy => return Ended::Busy,
            Ending::MemoryLimit => return Ended::Memory,
            Ending::OutputLimit => return Ended::Output { file: None },
            Ending::FileLimit(name) => {
                return Ended::Output {
                    file: Some(name.clone()),
                }
            }
            Ending::ProcessLimit => return Ended::Processes,
            Ending::MissingInterpreter(path) => {
                return Ended::NotStarted(Start::NoInterpreter(path.clone()))
            }
        };
        // A refusal is named only where the run failed after it.
        let failed = exit
            != Exit::Code {
                code: 0,
                name: None,
            };
        Ended::Ran {
            exit,
            refused: run.refused.filter(|_| failed),
        }
    }

    /// Its name in the record: `exited`, `signalled`, `refused`, `cpu
    /// limit`, `wall limit`, `busy`, `memory`, `output`, `processes` or
    /// `not started`.
    pub fn name(&self) -> &'static str {
        match self {
            Ended::Ran {
                refused: Some(_), ..
            } => "refused",
            Ended::Ran {
                exit: Exit::Code { .. },
                ..
            } => "exited",
            Ended::Ran {
                exit: Exit::Signal(_),
                ..
            } => "signalled",
            Ended::CpuLimit => "cpu limit",
            Ended::WallLimit => "wall limit",
            Ended::Busy => "busy",
            Ended::Memory => "memory",
            Ended::Output { .. } => "output",
            Ended::Processes => "processes",
            Ended::NotStarted(_) => "not started",
        }
    }

    /// Whether it ended by itself with status 0.
    pub fn well(&self) -> bool {
        matches!(
            self,
            Ended::Ran {
                exit: Exit::Code { code: 0, .. },
                ..
            }
        )
    }

    /// The exit status as oj gives it: minus the signal for a run a
    /// signal ended (as Python's); `None` for a run stopped at a limit or
    /// never started.
    pub fn exitcode(&self) -> Option<i32> {
        match self {
            Ended::Ran {
                exit: Exit::Code { code, .. },
                ..
            } => Some(*code),
            Ended::Ran {
                exit: Exit::Signal(signal),
                ..
            } => Some(-signal.number),
            _ => None,
        }
    }
}

impl Exit {
    /// `exit status 3`, `exit status 0xC0000005 (an access violation)`,
    /// `signal 11 (SIGSEGV), probably a stack overflow (...)`.
    pub fn text(&self) -> String {
        match self {
            Exit::Code {
                code,
                name: Some(name),
            } => format!("exit status {:#010X} ({})", *code as u32, name),
            Exit::Code { code, name: None } => format!("exit status {}", code),
            Exit::Signal(signal) => signal.text(),
        }
    }
}

impl Signal {
    /// Signal `number` of `run` under `limits`, with its likely cause.
    pub fn of(number: i32, run: &Run, limits: &Limits) -> Signal {
        let name = signal_name(number);
        let given = if run.stack_limit_kib == 0 {
            limits.stack()
        } else {
            run.stack_limit_kib
        };
        let cause = match name {
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
        };
        Signal {
            number,
            name,
            cause,
        }
    }

    /// `signal 11 (SIGSEGV)`, with what it most likely means.
    pub fn text(&self) -> String {
        let name = self.name.map_or(String::new(), |n| format!(" ({})", n));
        let why = self
            .cause
            .map_or(String::new(), |c| format!(", {}", c.text()));
        format!("signal {}{}{}", self.number, name, why)
    }
}

impl Start {
    /// `cannot start: the interpreter its #! line names, `/no/python`,
    /// does not exist`, `cannot run the solution: ...`.
    pub fn text(&self) -> String {
        match self {
            Start::NoInterpreter(interpreter) => format!(
                "cannot start: the interpreter its #! line names, {}, does not exist",
                quote(interpreter.as_bytes(), QUOTED)
            ),
            Start::Failed(why) => format!("cannot run the solution: {}", why),
        }
    }
}

impl Cause {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::Run;
    use std::time::Duration;

    /// A run of `ending`, its stack `peak_kib` of `given_kib`, having
    /// said it was refused a socket.
    fn run(ending: Ending, peak_kib: u64, given_kib: u64) -> Run {
        let mut run = crate::judging::verdict::tests::ran(ending, 0, 0, b"");
        run.stack_peak_kib = peak_kib;
        run.stack_limit_kib = given_kib;
        run.refused = Some("refused a socket");
        run
    }

    /// 1 s and 64 MiB, the stack the memory limit.
    fn limits() -> Limits {
        Limits::new(Duration::from_secs(1), 64 << 10)
    }

    #[test]
    fn each_way_a_run_ends_has_its_name() {
        let named = |ending: Ending| Ended::of(&run(ending, 0, 0), &limits()).name();
        assert_eq!(named(Ending::Exited(0)), "exited");
        assert_eq!(named(Ending::Exited(1)), "refused");
        assert_eq!(named(Ending::Signalled(6)), "refused");
        assert_eq!(named(Ending::CpuLimit), "cpu limit");
        assert_eq!(named(Ending::WallLimit), "wall limit");
        assert_eq!(named(Ending::Busy), "busy");
        assert_eq!(named(Ending::MemoryLimit), "memory");
        assert_eq!(named(Ending::OutputLimit), "output");
        assert_eq!(named(Ending::FileLimit("out".into())), "output");
        assert_eq!(named(Ending::ProcessLimit), "processes");
        assert_eq!(
            named(Ending::MissingInterpreter("/x".into())),
            "not started"
        );
        let mut quiet = run(Ending::Signalled(6), 0, 0);
        quiet.refused = None;
        assert_eq!(Ended::of(&quiet, &limits()).name(), "signalled");
    }

    #[test]
    fn a_status_is_oj_s_exit_code() {
        let code = |ending: Ending| Ended::of(&run(ending, 0, 0), &limits()).exitcode();
        assert_eq!(code(Ending::Exited(0)), Some(0));
        assert_eq!(code(Ending::Exited(3)), Some(3));
        assert_eq!(code(Ending::Signalled(11)), Some(-11));
        assert_eq!(code(Ending::CpuLimit), None);
        assert!(Ended::of(&run(Ending::Exited(0), 0, 0), &limits()).well());
        assert!(!Ended::of(&run(Ending::Exited(1), 0, 0), &limits()).well());
    }

    #[test]
    fn a_segfault_with_its_stack_near_full_is_a_stack_overflow() {
        // 64 MiB given, 40 MiB reached: past half.
        let signal = Signal::of(
            11,
            &run(Ending::Signalled(11), 40 << 10, 64 << 10),
            &limits(),
        );
        assert_eq!(
            signal.cause,
            Some(Cause::StackOverflow {
                peak_kib: 40 << 10,
                given_kib: 64 << 10
            })
        );
        assert_eq!(
            signal.text(),
            "signal 11 (SIGSEGV), probably a stack overflow (its stack reached 40.0 MiB of \
             64.0 MiB)"
        );
        // 10 MiB reached: no telling.
        let signal = Signal::of(
            11,
            &run(Ending::Signalled(11), 10 << 10, 64 << 10),
            &limits(),
        );
        assert_eq!(
            (signal.cause, signal.text()),
            (None, "signal 11 (SIGSEGV)".into())
        );
        // Given 8 MiB of the 64 it should have: the judge's own limit.
        let signal = Signal::of(11, &run(Ending::Signalled(11), 0, 8 << 10), &limits());
        assert_eq!(signal.cause.map(|c| c.name()), Some("stack capped"));
        let killed = Signal::of(9, &run(Ending::Signalled(9), 0, 0), &limits());
        assert_eq!(
            killed.text(),
            "signal 9 (SIGKILL), its own signal: the judge sent none and no limit was reached"
        );
        assert_eq!(killed.cause.map(|c| c.name()), Some("own kill"));
        assert_eq!(
            Exit::Code {
                code: 3,
                name: None
            }
            .text(),
            "exit status 3"
        );
    }
}
