//! Move strings: the letters a judge reads, and playing them on a board.

use crate::board::Board;
use crate::moves::Move;
use std::fmt;

impl Move {
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
}

/// The letters of a move sequence, e.g. `"ullddr"`.
pub fn to_letters(moves: &[Move]) -> String {
    moves.iter().map(|m| char::from(m.letter())).collect()
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
        board.swap(blank, target);
        blank = target;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_moves_round_trip() {
        for m in Move::ALL {
            assert_eq!(Move::from_letter(m.letter()), Some(m));
        }
        assert_eq!(Move::from_letter(b'x'), None);
        assert_eq!(to_letters(&[Move::Up, Move::Left]), "ul");
    }

    #[test]
    fn poj1077_sample1_answer_reaches_the_goal() {
        // http://poj.org/problem?id=1077: the statement's answer.
        let start = Board::from_cells([2, 3, 4, 1, 5, 0, 7, 6, 8]).unwrap();
        assert_eq!(
            apply_moves(&start, b"ullddrurdllurdruldr"),
            Ok(Board::POJ_GOAL)
        );
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
        // Up, up, down: one step up from the goal, 1 2 3 / 4 5 x / 7 8 6.
        assert_eq!(
            apply_moves(&goal, b"uud"),
            Ok(Board::from_cells([1, 2, 3, 4, 5, 0, 7, 8, 6]).unwrap())
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
    }
}
