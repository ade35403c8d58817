//! The problems whose input gives the goal: TIOJ 1198 "8-puzzle"
//! (`tioj1198`; nine numbers a line, its goal always reached) and Lanqiao
//! PREV-19 九宫重排 (`prev19`; nine characters a line, `.` the blank, `-1`
//! where the goal cannot be reached). Their trap: whether the goal can be
//! reached is the parity of both boards, not of the start against a fixed
//! goal. The quick tier judges commands that print one fixed answer; the
//! full tier (`#[ignore]`d, it needs g++) judges `tests/solutions/tioj1198-*`
//! and `prev19-*`: the right ones AC on every golden case, the planted
//! parity test against a fixed goal WA exactly where a start of odd parity
//! can reach its goal, and found by the stress test.

mod common;

use common::cli::{judge, judge_solution, stress_solution, Judged};
use common::record::{names, statuses};
use common::report::failed_at;
use common::scratch;
use std::fs;

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// Each of `cases`, with `WA` where `wa` names it, else `AC`.
fn expected<'a>(cases: &[&'a str], wa: &[&str]) -> Vec<(&'static str, &'a str)> {
    cases
        .iter()
        .map(|name| (if wa.contains(name) { "WA" } else { "AC" }, *name))
        .collect()
}

/// The blank-cell cases of both folders, then their own.
const BLANK_CELLS: [&str; 9] = [
    "blank-cell-1",
    "blank-cell-2",
    "blank-cell-3",
    "blank-cell-4",
    "blank-cell-5",
    "blank-cell-6",
    "blank-cell-7",
    "blank-cell-8",
    "blank-cell-9",
];

fn tioj_golden() -> Vec<&'static str> {
    let mut cases = BLANK_CELLS.to_vec();
    cases.extend([
        "both-odd",
        "farthest-30-centre-goal",
        "farthest-31",
        "luogu-goal",
        "sample",
        "solved",
    ]);
    cases
}

fn lanqiao_golden() -> Vec<&'static str> {
    let mut cases = vec!["apart"];
    cases.extend(BLANK_CELLS);
    cases.extend([
        "both-odd",
        "farthest-31",
        "odd-start-even-goal",
        "sample",
        "solved",
    ]);
    cases
}

/// The golden pairs of each whose start is odd and whose goal it reaches:
/// where a parity test against a fixed goal says -1.
const TIOJ_ODD_REACHED: [&str; 7] = [
    "blank-cell-1",
    "blank-cell-7",
    "blank-cell-8",
    "both-odd",
    "farthest-30-centre-goal",
    "luogu-goal",
    "solved",
];
const LANQIAO_ODD_REACHED: [&str; 5] = [
    "blank-cell-4",
    "blank-cell-5",
    "blank-cell-7",
    "blank-cell-9",
    "both-odd",
];

/// Lanqiao's golden pairs whose goal cannot be reached.
const LANQIAO_APART: [&str; 6] = [
    "apart",
    "blank-cell-1",
    "blank-cell-2",
    "blank-cell-6",
    "blank-cell-8",
    "odd-start-even-goal",
];

#[test]
fn the_goal_is_the_inputs_and_minus_one_is_right_only_where_it_is_out_of_reach() {
    let judged = judge(&["PREV-19", "-c", "echo -1"]).json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let golden = lanqiao_golden();
    let wa: Vec<&str> = golden
        .iter()
        .copied()
        .filter(|name| !LANQIAO_APART.contains(name))
        .collect();
    assert_eq!(
        verdicts(&judged),
        expected(&golden, &wa),
        "{}",
        judged.report
    );
    assert!(
        judged.report.contains(
            "WA   command/both-odd  (board 1: -1, but the goal can be reached: the answer is 1)"
        ),
        "{}",
        judged.report
    );
    // The statement's sample, 3 moves to its own goal, not to 12345678.
    let judged = judge(&["lanqiao prev19", "-c", "echo 3", "sample"]).json();
    assert_eq!(verdicts(&judged), [("AC", "sample")], "{}", judged.report);
}

