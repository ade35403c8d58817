//! The special judge, `poj1077-checker [RULE] INPUT ACTUAL EXPECTED`, on
//! each way an answer can be right or wrong under each rule. Expected answers
//! are hand-checked: the statement's sample answer (and the alphabetically
//! first 19-move answer, checked by playing it), one-move boards, a solved
//! board.

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

/// Runs the checker on `actual` against `expected`, by the default rule.
fn judge_against(name: &str, actual: &str, expected: &str) -> (i32, String) {
    run_checker(name, &[], INPUT, actual, expected)
}

/// Runs the checker with `flags` on the three texts; its exit code and
/// stdout.
fn run_checker(
    name: &str,
    flags: &[&str],
    input: &str,
    actual: &str,
    expected: &str,
) -> (i32, String) {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("checker")
        .join(name);
    fs::create_dir_all(&folder).unwrap();
    let paths = ["input", "actual", "expected"].map(|file| folder.join(file));
    for (path, text) in paths.iter().zip([input, actual, expected]) {
        fs::write(path, text).unwrap();
    }
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .args(flags)
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
fn rejects_too_long_when_the_rule_asks_for_the_fewest() {
    let actual = "ullddrurdllurdruldr\nr\ndlr\nunsolvable\n";
    assert_eq!(judge("long-any", actual), (0, String::new()));
    let (code, stdout) = run_checker("long", &["--shortest"], INPUT, actual, EXPECTED);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "board 3: 3 moves, but 1 is enough\n")
    );
}

#[test]
fn rejects_a_wrong_verdict() {
    rejected(
        "unsolvable",
        "unsolvable\nr\nd\nunsolvable\n",
        "board 1: \"unsolvable\", but the goal can be reached",
    );
    rejected(
        "solvable",
        "ullddrurdllurdruldr\nr\nd\nrl\n",
        "board 4: \"rl\", but the goal cannot be reached",
    );
}

#[test]
fn rejects_missing_or_extra_lines() {
    rejected(
        "missing",
        "ullddrurdllurdruldr\nr\nd\n",
        "board 4: no line: the output ends after 3 lines; read as an empty line, but the goal \
         cannot be reached",
    );
    rejected(
        "empty",
        "",
        "board 1: no line: the output is empty or only empty lines; read as an empty line, but \
         the board 23415x768 is not at its goal",
    );
    rejected(
        "extra",
        "ullddrurdllurdruldr\nr\nd\nunsolvable\nr\n",
        "line 5 is extra: 4 boards, 5 lines",
    );
}

#[test]
fn usage_errors_exit_3_as_testlibs_fail() {
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .arg("only-one")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
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
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read /nonexistent/input"));
}

#[test]
fn white_space_around_a_line_and_empty_lines_at_the_end_mean_nothing() {
    let padded = "  ullddrurdllurdruldr \n r\n\td\nunsolvable  \n";
    assert_eq!(judge("padded", padded), (0, String::new()));
    let trailing = "ullddrurdllurdruldr\nr\nd\nunsolvable\n\n \n";
    assert_eq!(judge("trailing", trailing), (0, String::new()));
    // A solved last board: its empty line may be there or not.
    let solved = "1 2 3 4 5 6 7 8 x\n";
    for actual in ["", "\n", "\n\n"] {
        let (code, stdout) = run_checker("solved-last", &[], solved, actual, "\n");
        assert_eq!((code, stdout.as_str()), (0, ""), "{:?}", actual);
    }
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
        "board 3: \"unsolvable\", but the goal can be reached",
    );
    // A missing last line reads as empty: wrong for an unsolvable board.
    expected_file_blamed(
        "lines",
        EXPECTED,
        "ullddrurdllurdruldr\nr\nd\n",
        "board 4: an empty line, but the goal cannot be reached",
    );
    expected_file_blamed(
        "more-lines",
        EXPECTED,
        "ullddrurdllurdruldr\nr\nd\nunsolvable\nr\n",
        "5 lines for 4 boards",
    );
}

#[test]
fn an_answer_shorter_than_the_expected_one_proves_it_wrong() {
    // r u d (3 moves) where r (1 move) is enough: the answer beats it, when
    // the rule takes the expected line to be shortest.
    let expected = "ullddrurdllurdruldr\nrud\nd\nunsolvable\n";
    let (code, stdout) = run_checker("beaten", &["--shortest"], INPUT, EXPECTED, expected);
    assert_eq!(code, 3, "{}", stdout);
    assert!(
        stdout.ends_with(
            "expected is wrong: board 2: the answer reaches the goal in 1 move, \
             the expected line takes 3\n"
        ),
        "{}",
        stdout
    );
}

/// POJ's sample, a solved board, an unsolvable one and a one-move board.
const MODES_INPUT: &str =
    " 2  3  4  1  5  x  7  6  8 \n1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n1 2 3 4 5 x 7 8 6\n";
