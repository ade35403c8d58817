//! One start and its goal, a line each, answered by the fewest moves
//! between them: TIOJ 1198 "8-puzzle" (nine numbers, `0` the blank; its
//! data solvable) and Lanqiao PREV-19 九宫重排 (nine characters, `.` the
//! blank; `-1` where the goal cannot be reached). Whether a goal can be
//! reached is the parity of the two boards together, never of the start
//! against a fixed goal.

use super::answer::answer_line;
use super::cells::{compact_board, compact_text, input_lines, numbers_line, tokens_text};
use super::{random_pairs, solvable_only, Case, Description, Finding, Format};
use super::{Goal, ReadError, Shape};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{answer_lines, count_of, first_line_fault, Board, Rule};

/// How the two boards' cells are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cells {
    /// Nine numbers `0`-`8`, `0` the blank, white space between (TIOJ
    /// 1198: "以一個空格分開", one space between).
    Numbers,
    /// Nine characters, `1`-`8` and the blank `.`, nothing between
    /// (Lanqiao PREV-19: `12345678.`).
    Dotted,
}

/// Two lines, the start and then the goal, in `cells`; one line, the
/// fewest moves from the start to the goal, or `-1` where it cannot be
/// reached (never asked where `solvable_only`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartGoal {
    pub cells: Cells,
    /// Whether the judge's data holds pairs that can be solved only.
    pub solvable_only: bool,
}

impl StartGoal {
    /// The board on `line` (its number `at`, from 1).
    fn board(&self, line: &str, at: usize) -> Result<Board, ReadError> {
        match self.cells {
            Cells::Numbers => numbers_line(line).map_err(|why| ReadError::at(at, why)),
            Cells::Dotted => compact_board(line, b'.').map_err(|why| ReadError::at(at, why)),
        }
    }

    fn text(&self, board: &Board) -> String {
        match self.cells {
            Cells::Numbers => tokens_text(board).replace('x', "0"),
            Cells::Dotted => compact_text(board, '.'),
        }
    }
}

