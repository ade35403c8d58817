//! Manhattan distance on the 4x4 board, kept up to date move by move: a
//! move changes only its tile's distance, by one.

use crate::fifteen::{Fifteen, CELLS};
use crate::fifteen_idastar::Estimate15;

/// `DISTANCE[tile][cell]`: the rows plus columns between `cell` and the
/// tile's home, cell `tile` of Korf's goal; 0 for the blank.
pub(crate) const DISTANCE: [[u8; CELLS]; CELLS] = distances();

const fn distances() -> [[u8; CELLS]; CELLS] {
    let mut table = [[0; CELLS]; CELLS];
    let mut tile = 1;
    while tile < CELLS {
        let mut cell = 0;
        while cell < CELLS {
            let rows = (tile / 4).abs_diff(cell / 4);
            let columns = (tile % 4).abs_diff(cell % 4);
            table[tile][cell] = (rows + columns) as u8;
            cell += 1;
        }
        tile += 1;
    }
    table
}

/// The sum over the tiles of their rows and columns from home (the blank
/// left out): each move slides one tile one step, so no path is shorter.
/// O(16).
pub fn manhattan15(board: Fifteen) -> u32 {
    (0..CELLS)
        .map(|cell| u32::from(DISTANCE[usize::from(board.get(cell))][cell]))
        .sum()
}

/// Manhattan distance as an [`Estimate15`]: the carry is the distance, and
/// a move adds the moved tile's change, +1 or -1. The literature's
/// baseline (Korf 1985): 401,189,630 boards generated a board on average
/// over Korf's 100.
#[derive(Clone, Copy, Debug, Default)]
pub struct Manhattan;

impl Manhattan {
    /// The estimate; it holds nothing, its table is a constant.
    pub fn new() -> Manhattan {
        Manhattan
    }
}

impl Estimate15 for Manhattan {
    type Carry = u32;

    fn name(&self) -> &'static str {
        "manhattan"
    }

    fn start(&self, board: Fifteen, _: u64) -> (u32, u32) {
        let h = manhattan15(board);
        (h, h)
    }

    #[inline]
    fn moved(&self, h: u32, _: Fifteen, _: u64, tile: u8, from: usize, to: usize) -> (u32, u32) {
        let distance = &DISTANCE[usize::from(tile)];
        let h = h + u32::from(distance[to]) - u32::from(distance[from]);
        (h, h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korfs_first_board_by_hand() {
        // Korf's instance 1: 14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3.
        let cells = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
        let board = Fifteen::from_cells(cells).unwrap();
        // Row by row: 14: 3+2, 13: 3+0, 15: 3+1, 7: 1+0; 11: 1+3, 12: 2+1,
        // 9: 1+1, 5: 0+2; 6: 1+2, 2: 2+0, 1: 2+2; 4: 2+0, 8: 1+1,
        // 10: 1+0, 3: 3+0.
        assert_eq!(manhattan15(board), 41);
    }
}
