//! The one policy for a run starved of CPU (the machine was busy: a run
//! [`Ending::Busy`](super::Ending::Busy), a compile stopped on the wall
//! clock), which builds, judged cases and the stress test all follow: how
//! many times it is made again, and the pause before each.

use std::time::Duration;

/// How many more times a starved run is made, by itself where others run
/// beside it, before it is said to tell nothing.
pub const TRIES: u32 = 3;

/// The pause before the `attempt`th run again of a starved run (from 1):
/// half a second, then one, then two, so that a burst of load can pass.
pub fn pause(attempt: u32) -> Duration {
    Duration::from_millis(500 << attempt.saturating_sub(1).min(4))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pause_doubles_the_last() {
        assert_eq!(pause(1), Duration::from_millis(500));
        assert_eq!(pause(2), Duration::from_secs(1));
        assert_eq!(pause(3), Duration::from_secs(2));
    }
}
