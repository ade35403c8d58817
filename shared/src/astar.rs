//! A* with a bucket queue, under the misplaced-tiles estimate or Manhattan
//! distance: time and memory proportional to the states expanded (up to
//! 9!/2), plus 9! * 4 bytes of per-rank slots.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::heuristic::EstimateTables;
use crate::moves::Move;
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};

/// Which lower bound guides the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Estimate {
    /// Tiles off their goal cell: weak, so A* expands many states.
    Misplaced,
    /// The sum of the tiles' row and column distances from home.
    Manhattan,
}

/// A* search: always expands the queued board with the least sum of moves
/// so far and estimate, ties going to the deeper one. Both estimates are consistent,
/// so a board's first expansion is along a shortest path and no board is
/// expanded twice. Not canonical: ties in the queue decide which of the
/// shortest paths comes out. Keeps its arrays between queries; a query
/// stamp marks which entries are current, so nothing is cleared.
pub struct AStar {
    estimate: Estimate,
    /// `tile_cost[value][position]`: that tile's share of the estimate
    /// there, so a move changes the estimate by the moved tile's share alone.
    tile_cost: [[u8; 9]; 9],
    goal: Option<Board>,
    /// Per Cantor rank: the search state of that board.
    slots: Vec<Slot>,
    query: u16,
    /// Every board queued in this query, with its blank and its rank (kept,
    /// not ranked again when it is expanded); the queue refers to them by
    /// index.
    nodes: Vec<(Board, u8, u32)>,
    /// The open boards, by sum and estimate.
    open: Buckets,
}

/// A bucket queue: sums and estimates are small integers, so the open
/// boards wait in one stack per (sum, estimate) pair, and two bit masks
/// find the least pair in a few instructions, where a binary heap would
/// take O(log n) steps to push and to pop.
struct Buckets {
    /// `stacks[sum * ESTIMATES + estimate]`: node indices.
    stacks: Vec<Vec<u32>>,
    /// Bit `sum` set: some stack of that sum is not empty.
    sums: u64,
    /// `estimates[sum]`, bit `estimate` set: that stack is not empty.
    estimates: [u32; SUMS],
}

/// Sums of moves and estimate stay below this: a board is queued at most
/// 32 moves from the start (one past the 31 of the farthest pair), with an
/// estimate of at most 30.
const SUMS: usize = 64;
/// Estimates stay below this: Manhattan distance is at most 30 (4 for each
/// corner's tile, 3 for each edge's, 2 for the centre's), misplaced tiles 8.
const ESTIMATES: usize = 32;

impl Buckets {
    fn new() -> Buckets {
        Buckets {
            stacks: vec![Vec::new(); SUMS * ESTIMATES],
            sums: 0,
            estimates: [0; SUMS],
        }
    }

    fn push(&mut self, sum: u8, estimate: u8, node: u32) {
        let (sum, estimate) = (usize::from(sum), usize::from(estimate));
        self.stacks[sum * ESTIMATES + estimate].push(node);
        self.sums |= 1 << sum;
        self.estimates[sum] |= 1 << estimate;
    }

    /// The last node pushed of the least sum, and of the least estimate
    /// among those, with that estimate.
    fn pop(&mut self) -> Option<(u32, u8)> {
        if self.sums == 0 {
            return None;
        }
        let sum = self.sums.trailing_zeros() as usize;
        let estimate = self.estimates[sum].trailing_zeros() as usize;
        let stack = &mut self.stacks[sum * ESTIMATES + estimate];
        let node = stack
            .pop()
            .expect("a set bit marks a stack that is not empty");
        if stack.is_empty() {
            self.estimates[sum] &= !(1 << estimate);
            if self.estimates[sum] == 0 {
                self.sums &= !(1 << sum);
            }
        }
        Some((node, estimate as u8))
    }

    fn clear(&mut self) {
        while self.pop().is_some() {}
    }

    fn capacity(&self) -> usize {
        self.stacks.iter().map(Vec::capacity).sum()
    }
}

/// The search state of one board.
#[derive(Clone, Copy, Default)]
struct Slot {
    /// The query that last wrote this slot; older slots are unseen. Two
    /// bytes, so that a slot takes four and all 9! of them 1.4 MB, which
    /// more of the CPU's cache holds than twice that.
    stamp: u16,
    /// The fewest moves found so far from the start.
    cost: u8,
    /// The move that reached the board, with [`CLOSED`] once expanded.
    via: u8,
}

/// The flag in [`Slot::via`] of a board already expanded.
const CLOSED: u8 = 0x80;

impl AStar {
    /// A* guided by `estimate`.
    pub fn new(estimate: Estimate) -> AStar {
        AStar {
            estimate,
            tile_cost: [[0; 9]; 9],
            goal: None,
            slots: vec![Slot::default(); STATES],
            query: 0,
            nodes: Vec::new(),
            open: Buckets::new(),
        }
    }

