//! Solvability by inversion parity: no search needed.

use crate::board::{Board, BLANK};

/// Whether the number of inversions among the eight tiles (the blank left
/// out) is odd. A move never changes it: a sideways move keeps the tiles'
/// order, and a vertical one moves one tile past two others.
///
/// # Complexity
/// O(9^2) comparisons, no allocation.
pub fn odd_inversions(board: &Board) -> bool {
    let tiles = board.cells.iter().filter(|&&value| value != BLANK);
    let mut inversions = 0;
    for (i, &a) in tiles.clone().enumerate() {
        inversions += tiles.clone().skip(i + 1).filter(|&&b| b < a).count();
    }
    inversions % 2 == 1
}

/// Whether `goal` can be reached from `start`: exactly when their inversion
/// counts have the same parity.
///
/// # Complexity
/// O(9^2), no search.
pub fn is_solvable(start: &Board, goal: &Board) -> bool {
    odd_inversions(start) == odd_inversions(goal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goal_parities() {
        // 12345678x has no inversion; 1,2,3,8,4,7,6,5 has 7: (8,4), (8,7),
        // (8,6), (8,5), (7,6), (7,5), (6,5).
        assert!(!odd_inversions(&Board::POJ_GOAL));
        assert!(odd_inversions(&Board::LUOGU_GOAL));
    }

    #[test]
    fn swapping_two_tiles_flips_solvability() {
        let sample = Board::parse("23415x768").unwrap();
        assert!(is_solvable(&sample, &Board::POJ_GOAL));
        let swapped = Board::parse("32415x768").unwrap();
        assert!(!is_solvable(&swapped, &Board::POJ_GOAL));
        assert!(is_solvable(
            &Board::parse("283104765").unwrap(),
            &Board::LUOGU_GOAL
        ));
        assert!(!is_solvable(&Board::POJ_GOAL, &Board::LUOGU_GOAL));
    }
}
