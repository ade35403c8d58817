//! A count, then that many boards in any layout, each answered on a line
//! with an empty line between two answers (UVa 652 "Eight").

use super::answer::{answer_line, others, rule_text, strictest};
use super::cells::{counted, counted_text, input_lines, tokens_board, tokens_text};
use super::finding::on_lines;
use super::{goal_text, random_count, random_pairs, with_goal, Case, Description, Finding, Format};
use super::{AtLine, Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, judge_answer, shown, Board, Rule};

/// The number of boards, 1 to `most`, then the boards, each nine cells
/// `1`-`8` and `x` with white space between, in any layout, blank lines
/// between them (the UVa multiple-input way), each to be taken to `goal`;
/// per board a line judged by `rule`, an empty line between two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    pub most: usize,
    pub goal: Board,
    pub rule: Rule,
}

impl Format for Counted {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let boards = counted(&input_lines(input)?, self.most, tokens_board)?;
        Ok(with_goal(boards, self.goal))
    }

    fn write(&self, cases: &[Case]) -> String {
        counted_text(cases, |case| format!("\n{}", tokens_text(&case.start)))
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = random_count(random, volume, self.most, 10);
        random_pairs(random, count, Some(self.goal), false)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "the number of boards (at most {}), then the boards, nine cells `1`-`8` and \
                 `x`, blank lines between{}",
                self.most,
                goal_text(Some(self.goal), false, false)
            ),
            output: match self.rule {
                Rule::Count => {
                    "per board a line: the fewest moves, or `-1`; an empty line between two \
                     answers"
                }
                _ => {
                    "per board a line: the moves of the blank (`u d l r`), or `unsolvable`; \
                     an empty line between two answers"
                }
            },
            rule: rule_text(self.rule),
            others: others(self.rule),
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: false,
            solvable_only: false,
            lines_a_case: 2,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let answers: Vec<String> = cases
            .iter()
            .map(|case| answer_line(self.rule, &case.start, &self.goal, oracle) + "\n")
            .collect();
        answers.join("\n")
    }

    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_separated(self.rule, cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(Counted {
            rule: strictest(self.rule),
            ..*self
        })
    }

    /// UVa 652's statement gives each board on a line of its own.
    fn as_stated(&self, input: &[u8]) -> Result<(), ReadError> {
        let lines = input_lines(input)?;
        for (index, line) in lines.iter().enumerate().skip(1) {
            let cells = line.split_ascii_whitespace().count();
            if cells != 0 && cells != 9 {
                return Err(ReadError::at(
                    index + 1,
                    format!("{:?} is not a board on one line", line),
                ));
            }
        }
        Ok(())
    }
}

/// The first line of `lines` that should part two answers and does not:
/// answer `k` (from 0) on line `2k + 1`, an empty line after each but the
/// last of `boards`.
fn separators(lines: &[&[u8]], boards: usize) -> Result<(), AtLine> {
    for (index, line) in lines.iter().enumerate() {
        if index % 2 == 1 && !line.is_empty() && index / 2 + 1 < boards {
            return Err(AtLine::at(
                index + 1,
                format!(
                    "line {} is {}, where an empty line parts the answers for boards {} and {}",
                    index + 1,
                    shown(line),
                    index / 2 + 1,
                    index / 2 + 2
                ),
            ));
        }
    }
    Ok(())
}

