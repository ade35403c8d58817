//! Bidirectional BFS, from the start and from the goal a level at a time
//! until the two meet, with Cantor-ranked marks: time and memory about the
//! states within half the distance of either end, plus 9! bytes of marks.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::moves::Move;
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};

/// Marks: 0 for unseen, else the side that reached the board (these bits)
/// with the move that reached it in the low two bits.
const SIDES: [u8; 2] = [1 << 2, 2 << 2];

/// Breadth-first search from both ends, always growing the smaller frontier
/// by one whole level. Not canonical: the meeting point decides which of
/// the shortest paths comes out. Keeps its 9! bytes of marks between
/// queries and clears only the ones it set.
pub struct BidirectionalBfs {
    marks: Vec<u8>,
    touched: Vec<u32>,
    frontiers: [Vec<Board>; 2],
    next: Vec<Board>,
}

impl Default for BidirectionalBfs {
    fn default() -> BidirectionalBfs {
        BidirectionalBfs::new()
    }
}

impl BidirectionalBfs {
    /// A search with its 9! bytes of marks allocated, all clear.
    pub fn new() -> BidirectionalBfs {
        BidirectionalBfs {
            marks: vec![0; STATES],
            touched: Vec::new(),
            frontiers: [Vec::new(), Vec::new()],
            next: Vec::new(),
        }
    }

    fn mark(&mut self, board: &Board, mark: u8) {
        let index = rank(board);
        self.marks[index as usize] = mark;
        self.touched.push(index);
    }

    /// The moves from `root` to `board` on the side that reached `board`,
    /// in the direction that side searched.
    fn moves_from_root(&self, mut board: Board, root: &Board) -> Vec<Move> {
        let mut moves = Vec::new();
        while board != *root {
            let step = Move::ALL[usize::from(self.marks[rank(&board) as usize] & 3)];
            moves.push(step);
            board = board
                .moved(step.inverse())
                .expect("marks lead back to the root");
        }
        moves.reverse();
        moves
    }

    /// The whole path when the forward side's `near` board and the backward
    /// side's `far` board are one `step` apart (from `near`).
    fn joined(
        &self,
        near: Board,
        step: Move,
        far: Board,
        start: &Board,
        goal: &Board,
    ) -> Vec<Move> {
        let mut moves = self.moves_from_root(near, start);
        moves.push(step);
        let back = self.moves_from_root(far, goal);
        moves.extend(back.iter().rev().map(|step| step.inverse()));
        moves
    }
}

impl Strategy for BidirectionalBfs {
    fn name(&self) -> &'static str {
        "bidirectional-bfs"
    }

    fn canonical(&self) -> bool {
        false
    }

    /// Optimal: sides grow by whole levels and stop at the first meeting.
    /// Every meeting found while growing one level has the same length, for
    /// a board next to the growing side's newest level at a lesser depth of
    /// the other side would have made the two meet a level earlier.
    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
        if !is_solvable(start, goal) {
            return Outcome::unsolvable();
        }
        for index in self.touched.drain(..) {
            self.marks[index as usize] = 0;
        }
        if start == goal {
            return Outcome {
                moves: Some(Vec::new()),
                expanded: 0,
            };
        }
        self.mark(start, SIDES[0]);
        self.mark(goal, SIDES[1]);
        self.frontiers = [vec![*start], vec![*goal]];
        let mut expanded = 0;
        loop {
            let side = usize::from(self.frontiers[0].len() > self.frontiers[1].len());
            let frontier = std::mem::take(&mut self.frontiers[side]);
            if frontier.is_empty() {
                return Outcome::unsolvable();
            }
            self.next.clear();
            for board in &frontier {
                expanded += 1;
                for (step, child) in board.neighbours() {
                    let mark = self.marks[rank(&child) as usize];
                    if mark == 0 {
                        self.mark(&child, SIDES[side] | step as u8);
                        self.next.push(child);
                    } else if mark & !3 != SIDES[side] {
                        let moves = if side == 0 {
                            self.joined(*board, step, child, start, goal)
                        } else {
                            self.joined(child, step.inverse(), *board, start, goal)
                        };
                        return Outcome {
                            moves: Some(moves),
                            expanded,
                        };
                    }
                }
            }
            self.frontiers[side] = std::mem::replace(&mut self.next, frontier);
        }
    }

    fn retained_bytes(&self) -> usize {
        let boards =
            self.frontiers[0].capacity() + self.frontiers[1].capacity() + self.next.capacity();
        self.marks.len() + self.touched.capacity() * 4 + boards * std::mem::size_of::<Board>()
    }
}
