//! The C library calls the Unix runners make that std has no binding for,
//! declared here and only here (the crate is std only). Every call a child
//! makes between fork and exec, and every call a box's keeper makes, is a
//! plain system call: async-signal-safe, allocating nothing.

#![allow(dead_code)]

use std::io;
#[cfg(target_os = "linux")]
use std::os::raw::c_ulong;
use std::os::raw::{c_char, c_int, c_long, c_void};
use std::time::Duration;

#[cfg(target_os = "macos")]
type Microseconds = i32;
#[cfg(not(target_os = "macos"))]
type Microseconds = c_long;

#[repr(C)]
#[derive(Clone, Copy, Default)]
pub(crate) struct TimeVal {
    seconds: c_long,
    microseconds: Microseconds,
}

impl TimeVal {
    /// As a duration (a negative one as zero).
    // `tv_usec` is an i32 on macOS, a c_long elsewhere.
    #[allow(clippy::useless_conversion)]
    pub(crate) fn duration(&self) -> Duration {
        Duration::from_secs(self.seconds.max(0) as u64)
            + Duration::from_micros(i64::from(self.microseconds).max(0) as u64)
    }
}

/// `struct rusage`: two times, then fourteen counters, `ru_maxrss` the
/// first of them; the same layout on Linux and macOS.
#[repr(C)]
#[derive(Clone, Copy, Default)]
pub(crate) struct ResourceUsage {
    pub(crate) user: TimeVal,
    pub(crate) system: TimeVal,
    pub(crate) max_rss: c_long,
    others: [c_long; 13],
}

impl ResourceUsage {
    /// User and system time together.
    pub(crate) fn cpu(&self) -> Duration {
        self.user.duration() + self.system.duration()
    }

