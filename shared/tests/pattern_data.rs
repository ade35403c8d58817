//! The pattern databases the programs carry as data (`src/poj_patterns.rs`,
//! `src/luogu_patterns.rs`) against the search that works them out. The
//! data are generated code: stale, this test fails and changes nothing;
//! with `UPDATE_PATTERNS=1` it rewrites them.

use eight::{Board, PatternTables, LUOGU_PATTERNS, POJ_PATTERNS};
use std::fs;
use std::path::Path;

/// The source of a data file, as this test writes it (and rustfmt keeps
/// it).
fn source(title: &str, goal: &str, name: &str, board: &str, data: &[String]) -> String {
    let mut tables = String::new();
    for table in data {
        tables.push_str("        concat!(\n");
        for line in table.as_bytes().chunks(72) {
            let line = std::str::from_utf8(line).unwrap();
            tables.push_str(&format!("            \"{}\",\n", line));
        }
        tables.push_str("        )\n        .as_bytes(),\n");
    }
    format!(
        "//! The pattern databases of {title}'s goal, `{goal}`, as data: what\n\
         //! [`PatternTables::search`] works out, written here by the test\n\
         //! `shared/tests/pattern_data.rs`, which fails when they differ and rewrites\n\
         //! them when run with `UPDATE_PATTERNS=1`. A program pastes its own goal's.\n\
         \n\
         use crate::board::Board;\n\
         use crate::patterns::PatternTables;\n\
         \n\
         /// The pattern databases of `{goal}`, unpacked by the compiler.\n\
         pub static {name}: PatternTables = PatternTables::from_data(\n    \
         Board::{board},\n    \
         [\n{tables}    ],\n);\n"
    )
}

#[test]
fn the_data_are_what_the_search_works_out() {
    let update = std::env::var_os("UPDATE_PATTERNS").map_or(false, |v| !v.is_empty() && v != "0");
    let mut stale = Vec::new();
    // File, problem, goal as its judge writes it, static, goal's constant.
    let files = [
        (
            "poj_patterns",
            "POJ 1077",
            "12345678x",
            "POJ_PATTERNS",
            "POJ_GOAL",
        ),
        (
            "luogu_patterns",
            "Luogu P1379",
            "123804765",
            "LUOGU_PATTERNS",
            "LUOGU_GOAL",
        ),
    ];
    let data: [(&PatternTables, Board); 2] = [
        (&POJ_PATTERNS, Board::POJ_GOAL),
        (&LUOGU_PATTERNS, Board::LUOGU_GOAL),
    ];
    for ((file, title, goal_text, name, board), (data, goal)) in files.into_iter().zip(data) {
        let searched = PatternTables::search(&goal);
        assert_eq!(data.goal(), &goal);
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/{}.rs", file));
        let wanted = source(title, goal_text, name, board, &searched.data());
        let written = fs::read_to_string(&path).unwrap();
        if searched == *data && written == wanted {
            continue;
        }
        if update {
            fs::write(&path, wanted).unwrap();
            eprintln!("pattern_data: rewrote {}", path.display());
        } else {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "the pattern data in {} are not what the search works out; nothing was changed. \
         Rewrite them with:\n    UPDATE_PATTERNS=1 cargo test -p eight --test pattern_data",
        stale.join(", ")
    );
}
