//! One board on a line, answered `Yes` and the fewest moves on the next
//! line, or `No` (acm.mipt.ru 089 "8-puzzle").

use super::answer::extra_lines;
use super::cells::{input_lines, numbers_line, tokens_text};
use super::finding::on_lines;
use super::{random_pairs, Case, Description, Finding, Format};
use super::{AtLine, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{more_or_fewer, shown, Board};

/// One line of nine numbers `0`-`8`, `0` the blank, to be taken to
/// `goal`; the output `Yes` and then the fewest moves on a line of their
/// own, or `No` where the goal cannot be reached, each compared exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YesNo {
    pub goal: Board,
}

impl Format for YesNo {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = input_lines(input)?;
        if lines.len() != 1 {
            return Err(ReadError::new(format!(
                "{} lines: the board is one line",
                lines.len()
            )));
        }
        let start = numbers_line(lines[0]).map_err(|why| ReadError::at(1, why))?;
        Ok(vec![Case::pair(start, self.goal)])
    }

    fn write(&self, cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "one case a run");
        format!("{}\n", tokens_text(&cases[0].start).replace('x', "0"))
    }

    fn random(&self, random: &mut Seeded, _volume: bool) -> Vec<Case> {
        random_pairs(random, 1, Some(self.goal), false)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "one board: nine numbers `0`-`8` on one line, `0` the blank; goal `{}`",
                self.goal.to_string().replace('x', "0")
            ),
            output: "`Yes` and on the next line the fewest moves, or `No`",
            rule: "the keyword exactly, and the exact number of moves",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: true,
            solvable_only: false,
            lines_a_case: 2,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let case = cases[0];
        match oracle.path(&case.start, &case.goal_board()) {
            Some(path) => format!("Yes\n{}\n", path.len()),
            None => "No\n".to_string(),
        }
    }

    /// `Yes` exactly when the goal can be reached (the expected output is
    /// checked against the parity rule first), then the number of moves,
    /// compared exactly; nothing more.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_yes_no(&cases[0], expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// The answer on `lines`: `Some(moves)` for `Yes` and a number, `None`
/// for `No`; else what is wrong, and on which line.
fn answer(lines: &[&[u8]]) -> Result<Option<usize>, AtLine> {
    let first = lines.first().copied().unwrap_or(b"");
    match first {
        b"No" => return Ok(None),
        b"Yes" => {}
        _ if first.starts_with(b"Yes ") => {
            return Err(AtLine::at(
                1,
                format!(
                    "{}: the number goes on the line after \"Yes\", as the statement's \
                     samples show it",
                    shown(first)
                ),
            ))
        }
        _ if spells_either(first) => {
            return Err(AtLine::at(
                1,
                format!(
                    "{} where the judge wants \"Yes\" or \"No\" (it compares exactly)",
                    shown(first)
                ),
            ))
        }
        _ => {
            return Err(AtLine::at(
                1,
                format!("{} is not \"Yes\" or \"No\"", shown(first)),
            ))
        }
    }
    let second = lines.get(1).copied().unwrap_or(b"");
    let text = std::str::from_utf8(second).unwrap_or("");
    match text.parse::<usize>() {
        Ok(moves) if text.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(moves)),
        _ if lines.len() < 2 => Err(AtLine::at(
            2,
            "no line after \"Yes\": the number of moves goes there".to_string(),
        )),
        _ => Err(AtLine::at(
            2,
            format!("{} is not a number of moves", shown(second)),
        )),
    }
}

/// Whether `line` spells `Yes` or `No` but for case or punctuation
/// (`yes`, `NO`, `Yes.`).
fn spells_either(line: &[u8]) -> bool {
    let letters: Vec<u8> = line
        .iter()
        .filter(|byte| byte.is_ascii_alphabetic())
        .map(u8::to_ascii_lowercase)
        .collect();
    letters == b"yes" || letters == b"no"
}

