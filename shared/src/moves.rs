//! Moves of the blank (`u`, `d`, `l`, `r`): where each takes it.

use std::fmt;

/// A move of the blank: `Up` swaps it with the tile above it. The variants
/// are in the alphabetical order of their letters, `d < l < r < u`, so
/// comparing move sequences compares their strings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    Down,
    Left,
    Right,
    Up,
}

impl Move {
    /// All four moves, in alphabetical order of their letters.
    pub const ALL: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

    /// The letter a judge expects: `d`, `l`, `r` or `u`.
    pub fn letter(self) -> u8 {
        b"dlru"[self as usize]
    }

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        match self {
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            Move::Up => Move::Down,
        }
    }

    /// Where the blank lands when it makes this move from `blank`, or `None`
    /// when that would leave the board. O(1).
    pub const fn target(self, blank: usize) -> Option<usize> {
        match self {
            Move::Down if blank < 6 => Some(blank + 3),
            Move::Left if blank % 3 > 0 => Some(blank - 1),
            Move::Right if blank % 3 < 2 => Some(blank + 1),
            Move::Up if blank >= 3 => Some(blank - 3),
            _ => None,
        }
    }
}

/// The most moves an optimal path takes on the 3x3 board: 31 (OEIS A089473
/// and A089474 end at 31 and 30). The IDA* searches keep their moves in an
/// array of this length.
pub(crate) const MOST_MOVES: usize = 31;

/// `TARGETS[blank][m]`: [`Move::target`] of move `m` of [`Move::ALL`] from
/// `blank`, as a table for hot loops.
pub(crate) const TARGETS: [[Option<u8>; 4]; 9] = targets();

const fn targets() -> [[Option<u8>; 4]; 9] {
    let mut table = [[None; 4]; 9];
    let mut blank = 0;
    while blank < 9 {
        let mut m = 0;
        while m < 4 {
            if let Some(target) = Move::ALL[m].target(blank) {
                table[blank][m] = Some(target as u8);
            }
            m += 1;
        }
        blank += 1;
    }
    table
}

/// Writes the move's letter.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", char::from(self.letter()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_sort_like_moves() {
        let letters: Vec<u8> = Move::ALL.iter().map(|m| m.letter()).collect();
        assert_eq!(letters, b"dlru");
        for m in Move::ALL {
            assert_eq!(m.inverse().inverse(), m);
            assert_ne!(m.inverse(), m);
        }
    }

    #[test]
    fn targets_stay_on_the_board() {
        // Corner 0 can go down and right only; the centre goes anywhere.
        let from_corner: Vec<_> = Move::ALL.iter().map(|m| m.target(0)).collect();
        assert_eq!(from_corner, [Some(3), None, Some(1), None]);
        let from_centre: Vec<_> = Move::ALL.iter().map(|m| m.target(4)).collect();
        assert_eq!(from_centre, [Some(7), Some(3), Some(5), Some(1)]);
        assert_eq!(Move::Down.target(7), None);
        assert_eq!(Move::Right.target(5), None);
    }
}
