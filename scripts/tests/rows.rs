//! The problems of one board in three rows, answered by a number:
//! Baekjoon 1525 "퍼즐" (`boj1525`; `-1` where the goal cannot be
//! reached) and Aizu ALDS1_13_B "8 Puzzle" (`alds113b`; always solvable).
//! The quick tier judges commands that print one fixed answer; the full
//! tier (`#[ignore]`d, it needs g++) judges `tests/solutions/boj1525-*`
//! and `alds113b-*`: the right one AC on every golden case, each planted
//! one WA exactly where its bug shows, and found by the stress test.

mod common;

use common::cli::{judge, judge_solution, stress, stress_solution, Judged};
use common::record::{names, statuses, Fields};
use common::report::failed_at;
use common::scratch;
use std::fs;

/// `(verdict, case)` of each record.
fn verdicts(judged: &Judged) -> Vec<(&str, &str)> {
    let records = &judged.records;
    statuses(records).into_iter().zip(names(records)).collect()
}

/// Each golden case of `cases`, with `WA` where `wa` names it, else `AC`.
fn expected<'a>(cases: &[&'a str], wa: &[&str]) -> Vec<(&'static str, &'a str)> {
    cases
        .iter()
        .map(|name| (if wa.contains(name) { "WA" } else { "AC" }, *name))
        .collect()
}

/// Baekjoon 1525's golden cases, in the order they are judged.
const BOJ_GOLDEN: [&str; 11] = [
    "blank-bottom-left",
    "blank-bottom-unsolvable",
    "blank-centre",
    "blank-first",
    "blank-left",
    "hardest-a",
    "hardest-b",
    "sample-1",
    "sample-2",
    "solved",
    "two-tiles-swapped",
];

/// Aizu ALDS1_13_B's golden cases, in the order they are judged.
const AIZU_GOLDEN: [&str; 9] = [
    "blank-centre",
    "blank-first",
    "blank-left",
    "blank-top",
    "hardest-a",
    "hardest-b",
    "sample",
    "solved",
    "two-moves",
];

/// The golden boards Baekjoon 1525 asks `-1` of.
const BOJ_UNSOLVABLE: [&str; 3] = ["blank-bottom-unsolvable", "sample-2", "two-tiles-swapped"];

#[test]
fn a_fixed_minus_one_is_right_exactly_on_the_unsolvable_boards() {
    let judged = judge(&["BOJ 1525", "-c", "echo -1"]).json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let right: Vec<(&str, &str)> = BOJ_GOLDEN
        .iter()
        .map(|name| {
            let verdict = if BOJ_UNSOLVABLE.contains(name) {
                "AC"
            } else {
                "WA"
            };
            (verdict, *name)
        })
        .collect();
    assert_eq!(verdicts(&judged), right, "{}", judged.report);
    assert!(
        judged.report.contains(
            "WA   command/hardest-a  (board 1: -1, but the goal can be reached: the answer is 31)"
        ),
        "{}",
        judged.report
    );
    // 0 for an unsolvable board is the trap of a table that reads 0 where
    // it holds nothing.
    let judged = judge(&["acmicpc 1525", "-c", "echo 0", "sample-2", "solved"]).json();
    assert_eq!(
        verdicts(&judged),
        [("WA", "sample-2"), ("AC", "solved")],
        "{}",
        judged.report
    );
    assert!(
        judged
            .report
            .contains("(board 1: 0, but the goal cannot be reached: the answer is -1)"),
        "{}",
        judged.report
    );
}

