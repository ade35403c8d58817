//! Every command the judge and the stress test print, pasted into `sh`
//! and run as a contestant pastes it: the build line builds, the stress
//! test's `reproduce:` and `rerun:` lines and `-D`'s `judge it again:`
//! run, and `cargo judge` runs as cargo runs an installed subcommand,
//! from a folder of no workspace. Quick tier: the solutions are shell
//! scripts.
#![cfg(unix)]

use eight_judge::json::{parse, Value};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

mod scratch;
use scratch::{
    first_record, installed, line_after, printing, run_in, scratch, sh, text, workspace, JUDGE,
    STRESS,
};

/// A scratch workspace with this build installed on a `PATH` of its own,
/// and an empty folder of no workspace to paste commands in.
fn pasting(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let root = scratch(name);
    let bin = installed(&root);
    let outside = std::env::temp_dir().join(format!("cli-outside-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&outside);
    fs::create_dir_all(&outside).unwrap();
    (root, bin, outside)
}

/// The build command of the first record of a judging of `solution`
/// (with `more` options).
fn build_command(root: &Path, solution: &str, more: &[&str]) -> String {
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let mut args = vec!["poj1077", solution, "-d", "test", "--json"];
    args.extend_from_slice(more);
    let ran = run_in(JUDGE, root, &args);
    let records = parse(&text(&ran.stdout)).unwrap();
    let build = records.as_array().unwrap()[0].get("build").unwrap().clone();
    build.get("command").unwrap().as_str().unwrap().to_string()
}

#[test]
fn the_build_command_pastes_into_sh_and_builds() {
    let (root, bin, outside) = pasting("build");
    // Python's: the source compiled where it is main.py, as in the build.
    if eight_judge::tools::python().is_some() {
        fs::write(root.join("s.py"), "input()\nprint('r')\n").unwrap();
        // POJ takes no Python: judged anyway by the build here.
        let command = build_command(&root, "s.py", &["--build", "here-python3"]);
        assert!(command.starts_with("python3 -c '"), "{}", command);
        fs::write(outside.join("main.py"), "print(1)\n").unwrap();
        let pasted = sh(&command, &outside, &bin);
        assert!(
            pasted.status.success(),
            "{}: {}",
            command,
            text(&pasted.stderr)
        );
        fs::write(outside.join("main.py"), "print(1\n").unwrap();
        assert!(
            !sh(&command, &outside, &bin).status.success(),
            "{}",
            command
        );
    }
    // C++'s, where the file is main.cpp.
    if eight_judge::tools::first_on_path(&["g++"]).is_some() {
        let cpp = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/poj1077-table.cpp");
        let command = build_command(&root, cpp.to_str().unwrap(), &[]);
        fs::copy(&cpp, outside.join("main.cpp")).unwrap();
        let pasted = sh(&command, &outside, &bin);
        assert!(
            pasted.status.success(),
            "{}: {}",
            command,
            text(&pasted.stderr)
        );
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
    let ran = run_in(STRESS, &root, &args);
    let report = text(&ran.stdout);
    assert_eq!(
        ran.status.code(),
        Some(1),
        "{}{}",
        report,
        text(&ran.stderr)
    );
    let reproduced = sh(line_after(&report, "reproduce: "), &outside, &bin);
    assert_eq!(text(&reproduced.stdout), "0\n", "{}", report);
    let rerun = line_after(&report, "rerun: ");
    assert!(rerun.starts_with("cargo judge luogu1379 "), "{}", rerun);
    assert_eq!(
        judged_again(rerun, &outside, &bin),
        ("hack-1".into(), "WA".into())
    );
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

/// A printed `cargo judge` line pasted into `sh` in `folder` with `--json`
/// added: it fails (exit 1), and its first record's name and verdict.
fn judged_again(line: &str, folder: &Path, bin: &Path) -> (String, String) {
    let judged = sh(&format!("{} --json", line), folder, bin);
    let said = text(&judged.stderr);
    assert_eq!(judged.status.code(), Some(1), "{}: {}", line, said);
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
    let ran = run_in(JUDGE, &root, &args);
    let report = text(&ran.stdout);
    assert_eq!(ran.status.code(), Some(1), "{}", report);
    let saved = line_after(&report, "saved alone: ");
    assert_eq!(fs::read_to_string(saved).unwrap(), "1 2 3 4 5 6 x 7 8\n");
    let again = line_after(&report, "judge it again: ");
    assert_eq!(
        judged_again(again, &outside, &bin),
        ("many-board-3".into(), "WA".into())
    );
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}

#[test]
fn cargo_runs_the_judge_as_a_subcommand_from_a_folder_of_no_workspace() {
    let root = scratch("subcommand");
    let bin = installed(&root);
    let outside = std::env::temp_dir().join(format!("cli-elsewhere-{}", std::process::id()));
    fs::create_dir_all(&outside).unwrap();
    let solution = printing(&outside.join("a.sh"), "ullddrurdllurdruldr\\n");
    fs::set_permissions(&solution, fs::Permissions::from_mode(0o644)).unwrap();
    for line in ["cargo judge --help", "cargo stress --help"] {
        let ran = sh(line, &outside, &bin);
        assert_eq!(
            ran.status.code(),
            Some(0),
            "{}: {}",
            line,
            text(&ran.stderr)
        );
        let command = line.trim_end_matches(" --help");
        assert!(
            text(&ran.stdout).starts_with(&format!("{}: ", command)),
            "{}",
            line
        );
    }
    // The golden cases of the workspace the judge was built from, said so.
    let ran = sh("cargo judge poj1077 a.sh sample --json", &outside, &bin);
    let said = text(&ran.stderr);
    assert_eq!(ran.status.code(), Some(0), "{}", said);
    let golden = workspace().join("testdata/poj1077");
    assert!(
        said.contains(&format!(
            "    1 case of {} (no workspace around this folder: the one this judge was built from)",
            golden.display()
        )),
        "{}",
        said
    );
    assert_eq!(first_record(&ran), ("sample".to_string(), "AC".to_string()));
    let document = parse(&text(&ran.stdout)).unwrap();
    let input = document.as_array().unwrap()[0]
        .get("testcase")
        .unwrap()
        .get("input");
    let sample = golden.join("sample.in").to_string_lossy().into_owned();
    assert_eq!(input, Some(&Value::String(sample)));
    fs::remove_dir_all(&root).unwrap();
    fs::remove_dir_all(&outside).unwrap();
}
