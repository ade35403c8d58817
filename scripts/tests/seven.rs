//! Aizu 0121 "Seven Puzzle" (`aizu0121`): the 2x4 board, boards until the
//! end of the input, each answered by the fewest moves to `0 1 2 3 4 5 6
//! 7`. The quick tier judges a command that prints fixed answers; the full
//! tier (`#[ignore]`d, it needs g++) judges `tests/solutions/aizu0121-*`:
//! a table from the goal AC on every golden case, and the same with the
//! blank moving across the edge of its row WA on each, and found by the
//! stress test.

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
const GOLDEN: [&str; 5] = [
    "blank-every-cell",
    "farthest-36",
    "row-edge",
    "sample",
    "volume-1000",
];

#[test]
fn the_sample_is_the_statements_and_a_wrong_count_is_named() {
    let judged = judge(&["AOJ 0121", "-c", "printf '0\\n1\\n28\\n'", "sample"]).json();
    assert_eq!(verdicts(&judged), [("AC", "sample")], "{}", judged.report);
    let judged = judge(&["0121", "-c", "printf '0\\n1\\n26\\n'", "sample"]).json();
    assert_eq!(verdicts(&judged), [("WA", "sample")], "{}", judged.report);
    assert!(
        judged
            .report
            .contains("(board 3: 26 moves, but the fewest are 28)"),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn the_table_is_ac_and_a_blank_crossing_its_row_is_wa() {
    let judged = judge_solution("aizu0121", "aizu0121-table.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let all: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
    assert_eq!(verdicts(&judged), all, "{}", judged.report);
    let judged = judge_solution("aizu0121", "aizu0121-row-wrap.cpp").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let all: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("WA", *name)).collect();
    assert_eq!(verdicts(&judged), all, "{}", judged.report);
    let ran = stress_solution("aizu0121", "aizu0121-row-wrap.cpp")
        .args(&["--seed", "1", "--cases", "200"])
        .run();
    assert_eq!(ran.code, 1, "{}", ran.stdout);
    assert!(failed_at(&ran.stdout) <= 20, "{}", ran.stdout);
    let ran = stress_solution("aizu0121", "aizu0121-table.cpp")
        .args(&["--cases", "20"])
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stdout);
}

#[test]
#[ignore = "full tier: builds with rustc"]
fn the_pasteable_rust_example_is_ac_as_aizu_builds_rust() {
    let example = eight_judge::workspace().join("shared/examples/aizu0121.rs");
    let judged = judge(&["aizu0121"]).arg(&example).json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let all: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
    assert_eq!(verdicts(&judged), all, "{}", judged.report);
}
