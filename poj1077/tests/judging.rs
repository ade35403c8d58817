//! `scripts/judge.sh PROBLEM SOLUTION` and `scripts/stress.sh` on small
//! solutions written to be right or wrong in one way each: C++ files in
//! `tests/solutions/`, and shell wrappers around this project's binary made
//! here. Full tier (`#[ignore]`d): they need g++ and GNU time, which
//! `.ci/run` installs, and take a minute.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

const POJ1077: &str = env!("CARGO_BIN_EXE_poj1077");

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn solution(name: &str) -> PathBuf {
    workspace().join("poj1077/tests/solutions").join(name)
}

/// Runs `scripts/SCRIPT ARGS`: its exit code and stdout.
fn script(script: &str, args: &[&Path]) -> (i32, String) {
    let output = Command::new("bash")
        .arg(workspace().join("scripts").join(script))
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

fn judge(problem: &str, solution: &Path) -> (i32, String) {
    script("judge.sh", &[Path::new(problem), solution])
}

/// An executable shell script around this project's poj1077: `body` runs
/// with `$BIN` set to the binary.
fn wrapper(name: &str, body: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wrappers");
    fs::create_dir_all(&folder).unwrap();
    let path = folder.join(name);
    fs::write(&path, format!("#!/bin/sh\nBIN='{}'\n{}\n", POJ1077, body)).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The verdicts of the case lines: the first word of each line that names a
/// build and a case (`VERDICT label/case ...`).
fn verdicts(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|line| {
            line.split_whitespace()
                .nth(1)
                .is_some_and(|w| w.contains('/'))
        })
        .map(|line| line.split_whitespace().next().unwrap())
        .collect()
}

fn assert_all(stdout: &str, verdict: &str) {
    let found = verdicts(stdout);
    assert!(!found.is_empty(), "no case judged:\n{}", stdout);
    assert!(
        found.iter().all(|v| *v == verdict),
        "not all {}:\n{}",
        verdict,
        stdout
    );
}

#[test]
#[ignore = "full tier: needs g++ and GNU time"]
fn a_correct_cpp_bfs_passes_every_judge() {
    for problem in ["poj1077", "hdu1043", "acwing179"] {
        let (code, stdout) = judge(problem, &solution("bfs.cpp"));
        assert_eq!(code, 0, "{}:\n{}", problem, stdout);
        assert_all(&stdout, "AC");
        assert!(stdout.starts_with(&format!("==> judging bfs.cpp as {}", problem)));
        assert!(stdout.trim_end().ends_with(" 0 failed"), "{}", stdout);
    }
    let (code, stdout) = judge("luogu1379", &solution("luogu-bfs.cpp"));
    assert_eq!(code, 0, "{}", stdout);
    assert_all(&stdout, "AC");
    // This project's own binary, run as it is.
    let own = wrapper("own.sh", "exec \"$BIN\"");
    assert_eq!(judge("hdu1043", &own).0, 0);
}

#[test]
#[ignore = "full tier: needs g++ and GNU time"]
fn each_wrong_solution_gets_its_verdict() {
    let bug = solution("bfs-planted-bug.cpp");
    for problem in ["poj1077", "acwing179"] {
        let (code, stdout) = judge(problem, &bug);
        assert_eq!(code, 1, "{}", stdout);
        assert!(verdicts(&stdout).contains(&"WA"), "{}", stdout);
    }
    // A round trip added at the end of each answer: legal but longer.
    let longer = wrapper("longer.sh", "\"$BIN\" | sed '/^unsolvable$/!s/$/ud/'");
    let (code, stdout) = judge("poj1077", &longer);
    assert_eq!(code, 0, "{}", stdout);
    assert_all(&stdout, "AC");
    let (code, stdout) = judge("acwing179", &longer);
    assert_eq!(code, 1);
    assert!(stdout.contains("moves, but"), "{}", stdout);
    // `unsolvable` for every board.
    let giving_up = wrapper("unsolvable.sh", "\"$BIN\" | sed 's/.*/unsolvable/'");
    let (code, stdout) = judge("poj1077", &giving_up);
    assert_eq!(code, 1);
    assert!(
        stdout.contains("WA ") && stdout.contains("\"unsolvable\", but the board can be solved")
    );
    let sleeper = wrapper("sleeper.sh", "sleep 3; exec \"$BIN\"");
    assert_all(&judge("poj1077", &sleeper).1, "TLE");
    let crasher = wrapper("crasher.sh", "\"$BIN\" >/dev/null; kill -s SEGV $$");
    assert_all(&judge("poj1077", &crasher).1, "RE");
    let (code, stdout) = judge("poj1077", &solution("compile-error.cpp"));
    assert_eq!(code, 1);
    assert!(stdout.contains("CE   compile poj1077-g++"), "{}", stdout);
    assert!(stdout.contains("judge: 0 passed, "), "{}", stdout);
}

fn stress(problem: &str, solution: &Path, seed: &str) -> (i32, String) {
    script(
        "stress.sh",
        &[
            Path::new(problem),
            solution,
            Path::new("--seed"),
            Path::new(seed),
            Path::new("--cases"),
            Path::new("300"),
        ],
    )
}

#[test]
#[ignore = "full tier: needs g++"]
fn stress_finds_and_shrinks_a_bug_of_one_board_in_nine() {
    let bug = solution("bfs-planted-bug.cpp");
    for problem in ["poj1077", "hdu1043"] {
        let (code, stdout) = stress(problem, &bug, "7");
        assert_eq!(code, 1, "{}", stdout);
        // The failing input is the single board, one whose first cell is 1.
        let lines: Vec<&str> = stdout.lines().collect();
        let input = lines.iter().position(|l| *l == "input:").unwrap();
        assert!(lines[input + 1].starts_with("1 "), "{}", stdout);
        assert_eq!(lines[input + 2].split(':').next(), Some("expected"));
        assert!(stdout.contains("\ngiven: ") && stdout.contains("\nreason: "));
        // The command it gives reproduces the wrong answer.
        let reproduce = lines.iter().find(|l| l.starts_with("reproduce: ")).unwrap();
        let given = lines.iter().find(|l| l.starts_with("given: ")).unwrap();
        let again = Command::new("sh")
            .arg("-c")
            .arg(&reproduce["reproduce: ".len()..])
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&again.stdout).trim_end(),
            &given["given: ".len()..]
        );
        // The same seed gives the same cases, and so the same report.
        assert_eq!(stress(problem, &bug, "7").1, stdout);
    }
}

#[test]
#[ignore = "full tier: needs GNU time"]
fn stress_passes_this_projects_binary_and_catches_a_corrupting_wrapper() {
    let own = wrapper("own-stress.sh", "exec \"$BIN\"");
    for problem in ["poj1077", "hdu1043", "acwing179"] {
        let (code, stdout) = stress(problem, &own, "3");
        assert_eq!((code, stdout.as_str()), (0, "stress: 300 cases passed\n"));
    }
    // Boards whose blank is in the centre get `unsolvable`.
    let corrupt = wrapper(
        "corrupt.sh",
        "in=$(mktemp); cat >\"$in\"; \"$BIN\" <\"$in\" | paste -d '|' \"$in\" - | \
         awk -F'|' '{ split($1, c, \" \"); if (c[5] == \"x\") print \"unsolvable\"; else print $2 }'; rm -f \"$in\"",
    );
    let (code, stdout) = stress("hdu1043", &corrupt, "3");
    assert_eq!(code, 1, "{}", stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let input = lines.iter().position(|l| *l == "input:").unwrap();
    assert_eq!(lines[input + 1].split(' ').nth(4), Some("x"), "{}", stdout);
}
