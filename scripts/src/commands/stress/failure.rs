//! The stress test's first failure: shrunk to a smallest failing part of
//! its cases, kept in files, and reported as one value ([`Found`]) that
//! the report's text renders: the verdict, the input, the answers, the
//! reason, and the commands that reproduce it and judge it again.

use super::{attempt, save, StressOptions, Unsaved};
use crate::build::Build;
use crate::commands::stress::shrink::shrink;
use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::judging::verdict::{Status, Verdict};
use crate::problems::format::Case;
use crate::problems::oracle::Oracle;
use crate::shell;
use crate::shown::lines;
use std::fs;
use std::path::PathBuf;

/// The most runs spent shrinking one failure.
const SHRINK_TRIES: usize = 400;

/// The most lines of the input and of each answer the report shows; the
/// files keep the whole.
const LINES_SHOWN: usize = 30;

/// A failing case: its number, its cases, the verdict on them, the input
/// written, the expected output and the output given.
pub struct Failure {
    pub case: u64,
    pub cases: Vec<Case>,
    pub verdict: Verdict,
    pub input: String,
    pub expected: String,
    pub given: Vec<u8>,
}

/// The failure a shrink keeps: a run past a limit, within its margin,
/// whose answer is wrong is a wrong answer; any other its verdict's kind.
pub fn shrinks_as(verdict: &Verdict) -> Status {
    if verdict.wrong_too() {
        Status::Wa
    } else {
        verdict.status
    }
}

/// Whether a failure of `verdict` is shrunk: a wrong answer, a crash or
/// too much memory is; a time limit is shown whole, since each try would
/// wait it out.
fn shrinkable(verdict: &Verdict) -> bool {
    matches!(shrinks_as(verdict), Status::Wa | Status::Re | Status::Mle)
}

/// How the report's case compares with the case that failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// The whole case: it had one board, or no smaller part failed alike.
    Whole,
    /// Shrunk from this many cases to that many.
    Shrunk { from: usize, to: usize },
    /// Not shrunk, a time limit: this many cases.
    TimeLimit { cases: usize },
}

/// The parts inside a failure's cases a shrink left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inside {
    /// What the parts are: `edges`.
    pub name: &'static str,
    pub from: usize,
    pub to: usize,
}

/// The first failure, as the report gives it.
pub struct Found {
    pub case: u64,
    pub seed: u64,
    pub failure: Failure,
    pub size: Size,
    /// The parts inside its cases a shrink left out (a graph's edges):
    /// their name, how many there were and how many are left; `None`
    /// where the format has none or none could go.
    pub inside: Option<Inside>,
    /// What the rule takes beside the expected output: ` (or any legal
    /// solving string)`.
    pub any: String,
    /// The files that keep the expected and the given output whole.
    pub whole: Option<(PathBuf, PathBuf)>,
    /// The command that runs the solution on the kept input, or why the
    /// input could not be kept.
    pub reproduce: Result<String, FileError>,
    /// With `--save`: the lines that say where the case was saved and the
    /// command that judges it again, or why it was not saved.
    pub saved: Option<Result<String, Unsaved>>,
}

impl Found {
    /// The exit status: the judge's own fault (a `FAIL`, or a case that
    /// could not be saved), else failed.
    pub fn status(&self) -> ExitCode {
        let saved_failed = matches!(self.saved, Some(Err(_)));
        if self.failure.verdict.status == Status::Fail || saved_failed {
            ExitCode::JudgeFault
        } else {
            ExitCode::Failed
        }
    }

    /// The report: `stress: case 4 of seed 7 failed: WA, shrunk from 9
    /// cases to 1`, the input, the answers, the reason, then the lines
    /// that say where it is kept and how to run it again.
    pub fn text(&self) -> String {
        let failure = &self.failure;
        let size = match self.size {
            Size::Whole => String::new(),
            Size::Shrunk { from, to } => format!(", shrunk from {} cases to {}", from, to),
            Size::TimeLimit { cases } => format!(
                ", shown whole ({} cases): a time limit is not shrunk",
                cases
            ),
        };
        let inside = match self.inside {
            Some(Inside { name, from, to }) => format!(", and from {} {} to {}", from, name, to),
            None => String::new(),
        };
        let size = match (self.size, self.inside) {
            (Size::Whole, Some(_)) => inside.replacen(", and", ", shrunk", 1),
            _ => format!("{}{}", size, inside),
        };
        let mut out = format!(
            "stress: case {} of seed {} failed: {}{}\n",
            self.case + 1,
            self.seed,
            failure.verdict.status,
            size
        );
        out.push_str(&lines("input", failure.input.as_bytes(), LINES_SHOWN));
        let expected = format!("expected{}", self.any);
        out.push_str(&lines(&expected, failure.expected.as_bytes(), LINES_SHOWN));
        out.push_str(&lines("given", &failure.given, LINES_SHOWN));
        out.push_str(&format!("reason: {}\n", failure.verdict.reason()));
        for under in failure
            .verdict
            .lines_under("the reproduce line below shows them")
        {
            out.push_str(&under);
            out.push('\n');
        }
        if let Some((expected, given)) = &self.whole {
            out.push_str(&format!(
                "whole: {} and {}\n",
                expected.display(),
                given.display()
            ));
        }
        match &self.reproduce {
            Ok(command) => out.push_str(&format!("reproduce: {}\n", command)),
            Err(why) => out.push_str(&format!("({})\n", why)),
        }
        match &self.saved {
            Some(Ok(lines)) => out.push_str(lines),
            Some(Err(why)) => out.push_str(&format!("stress: {}\n", why)),
            None => {}
        }
        out
    }
}

