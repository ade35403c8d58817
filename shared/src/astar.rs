//! A* with a binary heap, under the misplaced-tiles estimate or Manhattan
//! distance: time and memory proportional to the states expanded (up to
//! 9!/2), plus 9! * 6 bytes of per-rank arrays.

use crate::board::Board;
use crate::cantor::{rank, STATES};
use crate::heuristic::EstimateTables;
use crate::moves::Move;
use crate::parity::is_solvable;
use crate::strategy::{Outcome, Strategy};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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
/// expanded twice. Not canonical: ties in the heap decide which of the
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
    query: u32,
    /// Every board queued in this query, with its blank; the heap refers to
    /// them by index.
    nodes: Vec<(Board, u8)>,
    /// `Reverse(f << 40 | estimate << 32 | node index)`: the least `f`
    /// first, then the least estimate.
    heap: BinaryHeap<Reverse<u64>>,
}

/// The search state of one board.
#[derive(Clone, Copy, Default)]
struct Slot {
    /// The query that last wrote this slot; older slots are unseen.
    stamp: u32,
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
            heap: BinaryHeap::new(),
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
            // Stamps wrapped around: old slots could pass as current.
            self.slots.iter_mut().for_each(|slot| slot.stamp = u32::MAX);
            self.query = 1;
        }
        self.heap.clear();
        self.nodes.clear();
    }

    /// Queues `board` as reached by `cost` moves, the last one `via`.
    fn queue(&mut self, board: Board, blank: usize, cost: u8, via: u8, estimate: u8) {
        let slot = &mut self.slots[rank(&board) as usize];
        if slot.stamp == self.query && slot.cost <= cost {
            return;
        }
        *slot = Slot {
            stamp: self.query,
            cost,
            via,
        };
        let key = u64::from(cost + estimate) << 40 | u64::from(estimate) << 32;
        self.heap.push(Reverse(key | self.nodes.len() as u64));
        self.nodes.push((board, blank as u8));
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
        while let Some(Reverse(key)) = self.heap.pop() {
            let (board, blank) = self.nodes[(key & 0xFFFF_FFFF) as usize];
            let estimate = (key >> 32) as u8;
            let slot = &mut self.slots[rank(&board) as usize];
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
        let heap = self.heap.capacity() * std::mem::size_of::<u64>();
        let nodes = self.nodes.capacity() * std::mem::size_of::<(Board, u8)>();
        self.slots.len() * std::mem::size_of::<Slot>() + heap + nodes
    }
}
