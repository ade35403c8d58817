//! The judge (`cargo judge`) on solutions written to be right, or
//! wrong in one way each: `tests/solutions/`. For every problem a correct
//! C++ solution; a planted bug that its judge's rule catches (and, where
//! the rules differ, a more lenient rule lets pass); and one solution each
//! for TLE, MLE, RE and CE. Full tier (`#[ignore]`d): they need a C++
//! compiler, and take a minute. `scripts/check.sh --full` runs them where
//! GNU time, timeout and Debian's rustc are gone
//! (`scripts/without-gnu-tools.sh`).

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
/// cases named (all when none are): the exit code, and the text report
/// (standard error) followed by the JSON lines (standard output).
fn judged(problem: &str, file: &str, cases: &[&str]) -> (i32, String) {
    let path = solution(file);
    let mut args = vec![problem, path.to_str().unwrap(), "--json"];
    args.extend_from_slice(cases);
    let (code, stdout, stderr) = judge(&args);
    assert!(code != 2, "{}", stderr);
    (code, format!("{}{}", stderr, stdout))
}

/// The cases' records, from the JSON document's lines (a record a line):
/// `(verdict, case, reason)`.
fn verdicts(output: &str) -> Vec<(String, String, String)> {
    output
        .lines()
        .filter(|line| line.starts_with("{\"status\""))
        .map(|line| {
            let record = judge::json::parse(line.trim_end_matches(',')).unwrap();
            let text = |value: Option<&judge::json::Value>| {
                value
                    .and_then(|v| v.as_str())
                    .unwrap_or_default()
                    .to_string()
            };
            (
                text(record.get("status")),
                text(record.get("testcase").and_then(|t| t.get("name"))),
                text(record.get("reason")),
            )
        })
        .collect()
}

/// How many cases passed and failed, from the records.
fn passed_failed(output: &str) -> (f64, f64) {
    let found = kinds(output);
    assert!(!found.is_empty(), "no record:\n{}", output);
    let passed = found.iter().filter(|kind| *kind == "AC").count();
    (passed as f64, (found.len() - passed) as f64)
}

/// Whether a record of `case` says `kind` for a reason starting `reason`.
fn has(output: &str, kind: &str, case: &str, reason: &str) -> bool {
    verdicts(output)
        .iter()
        .any(|(k, c, r)| k == kind && c == case && r.starts_with(reason.trim_end_matches(')')))
}

fn kinds(stdout: &str) -> Vec<String> {
    verdicts(stdout).into_iter().map(|(v, _, _)| v).collect()
}

