//! The judge on a busy machine: CPU hogs of the test's own (busy loops in
//! `sh`, started and ended by their pids) pinned with the judge to one
//! CPU, so that a run gets a known small share of it. The runner stretches
//! a starved run's wall clock by the time it waited for a CPU, up to ten
//! times, so a spinner beside a few hogs is still TLE. A run starved past
//! that is no verdict: it is run again by itself once the other cases are
//! done, and only a case starved on every try stays without one (exit
//! status 4). Starving a run past ten times its wall limit takes a share
//! of a CPU under 1 in 90 for a 100 ms limit (stopped at 150 ms, the wall
//! at 1.3 s, stretched to 13 s): [`STARVING`] hogs. Full tier
//! (`#[ignore]`d): each test loads a CPU for tens of seconds. Linux only
//! (`taskset`, from util-linux).

mod common;

use common::cli::{judge, stress, Cli, Judged, Ran};
use common::hogs::Hogs;
use common::record::{statuses, Fields};
use common::report::cases;
use common::solutions::{hostile, original};
use eight_judge::json::Value;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Mutex, MutexGuard};

/// The CPU the judge and the hogs share.
const CPU: &str = "0";

/// Hogs that starve a one-process run of 100 ms past the stretch: it gets
/// a CPU's 121st, 107 ms in the 13 s the stretch allows, short of 150 ms.
const STARVING: usize = 120;

/// The limit the starved runs get, short so that each try is short.
const TL: [&str; 2] = ["--tl", "100ms"];

/// Held by each test for its whole length: one test's hogs would starve
/// another's runs.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// [`ONE_AT_A_TIME`], taken whether or not a test before failed.
fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// `count` CPU hogs pinned to [`CPU`].
fn pinned_hogs(count: usize) -> Hogs {
    Hogs::start(count, Some(CPU))
}

/// Whether `taskset` runs here; the tests skip, saying so, where not.
fn taskset_works() -> bool {
    let works = Command::new("taskset")
        .args(["-c", CPU, "true"])
        .status()
        .map_or(false, |status| status.success());
    if !works {
        eprintln!("skipped: no taskset (util-linux) here");
    }
    works
}

/// The judge, pinned to [`CPU`], on `args`.
fn pinned_judge(args: &[&str]) -> Cli {
    judge(args).pinned(CPU)
}

/// The stress test, pinned to [`CPU`], on a spinner for one case.
fn pinned_stress(solution: &str) -> Cli {
    stress(&[
        "poj1077", solution, "--cases", "1", "--jobs", "1", TL[0], TL[1],
    ])
    .pinned(CPU)
}

/// Runs the pinned judge: its exit status and its report (standard
/// output, then standard error).
fn judged(args: &[&str]) -> (i32, String) {
    let ran = pinned_judge(args).run();
    (ran.code, ran.both())
}

/// The pinned judge run with `--json=FILE`, the file named after `name`.
fn judged_into(name: &str, args: &[&str]) -> Judged {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("busy-{}.json", name));
    pinned_judge(args).json_to(&file)
}

/// The record's runs again: how many, and whether the last was
/// conclusive.
fn again(record: &Value) -> (f64, bool) {
    match (record.field("again.tries"), record.flag("again.conclusive")) {
        (Some(Value::Number(tries)), Some(conclusive)) => (*tries, conclusive),
        _ => panic!("no runs again: {:?}", record),
    }
}

