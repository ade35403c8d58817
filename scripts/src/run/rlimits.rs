//! The rlimits a run starts under, the layer every Unix run gets and that
//! needs no privilege: `RLIMIT_CPU` past its CPU stop, `RLIMIT_STACK` at
//! its stack, `RLIMIT_CORE` 0, `RLIMIT_FSIZE` at the output limit, a cap on
//! the address space as a guard against a runaway allocation; and on
//! Linux `PR_SET_NO_NEW_PRIVS` (no set-user-id program can raise what the
//! run may do, and Landlock and seccomp require it) and `RLIMIT_NPROC`
//! where a user namespace makes it count the run alone.

use super::{sys, Job};
#[cfg(target_os = "linux")]
use std::os::raw::c_int;
use std::time::Duration;

/// The layer's name in the header.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(super) const NAME: &str = "rlimits";

/// Address space a solution may reserve, as a multiple of its memory
/// limit (at least 1 GiB): a guard against a runaway allocation only, far
/// above the limit, which is enforced on the memory measured.
const ADDRESS_SPACE_FACTOR: u64 = 16;

/// The limits one run starts under, set in the child between fork and
/// exec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Rlimits {
    pub(super) cpu_seconds: u64,
    pub(super) stack_bytes: u64,
    pub(super) address_space: Option<u64>,
    pub(super) file_bytes: Option<u64>,
    /// `RLIMIT_NOFILE`, soft and hard alike, where set: a run cannot raise
    /// it, so that what it holds open (pipes' buffers) stays bounded.
    pub(super) open_files: Option<u64>,
}

/// The most descriptors a solution's run may hold open: the usual soft
/// limit of a Linux login, which judges' runs have.
pub(super) const OPEN_FILES: u64 = 1024;

impl Rlimits {
    /// `job`'s: the CPU at its stop and half a second more, in whole
    /// seconds; the stack; the address space at 16 times the memory
    /// limit, at least 1 GiB (none for a virtual machine that reserves
    /// far more than it touches); files at the output limit; a solution's
    /// open descriptors at [`OPEN_FILES`].
    pub(super) fn of(job: &Job) -> Rlimits {
        let limits = job.limits;
        Rlimits {
            cpu_seconds: (limits.cpu_stop() + Duration::from_millis(500)).as_secs() + 1,
            stack_bytes: limits.stack().saturating_mul(1024),
            address_space: job.cap_address_space.then(|| {
                limits
                    .memory_kib
                    .saturating_mul(1024 * ADDRESS_SPACE_FACTOR)
                    .max(1 << 30)
            }),
            file_bytes: limits.output_kib.map(|kib| kib.saturating_mul(1024)),
            open_files: (job.containment == super::Containment::Run).then_some(OPEN_FILES),
        }
    }

    /// In the child: sets them, each as far as the hard limit allows.
    /// Only system calls.
    pub(super) fn apply(&self) {
        sys::set_limit(sys::RLIMIT_CPU, self.cpu_seconds, self.cpu_seconds + 1);
        sys::set_limit(sys::RLIMIT_STACK, self.stack_bytes, self.stack_bytes);
        sys::set_limit(sys::RLIMIT_CORE, 0, 0);
        if let Some(bytes) = self.address_space {
            sys::set_limit(sys::RLIMIT_AS, bytes, bytes);
        }
        if let Some(bytes) = self.file_bytes {
            sys::set_limit(sys::RLIMIT_FSIZE, bytes, bytes);
        }
        if let Some(files) = self.open_files {
            sys::set_limit(sys::RLIMIT_NOFILE, files, files);
        }
    }
}

/// Raises the hard limits the runs' limits lower later, where the
/// process may (root): in a box's keeper before it leaves the first user
/// namespace, where raising one takes a privilege it loses there. Only
/// system calls.
#[cfg(target_os = "linux")]
pub(super) fn raise_hard_limits() {
    for resource in [
        sys::RLIMIT_CPU,
        sys::RLIMIT_STACK,
        sys::RLIMIT_AS,
        sys::RLIMIT_FSIZE,
    ] {
        let mut now = sys::Limit {
            current: 0,
            most: 0,
        };
        // SAFETY: pointers to live locals of the C layout.
        unsafe {
            if sys::getrlimit(resource, &mut now) == 0 {
                sys::setrlimit(
                    resource,
                    &sys::Limit {
                        current: now.current,
                        most: sys::RLIM_INFINITY,
                    },
                );
            }
        }
    }
}

