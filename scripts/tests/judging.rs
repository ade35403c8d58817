//! The judge (`cargo judge`) on solutions written to be right, or
//! wrong in one way each: `tests/solutions/`. For every problem a correct
//! C++ solution; a planted bug that its judge's rule catches (and, where
//! the rules differ, a more lenient rule lets pass); and one solution each
//! for TLE, MLE, RE and CE, each checked on its `--json` record. Full tier
//! (`#[ignore]`d): they need a C++ compiler, and take a minute.
//! `scripts/check.sh --full` runs them where GNU time, timeout and
//! Debian's rustc are gone (`scripts/without-gnu-tools.sh`). How each
//! language is built is `tests/judging_builds.rs`.

mod common;

use common::cli::{judge, judge_solution, Cli, Judged, Ran, JUDGE};
use common::record::{findings, statuses, Fields};
use common::solutions::{self, solution};
use eight_judge::json::Value;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Judges `file` of `tests/solutions/` as `problem` with `--json`, on the
/// cases named (all when none are), under [`ROOM`]: for the runs meant
/// to end within their limit, whatever their verdict.
fn judged(problem: &str, file: &str, cases: &[&str]) -> Judged {
    judge_solution(problem, file).args(cases).args(&ROOM).json()
}

/// [`judged`] under the problem's own limits: for the runs meant to pass
/// them, or to fail them.
fn judged_at_its_limits(problem: &str, file: &str, cases: &[&str]) -> Judged {
    judge_solution(problem, file).args(cases).json()
}

/// The CPU limit of the runs meant to end within it: five times and more
/// what the longest of them takes here (0.97 s, `abc224d-bfs.cpp` on its
/// largest case; a table of every board, 0.25 to 0.45 s), so that a
/// loaded machine, which stretches a run's CPU time too, leaves them far
/// under it.
const ROOM: [&str; 2] = ["--tl", "6"];

fn assert_all(records: &[Value], verdict: &str, report: &str) {
    assert!(!records.is_empty(), "no case judged:\n{}", report);
    assert!(
        statuses(records).iter().all(|v| *v == verdict),
        "not all {}:\n{}",
        verdict,
        report
    );
}

/// Whether a record of `case` says `kind`, the rule having found a fault
/// starting `found`.
fn has(records: &[Value], kind: &str, case: &str, found: &str) -> bool {
    findings(records)
        .iter()
        .any(|(k, c, f)| k == kind && c == case && f.starts_with(found))
}