/// [`Counted::judge`] on the lines of both outputs: the expected output
/// checked first, then each answer by `rule`.
fn judge_separated(
    rule: Rule,
    cases: &[Case],
    expected: &[&[u8]],
    actual: &[&[u8]],
) -> Result<(), Finding> {
    separators(expected, cases.len())
        .map_err(|AtLine { line, why }| Finding::expected(None, Some(line), why))?;
    if expected.len() > 2 * cases.len() - 1 {
        return Err(Finding::expected(
            None,
            None,
            format!(
                "{} for {}",
                count_of(expected.len(), "line"),
                count_of(cases.len(), "board")
            ),
        ));
    }
    for (index, case) in cases.iter().enumerate() {
        let wanted = expected.get(2 * index).copied().unwrap_or(b"");
        judge_answer(rule, &case.start, &case.goal_board(), wanted, wanted)
            .map_err(|fault| Finding::of(fault, "case", index + 1, 2 * index + 1))?;
    }
    separators(actual, cases.len())
        .map_err(|AtLine { line, why }| Finding::wrong(None, Some(line), why))?;
    for (index, case) in cases.iter().enumerate() {
        let (board, line) = (index + 1, 2 * index + 1);
        let wanted = expected.get(2 * index).copied().unwrap_or(b"");
        let given = match actual.get(2 * index) {
            Some(given) => *given,
            None if board == cases.len() && actual.len() == 2 * index => b"",
            None => {
                return Err(Finding::wrong(
                    Some(board),
                    Some(line),
                    format!(
                        "board {}: no line: the output ends after {}",
                        board,
                        count_of(actual.len(), "line")
                    ),
                ))
            }
        };
        judge_answer(rule, &case.start, &case.goal_board(), wanted, given)
            .map_err(|fault| Finding::of(fault, "board", board, line))?;
    }
    if actual.len() > 2 * cases.len() - 1 {
        return Err(Finding::wrong(
            None,
            Some(2 * cases.len()),
            format!(
                "line {} is extra: {}, {}",
                2 * cases.len(),
                count_of(cases.len(), "board"),
                count_of(actual.len(), "line")
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::{board, reads_what_it_writes};

    const COUNTED: Counted = Counted {
        most: 100,
        goal: Board::POJ_GOAL,
        rule: Rule::AnyMoves,
    };

    #[test]
    fn boards_in_any_layout_after_their_count() {
        let volume = reads_what_it_writes(&COUNTED);
        assert_eq!(volume.len(), 100);
        assert_eq!(COUNTED.as_stated(COUNTED.write(&volume).as_bytes()), Ok(()));
        let input = b"2\n\n2 3 4\n1 5 x\n7 6 8\n\n1 2 3 4 5 6 7 8 x\n";
        let uva = COUNTED.read(input).unwrap();
        assert_eq!(uva[0], Case::pair(board("23415x768"), Board::POJ_GOAL));
        assert_eq!(uva.len(), 2);
        assert_eq!(
            COUNTED.as_stated(input).unwrap_err().to_string(),
            "line 3: \"2 3 4\" is not a board on one line"
        );
        assert_eq!(
            COUNTED
                .read(b"2\n\n1 2 3 4 5 6 7 8 x\n")
                .unwrap_err()
                .to_string(),
            "2 boards need 18 cells after the first line, not 9"
        );
    }

    #[test]
    fn answers_parted_by_empty_lines() {
        let cases = COUNTED
            .read(b"3\n\n1 2 3 4 5 6 7 x 8\n\n1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 8 7 x\n")
            .unwrap();
        let expected = COUNTED.expected(&cases, &mut Oracle::new());
        assert_eq!(expected, "r\n\n\n\nunsolvable\n");
        let judge = |actual: &str| COUNTED.judge(&cases, expected.as_bytes(), actual.as_bytes());
        assert_eq!(judge("r\n\n\n\nunsolvable\n"), Ok(()));
        assert_eq!(judge("lrr\n\nlr\n\nunsolvable"), Ok(()));
        let wrong = judge("r\n\nunsolvable\n").unwrap_err();
        assert_eq!(
            wrong.text,
            "board 2: \"unsolvable\", but the goal can be reached: an empty line reaches it"
        );
        assert_eq!((wrong.case, wrong.line), (Some(2), Some(3)));
        assert_eq!(wrong.given.as_deref(), Some("unsolvable"));
        let unparted = judge("r\nx\n\n\nunsolvable\n").unwrap_err();
        assert_eq!(
            unparted.text,
            "line 2 is \"x\", where an empty line parts the answers for boards 1 and 2"
        );
        assert_eq!((unparted.case, unparted.line), (None, Some(2)));
    }
}
