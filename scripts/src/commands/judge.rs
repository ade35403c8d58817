//! `cargo judge PROBLEM SOLUTION ...`: a contestant's solution judged as
//! its problem's judge would, on the golden cases or their own (`-d DIR`):
//! the header that says how, the build (or a command as given; a language
//! the judge refuses is its CE), a record a case, and the closing figures
//! with the lines that say what the figures alone do not.

use super::CommandError;
use crate::build::choose::choose;
use crate::build::choose::{Refusal, Unchosen};
use crate::build::menus::Judge;
use crate::build::retry;
use crate::build::solution::{absolute, judge_again, Overrides, Solution, COMMAND};
use crate::build::{pointer_heavy, probe_m32, Build, Family, Toolchain};
use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::judging::memory;
use crate::judging::record::{line, Outcome, Record, Unrun};
use crate::judging::speed;
use crate::judging::verdict::{mebibytes, seconds, Source};
use crate::judging::{case_record, judge_cases, Judging};
use crate::problems::cases::{
    case_files, directory_cases, golden_folder, picked, problem_golden, test_folder_beside,
    TestCase,
};
use crate::problems::format::{Case, Finding};
use crate::problems::Problem;
use crate::report::build_lines::built;
use crate::report::closing::Closing;
use crate::report::summary::{BuildNote, BuildReason, Summary};
use crate::report::Report;
use crate::run::cores;
use crate::run::Limits;
use crate::work_folder;
use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;

/// What `cargo judge PROBLEM SOLUTION ...` was asked.
#[derive(Clone, Debug)]
pub struct JudgeOptions {
    pub problem: &'static Problem,
    pub solution: Solution,
    /// The build `--build` names, if any.
    pub build: Option<String>,
    /// The cases named, if any.
    pub only: Vec<String>,
    /// The cases named by their paths (`test/sample-1.in`), if any.
    pub files: Vec<PathBuf>,
    /// `-d DIR`: the contestant's own cases.
    pub directory: Option<PathBuf>,
    /// `--golden`: the golden cases as well as the folder's.
    pub golden: bool,
    /// How many cases run at once (`-j`); `None`: one a core.
    pub jobs: Option<usize>,
    /// `-D`: a wrong answer side by side.
    pub diff: bool,
    /// `-v`: the header whole (every layer of the box).
    pub verbose: bool,
    /// `--tl`, `--ml`.
    pub limits: Overrides,
    pub report: Report,
}

impl JudgeOptions {
    /// The golden cases of `problem` for `solution`, one at a time per
    /// core, the text report alone.
    pub fn new(problem: &'static Problem, solution: Solution) -> JudgeOptions {
        JudgeOptions {
            problem,
            solution,
            build: None,
            only: Vec::new(),
            files: Vec::new(),
            directory: None,
            golden: false,
            jobs: None,
            diff: false,
            verbose: false,
            limits: Overrides::default(),
            report: Report::TEXT,
        }
    }
}

/// The cases a judging takes: `-d DIR`'s alone, or with `--golden` the
/// golden ones too, else the golden ones; of those, the ones named. Two
/// cases of one name are refused.
pub fn chosen_cases(options: &JudgeOptions) -> Result<Vec<TestCase>, CommandError> {
    let problem = options.problem;
    let mut all = Vec::new();
    // Cases named by their paths alone stand for the golden ones, as -d
    // does; with a name beside them, the golden ones are there to pick.
    let files_alone = !options.files.is_empty() && options.only.is_empty();
    if (options.directory.is_none() && !files_alone) || options.golden {
        all.extend(problem_golden(problem)?);
    }
    if let Some(dir) = &options.directory {
        for case in directory_cases(problem, dir)? {
            if let Some(twin) = all.iter().find(|c| c.name == case.name) {
                return Err(CommandError::Cases(format!(
                    "two cases are called {:?}: {} and {}; rename one",
                    case.name, twin.input_from, case.input_from
                )));
            }
            all.push(case);
        }
    }
    let mut chosen =
        picked(all, &options.only, problem).map_err(|why| match test_hint(options) {
            Some(hint) => CommandError::Cases(format!("{}; {}", why, hint)),
            None => CommandError::Cases(why.to_string()),
        })?;
    for case in case_files(problem, &options.files)? {
        if let Some(twin) = chosen.iter().find(|c| c.name == case.name) {
            return Err(CommandError::Cases(format!(
                "two cases are called {:?}: {} and {}; rename one",
                case.name, twin.input_from, case.input_from
            )));
        }
        chosen.push(case);
    }
    Ok(chosen)
}

