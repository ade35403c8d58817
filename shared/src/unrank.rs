//! Cantor unranking: the board at a rank, the inverse of [`crate::rank`].

use crate::board::Board;
use crate::cantor::{FACTORIAL, STATES};

/// The board of a rank: the inverse of [`crate::rank`].
///
/// # Panics
/// When `rank >= 9!`.
///
/// # Complexity
/// O(9^2) on a nine-element array, no allocation.
///
/// # Examples
/// ```
/// use eight::{unrank, Board};
///
/// assert_eq!(unrank(46_233), Board::POJ_GOAL);
/// assert_eq!(unrank(0).to_string(), "x12345678");
/// ```
pub fn unrank(rank: u32) -> Board {
    assert!((rank as usize) < STATES, "rank {} is not below 9!", rank);
    // The values not yet placed, in order, at the front; what lies behind
    // them is never read (an index is always below their count).
    let mut unused = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let mut rest = rank;
    let mut cells = [0u8; 9];
    for (i, cell) in cells.iter_mut().enumerate() {
        let weight = FACTORIAL[8 - i];
        let index = (rest / weight) as usize;
        rest %= weight;
        *cell = unused[index];
        unused.copy_within(index + 1.., index);
    }
    match Board::from_cells(cells) {
        Some(board) => board,
        None => unreachable!("each of 0..=8 is taken from `unused` once"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cantor::rank;

    #[test]
    fn unrank_inverts_rank_everywhere() {
        for r in 0..STATES as u32 {
            assert_eq!(rank(&unrank(r)), r);
        }
    }

    #[test]
    fn ranks_follow_lexicographic_order() {
        let mut previous = unrank(0);
        for r in 1..STATES as u32 {
            let next = unrank(r);
            assert!(
                previous.cells() < next.cells(),
                "{} then {}",
                previous,
                next
            );
            previous = next;
        }
    }

    #[test]
    #[should_panic(expected = "not below 9!")]
    fn unrank_rejects_too_large() {
        unrank(STATES as u32);
    }
}
