//! The commands, a file each, as oj keeps one file per subcommand: `judge`
//! (`cargo judge PROBLEM SOLUTION`: a contestant's solution judged as its
//! judge would, `judge.rs`), `stress` (`cargo stress`: random inputs
//! against the oracle, a failure shrunk, `stress.rs` and `stress/`),
//! `own` (this project's own programs, `own.rs`) and `clean` (the build
//! cache emptied, `clean.rs`). The command line (`crate::cli`) reads the
//! arguments and calls one of these.

pub mod clean;
pub mod judge;
pub mod own;
pub mod stress;
