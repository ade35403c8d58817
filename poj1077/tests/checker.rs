//! The special judge, `poj1077-checker INPUT ACTUAL EXPECTED`, on each way an
//! answer can be right or wrong. Expected answers are hand-checked: the
//! statement's sample answer, and one-move boards.

use assert_cmd::Command;
use std::fs;
use std::path::PathBuf;

/// The sample of http://poj.org/problem?id=1077 with two one-move boards
/// and an unsolvable one; the expected answers as a judge would store them.
const INPUT: &str =
    " 2  3  4  1  5  x  7  6  8 \n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 x 7 8 6\n2 1 3 4 5 6 7 8 x\n";
const EXPECTED: &str = "ullddrurdllurdruldr\nr\nd\nunsolvable\n";

/// Runs the checker on `actual` and returns its exit code and stdout.
fn judge(name: &str, actual: &str) -> (i32, String) {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("checker")
        .join(name);
    fs::create_dir_all(&folder).unwrap();
    let paths = ["input", "actual", "expected"].map(|file| folder.join(file));
    for (path, text) in paths.iter().zip([INPUT, actual, EXPECTED]) {
        fs::write(path, text).unwrap();
    }
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .args(&paths)
        .output()
        .unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8(output.stdout).unwrap(),
    )
}

fn rejected(name: &str, actual: &str, reason: &str) {
    let (code, stdout) = judge(name, actual);
    assert_eq!(code, 1, "{}: {}", name, stdout);
    assert_eq!(
        stdout.lines().count(),
        1,
        "{}: one line expected: {:?}",
        name,
        stdout
    );
    assert!(
        stdout.contains(reason),
        "{}: {:?} lacks {:?}",
        name,
        stdout,
        reason
    );
}

#[test]
fn accepts_any_shortest_answer() {
    assert_eq!(judge("same", EXPECTED), (0, String::new()));
    // The alphabetically first answer of the sample (FACTS.md), CRLF line
    // ends and no final line break.
    let other = "dlurullddrurdllurdr\r\nr\r\nd\r\nunsolvable";
    assert_eq!(judge("other", other), (0, String::new()));
}

#[test]
fn rejects_an_illegal_move() {
    // Cell 5 is on the right edge: the blank cannot go right.
    rejected(
        "illegal",
        "rllddrurdllurdruldr\nr\nd\nunsolvable\n",
        "board 1: move 1: 'r' pushes the blank off the board",
    );
    rejected(
        "letter",
        "ullddrurdllurdruldx\nr\nd\nunsolvable\n",
        "board 1: move 19: 'x' is not one of u, d, l, r",
    );
}

#[test]
fn rejects_a_wrong_end() {
    rejected(
        "end",
        "ullddrurdllurdruldr\nl\nd\nunsolvable\n",
        "board 2: the moves end at",
    );
}

#[test]
fn rejects_too_long() {
    rejected(
        "long",
        "ullddrurdllurdruldr\nr\ndlr\nunsolvable\n",
        "board 3: 3 moves, but 1 are enough",
    );
}

#[test]
fn rejects_a_wrong_verdict() {
    rejected(
        "unsolvable",
        "unsolvable\nr\nd\nunsolvable\n",
        "board 1: answered \"unsolvable\", expected \"ullddrurdllurdruldr\"",
    );
    rejected(
        "solvable",
        "ullddrurdllurdruldr\nr\nd\nrl\n",
        "board 4: answered \"rl\", expected \"unsolvable\"",
    );
}

#[test]
fn rejects_missing_or_extra_lines() {
    rejected(
        "missing",
        "ullddrurdllurdruldr\nr\nd\n",
        "board 4: no answer line",
    );
    rejected("empty", "", "board 1: no answer line");
    rejected(
        "extra",
        "ullddrurdllurdruldr\nr\nd\nunsolvable\nr\n",
        "5 lines for 4 boards: line 5 is extra",
    );
}

#[test]
fn usage_errors_exit_2() {
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .arg("only-one")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("usage"));
    let missing = [
        "/nonexistent/input",
        "/nonexistent/actual",
        "/nonexistent/expected",
    ];
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .args(missing)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read /nonexistent/input"));
}