/// [`YesNo::judge`] on the lines of both outputs.
fn judge_yes_no(case: &Case, expected: &[&[u8]], actual: &[&[u8]]) -> Result<(), Finding> {
    let one = Some(1);
    let wanted =
        answer(expected).map_err(|AtLine { line, why }| Finding::expected(one, Some(line), why))?;
    let solvable = eight::is_solvable(&case.start, &case.goal_board());
    if wanted.is_some() != solvable {
        let why = format!(
            "the goal {} be reached",
            if solvable { "can" } else { "cannot" }
        );
        return Err(Finding::expected(one, Some(1), why));
    }
    let right = match wanted {
        Some(moves) => format!("\"Yes\" and {}", moves),
        None => "\"No\"".to_string(),
    };
    let given = answer(actual).map_err(|AtLine { line, why }| {
        Finding::wrong(one, Some(line), format!("{}: the answer is {}", why, right))
    })?;
    match (given, wanted) {
        (None, Some(moves)) => Err(Finding::wrong(
            one,
            Some(1),
            format!("\"No\", but the goal can be reached in {} moves", moves),
        )),
        (Some(_), None) => Err(Finding::wrong(
            one,
            Some(1),
            "\"Yes\", but the goal cannot be reached: the answer is \"No\"".to_string(),
        )),
        (Some(given), Some(fewest)) if given != fewest => {
            Err(Finding::wrong(one, Some(2), more_or_fewer(given, fewest)))
        }
        _ => extra_lines(if wanted.is_some() { 2 } else { 1 }, actual.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::reads_what_it_writes;

    const MIPT: YesNo = YesNo {
        goal: Board::POJ_GOAL,
    };

    #[test]
    fn the_board_is_one_line_of_nine_numbers() {
        assert_eq!(reads_what_it_writes(&MIPT).len(), 1);
        let cases = MIPT.read(b"0 1 2 3 4 5 6 7 8 \n").unwrap();
        assert_eq!(MIPT.expected(&cases, &mut Oracle::new()), "Yes\n22\n");
        assert_eq!(MIPT.write(&cases), "0 1 2 3 4 5 6 7 8\n");
        for (text, why) in [
            ("0 1 2\n3 4 5\n6 7 8\n", "3 lines: the board is one line"),
            ("0 1 2 3 4 5 6 7\n", "line 1: 8 numbers, not 9"),
            ("0 1 2 3 4 5 6 7 7\n", "line 1: 7 repeats"),
            ("x 1 2 3 4 5 6 7 8\n", "line 1: \"x\" is not a number 0-8"),
        ] {
            assert_eq!(MIPT.read(text.as_bytes()).unwrap_err().to_string(), why);
        }
    }

    #[test]
    fn yes_and_the_number_or_no_each_exactly() {
        let far = MIPT.read(b"0 1 2 3 4 5 6 7 8\n").unwrap();
        let apart = MIPT.read(b"1 2 3 4 5 6 8 7 0\n").unwrap();
        assert_eq!(MIPT.expected(&apart, &mut Oracle::new()), "No\n");
        let wrong = |cases: &[Case], expected: &str, actual: &str| {
            MIPT.judge(cases, expected.as_bytes(), actual.as_bytes())
                .unwrap_err()
                .text
        };
        assert_eq!(MIPT.judge(&far, b"Yes\n22\n", b"Yes\n22\n"), Ok(()));
        assert_eq!(MIPT.judge(&apart, b"No\n", b"No\n\n"), Ok(()));
        for (actual, why) in [
            ("Yes\n24\n", "24 moves, but 22 are enough"),
            ("yes\n22\n", "\"yes\" where the judge wants \"Yes\" or \"No\" (it compares exactly): the answer is \"Yes\" and 22"),
            (
                "Yes 22\n",
                "\"Yes 22\": the number goes on the line after \"Yes\", as the statement's \
                 samples show it: the answer is \"Yes\" and 22",
            ),
            ("22\n", "\"22\" is not \"Yes\" or \"No\": the answer is \"Yes\" and 22"),
            ("Yes\n", "no line after \"Yes\": the number of moves goes there: the answer is \"Yes\" and 22"),
            ("No\n", "\"No\", but the goal can be reached in 22 moves"),
            ("Yes\n22\n0\n", "line 3 is extra: 2 cases, 3 lines"),
        ] {
            assert_eq!(wrong(&far, "Yes\n22\n", actual), why, "{:?}", actual);
        }
        assert_eq!(
            wrong(&apart, "No\n", "Yes\n0\n"),
            "\"Yes\", but the goal cannot be reached: the answer is \"No\""
        );
        // An expected answer against the parity rule is its own fault.
        let found = MIPT.judge(&apart, b"Yes\n3\n", b"No\n").unwrap_err();
        assert_eq!(found.blame, crate::problems::format::Blame::Expected);
    }
}
