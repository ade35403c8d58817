//! The stress test ("对拍"): random inputs in a problem's own format, each
//! run through the solution under the problem's limits and judged by its
//! rule against the library's answers; the first failure is shrunk to a
//! smallest failing part of its cases and reported with a command that
//! reproduces it.

use super::CommandError;
use crate::build::choose::choose;
use crate::build::choose::Unchosen;
use crate::build::menus::{as_submitted, Judge, Submission, Submitted};
use crate::build::retry;
use crate::build::solution::{judge_again, Overrides, Solution, COMMAND};
use crate::build::{Build, Family, Toolchain};
use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::judging::verdict::{Status, Verdict};
use crate::problems::format::Case;
use crate::problems::oracle::Oracle;
use crate::problems::Problem;
use crate::run::busy;
use crate::run::Limits;
use crate::shell;
use crate::work_folder;
use eight::sample::Seeded;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, RwLock};
use std::thread;
use std::time::{Duration, Instant};

mod failure;
pub mod inputs;
pub mod shrink;
use failure::Failure;

/// A stress test's command line.
#[derive(Clone, Debug)]
pub struct StressOptions {
    pub problem: &'static Problem,
    pub solution: Solution,
    pub family: Family,
    /// The build `--build` named, if any.
    pub build: Option<String>,
    pub seed: u64,
    pub cases: u64,
    /// How many cases run at once: the number of cores unless `--jobs`
    /// says otherwise.
    pub jobs: usize,
    /// `--save DIR`: where a failure is kept as `hack-N.in` and
    /// `hack-N.out`, as oj's `--hack` keeps it, for `cargo judge -d DIR`;
    /// absolute.
    pub save: Option<PathBuf>,
    /// `--tl`, `--ml`.
    pub limits: Overrides,
    /// The judge's speed the CPU limit is scaled by, as `cargo judge`
    /// scales it: found when the stress test starts; `None` till then.
    pub timing: Option<crate::judging::speed::Timing>,
}

/// Every how many cases of a many-case problem one holds as many cases as
/// the judge's own data may ([`Format::random`](crate::problems::format::Format::random)
/// with `volume`).
pub const VOLUME_EVERY: u64 = 20;

/// Makes `dir` where it is missing and checks a file can be written in
/// it, before anything runs: a failure found after minutes must not be
/// lost to a folder that cannot take it.
pub fn writable(dir: &Path) -> Result<(), Unsaved> {
    if dir.exists() && !dir.is_dir() {
        return Err(Unsaved::NotAFolder(dir.to_path_buf()));
    }
    fs::create_dir_all(dir).map_err(|e| Unsaved::File(FileError::on("make", dir)(e)))?;
    let probe = dir.join(format!(".stress-probe-{}", std::process::id()));
    fs::write(&probe, b"").map_err(|e| Unsaved::File(FileError::on("write", &probe)(e)))?;
    let _ = fs::remove_file(&probe);
    Ok(())
}

/// Why a failing case is not saved in `--save`'s folder.
#[derive(Debug)]
pub enum Unsaved {
    /// `--save` names a file.
    NotAFolder(PathBuf),
    File(FileError),
    /// The reference's answer breaks the problem's rule: the problem, and
    /// the fault.
    BreaksRule {
        problem: &'static str,
        fault: String,
    },
}

impl std::fmt::Display for Unsaved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsaved::NotAFolder(dir) => write!(
                f,
                "{}: is a file, not a folder: --save keeps failing cases in a folder",
                dir.display()
            ),
            Unsaved::File(error) => error.fmt(f),
            Unsaved::BreaksRule { problem, fault } => write!(
                f,
                "the reference's answer breaks {}'s rule ({}): not saved",
                problem, fault
            ),
        }
    }
}

impl std::error::Error for Unsaved {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Unsaved::File(error) => Some(error),
            Unsaved::NotAFolder(_) | Unsaved::BreaksRule { .. } => None,
        }
    }
}

