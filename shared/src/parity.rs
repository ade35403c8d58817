//! Solvability by inversion parity: no search needed.

use crate::board::{Board, BLANK};

/// Whether the number of inversions among the eight tiles (the blank left
/// out) is odd. A move never changes it: a sideways move keeps the tiles'
/// order, and a vertical one moves one tile past two others.
///
/// # Complexity
/// O(9^2) comparisons, no allocation.
pub(crate) fn odd_inversions(board: &Board) -> bool {
    let cells = board.cells();
    let mut inversions = 0;
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            inversions += u32::from(b != BLANK && b < a);
        }
    }
    inversions % 2 == 1
}

/// Whether `goal` can be reached from `start`: exactly when their inversion
/// counts have the same parity.
///
/// # Complexity
/// O(9^2), no search.
///
/// # Examples
/// ```
/// use eight::{is_solvable, Board};
///
/// // 12345678x has no inversion; 1,2,3,8,4,7,6,5 has seven.
/// assert!(!is_solvable(&Board::POJ_GOAL, &Board::LUOGU_GOAL));
/// // Swapping two tiles flips the parity: 21345678x cannot be solved.
/// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
/// assert!(!is_solvable(&swapped, &Board::POJ_GOAL));
/// assert!(is_solvable(&swapped, &Board::LUOGU_GOAL));
/// ```
pub fn is_solvable(start: &Board, goal: &Board) -> bool {
    odd_inversions(start) == odd_inversions(goal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    #[test]
    fn goal_parities() {
        // 12345678x has no inversion; 1,2,3,8,4,7,6,5 has 7: (8,4), (8,7),
        // (8,6), (8,5), (7,6), (7,5), (6,5).
        assert!(!odd_inversions(&Board::POJ_GOAL));
        assert!(odd_inversions(&Board::LUOGU_GOAL));
    }

    #[test]
    fn swapping_two_tiles_flips_solvability() {
        let sample = board("23415x768");
        assert!(is_solvable(&sample, &Board::POJ_GOAL));
        let swapped = board("32415x768");
        assert!(!is_solvable(&swapped, &Board::POJ_GOAL));
        assert!(is_solvable(&board("283104765"), &Board::LUOGU_GOAL));
        assert!(!is_solvable(&Board::POJ_GOAL, &Board::LUOGU_GOAL));
    }
}
