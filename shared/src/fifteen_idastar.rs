//! IDA* on the 4x4 board, generic over its estimate: one board moved in
//! place, the estimate updated by the one tile that moved, the last move
//! never undone, and nothing allocated while it searches.

use crate::fifteen::{Fifteen, CELLS, TARGETS};
use crate::moves::Move;

/// An admissible estimate of the moves from a 4x4 board to Korf's goal,
/// kept up to date move by move: what IDA* asks of it.
pub trait Estimate15 {
    /// What the estimate carries from a board to the next (the pattern
    /// indices, the distances so far): small and copied.
    type Carry: Copy;

    /// The estimate's name in tables, e.g. `"manhattan"`.
    fn name(&self) -> &'static str;

    /// The carry and estimate of `board`, whose inverse is `places` (see
    /// [`Fifteen::places`]), computed whole.
    fn start(&self, board: Fifteen, places: u64) -> (Self::Carry, u32);

    /// The carry and estimate once `tile` has slid from cell `from` into
    /// the blank at `to`, from the carry before the move; `board` and
    /// `places` are the board after it. Must agree with
    /// [`Estimate15::start`] of the board after the move.
    fn moved(
        &self,
        carry: Self::Carry,
        board: Fifteen,
        places: u64,
        tile: u8,
        from: usize,
        to: usize,
    ) -> (Self::Carry, u32);
}

/// The most moves any optimal 4x4 path takes: 80 (Brüngger, Marzetta,
/// Fukuda and Nievergelt, 1999). The search keeps its path in an array of
/// this length.
pub const MOST_MOVES_15: usize = 80;

/// What a search found: the moves of the blank, and its effort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved15 {
    /// The shortest path of the blank to Korf's goal; of all the shortest,
    /// the alphabetically first (`d < l < r < u`).
    pub moves: Vec<Move>,
    /// The boards whose successors were generated.
    pub expanded: u64,
    /// The boards whose estimate was computed, the start included: the
    /// "nodes generated" the literature counts.
    pub generated: u64,
}