/// Shrinks `failure` where its kind shrinks, keeps it in files (and in
/// `--save`'s folder), and gives the report of it.
pub fn found(
    options: &StressOptions,
    build: &Build,
    oracle: &mut Oracle,
    failure: Failure,
) -> Found {
    let whole = failure.cases.len();
    let shrinks = shrinkable(&failure.verdict);
    let format = options.problem.format;
    let inner = failure.cases.iter().any(|case| format.parts(case) > 0);
    let (failure, inside) = if (whole > 1 || inner) && shrinks {
        shrunk(options, build, oracle, failure)
    } else {
        (failure, None)
    };
    // What the run said, in the contestant's names.
    let mut failure = failure;
    if let Some(path) = options.solution.file() {
        let source = crate::judging::verdict::Source {
            folder: build.folder.to_string_lossy().into_owned(),
            saved: build.source.to_string_lossy().into_owned(),
            shown: crate::build::solution::absolute(path)
                .to_string_lossy()
                .into_owned(),
        };
        failure.verdict = failure.verdict.named(&source);
    }
    let size = if failure.cases.len() < whole {
        Size::Shrunk {
            from: whole,
            to: failure.cases.len(),
        }
    } else if whole > 1 && !shrinks {
        Size::TimeLimit { cases: whole }
    } else {
        Size::Whole
    };
    let any = options
        .problem
        .format
        .describe()
        .others
        .map_or(String::new(), |others| format!(" (or {})", others));
    let reproduce = reproduce(options, build, &failure);
    let whole = kept_whole(build, &failure);
    let saved = options
        .save
        .as_ref()
        .map(|dir| save(options, dir, &failure));
    Found {
        case: failure.case,
        seed: options.seed,
        failure,
        size,
        inside,
        any,
        whole,
        reproduce,
        saved,
    }
}

/// `failure` shrunk to a smallest part of its cases that fails alike: a
/// wrong answer near a time limit shrinks as a wrong answer, the smaller
/// parts being quicker; then each case left shrunk inside, to a smallest
/// part of its parts (a graph's edges) that fails alike. The failure as
/// it was where no smaller part does; and what left its cases.
fn shrunk(
    options: &StressOptions,
    build: &Build,
    oracle: &mut Oracle,
    failure: Failure,
) -> (Failure, Option<Inside>) {
    let (problem, limits) = (options.problem, options.run_limits());
    let format = problem.format;
    match failure.cases.len() {
        1 => crate::note!("stress: case {} failed; shrinking it", failure.case + 1),
        cases => crate::note!(
            "stress: case {} failed; shrinking its {} cases",
            failure.case + 1,
            cases
        ),
    }
    let kind = shrinks_as(&failure.verdict);
    let mut part = if failure.cases.len() > 1 {
        shrink(&failure.cases, SHRINK_TRIES, |part| {
            let (verdict, ..) = attempt(problem, build, &limits, part, oracle);
            shrinks_as(&verdict) == kind
        })
    } else {
        failure.cases.clone()
    };
    let mut inside: Option<Inside> = None;
    for index in 0..part.len() {
        let parts = format.parts(&part[index]);
        if parts == 0 {
            continue;
        }
        let all: Vec<usize> = (0..parts).collect();
        let whole_case = part[index];
        let kept = shrink(&all, SHRINK_TRIES, |kept| {
            let mut trial = part.clone();
            trial[index] = format.with_parts(&whole_case, kept);
            let (verdict, ..) = attempt(problem, build, &limits, &trial, oracle);
            shrinks_as(&verdict) == kind
        });
        part[index] = format.with_parts(&whole_case, &kept);
        let so_far = inside.unwrap_or(Inside {
            name: format.parts_name(),
            from: 0,
            to: 0,
        });
        inside = Some(Inside {
            from: so_far.from + parts,
            to: so_far.to + kept.len(),
            ..so_far
        });
    }
    let inside = inside.filter(|inside| inside.to < inside.from);
    if part.len() == failure.cases.len() && inside.is_none() {
        return (failure, None);
    }
    let (verdict, input, expected, given) = attempt(problem, build, &limits, &part, oracle);
    if shrinks_as(&verdict) != kind {
        return (failure, None);
    }
    let shrunk = Failure {
        case: failure.case,
        cases: part,
        verdict,
        input,
        expected,
        given,
    };
    (shrunk, inside)
}