/// Where a case named is not among the golden ones but `test/` beside
/// the solution has it: the option that judges it.
fn test_hint(options: &JudgeOptions) -> Option<String> {
    let file = options.solution.file()?;
    let (folder, _) = test_folder_beside(file)?;
    let named: Vec<&String> = options
        .only
        .iter()
        .filter(|name| folder.join(format!("{}.in", name)).is_file())
        .collect();
    let name = named.first()?;
    Some(format!(
        "{} has {}.in: judge it with -d {} {}",
        folder.display(),
        name,
        crate::shell::quote(&folder.to_string_lossy()),
        crate::shell::quote(name)
    ))
}

/// The build the solution gets, and a note when it is not the judge's.
fn toolchain(options: &JudgeOptions) -> Result<(&'static Toolchain, Option<String>), Unchosen> {
    match &options.solution {
        Solution::File(path) => choose(
            options.problem.judge,
            Family::of(path).map_err(|why| Unchosen::BadBuild(why.to_string()))?,
            options.build.as_deref(),
        ),
        Solution::Command(_) if options.build.is_some() => Err(Unchosen::BadBuild(
            "--build picks how a file is built; -c gives a command, which is run as it is"
                .to_string(),
        )),
        Solution::Command(_) => Ok((&COMMAND, None)),
    }
}

