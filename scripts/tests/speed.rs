//! A judge's speed beside this machine's scales the statement's CPU
//! limit: a solution Accepted here at POJ 1077's 1 s is TLE at a speed of
//! POJ's, `--tl` gives the limit as it is, a judge with no published
//! figure keeps its statement's limit, and a speed given badly is
//! refused by name. The speed is given (`JUDGE_SPEED`) in the quick tier,
//! so that no test times this machine; the full tier measures POJ's.

mod common;

use common::cli::{judge, judge_solution, stress_solution};
use common::record::{statuses, Fields};
use eight_judge::judging::speed;
use std::fs;
use std::sync::{Mutex, MutexGuard};

/// A table of every board built sixteen times: about 0.4 s of CPU here,
/// three times POJ's limit at POJ's speed.
const SLOW_TABLE: &str = "poj1077-table-sixteen-times.cpp";

/// POJ's speed as measured here on this project's machine
/// (`scripts/bench/speed.sh`: `scripts/speed/poj1077-strings-table.cpp`
/// by POJ's G++ in 81 ms, beside POJ's 610 ms: 0.133), rounded.
const POJ_SPEED: &str = "0.13";

/// These tests time CPU, and a run's CPU time grows when others run
/// beside it on the machine's cores (the table built sixteen times, 0.4 s
/// alone, took 1.02 s beside the others here and was TLE at 1 s): they run
/// one at a time.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn speed_line(report: &str) -> &str {
    report
        .lines()
        .find(|line| line.trim_start().starts_with("speed: "))
        .unwrap_or_else(|| panic!("no speed line in:\n{}", report))
        .trim()
}

#[test]
fn a_solution_accepted_here_is_tle_at_pojs_speed_unless_tl_gives_the_limit() {
    let _alone = alone();
    let here = judge_solution("poj1077", SLOW_TABLE).arg("sample").json();
    assert_eq!(statuses(&here.records), ["AC"], "{}", here.report);
    assert_eq!(here.records[0].number("limits.cpu"), 1.0);

    let there = judge_solution("poj1077", SLOW_TABLE)
        .arg("sample")
        .env("JUDGE_SPEED", POJ_SPEED)
        .json();
    assert_eq!(statuses(&there.records), ["TLE"], "{}", there.report);
    assert_eq!(there.code, 1);
    // The verdict's limit, and a mark near it, are the scaled limit's.
    assert_eq!(there.records[0].number("limits.cpu"), 0.13);
    // The record says the ratio, both limits and where the ratio is from.
    assert_eq!(there.records[0].number("speed.ratio"), 0.13);
    assert_eq!(there.records[0].number("speed.statement_cpu"), 1.0);
    assert_eq!(there.records[0].number("speed.cpu"), 0.13);
    assert_eq!(
        there.records[0].text("speed.from"),
        "given by JUDGE_SPEED=0.13"
    );
    assert_eq!(
        speed_line(&there.report),
        "speed: POJ's is 0.13x this machine's (given by JUDGE_SPEED=0.13): the problem's \
         1.00 s CPU there is 0.13 s here"
    );
    assert!(
        there.report.contains("limits: 0.13 s CPU, 64.0 MiB"),
        "{}",
        there.report
    );

    let given = judge_solution("poj1077", SLOW_TABLE)
        .args(&["sample", "--tl", "1s"])
        .env("JUDGE_SPEED", POJ_SPEED)
        .json();
    assert_eq!(statuses(&given.records), ["AC"], "{}", given.report);
    assert_eq!(given.records[0].number("limits.cpu"), 1.0);
    // Not scaled: no speed in the record.
    assert_eq!(
        given.records[0].field("speed"),
        Some(&eight_judge::json::Value::Null)
    );
    assert_eq!(
        speed_line(&given.report),
        "speed: --tl gives this machine's limit, not scaled to POJ's speed"
    );
}

#[test]
fn the_stress_test_scales_the_limit_as_the_judge_does() {
    let _alone = alone();
    let there = stress_solution("poj1077", SLOW_TABLE)
        .args(&["--cases", "2", "-j", "1"])
        .env("JUDGE_SPEED", POJ_SPEED)
        .run();
    assert_eq!(there.code, 1, "{}", there.both());
    assert!(
        there
            .stderr
            .contains("stress: speed: POJ's is 0.13x this machine's (given by JUDGE_SPEED=0.13)")
            && there.stderr.contains("; 0.13 s CPU, 64.0 MiB a run"),
        "{}",
        there.stderr
    );
    assert!(there.stdout.contains("TLE"), "{}", there.both());
    // At this machine's own speed the same cases pass.
    let here = stress_solution("poj1077", SLOW_TABLE)
        .args(&["--cases", "2", "-j", "1"])
        .run();
    assert_eq!(here.code, 0, "{}", here.both());
}

