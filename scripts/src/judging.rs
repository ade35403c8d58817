//! Judging a solution on its cases: a contestant's by its problem's rule
//! and limits, on the golden cases or its own (`-d DIR`), every case on
//! every core; or this project's own two files, each built every way the
//! judges build Rust with no warning allowed.

use crate::build::{Build, BuildError, Toolchain};
use crate::cache;
use crate::cases::{golden_cases, TestCase};
use crate::diff::side_by_side;
use crate::exit::ExitCode;
use crate::format::{Case, Finding};
use crate::judges::{as_submitted, Judge, Submission, Submitted};
use crate::marks::{Marks, Standing};
use crate::problems::Problem;
pub use crate::problems::Program;
use crate::record::{line, Again, Outcome, Record, Unrun};
use crate::report::Report;
use crate::run::{busy, run, Limits, Run};
use crate::shell;
use crate::summary::{BuildNote, BuildReason, Summary};
use crate::verdict::excused;
use crate::verdict::{count, judge_run, mebibytes, seconds, Source, Status, Verdict};
use crate::{work_folder, workspace};
use std::fs;
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

pub use crate::cases::problem_cases;
pub use crate::choose::choose;

/// `1 case`, `2 cases`.
fn cases(count: usize) -> String {
    format!("{} case{}", count, if count == 1 { "" } else { "s" })
}

/// `text` indented, at most `most` lines of it.
fn indented(text: &str, most: usize) -> String {
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let mut shown: Vec<String> = lines
        .iter()
        .take(most)
        .map(|l| format!("    | {}", l))
        .collect();
    if lines.len() > most {
        let left = (lines.len() - most) as u64;
        shown.push(format!("    | ... ({} more)", count(left, "line", "lines")));
    }
    shown.join("\n")
}

/// Runs `build` on `input` under `limits`, as its judge runs it.
pub fn run_build(build: &Build, input: &[u8], limits: &Limits) -> io::Result<Run> {
    let command = build.command(limits);
    run(&build.job(&command, input, limits))
}

/// Judges an output of some cases against the expected one.
type JudgeOutput<'a> = dyn Fn(&[Case], &[u8], &[u8]) -> Result<(), Finding> + Sync + 'a;

/// How the cases of one build are judged.
pub struct Judging<'a> {
    pub report: &'a Report,
    /// The build's name, each line's prefix.
    pub label: &'a str,
    pub build: &'a Build,
    pub limits: &'a Limits,
    pub judge: &'a JudgeOutput<'a>,
    /// How many cases run at once.
    pub jobs: usize,
    /// The problem, to show a wrong answer side by side (`-D`).
    pub diff: Option<&'a Problem>,
    /// The command that judges this solution again (`cargo judge PROBLEM
    /// SOLUTION`), for the board `-D` saves alone.
    pub again: &'a str,
    /// What the golden cases rest on: a failure beyond the statement is
    /// left out of the verdict, with its advice.
    pub marks: &'a Marks,
    /// The contestant's file, as its runs name it: what they said is
    /// shown in its names ([`Verdict::named`]); `None` for a command.
    pub source: Option<Source>,
}

/// The number of cores, the default number of jobs.
pub fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs the build on each case, `jobs` at once, and reports a record a
/// case in the cases' order, each as soon as those before it are done. A
/// case starved of CPU ([`Status::Busy`]) is said so in its place and run
/// again, alone, once every other case is done (`judge_again`); its
/// record follows the others. The records, in the cases' order.
pub fn judge_cases(summary: &mut Summary, judging: &Judging, golden: &[TestCase]) -> Vec<Record> {
    let next = AtomicUsize::new(0);
    type Done = (Vec<Option<Record>>, usize);
    let done: Mutex<Done> = Mutex::new((vec![None; golden.len()], 0));
    let jobs = judging.jobs.max(1).min(golden.len().max(1));
    thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::SeqCst);
                let case = match golden.get(index) {
                    Some(case) => case,
                    None => break,
                };
                let judged = judge_one(judging, case);
                let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
                done.0[index] = Some(judged);
                while let Some(Some(record)) = done.0.get(done.1) {
                    if record.status() == Status::Busy {
                        judging.report.say(&format!(
                            "{}; run again once the other cases are done",
                            record.text()
                        ));
                    } else {
                        judging.report.record(record);
                    }
                    done.1 += 1;
                }
            });
        }
    });
    let (judged, _) = done.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut records = Vec::with_capacity(judged.len());
    for (first, case) in judged.into_iter().flatten().zip(golden) {
        let record = if first.status() == Status::Busy {
            let again = judge_again(judging, case, first);
            judging.report.record(&again);
            again
        } else {
            first
        };
        summary.case(&record);
        records.push(record);
    }
    records
}

