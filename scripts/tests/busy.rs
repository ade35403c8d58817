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

use eight_judge::json::{parse, Value};
use std::io::{BufRead, BufReader};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard};

const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");
const STRESS: &str = env!("CARGO_BIN_EXE_cargo-stress");

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

/// CPU hogs, each a process of its own, killed by its pid when dropped.
struct Hogs(Vec<Child>);

extern "C" {
    fn setsid() -> i32;
}

impl Hogs {
    /// `count` busy loops pinned to [`CPU`], each in a session of its own:
    /// with the kernel's autogroups a session's processes share one fair
    /// part of a CPU, and a box is a session of its own.
    fn start(count: usize) -> Hogs {
        let hogs = (0..count)
            .map(|_| {
                let mut hog = Command::new("taskset");
                hog.args(["-c", CPU, "sh", "-c", "while :; do :; done"])
                    .stdin(Stdio::null());
                // SAFETY: setsid is a plain system call.
                unsafe {
                    hog.pre_exec(|| {
                        setsid();
                        Ok(())
                    });
                }
                hog.spawn().expect("taskset starts a hog")
            })
            .collect();
        Hogs(hogs)
    }

    fn stop(&mut self) {
        for hog in &mut self.0 {
            let _ = hog.kill();
            let _ = hog.wait();
        }
        self.0.clear();
    }
}

impl Drop for Hogs {
    fn drop(&mut self) {
        self.stop();
    }
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

/// A file of `tests/solutions/` or `tests/hostile/`.
fn file(path: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(path);
    path.to_string_lossy().into_owned()
}

/// The judge, pinned to [`CPU`], on `args`: its command.
fn pinned_judge(args: &[&str]) -> Command {
    let mut command = Command::new("taskset");
    command.args(["-c", CPU, JUDGE]).args(args);
    command
}

/// Runs the pinned judge: its exit status and standard output (the text
/// report).
fn judge(args: &[&str]) -> (i32, String) {
    let output = pinned_judge(args).output().expect("the judge starts");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    (
        output.status.code().unwrap_or(-1),
        format!("{}{}", stdout, stderr),
    )
}

/// `--json=FILE` for a judging called `name`: the option, and the file.
fn json_file(name: &str) -> (String, PathBuf) {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("busy-{}.json", name));
    let _ = std::fs::remove_file(&file);
    (format!("--json={}", file.display()), file)
}

/// The records of the `--json` document in `file`.
fn records(file: &PathBuf) -> Vec<Value> {
    let text = std::fs::read_to_string(file).expect("the judge wrote its document");
    parse(&text)
        .expect("JSON")
        .as_array()
        .expect("an array")
        .to_vec()
}

/// Each record's verdict.
fn statuses(records: &[Value]) -> Vec<&str> {
    records
        .iter()
        .map(|r| r.get("status").and_then(Value::as_str).unwrap_or_default())
        .collect()
}

/// The record's runs again: how many, and whether the last was
/// conclusive.
fn again(record: &Value) -> (f64, bool) {
    let again = record.get("again").expect("again");
    match (again.get("tries"), again.get("conclusive")) {
        (Some(Value::Number(tries)), Some(Value::Bool(conclusive))) => (*tries, *conclusive),
        _ => panic!("no runs again: {:?}", record),
    }
}

