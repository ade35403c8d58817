//! Writes the golden cases into the judge: a table of `include_bytes!`,
//! one entry a file of `testdata/<folder>/`, and the commit they are of,
//! so that an installed judge reads nothing of the clone it was built
//! from (`src/problems/built_in.rs` reads the table).
//!
//! The cases are `testdata/` of the package, a link to the workspace's
//! in a clone (`cargo package` copies the files it leads to into the
//! packaged crate), else the workspace's own (a clone whose links are
//! files: git on Windows without `core.symlinks`). The commit is the
//! packaged crate's (`.cargo_vcs_info.json`), else the last one of
//! `testdata/` by git. The script runs again only when a case changes:
//! watching git's `HEAD` would rebuild the judge and every test at each
//! commit. std only, and rustc 1.63's.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let testdata = [manifest.join("testdata"), manifest.join("../testdata")]
        .into_iter()
        .find(|folder| folder.is_dir())
        .unwrap_or_else(|| {
            panic!(
                "no golden cases: neither {} nor {} is a folder",
                manifest.join("testdata").display(),
                manifest.join("../testdata").display()
            )
        });
    let testdata = testdata.canonicalize().unwrap_or(testdata);
    println!("cargo:rerun-if-changed={}", testdata.display());
    println!("cargo:rerun-if-changed=build.rs");
    let mut text = String::from(
        "// Written by build.rs from testdata/: the golden cases, a folder's files by name.\n",
    );
    let (commit, changed) = commit(&manifest, &testdata);
    text.push_str(&format!(
        "pub const COMMIT: Option<&str> = {};\npub const CHANGED: bool = {};\n",
        match commit {
            Some(sha) => format!("Some({:?})", sha),
            None => "None".to_string(),
        },
        changed
    ));
    text.push_str("pub static FOLDERS: &[(&str, &[super::File])] = &[\n");
    let mut files = 0;
    for folder in sorted(&testdata).into_iter().filter(|path| path.is_dir()) {
        text.push_str(&format!("    ({:?}, &[\n", name(&folder)));
        for file in sorted(&folder).into_iter().filter(|path| path.is_file()) {
            let path = file.to_str().expect("the cases' paths are UTF-8");
            text.push_str(&format!(
                "        ({:?}, include_bytes!({:?})),\n",
                name(&file),
                path
            ));
            files += 1;
        }
        text.push_str("    ]),\n");
    }
    text.push_str("];\n");
    assert!(files > 0, "no golden case in {}", testdata.display());
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets it"));
    written(&out.join("built_in.rs"), &text);
    // AtCoder's crates: its package's manifest and lock, which `cargo
    // package` leaves out (a folder with a Cargo.toml is a package of its
    // own), else the copies the packaged crate carries of the links
    // `src/build/atcoder.toml` and `.lock` (in a clone they lead to them).
    for (name, own, link) in [
        (
            "atcoder.toml",
            "atcoder/Cargo.toml",
            "src/build/atcoder.toml",
        ),
        (
            "atcoder.lock",
            "atcoder/Cargo.lock",
            "src/build/atcoder.lock",
        ),
    ] {
        let from = [manifest.join(own), manifest.join(link)]
            .into_iter()
            .find(|path| path.is_file())
            .unwrap_or_else(|| panic!("neither {} nor {} is a file", own, link));
        println!("cargo:rerun-if-changed={}", from.display());
        let text = fs::read_to_string(&from)
            .unwrap_or_else(|e| panic!("cannot read {}: {}", from.display(), e));
        written(&out.join(name), &text);
    }
}

/// `text` written into `path`, only where it differs: the same table is
/// no rebuild.
fn written(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).expect("OUT_DIR is writable");
    }
}

/// The entries of `folder` but hidden ones (`.gitkeep`, an editor's), by
/// name.
fn sorted(folder: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", folder.display(), e))
        .map(|entry| entry.expect("a folder's entry").path())
        .filter(|path| !name(path).starts_with('.'))
        .collect();
    entries.sort();
    entries
}

fn name(path: &Path) -> String {
    path.file_name()
        .expect("a file's name")
        .to_str()
        .expect("the cases' names are UTF-8")
        .to_string()
}

/// The commit the cases are of, and whether they had changes not in it:
/// the packaged crate's, else git's last commit of `testdata`, with its
/// changes not committed; `None` where neither is known.
fn commit(manifest: &Path, testdata: &Path) -> (Option<String>, bool) {
    if let Ok(info) = fs::read_to_string(manifest.join(".cargo_vcs_info.json")) {
        return (
            quoted_after(&info, "\"sha1\""),
            info.contains("\"dirty\": true"),
        );
    }
    let git = |args: &[&str]| {
        Command::new("git")
            .arg("-C")
            .arg(testdata)
            .args(args)
            .output()
            .ok()
            .filter(|output| output.status.success())
            .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_string())
    };
    let sha = git(&["log", "-1", "--format=%H", "--", "."]).filter(|sha| !sha.is_empty());
    let changed = sha.is_some()
        && git(&["status", "--porcelain", "--", "."]).map_or(false, |s| !s.is_empty());
    (sha, changed)
}

/// The string after `key` in a JSON text: `"sha1": "abc"` gives `abc`.
fn quoted_after(text: &str, key: &str) -> Option<String> {
    let rest = &text[text.find(key)? + key.len()..];
    let rest = &rest[rest.find('"')? + 1..];
    Some(rest[..rest.find('"')?].to_string())
}
