//! One backward BFS from the goal into a table of every board's distance and
//! first move: O(9!) time once and 9! bytes, then each answer is a walk of
//! O(moves) look-ups.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::moves::{Move, TARGETS};
use crate::packed::Packed;

/// An entry of a board the goal cannot reach.
pub(crate) const UNREACHED: u8 = u8::MAX;

/// For every board, by Cantor rank, its distance to one goal and the first
/// move of its canonical path, packed as `distance << 2 | move`. Holds 9!
/// bytes (354 KiB).
pub struct Table {
    entries: Vec<u8>,
}

impl Table {
    /// Runs one BFS backwards from `goal` over the 9!/2 boards that can reach
    /// it. A board's first move is the alphabetically first one that leads
    /// one step closer, so walking the table gives the canonical path.
    ///
    /// # Complexity
    /// O(9!) time; 9! bytes kept, and a queue of 9!/2 boards (2 MiB) while
    /// building.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, Board, Table};
    ///
    /// let table = Table::build(&Board::LUOGU_GOAL);
    /// // Luogu P1379's sample: 4 moves.
    /// let sample = parse_boards(b"283104765").unwrap()[0];
    /// assert_eq!(table.distance(&sample), Some(4));
    /// let mut moves = String::new();
    /// assert!(table.walk(&sample, |step| moves.push(char::from(step.letter()))));
    /// assert_eq!(moves, "uldr");
    /// // The other half of the boards never reaches this goal.
    /// assert_eq!(table.distance(&Board::POJ_GOAL), None);
    /// ```
    pub fn build(goal: &Board) -> Table {
        let mut entries = vec![UNREACHED; STATES];
        entries[rank(goal) as usize] = 0;
        // Each queued board packed, with its blank at bits 36-39 and, from
        // bit 40, the index in `Move::ALL` of the move back to where it came
        // from (4 for none).
        let item = |board: Packed, blank: usize, back: usize| {
            board.0 | (blank as u64) << 36 | (back as u64) << 40
        };
        // Room for every board that can reach the goal, plus one: each child
        // is written past the end and kept only if it is new, so that no
        // unpredictable branch decides it.
        let mut queue = vec![0u64; STATES / 2 + 1];
        queue[0] = item(Packed::new(goal), goal.blank(), 4);
        let mut tail = 1;
        // The queue holds one distance after another: boards before
        // `level_end` are `distance` moves from the goal.
        let (mut head, mut level_end, mut distance) = (0, 1, 0u8);
        while head < tail {
            if head == level_end {
                level_end = tail;
                distance += 1;
            }
            let board = Packed(queue[head] & Packed::CELLS);
            let blank = (queue[head] >> 36 & 0xF) as usize;
            let way_back = (queue[head] >> 40) as usize;
            head += 1;
            let next = (distance + 1) << 2;
            for (m, target) in TARGETS[blank].iter().enumerate() {
                let target = match target {
                    // Stepping back to where the board came from finds nothing.
                    Some(target) if m != way_back => usize::from(*target),
                    _ => continue,
                };
                let child = board.slid(target, blank);
                let back = Move::ALL[m].inverse() as usize;
                let entry = &mut entries[child.rank() as usize];
                // Kept if less: the entry is unreached (all ones), or the
                // child's distance with an alphabetically later move; an
                // entry of a lesser distance is less already.
                let new = *entry == UNREACHED;
                *entry = (*entry).min(next | back as u8);
                queue[tail] = item(child, target, back);
                tail += usize::from(new);
            }
        }
        Table { entries }
    }

    /// The entry of `board`: `distance << 2 | move`, or [`UNREACHED`]. O(9).
    pub(crate) fn entry(&self, board: &Board) -> u8 {
        self.entries[rank(board) as usize]
    }

    /// Calls `visit` with each move of the canonical shortest path from
    /// `start` to the goal, in order; returns `false` (calling nothing) when
    /// the goal cannot be reached.
    ///
    /// # Complexity
    /// O(9) per move: one Cantor rank and one look-up.
    pub fn walk(&self, start: &Board, mut visit: impl FnMut(Move)) -> bool {
        let mut board = *start;
        let mut blank = board.blank();
        let mut entry = self.entry(&board);
        if entry == UNREACHED {
            return false;
        }
        while entry >> 2 > 0 {
            let step = Move::ALL[usize::from(entry & 3)];
            visit(step);
            let target = match step.target(blank) {
                Some(target) => target,
                None => unreachable!("the table only holds moves that stay on the board"),
            };
            board.swap(blank, target);
            blank = target;
            entry = self.entry(&board);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::play::to_letters;

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: the alphabetically first of the
        // 19-move answers (the statement's own is ullddrurdllurdruldr).
        let table = Table::build(&Board::POJ_GOAL);
        let start = board(" 2  3  4  1  5  x  7  6  8 ");
        let mut moves = Vec::new();
        assert!(table.walk(&start, |step| moves.push(step)));
        assert_eq!(to_letters(&moves), "dlurullddrurdllurdr");
        assert_eq!(table.distance(&start), Some(19));
    }

    #[test]
    fn luogu1379_sample1() {
        // https://www.luogu.com.cn/problem/P1379
        let table = Table::build(&Board::LUOGU_GOAL);
        assert_eq!(table.distance(&board("283104765")), Some(4));
        assert_eq!(table.distance(&Board::LUOGU_GOAL), Some(0));
        assert_eq!(table.distance(&Board::POJ_GOAL), None);
        assert!(!table.walk(&Board::POJ_GOAL, |_| panic!("no move expected")));
    }

    #[test]
    fn reaches_half_the_boards() {
        let table = Table::build(&Board::POJ_GOAL);
        let reached = table
            .entries
            .iter()
            .filter(|&&entry| entry != UNREACHED)
            .count();
        assert_eq!(reached, STATES / 2);
    }
}
