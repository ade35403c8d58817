//! Runs the binary on every case of `testdata/luogu1379/` and compares the
//! output exactly, ignoring trailing white space as Luogu's checker does;
//! and feeds it bad input.

use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};

/// Every `NAME.in` of the problem's folder with its `NAME.out`.
fn cases() -> Vec<(PathBuf, PathBuf)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/luogu1379");
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
        cases.len() >= 8,
        "testdata/luogu1379 holds only {} cases",
        cases.len()
    );
    cases
}

fn run(input: &[u8]) -> std::process::Output {
    Command::cargo_bin("luogu1379")
        .unwrap()
        .write_stdin(input)
        .output()
        .unwrap()
}

/// The lines of an output without trailing white space, nor trailing empty
/// lines.
fn normalized(text: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(text);
    let mut lines: Vec<String> = text
        .lines()
        .map(|line| line.trim_end().to_string())
        .collect();
    while lines.last().map_or(false, String::is_empty) {
        lines.pop();
    }
    lines
}

#[test]
fn every_case_matches_exactly() {
    for (input, expected) in cases() {
        let output = run(&fs::read(&input).unwrap());
        assert!(output.status.success(), "{}: {:?}", input.display(), output);
        let expected = normalized(&fs::read(&expected).unwrap());
        assert_eq!(normalized(&output.stdout), expected, "{}", input.display());
    }
}

#[test]
fn bad_input_is_refused_before_any_answer() {
    let bad: [(&[u8], &str); 6] = [
        (b"", "no board"),
        (b"28310476\n", "board 1, cell 8"),
        (b"283104765\n2831047650\n", "board 3, cell 1"),
        (
            b"283104755\n",
            "board 1, cell 9 (line 1, column 9): '5' appears a second time",
        ),
        (b"283104769\n", "board 1, cell 9"),
        (b"28310476\xc3\n", "not UTF-8"),
    ];
    for (input, message) in bad {
        let output = run(input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{:?}", input);
        assert!(output.stdout.is_empty(), "{:?} wrote to stdout", input);
        assert!(stderr.starts_with("luogu1379: "), "{:?}: {}", input, stderr);
        assert!(stderr.contains(message), "{:?}: {}", input, stderr);
    }
}
