//! Judging a solution's build on its cases, every case on every core: each
//! run judged by the problem's rule and limits, a case starved of CPU run
//! again alone, each record said in the cases' order as soon as those
//! before it are ([`Progress`]), and what each case stands on.
//!
//! Beside the loop: `verdict/` (one run judged: its status, its cause,
//! what is near a limit, what is left out), `record.rs` (a case's record,
//! the one a report renders), and what the judge measures of a judge's
//! machine, `speed.rs` (its speed against this one's) and `memory.rs` (the
//! memory a judge counts a program that does nothing).

pub mod memory;
pub mod record;
pub mod speed;
pub mod verdict;

use crate::build::Build;
use crate::judging::record::{Again, Outcome, Record, Unrun};
use crate::judging::verdict::{excused, Source, Status, Verdict};
use crate::problems::cases::TestCase;
use crate::problems::format::{Case, Finding};
use crate::problems::marks::{Marks, Standing};
use crate::run::{busy, Limits};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

/// Judges an output of some cases against the expected one.
type Checker<'a> = dyn Fn(&[Case], &[u8], &[u8]) -> Result<(), Finding> + Sync + 'a;

/// A wrong answer shown (`-D`): the case, what was expected, what was
/// printed, and the rule's finding; the text under the case's line.
pub type ShowDiff<'a> = dyn Fn(&TestCase, &[u8], &[u8], &Finding) -> String + Sync + 'a;

/// Where the case loop says what it judges as it goes: a line, and each
/// case's record once those before it are said.
pub trait Progress: Sync {
    fn say(&self, text: &str);
    fn record(&self, record: &Record);
}

/// How the cases of one build are judged.
pub struct Judging<'a> {
    /// Where each case's line goes as it is judged.
    pub progress: &'a dyn Progress,
    /// The build's name, each line's prefix.
    pub label: &'a str,
    pub build: &'a Build,
    pub limits: &'a Limits,
    pub check: &'a Checker<'a>,
    /// How many cases run at once.
    pub jobs: usize,
    /// How a wrong answer is shown side by side (`-D`), if it is.
    pub diff: Option<&'a ShowDiff<'a>>,
    /// What the golden cases rest on: a failure beyond the statement is
    /// left out of the verdict, with its advice.
    pub marks: &'a Marks,
    /// The contestant's file, as its runs name it: what they said is
    /// shown in its names ([`Verdict::named`]); `None` for a command.
    pub source: Option<Source>,
}

/// Runs the build on each case, `jobs` at once, and reports a record a
/// case in the cases' order, each as soon as those before it are done. A
/// case starved of CPU ([`Status::Busy`]) is said so in its place and run
/// again, alone, once every other case is done (`run_again_alone`); its
/// record follows the others. The records, in the cases' order, for the
/// caller to count.
pub fn judge_cases(judging: &Judging, golden: &[TestCase]) -> Vec<Record> {
    let next = AtomicUsize::new(0);
    type Done = (Vec<Option<Record>>, usize);
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
                let judged = judge_case(judging, case);
                let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
                done.0[index] = Some(judged);
                while let Some(Some(record)) = done.0.get(done.1) {
                    if record.status() == Status::Busy {
                        judging.progress.say(&format!(
                            "{}; run again once the other cases are done",
                            record.text()
                        ));
                    } else {
                        judging.progress.record(record);
                    }
                    done.1 += 1;
                }
            });
        }
    });
    let (judged, _) = done.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut records = Vec::with_capacity(judged.len());
    for (first, case) in judged.into_iter().flatten().zip(golden) {
        let record = if first.status() == Status::Busy {
            let again = run_again_alone(judging, case, first);
            judging.progress.record(&again);
            again
        } else {
            first
        };
        records.push(record);
    }
    records
}

/// A case whose run was starved of CPU, run again by itself up to
/// [`busy::TRIES`] times: the first conclusive run's record, said to be
/// judged again; else the last starved one's, saying that none was.
fn run_again_alone(judging: &Judging, case: &TestCase, first: Record) -> Record {
    let mut last = first;
    for attempt in 1..=busy::TRIES {
        thread::sleep(busy::pause(attempt));
        let mut record = judge_case(judging, case);
        let conclusive = record.status() != Status::Busy;
        record.again = Some(Again {
            tries: attempt,
            conclusive,
        });
        if conclusive {
            return record;
        }
        last = record;
    }
    last
}

/// The record of one case: run (unless the case itself is wrong), judged,
/// with what it stands on and whether its failure is left out.
fn judge_case(judging: &Judging, case: &TestCase) -> Record {
    let expected = match &case.expected {
        Ok(expected) => expected,
        Err(why) => {
            return case_record(
                judging.label,
                case,
                Outcome::Unrun(Unrun::BadCase(why.to_string())),
            )
        }
    };
    let limits = judging.limits;
    let (verdict, printed) = match judging.build.run(&case.input, limits) {
        Ok(ran) => {
            let verdict = Verdict::of(&ran, limits, |actual| {
                (judging.check)(&case.cases, expected, actual)
            });
            let verdict = match &judging.source {
                Some(source) => verdict.named(source),
                None => verdict,
            };
            (verdict, Some(ran.stdout))
        }
        Err(error) => (Verdict::unstarted(limits, error.to_string()), None),
    };
    let standing = if case.golden {
        judging.marks.of(&case.name)
    } else {
        Standing::Promised
    };
    // A starved run is no failure to excuse: it is run again.
    let left_out = match verdict.status {
        Status::Busy => None,
        kind => excused(standing, kind),
    };
    let found = verdict.found.clone();
    let wrong = verdict.status == Status::Wa;
    let mut record = case_record(judging.label, case, Outcome::Ran(Box::new(verdict)));
    record.standing = Some(standing);
    record.left_out = left_out;
    if let (Some(diff), true, Some(found), Some(printed)) = (judging.diff, wrong, found, &printed) {
        record.diff = Some(diff(case, expected, printed, &found));
    }
    record.output = printed.map(|bytes| String::from_utf8_lossy(&bytes).into_owned());
    record
}

/// The record of `case` by the build `label`: its files, and what it was
/// judged against.
pub(crate) fn case_record(label: &str, case: &TestCase, outcome: Outcome) -> Record {
    let mut record = Record::new(&case.name, label, outcome);
    record.input_from = Some(case.input_from.clone());
    record.output_from = case.output_from.clone();
    record.expected = case
        .expected
        .as_ref()
        .ok()
        .map(|bytes| String::from_utf8_lossy(bytes).into_owned());
    record
}
