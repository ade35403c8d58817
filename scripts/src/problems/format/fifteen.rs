//! The 4x4 board, four rows of four numbers, `0` the blank, to be taken
//! to `1 2 .. 15 0`: one board answered by the fewest moves (Aizu
//! ALDS1_13_C), a count of boards each answered by a move string within a
//! cap (UVa 10181), or numbered cases answered by the alphabetically
//! first shortest string within a cap (LightOJ 1121). How an answer is
//! judged is `fifteen_answers.rs`.

use super::cells::{count_line, input_lines};
use super::fifteen_answers::{board_of, judge_answers, FifteenAnswer, JUDGES_GOAL, NOT_SOLVABLE};
use super::finding::on_lines;
use super::{Case, Description, Finding, Format, Goal, ReadError, Shape};
use crate::problems::oracle::{fifteen_distance, fifteen_path, Oracle};
use eight::sample::Seeded;
use eight::{count_of, to_letters, Board, Fifteen, Move};

/// How a judge lays out its 4x4 boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FifteenLayout {
    /// One board, four lines of four numbers.
    OneBoard,
    /// A line holding the count, 1 to `most`, then that many boards of
    /// four lines each.
    Counted { most: usize },
    /// A line holding `T`, 1 to `most`, then per case an empty line and
    /// the board's four lines.
    CaseGrids { most: usize },
}

/// The fifteen puzzle's formats: a layout of boards and what each answer
/// is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FifteenPuzzle {
    pub layout: FifteenLayout,
    pub answer: FifteenAnswer,
}

/// The most random moves a drawn board is from the goal: shallow enough
/// that the library's search answers it at once, deep enough that a
/// wrong search shows.
const WALK_MOST: usize = 24;

/// The board of `rows`, four lines of four numbers `0`-`15` each once,
/// the first of them line `first` (from 1) of the input.
fn rows_board(rows: &[&str], first: usize) -> Result<Fifteen, ReadError> {
    let mut cells = [0u8; 16];
    let mut seen = 0u32;
    for (offset, row) in rows.iter().enumerate() {
        let at = first + offset;
        let numbers: Vec<&str> = row.split_ascii_whitespace().collect();
        if numbers.len() != 4 {
            return Err(ReadError::at(
                at,
                format!("{} numbers, not a row of 4", numbers.len()),
            ));
        }
        for (column, number) in numbers.iter().enumerate() {
            let value: u8 = match number.parse() {
                Ok(value) if value <= 15 && number.bytes().all(|b| b.is_ascii_digit()) => value,
                _ => {
                    return Err(ReadError::at(
                        at,
                        format!("{:?} is not a number 0-15", number),
                    ))
                }
            };
            if seen & 1 << value != 0 {
                return Err(ReadError::at(
                    at,
                    format!("{} appears a second time", value),
                ));
            }
            seen |= 1 << value;
            cells[4 * offset + column] = value;
        }
    }
    Ok(Fifteen::from_cells(cells).expect("sixteen numbers 0-15, each once"))
}

/// The board's four rows, a line each, a space between numbers.
fn board_rows(board: Fifteen) -> String {
    let cells = board.cells();
    let rows: Vec<String> = cells
        .chunks(4)
        .map(|row| {
            let numbers: Vec<String> = row.iter().map(u8::to_string).collect();
            numbers.join(" ")
        })
        .collect();
    rows.join("\n")
}

/// The boards of `lines` laid out by `layout`.
fn read_boards(lines: &[&str], layout: FifteenLayout) -> Result<Vec<Fifteen>, ReadError> {
    let (count, first, each) = match layout {
        FifteenLayout::OneBoard => (1, 0, 4),
        FifteenLayout::Counted { most } => (count_line(lines, most, "a count")?, 1, 4),
        FifteenLayout::CaseGrids { most } => (count_line(lines, most, "a case count T,")?, 1, 5),
    };
    if lines.len() != first + each * count {
        return Err(ReadError::new(format!(
            "{} {} {} lines{}, not {}",
            count_of(count, "board"),
            if count == 1 { "needs" } else { "need" },
            each * count,
            if first == 1 { " after the first" } else { "" },
            lines.len() - first
        )));
    }
    (0..count)
        .map(|index| {
            let start = first + each * index;
            if each == 5 && !lines[start].is_empty() {
                return Err(ReadError::at(
                    start + 1,
                    format!(
                        "{:?}, where an empty line starts case {}",
                        lines[start],
                        index + 1
                    ),
                ));
            }
            let rows = &lines[start + each - 4..start + each];
            rows_board(rows, start + each - 3)
        })
        .collect()
}

/// A board `moves` random moves of the blank from the goal (never
/// undoing the last), or with two tiles swapped after, which no moves
/// solve.
fn random_board(random: &mut Seeded, moves: usize, swapped: bool) -> Fifteen {
    let mut board = Fifteen::from_cells(JUDGES_GOAL).expect("the goal");
    let mut last: Option<Move> = None;
    let mut made = 0;
    while made < moves {
        let step = Move::ALL[random.below(4)];
        if last == Some(step.inverse()) {
            continue;
        }
        if let Some(next) = board.step(step) {
            board = next;
            last = Some(step);
            made += 1;
        }
    }
    if swapped {
        let mut cells = board.cells();
        let tiles: Vec<usize> = (0..16).filter(|&c| cells[c] != 0).take(2).collect();
        cells.swap(tiles[0], tiles[1]);
        board = Fifteen::from_cells(cells).expect("a swap keeps each value once");
    }
    board
}

