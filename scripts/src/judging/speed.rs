//! Each judge's speed beside this machine's, from a published run time of
//! a program whose work does not hang on its input: this project's
//! program of the same algorithm, built as the judge builds it, is timed
//! here on first use (the median of [`RUNS`] runs' CPU time) and kept in
//! the work folder; a problem's CPU limit is the statement's scaled by
//! the ratio of the two (`scripts/docs/runner.md`, "A judge's speed").

use crate::build::menus::Judge;
use crate::build::{BuildError, Family};
use crate::file_error::FileError;
use crate::run::{Ending, Limits};
use crate::shown::seconds;
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A judge's published run time of a program whose work is the same
/// whatever its input, and this project's program of that algorithm.
#[derive(Debug, PartialEq, Eq)]
pub struct Published {
    /// The judge, by its name ([`Judge::name`]).
    pub judge: &'static str,
    /// Where it is published, with its verdict and time as it states them.
    pub record: &'static str,
    /// Its run time on the judge, milliseconds.
    pub judge_ms: u64,
    /// This project's file of its algorithm, from the workspace's root.
    pub ours: &'static str,
    /// That file's text, built into this program so that an installed
    /// judge measures without its workspace.
    pub text: &'static str,
    /// Its language: it is built by the judge's first build of it.
    pub family: Family,
    /// What it reads when timed here.
    pub input: &'static str,
    /// The languages whose limit it scales: those whose run is the
    /// program's own work as the published one's is, native code; a
    /// JVM's or an interpreter's start is in no such figure.
    pub covers: &'static [Family],
}

/// Languages built to native code, whose run is their own work: a
/// figure of one speaks for them all.
pub const NATIVE: &[Family] = &[
    Family::C,
    Family::Cpp,
    Family::Pascal,
    Family::Rust,
    Family::Go,
    Family::Executable,
];

/// POJ 1077 solved by one search backwards from the goal over all
/// 181,440 boards, then a look-up: seaify's archive of its POJ runs
/// names each file by its run's verdict, time and memory.
const POJ_STRINGS_TABLE: Published = Published {
    judge: "POJ",
    record: "seaify/poj-codes, \"1077/6157819_AC_610MS_5680K.cpp\" (and 6157826, the same \
             search printing by putchar: 610 ms too): a backward search of every board into a \
             table, Accepted",
    judge_ms: 610,
    ours: "scripts/speed/poj1077-strings-table.cpp",
    text: include_str!("../../speed/poj1077-strings-table.cpp"),
    family: Family::Cpp,
    input: " 2  3  4  1  5  x  7  6  8 \n",
    covers: NATIVE,
};

/// UVa 652 solved by one search backwards from the goal over all boards
/// into a `std::map` a bucket, then a look-up a board: its author's
/// archive gives each file's verdict and UVa's run time in its header.
const UVA_STRING_MAP_TABLE: Published = Published {
    judge: "UVa",
    record: "metaphysis/Code, \"UVa Online Judge/volume006/652 Eight/program.cpp\": a \
             backward search of every board into a std::map a bucket, \"Verdict: Accepted\", \
             \"UVa Run Time: 0.220s\" (2016)",
    judge_ms: 220,
    ours: "scripts/speed/uva652-string-map-table.cpp",
    text: include_str!("../../speed/uva652-string-map-table.cpp"),
    family: Family::Cpp,
    input: "1\n\n2 3 4 1 5 x 7 6 8\n",
    covers: NATIVE,
};

/// Every judge's published figure; a judge not here has none.
pub const PUBLISHED: &[Published] = &[POJ_STRINGS_TABLE, UVA_STRING_MAP_TABLE];

/// How many runs a measurement takes: their median is kept, so that a
/// burst of load on a noisy machine moves it little.
pub const RUNS: usize = 5;

/// The variable that gives a judge's speed instead of measuring it (the
/// tests give it, so that no test times this machine): a ratio above 0,
/// `0.5` for a judge half as fast as this machine.
pub const GIVEN: &str = "JUDGE_SPEED";