/// A case whose run was starved of CPU, run again by itself up to
/// [`busy::TRIES`] times: the first conclusive run's record, said to be
/// judged again; else the last starved one's, saying that none was.
fn judge_again(judging: &Judging, case: &TestCase, first: Record) -> Record {
    let mut last = first;
    for attempt in 1..=busy::TRIES {
        thread::sleep(busy::pause(attempt));
        let mut record = judge_one(judging, case);
        let conclusive = record.status() != Status::Busy;
        record.again = Some(Again {
            tries: attempt,
            conclusive,
        });
        if conclusive {
            return record;
        }
        last = record;
    }
    last
}

/// The record of one case: run (unless the case itself is wrong), judged,
/// with what it stands on and whether its failure is left out.
fn judge_one(judging: &Judging, case: &TestCase) -> Record {
    let expected = match &case.expected {
        Ok(expected) => expected,
        Err(why) => {
            return case_record(
                judging.label,
                case,
                Outcome::Unrun(Unrun::BadCase(why.clone())),
            )
        }
    };
    let limits = judging.limits;
    let (verdict, printed) = match run_build(judging.build, &case.input, limits) {
        Ok(ran) => {
            let verdict = judge_run(&ran, limits, |actual| {
                (judging.judge)(&case.cases, expected, actual)
            });
            let verdict = match &judging.source {
                Some(source) => verdict.named(source),
                None => verdict,
            };
            (verdict, Some(ran.stdout))
        }
        Err(error) => (Verdict::unstarted(limits, error.to_string()), None),
    };
    let standing = if case.golden {
        judging.marks.of(&case.name)
    } else {
        Standing::Promised
    };
    // A starved run is no failure to excuse: it is run again.
    let left_out = match verdict.status {
        Status::Busy => None,
        kind => excused(standing, kind),
    };
    let found = verdict.found.clone();
    let wrong = verdict.status == Status::Wa;
    let mut record = case_record(judging.label, case, Outcome::Ran(Box::new(verdict)));
    record.standing = Some(standing);
    record.left_out = left_out;
    if let (Some(problem), true, Some(found), Some(printed)) =
        (judging.diff, wrong, found, &printed)
    {
        record.diff = Some(diff(judging, problem, case, expected, printed, &found));
    }
    record.output = printed.map(|bytes| String::from_utf8_lossy(&bytes).into_owned());
    record
}

/// The record of `case` by the build `label`: its files, and what it was
/// judged against.
pub(crate) fn case_record(label: &str, case: &TestCase, outcome: Outcome) -> Record {
    let mut record = Record::new(&case.name, label, outcome);
    record.input_from = Some(case.input_from.clone());
    record.output_from = case.output_from.clone();
    record.expected = case
        .expected
        .as_ref()
        .ok()
        .map(|bytes| String::from_utf8_lossy(bytes).into_owned());
    record
}

/// A wrong answer side by side (`-D`), around the board the rule's
/// finding `found` names, that board saved alone.
fn diff(
    judging: &Judging,
    problem: &Problem,
    case: &TestCase,
    expected: &[u8],
    printed: &[u8],
    found: &Finding,
) -> String {
    let shown = side_by_side(problem, &case.cases, expected, printed, Some(found));
    let mut text = shown.text;
    if let Some((board, alone)) = shown.alone {
        text.push_str(&save_alone(judging.again, &case.name, board, &alone));
    }
    text
}

/// Keeps the input of board `board` of case `name` alone, as a case of a
/// folder of its own: the lines that say where, and the command that
/// judges it again.
fn save_alone(again: &str, name: &str, board: usize, input: &str) -> String {
    let case = format!("{}-board-{}", name, board);
    let saved = crate::build::fresh_folder(&work_folder().join("boards")).and_then(|folder| {
        let file = folder.join(format!("{}.in", case));
        fs::write(&file, input)
            .map(|()| (folder, file))
            .map_err(|e| format!("cannot save it: {}", e))
    });
    match saved {
        Ok((folder, file)) => format!(
            "    saved alone: {}
    judge it again: {} -d {}
",
            file.display(),
            again,
            shell::quote(&folder.to_string_lossy())
        ),
        Err(why) => format!(
            "    (the board alone is not saved: {})
",
            why
        ),
    }
}

