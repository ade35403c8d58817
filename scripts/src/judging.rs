//! Judging a solution on its cases: a contestant's by its problem's rule
//! and limits, on the golden cases or its own (`-d DIR`), every case on
//! every core; or this project's own two files, each built every way the
//! judges build Rust with no warning allowed.

use crate::build::{Build, Family, Toolchain};
use crate::cache;
use crate::cases::{directory_cases, golden_cases, picked, problem_golden, TestCase};
use crate::choose::Unchosen;
use crate::contestant::{cases_from, closings, header, refused};
use crate::diff::side_by_side;
use crate::format::Case;
use crate::judges::Judge;
use crate::problems::{rule_text, Problem};
use crate::promise::{excused, Beyond, Past, Promise, Rests, Volume};
use crate::report::{line, BuildNote, Record, Report, Summary};
use crate::retry;
use crate::retry::Counted;
use crate::run::{run, Ending, Limits, Run};
use crate::verdict::{judge_run, mebibytes, seconds, Kind, Verdict};
use crate::{work_folder, workspace};
use eight::{parse_boards, Rule};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

pub use crate::cases::problem_cases;
pub use crate::choose::choose;

/// Counts of a judging.
#[derive(Default)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub failures_of_the_judge: usize,
    pub builds_ok: usize,
    pub builds_failed: usize,
    /// The slowest case, the largest, the build.
    pub summary: Summary,
    /// The failed cases past the time limit.
    pub slow: usize,
    /// The most memory of a failed case past the memory limit, KiB.
    pub over_memory: Option<u64>,
    /// The slowest case left out past the time limit at a volume nothing
    /// is known of: its volume and CPU time.
    pub slow_at_unknown_volume: Option<(&'static str, std::time::Duration)>,
}

impl Tally {
    fn case(&mut self, record: &Record, rests: Rests) {
        match record.kind {
            _ if record.left_out.is_some() => {
                self.summary.beyond += 1;
                if let (Some(of), Some(cpu)) = (unknown_volume(rests), record.cpu) {
                    if self
                        .slow_at_unknown_volume
                        .map_or(true, |(_, most)| cpu > most)
                    {
                        self.slow_at_unknown_volume = Some((of, cpu));
                    }
                }
            }
            Kind::Tle => {
                self.failed += 1;
                self.slow += 1;
            }
            Kind::Mle => {
                self.failed += 1;
                self.over_memory = self.over_memory.max(record.memory_kib);
            }
            Kind::Ac => self.passed += 1,
            Kind::Fail => {
                self.failed += 1;
                self.failures_of_the_judge += 1;
            }
            _ => self.failed += 1,
        }
        if record.near == Some(true) {
            self.summary.near += 1;
        }
        self.summary.add(record);
    }

    /// What [`crate::retry`] needs of it.
    fn counted(&self) -> Counted {
        Counted {
            cases: self.passed + self.failed + self.summary.beyond,
            failed: self.failed,
            slow: self.slow,
            built: self.builds_failed == 0,
        }
    }

    /// The exit status: 0 when every case passed, 3 when the judge itself
    /// (or a case) failed somewhere, 1 otherwise.
    pub fn status(&self) -> i32 {
        if self.failures_of_the_judge > 0 {
            3
        } else if self.failed > 0 || self.builds_failed > 0 {
            1
        } else {
            0
        }
    }

    /// The closing figures.
    fn closing(&self) -> Summary {
        Summary {
            passed: self.passed,
            failed: self.failed,
            status: self.status(),
            ..self.summary.clone()
        }
    }
}

/// The volume of a case marked beyond the statement's, with no evidence
/// either way of the judge's data.
fn unknown_volume(rests: Rests) -> Option<&'static str> {
    match rests {
        Rests::Beyond(Beyond {
            past: Past::Volume(Volume { of, evidence: None }),
            ..
        }) => Some(of),
        _ => None,
    }
}

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
        shown.push(format!("    | ... ({} more lines)", lines.len() - most));
    }
    shown.join("\n")
}

