//! `cargo judge --own`: this project's own programs judged, each
//! source's size checked, each built every way the judges build Rust with
//! no warning allowed, each build on every case of its folder.

use super::CommandError;
use crate::exit::ExitCode;
use crate::judging::record::line;
use crate::judging::{judge_cases, Judging};
use crate::problems::cases::golden_cases;
use crate::problems::format::Case;
use crate::problems::marks::Marks;
use crate::problems::Program;
use crate::report::build_lines::built;
use crate::report::summary::Summary;
use crate::report::Report;
use crate::run::cores;
use crate::shown::{mebibytes, seconds};
use crate::workspace;
use std::fs;

/// `1 case`, `2 cases`.
fn cases(count: usize) -> String {
    format!("{} case{}", count, if count == 1 { "" } else { "s" })
}

/// Codeforces' source limit, the strictest of the judges here, bytes.
pub const SOURCE_LIMIT: u64 = 64 * 1024;

/// Judges this project's programs: each source's size, each built every
/// way in [`crate::build::menus::STRICT`] (a warning fails a build), each build on every case of
/// its folder (the programs read any layout). Returns the exit status.
pub fn own(programs: &[Program]) -> Result<ExitCode, CommandError> {
    let report = Report::TEXT;
    let mut missing = Vec::new();
    for build in crate::build::menus::strict() {
        missing.extend(build.missing_tools());
    }
    missing.dedup();
    if !missing.is_empty() {
        return Err(CommandError::Missing(missing));
    }
    let mut summary = Summary::default();
    for program in programs {
        let problem = program.problem;
        let golden = golden_cases(problem.cases, program.format, program.source)?;
        let source = workspace().join(program.source);
        report.say(&format!(
            "==> judging {} as {}: {}; {} CPU, {}",
            source.display(),
            problem.name,
            program.format.describe().rule,
            seconds(problem.limits.time),
            mebibytes(problem.limits.memory_kib)
        ));
        report.say(&format!(
            "    {} of {}",
            cases(golden.len()),
            workspace().join("testdata").join(problem.cases).display()
        ));
        let size = fs::metadata(&source)
            .map_err(|e| format!("{}: {}", source.display(), e))?
            .len();
        let size_check = format!("{} source size", problem.name);
        if size <= SOURCE_LIMIT {
            summary.builds_ok += 1;
            report.say(&line("OK", &size_check, &format!("{} bytes", size)));
        } else {
            summary.builds_failed += 1;
            report.say(&line(
                "FAIL",
                &size_check,
                &format!("{} bytes > {}", size, SOURCE_LIMIT),
            ));
        }
        for toolchain in crate::build::menus::strict() {
            let label = format!("{}-{}", problem.name, toolchain.name);
            match built(
                &report,
                &mut summary,
                toolchain,
                None,
                &source,
                true,
                &label,
            ) {
                Ok(build) => {
                    let judge = |cases: &[Case], expected: &[u8], actual: &[u8]| {
                        program.format.judge(cases, expected, actual)
                    };
                    let judging = Judging {
                        progress: &report,
                        label: &label,
                        build: &build,
                        limits: &problem.limits,
                        check: &judge,
                        jobs: cores(),
                        diff: None,
                        // The programs read any layout: every case is theirs.
                        marks: &Marks::ALL,
                        source: None,
                    };
                    for record in judge_cases(&judging, &golden) {
                        summary.case(&record);
                    }
                    let _ = fs::remove_dir_all(&build.folder);
                }
                Err(error) if error.busy() => summary.inconclusive += golden.len(),
                Err(_) => summary.failed += golden.len(),
            }
        }
    }
    report.say(&format!(
        "builds: {} ok, {} failed",
        summary.builds_ok, summary.builds_failed
    ));
    report.say(&summary.text());
    Ok(summary.status())
}
