//! `T` boards, one a line, each answered by a sentence: the fewest moves
//! when they are at most a cap, else advice to skip it (NTHU OJ 10664
//! "easy 8 Puzzles").

use super::answer::extra_lines;
use super::cells::{count_line, counted_text, input_lines, numbers_line, tokens_text};
use super::finding::on_lines;
use super::{random_count, random_pairs, with_goal, Case, Description, Finding, Format};
use super::{Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{count_of, shown, Board};

/// The sentence of a board solved in `moves` moves.
fn within(moves: usize) -> String {
    format!("You can solve it within {} steps.", moves)
}

/// The sentence of a board that needs more than the cap, or cannot be
/// solved.
const SKIP: &str = "You'd better skip this game.";

/// A line holding `T`, 1 to `most`, then `T` lines of nine numbers, `0`
/// the blank, each to be taken to `goal`; per board a line, `You can solve
/// it within x steps.` where the fewest moves `x` are at most `cap`, else
/// `You'd better skip this game.`, compared exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Within {
    pub most: usize,
    pub cap: usize,
    pub goal: Board,
}

impl Format for Within {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = input_lines(input)?;
        let count = count_line(&lines, self.most, "a count T,")?;
        if lines.len() != 1 + count {
            return Err(ReadError::new(format!(
                "{} {} {} after the first, not {}",
                count_of(count, "board"),
                if count == 1 { "needs" } else { "need" },
                count_of(count, "line"),
                lines.len() - 1
            )));
        }
        let boards = lines[1..]
            .iter()
            .enumerate()
            .map(|(index, line)| numbers_line(line).map_err(|why| ReadError::at(index + 2, why)))
            .collect::<Result<Vec<Board>, ReadError>>()?;
        Ok(with_goal(boards, self.goal))
    }

    fn write(&self, cases: &[Case]) -> String {
        counted_text(cases, |case| tokens_text(&case.start).replace('x', "0"))
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = random_count(random, volume, self.most, 10);
        random_pairs(random, count, Some(self.goal), false)
    }

    fn describe(&self) -> Description {
        Description {
            input: format!(
                "`T` (at most {}), then a board a line, nine numbers, `0` the blank; goal `{}`",
                self.most,
                self.goal.to_string().replace('x', "0")
            ),
            output: "per board a line: `You can solve it within x steps.` when the fewest moves \
                     x are at most 14, else `You'd better skip this game.`",
            rule: "the sentence exactly",
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
        for case in cases {
            let moves = oracle
                .path(&case.start, &case.goal_board())
                .map(|p| p.len());
            text.push_str(&self.sentence(moves));
            text.push('\n');
        }
        text
    }

    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            self.judge_lines(cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

/// A line that is neither sentence of the statement, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
struct NotASentence(String);

impl std::fmt::Display for NotASentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is neither sentence of the statement", self.0)
    }
}

impl std::error::Error for NotASentence {}

impl Within {
    /// The sentence for a board of `moves` fewest moves (`None`: it cannot
    /// be solved).
    fn sentence(&self, moves: Option<usize>) -> String {
        match moves {
            Some(moves) if moves <= self.cap => within(moves),
            _ => SKIP.to_string(),
        }
    }

    /// The moves a sentence says, `Some(x)` for `within x`, `None` for
    /// skip; else why it is neither.
    fn said(&self, line: &[u8]) -> Result<Option<usize>, NotASentence> {
        if line == SKIP.as_bytes() {
            return Ok(None);
        }
        let text = std::str::from_utf8(line).unwrap_or("");
        let number = text
            .strip_prefix("You can solve it within ")
            .and_then(|rest| rest.strip_suffix(" steps."))
            .filter(|number| !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|number| number.parse().ok());
        number.map(Some).ok_or_else(|| NotASentence(shown(line)))
    }

