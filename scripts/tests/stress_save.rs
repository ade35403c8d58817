//! `cargo stress ... --save DIR`: a failure kept as `DIR/hack-N.in` and
//! `hack-N.out`, numbered after those there, its answer checked by an
//! independent BFS (`scripts/reference.py`), and judged again by `cargo
//! judge ... -d DIR`; a folder that cannot take it refused before the run.
#![cfg(unix)]

mod common;

use common::cli::{judge, stress, Ran};
use common::record::Fields;
use common::report::line_after;
use common::scratch;
use common::solutions::printing;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A Luogu P1379 solution in `folder` that answers 0 to every board:
/// wrong but for the goal itself.
fn always_zero(folder: &Path) -> PathBuf {
    printing(&folder.join("zero.sh"), "0\\n")
}

#[test]
fn a_failure_is_saved_as_the_next_hack_case_and_judged_again_from_the_folder() {
    let folder = scratch::folder("stress-save");
    let solution = always_zero(&folder);
    let test = folder.join("test");
    fs::create_dir_all(&test).unwrap();
    // A case the contestant already has keeps its number.
    fs::write(test.join("hack-1.in"), "283104765\n").unwrap();
    fs::write(test.join("hack-1.out"), "4\n").unwrap();
    let solution_arg = solution.to_str().unwrap();
    let test_arg = test.to_str().unwrap();
    let saving = |more: &[&str]| -> Ran {
        stress(&["luogu1379", solution_arg, "--cases", "20", "--jobs", "1"])
            .args(more)
            .args(&["--save", test_arg])
            .run()
    };
    let ran = saving(&[]);
    let out = &ran.stdout;
    assert_eq!(ran.code, 1, "{}", ran.both());
    let input = test.join("hack-2.in");
    let output = test.join("hack-2.out");
    assert_eq!(
        line_after(out, "saved: "),
        format!("{} and {}", input.display(), output.display()),
        "{}",
        out
    );
    assert_eq!(
        line_after(out, "rerun: "),
        format!("cargo judge luogu1379 {} -d {}", solution_arg, test_arg),
        "{}",
        out
    );
    // The saved answer is the one an independent BFS gives.
    let reference = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference.py");
    let scratch_in = folder.join("check.in");
    fs::copy(&input, &scratch_in).unwrap();
    let made = Command::new("python3")
        .arg(&reference)
        .arg("luogu1379")
        .arg(&scratch_in)
        .output()
        .unwrap();
    let made = Ran::of(&made);
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert_eq!(
        fs::read_to_string(folder.join("check.out")).unwrap(),
        fs::read_to_string(&output).unwrap()
    );
    // A second failure is numbered after it.
    let again = saving(&["--seed", "2"]);
    assert_eq!(again.code, 1);
    assert!(test.join("hack-3.in").is_file() && test.join("hack-3.out").is_file());
    assert_eq!(fs::read_to_string(test.join("hack-1.out")).unwrap(), "4\n");
    // The judge takes the folder: the wrong solution fails every case of
    // it that is not the goal, by the rule.
    let judged = judge(&["luogu1379", solution_arg, "-d", test_arg]).json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let judged: Vec<(&str, &str)> = judged
        .records
        .iter()
        .map(|record| (record.text("testcase.name"), record.text("status")))
        .collect();
    for name in ["hack-1", "hack-2", "hack-3"] {
        assert!(judged.contains(&(name, "WA")), "{}: {:?}", name, judged);
    }
}

#[test]
fn a_folder_that_cannot_take_the_cases_is_refused_before_the_run() {
    let folder = scratch::folder("stress-save-refused");
    let solution = always_zero(&folder);
    let file = folder.join("a-file");
    fs::write(&file, "").unwrap();
    let ran = stress(&["luogu1379"])
        .arg(&solution)
        .arg("--save")
        .arg(&file)
        .run();
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("not a folder"), "{}", ran.stderr);
    assert!(ran.stdout.is_empty());
    let ran = stress(&["luogu1379"]).arg(&solution).arg("--save").run();
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("--save needs a value"));
}