/// The first `N` from 1 with no `hack-N.in` nor `hack-N.out` in `dir`
/// past every `N` there already: a new case is numbered after those kept.
pub fn next_hack(dir: &Path) -> u64 {
    let taken = fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|entry| {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    let stem = name
                        .strip_suffix(".in")
                        .or_else(|| name.strip_suffix(".out"))?;
                    stem.strip_prefix("hack-")?.parse::<u64>().ok()
                })
                .max()
                .unwrap_or(0)
        })
        .unwrap_or(0);
    taken + 1
}

/// Keeps `failure` in `dir` as `hack-N.in` and `hack-N.out` (the
/// reference's answer, checked by the problem's rule first): the lines of
/// the report that say where, and the command that judges them again.
fn save(options: &StressOptions, dir: &Path, failure: &Failure) -> Result<String, Unsaved> {
    let problem = options.problem;
    problem
        .format
        .judge(
            &failure.cases,
            failure.expected.as_bytes(),
            failure.expected.as_bytes(),
        )
        .map_err(|finding| Unsaved::BreaksRule {
            problem: problem.name,
            fault: eight::Fault::from(finding).to_string(),
        })?;
    let n = next_hack(dir);
    let input = dir.join(format!("hack-{}.in", n));
    let output = dir.join(format!("hack-{}.out", n));
    fs::write(&input, &failure.input)
        .map_err(|e| Unsaved::File(FileError::on("write", &input)(e)))?;
    fs::write(&output, &failure.expected)
        .map_err(|e| Unsaved::File(FileError::on("write", &output)(e)))?;
    Ok(format!(
        "saved: {} and {}\nrerun: {} -d {}\n",
        input.display(),
        output.display(),
        judge_again(
            problem.name,
            &options.solution,
            options.build.as_deref(),
            &options.limits
        ),
        shell::quote(&dir.to_string_lossy())
    ))
}

/// The cases of case number `case` (from 0) of `seed`: the same every time.
pub fn case_cases(problem: &Problem, seed: u64, case: u64) -> Vec<Case> {
    let mut random = Seeded(seed.wrapping_mul(0x9E37_79B9).wrapping_add(case));
    let volume = case % VOLUME_EVERY == VOLUME_EVERY - 1;
    let mut cases = problem.format.random(&mut random, volume);
    inputs::mix(problem, seed, case, &mut cases);
    cases
}

/// A file in a language its judge does not take: CE, as `cargo judge`
/// gives it, nothing built or run; the exit status, failed.
pub fn refused(name: &str, refusal: &crate::build::choose::Refusal) -> ExitCode {
    crate::say!("stress: {}: CE: {}", name, refusal.text_to("stress"));
    ExitCode::Failed
}

