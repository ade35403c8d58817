//! Memory as each judge counts it, for the builds whose runtime brings a
//! footprint of its own (a JVM, Go's): where a judge's published records
//! show it leaves the runtime's own out, the box's peak is counted the
//! same way, less the runtime's own here (a tiny program's peak, timed
//! on first use and kept, as a judge's speed is), plus what the judge
//! shows for a tiny program; `MLE` is decided on that figure
//! (`scripts/docs/runner.md`, "Memory as each judge counts it").

use crate::build::menus::Judge;
use crate::build::{Family, Toolchain};
use crate::file_error::FileError;
use crate::judging::speed::NotMeasured;
use crate::run::{Ending, Limits};
use crate::shown::mebibytes;
use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

/// What a judge shows for a tiny program of a language, published.
#[derive(Debug, PartialEq, Eq)]
pub struct Floor {
    /// The judge, by its name ([`Judge::name`]).
    pub judge: &'static str,
    pub family: Family,
    /// Where it is published, with its verdict and memory as it states
    /// them.
    pub record: &'static str,
    /// The memory the judge shows for it, KiB.
    pub judge_kib: u64,
    /// Whether that is about the runtime's whole resident footprint, as
    /// the box counts it (AtCoder's Go), rather than far under it (POJ's
    /// Java, which leaves most of the JVM out).
    pub whole: bool,
}

/// POJ's Java: two tiny programs shown at 3328K, where a JVM's own
/// resident memory is several times that: POJ leaves most of the JVM out.
const POJ_JAVA: Floor = Floor {
    judge: "POJ",
    family: Family::Java,
    record: "seaify/poj-codes, \"3332/6805843_AC_157MS_3328K.java\" (a Scanner and a regex \
             over each line) and \"3157/6806213_AC_5610MS_3328K.java\": Accepted at 3328K",
    judge_kib: 3328,
    whole: false,
};

/// AtCoder's Go: a tiny program (a sum of digits with math/big) shown at
/// 1632 KiB, about a tiny Go program's whole resident peak (1.5 MiB by
/// `/usr/bin/time` here): AtCoder counts Go's runtime whole, as the box
/// does.
const ATCODER_GO: Floor = Floor {
    judge: "AtCoder",
    family: Family::Go,
    record: "AtCoder submission 68007154 (tessoku-book B37, Go (go 1.20.6)): Accepted at 1 ms, \
             1632 KiB",
    judge_kib: 1632,
    whole: true,
};

/// HDU's Java: tiny programs shown at 9320K in 2020 (2892K for its A+B in
/// 2013, townboy/acm-algorithm), where a JVM's own resident memory is
/// several times that: HDU leaves most of the JVM out, as POJ does.
const HDU_JAVA: Floor = Floor {
    judge: "HDU",
    family: Family::Java,
    record: "0jiejie0/AlgorithmPractice, \"src/main/problemAndSolving/hdu/hdu_20200210/\
             Main.java\": HDU run 32428784 (problem 2004, a Scanner and an int switch), \
             Accepted at 9320K (2020); its others of that week 9376K to 9756K",
    judge_kib: 9320,
    whole: false,
};

/// ZOJ's Java: programs shown at 2018K to 2398K in 2009, each with some
/// work of its own, so its floor is at most that: ZOJ leaves most of the
/// JVM out.
const ZOJ_JAVA: Floor = Floor {
    judge: "ZOJ",
    family: Family::Java,
    record: "watashi/AlgoSolution, \"zoj/15/1505.java\": ZOJ run 1758613, Accepted at 2018 \
             KB (2009; its 2318 and 2344 at 2398 and 2074 KB), a program with work of its own, \
             so the floor is at most that",
    judge_kib: 2018,
    whole: false,
};

/// Every judge's published floor; a judge and language not here has none.
pub const FLOORS: &[Floor] = &[POJ_JAVA, ATCODER_GO, HDU_JAVA, ZOJ_JAVA];

/// The languages whose runtime brings a footprint of its own, which a
/// judge may count or leave out.
pub const RUNTIMES: &[Family] = &[Family::Java, Family::Go];

/// How many runs of the tiny program a measurement takes: the least of
/// them counts, the one the machine's load moved least (a JVM beside other
/// work peaked 4 MiB higher in the median of three than quiet).
pub const RUNS: usize = 5;