    /// `ru_maxrss` in KiB (Linux counts it in KiB, macOS in bytes).
    pub(crate) fn peak_kib(&self) -> u64 {
        let max_rss = self.max_rss.max(0) as u64;
        if cfg!(target_os = "macos") {
            max_rss / 1024
        } else {
            max_rss
        }
    }
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Limit {
    pub(crate) current: u64,
    pub(crate) most: u64,
}

extern "C" {
    pub(crate) fn wait4(
        pid: i32,
        status: *mut c_int,
        options: c_int,
        usage: *mut ResourceUsage,
    ) -> i32;
    fn waitid(kind: c_int, id: u32, info: *mut u64, options: c_int) -> c_int;
    #[link_name = "kill"]
    pub(crate) fn c_kill(pid: i32, signal: c_int) -> c_int;
    pub(crate) fn setpgid(pid: i32, group: i32) -> c_int;
    pub(crate) fn getppid() -> i32;
    pub(crate) fn getpid() -> i32;
    pub(crate) fn getuid() -> u32;
    pub(crate) fn getgid() -> u32;
    pub(crate) fn geteuid() -> u32;
    pub(crate) fn getrlimit(resource: c_int, limit: *mut Limit) -> c_int;
    pub(crate) fn setrlimit(resource: c_int, limit: *const Limit) -> c_int;
    pub(crate) fn pipe(ends: *mut c_int) -> c_int;
    pub(crate) fn read(fd: c_int, buffer: *mut u8, count: usize) -> isize;
    pub(crate) fn write(fd: c_int, buffer: *const u8, count: usize) -> isize;
    #[cfg(target_os = "linux")]
    pub(crate) fn pwrite(fd: c_int, buffer: *const u8, count: usize, offset: i64) -> isize;
    pub(crate) fn close(fd: c_int) -> c_int;
    pub(crate) fn fcntl(fd: c_int, command: c_int, ...) -> c_int;
    pub(crate) fn open(path: *const c_char, flags: c_int, ...) -> c_int;
    pub(crate) fn _exit(status: c_int) -> !;
    fn sigaction(signal: c_int, action: *const SigAction, old: *mut SigAction) -> c_int;
    pub(crate) fn fork() -> i32;
    pub(crate) fn setsid() -> i32;
    pub(crate) fn getdtablesize() -> c_int;
}

#[cfg(target_os = "linux")]
extern "C" {
    pub(crate) fn syscall(number: c_long, ...) -> c_long;
    pub(crate) fn ioctl(fd: c_int, request: c_ulong, ...) -> c_int;
    pub(crate) fn prctl(option: c_int, argument: c_ulong, ...) -> c_int;
    pub(crate) fn unshare(flags: c_int) -> c_int;
    pub(crate) fn mount(
        source: *const c_char,
        target: *const c_char,
        kind: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    pub(crate) fn umount2(target: *const c_char, flags: c_int) -> c_int;
    pub(crate) fn mkdir(path: *const c_char, mode: u32) -> c_int;
    pub(crate) fn rmdir(path: *const c_char) -> c_int;
    pub(crate) fn symlink(target: *const c_char, at: *const c_char) -> c_int;
    pub(crate) fn chdir(path: *const c_char) -> c_int;
    pub(crate) fn dup2(from: c_int, to: c_int) -> c_int;
    pub(crate) fn execve(
        path: *const c_char,
        argv: *const *const c_char,
        envp: *const *const c_char,
    ) -> c_int;
    pub(crate) fn poll(fds: *mut PollFd, count: c_ulong, timeout: c_int) -> c_int;
    pub(crate) fn socketpair(
        domain: c_int,
        kind: c_int,
        protocol: c_int,
        ends: *mut c_int,
    ) -> c_int;
    pub(crate) fn sendmsg(fd: c_int, message: *const MessageHeader, flags: c_int) -> isize;
    pub(crate) fn recvmsg(fd: c_int, message: *mut MessageHeader, flags: c_int) -> isize;
    pub(crate) fn pipe2(ends: *mut c_int, flags: c_int) -> c_int;
    pub(crate) fn statvfs(path: *const c_char, info: *mut StatVfs) -> c_int;
    pub(crate) fn sigprocmask(how: c_int, set: *const SignalSet, old: *mut SignalSet) -> c_int;
    pub(crate) fn signalfd(fd: c_int, mask: *const SignalSet, flags: c_int) -> c_int;
    pub(crate) fn getrusage(who: c_int, usage: *mut ResourceUsage) -> c_int;
    pub(crate) fn clone(
        start: extern "C" fn(*mut c_void) -> c_int,
        stack: *mut c_void,
        flags: c_int,
        argument: *mut c_void,
        ...
    ) -> c_int;
    fn sysconf(name: c_int) -> c_long;
    fn __errno_location() -> *mut c_int;
}

#[cfg(target_os = "macos")]
extern "C" {
    fn __error() -> *mut c_int;
}

/// The `errno` of the last call that failed.
pub(crate) fn errno() -> c_int {
    // SAFETY: the C library's thread-local errno.
    #[cfg(target_os = "linux")]
    unsafe {
        *__errno_location()
    }
    #[cfg(target_os = "macos")]
    unsafe {
        *__error()
    }
}

pub(crate) const SIGHUP: c_int = 1;
pub(crate) const SIGINT: c_int = 2;
pub(crate) const SIGKILL: c_int = 9;
pub(crate) const SIGTERM: c_int = 15;
#[cfg(target_os = "linux")]
pub(crate) const SIGPIPE: c_int = 13;
#[cfg(target_os = "linux")]
pub(crate) const SIGCHLD: c_int = 17;

pub(crate) const EINTR: c_int = 4;
pub(crate) const EBADF: c_int = 9;
pub(crate) const EBUSY: c_int = 16;
pub(crate) const ECHILD: c_int = 10;
pub(crate) const EACCES: c_int = 13;
pub(crate) const EEXIST: c_int = 17;
pub(crate) const EINVAL: c_int = 22;
pub(crate) const ENOSYS: c_int = 38;
pub(crate) const E2BIG: c_int = 7;
#[cfg(target_os = "linux")]
pub(crate) const EPERM: c_int = 1;
#[cfg(target_os = "linux")]
pub(crate) const EOPNOTSUPP: c_int = 95;

#[cfg(target_os = "linux")]
pub(crate) const O_CLOEXEC: c_int = 0o2_000_000;
#[cfg(target_os = "macos")]
pub(crate) const O_CLOEXEC: c_int = 0x0100_0000;
pub(crate) const O_RDONLY: c_int = 0;
/// `O_DIRECT`, as `/proc/<pid>/fdinfo` shows a descriptor's flags (a
/// packet pipe's).
#[cfg(all(target_os = "linux", target_arch = "aarch64"))]
pub(crate) const O_DIRECT: u64 = 0o200_000;
#[cfg(all(target_os = "linux", not(target_arch = "aarch64")))]
pub(crate) const O_DIRECT: u64 = 0o40_000;
pub(crate) const O_WRONLY: c_int = 1;
pub(crate) const O_RDWR: c_int = 2;
#[cfg(target_os = "linux")]
pub(crate) const O_CREAT: c_int = 0o100;
#[cfg(target_os = "linux")]
pub(crate) const O_PATH: c_int = 0o10_000_000;
#[cfg(target_os = "linux")]
pub(crate) const O_DIRECTORY: c_int = 0o200_000;

pub(crate) const F_GETFD: c_int = 1;
pub(crate) const F_SETFD: c_int = 2;
pub(crate) const FD_CLOEXEC: c_int = 1;

pub(crate) const PR_SET_PDEATHSIG: c_int = 1;
pub(crate) const PR_SET_NO_NEW_PRIVS: c_int = 38;
pub(crate) const PR_SET_SECCOMP: c_int = 22;
pub(crate) const PR_SET_CHILD_SUBREAPER: c_int = 36;
pub(crate) const PR_CAPBSET_DROP: c_int = 24;
pub(crate) const PR_SET_SECUREBITS: c_int = 28;
pub(crate) const PR_CAP_AMBIENT: c_int = 47;
pub(crate) const PR_CAP_AMBIENT_CLEAR_ALL: c_int = 4;
/// `SECBIT_NOROOT | SECBIT_NOROOT_LOCKED`: uid 0 gets no capabilities by
/// `exec`.
pub(crate) const SECBITS_NOROOT: c_int = 0b11;

const P_PID: c_int = 1;
const WEXITED: c_int = 4;
pub(crate) const WNOHANG: c_int = 1;
#[cfg(target_os = "linux")]
const WNOWAIT: c_int = 0x0100_0000;
#[cfg(not(target_os = "linux"))]
const WNOWAIT: c_int = 0x20;

pub(crate) const RLIMIT_CPU: c_int = 0;
pub(crate) const RLIMIT_FSIZE: c_int = 1;
pub(crate) const RLIMIT_STACK: c_int = 3;
pub(crate) const RLIMIT_CORE: c_int = 4;
#[cfg(target_os = "linux")]
pub(crate) const RLIMIT_NOFILE: c_int = 7;
#[cfg(not(target_os = "linux"))]
pub(crate) const RLIMIT_NOFILE: c_int = 8;
#[cfg(target_os = "linux")]
pub(crate) const RLIMIT_NPROC: c_int = 6;
#[cfg(target_os = "linux")]
pub(crate) const RLIMIT_AS: c_int = 9;
#[cfg(not(target_os = "linux"))]
pub(crate) const RLIMIT_AS: c_int = 5;
pub(crate) const RLIM_INFINITY: u64 = u64::MAX;

#[cfg(target_os = "linux")]
pub(crate) const SYS_CLOSE_RANGE: c_long = 436;
#[cfg(target_os = "linux")]
pub(crate) const SYS_PIDFD_OPEN: c_long = 434;
#[cfg(target_os = "linux")]
pub(crate) const SYS_PIDFD_GETFD: c_long = 438;
#[cfg(target_os = "linux")]
pub(crate) const SYS_KCMP: c_long = if cfg!(target_arch = "aarch64") {
    272
} else {
    312
};
/// `kcmp`'s question: whether two processes share one memory.
#[cfg(target_os = "linux")]
pub(crate) const KCMP_VM: c_int = 1;
/// The bytes a pipe holds (`ioctl`), and a pipe's capacity (`fcntl`).
#[cfg(target_os = "linux")]
pub(crate) const FIONREAD: c_ulong = 0x541B;
#[cfg(target_os = "linux")]
pub(crate) const F_GETPIPE_SZ: c_int = 1032;
#[cfg(target_os = "linux")]
pub(crate) const SYS_GETDENTS64: c_long = if cfg!(target_arch = "aarch64") {
    61
} else {
    217
};
#[cfg(target_os = "linux")]
pub(crate) const SYS_PIVOT_ROOT: c_long = if cfg!(target_arch = "aarch64") {
    41
} else {
    155
};
#[cfg(target_os = "linux")]
pub(crate) const CLOSE_RANGE_CLOEXEC: c_ulong = 1 << 2;

/// `struct sigaction`: glibc's and musl's on Linux, the BSD one on macOS.
#[cfg(target_os = "linux")]
#[repr(C)]
struct SigAction {
    handler: usize,
    mask: [u64; 16],
    flags: c_int,
    restorer: usize,
}
#[cfg(target_os = "linux")]
const SA_RESTART: c_int = 0x1000_0000;
#[cfg(target_os = "linux")]
const SA_SIGINFO: c_int = 4;

#[cfg(not(target_os = "linux"))]
#[repr(C)]
struct SigAction {
    handler: usize,
    mask: u32,
    flags: c_int,
}
#[cfg(not(target_os = "linux"))]
const SA_RESTART: c_int = 0x0002;
#[cfg(not(target_os = "linux"))]
const SA_SIGINFO: c_int = 0x0040;

/// The default action for a signal.
pub(crate) const SIG_DFL: usize = 0;

/// The start of `siginfo_t`: the signal, its errno and code, then (after
/// padding on 64-bit Linux) the sender's pid.
#[repr(C)]
pub(crate) struct SignalInfo {
    pub(crate) signal: c_int,
    errno: c_int,
    pub(crate) code: c_int,
    #[cfg(target_os = "linux")]
    padding: c_int,
    pub(crate) sender: i32,
}

/// Installs `handler` for `signal`, given the sender (`SA_SIGINFO`);
/// system calls it interrupts restarted.
pub(crate) fn on_signal(
    signal: c_int,
    handler: extern "C" fn(c_int, *const SignalInfo, *const c_void),
) {
    set_action(signal, handler as usize, SA_RESTART | SA_SIGINFO);
}

/// Sets `signal` back to its default action (in a child: the judge's
/// handlers are no run's).
pub(crate) fn default_action(signal: c_int) {
    set_action(signal, SIG_DFL, 0);
}

/// Ignores `signal` (a judge that waits for another which handles it).
#[cfg(target_os = "linux")]
pub(crate) fn ignore(signal: c_int) {
    const SIG_IGN: usize = 1;
    set_action(signal, SIG_IGN, 0);
}

fn set_action(signal: c_int, handler: usize, flags: c_int) {
    #[cfg(target_os = "linux")]
    let action = SigAction {
        handler,
        mask: [0; 16],
        flags,
        restorer: 0,
    };
    #[cfg(not(target_os = "linux"))]
    let action = SigAction {
        handler,
        mask: 0,
        flags,
    };
    // SAFETY: a pointer to a live struct of the C layout; no old one.
    unsafe {
        sigaction(signal, &action, std::ptr::null_mut());
    }
}

/// Sends SIGKILL to `pid` (a negative one: a process group). One that
/// has gone is no error.
pub(crate) fn kill(pid: i32) {
    // SAFETY: a plain system call on integers.
    unsafe {
        c_kill(pid, SIGKILL);
    }
}

/// Sets a limit; where the hard limit cannot be raised that far (not
/// allowed, or more than the system takes), as far as it allows. Only
/// system calls.
pub(crate) fn set_limit(resource: c_int, current: u64, most: u64) {
    let mut now = Limit {
        current: 0,
        most: 0,
    };
    // SAFETY: pointers to live locals of the C layout.
    unsafe {
        if setrlimit(resource, &Limit { current, most }) == 0 {
            return;
        }
        if getrlimit(resource, &mut now) == 0 {
            let most = most.min(now.most);
            setrlimit(
                resource,
                &Limit {
                    current: current.min(most),
                    most,
                },
            );
        }
    }
}

/// How much of a stack of `bytes` a child can be given: the judge's
/// hard limit caps it, unless the judge may raise that.
pub(crate) fn stack_allowed(bytes: u64) -> u64 {
    let mut now = Limit {
        current: 0,
        most: 0,
    };
    // SAFETY: a pointer to a live local of the C layout.
    if unsafe { getrlimit(RLIMIT_STACK, &mut now) } != 0 || now.most >= bytes {
        return bytes;
    }
    // Raising the hard limit takes a privilege: try it on the current
    // value, which changes nothing when it works.
    let same = Limit {
        current: now.current,
        most: bytes,
    };
    // SAFETY: as above; on success it is set back at once.
    unsafe {
        if setrlimit(RLIMIT_STACK, &same) == 0 {
            setrlimit(RLIMIT_STACK, &now);
            return bytes;
        }
    }
    now.most
}

/// Waits until the child `pid` has exited, leaving it unreaped (a
/// zombie keeps its process and group id from being reused).
pub(crate) fn wait_exited(pid: i32) -> io::Result<()> {
    let mut info = [0u64; 32];
    loop {
        // SAFETY: a buffer larger than any siginfo_t.
        if unsafe { waitid(P_PID, pid as u32, info.as_mut_ptr(), WEXITED | WNOWAIT) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// Waits for the child `pid` to end and reaps it: its raw status and
/// its usage.
pub(crate) fn wait(pid: i32) -> io::Result<(c_int, ResourceUsage)> {
    loop {
        match wait_with(pid, 0) {
            Ok(Some(waited)) => return Ok(waited),
            Ok(None) => {}
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
}

/// Reaps the child `pid` if it has ended.
pub(crate) fn reap(pid: i32) -> Option<(c_int, ResourceUsage)> {
    wait_with(pid, WNOHANG).ok().flatten()
}

fn wait_with(pid: i32, options: c_int) -> io::Result<Option<(c_int, ResourceUsage)>> {
    let mut status = 0;
    let mut usage = ResourceUsage::default();
    // SAFETY: both pointers are to live locals of the declared types.
    let waited = unsafe { wait4(pid, &mut status, options, &mut usage) };
    if waited == 0 {
        return Ok(None);
    }
    if waited != pid {
        return Err(io::Error::last_os_error());
    }
    Ok(Some((status, usage)))
}

/// A wait status as an exit: its code, or the signal that ended it.
pub(crate) fn exit_of(status: c_int) -> super::rule::Exit {
    if status & 0x7f == 0 {
        super::rule::Exit::Code((status >> 8) & 0xff)
    } else {
        super::rule::Exit::Signal(status & 0x7f)
    }
}

/// The judge's own resident memory now, KiB (Linux: `VmRSS`): a child
/// forked now starts with it as its peak, and keeps that mark across
/// `exec` in its `ru_maxrss`; 0 where it is not known.
pub(crate) fn own_resident_kib() -> u64 {
    resident_kib("self")
}

/// `VmRSS` of `/proc/<who>/status`, KiB; 0 where it is not known.
pub(crate) fn resident_kib(who: &str) -> u64 {
    let text = std::fs::read_to_string(format!("/proc/{}/status", who)).unwrap_or_default();
    text.lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l[6..].trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// The length of a clock tick, `/proc`'s unit of CPU time.
#[cfg(target_os = "linux")]
pub(crate) fn clock_tick() -> Duration {
    const SC_CLK_TCK: c_int = 2;
    // SAFETY: a plain call on an integer.
    let per_second = unsafe { sysconf(SC_CLK_TCK) };
    Duration::from_secs(1) / per_second.max(1) as u32
}

/// Makes the judge a child subreaper (Linux): orphans of its runs are
/// re-parented to it, so it can end them and wait for them.
pub(crate) fn become_subreaper() {
    #[cfg(target_os = "linux")]
    // SAFETY: a plain call on integers. A failure leaves orphans to init,
    // found still by their mark while they run.
    unsafe {
        prctl(PR_SET_CHILD_SUBREAPER, 1);
    }
}

/// `struct pollfd`.
#[cfg(target_os = "linux")]
#[repr(C)]
pub(crate) struct PollFd {
    pub(crate) fd: c_int,
    pub(crate) events: i16,
    pub(crate) revents: i16,
}
#[cfg(target_os = "linux")]
pub(crate) const POLLIN: i16 = 1;

/// `struct iovec`.
#[cfg(target_os = "linux")]
#[repr(C)]
pub(crate) struct IoVec {
    pub(crate) base: *mut c_void,
    pub(crate) length: usize,
}

/// `struct msghdr`.
#[cfg(target_os = "linux")]
#[repr(C)]
pub(crate) struct MessageHeader {
    pub(crate) name: *mut c_void,
    pub(crate) name_length: u32,
    pub(crate) iov: *mut IoVec,
    pub(crate) iov_length: usize,
    pub(crate) control: *mut c_void,
    pub(crate) control_length: usize,
    pub(crate) flags: c_int,
}

#[cfg(target_os = "linux")]
pub(crate) const AF_UNIX: c_int = 1;
#[cfg(target_os = "linux")]
pub(crate) const SOCK_SEQPACKET: c_int = 5;
#[cfg(target_os = "linux")]
pub(crate) const SOCK_CLOEXEC: c_int = O_CLOEXEC;
#[cfg(target_os = "linux")]
pub(crate) const SOL_SOCKET: c_int = 1;
#[cfg(target_os = "linux")]
pub(crate) const SCM_RIGHTS: c_int = 1;
#[cfg(target_os = "linux")]
pub(crate) const MSG_CMSG_CLOEXEC: c_int = 0x4000_0000;
#[cfg(target_os = "linux")]
pub(crate) const MSG_TRUNC: c_int = 0x20;
#[cfg(target_os = "linux")]
pub(crate) const MSG_DONTWAIT: c_int = 0x40;
#[cfg(target_os = "linux")]
pub(crate) const MSG_NOSIGNAL: c_int = 0x4000;

/// The kernel's signal set as glibc's `sigset_t` holds it.
#[cfg(target_os = "linux")]
#[repr(C)]
pub(crate) struct SignalSet(pub(crate) [u64; 16]);

#[cfg(target_os = "linux")]
impl SignalSet {
    pub(crate) const fn empty() -> SignalSet {
        SignalSet([0; 16])
    }

    pub(crate) const fn of(signal: c_int) -> SignalSet {
        let mut set = [0; 16];
        set[0] = 1 << (signal - 1);
        SignalSet(set)
    }
}

#[cfg(target_os = "linux")]
pub(crate) const CLONE_VM: c_int = 0x100;
#[cfg(target_os = "linux")]
pub(crate) const CLONE_VFORK: c_int = 0x4000;
#[cfg(target_os = "linux")]
pub(crate) const SIG_BLOCK: c_int = 0;
#[cfg(target_os = "linux")]
pub(crate) const SIG_SETMASK: c_int = 2;
#[cfg(target_os = "linux")]
pub(crate) const SFD_CLOEXEC: c_int = O_CLOEXEC;
#[cfg(target_os = "linux")]
pub(crate) const SFD_NONBLOCK: c_int = 0o4000;
#[cfg(target_os = "linux")]
pub(crate) const RUSAGE_CHILDREN: c_int = -1;

/// `struct statvfs` of 64-bit Linux; `flag` holds the `ST_*` bits.
#[cfg(target_os = "linux")]
#[repr(C)]
#[derive(Default)]
pub(crate) struct StatVfs {
    sizes: [c_ulong; 9],
    pub(crate) flag: c_ulong,
    name_max: c_ulong,
    spare: [c_int; 6],
}

#[cfg(target_os = "linux")]
impl StatVfs {
    /// What the file system uses (its blocks less the free ones), KiB.
    // `c_ulong` is u64 on the 64-bit systems the layers build for.
    #[allow(clippy::useless_conversion)]
    pub(crate) fn used_kib(&self) -> u64 {
        // f_bsize, f_frsize, f_blocks, f_bfree, ...
        let [_, fragment, blocks, free, ..] = self.sizes;
        let used = u64::from(blocks).saturating_sub(u64::from(free));
        used.saturating_mul(u64::from(fragment).max(1)) / 1024
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_status_is_a_code_or_a_signal() {
        assert_eq!(exit_of(3 << 8), super::super::rule::Exit::Code(3));
        assert_eq!(exit_of(9), super::super::rule::Exit::Signal(9));
    }
}
