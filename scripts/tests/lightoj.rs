//! LightOJ 1139 "8 Puzzle" (`lightoj1139`): its input read as the
//! statement lays it out, its `Case k:` answers judged, and the judge and
//! the stress test on `tests/solutions/lightoj1139-*`: the right ones AC
//! on every golden case, each planted one WA by the rule and found by
//! stress. The runs are the full tier (`#[ignore]`d): they need g++ and
//! javac.

mod common;

use common::cli::{judge_solution, stress_solution, Judged};
use common::record::{names, statuses};
use common::report::failed_at;
use eight_judge::problems::find;
use eight_judge::problems::format::{Blame, Case, Finding};
use eight_judge::problems::oracle::Oracle;

/// The cases of `text`, read as LightOJ 1139's input.
fn read(text: &str) -> Result<Vec<Case>, String> {
    find("lightoj1139")
        .unwrap()
        .format
        .read(text.as_bytes())
        .map_err(|why| why.to_string())
}

/// `actual` judged as the output for `cases`, against the library's.
fn judged(cases: &[Case], actual: &str) -> Result<(), Finding> {
    let problem = find("lightoj1139").unwrap();
    let expected = problem.format.expected(cases, &mut Oracle::new());
    problem
        .format
        .judge(cases, expected.as_bytes(), actual.as_bytes())
}

/// Why `actual` is wrong.
fn wrong(cases: &[Case], actual: &str) -> String {
    match judged(cases, actual) {
        Err(finding) if finding.blame == Blame::Output => finding.text,
        other => panic!("{:?}", other),
    }
}

/// Three cases: one move, the goal, and 7 and 8 swapped.
const THREE: &str = "3\n\n1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n7 8 0\n\n1 2 3\n4 5 6\n8 7 0\n";

#[test]
fn the_input_is_read_as_the_statement_lays_it_out() {
    let cases = read(THREE).unwrap();
    assert_eq!(cases.len(), 3);
    assert_eq!(cases[0].start.to_string(), "1234567x8");
    assert_eq!(
        find("lightoj1139").unwrap().format.write(&cases),
        THREE,
        "written as read"
    );
    // White space around a line, and a line of spaces for the empty one.
    assert!(read("1\n  \n 1 2 3 \n4 5 6\n7 8 0\r\n").is_ok());
    for (text, why) in [
        ("0\n", "line 1: \"0\" is not a case count T, 1 to 1000"),
        (
            "1001\n",
            "line 1: \"1001\" is not a case count T, 1 to 1000",
        ),
        (
            "1\n1 2 3\n4 5 6\n7 8 0\n",
            "1 case needs 4 lines after the first (an empty line and three rows each), not 3",
        ),
        (
            "1\n1 2 3\n4 5 6\n7 8 0\n\n",
            "1 case needs 4 lines after the first (an empty line and three rows each), not 3",
        ),
        (
            "1\n\n1 2 3 4\n5 6\n7 8 0\n",
            "line 3: 4 numbers, not a row of 3",
        ),
        (
            "2\n\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n\n4 5 6\n7 8 0\n",
            "line 6: \"1 2 3\", where an empty line starts case 2",
        ),
        ("1\n\n1 2 3\n4 5 6\n7 8 8\n", "case 1: a cell repeats"),
        (
            "1\n\n1 2 3\n4 5 6\n7 8 x\n",
            "case 1: \"x\" is not a number 0-8",
        ),
    ] {
        assert_eq!(read(text), Err(why.to_string()), "{:?}", text);
    }
}

