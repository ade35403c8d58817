//! The closing figures of a judging ([`Summary`]): what passed and
//! failed, the slowest case and the largest, what was left out, the
//! build used ([`BuildNote`]) and the judge's speed ([`SpeedShown`]).
//! The text report prints them last; the JSON document carries the build
//! and the speed.

use crate::build::retry::Tally;
use crate::exit::ExitCode;
use crate::judging::record::Record;
use crate::judging::speed::SpeedShown;
use crate::judging::verdict::{mebibytes, Status};
use crate::problems::marks::{Beyond, Exceeds, Standing, Volume};
use crate::report::closing::Closing;
use std::time::Duration;

/// The closing figures of a judging.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
    /// The case with the most CPU time, and that time.
    pub slowest: Option<(String, Duration)>,
    /// The case with the most memory, KiB.
    pub most_memory: Option<(String, u64)>,
    /// The case whose memory that decided its verdict was the largest,
    /// and that figure ([`crate::run::Usage::decided_kib`]).
    pub most_decided: Option<(String, u64)>,
    /// The build's name, its command, whether it built and whether it was
    /// reused from the cache.
    pub build: Option<BuildNote>,
    /// Cases near a limit, on either side of it.
    pub near: usize,
    /// Cases failed beyond what the statement promises, left out.
    pub beyond: usize,
    /// Cases with no verdict: every run of them was starved of CPU.
    pub inconclusive: usize,
    /// Failed cases that are the judge's own fault (or a `.out`'s).
    pub failures_of_the_judge: usize,
    pub builds_ok: usize,
    pub builds_failed: usize,
    /// Builds whose compile was starved of CPU on every try: no verdict.
    pub builds_starved: usize,
    /// The failed cases past the time limit.
    pub slow: usize,
    /// The most memory of a failed case past the memory limit, KiB.
    pub over_memory: Option<u64>,
    /// The slowest case left out past the time limit at a volume nothing
    /// is known of: its volume and CPU time.
    pub slow_at_unknown_volume: Option<(&'static str, Duration)>,
    /// What the figures alone do not say, each a last line.
    pub closing: Vec<Closing>,
    /// The judge's speed the CPU limit was scaled by, where it was.
    pub speed: Option<SpeedShown>,
}

/// The build used, and why that one.
#[derive(Clone, Debug, PartialEq)]
pub struct BuildNote {
    /// Its name in the menu (`g++`), or `command`.
    pub name: String,
    /// Its command, as run: it pastes into `sh`.
    pub command: String,
    /// Why this build.
    pub why: BuildReason,
    pub ok: bool,
    /// Whether the build cache gave it.
    pub reused: bool,
    pub seconds: f64,
    /// What the compiler said of a build that built (its warnings).
    pub log: Option<String>,
    /// A failed build's whole text (the CE), which the text report cuts.
    pub error: Option<String>,
}

impl BuildNote {
    /// The build `name`, run as `command`, for `why`: not yet built.
    pub fn new(name: &str, command: String, why: BuildReason) -> BuildNote {
        BuildNote {
            name: name.to_string(),
            command,
            why,
            ok: false,
            reused: false,
            seconds: 0.0,
            log: None,
            error: None,
        }
    }
}

/// Why a build is the one used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildReason {
    /// The judge's own for the file's language: the first of its menu.
    JudgesOwn,
    /// The build of the judge's menu that `--build` named.
    Named,
    /// A build here, not the judge's, said so (the note).
    Here(String),
    /// As the file would be submitted, not simply the first build: the
    /// first refused the file and a later one of the menu took it, or it
    /// is a build of the judge's past, checked by today's (the note).
    AsSubmitted(String),
    /// A command, run as given: nothing built.
    Command,
    /// A language the judge does not take: nothing built, a CE (the note
    /// says what it takes).
    Refused(String),
}

