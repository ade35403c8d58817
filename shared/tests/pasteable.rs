//! The whole solutions to paste for Baekjoon and Aizu (`examples/boj1525.rs`
//! for Baekjoon 1525 and Aizu ALDS1_13_B, `examples/boj25140.rs` for KLIZA,
//! `examples/aizu0121.rs` for the 2x4 board) as those judges build them,
//! alone with plain `rustc`: Baekjoon's Rust 2021 (`--edition 2021 -O`)
//! and Rust 2018 (`--edition 2018 -O`), on the golden cases of their
//! folders (answers from `scripts/reference.py`; KLIZA's tiles replayed,
//! since any shortest sequence is right).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}-alone-{}", name, edition));
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args(["--edition", edition, "-O", "-o"])
        .arg(&binary)
        .arg(workspace().join(format!("shared/examples/{}.rs", name)))
        .output()
        .unwrap();
    let warnings = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && warnings.is_empty(),
        "{}",
        warnings
    );
    binary
}

fn run(program: &Path, input: &[u8]) -> String {
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
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
