//! The verdict's text line reason, rendered from its record: the figures
//! and the limit for a run stopped at one, the status and what standard
//! error said for a failing one, the rule's finding for a wrong answer.

use super::{exit_text, unstarted_text, usage_text, Status, Verdict};
use crate::run::Ending;
use crate::shown::{cut, mebibytes, quote, seconds, size_text, tamed, QUOTED};

impl Verdict {
    /// The reason of its text line: `0.02 s CPU, 0.03 s wall, 3.4 MiB`,
    /// `board 3: ...`, `stopped past the CPU limit: ...`. Every text it
    /// quotes is cut to a few hundred bytes.
    pub fn reason(&self) -> String {
        let left = self.notes.left_text();
        match &self.ending {
            Ending::MissingInterpreter(_) | Ending::NotStarted(_) => unstarted_text(&self.ending),
            Ending::Exited(_) | Ending::Signalled(_) => match self.status {
                Status::Tle | Status::Mle => format!("{}{}", self.past_text(), left),
                Status::Re => {
                    let said = self.notes.said.as_ref().map_or(String::new(), |s| s.text());
                    let refused = self
                        .refused
                        .map_or(String::new(), |why| format!("; {}", why));
                    format!(
                        "{}, {}{}{}{}",
                        exit_text(&self.ending, self.cause),
                        self.usage(),
                        said,
                        refused,
                        left
                    )
                }
                Status::Ole => format!(
                    "{} of output, more than the {} kept{}",
                    size_text(self.output_bytes),
                    size_text(self.output_kept),
                    left
                ),
                _ => self.judged_text(),
            },
            ending => format!("{}{}", self.stopped_text(ending), left),
        }
    }

    fn usage(&self) -> String {
        usage_text(&self.usage)
    }

    /// Why the runner stopped it.
    fn stopped_text(&self, ending: &Ending) -> String {
        let (usage, limits) = (&self.usage, &self.limits);
        let output_limit = limits
            .output_kib
            .map_or(u64::MAX, |kib| kib.saturating_mul(1024));
        match ending {
            Ending::CpuLimit => format!(
                "stopped past the CPU limit: {}; the limit is {} CPU, a run is let go to {}",
                self.usage(),
                seconds(limits.time),
                seconds(limits.cpu_stop())
            ),
            Ending::Busy => format!(
                "inconclusive, the machine was busy: ended after {} on the wall clock having \
                 had only {} of CPU, short of the {} at which a run of its {} CPU limit is \
                 stopped",
                seconds(usage.wall),
                seconds(usage.cpu),
                seconds(limits.cpu_stop()),
                seconds(limits.time)
            ),
            Ending::WallLimit => format!(
                "killed after {} on the wall clock, waiting (asleep, or reading input that \
                 never came) with {} CPU; the limit is {} CPU, {} on the wall clock",
                seconds(usage.wall),
                seconds(usage.cpu),
                seconds(limits.time),
                seconds(limits.wall)
            ),
            Ending::MemoryLimit => format!(
                "stopped past the memory limit and its margin ({}): {}; the limit is {}",
                mebibytes(limits.memory_stop()),
                self.usage(),
                mebibytes(limits.memory_kib)
            ),
            Ending::OutputLimit => format!(
                "stopped once its output passed the limit, {}",
                size_text(output_limit)
            ),
            Ending::FileLimit(name) => format!(
                "a file it wrote, {}, reached the output limit, {}",
                quote(name.as_bytes(), 80),
                size_text(output_limit)
            ),
            Ending::ProcessLimit => format!(
                "it started more than {} processes: a fork bomb?",
                limits.processes
            ),
            Ending::Exited(_)
            | Ending::Signalled(_)
            | Ending::MissingInterpreter(_)
            | Ending::NotStarted(_) => String::new(),
        }
    }

    /// A run that ended by itself past a limit: near it, with whether its
    /// answer was right, or beyond the margin.
    fn past_text(&self) -> String {
        let limit = match self.status {
            Status::Tle => format!("the limit is {} CPU", seconds(self.limits.time)),
            _ => format!("the limit is {}", mebibytes(self.limits.memory_kib)),
        };
        let near = match self.near.first() {
            Some(near) => near,
            None => return format!("{}; {}", self.usage(), limit),
        };
        let answer = match self.answer {
            Some(true) => "; its answer is right",
            Some(false) => "; its answer is wrong too",
            None => "",
        };
        format!("{}: {}{}", near.text(), self.usage(), answer)
    }

    /// A run the rule judged: `AC`'s figures and the limits it came near,
    /// `WA`'s finding, a `FAIL`'s wrong expected answer.
    fn judged_text(&self) -> String {
        // A finding quotes the run's bytes escaped already; its text is
        // tamed again, so that no format's words can move the cursor.
        let found = self
            .found
            .as_ref()
            .map_or(String::new(), |f| tamed(&cut(&f.text, 4 * QUOTED)));
        let notes = self.notes.text();
        match self.status {
            Status::Fail => format!("the expected answer is wrong: {}", found),
            Status::Wa if self.output_kept == 0 => {
                format!("it printed nothing; {}{}", found, notes)
            }
            Status::Wa => format!("{}{}", found, notes),
            _ => {
                let near: Vec<String> = self
                    .near
                    .iter()
                    .map(|n| format!("; {}", n.text()))
                    .collect();
                format!("{}{}{}", self.usage(), near.concat(), notes)
            }
        }
    }
}
