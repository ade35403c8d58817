//! Numbered cases of three rows each, answered `Case k: d` or `Case k:
//! impossible` (LightOJ 1139 "8 Puzzle").

use super::answer::extra_lines;
use super::cells::{count_line, counted_text, grid_rows, input_lines, numbers_board};
use super::finding::on_lines;
use super::{goal_text, random_count, random_pairs, with_goal, Case, Description, Finding, Format};
use super::{Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, more_or_fewer, shown, Board};

/// A line holding `T`, 1 to `most`, then per case an empty line and three
/// lines of three numbers, `0` the blank, each to be taken to `goal`; per
/// case a line `Case k: d`, `d` the fewest moves, or `Case k:
/// impossible`, the number compared exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaseGrids {
    pub most: usize,
    pub goal: Board,
}

impl Format for CaseGrids {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let boards = case_grids(&input_lines(input)?, self.most)?;
        Ok(with_goal(boards, self.goal))
    }

    fn write(&self, cases: &[Case]) -> String {
        counted_text(cases, |case| format!("\n{}", grid_rows(&case.start)))
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = random_count(random, volume, self.most, 10);
        random_pairs(random, count, Some(self.goal), false)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "`T` (at most {}), then per case an empty line and three rows of three \
                 numbers, `0` the blank{}",
                self.most,
                goal_text(Some(self.goal), true, false)
            ),
            output: "per case a line: `Case k: d`, d the fewest moves, or `Case k: impossible`",
            rule: "the exact number of moves",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: false,
            solvable_only: false,
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for (index, case) in cases.iter().enumerate() {
            let answer = oracle
                .path(&case.start, &case.goal_board())
                .map_or("impossible".to_string(), |path| path.len().to_string());
            text.push_str(&format!("Case {}: {}\n", index + 1, answer));
        }
        text
    }

    /// One line a case, `Case k:` and the fewest moves or `impossible`,
    /// the number compared exactly (the expected output is checked
    /// against the parity rule too).
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_case_counts(cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// The boards of LightOJ 1139's input, laid out as its statement gives
/// them: `T`, 1 to `most`, on the first line, then per case an empty line
/// and three lines of three numbers.
fn case_grids(lines: &[&str], most: usize) -> Result<Vec<Board>, ReadError> {
    let count = count_line(lines, most, "a case count T,")?;
    if lines.len() != 1 + 4 * count {
        return Err(ReadError::new(format!(
            "{} {} {} lines after the first (an empty line and three rows each), not {}",
            count_of(count, "case"),
            if count == 1 { "needs" } else { "need" },
            4 * count,
            lines.len() - 1
        )));
    }
    (0..count)
        .map(|index| {
            let first = 1 + 4 * index;
            if !lines[first].is_empty() {
                return Err(ReadError::at(
                    first + 1,
                    format!(
                        "{:?}, where an empty line starts case {}",
                        lines[first],
                        index + 1
                    ),
                ));
            }
            let rows = &lines[first + 1..first + 4];
            for (offset, row) in rows.iter().enumerate() {
                let numbers = row.split_ascii_whitespace().count();
                if numbers != 3 {
                    return Err(ReadError::at(
                        first + offset + 2,
                        format!("{} numbers, not a row of 3", numbers),
                    ));
                }
            }
            numbers_board(&rows.join(" "))
                .map_err(|why| ReadError::new(format!("case {}: {}", index + 1, why)))
        })
        .collect()
}

/// A `Case k:` line not written as LightOJ wants it.
#[derive(Debug)]
struct Unread {
    why: String,
    /// What it means, written otherwise (`Impossible` and `-1` mean
    /// impossible, `None`), when it means anything.
    means: Option<Option<usize>>,
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.why)
    }
}

impl std::error::Error for Unread {}

/// The answer of case `index` (from 0) on `line`, `Case k: d` or `Case k:
/// impossible`: `Some(d)`, or `None` for impossible; else what is wrong.
fn case_count(index: usize, line: &[u8]) -> Result<Option<usize>, Unread> {
    let prefix = format!("Case {}: ", index + 1);
    let text = std::str::from_utf8(line).unwrap_or("");
    let unread = |why: String, means| Unread { why, means };
    let answer = text.strip_prefix(&prefix).ok_or_else(|| {
        unread(
            format!("{} does not start with {:?}", shown(line), prefix),
            None,
        )
    })?;
    if answer == "impossible" {
        return Ok(None);
    }
    if eight::spells(answer.as_bytes(), "impossible") {
        return Err(unread(
            format!(
                "{:?} where LightOJ wants \"impossible\" (it compares exactly)",
                answer
            ),
            Some(None),
        ));
    }
    if answer == "-1" {
        return Err(unread(
            format!("{}: LightOJ asks for \"impossible\", not -1", shown(line)),
            Some(None),
        ));
    }
    match answer.parse::<usize>() {
        Ok(moves) if answer.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(moves)),
        _ => Err(unread(
            format!(
                "{}: {:?} is not a number of moves or \"impossible\"",
                shown(line),
                answer
            ),
            None,
        )),
    }
}

