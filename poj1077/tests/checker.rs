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
    judge_against(name, actual, EXPECTED)
}

/// Runs the checker on `actual` against `expected`.
fn judge_against(name: &str, actual: &str, expected: &str) -> (i32, String) {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("checker")
        .join(name);
    fs::create_dir_all(&folder).unwrap();
    let paths = ["input", "actual", "expected"].map(|file| folder.join(file));
    for (path, text) in paths.iter().zip([INPUT, actual, expected]) {
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

/// Checks that the checker exits with `code` and one line holding `reason`;
/// returns that line.
fn refused(name: &str, actual: &str, expected: &str, code: i32, reason: &str) -> String {
    let (status, stdout) = judge_against(name, actual, expected);
    assert_eq!(status, code, "{}: {}", name, stdout);
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
    stdout
}

/// Checks that the checker gives `actual` a wrong answer: exit 1.
fn rejected(name: &str, actual: &str, reason: &str) {
    refused(name, actual, EXPECTED, 1, reason);
}

#[test]
fn accepts_any_shortest_answer() {
    assert_eq!(judge("same", EXPECTED), (0, String::new()));
    // Another 19-move answer of the sample (the alphabetically first, checked
    // by playing it), CRLF line ends and no final line break.
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
        "board 1: \"unsolvable\", but the board can be solved",
    );
    rejected(
        "solvable",
        "ullddrurdllurdruldr\nr\nd\nrl\n",
        "board 4: \"rl\", but the board is unsolvable",
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

#[test]
fn white_space_around_a_line_means_nothing() {
    let padded = "  ullddrurdllurdruldr \n r\n\td\nunsolvable  \n";
    assert_eq!(judge("padded", padded), (0, String::new()));
}

/// Checks that the checker blames the expected file, by name: exit 3.
fn expected_file_blamed(name: &str, actual: &str, expected: &str, reason: &str) {
    let line = refused(name, actual, expected, 3, reason);
    assert!(
        line.contains("the expected file ") && line.contains("expected is wrong: "),
        "{}: {:?} does not name the expected file",
        name,
        line
    );
}

#[test]
fn a_wrong_expected_file_is_blamed_not_the_answer() {
    // Letters that are no moves, whatever their number.
    expected_file_blamed(
        "zzzz",
        EXPECTED,
        "zzzzzzzzzzzzzzzzzzz\nr\nd\nunsolvable\n",
        "board 1: move 1: 'z' is not one of u, d, l, r",
    );
    expected_file_blamed(
        "upper",
        EXPECTED,
        "ULLDDRURDLLURDRULDR\nr\nd\nunsolvable\n",
        "board 1: move 1: 'U' is not one of u, d, l, r",
    );
    // Legal moves that do not solve the board: 13 moves for a 19-move board.
    expected_file_blamed(
        "short",
        EXPECTED,
        "ullddrurdllur\nr\nd\nunsolvable\n",
        "board 1: the moves end at",
    );
    expected_file_blamed(
        "verdict",
        EXPECTED,
        "ullddrurdllurdruldr\nr\nunsolvable\nunsolvable\n",
        "board 3: \"unsolvable\", but the board can be solved",
    );
    expected_file_blamed(
        "lines",
        EXPECTED,
        "ullddrurdllurdruldr\nr\nd\n",
        "3 lines for 4 boards",
    );
}

#[test]
fn an_answer_shorter_than_the_expected_one_proves_it_wrong() {
    // r u d (3 moves) where r (1 move) is enough: the answer beats it.
    expected_file_blamed(
        "beaten",
        EXPECTED,
        "ullddrurdllurdruldr\nrud\nd\nunsolvable\n",
        "board 2: the answer solves it in 1 moves, the expected line takes 3",
    );
}
