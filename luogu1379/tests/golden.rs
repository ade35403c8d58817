//! Runs luogu1379 on every case of `testdata/luogu1379/` and compares the
//! output exactly, ignoring trailing white space as Luogu's checker does.
//! Every case runs and is named in the output. (`harness = false`:
//! `programs::run_golden` is the runner.)

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;
#[path = "../../shared/tests/support/selection.rs"]
mod selection;

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
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

fn main() {
    programs::run_golden("luogu1379", 8, |input, expected| {
        let output = programs::run(LUOGU1379, &fs::read(input).unwrap());
        programs::succeeded("luogu1379", &output)?;
        let (expected, got) = (
            normalized(&fs::read(expected).unwrap()),
            normalized(&output.stdout),
        );
        if got == expected {
            Ok(())
        } else {
            Err(format!("expected {:?}, got {:?}", expected, got))
        }
    });
}
