//! A board packed four bits a cell into one `u64`, for the searches that
//! keep boards in registers: a move is two XORs.

use crate::board::Board;
use crate::cantor::rank_cells;

/// The cells of a board, cell `p` in bits `4p..4p + 4`; bits 36 and up are
/// zero.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Packed(pub u64);

impl Packed {
    /// The bits that hold the nine cells.
    pub const CELLS: u64 = (1 << 36) - 1;

    /// Packs `board`. O(9).
    pub fn new(board: &Board) -> Packed {
        let cells = board.cells().iter().rev();
        Packed(cells.fold(0, |packed, &value| packed << 4 | u64::from(value)))
    }

    /// The value in cell `position`. O(1).
    #[inline]
    pub fn get(self, position: usize) -> u8 {
        (self.0 >> (4 * position) & 0xF) as u8
    }

    /// The board after the tile at `from` slides into the blank at `to`.
    /// O(1).
    #[inline]
    pub fn slid(self, from: usize, to: usize) -> Packed {
        let tile = u64::from(self.get(from));
        Packed(self.0 ^ tile << (4 * from) ^ tile << (4 * to))
    }

    /// The Cantor rank of the board, as [`crate::cantor::rank`]. O(9).
    #[inline]
    pub fn rank(self) -> u32 {
        rank_cells(|position| self.get(position))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::cantor::rank;

    #[test]
    fn packs_moves_and_ranks_like_the_board() {
        let board = board("23415x768");
        let packed = Packed::new(&board);
        assert_eq!(packed.0, 0x8_6705_1432);
        assert_eq!(
            (0..9).map(|p| packed.get(p)).collect::<Vec<_>>(),
            board.cells()
        );
        // The blank (cell 5) goes up: the 4 from cell 2 slides down into it.
        let up = board.moved(crate::moves::Move::Up).unwrap();
        assert_eq!(packed.slid(2, 5), Packed::new(&up));
        assert_eq!(packed.rank(), rank(&board));
        assert_eq!(packed.slid(2, 5).rank(), rank(&up));
    }
}
