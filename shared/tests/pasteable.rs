//! The whole solutions to paste for Baekjoon and Aizu (`examples/boj1525.rs`
//! for Baekjoon 1525 and Aizu ALDS1_13_B, `examples/boj25140.rs` for KLIZA,
//! `examples/aizu0121.rs` for the 2x4 board) as those judges build them,
//! alone with plain `rustc`: Baekjoon's Rust 2021 (`--edition 2021 -O`)
//! and Rust 2018 (`--edition 2018 -O`), on the golden cases of their
//! folders (answers from `scripts/reference.py`; KLIZA's tiles replayed,
//! since any shortest sequence is right).
//!
//! The fifteen puzzle's (`examples/alds113c.rs` for Aizu ALDS1_13_C,
//! `examples/uva10181.rs` for UVa 10181 and, with `--lightoj`, LightOJ
//! 1121) at editions 2018, 2021 and 2024 and with Debian's rustc 1.63
//! where it is, on the golden cases of `testdata/alds113c/`, `uva10181/`
//! and `lightoj1121/`, whose answers are checked here against their
//! sources first: the statements' samples, Korf's published optima (the
//! `korf-N` cases, his board `N` turned to the judges' goal), and a plain
//! breadth-first search for the rest.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Every `NAME.in` of `testdata/FOLDER/` with the text of its `NAME.out`.
fn golden(folder: &str) -> Vec<(PathBuf, String)> {
    let folder = workspace().join("testdata").join(folder);
    let mut cases: Vec<(PathBuf, String)> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|input| {
            let expected = fs::read_to_string(input.with_extension("out"))
                .unwrap_or_else(|e| panic!("{}: no .out: {}", input.display(), e));
            (input, expected)
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 5, "only {} cases", cases.len());
    cases
}

/// The example `name` compiled at `edition` as the judge takes the file:
/// one file, optimised, no crate beside it. Its warnings fail the test.
fn solution(name: &str, edition: &str) -> PathBuf {
    solution_by(name, edition, None)
}

fn run(program: &Path, input: &[u8]) -> String {
    run_with(program, false, input)
}

#[test]
fn the_example_alone_answers_every_golden_case_of_both_judges() {
    for edition in ["2021", "2018"] {
        let program = solution("boj1525", edition);
        for folder in ["boj1525", "alds113b"] {
            for (input, expected) in golden(folder) {
                let name = input.file_stem().unwrap().to_string_lossy().into_owned();
                let given = run(&program, &fs::read(&input).unwrap());
                assert_eq!(given, expected, "{} case {}", folder, name);
                println!("{} case {} ({}) ... ok", folder, name, edition);
            }
        }
    }
}

#[test]
fn the_2x4_example_answers_every_golden_case() {
    let program = solution("aizu0121", "2018");
    for (input, expected) in golden("aizu0121") {
        let name = input.file_stem().unwrap().to_string_lossy().into_owned();
        let given = run(&program, &fs::read(&input).unwrap());
        assert_eq!(given, expected, "aizu0121 case {}", name);
    }
}

/// The board `tiles` reach from `start` (cells 0-8 row by row, 0 the
/// blank), each tile moved into the blank beside it; `None` at a tile not
/// beside it.
fn replay(start: [u8; 9], tiles: &[u8]) -> Option<[u8; 9]> {
    let mut board = start;
    for &tile in tiles {
        let blank = board.iter().position(|&c| c == 0)?;
        let at = board.iter().position(|&c| c == tile)?;
        if (blank / 3).abs_diff(at / 3) + (blank % 3).abs_diff(at % 3) != 1 {
            return None;
        }
        board.swap(blank, at);
    }
    Some(board)
}

#[test]
fn the_kliza_example_moves_as_few_tiles_as_the_reference_and_reaches_the_goal() {
    for edition in ["2021", "2018"] {
        let program = solution("boj25140", edition);
        for (input, expected) in golden("boj25140") {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(&input).unwrap();
            let mut start = [0u8; 9];
            for (cell, token) in start.iter_mut().zip(text.split_whitespace()) {
                *cell = if token == "X" {
                    0
                } else {
                    token.parse().unwrap()
                };
            }
            let given = run(&program, text.as_bytes());
            let mut lines = given.lines();
            let count: usize = lines.next().unwrap().parse().unwrap();
            let tiles: Vec<u8> = lines
                .next()
                .unwrap_or("")
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            let fewest: usize = expected.lines().next().unwrap().parse().unwrap();
            assert_eq!((count, tiles.len()), (fewest, fewest), "case {}", name);
            assert_eq!(
                replay(start, &tiles),
                Some([1, 2, 3, 4, 5, 6, 7, 8, 0]),
                "case {}: {:?}",
                name,
                tiles
            );
        }
    }
}

