//! A run's tree where there is no `/proc` and no subreaper (macOS): its
//! process group, killed as one; CPU time and memory come from `wait4`
//! alone.

use std::time::{Duration, Instant};

#[derive(Default)]
pub(super) struct Sample {
    pub(super) cpu: Duration,
    pub(super) peak_kib: u64,
    pub(super) stack_kib: u64,
    pub(super) run_delay: Duration,
    pub(super) tasks: u64,
}

/// The root: its process group is the tree.
pub(super) struct Tree(i32);

impl Tree {
    pub(super) fn new(root: i32, _mark: &str, _helpers: bool) -> Tree {
        Tree(root)
    }
    pub(super) fn sample(&mut self) -> Sample {
        Sample::default()
    }
    pub(super) fn is_alone(&self) -> bool {
        true
    }
    pub(super) fn end(&mut self, _deadline: Instant) -> Vec<String> {
        super::sys::kill(-self.0);
        Vec::new()
    }
    pub(super) fn usage_but_root(&self) -> Sample {
        Sample::default()
    }
}

pub(super) fn kill_descendants() -> usize {
    0
}
