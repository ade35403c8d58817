//! The binaries are single files a contestant pastes into a judge, so each
//! holds verbatim copies of the `shared/src/` files it uses, between
//! `// BEGIN PASTE shared/src/NAME.rs` and `// END PASTE shared/src/NAME.rs`
//! lines. A copy is the original up to its `#[cfg(test)]` module.
//!
//! This test fails when a copy differs from its original, naming the file,
//! the line and both texts, and changes nothing: the difference may be an
//! edit made to the pasted file, which must not be lost. Run it with
//! `UPDATE_PASTE=1` to rewrite the stale copies from `shared/src/`, as
//! expect-test's `UPDATE_EXPECT=1` does.

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
        let original = match line.trim_end().strip_prefix(BEGIN) {
            Some(original) => original,
            None => continue,
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

/// Where `copy` first differs from what it should hold (`wanted`).
fn first_difference(copy: &str, wanted: &str) -> String {
    let mut copy_lines = copy.lines();
    let mut wanted_lines = wanted.lines();
    for number in 1.. {
        match (copy_lines.next(), wanted_lines.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (a, b) => {
                return format!(
                    "line {}:\n    this file has: {:?}\n    shared/src has: {:?}",
                    number,
                    a.unwrap_or("<end of file>"),
                    b.unwrap_or("<end of file>")
                )
            }
        }
    }
    unreachable!()
}

/// Whether the stale copies are to be rewritten: `UPDATE_PASTE` is set to
/// anything but `0` or nothing.
fn update_requested() -> bool {
    std::env::var_os("UPDATE_PASTE").map_or(false, |value| !value.is_empty() && value != "0")
}

#[test]
fn pasted_copies_match_shared() {
    let update = update_requested();
    let mut stale = Vec::new();
    for program in PROGRAMS {
        let path = workspace().join(program);
        let old = fs::read_to_string(&path).unwrap();
        let (new, originals) = repasted(&old);
        assert!(!originals.is_empty(), "{} pastes nothing", program);
        if new != old {
            if update {
                fs::write(&path, new).unwrap();
                eprintln!("pasted: rewrote the stale copies in {}", program);
            } else {
                stale.push(format!("{}, {}", program, first_difference(&old, &new)));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "a pasted copy differs from its original in shared/src/; nothing was changed:\n{}\n\
         To keep an edit made in the pasted file, make it in shared/src/ (the one true copy), \
         then refresh the copies; to drop it, just refresh them:\n    \
         UPDATE_PASTE=1 cargo test -p eight --test pasted",
        stale.join("\n")
    );
}

/// The code of a program: its lines that are not comments (the doc
/// comments' examples may name the crate; they are not compiled there).
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let lines = text.lines().enumerate();
    lines.filter(|(_, line)| !line.trim_start().starts_with("//"))
}

#[test]
fn programs_stand_alone() {
    for program in PROGRAMS {
        let text = fs::read_to_string(workspace().join(program)).unwrap();
        for (number, line) in code_lines(&text) {
            for banned in [
                "#[path",
                "include!",
                "include_str!",
                "extern crate",
                "eight::",
            ] {
                assert!(
                    !line.contains(banned),
                    "{} line {} uses {}: {}",
                    program,
                    number + 1,
                    banned,
                    line
                );
            }
        }
    }
}
