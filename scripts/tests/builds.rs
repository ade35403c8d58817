//! Builds as the judge and the stress test make them: a compile starved of
//! CPU on every try is no verdict (exit 4), never a CE, for either; and a
//! stress test of an unchanged file takes its build from the cache. Each
//! test runs in a scratch workspace of its own, so that its build cache
//! (`target/judge/cache/` there) is its own. Unix: the starved compiler is
//! a shell script.

#![cfg(unix)]

mod common;

use common::cli::{judge, stress, Cli};
use common::record::Fields;
use common::report::build_line;
use common::scratch;
use eight_judge::json::Value;
use std::fs;
use std::path::{Path, PathBuf};

/// A compiler that never ends, as one kept waiting by a busy machine
/// would not: stopped on the wall clock with no CPU used, every try.
/// `--version` answers, as the build cache asks it.
const WAITING_COMPILER: &str = "#!/bin/sh\n\
                                case \"$1\" in --version) echo waiting 1.0; exit 0;; esac\n\
                                exec sleep 30\n";

/// The compile's wall clock for these tests, seconds: each of its four
/// tries is stopped after it.
const COMPILE_WALL: &str = "0.2";

/// A scratch workspace `name` with `test/a.in`, one board of Luogu 1379,
/// and `file` of `tests/solutions/` copied in: the workspace and the
/// copy.
fn scratch_with(name: &str, file: &str) -> (PathBuf, PathBuf) {
    let root = scratch::workspace(name);
    fs::write(root.join("test/a.in"), "123084765\n").unwrap();
    let copy = scratch::copied(&root, file);
    (root, copy)
}

/// `cli` with every compile of C++ in `root` starved.
fn starving(cli: Cli, root: &Path) -> Cli {
    let compiler = root.join("waiting-c++");
    fs::write(&compiler, WAITING_COMPILER).unwrap();
    let mut mode = fs::metadata(&compiler).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut mode, 0o755);
    fs::set_permissions(&compiler, mode).unwrap();
    cli.env("CXX", &compiler)
        .env("JUDGE_COMPILE_WALL", COMPILE_WALL)
}

#[test]
fn a_compile_starved_on_every_try_is_no_ce_and_the_judge_exits_4() {
    let (root, file) = scratch_with("starved-judge", "luogu1379-bfs.cpp");
    let judging = judge(&["luogu1379", "-d", "test"])
        .arg(&file)
        .in_folder(&root);
    let judged = starving(judging, &root).json();
    // A failed build is not kept: no folder of it is left in builds/.
    let left: Vec<_> = fs::read_dir(root.join("target/judge/builds"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .collect();
    fs::remove_dir_all(&root).unwrap();
    let report = &judged.report;
    assert!(left.is_empty(), "{:?}", left);
    assert_eq!(judged.code, 4, "{}", report);
    assert_eq!(judged.records.len(), 1, "{}", report);
    let record = &judged.records[0];
    assert_eq!(record.text("status"), "BUSY");
    assert_eq!(record.flag("build.ok"), Some(false));
    assert_eq!(record.field("output"), Some(&Value::Null));
    // The build line (the text report, on stderr with --json) says BUSY
    // and that the machine was busy, not CE.
    assert_eq!(build_line(report, "c++14").verdict, "BUSY", "{}", report);
    assert!(
        report.contains(&format!(
            "    | compile took longer than {} s of wall clock on each of 4 tries",
            COMPILE_WALL
        )) && report.contains("(the machine was busy)"),
        "{}",
        report
    );
}

#[test]
fn a_stress_test_whose_compile_is_starved_exits_4() {
    let (root, file) = scratch_with("starved-stress", "luogu1379-bfs.cpp");
    let stressing = stress(&["luogu1379", "--cases", "3"])
        .arg(&file)
        .in_folder(&root);
    let ran = starving(stressing, &root).run();
    fs::remove_dir_all(&root).unwrap();
    assert_eq!(ran.code, 4, "{}", ran.both());
    assert!(
        ran.stdout.starts_with(
            "stress: luogu1379-bfs.cpp has no verdict: its compile was starved of CPU on every try"
        ),
        "{}",
        ran.stdout
    );
    assert!(!ran.stdout.contains("does not compile"), "{}", ran.stdout);
}

/// The stress test's build line of a run: `stress: compile NAME: COMMAND,
/// 0.18 s`, `, reused` when the cache gave it, and `; main.py is PATH`.
fn compile_line(stderr: &str) -> &str {
    stderr
        .lines()
        .find(|line| line.starts_with("stress: compile "))
        .unwrap_or_else(|| panic!("no build line: {}", stderr))
}

#[test]
fn a_stress_run_of_an_unchanged_file_reuses_its_build() {
    if eight_judge::build::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    let (root, file) = scratch_with("reuse", "luogu1379-bidirectional.py");
    let stressed = || {
        let ran = stress(&["luogu1379", "--cases", "2", "--seed", "1"])
            .arg(&file)
            .in_folder(&root)
            .run();
        assert_eq!(ran.code, 0, "{}", ran.both());
        // The file the command names is the contestant's, by its whole
        // path.
        let line = compile_line(&ran.stderr);
        assert!(
            line.ends_with(&format!("; main.py is {}", file.display())),
            "{}",
            line
        );
        line.contains(", reused; ")
    };
    let first = stressed();
    let again = stressed();
    // A changed file is built again.
    let mut text = fs::read_to_string(&file).unwrap();
    text.push_str("# changed\n");
    fs::write(&file, text).unwrap();
    let changed = stressed();
    fs::remove_dir_all(&root).unwrap();
    assert_eq!((first, again, changed), (false, true, false));
}