/// The published figure of `judge`, if any.
pub fn published(judge: &Judge) -> Option<&'static Published> {
    PUBLISHED.iter().find(|p| p.judge == judge.name)
}

/// A judge's speed beside this machine's: the work this machine does in
/// 1 s takes the judge `1 / ratio` s.
#[derive(Clone, Debug, PartialEq)]
pub struct Speed {
    /// This machine's time over the judge's on the same work.
    pub ratio: f64,
    pub from: From,
}

/// Where a speed comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum From {
    /// A published run time, and this project's program of its algorithm
    /// timed here: `here_ms` the median of `runs` runs, kept in `kept`,
    /// measured `now` or on an earlier use.
    Published {
        published: &'static Published,
        here_ms: u64,
        runs: Vec<u64>,
        kept: PathBuf,
        now: bool,
    },
    /// Given by [`GIVEN`], as written.
    Given(String),
}

/// How a judging's CPU limit stands to the judge's speed.
#[derive(Clone, Debug, PartialEq)]
pub enum Timing {
    /// The statement's limit scaled by the judge's speed.
    Scaled(Speed),
    /// `--tl` gave the limit: it is this machine's, as given.
    AsGiven,
    /// No published figure gives the judge's speed: the statement's limit
    /// is this machine's.
    NoEvidence,
    /// A published figure exists, but could not be timed here (why): the
    /// statement's limit is this machine's.
    Unmeasured(String),
    /// The judge's figure is of a language that speaks not for this one
    /// (a JVM's start is in no native program's figure): the statement's
    /// limit is this machine's.
    OtherLanguage { of: Family, not: Family },
}

/// `time` scaled by `ratio`, to the millisecond, at least one.
pub fn scaled(time: Duration, ratio: f64) -> Duration {
    let ms = (time.as_secs_f64() * 1000.0 * ratio).round();
    Duration::from_millis((ms as u64).max(1))
}

impl Timing {
    /// `limits` with the CPU limit scaled, the wall clock following it as
    /// [`Limits::new`] sets it; unchanged unless scaled.
    pub fn applied(&self, limits: Limits) -> Limits {
        match self {
            Timing::Scaled(speed) => {
                let time = scaled(limits.time, speed.ratio);
                Limits {
                    time,
                    wall: Limits::new(time, limits.memory_kib).wall,
                    ..limits
                }
            }
            _ => limits,
        }
    }

    /// The scaled limit for the JSON record: `None` unless scaled.
    pub fn shown(&self, statement: Duration) -> Option<SpeedShown> {
        let speed = match self {
            Timing::Scaled(speed) => speed,
            _ => return None,
        };
        let from = match &speed.from {
            From::Published {
                published, here_ms, ..
            } => format!(
                "{}: {} ms there, {} ms here ({})",
                published.record, published.judge_ms, here_ms, published.ours
            ),
            From::Given(value) => format!("given by {}={}", GIVEN, value),
        };
        Some(SpeedShown {
            ratio: speed.ratio,
            statement,
            here: scaled(statement, speed.ratio),
            from,
        })
    }

