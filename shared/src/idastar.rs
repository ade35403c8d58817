//! IDA* with Manhattan distance plus linear conflict, the estimate updated
//! per move: O(9) memory, time exponential in depth but tiny in practice
//! (about 1,700 states on average for a board of the 3x3 puzzle).

use crate::board::Board;
use crate::heuristic::{Estimates, LINES};
use crate::moves::{Move, TARGETS};
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};

/// Iterative-deepening A*: depth-first searches bounded by `moves so far +
/// estimate`, the bound raised each round to the least value that exceeded
/// it. Canonical: the last round explores moves in the order `d, l, r, u`
/// and no optimal path is cut (the estimate is admissible and an optimal
/// path never undoes its previous move), so the first path found is the
/// alphabetically first of the shortest. Keeps the estimate tables of the
/// last goal (under 200 bytes).
#[derive(Default)]
pub struct IdaStar {
    estimates: Option<Estimates>,
}

impl IdaStar {
    pub fn new() -> IdaStar {
        IdaStar::default()
    }

    /// Writes the canonical shortest path from `start` to `goal` into `path`
    /// (cleared first) and returns the number of states expanded, or returns
    /// `None` when the goal is unreachable.
    ///
    /// # Complexity
    /// O(1) for an unsolvable board; otherwise proportional to the states
    /// expanded (at most about 55,000 on a 3x3 board), and O(31) memory.
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        if self.estimates.as_ref().map(Estimates::goal) != Some(goal) {
            self.estimates = Some(Estimates::new(goal));
        }
        let estimates = self.estimates.as_ref()?;
        let mut search = Search {
            estimates,
            path,
            bound: estimates.linear_conflict(start),
            next_bound: 0,
            expanded: 0,
        };
        let blank = start.blank();
        let estimate = search.bound;
        loop {
            search.next_bound = u32::MAX;
            if search.descend(Packed::new(start), blank, 0, estimate, usize::MAX) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

/// The cells packed four bits each, cell `p` in bits `4p..4p + 4`, so that
/// the search keeps its board in a register: a move is two XORs.
#[derive(Clone, Copy)]
struct Packed(u64);

impl Packed {
    fn new(board: &Board) -> Packed {
        let cells = board.cells.iter().rev();
        Packed(cells.fold(0, |packed, &value| packed << 4 | u64::from(value)))
    }

    fn get(self, position: usize) -> u8 {
        (self.0 >> (4 * position) & 0xF) as u8
    }

    /// The board after `tile` slides from `from` into the blank at `to`.
    fn slid(self, tile: u8, from: usize, to: usize) -> Packed {
        let tile = u64::from(tile);
        Packed(self.0 ^ tile << (4 * from) ^ tile << (4 * to))
    }
}

struct Search<'a> {
    estimates: &'a Estimates,
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `board`, `depth` moves from the start with `estimate`
    /// moves at least still to go, the blank at `blank` and before that at
    /// `previous`; `true` once the goal is found, with the path in
    /// `self.path`.
    fn descend(
        &mut self,
        board: Packed,
        blank: usize,
        depth: u32,
        estimate: u32,
        previous: usize,
    ) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            return true;
        }
        for (&step, &target) in Move::ALL.iter().zip(&TARGETS[blank]) {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != previous => usize::from(target),
                _ => continue,
            };
            let tile = board.get(target);
            let next = board.slid(tile, target, blank);
            let estimate = estimate + self.change(board, next, tile, target, blank, step);
            let total = depth + 1 + estimate - ESTIMATE_BIAS;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            self.path.push(step);
            if self.descend(next, target, depth + 1, estimate - ESTIMATE_BIAS, blank) {
                return true;
            }
            self.path.pop();
        }
        false
    }

    /// How the estimate changes, plus [`ESTIMATE_BIAS`] to stay unsigned,
    /// when `tile` slides from `from` to `to` turning `before` into `after`:
    /// the tile's own distance changes, and the conflicts of its home row
    /// (for a vertical move) or home column (sideways), if the tile leaves or
    /// enters that line.
    #[inline]
    fn change(
        &self,
        before: Packed,
        after: Packed,
        tile: u8,
        from: usize,
        to: usize,
        step: Move,
    ) -> u32 {
        let estimates = self.estimates;
        let tile_index = usize::from(tile);
        let distance = &estimates.manhattan[tile_index];
        let mut change = ESTIMATE_BIAS + u32::from(distance[to]) - u32::from(distance[from]);
        let (home, left, entered) = if step.is_vertical() {
            (estimates.home_lines[tile_index][0], from / 3, to / 3)
        } else {
            (
                estimates.home_lines[tile_index][1],
                3 + from % 3,
                3 + to % 3,
            )
        };
        let home = usize::from(home);
        if home == left || home == entered {
            let [a, b, c] = LINES[home];
            let conflicts =
                |board: Packed| estimates.penalty(home, [board.get(a), board.get(b), board.get(c)]);
            change = change + conflicts(after) - conflicts(before);
        }
        change
    }
}

/// Added to every change of the estimate so that the sums stay unsigned: a
/// move changes it by at most 1 + 4.
const ESTIMATE_BIAS: u32 = 8;

impl Strategy for IdaStar {
    fn name(&self) -> &'static str {
        "idastar"
    }

    fn canonical(&self) -> bool {
        true
    }

    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
        let mut path = Vec::new();
        match self.search(start, goal, &mut path) {
            Some(expanded) => Outcome {
                moves: Some(path),
                expanded,
            },
            None => Outcome::unsolvable(),
        }
    }

    fn retained_bytes(&self) -> usize {
        self.estimates.as_ref().map_or(0, Estimates::bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::to_letters;

    fn solve(start: &str, goal: &Board) -> Option<String> {
        let mut path = Vec::new();
        let found = IdaStar::new().search(&Board::parse(start).unwrap(), goal, &mut path);
        found.map(|_| to_letters(&path))
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: 19 moves; FACTS.md gives the
        // alphabetically first of them.
        let answer = solve(" 2  3  4  1  5  x  7  6  8 ", &Board::POJ_GOAL);
        assert_eq!(answer.as_deref(), Some("dlurullddrurdllurdr"));
    }

    #[test]
    fn luogu1379_sample1() {
        // https://www.luogu.com.cn/problem/P1379: 4 moves.
        assert_eq!(
            solve("283104765", &Board::LUOGU_GOAL).map(|s| s.len()),
            Some(4)
        );
    }

    #[test]
    fn solved_and_unsolvable() {
        assert_eq!(solve("12345678x", &Board::POJ_GOAL).as_deref(), Some(""));
        assert_eq!(solve("12345687x", &Board::POJ_GOAL), None);
        // One move away, by hand: the blank goes left, or up.
        assert_eq!(solve("1234567x8", &Board::POJ_GOAL).as_deref(), Some("r"));
        assert_eq!(solve("12345x786", &Board::POJ_GOAL).as_deref(), Some("d"));
    }
}
