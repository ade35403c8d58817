//! Why a build made nothing to run: each failure a variant with its
//! facts, the text one rendering of it ([`fmt::Display`]).

use super::Family;
use crate::run::{Ending, Limits, Run};
use crate::shown::{mebibytes, seconds};
use std::fmt;
use std::time::Duration;

/// Why a build failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The compile passed its CPU time limit (`limit`): the judge's CE,
    /// whatever the menu's other builds do.
    TimedOut { limit: Duration },
    /// The compile passed its memory limit (`limit_kib`): the judge's CE,
    /// as [`BuildError::TimedOut`].
    OutOfMemory { limit_kib: u64 },
    /// The compile was stopped on the wall clock (`wall`) short of its CPU
    /// limit on each of `tries` tries, having had `cpu` of CPU at the
    /// last: the machine was busy, and the file has no verdict.
    Busy {
        wall: Duration,
        tries: u32,
        cpu: Duration,
    },
    /// The compiler (or the judge's rule) refused the file: its log,
    /// explained where the judge is the cause.
    Failed { log: String },
    /// A warning, where any fails the build (this project's own files):
    /// the compiler's log.
    Warned { log: String },
    /// A tool of the build could not be started: which, and why.
    ToolMissing { tool: String, why: String },
    /// The judge could not set the build up (a folder, a copy of the
    /// source): what went wrong.
    Setup { why: String },
    /// No build of the judge's menu here built the file.
    NoMenuBuild(Box<MenuTried>),
}

/// What a judge's menu was tried for, and how it went: the builds tried,
/// the entries nothing here stands in for, and why the first failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuTried {
    /// The judge's name.
    pub judge: &'static str,
    pub family: Family,
    /// The menu's entries tried, as it names them, the first first.
    pub tried: Vec<&'static str>,
    /// The judge's entries for `family` that are not emulated here, each
    /// `HDU's C++ (MS VC++)`: the CE stands for the emulated ones only.
    pub not_emulated: Vec<String>,
    /// Why the first build failed.
    pub first: BuildError,
}

impl BuildError {
    /// The compiler (or the judge's rule) refused the file: `log` says why.
    pub fn failed(log: impl Into<String>) -> BuildError {
        BuildError::Failed { log: log.into() }
    }

    /// Why a compile that ran under `limits` was stopped by a limit, after
    /// `tries` tries; `None` when none stopped it (its exit status then
    /// says whether it built).
    pub fn stopped(run: &Run, limits: &Limits, tries: u32) -> Option<BuildError> {
        match run.ending {
            Ending::CpuLimit => Some(BuildError::TimedOut { limit: limits.time }),
            Ending::WallLimit | Ending::Busy => Some(BuildError::Busy {
                wall: limits.wall,
                tries,
                cpu: run.usage.cpu,
            }),
            Ending::MemoryLimit => Some(BuildError::OutOfMemory {
                limit_kib: limits.memory_kib,
            }),
            _ => None,
        }
    }

    /// Whether the compiler refused the file, so that another build of the
    /// judge's menu may take it; a limit, a starved compile or a missing
    /// tool says nothing of the file.
    pub fn falls_back(&self) -> bool {
        matches!(self, BuildError::Failed { .. } | BuildError::Warned { .. })
    }

    /// Whether the machine was too busy to build it: no verdict, not a CE.
    pub fn busy(&self) -> bool {
        match self {
            BuildError::Busy { .. } => true,
            BuildError::NoMenuBuild(menu) => menu.first.busy(),
            _ => false,
        }
    }

    /// The first error the compiler gave, with its line, where a `family`
    /// compiler's log says it: `line 39: reference to `hash` is ambiguous`.
    pub fn first_error(&self, family: Family) -> Option<String> {
        match self {
            BuildError::Failed { log } => family.first_error(log),
            _ => None,
        }
    }

    /// Whether the judge itself is at fault (it could not set the build
    /// up: a folder, a copy of the source): `FAIL`, never the file's `CE`.
    pub fn judges_fault(&self) -> bool {
        matches!(self, BuildError::Setup { .. })
    }

    /// How a compile stopped by a limit is said: `compile took longer than
    /// 10 s`; `None` for any other failure.
    pub fn limit_text(&self) -> Option<String> {
        match *self {
            BuildError::TimedOut { limit } => {
                Some(format!("compile took longer than {}", whole_seconds(limit)))
            }
            BuildError::OutOfMemory { limit_kib } => Some(format!(
                "compile took more than {} of memory",
                mebibytes(limit_kib)
            )),
            BuildError::Busy { wall, tries, cpu } => Some(format!(
                "compile took longer than {} of wall clock on each of {} tries, having had \
                 only {} of CPU (the machine was busy)",
                whole_seconds(wall),
                tries,
                seconds(cpu)
            )),
            _ => None,
        }
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::TimedOut { .. } | BuildError::OutOfMemory { .. } => {
                let stopped = self.limit_text().unwrap_or_default();
                write!(f, "{}, the judges' limit", stopped)
            }
            BuildError::Busy { .. } => {
                let stopped = self.limit_text().unwrap_or_default();
                write!(
                    f,
                    "{}: no verdict; judge it again on a quieter machine",
                    stopped
                )
            }
            BuildError::Failed { log } => f.write_str(log),
            BuildError::Warned { log } => write!(f, "a warning fails this build:\n{}", log),
            BuildError::ToolMissing { tool, why } => {
                write!(f, "cannot start the compiler {}: {}", tool, why)
            }
            BuildError::Setup { why } => f.write_str(why),
            BuildError::NoMenuBuild(menu) => write!(f, "{}", menu),
        }
    }
}