    /// The header's line on time, for `judge` whose statement gives
    /// `statement` of CPU: the ratio, where it comes from, and both
    /// limits.
    pub fn text(&self, judge: &str, statement: Duration) -> String {
        let kept = format!(
            "the problem's {} CPU kept as this machine's",
            seconds(statement)
        );
        match self {
            Timing::Scaled(speed) => {
                let from = match &speed.from {
                    From::Published {
                        published,
                        here_ms,
                        runs,
                        kept,
                        now,
                    } => format!(
                        "{}: {} ms there, {} ms here by {}'s build, the median of {} runs ({}, {})",
                        published.record,
                        published.judge_ms,
                        here_ms,
                        judge,
                        runs.len(),
                        published.ours,
                        if *now {
                            format!("measured now and kept in {}", kept.display())
                        } else {
                            format!("kept in {}", kept.display())
                        }
                    ),
                    From::Given(value) => format!("given by {}={}", GIVEN, value),
                };
                format!(
                    "speed: {}'s is {:.2}x this machine's ({}): the problem's {} CPU there \
                     is {} here",
                    judge,
                    speed.ratio,
                    from,
                    seconds(statement),
                    seconds(scaled(statement, speed.ratio))
                )
            }
            Timing::AsGiven => format!(
                "speed: --tl gives this machine's limit, not scaled to {}'s speed",
                judge
            ),
            Timing::NoEvidence => format!(
                "speed: no published run time gives {}'s speed beside this machine's: {}",
                judge, kept
            ),
            Timing::Unmeasured(why) => format!(
                "speed: {}'s could not be measured here ({}): {}",
                judge, why, kept
            ),
            Timing::OtherLanguage { of, not } => format!(
                "speed: {}'s published figure is of {}, which speaks not for {} (its runtime's \
                 start is in no such figure): {}",
                judge,
                of.name(),
                not.name(),
                kept
            ),
        }
    }
}

/// [`GIVEN`]'s value as a ratio: `None` where it is unset; an error
/// naming it where it is no number above 0.
pub fn given(value: Option<&str>) -> Result<Option<f64>, BadSpeed> {
    let value = match value {
        Some(value) => value,
        None => return Ok(None),
    };
    match value.trim().parse::<f64>() {
        Ok(ratio) if ratio.is_finite() && ratio > 0.0 => Ok(Some(ratio)),
        _ => Err(BadSpeed(value.to_string())),
    }
}

/// The median of `ms`, the lower of the middle two for an even count; 0
/// for none.
pub fn median(ms: &[u64]) -> u64 {
    let mut sorted = ms.to_vec();
    sorted.sort_unstable();
    match sorted.len() {
        0 => 0,
        n => sorted[(n - 1) / 2],
    }
}

/// How the limit of a `family` file stands to `judge`'s speed: as
/// `--tl` gave it (`tl_given`), as [`GIVEN`] gives it (`given`), else by
/// its published figure where that covers the language, kept in `work`
/// or timed now (saying so on standard error, as it takes a few
/// seconds).
pub fn timing(
    judge: &Judge,
    family: Family,
    tl_given: bool,
    given: Option<(f64, String)>,
    work: &Path,
) -> Timing {
    if tl_given {
        return Timing::AsGiven;
    }
    if let Some((ratio, value)) = given {
        return Timing::Scaled(Speed {
            ratio,
            from: From::Given(value),
        });
    }
    let published = match published(judge) {
        Some(published) => published,
        None => return Timing::NoEvidence,
    };
    if !published.covers.contains(&family) {
        return Timing::OtherLanguage {
            of: published.family,
            not: family,
        };
    }
    match kept_or_measured(judge, published, work) {
        Ok(speed) => Timing::Scaled(speed),
        Err(why) => Timing::Unmeasured(why.to_string()),
    }
}

/// The file a judge's measurement is kept in.
pub fn kept_file(work: &Path, judge: &str) -> PathBuf {
    work.join("speed").join(judge.to_ascii_lowercase())
}

