//! Helpers for the binaries' integration tests (`poj1077/tests`,
//! `luogu1379/tests`), which include this file with `#[path]`: each runs
//! its binary, named by its path, with `assert_cmd`.

#![allow(dead_code)]

use super::inputs;
use super::selection::Selection;
use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::Duration;

/// Every `NAME.in` of `testdata/<problem>/` with its `NAME.out`, at least
/// `at_least` of them.
pub fn cases(problem: &str, at_least: usize) -> Vec<(PathBuf, PathBuf)> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let folder = workspace.join("testdata").join(problem);
    let mut cases: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|input| {
            let expected = input.with_extension("out");
            assert!(expected.exists(), "{} has no .out", input.display());
            (input, expected)
        })
        .collect();
    cases.sort();
    assert!(
        cases.len() >= at_least,
        "testdata/{} holds only {} cases",
        problem,
        cases.len()
    );
    cases
}

/// The golden-case runner of the binaries' `tests/golden.rs`, which have
/// `harness = false`: runs `judge` on every case of `testdata/<problem>/`
/// (at least `at_least` of them) that libtest's arguments select
/// ([`Selection`]), prints one line per case and every failure as `case
/// NAME: ...`, then `golden: N passed, M failed`, and exits 1 on any
/// failure.
pub fn run_golden(
    problem: &str,
    at_least: usize,
    judge: impl Fn(&Path, &Path) -> Result<(), String>,
) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let selection = Selection::parse(&args).unwrap_or_else(|why| {
        eprintln!("golden: {}", why);
        std::process::exit(2)
    });
    let all = cases(problem, at_least);
    if selection.list {
        for (input, _) in &all {
            println!("{}: test", case_name(input));
        }
        return;
    }
    let cases: Vec<_> = all
        .into_iter()
        .filter(|(input, _)| selection.takes(&case_name(input)))
        .collect();
    println!(
        "\nrunning {} golden cases of testdata/{}",
        cases.len(),
        problem
    );
    let mut failures = Vec::new();
    for (input, expected) in &cases {
        let name = case_name(input);
        match judge(input, expected) {
            Ok(()) => println!("case {} ... ok", name),
            Err(why) => {
                println!("case {} ... FAILED", name);
                failures.push(format!("case {}: {}", name, why));
            }
        }
    }
    if !failures.is_empty() {
        println!("\nfailures:\n{}", failures.join("\n"));
    }
    println!(
        "\ngolden: {} passed, {} failed\n",
        cases.len() - failures.len(),
        failures.len()
    );
    if !failures.is_empty() {
        std::process::exit(1);
    }
}

/// A case's name: its `.in` file's name without the extension.
fn case_name(input: &Path) -> String {
    input.file_stem().unwrap().to_string_lossy().into_owned()
}

/// Runs `program` on `input`, failing the test past 20 seconds (a hang).
pub fn run(program: &str, input: &[u8]) -> Output {
    let mut command = Command::new(program);
    command.timeout(Duration::from_secs(20));
    command.write_stdin(input).output().unwrap()
}

/// `Ok` when `program` (called `name`) ran and succeeded; else why not.
pub fn succeeded(name: &str, output: &Output) -> Result<(), String> {
    if output.status.success() {
        return Ok(());
    }
    Err(format!(
        "{} failed ({}): {}",
        name,
        output.status,
        String::from_utf8_lossy(&output.stderr).trim_end()
    ))
}

/// Checks that `program` (called `name` in its messages) refuses `input`:
/// exit 2, nothing on stdout, one line on stderr naming the program and
/// holding `message`.
pub fn assert_refused(program: &str, name: &str, input: &[u8], message: &str) {
    let output = run(program, input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{:?}: {}", input, stderr);
    assert!(output.stdout.is_empty(), "{:?} wrote to stdout", input);
    assert!(
        stderr.starts_with(&format!("{}: ", name)),
        "{:?}: {}",
        input,
        stderr
    );
    assert!(
        stderr.contains(message),
        "{:?}: {:?} lacks {:?}",
        input,
        stderr,
        message
    );
    assert_eq!(stderr.lines().count(), 1, "{:?}: {}", input, stderr);
}

/// Checks the edges of `program`'s command line and output: an argument is
/// refused with a usage line (exit 2, nothing on stdout, nothing read); a
/// reader that closes the output early (`| head -1`) ends it quietly with
/// status 0. `board` is one line of valid input.
pub fn assert_edges(program: &str, name: &str, board: &[u8]) {
    let output = std::process::Command::new(program)
        .arg("case.in")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert!(output.stdout.is_empty());
    assert!(
        stderr.starts_with(&format!("{}: usage: {} < INPUT", name, name)),
        "{:?}",
        stderr
    );

    // Far more output than a pipe holds, so writing meets the closed pipe.
    let input: Vec<u8> = (0..200_000).flat_map(|_| board.iter().copied()).collect();
    let mut child = std::process::Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
    let mut first = String::new();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    std::io::BufRead::read_line(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let output = child.wait_with_output().unwrap();
    // The program reads all its input before it answers: the writer met no
    // closed pipe.
    let fed = feeder.join().unwrap();
    assert!(fed.is_ok(), "the program did not read its input: {:?}", fed);
    assert!(!first.is_empty());
    assert_eq!(
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stderr).as_ref()
        ),
        (Some(0), ""),
        "a closed pipe is no error"
    );
}

