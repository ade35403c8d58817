//! The verdict on one run, as a record: the verdict, how the run ended
//! (the runner's [`Ending`], with its [`Cause`]), its figures and limits, the measures near a limit
//! ([`Near`]), the rule's word on its answer and what the rule found
//! ([`Finding`]), and what it did beside ([`Notes`]). The text line's
//! reason ([`Verdict::reason`]) and the JSON record
//! ([`crate::report::json_document`]) are two renderings of it.

mod cause;
mod excused;
mod near;
mod notes;
mod pointing;
mod reason;
mod signal;

pub use cause::{exit_text, unstarted_text, Cause};
pub use excused::excused;
pub use near::{near_under, past, Near, Past};
pub use notes::{Between, Notes, Said, LINES_KEPT, LINES_SHOWN};
pub use pointing::Source;
pub use signal::signal_name;
// How the figures and texts of a verdict are shown; here too for the
// callers that name them by this module.
pub use crate::shown::{count, cut, mebibytes, quote, seconds, size_text, QUOTED};

use crate::run::{Ending, Limits, Run, Usage};
use std::fmt;

/// The judges' verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Accepted.
    Ac,
    /// Wrong answer.
    Wa,
    /// Time limit exceeded.
    Tle,
    /// Memory limit exceeded.
    Mle,
    /// Output limit exceeded.
    Ole,
    /// Runtime error: a failing exit status, or a signal.
    Re,
    /// Compile error.
    Ce,
    /// The judge's own fault: a wrong expected answer, or a solution that
    /// cannot be started.
    Fail,
    /// No verdict: every run of the case was starved of CPU (the machine
    /// was busy), so it tells nothing of the solution. Not a failure of
    /// the solution's, nor a pass.
    Busy,
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::Ac => "AC",
            Status::Wa => "WA",
            Status::Tle => "TLE",
            Status::Mle => "MLE",
            Status::Ole => "OLE",
            Status::Re => "RE",
            Status::Ce => "CE",
            Status::Fail => "FAIL",
            Status::Busy => "BUSY",
        })
    }
}

/// What the rule found wrong in an output (or, for a `FAIL`, in the
/// expected answer): the format's finding, as data.
pub use crate::problems::format::{Blame, Finding};

/// The verdict on one run, and what it stands on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub status: Status,
    /// How the run ended, as the runner says.
    pub ending: Ending,
    /// What its signal most likely means, where a signal ended it.
    pub cause: Option<Cause>,
    /// What containment most likely refused it, where it ended by itself
    /// failing after a refusal.
    pub refused: Option<&'static str>,
    /// What it cost: CPU, wall clock, peak memory.
    pub usage: Usage,
    /// The limits it ran under.
    pub limits: Limits,
    /// How many bytes it wrote to standard output, and how many of them
    /// were kept (all, unless it went past what is kept).
    pub output_bytes: u64,
    pub output_kept: u64,
    /// The measures near their limits: a `TLE` or `MLE` of a run that
    /// ended by itself within the margin past the limit, or an `AC` above
    /// [`crate::run::NEAR_BELOW`] of it; empty for any other verdict.
    pub near: Vec<Near>,
    /// The rule's word on its answer: right, or wrong; `None` where the
    /// answer was not judged (the run was stopped, failed, was cut, or
    /// went past a limit beyond its margin).
    pub answer: Option<bool>,
    /// What the rule found, where it found a fault.
    pub found: Option<Finding>,
    /// What the run did beside its answer.
    pub notes: Notes,
}

impl Verdict {
    /// The verdict on `run` under `limits`, its output judged by `judge` when
    /// the run itself broke no rule. Every text it quotes is cut to a few
    /// hundred bytes.
    pub fn of(
        run: &Run,
        limits: &Limits,
        judge: impl FnOnce(&[u8]) -> Result<(), Finding>,
    ) -> Verdict {
        let mut verdict = Verdict::facts(run, limits);
        verdict.status = match stopped(&verdict.ending) {
            Some(kind) => kind,
            None => ran(&mut verdict, run, judge),
        };
        verdict
    }

    /// The verdict on a run that never started because the system could
    /// not start it (`why`): the judge's own fault.
    pub fn unstarted(limits: &Limits, why: String) -> Verdict {
        Verdict {
            status: Status::Fail,
            ending: Ending::NotStarted(why),
            cause: None,
            refused: None,
            usage: Usage::default(),
            limits: *limits,
            output_bytes: 0,
            output_kept: 0,
            near: Vec::new(),
            answer: None,
            found: None,
            notes: Notes::default(),
        }
    }