/// What the kept figure stands on: the program, its input and the build
/// that made it; any change measures again.
fn key(published: &Published, build: &str) -> String {
    let mut hasher = DefaultHasher::new();
    (published.text, published.input, build).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// The runs kept in `text` under `key`: `None` where the key differs or
/// the text is not as [`keep_text`] writes it.
pub fn read_kept(text: &str, key: &str) -> Option<Vec<u64>> {
    let mut lines = text.lines();
    if lines.next()? != format!("key {}", key) {
        return None;
    }
    let runs = lines.next()?.strip_prefix("runs ")?;
    let runs: Result<Vec<u64>, _> = runs.split(' ').map(str::parse::<u64>).collect();
    match runs {
        Ok(runs) if !runs.is_empty() && median(&runs) > 0 => Some(runs),
        _ => None,
    }
}

/// `runs`' milliseconds kept under `key`.
pub fn keep_text(key: &str, runs: &[u64]) -> String {
    let runs: Vec<String> = runs.iter().map(u64::to_string).collect();
    format!("key {}\nruns {}\n", key, runs.join(" "))
}

fn kept_or_measured(
    judge: &Judge,
    published: &'static Published,
    work: &Path,
) -> Result<Speed, NotMeasured> {
    let toolchain = judge.default_build(published.family).ok_or_else(|| {
        NotMeasured::NoProgram(format!(
            "{} has no {} build here to build {}",
            judge.name,
            published.family.name(),
            published.ours
        ))
    })?;
    let key = key(published, &toolchain.shown());
    let kept = kept_file(work, judge.name);
    let speed = |runs: Vec<u64>, now: bool| {
        let here_ms = median(&runs);
        Speed {
            ratio: here_ms as f64 / published.judge_ms as f64,
            from: From::Published {
                published,
                here_ms,
                runs,
                kept: kept.clone(),
                now,
            },
        }
    };
    if let Some(runs) = fs::read_to_string(&kept)
        .ok()
        .and_then(|text| read_kept(&text, &key))
    {
        return Ok(speed(runs, false));
    }
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(NotMeasured::Missing(missing));
    }
    let runs = measure(judge, published, toolchain, work)?;
    // Written whole, then renamed: a judging beside this one reads the
    // old figure or the new, never half.
    let folder = work.join("speed");
    let partial = folder.join(format!(".{}.{}", judge.name, std::process::id()));
    fs::create_dir_all(&folder)
        .and_then(|()| fs::write(&partial, keep_text(&key, &runs)))
        .and_then(|()| fs::rename(&partial, &kept))
        .map_err(|e| NotMeasured::File(FileError::on("write", &kept)(e)))?;
    Ok(speed(runs, true))
}

/// Builds `published`'s program by `toolchain` and times [`RUNS`] runs of
/// it on its input, CPU milliseconds each.
fn measure(
    judge: &Judge,
    published: &Published,
    toolchain: &crate::build::Toolchain,
    work: &Path,
) -> Result<Vec<u64>, NotMeasured> {
    crate::note!(
        "measuring {}'s speed here, once, then kept: {} built as {} builds it, and {} runs",
        judge.name,
        published.ours,
        judge.name,
        RUNS
    );
    let folder = work.join("speed");
    fs::create_dir_all(&folder)
        .map_err(|e| NotMeasured::File(FileError::on("make", &folder)(e)))?;
    let name = Path::new(published.ours)
        .file_name()
        .map_or_else(|| PathBuf::from("program"), PathBuf::from);
    let source = folder.join(name);
    fs::write(&source, published.text)
        .map_err(|e| NotMeasured::File(FileError::on("write", &source)(e)))?;
    let built =
        crate::build::cache::build(toolchain, &source, work, false).map_err(NotMeasured::Build)?;
    let limits = Limits::new(Duration::from_secs(20), 1 << 20);
    let mut runs = Vec::new();
    for run in 1..=RUNS {
        crate::note!("measuring {}'s speed: run {} of {}", judge.name, run, RUNS);
        let ran = built
            .build
            .run(published.input.as_bytes(), &limits)
            .map_err(NotMeasured::CannotRun)?;
        if ran.ending != Ending::Exited(0) || ran.stdout.is_empty() {
            let _ = fs::remove_dir_all(&built.build.folder);
            return Err(NotMeasured::RunFailed {
                ending: format!("{:?}", ran.ending),
                printed: Some(ran.stdout.len()),
            });
        }
        runs.push((ran.usage.cpu.as_millis() as u64).max(1));
    }
    let _ = fs::remove_dir_all(&built.build.folder);
    Ok(runs)
}

