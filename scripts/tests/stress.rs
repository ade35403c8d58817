//! The stress test (`cargo stress`) on solutions right and wrong
//! (`tests/solutions/`): it passes the right ones, finds each planted bug
//! by its judge's rule, shrinks the failing input, and gives a command that
//! reproduces it. Those that build C++ are in the full tier (`#[ignore]`d).

mod common;

use common::cli::{sh, stress, stress_solution};
use common::report::{line_after, shrunk_to, without_paths};
use common::solutions::solution;
use std::fs;

/// Stress-tests `file` of `tests/solutions/` as `problem`: exit status,
/// stdout, stderr. Under [`ROOM`]: its runs are meant to end within
/// their limit, right or wrong.
fn stressed(problem: &str, file: &str, seed: &str, cases: &str) -> (i32, String, String) {
    stressed_under(
        problem,
        file,
        &["--seed", seed, "--cases", cases, ROOM[0], ROOM[1]],
    )
}

/// [`stressed`] on `args`, under the problem's own limits where they
/// name none.
fn stressed_under(problem: &str, file: &str, args: &[&str]) -> (i32, String, String) {
    let ran = stress_solution(problem, file).args(args).run();
    (ran.code, ran.stdout, ran.stderr)
}

/// The CPU limit of the runs meant to end within it: five times and more
/// what the longest of them takes here (1.2 s, `hdu3567-stale-visited.cpp`
/// on a case of many boards; a table of every board, 0.2 to 0.5 s), so
/// that a loaded machine, which stretches a run's CPU time too, leaves
/// them far under it.
const ROOM: [&str; 2] = ["--tl", "7"];