/// The verdicts of the report's case lines (`AC   gcc/name  (...)`), by
/// the build's prefix `label`.
fn verdicts<'a>(report: &'a str, label: &str) -> Vec<&'a str> {
    let prefix = format!(" {}/", label);
    report
        .lines()
        .filter(|line| line.contains(&prefix) && !line.contains(" compile "))
        .filter_map(|line| line.split_whitespace().next())
        .collect()
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn right_solutions_pass_and_a_spinner_is_tle_beside_cpu_hogs() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let right = file("solutions/poj1077-table.c");
    let spinner = file("hostile/spins.c");
    // Built before the load: the compile is not what is tried here.
    let (code, report) = judge(&["poj1077", &right, "sample"]);
    assert_eq!(code, 0, "{}", report);
    let mut hogs = Hogs::start(4);
    let (right_json, right_file) = json_file("right");
    let (spun_json, spun_file) = json_file("spun");
    let (code, report) = judge(&["poj1077", &right, "-j", "2", &right_json]);
    let (spun, spun_report) = judge(&["poj1077", &spinner, "sample", &spun_json]);
    hogs.stop();
    let found = records(&right_file);
    assert!(found.len() >= 20, "{}", report);
    assert!(statuses(&found).iter().all(|&v| v == "AC"), "{}", report);
    assert_eq!(code, 0, "{}", report);
    let spun_records = records(&spun_file);
    assert_eq!(statuses(&spun_records), ["TLE"], "{}", spun_report);
    let how = spun_records[0].get("ended").and_then(|e| e.get("how"));
    assert_eq!(
        how.and_then(Value::as_str),
        Some("cpu limit"),
        "{}",
        spun_report
    );
    assert_eq!(spun, 1, "{}", spun_report);
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn a_case_starved_on_every_try_has_no_verdict_and_its_own_exit_status() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let spinner = file("hostile/spins-one.c");
    let (code, report) = judge(&["poj1077", &spinner, "sample", TL[0], TL[1]]);
    assert_eq!(code, 1, "{}", report);
    let hogs = Hogs::start(STARVING);
    let (json, file) = json_file("starved");
    let (code, report) = judge(&["poj1077", &spinner, "sample", TL[0], TL[1], &json]);
    drop(hogs);
    // A provisional line, then the last try's.
    assert_eq!(verdicts(&report, "gcc"), ["BUSY", "BUSY"], "{}", report);
    let starved = records(&file);
    assert_eq!(statuses(&starved), ["BUSY"], "{}", report);
    assert_eq!(again(&starved[0]), (3.0, false), "{}", report);
    assert_eq!(code, 4, "{}", report);
}

#[test]
#[ignore = "full tier: loads a CPU for a minute"]
fn a_starved_case_is_judged_again_once_the_others_are_done() {
    let _alone = alone();
    if !taskset_works() {
        return;
    }
    let spinner = file("hostile/spins-one.c");
    let (code, report) = judge(&["poj1077", &spinner, "sample", TL[0], TL[1]]);
    assert_eq!(code, 1, "{}", report);
    let mut hogs = Hogs::start(STARVING);
    let (json, file) = json_file("again");
    let mut child = pinned_judge(&["poj1077", &spinner, "sample", TL[0], TL[1], &json])
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
    let judged = records(&file);
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
    let stress = |solution: &str| {
        let output = Command::new("taskset")
            .args(["-c", CPU, STRESS, "poj1077", solution])
            .args(["--cases", "1", "--jobs", "1", TL[0], TL[1]])
            .output()
            .expect("the stress test starts");
        let report = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        (output.status.code().unwrap_or(-1), report)
    };
    let spinner = file("hostile/spins-one.c");
    let (code, report) = stress(&spinner);
    assert_eq!(code, 1, "{}", report);
    let hogs = Hogs::start(STARVING);
    let (code, report) = stress(&spinner);
    drop(hogs);
    assert!(
        report.contains("stress: 0 cases passed, 1 inconclusive"),
        "{}",
        report
    );
    assert_eq!(code, 4, "{}", report);
    // The load ends once the run is said to be run again: the case then
    // fails as it should, a TLE.
    let mut hogs = Hogs::start(STARVING);
    let mut child = Command::new("taskset")
        .args(["-c", CPU, STRESS, "poj1077", &spinner])
        .args(["--cases", "1", "--jobs", "1", TL[0], TL[1]])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the stress test starts");
    let mut report = String::new();
    for line in BufReader::new(child.stderr.take().expect("piped")).lines() {
        let line = line.expect("a line of the progress");
        if line.ends_with("run again, alone") {
            hogs.stop();
        }
        report.push_str(&line);
        report.push('\n');
    }
    let output = child.wait_with_output().expect("the stress test ends");
    drop(hogs);
    report.push_str(&String::from_utf8_lossy(&output.stdout));
    assert!(report.contains("run again, alone"), "{}", report);
    assert!(report.contains("TLE"), "{}", report);
    assert_eq!(output.status.code(), Some(1), "{}", report);
}