/// How a judging counts memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Counting {
    /// As the box counts it, said nothing of: native code.
    AsTheBox,
    /// A runtime's build of a judge that publishes nothing of how it
    /// counts it: as the box counts it, said so.
    NoEvidence { family: Family },
    /// The judge leaves the runtime's own out: the box's peak less
    /// `here_kib`, the tiny program's peak here (the least of `runs`,
    /// kept in `kept`, measured `now` or on an earlier use), plus the
    /// judge's floor.
    LessRuntime {
        floor: &'static Floor,
        here_kib: u64,
        runs: Vec<u64>,
        kept: PathBuf,
        now: bool,
    },
    /// The judge leaves the runtime out, but the tiny program could not
    /// be run here (why): as the box counts it, said so.
    Unmeasured { family: Family, why: String },
    /// The judge counts the runtime whole, as the box does: its published
    /// floor says so.
    Whole { floor: &'static Floor },
}

/// The published floor of `judge`'s `family`, if any.
pub fn floor(judge: &Judge, family: Family) -> Option<&'static Floor> {
    FLOORS
        .iter()
        .find(|f| f.judge == judge.name && f.family == family)
}

impl Counting {
    /// What the box may peak at for the judge's figure to be at most
    /// `limit_kib`: the limit plus the runtime's own here less the
    /// judge's floor (never less than the limit).
    pub fn box_limit(&self, limit_kib: u64) -> u64 {
        match self {
            Counting::LessRuntime {
                floor, here_kib, ..
            } => limit_kib + here_kib.saturating_sub(floor.judge_kib),
            _ => limit_kib,
        }
    }

    /// `limits` with the memory limit the box holds the run to
    /// ([`Counting::box_limit`]).
    pub fn applied(&self, limits: Limits) -> Limits {
        Limits {
            memory_kib: self.box_limit(limits.memory_kib),
            ..limits
        }
    }

    /// The figure the judge would show for a box's peak of `peak_kib`;
    /// `None` where it counts as the box does.
    pub fn judge_figure(&self, peak_kib: u64) -> Option<u64> {
        match self {
            Counting::LessRuntime {
                floor, here_kib, ..
            } => Some(peak_kib.saturating_sub(*here_kib) + floor.judge_kib),
            _ => None,
        }
    }

    /// The header's line on memory, for `judge` whose statement gives
    /// `limit_kib`; `None` for native code.
    pub fn text(&self, judge: &str, limit_kib: u64) -> Option<String> {
        match self {
            Counting::AsTheBox => None,
            Counting::NoEvidence { family } => Some(format!(
                "memory: counted as the box counts it, {}'s own included: nothing published \
                 says how {} counts {}'s",
                runtime(*family),
                judge,
                family.name()
            )),
            Counting::Whole { floor } => Some(format!(
                "memory: counted as the box counts it, {}'s own included, as {} counts it: a \
                 tiny program shows {}K there ({}), about its whole resident peak",
                runtime(floor.family),
                judge,
                floor.judge_kib,
                floor.record
            )),
            Counting::Unmeasured { family, why } => Some(format!(
                "memory: {} leaves {}'s own out, but it could not be measured here ({}): \
                 counted as the box counts it",
                judge,
                runtime(*family),
                why
            )),
            Counting::LessRuntime {
                floor,
                here_kib,
                runs,
                kept,
                now,
            } => Some(format!(
                "memory: {} leaves most of {}'s own out ({}): a tiny program peaks at {} here \
                 (the least of {} runs, {}), so {}'s figure is the box's peak less {} plus \
                 {}K, and its {} is {} of the box's peak",
                judge,
                runtime(floor.family),
                floor.record,
                mebibytes(*here_kib),
                runs.len(),
                if *now {
                    format!("measured now and kept in {}", kept.display())
                } else {
                    format!("kept in {}", kept.display())
                },
                judge,
                mebibytes(*here_kib),
                floor.judge_kib,
                mebibytes(limit_kib),
                mebibytes(self.box_limit(limit_kib))
            )),
        }
    }
}

/// `the JVM`, `Go's runtime`.
fn runtime(family: Family) -> &'static str {
    match family {
        Family::Java => "the JVM",
        Family::Go => "Go's runtime",
        _ => "its runtime",
    }
}

/// The least of `runs` (0 for none).
fn least(runs: &[u64]) -> u64 {
    runs.iter().copied().min().unwrap_or(0)
}

/// The file a judge's tiny program's peak is kept in.
pub fn kept_file(work: &Path, judge: &str, family: Family, limit_kib: u64) -> PathBuf {
    work.join("memory").join(format!(
        "{}-{}-{}",
        judge.to_ascii_lowercase(),
        family.name().to_ascii_lowercase(),
        limit_kib
    ))
}

