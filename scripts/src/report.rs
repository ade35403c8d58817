//! One record per judged case, the closing figures, and where the report
//! goes ([`Report`]): the text, and with `--json` oj's document, both
//! rendered from the records ([`crate::oj`] renders the document).

use crate::cli::JsonTo;
use crate::verdict::{mebibytes, Kind};
use std::fs;
use std::io::{self, Write};
use std::time::Duration;

/// What the judging of one case found.
#[derive(Clone, Debug)]
pub struct Record {
    /// The case's name, as `CASE` picks it.
    pub name: String,
    /// The build it ran, by its menu name (`g++`): the text line's prefix.
    pub build: String,
    pub kind: Kind,
    /// What the verdict rests on: the figures, or what was wrong.
    pub reason: String,
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
    /// The exit status; minus the signal for a run a signal ended (as
    /// Python's and so oj's); `None` for a run stopped at a limit or not
    /// run.
    pub exitcode: Option<i32>,
    pub cpu: Option<Duration>,
    pub wall: Option<Duration>,
    pub memory_kib: Option<u64>,
    /// Whether the run came near a limit; `None` where not judged.
    pub near: Option<bool>,
    /// What the case rests on beyond the statement, if anything.
    pub rests_on: Option<String>,
    /// The side-by-side diff of a wrong answer (`-D`), lines of text.
    pub diff: Option<String>,
    /// Why its failure is left out of the verdict: the advice of a case
    /// beyond the statement.
    pub left_out: Option<String>,
}

impl Record {
    /// A record of a case that was not run: `kind` for `reason`.
    pub fn unrun(name: &str, build: &str, kind: Kind, reason: String) -> Record {
        Record {
            name: name.to_string(),
            build: build.to_string(),
            kind,
            reason,
            input_from: None,
            output_from: None,
            output: None,
            expected: None,
            exitcode: None,
            cpu: None,
            wall: None,
            memory_kib: None,
            near: None,
            rests_on: None,
            diff: None,
            left_out: None,
        }
    }

    /// The text line, `AC   g++/name  (reason)`, and the diff's lines
    /// under it.
    pub fn text(&self) -> String {
        let mut text = line(
            &self.kind.to_string(),
            &format!("{}/{}", self.build, self.name),
            &self.reason,
        );
        if let Some(advice) = &self.left_out {
            text.push_str(&format!(
                "\n     beyond the statement, left out of the verdict: {}",
                advice
            ));
        }
        if let Some(diff) = &self.diff {
            text.push('\n');
            text.push_str(diff.trim_end());
        }
        text
    }
}

/// `x` rounded to `digits` decimals.
pub fn round(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

/// One line of the text report: `AC   name  (detail)`.
pub fn line(verdict: &str, name: &str, detail: &str) -> String {
    if detail.is_empty() {
        format!("{:<4} {}", verdict, name)
    } else {
        format!("{:<4} {}  ({})", verdict, name, detail)
    }
}

/// The closing figures of a judging.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
    /// The case with the most CPU time, and that time.
    pub slowest: Option<(String, Duration)>,
    /// The case with the most memory, KiB.
    pub most_memory: Option<(String, u64)>,
    /// The build's name, its command, whether it built and whether it was
    /// reused from the cache.
    pub build: Option<BuildNote>,
    /// Cases near a limit, on either side of it.
    pub near: usize,
    /// Cases failed beyond what the statement promises, left out.
    pub beyond: usize,
    /// Cases with no verdict: every run of them was starved of CPU.
    pub inconclusive: usize,
    /// The exit status.
    pub status: i32,
    /// What the figures alone do not say, each a last line.
    pub closing: Vec<crate::closing::Closing>,
}

/// How the solution was built, for the summary.
#[derive(Clone, Debug)]
pub struct BuildNote {
    pub name: String,
    pub command: String,
    pub ok: bool,
    pub reused: bool,
    pub seconds: f64,
    /// A failed build's whole text (the CE), which the text report cuts.
    pub error: Option<String>,
}