#[test]
fn aizu_asks_only_the_number_and_its_cases_are_solvable() {
    let judged = judge(&["ALDS1_13_B", "-c", "echo 4", "sample", "solved"]).json();
    assert_eq!(
        verdicts(&judged),
        [("AC", "sample"), ("WA", "solved")],
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
    // Another form than a number is wrong, saying what was wanted.
    let judged = judge(&["alds113b", "-c", "echo four", "sample"]).json();
    assert_eq!(verdicts(&judged), [("WA", "sample")], "{}", judged.report);
    assert!(
        judged
            .report
            .contains("(board 1: \"four\" is not a number of moves or -1: the answer is 4)"),
        "{}",
        judged.report
    );
}

#[test]
fn a_language_baekjoon_takes_but_no_build_here_makes_is_named_as_such() {
    let folder = scratch::folder("unbuilt");
    // Delphi: no build here at all; acm.mipt.ru lists it (as Kylix).
    let delphi = folder.join("main.dpr");
    fs::write(&delphi, "begin end.\n").unwrap();
    let ran = judge(&["mipt089"]).arg(&delphi).run();
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("acm.mipt.ru takes Delphi (its menu's Kylix)")
            && ran.stderr.contains("this judge cannot build Delphi yet")
            && !ran.stderr.contains("not supported"),
        "{}",
        ran.stderr
    );
    // Go: built here, but not as Baekjoon builds it: said so, with the
    // build that judges it anyway, never a CE Baekjoon would not give.
    let go = folder.join("main.go");
    fs::write(&go, "package main\n").unwrap();
    let ran = judge(&["boj1525"]).arg(&go).run();
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("Baekjoon takes Go, but no build of Baekjoon's Go is emulated here yet")
            && ran.stderr.contains("--build here-go"),
        "{}",
        ran.stderr
    );
    // POJ takes no Go: there it is the judge's CE.
    let ran = judge(&["poj1077"]).arg(&go).arg("sample").run();
    assert_eq!(ran.code, 1, "{}", ran.stdout);
    assert!(
        ran.stdout
            .contains("no Go: judge it anyway with --build here-go"),
        "{}",
        ran.stdout
    );
    fs::remove_dir_all(&folder).unwrap();
}

/// The CPU seconds and memory MiB of the first record of `judged`.
fn limits_of(judged: &Judged) -> (f64, f64) {
    let record = &judged.records[0];
    (record.number("limits.cpu"), record.number("limits.memory"))
}