#[test]
fn answers_are_case_lines_compared_exactly() {
    let cases = read(THREE).unwrap();
    let right = "Case 1: 1\nCase 2: 0\nCase 3: impossible\n";
    assert_eq!(
        find("lightoj1139")
            .unwrap()
            .format
            .expected(&cases, &mut Oracle::new()),
        right
    );
    assert_eq!(judged(&cases, right), Ok(()));
    // The judge's white space rule is assumed: each line trimmed, empty
    // lines at the end left out.
    assert_eq!(
        judged(&cases, "Case 1: 1  \r\nCase 2: 0\nCase 3: impossible\n\n"),
        Ok(())
    );
    for (actual, why) in [
        (
            "1\n0\nimpossible\n",
            "case 1: \"1\" does not start with \"Case 1: \": the answer is 1",
        ),
        (
            "Case 1:1\nCase 2: 0\nCase 3: impossible\n",
            "case 1: \"Case 1:1\" does not start with \"Case 1: \": the answer is 1",
        ),
        (
            "Case 1: 1\nCase 3: 0\nCase 3: impossible\n",
            "case 2: \"Case 3: 0\" does not start with \"Case 2: \": the answer is 0",
        ),
        (
            "Case 1: 1\nCase 2: 0\nCase 3: -1\n",
            "case 3: \"Case 3: -1\": LightOJ asks for \"impossible\", not -1",
        ),
        (
            "Case 1: 1\nCase 2: 0\nCase 3: Impossible\n",
            "case 3: \"Impossible\" where LightOJ wants \"impossible\" (it compares exactly)",
        ),
        (
            "Case 1: 3\nCase 2: 0\nCase 3: impossible\n",
            "case 1: 3 moves, but 1 is enough",
        ),
        (
            "Case 1: impossible\nCase 2: 0\nCase 3: impossible\n",
            "case 1: impossible, but the fewest moves are 1",
        ),
        (
            "Case 1: 1\nCase 2: 0\nCase 3: 31\n",
            "case 3: 31, but the goal cannot be reached: the answer is \"impossible\"",
        ),
        (
            "Case 1: 1\nCase 2: 0\n",
            "case 3: no line: the output ends after 2 lines",
        ),
        (
            "Case 1: 1\nCase 2: 0\nCase 3: impossible\nCase 4: 0\n",
            "line 4 is extra: 3 cases, 4 lines",
        ),
    ] {
        assert_eq!(wrong(&cases, actual), why, "{:?}", actual);
    }
    // An expected output that breaks the parity rule is the expected
    // output's fault.
    let problem = find("lightoj1139").unwrap();
    let found = problem
        .format
        .judge(
            &cases,
            b"Case 1: 1\nCase 2: 0\nCase 3: 5\n",
            right.as_bytes(),
        )
        .unwrap_err();
    assert_eq!(found.blame, Blame::Expected);
    assert_eq!((found.case, found.line), (Some(3), Some(3)));
}

/// Judges `file` as lightoj1139 on every golden case.
fn judge(file: &str) -> Judged {
    judge_solution("lightoj1139", file).args(&ROOM).json()
}

/// The CPU limit of the runs here, all meant to end within it: six times
/// what the longest takes here (0.48 s, a table of every board), where
/// LightOJ's own 2 s is four times, so that a loaded machine, which
/// stretches a run's CPU time too, leaves them far under it.
const ROOM: [&str; 2] = ["--tl", "3"];

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// The golden cases' names.
const GOLDEN: [&str; 8] = [
    "blank-every-cell",
    "blank-walked-to-every-cell",
    "farthest-31",
    "hand-checked",
    "sample",
    "solved",
    "unsolvable",
    "volume-1000",
];

/// Each planted broken solution and the golden cases it is WA on.
const PLANTED: [(&str, &[&str]); 4] = [
    ("lightoj1139-no-case-prefix.cpp", &GOLDEN),
    ("lightoj1139-no-blank-line.cpp", &GOLDEN),
    (
        "lightoj1139-minus-one.cpp",
        &["blank-every-cell", "sample", "unsolvable", "volume-1000"],
    ),
    ("lightoj1139-capped-30.cpp", &["farthest-31"]),
];

#[test]
#[ignore = "full tier: needs g++ and javac"]
fn the_right_solutions_are_ac_on_every_golden_case() {
    for file in ["lightoj1139-table.cpp", "lightoj1139-table.java"] {
        let judged = judge(file);
        assert_eq!(judged.code, 0, "{}:\n{}", file, judged.report);
        let expected: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
        assert_eq!(verdicts(&judged), expected, "{}:\n{}", file, judged.report);
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn each_planted_solution_is_wa_exactly_where_its_bug_shows() {
    for (file, wa) in PLANTED {
        let judged = judge(file);
        assert_eq!(judged.code, 1, "{}:\n{}", file, judged.report);
        let expected: Vec<(&str, &str)> = GOLDEN
            .iter()
            .map(|name| (if wa.contains(name) { "WA" } else { "AC" }, *name))
            .collect();
        assert_eq!(verdicts(&judged), expected, "{}:\n{}", file, judged.report);
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn stress_finds_each_planted_solution() {
    for (file, _) in PLANTED {
        let ran = stress_solution("lightoj1139", file)
            .args(&["--seed", "1", "--cases", "200"])
            .args(&ROOM)
            .run();
        assert_eq!(ran.code, 1, "{}:\n{}", file, ran.stdout);
        // Seeds 1 to 3 found each at case 1, but the -1 at case 4 of seed
        // 2: the golden boards and the uniform ones (half unsolvable) come
        // first.
        let case = failed_at(&ran.stdout);
        assert!(
            case <= 20,
            "{} found at case {}:\n{}",
            file,
            case,
            ran.stdout
        );
    }
    // And passes a right one.
    let ran = stress_solution("lightoj1139", "lightoj1139-table.cpp")
        .args(&["--cases", "20"])
        .args(&ROOM)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stdout);
}
