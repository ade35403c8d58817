//! Runs of the runner itself, under the library's `run::run`: limits,
//! commands (`sh` and `python3` one-liners, C programs of
//! `tests/hostile/` built once), a run tagged so that what it leaves can
//! be found, runs made up for the verdict's pieces, and the checks on a
//! spinner's stop.

use super::processes::TAG;
use eight_judge::run::{self, Containment, Ending, Job, Limits, Run, Usage};
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// `milliseconds` of CPU and `memory_mib` of memory.
pub fn limits(milliseconds: u64, memory_mib: u64) -> Limits {
    Limits::new(Duration::from_millis(milliseconds), memory_mib * 1024)
}

pub fn sh(script: &str) -> Vec<OsString> {
    vec!["sh".into(), "-c".into(), script.into()]
}

pub fn python(script: &str) -> Vec<OsString> {
    vec!["python3".into(), "-c".into(), script.into()]
}

/// The program at `path` as a command.
pub fn command(path: &Path, args: &[&str]) -> Vec<OsString> {
    let mut command = vec![path.as_os_str().to_owned()];
    command.extend(args.iter().map(OsString::from));
    command
}

/// Runs `command` under `limits` with `input`.
pub fn run(command: &[OsString], input: &[u8], limits: &Limits) -> Run {
    run::run(&Job::new(command, input, limits)).unwrap()
}

/// Runs `command` under `limits` with `input`, kept in as `containment`
/// says (`Containment::Off`: limits alone, to show what the layers stop).
pub fn run_under(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    containment: Containment,
) -> Run {
    let job = Job {
        containment,
        ..Job::new(command, input, limits)
    };
    run::run(&job).unwrap()
}

/// Runs `command` with `tag` (a [`super::processes::tag`]) in its
/// environment.
pub fn run_tagged(command: &[OsString], input: &[u8], limits: &Limits, tag: &str) -> Run {
    let env = [(TAG, tag)];
    let job = Job {
        env: &env,
        ..Job::new(command, input, limits)
    };
    run::run(&job).unwrap()
}

/// A run made up, not made: it ended as `ending` having used `cpu_ms` of
/// CPU (and 10 ms more of the wall clock) and `peak_mib` of memory, its
/// output `answer`.
pub fn made_up(ending: Ending, cpu_ms: u64, peak_mib: u64) -> Run {
    Run::ended(
        ending,
        Usage {
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms + 10),
            peak_kib: peak_mib << 10,
            charged_kib: None,
        },
        b"answer\n".to_vec(),
    )
}

/// The C program `source`, built once as `name` into the tests' folder;
/// with `flags` (`-m32`) where any are given. `None` where `cc` does not
/// build it with those flags (it says why on standard error).
pub fn c_program_with(name: &str, source: &str, flags: &[&str]) -> Option<PathBuf> {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    let source_path = folder.join(format!("{}.c", name));
    fs::write(&source_path, source).unwrap();
    let built = Command::new("cc")
        .args(flags)
        .args(["-O1", "-o"])
        .arg(&path)
        .arg(&source_path)
        .output()
        .expect("a C compiler, cc");
    if !built.status.success() {
        eprintln!(
            "cc {:?} {}: {}",
            flags,
            name,
            String::from_utf8_lossy(&built.stderr)
        );
        return None;
    }
    Some(path)
}

/// The C program `source`, built once as `name` into the tests' folder.
pub fn c_program(name: &str, source: &str) -> PathBuf {
    c_program_with(name, source, &[]).expect("cc builds it")
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

/// Runs `command`, a flood of output, under `limits`, and asserts that it
/// was stopped at the output limit, holding all the limit allows: long
/// before its CPU stop, by its CPU time, which a loaded machine does not
/// stretch, and its wall clock far below the wall limit. The run.
pub fn assert_flood_stopped(command: &[OsString], limits: &Limits) -> Run {
    let started = Instant::now();
    let ran = run(command, b"", limits);
    assert!(ran.usage.cpu < Duration::from_secs(2), "{:?}", ran.usage);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(ran.ending, Ending::OutputLimit);
    let limit = limits.output_kib.expect("an output limit") << 10;
    assert_eq!(ran.stdout.len() as u64, limit);
    ran
}

/// The median of `times`.
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