#[test]
fn tioj_asks_the_number_between_its_two_boards() {
    let judged = judge(&[
        "TIOJ 1198",
        "-c",
        "echo 4",
        "sample",
        "luogu-goal",
        "solved",
    ])
    .json();
    assert_eq!(
        verdicts(&judged),
        [("AC", "luogu-goal"), ("AC", "sample"), ("WA", "solved")],
        "{}",
        judged.report
    );
    assert!(
        judged
            .report
            .contains("(board 1: 4 moves, but 0 are enough"),
        "{}",
        judged.report
    );
    // A goal out of reach is no case of TIOJ's (its data always reaches
    // it), but is one of Lanqiao's.
    let folder = scratch::folder("tioj-apart");
    let apart = folder.join("apart.in");
    fs::write(&apart, "1 2 3 4 5 6 7 8 0\n2 1 3 4 5 6 7 8 0\n").unwrap();
    let ran = judge(&["tioj1198", "-c", "echo -1", "-d"])
        .arg(&folder)
        .run();
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("case 1 cannot be solved, and the judge's data always can"),
        "{}",
        ran.stderr
    );
    fs::write(&apart, "12345678.\n21345678.\n").unwrap();
    let ran = judge(&["prev19", "-c", "echo -1", "-d"]).arg(&folder).run();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    fs::remove_dir_all(&folder).unwrap();
}

/// The CPU limit of the full tier's runs, all meant to end within it:
/// seven times what the longest takes here (0.43 s, a search of every
/// board), where the judges' own 1 s is twice, so that a loaded machine,
/// which stretches a run's CPU time too, leaves them far under it.
const ROOM: [&str; 2] = ["--tl", "3"];

#[test]
#[ignore = "full tier: needs g++"]
fn the_right_solutions_are_ac_on_every_golden_case() {
    let judged = judge_solution("tioj1198", "tioj1198-bfs.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(verdicts(&judged), expected(&tioj_golden(), &[]));
    let judged = judge_solution("prev19", "prev19-bfs.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(verdicts(&judged), expected(&lanqiao_golden(), &[]));
}

#[test]
#[ignore = "full tier: needs g++"]
fn a_parity_test_against_a_fixed_goal_is_wa_where_an_odd_start_reaches_its_goal() {
    let judged = judge_solution("tioj1198", "tioj1198-fixed-parity.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert_eq!(
        verdicts(&judged),
        expected(&tioj_golden(), &TIOJ_ODD_REACHED),
        "{}",
        judged.report
    );
    let judged = judge_solution("prev19", "prev19-fixed-parity.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert_eq!(
        verdicts(&judged),
        expected(&lanqiao_golden(), &LANQIAO_ODD_REACHED),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn stress_finds_each_planted_solution() {
    for (problem, file) in [
        ("tioj1198", "tioj1198-fixed-parity.cpp"),
        ("prev19", "prev19-fixed-parity.cpp"),
    ] {
        let ran = stress_solution(problem, file)
            .args(&["--seed", "1", "--cases", "200"])
            .args(&ROOM)
            .run();
        assert_eq!(ran.code, 1, "{}:\n{}", file, ran.stdout);
        let case = failed_at(&ran.stdout);
        assert!(
            case <= 20,
            "{} found at case {}:\n{}",
            file,
            case,
            ran.stdout
        );
    }
    for (problem, file) in [
        ("tioj1198", "tioj1198-bfs.cpp"),
        ("prev19", "prev19-bfs.cpp"),
    ] {
        let ran = stress_solution(problem, file)
            .args(&["--cases", "20"])
            .args(&ROOM)
            .run();
        assert_eq!(ran.code, 0, "{}:\n{}", file, ran.stdout);
    }
}
