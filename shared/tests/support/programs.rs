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
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(problem);
    let mut cases: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
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

/// Runs `program` on `input`, failing the test past 20 seconds (a hang).
pub fn run(program: &str, input: &[u8]) -> Output {
    let mut command = Command::new(program);
    command.timeout(Duration::from_secs(20));
    command.write_stdin(input).output().unwrap()
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

/// Feeds `program` the malformed inputs of `seeds`: each one the oracle
/// calls invalid is refused; any valid by chance gets one line per board.
pub fn assert_malformed_refused(program: &str, name: &str, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let input = inputs::malformed(seed);
        match inputs::valid_boards(&input) {
            Some(boards) => {
                let output = run(program, &input);
                assert_eq!(output.status.code(), Some(0), "seed {}", seed);
                let lines = output.stdout.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(lines, boards, "seed {}", seed);
            }
            None => assert_refused(program, name, &input, ""),
        }
    }
}
