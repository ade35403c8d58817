//! NTHU OJ 10664 "easy 8 Puzzles" (`nthu10664`): `T` boards, each answered
//! `You can solve it within x steps.` when the fewest moves x are at most
//! 14, else `You'd better skip this game.`, compared exactly. The quick
//! tier judges a command that prints one fixed sentence; the full tier
//! (`#[ignore]`d, it needs g++) judges `tests/solutions/nthu10664-*`: a
//! table to depth 14 AC on every golden case, each planted one WA exactly
//! where its bug shows (a table one level too deep; 0 steps taken for
//! none, as a published solution has it), and found by the stress test.

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
const GOLDEN: [&str; 6] = [
    "around-the-cap",
    "blank-every-cell",
    "farthest-31",
    "solved",
    "unsolvable",
    "volume-30",
];

/// Each of the golden cases, `WA` where `wa` names it, else `AC`.
fn expected(wa: &[&str]) -> Vec<(&'static str, &'static str)> {
    GOLDEN
        .iter()
        .map(|name| (if wa.contains(name) { "WA" } else { "AC" }, *name))
        .collect()
}

#[test]
fn skipping_is_right_only_where_more_than_14_moves_are_needed() {
    let judged = judge(&[
        "NTHU 10664",
        "-c",
        "printf \"You'd better skip this game.\\nYou'd better skip this game.\\n\"",
        "farthest-31",
        "unsolvable",
        "solved",
    ])
    .json();
    assert_eq!(
        verdicts(&judged),
        [
            ("AC", "farthest-31"),
            ("WA", "solved"),
            ("AC", "unsolvable")
        ],
        "{}",
        judged.report
    );
    assert!(
        judged.report.contains(
            "(board 1: skipped, but 0 steps are enough: \"You can solve it within 0 steps.\" \
             is wanted)"
        ),
        "{}",
        judged.report
    );
}

#[test]
fn a_language_nthu_does_not_take_is_ce_naming_what_it_takes() {
    let judged = judge_solution("nthu10664", "poj1077-table.java").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert!(
        judged.report.contains("NTHU OJ takes C and C++")
            && judged
                .report
                .contains("no Java: judge it anyway with --build here-java"),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn the_table_is_ac_and_each_planted_bug_is_wa_where_it_shows() {
    let judged = judge_solution("nthu10664", "nthu10664-table.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(verdicts(&judged), expected(&[]), "{}", judged.report);
    for (file, wa) in [
        ("nthu10664-cap-15.cpp", "around-the-cap"),
        ("nthu10664-zero-skipped.cpp", "solved"),
    ] {
        let judged = judge_solution("nthu10664", file).json();
        assert_eq!(judged.code, 1, "{}", judged.report);
        assert_eq!(verdicts(&judged), expected(&[wa]), "{}", judged.report);
        let ran = stress_solution("nthu10664", file)
            .args(&["--seed", "1", "--cases", "200"])
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
}
