//! Runs the binary on every case of `testdata/poj1077/` and has the special
//! judge, `poj1077-checker`, accept each answer; and feeds it bad input.

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;

use assert_cmd::Command;
use std::fs;
use std::path::Path;

const POJ1077: &str = env!("CARGO_BIN_EXE_poj1077");

#[test]
fn every_case_is_accepted_by_the_special_judge() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (input, expected) in programs::cases("poj1077", 10) {
        let output = programs::run(POJ1077, &fs::read(&input).unwrap());
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
    let bad: [(&[u8], &str); 8] = [
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
        (
            b"1 2 3 4 5 6 7 x 0\n",
            "board 1, cell 9 (line 1, column 17): '0' is a second blank",
        ),
        (b"1 2 3 4 5 6 7 8 9\n", "board 1, cell 9"),
        (b"1 2 3 4 5 6 7 8 1\n", "no blank"),
        (b"1 2 3 4 5 6 7 8 \xff\n", "not UTF-8"),
    ];
    for (input, message) in bad {
        programs::assert_refused(POJ1077, "poj1077", input, message);
    }
}
