//! BFS with a `HashSet` of boards as the visited set: O(9!/2) time and about
//! 9!/2 hashed boards (some 4 MB with the queue) at worst.

use crate::bfs::{Bfs, VisitedSet};
use crate::board::Board;
use std::collections::HashSet;

/// The seeds' first design: breadth-first search hashing whole boards.
/// Canonical.
pub type BfsHashSet = Bfs<HashSet<Board>>;

impl VisitedSet for HashSet<Board> {
    const NAME: &'static str = "bfs-hashset";

    fn clear(&mut self) {
        HashSet::clear(self);
    }

    fn insert(&mut self, board: &Board) -> bool {
        HashSet::insert(self, *board)
    }

    fn bytes(&self) -> usize {
        // Each bucket holds a board and one control byte.
        self.capacity() * (std::mem::size_of::<Board>() + 1)
    }
}
