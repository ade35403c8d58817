//! Every command the judge and the stress test print, pasted into `sh`
//! and run as a contestant pastes it: the build line builds, the stress
//! test's `reproduce:` and `rerun:` lines and `-D`'s `judge it again:`
//! run, and `cargo judge` runs as cargo runs an installed subcommand,
//! from a folder of no workspace. Quick tier: the solutions are shell
//! scripts.
#![cfg(unix)]

mod common;

use common::cli::{installed, judge, pasted, stress, Ran};
use common::record::{records, Fields};
use common::report::line_after;
use common::scratch;
use common::solutions::{original, printing};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A scratch workspace with this build installed on a `PATH` of its own,
/// and an empty folder of no workspace to paste commands in.
fn pasting(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let root = scratch::workspace(name);
    let bin = installed(&root);
    let outside = scratch::outside(&format!("outside-{}", name));
    (root, bin, outside)
}

/// The build command of the first record of a judging of `solution`
/// (with `more` options).
fn build_command(root: &Path, solution: &str, more: &[&str]) -> String {
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let judged = judge(&["poj1077", solution, "-d", "test"])
        .args(more)
        .in_folder(root)
        .json();
    judged.records[0].text("build.command").to_string()
}

#[test]
fn the_build_command_pastes_into_sh_and_builds() {
    let (root, bin, outside) = pasting("build");
    // Python's: the source compiled where it is main.py, as in the build.
    if eight_judge::build::tools::python().is_some() {
        fs::write(root.join("s.py"), "input()\nprint('r')\n").unwrap();
        // POJ takes no Python: judged anyway by the build here.
        let command = build_command(&root, "s.py", &["--build", "here-python3"]);
        assert!(command.starts_with("python3 -c '"), "{}", command);
        fs::write(outside.join("main.py"), "print(1)\n").unwrap();
        let ran = pasted(&command, &outside, &bin);
        assert_eq!(ran.code, 0, "{}: {}", command, ran.stderr);
        fs::write(outside.join("main.py"), "print(1\n").unwrap();
        assert_ne!(pasted(&command, &outside, &bin).code, 0, "{}", command);
    }
    // C++'s, where the file is main.cpp.
    if eight_judge::build::tools::first_on_path(&["g++"]).is_some() {
        let cpp = original("poj1077-table.cpp");
        let command = build_command(&root, cpp.to_str().unwrap(), &[]);
        fs::copy(&cpp, outside.join("main.cpp")).unwrap();
        let ran = pasted(&command, &outside, &bin);
        assert_eq!(ran.code, 0, "{}: {}", command, ran.stderr);
        assert!(outside.join("solution").is_file(), "{}", command);
    }
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn the_stress_tests_reproduce_and_rerun_lines_paste_into_sh_and_run() {
    let (root, bin, outside) = pasting("stress");
    let zero = printing(&root.join("zero.sh"), "0\\n");
    let saved = root.join("saved");
    let (zero, saved) = (zero.to_str().unwrap(), saved.to_str().unwrap());
    let args = ["P1379", zero, "--cases", "20", "--save", saved];
    let ran = stress(&args).in_folder(&root).run();
    let report = &ran.stdout;
    assert_eq!(ran.code, 1, "{}", ran.both());
    let reproduced = pasted(line_after(report, "reproduce: "), &outside, &bin);
    assert_eq!(reproduced.stdout, "0\n", "{}", report);
    let rerun = line_after(report, "rerun: ");
    assert!(rerun.starts_with("cargo judge luogu1379 "), "{}", rerun);
    assert_eq!(
        judged_again(rerun, &outside, &bin),
        ("hack-1".into(), "WA".into())
    );
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

/// The name and verdict of the first record of a judging's `--json`
/// document on standard output.
fn first_record(ran: &Ran) -> (String, String) {
    let first = &records(&ran.stdout, &ran.stderr)[0];
    (
        first.text("testcase.name").to_string(),
        first.text("status").to_string(),
    )
}

/// A printed `cargo judge` line pasted into `sh` in `folder` with `--json`
/// added: it fails (exit 1), and its first record's name and verdict.
fn judged_again(line: &str, folder: &Path, bin: &Path) -> (String, String) {
    let judged = pasted(&format!("{} --json", line), folder, bin);
    assert_eq!(judged.code, 1, "{}: {}", line, judged.stderr);
    first_record(&judged)
}

#[test]
fn the_board_minus_d_saves_alone_is_judged_again_by_the_line_it_prints() {
    let (root, bin, outside) = pasting("diff");
    fs::write(
        root.join("test/many.in"),
        "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n",
    )
    .unwrap();
    let wrong = printing(&root.join("wrong.sh"), "\\nr\\nr\\n");
    let args = ["hdu1043", wrong.to_str().unwrap(), "-d", "test", "-D"];
    let ran = judge(&args).in_folder(&root).run();
    let report = &ran.stdout;
    assert_eq!(ran.code, 1, "{}", report);
    let saved = line_after(report, "saved alone: ");
    assert_eq!(fs::read_to_string(saved).unwrap(), "1 2 3 4 5 6 x 7 8\n");
    let again = line_after(report, "judge it again: ");
    assert_eq!(
        judged_again(again, &outside, &bin),
        ("many-board-3".into(), "WA".into())
    );
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn cargo_runs_the_judge_as_a_subcommand_from_a_folder_of_no_workspace() {
    let root = scratch::workspace("subcommand");
    let bin = installed(&root);
    let outside = scratch::outside("elsewhere");
    let solution = printing(&outside.join("a.sh"), "ullddrurdllurdruldr\\n");
    fs::set_permissions(&solution, fs::Permissions::from_mode(0o644)).unwrap();
    for line in ["cargo judge --help", "cargo stress --help"] {
        let ran = pasted(line, &outside, &bin);
        assert_eq!(ran.code, 0, "{}: {}", line, ran.stderr);
        let command = line.trim_end_matches(" --help");
        assert!(
            ran.stdout.starts_with(&format!("{}: ", command)),
            "{}",
            line
        );
    }
    // The golden cases built into the judge, said so (installed.rs checks
    // the commit it names).
    let ran = pasted("cargo judge poj1077 a.sh sample --json", &outside, &bin);
    let said = &ran.stderr;
    assert_eq!(ran.code, 0, "{}", said);
    assert!(
        said.contains("    1 case of testdata/poj1077 as built into this judge (commit "),
        "{}",
        said
    );
    assert!(
        said.contains("; no workspace around this folder) in its input format"),
        "{}",
        said
    );
    assert_eq!(first_record(&ran), ("sample".to_string(), "AC".to_string()));
    let input = records(&ran.stdout, said)[0]
        .text("testcase.input")
        .to_string();
    assert_eq!(input, "built-in:testdata/poj1077/sample.in");
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

/// The first record of a printed `cargo judge` line pasted into `sh` in
/// `folder` with `--json` added, which fails (exit 1).
fn first_judged_again(line: &str, folder: &Path, bin: &Path) -> eight_judge::json::Value {
    let judged = pasted(&format!("{} --json", line), folder, bin);
    assert_eq!(judged.code, 1, "{}: {}", line, judged.stderr);
    records(&judged.stdout, &judged.stderr).remove(0)
}

#[test]
fn judging_again_keeps_the_options_that_shaped_the_verdict() {
    let (root, bin, outside) = pasting("again-options");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    printing(&root.join("wrong it.sh"), "lr\\n");
    // -D's line: -c COMMAND (quoted), --tl and --ml.
    let args = ["poj1077", "-c", "sh 'wrong it.sh'", "-d", "test", "-D"];
    let ran = judge(&args)
        .args(&["--tl", "1.5", "--ml", "100"])
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    let again = line_after(&ran.stdout, "judge it again: ");
    let record = first_judged_again(again, &outside, &bin);
    assert_eq!(record.text("build.name"), "command", "{}", again);
    assert_eq!(record.number("limits.cpu"), 1.5, "{}", again);
    assert_eq!(record.number("limits.memory"), 100.0, "{}", again);
    // The stress test's rerun line: --build (POJ takes no Python: without
    // it, a CE), --tl and --ml.
    if eight_judge::build::tools::python().is_some() {
        fs::write(
            root.join("lr.py"),
            "import sys\nsys.stdin.read()\nprint('lr')\n",
        )
        .unwrap();
        let saved = root.join("saved");
        let args = [
            "poj1077",
            "lr.py",
            "--cases",
            "5",
            "--build",
            "here-python3",
        ];
        let ran = stress(&args)
            .args(&[
                "--tl",
                "2",
                "--ml",
                "102912k",
                "--save",
                saved.to_str().unwrap(),
            ])
            .in_folder(&root)
            .run();
        assert_eq!(ran.code, 1, "{}", ran.both());
        let rerun = line_after(&ran.stdout, "rerun: ");
        let record = first_judged_again(rerun, &outside, &bin);
        assert_eq!(record.text("status"), "WA", "{}", rerun);
        assert_eq!(record.text("build.name"), "here-python3", "{}", rerun);
        assert_eq!(record.number("limits.cpu"), 2.0, "{}", rerun);
        assert_eq!(record.number("limits.memory"), 100.5, "{}", rerun);
    }
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}
