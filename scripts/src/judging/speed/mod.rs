//! Each judge's speed beside this machine's, from published run times of
//! programs whose work does not hang on their input (`records.rs`): this
//! project's program of each record's work, built as the judge builds
//! it, is timed here the least of many runs (`figure.rs`) and kept for
//! this machine and user; a problem's CPU limit is the statement's scaled
//! by the ratio of the two, the geometric mean over the judge's records
//! (`scripts/docs/runner.md`, "A judge's speed").

pub mod figure;
pub mod records;

pub use figure::{Figure, Remeasured, Timed};
pub use records::{Published, NATIVE, PUBLISHED};

use crate::build::menus::Judge;
use crate::build::{BuildError, Family};
use crate::file_error::FileError;
use crate::run::Limits;
use crate::shown::seconds;
use std::path::Path;
use std::time::Duration;

/// How many records a judge's speed rests on at least: one program's
/// likeness to the published one is not checked by another.
pub const AT_LEAST: usize = 2;

/// How far a judge's records may disagree (the largest ratio over the
/// smallest) before its speed is not taken at all.
pub const APART_AT_MOST: f64 = 1.5;

/// The variable that gives a judge's speed instead of measuring it (the
/// tests give it, so that no test times this machine): a ratio above 0,
/// `0.5` for a judge half as fast as this machine.
pub const GIVEN: &str = "JUDGE_SPEED";

/// The published records of `judge`, in [`PUBLISHED`]'s order.
pub fn published(judge: &Judge) -> Vec<&'static Published> {
    PUBLISHED.iter().filter(|p| p.judge == judge.name).collect()
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
    /// The judge's published records, their programs timed here.
    Measured(Figure),
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
    /// Fewer than [`AT_LEAST`] published records give the judge's speed
    /// (this many): the statement's limit is this machine's.
    NoEvidence { records: usize },
    /// Its records exist, but could not be timed here (why): the
    /// statement's limit is this machine's.
    Unmeasured(String),
    /// The judge's records are of a language that speaks not for this
    /// one (a JVM's start is in no native program's figure): the
    /// statement's limit is this machine's.
    OtherLanguage { of: Family, not: Family },
    /// The judge's records, timed here, disagree by more than
    /// [`APART_AT_MOST`]: the statement's limit is this machine's.
    Disagree(Figure),
}

/// `time` scaled by `ratio`, to the millisecond, at least one.
pub fn scaled(time: Duration, ratio: f64) -> Duration {
    let ms = (time.as_secs_f64() * 1000.0 * ratio).round();
    Duration::from_millis((ms as u64).max(1))
}

