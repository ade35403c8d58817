//! The judges' problem formats, one module each behind one trait,
//! [`Format`]: reading an input exactly as its judge writes it, writing
//! one, drawing one at random, describing it, the expected output, and
//! judging an output by the format's rule.
//!
//! A problem format is one file here and one line of
//! [`crate::problems`]; the rest of the judge knows formats only through
//! the trait.

mod answer;
mod board_lines;
mod case_grids;
mod cells;
mod counted;
mod every_board;
mod farthest;
mod fifteen;
mod fifteen_answers;
mod finding;
mod graph;
mod pairs;
mod seven;
mod start_goal;
mod tile_moves;
mod within;
mod yes_no;

pub use board_lines::{BoardLines, Layout};
pub use case_grids::CaseGrids;
pub use cells::ReadError;
pub use counted::Counted;
pub use every_board::EveryBoard;
pub use farthest::Farthest;
pub use fifteen::{FifteenLayout, FifteenPuzzle};
pub use fifteen_answers::{replay, FifteenAnswer, Replayed, JUDGES_GOAL, NOT_SOLVABLE};
pub use finding::{AtLine, Blame, Finding};
pub use graph::OnGraph;
pub use pairs::Pairs;
pub use seven::Seven;
pub use start_goal::{Cells, StartGoal};
pub use tile_moves::TileMoves;
pub use within::Within;
pub use yes_no::YesNo;

use crate::problems::oracle::Oracle;
use eight::graph::Graph;
use eight::sample::Seeded;
use eight::{Board, Fifteen};
use std::fmt;

/// One case of an input: a start, its goal where it has one, and for a
/// problem played on a graph, the graph. What a judge answers on its own,
/// and what shrinking keeps or leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    pub start: Board,
    /// The board to reach; `None` where the answer is a board of the
    /// solution's choosing (UVa 10085's farthest board).
    pub goal: Option<Board>,
    /// The graph the pieces move on; `None`, the 3x3 board.
    pub graph: Option<Graph>,
    /// The 4x4 board of a fifteen-puzzle problem, whose goal is always
    /// `1 2 .. 15 0`: then `start` and `goal` are the 3x3 goal, standing
    /// for nothing ([`Case::fifteen`]).
    pub fifteen: Option<Fifteen>,
}

impl Case {
    /// A start and its goal on the 3x3 board.
    pub fn pair(start: Board, goal: Board) -> Case {
        Case {
            start,
            goal: Some(goal),
            graph: None,
            fifteen: None,
        }
    }

    /// A start with no goal.
    pub fn start_only(start: Board) -> Case {
        Case {
            start,
            goal: None,
            graph: None,
            fifteen: None,
        }
    }

    /// A 4x4 board, to be taken to `1 2 .. 15 0`.
    pub fn fifteen(board: Fifteen) -> Case {
        Case {
            fifteen: Some(board),
            ..Case::pair(Board::POJ_GOAL, Board::POJ_GOAL)
        }
    }

    /// The goal of a case that has one.
    ///
    /// # Panics
    /// When it has none: a case of a format without goals given to a
    /// format with them.
    pub fn goal_board(&self) -> Board {
        self.goal
            .expect("a case of a format with goals has its goal")
    }
}

/// Where each case's goal comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One goal for every case.
    Fixed(Board),
    /// Each case gives its own.
    InTheInput,
    /// None: the answer is a board of the solution's choosing.
    None,
}

/// What the stress test's draws ([`crate::commands::stress::inputs`]) and the side by side
/// diff ([`crate::report::diff`]) need to know of a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub goal: Goal,
    /// Whether an input holds one case.
    pub one_case: bool,
    /// Whether the judge's data holds solvable cases only.
    pub solvable_only: bool,
    /// How many lines of output a case's answer takes.
    pub lines_a_case: usize,
}

/// A format in a few words, for the README's table and the reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Description {
    pub input: String,
    pub output: &'static str,
    /// What the rule accepts.
    pub rule: &'static str,
    /// What else is right besides the expected output: `None` when
    /// nothing is.
    pub others: Option<&'static str>,
}

/// A problem format: its input, its output and the rule an output is
/// judged by, as DMOJ's checkers share one signature.
pub trait Format: fmt::Debug + Sync {
    /// The cases of `input`, when it is written exactly as this judge
    /// writes its input; else what is not, and where. Empty lines at the
    /// end and white space around a line are allowed.
    fn read(&self, input: &[u8]) -> Result<Vec<Case>, ReadError>;

    /// `cases` written as this judge writes its input.
    ///
    /// # Panics
    /// When this format holds one case and `cases` are more.
    fn write(&self, cases: &[Case]) -> String;

    /// Random cases in this format, the same for the same `random`: one,
    /// or for the many-case formats a few, or when `volume` is set as many
    /// as the judge's own data may hold.
    fn random(&self, random: &mut Seeded, volume: bool) -> Vec<Case>;

    /// The input, the output and the rule in a few words.
    fn describe(&self) -> Description;

    /// What draws and diffs need to know.
    fn shape(&self) -> Shape;

    /// The right output for `cases`, from the library's own answers: the
    /// alphabetically first shortest moves, the first farthest board.
    fn expected(&self, cases: &[Case], oracle: &mut Oracle) -> String;

