//! Boards one a line, each answered on a line of its own: POJ 1077, HDU
//! 1043, ZOJ 1217, AcWing 179 and 845, Luogu P1379; one board as three
//! rows, answered on a line (Baekjoon 1525, Aizu ALDS1_13_B); and this
//! workspace's own programs, which read a board in any layout.

use super::answer::{answer_line, others, rule_text, strictest};
use super::cells::{
    compact_board, compact_text, grid_rows, input_lines, rows_board, tokens_board, tokens_text,
};
use super::{
    goal_text, random_pairs, solvable_only, with_goal, Case, Description, Finding, Format,
};
use super::{Goal, ReadError, Shape, VOLUME_BOARDS};
use crate::problems::oracle::Oracle;
use eight::sample::Seeded;
use eight::{answer_lines, first_line_fault, parse_boards, Board, Rule};

/// How the boards of an input are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One board on one line: nine cells, `1`-`8` and `x`, with white
    /// space between them (POJ 1077, AcWing 179 and 845).
    OneBoard,
    /// Boards until the end of the input, one a line, each as in
    /// [`Layout::OneBoard`] (HDU 1043, ZOJ 1217).
    UntilTheEnd,
    /// One board on one line: nine digits, `0` the blank, nothing between
    /// them (Luogu P1379).
    Digits,
    /// One board as three lines of three numbers, `0` the blank, white
    /// space between them (Baekjoon 1525, Aizu ALDS1_13_B).
    Rows,
    /// Boards in any layout, as `eight::parse_boards` reads them: what
    /// this workspace's own programs promise to read.
    Any,
}

/// Boards laid out by `layout`, each to be taken to `goal`; per board a
/// line, the moves (or `unsolvable`) or under [`Rule::Count`] their
/// number (or `-1`), judged by `rule`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardLines {
    pub layout: Layout,
    pub goal: Board,
    /// Whether the judge's data holds solvable boards only.
    pub solvable_only: bool,
    pub rule: Rule,
}

impl BoardLines {
    /// The boards of `input`, in this layout.
    fn boards(&self, input: &[u8]) -> Result<Vec<Board>, ReadError> {
        if self.layout == Layout::Any {
            return parse_boards(input).map_err(|error| ReadError::new(error.to_string()));
        }
        let lines = input_lines(input)?;
        let one_line =
            |count: usize| ReadError::new(format!("{} lines: one board is one line", count));
        if self.layout == Layout::Rows {
            return Ok(vec![rows_board(&lines)?]);
        }
        if self.layout == Layout::Digits {
            if lines.len() > 1 {
                return Err(one_line(lines.len()));
            }
            let line = lines.first().copied().unwrap_or("");
            let board = compact_board(line, b'0').map_err(|why| ReadError::at(1, why))?;
            return Ok(vec![board]);
        }
        let boards = lines
            .iter()
            .enumerate()
            .map(|(index, line)| tokens_board(line).map_err(|why| ReadError::at(index + 1, why)))
            .collect::<Result<Vec<Board>, ReadError>>()?;
        if self.layout == Layout::OneBoard && boards.len() > 1 {
            return Err(one_line(boards.len()));
        }
        Ok(boards)
    }

    fn one_case(&self) -> bool {
        matches!(
            self.layout,
            Layout::OneBoard | Layout::Digits | Layout::Rows
        )
    }
}

