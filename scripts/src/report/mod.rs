//! Where a judging's report goes ([`Report`]): the text line of each
//! case's record ([`crate::judging::record`]) as it is judged, then the
//! closing figures, and with `--json` the JSON document of the records.
//!
//! The files: `build_lines.rs` (a build's lines and its note),
//! `summary.rs` (the closing figures and the build used), `closing.rs`
//! (what the last line says beyond the figures), `diff.rs` (a wrong answer
//! side by side, `-D`) and `json_document.rs` (the records as `oj test
//! --json` prints them, with this judge's fields).

pub mod build_lines;
pub mod closing;
pub mod diff;
pub mod json_document;
pub mod summary;

use crate::judging::record::Record;
use crate::judging::verdict::Status;
use crate::report::summary::{BuildNote, Summary};
use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;

/// Where `--json` writes its document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonTo {
    /// Standard output; the text report goes to standard error.
    Stdout,
    /// A file; the text report stays on standard output.
    File(PathBuf),
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
        if record.status() != Status::Ce {
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
                crate::say_line(&crate::report::json_document::document(
                    records,
                    build,
                    summary.speed.as_ref(),
                ));
                Ok(())
            }
            Some(JsonTo::File(path)) => fs::write(
                path,
                crate::report::json_document::document(records, build, summary.speed.as_ref())
                    + "\n",
            )
            .map_err(|e| {
                io::Error::new(e.kind(), format!("cannot write {}: {}", path.display(), e))
            }),
        }
    }
}

impl crate::judging::Progress for Report {
    fn say(&self, text: &str) {
        Report::say(self, text)
    }

    fn record(&self, record: &Record) {
        Report::record(self, record)
    }
}
