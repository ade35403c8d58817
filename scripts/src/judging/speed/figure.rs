//! A judge's speed as measured here: each of its records' programs timed
//! the least of [`RUNS_LEAST`] to [`RUNS`] runs, the runs spread over a few
//! seconds in rounds, so that another process's work, which only ever adds to a
//! run's time, moves it little; kept in the user's cache folder for this
//! machine (its CPU, its kernel) for [`KEPT_DAYS`] days, shared by every
//! work folder, and measured again when any of that changes.

use super::records::Published;
use super::NotMeasured;
use crate::build::menus::Judge;
use crate::file_error::FileError;
use crate::run::{Ending, Limits};
use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How many runs of each program a measurement takes at most, and at
/// least: past the least, no more once [`BUDGET`] has gone by. The least
/// run is kept.
pub const RUNS: usize = 15;
pub const RUNS_LEAST: usize = 5;

/// How long a measurement goes on before it stops at [`RUNS_LEAST`] runs
/// or more.
pub const BUDGET: Duration = Duration::from_secs(3);

/// The pause between two rounds (each round runs every program once):
/// the runs spread over time, so that a burst of load misses some.
pub const BETWEEN_ROUNDS: Duration = Duration::from_millis(100);

/// How long a kept figure stands before it is measured again.
pub const KEPT_DAYS: u64 = 7;

/// The kept file's first line: its format.
const FORMAT: &str = "eight-judge speed 2";

/// One record's program as timed here: each run's CPU time.
#[derive(Clone, Debug, PartialEq)]
pub struct Timed {
    pub published: &'static Published,
    /// Each run's CPU time, microseconds, in the order run.
    pub runs_us: Vec<u64>,
}

impl Timed {
    /// The figure here: the least run, microseconds (at least 1).
    pub fn here_us(&self) -> u64 {
        self.runs_us.iter().copied().min().unwrap_or(0).max(1)
    }

    /// This machine's time over the judge's on this record's work.
    pub fn ratio(&self) -> f64 {
        self.here_us() as f64 / (self.published.judge_ms as f64 * 1000.0)
    }

    /// How far the middle run lies above the least, as a fraction: how
    /// much load there was beside the measurement.
    pub fn spread(&self) -> f64 {
        let middle = super::median(&self.runs_us).max(1);
        middle as f64 / self.here_us() as f64 - 1.0
    }
}

/// A judge's speed as measured here, from all its records.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub records: Vec<Timed>,
    /// When it was taken, seconds since 1970 (UTC).
    pub taken: u64,
    /// How long the measurement took on the wall clock, milliseconds.
    pub over_ms: u64,
    /// The machine it was taken on ([`machine`]).
    pub machine: String,
    /// Where it is kept.
    pub kept: PathBuf,
    /// Why it was measured now: `None` where it was read back.
    pub now: Option<Remeasured>,
}

impl Figure {
    /// This machine's time over the judge's: the geometric mean of the
    /// records' ratios (one record slower here counts as much as one
    /// faster).
    pub fn ratio(&self) -> f64 {
        let logs: f64 = self.records.iter().map(|r| r.ratio().ln()).sum();
        (logs / self.records.len().max(1) as f64).exp()
    }

    /// The largest ratio over the smallest: how far the records disagree.
    pub fn apart(&self) -> f64 {
        let ratios = self.records.iter().map(Timed::ratio);
        let most = ratios.clone().fold(f64::MIN, f64::max);
        let least = ratios.fold(f64::MAX, f64::min);
        most / least
    }

    /// The largest spread of a record's runs.
    pub fn spread(&self) -> f64 {
        self.records.iter().map(Timed::spread).fold(0.0, f64::max)
    }

    /// The kept file's text.
    pub fn text(&self, key: &str) -> String {
        let mut text = format!(
            "{}\nkey {}\nmachine {}\ntaken {}\nover_ms {}\n",
            FORMAT, key, self.machine, self.taken, self.over_ms
        );
        for record in &self.records {
            let runs: Vec<String> = record.runs_us.iter().map(u64::to_string).collect();
            text.push_str(&format!(
                "runs {} {}\n",
                record.published.ours,
                runs.join(" ")
            ));
        }
        text
    }