/// The value of the report's `name: value` line.
fn field<'a>(stdout: &'a str, name: &str) -> &'a str {
    line_after(stdout, &format!("{}: ", name))
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_bug_of_one_board_in_nine_is_found_and_shrunk_to_its_board() {
    for problem in ["poj1077", "hdu1043"] {
        let (code, stdout, stderr) = stressed(problem, "poj1077-first-cell-one.cpp", "7", "300");
        assert_eq!(code, 1, "{}\n{}", stdout, stderr);
        // One board, whose first cell is 1.
        assert!(field(&stdout, "input").starts_with("1 "), "{}", stdout);
        // Its answer leaves the board short of the goal (an empty answer
        // leaves it where it is).
        let reason = field(&stdout, "reason");
        assert!(
            reason.contains("the moves end at") || reason.contains("is not at its goal"),
            "{}",
            stdout
        );
        if problem == "hdu1043" {
            assert_eq!(shrunk_to(&stdout), 1, "{}", stdout);
        }
        // The command it gives reproduces the wrong answer.
        let again = sh(field(&stdout, "reproduce"));
        // (An empty answer, a board one move from the goal, shows as a
        // placeholder.)
        let given = match field(&stdout, "given") {
            "(an empty line)" => "",
            given => given,
        };
        assert_eq!(again.stdout.trim_end(), given);
        // The same seed gives the same cases, and so the same report, but
        // for the paths of each run's own folder.
        assert_eq!(
            without_paths(&stressed(problem, "poj1077-first-cell-one.cpp", "7", "300").1),
            without_paths(&stdout)
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
        let again = sh(field(&stdout, "reproduce"));
        let given = stdout.split("\ngiven:\n").nth(1).unwrap();
        let given = given.split("\nreason: ").next().unwrap();
        assert_eq!(again.stdout.trim_end(), given);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn acwing845_and_hdu3567_pass_right_solutions_and_find_planted_bugs_under_stress() {
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
    assert!(
        field(&stdout, "reason").ends_with(", but the goal cannot be reached: the answer is -1")
    );
    let (code, stdout, _) = stressed("hdu3567", "hdu3567-udlr.cpp", "2", "100");
    assert_eq!(code, 1, "{}", stdout);
    assert!(field(&stdout, "reason").contains(", where the alphabetically first shortest answer "));
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_tle_on_a_case_of_3000_boards_is_shown_whole_not_shrunk() {
    // Every 20th case of HDU 1043 holds 3,000 boards: one search per board
    // runs out of time there, and the report shows the case whole.
    // HDU 1043's own 5 s: the search per board takes 30 s here on the
    // 3,000, its small cases before them half a second at most.
    let (code, stdout, _) = stressed_under(
        "hdu1043",
        "hdu1043-bfs-per-board.cpp",
        &["--seed", "2", "--cases", "20"],
    );
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.starts_with(
            "stress: case 20 of seed 2 failed: TLE, shown whole (3000 cases): \
             a time limit is not shrunk\n"
        ),
        "{}",
        stdout
    );
    assert!(stdout.contains("\n... (2970 lines more)\n"), "{}", stdout);
}

#[test]
fn a_runs_output_is_shown_escaped_in_the_failures_report() {
    let folder = common::scratch::folder("stress-escaped");
    let solution = folder.join("solution.sh");
    fs::write(
        &solution,
        "cat > /dev/null\nprintf 'lr\\033[1A\\033[2K\\rAC \\342\\200\\256\\377\\n'\n",
    )
    .unwrap();
    let ran = stress(&["poj1077", "--cases", "1"]).arg(&solution).run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    let given = field(&ran.stdout, "given");
    assert_eq!(
        given, "lr\\x1b[1A\\x1b[2K\\rAC \\u{202e}\\xff",
        "{}",
        ran.stdout
    );
    for c in ran.both().chars() {
        assert!(
            c == '\n' || !(c.is_control() || c == '\u{fffd}' || c == '\u{202e}'),
            "{:?} in:\n{}",
            c,
            ran.both().escape_debug()
        );
    }
    fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn a_language_the_judge_does_not_take_is_ce_and_exit_1_as_the_judge_gives_it() {
    // POJ takes no Python: CE, exit 1, nothing built or run, with the
    // build that stresses it anyway; as `cargo judge` gives it.
    let file = solution("poj1077-bidirectional.py");
    let ran = stress(&["poj1077", "--cases", "2"]).arg(&file).run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    assert_eq!(
        ran.stdout,
        "stress: poj1077-bidirectional.py: CE: POJ takes C, C++, Pascal, Java and Fortran (its \
         FAQ, poj.org/page?id=1000); no Python: stress it anyway with --build here-python3\n"
    );
    assert!(!ran.stderr.contains("compile"), "{}", ran.stderr);
    // The build it names stresses it.
    let ran = stress(&["poj1077", "--cases", "2", "--build", "here-python3"])
        .arg(&file)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert_eq!(ran.stdout, "stress: 2 cases passed\n");
}

#[test]
fn the_command_line_is_checked_before_anything_is_built() {
    let cpp = solution("poj1077-table.cpp");
    let cpp = cpp.to_str().unwrap();
    for (args, says) in [
        (
            vec!["poj1077", cpp, "--cases", "abc"],
            "--cases \"abc\": it takes a whole number from 1",
        ),
        (
            vec!["poj1077", cpp, "--cases", "0"],
            "--cases \"0\": it takes at least 1",
        ),
        (vec!["poj1077", cpp, "--seed"], "--seed needs a value"),
        (
            vec!["poj1077", cpp, "--jobs", "0"],
            "--jobs \"0\": it takes at least 1",
        ),
        (
            vec!["poj1077", cpp, "--build", "java"],
            "--build java builds Java, not C++",
        ),
        (vec!["poj1077", cpp, "--fast", "1"], "--fast is no option"),
        (
            vec!["poj1078", cpp],
            "\"poj1078\" is no problem here; the closest: poj1077, ",
        ),
        (
            vec!["poj1077", "/no/such.cpp"],
            "/no/such.cpp: there is no such file",
        ),
        (
            vec!["poj1077"],
            "SOLUTION (a file, or -c COMMAND) is missing",
        ),
        (
            vec!["poj1077", cpp, "-d", "test"],
            "cargo stress has no --directory (--directory test): the stress test draws its own \
             cases; --save test keeps a failing one in test",
        ),
    ] {
        let ran = stress(&args).run();
        let (code, stdout, stderr) = (ran.code, ran.stdout, ran.stderr);
        assert_eq!((code, stdout.as_str()), (2, ""), "{:?}", args);
        assert!(
            stderr.starts_with("cargo stress: ") && stderr.contains(says),
            "{:?}: {}",
            args,
            stderr
        );
        assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn the_first_failure_is_the_same_whatever_the_number_of_jobs() {
    // A bug of one board in nine, and one carried between boards: each
    // found at the same case, and reported alike, by 1, 2 and 3 jobs.
    for (problem, file, seed) in [
        ("poj1077", "poj1077-first-cell-one.cpp", "7"),
        ("hdu1043", "hdu1043-stale-visited.cpp", "3"),
    ] {
        let reports: Vec<String> = ["1", "2", "3"]
            .iter()
            .map(|jobs| {
                let ran = stress_solution(problem, file)
                    .args(&["--seed", seed, "--cases", "300", "--jobs", jobs])
                    .run();
                let (code, stdout, stderr) = (ran.code, ran.stdout, ran.stderr);
                assert_eq!(code, 1, "{}\n{}", stdout, stderr);
                assert!(
                    stderr.contains(&format!("cases, {} at once", jobs)),
                    "{}",
                    stderr
                );
                without_paths(&stdout)
            })
            .collect();
        assert_eq!(reports[0], reports[1], "{}", problem);
        assert_eq!(reports[0], reports[2], "{}", problem);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn uva_zoj_and_atcoder_pass_right_solutions_and_find_planted_bugs_under_stress() {
    for (problem, file) in [
        ("uva652", "uva652-table.cpp"),
        ("uva10085", "uva10085-bfs.cpp"),
        ("zoj1217", "zoj1217-table.cpp"),
        ("abc224d", "abc224d-bfs.cpp"),
    ] {
        let (code, stdout, stderr) = stressed(problem, file, "4", "30");
        assert_eq!(
            (code, stdout.as_str()),
            (0, "stress: 30 cases passed\n"),
            "{}: {}",
            problem,
            stderr
        );
    }
    for (problem, file, says) in [
        (
            "uva652",
            "uva652-no-blank-line.cpp",
            "where an empty line parts the answers",
        ),
        ("uva10085", "uva10085-one-short.cpp", "but the farthest are"),
        ("abc224d", "abc224d-directed.cpp", "case 1: "),
        (
            "abc224d",
            "abc224d-no-minus-one.cpp",
            "but the goal cannot be reached",
        ),
    ] {
        let (code, stdout, _) = stressed(problem, file, "4", "100");
        assert_eq!(code, 1, "{} {}:\n{}", problem, file, stdout);
        assert!(field(&stdout, "reason").contains(says), "{}", stdout);
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn two_runs_of_one_file_at_once_never_collide() {
    // Both find the bug, each in its own build folder, each with its own
    // kept input, which reproduces its report.
    let path = solution("poj1077-first-cell-one.cpp");
    let start = |seed: &str| {
        stress(&["poj1077"])
            .arg(&path)
            .args(&["--seed", seed, "--cases", "300"])
            .spawn()
    };
    let (first, second) = (start("7"), start("8"));
    let reports: Vec<String> = [first, second]
        .into_iter()
        .map(|child| {
            let output = child.wait_with_output().unwrap();
            assert_eq!(output.status.code(), Some(1));
            String::from_utf8(output.stdout).unwrap()
        })
        .collect();
    let kept: Vec<String> = reports
        .iter()
        .map(|report| {
            let reproduce = field(report, "reproduce");
            let kept = reproduce.rsplit(" < ").next().unwrap().trim_matches('\'');
            let input = std::fs::read_to_string(kept).unwrap();
            assert_eq!(input.trim_end(), field(report, "input"), "{}", report);
            kept.to_string()
        })
        .collect();
    assert_ne!(kept[0], kept[1]);
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_graph_that_fails_is_shrunk_to_fewer_edges_that_fail_alike() {
    // The planted bug (edges one way only) fails on the seed's first case,
    // a graph of 36 edges; fewer fail alike.
    let (code, stdout, _) = stressed("abc224d", "abc224d-directed.cpp", "1", "10");
    assert_eq!(code, 1, "{}", stdout);
    let first = stdout.lines().next().unwrap();
    let (from, to) = first
        .split_once(", shrunk from ")
        .and_then(|(_, rest)| rest.split_once(" edges to "))
        .unwrap_or_else(|| panic!("not shrunk inside: {}", first));
    let (from, to): (usize, usize) = (from.parse().unwrap(), to.trim().parse().unwrap());
    assert!(to < from, "{}", first);
    // The input shown is the shrunk one: its first line, M, is `to`, and
    // its M edges follow; the kept input, which reproduces, is the same.
    let input: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.starts_with("input:"))
        .skip(1)
        .take_while(|l| !l.starts_with("expected"))
        .collect();
    assert_eq!(input[0].trim(), to.to_string(), "{}", stdout);
    assert_eq!(input.len(), to + 2, "{}", stdout);
    let reproduce = field(&stdout, "reproduce");
    let kept = reproduce.rsplit(" < ").next().unwrap().trim_matches('\'');
    let text = fs::read_to_string(kept).unwrap();
    assert_eq!(text.lines().next(), Some(to.to_string().as_str()));
}
