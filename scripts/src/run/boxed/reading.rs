//! What a box counts of a run, whichever way it counts (its cgroups, or
//! its census of the tree).

use std::time::Duration;

/// What a box counts of a run now: its cgroups, or its census.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Reading {
    pub(super) cpu: Duration,
    pub(super) peak_kib: u64,
    pub(super) tasks: u64,
    pub(super) starved: Duration,
    pub(super) forks_refused: bool,
    pub(super) memory_refused: bool,
}
