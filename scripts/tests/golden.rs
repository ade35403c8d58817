//! Every problem's golden cases against the library: the answers the
//! stress test trusts (`Oracle`) must be exactly those that
//! `scripts/reference.py`, written apart from the crate, wrote into the
//! `.out` files. And every problem has cases in its own input format.

use eight::Rule;
use judge::format::Output;
use judge::judging::problem_cases;
use judge::oracle::Oracle;
use judge::problems::PROBLEMS;

#[test]
fn the_librarys_answers_are_the_reference_answers_on_every_golden_case() {
    let mut oracle = Oracle::new();
    for problem in &PROBLEMS {
        let golden = problem_cases(problem, &[]).unwrap();
        assert!(
            golden.len() >= 3,
            "{} has {} cases",
            problem.name,
            golden.len()
        );
        // The reference writes the alphabetically first shortest strings,
        // so moves are compared exactly, whatever the problem accepts; a
        // farthest board may be any, and is checked against the distances.
        let rule = match problem.output {
            Output::Moves | Output::NumberedMoves | Output::SeparatedMoves => {
                Rule::FirstFewestMoves
            }
            Output::Count | Output::Farthest | Output::GraphCount | Output::CaseCount => {
                Rule::Count
            }
        };
        for case in golden {
            let expected = case.expected.unwrap();
            let ours = problem.output.expected(&case.cases, &mut oracle);
            let judged = problem
                .output
                .judge(rule, &case.cases, &expected, ours.as_bytes());
            assert_eq!(judged, Ok(()), "{} case {}", problem.name, case.name);
        }
    }
}

/// The problems' and the builds' tables in `scripts/README.md` are
/// generated from their definitions: stale, each fails, and
/// `UPDATE_README=1` rewrites it.
#[test]
fn the_readme_tables_are_the_definitions() {
    readme_section("problems", &judge::problems::table(), "src/problems.rs");
    readme_section("builds", &judge::judges::table(), "src/judges.rs");
}

/// Checks the section between `<!-- BEGIN name -->` and `<!-- END name -->`
/// of `scripts/README.md` against `table`.
fn readme_section(name: &str, table: &str, source: &str) {
    let path = judge::workspace().join("scripts/README.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let begin = format!("<!-- BEGIN {} -->\n", name);
    let end = format!("<!-- END {} -->", name);
    let start = text.find(&begin).expect("a BEGIN line") + begin.len();
    let stop = text.find(&end).expect("an END line");
    if text[start..stop] == *table {
        return;
    }
    let update = std::env::var_os("UPDATE_README").map_or(false, |v| !v.is_empty() && v != "0");
    if update {
        let fresh = format!("{}{}{}", &text[..start], table, &text[stop..]);
        std::fs::write(&path, fresh).unwrap();
        return;
    }
    panic!(
        "the {} table in scripts/README.md differs from {}; nothing was changed. \
         Rewrite it with:\n    UPDATE_README=1 cargo test -p judge --test golden\n\
         It should read:\n{}",
        name, source, table
    );
}
