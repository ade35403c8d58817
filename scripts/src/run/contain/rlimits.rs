//! The layer every Linux run gets, needing no privilege:
//! `PR_SET_NO_NEW_PRIVS` (no set-user-id program can raise what the run
//! may do, and the other layers require it), and `RLIMIT_NPROC` where a
//! user namespace makes it count the run alone. `RLIMIT_FSIZE`,
//! `RLIMIT_CORE` 0, `RLIMIT_CPU`, `RLIMIT_STACK` and `RLIMIT_AS` are set
//! beside them by the runner (`unix.rs`).

use super::sys;
use std::os::raw::{c_int, c_ulong};

/// The layer's name in the header.
pub(super) const NAME: &str = "rlimits";

const RLIMIT_NPROC: c_int = 6;

#[repr(C)]
struct Limit {
    current: u64,
    most: u64,
}

extern "C" {
    fn setrlimit(resource: c_int, limit: *const Limit) -> c_int;
}

/// In the child: no new privileges, ever.
pub(super) fn no_new_privs() -> Result<(), c_int> {
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
pub(super) fn processes(tasks: u64) {
    // SAFETY: a pointer to a live local of the C layout.
    unsafe {
        setrlimit(
            RLIMIT_NPROC,
            &Limit {
                current: tasks,
                most: tasks,
            },
        );
    }
}
