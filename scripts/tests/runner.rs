//! The runner's own measurements, each against a small program that does
//! one thing: sleeps, spins, starts a child that keeps the output open,
//! touches memory, fails, or echoes its input. The programs are `sh` and
//! `python3` one-liners, as found on Linux and macOS alike.

use judge::run::{self, Ending, Job, Limits};
use judge::verdict::{judge_run, Kind};
use std::ffi::OsString;
use std::process::Command;
use std::time::{Duration, Instant};

fn limits(milliseconds: u64, memory_mib: u64) -> Limits {
    Limits {
        time: Duration::from_millis(milliseconds),
        memory_kib: memory_mib * 1024,
    }
}

fn run(command: &[OsString], input: &[u8], limits: &Limits) -> std::io::Result<run::Run> {
    run::run(&Job::new(command, input, limits))
}

fn sh(script: &str) -> Vec<OsString> {
    vec!["sh".into(), "-c".into(), script.into()]
}

fn python(script: &str) -> Vec<OsString> {
    vec!["python3".into(), "-c".into(), script.into()]
}

#[test]
fn a_sleeper_is_killed_at_the_wall_limit() {
    let limits = limits(300, 64);
    let started = Instant::now();
    let ran = run(&sh("sleep 30"), b"", &limits).unwrap();
    let took = started.elapsed();
    assert_eq!(ran.ending, Ending::Killed);
    // Killed at 2 x 0.3 + 1 = 1.6 s, not after 30 s.
    assert!(ran.usage.wall >= limits.wall(), "{:?}", ran.usage);
    assert!(took < limits.wall() + Duration::from_secs(2), "{:?}", took);
    assert!(
        ran.usage.cpu < Duration::from_millis(200),
        "{:?}",
        ran.usage
    );
    assert_eq!(judge_run(&ran, &limits, |_| Ok(())).kind, Kind::Tle);
}

#[test]
fn a_spinner_is_timed_by_its_cpu() {
    // Spins about 0.6 s of CPU, then ends by itself: over a 0.3 s limit,
    // within the wall limit.
    let spin = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.6: pass";
    let limits = limits(300, 64);
    let ran = run(&python(spin), b"", &limits).unwrap();
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(
        ran.usage.cpu >= Duration::from_millis(550),
        "{:?}",
        ran.usage
    );
    assert!(ran.usage.wall >= ran.usage.cpu / 2, "{:?}", ran.usage);
    let verdict = judge_run(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.kind, Kind::Tle, "{:?}", verdict);
    assert!(
        verdict.detail.ends_with("the limit is 0.30 s CPU"),
        "{:?}",
        verdict
    );
    // One that spins forever is killed, its CPU time counted.
    let ran = run(&sh("while :; do :; done"), b"", &limits).unwrap();
    assert_eq!(ran.ending, Ending::Killed);
    assert!(
        ran.usage.cpu >= Duration::from_millis(300),
        "{:?}",
        ran.usage
    );
}

/// Whether process `pid` is gone (or a zombie nobody has reaped yet).
fn gone(pid: &str) -> bool {
    let state = Command::new("ps")
        .args(["-o", "stat=", "-p", pid])
        .output()
        .unwrap();
    let state = String::from_utf8_lossy(&state.stdout);
    state.trim().is_empty() || state.trim().starts_with('Z')
}

#[test]
fn a_child_that_keeps_the_output_open_goes_with_the_solution() {
    // The solution answers and exits; the child it started in the
    // background holds the output open for 30 s.
    let limits = limits(1000, 64);
    let started = Instant::now();
    let ran = run(&sh("sleep 30 & echo $!; echo answer"), b"", &limits).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(!ran.output_held);
    let out = String::from_utf8(ran.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{:?}", out);
    assert_eq!(lines[1], "answer");
    let deadline = Instant::now() + Duration::from_secs(5);
    while !gone(lines[0]) {
        assert!(
            Instant::now() < deadline,
            "the child {} outlived the run",
            lines[0]
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // Past the limit, the whole group is killed, grandchildren too.
    let limits = self::limits(200, 64);
    let ran = run(&sh("sleep 30 & echo $!; sleep 30"), b"", &limits).unwrap();
    assert_eq!(ran.ending, Ending::Killed);
    let pid = String::from_utf8(ran.stdout).unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    while !gone(pid.trim()) {
        assert!(
            Instant::now() < deadline,
            "the grandchild {} outlived the kill",
            pid
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn memory_touched_is_measured() {
    // 100 MiB written, so every page is touched.
    let touch = "x = b'\\1' * (100 << 20)\nprint(len(x))";
    let limits = limits(5000, 64);
    let ran = run(&python(touch), b"", &limits).unwrap();
    assert_eq!(
        ran.ending,
        Ending::Exited(0),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(ran.usage.peak_kib >= 100 * 1024, "{:?}", ran.usage);
    assert!(ran.usage.peak_kib < 400 * 1024, "{:?}", ran.usage);
    let verdict = judge_run(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.kind, Kind::Mle, "{:?}", verdict);
    assert!(
        verdict.detail.ends_with("the limit is 64.0 MiB"),
        "{:?}",
        verdict
    );
    // A small program stays far below.
    let ran = run(&sh("echo small"), b"", &limits).unwrap();
    assert!(ran.usage.peak_kib < 16 * 1024, "{:?}", ran.usage);
    assert_eq!(judge_run(&ran, &limits, |_| Ok(())).kind, Kind::Ac);
}

#[test]
fn exit_statuses_and_signals() {
    let limits = limits(1000, 64);
    let ran = run(&sh("echo oops >&2; exit 3"), b"", &limits).unwrap();
    assert_eq!(ran.ending, Ending::Exited(3));
    let verdict = judge_run(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.kind, Kind::Re);
    assert!(
        verdict.detail.starts_with("exit status 3, "),
        "{:?}",
        verdict
    );
    assert!(verdict.detail.ends_with(": oops"), "{:?}", verdict);
    let ran = run(&sh("kill -s SEGV $$"), b"", &limits).unwrap();
    assert_eq!(ran.ending, Ending::Signalled(11));
    let verdict = judge_run(&ran, &limits, |_| Ok(()));
    assert!(
        verdict.detail.starts_with("signal 11 (SIGSEGV), "),
        "{:?}",
        verdict
    );
    assert!(run(&["/no/such/program".into()], b"", &limits).is_err());
}

#[test]
fn input_in_output_out() {
    let limits = limits(5000, 64);
    // More than a pipe holds, both ways.
    let input: Vec<u8> = (0..1 << 20).map(|i| b'a' + (i % 26) as u8).collect();
    let ran = run(&["cat".into()], &input, &limits).unwrap();
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(ran.stdout == input);
    // A program that reads nothing, and one that stops reading early, end
    // the run all the same.
    let ran = run(&sh("echo done"), &input, &limits).unwrap();
    assert_eq!(
        (ran.ending, ran.stdout.as_slice()),
        (Ending::Exited(0), &b"done\n"[..])
    );
    let ran = run(&sh("head -c 10"), &input, &limits).unwrap();
    assert_eq!(ran.stdout, &input[..10]);
}
