//! What the runner's tests share: limits, commands, hostile programs
//! built from C, and looking for processes left behind.
#![allow(dead_code)]

use eight_judge::run::{self, Ending, Job, Limits, Run};
use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

pub fn limits(milliseconds: u64, memory_mib: u64) -> Limits {
    Limits::new(Duration::from_millis(milliseconds), memory_mib * 1024)
}

pub fn sh(script: &str) -> Vec<OsString> {
    vec!["sh".into(), "-c".into(), script.into()]
}

pub fn python(script: &str) -> Vec<OsString> {
    vec!["python3".into(), "-c".into(), script.into()]
}

/// Runs `command` under `limits` with `input`.
pub fn run(command: &[OsString], input: &[u8], limits: &Limits) -> Run {
    run::run(&Job::new(command, input, limits)).unwrap()
}

/// A tag no other run of any test has: set in a run's environment, it
/// finds the processes of that run (`left_with`).
pub fn tag() -> String {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    format!(
        "HOSTILE_TAG={}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::SeqCst)
    )
}

/// Runs `command` with `tag` in its environment.
pub fn run_tagged(command: &[OsString], input: &[u8], limits: &Limits, tag: &str) -> Run {
    let (name, value) = tag.split_once('=').unwrap();
    let env = [(name, value)];
    let job = Job {
        env: &env,
        ..Job::new(command, input, limits)
    };
    run::run(&job).unwrap()
}

/// The processes (not zombies) whose environment holds `tag`: their ids.
pub fn left_with(tag: &str) -> Vec<i32> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let pid: i32 = match entry.file_name().to_str().and_then(|n| n.parse().ok()) {
            Some(pid) => pid,
            None => continue,
        };
        let environ = fs::read(format!("/proc/{}/environ", pid)).unwrap_or_default();
        if environ.split(|&b| b == 0).any(|v| v == tag.as_bytes()) {
            let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).unwrap_or_default();
            let state = stat.rsplit(')').next().unwrap_or("").trim_start();
            if !state.starts_with('Z') && !state.is_empty() {
                found.push(pid);
            }
        }
    }
    found
}

/// Asserts that nothing with `tag` is left, giving the system a moment.
pub fn assert_none_left(tag: &str) {
    let deadline = Instant::now() + Duration::from_millis(500);
    loop {
        let left = left_with(tag);
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < deadline, "left running: {:?}", left);
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether process `pid` is gone (or a zombie nobody has reaped yet).
pub fn gone(pid: i32) -> bool {
    match fs::read_to_string(format!("/proc/{}/stat", pid)) {
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z'),
        Err(_) => true,
    }
}

/// The C program `source`, built once as `name` into the tests' folder.
pub fn c_program(name: &str, source: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    let source_path = folder.join(format!("{}.c", name));
    fs::write(&source_path, source).unwrap();
    let built = Command::new("cc")
        .args(["-O1", "-o"])
        .arg(&path)
        .arg(&source_path)
        .output()
        .expect("a C compiler, cc");
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    path
}

/// The program at `path` as a command.
pub fn command(path: &std::path::Path, args: &[&str]) -> Vec<OsString> {
    let mut command = vec![path.as_os_str().to_owned()];
    command.extend(args.iter().map(OsString::from));
    command
}

/// Asserts that a spinning run was stopped past its CPU limit, at its stop
/// (1.25 x the limit) and within 1.5 x of the limit; or, on a machine so
/// loaded that it could not reach its stop before the wall clock's, that
/// the run says the machine was busy (and counted the CPU time it had).
pub fn assert_stopped_at_cpu(ran: &Run, limits: &Limits) {
    match ran.ending {
        Ending::CpuLimit => assert!(
            ran.usage.cpu >= limits.time && ran.usage.cpu <= limits.time * 3 / 2,
            "{:?}",
            ran.usage
        ),
        Ending::Busy => assert!(
            ran.usage.cpu < limits.cpu_stop() && ran.usage.cpu > Duration::ZERO,
            "{:?}",
            ran.usage
        ),
        ref other => panic!("{:?}, {:?}", other, ran.usage),
    }
}

/// A C solution of `source` for `cargo judge`, written as `name`.c into
/// the tests' folder.
pub fn c_solution(name: &str, source: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    fs::create_dir_all(&folder).unwrap();
    let path = folder.join(format!("{}.c", name));
    fs::write(&path, source).unwrap();
    path
}

/// The median of `times`.
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
