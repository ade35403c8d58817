//! The eight-puzzle on a 3x3 board: parsing, Cantor ranking, solvability,
//! and the classic search strategies, each in a file of its own.
//!
//! Every item has one path, at the crate root, except the lists of
//! strategies in [`catalog`] and the seeded board samples in [`sample`].
//! The puzzle on any other graph of nine vertices is in [`graph`].
//!
//! The fifteen puzzle is a realm of its own, in the files `fifteen*.rs`: a
//! 4x4 board in a `u64` ([`Fifteen`]), its estimates (Manhattan distance,
//! linear conflict, walking distance, additive pattern databases) and IDA*
//! over any of them ([`solve15`]); Korf's 100 boards are in [`korf100`].
//! Solvability of a board of any size is [`grid_solvable`].

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
mod fifteen;
mod fifteen_additive;
mod fifteen_cache;
mod fifteen_conflict;
mod fifteen_idastar;
mod fifteen_input;
mod fifteen_manhattan;
mod fifteen_pattern;
mod fifteen_sorted;
mod fifteen_walking;
pub mod graph;
mod grid_parity;
mod heuristic;
mod idastar;
pub mod korf100;
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
mod sized_idastar;
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
pub use fifteen::Fifteen;
pub use fifteen_additive::{
    pattern_path, Additive, Entries, Had, Partition, FIVE_FIVE_FIVE, PARTITIONS, SEVEN_EIGHT,
    SIX_SIX_THREE,
};
pub use fifteen_cache::{cache_folder, pdb_folder, CACHE_VARIABLE};
pub use fifteen_conflict::{linear_conflict15, Conflicts, LinearConflict};
pub use fifteen_idastar::{solvable15, solve15, Estimate15, Larger, Solved15, MOST_MOVES_15};
pub use fifteen_input::{read_counted_fifteen, read_fifteen, FifteenError, FifteenFault};
pub use fifteen_manhattan::{manhattan15, Manhattan};
pub use fifteen_pattern::{placements, rank_cells, unrank_cells, Pattern};
pub use fifteen_sorted::solve15_sorted;
pub use fifteen_walking::{Walked, Walking, WalkingTable};
pub use grid_parity::grid_solvable;
pub use idastar::IdaStar;
pub use luogu_patterns::LUOGU_PATTERNS;
pub use moves::Move;
pub use packed::Packed;
pub use parity::is_solvable;
pub use patterns::{IdaStarPatterns, PatternTables, PLACEMENTS};
pub use play::{apply_moves, to_letters, MoveError};
pub use poj_patterns::POJ_PATTERNS;
pub use relabel::{relabelled, standard_goal};
pub use sized_idastar::sized_solve;
pub use strategy::{Outcome, Strategy};
pub use table::Table;
pub use unrank::unrank;
pub use walking::IdaStarWalking;