/// `us` microseconds as milliseconds, `83.1 ms`.
fn ms(us: u64) -> String {
    format!("{:.1} ms", us as f64 / 1000.0)
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

    /// The speed for the JSON record: the scaled limit, or, where the
    /// records disagree, their figure not applied; `None` where no speed
    /// was had (given by `--tl`, no records, not measured).
    pub fn shown(&self, statement: Duration) -> Option<SpeedShown> {
        let (ratio, from, applied) = match self {
            Timing::Scaled(speed) => (speed.ratio, &speed.from, true),
            Timing::Disagree(figure) => {
                return Some(SpeedShown {
                    ratio: figure.ratio(),
                    statement,
                    here: statement,
                    from: format!(
                        "{} published records, {:.2}x apart, more than {}x: not applied; {}",
                        figure.records.len(),
                        figure.apart(),
                        APART_AT_MOST,
                        how(figure)
                    ),
                    records: records_shown(figure),
                    taken: Some(figure::date(figure.taken)),
                    applied: false,
                })
            }
            _ => return None,
        };
        let (from, records, taken) = match from {
            From::Measured(figure) => (
                format!(
                    "{} published records, their programs timed here: {}",
                    figure.records.len(),
                    how(figure)
                ),
                records_shown(figure),
                Some(figure::date(figure.taken)),
            ),
            From::Given(value) => (format!("given by {}={}", GIVEN, value), Vec::new(), None),
        };
        Some(SpeedShown {
            ratio,
            statement,
            here: scaled(statement, ratio),
            from,
            records,
            taken,
            applied,
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
                    From::Measured(figure) => {
                        let ratios: Vec<String> = figure
                            .records
                            .iter()
                            .map(|timed| format!("{:.3}", timed.ratio()))
                            .collect();
                        format!(
                            "the geometric mean of {} records, {}: {}",
                            figure.records.len(),
                            ratios.join(", "),
                            how(figure)
                        )
                    }
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
            Timing::NoEvidence { records: 0 } => format!(
                "speed: no published run time gives {}'s speed beside this machine's: {}",
                judge, kept
            ),
            Timing::NoEvidence { records } => format!(
                "speed: {} published run time{} of {}'s, and its speed needs {} at least: {}",
                records,
                if *records == 1 { "" } else { "s" },
                judge,
                AT_LEAST,
                kept
            ),
            Timing::Unmeasured(why) => format!(
                "speed: {}'s could not be measured here ({}): {}",
                judge, why, kept
            ),
            Timing::OtherLanguage { of, not } => format!(
                "speed: {}'s published figures are of {}, which speaks not for {} (its \
                 runtime's start is in no such figure): {}",
                judge,
                of.name(),
                not.name(),
                kept
            ),
            Timing::Disagree(figure) => {
                let ratios: Vec<String> = figure
                    .records
                    .iter()
                    .map(|timed| format!("{:.3} ({})", timed.ratio(), timed.published.ours))
                    .collect();
                format!(
                    "speed: {}'s records disagree, {:.2}x apart (more than {}x; {}): {}; {}",
                    judge,
                    figure.apart(),
                    APART_AT_MOST,
                    how(figure),
                    ratios.join(", "),
                    kept
                )
            }
        }
    }

    /// Each record's line, under the header's (`-v`): where it is
    /// published, its time there and here, and its runs.
    pub fn details(&self) -> Vec<String> {
        let figure = match self {
            Timing::Scaled(Speed {
                from: From::Measured(figure),
                ..
            })
            | Timing::Disagree(figure) => figure,
            _ => return Vec::new(),
        };
        let mut lines: Vec<String> = figure
            .records
            .iter()
            .map(|timed| {
                let most = timed.runs_us.iter().copied().max().unwrap_or(0);
                format!(
                    "speed record: {}: {} ms there, {} here ({}, the least of {} runs, {} to \
                     {}): {:.3}",
                    timed.published.record,
                    timed.published.judge_ms,
                    ms(timed.here_us()),
                    timed.published.ours,
                    timed.runs_us.len(),
                    ms(timed.here_us()),
                    ms(most),
                    timed.ratio()
                )
            })
            .collect();
        lines.push(format!(
            "speed taken on {}, kept in {}",
            figure.machine,
            figure.kept.display()
        ));
        lines
    }
}

/// Each record of `figure`, for the JSON record.
fn records_shown(figure: &Figure) -> Vec<RecordShown> {
    figure
        .records
        .iter()
        .map(|timed| RecordShown {
            record: timed.published.record,
            judge_ms: timed.published.judge_ms,
            here_us: timed.here_us(),
            ratio: timed.ratio(),
            program: timed.published.ours,
            runs_us: timed.runs_us.clone(),
        })
        .collect()
}

/// When and how a figure was taken.
fn how(figure: &Figure) -> String {
    let runs = figure
        .records
        .first()
        .map_or(0, |timed| timed.runs_us.len());
    format!(
        "{}: the least of {} runs each, over {:.1} s, spread {:.0}%",
        if figure.now.is_some() {
            format!("measured now, {}", figure::date(figure.taken))
        } else {
            format!("measured {} and kept", figure::date(figure.taken))
        },
        runs,
        figure.over_ms as f64 / 1000.0,
        figure.spread() * 100.0,
    )
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

/// The median of `values`, the lower of the middle two for an even
/// count; 0 for none.
pub fn median(values: &[u64]) -> u64 {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    match sorted.len() {
        0 => 0,
        n => sorted[(n - 1) / 2],
    }
}

/// How the limit of a `family` file stands to `judge`'s speed: as
/// `--tl` gave it (`tl_given`), as [`GIVEN`] gives it (`given`), else by
/// its published records where they cover the language, kept in the
/// user's cache folder or timed now (their builds in `work`).
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
    let records = published(judge);
    if let Some(first) = records
        .first()
        .filter(|first| !first.covers.contains(&family))
    {
        return Timing::OtherLanguage {
            of: first.family,
            not: family,
        };
    }
    if records.len() < AT_LEAST {
        return Timing::NoEvidence {
            records: records.len(),
        };
    }
    let cache = match crate::workspace::user_cache() {
        Ok(cache) => cache,
        Err(why) => return Timing::Unmeasured(why.to_string()),
    };
    match figure::kept_or_measured(judge, &records, &cache, work) {
        Ok(figure) if figure.apart() > APART_AT_MOST => Timing::Disagree(figure),
        Ok(figure) => Timing::Scaled(Speed {
            ratio: figure.ratio(),
            from: From::Measured(figure),
        }),
        Err(why) => Timing::Unmeasured(why.to_string()),
    }
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
    /// Where the ratio comes from, in words.
    pub from: String,
    /// The records it rests on, as timed here (none where it was given).
    pub records: Vec<RecordShown>,
    /// When it was measured, where it was.
    pub taken: Option<String>,
    /// Whether the limit here is the statement's scaled by the ratio (not
    /// where the records disagree).
    pub applied: bool,
}

/// One record of a speed, for the JSON record.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordShown {
    pub record: &'static str,
    pub judge_ms: u64,
    /// The least run here, microseconds.
    pub here_us: u64,
    pub ratio: f64,
    pub program: &'static str,
    pub runs_us: Vec<u64>,
}

