//! The judge interrupted (Ctrl-C, SIGTERM, SIGHUP) while a solution runs
//! with a sleeper and a spinner in sessions of their own: it ends them
//! all, says "interrupted" and exits 130, 143 or 129.
#![cfg(target_os = "linux")]

mod common;

use common::cli::{judge, Ran};
use common::processes::{self, TAG};
use common::solutions::hostile;
use std::process::Command;
use std::time::{Duration, Instant};

fn interrupted_by(signal: &str, status: i32) {
    let solution = hostile("sleeps-and-spins.sh");
    let tag = processes::tag();
    let judge = judge(&["poj1077", &solution, "sample"])
        .env(TAG, &tag)
        .spawn();
    // The judge, sh, two sleepers, a spinner, the second sh and its sleeps.
    let deadline = Instant::now() + Duration::from_secs(30);
    while processes::left_with(&tag).len() < 6 {
        assert!(
            Instant::now() < deadline,
            "{:?}",
            processes::left_with(&tag)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let judge_pid = judge.id();
    let sent = Command::new("kill")
        .args(["-s", signal, &judge.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let started = Instant::now();
    let ended = Ran::of(&judge.wait_with_output().unwrap());
    // Far from its sleepers' 100 s; the status and the words below say
    // it was the interrupt, not the wall limit, that ended it.
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(ended.code, status, "{}", ended.stdout);
    assert_eq!(ended.stderr, "interrupted\n");
    processes::assert_none_left(&tag);
    // Its working folder is gone too.
    let folders = format!("judge-run-{}-", judge_pid);
    let left: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&folders))
        .map(|e| e.path())
        .collect();
    assert!(left.is_empty(), "{:?}", left);
    // And its build (the judge's builds/ of this workspace).
    let builds = eight_judge::work_folder().join("builds");
    let own = format!("{}-", judge_pid);
    let left: Vec<_> = std::fs::read_dir(&builds)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&own))
        .map(|e| e.path())
        .collect();
    assert!(left.is_empty(), "{:?}", left);
}

#[test]
fn ctrl_c_ends_the_solutions_whole_tree() {
    interrupted_by("INT", 130);
}

#[test]
fn sigterm_ends_the_solutions_whole_tree() {
    interrupted_by("TERM", 143);
}

#[test]
fn sighup_ends_the_solutions_whole_tree() {
    interrupted_by("HUP", 129);
}
