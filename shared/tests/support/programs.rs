//! Helpers for the binaries' integration tests (`poj1077/tests`,
//! `luogu1379/tests`), which include this file with `#[path]`: each runs
//! its binary, named by its path, with `assert_cmd`.

#![allow(dead_code)]

use super::inputs;
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
/// (at least `at_least` of them), prints one line per case and every failure
/// as `case NAME: ...`, then `golden: N passed, M failed`, and exits 1 on any
/// failure. A command-line argument that is not a flag keeps only the cases
/// whose names contain it, as libtest's filter does.
pub fn run_golden(
    problem: &str,
    at_least: usize,
    judge: impl Fn(&Path, &Path) -> Result<(), String>,
) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // No golden case is `#[ignore]`d: `-- --ignored` (the full tier) runs none.
    if args.iter().any(|arg| arg == "--ignored") {
        println!("\ngolden: 0 passed, 0 failed (no case is in the full tier)\n");
        return;
    }
    let filter = args.iter().find(|arg| !arg.starts_with('-'));
    let cases: Vec<_> = cases(problem, at_least)
        .into_iter()
        .filter(|(input, _)| filter.is_none_or(|f| case_name(input).contains(f.as_str())))
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
    feeder.join().unwrap().unwrap();
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
