//! IDA* with Manhattan distance plus linear conflict, the estimate updated
//! per move: O(depth) memory, time exponential in depth but small in
//! practice (about 1,000 states expanded, 1,650 generated, per board of the
//! 3x3 puzzle on average).

use crate::board::Board;
use crate::heuristic::{penalty_of, slides, EstimateTables, Slide, ESTIMATE_BIAS};
use crate::moves::{Move, MOST_MOVES, TARGETS};
use crate::packed::Packed;
use crate::parity::is_solvable;

/// Iterative-deepening A*: depth-first searches bounded by `moves so far +
/// estimate`, the bound raised each round to the least value that exceeded
/// it. Canonical: the last round explores moves in the order `d, l, r, u`
/// and no optimal path is cut (the estimate is admissible and an optimal
/// path never undoes its previous move), so the first path found is the
/// alphabetically first of the shortest. Keeps the tables of the last goal
/// (about 5 KB): a move changes the estimate by a table look-up and an XOR.
#[derive(Default)]
pub struct IdaStar {
    tables: Option<Tables>,
}

/// What IDA* precomputes for one goal.
struct Tables {
    estimates: EstimateTables,
    /// `slides[tile][blank][m]`: what changes when the blank at `blank`
    /// makes move `m` of [`Move::ALL`], sliding `tile`.
    slides: [[[Slide; 4]; 9]; 9],
}

impl IdaStar {
    /// A solver with no goal's tables yet: the first search builds them.
    pub fn new() -> IdaStar {
        IdaStar::default()
    }

    /// Writes the canonical shortest path from `start` to `goal` into `path`
    /// (cleared first) and returns the number of states expanded, or returns
    /// `None` when the goal is unreachable.
    ///
    /// # Panics
    /// Never on a 3x3 board: an optimal path has at most 31 moves, and the
    /// search never goes deeper than the optimum.
    ///
    /// # Complexity
    /// O(1) for an unsolvable board; otherwise proportional to the states
    /// expanded (at most about 55,000 on a 3x3 board), and O(31) memory.
    ///
    /// # Examples
    /// ```
    /// use eight::{parse_boards, to_letters, Board, IdaStar};
    ///
    /// // POJ 1077's sample: 19 moves at least, and of all 19-move answers
    /// // this is the alphabetically first (d < l < r < u).
    /// let start = parse_boards(b" 2  3  4  1  5  x  7  6  8 ").unwrap()[0];
    /// let mut path = Vec::new();
    /// let expanded = IdaStar::new().search(&start, &Board::POJ_GOAL, &mut path);
    /// assert!(expanded.is_some());
    /// assert_eq!(to_letters(&path), "dlurullddrurdllurdr");
    ///
    /// // Two tiles swapped: the goal cannot be reached.
    /// let swapped = Board::from_cells([2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    /// assert_eq!(IdaStar::new().search(&swapped, &Board::POJ_GOAL, &mut path), None);
    /// ```
    pub fn search(&mut self, start: &Board, goal: &Board, path: &mut Vec<Move>) -> Option<u64> {
        path.clear();
        if !is_solvable(start, goal) {
            return None;
        }
        let tables = match self.tables.take() {
            Some(tables) if tables.estimates.goal() == goal => self.tables.insert(tables),
            _ => {
                let estimates = EstimateTables::new(goal);
                let slides = slides(&estimates);
                self.tables.insert(Tables { estimates, slides })
            }
        };
        let estimates = &tables.estimates;
        let mut search = Search {
            slides: &tables.slides,
            moves: [Move::Down; MOST_MOVES],
            path,
            bound: estimates.linear_conflict(start),
            next_bound: 0,
            expanded: 0,
        };
        let blank = start.blank();
        let estimate = search.bound;
        let codes = estimates.spot_codes(start);
        loop {
            search.next_bound = u32::MAX;
            if search.descend(Packed::new(start), codes, blank, 0, estimate, usize::MAX) {
                return Some(search.expanded);
            }
            search.bound = search.next_bound;
        }
    }
}

struct Search<'a> {
    slides: &'a [[[Slide; 4]; 9]; 9],
    /// The moves from the start to the board being searched.
    moves: [Move; MOST_MOVES],
    path: &'a mut Vec<Move>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
}

impl Search<'_> {
    /// Searches below `board`, `depth` moves from the start with `estimate`
    /// moves at least still to go, the blank at `blank` and before that at
    /// `previous`; `true` once the goal is found, with the path in
    /// `self.path`. `codes` holds the spot code of each line `l` (see
    /// [`EstimateTables::spot_code`]) at bits `6l..6l + 6`.
    fn descend(
        &mut self,
        board: Packed,
        codes: u64,
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
        for (m, (&step, &target)) in Move::ALL.iter().zip(&TARGETS[blank]).enumerate() {
            let target = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != previous => usize::from(target),
                _ => continue,
            };
            let slide = self.slides[usize::from(board.get(target))][blank][m];
            let next_codes = codes ^ slide.codes;
            let line = 6 * usize::from(slide.line);
            let conflicts = |codes: u64| penalty_of((codes >> line) as usize & 63);
            let estimate = estimate + u32::from(slide.distance_change) + conflicts(next_codes)
                - conflicts(codes);
            let total = depth + 1 + estimate - ESTIMATE_BIAS;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // A move stands at its depth, overwritten as the search moves on.
            // The search never goes deeper than an optimal path, so the index
            // stays below `MOST_MOVES`; were that broken, indexing panics.
            self.moves[depth as usize] = step;
            let next = board.slid(target, blank);
            if self.descend(
                next,
                next_codes,
                target,
                depth + 1,
                estimate - ESTIMATE_BIAS,
                blank,
            ) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::tests::board;
    use crate::play::to_letters;

    fn solve(start: &str, goal: &Board) -> Option<String> {
        let mut path = Vec::new();
        let found = IdaStar::new().search(&board(start), goal, &mut path);
        found.map(|_| to_letters(&path))
    }

    #[test]
    fn poj1077_sample1() {
        // http://poj.org/problem?id=1077: 19 moves. The statement answers
        // ullddrurdllurdruldr; this is the alphabetically first 19-move
        // answer (checked against a brute-force BFS in tests/exhaustive.rs).
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
