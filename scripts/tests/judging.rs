//! The judge (`cargo judge`) on solutions written to be right, or
//! wrong in one way each: `tests/solutions/`. For every problem a correct
//! C++ solution; a planted bug that its judge's rule catches (and, where
//! the rules differ, a more lenient rule lets pass); and one solution each
//! for TLE, MLE, RE and CE, each checked on its `--json` record. Full tier
//! (`#[ignore]`d): they need a C++ compiler, and take a minute.
//! `scripts/check.sh --full` runs them where GNU time, timeout and
//! Debian's rustc are gone (`scripts/without-gnu-tools.sh`). How each
//! language is built is `tests/judging_builds.rs`.

use eight_judge::json::{parse, Value};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");

mod bundle;
use bundle::solution;

/// Runs the judge on `args`: its exit code, stdout and stderr.
fn judge(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(JUDGE).args(args).output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Judges `file` of `tests/solutions/` as `problem` with `--json`, on the
/// cases named (all when none are): the exit code, the text report, and
/// the records of the JSON document.
fn judged(problem: &str, file: &str, cases: &[&str]) -> (i32, String, Vec<Value>) {
    let path = solution(file);
    let mut args = vec![problem, path.to_str().unwrap(), "--json"];
    args.extend_from_slice(cases);
    let (code, stdout, stderr) = judge(&args);
    assert!(code != 2, "{}", stderr);
    let document = parse(&stdout).unwrap_or_else(|why| panic!("{}: {}\n{}", why, stdout, stderr));
    (code, stderr, document.as_array().unwrap().to_vec())
}

/// The value at `path` of `record`: `null` where it has none.
fn at<'a>(record: &'a Value, path: &[&str]) -> &'a Value {
    path.iter()
        .fold(record, |v, key| v.get(key).unwrap_or(&Value::Null))
}

/// The text at `path` of `record`; empty where it is no text.
fn text<'a>(record: &'a Value, path: &[&str]) -> &'a str {
    at(record, path).as_str().unwrap_or_default()
}

/// The number at `path` of `record`.
fn number(record: &Value, path: &[&str]) -> f64 {
    match at(record, path) {
        Value::Number(n) => *n,
        other => panic!("{:?} at {:?} in {:?}", other, path, record),
    }
}

/// Each record's verdict.
fn kinds(records: &[Value]) -> Vec<&str> {
    records.iter().map(|r| text(r, &["status"])).collect()
}

fn assert_all(records: &[Value], verdict: &str, report: &str) {
    assert!(!records.is_empty(), "no case judged:\n{}", report);
    assert!(
        kinds(records).iter().all(|v| *v == verdict),
        "not all {}:\n{}",
        verdict,
        report
    );
}

