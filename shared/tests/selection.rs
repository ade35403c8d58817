//! The golden runners' reading of libtest's command line
//! (`support/selection.rs`): `cargo test -p luogu1379 --test golden --
//! --test-threads 1` runs every case, `-- --skip hardest` all but those.

#[path = "support/selection.rs"]
mod selection;

use selection::Selection;

fn taken(args: &[&str], names: &[&str]) -> Vec<String> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let selection = Selection::parse(&args).unwrap();
    names
        .iter()
        .filter(|name| selection.takes(name))
        .map(|name| name.to_string())
        .collect()
}

const NAMES: [&str; 4] = ["hardest-30a", "hardest-30b", "sample", "solved"];

#[test]
fn flags_with_values_name_no_case() {
    for args in [
        &["--test-threads", "1"][..],
        &["--test-threads=1"],
        &["--color", "never", "--format", "pretty"],
        &["-q", "--nocapture", "--include-ignored"],
        &[],
    ] {
        assert_eq!(taken(args, &NAMES), NAMES, "{:?}", args);
    }
}

#[test]
fn filters_skips_and_exact() {
    assert_eq!(taken(&["--skip", "hardest"], &NAMES), ["sample", "solved"]);
    assert_eq!(
        taken(&["--skip", "hardest", "--skip=sample"], &NAMES),
        ["solved"]
    );
    assert_eq!(taken(&["hardest"], &NAMES), ["hardest-30a", "hardest-30b"]);
    assert_eq!(taken(&["sample", "solved"], &NAMES), ["sample", "solved"]);
    assert_eq!(taken(&["--exact", "hardest"], &NAMES), Vec::<String>::new());
    assert_eq!(taken(&["--exact", "hardest-30a"], &NAMES), ["hardest-30a"]);
    assert_eq!(taken(&["--test-threads", "1", "sol"], &NAMES), ["solved"]);
    // No golden case is ignored: the full tier runs none of them.
    assert!(taken(&["--ignored"], &NAMES).is_empty());
}

#[test]
fn unknown_flags_and_missing_values_are_errors() {
    let parse = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Selection::parse(&args)
    };
    assert_eq!(
        parse(&["--frobnicate"]),
        Err("unknown option --frobnicate".to_string())
    );
    assert_eq!(parse(&["--skip"]), Err("--skip needs a value".to_string()));
    assert_eq!(
        parse(&["--test-threads"]),
        Err("--test-threads needs a value".to_string())
    );
}