impl FifteenPuzzle {
    /// The cap on an answer's moves.
    fn most(&self) -> u32 {
        match self.answer {
            FifteenAnswer::Count { most }
            | FifteenAnswer::Within { most }
            | FifteenAnswer::FirstWithin { most }
            | FifteenAnswer::FirstOf { most } => most,
        }
    }

    /// Whether the judge's data holds solvable boards only.
    fn solvable_only(&self) -> bool {
        matches!(self.answer, FifteenAnswer::Count { .. })
    }

    /// The library's answer to `board`, without `Case k: `.
    fn answer(&self, board: Fifteen) -> String {
        match self.answer {
            FifteenAnswer::Count { most } => fifteen_distance(board, most)
                .map_or("unsolvable".to_string(), |moves| moves.to_string()),
            _ => fifteen_path(board, self.most()).map_or(NOT_SOLVABLE.to_string(), |path| {
                to_letters(&path).to_ascii_uppercase()
            }),
        }
    }
}

impl Format for FifteenPuzzle {
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError> {
        let boards = read_boards(&input_lines(input)?, self.layout)?;
        if self.solvable_only() {
            if let Some(index) = boards.iter().position(|&b| !eight::solvable15(b.turned())) {
                return Err(ReadError::new(format!(
                    "board {} cannot be solved, and the judge's data always can",
                    index + 1
                )));
            }
        }
        Ok(boards.into_iter().map(Case::fifteen).collect())
    }

    fn write(&self, cases: &[Case]) -> String {
        let boards = cases.iter().map(|case| board_rows(board_of(case)));
        match self.layout {
            FifteenLayout::OneBoard => {
                assert_eq!(cases.len(), 1, "one board");
                format!("{}\n", boards.collect::<Vec<_>>().concat())
            }
            FifteenLayout::Counted { .. } => {
                let mut text = format!("{}\n", cases.len());
                boards.for_each(|rows| text.push_str(&format!("{}\n", rows)));
                text
            }
            FifteenLayout::CaseGrids { .. } => {
                let mut text = format!("{}\n", cases.len());
                boards.for_each(|rows| text.push_str(&format!("\n{}\n", rows)));
                text
            }
        }
    }

    /// Boards a random number of moves from the goal, up to
    /// `WALK_MOST`; where the judge's data may hold them, one in four
    /// with two tiles swapped, which cannot be solved.
    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case> {
        let count = match self.layout {
            FifteenLayout::OneBoard => 1,
            FifteenLayout::Counted { most } | FifteenLayout::CaseGrids { most } => {
                super::random_count(random, volume, most.min(100), 10)
            }
        };
        (0..count)
            .map(|_| {
                let moves = random.below(WALK_MOST + 1);
                let swapped = !self.solvable_only() && random.below(4) == 0;
                Case::fifteen(random_board(random, moves, swapped))
            })
            .collect()
    }

    fn describe(&self) -> Description {
        let boards = match self.layout {
            FifteenLayout::OneBoard => "one board, four rows of four numbers".to_string(),
            FifteenLayout::Counted { most } => format!(
                "a count (at most {}), then that many boards, each four rows of four numbers",
                most
            ),
            FifteenLayout::CaseGrids { most } => format!(
                "`T` (at most {}), then per case an empty line and four rows of four numbers",
                most
            ),
        };
        let input = format!(
            "{}, `0` the blank; goal `1 2 .. 15 0`{}",
            boards,
            if self.solvable_only() {
                format!("; always solvable within {} moves", self.most())
            } else {
                String::new()
            }
        );
        let (output, rule, others) = match self.answer {
            FifteenAnswer::Count { .. } => (
                "a line: the fewest moves",
                "the exact number of moves",
                None,
            ),
            FifteenAnswer::Within { .. } | FifteenAnswer::FirstOf { .. } => (
                "per board a line: the blank's moves (`L`, `R`, `U`, `D`), or `This puzzle is not \
                 solvable.`",
                "any legal string of at most 50 moves that solves the board",
                Some("any legal solving string of at most 50 moves"),
            ),
            FifteenAnswer::FirstWithin { .. } => (
                "per case a line: `Case k: ` and the blank's moves (`L`, `R`, `U`, `D`), or \
                 `This puzzle is not solvable.` when unsolvable or more than 35 moves",
                "exactly the alphabetically first shortest move string",
                None,
            ),
        };
        Description {
            input,
            output,
            rule,
            others,
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            goal: Goal::Fixed(Board::POJ_GOAL),
            one_case: self.layout == FifteenLayout::OneBoard,
            solvable_only: self.solvable_only(),
            lines_a_case: 1,
        }
    }

    fn expected(&self, cases: &[Case], _: &mut Oracle) -> String {
        let mut text = String::new();
        for (index, case) in cases.iter().enumerate() {
            if let FifteenAnswer::FirstWithin { .. } = self.answer {
                text.push_str(&format!("Case {}: ", index + 1));
            }
            text.push_str(&self.answer(board_of(case)));
            text.push('\n');
        }
        text
    }

    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding> {
        on_lines(expected, actual, |expected, actual| {
            judge_answers(self.answer, cases, expected, actual)
        })
    }

    fn strictest(&self) -> Box<dyn Format> {
        let answer = match self.answer {
            FifteenAnswer::Within { most } => FifteenAnswer::FirstOf { most },
            other => other,
        };
        Box::new(FifteenPuzzle {
            layout: self.layout,
            answer,
        })
    }
}