impl Format for BoardLines {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let boards = self.boards(input)?;
        if boards.is_empty() {
            return Err(ReadError::new("no case".to_string()));
        }
        let cases = with_goal(boards, self.goal);
        if self.solvable_only {
            return solvable_only(cases);
        }
        Ok(cases)
    }

    fn write(&self, cases: &[Case]) -> String {
        if self.one_case() {
            assert_eq!(cases.len(), 1, "one case a run");
        }
        let mut text = String::new();
        for case in cases {
            match self.layout {
                Layout::Digits => text.push_str(&compact_text(&case.start, '0')),
                Layout::Rows => text.push_str(&grid_rows(&case.start)),
                Layout::OneBoard | Layout::UntilTheEnd | Layout::Any => {
                    text.push_str(&tokens_text(&case.start))
                }
            }
            text.push('\n');
        }
        text
    }

    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = match self.layout {
            Layout::OneBoard | Layout::Digits | Layout::Rows => 1,
            Layout::UntilTheEnd | Layout::Any if volume => VOLUME_BOARDS,
            Layout::UntilTheEnd | Layout::Any => 1 + random.below(30),
        };
        random_pairs(random, count, Some(self.goal), self.solvable_only)
    }

    fn describe(&self) -> Description {
        let input = match self.layout {
            Layout::OneBoard => {
                "one board: nine cells `1`-`8` and `x` on one line, white space between"
            }
            Layout::UntilTheEnd => "boards until the end of the input, one a line, as POJ 1077's",
            Layout::Digits => "one board: nine digits on one line, `0` the blank",
            Layout::Rows => "one board: three lines of three numbers, `0` the blank",
            Layout::Any => {
                "boards in any layout: every character but white space a cell, `1`-`8` and \
                 the blank `x`, `X` or `0`"
            }
        };
        let zero_blank = matches!(self.layout, Layout::Digits | Layout::Rows);
        Description {
            input: format!(
                "{}{}",
                input,
                goal_text(Some(self.goal), zero_blank, self.solvable_only)
            ),
            output: match self.rule {
                // A statement that promises a solvable board asks no `-1`.
                Rule::Count if self.solvable_only => "per board a line: the fewest moves",
                Rule::Count => "per board a line: the fewest moves, or `-1`",
                _ => "per board a line: the moves of the blank (`u d l r`), or `unsolvable`",
            },
            rule: rule_text(self.rule),
            others: others(self.rule),
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(self.goal),
            one_case: self.one_case(),
            solvable_only: self.solvable_only,
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String {
        let mut text = String::new();
        for case in cases {
            text.push_str(&answer_line(
                self.rule,
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
        first_line_fault(self.rule, &pairs, expected, actual).map_err(|fault| {
            Finding::from(fault).quoting(&answer_lines(expected), &answer_lines(actual))
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        Box::new(BoardLines {
            rule: strictest(self.rule),
            ..*self
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::format::testing::{board, reads_what_it_writes};
    use crate::problems::format::Blame;

    const POJ: BoardLines = BoardLines {
        layout: Layout::OneBoard,
        goal: Board::POJ_GOAL,
        solvable_only: false,
        rule: Rule::AnyMoves,
    };
    const HDU: BoardLines = BoardLines {
        layout: Layout::UntilTheEnd,
        ..POJ
    };
    const LUOGU: BoardLines = BoardLines {
        layout: Layout::Digits,
        goal: Board::LUOGU_GOAL,
        solvable_only: true,
        rule: Rule::Count,
    };
    const ANY: BoardLines = BoardLines {
        layout: Layout::Any,
        ..POJ
    };
    const BOJ: BoardLines = BoardLines {
        layout: Layout::Rows,
        goal: Board::POJ_GOAL,
        solvable_only: false,
        rule: Rule::Count,
    };
    const AIZU: BoardLines = BoardLines {
        solvable_only: true,
        ..BOJ
    };

    #[test]
    fn a_board_in_three_rows_is_read_as_written_and_refused_with_its_line() {
        assert_eq!(reads_what_it_writes(&BOJ).len(), 1);
        // Baekjoon 1525's first sample, and white space around its rows.
        let sample = Case::pair(board("1x3425786"), Board::POJ_GOAL);
        assert_eq!(BOJ.read(b"1 0 3\n4 2 5\n7 8 6\n"), Ok(vec![sample]));
        assert_eq!(BOJ.read(b" 1  0 3 \r\n4 2 5\n7 8 6"), Ok(vec![sample]));
        assert_eq!(BOJ.write(&[sample]), "1 0 3\n4 2 5\n7 8 6\n");
        for (text, why) in [
            ("1 0 3 4 2 5 7 8 6\n", "1 line: a board is three rows"),
            (
                "1 0 3\n4 2 5\n7 8 6\n1 2 3\n",
                "4 lines: a board is three rows",
            ),
            ("1 0 3\n4 2\n5 7 8 6\n", "line 2: 2 numbers, not a row of 3"),
            ("1 0 3\n4 2 5\n7 8 3\n", "line 3: 3 repeats"),
            ("1 0 3\n4 2 9\n7 8 6\n", "line 2: \"9\" is not a number 0-8"),
            ("1 x 3\n4 2 5\n7 8 6\n", "line 1: \"x\" is not a number 0-8"),
            ("", "0 lines: a board is three rows"),
        ] {
            assert_eq!(
                BOJ.read(text.as_bytes()).unwrap_err().to_string(),
                why,
                "{:?}",
                text
            );
        }
        // Baekjoon's data holds unsolvable boards (its second sample);
        // Aizu's does not.
        let unsolvable = b"3 6 0\n8 1 2\n7 4 5\n";
        let cases = BOJ.read(unsolvable).unwrap();
        assert_eq!(BOJ.expected(&cases, &mut Oracle::new()), "-1\n");
        assert_eq!(
            AIZU.read(unsolvable).unwrap_err().to_string(),
            "case 1 cannot be solved, and the judge's data always can"
        );
        assert_eq!(
            BOJ.judge(&cases, b"-1\n", b"0\n").unwrap_err().text,
            "board 1: 0, but the goal cannot be reached: the answer is -1"
        );
        assert_eq!(
            BOJ.describe().input,
            "one board: three lines of three numbers, `0` the blank; goal `123456780`"
        );
        assert!(AIZU.describe().input.ends_with("; always solvable"));
        assert_eq!(AIZU.describe().output, "per board a line: the fewest moves");
    }

    #[test]
    fn each_layout_reads_what_it_writes() {
        for format in [POJ, LUOGU] {
            assert_eq!(reads_what_it_writes(&format).len(), 1);
        }
        for format in [HDU, ANY] {
            assert_eq!(reads_what_it_writes(&format).len(), VOLUME_BOARDS);
        }
    }

    #[test]
    fn inputs_as_the_judges_write_them() {
        let poj = Case::pair(board("23415x768"), Board::POJ_GOAL);
        assert_eq!(
            POJ.read(b" 2  3  4  1  5  x  7  6  8 \r\n\n"),
            Ok(vec![poj])
        );
        assert_eq!(POJ.write(&[poj]), "2 3 4 1 5 x 7 6 8\n");
        let two = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n";
        assert_eq!(HDU.read(two).map(|cases| cases.len()), Ok(2));
        let luogu = Case::pair(board("283104765"), Board::LUOGU_GOAL);
        assert_eq!(LUOGU.read(b"283104765\n"), Ok(vec![luogu]));
        assert_eq!(LUOGU.write(&[luogu]), "283104765\n");
        // Any layout: three lines, a `0` blank.
        assert_eq!(ANY.read(b"234\n150\n768\n"), Ok(vec![poj]));
    }

    #[test]
    fn inputs_in_another_layout_are_refused_with_where() {
        let refused = |format: BoardLines, text: &str| format.read(text.as_bytes()).unwrap_err();
        assert_eq!(
            refused(POJ, "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n"),
            ReadError::new("2 lines: one board is one line".to_string())
        );
        let three_lines = refused(POJ, "234\n15x\n768\n");
        assert_eq!(three_lines.line, Some(1));
        assert_eq!(
            three_lines.to_string(),
            "line 1: 1 cells, not 9 separated by white space"
        );
        for (format, text, why) in [
            (
                POJ,
                "234150768",
                "line 1: 1 cells, not 9 separated by white space",
            ),
            (
                POJ,
                "2 3 4 1 5 0 7 6 8",
                "line 1: \"0\" is not a tile 1-8 or the blank x",
            ),
            (POJ, "2 3 4 1 5 x 7 6 6", "line 1: a cell repeats"),
            (POJ, "", "no case"),
            (
                HDU,
                "1 2 3 4 5 6 7 8 x\n\n1 2 3 4 5 6 7 8 x\n",
                "line 2: 0 cells, not 9 separated by white space",
            ),
            (
                LUOGU,
                "2 8 3 1 0 4 7 6 5",
                "line 1: \"2 8 3 1 0 4 7 6 5\" is not nine characters",
            ),
            // Luogu's data can always be solved.
            (
                LUOGU,
                "123456780",
                "case 1 cannot be solved, and the judge's data always can",
            ),
            (
                ANY,
                "this is not a board",
                "board 1, cell 1 (line 1, column 1): 't' is not a tile 1-8 or a blank x, X or 0",
            ),
        ] {
            assert_eq!(refused(format, text).to_string(), why, "{:?}", text);
        }
    }

    #[test]
    fn a_wrong_board_is_found_with_its_line_wanted_and_given() {
        let cases = HDU
            .read(b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n")
            .unwrap();
        let expected = HDU.expected(&cases, &mut Oracle::new());
        assert_eq!(expected, "\nr\nrr\n");
        assert_eq!(
            HDU.judge(&cases, expected.as_bytes(), b"\nlrr\nrr\n"),
            Ok(())
        );
        let found = HDU
            .judge(&cases, expected.as_bytes(), b"\nr\nr\n")
            .unwrap_err();
        assert_eq!(
            found,
            Finding {
                blame: Blame::Output,
                case: Some(3),
                line: Some(3),
                wanted: Some("rr".to_string()),
                given: Some("r".to_string()),
                text: "board 3: the moves end at 1234567x8, not at 12345678x".to_string(),
            }
        );
        let extra = HDU
            .judge(&cases, expected.as_bytes(), b"\nr\nrr\nr\n")
            .unwrap_err();
        assert_eq!((extra.case, extra.line), (None, Some(4)));
        assert_eq!(extra.given.as_deref(), Some("r"));
        // The keyword in another case.
        let unsolvable = [Case::pair(board("12345687x"), Board::POJ_GOAL)];
        assert_eq!(
            POJ.judge(&unsolvable, b"unsolvable\n", b"Unsolvable\n")
                .unwrap_err()
                .text,
            "board 1: \"Unsolvable\" where the judge wants \"unsolvable\" (it compares exactly)"
        );
    }

    #[test]
    fn the_rule_is_the_formats() {
        // AcWing 179 takes the fewest moves only; POJ 1077 any.
        let acwing = BoardLines {
            rule: Rule::FewestMoves,
            ..POJ
        };
        let cases = POJ.read(b"1 2 3 4 5 6 7 x 8\n").unwrap();
        assert_eq!(POJ.judge(&cases, b"r\n", b"lrr\n"), Ok(()));
        assert_eq!(
            acwing.judge(&cases, b"r\n", b"lrr\n").unwrap_err().text,
            "board 1: 3 moves, but 1 is enough"
        );
        // The strictest takes the first shortest only.
        let strictest = POJ.strictest();
        assert!(strictest.judge(&cases, b"r\n", b"lrr\n").is_err());
        assert_eq!(strictest.describe().rule, rule_text(Rule::FirstFewestMoves));
        assert_eq!(LUOGU.strictest().describe(), LUOGU.describe());
    }

    #[test]
    fn a_solvable_board_promised_asks_no_minus_one() {
        // Luogu P1379 promises a solvable board: its answer is never `-1`.
        let luogu = crate::problems::find("luogu1379").unwrap();
        assert!(luogu.format.shape().solvable_only);
        let output = luogu.format.describe().output;
        assert!(!output.contains("-1"), "{}", output);
        let row = crate::problems::table();
        let row = row.lines().find(|l| l.contains("`luogu1379`")).unwrap();
        assert!(!row.contains("`-1`"), "{}", row);
        // AcWing 845 does not: its answer may be `-1`.
        let acwing = crate::problems::find("acwing845").unwrap();
        assert!(acwing.format.describe().output.contains("`-1`"));
    }
}