/// `(verdict, case, what the rule found)` of each record.
fn findings(records: &[Value]) -> Vec<(String, String, String)> {
    records
        .iter()
        .map(|r| {
            (
                text(r, &["status"]).to_string(),
                text(r, &["testcase", "name"]).to_string(),
                text(r, &["found", "text"]).to_string(),
            )
        })
        .collect()
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
        let (code, report, records) = judged(problem, file, &[]);
        assert_eq!(code, 0, "{}:\n{}", problem, report);
        assert_all(&records, "AC", &report);
        assert!(report.starts_with(&format!("==> judging {} as {}: ", file, problem)));
        for record in &records {
            let (cpu, wall, mib) = (
                number(record, &["cpu"]),
                number(record, &["elapsed"]),
                number(record, &["memory"]),
            );
            // In a box, the memory the run brought in: a small program's
            // pages the machine had cached already count nowhere.
            assert!(mib > 0.0 && mib < 64.0, "{:?}", record);
            assert_eq!(text(record, &["answer"]), "right");
            assert_eq!(text(record, &["ended", "how"]), "exited");
            // The text line's reason renders the same figures, to its
            // coarser rounding: "0.03 s CPU, 0.03 s wall, 4.1 MiB".
            let reason = text(record, &["reason"]);
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
        let (code, report, records) = judged(problem, "poj1077-first-cell-one.cpp", &[]);
        assert_eq!(code, 1, "{}", report);
        let wrong: Vec<_> = findings(&records)
            .into_iter()
            .filter(|v| v.0 == "WA")
            .collect();
        assert!(wrong.iter().any(|v| v.1 == "first-cell-one"), "{}", report);
    }
    // Two moves too many: only AcWing 179 asks for the fewest.
    for (problem, code) in [("poj1077", 0), ("hdu1043", 0), ("acwing179", 1)] {
        let (got, report, _) = judged(problem, "poj1077-round-trip.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, report);
    }
    let (_, _, records) = judged("acwing179", "poj1077-round-trip.cpp", &["one-move"]);
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
        let (got, report, _) = judged(problem, "poj1077-one-board.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, report);
    }
    let (_, report, records) = judged("hdu1043", "poj1077-one-board.cpp", &["multi-hdu1043"]);
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
        let (code, report, records) = judged(problem, file, &[case]);
        assert_eq!(code, 1, "{}", report);
        assert!(has(&records, "WA", case, found), "{}", report);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn time_memory_runtime_and_compile_errors() {
    for (problem, _, case) in CORRECT {
        // A sleeper is killed at twice the CPU stop (the limit and a
        // quarter) and a second more, rounded up here.
        let started = Instant::now();
        let (code, report, records) = judged(problem, "sleeps.cpp", &[case]);
        let wall = match problem {
            "hdu1043" => 14,
            "hdu3567" => 6,
            _ => 4,
        };
        assert!(
            started.elapsed() < Duration::from_secs(wall + 3),
            "{}",
            problem
        );
        assert_eq!(code, 1);
        assert_all(&records, "TLE", &report);
        assert_eq!(text(&records[0], &["ended", "how"]), "wall limit");
        let toucher = if problem == "luogu1379" {
            "touches-200-mib.cpp"
        } else {
            "touches-100-mib.cpp"
        };
        let (code, report, records) = judged(problem, toucher, &[case]);
        assert_eq!(code, 1);
        assert_all(&records, "MLE", &report);
        let (code, report, records) = judged(problem, "crashes.cpp", &[case]);
        assert_eq!(code, 1);
        assert_all(&records, "RE", &report);
        let ended = at(&records[0], &["ended"]);
        assert_eq!(text(ended, &["how"]), "signalled", "{}", report);
        assert_eq!(number(ended, &["signal"]), 11.0);
        assert_eq!(text(ended, &["name"]), "SIGSEGV");
        assert_eq!(number(&records[0], &["exitcode"]), -11.0);
        let (code, report, records) = judged(problem, "compile-error.cpp", &[]);
        assert_eq!(code, 1);
        assert_all(&records, "CE", &report);
        let build = at(&records[0], &["build"]);
        assert_eq!(at(build, &["ok"]), &Value::Bool(false));
        assert!(
            text(build, &["command"]).starts_with("g++ -"),
            "{:?}",
            build
        );
        // The compiler's own words name the missing name.
        assert!(
            text(build, &["error"]).contains("missing_name"),
            "{}",
            report
        );
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
    let (code, report, records) = judged("hdu1043", "hdu1043-bfs-per-board.cpp", &case);
    let killed = started.elapsed().as_secs_f64();
    assert_eq!(code, 1);
    assert_all(&records, "TLE", &report);
    let (code, report, records) = judged("hdu1043", "poj1077-table.cpp", &case);
    assert_eq!(code, 0, "{}", report);
    let cpu = number(&records[0], &["cpu"]);
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
    let (code, report, records) = judged("hdu3567", "hdu3567-bfs-per-case.cpp", &[]);
    assert_eq!(code, 1);
    for record in &records {
        let allowed: &[&str] = match text(record, &["testcase", "name"]) {
            "many-200" => &["TLE"],
            "sample" => &["AC"],
            _ => &["AC", "TLE"],
        };
        assert!(allowed.contains(&text(record, &["status"])), "{}", report);
    }
    // AcWing 845: iterative deepening without an estimate, in Python: the
    // sample passes, the hardest boards do not.
    let (code, report, records) = judged(
        "acwing845",
        "acwing845-deepening.py",
        &["sample", "hardest-31a"],
    );
    assert_eq!(code, 1);
    assert_eq!(kinds(&records), ["TLE", "AC"], "{}", report);
}

#[test]
fn what_cannot_be_judged_is_refused_before_anything_is_built() {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("refused");
    std::fs::create_dir_all(&folder).unwrap();
    for (file, says) in [
        (
            "Main.kt",
            ".kt files are not supported; a solution is .c, .cpp, .cc, .cxx, .java",
        ),
        ("notes.txt", ".txt files are not supported"),
    ] {
        let path = folder.join(file);
        std::fs::write(&path, "class Main {}").unwrap();
        let (code, stdout, stderr) = judge(&["poj1077", path.to_str().unwrap()]);
        assert_eq!((code, stdout.as_str()), (2, ""), "{}", stderr);
        assert!(
            stderr.starts_with("cargo judge: ") && stderr.contains(says),
            "{}",
            stderr
        );
        assert_eq!(stderr.lines().count(), 1, "{}", stderr);
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
        let (code, stdout, stderr) = judge(&args);
        assert_eq!((code, stdout.as_str()), (2, ""), "{:?}: {}", args, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
    }
}

#[test]
fn a_reader_that_goes_away_ends_the_report_quietly() {
    // The reading end is closed as soon as the judge starts, most often
    // before it writes: five times, so that a judge that panics on the
    // closed pipe is all but sure to be caught.
    for _ in 0..5 {
        let mut child = Command::new(JUDGE)
            .arg("--problems")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        assert_eq!(
            (
                output.status.code(),
                String::from_utf8_lossy(&output.stderr).as_ref()
            ),
            (Some(0), "")
        );
    }
}

#[test]
fn this_projects_own_files_need_the_old_compiler_and_say_so() {
    let output = Command::new(JUDGE)
        .env("EIGHT_OLD_RUSTC", "/no/such/rustc")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{}", stderr);
    assert!(output.stdout.is_empty());
    assert_eq!(
        stderr,
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
    let (code, report, records) = judged("poj1077", "poj1077-writes-file.cpp", &["sample"]);
    assert_eq!(code, 1, "{}", report);
    let record = &records[0];
    assert_eq!(text(record, &["status"]), "WA", "{}", report);
    assert_eq!(text(record, &["output"]), "");
    assert_eq!(number(record, &["output_bytes"]), 0.0);
    let written = at(record, &["files_written"]).as_array().unwrap();
    assert_eq!(text(&written[0], &["name"]), "poj.out", "{}", report);
    assert!(number(&written[0], &["bytes"]) > 0.0);
    assert!(!Path::new("poj.out").exists());
    assert!(!bundle::folder().join("poj.out").exists());
    assert_eq!(git_status(), before);
}

#[test]
#[ignore = "full tier: needs a C++ compiler and cargo"]
fn the_four_newer_problems_right_and_wrong_by_their_own_rules() {
    for (problem, file) in [
        ("uva652", "uva652-table.cpp"),
        ("uva10085", "uva10085-bfs.cpp"),
        ("zoj1217", "zoj1217-table.cpp"),
        ("abc224d", "abc224d-bfs.cpp"),
        ("abc224d", "abc224d-bfs.rs"),
    ] {
        let (code, report, records) = judged(problem, file, &[]);
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
        let (code, report, records) = judged(problem, file, &[case]);
        assert_eq!(code, 1, "{} {}:\n{}", problem, file, report);
        assert_eq!(
            findings(&records),
            [("WA".to_string(), case.to_string(), why.to_string())],
            "{}",
            report
        );
    }
}
