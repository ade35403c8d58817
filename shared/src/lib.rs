//! The eight-puzzle on a 3x3 board: parsing, Cantor ranking, solvability,
//! and the classic search strategies, each in a file of its own.
//!
//! Every item has one path, at the crate root, except the lists of
//! strategies in [`catalog`] and the seeded board samples in [`sample`].
//! The puzzle on any other graph of nine vertices is in [`graph`].

mod answer;
mod astar;
mod batch;
mod bfs;
mod bfs_btreeset;
mod bfs_cantor;
mod bfs_hashset;
mod bidirectional_bfs;
mod board;
mod cantor;
pub mod catalog;
mod farthest;
pub mod graph;
mod heuristic;
mod idastar;
mod luogu_patterns;
mod moves;
mod neighbours;
mod packed;
mod parity;
mod patterns;
mod play;
mod poj_patterns;
mod relabel;
pub mod sample;
pub mod sized;
mod strategy;
mod table;
mod unrank;
mod walking;

pub use answer::{
    answer_lines, count_of, first_line_fault, judge_answer, judge_lines, more_or_fewer, shown,
    spells, Fault, LineFault, Rule,
};
pub use astar::{AStar, Estimate};
pub use batch::{solve_each, TABLE_FROM};
pub use bfs::{Bfs, VisitedSet};
pub use bfs_btreeset::BfsBTreeSet;
pub use bfs_cantor::{BfsCantor, CantorSet};
pub use bfs_hashset::BfsHashSet;
pub use bidirectional_bfs::BidirectionalBfs;
pub use board::{parse_boards, Board, ParseError, ParseErrorKind, BLANK};
pub use cantor::{rank, STATES};
pub use farthest::{Distances, FarthestFault};
pub use idastar::IdaStar;
pub use luogu_patterns::LUOGU_PATTERNS;
pub use moves::Move;
pub use packed::Packed;
pub use parity::is_solvable;
pub use patterns::{IdaStarPatterns, PatternTables, PLACEMENTS};
pub use play::{apply_moves, to_letters, MoveError};
pub use poj_patterns::POJ_PATTERNS;
pub use relabel::{relabelled, standard_goal};
pub use strategy::{Outcome, Strategy};
pub use table::Table;
pub use unrank::unrank;
pub use walking::IdaStarWalking;