/// A value of [`GIVEN`] that is no number above 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadSpeed(pub String);

impl std::fmt::Display for BadSpeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}={:?}: not a speed; give a number above 0, the judge's speed beside this \
             machine's (0.5: half as fast), or leave it unset to measure it",
            GIVEN, self.0
        )
    }
}

impl std::error::Error for BadSpeed {}

/// Why a figure of this machine's (its speed beside a judge's, a
/// runtime's own memory) could not be measured.
#[derive(Debug)]
pub enum NotMeasured {
    /// Nothing here builds the program that measures it: why.
    NoProgram(String),
    /// Tools to build it are missing: each, with how to get it.
    Missing(Vec<String>),
    File(FileError),
    Build(BuildError),
    /// Its run could not be started.
    CannotRun(std::io::Error),
    /// Its run failed: how it ended, and how much it printed where that
    /// counts.
    RunFailed {
        ending: String,
        printed: Option<usize>,
    },
}

impl std::fmt::Display for NotMeasured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotMeasured::NoProgram(why) => f.write_str(why),
            NotMeasured::Missing(tools) => write!(f, "missing {}", tools.join("; ")),
            NotMeasured::File(error) => error.fmt(f),
            NotMeasured::Build(error) => write!(f, "its build failed: {}", error),
            NotMeasured::CannotRun(error) => write!(f, "it could not be run: {}", error),
            NotMeasured::RunFailed {
                ending,
                printed: None,
            } => write!(f, "its run ended as {}", ending),
            NotMeasured::RunFailed {
                ending,
                printed: Some(bytes),
            } => write!(
                f,
                "its run ended as {}, with {} bytes of output",
                ending, bytes
            ),
        }
    }
}

impl std::error::Error for NotMeasured {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            NotMeasured::File(error) => Some(error),
            NotMeasured::Build(error) => Some(error),
            NotMeasured::CannotRun(error) => Some(error),
            NotMeasured::NoProgram(_) | NotMeasured::Missing(_) | NotMeasured::RunFailed { .. } => {
                None
            }
        }
    }
}