#[cfg(test)]
mod tests {
    use super::records::{POJ_JOSEPH, POJ_MULTIPLE};
    use super::*;
    use crate::build::menus::{HDU, POJ};
    use std::path::PathBuf;

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
            Timing::NoEvidence { records: 1 },
            Timing::Unmeasured("why".to_string()),
            Timing::OtherLanguage {
                of: Family::Cpp,
                not: Family::Java,
            },
            Timing::Disagree(two_records(0.1, 0.2)),
        ] {
            assert_eq!(unscaled.applied(statement), statement);
        }
    }

    /// A figure of two records whose ratios are `first` and `second`.
    fn two_records(first: f64, second: f64) -> Figure {
        let timed = |published: &'static Published, ratio: f64| Timed {
            published,
            runs_us: vec![
                (published.judge_ms as f64 * 1000.0 * ratio).round() as u64,
                (published.judge_ms as f64 * 1000.0 * ratio * 1.1).round() as u64,
                (published.judge_ms as f64 * 1000.0 * ratio * 1.02).round() as u64,
            ],
        };
        Figure {
            records: vec![timed(&POJ_JOSEPH, first), timed(&POJ_MULTIPLE, second)],
            taken: 1_796_639_820,
            over_ms: 4_250,
            machine: "AMD EPYC; Linux 6.1".to_string(),
            kept: PathBuf::from("cache/speed/poj"),
            now: Some(Remeasured::First),
        }
    }

    #[test]
    fn the_header_says_the_ratio_its_records_when_and_how_and_both_limits() {
        let second = Duration::from_secs(1);
        let figure = two_records(0.124, 0.128);
        let measured = Timing::Scaled(Speed {
            ratio: figure.ratio(),
            from: From::Measured(figure),
        });
        assert_eq!(
            measured.text("POJ", second),
            "speed: POJ's is 0.13x this machine's (the geometric mean of 2 records, 0.124, \
             0.128: measured now, 2026-12-07 10:37 UTC: the least of 3 runs each, over 4.2 s, \
             spread 2%): the problem's 1.00 s CPU there is 0.13 s here"
        );
        let details = measured.details();
        assert_eq!(details.len(), 3, "{:?}", details);
        assert!(
            details[0].starts_with("speed record: lulyon/poj-archive, ")
                && details[0].ends_with(
                    ": 250 ms there, 31.0 ms here (scripts/speed/poj1012-joseph.cpp, the least \
                     of 3 runs, 31.0 ms to 34.1 ms): 0.124"
                ),
            "{}",
            details[0]
        );
        assert_eq!(
            details[2],
            "speed taken on AMD EPYC; Linux 6.1, kept in cache/speed/poj"
        );
        let given = Timing::Scaled(Speed {
            ratio: 0.05,
            from: From::Given("0.05".to_string()),
        });
        assert!(given.text("POJ", second).ends_with(
            "(given by JUDGE_SPEED=0.05): the problem's 1.00 s CPU there is 0.05 s here"
        ));
        assert!(given.details().is_empty());
        assert_eq!(
            Timing::NoEvidence { records: 0 }.text("HDU", Duration::from_secs(5)),
            "speed: no published run time gives HDU's speed beside this machine's: the \
             problem's 5.00 s CPU kept as this machine's"
        );
        assert_eq!(
            Timing::NoEvidence { records: 1 }.text("HDU", Duration::from_secs(5)),
            "speed: 1 published run time of HDU's, and its speed needs 2 at least: the \
             problem's 5.00 s CPU kept as this machine's"
        );
        let apart = Timing::Disagree(two_records(0.1, 0.2));
        assert_eq!(
            apart.text("POJ", second),
            "speed: POJ's records disagree, 2.00x apart (more than 1.5x; measured now, \
             2026-12-07 10:37 UTC: the least of 3 runs each, over 4.2 s, spread 2%): 0.100 \
             (scripts/speed/poj1012-joseph.cpp), 0.200 (scripts/speed/poj1426-multiple.cpp); \
             the problem's 1.00 s CPU kept as this machine's"
        );
    }

    #[test]
    fn the_json_record_carries_the_ratio_its_records_and_when() {
        let figure = two_records(0.124, 0.128);
        let ratio = figure.ratio();
        let shown = Timing::Scaled(Speed {
            ratio,
            from: From::Measured(figure),
        })
        .shown(Duration::from_secs(1))
        .unwrap();
        assert_eq!(shown.ratio, ratio);
        assert_eq!(shown.here, Duration::from_millis(126));
        assert_eq!(shown.records.len(), 2);
        assert_eq!(shown.records[0].judge_ms, 250);
        assert_eq!(shown.records[0].here_us, 31_000);
        assert_eq!(shown.records[1].program, POJ_MULTIPLE.ours);
        assert_eq!(shown.taken.as_deref(), Some("2026-12-07 10:37 UTC"));
        assert!(
            shown.from.starts_with("2 published records"),
            "{}",
            shown.from
        );
        assert!(shown.applied);
        assert_eq!(Timing::AsGiven.shown(Duration::from_secs(1)), None);
        // Records that disagree: their figure, not applied.
        let apart = Timing::Disagree(two_records(0.1, 0.2))
            .shown(Duration::from_secs(1))
            .unwrap();
        assert!(!apart.applied);
        assert_eq!(apart.here, Duration::from_secs(1));
        assert!(
            (apart.ratio - 0.02f64.sqrt()).abs() < 1e-3,
            "{}",
            apart.ratio
        );
        assert!(apart.from.contains("2.00x apart"), "{}", apart.from);
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
    fn a_judge_with_too_few_records_keeps_its_limit_and_a_given_one_wins() {
        let work = Path::new("/nonexistent-work-folder");
        assert_eq!(
            timing(&HDU, Family::Cpp, false, None, work),
            Timing::NoEvidence {
                records: published(&HDU).len()
            }
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
    fn each_record_names_a_judge_whose_menu_builds_it_and_its_records_agree_on_languages() {
        for published in PUBLISHED {
            let judge = crate::build::menus::JUDGES
                .iter()
                .find(|judge| judge.name == published.judge)
                .unwrap_or_else(|| panic!("{}: no such judge", published.judge));
            assert!(judge.default_build(published.family).is_some());
            assert!(published.judge_ms > 0);
            assert!(!published.input.is_empty());
            let records = super::published(judge);
            assert!(
                records.iter().all(|r| r.covers == published.covers),
                "{}: its records cover different languages",
                judge.name
            );
        }
    }
}
