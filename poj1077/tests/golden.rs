//! Runs the binary on every case of `testdata/poj1077/` and has the special
//! judge, `poj1077-checker`, accept each answer; and feeds it bad input.

use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};

/// Every `NAME.in` of the problem's folder with its `NAME.out`.
fn cases() -> Vec<(PathBuf, PathBuf)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/poj1077");
    let mut cases: Vec<_> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|input| {
            let expected = input.with_extension("out");
            assert!(expected.exists(), "{} has no .out", input.display());
            (input, expected)
        })
        .collect();
    cases.sort();
    assert!(
        cases.len() >= 10,
        "testdata/poj1077 holds only {} cases",
        cases.len()
    );
    cases
}

fn run(input: &[u8]) -> std::process::Output {
    Command::cargo_bin("poj1077")
        .unwrap()
        .write_stdin(input)
        .output()
        .unwrap()
}

#[test]
fn every_case_is_accepted_by_the_special_judge() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (input, expected) in cases() {
        let output = run(&fs::read(&input).unwrap());
        assert!(output.status.success(), "{}: {:?}", input.display(), output);
        let actual = scratch
            .join(input.file_name().unwrap())
            .with_extension("actual");
        fs::write(&actual, &output.stdout).unwrap();
        let verdict = Command::cargo_bin("poj1077-checker")
            .unwrap()
            .args([&input, &actual, &expected])
            .output()
            .unwrap();
        assert!(
            verdict.status.success(),
            "{}: {}",
            input.display(),
            String::from_utf8_lossy(&verdict.stdout)
        );
    }
}

#[test]
fn bad_input_is_refused_before_any_answer() {
    let bad: [(&[u8], &str); 7] = [
        (b"", "no board"),
        (b"1 2 3 4 5 6 7 8 x\n1 2 3 4\n", "board 2, cell 4"),
        (
            b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x 1\n",
            "board 3, cell 1",
        ),
        (
            b"1 2 3 4 5 6 7 7 x\n",
            "board 1, cell 8 (line 1, column 15): '7' appears a second time",
        ),
        (b"1 2 3 4 5 6 7 8 9\n", "board 1, cell 9"),
        (b"1 2 3 4 5 6 7 8 1\n", "no blank"),
        (b"1 2 3 4 5 6 7 8 \xff\n", "not UTF-8"),
    ];
    for (input, message) in bad {
        let output = run(input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{:?}", input);
        assert!(output.stdout.is_empty(), "{:?} wrote to stdout", input);
        assert!(stderr.starts_with("poj1077: "), "{:?}: {}", input, stderr);
        assert!(stderr.contains(message), "{:?}: {}", input, stderr);
        assert_eq!(stderr.lines().count(), 1, "{:?}: {}", input, stderr);
    }
}