/// Runs `build` on `input` under `limits`, once more when the machine was
/// too busy for the run to tell anything (the wall clock ran out while it
/// still had CPU time to use): the second run's ending is the verdict's.
pub fn run_once_more_if_busy(build: &Build, input: &[u8], limits: &Limits) -> io::Result<Run> {
    let command = build.command(limits);
    let ran = run(&build.job(&command, input, limits))?;
    if ran.ending != Ending::Busy {
        return Ok(ran);
    }
    run(&build.job(&command, input, limits))
}

/// Judges an output of some cases against the expected one.
type JudgeOutput<'a> = dyn Fn(&[Case], &[u8], &[u8]) -> Result<(), eight::Fault> + Sync + 'a;

/// How the cases of one build are judged.
struct Judging<'a> {
    report: Report,
    /// The build's name, each line's prefix.
    label: &'a str,
    build: &'a Build,
    limits: &'a Limits,
    judge: &'a JudgeOutput<'a>,
    /// How many cases run at once.
    jobs: usize,
    /// The problem, to show a wrong answer side by side (`-D`).
    diff: Option<&'a Problem>,
    /// What the golden cases rest on: a failure beyond the statement is
    /// left out of the verdict, with its advice.
    promise: &'a Promise,
}

/// The number of cores, the default number of jobs.
pub fn cores() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs the build on each case, `jobs` at once, and reports a record a
/// case in the cases' order, each as soon as those before it are done.
fn judge_cases(tally: &mut Tally, judging: &Judging, golden: &[TestCase]) {
    let next = AtomicUsize::new(0);
    type Done = (Vec<Option<(Record, Rests)>>, usize);
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
                while let Some(Some((record, _))) = done.0.get(done.1) {
                    judging.report.record(record);
                    done.1 += 1;
                }
            });
        }
    });
    let (records, _) = done.into_inner().unwrap_or_else(|e| e.into_inner());
    for (record, rests) in records.iter().flatten() {
        tally.case(record, *rests);
    }
}

/// The record of one case: run, judged, its figures kept; and what the
/// case rests on.
fn judge_one(judging: &Judging, case: &TestCase) -> (Record, Rests) {
    let rests = if case.golden {
        judging.promise.of(&case.name)
    } else {
        Rests::Promised
    };
    (record_of(judging, case, rests), rests)
}

/// [`judge_one`]'s record.
fn record_of(judging: &Judging, case: &TestCase, rests: Rests) -> Record {
    let mut record = Record::unrun(&case.name, judging.label, Kind::Fail, String::new());
    record.input_from = Some(case.input_from.clone());
    record.output_from = case.output_from.clone();
    let expected = match &case.expected {
        Ok(expected) => expected,
        Err(why) => {
            record.reason = why.clone();
            return record;
        }
    };
    let limits = judging.limits;
    let ran = match run_once_more_if_busy(judging.build, &case.input, limits) {
        Ok(ran) => ran,
        Err(error) => {
            record.reason = format!("cannot run the solution: {}", error);
            return record;
        }
    };
    let verdict: Verdict = judge_run(&ran, limits, |actual| {
        (judging.judge)(&case.cases, expected, actual)
    });
    record.rests_on = Some(rests.name().to_string());
    record.left_out = excused(rests, &verdict).map(|beyond| beyond.advice.to_string());
    record.near = Some(!verdict.near.is_empty());
    record.kind = verdict.kind;
    record.reason = verdict.detail;
    if let (Rests::Held(_, evidence), Kind::Tle) = (rests, record.kind) {
        record.reason.push_str(&format!(
            "; beyond the statement's bounds, and counted: {}",
            evidence.text()
        ));
    }
    record.exitcode = match ran.ending {
        Ending::Exited(code) => Some(code),
        Ending::Signalled(signal) => Some(-signal),
        _ => None,
    };
    record.cpu = Some(ran.usage.cpu);
    record.wall = Some(ran.usage.wall);
    record.memory_kib = Some(ran.usage.peak_kib);
    if let (Some(problem), Kind::Wa) = (judging.diff, record.kind) {
        record.diff = Some(side_by_side(
            problem,
            &case.cases,
            expected,
            &ran.stdout,
            &record.reason,
        ));
    }
    record
}

