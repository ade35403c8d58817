//! What the command-line tests share: a scratch workspace, the two
//! commands run in a folder or pasted into `sh` as a contestant pastes
//! them, and the first record of a `--json` document.
#![allow(dead_code)]

use eight_judge::json::parse;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");
pub const STRESS: &str = env!("CARGO_BIN_EXE_cargo-stress");

/// A scratch folder that looks like a workspace (a `[workspace]` manifest
/// and `testdata/`), with `test/` for own cases and `outside/`, a folder
/// of no workspace (beside it, under the system's temporary folder).
pub fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("cli-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("testdata/poj1077")).unwrap();
    fs::create_dir_all(root.join("test")).unwrap();
    fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    root
}

/// The workspace of this checkout.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// `program` run in `folder` on `args`.
pub fn run_in(program: &str, folder: &Path, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(folder)
        .output()
        .unwrap()
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A shell script at `path` printing `lines` whatever its input.
pub fn printing(path: &Path, lines: &str) -> PathBuf {
    fs::write(path, format!("cat > /dev/null\nprintf '{}'\n", lines)).unwrap();
    path.to_path_buf()
}

/// `line` run by `sh` in `folder`, with `bin` first on `PATH`.
pub fn sh(line: &str, folder: &Path, bin: &Path) -> Output {
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("sh")
        .args(["-c", line])
        .current_dir(folder)
        .env("PATH", path)
        .output()
        .unwrap()
}

/// A folder holding `cargo-judge` and `cargo-stress` as an install puts
/// them on `PATH`, so that `cargo judge` runs this build of the judge.
pub fn installed(root: &Path) -> PathBuf {
    let bin = root.join("bin");
    fs::create_dir_all(&bin).unwrap();
    for program in [JUDGE, STRESS] {
        let name = Path::new(program).file_name().unwrap();
        let _ = fs::remove_file(bin.join(name));
        std::os::unix::fs::symlink(program, bin.join(name)).unwrap();
    }
    bin
}

/// The name and verdict of the first record of a judging's `--json`
/// document.
pub fn first_record(ran: &Output) -> (String, String) {
    let document = parse(&text(&ran.stdout))
        .unwrap_or_else(|why| panic!("{}: {}{}", why, text(&ran.stdout), text(&ran.stderr)));
    let first = &document.as_array().unwrap()[0];
    let name = first.get("testcase").unwrap().get("name").unwrap();
    let status = first.get("status").unwrap();
    (
        name.as_str().unwrap().to_string(),
        status.as_str().unwrap().to_string(),
    )
}

/// The value of the line of `output` that starts `prefix`.
pub fn line_after<'a>(output: &'a str, prefix: &str) -> &'a str {
    output
        .lines()
        .find_map(|line| line.trim_start().strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no {:?} in:\n{}", prefix, output))
}
