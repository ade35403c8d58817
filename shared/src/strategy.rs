//! What every search strategy shares: the question, the answer's shape.

use crate::board::Board;
use crate::moves::Move;

/// What a strategy returns for one query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// A shortest sequence of blank moves from start to goal, or `None` when
    /// the goal cannot be reached.
    pub moves: Option<Vec<Move>>,
    /// How many states the search expanded (generated the successors of).
    pub expanded: u64,
}

impl Outcome {
    /// The answer to an unsolvable query, found without expanding anything.
    pub fn unsolvable() -> Outcome {
        Outcome {
            moves: None,
            expanded: 0,
        }
    }
}

/// An optimal solver of the eight-puzzle from any start to any goal.
///
/// # Examples
/// ```
/// use eight::{BidirectionalBfs, Board, Strategy};
///
/// // One move from the goal: the blank goes right.
/// let start = Board::from_cells([1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
/// let mut strategy: Box<dyn Strategy> = Box::new(BidirectionalBfs::new());
/// let outcome = strategy.solve(&start, &Board::POJ_GOAL);
/// assert_eq!(outcome.moves.map(|moves| moves.len()), Some(1));
/// assert!(!strategy.canonical());
/// ```
pub trait Strategy {
    /// A short name for tables and messages, e.g. `"idastar"`.
    fn name(&self) -> &'static str;

    /// Whether every answer is the canonical one: the alphabetically first
    /// (`d < l < r < u`) of all shortest move strings.
    fn canonical(&self) -> bool;

    /// A shortest move sequence from `start` to `goal` (canonical when
    /// [`Strategy::canonical`] says so), or `None` when there is none.
    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome;

    /// Bytes of search state (tables, arrays, queues) the strategy keeps
    /// allocated between queries.
    fn retained_bytes(&self) -> usize;
}
