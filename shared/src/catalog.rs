//! Every strategy of the crate, for tests and the benchmark.

use crate::astar::{AStar, Estimate};
use crate::bfs_btreeset::BfsBTreeSet;
use crate::bfs_cantor::BfsCantor;
use crate::bfs_hashset::BfsHashSet;
use crate::bidirectional_bfs::BidirectionalBfs;
use crate::idastar::IdaStar;
use crate::strategy::Strategy;
use crate::table::TableLookup;

/// The strategies that answer any board in milliseconds or less: the
/// table, bidirectional BFS, both A* and IDA*.
pub fn fast() -> Vec<Box<dyn Strategy>> {
    vec![
        Box::new(TableLookup::new()),
        Box::new(BidirectionalBfs::default()),
        Box::new(AStar::new(Estimate::Misplaced)),
        Box::new(AStar::new(Estimate::Manhattan)),
        Box::new(IdaStar::new()),
    ]
}

/// The plain breadth-first searches, which may visit all 9!/2 boards.
pub fn slow() -> Vec<Box<dyn Strategy>> {
    vec![
        Box::new(BfsHashSet::default()),
        Box::new(BfsBTreeSet::default()),
        Box::new(BfsCantor::default()),
    ]
}

/// All eight, in the order of the classic progression.
pub fn all() -> Vec<Box<dyn Strategy>> {
    let mut all = slow();
    all.extend(fast());
    all
}