/// Why `given` is not `wanted`, two answers that differ.
fn differs(given: Option<usize>, wanted: Option<usize>) -> String {
    match (given, wanted) {
        (None, Some(fewest)) => format!("impossible, but the fewest moves are {}", fewest),
        (Some(given), None) => format!(
            "{}, but the goal cannot be reached: the answer is \"impossible\"",
            given
        ),
        (Some(given), Some(fewest)) => more_or_fewer(given, fewest),
        (None, None) => unreachable!("equal"),
    }
}

/// [`CaseGrids::judge`] on the lines of both outputs.
fn judge_case_counts(cases: &[Case], expected: &[&[u8]], actual: &[&[u8]]) -> Result<(), Finding> {
    for (index, case) in cases.iter().enumerate() {
        let (number, line) = (Some(index + 1), Some(index + 1));
        let in_case = |why: String| format!("case {}: {}", index + 1, why);
        let wanted = expected.get(index).copied().unwrap_or(b"");
        let wanted = case_count(index, wanted)
            .map_err(|unread| Finding::expected(number, line, in_case(unread.why)))?;
        let solvable = eight::is_solvable(&case.start, &case.goal_board());
        if wanted.is_some() != solvable {
            let why = format!(
                "the goal {} be reached",
                if solvable { "can" } else { "cannot" }
            );
            return Err(Finding::expected(number, line, in_case(why)));
        }
        let given = actual.get(index).ok_or_else(|| {
            let why = format!(
                "no line: the output ends after {}",
                count_of(actual.len(), "line")
            );
            Finding::wrong(number, line, in_case(why))
        })?;
        let answer = wanted.map_or("\"impossible\"".to_string(), |d| d.to_string());
        let given = case_count(index, given).map_err(|unread| {
            // Written otherwise, it means the answer: said so; else the
            // answer is named.
            let why = match unread.means {
                Some(means) if means == wanted => unread.why,
                _ => format!("{}: the answer is {}", unread.why, answer),
            };
            Finding::wrong(number, line, in_case(why))
        })?;
        if given != wanted {
            return Err(Finding::wrong(
                number,
                line,
                in_case(differs(given, wanted)),
            ));
        }
    }
    extra_lines(cases.len(), actual.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::reads_what_it_writes;

    const LIGHTOJ: CaseGrids = CaseGrids {
        most: 1000,
        goal: Board::POJ_GOAL,
    };

    #[test]
    fn cases_read_as_written() {
        assert_eq!(reads_what_it_writes(&LIGHTOJ).len(), 1000);
    }

    #[test]
    fn a_wrong_count_says_what_was_wanted() {
        // One move, and 7 and 8 swapped.
        let cases = LIGHTOJ
            .read(b"2\n\n1 2 3\n4 5 6\n7 0 8\n\n1 2 3\n4 5 6\n8 7 0\n")
            .unwrap();
        let expected = "Case 1: 1\nCase 2: impossible\n";
        assert_eq!(LIGHTOJ.expected(&cases, &mut Oracle::new()), expected);
        let judge = |actual: &str| LIGHTOJ.judge(&cases, expected.as_bytes(), actual.as_bytes());
        let wrong = |actual: &str| judge(actual).unwrap_err().text;
        assert_eq!(
            wrong("Case 1: 3\nCase 2: impossible\n"),
            "case 1: 3 moves, but 1 is enough"
        );
        assert_eq!(
            wrong("Case 1: 1\nCase 2: Impossible\n"),
            "case 2: \"Impossible\" where LightOJ wants \"impossible\" (it compares exactly)"
        );
        assert_eq!(
            wrong("Case 1: -1\nCase 2: impossible\n"),
            "case 1: \"Case 1: -1\": LightOJ asks for \"impossible\", not -1: the answer is 1"
        );
        assert_eq!(
            wrong("Case 1: 1\nCase 2: 9\n"),
            "case 2: 9, but the goal cannot be reached: the answer is \"impossible\""
        );
        assert_eq!(
            wrong("Case 1: one\nCase 2: impossible\n"),
            "case 1: \"Case 1: one\": \"one\" is not a number of moves or \"impossible\": \
             the answer is 1"
        );
        let found = judge("Case 1: 1\nCase 2: 9\n").unwrap_err();
        assert_eq!(
            (
                found.case,
                found.line,
                found.wanted.as_deref(),
                found.given.as_deref()
            ),
            (
                Some(2),
                Some(2),
                Some("Case 2: impossible"),
                Some("Case 2: 9")
            )
        );
        // The solved board, 0 moves, and a line past it.
        let solved = LIGHTOJ.read(b"1\n\n1 2 3\n4 5 6\n7 8 0\n").unwrap();
        assert_eq!(
            LIGHTOJ.judge(&solved, b"Case 1: 0\n", b"Case 1: 0\n"),
            Ok(())
        );
        assert_eq!(
            LIGHTOJ
                .judge(&solved, b"Case 1: 0\n", b"Case 1: 0\nCase 2: 0\n")
                .unwrap_err()
                .text,
            "line 2 is extra: 1 case, 2 lines"
        );
    }
}
