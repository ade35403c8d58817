//! The rule that ends a run: what the runner measured of it against its
//! limits (CPU, wall clock, memory, output, processes, a machine too busy
//! to give it a CPU). One pure function for a run going on ([`stop`]) and
//! one for a run over ([`ending`]), shared by the Linux, macOS and Windows
//! runners, which only measure.

use super::{Ending, Limits};
use std::time::Duration;

/// What a runner has measured of a run so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Measured {
    /// CPU time of the run's whole tree.
    pub(crate) cpu: Duration,
    /// Since it started, on the wall clock.
    pub(crate) wall: Duration,
    /// Its memory, KiB: the whole tree's where the system counts it so,
    /// else its largest process's.
    pub(crate) peak_kib: u64,
    /// Bytes written to standard output.
    pub(crate) output_bytes: u64,
    /// Its processes and threads alive now.
    pub(crate) tasks: u64,
    /// How long its processes were ready to run but waited for a CPU
    /// (Linux's run delay): time the machine, not the run, lost.
    pub(crate) starved: Duration,
    /// Whether the kernel refused it a process or a thread at its limit.
    pub(crate) forks_refused: bool,
    /// Whether the kernel refused it memory at its limit (a memory
    /// cgroup's limit reached, a process of it killed there).
    pub(crate) memory_refused: bool,
}

/// How the run's first process ended, as its runner saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Exit {
    /// It exited with this status.
    Code(i32),
    /// This signal ended it (Unix).
    #[cfg_attr(windows, allow(dead_code))]
    Signal(i32),
}

/// Signal numbers the rule reads (the same on Linux and macOS; Windows
/// has no signals).
const SIGKILL: i32 = 9;
const SIGXCPU: i32 = 24;

/// The most a run's wall clock is stretched while it waits for a CPU:
/// ten times its wall-clock limit.
const WALL_CAP_FACTOR: u32 = 10;

/// The wall-clock time a run may take having been `starved` of a CPU
/// that long: its limit and the time it lost, up to ten times the limit.
/// A run that waits (sleeps, or reads input that never comes) is not
/// starved, and gets its limit alone.
pub(crate) fn wall_allowed(limits: &Limits, starved: Duration) -> Duration {
    (limits.wall + starved).min(limits.wall * WALL_CAP_FACTOR)
}

/// Whether a run starved that long reached the cap of [`wall_allowed`]:
/// the machine gave it too little of a CPU for its wall clock to say
/// anything.
fn capped(limits: &Limits, starved: Duration) -> bool {
    limits.wall + starved >= limits.wall * WALL_CAP_FACTOR
}

/// While a run goes on: the ending it is to be stopped with now, if it
/// passed a limit; `None` while it may go on. The kernel's refusals come
/// first (a fork bomb also passes the CPU limit, later), the wall clock
/// last.
pub(crate) fn stop(seen: &Measured, limits: &Limits) -> Option<Ending> {
    if seen.forks_refused || seen.tasks > u64::from(limits.processes) {
        return Some(Ending::ProcessLimit);
    }
    if seen.memory_refused || seen.peak_kib > limits.memory_stop() {
        return Some(Ending::MemoryLimit);
    }
    if seen.cpu > limits.cpu_stop() {
        return Some(Ending::CpuLimit);
    }
    if let Some(kib) = limits.output_kib {
        if seen.output_bytes > kib.saturating_mul(1024) {
            return Some(Ending::OutputLimit);
        }
    }
    if seen.wall >= wall_allowed(limits, seen.starved) {
        return Some(at_the_wall(seen, limits));
    }
    None
}

/// A run killed on the wall clock: past its CPU limit, it used its time;
/// short of it and starved past the cap, the machine was busy; else it
/// waited.
fn at_the_wall(seen: &Measured, limits: &Limits) -> Ending {
    if seen.cpu >= limits.cpu_stop() {
        Ending::CpuLimit
    } else if capped(limits, seen.starved) {
        Ending::Busy
    } else if seen.cpu >= limits.time {
        Ending::CpuLimit
    } else {
        Ending::WallLimit
    }
}

