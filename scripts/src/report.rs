//! One record per judged case, and its two renderings: the text line of
//! the report and `--json`'s object (oj's field names where they fit).
//! Where the report goes is a [`Report`].

use crate::json::Value;
use crate::verdict::{mebibytes, Kind};
use std::io::Write;
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
    /// Where the input is.
    pub input_from: Option<String>,
    /// Where the expected output is; `None`: the reference answer.
    pub output_from: Option<String>,
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

    /// The JSON object, one line: oj's `status`, `testcase` (`name`,
    /// `input`, `output`), `exitcode`, `elapsed` (wall seconds) and
    /// `memory` (MiB), and `reason`, `cpu`, `wall`, `build`, `near`,
    /// `rests_on`.
    pub fn json(&self) -> String {
        let text = |t: &Option<String>| t.clone().map_or(Value::Null, Value::String);
        let secs = |d: Option<Duration>| {
            d.map_or(Value::Null, |d| Value::Number(round(d.as_secs_f64(), 3)))
        };
        Value::Object(vec![
            ("status".into(), Value::String(self.kind.to_string())),
            (
                "testcase".into(),
                Value::Object(vec![
                    ("name".into(), Value::String(self.name.clone())),
                    ("input".into(), text(&self.input_from)),
                    ("output".into(), text(&self.output_from)),
                ]),
            ),
            (
                "exitcode".into(),
                self.exitcode
                    .map_or(Value::Null, |c| Value::Number(c as f64)),
            ),
            ("elapsed".into(), secs(self.wall)),
            (
                "memory".into(),
                self.memory_kib.map_or(Value::Null, |kib| {
                    Value::Number(round(kib as f64 / 1024.0, 1))
                }),
            ),
            ("reason".into(), Value::String(self.reason.clone())),
            ("cpu".into(), secs(self.cpu)),
            ("wall".into(), secs(self.wall)),
            ("build".into(), Value::String(self.build.clone())),
            ("near".into(), self.near.map_or(Value::Null, Value::Bool)),
            ("rests_on".into(), text(&self.rests_on)),
            ("left_out".into(), text(&self.left_out)),
        ])
        .to_json()
    }
}

fn round(x: f64, digits: i32) -> f64 {
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
            self.passed + self.failed + self.beyond
        ));
        for closing in &self.closing {
            text.push_str(&format!("\nverdict: {}", closing.text()));
        }
        text
    }

    /// The closing JSON object: `{"summary": {...}}`.
    pub fn json(&self) -> String {
        let named = |name: &str, value: Value| {
            Value::Object(vec![
                ("name".into(), Value::String(name.to_string())),
                ("value".into(), value),
            ])
        };
        let build = match &self.build {
            None => Value::Null,
            Some(b) => Value::Object(vec![
                ("name".into(), Value::String(b.name.clone())),
                ("command".into(), Value::String(b.command.clone())),
                ("ok".into(), Value::Bool(b.ok)),
                ("reused".into(), Value::Bool(b.reused)),
                ("seconds".into(), Value::Number(round(b.seconds, 3))),
                (
                    "error".into(),
                    b.error.clone().map_or(Value::Null, Value::String),
                ),
            ]),
        };
        Value::Object(vec![(
            "summary".into(),
            Value::Object(vec![
                ("passed".into(), Value::Number(self.passed as f64)),
                ("failed".into(), Value::Number(self.failed as f64)),
                (
                    "total".into(),
                    Value::Number((self.passed + self.failed + self.beyond) as f64),
                ),
                (
                    "slowest".into(),
                    self.slowest.as_ref().map_or(Value::Null, |(n, d)| {
                        named(n, Value::Number(round(d.as_secs_f64(), 3)))
                    }),
                ),
                (
                    "max_memory".into(),
                    self.most_memory.as_ref().map_or(Value::Null, |(n, kib)| {
                        named(n, Value::Number(round(*kib as f64 / 1024.0, 1)))
                    }),
                ),
                ("near".into(), Value::Number(self.near as f64)),
                ("beyond".into(), Value::Number(self.beyond as f64)),
                ("build".into(), build),
                (
                    "closing".into(),
                    Value::Array(self.closing.iter().map(|c| c.json()).collect()),
                ),
                ("exit".into(), Value::Number(self.status as f64)),
            ]),
        )])
        .to_json()
    }
}

/// Where the text report goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    Stdout,
    Stderr,
    Nowhere,
}

/// Where a judging's report goes: the text, and with `--json` the
/// records, one a line on standard output.
#[derive(Clone, Copy, Debug)]
pub struct Report {
    pub text: Text,
    pub json: bool,
}

impl Report {
    /// The plain text report on standard output.
    pub const TEXT: Report = Report {
        text: Text::Stdout,
        json: false,
    };

    /// `--json` (the text on standard error, or with `quiet` nowhere),
    /// else the text alone (nowhere with `quiet`).
    pub fn new(json: bool, quiet: bool) -> Report {
        let text = match (json, quiet) {
            (_, true) => Text::Nowhere,
            (true, false) => Text::Stderr,
            (false, false) => Text::Stdout,
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

    /// Reports one case: its text line, and its JSON line.
    pub fn record(&self, record: &Record) {
        self.say(&record.text());
        if self.json {
            crate::say_line(&record.json());
        }
    }

    /// Reports the closing figures.
    pub fn summary(&self, summary: &Summary) {
        self.say(&summary.text());
        if self.json {
            crate::say_line(&summary.json());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_renders_as_a_line_and_as_oj_style_json() {
        let mut record = Record::unrun("sample", "g++", Kind::Ac, "0.01 s CPU".to_string());
        record.input_from = Some("test/sample.in".to_string());
        record.exitcode = Some(0);
        record.cpu = Some(Duration::from_millis(12));
        record.wall = Some(Duration::from_millis(15));
        record.memory_kib = Some(3584);
        assert_eq!(record.text(), "AC   g++/sample  (0.01 s CPU)");
        let value = crate::json::parse(&record.json()).unwrap();
        assert_eq!(value.get("status").unwrap().as_str(), Some("AC"));
        let case = value.get("testcase").unwrap();
        assert_eq!(case.get("input").unwrap().as_str(), Some("test/sample.in"));
        assert_eq!(case.get("output"), Some(&Value::Null));
        assert_eq!(value.get("exitcode"), Some(&Value::Number(0.0)));
        assert_eq!(value.get("elapsed"), Some(&Value::Number(0.015)));
        assert_eq!(value.get("cpu"), Some(&Value::Number(0.012)));
        assert_eq!(value.get("memory"), Some(&Value::Number(3.5)));
        assert_eq!(value.get("near"), Some(&Value::Null));
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