/// Runs the stress test: prints progress on stderr about every second, and
/// on stdout either `stress: N cases passed` or the first failure. Returns
/// the exit status: passed, failed (a failure found, or a compile error),
/// the judge's own fault, or inconclusive: no failure found but a case
/// starved of CPU on every try.
pub fn stress(options: &StressOptions) -> Result<ExitCode, CommandError> {
    let problem = options.problem;
    let value = std::env::var(crate::judging::speed::GIVEN).ok();
    let given = crate::judging::speed::given(value.as_deref())?
        .map(|ratio| (ratio, value.unwrap_or_default()));
    let options = &StressOptions {
        timing: Some(crate::judging::speed::timing(
            problem.judge,
            options.family,
            options.limits.time.is_some(),
            given,
            &work_folder(),
        )),
        ..options.clone()
    };
    inputs::check_golden(problem)?;
    let (toolchain, note) = match &options.solution {
        Solution::File(_) => {
            match choose(problem.judge, options.family, options.build.as_deref()) {
                Ok(chosen) => chosen,
                // A language the judge does not take: CE, as `cargo judge`
                // gives it, nothing built or run.
                Err(Unchosen::Refused(refusal)) => {
                    return Ok(refused(&options.solution.name(), &refusal))
                }
                Err(Unchosen::BadBuild(why)) => return Err(CommandError::Build(why)),
            }
        }
        Solution::Command(_) if options.build.is_some() => {
            return Err(CommandError::Build(
                "--build picks how a file is built; -c gives a command, which is run as it is"
                    .to_string(),
            ))
        }
        Solution::Command(_) => (&COMMAND, None),
    };
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(CommandError::Missing(missing));
    }
    let file = options.solution.name();
    let parent = work_folder().join("builds");
    // A file is built as it would be submitted, as `cargo judge` builds
    // it: the first build of the judge's menu that takes it, unless
    // `--build` named one.
    let menu = (options.build.is_none() && note.is_none()).then_some(problem.judge);
    let build = match &options.solution {
        Solution::Command(words) => {
            let words = words.iter().map(std::ffi::OsString::from).collect();
            Build::given(COMMAND, words, &parent)?
        }
        Solution::File(path) => match file_built(toolchain, menu, path, &file) {
            Ok(build) => build,
            Err(status) => return Ok(status),
        },
    };
    if let Some(note) = note {
        crate::note!("stress: {}", note);
    }
    if !build.log.trim().is_empty() {
        crate::note!("stress: the compiler said:\n{}", build.log.trim_end());
    }
    let limits = options.run_limits();
    crate::note!(
        "stress: {} as {}, seed {}, {} cases, {} at once; {} CPU, {} a run{}",
        file,
        problem.name,
        options.seed,
        options.cases,
        options.jobs,
        crate::judging::verdict::seconds(limits.time),
        crate::judging::verdict::mebibytes(limits.memory_kib),
        if options.limits == Overrides::default() {
            ""
        } else {
            " (--tl, --ml given)"
        }
    );
    if let Some(timing) = &options.timing {
        let (statement, _) = problem.limits_for(options.toolchain());
        crate::note!(
            "stress: {}",
            timing.text(problem.judge.name, statement.time)
        );
    }
    let started = Instant::now();
    let inconclusive = AtomicU64::new(0);
    if let Some(failure) = first_failure(options, &build, started, &inconclusive) {
        let tle = failure.verdict.status == Status::Tle;
        let case = failure.case;
        let found = failure::found(options, &build, &mut Oracle::new(), failure);
        crate::say!("{}", found.text().trim_end());
        // A Python file too slow as its judge's CPython is stressed again
        // as its PyPy, as `cargo judge` judges it again.
        let slow = retry::Tally {
            cases: (case + 1) as usize,
            failed: 1,
            slow: 1,
            built: true,
        };
        let pypy = menu
            .filter(|_| tle)
            .and_then(|judge| retry::pypy_after(judge, toolchain, slow));
        if let (Some(pypy), Solution::File(path)) = (pypy, &options.solution) {
            let cpython = Slow {
                toolchain,
                case,
                status: found.status(),
            };
            return Ok(as_pypy(options, pypy, &cpython, path, &file));
        }
        return Ok(found.status());
    }
    Ok(passed(
        options,
        &build,
        started,
        inconclusive.into_inner(),
        "",
    ))
}

/// No case failed: `stress: N cases passed` and `said` after it (`as
/// PyPy ...`), or how many were inconclusive; the exit status.
fn passed(
    options: &StressOptions,
    build: &Build,
    started: Instant,
    inconclusive: u64,
    said: &str,
) -> ExitCode {
    let _ = fs::remove_dir_all(&build.folder);
    if inconclusive > 0 {
        crate::say!(
            "stress: {} cases passed{}, {} inconclusive (starved of CPU on every try: \
             run it again on a quieter machine)",
            options.cases - inconclusive,
            said,
            inconclusive
        );
        return ExitCode::Inconclusive;
    }
    crate::say!("stress: {} cases passed{}", options.cases, said);
    crate::note!(
        "stress: {} cases in {:.1} s",
        options.cases,
        started.elapsed().as_secs_f64()
    );
    ExitCode::Passed
}