/// How a run ended: `stopped` is what [`stop`] said, if the runner
/// stopped it; `exit` how its first process ended (`None`: not known);
/// `seen` what was measured once all of it had gone, all told.
pub(crate) fn ending(
    stopped: Option<Ending>,
    exit: Option<Exit>,
    seen: &Measured,
    limits: &Limits,
) -> Ending {
    // The kernel refused it at a limit: the run ends there, and one that
    // went on without what it was refused is no less past the limit.
    if seen.forks_refused {
        return Ending::ProcessLimit;
    }
    if seen.memory_refused {
        return Ending::MemoryLimit;
    }
    match (stopped, exit) {
        // The CPU time counted at the end, all of it: a wall kill came
        // late to a run that had used its time.
        (Some(Ending::Busy), _) if seen.cpu >= limits.cpu_stop() => Ending::CpuLimit,
        (Some(Ending::WallLimit), _) if seen.cpu >= limits.time => Ending::CpuLimit,
        (Some(stopped), _) => stopped,
        (None, Some(Exit::Code(code))) => Ending::Exited(code),
        (None, Some(Exit::Signal(SIGXCPU))) => Ending::CpuLimit,
        (None, Some(Exit::Signal(SIGKILL))) if seen.cpu >= limits.time => Ending::CpuLimit,
        (None, Some(Exit::Signal(signal))) => Ending::Signalled(signal),
        (None, None) => Ending::Signalled(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// POJ 1077's: 1 s of CPU (stopped at 1.25 s), 64 MiB (stopped at
    /// 80 MiB), the wall clock at 3.5 s.
    fn limits() -> Limits {
        Limits::new(Duration::from_secs(1), 64 << 10)
    }

    fn ms(milliseconds: u64) -> Duration {
        Duration::from_millis(milliseconds)
    }

    /// A run that used `cpu` in `wall`, nothing else.
    fn seen(cpu: u64, wall: u64) -> Measured {
        Measured {
            cpu: ms(cpu),
            wall: ms(wall),
            tasks: 1,
            ..Measured::default()
        }
    }

    #[test]
    fn a_run_within_every_limit_goes_on() {
        assert_eq!(stop(&seen(900, 3400), &limits()), None);
        let at_the_limits = Measured {
            peak_kib: 80 << 10,
            output_bytes: 64 << 20,
            tasks: 64,
            ..seen(1250, 100)
        };
        assert_eq!(stop(&at_the_limits, &limits()), None);
    }

    #[test]
    fn each_limit_passed_stops_the_run_as_itself() {
        let limits = limits();
        let past = |change: &dyn Fn(&mut Measured)| {
            let mut measured = seen(100, 200);
            change(&mut measured);
            stop(&measured, &limits)
        };
        assert_eq!(past(&|m| m.cpu = ms(1251)), Some(Ending::CpuLimit));
        assert_eq!(
            past(&|m| m.peak_kib = (80 << 10) + 1),
            Some(Ending::MemoryLimit)
        );
        assert_eq!(
            past(&|m| m.memory_refused = true),
            Some(Ending::MemoryLimit)
        );
        assert_eq!(
            past(&|m| m.output_bytes = (64 << 20) + 1),
            Some(Ending::OutputLimit)
        );
        assert_eq!(past(&|m| m.tasks = 65), Some(Ending::ProcessLimit));
        assert_eq!(
            past(&|m| m.forks_refused = true),
            Some(Ending::ProcessLimit)
        );
        assert_eq!(past(&|m| m.wall = ms(3500)), Some(Ending::WallLimit));
        // No output limit: a compile's.
        let unlimited = limits.with_output_kib(None);
        let flood = Measured {
            output_bytes: u64::MAX,
            ..seen(100, 200)
        };
        assert_eq!(stop(&flood, &unlimited), None);
    }

    #[test]
    fn the_kernels_refusal_comes_before_the_cpu_a_bomb_burns() {
        let bomb = Measured {
            forks_refused: true,
            memory_refused: true,
            ..seen(5000, 5000)
        };
        assert_eq!(stop(&bomb, &limits()), Some(Ending::ProcessLimit));
        let hog = Measured {
            memory_refused: true,
            ..seen(5000, 5000)
        };
        assert_eq!(stop(&hog, &limits()), Some(Ending::MemoryLimit));
    }

    #[test]
    fn a_starved_run_gets_the_wall_time_it_lost_up_to_ten_times_the_limit() {
        let limits = limits();
        assert_eq!(wall_allowed(&limits, Duration::ZERO), ms(3500));
        assert_eq!(wall_allowed(&limits, ms(4000)), ms(7500));
        assert_eq!(wall_allowed(&limits, Duration::from_secs(100)), ms(35_000));
        // A spinner beside eight hogs on two cores: 2/9 of a CPU, the
        // rest of its time starved. At 5 s it has 1.1 s of CPU, short of
        // its stop, and lost 3.9 s: it goes on, to its CPU stop.
        let spinner = Measured {
            starved: ms(3900),
            ..seen(1100, 5000)
        };
        assert_eq!(stop(&spinner, &limits), None);
        let stopped = Measured {
            cpu: ms(1260),
            wall: ms(5700),
            ..spinner
        };
        assert_eq!(stop(&stopped, &limits), Some(Ending::CpuLimit));
    }

    #[test]
    fn a_run_starved_past_the_cap_is_busy_and_one_that_waited_is_a_wall_kill() {
        let limits = limits();
        let starved = Measured {
            starved: ms(40_000),
            ..seen(300, 35_000)
        };
        assert_eq!(stop(&starved, &limits), Some(Ending::Busy));
        // It had its time even so: a CPU kill.
        let used = Measured {
            cpu: ms(1250),
            ..starved
        };
        assert_eq!(stop(&used, &limits), Some(Ending::CpuLimit));
        // Starved a little, and asleep the rest: it waited.
        let asleep = Measured {
            starved: ms(200),
            ..seen(10, 3700)
        };
        assert_eq!(stop(&asleep, &limits), Some(Ending::WallLimit));
        // Past its limit within the margin when the wall clock ran out.
        assert_eq!(stop(&seen(1100, 3500), &limits), Some(Ending::CpuLimit));
    }

    #[test]
    fn the_ending_is_the_exit_unless_a_limit_or_the_kernel_says_otherwise() {
        let limits = limits();
        let done = seen(100, 200);
        let end = |stopped, exit, seen: &Measured| ending(stopped, exit, seen, &limits);
        assert_eq!(end(None, Some(Exit::Code(0)), &done), Ending::Exited(0));
        assert_eq!(end(None, Some(Exit::Code(3)), &done), Ending::Exited(3));
        assert_eq!(
            end(None, Some(Exit::Signal(11)), &done),
            Ending::Signalled(11)
        );
        assert_eq!(end(None, None, &done), Ending::Signalled(0));
        // RLIMIT_CPU's signals.
        assert_eq!(
            end(None, Some(Exit::Signal(SIGXCPU)), &done),
            Ending::CpuLimit
        );
        let spent = seen(1100, 1200);
        assert_eq!(
            end(None, Some(Exit::Signal(SIGKILL)), &spent),
            Ending::CpuLimit
        );
        assert_eq!(
            end(None, Some(Exit::Signal(SIGKILL)), &done),
            Ending::Signalled(9)
        );
        // What stopped it stands, but a wall kill of a run whose CPU time,
        // all told, passed the limit is a CPU kill.
        let stopped = Some(Ending::OutputLimit);
        assert_eq!(
            end(stopped, Some(Exit::Signal(9)), &done),
            Ending::OutputLimit
        );
        assert_eq!(end(Some(Ending::WallLimit), None, &spent), Ending::CpuLimit);
        assert_eq!(end(Some(Ending::WallLimit), None, &done), Ending::WallLimit);
        let late = seen(1300, 35_000);
        assert_eq!(end(Some(Ending::Busy), None, &late), Ending::CpuLimit);
        assert_eq!(end(Some(Ending::Busy), None, &spent), Ending::Busy);
        // A refused fork or memory decides, however it exited: an
        // allocation the cgroup refused is MLE, not the RE it caused.
        let refused = Measured {
            memory_refused: true,
            ..done
        };
        assert_eq!(
            end(None, Some(Exit::Code(1)), &refused),
            Ending::MemoryLimit
        );
        let bombed = Measured {
            forks_refused: true,
            ..refused
        };
        assert_eq!(
            end(None, Some(Exit::Code(0)), &bombed),
            Ending::ProcessLimit
        );
    }
}
