//! The fifteen puzzle's problems, Aizu ALDS1_13_C (`alds113c`), UVa 10181
//! (`uva10181`) and LightOJ 1121 (`lightoj1121`): the workspace's own
//! pasteable programs (`shared/examples/alds113c.rs`, and `uva10181.rs`
//! with and without `--lightoj`, built with plain `rustc`) are AC on every
//! golden case and pass the stress test; commands that print a planted
//! wrong answer are WA with the reason: a wrong count, a letter that is
//! no move, a move off the board, a string that ends elsewhere or past
//! UVa's cap, and for LightOJ a string that is not the shortest or lacks
//! its `Case k: `.

mod common;

use common::cli::{judge, stress, Judged};
use common::record::{names, statuses};
use std::path::{Path, PathBuf};
use std::process::Command;

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// `shared/examples/NAME.rs` of the workspace.
fn example(name: &str) -> PathBuf {
    eight_judge::workspace()
        .join("shared/examples")
        .join(format!("{}.rs", name))
}

/// `shared/examples/uva10181.rs` built with plain `rustc -O`, as one
/// file, named for the test that builds it (tests run at once).
fn uva10181(test: &str) -> PathBuf {
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("uva10181-{}", test));
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let built = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(example("uva10181"))
        .output()
        .unwrap();
    assert!(built.status.success(), "{:?}", built);
    binary
}

/// Judges `command` (a program and its words) on `problem`'s golden cases
/// (`cases`, or all of them where none are named).
fn judged(problem: &str, command: &str, cases: &[&str]) -> Judged {
    let mut args = vec![problem, "-c", command];
    args.extend_from_slice(cases);
    judge(&args).json()
}

/// The verdict of `answer`, printed by `printf`, on `problem`'s golden
/// case `case`, and its report.
fn answered(problem: &str, case: &str, answer: &str) -> (String, String) {
    let command = format!("printf '{}'", answer);
    let judged = judged(problem, &command, &[case]);
    let verdict = verdicts(&judged)
        .iter()
        .map(|(status, _)| status.to_string())
        .collect::<Vec<_>>()
        .join(",");
    (verdict, judged.report)
}

/// Asserts `answer` is WA on `problem`'s `case`, the report saying `why`.
fn wrong_saying(problem: &str, case: &str, answer: &str, why: &str) {
    let (verdict, report) = answered(problem, case, answer);
    assert_eq!(verdict, "WA", "{}", report);
    assert!(report.contains(why), "wanted {:?} in:\n{}", why, report);
}

/// Asserts every golden case of `problem` is AC for `judged`.
fn all_ac(problem: &str, judged: &Judged) {
    let found = verdicts(judged);
    assert!(found.len() >= 4, "{}: {}", problem, judged.report);
    assert!(
        found.iter().all(|(status, _)| *status == "AC"),
        "{}: {:?}\n{}",
        problem,
        found,
        judged.report
    );
    assert_eq!(judged.code, 0, "{}", judged.report);
}

#[test]
fn the_pasteable_programs_are_ac_on_every_golden_case() {
    // Aizu takes Rust: the file itself, built as Aizu builds it.
    let aizu = judge(&["ALDS1_13_C".as_ref(), example("alds113c").as_os_str()]).json();
    all_ac("alds113c", &aizu);
    let program = uva10181("golden");
    let program = program.to_str().unwrap();
    all_ac("uva10181", &judged("UVa10181", program, &[]));
    let lightoj = format!("{} --lightoj", program);
    all_ac("lightoj1121", &judged("LightOJ 1121", &lightoj, &[]));
}

#[test]
fn a_wrong_count_is_wa_saying_the_fewest() {
    // The sample takes 8 moves.
    assert_eq!(answered("alds113c", "sample", "8\\n").0, "AC");
    wrong_saying("alds113c", "sample", "9\\n", "9 moves, but 8 are enough");
    wrong_saying(
        "alds113c",
        "sample",
        "7\\n",
        "7 moves, but the fewest are 8",
    );
    wrong_saying("alds113c", "sample", "eight\\n", "is not a number of moves");
}

#[test]
fn uva_replays_each_string_and_says_what_is_wrong() {
    // Its sample: LLLDRDRDR solves the first board, the second cannot be.
    let second = "This puzzle is not solvable.";
    let right = format!("LLLDRDRDR\\n{}\\n", second);
    assert_eq!(answered("uva10181", "sample", &right).0, "AC");
    // Any solving string within 50 moves, not only the shortest.
    let longer = format!("LRLLLDRDRDR\\n{}\\n", second);
    assert_eq!(answered("uva10181", "sample", &longer).0, "AC");
    let wrong = |first: &str, why: &str| {
        wrong_saying(
            "uva10181",
            "sample",
            &format!("{}\\n{}\\n", first, second),
            why,
        )
    };
    wrong(
        "RLLLDRDRDR",
        "board 1: move 1, 'R', takes the blank off the board from row 1, column 4",
    );
    wrong(
        "LLXLDRDRDR",
        "board 1: move 3, 'X', is no move (L, R, U, D)",
    );
    wrong("lllDRDRDR", "board 1: move 1, 'l', is no move");
    wrong(
        "LLLDRDRD",
        "board 1: the moves end at 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15",
    );
    let past = format!("LLLDRDRDR{}", "LR".repeat(21));
    wrong(&past, "board 1: 51 moves, 1 past the cap of 50");
    wrong(second, "board 1: not solvable, but 9 moves solve it");
    wrong_saying(
        "uva10181",
        "sample",
        "LLLDRDRDR\\nLLL\\n",
        "board 2: the goal cannot be reached",
    );
}

#[test]
fn lightoj_wants_the_first_shortest_string_after_its_case() {
    let second = "Case 2: This puzzle is not solvable.";
    let right = format!("Case 1: LLLDRDRDR\\n{}\\n", second);
    assert_eq!(answered("lightoj1121", "sample", &right).0, "AC");
    let wrong = |first: &str, why: &str| {
        wrong_saying(
            "lightoj1121",
            "sample",
            &format!("{}\\n{}\\n", first, second),
            why,
        )
    };
    wrong("Case 1: LRLLLDRDRDR", "case 1: 11 moves, but 9 are enough");
    wrong("LLLDRDRDR", "does not start with \"Case 1: \"");
    wrong("Case 1: LLLDRDRDRX", "case 1: move 10, 'X', is no move");
    // A board of more than 35 moves is not solvable for LightOJ.
    let (verdict, report) = answered(
        "lightoj1121",
        "beyond-35",
        "Case 1: L\\nCase 2: This puzzle is not solvable.\\n",
    );
    assert_eq!(verdict, "WA", "{}", report);
}

#[test]
fn the_stress_test_passes_the_programs_and_finds_a_planted_answer() {
    let program = uva10181("stress");
    let program = program.to_str().unwrap();
    let lightoj = format!("{} --lightoj", program);
    for (problem, command) in [("uva10181", program), ("lightoj1121", &lightoj[..])] {
        let ran = stress(&[problem, "-c", command, "--cases", "40", "--seed", "3"]).run();
        assert_eq!(ran.code, 0, "{}: {}", problem, ran.both());
    }
    let aizu = example("alds113c");
    let ran = stress(&[
        "alds113c".as_ref(),
        aizu.as_os_str(),
        "--cases".as_ref(),
        "40".as_ref(),
    ])
    .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let ran = stress(&["alds113c", "-c", "printf '3\\n'", "--cases", "40"]).run();
    assert_eq!(ran.code, 1, "{}", ran.both());
}