    /// Judges `actual`, the output for `cases`, against `expected` by this
    /// format's rule: the first fault, with its case and line.
    ///
    /// # Errors
    /// A [`Finding`] blaming the expected output when it is wrong
    /// (checked first where it can be), else blaming `actual`.
    fn judge(&self, cases: &[Case], expected: &[u8], actual: &[u8]) -> Result<(), Finding>;

    /// This format held to the strictest rule its answers take: the
    /// alphabetically first shortest move string where its answers are
    /// moves, as [`Format::expected`] and `scripts/reference.py` write
    /// them; the same format where its rule takes one answer already or
    /// no rule chooses among its answers (the farthest board).
    fn strictest(&self) -> Box<dyn Format>;

    /// Whether `input`, which [`Format::read`] reads, is laid out as the
    /// statement shows its input, where the reader takes more (UVa's
    /// boards in any layout); else which line is not.
    fn as_stated(&self, input: &[u8]) -> Result<(), ReadError> {
        let _ = input;
        Ok(())
    }

    /// How many parts of `case` a smaller case may leave out, each subset
    /// of them still a case its statement allows (a graph's edges): what
    /// the stress test shrinks inside a case. 0, the default, where none
    /// may go (a board's cells, a 2x4 board's fixed grid).
    fn parts(&self, case: &Case) -> usize {
        let _ = case;
        0
    }

    /// What [`Format::parts`] are, in the plural: `edges`.
    fn parts_name(&self) -> &'static str {
        "parts"
    }

    /// `case` with only its parts `kept` (indices below
    /// [`Format::parts`], in order).
    fn with_parts(&self, case: &Case, kept: &[usize]) -> Case {
        let _ = kept;
        *case
    }
}

/// How many boards a stress case of many boards holds now and then: enough
/// that one search per board runs for seconds, where a table answers them
/// in milliseconds.
pub const VOLUME_BOARDS: usize = 3000;

/// A uniformly random board: a Fisher-Yates shuffle of 0..=8.
fn random_board(random: &mut Seeded) -> Board {
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for i in (1..9).rev() {
        cells.swap(i, random.below(i + 1));
    }
    Board::from_cells(cells).expect("a shuffle of 0..=8")
}

/// Each of `boards` with `goal`.
fn with_goal(boards: Vec<Board>, goal: Board) -> Vec<Case> {
    boards
        .into_iter()
        .map(|board| Case::pair(board, goal))
        .collect()
}

/// How many cases a random input of a many-case format holds: 1 to `few`
/// (at most `most`), or when `volume` is set, `most`, as many as the
/// judge's own data may hold.
fn random_count(random: &mut Seeded, volume: bool, most: usize, few: usize) -> usize {
    if volume {
        most
    } else {
        (1 + random.below(few)).min(most)
    }
}

/// `count` random starts with `goal` (a random one each when `None`),
/// solvable ones only when `solvable_only`.
fn random_pairs(
    random: &mut Seeded,
    count: usize,
    goal: Option<Board>,
    solvable_only: bool,
) -> Vec<Case> {
    (0..count)
        .map(|_| loop {
            let start = random_board(random);
            let goal = goal.unwrap_or_else(|| random_board(random));
            if !solvable_only || eight::is_solvable(&start, &goal) {
                return Case::pair(start, goal);
            }
        })
        .collect()
}

/// The first case of `cases` that cannot be solved, as a reading error of
/// a judge whose data always can.
fn solvable_only(cases: Vec<Case>) -> Result<Vec<Case>, ReadError> {
    match cases
        .iter()
        .position(|case| !eight::is_solvable(&case.start, &case.goal_board()))
    {
        Some(index) => Err(ReadError::new(format!(
            "case {} cannot be solved, and the judge's data always can",
            index + 1
        ))),
        None => Ok(cases),
    }
}

/// `; goal `12345678x``, or with `0` the blank, and `; always solvable`:
/// the end of an input's description.
fn goal_text(goal: Option<Board>, zero_blank: bool, solvable_only: bool) -> String {
    let mut text = String::new();
    if let Some(goal) = goal {
        let shown = goal.to_string();
        let shown = if zero_blank {
            shown.replace('x', "0")
        } else {
            shown
        };
        text.push_str(&format!("; goal `{}`", shown));
    }
    if solvable_only {
        text.push_str("; always solvable");
    }
    text
}

/// What the formats' tests share.
#[cfg(test)]
mod testing {
    use super::*;

    /// The board `text` writes, in any layout.
    pub fn board(text: &str) -> Board {
        eight::parse_boards(text.as_bytes()).unwrap()[0]
    }

    /// Draws a few cases of `format` and then a volume of them, and checks
    /// that it reads back each input it writes: the volume's cases.
    pub fn reads_what_it_writes(format: &dyn Format) -> Vec<Case> {
        let mut random = Seeded(5);
        let mut cases = Vec::new();
        for volume in [false, true] {
            cases = format.random(&mut random, volume);
            let text = format.write(&cases);
            assert_eq!(format.read(text.as_bytes()), Ok(cases.clone()), "{}", text);
        }
        cases
    }
}
