//! Cantor ranking: a perfect hash of the 9! boards onto `0..9!`, in the
//! lexicographic order of their cells.

use crate::board::Board;

/// The number of arrangements of nine cells, 9! = 362,880.
pub const STATES: usize = 362_880;

/// `FACTORIAL[k]` is k!.
pub(crate) const FACTORIAL: [u32; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// `SMALLER[mask]` is the number of set bits in a 9-bit mask: a popcount by
/// table, as judges compile for a baseline CPU without the instruction.
const SMALLER: [u8; 512] = popcounts();

const fn popcounts() -> [u8; 512] {
    let mut table = [0u8; 512];
    let mut mask = 1;
    while mask < 512 {
        table[mask] = table[mask >> 1] + (mask & 1) as u8;
        mask += 1;
    }
    table
}

/// The board's position among all 9! arrangements in lexicographic order
/// of cells (blank as 0): `0` for `x12345678`, `9! - 1` for `87654321x`.
///
/// # Complexity
/// O(9), no allocation.
///
/// # Examples
/// ```
/// use eight::{rank, unrank, Board, STATES};
///
/// assert_eq!(rank(&Board::POJ_GOAL), 46_233);
/// assert_eq!(unrank(46_233), Board::POJ_GOAL);
/// // A perfect hash: every rank below 9! is one board, and back.
/// assert_eq!(rank(&unrank(STATES as u32 - 1)), STATES as u32 - 1);
/// assert_eq!(unrank(0).to_string(), "x12345678");
/// ```
pub fn rank(board: &Board) -> u32 {
    rank_cells(|i| board.cells()[i])
}

/// [`rank`] of the board whose cell `i` is `cell(i)`, for boards kept in
/// other forms.
#[inline]
pub(crate) fn rank_cells(cell: impl Fn(usize) -> u8) -> u32 {
    let mut rank = 0;
    let mut used = 0usize;
    for (i, weight) in FACTORIAL[1..].iter().rev().enumerate() {
        let value = cell(i);
        let below = (1usize << value) - 1;
        // Values below `value` not used yet all stand to its right.
        let smaller_right = u32::from(value) - u32::from(SMALLER[used & below]);
        rank += smaller_right * weight;
        used |= 1 << value;
    }
    rank
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(cells: [u8; 9]) -> Board {
        Board::from_cells(cells).unwrap()
    }

    #[test]
    fn ends_and_neighbours() {
        assert_eq!(rank(&board([0, 1, 2, 3, 4, 5, 6, 7, 8])), 0);
        assert_eq!(rank(&board([0, 1, 2, 3, 4, 5, 6, 8, 7])), 1);
        assert_eq!(rank(&board([0, 1, 2, 3, 4, 5, 7, 6, 8])), 2);
        assert_eq!(rank(&board([1, 0, 2, 3, 4, 5, 6, 7, 8])), 40_320);
        assert_eq!(rank(&board([8, 7, 6, 5, 4, 3, 2, 1, 0])), 362_879);
    }
}