/// Every resource Linux limits (`RLIM_NLIMITS`): CPU, file size, data,
/// stack, core, resident set, processes, open files, locked memory,
/// address space, locks, pending signals, message queues, nice, real-time
/// priority and real-time CPU time.
#[cfg(target_os = "linux")]
pub(super) const EVERY: usize = 16;

/// Each resource's limits, as a box's keeper had them before its first
/// run: each run's child sets them all again ([`restore`]) before its own,
/// so that a run starts with the limits the judge gave the box, never
/// with any an earlier run could have left on the keeper.
#[cfg(target_os = "linux")]
pub(super) type Snapshot = [sys::Limit; EVERY];

/// The calling process's limits, each resource's. Only system calls.
#[cfg(target_os = "linux")]
pub(super) fn snapshot(into: &mut Snapshot) {
    for (resource, limit) in into.iter_mut().enumerate() {
        // SAFETY: a pointer to a live limit of the C layout.
        unsafe {
            sys::getrlimit(resource as c_int, limit);
        }
    }
}

/// In a run's child: every resource's limits set as `snapshot` has them
/// (a hard limit an earlier run lowered cannot be raised back: no run can
/// lower the keeper's, seccomp refusing `prlimit` on another process).
/// Only system calls.
#[cfg(target_os = "linux")]
pub(super) fn restore(snapshot: &Snapshot) {
    for (resource, limit) in snapshot.iter().enumerate() {
        // SAFETY: a pointer to a live limit of the C layout.
        unsafe {
            sys::setrlimit(resource as c_int, limit);
        }
    }
}

/// Drops every capability from the bounding set and the ambient set,
/// and has uid 0 get none by `exec` (`SECBIT_NOROOT`): `exec` then gives
/// the run none. One past the last the kernel knows fails with `EINVAL`,
/// and the loop ends. Best effort: where a step fails the run keeps what
/// its user namespace gave it, as before.
#[cfg(target_os = "linux")]
pub(super) fn drop_capabilities() {
    use std::os::raw::c_ulong;
    // SAFETY: plain calls on integers.
    unsafe {
        sys::prctl(
            sys::PR_CAP_AMBIENT,
            sys::PR_CAP_AMBIENT_CLEAR_ALL as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
        );
        sys::prctl(sys::PR_SET_SECUREBITS, sys::SECBITS_NOROOT as c_ulong);
        for capability in 0..64 {
            if sys::prctl(sys::PR_CAPBSET_DROP, capability as std::os::raw::c_ulong) != 0
                && sys::errno() == sys::EINVAL
            {
                break;
            }
        }
    }
}

/// In the child: no new privileges, ever.
#[cfg(target_os = "linux")]
pub(super) fn no_new_privs() -> Result<(), c_int> {
    use std::os::raw::c_ulong;
    // SAFETY: a plain call on integers.
    if unsafe {
        sys::prctl(
            sys::PR_SET_NO_NEW_PRIVS,
            1,
            0 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
        )
    } != 0
    {
        return Err(sys::errno());
    }
    Ok(())
}

/// In the child: at most `tasks` processes and threads of its user. Only
/// inside a fresh user namespace, where they are the run's alone (Linux
/// 5.14 and later); root (of the first namespace) is exempt.
#[cfg(target_os = "linux")]
pub(super) fn processes(tasks: u64) {
    sys::set_limit(sys::RLIMIT_NPROC, tasks, tasks);
}

#[cfg(test)]
mod tests {
    use super::super::{Job, Limits};
    use super::*;

    #[test]
    fn a_jobs_rlimits_follow_its_limits() {
        let limits = Limits::new(Duration::from_secs(1), 64 << 10);
        let command = ["x".into()];
        let job = Job::new(&command, b"", &limits);
        let rlimits = Rlimits::of(&job);
        // The stop, 1.25 s, and half a second, 1.75 s: 2 s, whole.
        assert_eq!(rlimits.cpu_seconds, 2);
        assert_eq!(rlimits.stack_bytes, 64 << 20);
        assert_eq!(rlimits.address_space, Some(1 << 30));
        assert_eq!(rlimits.file_bytes, Some(64 << 20));
        let jvm = Job {
            cap_address_space: false,
            ..job
        };
        assert_eq!(Rlimits::of(&jvm).address_space, None);
        let big = Limits::new(Duration::from_secs(1), 256 << 10);
        assert_eq!(
            Rlimits::of(&Job::new(&command, b"", &big)).address_space,
            Some(4 << 30)
        );
    }
}
