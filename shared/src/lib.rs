//! The eight-puzzle on a 3x3 board: parsing, Cantor ranking, solvability,
//! and the classic search strategies, each in a file of its own.

pub mod batch;
pub mod board;
pub mod cantor;
pub mod heuristic;
pub mod idastar;
pub mod moves;
pub mod parity;
pub mod strategy;
pub mod table;

pub use batch::solve_each;
pub use board::{parse_boards, Board, ParseError, ParseErrorKind, BLANK};
pub use cantor::{rank, unrank, STATES};
pub use heuristic::Estimates;
pub use idastar::IdaStar;
pub use moves::{apply_moves, to_letters, Move, MoveError};
pub use parity::is_solvable;
pub use strategy::{Outcome, Strategy};
pub use table::{Table, TableLookup};