/// Builds `solution` by `toolchain` as it would be submitted (by the first
/// build of `menu` that takes it, when a menu is given), through the build
/// cache, reporting the build's line and what the compiler said: the
/// build, or why there is none. A compile starved of CPU on every try is no
/// `CE`: its line says `BUSY`, and the judging has no verdict.
pub fn built(
    report: &Report,
    summary: &mut Summary,
    toolchain: &'static Toolchain,
    menu: Option<&Judge>,
    solution: &Path,
    strict: bool,
    name: &str,
) -> Result<Build, BuildError> {
    let work = work_folder();
    let submission = Submission {
        first: toolchain,
        menu,
        solution,
        work: &work,
        strict,
    };
    // The compiler's messages in the contestant's names: the file saved
    // as `main.cpp` is theirs. No build wraps the file or adds lines to
    // it, so that its line numbers are the file's own.
    let source = Source {
        folder: String::new(),
        saved: toolchain
            .source_name(solution)
            .to_string_lossy()
            .into_owned(),
        shown: crate::solution::absolute(solution)
            .to_string_lossy()
            .into_owned(),
    };
    match as_submitted(&submission) {
        Ok(submitted) => Ok(say_built(report, summary, submitted, name, &source)),
        Err(error) => {
            say_unbuilt(report, summary, toolchain, solution, name, &error, &source);
            Err(error)
        }
    }
}

/// `, main.cpp is /home/you/a.cpp`: the file a build line's command
/// names, as the contestant knows it.
fn saved_as(source: &Source) -> String {
    match source.saved.as_str() {
        "" => String::new(),
        saved => format!("; {} is {}", saved, source.shown),
    }
}

/// The line of a build made (or reused), the note on why by that build,
/// and what the compiler said; the build.
fn say_built(
    report: &Report,
    summary: &mut Summary,
    submitted: Submitted,
    name: &str,
    source: &Source,
) -> Build {
    let Submitted { built, chosen } = submitted;
    let toolchain = built.build.toolchain;
    let name = if chosen.is_some() {
        toolchain.name
    } else {
        name
    };
    let reused = if built.reused { ", reused" } else { "" };
    report.say(&line(
        "OK",
        &format!("compile {}", name),
        &format!(
            "{}, {}{}{}",
            built.build.shown(),
            seconds(built.build.took),
            reused,
            saved_as(source)
        ),
    ));
    let log = source.named_text(&built.build.log);
    if let Some(chosen) = &chosen {
        report.say(&format!("    build: {}", chosen.text()));
    }
    if !log.trim().is_empty() {
        report.say(&indented(&log, 40));
    }
    summary.builds_ok += 1;
    let why = match chosen {
        Some(chosen) => BuildReason::AsSubmitted(chosen.text()),
        None => BuildReason::JudgesOwn,
    };
    let mut note = BuildNote::new(toolchain.name, built.build.shown(), why);
    note.ok = true;
    note.reused = built.reused;
    note.seconds = built.build.took.as_secs_f64();
    if !log.trim().is_empty() {
        note.log = Some(log);
    }
    summary.build = Some(note);
    built.build
}

/// The line of a build that made nothing: `CE`, or `BUSY` for a compile
/// starved on every try; and why.
fn say_unbuilt(
    report: &Report,
    summary: &mut Summary,
    toolchain: &Toolchain,
    solution: &Path,
    name: &str,
    error: &BuildError,
    source: &Source,
) {
    let built_here = toolchain.as_built_here();
    let shown = built_here.shown_for(&built_here.source_name(solution));
    let kind = if error.starved() {
        summary.builds_starved += 1;
        Status::Busy
    } else if error.judges_fault() {
        summary.builds_failed += 1;
        Status::Fail
    } else {
        summary.builds_failed += 1;
        Status::Ce
    };
    report.say(&line(
        &kind.to_string(),
        &format!("compile {}", name),
        &format!("{}{}", shown, saved_as(source)),
    ));
    let text = source.named_text(&error.to_string());
    report.say(&indented(&text, 40));
    let mut note = BuildNote::new(toolchain.name, shown, BuildReason::JudgesOwn);
    note.error = Some(text);
    summary.build = Some(note);
}

/// Empties the build cache and removes the boards `-D` kept (`cargo
/// judge --clean`), saying what each held.
pub fn clean() -> Result<ExitCode, String> {
    let work = work_folder();
    let (count, bytes) = cache::clean(&work)?;
    crate::say!(
        "judge: emptied the build cache {} ({} build{}, {})",
        cache::folder(&work).display(),
        count,
        if count == 1 { "" } else { "s" },
        crate::verdict::size_text(bytes)
    );
    let boards = work.join("boards");
    let kept = fs::read_dir(&boards)
        .map(|read| read.filter(|e| e.is_ok()).count())
        .unwrap_or(0);
    if boards.exists() {
        fs::remove_dir_all(&boards)
            .map_err(|e| format!("cannot remove {}: {}", boards.display(), e))?;
    }
    crate::say!(
        "judge: removed the boards -D kept, {} ({} folder{})",
        boards.display(),
        kept,
        if kept == 1 { "" } else { "s" }
    );
    Ok(ExitCode::Passed)
}

