//! beecrowd 2032 "Game of Eight" (`beecrowd2032`): per board the fewest
//! moves and every board after each move, on the one path the move
//! priority gives (the blank up, down, right, left: three of four
//! published solutions). The quick tier judges commands that print fixed
//! answers; the full tier (`#[ignore]`d, it needs g++) judges
//! `tests/solutions/beecrowd2032-*`: the priority's search AC on every
//! golden case, and the same trying left before right WA exactly where
//! that changes the path, and found by the stress test.

mod common;

use common::cli::{judge, judge_solution, stress_solution, Judged};
use common::record::{names, statuses};
use common::report::failed_at;

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// The golden cases, in the order they are judged.
const GOLDEN: [&str; 10] = [
    "blank-left",
    "blank-top-right",
    "blank-top",
    "farthest-31",
    "left-or-right",
    "mixed",
    "one-then-unsolvable",
    "solved",
    "two-ways",
    "unsolvable",
];

#[test]
fn the_count_alone_is_the_solved_boards_answer_and_the_keyword_exactly() {
    let judged = judge(&[
        "beecrowd 2032",
        "-c",
        "echo 'Quantidade minima de passos = 0'",
        "solved",
        "unsolvable",
    ])
    .json();
    assert_eq!(
        verdicts(&judged),
        [("AC", "solved"), ("WA", "unsolvable")],
        "{}",
        judged.report
    );
    assert!(
        judged.report.contains(
            "(case 1: \"Quantidade minima de passos = 0\" where \"Problema sem solucao\" is \
             wanted)"
        ),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn the_priority_is_ac_and_left_before_right_is_wa_where_it_matters() {
    let judged = judge_solution("beecrowd2032", "beecrowd2032-priority.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let all: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
    assert_eq!(verdicts(&judged), all, "{}", judged.report);
    let judged = judge_solution("beecrowd2032", "beecrowd2032-left-first.cpp").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let expected: Vec<(&str, &str)> = GOLDEN
        .iter()
        .map(|name| {
            let wrong = *name == "farthest-31" || *name == "left-or-right";
            (if wrong { "WA" } else { "AC" }, *name)
        })
        .collect();
    assert_eq!(verdicts(&judged), expected, "{}", judged.report);
    // Under 8 s (`--tl`): six times its longest run here (1.3 s, a case
    // of many boards), where beecrowd's own 5 s is four times, so that a
    // loaded machine leaves it far under.
    let ran = stress_solution("beecrowd2032", "beecrowd2032-left-first.cpp")
        .args(&["--seed", "1", "--cases", "40", "--tl", "8"])
        .run();
    assert_eq!(ran.code, 1, "{}", ran.stdout);
    assert!(failed_at(&ran.stdout) <= 20, "{}", ran.stdout);
}