impl BuildReason {
    /// Its name in the record: `judges_own`, `named`, `here`,
    /// `as_submitted`, `command`, `refused`.
    pub fn name(&self) -> &'static str {
        match self {
            BuildReason::JudgesOwn => "judges_own",
            BuildReason::Named => "named",
            BuildReason::Here(_) => "here",
            BuildReason::AsSubmitted(_) => "as_submitted",
            BuildReason::Command => "command",
            BuildReason::Refused(_) => "refused",
        }
    }

    /// Why, in words.
    pub fn text(&self) -> String {
        match self {
            BuildReason::JudgesOwn => {
                "the judge's own build of the language, the first of its menu".to_string()
            }
            BuildReason::Named => "named by --build, from the judge's menu".to_string(),
            BuildReason::Here(note)
            | BuildReason::AsSubmitted(note)
            | BuildReason::Refused(note) => note.clone(),
            BuildReason::Command => "a command, run as given: nothing built".to_string(),
        }
    }
}

impl Summary {
    pub fn case(&mut self, record: &Record) {
        match record.status() {
            _ if record.left_out.is_some() => {
                self.beyond += 1;
                if let (Some(of), Some(cpu)) = (unknown_volume(record.standing), record.cpu()) {
                    if self
                        .slow_at_unknown_volume
                        .map_or(true, |(_, most)| cpu > most)
                    {
                        self.slow_at_unknown_volume = Some((of, cpu));
                    }
                }
            }
            Status::Tle => {
                self.failed += 1;
                self.slow += 1;
            }
            Status::Mle => {
                self.failed += 1;
                self.over_memory = self.over_memory.max(record.memory_kib());
            }
            Status::Ac => self.passed += 1,
            Status::Busy => self.inconclusive += 1,
            Status::Fail => {
                self.failed += 1;
                self.failures_of_the_judge += 1;
            }
            _ => self.failed += 1,
        }
        if record.near() == Some(true) {
            self.near += 1;
        }
        self.add(record);
    }

    /// What [`crate::build::retry`] needs of it.
    pub fn counted(&self) -> Tally {
        Tally {
            cases: self.passed + self.failed + self.beyond + self.inconclusive,
            failed: self.failed,
            slow: self.slow,
            built: self.builds_failed == 0 && self.builds_starved == 0,
        }
    }

    /// The exit status: the judge's fault when the judge itself (or a
    /// case) failed somewhere, else failed when a case or a build failed,
    /// else inconclusive when a case or a build has no verdict (every run
    /// or compile of it was starved of CPU), else passed.
    pub fn status(&self) -> ExitCode {
        if self.failures_of_the_judge > 0 {
            ExitCode::JudgeFault
        } else if self.failed > 0 || self.builds_failed > 0 {
            ExitCode::Failed
        } else if self.inconclusive > 0 || self.builds_starved > 0 {
            ExitCode::Inconclusive
        } else {
            ExitCode::Passed
        }
    }

    /// Takes `record`'s figures into the slowest and the largest.
    pub fn add(&mut self, record: &Record) {
        if let Some(cpu) = record.cpu() {
            if self.slowest.as_ref().map_or(true, |(_, most)| cpu > *most) {
                self.slowest = Some((record.name.clone(), cpu));
            }
        }
        if let Some(kib) = record.memory_kib() {
            if self
                .most_memory
                .as_ref()
                .map_or(true, |(_, most)| kib > *most)
            {
                self.most_memory = Some((record.name.clone(), kib));
            }
        }
        if let Some(kib) = record.decided_kib() {
            if self
                .most_decided
                .as_ref()
                .map_or(true, |(_, most)| kib > *most)
            {
                self.most_decided = Some((record.name.clone(), kib));
            }
        }
    }

