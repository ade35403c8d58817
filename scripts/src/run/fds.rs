//! A process's descriptors, by system calls alone (a child between fork
//! and exec calls these): marked close-on-exec, or closed, from one up,
//! `close_range` where the kernel has it, else each one `/proc/self/fd`
//! lists (macOS: each up to the table's size).

use super::sys::{self, fcntl, FD_CLOEXEC, F_GETFD, F_SETFD};
#[cfg(target_os = "linux")]
use super::sys::{close, open, syscall, O_CLOEXEC, O_DIRECTORY, O_RDONLY};
use std::os::raw::c_int;
#[cfg(target_os = "linux")]
use std::os::raw::c_ulong;

/// Marks every descriptor from `first` up close-on-exec: in a child
/// between fork and exec (the run then starts with only those below
/// `first`), or in the judge at its start (what its caller left open).
/// `close_range(sys::CLOSE_RANGE_CLOEXEC)` where the kernel has it (Linux
/// 5.11), else each open descriptor: Linux's `/proc/self/fd`, macOS's
/// table up to its size. Only system calls.
pub(crate) fn cloexec_from(first: c_int) {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: plain system calls on integers.
        let marked = unsafe {
            syscall(
                sys::SYS_CLOSE_RANGE,
                first as c_ulong,
                c_int::MAX as c_ulong,
                sys::CLOSE_RANGE_CLOEXEC,
            )
        };
        if marked != 0 {
            each_open_fd(first, |_| false, mark_cloexec);
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        // SAFETY: a plain call.
        let most = unsafe { sys::getdtablesize() }.clamp(first, 1 << 16);
        for fd in first..most {
            mark_cloexec(fd);
        }
    }
}

fn mark_cloexec(fd: c_int) {
    // SAFETY: plain calls on an integer; a closed descriptor fails.
    unsafe {
        let flags = fcntl(fd, F_GETFD);
        if flags >= 0 && flags & FD_CLOEXEC == 0 {
            fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
        }
    }
}

/// Closes every descriptor from `first` up but `keep` (-1: none):
/// `close_range` where the kernel has it (Linux 5.9), else each one
/// `/proc/self/fd` lists. Only system calls.
#[cfg(target_os = "linux")]
pub(crate) fn close_from(first: c_int, keep: c_int) {
    let range = |low: c_int, high: c_int| {
        // SAFETY: a plain system call on integers.
        unsafe {
            syscall(
                sys::SYS_CLOSE_RANGE,
                low as c_ulong,
                high as c_ulong,
                0 as c_ulong,
            ) == 0
        }
    };
    let closed = if keep >= first {
        (keep == first || range(first, keep - 1)) && range(keep + 1, c_int::MAX)
    } else {
        range(first, c_int::MAX)
    };
    if !closed {
        each_open_fd(first, |fd| fd == keep, close_one);
    }
}

/// Closes every descriptor from 3 up but those `kept` says to keep,
/// each one `/proc/self/fd` lists. Only system calls.
#[cfg(target_os = "linux")]
pub(crate) fn close_all_but(kept: impl Fn(c_int) -> bool) {
    each_open_fd(3, kept, close_one);
}

#[cfg(target_os = "linux")]
fn close_one(fd: c_int) {
    // SAFETY: a plain call on an integer.
    unsafe {
        close(fd);
    }
}

/// Calls `act` on each open descriptor from `first` up but those `skip`
/// says to skip, as `/proc/self/fd` lists them (read with `getdents64`
/// into a buffer on the stack: no allocation). Where it cannot be read,
/// on each of the first 4096.
#[cfg(target_os = "linux")]
fn each_open_fd(first: c_int, skip: impl Fn(c_int) -> bool, act: impl Fn(c_int)) {
    // SAFETY: a live C string; the descriptor is this function's.
    let folder = unsafe {
        open(
            b"/proc/self/fd\0".as_ptr().cast(),
            O_RDONLY | O_DIRECTORY | O_CLOEXEC,
        )
    };
    if folder < 0 {
        for fd in first..4096 {
            if !skip(fd) {
                act(fd);
            }
        }
        return;
    }
    let mut buffer = [0u64; 512];
    loop {
        // SAFETY: a buffer of the size given, owned here.
        let read = unsafe {
            syscall(
                sys::SYS_GETDENTS64,
                folder as c_ulong,
                buffer.as_mut_ptr(),
                std::mem::size_of_val(&buffer) as c_ulong,
            )
        };
        if read <= 0 {
            break;
        }
        let bytes = &buffer_bytes(&buffer)[..read as usize];
        let mut at = 0;
        // `struct linux_dirent64`: inode (8), offset (8), length (2),
        // type (1), then the name, NUL-terminated.
        while at + 19 < bytes.len() {
            let length = usize::from(u16::from_ne_bytes([bytes[at + 16], bytes[at + 17]]));
            if length == 0 {
                break;
            }
            let name = &bytes[at + 19..(at + length).min(bytes.len())];
            let fd = name
                .iter()
                .take_while(|&&b| b != 0)
                .try_fold(0 as c_int, |n, &b| {
                    b.is_ascii_digit()
                        .then(|| n.saturating_mul(10).saturating_add(c_int::from(b - b'0')))
                });
            if let Some(fd) = fd.filter(|&fd| fd >= first && !skip(fd) && fd != folder) {
                if name.first().map_or(false, u8::is_ascii_digit) {
                    act(fd);
                }
            }
            at += length;
        }
    }
    // SAFETY: the descriptor is this function's.
    unsafe {
        close(folder);
    }
}

#[cfg(target_os = "linux")]
fn buffer_bytes(buffer: &[u64; 512]) -> &[u8] {
    // SAFETY: u64s viewed as their bytes, within the same allocation.
    unsafe { std::slice::from_raw_parts(buffer.as_ptr().cast::<u8>(), 512 * 8) }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn the_descriptors_listed_are_the_open_ones() {
        let listed = std::cell::RefCell::new(Vec::new());
        let file = std::fs::File::open("/proc/self/status").unwrap();
        let fd = std::os::unix::io::AsRawFd::as_raw_fd(&file);
        each_open_fd(3, |_| false, |fd| listed.borrow_mut().push(fd));
        assert!(listed.borrow().contains(&fd), "{:?}", listed);
        listed.borrow_mut().clear();
        each_open_fd(3, |other| other == fd, |fd| listed.borrow_mut().push(fd));
        assert!(!listed.borrow().contains(&fd), "{:?}", listed);
        assert!(listed.borrow().iter().all(|&fd| fd >= 3));
    }
}