/// Judges a contestant's solution as its problem on the cases
/// [`chosen_cases`] takes, built by the build `--build` named (else the
/// judge's own for its language), from the build cache when it was built
/// so before, or a command as given: reports a record a case and the
/// closing figures, and returns the exit status.
pub fn contestant(options: &JudgeOptions) -> Result<ExitCode, CommandError> {
    let (problem, report) = (options.problem, &options.report);
    if let Some(refusal) = options
        .solution
        .file()
        .and_then(|path| crate::build::choose::refused_file(problem.judge, path))
    {
        return refused(options, &refusal);
    }
    let family = options
        .solution
        .family()
        .map_err(|why| CommandError::Build(why.to_string()))?;
    let (toolchain, note) = match toolchain(options) {
        Ok(chosen) => chosen,
        Err(Unchosen::Refused(refusal)) => return refused(options, &refusal),
        Err(Unchosen::BadBuild(why)) => return Err(CommandError::Build(why)),
    };
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(CommandError::Missing(missing));
    }
    let golden = chosen_cases(options)?;
    let (limits, limits_from) = problem.limits_for(toolchain);
    let statement = limits.time;
    let timing = speed_timing(options, family)?;
    let limits = timing.applied(limits);
    let (limits, limits_from) = options.limits.apply(limits, &limits_from);
    let counting = memory::counting(problem.judge, family, toolchain, &limits, &work_folder());
    let memory_line = counting.text(problem.judge.name, limits.memory_kib);
    let limits = counting.applied(limits);
    let mut speed = timing.text(problem.judge.name, statement);
    if options.verbose {
        for line in timing.details() {
            speed.push_str("\n    ");
            speed.push_str(&line);
        }
    }
    let limited = (limits, limits_from, speed, memory_line);
    let jobs = header(options, toolchain, &note, &limited, &golden);
    // A file judged as it would be submitted: by the first build of the
    // judge's menu that takes it, unless `--build` named one.
    let menu = (options.build.is_none() && note.is_none()).then_some(problem.judge);
    let judging = Settings {
        options,
        limits: &limits,
        golden: &golden,
        jobs,
    };
    let why = match (&note, &options.build) {
        (Some(note), _) => BuildReason::Here(note.clone()),
        (None, Some(_)) => BuildReason::Named,
        (None, None) => BuildReason::JudgesOwn,
    };
    let (mut summary, mut records) = judging.by(toolchain, menu, why)?;
    let mut closing = Vec::new();
    if let Some(pypy) =
        menu.and_then(|judge| retry::pypy_after(judge, toolchain, summary.counted()))
    {
        match crate::report::closing::missing(pypy, summary.counted()) {
            Some(missing) => closing.push(missing),
            None => {
                // PyPy's limits, where the judge gives it more than
                // CPython (Baekjoon's memory), counted as CPython's are.
                let (own, _) = problem.limits_for(pypy);
                let pypy_limits = counting.applied(options.limits.apply(timing.applied(own), "").0);
                let more = if pypy_limits == limits {
                    String::new()
                } else {
                    format!(
                        ", with its limits: {} CPU, {}",
                        crate::judging::verdict::seconds(pypy_limits.time),
                        mebibytes(pypy_limits.memory_kib)
                    )
                };
                let why = format!(
                    "too slow as {}'s {}: judged as its {} too{}",
                    problem.judge.name, toolchain.menu, pypy.menu, more
                );
                report.say(&format!("    build: {}", why));
                let as_pypy_judging = Settings {
                    limits: &pypy_limits,
                    ..judging
                };
                let (as_pypy, pypy_records) =
                    as_pypy_judging.by(pypy, None, BuildReason::AsSubmitted(why))?;
                let (which, said) =
                    crate::report::closing::pick(pypy, summary.counted(), as_pypy.counted());
                if which == crate::report::closing::Which::PyPy {
                    summary = as_pypy;
                    records = pypy_records;
                }
                closing.push(said);
            }
        }
    }
    if let Some((case, peak_kib)) = &summary.most_decided {
        if let Some(figure) = counting.judge_figure(*peak_kib) {
            report.say(&format!(
                "    memory: {} would show about {}K for the largest peak, {} ({})",
                problem.judge.name,
                figure,
                mebibytes(*peak_kib),
                case
            ));
        }
    }
    closing.extend(closings(options, toolchain, &note, &summary, &limits));
    summary.closing = closing;
    summary.speed = timing.shown(statement);
    report.finish(&records, summary.build.as_ref(), &summary)?;
    Ok(summary.status())
}

/// How the CPU limit of a `family` file stands to the judge's speed:
/// `--tl`'s as given, else scaled by the speed [`speed::GIVEN`] gives,
/// else by the judge's published figure where it covers the language
/// (timed here on first use); an error for a given speed that is no
/// number above 0.
fn speed_timing(options: &JudgeOptions, family: Family) -> Result<speed::Timing, speed::BadSpeed> {
    let value = std::env::var(speed::GIVEN).ok();
    let given = speed::given(value.as_deref())?.map(|ratio| (ratio, value.unwrap_or_default()));
    Ok(speed::timing(
        options.problem.judge,
        family,
        options.limits.time.is_some(),
        given,
        &work_folder(),
    ))
}

/// One judging's settings: the cases and their limits.
struct Settings<'a> {
    options: &'a JudgeOptions,
    limits: &'a Limits,
    golden: &'a [TestCase],
    jobs: usize,
}