/// Each program timed for a judge's speed is a right solution of the
/// problem its published one solves, on its golden cases: its work is
/// the whole search, and its answers are checked.
#[test]
fn each_speed_program_solves_its_problem() {
    let _alone = alone();
    for (problem, file) in [
        ("poj1077", "poj1077-strings-table.cpp"),
        ("uva652", "uva652-string-map-table.cpp"),
    ] {
        let program = eight_judge::workspace().join("scripts/speed").join(file);
        let judged = judge(&[problem]).arg(&program).json();
        assert_eq!(judged.code, 0, "{}", judged.report);
        assert!(
            statuses(&judged.records).iter().all(|s| *s == "AC"),
            "{}",
            judged.report
        );
    }
}

#[test]
fn a_judge_with_no_published_figure_keeps_its_statements_limit() {
    let _alone = alone();
    // Measured, not given: HDU has no figure, so nothing is timed.
    let ran = judge_solution("hdu1043", "hdu1043-string-map.cpp")
        .arg("sample")
        .speed_measured()
        .json();
    assert_eq!(statuses(&ran.records), ["AC"], "{}", ran.report);
    assert_eq!(ran.records[0].number("limits.cpu"), 5.0);
    assert_eq!(
        speed_line(&ran.report),
        "speed: no published run time gives HDU's speed beside this machine's: the \
         problem's 5.00 s CPU kept as this machine's"
    );
}

#[test]
fn pojs_figure_of_native_code_speaks_not_for_java() {
    let _alone = alone();
    // Measured, not given: the figure covers no Java, so nothing is timed.
    let ran = judge_solution("poj1077", "poj1077-table.java")
        .arg("sample")
        .speed_measured()
        .json();
    assert_eq!(statuses(&ran.records), ["AC"], "{}", ran.report);
    assert_eq!(ran.records[0].number("limits.cpu"), 1.0);
    assert_eq!(
        speed_line(&ran.report),
        "speed: POJ's published figure is of C++, which speaks not for Java (its runtime's \
         start is in no such figure): the problem's 1.00 s CPU kept as this machine's"
    );
}

#[test]
fn a_speed_given_badly_is_refused_by_name() {
    let _alone = alone();
    let ran = judge_solution("poj1077", SLOW_TABLE)
        .arg("sample")
        .env("JUDGE_SPEED", "fast")
        .run();
    assert_eq!(ran.code, 2, "{}", ran.both());
    assert!(
        ran.stderr.contains("JUDGE_SPEED=\"fast\": not a speed"),
        "{}",
        ran.stderr
    );
}

/// POJ's speed timed here, once, and kept: the same solution is TLE at
/// it, whatever this machine's own speed, since the published program is
/// timed on it too.
#[test]
#[ignore = "times this machine: full tier"]
fn pojs_speed_is_measured_once_and_kept() {
    let _alone = alone();
    let first = judge_solution("poj1077", SLOW_TABLE)
        .arg("sample")
        .speed_measured()
        .json();
    let line = speed_line(&first.report).to_string();
    assert!(line.starts_with("speed: POJ's is "), "{}", line);
    assert!(line.contains("Accepted: 610 ms there, "), "{}", line);
    assert_eq!(statuses(&first.records), ["TLE"], "{}", first.report);
    let second = judge_solution("poj1077", SLOW_TABLE)
        .arg("sample")
        .speed_measured()
        .json();
    let again = speed_line(&second.report);
    assert!(again.contains(", kept in "), "{}", again);
    assert!(!again.contains("measured now"), "{}", again);
    // The same figure, read back.
    let ratio = |line: &str| line.split("x this machine's").next().unwrap().to_string();
    assert_eq!(ratio(&line), ratio(again));
    let kept = fs::read_to_string(speed::kept_file(&eight_judge::work_folder(), "POJ"))
        .unwrap_or_default();
    assert!(kept.contains("runs "), "{}", kept);
    // A table built once, as published POJ solutions that POJ accepted
    // build it, is AC at POJ's speed: its limit is not made so strict that
    // what POJ accepts is TLE here.
    let once = judge_solution("poj1077", "poj1077-table.cpp")
        .speed_measured()
        .json();
    assert_eq!(once.code, 0, "{}", once.report);
    assert!(
        statuses(&once.records).iter().all(|status| *status == "AC"),
        "{}",
        once.report
    );
}
