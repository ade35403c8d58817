//! Moves of the blank (`u`, `d`, `l`, `r`) and applying them to a board.

use crate::board::Board;
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

    /// The move a letter names, or `None` for any other byte.
    pub fn from_letter(letter: u8) -> Option<Move> {
        match letter {
            b'd' => Some(Move::Down),
            b'l' => Some(Move::Left),
            b'r' => Some(Move::Right),
            b'u' => Some(Move::Up),
            _ => None,
        }
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

    /// Whether the blank moves up or down, so the tile it swaps with stays
    /// in its column.
    pub const fn is_vertical(self) -> bool {
        matches!(self, Move::Down | Move::Up)
    }
}

/// `TARGETS[blank][m]`: [`Move::target`] of move `m` of [`Move::ALL`] from
/// `blank`, as a table for hot loops.
pub const TARGETS: [[Option<u8>; 4]; 9] = targets();

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

/// The letters of a move sequence, e.g. `"ullddr"`.
pub fn to_letters(moves: &[Move]) -> String {
    moves.iter().map(|m| char::from(m.letter())).collect()
}

impl Board {
    /// The board after the blank makes `step`, or `None` when the move
    /// would leave the board. O(9) to find the blank.
    pub fn moved(&self, step: Move) -> Option<Board> {
        let blank = self.blank();
        let target = step.target(blank)?;
        let mut next = *self;
        next.cells.swap(blank, target);
        Some(next)
    }

    /// Every board one move away, with the move, in the order of
    /// [`Move::ALL`]. O(9) to find the blank once, then O(1) a move.
    pub fn neighbours(&self) -> impl Iterator<Item = (Move, Board)> {
        let board = *self;
        let blank = board.blank();
        Move::ALL.iter().filter_map(move |&step| {
            let target = step.target(blank)?;
            let mut next = board;
            next.cells.swap(blank, target);
            Some((step, next))
        })
    }
}

/// Why a move string cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The byte at this index (from 0) is not `u`, `d`, `l` or `r`.
    UnknownLetter { index: usize, letter: u8 },
    /// The move at this index (from 0) would push the blank off the board.
    OffTheBoard { index: usize, step: Move },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MoveError::UnknownLetter { index, letter } => write!(
                f,
                "move {}: {:?} is not one of u, d, l, r",
                index + 1,
                char::from(letter)
            ),
            MoveError::OffTheBoard { index, step } => write!(
                f,
                "move {}: '{}' pushes the blank off the board",
                index + 1,
                step
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// Plays the letters of `moves` on `start` and returns the board reached.
///
/// # Errors
/// The first letter that is not a move, or the first move off the board.
///
/// # Complexity
/// O(n) in the number of moves.
pub fn apply_moves(start: &Board, moves: &[u8]) -> Result<Board, MoveError> {
    let mut board = *start;
    let mut blank = board.blank();
    for (index, &letter) in moves.iter().enumerate() {
        let step = Move::from_letter(letter).ok_or(MoveError::UnknownLetter { index, letter })?;
        let target = step
            .target(blank)
            .ok_or(MoveError::OffTheBoard { index, step })?;
        board.cells.swap(blank, target);
        blank = target;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_sort_like_moves() {
        let letters: Vec<u8> = Move::ALL.iter().map(|m| m.letter()).collect();
        assert_eq!(letters, b"dlru");
        for m in Move::ALL {
            assert_eq!(Move::from_letter(m.letter()), Some(m));
            assert_eq!(m.inverse().inverse(), m);
        }
        assert_eq!(Move::from_letter(b'x'), None);
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

    #[test]
    fn poj1077_sample1_answer_reaches_the_goal() {
        // http://poj.org/problem?id=1077: the statement's answer.
        let start = Board::from_cells([2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
        assert_eq!(
            apply_moves(&start, b"ullddrurdllurdruldr"),
            Ok(Board::POJ_GOAL)
        );
        assert_eq!(
            start.moved(Move::Up).unwrap().cells,
            [2, 3, 0, 1, 5, 4, 7, 6, 8]
        );
        assert_eq!(start.moved(Move::Right), None);
    }

    #[test]
    fn bad_move_strings_are_rejected() {
        let goal = Board::POJ_GOAL;
        assert_eq!(
            apply_moves(&goal, b"ulx"),
            Err(MoveError::UnknownLetter {
                index: 2,
                letter: b'x'
            })
        );
        assert_eq!(
            apply_moves(&goal, b"ud d"),
            Err(MoveError::UnknownLetter {
                index: 2,
                letter: b' '
            })
        );
        assert_eq!(
            apply_moves(&goal, b"uud"),
            Ok(goal.moved(Move::Up).unwrap())
        );
        assert_eq!(
            apply_moves(&goal, b"uuu"),
            Err(MoveError::OffTheBoard {
                index: 2,
                step: Move::Up
            })
        );
        assert_eq!(
            apply_moves(&goal, b"r").unwrap_err().to_string(),
            "move 1: 'r' pushes the blank off the board"
        );
        assert_eq!(to_letters(&[Move::Up, Move::Left]), "ul");
    }
}
