//! The eight-puzzle on a 3x3 board: parsing, Cantor ranking, solvability,
//! and the classic search strategies, each in a file of its own.

pub mod astar;
pub mod batch;
pub mod bfs;
pub mod bfs_btreeset;
pub mod bfs_cantor;
pub mod bfs_hashset;
pub mod bidirectional_bfs;
pub mod board;
pub mod cantor;
pub mod catalog;
pub mod heuristic;
pub mod idastar;
pub mod moves;
pub mod packed;
pub mod parity;
pub mod sample;
pub mod strategy;
pub mod table;

pub use astar::{AStar, Estimate};
pub use batch::solve_each;
pub use bfs::{Bfs, VisitedSet};
pub use bfs_btreeset::BfsBTreeSet;
pub use bfs_cantor::{BfsCantor, CantorSet};
pub use bfs_hashset::BfsHashSet;
pub use bidirectional_bfs::BidirectionalBfs;
pub use board::{parse_boards, Board, ParseError, ParseErrorKind, BLANK};
pub use cantor::{rank, unrank, STATES};
pub use heuristic::Estimates;
pub use idastar::IdaStar;
pub use moves::{apply_moves, to_letters, Move, MoveError};
pub use packed::Packed;
pub use parity::is_solvable;
pub use strategy::{Outcome, Strategy};
pub use table::{Table, TableLookup};