#[test]
fn baekjoons_rule_gives_java_and_python_their_time_and_memory() {
    let folder = scratch::folder("boj-rule");
    let python = folder.join("wrong.py");
    fs::write(&python, "print(-1)\n").unwrap();
    let java = folder.join("Main.java");
    fs::write(
        &java,
        "public class Main { public static void main(String[] a) { System.out.println(-1); } }\n",
    )
    .unwrap();
    // Python 3: time x3 + 2 s, memory x2 + 32 MB, on either problem.
    let judged = judge(&["boj1525"]).arg(&python).arg("sample-1").json();
    assert_eq!(limits_of(&judged), (5.0, 96.0), "{}", judged.report);
    assert!(
        judged
            .report
            .contains("Python 3: time x3 + 2 s, memory x2 + 32 MB"),
        "{}",
        judged.report
    );
    let judged = judge(&["boj25140"]).arg(&python).arg("hint-third").json();
    assert_eq!(limits_of(&judged), (5.0, 2080.0), "{}", judged.report);
    // Java on 1525: its note's 256 MB, Baekjoon's x2 + 1 s; on 25140 the
    // rule's x2 + 16 MB.
    let judged = judge(&["boj1525"]).arg(&java).arg("sample-1").json();
    assert_eq!(limits_of(&judged), (3.0, 256.0), "{}", judged.report);
    let judged = judge(&["boj25140"]).arg(&java).arg("hint-third").json();
    assert_eq!(limits_of(&judged), (3.0, 2064.0), "{}", judged.report);
    // A package line: it builds, every run is RE, and the build says why.
    let packaged = folder.join("packaged");
    fs::create_dir_all(&packaged).unwrap();
    let mut text = fs::read_to_string(&java).unwrap();
    text.insert_str(0, "// mine\npackage boj;\n");
    fs::write(packaged.join("Main.java"), text).unwrap();
    let judged = judge(&["boj1525"])
        .arg(packaged.join("Main.java"))
        .arg("sample-1")
        .json();
    assert_eq!(statuses(&judged.records), ["RE"], "{}", judged.report);
    assert!(
        judged.report.contains(
            "note: Main.java declares `package boj;`: Baekjoon runs `java Main`, which finds \
             no class Main outside a package"
        ),
        "{}",
        judged.report
    );
    // C++ gets the statement's own.
    let judged = judge(&["boj1525", "-c", "echo -1", "sample-1"]).json();
    assert_eq!(limits_of(&judged), (1.0, 32.0), "{}", judged.report);
    // PyPy3, where this machine has it: x2 + 128 MB.
    let pypy = std::process::Command::new("pypy3")
        .arg("--version")
        .output()
        .is_ok();
    if pypy {
        let judged = judge(&["boj1525"])
            .arg(&python)
            .args(&["sample-1", "--build", "pypy3"])
            .json();
        assert_eq!(limits_of(&judged), (5.0, 192.0), "{}", judged.report);
        // Too slow as CPython: judged as PyPy3 again, with PyPy3's memory.
        let spin = folder.join("spin.py");
        fs::write(&spin, "while True:\n    pass\n").unwrap();
        let judged = judge(&["boj1525"])
            .arg(&spin)
            .args(&["sample-1", "--tl", "0.2s"])
            .json();
        assert!(
            judged
                .report
                .contains("judged as its PyPy3 too, with its limits: 0.20 s CPU, 192.0 MiB"),
            "{}",
            judged.report
        );
    }
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_language_no_build_makes_is_the_judges_ce_where_its_whole_menu_leaves_it_out() {
    let folder = scratch::folder("absent");
    let php = folder.join("main.php");
    fs::write(&php, "<?php echo 1;\n").unwrap();
    // POJ's whole menu (its FAQ) has no PHP: a CE on every case, exit 1,
    // naming POJ's list, as POJ refuses Python.
    let judged = judge(&["poj1077"]).arg(&php).json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let statuses = statuses(&judged.records);
    assert!(
        statuses.len() > 1 && statuses.iter().all(|status| *status == "CE"),
        "{}",
        judged.report
    );
    let reason = judged.records[0].text("reason");
    assert!(
        reason.starts_with("POJ takes C, C++, Pascal, Java and Fortran (")
            && reason.ends_with("; no PHP (nor does any build here make PHP)"),
        "{}",
        reason
    );
    // The stress test says the same CE, nothing run.
    let ran = stress(&["poj1077"]).arg(&php).run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    assert!(
        ran.stdout.starts_with("stress: main.php: CE: POJ takes ")
            && ran.stdout.contains("; no PHP"),
        "{}",
        ran.both()
    );
    // Luogu's list here ends "and others": whether it takes PHP is not
    // known, so no CE Luogu might not give; nothing judged, exit 2.
    let ran = judge(&["p1379"]).arg(&php).run();
    assert_eq!((ran.code, ran.stdout.as_str()), (2, ""), "{}", ran.stderr);
    assert!(
        ran.stderr
            .contains("whether Luogu takes PHP is not known here")
            && ran.stderr.contains("cannot build PHP yet"),
        "{}",
        ran.stderr
    );
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
#[ignore = "full tier: needs g++"]
fn the_right_solution_is_ac_on_every_golden_case_of_both() {
    let judged = judge_solution("boj1525", "boj1525-bfs.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(verdicts(&judged), expected(&BOJ_GOLDEN, &[]));
    let judged = judge_solution("alds113b", "boj1525-bfs.cpp").json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(verdicts(&judged), expected(&AIZU_GOLDEN, &[]));
}

#[test]
#[ignore = "full tier: builds with rustc"]
fn the_pasteable_rust_example_is_ac_as_each_judge_builds_rust() {
    let example = eight_judge::workspace().join("shared/examples/boj1525.rs");
    // Baekjoon's first Rust (2021) and its Rust 2018; Aizu's assumed one.
    for (problem, build, golden) in [
        ("boj1525", "rust2021", &BOJ_GOLDEN[..]),
        ("boj1525", "rust2018", &BOJ_GOLDEN[..]),
        ("alds113b", "rust", &AIZU_GOLDEN[..]),
    ] {
        let judged = judge(&[problem, "--build", build]).arg(&example).json();
        assert_eq!(judged.code, 0, "{} {}: {}", problem, build, judged.report);
        assert_eq!(
            verdicts(&judged),
            expected(golden, &[]),
            "{}",
            judged.report
        );
    }
}

/// The CPU limit of the planted solutions' runs, meant to end within it
/// (their answers wrong): six times what the longest takes here (0.48 s,
/// `boj1525-no-minus-one.cpp`), where the judges' own 1 s is twice, so
/// that a loaded machine, which stretches a run's CPU time too, leaves
/// them far under it.
const ROOM: [&str; 2] = ["--tl", "3"];

#[test]
#[ignore = "full tier: needs g++"]
fn each_planted_solution_is_wa_exactly_where_its_bug_shows() {
    let judged = judge_solution("boj1525", "boj1525-no-minus-one.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert_eq!(
        verdicts(&judged),
        expected(&BOJ_GOLDEN, &BOJ_UNSOLVABLE),
        "{}",
        judged.report
    );
    let judged = judge_solution("alds113b", "alds113b-capped-30.cpp")
        .args(&ROOM)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert_eq!(
        verdicts(&judged),
        expected(&AIZU_GOLDEN, &["hardest-a", "hardest-b"]),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs g++"]
fn stress_finds_each_planted_solution() {
    for (problem, file) in [
        ("boj1525", "boj1525-no-minus-one.cpp"),
        ("alds113b", "alds113b-capped-30.cpp"),
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
    let ran = stress_solution("boj1525", "boj1525-bfs.cpp")
        .args(&["--cases", "20"])
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stdout);
}