/// The verdicts of the report's lines of the cases built by `build`.
fn verdicts<'a>(report: &'a str, build: &str) -> Vec<&'a str> {
    cases(report)
        .into_iter()
        .filter(|(_, by, _)| *by == build)
        .map(|(verdict, _, _)| verdict)
        .collect()
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn right_solutions_pass_and_a_spinner_is_tle_beside_cpu_hogs() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let right = original("poj1077-table.c");
    let right = right.to_str().unwrap();
    let spinner = hostile("spins.c");
    // Built before the load: the compile is not what is tried here.
    let (code, report) = judged(&["poj1077", right, "sample"]);
    assert_eq!(code, 0, "{}", report);
    let mut hogs = pinned_hogs(4);
    let right = judged_into("right", &["poj1077", right, "-j", "2"]);
    let spun = judged_into("spun", &["poj1077", &spinner, "sample"]);
    hogs.stop();
    assert!(right.records.len() >= 20, "{}", right.report);
    assert!(
        statuses(&right.records).iter().all(|&v| v == "AC"),
        "{}",
        right.report
    );
    assert_eq!(right.code, 0, "{}", right.report);
    assert_eq!(statuses(&spun.records), ["TLE"], "{}", spun.report);
    assert_eq!(
        spun.records[0].text("ended.how"),
        "cpu limit",
        "{}",
        spun.report
    );
    assert_eq!(spun.code, 1, "{}", spun.report);
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn a_case_starved_on_every_try_has_no_verdict_and_its_own_exit_status() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let spinner = hostile("spins-one.c");
    let args = ["poj1077", &spinner, "sample", TL[0], TL[1]];
    let (code, report) = judged(&args);
    assert_eq!(code, 1, "{}", report);
    let hogs = pinned_hogs(STARVING);
    let starved = judged_into("starved", &args);
    drop(hogs);
    let report = &starved.report;
    // A provisional line, then the last try's.
    assert_eq!(verdicts(report, "gcc"), ["BUSY", "BUSY"], "{}", report);
    assert_eq!(statuses(&starved.records), ["BUSY"], "{}", report);
    assert_eq!(again(&starved.records[0]), (3.0, false), "{}", report);
    assert_eq!(starved.code, 4, "{}", report);
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn a_starved_case_is_judged_again_once_the_others_are_done() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let spinner = hostile("spins-one.c");
    let (code, report) = judged(&["poj1077", &spinner, "sample", TL[0], TL[1]]);
    assert_eq!(code, 1, "{}", report);
    let mut hogs = pinned_hogs(STARVING);
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("busy-again.json");
    let _ = std::fs::remove_file(&file);
    let json = format!("--json={}", file.display());
    let mut child = pinned_judge(&["poj1077", &spinner, "sample", TL[0], TL[1], &json])
        .command()
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the judge starts");
    let mut report = String::new();
    let lines = BufReader::new(child.stdout.take().expect("piped")).lines();
    // The load ends once the judge has said that the case will be run
    // again: the run again is then conclusive.
    for line in lines {
        let line = line.expect("a line of the report");
        if line.starts_with("BUSY") && line.ends_with("run again once the other cases are done") {
            hogs.stop();
        }
        report.push_str(&line);
        report.push('\n');
    }
    let status = child.wait().expect("the judge ends");
    drop(hogs);
    assert_eq!(verdicts(&report, "gcc"), ["BUSY", "TLE"], "{}", report);
    let document = std::fs::read_to_string(&file).unwrap_or_default();
    let judged = common::record::records(&document, &report);
    assert_eq!(statuses(&judged), ["TLE"], "{}", report);
    assert_eq!(again(&judged[0]), (1.0, true), "{}", report);
    assert_eq!(status.code(), Some(1), "{}", report);
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn the_stress_test_runs_a_starved_case_again_and_finds_no_failure_in_it() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let spinner = hostile("spins-one.c");
    let ran = pinned_stress(&spinner).run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    let hogs = pinned_hogs(STARVING);
    let ran = pinned_stress(&spinner).run();
    drop(hogs);
    let report = ran.both();
    assert!(
        report.contains("stress: 0 cases passed, 1 inconclusive"),
        "{}",
        report
    );
    assert_eq!(ran.code, 4, "{}", report);
    // The load ends once the run is said to be run again: the case then
    // fails as it should, a TLE.
    let mut hogs = pinned_hogs(STARVING);
    let mut child = pinned_stress(&spinner).spawn();
    let mut report = String::new();
    for line in BufReader::new(child.stderr.take().expect("piped")).lines() {
        let line = line.expect("a line of the progress");
        if line.ends_with("run again, alone") {
            hogs.stop();
        }
        report.push_str(&line);
        report.push('\n');
    }
    let ran = Ran::of(&child.wait_with_output().expect("the stress test ends"));
    drop(hogs);
    report.push_str(&ran.stdout);
    assert!(report.contains("run again, alone"), "{}", report);
    assert!(report.contains("TLE"), "{}", report);
    assert_eq!(ran.code, 1, "{}", report);
}