impl Settings<'_> {
    /// Builds the solution by `toolchain` (by the first of `menu` that
    /// takes it, when a menu is given), chosen for `why`, or takes the
    /// command as given, and judges it on every case: the counts and a
    /// record a case.
    fn by(
        &self,
        toolchain: &'static Toolchain,
        menu: Option<&Judge>,
        why: BuildReason,
    ) -> Result<(Summary, Vec<Record>), FileError> {
        let (options, golden) = (self.options, self.golden);
        let (problem, report) = (options.problem, &options.report);
        let mut summary = Summary::default();
        let build = match &options.solution {
            Solution::File(path) => built(
                report,
                &mut summary,
                toolchain,
                menu,
                path,
                false,
                toolchain.name,
            ),
            Solution::Command(words) => Ok(given(report, &mut summary, words)?),
        };
        // The build as chosen, unless built otherwise as submitted.
        if let Some(note) = summary.build.as_mut() {
            if note.why == BuildReason::JudgesOwn {
                note.why = why;
            }
        }
        let build = match build {
            Ok(build) => build,
            Err(error) => {
                let why = if error.busy() {
                    Unrun::Busy
                } else if error.judges_fault() {
                    Unrun::JudgeFailed(error.to_string())
                } else {
                    Unrun::NotBuilt
                };
                let records = unbuilt(&mut summary, toolchain.name, golden, &why);
                return Ok((summary, records));
            }
        };
        if options.verbose {
            if let Some(text) = crate::run::box_text(&build.command(self.limits)) {
                report.say(&format!("    {}", text));
            }
        }
        let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
            problem.format.judge(cases, expected, actual)
        };
        let again = judge_again(
            problem.name,
            &options.solution,
            options.build.as_deref(),
            &options.limits,
        );
        let diff = |case: &TestCase, expected: &[u8], printed: &[u8], found: &Finding| {
            crate::report::diff::wrong_answer(problem, &again, case, expected, printed, found)
        };
        let judging = Judging {
            progress: report,
            label: build.toolchain.name,
            build: &build,
            limits: self.limits,
            check: &judge,
            jobs: self.jobs,
            diff: if options.diff { Some(&diff) } else { None },
            marks: &problem.marks,
            source: match &options.solution {
                Solution::File(path) => Some(Source {
                    folder: build.folder.to_string_lossy().into_owned(),
                    saved: build.source.to_string_lossy().into_owned(),
                    shown: absolute(path).to_string_lossy().into_owned(),
                }),
                Solution::Command(_) => None,
            },
        };
        let records = judge_cases(&judging, golden);
        for record in &records {
            summary.case(record);
        }
        let _ = fs::remove_dir_all(&build.folder);
        Ok((summary, records))
    }
}

/// A command's build: nothing built; its line says what runs.
fn given(report: &Report, summary: &mut Summary, words: &[String]) -> Result<Build, FileError> {
    let words: Vec<OsString> = words.iter().map(OsString::from).collect();
    let build = Build::given(COMMAND, words.clone(), &work_folder().join("builds"))?;
    let shown = crate::shell::line(&words);
    report.say(&line("OK", "command", &format!("{}, nothing built", shown)));
    summary.builds_ok += 1;
    let mut note = BuildNote::new(COMMAND.name, shown, BuildReason::Command);
    note.ok = true;
    summary.build = Some(note);
    Ok(build)
}

/// The records of cases a failed build left unrun: each a CE, for `why`.
fn unbuilt(summary: &mut Summary, label: &str, cases: &[TestCase], why: &Unrun) -> Vec<Record> {
    cases
        .iter()
        .map(|case| {
            let record = case_record(label, case, Outcome::Unrun(why.clone()));
            match why.status() {
                crate::judging::verdict::Status::Busy => summary.inconclusive += 1,
                crate::judging::verdict::Status::Fail => {
                    summary.failed += 1;
                    summary.failures_of_the_judge += 1;
                }
                _ => summary.failed += 1,
            }
            record
        })
        .collect()
}

