//! BFS with a `BTreeSet` of boards as the visited set, the ordered-set
//! design of the seeds: O(9!/2 log 9!) time, about 9!/2 boards in tree nodes
//! at worst.

use crate::bfs::{Bfs, VisitedSet};
use crate::board::Board;
use std::collections::BTreeSet;

/// Breadth-first search with an ordered set of whole boards. Canonical.
pub type BfsBTreeSet = Bfs<BTreeSet<Board>>;

impl VisitedSet for BTreeSet<Board> {
    const NAME: &'static str = "bfs-btreeset";

    fn clear(&mut self) {
        BTreeSet::clear(self);
    }

    fn insert(&mut self, board: &Board) -> bool {
        BTreeSet::insert(self, *board)
    }

    fn bytes(&self) -> usize {
        // Leaves hold up to 11 boards; count them full, plus node overhead.
        self.len() * (std::mem::size_of::<Board>() + 2)
    }
}