    /// `judge: 18 passed, 2 failed; slowest: 0.42 s CPU (hardest-31a);
    /// max memory: 7.3 MiB (sample); 18 AC / 20`.
    pub fn text(&self) -> String {
        let mut text = format!("judge: {} passed, {} failed", self.passed, self.failed);
        let cases = |n: usize| format!("{} case{}", n, if n == 1 { "" } else { "s" });
        if self.beyond > 0 {
            text.push_str(&format!(
                "; {} beyond the statement or the judge's data, left out",
                cases(self.beyond)
            ));
        }
        if self.inconclusive > 0 {
            text.push_str(&format!(
                "; {} inconclusive (starved of CPU on every try: judge again on a quieter machine)",
                cases(self.inconclusive)
            ));
        }
        if self.near > 0 {
            text.push_str(&format!("; {} near a limit", cases(self.near)));
        }
        if let Some((name, cpu)) = &self.slowest {
            text.push_str(&format!(
                "; slowest: {:.2} s CPU ({})",
                cpu.as_secs_f64(),
                name
            ));
        }
        if let Some((name, kib)) = &self.most_memory {
            text.push_str(&format!("; max memory: {} ({})", mebibytes(*kib), name));
            // Where the resident peak holds pages the run was not charged
            // for (shared libraries the machine had in memory), the figure
            // the limit was held to, said beside it.
            if let Some((counted_name, counted)) = &self.most_decided {
                if *counted + 1024 <= *kib {
                    text.push_str(&format!(
                        "; counted against the limit: at most {} ({})",
                        mebibytes(*counted),
                        counted_name
                    ));
                }
            }
        }
        text.push_str(&format!(
            "; {} AC / {}",
            self.passed,
            self.passed + self.failed + self.beyond + self.inconclusive
        ));
        for closing in &self.closing {
            text.push_str(&format!("\nverdict: {}", closing.text()));
        }
        text
    }
}

/// The volume of a case marked beyond the statement's, with no evidence
/// either way of the judge's data.
fn unknown_volume(standing: Option<Standing>) -> Option<&'static str> {
    match standing? {
        Standing::Beyond(Beyond {
            past: Exceeds::Volume(Volume { of, evidence: None }),
            ..
        }) => Some(of),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judging::record::{Outcome, Unrun};
    use crate::judging::verdict::Verdict;
    use crate::run::{Ending, Limits};

    #[test]
    fn the_summary_names_the_slowest_and_the_largest() {
        let mut summary = Summary::default();
        for (name, ms, kib) in [("a", 10, 900), ("b", 420, 800), ("c", 5, 7475)] {
            let mut run = crate::judging::verdict::tests::ran(Ending::Exited(0), ms, 0, b"");
            run.usage.peak_kib = kib;
            let verdict = Verdict::of(&run, &Limits::new(Duration::from_secs(1), 1 << 20), |_| {
                Ok(())
            });
            summary.add(&Record::new(name, "g++", Outcome::Ran(Box::new(verdict))));
        }
        // A case not run has no figures.
        summary.add(&Record::new("d", "g++", Outcome::Unrun(Unrun::NotBuilt)));
        summary.passed = 2;
        summary.failed = 1;
        assert_eq!(
            summary.text(),
            "judge: 2 passed, 1 failed; slowest: 0.42 s CPU (b); max memory: 7.3 MiB (c); 2 AC / 3"
        );
        summary.inconclusive = 1;
        summary.beyond = 2;
        summary.near = 1;
        assert_eq!(
            summary.text(),
            "judge: 2 passed, 1 failed; 2 cases beyond the statement or the judge's data, left \
             out; 1 case \
             inconclusive (starved of CPU on every try: judge again on a quieter machine); 1 \
             case near a limit; slowest: 0.42 s CPU (b); max memory: 7.3 MiB (c); 2 AC / 6"
        );
    }

    #[test]
    fn the_summary_says_what_was_counted_where_the_resident_peak_holds_more() {
        let summary_of = |charged: u64| {
            let mut summary = Summary::default();
            let mut run = crate::judging::verdict::tests::ran(Ending::Exited(0), 10, 0, b"");
            run.usage.peak_kib = 75 << 10;
            run.usage.charged_kib = Some(charged);
            let verdict = Verdict::of(&run, &Limits::new(Duration::from_secs(1), 64 << 10), |_| {
                Ok(())
            });
            summary.add(&Record::new("a", "java", Outcome::Ran(Box::new(verdict))));
            summary.passed = 1;
            summary.text()
        };
        assert_eq!(
            summary_of(55 << 10),
            "judge: 1 passed, 0 failed; slowest: 0.01 s CPU (a); max memory: 75.0 MiB (a); \
             counted against the limit: at most 55.0 MiB (a); 1 AC / 1"
        );
        // Within a MiB, nothing more is said.
        assert!(!summary_of((75 << 10) - 512).contains("counted"));
    }

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
}