/// Says what is judged and how: the problem, its rule, the build, the
/// limits, the containment, the cases. Returns the number of cases run at
/// once: `-j`'s (else one a core), never more than the cases.
fn header(
    options: &JudgeOptions,
    toolchain: &Toolchain,
    note: &Option<String>,
    (limits, limits_from, speed, memory): &(Limits, String, String, Option<String>),
    cases: &[TestCase],
) -> usize {
    let count = cases.len();
    let (problem, report) = (options.problem, &options.report);
    report.say(&title(options));
    report.say(&format!("    rule: {}", problem.rule_text()));
    match (note, &options.solution) {
        (Some(note), _) => report.say(&format!("    build: {}", note)),
        (None, Solution::Command(_)) => report.say(
            "    build: none: the command runs as it is, as no judge runs it (the judge \
             builds a file from its source)",
        ),
        (None, Solution::File(_)) => report.say(&format!(
            "    build: {}, {}'s {}: {}; here: {}{}",
            toolchain.name,
            problem.judge.name,
            toolchain.menu,
            toolchain.judge_runs,
            toolchain.here,
            version_here(toolchain).map_or(String::new(), |v| format!(" ({})", v))
        )),
    }
    if toolchain.bits32() && !toolchain.as_built_here().bits32() {
        let why = probe_m32().err().map(|e| e.to_string()).unwrap_or_default();
        report.say(&format!(
            "    memory: a 64-bit build's, where {}'s {} is 32-bit: {}",
            problem.judge.name, toolchain.menu, why
        ));
    }
    report.say(&format!(
        "    limits: {} CPU, {} ({}); output {} MiB, assumed (none is stated)",
        seconds(limits.time),
        mebibytes(limits.memory_kib),
        limits_from,
        limits.output_kib.unwrap_or(0) / 1024
    ));
    report.say(&format!("    {}", speed));
    if let Some(memory) = memory {
        report.say(&format!("    {}", memory));
    }
    report.say(&format!(
        "    {}",
        if options.verbose {
            crate::run::containment_summary(limits)
        } else {
            crate::run::containment_short(limits)
        }
    ));
    let asked = options.jobs.unwrap_or_else(cores);
    let jobs = asked.min(count).max(1);
    let beyond = match options.jobs {
        Some(asked) if asked > jobs => format!(" (-j {}: no more than the cases)", asked),
        _ => String::new(),
    };
    let golden = || golden_folder(problem).to_string();
    let files = || {
        let shown: Vec<String> = options
            .files
            .iter()
            .take(3)
            .map(|f| f.display().to_string())
            .collect();
        let more = options.files.len().saturating_sub(shown.len());
        match more {
            0 => shown.join(", "),
            more => format!("{} and {} more", shown.join(", "), more),
        }
    };
    let from = match &options.directory {
        None if !options.files.is_empty() && options.only.is_empty() => files(),
        None if !options.files.is_empty() => format!("{} and {}", golden(), files()),
        None => format!("{} in its input format", golden()),
        Some(dir) if options.golden => format!(
            "{} and {}{}",
            golden(),
            absolute(dir).display(),
            without_out(cases)
        ),
        Some(dir) => format!("{}{}", absolute(dir).display(), without_out(cases)),
    };
    report.say(&format!(
        "    {} case{} of {}, {} at once{}",
        count,
        if count == 1 { "" } else { "s" },
        from,
        jobs,
        beyond
    ));
    if let Some(line) = test_beside_line(options) {
        report.say(&line);
    }
    jobs
}

/// What the build's tool here says of its version: Go's, Node.js's,
/// Ruby's and Free Pascal's by their own question, the others' by
/// `--version`'s first line.
fn version_here(toolchain: &Toolchain) -> Option<String> {
    match toolchain.recipe {
        crate::build::Recipe::Lang(lang) => lang.version_here(),
        _ => crate::build::cache::version_here(toolchain),
    }
}

/// `test/` beside the solution, where the golden cases alone are judged:
/// how many cases it holds and the option that judges them.
fn test_beside_line(options: &JudgeOptions) -> Option<String> {
    if options.directory.is_some() || !options.files.is_empty() {
        return None;
    }
    let (folder, count) = test_folder_beside(options.solution.file()?)?;
    Some(format!(
        "    {} beside it holds {} case{}: -d {} judges them (the golden cases are the default)",
        folder.display(),
        count,
        if count == 1 { "" } else { "s" },
        crate::shell::quote(&folder.to_string_lossy())
    ))
}

