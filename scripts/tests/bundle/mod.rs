//! The solutions of `tests/solutions/` as single files, as a judge takes
//! them: a planted bug is a few lines that `#include "other.cpp"` beside
//! them, and a judge compiles a file alone, so each include of a file of
//! that folder is written out in place, into the tests' own folder.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The folder of the solutions.
pub fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions")
}

/// `name` of `tests/solutions/`, as one file: its local includes written
/// out in place. A file without any is given as it is.
pub fn solution(name: &str) -> PathBuf {
    let original = folder().join(name);
    let text = fs::read_to_string(&original).unwrap_or_default();
    if !text.contains("#include \"") {
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

/// `text` with each `#include "FILE"` line replaced by FILE's text,
/// recursively.
fn expand(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let included = line
            .trim()
            .strip_prefix("#include \"")
            .and_then(|rest| rest.strip_suffix('"'));
        match included {
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