impl std::error::Error for BuildError {}

impl fmt::Display for MenuTried {
    /// What was tried is said before the first build's log, which a CE
    /// line shows only the start of.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no build of {}'s menu for {} here builds it (tried {})",
            self.judge,
            self.family.name(),
            self.tried.join(", ")
        )?;
        if !self.not_emulated.is_empty() {
            write!(
                f,
                "; not emulated here: {}, so this CE stands for the emulated builds only",
                self.not_emulated.join(", ")
            )?;
        }
        write!(f, "\n{}", self.first.to_string().trim_end())
    }
}

impl std::error::Error for MenuTried {}

/// `10 s`, `1.5 s`.
fn whole_seconds(duration: Duration) -> String {
    let text = format!("{:.2}", duration.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{} s", text)
}

/// Why a compile run under `limits` ([`Limits::compile`]) failed by a
/// limit, said as its `CE` line says it: "compile took longer than 10 s"
/// and the like; `None` when it passed none (its exit status then says
/// whether it built). The build itself has it as a value:
/// [`BuildError::stopped`].
pub fn compile_limit_passed(run: &Run, limits: &Limits) -> Option<String> {
    BuildError::stopped(run, limits, crate::run::busy::TRIES + 1)
        .and_then(|error| error.limit_text())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compile_run_stopped_by_a_limit_says_which_as_its_ce_line() {
        let compile = Limits::compile();
        let why = |ending: Ending| {
            compile_limit_passed(
                &crate::judging::verdict::tests::ran(ending, 10_000, 4, b""),
                &compile,
            )
        };
        assert_eq!(
            why(Ending::CpuLimit).unwrap(),
            "compile took longer than 10 s"
        );
        assert!(why(Ending::MemoryLimit)
            .unwrap()
            .starts_with("compile took more than"));
        assert!(why(Ending::Busy)
            .unwrap()
            .ends_with("(the machine was busy)"));
        assert_eq!(why(Ending::Exited(1)), None);
    }

    #[test]
    fn only_a_file_the_compiler_refused_is_tried_by_another_build() {
        let starved = BuildError::Busy {
            wall: Duration::from_secs(60),
            tries: 4,
            cpu: Duration::from_millis(20),
        };
        assert!(BuildError::failed("main.cpp:1:1: error: x").falls_back());
        for error in [
            BuildError::TimedOut {
                limit: Duration::from_secs(10),
            },
            BuildError::OutOfMemory { limit_kib: 2 << 20 },
            starved.clone(),
            BuildError::ToolMissing {
                tool: "g++".into(),
                why: "not found".into(),
            },
        ] {
            assert!(!error.falls_back(), "{:?}", error);
        }
        assert!(starved.busy() && !BuildError::failed("x").busy());
    }

    #[test]
    fn a_compile_stopped_by_a_limit_says_which() {
        let timed_out = BuildError::TimedOut {
            limit: Duration::from_secs(10),
        };
        assert_eq!(
            timed_out.to_string(),
            "compile took longer than 10 s, the judges' limit"
        );
        let out_of_memory = BuildError::OutOfMemory { limit_kib: 2 << 20 };
        assert_eq!(
            out_of_memory.to_string(),
            "compile took more than 2048.0 MiB of memory, the judges' limit"
        );
        let starved = BuildError::Busy {
            wall: Duration::from_millis(1500),
            tries: 4,
            cpu: Duration::from_millis(20),
        };
        assert_eq!(
            starved.to_string(),
            "compile took longer than 1.5 s of wall clock on each of 4 tries, having had only \
             0.02 s of CPU (the machine was busy): no verdict; judge it again on a quieter \
             machine"
        );
        assert_eq!(BuildError::failed("log").limit_text(), None);
    }

    #[test]
    fn a_menu_that_builds_nothing_says_what_it_tried_before_the_log() {
        let menu = MenuTried {
            judge: "HDU",
            family: Family::Cpp,
            tried: vec!["G++"],
            not_emulated: vec!["HDU's C++ (MS VC++)".to_string()],
            first: BuildError::failed("main.cpp:3:1: error: x\n"),
        };
        assert_eq!(
            BuildError::NoMenuBuild(Box::new(menu.clone())).to_string(),
            "no build of HDU's menu for C++ here builds it (tried G++); not emulated here: \
             HDU's C++ (MS VC++), so this CE stands for the emulated builds only\n\
             main.cpp:3:1: error: x"
        );
        let none_other = MenuTried {
            tried: vec!["C++11 5.3.0", "C++ 5.3.0"],
            not_emulated: Vec::new(),
            judge: "UVa",
            ..menu
        };
        assert_eq!(
            none_other.to_string(),
            "no build of UVa's menu for C++ here builds it (tried C++11 5.3.0, C++ 5.3.0)\n\
             main.cpp:3:1: error: x"
        );
        assert_eq!(
            BuildError::failed("main.cpp:39:5: error: reference to ‘hash’ is ambiguous")
                .first_error(Family::Cpp),
            Some("line 39: reference to `hash` is ambiguous".to_string())
        );
    }
}