    /// How its run ended, by the record's name: the runner's name for its
    /// ending ([`Ending::name`]), or `refused` for a run that failed after
    /// containment refused it something.
    pub fn ending_name(&self) -> &'static str {
        match self.refused {
            Some(_) => "refused",
            None => self.ending.name(),
        }
    }

    /// The facts of `run` under `limits`, its kind yet to be decided.
    fn facts(run: &Run, limits: &Limits) -> Verdict {
        Verdict {
            status: Status::Fail,
            ending: run.ending.clone(),
            cause: match run.ending {
                Ending::Signalled(number) => Cause::of(number, run, limits),
                _ => None,
            },
            // A refusal is named only where the run failed after it.
            refused: run
                .refused
                .filter(|_| run.ending.by_itself() && !run.ending.well()),
            usage: run.usage,
            limits: *limits,
            output_bytes: run.stdout_bytes,
            output_kept: run.stdout.len() as u64,
            near: Vec::new(),
            answer: None,
            found: None,
            notes: Notes::of(run),
        }
    }

    /// The same verdict with what its run said named as the contestant
    /// names their file ([`Said::named`]).
    pub fn named(mut self, source: &Source) -> Verdict {
        self.notes.said = self.notes.said.take().map(|said| said.named(source));
        self
    }

    /// The lines shown under its text line: for an `RE`, or a `WA` that
    /// printed nothing, the lines of standard error that point into the
    /// file (else, with no output, its first lines), and a path the box
    /// did not show, with what to do; `whole` says where all the lines
    /// are.
    pub fn lines_under(&self, whole: &str) -> Vec<String> {
        let said = match (&self.notes.said, self.status) {
            (Some(said), Status::Re) => said,
            (Some(said), Status::Wa) if self.output_kept == 0 => said,
            _ => return Vec::new(),
        };
        let mut lines = said.shown(self.output_kept == 0, self.status == Status::Re, whole);
        if let Some(path) = &said.unseen {
            lines.push(format!(
                "    the box does not show {}: a run sees the system's folders, its build \
                 and its working folder, as on a judge, where your file runs alone; put what \
                 it needs into the file, or judge that program itself with -c {}",
                crate::shown::escaped(path),
                crate::shell::quote(path)
            ));
        }
        lines
    }

    /// A run past a limit, within its margin, whose answer was judged and
    /// is wrong: it fails on its answer too, whatever the judge's machine.
    pub fn wrong_too(&self) -> bool {
        matches!(self.status, Status::Tle | Status::Mle) && self.answer == Some(false)
    }
}

/// The verdict on a run the runner stopped (or that never started), by
/// how: `None` for a run that ended by itself.
fn stopped(ending: &Ending) -> Option<Status> {
    match ending {
        Ending::Exited(_) | Ending::Signalled(_) => None,
        Ending::CpuLimit | Ending::WallLimit => Some(Status::Tle),
        Ending::Busy => Some(Status::Busy),
        Ending::MemoryLimit => Some(Status::Mle),
        Ending::OutputLimit | Ending::FileLimit(_) => Some(Status::Ole),
        Ending::ProcessLimit | Ending::MissingInterpreter(_) => Some(Status::Re),
        Ending::NotStarted(_) => Some(Status::Fail),
    }
}

/// The verdict on a run that ended by itself: past a limit (near it,
/// within the margin, its answer judged where it exited well), else a
/// failing exit, else an output past what is kept, else the rule's.
fn ran(
    verdict: &mut Verdict,
    run: &Run,
    judge: impl FnOnce(&[u8]) -> Result<(), Finding>,
) -> Status {
    if let Some(past) = past(&run.usage, &verdict.limits) {
        if past.within {
            verdict.near.push(past.near);
            if run.ending == Ending::Exited(0) && !run.stdout_cut {
                // Its answer says whether it fails there whatever the
                // machine; the verdict stays the limit's.
                let _ = ruled(verdict, judge(&run.stdout));
            }
        }
        return past.status;
    }
    if !verdict.ending.well() {
        return Status::Re;
    }
    if run.stdout_cut {
        return Status::Ole;
    }
    let kind = ruled(verdict, judge(&run.stdout));
    if kind == Status::Ac {
        verdict.near = near_under(&run.usage, &verdict.limits);
    }
    kind
}

/// Keeps the rule's word on the answer and what it found: `AC`, `WA`,
/// or `FAIL` for a wrong expected answer.
fn ruled(verdict: &mut Verdict, judged: Result<(), Finding>) -> Status {
    verdict.answer = Some(judged.is_ok());
    let found = match judged {
        Ok(()) => return Status::Ac,
        Err(found) => found,
    };
    let kind = match found.blame {
        Blame::Output => Status::Wa,
        Blame::Expected => Status::Fail,
    };
    verdict.found = Some(found);
    kind
}

/// What a run cost: `0.02 s CPU, 0.03 s wall, 3.4 MiB`.
pub fn usage_text(usage: &Usage) -> String {
    format!(
        "{} CPU, {} wall, {}",
        seconds(usage.cpu),
        seconds(usage.wall),
        mebibytes(usage.peak_kib)
    )
}

#[cfg(test)]
pub(crate) mod tests;
