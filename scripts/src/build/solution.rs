//! What is judged: a contestant's single file, or a command they give
//! (`-c`, as oj's `-c`), with the limits they may set in place of the
//! problem's (`--tl`, `--ml`).

use crate::build::{Family, NoFamily, Recipe, Toolchain};
use crate::run::Limits;
use crate::shell;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A solution to judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// A source file or a program, built as the problem's judge builds it.
    File(PathBuf),
    /// A program and its arguments, run as they are with nothing built.
    Command(Vec<String>),
}

/// The build of a command (`-c`): nothing built, its words run.
pub const COMMAND: Toolchain = Toolchain {
    name: "command",
    menu: "-",
    judge_runs: "-",
    here: "the command as given, nothing built",
    recipe: Recipe::Executable,
    era: None,
};

impl Solution {
    /// The file's language family; a command's is a ready program's.
    pub fn family(&self) -> Result<Family, NoFamily> {
        match self {
            Solution::File(path) => Family::of(path),
            Solution::Command(_) => Ok(Family::Executable),
        }
    }

    /// The file, if it is one.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Solution::File(path) => Some(path),
            Solution::Command(_) => None,
        }
    }

    /// What the header calls it: the file's name, or the command.
    pub fn name(&self) -> String {
        match self {
            Solution::File(path) => path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
            Solution::Command(words) => shell::line(words),
        }
    }

    /// The words that give it on a command line, for a command the judge
    /// prints: the file's absolute path, or `-c 'COMMAND'`; quoted for `sh`.
    pub fn argument(&self) -> String {
        match self {
            Solution::File(path) => shell::quote(&absolute(path).to_string_lossy()),
            Solution::Command(words) => format!("-c {}", shell::quote(&shell::line(words))),
        }
    }
}

/// The command that judges `solution` as `problem` again, with the
/// options that shaped its verdict: `cargo judge PROBLEM SOLUTION
/// [--build NAME] [--tl TIME] [--ml SIZE]`, each word quoted for `sh`
/// (the caller adds `-d DIR`).
pub fn judge_again(
    problem: &str,
    solution: &Solution,
    build: Option<&str>,
    limits: &Overrides,
) -> String {
    let mut line = format!("cargo judge {} {}", problem, solution.argument());
    if let Some(build) = build {
        line.push_str(&format!(" --build {}", shell::quote(build)));
    }
    if let Some(time) = limits.time {
        line.push_str(&format!(" --tl {}ms", time.as_millis()));
    }
    if let Some(kib) = limits.memory_kib {
        match kib % 1024 {
            0 => line.push_str(&format!(" --ml {}", kib / 1024)),
            _ => line.push_str(&format!(" --ml {}k", kib)),
        }
    }
    line
}

/// `path` made absolute from the current folder (not resolving links).
pub fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        return path.to_path_buf();
    }
    match std::env::current_dir() {
        Ok(here) => {
            let joined = here.join(path);
            // `./x` and `a/../x` shown as a reader would write them.
            let mut clean = PathBuf::new();
            for part in joined.components() {
                match part {
                    std::path::Component::CurDir => {}
                    std::path::Component::ParentDir if clean.parent().is_some() => {
                        clean.pop();
                    }
                    other => clean.push(other.as_os_str()),
                }
            }
            clean
        }
        Err(_) => path.to_path_buf(),
    }
}

/// The limits a contestant set in place of the problem's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    /// `--tl`: CPU time.
    pub time: Option<Duration>,
    /// `--ml`: memory, KiB.
    pub memory_kib: Option<u64>,
}

impl Overrides {
    /// `limits` (which come `from` where it says) with these in place,
    /// the wall clock following the time as [`Limits::new`] sets it; and
    /// where they now come from.
    pub fn apply(&self, limits: Limits, from: &str) -> (Limits, String) {
        let time = self.time.unwrap_or(limits.time);
        let memory_kib = self.memory_kib.unwrap_or(limits.memory_kib);
        let given = match (self.time, self.memory_kib) {
            (None, None) => return (limits, from.to_string()),
            (Some(_), None) => "--tl",
            (None, Some(_)) => "--ml",
            (Some(_), Some(_)) => "--tl and --ml",
        };
        let fresh = Limits::new(time, memory_kib);
        let limits = Limits {
            time,
            wall: fresh.wall,
            memory_kib,
            ..limits
        };
        (
            limits,
            format!("{} given in place of the problem's: {}", given, from),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_given_replace_the_problems_and_say_so() {
        let problem = Limits::new(Duration::from_secs(1), 65536).with_processes(7);
        let none = Overrides::default();
        assert_eq!(
            none.apply(problem, "stated"),
            (problem, "stated".to_string())
        );
        let given = Overrides {
            time: Some(Duration::from_secs(3)),
            memory_kib: None,
        };
        let (limits, from) = given.apply(problem, "stated");
        assert_eq!(limits.time, Duration::from_secs(3));
        assert_eq!(limits.wall, Limits::new(Duration::from_secs(3), 65536).wall);
        assert_eq!((limits.memory_kib, limits.processes), (65536, 7));
        assert_eq!(from, "--tl given in place of the problem's: stated");
    }

    #[test]
    fn a_solution_is_given_back_as_a_line_that_pastes() {
        let command = Solution::Command(vec!["python3".into(), "my file.py".into()]);
        assert_eq!(command.argument(), r#"-c 'python3 '\''my file.py'\'''"#);
        assert_eq!(command.family(), Ok(Family::Executable));
        let file = Solution::File(PathBuf::from("/x/a b.cpp"));
        if cfg!(unix) {
            assert_eq!(file.argument(), "'/x/a b.cpp'");
        }
        assert_eq!(file.name(), "a b.cpp");
        assert!(absolute(Path::new("./a/../b.cpp")).ends_with("b.cpp"));
        assert!(absolute(Path::new("./a/../b.cpp")).is_absolute());
    }
}