    /// A kept file's figure, read back under `key` on `machine` at `now`
    /// (seconds since 1970), for `records`: why it must be measured again
    /// where it is not this machine's, this key's, or recent.
    pub fn read(
        text: &str,
        key: &str,
        machine: &str,
        now: u64,
        records: &[&'static Published],
        kept: &Path,
    ) -> Result<Figure, Remeasured> {
        let mut lines = text.lines();
        let mut field = |name: &str| {
            lines
                .next()
                .and_then(|line| line.strip_prefix(name))
                .and_then(|rest| rest.strip_prefix(' '))
                .map(str::to_string)
                .ok_or(Remeasured::Unreadable)
        };
        if field("eight-judge")? != "speed 2" {
            return Err(Remeasured::Unreadable);
        }
        if field("key")? != key {
            return Err(Remeasured::OtherPrograms);
        }
        let was = field("machine")?;
        if was != machine {
            return Err(Remeasured::OtherMachine {
                was,
                now: machine.to_string(),
            });
        }
        let number = |text: String| text.parse::<u64>().map_err(|_| Remeasured::Unreadable);
        let taken = number(field("taken")?)?;
        let over_ms = number(field("over_ms")?)?;
        // A figure from the future (the clock set back) is as stale as an
        // old one.
        if taken > now + 24 * 3600 || now.saturating_sub(taken) > KEPT_DAYS * 24 * 3600 {
            return Err(Remeasured::Old {
                days: now.saturating_sub(taken) / (24 * 3600),
            });
        }
        let mut timed = Vec::new();
        for published in records {
            let line = field("runs")?;
            let mut words = line.split(' ');
            if words.next() != Some(published.ours) {
                return Err(Remeasured::OtherPrograms);
            }
            let runs: Result<Vec<u64>, _> = words.map(str::parse::<u64>).collect();
            match runs {
                Ok(runs) if !runs.is_empty() && !runs.contains(&0) => timed.push(Timed {
                    published,
                    runs_us: runs,
                }),
                _ => return Err(Remeasured::Unreadable),
            }
        }
        if field("runs").is_ok() {
            return Err(Remeasured::OtherPrograms);
        }
        Ok(Figure {
            records: timed,
            taken,
            over_ms,
            machine: machine.to_string(),
            kept: kept.to_path_buf(),
            now: None,
        })
    }
}

/// Why a figure was measured now, not read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remeasured {
    /// None was kept for this judge.
    First,
    /// The kept file is not as this judge writes it.
    Unreadable,
    /// It was taken of other programs, or by another build.
    OtherPrograms,
    /// It was taken on another CPU or kernel.
    OtherMachine { was: String, now: String },
    /// It is older than [`KEPT_DAYS`] days (or dated ahead of the clock).
    Old { days: u64 },
}

impl fmt::Display for Remeasured {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remeasured::First => f.write_str("none was kept"),
            Remeasured::Unreadable => f.write_str("the kept figure could not be read"),
            Remeasured::OtherPrograms => {
                f.write_str("the kept figure is of other programs or another build")
            }
            Remeasured::OtherMachine { was, now } => write!(
                f,
                "the kept figure was taken on another machine ({}; this one is {})",
                was, now
            ),
            Remeasured::Old { days } => write!(
                f,
                "the kept figure is {} days old (kept {} days at most)",
                days, KEPT_DAYS
            ),
        }
    }
}

impl std::error::Error for Remeasured {}

/// This machine, as far as a speed figure hangs on it: its CPU's model
/// and its operating system's kernel.
pub fn machine() -> String {
    let (cpu, kernel) = machine_parts();
    format!("{}; {}", one_line(&cpu), one_line(&kernel))
}

