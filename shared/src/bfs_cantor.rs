//! BFS with Cantor ranks into a flat visited array, the seeds' main design:
//! O(9!/2) time, 9! bytes for the array.

use crate::bfs::{Bfs, VisitedSet};
use crate::board::Board;
use crate::cantor::{rank, STATES};

/// A visited flag per Cantor rank: a perfect hash, so no collisions and no
/// hashing of whole boards.
pub struct CantorSet {
    seen: Vec<bool>,
}

impl Default for CantorSet {
    fn default() -> CantorSet {
        CantorSet {
            seen: vec![false; STATES],
        }
    }
}

/// Breadth-first search with a Cantor-ranked visited array. Canonical.
pub type BfsCantor = Bfs<CantorSet>;

impl VisitedSet for CantorSet {
    const NAME: &'static str = "bfs-cantor";

    fn clear(&mut self) {
        self.seen.iter_mut().for_each(|seen| *seen = false);
    }

    fn insert(&mut self, board: &Board) -> bool {
        let seen = &mut self.seen[rank(board) as usize];
        !std::mem::replace(seen, true)
    }

    fn bytes(&self) -> usize {
        self.seen.len()
    }
}
