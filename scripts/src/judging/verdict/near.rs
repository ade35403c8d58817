//! A run near its limits, on either side: an `AC` above four fifths of a
//! limit, or a run that ended by itself past a limit but within the margin
//! the runner gives it before it is stopped. A judge whose machine or way
//! of counting differs may decide either otherwise.

use super::Status;
use crate::run::{Limits, Usage, NEAR_BELOW};
use crate::shown::{mebibytes, seconds};
use std::time::Duration;

/// A measure of a run near its limit, on either side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Near {
    /// CPU time used, and its limit.
    Cpu { used: Duration, limit: Duration },
    /// Peak memory used, and its limit, KiB.
    Memory { used_kib: u64, limit_kib: u64 },
}

impl Near {
    /// Whether the measure is past its limit (else under it).
    pub fn past(&self) -> bool {
        match *self {
            Near::Cpu { used, limit } => used > limit,
            Near::Memory {
                used_kib,
                limit_kib,
            } => used_kib > limit_kib,
        }
    }

    /// Its name in the record: `cpu` or `memory`.
    pub fn name(&self) -> &'static str {
        match self {
            Near::Cpu { .. } => "cpu",
            Near::Memory { .. } => "memory",
        }
    }

    /// `near the limit: 1.12 s of 1.00 s CPU; the judge's machine may be
    /// faster`, and the like.
    pub fn text(&self) -> String {
        let (of, judge) = match *self {
            Near::Cpu { used, limit } => (
                format!("{} of {} CPU", seconds(used), seconds(limit)),
                if self.past() {
                    "the judge's machine may be faster"
                } else {
                    "the judge's machine may be slower"
                },
            ),
            Near::Memory {
                used_kib,
                limit_kib,
            } => (
                format!("{} of {}", mebibytes(used_kib), mebibytes(limit_kib)),
                "the judge may count memory otherwise",
            ),
        };
        format!("near the limit: {}; {}", of, judge)
    }
}

/// The measures of `usage` near the limits of an `AC`: above
/// [`NEAR_BELOW`] of each, CPU first.
pub fn near_under(usage: &Usage, limits: &Limits) -> Vec<Near> {
    let (above, of) = NEAR_BELOW;
    let mut near = Vec::new();
    if usage.cpu.as_nanos() * of as u128 > limits.time.as_nanos() * above as u128 {
        near.push(Near::Cpu {
            used: usage.cpu,
            limit: limits.time,
        });
    }
    if usage.decided_kib().saturating_mul(of) > limits.memory_kib.saturating_mul(above) {
        near.push(Near::Memory {
            used_kib: usage.decided_kib(),
            limit_kib: limits.memory_kib,
        });
    }
    near
}

/// A run that ended by itself past a limit: which (CPU first), and
/// whether within the margin the runner would have let it run to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Past {
    /// `TLE` or `MLE`.
    pub status: Status,
    /// The measure and its limit.
    pub near: Near,
    /// Whether it ended before the runner's stop: a near miss.
    pub within: bool,
}

/// The limit `usage` went past under `limits`, if any.
pub fn past(usage: &Usage, limits: &Limits) -> Option<Past> {
    if usage.cpu > limits.time {
        Some(Past {
            status: Status::Tle,
            near: Near::Cpu {
                used: usage.cpu,
                limit: limits.time,
            },
            within: usage.cpu <= limits.cpu_stop(),
        })
    } else if usage.decided_kib() > limits.memory_kib {
        Some(Past {
            status: Status::Mle,
            near: Near::Memory {
                used_kib: usage.decided_kib(),
                limit_kib: limits.memory_kib,
            },
            within: usage.decided_kib() <= limits.memory_stop(),
        })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usage(cpu_ms: u64, peak_mib: u64) -> Usage {
        Usage {
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms),
            peak_kib: peak_mib << 10,
            charged_kib: None,
        }
    }

    #[test]
    fn the_memory_a_cgroup_charged_decides_where_one_counted() {
        let limits = Limits::new(Duration::from_secs(1), 64 << 10);
        // Resident 90 MiB (a JVM's own files among them), charged 60.
        let charged = |mib: u64| Usage {
            charged_kib: Some(mib << 10),
            ..usage(100, 90)
        };
        assert_eq!(past(&charged(60), &limits), None);
        let over = past(&charged(70), &limits).unwrap();
        assert_eq!(over.status, Status::Mle);
        // Where none counted, the resident peak decides.
        assert_eq!(past(&usage(100, 90), &limits).unwrap().status, Status::Mle);
    }

    /// 1 s, 64 MiB: the stops at 1.25 s and 80 MiB.
    fn limits() -> Limits {
        Limits::new(Duration::from_secs(1), 64 << 10)
    }

    #[test]
    fn under_four_fifths_is_not_near() {
        assert_eq!(near_under(&usage(800, 51), &limits()), []);
        let both = near_under(&usage(801, 52), &limits());
        assert_eq!(
            both.iter().map(Near::name).collect::<Vec<_>>(),
            ["cpu", "memory"]
        );
        assert!(both.iter().all(|n| !n.past()));
    }

    #[test]
    fn past_a_limit_within_its_quarter_is_a_near_miss() {
        assert_eq!(past(&usage(1000, 64), &limits()), None);
        let tle = past(&usage(1250, 100), &limits()).unwrap();
        // CPU first, whatever the memory.
        assert_eq!(
            (tle.status, tle.within, tle.near.past()),
            (Status::Tle, true, true)
        );
        assert!(!past(&usage(1251, 4), &limits()).unwrap().within);
        let mle = past(&usage(10, 80), &limits()).unwrap();
        assert_eq!((mle.status, mle.within), (Status::Mle, true));
        assert!(!past(&usage(10, 81), &limits()).unwrap().within);
    }

    #[test]
    fn a_near_measure_says_which_way_the_judge_may_go() {
        let over = Near::Cpu {
            used: Duration::from_millis(1120),
            limit: Duration::from_secs(1),
        };
        assert_eq!(
            over.text(),
            "near the limit: 1.12 s of 1.00 s CPU; the judge's machine may be faster"
        );
        let under = Near::Cpu {
            used: Duration::from_millis(850),
            limit: Duration::from_secs(1),
        };
        assert!(under.text().ends_with("may be slower"));
        let memory = Near::Memory {
            used_kib: 70 << 10,
            limit_kib: 64 << 10,
        };
        assert_eq!(
            memory.text(),
            "near the limit: 70.0 MiB of 64.0 MiB; the judge may count memory otherwise"
        );
    }
}
