//! A run's child in a box, between the keeper's fork and `exec`: the
//! cheap per-run layers, in system calls alone. Its three pipes become
//! its standard input, output and error and every other descriptor is
//! closed (`close_range`, or each one `/proc/self/fd` lists), so the run
//! starts with exactly 0, 1 and 2; its rlimits; no new privileges; its
//! folder. What it inherits from the keeper, made once: its Landlock
//! domain (the box's rules); its `oom_score_adj`, 1000 (first in line
//! for the kernel's out-of-memory killer, the keeper not: its own is 1000
//! only while it clones); its bounding and ambient capability sets and
//! its securebits, empty, and no capability for uid 0 by `exec`, so that
//! it `exec`s with none (uid 0 in the box, it would have all of its user
//! namespace's). Its seccomp filter is the keeper's, inherited; its IPC and UTS namespaces
//! are the box's, where no IPC object can be made and whose host name it
//! cannot set (no capability, `/proc/sys` read-only), or, where the
//! keeper could not seal the box's, its own, made by the keeper's
//! `clone`.

use super::super::{fds, rlimits, sys};
use super::wire::Decoded;
use std::os::raw::{c_int, c_void};

/// What the child is to become, and where it says why it could not.
pub(super) struct Launch<'a> {
    pub(super) run: &'a Decoded,
    /// Its standard input, output and error.
    pub(super) passed: [c_int; 3],
    /// The limits the keeper had before its first run, set again first.
    pub(super) limits: &'a rlimits::Snapshot,
    /// The errno of the step that failed; 0 while none has.
    pub(super) errno: c_int,
}

/// The child's start, on a stack of its own in the keeper's memory
/// (`clone(CLONE_VM | CLONE_VFORK)`): `arg` is a [`Launch`].
pub(super) extern "C" fn launch(arg: *mut c_void) -> c_int {
    // SAFETY: the keeper passes a live Launch and waits until the child
    // has exec'd or exited.
    unsafe {
        let launch = &mut *arg.cast::<Launch>();
        become_run(launch)
    }
}

/// Becomes the run; on a failure writes its errno into the launch and
/// exits 127. Never returns.
///
/// # Safety
/// Only in the keeper's child, which shares its memory until `exec`.
unsafe fn become_run(launch: &mut Launch) -> ! {
    let (run, passed, limits) = (launch.run, launch.passed, launch.limits);
    let report = &mut launch.errno;
    // The keeper blocks SIGCHLD and the judge ignores SIGPIPE: a run
    // starts with neither.
    sys::sigprocmask(
        sys::SIG_SETMASK,
        &sys::SignalSet::empty(),
        std::ptr::null_mut(),
    );
    sys::default_action(sys::SIGPIPE);
    for (to, &from) in passed.iter().enumerate() {
        if sys::dup2(from, to as c_int) < 0 {
            fail(report);
        }
    }
    rlimits::restore(limits);
    run.rlimits.apply();
    if let Some(tasks) = run.tasks {
        rlimits::processes(tasks);
    }
    if rlimits::no_new_privs().is_err() {
        fail(report);
    }
    if sys::chdir(run.folder) != 0 {
        fail(report);
    }
    fds::close_from(3, -1);
    sys::execve(run.program, run.argv, run.envp);
    fail(report)
}

/// Says the errno to the keeper and exits.
unsafe fn fail(report: &mut c_int) -> ! {
    std::ptr::write_volatile(report, sys::errno().max(1));
    sys::_exit(127)
}