/// What the header says of the contestant's cases that have no `.out`:
/// nothing where each has one; ` (no .out: judged against the reference
/// answer)` where none has; else the ones that have none, by name.
fn without_out(cases: &[TestCase]) -> String {
    let own: Vec<&TestCase> = cases.iter().filter(|case| !case.golden).collect();
    let lacking: Vec<&str> = own
        .iter()
        .filter(|case| case.output_from.is_none())
        .map(|case| case.name.as_str())
        .collect();
    const NAMED: usize = 5;
    match lacking.len() {
        0 => String::new(),
        n if n == own.len() => " (no .out: judged against the reference answer)".to_string(),
        n => {
            let mut names = lacking[..n.min(NAMED)].join(", ");
            if n > NAMED {
                names.push_str(&format!(" and {} more", n - NAMED));
            }
            format!(
                " ({} of them with no .out, judged against the reference answer: {})",
                n, names
            )
        }
    }
}

/// `==> judging FILE as PROBLEM: TITLE (STATEMENT)`.
fn title(options: &JudgeOptions) -> String {
    let problem = options.problem;
    format!(
        "==> judging {} as {}: {} ({})",
        options.solution.name(),
        problem.name,
        problem.title,
        problem.statement
    )
}

/// A file in a language its judge does not take: a CE, said with the
/// command that judges it anyway, every case a CE record; the exit
/// status, 1.
fn refused(options: &JudgeOptions, refusal: &Refusal) -> Result<ExitCode, CommandError> {
    let report = &options.report;
    report.say(&title(options));
    let why = refusal.text();
    report.say(&line(
        "CE",
        &format!("compile ({})", refusal.language),
        &why,
    ));
    let cases = chosen_cases(options)?;
    let mut summary = Summary::default();
    let records = unbuilt(
        &mut summary,
        &refusal.language,
        &cases,
        &Unrun::Refused(why.clone()),
    );
    // Its build record as any CE's: nothing was run (no command).
    let mut note = BuildNote::new(
        &refusal.language,
        String::new(),
        BuildReason::Refused(why.clone()),
    );
    note.error = Some(why.clone());
    summary.closing.push(Closing::Refused { why });
    report.finish(&records, Some(&note), &summary)?;
    Ok(ExitCode::Failed)
}

/// What the last lines say beyond the figures: a file judged by a build
/// here its judge refuses, a volume the judge's data may hold, a memory a
/// 32-bit build may fit.
fn closings(
    options: &JudgeOptions,
    toolchain: &Toolchain,
    note: &Option<String>,
    summary: &Summary,
    limits: &Limits,
) -> Vec<Closing> {
    let problem = options.problem;
    let family = toolchain.family();
    let mut closing = Vec::new();
    let language = !matches!(family, Family::Shell | Family::Executable);
    if note.is_some() && language && problem.judge.default_build(family).is_none() {
        closing.push(Closing::Anyway {
            judge: problem.judge.name,
            language: family.name(),
        });
    }
    if let (ExitCode::Passed, Some((of, cpu))) = (summary.status(), summary.slow_at_unknown_volume)
    {
        closing.push(Closing::Volume {
            problem: problem.title.split(" \"").next().unwrap_or(problem.title),
            of,
            cpu,
            limit: limits.time,
        });
    }
    if let (Some(used_kib), Solution::File(path)) = (summary.over_memory, &options.solution) {
        let text = fs::read(path).unwrap_or_default();
        let fits = used_kib <= limits.memory_kib.saturating_mul(2);
        if toolchain.bits32() && !toolchain.as_built_here().bits32() && fits && pointer_heavy(&text)
        {
            closing.push(Closing::Memory64 {
                judge: problem.judge.name,
                used_kib,
                limit_kib: limits.memory_kib,
                why: probe_m32().err().map(|e| e.to_string()).unwrap_or_default(),
            });
        }
    }
    closing
}
