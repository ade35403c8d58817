//! Judging a solution on the golden cases: a contestant's by its problem's
//! rule and limits, or this project's own two files, each built every way
//! the judges build Rust with no warning allowed.

use crate::build::{Build, Family, Toolchain};
use crate::format::Case;
use crate::judges::{here, Judge, STRICT};
use crate::problems::{rule_text, Problem};
use crate::run::{run, Ending, Limits, Run};
use crate::verdict::{judge_run, mebibytes, seconds, Kind, Verdict};
use crate::{work_folder, workspace};
use eight::{parse_boards, Rule};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A golden case: its name, input and expected output.
pub struct Golden {
    pub name: String,
    pub input: Vec<u8>,
    pub expected: Result<Vec<u8>, String>,
    pub cases: Vec<Case>,
}

/// Every `NAME.in` of `testdata/<folder>/`, by name, with what `read`
/// makes of it; the files it refuses are left out.
pub fn golden_cases(
    folder: &str,
    read: impl Fn(&[u8]) -> Result<Vec<Case>, String>,
) -> io::Result<Vec<Golden>> {
    let folder = workspace().join("testdata").join(folder);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&folder)?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .collect();
    inputs.sort();
    let mut golden = Vec::new();
    for path in inputs {
        let input = fs::read(&path)?;
        let cases = match read(&input) {
            Ok(cases) => cases,
            Err(_) => continue,
        };
        let out = path.with_extension("out");
        let expected = fs::read(&out).map_err(|e| format!("cannot read {}: {}", out.display(), e));
        let name = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        golden.push(Golden {
            name,
            input,
            expected,
            cases,
        });
    }
    Ok(golden)
}

/// Counts of a judging, printed as it goes.
#[derive(Default)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub failures_of_the_judge: usize,
    pub builds_ok: usize,
    pub builds_failed: usize,
}

impl Tally {
    fn case(&mut self, verdict: &Verdict, name: &str) {
        match verdict.kind {
            Kind::Ac => self.passed += 1,
            Kind::Fail => {
                self.failed += 1;
                self.failures_of_the_judge += 1;
            }
            _ => self.failed += 1,
        }
        line(&verdict.kind.to_string(), name, &verdict.detail);
    }

    /// The exit status: 0 when every case passed, 3 when the judge itself
    /// failed somewhere, 1 otherwise.
    pub fn status(&self) -> i32 {
        if self.failures_of_the_judge > 0 {
            3
        } else if self.failed > 0 || self.builds_failed > 0 {
            1
        } else {
            0
        }
    }
}

