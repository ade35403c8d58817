//! IDA* with Manhattan distance plus linear conflict, the estimate updated
//! per move: O(9) memory, time exponential in depth but tiny in practice
//! (about 1,700 states on average for a board of the 3x3 puzzle).

use crate::board::Board;
use crate::heuristic::{Estimates, LINES};
use crate::moves::{Move, TARGETS};
use crate::packed::Packed;
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
            moves: [Move::Down; 64],
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

struct Search<'a> {
    estimates: &'a Estimates,
    /// The moves from the start to the board being searched.
    moves: [Move; 64],
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
            self.path.extend_from_slice(&self.moves[..depth as usize]);
            return true;
        }
        for (&step, &target) in Move::ALL.iter().zip(&TARGETS[blank]) {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != previous => usize::from(target),
                _ => continue,
            };
            let next = board.slid(target, blank);
            let estimate = estimate + self.change(board, next, target, blank, step);
            let total = depth + 1 + estimate - ESTIMATE_BIAS;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // A move stands at its depth, overwritten as the search moves on.
            self.moves[depth as usize & 63] = step;
            if self.descend(next, target, depth + 1, estimate - ESTIMATE_BIAS, blank) {
                return true;
            }
        }
        false
    }

    /// How the estimate changes, plus [`ESTIMATE_BIAS`] to stay unsigned,
    /// when the tile at `from` slides to `to`, turning `before` into `after`:
    /// the tile's own distance changes, and so may the conflicts of its home
    /// row (on a vertical move, which changes two rows) or its home column
    /// (on a sideways move). Conflicts elsewhere cannot change: a vertical
    /// move keeps the order of every column and of every other row.
    #[inline]
    fn change(&self, before: Packed, after: Packed, from: usize, to: usize, step: Move) -> u32 {
        let estimates = self.estimates;
        let tile = usize::from(before.get(from));
        let distance = &estimates.manhattan[tile];
        let home = usize::from(estimates.home_lines[tile][usize::from(!step.is_vertical())]);
        // Computed whether or not the tile crosses its home line (when it
        // does not, the two are equal): cheaper than a branch that is
        // mispredicted half the time.
        let [a, b, c] = LINES[home];
        let conflicts =
            |board: Packed| estimates.penalty(home, [board.get(a), board.get(b), board.get(c)]);
        ESTIMATE_BIAS + u32::from(distance[to]) + conflicts(after)
            - u32::from(distance[from])
            - conflicts(before)
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
