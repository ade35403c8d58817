//! What the judge crate's integration tests share, written once, as
//! ripgrep's tests share one `util.rs`: running `cargo judge` and
//! `cargo stress` ([`cli`]), reading the records of their `--json`
//! ([`record`]) and the lines of their text reports ([`report`]), the
//! solutions of `tests/solutions/` as a judge takes them ([`solutions`]),
//! scratch folders and workspaces ([`scratch`]), the runner's runs, real
//! and made up ([`runs`]), the processes a run leaves ([`processes`]),
//! and CPU hogs ([`hogs`]). A test file takes it with `mod common;`, and
//! each file uses a part of it.
#![allow(dead_code)]

pub mod cli;
#[cfg(unix)]
pub mod hogs;
pub mod processes;
pub mod record;
pub mod report;
pub mod runs;
pub mod scratch;
pub mod solutions;
