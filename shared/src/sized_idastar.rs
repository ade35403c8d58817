//! IDA* with Manhattan distance on a sliding board of any size up to 16
//! cells, solvability by parity first: the 4x4 realm's search without its
//! tables, so the 2x3 board (LeetCode 773) and the 2x2 board fall out of
//! it, checked on every board against the breadth-first search of
//! `sized.rs` (`tests/sized.rs`).

use crate::grid_parity::grid_solvable;
use crate::moves::Move;
use crate::sized::Size;

/// The shortest path of the blank from `start` to `goal` on a board of
/// `size` (cells row by row, `0` the blank), the alphabetically first of
/// the shortest (`d < l < r < u`), or `None` where parity says the goal
/// cannot be reached.
///
/// # Panics
/// When `start` and `goal` are not both the values `0..cells` once each,
/// or the board has more than 16 cells.
///
/// # Complexity
/// Proportional to the boards generated; O(depth) memory.
///
/// ```
/// use eight::sized::Size;
/// use eight::{sized_solve, to_letters};
///
/// // LeetCode 773's second example cannot be solved; its first takes one.
/// let size = Size { rows: 2, columns: 3 };
/// let goal = [1, 2, 3, 4, 5, 0];
/// assert_eq!(sized_solve(size, &[1, 2, 3, 5, 4, 0], &goal), None);
/// assert_eq!(to_letters(&sized_solve(size, &[1, 2, 3, 4, 0, 5], &goal).unwrap()), "r");
/// ```
pub fn sized_solve(size: Size, start: &[u8], goal: &[u8]) -> Option<Vec<Move>> {
    let cells = size.cells();
    assert!(cells <= 16, "at most 16 cells");
    let wide = |board: &[u8]| board.iter().map(|&v| u32::from(v)).collect::<Vec<u32>>();
    if !grid_solvable(size.rows, size.columns, &wide(start), &wide(goal)) {
        return None;
    }
    let mut home = [0usize; 16];
    for (cell, &value) in goal.iter().enumerate() {
        home[usize::from(value)] = cell;
    }
    let mut search = Search {
        size,
        home,
        board: [0; 16],
        path: Vec::new(),
        bound: 0,
        next_bound: 0,
    };
    search.board[..cells].copy_from_slice(start);
    let h: u32 = (0..cells)
        .map(|cell| search.distance(search.board[cell], cell))
        .sum();
    search.bound = h;
    let blank = start.iter().position(|&v| v == 0).expect("a blank");
    loop {
        search.next_bound = u32::MAX;
        if search.descend(blank, h, usize::MAX) {
            return Some(search.path);
        }
        search.bound = search.next_bound;
    }
}

struct Search {
    size: Size,
    /// `home[value]`: the value's cell in the goal.
    home: [usize; 16],
    board: [u8; 16],
    path: Vec<Move>,
    bound: u32,
    next_bound: u32,
}

impl Search {
    /// How far `value` at `cell` is from home (0 for the blank).
    fn distance(&self, value: u8, cell: usize) -> u32 {
        if value == 0 {
            return 0;
        }
        let (columns, home) = (self.size.columns, self.home[usize::from(value)]);
        ((cell / columns).abs_diff(home / columns) + (cell % columns).abs_diff(home % columns))
            as u32
    }

    /// Where `step` takes the blank from `blank`, if on the board.
    fn target(&self, step: Move, blank: usize) -> Option<usize> {
        let Size { rows, columns } = self.size;
        match step {
            Move::Down if blank / columns + 1 < rows => Some(blank + columns),
            Move::Left if blank % columns > 0 => Some(blank - 1),
            Move::Right if blank % columns + 1 < columns => Some(blank + 1),
            Move::Up if blank >= columns => Some(blank - columns),
            _ => None,
        }
    }

    /// Searches below the board, `self.path` the moves to it, `h` its
    /// distance, the blank at `blank` and before at `previous`.
    fn descend(&mut self, blank: usize, h: u32, previous: usize) -> bool {
        if h == 0 {
            return true;
        }
        for step in Move::ALL {
            let from = match self.target(step, blank) {
                Some(from) if from != previous => from,
                _ => continue,
            };
            let tile = self.board[from];
            let next_h = h + self.distance(tile, blank) - self.distance(tile, from);
            let total = self.path.len() as u32 + 1 + next_h;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            self.board.swap(blank, from);
            self.path.push(step);
            if self.descend(from, next_h, blank) {
                return true;
            }
            self.path.pop();
            self.board.swap(blank, from);
        }
        false
    }
}
