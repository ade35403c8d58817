//! The commands, a file each, as oj keeps one file per subcommand: `judge`
//! (`cargo judge PROBLEM SOLUTION`: a contestant's solution judged as its
//! judge would, `judge.rs`), `stress` (`cargo stress`: random inputs
//! against the oracle, a failure shrunk, `stress.rs` and `stress/`),
//! `own` (this project's own programs, `own.rs`) and `clean` (the build
//! cache emptied, `clean.rs`). The command line (`crate::cli`) reads the
//! arguments and calls one of these.

pub mod clean;
pub mod judge;
pub mod own;
pub mod stress;

use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::judging::speed::BadSpeed;
use crate::problems::cases::{CaseError, GoldenError};
use crate::workspace::CacheError;
use std::fmt;
use std::io;

/// Why a command judged nothing: said on one line of standard error, its
/// exit status [`CommandError::exit_code`].
#[derive(Debug)]
pub enum CommandError {
    /// The golden cases cannot be read: a case is wrong, or nothing reads
    /// a file of the folder.
    Golden(GoldenError),
    /// A case given by `-d` or by its path cannot be read.
    Case(CaseError),
    /// The cases named clash or pick none: what is wrong with them.
    Cases(String),
    /// The build asked for cannot be had: a `--build` that names none, a
    /// file of no language a build makes; why.
    Build(String),
    /// Tools the command needs are not installed: each, with how to get it.
    Missing(Vec<String>),
    /// The report cannot be written (`--json=FILE`).
    Report(io::Error),
    /// A file or folder the command needs cannot be read, written, made
    /// or removed.
    File(FileError),
    /// The judge's speed given in the environment is no speed.
    Speed(BadSpeed),
    /// What the command needs cannot be had here: a folder, a file, a
    /// tool; why.
    Setup(String),
    /// The judge's work folder (the user's cache folder, outside a
    /// workspace) cannot be made or is not this user's: nothing is built,
    /// nothing written elsewhere. The judge's fault, or the machine's.
    WorkFolder(CacheError),
}

impl CommandError {
    /// The exit status it ends the command with: nothing was judged; 3
    /// where the judge cannot set itself up (its work folder).
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CommandError::WorkFolder(_) => ExitCode::JudgeFault,
            _ => ExitCode::Unjudged,
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Golden(error) => error.fmt(f),
            CommandError::Case(error) => error.fmt(f),
            CommandError::Report(error) => error.fmt(f),
            CommandError::File(error) => error.fmt(f),
            CommandError::Speed(error) => error.fmt(f),
            CommandError::WorkFolder(error) => error.fmt(f),
            CommandError::Missing(tools) => write!(f, "missing {}", tools.join("; ")),
            CommandError::Cases(why) | CommandError::Build(why) | CommandError::Setup(why) => {
                f.write_str(why)
            }
        }
    }
}

impl std::error::Error for CommandError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CommandError::Golden(error) => Some(error),
            CommandError::Case(error) => Some(error),
            CommandError::Report(error) => Some(error),
            CommandError::File(error) => Some(error),
            CommandError::Speed(error) => Some(error),
            CommandError::WorkFolder(error) => Some(error),
            CommandError::Cases(_)
            | CommandError::Build(_)
            | CommandError::Missing(_)
            | CommandError::Setup(_) => None,
        }
    }
}

impl From<String> for CommandError {
    fn from(why: String) -> CommandError {
        CommandError::Setup(why)
    }
}

impl From<FileError> for CommandError {
    fn from(error: FileError) -> CommandError {
        CommandError::File(error)
    }
}

impl From<BadSpeed> for CommandError {
    fn from(error: BadSpeed) -> CommandError {
        CommandError::Speed(error)
    }
}

impl From<GoldenError> for CommandError {
    fn from(error: GoldenError) -> CommandError {
        CommandError::Golden(error)
    }
}

impl From<CaseError> for CommandError {
    fn from(error: CaseError) -> CommandError {
        CommandError::Case(error)
    }
}

impl From<io::Error> for CommandError {
    fn from(error: io::Error) -> CommandError {
        CommandError::Report(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error;

    #[test]
    fn a_command_error_says_why_on_one_line_and_judges_nothing() {
        let missing = CommandError::Missing(vec!["pypy3 (apt install pypy3)".into(), "ghc".into()]);
        assert_eq!(
            missing.to_string(),
            "missing pypy3 (apt install pypy3); ghc"
        );
        let report = CommandError::from(io::Error::new(io::ErrorKind::Other, "cannot write x"));
        assert_eq!(report.to_string(), "cannot write x");
        assert!(report.source().is_some());
        let setup = CommandError::from("no folder".to_string());
        assert_eq!(setup.to_string(), "no folder");
        assert!(setup.source().is_none());
        for error in [missing, report, setup] {
            assert_eq!(error.exit_code(), ExitCode::Unjudged);
        }
        let work = CommandError::WorkFolder(CacheError::NoHome);
        assert_eq!(work.exit_code(), ExitCode::JudgeFault);
    }
}
