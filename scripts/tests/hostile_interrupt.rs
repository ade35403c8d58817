//! The judge interrupted (Ctrl-C, SIGTERM, SIGHUP) while a solution runs
//! with a sleeper and a spinner in sessions of their own: it ends them
//! all, says "interrupted" and exits 130, 143 or 129.
#![cfg(target_os = "linux")]

mod util;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn interrupted_by(signal: &str, status: i32) {
    let solution = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile/sleeps-and-spins.sh");
    let tag = util::tag();
    let (name, value) = tag.split_once('=').unwrap();
    let judge = Command::new(env!("CARGO_BIN_EXE_cargo-judge"))
        .args(["poj1077", solution.to_str().unwrap(), "sample"])
        .env(name, value)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The judge, sh, two sleepers, a spinner, the second sh and its sleeps.
    let deadline = Instant::now() + Duration::from_secs(30);
    while util::left_with(&tag).len() < 6 {
        assert!(Instant::now() < deadline, "{:?}", util::left_with(&tag));
        std::thread::sleep(Duration::from_millis(10));
    }
    let judge_pid = judge.id();
    let sent = Command::new("kill")
        .args(["-s", signal, &judge.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let started = Instant::now();
    let ended = judge.wait_with_output().unwrap();
    // Far from its sleepers' 100 s; the status and the words below say
    // it was the interrupt, not the wall limit, that ended it.
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(
        ended.status.code(),
        Some(status),
        "{}",
        String::from_utf8_lossy(&ended.stdout)
    );
    assert_eq!(String::from_utf8_lossy(&ended.stderr), "interrupted\n");
    util::assert_none_left(&tag);
    // Its working folder is gone too.
    let folders = format!("judge-run-{}-", judge_pid);
    let left: Vec<_> = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&folders))
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