/// How `judge` counts the memory of a `family` file built by `toolchain`
/// under `limits` (the statement's): native code as the box does; a
/// runtime's as its published floor says, its tiny program (the build's
/// self-test) kept in `work` or measured now, saying so on standard
/// error.
pub fn counting(
    judge: &Judge,
    family: Family,
    toolchain: &Toolchain,
    limits: &Limits,
    work: &Path,
) -> Counting {
    if !RUNTIMES.contains(&family) {
        return Counting::AsTheBox;
    }
    let floor = match floor(judge, family) {
        Some(floor) if floor.whole => return Counting::Whole { floor },
        Some(floor) => floor,
        None => return Counting::NoEvidence { family },
    };
    match kept_or_measured(judge, floor, toolchain, limits, work) {
        Ok((runs, kept, now)) => Counting::LessRuntime {
            floor,
            here_kib: least(&runs),
            runs,
            kept,
            now,
        },
        Err(why) => Counting::Unmeasured {
            family,
            why: why.to_string(),
        },
    }
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
        Ok(runs) if !runs.is_empty() && least(&runs) > 0 => Some(runs),
        _ => None,
    }
}

/// `runs` kept under `key`.
pub fn keep_text(key: &str, runs: &[u64]) -> String {
    let runs: Vec<String> = runs.iter().map(u64::to_string).collect();
    format!("key {}\nruns {}\n", key, runs.join(" "))
}

fn kept_or_measured(
    judge: &Judge,
    floor: &Floor,
    toolchain: &Toolchain,
    limits: &Limits,
    work: &Path,
) -> Result<(Vec<u64>, PathBuf, bool), NotMeasured> {
    let program = crate::build::menus::program(floor.family).ok_or_else(|| {
        NotMeasured::NoProgram(format!("no tiny program of {}", floor.family.name()))
    })?;
    let mut hasher = DefaultHasher::new();
    (program, toolchain.shown(), limits.memory_kib).hash(&mut hasher);
    let key = format!("{:016x}", hasher.finish());
    let kept = kept_file(work, judge.name, floor.family, limits.memory_kib);
    if let Some(runs) = fs::read_to_string(&kept)
        .ok()
        .and_then(|text| read_kept(&text, &key))
    {
        return Ok((runs, kept, false));
    }
    let missing = toolchain.missing_tools();
    if !missing.is_empty() {
        return Err(NotMeasured::Missing(missing));
    }
    crate::note!(
        "measuring {}'s own memory here, once, then kept: a tiny {} program, {} runs",
        runtime(floor.family),
        floor.family.name(),
        RUNS
    );
    let folder = work.join("memory");
    let source = folder.join(format!("tiny.{}", source_extension(floor.family)));
    fs::create_dir_all(&folder)
        .and_then(|()| fs::write(&source, program))
        .map_err(|e| NotMeasured::File(FileError::on("write", &source)(e)))?;
    let built =
        crate::build::cache::build(toolchain, &source, work, false).map_err(NotMeasured::Build)?;
    let mut runs = Vec::new();
    for _ in 0..RUNS {
        let ran = built
            .build
            .run(crate::build::menus::INPUT, limits)
            .map_err(NotMeasured::CannotRun)?;
        if ran.ending != Ending::Exited(0) {
            let _ = fs::remove_dir_all(&built.build.folder);
            return Err(NotMeasured::RunFailed {
                ending: format!("{:?}", ran.ending),
                printed: None,
            });
        }
        runs.push(ran.usage.decided_kib().max(1));
    }
    let _ = fs::remove_dir_all(&built.build.folder);
    let partial = folder.join(format!(".{}.{}", judge.name, std::process::id()));
    fs::write(&partial, keep_text(&key, &runs))
        .and_then(|()| fs::rename(&partial, &kept))
        .map_err(|e| NotMeasured::File(FileError::on("write", &kept)(e)))?;
    Ok((runs, kept, true))
}