#[path = "support/feed.rs"]
mod feed;
#[path = "support/fifteen_reference.rs"]
mod fifteen_reference;

/// The judges' goal, `1 2 .. 15 0`.
const JUDGES_GOAL: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

/// The example `name` compiled as [`solution`] does, at `edition`, by
/// `rustc` (`RUSTC` or plain `rustc`, or the one named).
///
/// Each build is made once a run, under a lock: tests running at once
/// that want the same build share it, and none runs a binary that
/// another test's rustc is still writing.
fn solution_by(name: &str, edition: &str, rustc: Option<&str>) -> PathBuf {
    static BUILT: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());
    let tag = if rustc.is_some() { "old" } else { "new" };
    let binary =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}-{}-{}", name, tag, edition));
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if built.contains(&binary) {
        return binary;
    }
    let compiler = match rustc {
        Some(path) => path.into(),
        None => std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()),
    };
    let output = Command::new(compiler)
        .args(["--edition", edition, "-O", "-o"])
        .arg(&binary)
        .arg(workspace().join(format!("shared/examples/{}.rs", name)))
        .output()
        .unwrap();
    let warnings = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && warnings.is_empty(),
        "{} {}: {}",
        name,
        edition,
        warnings
    );
    built.push(binary.clone());
    binary
}

/// Every build of `name` the fifteen-puzzle programs are held to.
fn fifteen_builds(name: &str) -> Vec<PathBuf> {
    let mut builds: Vec<PathBuf> = ["2018", "2021", "2024"]
        .iter()
        .map(|edition| solution_by(name, edition, None))
        .collect();
    // Debian's rustc 1.63, where it is (CI installs it).
    if Path::new("/usr/bin/rustc").exists() {
        builds.push(solution_by(name, "2021", Some("/usr/bin/rustc")));
    }
    builds
}

/// The boards of a case: sixteen numbers each, after a count where `counted`.
fn boards_of(text: &str, counted: bool) -> Vec<[u8; 16]> {
    let numbers: Vec<u8> = text
        .split_whitespace()
        .map(|w| w.parse().unwrap())
        .collect();
    let numbers = if counted { &numbers[1..] } else { &numbers[..] };
    numbers
        .chunks(16)
        .map(|chunk| {
            let mut board = [0; 16];
            board.copy_from_slice(chunk);
            board
        })
        .collect()
}

/// Whether parity lets `board` reach the judges' goal: inversions among
/// the tiles, plus the blank's rows above the bottom row, even.
fn judges_solvable(board: &[u8; 16]) -> bool {
    let tiles: Vec<u32> = board
        .iter()
        .filter(|&&v| v != 0)
        .map(|&v| u32::from(v))
        .collect();
    let blank = board.iter().position(|&v| v == 0).unwrap();
    (fifteen_reference::inversions(&tiles) + 3 - blank as u64 / 4) % 2 == 0
}

/// Korf's optimum of the case `korf-N`, his board `N` turned half a turn
/// with tile `t` renamed `16 - t`, checked to be that board.
fn korf_optimum(name: &str, board: &[u8; 16]) -> Option<u32> {
    let n: usize = name.strip_prefix("korf-")?.parse().unwrap();
    let korf = eight::korf100::KORF_100[n - 1];
    let mut turned = [0u8; 16];
    for (cell, &value) in korf.iter().enumerate() {
        turned[15 - cell] = if value == 0 { 0 } else { 16 - value };
    }
    assert_eq!(&turned, board, "{} is Korf's board {} turned", name, n);
    Some(u32::from(eight::korf100::KORF_100_OPTIMA[n - 1]))
}