/// Iterative-deepening A* (Korf 1985) from `start` to Korf's goal with
/// `estimate`: depth-first searches bounded by moves so far plus the
/// estimate, the bound raised each round to the least total that exceeded
/// it. `None` for a board that cannot reach the goal (said by parity, at
/// once) or whose optimum is above `most` moves (the rounds stop there).
///
/// Canonical: the last round tries the moves in the order `d, l, r, u` and
/// never cuts an optimal path (the estimate never overestimates, and an
/// optimal path never undoes its last move), so the first path it finds is
/// the alphabetically first of the shortest.
///
/// # Panics
/// When `most` is above [`MOST_MOVES_15`].
///
/// # Complexity
/// Proportional to the boards generated, with no allocation but the
/// answer's; O(depth) stack.
///
/// ```
/// use eight::{solve15, to_letters, Fifteen, Manhattan};
///
/// let start = Fifteen::GOAL.slid(1, 0).slid(5, 1);
/// let solved = solve15(&Manhattan::new(), start, 80).unwrap();
/// assert_eq!(to_letters(&solved.moves), "ul");
/// ```
pub fn solve15<E: Estimate15>(estimate: &E, start: Fifteen, most: u32) -> Option<Solved15> {
    assert!(most as usize <= MOST_MOVES_15, "at most 80 moves");
    if !solvable15(start) {
        return None;
    }
    let places = start.places();
    let (carry, h) = estimate.start(start, places);
    let mut search = Search {
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
        if let Some(length) = search.descend(start, places, blank, carry, h, 0, usize::MAX) {
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

/// Whether `board` can reach Korf's goal: by parity, O(16), nothing
/// allocated. The rule of [`crate::grid_solvable`] on a 4x4 board whose
/// goal holds value `v` at cell `v`: the permutation taking each cell to
/// its value's home, as even as the blank's taxicab distance to cell 0.
pub fn solvable15(board: Fifteen) -> bool {
    let mut visited = 0u16;
    let mut cycles = 0;
    for first in 0..CELLS {
        if visited & 1 << first != 0 {
            continue;
        }
        cycles += 1;
        let mut cell = first;
        while visited & 1 << cell == 0 {
            visited |= 1 << cell;
            cell = usize::from(board.get(cell));
        }
    }
    let blank = board.blank();
    let odd_permutation = (CELLS - cycles) % 2 == 1;
    odd_permutation == ((blank / 4 + blank % 4) % 2 == 1)
}

struct Search<'a, E> {
    estimate: &'a E,
    /// The moves from the start to the board being searched.
    moves: [Move; MOST_MOVES_15],
    bound: u32,
    next_bound: u32,
    expanded: u64,
    generated: u64,
}

impl<E: Estimate15> Search<'_, E> {
    /// Searches below `board` (its inverse `places`, the blank at `blank`,
    /// before that at `previous`), `depth` moves from the start with `h`
    /// its estimate; the length of the path once the goal is found.
    #[allow(clippy::too_many_arguments)]
    fn descend(
        &mut self,
        board: Fifteen,
        places: u64,
        blank: usize,
        carry: E::Carry,
        h: u32,
        depth: u32,
        previous: usize,
    ) -> Option<usize> {
        if h == 0 && board == Fifteen::GOAL {
            return Some(depth as usize);
        }
        self.expanded += 1;
        // The board's estimate, raised by what its successors' say.
        let mut h = h;
        for (m, &target) in TARGETS[blank].iter().enumerate() {
            let from = match target {
                // Undoing the last move never lies on a shortest path.
                Some(target) if usize::from(target) != previous => usize::from(target),
                _ => continue,
            };
            let tile = board.get(from);
            let next = board.slid(from, blank);
            // The tile's place becomes the blank's cell, the blank's the
            // tile's old cell (the blank's place is bits 0-3).
            let shift = 4 * u32::from(tile);
            let next_places =
                places & !(0xF << shift) & !0xF | (blank as u64) << shift | from as u64;
            let (next_carry, next_h) =
                self.estimate
                    .moved(carry, next, next_places, tile, from, blank);
            self.generated += 1;
            // Pathmax both ways (Felner, Zahavi, Schaeffer and Holte 2005):
            // boards a move apart are at most a move apart in distance, so
            // an estimate that is not consistent lends to its neighbour
            // what it has over it, less one. A successor raises its board,
            // which is cut where the raise puts it past the bound, before
            // its other successors are generated; a board raises its
            // successor too. Neither cuts a path within the bound, so the
            // first path found is the same.
            let next_h = next_h.max(h.saturating_sub(1));
            if next_h > h + 1 {
                h = next_h - 1;
                if depth + h > self.bound {
                    self.next_bound = self.next_bound.min(depth + h);
                    return None;
                }
            }
            let total = depth + 1 + next_h;
            if total > self.bound {
                self.next_bound = self.next_bound.min(total);
                continue;
            }
            // The search never goes deeper than `most` moves, at most 80.
            self.moves[depth as usize] = Move::ALL[m];
            let found = self.descend(
                next,
                next_places,
                from,
                next_carry,
                next_h,
                depth + 1,
                blank,
            );
            if found.is_some() {
                return found;
            }
        }
        None
    }
}

/// The larger of two estimates, each kept up to date by its own carry: a
/// lower bound where both are.
pub struct Larger<A, B>(pub A, pub B);

impl<A: Estimate15, B: Estimate15> Estimate15 for Larger<A, B> {
    type Carry = (A::Carry, B::Carry);

    fn name(&self) -> &'static str {
        "larger"
    }

    fn start(&self, board: Fifteen, places: u64) -> (Self::Carry, u32) {
        let (a, ha) = self.0.start(board, places);
        let (b, hb) = self.1.start(board, places);
        ((a, b), ha.max(hb))
    }

    #[inline]
    fn moved(
        &self,
        (a, b): Self::Carry,
        board: Fifteen,
        places: u64,
        tile: u8,
        from: usize,
        to: usize,
    ) -> (Self::Carry, u32) {
        let (a, ha) = self.0.moved(a, board, places, tile, from, to);
        let (b, hb) = self.1.moved(b, board, places, tile, from, to);
        ((a, b), ha.max(hb))
    }
}
