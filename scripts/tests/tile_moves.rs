//! Baekjoon 25140 KLIZA (`boj25140`): `N`, then the `N` tiles moved into
//! the blank, judged by replaying them, as its special judge does: any
//! sequence of the fewest moves is right. The quick tier judges commands
//! that print a fixed answer; the full tier (`#[ignore]`d, it needs g++)
//! judges `tests/solutions/boj25140-*`: a search with parents AC on every
//! golden case, and the same printing its tiles last move first WA
//! wherever the reversed sequence is not itself a shortest one, and found
//! by the stress test.

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
const GOLDEN: [&str; 11] = [
    "blank-bottom-left",
    "blank-centre",
    "blank-first",
    "blank-left",
    "blank-top-right",
    "blank-top",
    "hardest-a",
    "hardest-b",
    "hint-third",
    "solved",
    "two-ways",
];

#[test]
fn either_shortest_sequence_is_right_and_each_tile_is_replayed() {
    // 1 2 3 / 4 X 8 / 7 6 5 has two shortest answers; the reference wrote
    // one, the other is as right.
    for answer in ["6\\n6 5 8 6 5 8\\n", "6\\n8 5 6 8 5 6\\n"] {
        let command = format!("printf '{}'", answer);
        let judged = judge(&["BOJ 25140", "-c", &command, "two-ways"]).json();
        assert_eq!(verdicts(&judged), [("AC", "two-ways")], "{}", judged.report);
    }
    let judged = judge(&["KLIZA", "-c", "printf '6\\n6 5 8 8 5 6\\n'", "two-ways"]).json();
    assert_eq!(verdicts(&judged), [("WA", "two-ways")], "{}", judged.report);
    assert!(
        judged
            .report
            .contains("(the tiles end at 1234x8765, not at 12345678x)"),
        "{}",
        judged.report
    );
    // The blank's moves, as POJ 1077 asks them, are no tiles.
    let judged = judge(&["boj25140", "-c", "printf '3\\nrdr\\n'", "hint-third"]).json();
    assert_eq!(
        verdicts(&judged),
        [("WA", "hint-third")],
        "{}",
        judged.report
    );
    assert!(
        judged
            .report
            .contains("(\"rdr\" is not a tile 1-8: 3 moves are wanted)"),
        "{}",
        judged.report
    );
}

/// The CPU limit of the full tier's runs, meant to end within it: six
/// times what the longest takes here (0.35 s, a search of every board),
/// where Baekjoon's own 1 s is three times, so that a loaded machine,
/// which stretches a run's CPU time too, leaves them far under it.
const ROOM: [&str; 2] = ["--tl", "2"];

#[test]
#[ignore = "full tier: needs g++"]
fn the_tiles_in_order_are_ac_and_reversed_are_wa() {
    let judged = judge_solution("boj25140", "boj25140-bfs.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let all_ac: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
    assert_eq!(verdicts(&judged), all_ac, "{}", judged.report);
    let judged = judge_solution("boj25140", "boj25140-reversed.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let expected: Vec<(&str, &str)> = GOLDEN
        .iter()
        .map(|name| {
            // Reversed, 6 5 8 6 5 8 is 8 5 6 8 5 6: the other shortest.
            let right = *name == "solved" || *name == "two-ways";
            (if right { "AC" } else { "WA" }, *name)
        })
        .collect();
    assert_eq!(verdicts(&judged), expected, "{}", judged.report);
    let ran = stress_solution("boj25140", "boj25140-reversed.cpp")
        .args(&["--seed", "1", "--cases", "200"])
        .args(&ROOM)
        .run();
    assert_eq!(ran.code, 1, "{}", ran.stdout);
    assert!(failed_at(&ran.stdout) <= 20, "{}", ran.stdout);
}

#[test]
#[ignore = "full tier: builds with rustc"]
fn the_pasteable_rust_example_is_ac_as_baekjoon_builds_rust() {
    let example = eight_judge::workspace().join("shared/examples/boj25140.rs");
    for build in ["rust2021", "rust2018"] {
        let judged = judge(&["boj25140", "--build", build]).arg(&example).json();
        assert_eq!(judged.code, 0, "{}: {}", build, judged.report);
        let all_ac: Vec<(&str, &str)> = GOLDEN.iter().map(|name| ("AC", *name)).collect();
        assert_eq!(verdicts(&judged), all_ac, "{}", judged.report);
    }
}
