//! The text around a contestant's judging: its header (the file, the rule,
//! the build, the limits), a refused language's CE, and the closing lines
//! that say what the figures alone do not.

use crate::build::{pointer_heavy, probe_m32, Family, Toolchain};
use crate::choose::Refusal;
use crate::closing::Closing;
use crate::judging::{chosen_cases, Options, Tally};
use crate::report::{line, Summary};
use crate::run::Limits;
use crate::verdict::{mebibytes, seconds};
use std::fs;

/// `==> judging FILE as PROBLEM: TITLE (STATEMENT)`.
fn title(options: &Options) -> String {
    let problem = options.problem;
    let file = options
        .solution
        .file_name()
        .unwrap_or_default()
        .to_string_lossy();
    format!(
        "==> judging {} as {}: {} ({})",
        file, problem.name, problem.title, problem.statement
    )
}

/// The header's lines: the file and its problem, the rule, the build, the
/// limits and how a run is contained.
pub(crate) fn header(
    options: &Options,
    toolchain: &Toolchain,
    note: &Option<String>,
    limits: &Limits,
    limits_from: &str,
) {
    let (problem, report) = (options.problem, &options.report);
    report.say(&title(options));
    report.say(&format!("    rule: {}", problem.rule_text()));
    match note {
        Some(note) => report.say(&format!("    build: {}", note)),
        None => report.say(&format!(
            "    build: {}, {}'s {}: {}; here: {}",
            toolchain.name,
            problem.judge.name,
            toolchain.menu,
            toolchain.judge_runs,
            toolchain.here
        )),
    }
    if toolchain.bits32() && !toolchain.as_built_here().bits32() {
        let why = probe_m32().err().unwrap_or_default();
        report.say(&format!(
            "    memory: a 64-bit build's, where {}'s {} is 32-bit: {}",
            problem.judge.name, toolchain.menu, why
        ));
    }
    report.say(&format!(
        "    limits: {} CPU, {} ({}); output {} MiB, assumed (none is stated)",
        seconds(limits.time),
        mebibytes(limits.memory_kib),
        limits_from,
        limits.output_kib.unwrap_or(0) / 1024
    ));
    report.say(&format!("    {}", crate::run::containment_summary(limits)));
}

/// Where the cases come from, for the header.
pub(crate) fn cases_from(options: &Options) -> String {
    let problem = options.problem;
    match &options.directory {
        None => format!("testdata/{} in its input format", problem.cases),
        Some(dir) if options.golden => format!(
            "testdata/{} and {} (no .out: judged against the reference answer)",
            problem.cases,
            dir.display()
        ),
        Some(dir) => format!(
            "{} (no .out: judged against the reference answer)",
            dir.display()
        ),
    }
}

/// A file in a language its judge does not take: a CE, said with the
/// command that judges it anyway; the exit status, 1.
pub(crate) fn refused(options: &Options, refusal: &Refusal) -> i32 {
    let report = &options.report;
    report.say(&title(options));
    report.say(&line(
        "CE",
        &format!("compile ({})", refusal.family.name()),
        &refusal.text(),
    ));
    let cases = chosen_cases(options).map_or(0, |cases| cases.len());
    let mut summary = Summary {
        failed: cases,
        status: 1,
        ..Summary::default()
    };
    summary.closing.push(Closing::Refused {
        why: refusal.text(),
    });
    report.summary(&summary);
    1
}

/// What the last lines say beyond the figures: a file judged by a build
/// here its judge refuses, a volume the judge's data may hold, a memory a
/// 32-bit build may fit.
pub(crate) fn closings(
    options: &Options,
    toolchain: &Toolchain,
    note: &Option<String>,
    tally: &Tally,
    limits: &Limits,
) -> Vec<Closing> {
    let problem = options.problem;
    let family = toolchain.family();
    let mut closing = Vec::new();
    let language = !matches!(family, Family::Shell | Family::Executable);
    if note.is_some() && language && problem.judge.default_build(family).is_none() {
        closing.push(Closing::Anyway {
            judge: problem.judge.name,
            language: family.name(),
        });
    }
    if let (0, Some((of, cpu))) = (tally.status(), tally.slow_at_unknown_volume) {
        closing.push(Closing::Volume {
            problem: problem.title.split(" \"").next().unwrap_or(problem.title),
            of,
            cpu,
            limit: limits.time,
        });
    }
    if let Some(used_kib) = tally.over_memory {
        let text = fs::read(options.solution).unwrap_or_default();
        let fits = used_kib <= limits.memory_kib.saturating_mul(2);
        if toolchain.bits32() && !toolchain.as_built_here().bits32() && fits && pointer_heavy(&text)
        {
            closing.push(Closing::Memory64 {
                judge: problem.judge.name,
                used_kib,
                limit_kib: limits.memory_kib,
                why: probe_m32().err().unwrap_or_default(),
            });
        }
    }
    closing
}