/// A file too slow as its judge's CPython: the build, the case (from 0)
/// that was `TLE`, and the exit status its failure gave.
struct Slow {
    toolchain: &'static Toolchain,
    case: u64,
    status: ExitCode,
}

/// The file at `path` (called `file`), `TLE` as its judge's CPython
/// (`cpython`, its failure reported), stressed again as the judge's PyPy
/// `pypy` on the same cases, as `cargo judge` judges it again: the exit
/// status of the build that stands, PyPy's where it passes every case
/// (said, with which to submit), else CPython's (PyPy's failure reported
/// too). A PyPy that is not installed is named, never replaced.
fn as_pypy(
    options: &StressOptions,
    pypy: &'static Toolchain,
    cpython: &Slow,
    path: &Path,
    file: &str,
) -> ExitCode {
    let judge = options.problem.judge.name;
    let missing = pypy.missing_tools();
    if !missing.is_empty() {
        crate::say!(
            "stress: TLE as CPython on case {}; not stressed as {}, which may pass: missing {}",
            cpython.case + 1,
            pypy.menu,
            missing.join("; ")
        );
        return cpython.status;
    }
    crate::say!(
        "stress: too slow as {}'s {}: stressed as its {} too",
        judge,
        cpython.toolchain.menu,
        pypy.menu
    );
    let build = match file_built(pypy, None, path, file) {
        Ok(build) => build,
        Err(_) => return cpython.status,
    };
    let started = Instant::now();
    let inconclusive = AtomicU64::new(0);
    match first_failure(options, &build, started, &inconclusive) {
        Some(failure) => {
            let status = failure.verdict.status;
            let case = failure.case;
            let found = failure::found(options, &build, &mut Oracle::new(), failure);
            crate::say!("{}", found.text().trim_end());
            crate::say!(
                "stress: TLE as CPython on case {}; as {} too, case {} failed ({})",
                cpython.case + 1,
                pypy.menu,
                case + 1,
                status
            );
            cpython.status.max(found.status())
        }
        None => {
            let said = format!(
                " as {} (CPython: TLE on case {}): submit it as PyPy",
                pypy.menu,
                cpython.case + 1
            );
            passed(options, &build, started, inconclusive.into_inner(), &said)
        }
    }
}

/// Builds the file at `path` (called `file`) by `toolchain` as it would be
/// submitted (by the first build of `menu` that takes it, when a menu is
/// given), through the build cache, as `cargo judge` builds it: its build
/// line and why by that build on standard error. When it made nothing,
/// says why and gives the exit status: failed for a CE, inconclusive for a
/// compile starved of CPU on every try.
fn file_built(
    toolchain: &'static Toolchain,
    menu: Option<&Judge>,
    path: &Path,
    file: &str,
) -> Result<Build, ExitCode> {
    let work = work_folder();
    let submission = Submission {
        first: toolchain,
        menu,
        solution: path,
        work: &work,
        strict: false,
    };
    let shown = toolchain.as_built_here().shown();
    // The file the build's command names, as the contestant knows it.
    let source = crate::judging::verdict::Source {
        folder: String::new(),
        saved: toolchain.source_name(path).to_string_lossy().into_owned(),
        shown: crate::build::solution::absolute(path)
            .to_string_lossy()
            .into_owned(),
    };
    match as_submitted(&submission) {
        Ok(Submitted { built, chosen }) => {
            let used = built.build.toolchain;
            crate::note!(
                "stress: compile {}: {}, {}{}; {} is {}",
                used.name,
                used.shown(),
                crate::judging::verdict::seconds(built.build.took),
                if built.reused { ", reused" } else { "" },
                source.saved,
                source.shown
            );
            if let Some(chosen) = chosen {
                crate::note!("stress: build: {}", chosen.text());
            }
            Ok(built.build)
        }
        Err(error) if error.busy() => {
            crate::say!(
                "stress: {} has no verdict: its compile was starved of CPU on every try \
                 ({}):\n{}",
                file,
                shown,
                error.to_string().trim_end()
            );
            Err(ExitCode::Inconclusive)
        }
        Err(error) => {
            // The compiler's messages in the contestant's names, as
            // `cargo judge` shows them.
            crate::say!(
                "stress: {} does not compile ({}; {} is {}):\n{}",
                file,
                shown,
                source.saved,
                source.shown,
                source.named_text(error.to_string().trim_end())
            );
            Err(ExitCode::Failed)
        }
    }
}

