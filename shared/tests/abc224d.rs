//! The learner's ABC224 D solution (`examples/abc224d.rs`) as a judge
//! builds it, alone with plain `rustc`, on the golden cases of
//! `testdata/abc224d/` (answers from `scripts/reference.py`), and the
//! library's `graph::fewest_moves` on the same cases.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Once;

#[path = "support/feed.rs"]
mod feed;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Every `NAME.in` of `testdata/abc224d/` with the text of its `NAME.out`.
fn golden() -> Vec<(PathBuf, String)> {
    let folder = workspace().join("testdata/abc224d");
    let mut cases: Vec<(PathBuf, String)> = fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|input| {
            let expected = fs::read_to_string(input.with_extension("out"))
                .unwrap_or_else(|e| panic!("{}: no .out: {}", input.display(), e));
            (input, expected)
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 10, "only {} cases", cases.len());
    cases
}

/// The example compiled as AtCoder would take the file: one file, edition
/// 2021, optimised, no crate beside it. Its warnings fail the test.
fn solution() -> PathBuf {
    let binary = Path::new(env!("CARGO_TARGET_TMPDIR")).join("abc224d-alone");
    static BUILD: Once = Once::new();
    BUILD.call_once(|| {
        let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let output = Command::new(rustc)
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&binary)
            .arg(workspace().join("shared/examples/abc224d.rs"))
            .output()
            .unwrap();
        let warnings = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success() && warnings.is_empty(),
            "{}",
            warnings
        );
    });
    binary
}

fn run(program: &Path, input: &[u8]) -> String {
    let output = feed::fed(&mut Command::new(program), input);
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_example_alone_answers_every_golden_case() {
    let program = solution();
    for (input, expected) in golden() {
        let name = input.file_stem().unwrap().to_string_lossy().into_owned();
        let given = run(&program, &fs::read(&input).unwrap());
        assert_eq!(given, expected, "case {}", name);
        println!("case {} ... ok", name);
    }
}

/// The edges and pieces of an ABC224 D input.
fn parse(text: &str) -> (Vec<(u8, u8)>, [u8; 8]) {
    let numbers: Vec<u8> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let m = usize::from(numbers[0]);
    let edges = (0..m)
        .map(|i| (numbers[1 + 2 * i], numbers[2 + 2 * i]))
        .collect();
    let mut pieces = [0; 8];
    pieces.copy_from_slice(&numbers[1 + 2 * m..]);
    (edges, pieces)
}

#[test]
fn the_library_answers_every_golden_case() {
    for (input, expected) in golden() {
        let (edges, pieces) = parse(&fs::read_to_string(&input).unwrap());
        let given = match eight::graph::fewest_moves(&edges, &pieces) {
            Some(moves) => format!("{}\n", moves),
            None => "-1\n".to_string(),
        };
        assert_eq!(given, expected, "{}", input.display());
    }
}