#[test]
fn the_alds1_13_c_answers_are_their_sources_and_the_example_gives_them() {
    let cases = golden("alds113c");
    for (input, expected) in &cases {
        let name = input.file_stem().unwrap().to_string_lossy().into_owned();
        let board = boards_of(&fs::read_to_string(input).unwrap(), false)[0];
        let fewest: u32 = expected.trim().parse().unwrap();
        let source = match korf_optimum(&name, &board) {
            Some(optimum) => optimum,
            None => fifteen_reference::distance(&board, &JUDGES_GOAL, 30).unwrap(),
        };
        assert_eq!(fewest, source, "case {}", name);
    }
    for program in fifteen_builds("alds113c") {
        for (input, expected) in &cases {
            let given = run(&program, &fs::read(input).unwrap());
            assert_eq!(
                &given,
                expected,
                "{} on {}",
                program.display(),
                input.display()
            );
        }
    }
}

/// Each answer line of a UVa or LightOJ case checked against its source: a
/// move string replays to the goal in the fewest moves a bidirectional BFS
/// finds, and where the board is shallow (16 moves at most) is the plain
/// BFS's alphabetically first; deeper ones (`deep`, `edge-35-36`) are held
/// to the rule alone. A board said not solvable cannot reach the goal by
/// parity or, for LightOJ, needs more than 35 moves: by the bidirectional
/// BFS, or by Korf's table for `beyond-35`. The bidirectional searches of
/// more than [`QUICK_DEPTH`] moves (several seconds) are the full tier's:
/// `deep` runs them too.
fn check_move_answers(folder: &str, lightoj: bool, deep: bool) {
    for (input, expected) in golden_some(folder) {
        let name = input.file_stem().unwrap().to_string_lossy().into_owned();
        let boards = boards_of(&fs::read_to_string(&input).unwrap(), true);
        let lines: Vec<&str> = expected.lines().collect();
        assert_eq!(lines.len(), boards.len(), "case {}", name);
        for (k, (board, line)) in boards.iter().zip(lines).enumerate() {
            let prefix = format!("Case {}: ", k + 1);
            let answer = if lightoj {
                line.strip_prefix(&prefix).unwrap()
            } else {
                line
            };
            let at = format!("case {} board {}", name, k + 1);
            if answer == "This puzzle is not solvable." {
                if judges_solvable(board) {
                    assert!(lightoj, "{}", at);
                    if name != "beyond-35" && deep {
                        assert_eq!(
                            fifteen_reference::distance(board, &JUDGES_GOAL, 35),
                            None,
                            "{}",
                            at
                        );
                    }
                }
            } else {
                let moves = answer.to_lowercase();
                assert_eq!(
                    fifteen_reference::play(board, &moves),
                    Some(JUDGES_GOAL),
                    "{}",
                    at
                );
                if answer.len() > QUICK_DEPTH && !deep {
                    continue;
                }
                let exact = fifteen_reference::distance(board, &JUDGES_GOAL, 50).unwrap();
                assert_eq!(answer.len() as u32, exact, "{}", at);
                if exact <= 16 {
                    let canonical = fifteen_reference::canonical(board, &JUDGES_GOAL);
                    assert_eq!(moves, canonical, "{}", at);
                }
            }
        }
    }
    if lightoj {
        // The beyond-35 boards are Korf's 55, 16, 12 and 1 turned: 41, 42,
        // 45 and 57 moves by his table.
        let path = workspace().join("testdata/lightoj1121/beyond-35.in");
        let boards = boards_of(&fs::read_to_string(path).unwrap(), true);
        for (board, n) in boards
            .iter()
            .zip(["korf-55", "korf-16", "korf-12", "korf-1"])
        {
            assert!(korf_optimum(n, board).unwrap() > 35);
        }
    }
}

/// [`golden`] without its least count of cases.
fn golden_some(folder: &str) -> Vec<(PathBuf, String)> {
    let folder = workspace().join("testdata").join(folder);
    let mut cases: Vec<(PathBuf, String)> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|input| {
            (
                input.clone(),
                fs::read_to_string(input.with_extension("out")).unwrap(),
            )
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 3, "only {} cases", cases.len());
    cases
}

/// The longest answer whose length the quick tier checks by the
/// bidirectional BFS.
const QUICK_DEPTH: usize = 30;

#[test]
#[ignore = "full tier: the deep golden answers' lengths by bidirectional BFS (about 8 s)"]
fn the_deep_uva_and_lightoj_answers_are_their_sources() {
    check_move_answers("uva10181", false, true);
    check_move_answers("lightoj1121", true, true);
}

