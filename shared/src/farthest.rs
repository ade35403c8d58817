//! The boards farthest from a start (UVa 10085): one BFS from the start into a Cantor-ranked table.
//!
//! Many boards may be equally far (two for a start whose blank is off the
//! centre, 148 when it is in the centre), so a judge checks an answer
//! against the distances rather than against one expected board.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::moves::Move;
use crate::unrank::unrank;
use std::fmt;

/// The distance of a board the start cannot reach.
const UNREACHED: u8 = u8::MAX;

/// The distance from one start to every board, by Cantor rank: 9! bytes.
pub struct Distances {
    start: Board,
    by_rank: Vec<u8>,
    greatest: u32,
}

impl Distances {
    /// One breadth-first search from `start` over the 9!/2 boards it can
    /// reach.
    ///
    /// # Complexity
    /// O(9!) time; 9! bytes kept, and a queue of 9!/2 boards (1.6 MB) while
    /// building.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, Distances};
    ///
    /// // UVa 10085's sample: its answer, 8 1 5 / 7 3 6 / 4 0 2, is 31 moves away.
    /// let start = parse_boards(b"2 6 4 1 3 7 0 5 8").unwrap()[0];
    /// let distances = Distances::from_start(&start);
    /// assert_eq!(distances.greatest(), 31);
    /// let answer = parse_boards(b"8 1 5 7 3 6 4 0 2").unwrap()[0];
    /// assert_eq!(distances.check(&answer, b"UURDDRULLURRDLLDRRULULDDRUULDDR"), Ok(()));
    /// assert_eq!(distances.farthest().len(), 2);
    /// ```
    pub fn from_start(start: &Board) -> Distances {
        let mut by_rank = vec![UNREACHED; STATES];
        by_rank[rank(start) as usize] = 0;
        let mut queue = Vec::with_capacity(STATES / 2);
        queue.push(*start);
        let mut head = 0;
        let mut greatest = 0;
        while head < queue.len() {
            let board = queue[head];
            head += 1;
            let next = by_rank[rank(&board) as usize] + 1;
            for (_, child) in board.neighbours() {
                let distance = &mut by_rank[rank(&child) as usize];
                if *distance == UNREACHED {
                    *distance = next;
                    greatest = u32::from(next);
                    queue.push(child);
                }
            }
        }
        Distances {
            start: *start,
            by_rank,
            greatest,
        }
    }

    /// The start the distances are from.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The fewest moves from the start to `board`, or `None` when it lies in
    /// the other half of the boards. O(9).
    pub fn to(&self, board: &Board) -> Option<u32> {
        match self.by_rank[rank(board) as usize] {
            UNREACHED => None,
            distance => Some(u32::from(distance)),
        }
    }

    /// The greatest distance from the start to any board it can reach. O(1).
    pub fn greatest(&self) -> u32 {
        self.greatest
    }

    /// Every board at the greatest distance, in the order of their ranks.
    /// O(9!).
    pub fn farthest(&self) -> Vec<Board> {
        (0..STATES as u32)
            .filter(|&r| u32::from(self.by_rank[r as usize]) == self.greatest)
            .map(unrank)
            .collect()
    }

    /// A shortest move sequence from the start to `board`, or `None` when
    /// it cannot be reached: walked back from `board` one step closer at a
    /// time. O(9) a move.
    pub fn path_to(&self, board: &Board) -> Option<Vec<Move>> {
        let mut left = self.to(board)?;
        let mut here = *board;
        let mut back = Vec::with_capacity(left as usize);
        while left > 0 {
            let (step, previous) = here
                .neighbours()
                .find(|(_, previous)| self.to(previous) == Some(left - 1))
                .expect("a board at distance d > 0 has a neighbour at d - 1");
            back.push(step.inverse());
            here = previous;
            left -= 1;
        }
        back.reverse();
        Some(back)
    }

    /// Checks a UVa 10085 answer: `board` at the greatest distance from the
    /// start, and `moves` (the blank's moves as `U`, `L`, `D`, `R`) a
    /// shortest path to it: legal, ending at `board`, and as long as the
    /// greatest distance. Any most distant board is right.
    ///
    /// # Errors
    /// The first fault, in this order: the board not at the greatest
    /// distance, a byte that is not one of the four letters, a move off the
    /// board, a path that ends elsewhere, a path longer than the distance.
    ///
    /// # Complexity
    /// O(9 + moves).
    pub fn check(&self, board: &Board, moves: &[u8]) -> Result<(), FarthestFault> {
        let distance = self.to(board);
        if distance != Some(self.greatest) {
            return Err(FarthestFault::NotFarthest {
                distance,
                greatest: self.greatest,
            });
        }
        let mut here = self.start;
        for (index, &letter) in moves.iter().enumerate() {
            let step = match letter {
                b'U' => Move::Up,
                b'L' => Move::Left,
                b'D' => Move::Down,
                b'R' => Move::Right,
                _ => return Err(FarthestFault::UnknownLetter { index, letter }),
            };
            here = here
                .moved(step)
                .ok_or(FarthestFault::OffTheBoard { index, letter })?;
        }
        if here != *board {
            return Err(FarthestFault::EndsElsewhere { reached: here });
        }
        // A path that reaches a board d moves away is at least d long.
        if moves.len() as u32 != self.greatest {
            return Err(FarthestFault::TooLong {
                moves: moves.len(),
                greatest: self.greatest,
            });
        }
        Ok(())
    }
}

