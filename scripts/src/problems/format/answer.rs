//! One answer to one board, a move string or a number of moves, as the
//! rules of the formats that take them want it: what each rule accepts,
//! and the library's own answer.

use super::Finding;
use crate::problems::oracle::Oracle;
use eight::{count_of, to_letters, Board, Rule};

/// What `rule` accepts, in a few words.
pub fn rule_text(rule: Rule) -> &'static str {
    match rule {
        Rule::AnyMoves => "any legal move string that solves the board",
        Rule::FewestMoves => "a legal move string of the fewest moves",
        Rule::FirstFewestMoves => "exactly the alphabetically first shortest move string",
        Rule::Count => "the exact number of moves",
    }
}

/// What else `rule` takes besides the expected answer.
pub fn others(rule: Rule) -> Option<&'static str> {
    match rule {
        Rule::AnyMoves => Some("any legal solving string"),
        Rule::FewestMoves => Some("any other of as few moves"),
        Rule::FirstFewestMoves | Rule::Count => None,
    }
}

/// `rule` at its strictest: the first shortest moves where it takes
/// moves, the count as it is.
pub fn strictest(rule: Rule) -> Rule {
    match rule {
        Rule::Count => Rule::Count,
        Rule::AnyMoves | Rule::FewestMoves | Rule::FirstFewestMoves => Rule::FirstFewestMoves,
    }
}

/// The library's answer from `start` to `goal` under `rule`: the
/// alphabetically first shortest moves, or `unsolvable`; or under
/// [`Rule::Count`] their number, or `-1`.
pub fn answer_line(rule: Rule, start: &Board, goal: &Board, oracle: &mut Oracle) -> String {
    let path = oracle.path(start, goal);
    match (rule, path) {
        (Rule::Count, Some(path)) => path.len().to_string(),
        (Rule::Count, None) => "-1".to_string(),
        (_, Some(path)) => to_letters(&path),
        (_, None) => "unsolvable".to_string(),
    }
}

/// A finding when an output of one line a case has more lines than
/// `cases`: the first of them.
pub fn extra_lines(cases: usize, lines: usize) -> Result<(), Finding> {
    if lines > cases {
        return Err(Finding::wrong(
            None,
            Some(cases + 1),
            format!(
                "line {} is extra: {}, {}",
                cases + 1,
                count_of(cases, "case"),
                count_of(lines, "line")
            ),
        ));
    }
    Ok(())
}