fn assert_all(stdout: &str, verdict: &str) {
    let found = kinds(stdout);
    assert!(!found.is_empty(), "no case judged:\n{}", stdout);
    assert!(
        found.iter().all(|v| v == verdict),
        "not all {}:\n{}",
        verdict,
        stdout
    );
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
        let (code, stdout) = judged(problem, file, &[]);
        assert_eq!(code, 0, "{}:\n{}", problem, stdout);
        assert_all(&stdout, "AC");
        assert!(stdout.starts_with(&format!("==> judging {} as {}: ", file, problem)));
        assert_eq!(passed_failed(&stdout).1, 0.0, "{}", stdout);
        for (_, case, detail) in verdicts(&stdout) {
            // "0.03 s CPU, 0.03 s wall, 4.1 MiB"
            let words: Vec<&str> = detail.split(' ').collect();
            assert_eq!(words.len(), 8, "{}: {:?}", case, detail);
            assert_eq!(
                (words[1], words[2], words[7]),
                ("s", "CPU,", "MiB"),
                "{:?}",
                detail
            );
            // In a box, the memory the run brought in: a small program's
            // pages the machine had cached already count nowhere.
            let mib: f64 = words[6].parse().unwrap();
            assert!(mib > 0.0 && mib < 64.0, "{:?}", detail);
        }
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn each_rule_catches_its_planted_bug() {
    // Moves that stop one short: every rule.
    for problem in ["poj1077", "hdu1043", "acwing179"] {
        let (code, stdout) = judged(problem, "poj1077-first-cell-one.cpp", &[]);
        assert_eq!(code, 1, "{}", stdout);
        let wrong: Vec<_> = verdicts(&stdout)
            .into_iter()
            .filter(|v| v.0 == "WA")
            .collect();
        assert!(!wrong.is_empty(), "{}", stdout);
        assert!(wrong.iter().any(|v| v.1 == "first-cell-one"), "{}", stdout);
    }
    // Two moves too many: only AcWing 179 asks for the fewest.
    for (problem, code) in [("poj1077", 0), ("hdu1043", 0), ("acwing179", 1)] {
        let (got, stdout) = judged(problem, "poj1077-round-trip.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, stdout);
    }
    let (_, stdout) = judged("acwing179", "poj1077-round-trip.cpp", &["one-move"]);
    assert_eq!(
        verdicts(&stdout),
        [(
            "WA".to_string(),
            "one-move".to_string(),
            "board 1: 3 moves, but 1 is enough".to_string()
        )]
    );
    // One board answered: only HDU 1043 gives many.
    for (problem, code) in [("poj1077", 0), ("acwing179", 0), ("hdu1043", 1)] {
        let (got, stdout) = judged(problem, "poj1077-one-board.cpp", &[]);
        assert_eq!(got, code, "{}: {}", problem, stdout);
    }
    let (_, stdout) = judged("hdu1043", "poj1077-one-board.cpp", &["multi-hdu1043"]);
    assert!(
        has(&stdout, "WA", "multi-hdu1043", "board 2: no line"),
        "{}",
        stdout
    );
    // The deepest level searched for -1: only the count.
    let (code, stdout) = judged("acwing845", "acwing845-deepest.cpp", &[]);
    assert_eq!(code, 1);
    assert!(
        has(
            &stdout,
            "WA",
            "unsolvable",
            "board 1: 31, but the goal cannot be reached)"
        ),
        "{}",
        stdout
    );
    // Shortest, but not the alphabetically first: only HDU 3567's rule.
    let (code, stdout) = judged("hdu3567", "hdu3567-udlr.cpp", &["hardest-31"]);
    assert_eq!(code, 1);
    assert!(
        has(
            &stdout,
            "WA",
            "hardest-31",
            "case 1: move 1 is 'u', where the alphabetically first shortest answer"
        ),
        "{}",
        stdout
    );
    // Two moves short past 28, parity kept: only the exact count.
    let (code, stdout) = judged("luogu1379", "luogu1379-capped.cpp", &[]);
    assert_eq!(code, 1);
    assert!(
        has(
            &stdout,
            "WA",
            "hardest-30a",
            "board 1: 28 moves, but the fewest are 30)"
        ),
        "{}",
        stdout
    );
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn time_memory_runtime_and_compile_errors() {
    for (problem, _, case) in CORRECT {
        // A sleeper is killed at twice the CPU stop (the limit and a
        // quarter) and a second more, rounded up here.
        let started = Instant::now();
        let (code, stdout) = judged(problem, "sleeps.cpp", &[case]);
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
        assert_all(&stdout, "TLE");
        let toucher = if problem == "luogu1379" {
            "touches-200-mib.cpp"
        } else {
            "touches-100-mib.cpp"
        };
        let (code, stdout) = judged(problem, toucher, &[case]);
        assert_eq!(code, 1);
        assert_all(&stdout, "MLE");
        let (code, stdout) = judged(problem, "crashes.cpp", &[case]);
        assert_eq!(code, 1);
        assert_all(&stdout, "RE");
        assert!(stdout.contains("(signal 11 (SIGSEGV), "), "{}", stdout);
        let (code, stdout) = judged(problem, "compile-error.cpp", &[]);
        assert_eq!(code, 1);
        assert!(stdout.contains("\nCE   compile "), "{}", stdout);
        assert!(stdout.contains("  (g++ -"), "{}", stdout);
        assert!(stdout.contains("missing_name"), "{}", stdout);
        assert_eq!(passed_failed(&stdout).0, 0.0, "{}", stdout);
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
    let (code, stdout) = judged("hdu1043", "hdu1043-bfs-per-board.cpp", &case);
    let killed = started.elapsed().as_secs_f64();
    assert_eq!(code, 1);
    assert_all(&stdout, "TLE");
    let (code, stdout) = judged("hdu1043", "poj1077-table.cpp", &case);
    assert_eq!(code, 0, "{}", stdout);
    let cpu: f64 = verdicts(&stdout)[0]
        .2
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        cpu * 4.0 < killed,
        "the table took {} s CPU, the killed search {:.2} s: {}",
        cpu,
        killed,
        stdout
    );
    // HDU 3567: a search per case is right on every case, and killed on the
    // 200 cases of `many-200`. How near its limit a case of one or a few
    // boards comes depends on the machine, so those may be either.
    let (code, stdout) = judged("hdu3567", "hdu3567-bfs-per-case.cpp", &[]);
    assert_eq!(code, 1);
    for (verdict, case, _) in verdicts(&stdout) {
        let allowed: &[&str] = match case.as_str() {
            "many-200" => &["TLE"],
            "sample" => &["AC"],
            _ => &["AC", "TLE"],
        };
        assert!(allowed.contains(&verdict.as_str()), "{}: {}", case, stdout);
    }
    // AcWing 845: iterative deepening without an estimate, in Python: the
    // sample passes, the hardest boards do not.
    let (code, stdout) = judged(
        "acwing845",
        "acwing845-deepening.py",
        &["sample", "hardest-31a"],
    );
    assert_eq!(code, 1);
    assert_eq!(kinds(&stdout), ["TLE", "AC"], "{}", stdout);
}

#[test]
#[ignore = "full tier: builds with rustc"]
fn a_contestants_rust_is_built_as_its_judge_builds_it() {
    // A warning, and a method newer than rustc 1.63: Luogu takes both.
    let (code, stdout) = judged("luogu1379", "luogu1379-warning.rs", &[]);
    assert_eq!(code, 0, "{}", stdout);
    assert_all(&stdout, "AC");
    assert!(stdout.contains("rustc --edition 2024 -W warnings -C opt-level=2"));
    assert!(
        stdout.contains("    | warning: unused variable: `unused`"),
        "{}",
        stdout
    );
    // POJ takes no Rust: CE, as POJ gives; a build here judges it anyway,
    // with a note.
    let (code, stdout) = judged("poj1077", "luogu1379-warning.rs", &["sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains("no Rust: judge it anyway with --build codeforces"),
        "{}",
        stdout
    );
    let (_, stdout) = judged(
        "poj1077",
        "luogu1379-warning.rs",
        &["sample", "--build", "codeforces"],
    );
    assert!(stdout.contains(
        "built here with rustc --edition 2021 -O main.rs -o solution to try it; \
         POJ would refuse the file"
    ));
    assert!(stdout.contains("\nOK   compile codeforces"), "{}", stdout);
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
#[ignore = "full tier: needs python3"]
fn a_python_syntax_error_is_a_compile_error_with_its_line() {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("broken.py");
    std::fs::write(&path, "import sys\n\nprint(sys.stdin.read(\n").unwrap();
    let (code, stdout, _) = judge(&["acwing179", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stdout.contains("\nCE   compile python3"), "{}", stdout);
    assert!(stdout.contains("line 3"), "{}", stdout);
    assert!(stdout.contains("SyntaxError"), "{}", stdout);
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

/// For each problem, a correct solution in each language its judge takes:
/// `(problem, file, the build it gets)`.
const EVERY_LANGUAGE: [(&str, &str, &str); 23] = [
    ("poj1077", "poj1077-table.cpp", "g++"),
    ("poj1077", "poj1077-table.c", "gcc"),
    ("poj1077", "poj1077-table.java", "java"),
    ("hdu1043", "hdu1043-gets-iostream.cpp", "g++"),
    ("hdu1043", "poj1077-table.c", "gcc"),
    ("hdu1043", "poj1077-table.java", "java"),
    ("acwing179", "poj1077-cpp11.cpp", "c++"),
    ("acwing179", "poj1077-table.c", "c"),
    ("acwing179", "poj1077-table.java", "java"),
    ("acwing179", "poj1077-bidirectional.py", "python3"),
    ("luogu1379", "luogu1379-bfs.cpp", "c++14"),
    ("luogu1379", "luogu1379-bfs.c", "c99"),
    ("luogu1379", "luogu1379-bfs.java", "java8"),
    ("luogu1379", "luogu1379-bidirectional.py", "python3"),
    ("luogu1379", "luogu1379-warning.rs", "rust"),
    ("acwing845", "acwing845-bfs.cpp", "c++"),
    ("acwing845", "acwing845-bfs.c", "c"),
    ("acwing845", "acwing845-bfs.java", "java"),
    ("acwing845", "acwing845-bidirectional.py", "python3"),
    ("hdu3567", "hdu3567-trees.cpp", "g++"),
    ("hdu3567", "hdu3567-trees.c", "gcc"),
    ("hdu3567", "hdu3567-trees.java", "java"),
    ("hdu3567", "hdu3567-bfs-per-case.cpp", "g++"),
];

#[test]
#[ignore = "full tier: needs g++, gcc, a JDK, python3 and rustc"]
fn each_language_each_judge_takes_is_accepted_by_its_judges_build() {
    for (problem, file, build) in EVERY_LANGUAGE {
        let cases: &[&str] = if file == "hdu3567-bfs-per-case.cpp" {
            &["sample"]
        } else {
            &[]
        };
        let (code, stdout) = judged(problem, file, cases);
        assert_eq!(code, 0, "{} {}:\n{}", problem, file, stdout);
        assert_all(&stdout, "AC");
        assert!(
            stdout.contains(&format!("\n    build: {}, ", build)),
            "{} {}:\n{}",
            problem,
            file,
            stdout
        );
        assert!(
            stdout.contains(&format!("\nOK   compile {}  (", build)),
            "{} {}:\n{}",
            problem,
            file,
            stdout
        );
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn hdus_g_plus_plus_takes_what_gcc_4_4_took() {
    // gets, puts and printf with only <iostream>, <algorithm>, <string>,
    // <cstring> and <queue> included: HDU's G++ built such a file.
    let (code, stdout) = judged("hdu1043", "hdu1043-gets-iostream.cpp", &[]);
    assert_eq!(code, 0, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    build: g++, HDU's G++: MinGW GCC (its FAQ: __int64 and %I64d under GCC/G++); \
             version and standard assumed: C++98, as POJ's GCC 4.4; here: "
        ),
        "{}",
        stdout
    );
    assert!(stdout.contains(" -std=gnu++98 "), "{}", stdout);
}

#[test]
#[ignore = "full tier: needs g++"]
fn a_cpp11_file_is_a_compile_error_under_poj_and_hdu_naming_cpp98() {
    for (problem, judge) in [
        ("poj1077", "POJ's G++ is GCC 4.4, C++98"),
        ("hdu1043", "HDU's G++ is an old GCC, C++98"),
    ] {
        let (code, stdout) = judged(problem, "poj1077-cpp11.cpp", &["sample"]);
        assert_eq!(code, 1, "{}", stdout);
        assert!(
            stdout.contains(&format!(
                "\n    | {}: line 10: `>>` should be `> >` within a nested template \
                 argument list; this file needs a later standard\n",
                judge
            )),
            "{}",
            stdout
        );
    }
    // Luogu's C++98 too; its C++11 takes it.
    let cpp98 = judge(&[
        "luogu1379",
        solution("luogu1379-bfs.cpp").to_str().unwrap(),
        "--build",
        "c++98",
        "sample",
    ]);
    assert_eq!(cpp98.0, 1, "{}", cpp98.1);
    assert!(cpp98.1.contains("\nCE   compile c++98  ("), "{}", cpp98.1);
    let cpp11 = judge(&[
        "luogu1379",
        solution("luogu1379-bfs.cpp").to_str().unwrap(),
        "--build",
        "c++11",
        "sample",
    ]);
    assert_eq!(cpp11.0, 0, "{}", cpp11.1);
    assert!(cpp11.1.contains(" -std=c++11 "), "{}", cpp11.1);
}

#[test]
#[ignore = "full tier: needs g++"]
fn online_judge_is_defined_as_the_judges_define_it() {
    // Reads in.txt unless ONLINE_JUDGE is defined: AC only where it is.
    let (code, stdout) = judged("hdu1043", "hdu1043-online-judge.cpp", &[]);
    assert_eq!(code, 0, "{}", stdout);
    assert_all(&stdout, "AC");
    assert!(stdout.contains(" -DONLINE_JUDGE "), "{}", stdout);
}

#[test]
#[ignore = "full tier: needs g++ and a JDK"]
fn each_judges_rules_on_the_file_are_compile_errors_naming_the_rule() {
    // A public class of another name than Main: poj1077-table.java's
    // class renamed.
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("class-eight");
    std::fs::create_dir_all(&folder).unwrap();
    let eight = folder.join("Eight.java");
    let text = std::fs::read_to_string(solution("poj1077-table.java")).unwrap();
    std::fs::write(
        &eight,
        text.replace("public class Main {", "public class Eight {"),
    )
    .unwrap();
    for (problem, judge) in [
        ("poj1077", "POJ"),
        ("hdu1043", "HDU"),
        ("acwing179", "AcWing"),
    ] {
        let (code, stdout, _) = self::judge(&[problem, eight.to_str().unwrap(), "sample"]);
        assert_eq!(code, 1, "{}", stdout);
        assert!(
            stdout.contains(&format!(
                "\n    | {} runs the class `Main` from Main.java: the public class here is \
                 `Eight`; call it Main\n",
                judge
            )),
            "{}",
            stdout
        );
    }
    // Luogu refuses an optimisation pragma.
    let (code, stdout) = judged("luogu1379", "luogu1379-pragma.cpp", &["sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    | line 3: Luogu refuses `#pragma GCC optimize`: a compile error there\n"
        ),
        "{}",
        stdout
    );
    // A file that includes another beside it: a judge has only the one.
    let lone = solution_folder_file("poj1077-first-cell-one.cpp");
    let (code, stdout, _) = judge(&["poj1077", lone.to_str().unwrap(), "sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    | a judge compiles the file alone: `#include \"poj1077-table.cpp\"` names \
             a file beside it, which the judge does not have\n"
        ),
        "{}",
        stdout
    );
}

/// A file of `tests/solutions/` where it is, its includes not written out.
fn solution_folder_file(name: &str) -> std::path::PathBuf {
    bundle::folder().join(name)
}

#[test]
#[ignore = "full tier: needs a JDK"]
fn hdu_gives_java_limits_of_its_own() {
    let (code, stdout) = judged("hdu1043", "poj1077-table.java", &["sample"]);
    assert_eq!(code, 0, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    limits: 10.00 s CPU, 64.0 MiB (the statement's for Java: 10000 ms, 65536 KB); \
             output 16 MiB, assumed (none is stated)\n"
        ),
        "{}",
        stdout
    );
    let (_, stdout) = judged("hdu1043", "poj1077-table.c", &["sample"]);
    assert!(
        stdout.contains("\n    limits: 5.00 s CPU, 32.0 MiB (the statement's for C and C++"),
        "{}",
        stdout
    );
}

#[test]
fn a_build_is_picked_from_the_judges_menu_or_refused() {
    let cpp = solution("luogu1379-bfs.cpp");
    let cpp = cpp.to_str().unwrap();
    for (args, says) in [
        (
            vec!["luogu1379", cpp, "--build", "g++11"],
            "Luogu has no build \"g++11\"; its builds are c++14, c++98, c++11, c++17, \
             c++20, c++23, c99, java8, java21, python3, pypy3, rust, and here: here-c++, \
             here-c, here-java, here-python3, codeforces, sh, run",
        ),
        (
            vec!["luogu1379", cpp, "--build", "java8"],
            "--build java8 builds Java, not C++",
        ),
        (vec!["luogu1379", cpp, "--build"], "--build needs a value"),
        (
            vec!["luogu1379", cpp, "sample", "--bild", "c++11"],
            "--bild is no option; did you mean --build?",
        ),
    ] {
        let (code, stdout, stderr) = judge(&args);
        assert_eq!((code, stdout.as_str()), (2, ""), "{:?}: {}", args, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
    }
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
    let (code, stdout) = judged("poj1077", "poj1077-writes-file.cpp", &["sample"]);
    assert_eq!(code, 1, "{}", stdout);
    let (verdict, _, detail) = verdicts(&stdout).remove(0);
    assert_eq!(verdict, "WA", "{}", stdout);
    assert!(detail.contains("it printed nothing"), "{}", stdout);
    assert!(detail.contains("it wrote `poj.out` ("), "{}", stdout);
    assert!(
        detail.ends_with("; judges read standard input and write standard output"),
        "{}",
        stdout
    );
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
        let (code, stdout) = judged(problem, file, &[]);
        assert_eq!(code, 0, "{} {}:\n{}", problem, file, stdout);
        assert_all(&stdout, "AC");
    }
    // AtCoder builds Rust with cargo.
    let (_, stdout) = judged("abc224d", "abc224d-bfs.rs", &["sample-1"]);
    assert!(
        stdout.contains("\nOK   compile rust  (cargo build --release --offline --quiet, "),
        "{}",
        stdout
    );
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
        let (code, stdout) = judged(problem, file, &[case]);
        assert_eq!(code, 1, "{} {}:\n{}", problem, file, stdout);
        assert_eq!(
            verdicts(&stdout),
            [("WA".to_string(), case.to_string(), why.to_string())],
            "{}",
            stdout
        );
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn range_for_or_auto_alone_is_a_compile_error_under_pojs_g_plus_plus() {
    for (file, line, what) in [
        (
            "poj1077-range-for.cpp",
            "line 84: range-based `for` loops only available with `-std=c++11` or `-std=gnu++11`",
            "for",
        ),
        (
            "poj1077-auto.cpp",
            "line 82: `auto` changes meaning in C++11; please remove it",
            "auto",
        ),
    ] {
        let (code, stdout) = judged("poj1077", file, &["sample"]);
        assert_eq!(code, 1, "{}", stdout);
        assert!(
            stdout.contains(&format!(
                "\n    | POJ's G++ is GCC 4.4, C++98: {}; this file needs a later standard\n",
                line
            )),
            "{}: {}",
            what,
            stdout
        );
    }
}

#[test]
#[ignore = "full tier: needs g++; waits out the compile limit"]
fn a_compile_past_the_limit_is_a_compile_error_at_the_limit() {
    // 40,000 small functions at -O2: about a minute of g++ here, far past
    // the 10 s that judges give a compile.
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("slow-compile");
    std::fs::create_dir_all(&folder).unwrap();
    let source = folder.join("slow.cpp");
    let mut text = String::new();
    for i in 0..40_000 {
        text.push_str(&format!(
            "int f{}(int x) {{ int s = x; for (int k = 0; k < {}; k++) s = s * 31 + k ^ (s >> 3); \
             return s; }}\n",
            i,
            i % 7 + 3
        ));
    }
    text.push_str("int main() { return 0; }\n");
    std::fs::write(&source, text).unwrap();
    // Stopped at its CPU limit (this text says so: a wall-clock stop says
    // "of wall clock"), however long a loaded machine made that take.
    let (code, stdout, _) = judge(&["poj1077", source.to_str().unwrap(), "sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(stdout.contains("\nCE   compile g++  ("), "{}", stdout);
    assert!(
        stdout.contains("\n    | compile took longer than 10 s, the judges' limit"),
        "{}",
        stdout
    );
}