/// A CPU limit scaled to the judge's speed, for the JSON record.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeedShown {
    /// This machine's time over the judge's on the same work.
    pub ratio: f64,
    /// The statement's CPU limit, on the judge.
    pub statement: Duration,
    /// The CPU limit here.
    pub here: Duration,
    /// Where the ratio comes from.
    pub from: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::menus::{HDU, POJ};

    #[test]
    fn a_limit_scales_by_the_ratio_and_the_wall_follows() {
        let statement = Limits::new(Duration::from_secs(1), 64 << 10);
        let speed = |ratio| {
            Timing::Scaled(Speed {
                ratio,
                from: From::Given(ratio.to_string()),
            })
        };
        let slow = speed(0.13).applied(statement);
        assert_eq!(slow.time, Duration::from_millis(130));
        assert_eq!(slow.wall, Limits::new(Duration::from_millis(130), 1).wall);
        assert_eq!(slow.memory_kib, 64 << 10);
        assert_eq!(speed(2.0).applied(statement).time, Duration::from_secs(2));
        assert_eq!(
            speed(1e-9).applied(statement).time,
            Duration::from_millis(1)
        );
        for unscaled in [
            Timing::AsGiven,
            Timing::NoEvidence,
            Timing::Unmeasured("why".to_string()),
            Timing::OtherLanguage {
                of: Family::Cpp,
                not: Family::Java,
            },
        ] {
            assert_eq!(unscaled.applied(statement), statement);
        }
    }

    #[test]
    fn the_header_says_the_ratio_its_source_and_both_limits() {
        let second = Duration::from_secs(1);
        let measured = Timing::Scaled(Speed {
            ratio: 80.0 / 610.0,
            from: From::Published {
                published: &POJ_STRINGS_TABLE,
                here_ms: 80,
                runs: vec![80, 79, 90, 81, 78],
                kept: PathBuf::from("work/speed/poj"),
                now: true,
            },
        });
        assert_eq!(
            measured.text("POJ", second),
            "speed: POJ's is 0.13x this machine's (seaify/poj-codes, \
             \"1077/6157819_AC_610MS_5680K.cpp\" (and 6157826, the same search printing by \
             putchar: 610 ms too): a backward search of every board into a table, Accepted: \
             610 ms there, 80 ms here by POJ's build, the median of 5 \
             runs (scripts/speed/poj1077-strings-table.cpp, measured now and kept in \
             work/speed/poj)): the problem's 1.00 s CPU there is 0.13 s here"
        );
        let given = Timing::Scaled(Speed {
            ratio: 0.05,
            from: From::Given("0.05".to_string()),
        });
        assert!(given.text("POJ", second).ends_with(
            "(given by JUDGE_SPEED=0.05): the problem's 1.00 s CPU there is 0.05 s here"
        ));
        assert_eq!(
            Timing::NoEvidence.text("HDU", Duration::from_secs(5)),
            "speed: no published run time gives HDU's speed beside this machine's: the \
             problem's 5.00 s CPU kept as this machine's"
        );
    }

    #[test]
    fn a_given_speed_is_a_number_above_zero_else_an_error_naming_it() {
        assert_eq!(given(None), Ok(None));
        assert_eq!(given(Some("0.5")), Ok(Some(0.5)));
        assert_eq!(given(Some(" 2 ")), Ok(Some(2.0)));
        for bad in ["", "fast", "0", "-1", "inf", "NaN"] {
            let error = given(Some(bad)).unwrap_err();
            assert!(error.to_string().starts_with("JUDGE_SPEED="), "{}", error);
        }
    }

    #[test]
    fn the_median_resists_one_slow_run() {
        assert_eq!(median(&[80, 79, 400, 81, 78]), 80);
        assert_eq!(median(&[3, 1]), 1);
        assert_eq!(median(&[]), 0);
    }

    #[test]
    fn a_kept_figure_is_read_back_under_its_key_only() {
        let text = keep_text("abc", &[80, 82, 79]);
        assert_eq!(read_kept(&text, "abc"), Some(vec![80, 82, 79]));
        assert_eq!(read_kept(&text, "abd"), None);
        for broken in [
            "",
            "key abc\n",
            "key abc\nruns \n",
            "key abc\nruns 1 x\n",
            "key abc\nruns 0\n",
        ] {
            assert_eq!(read_kept(broken, "abc"), None, "{:?}", broken);
        }
    }

    #[test]
    fn a_judge_with_no_figure_keeps_its_limit_and_a_given_one_wins() {
        let work = Path::new("/nonexistent-work-folder");
        assert_eq!(
            timing(&HDU, Family::Cpp, false, None, work),
            Timing::NoEvidence
        );
        assert_eq!(timing(&POJ, Family::Cpp, true, None, work), Timing::AsGiven);
        assert_eq!(
            timing(&POJ, Family::Java, false, None, work),
            Timing::OtherLanguage {
                of: Family::Cpp,
                not: Family::Java
            }
        );
        let given = timing(
            &POJ,
            Family::Java,
            false,
            Some((0.25, "0.25".to_string())),
            work,
        );
        assert_eq!(
            given,
            Timing::Scaled(Speed {
                ratio: 0.25,
                from: From::Given("0.25".to_string())
            })
        );
    }

    #[test]
    fn each_figure_names_a_judge_whose_menu_builds_it() {
        for published in PUBLISHED {
            let judge = crate::build::menus::JUDGES
                .iter()
                .find(|judge| judge.name == published.judge)
                .unwrap_or_else(|| panic!("{}: no such judge", published.judge));
            assert!(judge.default_build(published.family).is_some());
            assert!(published.judge_ms > 0);
            assert!(!published.input.is_empty());
        }
    }
}