/// Builds `solution` by `toolchain`, or takes it from the build cache,
/// reporting the build's line and what the compiler said; `None` when it
/// failed.
fn built(
    report: &Report,
    tally: &mut Tally,
    toolchain: &'static Toolchain,
    menu: Option<&Judge>,
    solution: &Path,
    strict: bool,
    name: &str,
) -> Option<Build> {
    let mut note = BuildNote {
        name: toolchain.name.to_string(),
        command: toolchain.as_built_here().shown(),
        ok: false,
        reused: false,
        seconds: 0.0,
        error: None,
    };
    let work = work_folder();
    let parent = work.join("builds");
    let result =
        crate::judges::as_submitted(menu, toolchain, solution, &parent, strict, |toolchain| {
            cache::build(&toolchain.as_built_here(), solution, &work, strict)
        });
    let build = match result {
        Ok((built, fallback)) => {
            tally.builds_ok += 1;
            let toolchain = &built.build.toolchain;
            let name = if fallback.is_some() {
                toolchain.name
            } else {
                name
            };
            note.name = toolchain.name.to_string();
            note.command = toolchain.shown();
            let reused = if built.reused { ", reused" } else { "" };
            report.say(&line(
                "OK",
                &format!("compile {}", name),
                &format!(
                    "{}, {}{}",
                    toolchain.shown(),
                    seconds(built.build.took),
                    reused
                ),
            ));
            if let Some(fallback) = fallback {
                report.say(&format!("    build: {}", fallback));
            }
            if !built.build.log.trim().is_empty() {
                report.say(&indented(&built.build.log, 40));
            }
            note.ok = true;
            note.reused = built.reused;
            note.seconds = built.build.took.as_secs_f64();
            Some(built.build)
        }
        Err(log) => {
            tally.builds_failed += 1;
            report.say(&line(
                "CE",
                &format!("compile {}", name),
                &toolchain.as_built_here().shown(),
            ));
            report.say(&indented(&log, 40));
            note.error = Some(log);
            None
        }
    };
    tally.summary.build = Some(note);
    build
}

/// What `cargo judge PROBLEM SOLUTION ...` was asked.
pub struct Options<'a> {
    pub problem: &'static Problem,
    pub solution: &'a Path,
    /// The build `--build` names, if any.
    pub build: Option<&'a str>,
    /// The cases named, if any.
    pub only: &'a [String],
    /// `-d DIR`: the contestant's own cases.
    pub directory: Option<PathBuf>,
    /// `--golden`: the golden cases as well as the folder's.
    pub golden: bool,
    /// How many cases run at once (`-j`).
    pub jobs: usize,
    /// `-D`: a wrong answer side by side.
    pub diff: bool,
    pub report: Report,
}

impl<'a> Options<'a> {
    /// The golden cases of `problem` for `solution`, one at a time per
    /// core, the text report alone.
    pub fn new(problem: &'static Problem, solution: &'a Path) -> Options<'a> {
        Options {
            problem,
            solution,
            build: None,
            only: &[],
            directory: None,
            golden: false,
            jobs: cores(),
            diff: false,
            report: Report::TEXT,
        }
    }
}

/// The cases a judging takes: `-d DIR`'s alone, or with `--golden` the
/// golden ones too, else the golden ones; of those, the ones named. Two
/// cases of one name are refused.
pub fn chosen_cases(options: &Options) -> Result<Vec<TestCase>, String> {
    let problem = options.problem;
    let mut all = Vec::new();
    if options.directory.is_none() || options.golden {
        all.extend(problem_golden(problem)?);
    }
    if let Some(dir) = &options.directory {
        for case in directory_cases(problem, dir)? {
            if let Some(twin) = all.iter().find(|c| c.name == case.name) {
                return Err(format!(
                    "two cases are called {:?}: {} and {}; rename one",
                    case.name, twin.input_from, case.input_from
                ));
            }
            all.push(case);
        }
    }
    picked(all, options.only, problem)
}

