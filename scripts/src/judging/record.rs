//! What the judging of one case found, as one record: the case, the
//! build, the verdict on its run ([`Verdict`]) or why it was not run,
//! what the case stands on (with the evidence of a volume) and whether its
//! failure is left out, and its runs again on a busy machine. The text
//! line ([`Record::text`]) and the JSON record ([`crate::report::json_document`]) are two
//! renderings of it.

use crate::judging::verdict::{Status, Verdict};
use crate::problems::marks::{Beyond, Evidence, Standing};
use crate::run::Ending;
use std::time::Duration;

/// What the judging of one case found.
#[derive(Clone, Debug)]
pub struct Record {
    /// The case's name, as `CASE` picks it.
    pub name: String,
    /// The build it ran, by its menu name (`g++`): the text line's prefix.
    pub build: String,
    /// The verdict on its run, or why it was not run.
    pub outcome: Outcome,
    /// Where the input is: an absolute path, or `FILE#N` for the N-th
    /// test of a JSON file.
    pub input_from: Option<String>,
    /// Where the expected output is, as `input_from`; `None`: the
    /// reference answer.
    pub output_from: Option<String>,
    /// What the solution printed; `None` when it did not run.
    pub output: Option<String>,
    /// The output it was judged against: the case's own or the reference
    /// answer; `None` where there is none to trust.
    pub expected: Option<String>,
    /// What the case stands on; `None` when not run.
    pub standing: Option<Standing>,
    /// The mark that leaves its failure out of the verdict: a case beyond
    /// the statement, failed in a way the mark excuses.
    pub left_out: Option<&'static Beyond>,
    /// How many more times it was run, alone, after a run starved of CPU.
    pub again: Option<Again>,
    /// The side-by-side diff of a wrong answer (`-D`), lines of text.
    pub diff: Option<String>,
}

/// The verdict on a case's run, or why it was not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ran(Box<Verdict>),
    Unrun(Unrun),
}

/// Why a case was not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unrun {
    /// The build failed (its line says how): `CE`.
    NotBuilt,
    /// The compile was starved of CPU on every try (the machine was busy):
    /// no verdict, `BUSY`.
    Busy,
    /// The judge takes no file of its language: `CE`, with what it takes
    /// and the command that judges the file anyway.
    Refused(String),
    /// The case itself is wrong (its expected output breaks the rule, or
    /// cannot be read), said so: the judge's `FAIL`.
    BadCase(String),
    /// The judge could not set the build up (its work folder not
    /// writable, say): its own fault, `FAIL`, never the file's `CE`.
    JudgeFailed(String),
}

/// The runs again, alone, of a case starved of CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Again {
    /// How many more runs it had.
    pub tries: u32,
    /// Whether the last was conclusive (else every one was starved).
    pub conclusive: bool,
}

impl Again {
    /// `judged again: the machine was busy (run 1 time more, alone)`,
    /// else that no run was conclusive.
    pub fn text(&self) -> String {
        if self.conclusive {
            format!(
                "judged again: the machine was busy (run {} time{} more, alone)",
                self.tries,
                if self.tries == 1 { "" } else { "s" }
            )
        } else {
            format!(
                "run {} times more, alone, and starved every time: no verdict; judge it again \
                 on a quieter machine",
                self.tries
            )
        }
    }
}

impl Unrun {
    pub fn status(&self) -> Status {
        match self {
            Unrun::NotBuilt | Unrun::Refused(_) => Status::Ce,
            Unrun::Busy => Status::Busy,
            Unrun::BadCase(_) | Unrun::JudgeFailed(_) => Status::Fail,
        }
    }

    /// Its name in the record: `not built`, `busy`, `refused`, `bad
    /// case`, `judge failed`.
    pub fn name(&self) -> &'static str {
        match self {
            Unrun::NotBuilt => "not built",
            Unrun::Busy => "busy",
            Unrun::Refused(_) => "refused",
            Unrun::BadCase(_) => "bad case",
            Unrun::JudgeFailed(_) => "judge failed",
        }
    }

    pub fn text(&self) -> String {
        match self {
            Unrun::NotBuilt => "not built".to_string(),
            Unrun::Busy => "not built: the compile was starved of CPU on every try".to_string(),
            Unrun::Refused(why) | Unrun::BadCase(why) | Unrun::JudgeFailed(why) => why.clone(),
        }
    }
}

