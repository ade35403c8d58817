//! The stress test ("对拍"): random inputs in a problem's own format, each
//! run through the solution under the problem's limits and judged by its
//! rule against the library's answers; the first failure is shrunk to a
//! smallest failing part of its cases and reported with a command that
//! reproduces it.

use crate::compile::{Language, Recipe, CODEFORCES};
use crate::format::Case;
use crate::oracle::Oracle;
use crate::problems::{find, names, Problem};
use crate::run::{run, Job};
use crate::shrink::shrink;
use crate::verdict::{judge_run, Kind, Verdict};
use crate::work_folder;
use eight::sample::Seeded;
use eight::Rule;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

pub const USAGE: &str = "usage: scripts/stress.sh PROBLEM SOLUTION [--seed S] [--cases N]";

/// A stress test's command line.
#[derive(Debug)]
pub struct Options {
    pub problem: &'static Problem,
    pub solution: PathBuf,
    pub language: Language,
    pub seed: u64,
    pub cases: u64,
}

/// Every how many cases of a many-case problem one holds as many cases as
/// the judge's own data may ([`Format::random`](crate::format::Format::random)
/// with `volume`).
pub const VOLUME_EVERY: u64 = 20;

/// The most runs spent shrinking one failure.
const SHRINK_TRIES: usize = 400;

/// Reads the command line, all of it before anything is built.
pub fn options(args: &[String]) -> Result<Options, String> {
    let (problem, solution) = match args {
        [problem, solution, ..] => (problem, solution),
        _ => return Err("a problem and a solution are needed".to_string()),
    };
    let problem = find(problem)
        .ok_or_else(|| format!("{:?} is not a problem: one of {}", problem, names()))?;
    let solution = PathBuf::from(solution);
    if !solution.is_file() {
        return Err(format!("no file {}", solution.display()));
    }
    let language = Language::of(&solution)?;
    let mut options = Options {
        problem,
        solution,
        language,
        seed: 1,
        cases: 1000,
    };
    let mut rest = args[2..].iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{} needs a value", flag))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("{} takes a whole number, not {:?}", flag, value))?;
        match flag.as_str() {
            "--seed" => options.seed = number,
            "--cases" if number >= 1 => options.cases = number,
            "--cases" => return Err("--cases takes at least 1".to_string()),
            _ => return Err(format!("unknown option {}", flag)),
        }
    }
    Ok(options)
}

/// The cases of case number `case` (from 0) of `seed`: the same every time.
pub fn case_cases(problem: &Problem, seed: u64, case: u64) -> Vec<Case> {
    let mut random = Seeded(seed.wrapping_mul(0x9E37_79B9).wrapping_add(case));
    let volume = case % VOLUME_EVERY == VOLUME_EVERY - 1;
    let mut cases = problem.format.random(&mut random, volume);
    crate::draw::mix(problem, seed, case, &mut cases);
    cases
}

/// Runs the stress test: prints progress on stderr about every second, and
/// on stdout either `stress: N cases passed` or the first failure. Returns
/// the exit status: 0 passed, 1 a failure found (or a compile error), 3
/// the judge's own fault.
pub fn stress(options: &Options) -> Result<i32, String> {
    let problem = options.problem;
    let recipe = Recipe {
        language: options.language,
        rust: problem.rust.unwrap_or(CODEFORCES),
        strict: false,
    };
    let missing = recipe.missing_tools();
    if !missing.is_empty() {
        return Err(format!("missing {}", missing.join("; ")));
    }
    let file = options
        .solution
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let folder = work_folder().join("stress").join(&file);
    let build = match recipe.build(&options.solution, &folder) {
        Ok(build) => build,
        Err(log) => {
            crate::say!(
                "stress: {} does not compile ({}):\n{}",
                file,
                recipe.shown(),
                log.trim_end()
            );
            return Ok(1);
        }
    };
    if !build.log.trim().is_empty() {
        eprintln!("stress: the compiler said:\n{}", build.log.trim_end());
    }
    eprintln!(
        "stress: {} as {}, seed {}, {} cases",
        file, problem.name, options.seed, options.cases
    );
    let mut oracle = Oracle::new();
    let started = Instant::now();
    let mut reported = Instant::now();
    for case in 0..options.cases {
        let cases = case_cases(problem, options.seed, case);
        let (verdict, input, expected, given) =
            attempt(problem, &build.command, &cases, &mut oracle);
        if verdict.kind != Kind::Ac {
            let failure = Failure {
                case,
                cases,
                verdict,
                input,
                expected,
                given,
            };
            return Ok(report(
                options,
                &build.command,
                &folder,
                &mut oracle,
                failure,
            ));
        }
        if reported.elapsed() >= Duration::from_secs(1) {
            reported = Instant::now();
            eprintln!(
                "stress: {} of {} cases passed, {:.0} a second",
                case + 1,
                options.cases,
                (case + 1) as f64 / started.elapsed().as_secs_f64()
            );
        }
    }
    crate::say!("stress: {} cases passed", options.cases);
    eprintln!(
        "stress: {} cases in {:.1} s",
        options.cases,
        started.elapsed().as_secs_f64()
    );
    Ok(0)
}

