//! The raw system calls the layers make, declared here (the crate is std
//! only): each is async-signal-safe, so the child may call it between
//! fork and exec.

use std::os::raw::{c_char, c_int, c_long, c_ulong, c_void};

extern "C" {
    pub(super) fn syscall(number: c_long, ...) -> c_long;
    pub(super) fn prctl(option: c_int, argument: c_ulong, ...) -> c_int;
    pub(super) fn unshare(flags: c_int) -> c_int;
    pub(super) fn fork() -> i32;
    pub(super) fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    pub(super) fn close(fd: c_int) -> c_int;
    pub(super) fn kill(pid: i32, signal: c_int) -> c_int;
    pub(super) fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
    pub(super) fn wait4(pid: i32, status: *mut c_int, options: c_int, usage: *mut Usage) -> i32;
    pub(super) fn mount(
        source: *const c_char,
        target: *const c_char,
        kind: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    pub(super) fn _exit(status: c_int) -> !;
    fn __errno_location() -> *mut c_int;
}

/// `struct rusage`, as `wait4` fills it: two times, then `ru_maxrss` (KiB).
#[repr(C)]
#[derive(Default)]
pub(super) struct Usage {
    user: TimeVal,
    system: TimeVal,
    pub(super) max_rss: c_long,
    others: [c_long; 13],
}

#[repr(C)]
#[derive(Default)]
struct TimeVal {
    seconds: c_long,
    microseconds: c_long,
}

/// The `errno` of the last call that failed.
pub(super) fn errno() -> c_int {
    // SAFETY: glibc's and musl's thread-local errno.
    unsafe { *__errno_location() }
}

pub(super) const EINTR: c_int = 4;
pub(super) const EACCES: c_int = 13;
pub(super) const EINVAL: c_int = 22;
pub(super) const ENOSYS: c_int = 38;

pub(super) const O_WRONLY: c_int = 1;
pub(super) const O_CLOEXEC: c_int = 0o2_000_000;
pub(super) const O_PATH: c_int = 0o10_000_000;

pub(super) const PR_SET_PDEATHSIG: c_int = 1;
pub(super) const PR_SET_NO_NEW_PRIVS: c_int = 38;
pub(super) const PR_SET_SECCOMP: c_int = 22;
pub(super) const SIGKILL: c_ulong = 9;

#[cfg(target_arch = "x86_64")]
pub(super) const SYS_CLOSE_RANGE: c_long = 436;
#[cfg(target_arch = "aarch64")]
pub(super) const SYS_CLOSE_RANGE: c_long = 436;

/// Closes every descriptor from `first` up, but `keep` (-1: none).
pub(super) fn close_from(first: c_int, keep: c_int) {
    // SAFETY: plain system calls on integers.
    unsafe {
        if keep >= first {
            if keep > first {
                close_range(first, keep - 1);
            }
            close_range(keep + 1, c_int::MAX);
        } else {
            close_range(first, c_int::MAX);
        }
    }
}

unsafe fn close_range(first: c_int, last: c_int) {
    if syscall(
        SYS_CLOSE_RANGE,
        first as c_ulong,
        last as c_ulong,
        0 as c_ulong,
    ) != 0
    {
        // Before Linux 5.9: one by one, as far as descriptors usually go.
        let mut fd = first;
        while fd <= last.min(4095) {
            close(fd);
            fd += 1;
        }
    }
}