fn one_line(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        "unknown".to_string()
    } else {
        words.join(" ")
    }
}

#[cfg(target_os = "linux")]
fn machine_parts() -> (String, String) {
    let cpuinfo = fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let cpu = cpuinfo
        .lines()
        .find(|line| line.starts_with("model name") || line.starts_with("Model"))
        .and_then(|line| line.split_once(':'))
        .map_or_else(String::new, |(_, model)| model.to_string());
    let kernel = fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    (cpu, format!("Linux {}", kernel))
}

#[cfg(all(unix, not(target_os = "linux")))]
fn machine_parts() -> (String, String) {
    let said = |program: &str, args: &[&str]| {
        std::process::Command::new(program)
            .args(args)
            .output()
            .ok()
            .map(|out| String::from_utf8_lossy(&out.stdout).into_owned())
            .unwrap_or_default()
    };
    (
        said("sysctl", &["-n", "machdep.cpu.brand_string"]),
        said("uname", &["-sr"]),
    )
}

#[cfg(windows)]
fn machine_parts() -> (String, String) {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    (
        var("PROCESSOR_IDENTIFIER"),
        format!("Windows {}", var("OS")),
    )
}

/// The file a judge's figure is kept in, in the user's cache folder.
pub fn kept_file(cache: &Path, judge: &str) -> PathBuf {
    cache.join("speed").join(judge.to_ascii_lowercase())
}

/// What the kept figure stands on: the programs, their inputs and the
/// builds that make them; any change measures again.
pub fn key(records: &[&Published], builds: &[String]) -> String {
    let mut hasher = DefaultHasher::new();
    for (published, build) in records.iter().zip(builds) {
        (published.text, published.input, build).hash(&mut hasher);
    }
    format!("{:016x}", hasher.finish())
}