/// The extension a tiny program of `family` is saved with.
fn source_extension(family: Family) -> &'static str {
    match family {
        Family::Java => "java",
        Family::Go => "go",
        _ => "txt",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::menus::{ACWING, ATCODER, POJ};

    fn less_jvm(here_kib: u64) -> Counting {
        Counting::LessRuntime {
            floor: &POJ_JAVA,
            here_kib,
            runs: vec![here_kib],
            kept: PathBuf::from("work/memory/poj-java-65536"),
            now: false,
        }
    }

    #[test]
    fn the_judges_figure_is_the_peak_less_the_runtime_here_plus_its_floor() {
        // A JVM whose tiny program peaks at 28 MiB here.
        let counting = less_jvm(28 << 10);
        // The tiny program itself shows POJ's floor.
        assert_eq!(counting.judge_figure(28 << 10), Some(3328));
        assert_eq!(counting.judge_figure(1 << 10), Some(3328));
        assert_eq!(counting.judge_figure(78 << 10), Some((50 << 10) + 3328));
        // POJ's 64 MiB: the box may peak at the limit and the JVM's own
        // less the floor.
        assert_eq!(counting.box_limit(64 << 10), (64 << 10) + (28 << 10) - 3328);
        assert_eq!(
            counting.judge_figure(counting.box_limit(64 << 10)),
            Some(64 << 10)
        );
        // A runtime smaller here than the floor there never lowers it.
        assert_eq!(less_jvm(1000).box_limit(64 << 10), 64 << 10);
        let limits = Limits::new(std::time::Duration::from_secs(1), 64 << 10);
        assert_eq!(
            counting.applied(limits).memory_kib,
            counting.box_limit(64 << 10)
        );
        assert_eq!(counting.applied(limits).time, limits.time);
        for unchanged in [
            Counting::AsTheBox,
            Counting::NoEvidence { family: Family::Go },
        ] {
            assert_eq!(unchanged.applied(limits), limits);
            assert_eq!(unchanged.judge_figure(80 << 10), None);
        }
    }

    #[test]
    fn native_code_is_counted_as_the_box_counts_it_and_said_nothing_of() {
        let work = Path::new("/nonexistent-work-folder");
        let limits = Limits::new(std::time::Duration::from_secs(1), 64 << 10);
        let cpp = POJ.default_build(Family::Cpp).unwrap();
        assert_eq!(
            counting(&POJ, Family::Cpp, cpp, &limits, work),
            Counting::AsTheBox
        );
        assert_eq!(Counting::AsTheBox.text("POJ", 64 << 10), None);
        let java = ACWING.default_build(Family::Java).unwrap();
        let acwing = counting(&ACWING, Family::Java, java, &limits, work);
        assert_eq!(
            acwing,
            Counting::NoEvidence {
                family: Family::Java
            }
        );
        assert_eq!(
            acwing.text("AcWing", 64 << 10).unwrap(),
            "memory: counted as the box counts it, the JVM's own included: nothing \
             published says how AcWing counts Java's"
        );
        // AtCoder's Go: counted whole, by its published tiny program,
        // nothing measured here.
        let go = ATCODER.default_build(Family::Go).unwrap();
        let atcoder = counting(&ATCODER, Family::Go, go, &limits, work);
        assert_eq!(atcoder, Counting::Whole { floor: &ATCODER_GO });
        assert_eq!(atcoder.box_limit(64 << 10), 64 << 10);
        assert_eq!(atcoder.judge_figure(10 << 10), None);
    }

    #[test]
    fn the_header_says_how_and_both_limits() {
        assert_eq!(
            less_jvm(28 << 10).text("POJ", 64 << 10).unwrap(),
            "memory: POJ leaves most of the JVM's own out (seaify/poj-codes, \
             \"3332/6805843_AC_157MS_3328K.java\" (a Scanner and a regex over each line) and \
             \"3157/6806213_AC_5610MS_3328K.java\": Accepted at 3328K): a tiny program peaks \
             at 28.0 MiB here (the least of 1 runs, kept in work/memory/poj-java-65536), so \
             POJ's figure is the box's peak less 28.0 MiB plus 3328K, and its 64.0 MiB is \
             88.8 MiB of the box's peak"
        );
    }

    #[test]
    fn each_floor_names_a_judge_whose_menu_builds_it() {
        for floor in FLOORS {
            let judge = crate::build::menus::JUDGES
                .iter()
                .find(|judge| judge.name == floor.judge)
                .unwrap_or_else(|| panic!("{}: no such judge", floor.judge));
            assert!(judge.default_build(floor.family).is_some());
            assert!(RUNTIMES.contains(&floor.family));
            assert!(crate::build::menus::program(floor.family).is_some());
        }
    }

    #[test]
    fn the_least_of_the_kept_runs_counts() {
        let work = std::env::temp_dir().join(format!("eight-memory-least-{}", std::process::id()));
        let limits = Limits::new(std::time::Duration::from_secs(1), 64 << 10);
        let java = POJ.default_build(Family::Java).unwrap();
        let program = crate::build::menus::program(Family::Java).unwrap();
        let mut hasher = DefaultHasher::new();
        (program, java.shown(), limits.memory_kib).hash(&mut hasher);
        let key = format!("{:016x}", hasher.finish());
        let kept = kept_file(&work, "POJ", Family::Java, limits.memory_kib);
        fs::create_dir_all(kept.parent().unwrap()).unwrap();
        fs::write(&kept, keep_text(&key, &[30 << 10, 20 << 10, 25 << 10])).unwrap();
        let counting = counting(&POJ, Family::Java, java, &limits, &work);
        fs::remove_dir_all(&work).unwrap();
        match counting {
            Counting::LessRuntime { here_kib, now, .. } => {
                assert_eq!(here_kib, 20 << 10);
                assert!(!now);
            }
            other => panic!("{:?}", other),
        }
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
}