impl StressOptions {
    /// The limits of a run: the problem's for the solution's language, or
    /// those `--tl` and `--ml` gave.
    pub fn run_limits(&self) -> Limits {
        let (limits, from) = self.problem.limits_for(self.toolchain());
        let limits = match &self.timing {
            Some(timing) => timing.applied(limits),
            None => limits,
        };
        self.limits.apply(limits, &from).0
    }

    /// The build the solution gets (the command's, for `-c`, or a file
    /// whose language the judge does not take).
    fn toolchain(&self) -> &'static Toolchain {
        match &self.solution {
            Solution::File(_) => choose(self.problem.judge, self.family, self.build.as_deref())
                .map_or(&COMMAND, |(build, _)| build),
            Solution::Command(_) => &COMMAND,
        }
    }
}

/// Runs the cases of `options` on `options.jobs` threads at once, each
/// taking the next case number, with progress on stderr about every
/// second: the failure of the lowest-numbered failing case, the same
/// whatever the number of jobs. A thread stops once a case below the one
/// it would take next has failed; every case below the first failure has
/// then run.
fn first_failure(
    options: &StressOptions,
    build: &Build,
    started: Instant,
    inconclusive: &AtomicU64,
) -> Option<Failure> {
    let problem = options.problem;
    let limits = options.run_limits();
    let next = AtomicU64::new(0);
    let passed = AtomicU64::new(0);
    let running = AtomicUsize::new(options.jobs);
    let failed: Mutex<Option<Failure>> = Mutex::new(None);
    let lowest_failed = || {
        failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|failure| failure.case)
    };
    // Each job says here that it has ended: the last ending wakes the
    // wait below at once (a sleep of 50 ms rounded every run's end up to
    // it: up to 0.12 ms a case of 400).
    let (ended, end) = std::sync::mpsc::channel::<()>();
    let (next, passed, running, limits) = (&next, &passed, &running, &limits);
    let (failed_slot, lowest_failed) = (&failed, &lowest_failed);
    thread::scope(|scope| {
        for _ in 0..options.jobs {
            let ended = ended.clone();
            scope.spawn(move || {
                let mut oracle = Oracle::new();
                loop {
                    let case = next.fetch_add(1, Ordering::SeqCst);
                    if case >= options.cases || lowest_failed().map_or(false, |low| low < case) {
                        break;
                    }
                    let cases = case_cases(problem, options.seed, case);
                    let (verdict, input, expected, given) =
                        attempt(problem, build, limits, &cases, &mut oracle);
                    if verdict.status == Status::Ac {
                        passed.fetch_add(1, Ordering::SeqCst);
                        continue;
                    }
                    // Starved of CPU on every try: no verdict, no failure.
                    if verdict.status == Status::Busy {
                        inconclusive.fetch_add(1, Ordering::SeqCst);
                        crate::note!(
                            "stress: case {} starved of CPU on every try (the machine is \
                             busy): no verdict",
                            case + 1
                        );
                        continue;
                    }
                    let mut slot = failed_slot.lock().unwrap_or_else(|e| e.into_inner());
                    if slot.as_ref().map_or(true, |failure| case < failure.case) {
                        *slot = Some(Failure {
                            case,
                            cases,
                            verdict,
                            input,
                            expected,
                            given,
                        });
                    }
                }
                running.fetch_sub(1, Ordering::SeqCst);
                let _ = ended.send(());
            });
        }
        drop(ended);
        let mut reported = Instant::now();
        while running.load(Ordering::SeqCst) > 0 {
            let left = Duration::from_secs(1).saturating_sub(reported.elapsed());
            let _ = end.recv_timeout(left.max(Duration::from_millis(1)));
            if reported.elapsed() >= Duration::from_secs(1) {
                reported = Instant::now();
                let done = passed.load(Ordering::SeqCst);
                let elapsed = started.elapsed();
                crate::note!(
                    "stress: {} of {} cases passed, {:.0} a second, {} job{}{}",
                    done,
                    options.cases,
                    done as f64 / elapsed.as_secs_f64(),
                    options.jobs,
                    if options.jobs == 1 { "" } else { "s" },
                    time_left(done, options.cases, elapsed).map_or(String::new(), |left| format!(
                        ", about {} left",
                        left_text(left)
                    ))
                );
            }
        }
    });
    failed.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// The time the cases not yet passed will take at the rate `done` of