/// The problems with their correct C++ solution, and a case of each.
const CORRECT: [(&str, &str, &str); 6] = [
    ("poj1077", "poj1077-table.cpp", "one-move"),
    ("hdu1043", "poj1077-table.cpp", "one-move"),
    ("acwing179", "poj1077-table.cpp", "one-move"),
    ("luogu1379", "luogu1379-bfs.cpp", "sample"),
    ("acwing845", "acwing845-bfs.cpp", "one-move"),
    ("hdu3567", "hdu3567-trees.cpp", "sample"),
];

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn each_problem_accepts_a_correct_solution_showing_time_and_memory() {
    for (problem, file, _) in CORRECT {
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, file, &[]);
        assert_eq!(code, 0, "{}:\n{}", problem, report);
        assert_all(&records, "AC", &report);
        assert!(report.starts_with(&format!("==> judging {} as {}: ", file, problem)));
        for record in &records {
            let (cpu, wall, mib) = (
                record.number("cpu"),
                record.number("elapsed"),
                record.number("memory"),
            );
            // In a box, the memory the run brought in: a small program's
            // pages the machine had cached already count nowhere.
            assert!(mib > 0.0 && mib < 64.0, "{:?}", record);
            assert_eq!(record.text("answer"), "right");
            assert_eq!(record.text("ended.how"), "exited");
            // The text line's reason renders the same figures, to its
            // coarser rounding: "0.03 s CPU, 0.03 s wall, 4.1 MiB".
            let reason = record.text("reason");
            let words: Vec<&str> = reason.split(' ').collect();
            assert_eq!(
                (words[1], words[2], words[4], words[5], words[7]),
                ("s", "CPU,", "s", "wall,", "MiB"),
                "{}",
                reason
            );
            for (word, figure, within) in [(0, cpu, 0.006), (3, wall, 0.006), (6, mib, 0.06)] {
                let shown: f64 = words[word].parse().unwrap();
                assert!((shown - figure).abs() < within, "{} {:?}", reason, record);
            }
        }
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn each_rule_catches_its_planted_bug() {
    // Moves that stop one short: every rule.
    for problem in ["poj1077", "hdu1043", "acwing179"] {
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, "poj1077-first-cell-one.cpp", &[]);
        assert_eq!(code, 1, "{}", report);
        let wrong: Vec<_> = findings(&records)
            .into_iter()
            .filter(|v| v.0 == "WA")
            .collect();
        assert!(wrong.iter().any(|v| v.1 == "first-cell-one"), "{}", report);
    }
    // Two moves too many: only AcWing 179 asks for the fewest.
    for (problem, code) in [("poj1077", 0), ("hdu1043", 0), ("acwing179", 1)] {
        let Judged {
            code: got, report, ..
        } = judged(problem, "poj1077-round-trip.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, report);
    }
    let Judged { records, .. } = judged("acwing179", "poj1077-round-trip.cpp", &["one-move"]);
    assert_eq!(
        findings(&records),
        [(
            "WA".to_string(),
            "one-move".to_string(),
            "board 1: 3 moves, but 1 is enough".to_string()
        )]
    );
    // One board answered: only HDU 1043 gives many.
    for (problem, code) in [("poj1077", 0), ("acwing179", 0), ("hdu1043", 1)] {
        let Judged {
            code: got, report, ..
        } = judged(problem, "poj1077-one-board.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, report);
    }
    let Judged {
        report, records, ..
    } = judged("hdu1043", "poj1077-one-board.cpp", &["multi-hdu1043"]);
    assert!(
        has(&records, "WA", "multi-hdu1043", "board 2: no line"),
        "{}",
        report
    );
    for (problem, file, case, found) in [
        // The deepest level searched for -1: only the count.
        (
            "acwing845",
            "acwing845-deepest.cpp",
            "unsolvable",
            "board 1: 31, but the goal cannot be reached",
        ),
        // Shortest, but not the alphabetically first: only HDU 3567's rule.
        (
            "hdu3567",
            "hdu3567-udlr.cpp",
            "hardest-31",
            "case 1: move 1 is 'u', where the alphabetically first shortest answer",
        ),
        // Two moves short past 28, parity kept: only the exact count.
        (
            "luogu1379",
            "luogu1379-capped.cpp",
            "hardest-30a",
            "board 1: 28 moves, but the fewest are 30",
        ),
    ] {
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, file, &[case]);
        assert_eq!(code, 1, "{}", report);
        assert!(has(&records, "WA", case, found), "{}", report);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_sleeper_is_tle_a_toucher_mle_a_crash_re_and_a_broken_file_ce_on_every_problem() {
    for (problem, _, case) in CORRECT {
        // A sleeper (of 300 s) is killed at twice the CPU stop (the limit
        // and a quarter) and a second more: its run ends there (3.5, 13.5
        // and 6 s), and the whole judging, its compile too, well within
        // five times that and a second.
        let started = Instant::now();
        let Judged {
            code,
            report,
            records,
            ..
        } = judged_at_its_limits(problem, "sleeps.cpp", &[case]);
        let wall = match problem {
            "hdu1043" => 13.5,
            "hdu3567" => 6.0,
            _ => 3.5,
        };
        assert!(
            started.elapsed() < Duration::from_secs_f64(5.0 * (wall + 1.0)),
            "{}: {:?}",
            problem,
            started.elapsed()
        );
        assert_eq!(code, 1);
        assert_all(&records, "TLE", &report);
        assert_eq!(records[0].text("ended.how"), "wall limit");
        let ended = records[0].number("elapsed");
        assert!(ended >= wall && ended < wall + 2.0, "{}", report);
        let toucher = if problem == "luogu1379" {
            "touches-200-mib.cpp"
        } else {
            "touches-100-mib.cpp"
        };
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, toucher, &[case]);
        assert_eq!(code, 1);
        assert_all(&records, "MLE", &report);
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, "crashes.cpp", &[case]);
        assert_eq!(code, 1);
        assert_all(&records, "RE", &report);
        let ended = records[0].field("ended").unwrap();
        assert_eq!(ended.text("how"), "signalled", "{}", report);
        assert_eq!(ended.number("signal"), 11.0);
        assert_eq!(ended.text("name"), "SIGSEGV");
        assert_eq!(records[0].number("exitcode"), -11.0);
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, "compile-error.cpp", &[]);
        assert_eq!(code, 1);
        assert_all(&records, "CE", &report);
        let build = records[0].field("build").unwrap();
        assert_eq!(build.flag("ok"), Some(false));
        assert!(build.text("command").starts_with("g++ -"), "{:?}", build);
        // The compiler's own words name the missing name.
        assert!(build.text("error").contains("missing_name"), "{}", report);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler and python3; waits out three time limits"]
fn right_but_too_slow_at_the_judges_volume() {
    // HDU 1043: a search per board is killed on 3,000 boards; one table
    // answers them in a small part of what the killed run took (both
    // measured here, so a slower or busier machine moves both).
    let case = ["hdu1043-3000-boards"];
    let started = Instant::now();
    let Judged {
        code,
        report,
        records,
        ..
    } = judged_at_its_limits("hdu1043", "hdu1043-bfs-per-board.cpp", &case);
    let killed = started.elapsed().as_secs_f64();
    assert_eq!(code, 1);
    assert_all(&records, "TLE", &report);
    let Judged {
        code,
        report,
        records,
        ..
    } = judged_at_its_limits("hdu1043", "poj1077-table.cpp", &case);
    assert_eq!(code, 0, "{}", report);
    let cpu = records[0].number("cpu");
    assert!(
        cpu * 4.0 < killed,
        "the table took {} s CPU, the killed search {:.2} s: {}",
        cpu,
        killed,
        report
    );
    // HDU 3567: a search per case is right on every case, and killed on the
    // 200 cases of `many-200`. How near its limit a case of one or a few
    // boards comes depends on the machine, so those may be either.
    let Judged {
        code,
        report,
        records,
        ..
    } = judged_at_its_limits("hdu3567", "hdu3567-bfs-per-case.cpp", &[]);
    assert_eq!(code, 1);
    for record in &records {
        let allowed: &[&str] = match record.text("testcase.name") {
            "many-200" => &["TLE"],
            "sample" => &["AC"],
            _ => &["AC", "TLE"],
        };
        assert!(allowed.contains(&record.text("status")), "{}", report);
    }
    // AcWing 845: iterative deepening without an estimate, in Python: the
    // sample passes, the hardest boards do not.
    let Judged {
        code,
        report,
        records,
        ..
    } = judged_at_its_limits(
        "acwing845",
        "acwing845-deepening.py",
        &["sample", "hardest-31a"],
    );
    assert_eq!(code, 1);
    assert_eq!(statuses(&records), ["TLE", "AC"], "{}", report);
}

#[test]
fn what_cannot_be_judged_is_refused_before_anything_is_built() {
    let folder = common::scratch::folder("refused");
    for (file, says) in [
        (
            "notes.txt",
            ".txt names no language a judge here takes; a solution is .c, .cpp, .cc, .cxx, .java",
        ),
        ("Main.XYZ", ".XYZ names no language a judge here takes"),
    ] {
        let path = folder.join(file);
        std::fs::write(&path, "class Main {}").unwrap();
        let ran = judge(&["poj1077"]).arg(&path).run();
        assert_eq!((ran.code, ran.stdout.as_str()), (2, ""), "{}", ran.stderr);
        assert!(
            ran.stderr.starts_with("cargo judge: ") && ran.stderr.contains(says),
            "{}",
            ran.stderr
        );
        assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
    }
    let cpp = solution("poj1077-table.cpp");
    let cpp = cpp.to_str().unwrap();
    for (args, says) in [
        (vec!["poj1078", cpp], "\"poj1078\" is no problem here"),
        (
            vec!["poj1077", "/no/such.cpp"],
            "/no/such.cpp: there is no such file",
        ),
        (
            vec!["poj1077"],
            "SOLUTION (a file, or -c COMMAND) is missing",
        ),
        (
            vec!["poj1077", cpp, "nameless"],
            "poj1077 has no case \"nameless\"; its cases are ",
        ),
        // A three-line layout is not POJ's input, so it is not POJ's case.
        (vec!["poj1077", cpp, "layout-three-lines"], "has no case"),
    ] {
        let ran = judge(&args).run();
        let said = &ran.stderr;
        assert_eq!(
            (ran.code, ran.stdout.as_str()),
            (2, ""),
            "{:?}: {}",
            args,
            said
        );
        assert!(said.contains(says), "{:?}: {}", args, said);
    }
}

#[test]
fn a_reader_that_goes_away_ends_the_report_quietly() {
    // The reading end is closed as soon as the judge starts, most often
    // before it writes: five times, so that a judge that panics on the
    // closed pipe is all but sure to be caught.
    for _ in 0..5 {
        let mut child = judge(&["--problems"]).spawn();
        drop(child.stdout.take());
        let ran = Ran::of(&child.wait_with_output().unwrap());
        assert_eq!((ran.code, ran.stderr.as_str()), (0, ""));
    }
}

#[test]
fn this_projects_own_files_need_the_old_compiler_and_say_so() {
    let ran = Cli::new(JUDGE)
        .env("EIGHT_OLD_RUSTC", "/no/such/rustc")
        .run();
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stdout.is_empty());
    assert_eq!(
        ran.stderr,
        "cargo judge: missing the old compiler at /no/such/rustc (Debian: apt-get install rustc; \
         or set EIGHT_OLD_RUSTC to a rustc 1.63)\n"
    );
}

/// `git status --porcelain` of the workspace.
fn git_status() -> String {
    let output = Command::new("git")
        .arg("-C")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap())
        .args(["status", "--porcelain"])
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_solution_that_writes_a_file_leaves_the_checkout_clean_and_is_told_so() {
    // It writes its answers into poj.out and prints nothing. The judge runs
    // it in an empty folder of its own, so neither the tests' working
    // folder nor the solution's has the file after.
    let before = git_status();
    let Judged {
        code,
        report,
        records,
        ..
    } = judged("poj1077", "poj1077-writes-file.cpp", &["sample"]);
    assert_eq!(code, 1, "{}", report);
    let record = &records[0];
    assert_eq!(record.text("status"), "WA", "{}", report);
    assert_eq!(record.text("output"), "");
    assert_eq!(record.number("output_bytes"), 0.0);
    let written = record.items("files_written");
    assert_eq!(written[0].text("name"), "poj.out", "{}", report);
    assert!(written[0].number("bytes") > 0.0);
    assert!(!Path::new("poj.out").exists());
    assert!(!solutions::folder().join("poj.out").exists());
    assert_eq!(git_status(), before);
}

#[test]
#[ignore = "full tier: needs a C++ compiler and cargo"]
fn uva_zoj_and_atcoder_accept_right_solutions_and_catch_planted_bugs_by_their_own_rules() {
    for (problem, file) in [
        ("uva652", "uva652-table.cpp"),
        ("uva10085", "uva10085-bfs.cpp"),
        ("zoj1217", "zoj1217-table.cpp"),
        ("abc224d", "abc224d-bfs.cpp"),
        ("abc224d", "abc224d-bfs.rs"),
    ] {
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, file, &[]);
        assert_eq!(code, 0, "{} {}:\n{}", problem, file, report);
        assert_all(&records, "AC", &report);
    }
    // Each planted bug is caught by its problem's own rule.
    for (problem, file, case, why) in [
        (
            "uva652",
            "uva652-no-blank-line.cpp",
            "hardest-31",
            "line 2 is \"dllurrdllururddluulddruurdlldrr\", where an empty line parts the \
             answers for boards 1 and 2",
        ),
        (
            "uva10085",
            "uva10085-one-short.cpp",
            "sample",
            "case 1: the board is 30 moves from the start, but the farthest are 31",
        ),
        (
            "abc224d",
            "abc224d-directed.cpp",
            "complete",
            "case 1: -1, but 12 moves reach the goal",
        ),
        (
            "abc224d",
            "abc224d-no-minus-one.cpp",
            "disconnected-unsolvable",
            "case 1: 0, but the goal cannot be reached: the answer is -1",
        ),
    ] {
        let Judged {
            code,
            report,
            records,
            ..
        } = judged(problem, file, &[case]);
        assert_eq!(code, 1, "{} {}:\n{}", problem, file, report);
        assert_eq!(
            findings(&records),
            [("WA".to_string(), case.to_string(), why.to_string())],
            "{}",
            report
        );
    }
}
