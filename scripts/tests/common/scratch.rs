//! Scratch folders of a test's own: a plain folder under the tests'
//! temporary folder, a workspace (so that the judge's work folder and
//! build cache are its own), a folder of no workspace, and a copy of a
//! golden folder. Each is named after the test process, so that two runs
//! of the tests at once do not share one; each is made empty.

use std::fs;
use std::path::{Path, PathBuf};

/// `path` removed and made again, empty.
fn fresh(path: PathBuf) -> PathBuf {
    let _ = fs::remove_dir_all(&path);
    fs::create_dir_all(&path).unwrap();
    path
}

/// An empty folder `name` of this test process's own, in the tests'
/// temporary folder (inside this workspace's `target/`).
pub fn folder(name: &str) -> PathBuf {
    fresh(Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{}-{}", name, std::process::id())))
}

/// An empty folder `name` of this test process's own in the system's
/// temporary folder: in no workspace.
pub fn outside(name: &str) -> PathBuf {
    fresh(std::env::temp_dir().join(format!("eight-judge-{}-{}", name, std::process::id())))
}

/// A scratch folder that is a workspace of its own (a `[workspace]`
/// manifest), beside no other (in the system's temporary folder), with
/// `testdata/poj1077/` empty and `test/` for own cases.
pub fn workspace(name: &str) -> PathBuf {
    let root = outside(&format!("workspace-{}", name));
    fs::create_dir_all(root.join("testdata/poj1077")).unwrap();
    fs::create_dir_all(root.join("test")).unwrap();
    fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    root
}

/// [`workspace`] whose `testdata/<golden>/` is a copy of this
/// workspace's.
pub fn with_golden(name: &str, golden: &str) -> PathBuf {
    let root = workspace(name);
    let from = eight_judge::workspace().join("testdata").join(golden);
    let into = root.join("testdata").join(golden);
    fs::create_dir_all(&into).unwrap();
    for entry in fs::read_dir(&from).unwrap() {
        let path = entry.unwrap().path();
        fs::copy(&path, into.join(path.file_name().unwrap())).unwrap();
    }
    root
}

/// A file `name` of `tests/solutions/` copied into `folder`.
pub fn copied(folder: &Path, name: &str) -> PathBuf {
    let to = folder.join(name);
    fs::copy(super::solutions::original(name), &to).unwrap();
    to
}