impl Format for StartGoal {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let lines = input_lines(input)?;
        if lines.len() != 2 {
            return Err(ReadError::new(format!(
                "{}: the start and the goal are two",
                count_of(lines.len(), "line")
            )));
        }
        let start = self.board(lines[0], 1)?;
        let goal = self.board(lines[1], 2)?;
        let cases = vec![Case::pair(start, goal)];
        if self.solvable_only {
            return solvable_only(cases);
        }
        Ok(cases)
    }

    fn write(&self, cases: &[Case]) -> String {
        assert_eq!(cases.len(), 1, "one case a run");
        let case = cases[0];
        format!(
            "{}\n{}\n",
            self.text(&case.start),
            self.text(&case.goal_board())
        )
    }

    fn random(&self, random: &mut Seeded, _volume: bool) -> Vec<Case> {
        random_pairs(random, 1, None, self.solvable_only)
    }

    fn describe(&self) -> Description {
        let cells = match self.cells {
            Cells::Numbers => "nine numbers `0`-`8`, `0` the blank, a space between",
            Cells::Dotted => "nine characters `1`-`8` and `.` the blank, nothing between",
        };
        let solvable = if self.solvable_only {
            "; the goal always reachable"
        } else {
            ""
        };
        Description {
            input: format!(
                "two lines, the start and then the goal, each {}{}",
                cells, solvable
            ),
            output: if self.solvable_only {
                "a line: the fewest moves from the start to the goal"
            } else {
                "a line: the fewest moves from the start to the goal, or `-1`"
            },
            rule: "the exact number of moves; whether the goal can be reached is the parity \
                   of both boards",
            others: None,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::InTheInput,
            one_case: true,
            solvable_only: self.solvable_only,
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for case in cases {
            text.push_str(&answer_line(
                Rule::Count,
                &case.start,
                &case.goal_board(),
                oracle,
            ));
            text.push('\n');
        }
        text
    }

    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        let pairs: Vec<(Board, Board)> = cases
            .iter()
            .map(|case| (case.start, case.goal_board()))
            .collect();
        first_line_fault(Rule::Count, &pairs, expected, actual).map_err(|fault| {
            Finding::from(fault).quoting(&answer_lines(expected), &answer_lines(actual))
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(*self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::{board, reads_what_it_writes};

    const TIOJ: StartGoal = StartGoal {
        cells: Cells::Numbers,
        solvable_only: true,
    };
    const LANQIAO: StartGoal = StartGoal {
        cells: Cells::Dotted,
        solvable_only: false,
    };

    #[test]
    fn both_read_what_they_write_and_refuse_a_bad_board_naming_its_line() {
        for format in [TIOJ, LANQIAO] {
            assert_eq!(reads_what_it_writes(&format).len(), 1);
        }
        // The statements' samples.
        let tioj = TIOJ
            .read(b"1 2 3 4 8 5 7 6 0\n1 2 3 4 5 6 7 8 0\n")
            .unwrap();
        assert_eq!(tioj, [Case::pair(board("12348576x"), Board::POJ_GOAL)]);
        assert_eq!(TIOJ.expected(&tioj, &mut Oracle::new()), "4\n");
        assert_eq!(TIOJ.write(&tioj), "1 2 3 4 8 5 7 6 0\n1 2 3 4 5 6 7 8 0\n");
        let lanqiao = LANQIAO.read(b"12345678.\n123.46758\n").unwrap();
        assert_eq!(LANQIAO.expected(&lanqiao, &mut Oracle::new()), "3\n");
        assert_eq!(LANQIAO.write(&lanqiao), "12345678.\n123.46758\n");
        for (format, text, why) in [
            (
                TIOJ,
                "1 2 3 4 8 5 7 6 0\n",
                "1 line: the start and the goal are two",
            ),
            (
                TIOJ,
                "1 2 3 4 8 5 7 6 0\n1 2 3 4 5 6 7 8\n",
                "line 2: 8 numbers, not 9",
            ),
            (
                TIOJ,
                "1 2 3 4 8 5 7 6 6\n1 2 3 4 5 6 7 8 0\n",
                "line 1: 6 repeats",
            ),
            (TIOJ, "123485760\n123456780\n", "line 1: 1 numbers, not 9"),
            (
                LANQIAO,
                "12345678.\n123.4675\n",
                "line 2: \"123.4675\" is not nine characters",
            ),
            (
                LANQIAO,
                "12345678 \n123.46758\n",
                "line 1: \"12345678\" is not nine characters",
            ),
            (
                LANQIAO,
                "123456780\n123.46758\n",
                "line 1: '0' is not a tile 1-8 or the blank .",
            ),
            (LANQIAO, "1234567..\n123.46758\n", "line 1: a cell repeats"),
        ] {
            assert_eq!(
                format.read(text.as_bytes()).unwrap_err().to_string(),
                why,
                "{:?}",
                text
            );
        }
    }

    #[test]
    fn the_goal_is_the_inputs_and_so_is_the_parity() {
        // Both boards odd: solvable between them, though the start cannot
        // reach 12345678x (the trap of a parity test against a fixed goal).
        let odd = LANQIAO.read(b"2134567.8\n213456.78\n").unwrap();
        assert!(!eight::is_solvable(&odd[0].start, &Board::POJ_GOAL));
        assert_eq!(LANQIAO.expected(&odd, &mut Oracle::new()), "1\n");
        assert_eq!(
            LANQIAO.judge(&odd, b"1\n", b"-1\n").unwrap_err().text,
            "board 1: -1, but the goal can be reached: the answer is 1"
        );
        // An even start and an odd goal: -1 in Lanqiao's; TIOJ's data
        // never holds it.
        let apart = b"12345678.\n21345678.\n";
        let cases = LANQIAO.read(apart).unwrap();
        assert_eq!(LANQIAO.expected(&cases, &mut Oracle::new()), "-1\n");
        let tioj = b"1 2 3 4 5 6 7 8 0\n2 1 3 4 5 6 7 8 0\n";
        assert_eq!(
            TIOJ.read(tioj).unwrap_err().to_string(),
            "case 1 cannot be solved, and the judge's data always can"
        );
        assert_eq!(TIOJ.shape().goal, Goal::InTheInput);
        assert!(!TIOJ.describe().output.contains("-1"));
        assert!(LANQIAO.describe().output.ends_with("or `-1`"));
    }
}
