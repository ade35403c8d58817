//! Builds as the judge and the stress test make them: a compile starved of
//! CPU on every try is no verdict (exit 4), never a CE, for either; and a
//! stress test of an unchanged file takes its build from the cache. Each
//! test runs in a scratch workspace of its own, so that its build cache
//! (`target/judge/cache/` there) is its own. Unix: the starved compiler is
//! a shell script.

#![cfg(unix)]

use eight_judge::json::{parse, Value};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");
const STRESS: &str = env!("CARGO_BIN_EXE_cargo-stress");

/// A compiler that never ends, as one kept waiting by a busy machine
/// would not: stopped on the wall clock with no CPU used, every try.
/// `--version` answers, as the build cache asks it.
const WAITING_COMPILER: &str = "#!/bin/sh\n\
                                case \"$1\" in --version) echo waiting 1.0; exit 0;; esac\n\
                                exec sleep 30\n";

/// The compile's wall clock for these tests, seconds: each of its four
/// tries is stopped after it.
const COMPILE_WALL: &str = "0.2";

/// A fresh workspace `name` under the temporary folder: a `Cargo.toml`
/// with a `[workspace]`, an empty `testdata/`, and `test/a.in`, one board
/// of Luogu 1379.
fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("builds-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("testdata")).unwrap();
    fs::create_dir_all(root.join("test")).unwrap();
    fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    fs::write(root.join("test/a.in"), "123084765\n").unwrap();
    root
}

/// Runs `program` in `folder` on `args`, with `env` set: exit code,
/// stdout, stderr.
fn run_in(
    program: &str,
    folder: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> (i32, String, String) {
    let output = Command::new(program)
        .args(args)
        .envs(env.iter().copied())
        .current_dir(folder)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `tests/solutions/name`, copied into `root`.
fn copied(root: &Path, name: &str) -> PathBuf {
    let from = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name);
    let to = root.join(name);
    fs::copy(from, &to).unwrap();
    to
}

/// The environment in which every compile of C++ in `root` is starved.
fn starving(root: &Path) -> Vec<(&'static str, String)> {
    let compiler = root.join("waiting-c++");
    fs::write(&compiler, WAITING_COMPILER).unwrap();
    let mut mode = fs::metadata(&compiler).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut mode, 0o755);
    fs::set_permissions(&compiler, mode).unwrap();
    vec![
        ("CXX", compiler.to_string_lossy().into_owned()),
        ("JUDGE_COMPILE_WALL", COMPILE_WALL.to_string()),
    ]
}

fn field<'a>(value: &'a Value, path: &[&str]) -> &'a Value {
    path.iter().fold(value, |v, key| {
        v.get(key)
            .unwrap_or_else(|| panic!("no {} in {:?}", key, value))
    })
}

#[test]
fn a_compile_starved_on_every_try_is_no_ce_and_the_judge_exits_4() {
    let root = scratch("judge");
    let file = copied(&root, "luogu1379-bfs.cpp");
    let env = starving(&root);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let args = ["luogu1379", file.to_str().unwrap(), "-d", "test", "--json"];
    let (code, stdout, stderr) = run_in(JUDGE, &root, &args, &env);
    fs::remove_dir_all(&root).unwrap();
    assert_eq!(code, 4, "{}\n{}", stdout, stderr);
    let document = parse(&stdout).unwrap_or_else(|why| panic!("{}: {}", why, stdout));
    let records = document.as_array().expect("an array");
    assert_eq!(records.len(), 1, "{}", stdout);
    let record = &records[0];
    assert_eq!(field(record, &["status"]), &Value::String("BUSY".into()));
    assert_eq!(field(record, &["build", "ok"]), &Value::Bool(false));
    assert_eq!(field(record, &["output"]), &Value::Null);
    // The build line (the text report, on stderr with --json) says BUSY
    // and that the machine was busy, not CE.
    let line = stderr
        .lines()
        .find(|line| line.contains("compile c++14"))
        .unwrap_or_else(|| panic!("no build line: {}", stderr));
    assert!(line.starts_with("BUSY compile c++14  ("), "{}", stderr);
    assert!(
        stderr.contains(&format!(
            "    | compile took longer than {} s of wall clock on each of 4 tries",
            COMPILE_WALL
        )) && stderr.contains("(the machine was busy)"),
        "{}",
        stderr
    );
}

#[test]
fn a_stress_test_whose_compile_is_starved_exits_4() {
    let root = scratch("stress");
    let file = copied(&root, "luogu1379-bfs.cpp");
    let env = starving(&root);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let args = ["luogu1379", file.to_str().unwrap(), "--cases", "3"];
    let (code, stdout, stderr) = run_in(STRESS, &root, &args, &env);
    fs::remove_dir_all(&root).unwrap();
    assert_eq!(code, 4, "{}\n{}", stdout, stderr);
    assert!(
        stdout.starts_with(
            "stress: luogu1379-bfs.cpp has no verdict: its compile was starved of CPU on every try"
        ),
        "{}",
        stdout
    );
    assert!(!stdout.contains("does not compile"), "{}", stdout);
}

/// The stress test's build line of a run: `stress: compile NAME: COMMAND,
/// 0.18 s` and `, reused` when the cache gave it.
fn compile_line(stderr: &str) -> &str {
    stderr
        .lines()
        .find(|line| line.starts_with("stress: compile "))
        .unwrap_or_else(|| panic!("no build line: {}", stderr))
}

#[test]
fn a_stress_run_of_an_unchanged_file_reuses_its_build() {
    if eight_judge::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    let root = scratch("reuse");
    let file = copied(&root, "luogu1379-bidirectional.py");
    let args = [
        "luogu1379",
        file.to_str().unwrap(),
        "--cases",
        "2",
        "--seed",
        "1",
    ];
    let stressed = || {
        let (code, stdout, stderr) = run_in(STRESS, &root, &args, &[]);
        assert_eq!(code, 0, "{}\n{}", stdout, stderr);
        compile_line(&stderr).ends_with(", reused")
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
