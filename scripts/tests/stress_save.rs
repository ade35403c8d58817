//! `cargo stress ... --save DIR`: a failure kept as `DIR/hack-N.in` and
//! `hack-N.out`, numbered after those there, its answer checked by an
//! independent BFS (`scripts/reference.py`), and judged again by `cargo
//! judge ... -d DIR`; a folder that cannot take it refused before the run.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "stress-save-{}-{}",
        name,
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&folder);
    fs::create_dir_all(&folder).unwrap();
    folder
}

/// A Luogu P1379 solution that answers 0 to every board: wrong but for
/// the goal itself.
fn always_zero(folder: &Path) -> PathBuf {
    let file = folder.join("zero.sh");
    fs::write(&file, "#!/bin/sh\ncat >/dev/null\necho 0\n").unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o755)).unwrap();
    file
}

fn stress(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-stress"))
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_failure_is_saved_as_the_next_hack_case_and_judged_again_from_the_folder() {
    let folder = scratch("saved");
    let solution = always_zero(&folder);
    let test = folder.join("test");
    fs::create_dir_all(&test).unwrap();
    // A case the contestant already has keeps its number.
    fs::write(test.join("hack-1.in"), "283104765\n").unwrap();
    fs::write(test.join("hack-1.out"), "4\n").unwrap();
    let solution_arg = solution.to_str().unwrap();
    let test_arg = test.to_str().unwrap();
    let ran = stress(&[
        "luogu1379",
        solution_arg,
        "--cases",
        "20",
        "--jobs",
        "1",
        "--save",
        test_arg,
    ]);
    let out = text(&ran.stdout);
    assert_eq!(ran.status.code(), Some(1), "{}{}", out, text(&ran.stderr));
    let input = test.join("hack-2.in");
    let output = test.join("hack-2.out");
    assert!(
        out.contains(&format!(
            "saved: {} and {}",
            input.display(),
            output.display()
        )),
        "{}",
        out
    );
    assert!(
        out.contains(&format!(
            "rerun: cargo judge luogu1379 {} -d {}",
            solution_arg, test_arg
        )),
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
    assert!(made.status.success(), "{}", text(&made.stderr));
    assert_eq!(
        fs::read_to_string(folder.join("check.out")).unwrap(),
        fs::read_to_string(&output).unwrap()
    );
    // A second failure is numbered after it.
    let again = stress(&[
        "luogu1379",
        solution_arg,
        "--seed",
        "2",
        "--cases",
        "20",
        "--jobs",
        "1",
        "--save",
        test_arg,
    ]);
    assert_eq!(again.status.code(), Some(1));
    assert!(test.join("hack-3.in").is_file() && test.join("hack-3.out").is_file());
    assert_eq!(fs::read_to_string(test.join("hack-1.out")).unwrap(), "4\n");
    // The judge takes the folder: the wrong solution fails every case of
    // it that is not the goal, by the rule.
    let judged = Command::new(env!("CARGO_BIN_EXE_cargo-judge"))
        .args(["luogu1379", solution_arg, "-d", test_arg, "--json"])
        .output()
        .unwrap();
    assert_eq!(judged.status.code(), Some(1), "{}", text(&judged.stderr));
    let document = eight_judge::json::parse(&text(&judged.stdout)).unwrap();
    let judged: Vec<(&str, &str)> = document
        .as_array()
        .unwrap()
        .iter()
        .map(|record| {
            let name = record.get("testcase").unwrap().get("name").unwrap();
            let status = record.get("status").unwrap();
            (name.as_str().unwrap(), status.as_str().unwrap())
        })
        .collect();
    for name in ["hack-1", "hack-2", "hack-3"] {
        assert!(judged.contains(&(name, "WA")), "{}: {:?}", name, judged);
    }
}

#[test]
fn a_folder_that_cannot_take_the_cases_is_refused_before_the_run() {
    let folder = scratch("refused");
    let solution = always_zero(&folder);
    let file = folder.join("a-file");
    fs::write(&file, "").unwrap();
    let ran = stress(&[
        "luogu1379",
        solution.to_str().unwrap(),
        "--save",
        file.to_str().unwrap(),
    ]);
    assert_eq!(ran.status.code(), Some(2));
    let said = text(&ran.stderr);
    assert!(said.contains("not a folder"), "{}", said);
    assert!(ran.stdout.is_empty());
    let ran = stress(&["luogu1379", solution.to_str().unwrap(), "--save"]);
    assert_eq!(ran.status.code(), Some(2));
    assert!(text(&ran.stderr).contains("--save needs a value"));
}
