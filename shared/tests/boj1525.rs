//! The learner's Baekjoon 1525 and Aizu ALDS1_13_B solution
//! (`examples/boj1525.rs`) as those judges build it, alone with plain
//! `rustc`: Baekjoon's Rust 2021 (`--edition 2021 -O`) and Rust 2018
//! (`--edition 2018 -O`), on the golden cases of `testdata/boj1525/` and
//! `testdata/alds113b/` (answers from `scripts/reference.py`).

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
    assert!(cases.len() >= 9, "only {} cases", cases.len());
    cases
}

/// The example compiled at `edition` as the judge takes the file: one
/// file, optimised, no crate beside it. Its warnings fail the test.
fn solution(edition: &str) -> PathBuf {
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("boj1525-alone-{}", edition));
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args(["--edition", edition, "-O", "-o"])
        .arg(&binary)
        .arg(workspace().join("shared/examples/boj1525.rs"))
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
        let program = solution(edition);
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
