//! A spinner judged beside CPU hogs of the test's own, more of them than
//! the machine has cores: its wall clock is stretched by the time it
//! waits for a CPU, so it reaches its CPU limit and is TLE, not "the
//! machine was busy"; a sleeper beside them still ends at its wall-clock
//! limit. Full tier (`#[ignore]`d): it keeps every core busy for seconds.
//! It prints what it saw: `cargo test -p eight-judge --test hostile_busy --
//! --ignored --nocapture`.
#![cfg(target_os = "linux")]

mod common;

use common::hogs::Hogs;
use common::runs::{limits, run, sh};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::Ending;
use std::time::Duration;

#[test]
#[ignore = "full tier: keeps every core busy"]
fn a_spinner_beside_cpu_hogs_reaches_its_cpu_limit() {
    let limits = limits(1000, 64);
    let hogs = Hogs::beyond_the_cores();
    let hogs_started = hogs.count();
    let ran = run(&sh("while :; do :; done"), b"", &limits);
    let slept = run(&sh("sleep 30"), b"", &limits);
    drop(hogs);
    println!(
        "beside {} hogs: the spinner {:?}, {:?}; the sleeper {:?}, {:?}",
        hogs_started, ran.ending, ran.usage, slept.ending, slept.usage
    );
    // Past its stop (1.25 s), on a wall clock stretched past its limit
    // (3.5 s) by the time it waited for a CPU.
    assert_eq!(ran.ending, Ending::CpuLimit, "{:?}", ran.usage);
    assert!(ran.usage.cpu >= limits.cpu_stop(), "{:?}", ran.usage);
    assert!(
        ran.usage.wall > limits.wall,
        "not stretched: {:?}",
        ran.usage
    );
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Tle);
    // A sleeper waits for nothing: its wall clock is not stretched.
    assert_eq!(slept.ending, Ending::WallLimit, "{:?}", slept.usage);
    assert!(
        slept.usage.wall < limits.wall + Duration::from_secs(2),
        "{:?}",
        slept.usage
    );
}