/// One line of the report: `AC   name  (detail)`, written at once.
fn line(verdict: &str, name: &str, detail: &str) {
    let detail = if detail.is_empty() {
        String::new()
    } else {
        format!("  ({})", detail)
    };
    crate::say!("{:<4} {}{}", verdict, name, detail);
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
type JudgeOutput<'a> = dyn Fn(&[Case], &[u8], &[u8]) -> Result<(), eight::Fault> + 'a;

/// Runs `build` on each golden case and prints a verdict a case.
fn judge_cases(
    tally: &mut Tally,
    label: &str,
    build: &Build,
    golden: &[Golden],
    limits: &Limits,
    judge: &JudgeOutput,
) {
    for case in golden {
        let name = format!("{}/{}", label, case.name);
        let expected = match &case.expected {
            Ok(expected) => expected,
            Err(why) => {
                tally.case(&Verdict::new(Kind::Fail, why.clone()), &name);
                continue;
            }
        };
        let verdict = match run_once_more_if_busy(build, &case.input, limits) {
            Ok(ran) => judge_run(&ran, limits, |actual| judge(&case.cases, expected, actual)),
            Err(error) => Verdict::new(Kind::Fail, format!("cannot run the solution: {}", error)),
        };
        tally.case(&verdict, &name);
    }
}

/// Builds `solution` by `toolchain`, printing the build's line and what
/// the compiler said; `None` when it failed.
fn built(
    tally: &mut Tally,
    toolchain: &Toolchain,
    solution: &Path,
    strict: bool,
    name: &str,
) -> Option<Build> {
    match toolchain.build(solution, &work_folder().join("builds"), strict) {
        Ok(build) => {
            tally.builds_ok += 1;
            line(
                "OK",
                &format!("compile {}", name),
                &format!("{}, {}", toolchain.shown(), seconds(build.took)),
            );
            if !build.log.trim().is_empty() {
                crate::say!("{}", indented(&build.log, 40));
            }
            Some(build)
        }
        Err(log) => {
            tally.builds_failed += 1;
            line("CE", &format!("compile {}", name), &toolchain.shown());
            crate::say!("{}", indented(&log, 40));
            None
        }
    }
}

/// The build a `family` solution of `problem` gets, and a note when it is
/// not one of the judge's: the build called `name` from the judge's menu,
/// else the judge's first build of the family, else the build here.
pub fn choose(
    problem: &Problem,
    family: Family,
    name: Option<&str>,
) -> Result<(&'static Toolchain, Option<String>), String> {
    let judge: &Judge = problem.judge;
    if let Some(name) = name {
        let build = judge.build(name).ok_or_else(|| {
            format!(
                "{} has no build {:?}; its builds are {}",
                judge.name,
                name,
                judge.build_names()
            )
        })?;
        if build.family() != family {
            return Err(format!(
                "--build {} builds {}, not {}",
                name,
                build.family().name(),
                family.name()
            ));
        }
        return Ok((build, None));
    }
    if let Some(build) = judge.default_build(family) {
        return Ok((build, None));
    }
    let build = here(family);
    let note = match family {
        Family::Shell | Family::Executable => format!(
            "no judge takes {}: run here as it is ({})",
            family.name(),
            build.shown()
        ),
        _ => format!(
            "{} takes no {} ({} takes {}): built here with {} to try it; {} would refuse the file",
            judge.name,
            family.name(),
            judge.name,
            judge.takes,
            build.shown(),
            judge.name
        ),
    };
    Ok((build, Some(note)))
}

/// The golden cases of `problem`: those of its folder in its input format,
/// and of those only the ones named in `only`, if any are; an error when
/// that leaves none, or a name is not among them.
pub fn problem_cases(problem: &Problem, only: &[String]) -> Result<Vec<Golden>, String> {
    let mut golden = golden_cases(problem.cases, |input| problem.format.read(input))
        .map_err(|e| format!("cannot read testdata/{}: {}", problem.cases, e))?;
    if golden.is_empty() {
        return Err(format!(
            "no case of testdata/{} is in {}'s input format",
            problem.cases, problem.name
        ));
    }
    if let Some(name) = only
        .iter()
        .find(|name| golden.iter().all(|case| &case.name != *name))
    {
        let names: Vec<&str> = golden.iter().map(|case| case.name.as_str()).collect();
        return Err(format!(
            "{} has no case {:?}; its cases are {}",
            problem.name,
            name,
            names.join(", ")
        ));
    }
    if !only.is_empty() {
        golden.retain(|case| only.contains(&case.name));
    }
    Ok(golden)
}

/// Judges a contestant's `solution` as `problem` on its golden cases (those
/// named in `only`, if any), built by the build called `build` (else the
/// judge's own for its language): prints a line a case and the closing
/// counts, and returns the exit status.
pub fn contestant(
    problem: &Problem,
    solution: &Path,
    build: Option<&str>,
    only: &[String],
) -> Result<i32, String> {
    let family = Family::of(solution)?;
    let (toolchain, note) = choose(problem, family, build)?;
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(format!("missing {}", missing.join("; ")));
    }
    let golden = problem_cases(problem, only)?;
    let (limits, limits_from) = problem.limits_for(family);
    let file = solution.file_name().unwrap_or_default().to_string_lossy();
    crate::say!(
        "==> judging {} as {}: {} ({})",
        file,
        problem.name,
        problem.title,
        problem.statement
    );
    crate::say!("    rule: {}", problem.rule_text());
    match note {
        Some(note) => crate::say!("    build: {}", note),
        None => crate::say!(
            "    build: {}, {}'s {}: {}; here: {}",
            toolchain.name,
            problem.judge.name,
            toolchain.menu,
            toolchain.judge_runs,
            toolchain.here
        ),
    }
    crate::say!(
        "    limits: {} CPU, {} ({}); output {} MiB, assumed (none is stated)",
        seconds(limits.time),
        mebibytes(limits.memory_kib),
        limits_from,
        limits.output_kib.unwrap_or(0) / 1024
    );
    crate::say!("    {}", crate::run::containment_summary(&limits));
    crate::say!(
        "    {} of testdata/{} in its input format",
        cases(golden.len()),
        problem.cases
    );
    let mut tally = Tally::default();
    if let Some(build) = built(&mut tally, toolchain, solution, false, toolchain.name) {
        let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
            problem.output.judge(problem.rule, cases, expected, actual)
        };
        judge_cases(&mut tally, toolchain.name, &build, &golden, &limits, &judge);
        let _ = fs::remove_dir_all(&build.folder);
    } else {
        tally.failed += golden.len();
    }
    crate::say!("judge: {} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.status())
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
/// way in [`STRICT`] (a warning fails a build), each build on every case of
/// its folder (the programs read any layout). Returns the exit status.
pub fn own(programs: &[Program]) -> Result<i32, String> {
    let mut missing = Vec::new();
    for build in &STRICT {
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
        crate::say!(
            "==> judging {} as {}: {}; {} CPU, {}",
            program.source,
            problem.name,
            rule_text(program.rule),
            seconds(problem.limits.time),
            mebibytes(problem.limits.memory_kib)
        );
        crate::say!("    {} of testdata/{}", cases(golden.len()), problem.cases);
        let size = fs::metadata(&source)
            .map_err(|e| format!("{}: {}", source.display(), e))?
            .len();
        let size_check = format!("{} source size", problem.name);
        if size <= SOURCE_LIMIT {
            tally.builds_ok += 1;
            line("OK", &size_check, &format!("{} bytes", size));
        } else {
            tally.builds_failed += 1;
            line(
                "FAIL",
                &size_check,
                &format!("{} bytes > {}", size, SOURCE_LIMIT),
            );
        }
        for toolchain in &STRICT {
            let label = format!("{}-{}", problem.name, toolchain.name);
            match built(&mut tally, toolchain, &source, true, &label) {
                Some(build) => {
                    let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
                        problem.output.judge(program.rule, cases, expected, actual)
                    };
                    judge_cases(&mut tally, &label, &build, &golden, &problem.limits, &judge);
                    let _ = fs::remove_dir_all(&build.folder);
                }
                None => tally.failed += golden.len(),
            }
        }
    }
    crate::say!(
        "builds: {} ok, {} failed",
        tally.builds_ok,
        tally.builds_failed
    );
    crate::say!("judge: {} passed, {} failed", tally.passed, tally.failed);
    Ok(tally.status())
}
