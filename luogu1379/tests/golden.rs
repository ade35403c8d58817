//! Runs the binary on every case of `testdata/luogu1379/` and compares the
//! output exactly, ignoring trailing white space as Luogu's checker does;
//! and feeds it bad input.

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;

use std::fs;

const LUOGU1379: &str = env!("CARGO_BIN_EXE_luogu1379");

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
    for (input, expected) in programs::cases("luogu1379", 8) {
        let output = programs::run(LUOGU1379, &fs::read(&input).unwrap());
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
        programs::assert_refused(LUOGU1379, "luogu1379", input, message);
    }
}