/// The figure kept in `cache` for `judge`'s `records`, or measured now
/// (saying so on standard error, as it takes some seconds) and kept
/// there; `work` holds the builds.
pub fn kept_or_measured(
    judge: &Judge,
    records: &[&'static Published],
    cache: &Path,
    work: &Path,
) -> Result<Figure, NotMeasured> {
    let mut builds = Vec::new();
    for published in records {
        let toolchain = judge.default_build(published.family).ok_or_else(|| {
            NotMeasured::NoProgram(format!(
                "{} has no {} build here to build {}",
                judge.name,
                published.family.name(),
                published.ours
            ))
        })?;
        builds.push(toolchain);
    }
    let shown: Vec<String> = builds.iter().map(|t| t.shown()).collect();
    let key = key(records, &shown);
    let kept = kept_file(cache, judge.name);
    let machine = machine();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let why = match fs::read_to_string(&kept) {
        Ok(text) => match Figure::read(&text, &key, &machine, now, records, &kept) {
            Ok(figure) => return Ok(figure),
            Err(why) => why,
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Remeasured::First,
        Err(_) => Remeasured::Unreadable,
    };
    for toolchain in &builds {
        let missing = toolchain.missing_tools();
        if !missing.is_empty() {
            return Err(NotMeasured::Missing(missing));
        }
    }
    let started = Instant::now();
    let records = measure(judge, records, &builds, work, &why)?;
    let figure = Figure {
        records,
        taken: now,
        over_ms: started.elapsed().as_millis() as u64,
        machine,
        kept: kept.clone(),
        now: Some(why),
    };
    // Written whole, then renamed: a judging beside this one reads the
    // old figure or the new, never half.
    let folder = kept.parent().unwrap_or(cache);
    let partial = folder.join(format!(".{}.{}", judge.name, std::process::id()));
    fs::create_dir_all(folder)
        .and_then(|()| fs::write(&partial, figure.text(&key)))
        .and_then(|()| fs::rename(&partial, &kept))
        .map_err(|e| NotMeasured::File(FileError::on("write", &kept)(e)))?;
    Ok(figure)
}

/// Builds each record's program by its build and times its runs on its
/// input, in rounds [`BETWEEN_ROUNDS`] apart, [`RUNS_LEAST`] to [`RUNS`]
/// of them as [`BUDGET`] allows: CPU microseconds each.
fn measure(
    judge: &Judge,
    records: &[&'static Published],
    builds: &[&crate::build::Toolchain],
    work: &Path,
    why: &Remeasured,
) -> Result<Vec<Timed>, NotMeasured> {
    crate::note!(
        "measuring {}'s speed here ({}): {} programs of its published records, each built \
         as {} builds it and run {} to {} times; then kept for this machine and user",
        judge.name,
        why,
        records.len(),
        judge.name,
        RUNS_LEAST,
        RUNS
    );
    let folder = work.join("speed");
    fs::create_dir_all(&folder)
        .map_err(|e| NotMeasured::File(FileError::on("make", &folder)(e)))?;
    let mut built = Vec::new();
    for (published, toolchain) in records.iter().zip(builds) {
        let name = Path::new(published.ours)
            .file_name()
            .map_or_else(|| PathBuf::from("program"), PathBuf::from);
        let source = folder.join(name);
        fs::write(&source, published.text)
            .map_err(|e| NotMeasured::File(FileError::on("write", &source)(e)))?;
        built.push(
            crate::build::cache::build(toolchain, &source, work, false)
                .map_err(NotMeasured::Build)?,
        );
    }
    let limits = Limits::new(Duration::from_secs(20), 1 << 20);
    let mut timed: Vec<Timed> = records
        .iter()
        .map(|published| Timed {
            published,
            runs_us: Vec::new(),
        })
        .collect();
    let started = Instant::now();
    let ran_all = (|| {
        for round in 1..=RUNS {
            if round > RUNS_LEAST && started.elapsed() >= BUDGET {
                break;
            }
            if round > 1 {
                std::thread::sleep(BETWEEN_ROUNDS);
            }
            if round % 5 == 0 {
                crate::note!(
                    "measuring {}'s speed: round {} of {}",
                    judge.name,
                    round,
                    RUNS
                );
            }
            for (each, build) in timed.iter_mut().zip(&built) {
                let ran = build
                    .build
                    .run(each.published.input.as_bytes(), &limits)
                    .map_err(NotMeasured::CannotRun)?;
                if ran.ending != Ending::Exited(0) || ran.stdout.is_empty() {
                    return Err(NotMeasured::RunFailed {
                        ending: format!("{:?}", ran.ending),
                        printed: Some(ran.stdout.len()),
                    });
                }
                each.runs_us.push((ran.usage.cpu.as_micros() as u64).max(1));
            }
        }
        Ok(())
    })();
    for build in &built {
        let _ = fs::remove_dir_all(&build.build.folder);
    }
    ran_all.map(|()| timed)
}

/// `taken` (seconds since 1970) as a UTC date and time, `2026-12-07
/// 10:37 UTC`.
pub fn date(taken: u64) -> String {
    let days = (taken / 86_400) as i64;
    let (hour, minute) = ((taken % 86_400) / 3600, (taken % 3600) / 60);
    // Days since 1970-01-01 to a civil date (the proleptic Gregorian
    // calendar), by eras of 400 years.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02} UTC",
        year, month, day, hour, minute
    )
}

#[cfg(test)]
mod tests {
    use super::super::records::{POJ_JOSEPH, POJ_MULTIPLE};
    use super::*;

    fn figure(runs: &[&[u64]]) -> Figure {
        let records = [&POJ_JOSEPH, &POJ_MULTIPLE];
        Figure {
            records: records
                .iter()
                .zip(runs)
                .map(|(published, runs)| Timed {
                    published,
                    runs_us: runs.to_vec(),
                })
                .collect(),
            taken: 1_765_100_000,
            over_ms: 4200,
            machine: "AMD EPYC; Linux 6.1".to_string(),
            kept: PathBuf::from("cache/speed/poj"),
            now: None,
        }
    }

    #[test]
    fn the_least_run_is_the_figure_and_the_records_are_combined_by_their_geometric_mean() {
        // 250 ms and 594 ms there.
        let f = figure(&[&[30_000, 25_000, 28_000], &[70_000, 59_400, 65_000]]);
        assert_eq!(f.records[0].here_us(), 25_000);
        assert!((f.records[0].ratio() - 0.1).abs() < 1e-12);
        assert!((f.records[1].ratio() - 0.1).abs() < 1e-12);
        assert!((f.ratio() - 0.1).abs() < 1e-12);
        assert!((f.apart() - 1.0).abs() < 1e-12);
        // 0.1 and 0.4: their geometric mean is 0.2, four times apart.
        let g = figure(&[&[25_000], &[237_600]]);
        assert!((g.ratio() - 0.2).abs() < 1e-12, "{}", g.ratio());
        assert!((g.apart() - 4.0).abs() < 1e-12);
        // The middle run of three over the least.
        assert!((f.records[0].spread() - (28.0 / 25.0 - 1.0)).abs() < 1e-12);
        // The larger of the two records' spreads: 12% over 9%.
        assert!((f.spread() - (28.0 / 25.0 - 1.0)).abs() < 1e-12);
    }

    #[test]
    fn a_kept_figure_reads_back_on_the_same_machine_key_and_week_only() {
        let f = figure(&[&[61_000, 62_000], &[22_000]]);
        let text = f.text("abc");
        let records = [&POJ_JOSEPH, &POJ_MULTIPLE];
        let kept = Path::new("cache/speed/poj");
        let read =
            |text: &str, key, machine, now| Figure::read(text, key, machine, now, &records, kept);
        let day = 24 * 3600;
        assert_eq!(read(&text, "abc", &f.machine, f.taken + day), Ok(f.clone()));
        assert_eq!(
            read(&text, "abd", &f.machine, f.taken),
            Err(Remeasured::OtherPrograms)
        );
        assert!(matches!(
            read(&text, "abc", "Intel; Linux 6.1", f.taken),
            Err(Remeasured::OtherMachine { .. })
        ));
        assert_eq!(
            read(&text, "abc", &f.machine, f.taken + 8 * day),
            Err(Remeasured::Old { days: 8 })
        );
        assert!(matches!(
            read(&text, "abc", &f.machine, f.taken - 2 * day),
            Err(Remeasured::Old { .. })
        ));
        // One record fewer kept than asked for, one more, a run of 0, a
        // word that is no number, nothing: read as nothing kept.
        let one = text.lines().take(6).collect::<Vec<_>>().join("\n");
        assert_eq!(
            read(&one, "abc", &f.machine, f.taken),
            Err(Remeasured::Unreadable)
        );
        let more = format!("{}runs x 1\n", text);
        assert_eq!(
            read(&more, "abc", &f.machine, f.taken),
            Err(Remeasured::OtherPrograms)
        );
        for broken in [
            text.replace("22000", "0"),
            text.replace("22000", "2x"),
            text.replace("speed 2", "speed 1"),
            String::new(),
        ] {
            assert_eq!(
                read(&broken, "abc", &f.machine, f.taken),
                Err(Remeasured::Unreadable),
                "{}",
                broken
            );
        }
    }

    #[test]
    fn this_machine_is_named_by_its_cpu_and_kernel_on_one_line() {
        let machine = machine();
        assert!(!machine.contains('\n'), "{}", machine);
        assert_eq!(machine.matches("; ").count(), 1, "{}", machine);
        if cfg!(target_os = "linux") {
            assert!(machine.contains("; Linux "), "{}", machine);
        }
    }

    #[test]
    fn a_date_is_its_calendars() {
        assert_eq!(date(0), "1970-01-01 00:00 UTC");
        assert_eq!(date(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(date(1_796_639_820), "2026-12-07 10:37 UTC");
        assert_eq!(date(4_107_542_399), "2100-02-28 23:59 UTC");
    }
}