impl Record {
    /// The record of case `name` by build `build`, its outcome given, its
    /// files and answers yet unknown.
    pub fn new(name: &str, build: &str, outcome: Outcome) -> Record {
        Record {
            name: name.to_string(),
            build: build.to_string(),
            outcome,
            input_from: None,
            output_from: None,
            output: None,
            expected: None,
            standing: None,
            left_out: None,
            again: None,
            diff: None,
        }
    }

    /// Its verdict.
    pub fn status(&self) -> Status {
        match &self.outcome {
            Outcome::Ran(verdict) => verdict.status,
            Outcome::Unrun(unrun) => unrun.status(),
        }
    }

    /// The verdict on its run, where it ran.
    pub fn verdict(&self) -> Option<&Verdict> {
        match &self.outcome {
            Outcome::Ran(verdict) => Some(verdict),
            Outcome::Unrun(_) => None,
        }
    }

    /// The verdict on its run where the run was measured: not where the
    /// system could not start it.
    fn measured(&self) -> Option<&Verdict> {
        self.verdict()
            .filter(|v| !matches!(v.ending, Ending::NotStarted(_)))
    }

    /// CPU time, where it ran.
    pub fn cpu(&self) -> Option<Duration> {
        self.measured().map(|v| v.usage.cpu)
    }

    /// Wall time, where it ran.
    pub fn wall(&self) -> Option<Duration> {
        self.measured().map(|v| v.usage.wall)
    }

    /// Peak memory, KiB, where it ran.
    pub fn memory_kib(&self) -> Option<u64> {
        self.measured().map(|v| v.usage.peak_kib)
    }

    /// The memory that decided its verdict ([`crate::run::Usage::decided_kib`]),
    /// where it ran.
    pub fn decided_kib(&self) -> Option<u64> {
        self.measured().map(|v| v.usage.decided_kib())
    }

    /// Whether it came near a limit, where it ran.
    pub fn near(&self) -> Option<bool> {
        self.measured().map(|v| !v.near.is_empty())
    }

    /// The evidence of what the judge's data holds, for a case beyond the
    /// statement's volume that has any.
    pub fn evidence(&self) -> Option<Evidence> {
        match self.standing? {
            Standing::Held(_, evidence) => Some(evidence),
            Standing::Beyond(beyond) => beyond.evidence(),
            Standing::Sample | Standing::Promised => None,
        }
    }

    /// What the verdict stands on, as its text line says it: the run's
    /// reason, with the evidence of a volume counted for a `TLE`, and its
    /// runs again; or why it was not run.
    pub fn reason(&self) -> String {
        let verdict = match &self.outcome {
            Outcome::Ran(verdict) => verdict,
            Outcome::Unrun(unrun) => return unrun.text(),
        };
        let mut reason = verdict.reason();
        if let (Some(Standing::Held(_, evidence)), Status::Tle) = (self.standing, verdict.status) {
            reason.push_str(&format!(
                "; beyond the statement's bounds, and counted: {}",
                evidence.text()
            ));
        }
        if let Some(again) = self.again {
            reason.push_str(&format!("; {}", again.text()));
        }
        reason
    }

    /// The text line, `AC   g++/name  (reason)`, the advice of a case
    /// left out under it, then the diff's lines.
    pub fn text(&self) -> String {
        let mut text = line(
            &self.status().to_string(),
            &format!("{}/{}", self.build, self.name),
            &self.reason(),
        );
        if let Some(verdict) = self.verdict() {
            for under in verdict.lines_under("--json's stderr.lines holds them") {
                text.push('\n');
                text.push_str(&under);
            }
        }
        if let Some(beyond) = self.left_out {
            let past = match beyond.past {
                crate::problems::marks::Exceeds::Data(_) => "beyond the judge's data",
                _ => "beyond the statement",
            };
            text.push_str(&format!(
                "\n     {}, left out of the verdict: {}",
                past, beyond.advice
            ));
        }
        if let Some(diff) = &self.diff {
            text.push('\n');
            text.push_str(diff.trim_end());
        }
        text
    }
}