impl Summary {
    /// Takes `record`'s figures into the slowest and the largest.
    pub fn add(&mut self, record: &Record) {
        if let Some(cpu) = record.cpu {
            if self.slowest.as_ref().map_or(true, |(_, most)| cpu > *most) {
                self.slowest = Some((record.name.clone(), cpu));
            }
        }
        if let Some(kib) = record.memory_kib {
            if self
                .most_memory
                .as_ref()
                .map_or(true, |(_, most)| kib > *most)
            {
                self.most_memory = Some((record.name.clone(), kib));
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
                "; {} beyond the statement, left out",
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

/// Where the text report goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Stdout,
    Stderr,
    Nowhere,
}

/// Where a judging's report goes: the text, and with `--json` oj's
/// document of the records, once they are all judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub text: Text,
    pub json: Option<JsonTo>,
}

impl Report {
    /// The plain text report on standard output.
    pub const TEXT: Report = Report {
        text: Text::Stdout,
        json: None,
    };

    /// `--json` on standard output (the text on standard error, or with
    /// `quiet` nowhere), `--json=FILE` (the text on standard output), else
    /// the text alone (nowhere with `quiet`).
    pub fn new(json: Option<JsonTo>, quiet: bool) -> Report {
        let text = match (&json, quiet) {
            (_, true) => Text::Nowhere,
            (Some(JsonTo::Stdout), false) => Text::Stderr,
            (_, false) => Text::Stdout,
        };
        Report { text, json }
    }

    /// Writes lines of the text report.
    pub fn say(&self, text: &str) {
        match self.text {
            Text::Stdout => crate::say_line(text),
            Text::Stderr => {
                let stderr = std::io::stderr();
                let mut err = stderr.lock();
                let _ = writeln!(err, "{}", text);
            }
            Text::Nowhere => {}
        }
    }

    /// Reports one case as it is judged: its text line. A case a failed
    /// build left unrun has none: the build's line said it.
    pub fn record(&self, record: &Record) {
        if record.kind != Kind::Ce {
            self.say(&record.text());
        }
    }

    /// Reports the end: the closing figures, and with `--json` oj's
    /// document of every record (`build`: how the solution was built).
    pub fn finish(
        &self,
        records: &[Record],
        build: Option<&BuildNote>,
        summary: &Summary,
    ) -> io::Result<()> {
        self.say(&summary.text());
        match &self.json {
            None => Ok(()),
            Some(JsonTo::Stdout) => {
                crate::say_line(&crate::oj::document(records, build));
                Ok(())
            }
            Some(JsonTo::File(path)) => fs::write(path, crate::oj::document(records, build) + "\n")
                .map_err(|e| {
                    io::Error::new(e.kind(), format!("cannot write {}: {}", path.display(), e))
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_renders_as_a_line() {
        let mut record = Record::unrun("sample", "g++", Kind::Ac, "0.01 s CPU".to_string());
        assert_eq!(record.text(), "AC   g++/sample  (0.01 s CPU)");
        record.left_out = Some("advice".to_string());
        assert_eq!(
            record.text(),
            "AC   g++/sample  (0.01 s CPU)\n     beyond the statement, left out of the verdict: advice"
        );
    }

    #[test]
    fn the_summary_names_the_slowest_and_the_largest() {
        let mut summary = Summary::default();
        for (name, ms, kib) in [("a", 10, 900), ("b", 420, 800), ("c", 5, 7475)] {
            let mut record = Record::unrun(name, "g++", Kind::Ac, String::new());
            record.cpu = Some(Duration::from_millis(ms));
            record.memory_kib = Some(kib);
            summary.add(&record);
        }
        summary.passed = 2;
        summary.failed = 1;
        assert_eq!(
            summary.text(),
            "judge: 2 passed, 1 failed; slowest: 0.42 s CPU (b); max memory: 7.3 MiB (c); 2 AC / 3"
        );
    }
}