const MODES_EXPECTED: &str = "ullddrurdllurdruldr\n\nunsolvable\nd\n";

/// The exit codes of `--any`, `--shortest` and `--canonical` on `actual`
/// (against `expected`), and the first line each printed.
fn by_rule(name: &str, actual: &str, expected: &str) -> [(i32, String); 3] {
    ["--any", "--shortest", "--canonical"].map(|rule| {
        let (code, stdout) = run_checker(
            &format!("{}{}", name, rule),
            &[rule],
            MODES_INPUT,
            actual,
            expected,
        );
        (code, stdout.lines().next().unwrap_or("").to_string())
    })
}

fn codes(results: &[(i32, String); 3]) -> [i32; 3] {
    [results[0].0, results[1].0, results[2].0]
}

#[test]
fn each_rule_on_the_statement_sample() {
    // The statement's answer is shortest but not the alphabetically first,
    // which the expected file holds.
    let canonical = "dlurullddrurdllurdr\n\nunsolvable\nd\n";
    let results = by_rule("sample", MODES_EXPECTED, canonical);
    assert_eq!(codes(&results), [0, 0, 1]);
    assert_eq!(
        results[2].1,
        "board 1: move 1 is 'u', where the alphabetically first shortest answer \
         \"dlurullddrurdllurdr\" has 'd'"
    );
    assert_eq!(
        codes(&by_rule("canonical", canonical, canonical)),
        [0, 0, 0]
    );
    // `--canonical` takes the expected line as the one answer: the
    // statement's, there.
    assert_eq!(
        codes(&by_rule("statement", MODES_EXPECTED, MODES_EXPECTED)),
        [0, 0, 0]
    );
    // The other way round: given the statement's answer as the expected
    // line, the alphabetically first proves it is not the first (testlib's
    // "fail", 3), under the one rule that asks for the first.
    let results = by_rule("earlier", canonical, MODES_EXPECTED);
    assert_eq!(codes(&results), [0, 0, 3]);
    assert!(
        results[2].1.ends_with(
            "expected is wrong: board 1: the answer \"dlurullddrurdllurdr\" is as short, \
             legal and alphabetically earlier (move 1 is 'd', the expected line's 'u'), so \
             the expected line is not the first"
        ),
        "{}",
        results[2].1
    );
}

#[test]
fn each_rule_on_a_solved_board() {
    // A round trip from the solved board: legal, ends solved, not shortest.
    let round_trip = "ullddrurdllurdruldr\nlr\nunsolvable\nd\n";
    let results = by_rule("solved", round_trip, MODES_EXPECTED);
    assert_eq!(codes(&results), [0, 1, 1]);
    assert_eq!(results[1].1, "board 2: 2 moves, but 0 are enough");
    // Moves that leave the solved board unsolved are wrong by every rule.
    let astray = "ullddrurdllurdruldr\nl\nunsolvable\nd\n";
    assert_eq!(codes(&by_rule("astray", astray, MODES_EXPECTED)), [1, 1, 1]);
}

#[test]
fn each_rule_on_an_unsolvable_board() {
    let moves = "ullddrurdllurdruldr\n\nlr\nd\n";
    let results = by_rule("unsolvable", moves, MODES_EXPECTED);
    assert_eq!(codes(&results), [1, 1, 1]);
    assert_eq!(
        results[0].1,
        "board 3: \"lr\", but the goal cannot be reached: the answer is \"unsolvable\""
    );
}

#[test]
fn each_rule_on_a_legal_but_longer_answer() {
    // d l r: down solves board 4, then left and right come back to it.
    let longer = "ullddrurdllurdruldr\n\nunsolvable\ndlr\n";
    let results = by_rule("longer", longer, MODES_EXPECTED);
    assert_eq!(codes(&results), [0, 1, 1]);
    assert_eq!(results[1].1, "board 4: 3 moves, but 1 is enough");
}

#[test]
fn a_shorter_answer_proves_the_expected_file_wrong_under_the_shortest_rules() {
    let longer_expected = "ullddrurdllurdruldr\n\nunsolvable\ndlr\n";
    let results = by_rule("beats", MODES_EXPECTED, longer_expected);
    assert_eq!(codes(&results), [0, 3, 3]);
    assert!(results[1].1.ends_with(
        "expected is wrong: board 4: the answer reaches the goal in 1 move, \
         the expected line takes 3"
    ));
}

#[test]
fn a_bad_command_line_exits_3() {
    let (code, _) = run_checker("flag", &["--fastest"], MODES_INPUT, "", "");
    assert_eq!(code, 3);
    // The flag is named, not taken for a fourth file.
    let output = Command::cargo_bin("poj1077-checker")
        .unwrap()
        .args(["--fastest", "input", "actual", "expected"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3));
    assert!(
        stderr.starts_with("poj1077-checker: unknown option --fastest\nusage: "),
        "{}",
        stderr
    );
}