/// One line of the text report: `AC   name  (detail)`.
pub fn line(verdict: &str, name: &str, detail: &str) -> String {
    if detail.is_empty() {
        format!("{:<4} {}", verdict, name)
    } else {
        format!("{:<4} {}  ({})", verdict, name, detail)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judging::verdict::Verdict;
    use crate::problems::marks::{Exceeds, Volume};
    use crate::run::{Ending, Limits};

    const SPLIT: Beyond = Beyond {
        case: "three-lines",
        past: Exceeds::Layout,
        advice: "advice",
    };

    const COUNTED: Evidence = Evidence {
        published: "a published solution",
        judge_ms: 1670,
        ours: "ours",
        here_ms: 1640,
    };

    const HELD: Beyond = Beyond {
        case: "nine",
        past: Exceeds::Volume(Volume {
            of: "9 starts",
            evidence: Some(COUNTED),
        }),
        advice: "never shown",
    };

    /// The verdict on a run that ended as `ending` after `cpu_ms`, its
    /// answer right.
    fn verdict(ending: Ending, cpu_ms: u64) -> Verdict {
        let run = crate::judging::verdict::tests::ran(ending, cpu_ms, 3, b"r\n");
        Verdict::of(&run, &Limits::new(Duration::from_secs(1), 64 << 10), |_| {
            Ok(())
        })
    }

    #[test]
    fn a_record_renders_as_a_line() {
        let ran = Outcome::Ran(Box::new(verdict(Ending::Exited(0), 10)));
        let mut record = Record::new("sample", "g++", ran);
        assert_eq!(record.status(), Status::Ac);
        assert_eq!(record.cpu(), Some(Duration::from_millis(10)));
        assert_eq!(
            record.text(),
            "AC   g++/sample  (0.01 s CPU, 0.02 s wall, 3.0 MiB)"
        );
        record.left_out = Some(&SPLIT);
        assert_eq!(
            record.text(),
            "AC   g++/sample  (0.01 s CPU, 0.02 s wall, 3.0 MiB)\n     beyond the statement, \
             left out of the verdict: advice"
        );
    }

    #[test]
    fn a_record_not_run_says_why_and_has_no_figures() {
        let record = Record::new("a", "gcc", Outcome::Unrun(Unrun::NotBuilt));
        assert_eq!(
            (record.status(), record.cpu(), record.near()),
            (Status::Ce, None, None)
        );
        assert_eq!(record.text(), "CE   gcc/a  (not built)");
        let bad = Unrun::BadCase("a.out is wrong".to_string());
        assert_eq!((bad.status(), bad.name()), (Status::Fail, "bad case"));
    }

    #[test]
    fn a_volume_counted_by_evidence_and_a_run_again_are_said_after_the_reason() {
        let mut record = Record::new(
            "nine",
            "g++",
            Outcome::Ran(Box::new(verdict(Ending::CpuLimit, 1300))),
        );
        record.standing = Some(Standing::Held(&HELD, COUNTED));
        record.again = Some(Again {
            tries: 1,
            conclusive: true,
        });
        assert_eq!(record.evidence(), Some(COUNTED));
        let reason = record.reason();
        assert!(
            reason.starts_with("stopped past the CPU limit: 1.30 s CPU, "),
            "{}",
            reason
        );
        assert!(
            reason.ends_with(&format!(
                "; beyond the statement's bounds, and counted: {}; judged again: the machine \
                 was busy (run 1 time more, alone)",
                COUNTED.text()
            )),
            "{}",
            reason
        );
        let starved = Again {
            tries: 3,
            conclusive: false,
        };
        assert!(starved
            .text()
            .starts_with("run 3 times more, alone, and starved every time"));
    }
}
