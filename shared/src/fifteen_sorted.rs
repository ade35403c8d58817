//! IDA* on the 4x4 board that looks at every successor of a board before
//! it descends: bidirectional pathmax from all of them at once, then the
//! successors in the order of their estimates, the most promising first.
//! Fewer boards than `fifteen_idastar.rs`, and the same optimal length,
//! but not the alphabetically first path.

use crate::fifteen::{Fifteen, TARGETS};
use crate::fifteen_idastar::{solvable15, Estimate15, Solved15, MOST_MOVES_15};
use crate::moves::Move;

/// IDA* from `start` to Korf's goal with `estimate`, as [`crate::solve15`]
/// but generating all of a board's successors first: where one of them
/// has an estimate more than one above the board's, the board is raised
/// to it less one (Felner, Zahavi, Schaeffer and Holte, "Dual lookups in
/// pattern databases", IJCAI 2005: bidirectional pathmax, BPMX), and cut
/// at once where that puts it past the bound, before any successor is
/// searched; else the successors are searched lowest estimate first, ties
/// in the order `d, l, r, u`. An estimate that is not consistent (the
/// pattern databases') gains most. The path is a shortest one, not
/// always the alphabetically first: in the last round the goal is met
/// sooner, so fewer boards are generated there.
///
/// `None` for a board that cannot reach the goal (by parity, at once) or
/// whose optimum is above `most` moves.
///
/// # Panics
/// When `most` is above [`MOST_MOVES_15`].
///
/// # Complexity
/// Proportional to the boards generated, nothing allocated but the
/// answer; O(depth) stack, four successors' carries a level.
///
/// ```
/// use eight::{solve15_sorted, Fifteen, Manhattan};
///
/// let start = Fifteen::GOAL.slid(1, 0).slid(5, 1);
/// assert_eq!(solve15_sorted(&Manhattan::new(), start, 80).unwrap().moves.len(), 2);
/// ```
pub fn solve15_sorted<E: Estimate15>(estimate: &E, start: Fifteen, most: u32) -> Option<Solved15> {
    assert!(most as usize <= MOST_MOVES_15, "at most 80 moves");
    if !solvable15(start) {
        return None;
    }
    let places = start.places();
    let (carry, h) = estimate.start(start, places);
    let mut search = Sorted {
        estimate,
        moves: [Move::Down; MOST_MOVES_15],
        bound: h,
        next_bound: 0,
        expanded: 0,
        generated: 1,
    };
    let blank = start.blank();
    while search.bound <= most {
        search.next_bound = u32::MAX;
        let at = At {
            board: start,
            places,
            blank,
            previous: usize::MAX,
        };
        if let Some(length) = search.descend(at, carry, h, 0) {
            return Some(Solved15 {
                moves: search.moves[..length].to_vec(),
                expanded: search.expanded,
                generated: search.generated,
            });
        }
        search.bound = search.next_bound;
    }
    None
}

/// A board on the path: itself, its inverse, its blank and the blank's
/// cell before the last move.
#[derive(Clone, Copy)]
struct At {
    board: Fifteen,
    places: u64,
    blank: usize,
    previous: usize,
}

struct Sorted<'a, E> {
    estimate: &'a E,
    moves: [Move; MOST_MOVES_15],
    bound: u32,
    next_bound: u32,
    expanded: u64,
    generated: u64,
}

impl<E: Estimate15> Sorted<'_, E> {
    /// Searches below `at`, `depth` moves from the start with `h` its
    /// estimate; the length of the path once the goal is found.
    fn descend(&mut self, at: At, carry: E::Carry, h: u32, depth: u32) -> Option<usize> {
        if h == 0 && at.board == Fifteen::GOAL {
            return Some(depth as usize);
        }
        self.expanded += 1;
        // Every successor first: at most three, the last move not undone.
        let mut next = [(0u32, 0usize, at, carry); 4];
        let mut count = 0;
        let mut h = h;
        for (m, &target) in TARGETS[at.blank].iter().enumerate() {
            let from = match target {
                Some(target) if usize::from(target) != at.previous => usize::from(target),
                _ => continue,
            };
            let tile = at.board.get(from);
            let shift = 4 * u32::from(tile);
            let board = at.board.slid(from, at.blank);
            let places =
                at.places & !(0xF << shift) & !0xF | (at.blank as u64) << shift | from as u64;
            let (carry, estimate) = self
                .estimate
                .moved(carry, board, places, tile, from, at.blank);
            self.generated += 1;
            h = h.max(estimate.saturating_sub(1));
            let successor = At {
                board,
                places,
                blank: from,
                previous: at.blank,
            };
            // Insertion by estimate, ties keeping the order d, l, r, u.
            let mut i = count;
            while i > 0 && next[i - 1].0 > estimate {
                next[i] = next[i - 1];
                i -= 1;
            }
            next[i] = (estimate, m, successor, carry);
            count += 1;
        }
        if depth + h > self.bound {
            self.next_bound = self.next_bound.min(depth + h);
            return None;
        }
        for &(estimate, m, successor, carry) in &next[..count] {
            // Pathmax: no successor is nearer than the board less a move.
            let estimate = estimate.max(h.saturating_sub(1));
            let total = depth + 1 + estimate;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                // The rest are sorted no lower.
                break;
            }
            self.moves[depth as usize] = Move::ALL[m];
            let found = self.descend(successor, carry, estimate, depth + 1);
            if found.is_some() {
                return found;
            }
        }
        None
    }
}
