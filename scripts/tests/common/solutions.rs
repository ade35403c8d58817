//! The solutions the tests judge: those of `tests/solutions/` as single
//! files, as a judge takes them (a planted bug is a few lines that
//! `#include "other.cpp"` beside them, and a judge compiles a file alone,
//! so each include of a file of that folder is written out in place, into
//! the tests' own folder); the programs of `tests/hostile/`; and
//! solutions written by a test.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The folder of the solutions.
pub fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions")
}

/// `name` of `tests/solutions/` where it is, its includes not written
/// out.
pub fn original(name: &str) -> PathBuf {
    folder().join(name)
}

/// `name` of `tests/solutions/`, as one file: its local includes written
/// out in place. A file without any is given as it is.
pub fn solution(name: &str) -> PathBuf {
    let original = original(name);
    let text = fs::read_to_string(&original).unwrap_or_default();
    if !text.lines().any(|line| included(line).is_some()) {
        return original;
    }
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let into = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "bundled/{}-{}",
        std::process::id(),
        MADE.fetch_add(1, Ordering::Relaxed)
    ));
    fs::create_dir_all(&into).unwrap();
    let out = into.join(name);
    fs::write(&out, expand(&text)).unwrap();
    out
}

/// [`solution`] as text, for a command line.
pub fn solution_arg(name: &str) -> String {
    solution(name).to_string_lossy().into_owned()
}

/// The file an `#include "FILE"` line names.
fn included(line: &str) -> Option<&str> {
    line.trim()
        .strip_prefix("#include \"")
        .and_then(|rest| rest.strip_suffix('"'))
}

/// `text` with each `#include "FILE"` line replaced by FILE's text,
/// recursively.
fn expand(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        match included(line) {
            Some(name) => {
                let inner = fs::read_to_string(folder().join(name)).unwrap();
                out.push_str(&expand(&inner));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// `name` of `tests/hostile/`, as text for a command line.
pub fn hostile(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/hostile")
        .join(name);
    path.to_string_lossy().into_owned()
}

/// A shell solution at `path` that prints `lines` (a `printf` format)
/// whatever its input.
pub fn printing(path: &Path, lines: &str) -> PathBuf {
    fs::write(path, format!("cat > /dev/null\nprintf '{}'\n", lines)).unwrap();
    path.to_path_buf()
}

/// A C solution of `source` for `cargo judge`, written as `name`.c into
/// the tests' folder.
pub fn c_solution(name: &str, source: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    fs::create_dir_all(&folder).unwrap();
    let path = folder.join(format!("{}.c", name));
    fs::write(&path, source).unwrap();
    path
}
