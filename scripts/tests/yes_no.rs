//! acm.mipt.ru 089 "8-puzzle" (`mipt089`): `Yes` and the fewest moves on
//! the next line, or `No`, in 10 MB. The quick tier judges commands that
//! print one fixed answer; the full tier (`#[ignore]`d, it needs g++)
//! judges `tests/solutions/mipt089-*`: a search ranked into 9! bytes AC on
//! every golden case, and the usual search over a `std::map` of strings
//! MLE on each board whose search meets every board.

mod common;

use common::cli::{judge, judge_solution, Judged};
use common::record::{names, statuses};

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// The golden cases, in the order they are judged.
const GOLDEN: [&str; 11] = [
    "blank-bottom-left",
    "blank-centre-unsolvable",
    "blank-centre",
    "blank-left",
    "blank-top-right",
    "blank-top",
    "hardest-a",
    "hardest-b",
    "sample-1",
    "sample-2",
    "two-tiles-swapped",
];

#[test]
fn yes_and_the_number_on_the_next_line_or_no() {
    let judged = judge(&[
        "MIPT 089",
        "-c",
        "printf 'Yes\\n22\\n'",
        "sample-1",
        "sample-2",
        "two-tiles-swapped",
    ])
    .json();
    assert_eq!(
        verdicts(&judged),
        [
            ("WA", "sample-1"),
            ("AC", "sample-2"),
            ("WA", "two-tiles-swapped")
        ],
        "{}",
        judged.report
    );
    for reason in [
        "WA   command/sample-1  (22 moves, but 0 are enough)",
        "WA   command/two-tiles-swapped  (\"Yes\", but the goal cannot be reached: \
         the answer is \"No\")",
    ] {
        assert!(judged.report.contains(reason), "{}", judged.report);
    }
    // The samples show the number on a line of its own.
    let judged = judge(&["mipt089", "-c", "echo Yes 22", "sample-2"]).json();
    assert_eq!(verdicts(&judged), [("WA", "sample-2")], "{}", judged.report);
    let judged = judge(&["mipt089", "-c", "echo No", "two-tiles-swapped", "hardest-a"]).json();
    assert_eq!(
        verdicts(&judged),
        [("WA", "hardest-a"), ("AC", "two-tiles-swapped")],
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn a_ranked_search_fits_and_a_map_of_strings_does_not() {
    let judged = judge_solution("mipt089", "mipt089-cantor-bfs.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let all_ac: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
    assert_eq!(verdicts(&judged), all_ac, "{}", judged.report);
    let judged = judge_solution("mipt089", "mipt089-map-bfs.cpp").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let got = verdicts(&judged);
    // Each board whose search meets all 181,440 boards: its own 31 moves,
    // or none at all.
    for name in [
        "blank-centre-unsolvable",
        "hardest-a",
        "hardest-b",
        "two-tiles-swapped",
    ] {
        assert!(got.contains(&("MLE", name)), "{}: {}", name, judged.report);
    }
    for name in ["sample-1", "blank-top", "blank-left"] {
        assert!(got.contains(&("AC", name)), "{}: {}", name, judged.report);
    }
}