/// Why a UVa 10085 answer is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FarthestFault {
    /// The board is this far from the start (`None`: unreachable), short of
    /// the greatest distance.
    NotFarthest {
        distance: Option<u32>,
        greatest: u32,
    },
    /// The byte at this index (from 0) is not `U`, `L`, `D` or `R`.
    UnknownLetter { index: usize, letter: u8 },
    /// The move at this index (from 0) pushes the blank off the board.
    OffTheBoard { index: usize, letter: u8 },
    /// The moves lead from the start to this board instead.
    EndsElsewhere { reached: Board },
    /// The moves reach the board, but take this many, more than the fewest.
    TooLong { moves: usize, greatest: u32 },
}

impl fmt::Display for FarthestFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FarthestFault::NotFarthest {
                distance: Some(distance),
                greatest,
            } => write!(
                f,
                "the board is {} moves from the start, but the farthest are {}",
                distance, greatest
            ),
            FarthestFault::NotFarthest {
                distance: None,
                greatest,
            } => write!(
                f,
                "the board cannot be reached from the start; the farthest are {} moves away",
                greatest
            ),
            FarthestFault::UnknownLetter { index, letter } => write!(
                f,
                "move {}: {:?} is not one of U, L, D, R",
                index + 1,
                char::from(letter)
            ),
            FarthestFault::OffTheBoard { index, letter } => write!(
                f,
                "move {}: '{}' pushes the blank off the board",
                index + 1,
                char::from(letter)
            ),
            FarthestFault::EndsElsewhere { reached } => {
                write!(f, "the moves end at {}, not at the board given", reached)
            }
            FarthestFault::TooLong { moves, greatest } => {
                write!(f, "{} moves reach the board, but {} do", moves, greatest)
            }
        }
    }
}

impl std::error::Error for FarthestFault {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;

    // UVa 10085 "The Most Distant State": the sample's start and answer.
    const SAMPLE_MOVES: &[u8] = b"UURDDRULLURRDLLDRRULULDDRUULDDR";

    fn sample() -> Distances {
        Distances::from_start(&board("264137x58"))
    }

    #[test]
    fn uva10085_sample1() {
        let distances = sample();
        assert_eq!(distances.greatest(), 31);
        assert_eq!(distances.check(&board("8157364x2"), SAMPLE_MOVES), Ok(()));
        let farthest = distances.farthest();
        assert!(farthest.contains(&board("8157364x2")), "{:?}", farthest);
        assert_eq!(farthest.len(), 2);
    }

    #[test]
    fn from_the_goal_the_two_hardest_boards() {
        let distances = Distances::from_start(&Board::POJ_GOAL);
        assert_eq!(distances.greatest(), 31);
        assert_eq!(
            distances.farthest(),
            vec![board("64785x321"), board("8672543x1")]
        );
        assert_eq!(distances.to(&Board::POJ_GOAL), Some(0));
        assert_eq!(distances.to(&board("21345678x")), None);
    }

    #[test]
    fn a_centre_blank_is_at_most_30_away_from_148_boards() {
        let distances = Distances::from_start(&Board::LUOGU_GOAL);
        assert_eq!(distances.greatest(), 30);
        assert_eq!(distances.farthest().len(), 148);
    }

    #[test]
    fn path_to_is_a_shortest_path_and_passes_the_check() {
        let distances = sample();
        for target in distances.farthest() {
            let path = distances.path_to(&target).unwrap();
            let letters: Vec<u8> = path
                .iter()
                .map(|m| m.letter().to_ascii_uppercase())
                .collect();
            assert_eq!(distances.check(&target, &letters), Ok(()));
        }
        assert_eq!(distances.path_to(distances.start()), Some(vec![]));
        assert_eq!(distances.path_to(&board("12345687x")), None);
    }

    #[test]
    fn every_fault_is_named() {
        let distances = sample();
        let answer = board("8157364x2");
        // One move short: the board before the last move.
        let short = answer.moved(Move::Left).unwrap();
        assert_eq!(
            distances.check(&short, &SAMPLE_MOVES[..30]),
            Err(FarthestFault::NotFarthest {
                distance: Some(30),
                greatest: 31
            })
        );
        assert_eq!(
            distances.check(&answer, b"UUrDDRULLURRDLLDRRULULDDRUULDDR"),
            Err(FarthestFault::UnknownLetter {
                index: 2,
                letter: b'r'
            })
        );
        assert_eq!(
            distances.check(&answer, b"UUU"),
            Err(FarthestFault::OffTheBoard {
                index: 2,
                letter: b'U'
            })
        );
        assert_eq!(
            distances.check(&answer, b"UU"),
            Err(FarthestFault::EndsElsewhere {
                reached: board("x64237158")
            })
        );
        let mut long = SAMPLE_MOVES.to_vec();
        long.extend_from_slice(b"LR");
        assert_eq!(
            distances.check(&answer, &long),
            Err(FarthestFault::TooLong {
                moves: 33,
                greatest: 31
            })
        );
        assert_eq!(
            distances.check(&board("12345687x"), b""),
            Err(FarthestFault::NotFarthest {
                distance: None,
                greatest: 31
            })
        );
    }
}