/// Codeforces' source limit, the strictest of the judges here, bytes.
pub const SOURCE_LIMIT: u64 = 64 * 1024;

/// Judges this project's programs: each source's size, each built every
/// way in [`crate::judges::STRICT`] (a warning fails a build), each build on every case of
/// its folder (the programs read any layout). Returns the exit status.
pub fn own(programs: &[Program]) -> Result<ExitCode, String> {
    let report = Report::TEXT;
    let mut missing = Vec::new();
    for build in crate::judges::strict() {
        missing.extend(build.missing_tools());
    }
    missing.dedup();
    if !missing.is_empty() {
        return Err(format!("missing {}", missing.join("; ")));
    }
    let mut summary = Summary::default();
    for program in programs {
        let problem = program.problem;
        let golden = golden_cases(problem.cases, program.format, program.source)
            .map_err(|e| e.to_string())?;
        let source = workspace().join(program.source);
        report.say(&format!(
            "==> judging {} as {}: {}; {} CPU, {}",
            source.display(),
            problem.name,
            program.format.describe().rule,
            seconds(problem.limits.time),
            mebibytes(problem.limits.memory_kib)
        ));
        report.say(&format!(
            "    {} of {}",
            cases(golden.len()),
            workspace().join("testdata").join(problem.cases).display()
        ));
        let size = fs::metadata(&source)
            .map_err(|e| format!("{}: {}", source.display(), e))?
            .len();
        let size_check = format!("{} source size", problem.name);
        if size <= SOURCE_LIMIT {
            summary.builds_ok += 1;
            report.say(&line("OK", &size_check, &format!("{} bytes", size)));
        } else {
            summary.builds_failed += 1;
            report.say(&line(
                "FAIL",
                &size_check,
                &format!("{} bytes > {}", size, SOURCE_LIMIT),
            ));
        }
        for toolchain in crate::judges::strict() {
            let label = format!("{}-{}", problem.name, toolchain.name);
            match built(
                &report,
                &mut summary,
                toolchain,
                None,
                &source,
                true,
                &label,
            ) {
                Ok(build) => {
                    let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
                        program.format.judge(cases, expected, actual)
                    };
                    let judging = Judging {
                        report: &report,
                        label: &label,
                        build: &build,
                        limits: &problem.limits,
                        judge: &judge,
                        jobs: cores(),
                        diff: None,
                        again: "",
                        // The programs read any layout: every case is theirs.
                        marks: &Marks::ALL,
                        source: None,
                    };
                    judge_cases(&mut summary, &judging, &golden);
                    let _ = fs::remove_dir_all(&build.folder);
                }
                Err(error) if error.starved() => summary.inconclusive += golden.len(),
                Err(_) => summary.failed += golden.len(),
            }
        }
    }
    report.say(&format!(
        "builds: {} ok, {} failed",
        summary.builds_ok, summary.builds_failed
    ));
    report.say(&summary.text());
    Ok(summary.status())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The summary of records of `kinds`.
    fn summary(kinds: &[Status]) -> Summary {
        let limits = Limits::new(std::time::Duration::from_secs(1), 64 << 10);
        let mut summary = Summary::default();
        for (i, &kind) in kinds.iter().enumerate() {
            let mut verdict = Verdict::unstarted(&limits, String::new());
            verdict.status = kind;
            summary.case(&Record::new(
                &format!("case-{}", i),
                "g++",
                Outcome::Ran(Box::new(verdict)),
            ));
        }
        summary
    }

    #[test]
    fn a_case_with_no_verdict_has_an_exit_status_of_its_own() {
        assert_eq!(
            summary(&[Status::Ac, Status::Ac]).status(),
            ExitCode::Passed
        );
        let busy = summary(&[Status::Ac, Status::Busy]);
        assert_eq!(busy.status(), ExitCode::Inconclusive);
        assert_eq!((busy.passed, busy.failed), (1, 0));
        // A failure is known whatever the starved case would have been.
        assert_eq!(
            summary(&[Status::Wa, Status::Busy]).status(),
            ExitCode::Failed
        );
        assert_eq!(
            summary(&[Status::Fail, Status::Busy]).status(),
            ExitCode::JudgeFault
        );
        assert_eq!(busy.inconclusive, 1);
    }

    #[test]
    fn a_starved_case_waits_longer_each_try() {
        let pauses: Vec<u128> = (1..=busy::TRIES)
            .map(|a| busy::pause(a).as_millis())
            .collect();
        assert_eq!(pauses, [500, 1000, 2000]);
    }
}