/// Judges a contestant's solution as its problem on the cases
/// [`chosen_cases`] takes, built by the build `--build` named (else the
/// judge's own for its language), from the build cache when it was built
/// so before: reports a record a case and the closing figures, and
/// returns the exit status.
pub fn contestant(options: &Options) -> Result<i32, String> {
    let (problem, solution, report) = (options.problem, options.solution, &options.report);
    let family = Family::of(solution)?;
    let (toolchain, note) = match choose(problem, family, options.build) {
        Ok(chosen) => chosen,
        Err(Unchosen::Refused(refusal)) => return Ok(refused(options, &refusal)),
        Err(Unchosen::BadBuild(why)) => return Err(why),
    };
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(format!("missing {}", missing.join("; ")));
    }
    let golden = chosen_cases(options)?;
    let (limits, limits_from) = problem.limits_for(family);
    header(options, toolchain, &note, &limits, limits_from);
    report.say(&format!(
        "    {} of {}, {} at once",
        cases(golden.len()),
        cases_from(options),
        options.jobs
    ));
    // A file judged as it would be submitted: by the first build of the
    // judge's menu that takes it, unless `--build` named one.
    let menu = (options.build.is_none() && note.is_none()).then_some(problem.judge);
    let judge_by = |toolchain: &'static Toolchain, menu: Option<&Judge>| {
        judge_by(options, toolchain, menu, &limits, &golden)
    };
    let mut tally = judge_by(toolchain, menu);
    let mut closing = Vec::new();
    if menu.is_some() {
        if let Some(pypy) = retry::pypy_after(problem.judge, toolchain, tally.counted()) {
            match retry::missing(pypy, tally.counted()) {
                Some(missing) => closing.push(missing),
                None => {
                    report.say(&format!(
                        "    build: too slow as {}'s {}: judged as its {} too",
                        problem.judge.name, toolchain.menu, pypy.menu
                    ));
                    let as_pypy = judge_by(pypy, None);
                    let (which, said) = retry::pick(pypy, tally.counted(), as_pypy.counted());
                    if which == retry::Which::PyPy {
                        tally = as_pypy;
                    }
                    closing.push(said);
                }
            }
        }
    }
    closing.extend(closings(options, toolchain, &note, &tally, &limits));
    let mut summary = tally.closing();
    summary.closing = closing;
    report.summary(&summary);
    Ok(tally.status())
}

/// Builds the file by `toolchain` (by the first of `menu` that takes it,
/// when a menu is given) and judges it on `golden`.
fn judge_by(
    options: &Options,
    toolchain: &'static Toolchain,
    menu: Option<&Judge>,
    limits: &Limits,
    golden: &[TestCase],
) -> Tally {
    let (problem, report) = (options.problem, &options.report);
    let mut tally = Tally::default();
    let build = built(
        report,
        &mut tally,
        toolchain,
        menu,
        options.solution,
        false,
        toolchain.name,
    );
    let build = match build {
        Some(build) => build,
        None => {
            tally.failed += golden.len();
            return tally;
        }
    };
    let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
        problem.output.judge(problem.rule, cases, expected, actual)
    };
    let judging = Judging {
        report: *report,
        label: build.toolchain.name,
        build: &build,
        limits,
        judge: &judge,
        jobs: options.jobs,
        diff: if options.diff { Some(problem) } else { None },
        promise: &problem.promise,
    };
    judge_cases(&mut tally, &judging, golden);
    let _ = fs::remove_dir_all(&build.folder);
    tally
}