/// Checks that `program` stops when the reader of its output goes away, by
/// the CPU time the program spends (not wall time, which load makes noisy):
/// on a million copies of `board`, three runs measured in this same test.
/// `read` has a bad last board, so the program reads and checks every board
/// and answers none; `whole` is read to the end; `cut` closes the pipe after
/// the first line. Solving after the reader went would make `cut` cost what
/// `whole` does beyond `read`; stopping keeps it near `read`. (Each run's
/// input is written by a thread of its own; the program reads it all before
/// it answers.) Unix only: the child's CPU time comes from `wait4`.
pub fn assert_stops_when_the_reader_goes(program: &str, board: &[u8]) {
    if !cfg!(unix) {
        return;
    }
    let boards: Vec<u8> = (0..1_000_000).flat_map(|_| board.iter().copied()).collect();
    // `cpu::wait` reaps the child.
    #[allow(clippy::zombie_processes)]
    let run = |input: Vec<u8>, read_all: bool| {
        let mut child = std::process::Command::new(program)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let feeder = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
        let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut text = Vec::new();
        if read_all {
            std::io::Read::read_to_end(&mut stdout, &mut text).unwrap();
        } else {
            std::io::BufRead::read_until(&mut stdout, b'\n', &mut text).unwrap();
        }
        drop(stdout);
        let (status, cpu) = cpu::wait(child.id());
        assert!(feeder.join().unwrap().is_ok());
        (status, text.len(), cpu)
    };
    let mut refused = boards.clone();
    refused.extend_from_slice(b"12\n");
    let (status, written, read) = run(refused, true);
    assert_eq!(
        (status, written),
        (2 << 8, 0),
        "a bad last board is refused"
    );
    let (status, _, whole) = run(boards.clone(), true);
    assert_eq!(status, 0);
    let (status, _, cut) = run(boards, false);
    assert_eq!(status, 0);
    let solving = whole.saturating_sub(read);
    assert!(
        solving > read / 4,
        "solving took {:?} CPU beyond reading's {:?}: too little to tell apart",
        solving,
        read
    );
    assert!(
        cut.saturating_sub(read) * 3 < solving,
        "CPU time: reading alone {:?}, read to the end {:?}, closed after a line {:?}: \
         it kept solving",
        read,
        whole,
        cut
    );
}

/// A child's exit status and CPU time (user and system), from `wait4`.
#[cfg(unix)]
mod cpu {
    use std::time::Duration;

    extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut [i64; 32]) -> i32;
    }

    /// Waits for child `pid` (reaping it) and returns its raw wait status
    /// and CPU time.
    pub fn wait(pid: u32) -> (i32, Duration) {
        let mut status = 0;
        // `struct rusage` opens with two `struct timeval`s, 16 bytes each on
        // 64-bit Linux and macOS (macOS's microseconds are 32 bits, padded).
        let mut usage = [0i64; 32];
        let pid = pid as i32;
        // SAFETY: the buffer is larger than any platform's `struct rusage`.
        let got = unsafe { wait4(pid, &mut status, 0, &mut usage) };
        assert_eq!(got, pid, "wait4 failed");
        let time = |seconds: i64, micros: i64| {
            Duration::from_secs(seconds as u64) + Duration::from_micros(micros as u64 & 0xffff_ffff)
        };
        (status, time(usage[0], usage[1]) + time(usage[2], usage[3]))
    }
}

#[cfg(not(unix))]
mod cpu {
    pub fn wait(_: u32) -> (i32, std::time::Duration) {
        unreachable!()
    }
}

/// On Linux, checks that a write error other than a closed pipe is one:
/// with its output on `/dev/full`, `program` (called `name`) exits 1 with
/// one line on stderr saying so.
pub fn assert_write_errors_fail(program: &str, name: &str, board: &[u8]) {
    if !cfg!(target_os = "linux") {
        return;
    }
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let output = std::process::Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(full)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            std::io::Write::write_all(child.stdin.as_mut().unwrap(), board)?;
            drop(child.stdin.take());
            child.wait_with_output()
        })
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{}", stderr);
    assert!(
        stderr.starts_with(&format!("{}: cannot write the answers: ", name)),
        "{}",
        stderr
    );
    assert!(stderr.contains("No space left on device"), "{}", stderr);
    assert_eq!(stderr.lines().count(), 1, "{}", stderr);
}

/// Feeds `program` the malformed inputs of `seeds`: each one the oracle
/// calls invalid is refused with a message that points where the oracle
/// finds the first fault; any valid by chance gets one line per board.
pub fn assert_malformed_refused(program: &str, name: &str, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let input = inputs::malformed(seed);
        match inputs::check(&input) {
            Ok(boards) => {
                let output = run(program, &input);
                assert_eq!(output.status.code(), Some(0), "seed {}", seed);
                let lines = output.stdout.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(lines, boards, "seed {}", seed);
            }
            Err(fault) => assert_refused(program, name, &input, &fault.location()),
        }
    }
}

/// The text of `output`'s stdout after a successful run, with one line per
/// board: `boards` of them, no more, no fewer.
pub fn answer_lines(output: &Output, boards: usize) -> Vec<String> {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(text.ends_with('\n'), "the last line has no line break");
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(
        lines.len(),
        boards,
        "{} lines for {} boards",
        lines.len(),
        boards
    );
    lines
}