#[test]
fn the_uva_and_lightoj_answers_are_their_sources_and_the_example_gives_them() {
    check_move_answers("uva10181", false, false);
    check_move_answers("lightoj1121", true, false);
    for program in fifteen_builds("uva10181") {
        for (folder, lightoj) in [("uva10181", false), ("lightoj1121", true)] {
            for (input, expected) in golden_some(folder) {
                let given = run_with(&program, lightoj, &fs::read(&input).unwrap());
                assert_eq!(
                    given,
                    expected,
                    "{} on {}",
                    program.display(),
                    input.display()
                );
            }
        }
    }
}

#[test]
fn the_uva_example_solves_korfs_boards_to_their_optima() {
    // Korf's boards of at most 45 moves, turned to the judges' goal: UVa's
    // own bound. Each answer replays to the goal in the published optimum.
    let program = solution_by("uva10181", "2021", None);
    let chosen = [55, 16, 42, 79, 71, 85, 97, 12, 61, 86];
    let mut input = format!("{}\n", chosen.len());
    let mut boards = Vec::new();
    for n in chosen {
        let korf = eight::korf100::KORF_100[n - 1];
        let mut turned = [0u8; 16];
        for (cell, &value) in korf.iter().enumerate() {
            turned[15 - cell] = if value == 0 { 0 } else { 16 - value };
        }
        let row: Vec<String> = turned.iter().map(|v| v.to_string()).collect();
        input.push_str(&row.join(" "));
        input.push('\n');
        boards.push((n, turned));
    }
    let given = run(&program, input.as_bytes());
    for ((n, board), line) in boards.iter().zip(given.lines()) {
        let optimum = usize::from(eight::korf100::KORF_100_OPTIMA[n - 1]);
        assert_eq!(line.len(), optimum, "Korf's board {}", n);
        let moves = line.to_lowercase();
        assert_eq!(
            fifteen_reference::play(board, &moves),
            Some(JUDGES_GOAL),
            "board {}",
            n
        );
    }
}

#[test]
fn the_fifteen_examples_refuse_bad_boards_with_their_line() {
    let alds = solution_by("alds113c", "2021", None);
    let uva = solution_by("uva10181", "2021", None);
    let goal = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n";
    let cases: [(&Path, String, &str); 6] = [
        (
            &alds,
            goal.replace("10 11", "10 10"),
            "line 3: 10 appears a second time",
        ),
        (
            &alds,
            goal.replace("15 0", "16 0"),
            "line 4: 16 is above 15",
        ),
        (
            &alds,
            goal.replace(" 0\n", "\n"),
            "line 4: the input ends after 15 numbers",
        ),
        (
            &alds,
            format!("{}7\n", goal),
            "line 5: more than 16 numbers",
        ),
        (
            &uva,
            format!("2\n{}", goal),
            "line 1: the input says 2 boards and holds 1",
        ),
        (
            &uva,
            format!("1\n{}", goal.replace("5 6", "5 x")),
            "line 3: \"x\" is not a number",
        ),
    ];
    for (program, input, said) in cases {
        let output = feed::fed(&mut Command::new(program), input.as_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{}", stderr);
        assert!(output.stdout.is_empty());
        assert!(stderr.contains(said), "{:?} lacks {:?}", stderr, said);
    }
}

fn run_with(program: &Path, lightoj: bool, input: &[u8]) -> String {
    let mut command = Command::new(program);
    if lightoj {
        command.arg("--lightoj");
    }
    let output = feed::fed(&mut command, input);
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_program_that_exits_before_reading_its_input_is_fed_all_the_same() {
    // 1 MiB, more than a pipe holds, to a program that reads none of it.
    let output = feed::fed(&mut Command::new("true"), &vec![b'x'; 1 << 20]);
    assert!(output.status.success());
}

#[test]
fn the_two_fifteen_programs_carry_the_same_search() {
    let block = |name: &str| {
        let text =
            fs::read_to_string(workspace().join(format!("shared/examples/{}.rs", name))).unwrap();
        let start = text.find("// BEGIN FIFTEEN SEARCH").unwrap();
        let end = text.find("// END FIFTEEN SEARCH").unwrap();
        text[start..end].to_string()
    };
    assert_eq!(block("alds113c"), block("uva10181"));
}