/// Empties the build cache (`cargo judge --clean`), saying what it held.
pub fn clean() -> Result<i32, String> {
    let work = work_folder();
    let (count, bytes) = cache::clean(&work)?;
    crate::say!(
        "judge: emptied the build cache {} ({} build{}, {})",
        cache::folder(&work).display(),
        count,
        if count == 1 { "" } else { "s" },
        crate::verdict::size_text(bytes)
    );
    Ok(0)
}

/// One of this project's programs, as the judge checks it.
pub struct Program {
    /// Its source, from the workspace root.
    pub source: &'static str,
    /// The problem whose goal, output and limits it has.
    pub problem: &'static Problem,
    /// Its promise: stricter than the problem's rule where it differs.
    pub rule: Rule,
}

/// Codeforces' source limit, the strictest of the judges here, bytes.
pub const SOURCE_LIMIT: u64 = 64 * 1024;

/// Judges this project's programs: each source's size, each built every
/// way in [`crate::judges::STRICT`] (a warning fails a build), each build on every case of
/// its folder (the programs read any layout). Returns the exit status.
pub fn own(programs: &[Program]) -> Result<i32, String> {
    let report = Report::TEXT;
    let mut missing = Vec::new();
    for build in crate::judges::strict() {
        missing.extend(build.missing_tools());
    }
    missing.dedup();
    if !missing.is_empty() {
        return Err(format!("missing {}", missing.join("; ")));
    }
    let mut tally = Tally::default();
    for program in programs {
        let problem = program.problem;
        let goal = match problem.format.goal {
            crate::format::Goal::Fixed(goal) => goal,
            crate::format::Goal::InTheInput | crate::format::Goal::None => {
                return Err("a program has one goal".to_string())
            }
        };
        let read = |input: &[u8]| -> Result<Vec<Case>, String> {
            let boards = parse_boards(input).map_err(|e| e.to_string())?;
            Ok(boards
                .into_iter()
                .map(|board| Case::pair(board, goal))
                .collect())
        };
        let golden = golden_cases(problem.cases, read)
            .map_err(|e| format!("cannot read testdata/{}: {}", problem.cases, e))?;
        let source = workspace().join(program.source);
        report.say(&format!(
            "==> judging {} as {}: {}; {} CPU, {}",
            program.source,
            problem.name,
            rule_text(program.rule),
            seconds(problem.limits.time),
            mebibytes(problem.limits.memory_kib)
        ));
        report.say(&format!(
            "    {} of testdata/{}",
            cases(golden.len()),
            problem.cases
        ));
        let size = fs::metadata(&source)
            .map_err(|e| format!("{}: {}", source.display(), e))?
            .len();
        let size_check = format!("{} source size", problem.name);
        if size <= SOURCE_LIMIT {
            tally.builds_ok += 1;
            report.say(&line("OK", &size_check, &format!("{} bytes", size)));
        } else {
            tally.builds_failed += 1;
            report.say(&line(
                "FAIL",
                &size_check,
                &format!("{} bytes > {}", size, SOURCE_LIMIT),
            ));
        }
        for toolchain in crate::judges::strict() {
            let label = format!("{}-{}", problem.name, toolchain.name);
            match built(&report, &mut tally, toolchain, None, &source, true, &label) {
                Some(build) => {
                    let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
                        problem.output.judge(program.rule, cases, expected, actual)
                    };
                    let judging = Judging {
                        report,
                        label: &label,
                        build: &build,
                        limits: &problem.limits,
                        judge: &judge,
                        jobs: cores(),
                        diff: None,
                        // The programs read any layout: every case is theirs.
                        promise: &Promise::ALL,
                    };
                    judge_cases(&mut tally, &judging, &golden);
                    let _ = fs::remove_dir_all(&build.folder);
                }
                None => tally.failed += golden.len(),
            }
        }
    }
    report.say(&format!(
        "builds: {} ok, {} failed",
        tally.builds_ok, tally.builds_failed
    ));
    report.say(&tally.closing().text());
    Ok(tally.status())
}
