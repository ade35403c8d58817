//! Hostile C programs (`tests/hostile/`): children that escape the process
//! group and the session, a double-forked daemon that closes its
//! descriptors, fifty escaped children, a 10 GB flood, spinners in two
//! processes. After each, nothing it started is left running. A run's
//! own `SIGKILL` is said to be its own, a kill at a limit that limit's.
//! Full tier (`#[ignore]`d): they need a C compiler.
#![cfg(target_os = "linux")]

mod common;

use common::cli::judge;
use common::record::Fields;
use common::runs::{c_program, command, limits};
use common::{processes, runs};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::Ending;
use std::time::{Duration, Instant};

#[test]
#[ignore = "full tier: needs a C compiler"]
fn an_escaped_child_is_ended_and_named() {
    let program = c_program("escapes", include_str!("hostile/escapes.c"));
    let tag = processes::tag();
    let limits = limits(1000, 64);
    let ran = runs::run_tagged(&command(&program, &[]), b"", &limits, &tag);
    assert_eq!(ran.ending, Ending::Exited(0));
    assert_eq!(ran.left_running, ["escapes"]);
    processes::assert_none_left(&tag);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Ac);
    assert!(
        verdict
            .reason()
            .ends_with("; it left 1 process running (escapes), killed"),
        "{:?}",
        verdict
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_left_process_named_with_terminal_escapes_is_named_escaped() {
    let program = c_program("renamed", include_str!("hostile/renamed.c"));
    let tag = processes::tag();
    let limits = limits(1000, 64);
    let ran = runs::run_tagged(&command(&program, &[]), b"", &limits, &tag);
    assert_eq!(ran.left_running, ["\r\x1b[2KAC"]);
    processes::assert_none_left(&tag);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert!(
        verdict
            .reason()
            .ends_with("; it left 1 process running (\\r\\x1b[2KAC), killed"),
        "{:?}",
        verdict
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_double_forked_daemon_is_ended_and_named() {
    let program = c_program("daemon", include_str!("hostile/daemon.c"));
    let tag = processes::tag();
    let started = Instant::now();
    let ran = runs::run_tagged(&command(&program, &[]), b"", &limits(1000, 64), &tag);
    // Not the daemon's 30 s, with room for a loaded machine.
    assert!(started.elapsed() < Duration::from_secs(15));
    assert_eq!(ran.ending, Ending::Exited(0));
    assert_eq!(ran.stdout, b"answer\n");
    assert_eq!(ran.left_running, ["daemon"]);
    processes::assert_none_left(&tag);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn fifty_escaped_children_are_ended() {
    let program = c_program("fifty", include_str!("hostile/fifty.c"));
    let tag = processes::tag();
    let ran = runs::run_tagged(&command(&program, &[]), b"", &limits(1000, 64), &tag);
    assert_eq!(ran.ending, Ending::Exited(0));
    assert_eq!(ran.left_running.len(), 50, "{:?}", ran.left_running);
    processes::assert_none_left(&tag);
    let verdict = Verdict::of(&ran, &limits(1000, 64), |_| Ok(()));
    assert!(
        verdict.reason().ends_with(
            "; it left 50 processes running (fifty, fifty, fifty, fifty, fifty, 45 more), killed"
        ),
        "{:?}",
        verdict
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_ten_gigabyte_flood_is_ole_at_the_output_limit_in_little_cpu() {
    let program = c_program("flood", include_str!("hostile/flood.c"));
    let limits = limits(5000, 64);
    // Stopped at the output limit (64 MiB), long before its CPU stop
    // (6.25 s).
    let ran = runs::assert_flood_stopped(&command(&program, &[]), &limits);
    assert_eq!(ran.stdout.len(), 64 << 20);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Ole);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn spinners_are_stopped_at_their_cpu_limit_together() {
    let program = c_program("spins", include_str!("hostile/spins.c"));
    let tag = processes::tag();
    let limits = limits(500, 64);
    let ran = runs::run_tagged(&command(&program, &[]), b"", &limits, &tag);
    // Both processes' CPU time counted, stopped within 1.5 x the limit.
    runs::assert_stopped_at_cpu(&ran, &limits);
    processes::assert_none_left(&tag);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_runs_own_sigkill_is_said_to_be_its_own() {
    let program = c_program("own-kill", include_str!("hostile/own-kill.c"));
    // In a box, and forked afresh.
    for without in ["", "box"] {
        let judged = judge(&["poj1077", "-c"])
            .arg(&program)
            .arg("sample")
            .env("EIGHT_JUDGE_WITHOUT", without)
            .json();
        let record = &judged.records[0];
        assert_eq!(record.text("status"), "RE", "{}", judged.report);
        assert_eq!(record.text("ended.name"), "SIGKILL", "{}", judged.report);
        assert_eq!(record.text("ended.cause"), "own kill", "{}", judged.report);
        assert!(
            record.text("reason").starts_with(
                "signal 9 (SIGKILL), its own signal: the judge sent none and no limit was reached"
            ),
            "{}",
            judged.report
        );
    }
    // A kill at a limit (the judge's, or the kernel's at the hard CPU
    // limit) is that limit's, never the run's own.
    let spins = c_program("spins-own-kill", include_str!("hostile/spins.c"));
    for without in ["", "box"] {
        let judged = judge(&["poj1077", "--tl", "0.2", "-c"])
            .arg(&spins)
            .arg("sample")
            .env("EIGHT_JUDGE_WITHOUT", without)
            .json();
        let record = &judged.records[0];
        assert_eq!(
            (record.text("status"), record.text("ended.how")),
            ("TLE", "cpu limit"),
            "{}",
            judged.report
        );
    }
}
