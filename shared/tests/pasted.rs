//! The binaries are single files a contestant pastes into a judge, so each
//! holds verbatim copies of the `shared/src/` files it uses, between
//! `// BEGIN PASTE shared/src/NAME.rs` and `// END PASTE shared/src/NAME.rs`
//! lines. This test fails when a copy differs from its original, naming the
//! file and the first differing line, and rewrites the copy, so that running
//! it again passes. A copy is the original up to its `#[cfg(test)]` module.

use std::fs;
use std::path::{Path, PathBuf};

/// Every file that carries pasted copies, from the workspace root.
const PROGRAMS: [&str; 3] = [
    "poj1077/src/main.rs",
    "poj1077/src/bin/poj1077-checker.rs",
    "luogu1379/src/main.rs",
];

const BEGIN: &str = "// BEGIN PASTE ";
const END: &str = "// END PASTE ";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// What a copy of `original` (a path from the workspace root) should hold.
fn copy_of(original: &str) -> String {
    let path = workspace().join(original);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let code = match text.find("\n#[cfg(test)]\n") {
        Some(end) => &text[..end],
        None => &text[..],
    };
    format!("{}\n", code.trim_end())
}

/// `program` with every pasted copy made equal to its original, and the
/// names of the originals pasted.
fn repasted(program: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut originals = Vec::new();
    let mut lines = program.split_inclusive('\n');
    while let Some(line) = lines.next() {
        out.push_str(line);
        let Some(original) = line.trim_end().strip_prefix(BEGIN) else {
            continue;
        };
        let end = format!("{}{}", END, original);
        let closing = lines
            .by_ref()
            .find(|line| line.trim_end() == end)
            .unwrap_or_else(|| panic!("no `{}` line", end));
        out.push_str(&copy_of(original));
        out.push_str(closing);
        originals.push(original.to_string());
    }
    (out, originals)
}

/// Where `old` and `new` first differ, for the failure message.
fn first_difference(old: &str, new: &str) -> String {
    let mut old_lines = old.lines();
    let mut new_lines = new.lines();
    for number in 1.. {
        match (old_lines.next(), new_lines.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return format!(
                    "line {}: the copy has {:?} where the original has {:?}",
                    number,
                    a.unwrap_or("<end of file>"),
                    b.unwrap_or("<end of file>")
                )
            }
        }
    }
    unreachable!()
}

#[test]
fn pasted_copies_match_shared() {
    let mut stale = Vec::new();
    for program in PROGRAMS {
        let path = workspace().join(program);
        let old = fs::read_to_string(&path).unwrap();
        let (new, originals) = repasted(&old);
        assert!(!originals.is_empty(), "{} pastes nothing", program);
        if new != old {
            stale.push(format!(
                "{} is stale; {}",
                program,
                first_difference(&old, &new)
            ));
            fs::write(&path, new).unwrap();
        }
    }
    assert!(
        stale.is_empty(),
        "pasted copies differed from shared/ and have been rewritten; run again:\n{}",
        stale.join("\n")
    );
}

#[test]
fn programs_stand_alone() {
    for program in PROGRAMS {
        let text = fs::read_to_string(workspace().join(program)).unwrap();
        for banned in [
            "#[path",
            "include!",
            "include_str!",
            "extern crate",
            "eight::",
        ] {
            assert!(!text.contains(banned), "{} uses {}", program, banned);
        }
    }
}