    /// [`Within::judge`] on the lines of both outputs.
    fn judge_lines(
        &self,
        cases: &[Case],
        expected: &[&[u8]],
        actual: &[&[u8]],
    ) -> Result<(), Finding> {
        for (index, case) in cases.iter().enumerate() {
            let at = (Some(index + 1), Some(index + 1));
            let in_board = |why: String| format!("board {}: {}", index + 1, why);
            let wanted_line = expected.get(index).copied().unwrap_or(b"");
            let wanted = self
                .said(wanted_line)
                .map_err(|why| Finding::expected(at.0, at.1, in_board(why.to_string())))?;
            if let Some(moves) = wanted {
                let fewest = eight::is_solvable(&case.start, &case.goal_board());
                if !fewest || moves > self.cap {
                    let why = format!("{} moves said, which the rule never says", moves);
                    return Err(Finding::expected(at.0, at.1, in_board(why)));
                }
            }
            let right = String::from_utf8_lossy(wanted_line).into_owned();
            let given = actual.get(index).ok_or_else(|| {
                let why = format!(
                    "no line: the output ends after {}; {:?} is wanted",
                    count_of(actual.len(), "line"),
                    right
                );
                Finding::wrong(at.0, at.1, in_board(why))
            })?;
            let said = self.said(given).map_err(|why| {
                Finding::wrong(
                    at.0,
                    at.1,
                    in_board(format!("{}: {:?} is wanted", why, right)),
                )
            })?;
            let why = match (said, wanted) {
                (Some(x), Some(fewest)) if x != fewest => {
                    format!("{} steps, but the fewest are {}", x, fewest)
                }
                (Some(x), None) if x <= self.cap => format!(
                    "{} steps, but more than {} are needed or it cannot be solved: {:?} is wanted",
                    x, self.cap, right
                ),
                (Some(x), None) => format!(
                    "{} steps are more than {}: {:?} is wanted",
                    x, self.cap, right
                ),
                (None, Some(fewest)) => {
                    format!(
                        "skipped, but {} steps are enough: {:?} is wanted",
                        fewest, right
                    )
                }
                _ => continue,
            };
            return Err(Finding::wrong(at.0, at.1, in_board(why)));
        }
        extra_lines(cases.len(), actual.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::reads_what_it_writes;

    const NTHU: Within = Within {
        most: 30,
        cap: 14,
        goal: Board::POJ_GOAL,
    };

    #[test]
    fn boards_read_as_written_and_refused_with_their_line() {
        assert_eq!(reads_what_it_writes(&NTHU).len(), 30);
        for (text, why) in [
            ("31\n", "line 1: \"31\" is not a count T, 1 to 30"),
            (
                "2\n1 2 3 4 5 6 7 8 0\n",
                "2 boards need 2 lines after the first, not 1",
            ),
            (
                "2\n1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 8 8\n",
                "line 3: 8 repeats",
            ),
            (
                "1\n1 2 3\n4 5 6\n7 8 0\n",
                "1 board needs 1 line after the first, not 3",
            ),
        ] {
            assert_eq!(NTHU.read(text.as_bytes()).unwrap_err().to_string(), why);
        }
    }

    #[test]
    fn the_sentence_exactly_and_the_cap_is_fourteen() {
        // Solved; one move; 22 moves; cannot be solved.
        let cases = NTHU
            .read(
                b"4\n1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 0 8\n0 1 2 3 4 5 6 7 8\n1 2 3 4 5 6 8 7 0\n",
            )
            .unwrap();
        let expected = NTHU.expected(&cases, &mut Oracle::new());
        assert_eq!(
            expected,
            "You can solve it within 0 steps.\nYou can solve it within 1 steps.\n\
             You'd better skip this game.\nYou'd better skip this game.\n"
        );
        assert_eq!(
            NTHU.judge(&cases, expected.as_bytes(), expected.as_bytes()),
            Ok(())
        );
        let lines: Vec<&str> = expected.lines().collect();
        let wrong = |index: usize, given: &str| {
            let mut actual = lines.clone();
            actual[index] = given;
            NTHU.judge(&cases, expected.as_bytes(), actual.join("\n").as_bytes())
                .unwrap_err()
                .text
        };
        assert_eq!(
            wrong(0, "You'd better skip this game."),
            "board 1: skipped, but 0 steps are enough: \"You can solve it within 0 steps.\" is wanted"
        );
        assert_eq!(
            wrong(1, "You can solve it within 1 step."),
            "board 2: \"You can solve it within 1 step.\" is neither sentence of the statement: \
             \"You can solve it within 1 steps.\" is wanted"
        );
        assert_eq!(
            wrong(1, "You can solve it within 3 steps."),
            "board 2: 3 steps, but the fewest are 1"
        );
        assert_eq!(
            wrong(2, "You can solve it within 22 steps."),
            "board 3: 22 steps are more than 14: \"You'd better skip this game.\" is wanted"
        );
        assert_eq!(
            wrong(3, "You can solve it within 14 steps."),
            "board 4: 14 steps, but more than 14 are needed or it cannot be solved: \
             \"You'd better skip this game.\" is wanted"
        );
        // An expected sentence against the rule is its own fault.
        let found = NTHU
            .judge(&cases, b"You can solve it within 0 steps.\nYou can solve it within 1 steps.\nYou can solve it within 22 steps.\nYou'd better skip this game.\n", expected.as_bytes())
            .unwrap_err();
        assert_eq!(found.blame, crate::problems::format::Blame::Expected);
    }
}