/// `total` took `elapsed`: `None` before any passed.
pub fn time_left(done: u64, total: u64, elapsed: Duration) -> Option<Duration> {
    if done == 0 {
        return None;
    }
    let left = total.saturating_sub(done) as f64;
    Some(Duration::from_secs_f64(
        elapsed.as_secs_f64() * left / done as f64,
    ))
}

/// `12 s`, `3 min 5 s`, `1 h 2 min`: a time left, to the second.
pub fn left_text(left: Duration) -> String {
    let seconds = left.as_secs() + u64::from(left.subsec_millis() >= 500);
    match seconds {
        s if s < 60 => format!("{} s", s),
        s if s < 3600 => format!("{} min {} s", s / 60, s % 60),
        s => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

/// Held shared by every run of the stress test, and alone by a run again
/// of a case starved of CPU, which then runs by itself.
static ALONE: RwLock<()> = RwLock::new(());

/// One run on `cases`: the verdict, the input, the expected output and the
/// output given. A run starved of CPU (the machine was busy) is run again,
/// alone, up to [`busy::TRIES`] times; a [`Status::Busy`] verdict then means
/// every try was starved.
fn attempt(
    problem: &Problem,
    build: &Build,
    limits: &Limits,
    cases: &[Case],
    oracle: &mut Oracle,
) -> (Verdict, String, String, Vec<u8>) {
    let input = problem.format.write(cases);
    let expected = problem.format.expected(cases, oracle);
    let once = || {
        let ran = match build.run(input.as_bytes(), limits) {
            Ok(ran) => ran,
            Err(error) => {
                return (Verdict::unstarted(limits, error.to_string()), Vec::new());
            }
        };
        let verdict = Verdict::of(&ran, limits, |actual| {
            problem.format.judge(cases, expected.as_bytes(), actual)
        });
        (verdict, ran.stdout)
    };
    let mut ran = {
        let _shared = ALONE.read().unwrap_or_else(|e| e.into_inner());
        once()
    };
    let mut attempt = 1;
    while ran.0.status == Status::Busy && attempt <= busy::TRIES {
        if attempt == 1 {
            crate::note!("stress: a run starved of CPU (the machine is busy): run again, alone");
        }
        thread::sleep(busy::pause(attempt));
        let _alone = ALONE.write().unwrap_or_else(|e| e.into_inner());
        ran = once();
        attempt += 1;
    }
    (ran.0, input, expected, ran.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_is_the_rate_so_far_over_the_cases_left() {
        let ten = Duration::from_secs(10);
        assert_eq!(time_left(0, 1000, ten), None);
        assert_eq!(time_left(100, 1000, ten), Some(Duration::from_secs(90)));
        assert_eq!(time_left(1000, 1000, ten), Some(Duration::ZERO));
        assert_eq!(left_text(Duration::from_millis(12_400)), "12 s");
        assert_eq!(left_text(Duration::from_secs(185)), "3 min 5 s");
        assert_eq!(left_text(Duration::from_secs(3720)), "1 h 2 min");
    }
}