    /// Prepares the per-tile costs of `goal` and a fresh query stamp.
    fn prepare(&mut self, goal: &Board) {
        if self.goal != Some(*goal) {
            let estimates = EstimateTables::new(goal);
            for (value, costs) in self.tile_cost.iter_mut().enumerate().skip(1) {
                for (position, cost) in costs.iter_mut().enumerate() {
                    *cost = match self.estimate {
                        Estimate::Misplaced => u8::from(goal.cells()[position] != value as u8),
                        Estimate::Manhattan => estimates.manhattan[value][position],
                    };
                }
            }
            self.goal = Some(*goal);
        }
        self.query = self.query.wrapping_add(1);
        if self.query == 0 {
            // Stamps wrapped around (every 65,535 queries): old slots could
            // pass as current. Stamp 0 is never a query's.
            self.slots.iter_mut().for_each(|slot| slot.stamp = 0);
            self.query = 1;
        }
        self.open.clear();
        self.nodes.clear();
    }

    /// Queues `board` as reached by `cost` moves, the last one `via`.
    fn queue(&mut self, board: Board, blank: usize, cost: u8, via: u8, estimate: u8) {
        let at = rank(&board);
        let slot = &mut self.slots[at as usize];
        if slot.stamp == self.query && slot.cost <= cost {
            return;
        }
        *slot = Slot {
            stamp: self.query,
            cost,
            via,
        };
        self.open
            .push(cost + estimate, estimate, self.nodes.len() as u32);
        self.nodes.push((board, blank as u8, at));
    }

    /// The moves that led from `start` to `board`, read back through `via`.
    fn path_to(&self, mut board: Board, start: &Board) -> Vec<Move> {
        let mut moves = Vec::new();
        while board != *start {
            let step = Move::ALL[usize::from(self.slots[rank(&board) as usize].via & 3)];
            moves.push(step);
            board = board
                .moved(step.inverse())
                .expect("via leads back to the start");
        }
        moves.reverse();
        moves
    }
}

impl Strategy for AStar {
    fn name(&self) -> &'static str {
        match self.estimate {
            Estimate::Misplaced => "astar-misplaced",
            Estimate::Manhattan => "astar-manhattan",
        }
    }

    fn canonical(&self) -> bool {
        false
    }

    fn solve(&mut self, start: &Board, goal: &Board) -> Outcome {
        if !is_solvable(start, goal) {
            return Outcome::unsolvable();
        }
        self.prepare(goal);
        let costs = self.tile_cost;
        let estimate = start
            .cells()
            .iter()
            .enumerate()
            .map(|(position, &value)| costs[usize::from(value)][position])
            .sum();
        self.queue(*start, start.blank(), 0, 0, estimate);
        let mut expanded = 0;
        while let Some((node, estimate)) = self.open.pop() {
            let (board, blank, at) = self.nodes[node as usize];
            let slot = &mut self.slots[at as usize];
            if slot.via & CLOSED != 0 {
                continue;
            }
            if board == *goal {
                return Outcome {
                    moves: Some(self.path_to(board, start)),
                    expanded,
                };
            }
            slot.via |= CLOSED;
            let cost = slot.cost + 1;
            expanded += 1;
            let blank = usize::from(blank);
            for step in Move::ALL {
                let target = match step.target(blank) {
                    Some(target) => target,
                    None => continue,
                };
                let tile = usize::from(board.cells()[target]);
                let mut child = board;
                child.swap(blank, target);
                let child_estimate = estimate + costs[tile][blank] - costs[tile][target];
                self.queue(child, target, cost, step as u8, child_estimate);
            }
        }
        Outcome::unsolvable()
    }

    fn retained_bytes(&self) -> usize {
        let open = self.open.capacity() * std::mem::size_of::<u32>();
        let nodes = self.nodes.capacity() * std::mem::size_of::<(Board, u8, u32)>();
        self.slots.len() * std::mem::size_of::<Slot>() + open + nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::parse_boards;

    /// The query stamp is two bytes: after 65,535 queries it wraps, and
    /// slots left from before must not pass as the current query's.
    #[test]
    fn answers_stay_right_after_the_stamps_wrap_around() {
        let goal = Board::LUOGU_GOAL;
        // Luogu P1379's sample: 4 moves, as its statement says.
        let sample = parse_boards(b"283104765").unwrap()[0];
        for estimate in [Estimate::Misplaced, Estimate::Manhattan] {
            let mut search = AStar::new(estimate);
            assert_eq!(search.solve(&sample, &goal).moves.map(|m| m.len()), Some(4));
            // Queries that touch the goal's slot alone, through one wrap
            // and on to the query before the last stamp (`u16::MAX`), which
            // slots untouched since the wrap must not carry.
            for _ in 0..2 * usize::from(u16::MAX) - 2 {
                assert_eq!(search.solve(&goal, &goal).moves, Some(Vec::new()));
            }
            assert_eq!(search.query, u16::MAX - 1);
            for _ in 0..3 {
                let again = search.solve(&sample, &goal).moves.map(|m| m.len());
                assert_eq!(again, Some(4), "query {}", search.query);
            }
        }
    }
}
