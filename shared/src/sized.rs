//! Breadth-first search on a sliding board of any size: `rows` x `columns`
//! cells, at most 16, the tiles numbered and `0` the blank. The 3x3 board
//! of the rest of the crate is fixed at compile time for speed, and the
//! pasted programs use that; this search takes the size as a parameter,
//! for the 2x4 board of Aizu 0121 and any other, and is checked on 3x3
//! against [`crate::Table`] on every board (`tests/sized.rs`).

use std::collections::{HashMap, VecDeque};

/// A board's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub rows: usize,
    pub columns: usize,
}

impl Size {
    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.columns
    }

    /// The cells next to `cell`: above, below, left and right of it, in
    /// that order, where the board has them.
    pub fn neighbours(&self, cell: usize) -> Vec<usize> {
        let (row, column) = (cell / self.columns, cell % self.columns);
        let mut near = Vec::with_capacity(4);
        if row > 0 {
            near.push(cell - self.columns);
        }
        if row + 1 < self.rows {
            near.push(cell + self.columns);
        }
        if column > 0 {
            near.push(cell - 1);
        }
        if column + 1 < self.columns {
            near.push(cell + 1);
        }
        near
    }
}

/// `cells` packed four bits a cell into one number, the first cell lowest:
/// the key of [`distances`]. At most 16 cells, each below 16.
pub fn pack(cells: &[u8]) -> u64 {
    assert!(cells.len() <= 16, "at most 16 cells");
    cells.iter().enumerate().fold(0, |packed, (i, &cell)| {
        packed | u64::from(cell & 0xF) << (4 * i)
    })
}

/// The fewest moves to `goal` (its cells row by row, `0` the blank) of
/// every board of `size` that reaches it, by [`pack`]ed board: a breadth-
/// first search from the goal. O(boards reached) time and memory: 20,160
/// on 2x4, 181,440 on 3x3.
///
/// # Examples
/// ```
/// use eight::sized::{distances, pack, Size};
///
/// // Aizu 0121's 2x4 board and its sample.
/// let two_by_four = distances(Size { rows: 2, columns: 4 }, &[0, 1, 2, 3, 4, 5, 6, 7]);
/// assert_eq!(two_by_four.len(), 20_160);
/// assert_eq!(two_by_four[&pack(&[1, 0, 2, 3, 4, 5, 6, 7])], 1);
/// assert_eq!(two_by_four[&pack(&[7, 6, 5, 4, 3, 2, 1, 0])], 28);
/// ```
///
/// # Panics
/// When `goal` does not hold `size`'s cells, or has no blank.
pub fn distances(size: Size, goal: &[u8]) -> HashMap<u64, u32> {
    assert_eq!(goal.len(), size.cells(), "the goal holds the board's cells");
    let blank = goal.iter().position(|&c| c == 0).expect("a blank");
    let neighbours: Vec<Vec<usize>> = (0..size.cells()).map(|c| size.neighbours(c)).collect();
    let mut dist = HashMap::new();
    dist.insert(pack(goal), 0);
    let mut queue = VecDeque::from(vec![(pack(goal), blank)]);
    while let Some((board, blank)) = queue.pop_front() {
        let moves = dist[&board] + 1;
        for &cell in &neighbours[blank] {
            // Slide the tile of `cell` into the blank.
            let tile = board >> (4 * cell) & 0xF;
            let next = board & !(0xF << (4 * cell)) | tile << (4 * blank);
            dist.entry(next).or_insert_with(|| {
                queue.push_back((next, cell));
                moves
            });
        }
    }
    dist
}
