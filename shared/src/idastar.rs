//! IDA* with Manhattan distance plus linear conflict, the estimate updated
//! per move: O(9) memory, time exponential in depth but tiny in practice
//! (about 1,700 states on average for a board of the 3x3 puzzle).

use crate::board::Board;
use crate::heuristic::Estimates;
use crate::moves::Move;
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};

/// Iterative-deepening A*: depth-first searches bounded by `moves so far +
/// estimate`, the bound raised each round to the least value that exceeded
/// it. Canonical: the last round explores moves in the order `d, l, r, u`
/// and no optimal path is cut (the estimate is admissible and an optimal
/// path never undoes its previous move), so the first path found is the
/// alphabetically first of the shortest. Keeps the estimate tables of the
/// last goal (about 4.5 KB).
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
            board: *start,
            path,
            bound: estimates.linear_conflict(start),
            next_bound: 0,
            expanded: 0,
        };
        let blank = start.blank();
        let estimate = search.bound;
        loop {
            search.next_bound = u32::MAX;
            if search.descend(blank, 0, estimate, None) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

struct Search<'a> {
    estimates: &'a Estimates,
    board: Board,
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below the current board, `depth` moves from the start with
    /// `estimate` moves at least still to go; `true` once the goal is found,
    /// with the path in `self.path`.
    fn descend(&mut self, blank: usize, depth: u32, estimate: u32, last: Option<Move>) -> bool {
        self.expanded += 1;
        if estimate == 0 {
            return true;
        }
        for step in Move::ALL {
            if Some(step.inverse()) == last {
                continue;
            }
            let target = match step.target(blank) {
                Some(target) => target,
                None => continue,
            };
            let next = self.slide(blank, target, step, estimate);
            let total = depth + 1 + next;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                self.board.cells.swap(blank, target);
                continue;
            }
            self.path.push(step);
            if self.descend(target, depth + 1, next, Some(step)) {
                return true;
            }
            self.path.pop();
            self.board.cells.swap(blank, target);
        }
        false
    }

    /// Slides the tile at `target` into the blank at `blank` and returns the
    /// new estimate, updated from the old one: only the tile's own distance
    /// and the conflicts of the two lines it leaves and enters can change.
    fn slide(&mut self, blank: usize, target: usize, step: Move, estimate: u32) -> u32 {
        let estimates = self.estimates;
        let tile = usize::from(self.board.cells[target]);
        let (left, entered) = match step {
            Move::Up | Move::Down => (target / 3, blank / 3),
            Move::Left | Move::Right => (3 + target % 3, 3 + blank % 3),
        };
        let conflicts = |board: &Board| {
            estimates.line_conflicts(board, left) + estimates.line_conflicts(board, entered)
        };
        let before = conflicts(&self.board) + u32::from(estimates.manhattan[tile][target]);
        self.board.cells.swap(blank, target);
        let after = conflicts(&self.board) + u32::from(estimates.manhattan[tile][blank]);
        estimate + after - before
    }
}

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