/// The expected and the given output kept whole in the build's folder.
fn kept_whole(build: &Build, failure: &Failure) -> Option<(PathBuf, PathBuf)> {
    let expected = build.folder.join("failing.expected");
    let given = build.folder.join("failing.given");
    let written =
        fs::write(&expected, &failure.expected).and_then(|()| fs::write(&given, &failure.given));
    written.ok().map(|()| (expected, given))
}

/// The input kept in the build's folder, and the command line that runs
/// the solution on it: `sh`'s, or on Windows `cmd`'s (whose redirection,
/// which PowerShell lacks, works from both through `cmd /c`).
fn reproduce(
    options: &StressOptions,
    build: &Build,
    failure: &Failure,
) -> Result<String, FileError> {
    let kept = build.folder.join("failing.in");
    fs::write(&kept, &failure.input).map_err(FileError::on("write", &kept))?;
    let command = build.command(&options.run_limits());
    if cfg!(windows) {
        let words: Vec<String> = command
            .iter()
            .map(|word| format!("\"{}\"", word.to_string_lossy()))
            .collect();
        return Ok(format!(
            "cmd /c \"{} < \"{}\"\"",
            words.join(" "),
            kept.to_string_lossy()
        ));
    }
    Ok(format!(
        "{} < {}",
        shell::line(&command),
        shell::quote(&kept.to_string_lossy())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judging::verdict::{tests::ran, Verdict};
    use crate::run::{Ending, Limits};
    use std::time::Duration;

    /// A verdict of `status` on a run whose answer was `board 1: wrong`.
    fn verdict(status: Status) -> Verdict {
        let limits = Limits::new(Duration::from_secs(1), 64 << 10);
        let mut verdict = Verdict::of(&ran(Ending::Exited(0), 10, 3, b"\n"), &limits, |_| {
            Err(eight::Fault::Wrong("board 1: wrong".to_string()).into())
        });
        verdict.status = status;
        verdict
    }

    #[test]
    fn a_wrong_answer_near_a_time_limit_shrinks_as_a_wrong_answer() {
        let mut near = verdict(Status::Tle);
        near.answer = None;
        assert_eq!((shrinks_as(&near), shrinkable(&near)), (Status::Tle, false));
        near.answer = Some(false);
        assert_eq!((shrinks_as(&near), shrinkable(&near)), (Status::Wa, true));
        assert_eq!(shrinks_as(&verdict(Status::Re)), Status::Re);
        assert!(shrinkable(&verdict(Status::Mle)));
    }

    #[test]
    fn the_report_is_rendered_from_its_value() {
        let mut found = Found {
            case: 3,
            seed: 7,
            failure: Failure {
                case: 3,
                cases: Vec::new(),
                verdict: verdict(Status::Wa),
                input: "1 2 3 4 5 6 7 x 8\n".to_string(),
                expected: "r\n".to_string(),
                given: b"\n".to_vec(),
            },
            size: Size::Shrunk { from: 9, to: 1 },
            inside: None,
            any: " (or any legal solving string)".to_string(),
            whole: None,
            reproduce: Ok("./solution < failing.in".to_string()),
            saved: Some(Err(Unsaved::File(FileError {
                doing: "write",
                path: "/x/hack-1.in".into(),
                error: std::io::Error::new(std::io::ErrorKind::PermissionDenied, "denied"),
            }))),
        };
        assert_eq!(
            found.text(),
            "stress: case 4 of seed 7 failed: WA, shrunk from 9 cases to 1\n\
             input: 1 2 3 4 5 6 7 x 8\n\
             expected (or any legal solving string): r\n\
             given: (an empty line)\n\
             reason: board 1: wrong\n\
             reproduce: ./solution < failing.in\n\
             stress: cannot write /x/hack-1.in: denied\n"
        );
        assert_eq!(found.status(), ExitCode::JudgeFault);
        // Shrunk inside its one case: a graph's edges.
        found.size = Size::Whole;
        found.inside = Some(Inside {
            name: "edges",
            from: 36,
            to: 3,
        });
        assert!(found
            .text()
            .starts_with("stress: case 4 of seed 7 failed: WA, shrunk from 36 edges to 3\n"));
        found.size = Size::Shrunk { from: 9, to: 1 };
        assert!(found.text().starts_with(
            "stress: case 4 of seed 7 failed: WA, shrunk from 9 cases to 1, and from 36 edges to 3\n"
        ));
    }
}