/// One run on `cases`: the verdict, the input, the expected output and the
/// output given.
fn attempt(
    problem: &Problem,
    command: &[std::ffi::OsString],
    cases: &[Case],
    oracle: &mut Oracle,
) -> (Verdict, String, String, Vec<u8>) {
    let input = problem.format.write(cases);
    let expected = problem.output.expected(cases, oracle);
    match run(&Job::new(command, input.as_bytes(), &problem.limits)) {
        Ok(ran) => {
            let verdict = judge_run(&ran, &problem.limits, |actual| {
                problem
                    .output
                    .judge(problem.rule, cases, expected.as_bytes(), actual)
            });
            (verdict, input, expected, ran.stdout)
        }
        Err(error) => {
            let verdict = Verdict::new(Kind::Fail, format!("cannot run the solution: {}", error));
            (verdict, input, expected, Vec::new())
        }
    }
}

struct Failure {
    case: u64,
    cases: Vec<Case>,
    verdict: Verdict,
    input: String,
    expected: String,
    given: Vec<u8>,
}

/// Shrinks and prints `failure`; the exit status.
fn report(
    options: &Options,
    command: &[std::ffi::OsString],
    folder: &Path,
    oracle: &mut Oracle,
    mut failure: Failure,
) -> i32 {
    let problem = options.problem;
    let whole = failure.cases.len();
    // A wrong answer, a crash or too much memory shrinks; a time limit is
    // shown whole, since each try would wait it out.
    let shrinkable = matches!(failure.verdict.kind, Kind::Wa | Kind::Re | Kind::Mle);
    if whole > 1 && shrinkable {
        eprintln!(
            "stress: case {} failed; shrinking its {} cases",
            failure.case + 1,
            whole
        );
        let kind = failure.verdict.kind;
        let shrunk = shrink(&failure.cases, SHRINK_TRIES, |part| {
            let (verdict, ..) = attempt(problem, command, part, oracle);
            verdict.kind == kind
        });
        if shrunk.len() < whole {
            let (verdict, input, expected, given) = attempt(problem, command, &shrunk, oracle);
            if verdict.kind == kind {
                failure = Failure {
                    case: failure.case,
                    cases: shrunk,
                    verdict,
                    input,
                    expected,
                    given,
                };
            }
        }
    }
    let kept = folder.join("failing.in");
    let saved = fs::write(&kept, &failure.input);
    let mut out = String::new();
    let size = if failure.cases.len() < whole {
        format!(", shrunk from {} cases to {}", whole, failure.cases.len())
    } else if whole > 1 && !shrinkable {
        format!(
            ", shown whole ({} cases): a time limit is not shrunk",
            whole
        )
    } else {
        String::new()
    };
    out.push_str(&format!(
        "stress: case {} of seed {} failed: {}{}\n",
        failure.case + 1,
        options.seed,
        failure.verdict.kind,
        size
    ));
    out.push_str(&field("input", &failure.input, 30));
    let any = match problem.rule {
        Rule::AnyMoves => " (or any legal solving string)",
        Rule::FewestMoves => " (or any other of as few moves)",
        Rule::FirstFewestMoves | Rule::Count => "",
    };
    out.push_str(&field(&format!("expected{}", any), &failure.expected, 30));
    out.push_str(&field(
        "given",
        &String::from_utf8_lossy(&failure.given),
        30,
    ));
    out.push_str(&format!("reason: {}\n", failure.verdict.detail));
    let quoted: Vec<String> = command
        .iter()
        .map(|word| quote(&word.to_string_lossy()))
        .collect();
    match saved {
        Ok(()) => out.push_str(&format!(
            "reproduce: {} < {}\n",
            quoted.join(" "),
            quote(&kept.to_string_lossy())
        )),
        Err(error) => out.push_str(&format!(
            "(the input could not be kept in {}: {})\n",
            kept.display(),
            error
        )),
    }
    crate::say!("{}", out.trim_end());
    if failure.verdict.kind == Kind::Fail {
        3
    } else {
        1
    }
}

/// `name: text` for one line of text, else `name:` and the lines after it,
/// at most `most` of them.
fn field(name: &str, text: &str, most: usize) -> String {
    let lines: Vec<&str> = text.trim_end_matches('\n').split('\n').collect();
    if lines.len() == 1 {
        let line = if lines[0].is_empty() {
            "(an empty line)"
        } else {
            lines[0]
        };
        if text.is_empty() {
            return format!("{}: (nothing)\n", name);
        }
        return format!("{}: {}\n", name, line);
    }
    let mut shown = format!("{}:\n", name);
    for line in lines.iter().take(most) {
        shown.push_str(line);
        shown.push('\n');
    }
    if lines.len() > most {
        shown.push_str(&format!("... ({} more lines)\n", lines.len() - most));
    }
    shown
}

/// A shell word for `text`.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}
