//! The lines of a build in the text report, and its note in the summary:
//! the build made (or reused) and what the compiler said, or why it made
//! nothing (`CE`, `BUSY` for a compile starved on every try).

use crate::build::menus::{as_submitted, Judge, Submission, Submitted};
use crate::build::{Build, BuildError, Toolchain};
use crate::judging::record::line;
use crate::judging::verdict::{count, seconds, Source, Status};
use crate::report::summary::{BuildNote, BuildReason, Summary};
use crate::report::Report;
use crate::work_folder;
use std::path::Path;

/// `text` indented, at most `most` lines of it.
fn indented(text: &str, most: usize) -> String {
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let mut shown: Vec<String> = lines
        .iter()
        .take(most)
        .map(|l| format!("    | {}", l))
        .collect();
    if lines.len() > most {
        let left = (lines.len() - most) as u64;
        shown.push(format!("    | ... ({} more)", count(left, "line", "lines")));
    }
    shown.join("\n")
}

/// Builds `solution` by `toolchain` as it would be submitted (by the first
/// build of `menu` that takes it, when a menu is given), through the build
/// cache, reporting the build's line and what the compiler said: the
/// build, or why there is none. A compile starved of CPU on every try is no
/// `CE`: its line says `BUSY`, and the judging has no verdict.
pub fn built(
    report: &Report,
    summary: &mut Summary,
    toolchain: &'static Toolchain,
    menu: Option<&Judge>,
    solution: &Path,
    strict: bool,
    name: &str,
) -> Result<Build, BuildError> {
    let work = work_folder();
    let submission = Submission {
        first: toolchain,
        menu,
        solution,
        work: &work,
        strict,
    };
    // The compiler's messages in the contestant's names: the file saved
    // as `main.cpp` is theirs. No build wraps the file or adds lines to
    // it, so that its line numbers are the file's own.
    let source = Source {
        folder: String::new(),
        saved: toolchain
            .source_name(solution)
            .to_string_lossy()
            .into_owned(),
        shown: crate::build::solution::absolute(solution)
            .to_string_lossy()
            .into_owned(),
    };
    match as_submitted(&submission) {
        Ok(submitted) => Ok(say_built(report, summary, submitted, name, &source)),
        Err(error) => {
            say_unbuilt(report, summary, toolchain, solution, name, &error, &source);
            Err(error)
        }
    }
}

/// `, main.cpp is /home/you/a.cpp`: the file a build line's command
/// names, as the contestant knows it.
fn saved_as(source: &Source) -> String {
    match source.saved.as_str() {
        "" => String::new(),
        saved => format!("; {} is {}", saved, source.shown),
    }
}

/// The line of a build made (or reused), the note on why by that build,
/// and what the compiler said; the build.
fn say_built(
    report: &Report,
    summary: &mut Summary,
    submitted: Submitted,
    name: &str,
    source: &Source,
) -> Build {
    let Submitted { built, chosen } = submitted;
    let toolchain = built.build.toolchain;
    let name = if chosen.is_some() {
        toolchain.name
    } else {
        name
    };
    let reused = if built.reused { ", reused" } else { "" };
    report.say(&line(
        "OK",
        &format!("compile {}", name),
        &format!(
            "{}, {}{}{}",
            built.build.shown(),
            seconds(built.build.took),
            reused,
            saved_as(source)
        ),
    ));
    let log = source.named_text(&built.build.log);
    if let Some(chosen) = &chosen {
        report.say(&format!("    build: {}", chosen.text()));
    }
    if !log.trim().is_empty() {
        report.say(&indented(&log, 40));
    }
    summary.builds_ok += 1;
    let why = match chosen {
        Some(chosen) => BuildReason::AsSubmitted(chosen.text()),
        None => BuildReason::JudgesOwn,
    };
    let mut note = BuildNote::new(toolchain.name, built.build.shown(), why);
    note.ok = true;
    note.reused = built.reused;
    note.seconds = built.build.took.as_secs_f64();
    if !log.trim().is_empty() {
        note.log = Some(log);
    }
    summary.build = Some(note);
    built.build
}

/// The line of a build that made nothing: `CE`, or `BUSY` for a compile
/// starved on every try; and why.
fn say_unbuilt(
    report: &Report,
    summary: &mut Summary,
    toolchain: &Toolchain,
    solution: &Path,
    name: &str,
    error: &BuildError,
    source: &Source,
) {
    let built_here = toolchain.as_built_here();
    let shown = built_here.shown_for(&built_here.source_name(solution));
    let kind = if error.busy() {
        summary.builds_starved += 1;
        Status::Busy
    } else if error.judges_fault() {
        summary.builds_failed += 1;
        Status::Fail
    } else {
        summary.builds_failed += 1;
        Status::Ce
    };
    report.say(&line(
        &kind.to_string(),
        &format!("compile {}", name),
        &format!("{}{}", shown, saved_as(source)),
    ));
    let text = source.named_text(&error.to_string());
    report.say(&indented(&text, 40));
    let mut note = BuildNote::new(toolchain.name, shown, BuildReason::JudgesOwn);
    note.error = Some(text);
    summary.build = Some(note);
}
