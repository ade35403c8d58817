//! The stress test (`scripts/stress.sh`) on solutions right and wrong
//! (`tests/solutions/`): it passes the right ones, finds each planted bug
//! by its judge's rule, shrinks the failing input, and gives a command that
//! reproduces it. Those that build C++ are in the full tier (`#[ignore]`d).

use std::path::{Path, PathBuf};
use std::process::Command;

const STRESS: &str = env!("CARGO_BIN_EXE_stress");

fn solution(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
}

/// Runs the stress test on `args`: exit code, stdout, stderr.
fn stress(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(STRESS).args(args).output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Stress-tests `file` of `tests/solutions/` as `problem`.
fn stressed(problem: &str, file: &str, seed: &str, cases: &str) -> (i32, String, String) {
    let path = solution(file);
    stress(&[
        problem,
        path.to_str().unwrap(),
        "--seed",
        seed,
        "--cases",
        cases,
    ])
}

/// The value of the report's `name: value` line.
fn field<'a>(stdout: &'a str, name: &str) -> &'a str {
    let prefix = format!("{}: ", name);
    stdout
        .lines()
        .find_map(|line| line.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {:?} line in:\n{}", name, stdout))
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_bug_of_one_board_in_nine_is_found_and_shrunk_to_its_board() {
    for problem in ["poj1077", "hdu1043"] {
        let (code, stdout, stderr) = stressed(problem, "poj1077-first-cell-one.cpp", "7", "300");
        assert_eq!(code, 1, "{}\n{}", stdout, stderr);
        // One board, whose first cell is 1.
        assert!(field(&stdout, "input").starts_with("1 "), "{}", stdout);
        assert!(
            field(&stdout, "reason").contains("the moves end at"),
            "{}",
            stdout
        );
        if problem == "hdu1043" {
            let first = stdout.lines().next().unwrap();
            assert!(first.contains(" cases to 1"), "{}", stdout);
        }
        // The command it gives reproduces the wrong answer.
        let again = Command::new("sh")
            .arg("-c")
            .arg(field(&stdout, "reproduce"))
            .output()
            .unwrap();
        // (An empty answer, a board one move from the goal, shows as a
        // placeholder.)
        let given = match field(&stdout, "given") {
            "(an empty line)" => "",
            given => given,
        };
        assert_eq!(String::from_utf8_lossy(&again.stdout).trim_end(), given);
        // The same seed gives the same cases, and so the same report.
        assert_eq!(
            stressed(problem, "poj1077-first-cell-one.cpp", "7", "300").1,
            stdout
        );
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn right_solutions_pass_and_each_rule_is_its_judges() {
    for problem in ["poj1077", "hdu1043", "acwing179"] {
        let (code, stdout, stderr) = stressed(problem, "poj1077-table.cpp", "3", "100");
        assert_eq!(
            (code, stdout.as_str()),
            (0, "stress: 100 cases passed\n"),
            "{}",
            stderr
        );
    }
    // Longer answers: POJ takes them, AcWing 179 does not.
    let (code, stdout, _) = stressed("poj1077", "poj1077-round-trip.cpp", "3", "100");
    assert_eq!((code, stdout.as_str()), (0, "stress: 100 cases passed\n"));
    let (code, stdout, _) = stressed("acwing179", "poj1077-round-trip.cpp", "3", "100");
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        field(&stdout, "reason").contains(" moves, but "),
        "{}",
        stdout
    );
    // Progress at least every second or so, on stderr: over enough cases
    // to take more than a second (a quarter of the boards are drawn at
    // each distance in turn, many of them near the goal and quick).
    let (code, stdout, stderr) = stressed("luogu1379", "luogu1379-bfs.cpp", "3", "100");
    assert_eq!(
        (code, stdout.as_str()),
        (0, "stress: 100 cases passed\n"),
        "{}",
        stderr
    );
    assert!(stderr.contains(" of 100 cases passed, "), "{}", stderr);
    // A count off by two past 28 moves: found.
    let (code, stdout, _) = stressed("luogu1379", "luogu1379-capped.cpp", "3", "300");
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        field(&stdout, "reason").contains(" moves, but the fewest are "),
        "{}",
        stdout
    );
}

/// The size the report gives: `shrunk from N cases to M`.
fn shrunk_to(stdout: &str) -> usize {
    let first = stdout.lines().next().unwrap();
    let (_, to) = first
        .split_once(" cases to ")
        .unwrap_or_else(|| panic!("not shrunk: {}", stdout));
    to.parse().unwrap()
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn state_carried_between_boards_is_shrunk_to_the_boards_that_carry_it() {
    for (problem, file) in [
        ("hdu1043", "hdu1043-stale-visited.cpp"),
        ("hdu3567", "hdu3567-stale-visited.cpp"),
    ] {
        let (code, stdout, stderr) = stressed(problem, file, "1", "100");
        assert_eq!(code, 1, "{}\n{}", stdout, stderr);
        let size = shrunk_to(&stdout);
        assert!((2..=3).contains(&size), "{}", stdout);
        // What it shows fails again, as the command says.
        let again = Command::new("sh")
            .arg("-c")
            .arg(field(&stdout, "reproduce"))
            .output()
            .unwrap();
        let given = stdout.split("\ngiven:\n").nth(1).unwrap();
        let given = given.split("\nreason: ").next().unwrap();
        assert_eq!(String::from_utf8_lossy(&again.stdout).trim_end(), given);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn the_new_problems_and_volume() {
    for (problem, file) in [
        ("acwing845", "acwing845-bfs.cpp"),
        ("hdu3567", "hdu3567-trees.cpp"),
    ] {
        let (code, stdout, stderr) = stressed(problem, file, "2", "40");
        assert_eq!(
            (code, stdout.as_str()),
            (0, "stress: 40 cases passed\n"),
            "{}",
            stderr
        );
    }
    let (code, stdout, _) = stressed("acwing845", "acwing845-deepest.cpp", "2", "100");
    assert_eq!(code, 1, "{}", stdout);
    assert!(field(&stdout, "reason").ends_with(", but the goal cannot be reached"));
    let (code, stdout, _) = stressed("hdu3567", "hdu3567-udlr.cpp", "2", "100");
    assert_eq!(code, 1, "{}", stdout);
    assert!(field(&stdout, "reason").contains(", where the alphabetically first shortest answer "));
    // Every 20th case of HDU 1043 holds 3,000 boards: one search per board
    // runs out of time there, and the report shows the case whole.
    let (code, stdout, _) = stressed("hdu1043", "hdu1043-bfs-per-board.cpp", "2", "20");
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.starts_with(
            "stress: case 20 of seed 2 failed: TLE, shown whole (3000 cases): \
             a time limit is not shrunk\n"
        ),
        "{}",
        stdout
    );
    assert!(stdout.contains("\n... (2970 more lines)\n"), "{}", stdout);
}

#[test]
fn the_command_line_is_checked_before_anything_is_built() {
    let cpp = solution("poj1077-table.cpp");
    let cpp = cpp.to_str().unwrap();
    for (args, says) in [
        (
            vec!["poj1077", cpp, "--cases", "abc"],
            "--cases takes a whole number, not \"abc\"",
        ),
        (
            vec!["poj1077", cpp, "--cases", "0"],
            "--cases takes at least 1",
        ),
        (vec!["poj1077", cpp, "--seed"], "--seed needs a value"),
        (vec!["poj1077", cpp, "--fast", "1"], "unknown option --fast"),
        (
            vec!["poj1078", cpp],
            "\"poj1078\" is not a problem: one of poj1077, ",
        ),
        (vec!["poj1077", "/no/such.cpp"], "no file /no/such.cpp"),
        (vec!["poj1077"], "a problem and a solution are needed"),
    ] {
        let (code, stdout, stderr) = stress(&args);
        assert_eq!((code, stdout.as_str()), (2, ""), "{:?}", args);
        assert!(
            stderr.starts_with("stress.sh: ") && stderr.contains(says),
            "{:?}: {}",
            args,
            stderr
        );
        assert!(
            stderr.contains("\nusage: scripts/stress.sh PROBLEM SOLUTION"),
            "{}",
            stderr
        );
    }
}
