//! Runs poj1077 on every case of `testdata/poj1077/` and has the special
//! judge, `poj1077-checker --canonical`, judge each answer by this project's
//! promise: exactly the `.out` line, which `scripts/reference.py` wrote (the
//! alphabetically first of the shortest move strings), after checking that
//! line too. Every case runs and is named in the output; a fault in a
//! case's `.out` is reported against that file. (`harness = false`:
//! `programs::run_golden` is the runner.)

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;
#[path = "../../shared/tests/support/selection.rs"]
mod selection;

use std::fs;
use std::path::Path;
use std::process::Command;

const POJ1077: &str = env!("CARGO_BIN_EXE_poj1077");
const CHECKER: &str = env!("CARGO_BIN_EXE_poj1077-checker");

fn main() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("golden-poj1077");
    fs::create_dir_all(&scratch).unwrap();
    programs::run_golden("poj1077", 10, |input, expected| {
        let output = programs::run(POJ1077, &fs::read(input).unwrap());
        programs::succeeded("poj1077", &output)?;
        let actual = scratch
            .join(input.file_name().unwrap())
            .with_extension("actual");
        fs::write(&actual, &output.stdout).unwrap();
        let verdict = Command::new(CHECKER)
            .arg("--canonical")
            .args([input, &actual, expected])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&verdict.stdout)
            .trim_end()
            .to_string();
        match verdict.status.code() {
            Some(0) => Ok(()),
            Some(1) => Err(format!("wrong answer: {}", said)),
            Some(3) => Err(said),
            _ => Err(format!(
                "the checker could not judge: {}",
                String::from_utf8_lossy(&verdict.stderr).trim_end()
            )),
        }
    });
}
