//! A box's keeper: forked from the judge (a process of many threads), it
//! makes only system calls on what was made before the fork. Its first
//! process makes the namespaces but the mount one and forks the keeper
//! proper, pid 1 of the new pid namespace (which dies with it,
//! `PR_SET_PDEATHSIG`), then waits for it to end and removes the box's
//! cgroups and folders. The keeper moves into the box's cgroups, makes
//! its mount namespace, builds the root, enters it, installs its seccomp
//! filter, and serves runs one at a time: each a child of its own
//! (already in the box's cgroups: no move), the run's layers applied in
//! the child (`child.rs`), its end reported; at the run's end, as init of
//! its namespace, it kills every other process there (`kill(-1)`, the one
//! place the judge calls it) and reaps them. It exits when the judge's end
//! of its socket closes, the judge gone: the kernel then kills all the
//! namespace holds.

use super::super::contain::landlock::{self, Rules};
use super::super::contain::seccomp::{self, Instruction};
use super::super::contain::{namespaces, Maps};
use super::super::{fds, rlimits, sys};
use super::child;
use super::root::{self, Root};
use super::wire::{self, Reply};
use std::ffi::CString;
use std::os::raw::{c_char, c_int, c_ulong};

/// Everything the keeper needs, made by the judge before the fork.
pub(super) struct KeeperPlan {
    /// The box's cgroups' `cgroup.procs`, open for writing.
    pub(super) procs: Vec<c_int>,
    pub(super) maps: Maps,
    /// The keeper's end of its socket.
    pub(super) socket: c_int,
    pub(super) root: Root,
    pub(super) landlock: Option<Rules>,
    pub(super) seccomp: Vec<Instruction>,
    /// Where a request is read.
    pub(super) buffer: Vec<u8>,
    /// Where a request's strings' addresses are written.
    pub(super) pointers: Vec<*const c_char>,
    /// The stack a run's child runs on until it `exec`s.
    pub(super) stack: Vec<u8>,
    /// What the first process removes once the keeper has gone, in this
    /// order: the box's cgroups, then its folders.
    pub(super) leftovers: Vec<CString>,
    /// The keeper's limits before its first run, which every run's child
    /// sets again.
    pub(super) limits: rlimits::Snapshot,
    /// `/proc/sys/kernel/ns_last_pid` of the box's pid namespace, open
    /// for writing (-1: none): set to 1 before each run, so that every run
    /// starts as pid 2 whatever an earlier run forked.
    pub(super) last_pid: c_int,
    /// The keeper's own `/proc/self/oom_score_adj`, open for reading and
    /// writing (-1: none), and what it held at the start (up to 8 bytes,
    /// a NUL after): 1000 for the time a run's child is cloned, which it
    /// inherits, then the keeper's own again.
    pub(super) oom: c_int,
    pub(super) own_oom: [u8; 8],
}

/// In the judge's child: the keeper's first process. Never returns.
///
/// # Safety
/// Only in a child just forked: it takes over the process.
pub(super) unsafe fn first(plan: &mut KeeperPlan) -> ! {
    for signal in [sys::SIGINT, sys::SIGTERM, sys::SIGHUP] {
        sys::default_action(signal);
    }
    // A session of its own, away from the judge's terminal; nothing of
    // the judge's open but its socket and the cgroups' files.
    sys::setsid();
    null_stdio();
    let socket = plan.socket;
    let procs = &plan.procs;
    fds::close_all_but(|fd| fd == socket || procs.contains(&fd));
    rlimits::raise_hard_limits();
    let flags = namespaces::BOX_FLAGS & !namespaces::CLONE_NEWNS;
    if let Err(errno) = namespaces::enter_these(&plan.maps, flags) {
        fail(socket, root::NAMESPACES, errno);
    }
    let keeper = sys::fork();
    if keeper < 0 {
        fail(socket, root::FORK, sys::errno());
    }
    if keeper > 0 {
        for &fd in procs {
            sys::close(fd);
        }
        wire::send_reply(socket, &Reply::Moved(keeper));
        sys::close(socket);
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        while sys::wait4(keeper, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
        remove(&plan.leftovers);
        sys::_exit(0);
    }
    keep(plan)
}

/// Removes each folder of `leftovers` (a cgroup is busy a moment after
/// its last process has gone: tried again for up to two seconds).
unsafe fn remove(leftovers: &[CString]) {
    for folder in leftovers {
        for _ in 0..2000 {
            if sys::rmdir(folder.as_ptr()) == 0 || sys::errno() != sys::EBUSY {
                break;
            }
            sys::poll(std::ptr::null_mut(), 0, 1);
        }
    }
}

/// Standard input, output and error on `/dev/null`: nothing of the
/// judge's.
unsafe fn null_stdio() {
    let null = sys::open(b"/dev/null\0".as_ptr().cast(), sys::O_RDWR);
    if null >= 0 {
        for fd in 0..3 {
            sys::dup2(null, fd);
        }
        if null > 2 {
            sys::close(null);
        }
    }
}

/// Says why making the box failed, and exits.
unsafe fn fail(socket: c_int, step: i64, errno: c_int) -> ! {
    let reply = Reply::SetupFailed {
        step,
        errno,
        index: -1,
    };
    wire::send_reply(socket, &reply);
    sys::_exit(1)
}

/// The keeper proper, pid 1 of the box's namespace.
unsafe fn keep(plan: &mut KeeperPlan) -> ! {
    // It dies with its first process, which is there until it has gone.
    sys::prctl(sys::PR_SET_PDEATHSIG, sys::SIGKILL as c_ulong);
    for &fd in &plan.procs {
        // "0": the writer itself, so that all it forks is counted.
        if sys::write(fd, b"0".as_ptr(), 1) != 1 {
            fail(plan.socket, root::CGROUPS, sys::errno());
        }
        sys::close(fd);
    }
    if sys::unshare(namespaces::CLONE_NEWNS) != 0 {
        fail(plan.socket, root::NAMESPACES, sys::errno());
    }
    sys::setpgid(0, 0);
    if let Err((step, errno, index)) = plan.root.enter() {
        let reply = Reply::SetupFailed { step, errno, index };
        wire::send_reply(plan.socket, &reply);
        sys::_exit(1);
    }
    // No IPC object made in the box, and its sysctls read-only: no run
    // keeps anything there for the next, nor sets the host name, with
    // no namespace of its own; where either step fails, each run gets
    // its own IPC and UTS namespaces.
    // Before /proc/sys is read-only: the pid counter each run resets.
    plan.last_pid = sys::open(
        b"/proc/sys/kernel/ns_last_pid\0".as_ptr().cast(),
        sys::O_WRONLY | sys::O_CLOEXEC,
    );
    plan.oom = sys::open(
        b"/proc/self/oom_score_adj\0".as_ptr().cast(),
        sys::O_RDWR | sys::O_CLOEXEC,
    );
    if plan.oom >= 0 {
        let room = plan.own_oom.len() - 1;
        let read = sys::read(plan.oom, plan.own_oom.as_mut_ptr(), room);
        if read <= 0 {
            sys::close(plan.oom);
            plan.oom = -1;
        }
    }
    rlimits::snapshot(&mut plan.limits);
    let sealed = namespaces::seal_ipc().is_ok();
    let per_run = match namespaces::read_only_sysctls() {
        Ok(()) if sealed => 0,
        _ => namespaces::PER_RUN_FLAGS,
    };
    // Its Landlock domain, once, on itself: every run it clones is in
    // it (entered a run, it cost each run's child a `landlock_restrict_self`
    // of some 25 us), and the keeper opens nothing from here on.
    if let Some(rules) = &plan.landlock {
        let entered = rules.ruleset().and_then(|ruleset| {
            let entered = rlimits::no_new_privs().and_then(|()| landlock::restrict(ruleset));
            sys::close(ruleset);
            entered
        });
        if let Err(errno) = entered {
            fail(plan.socket, root::LANDLOCK, errno);
        }
    }
    // SIGCHLD as by default, whatever the judge's caller left it, before
    // the filter keeps it so: every run inherits it, and ignored, a run's
    // children would be reaped by the kernel, their CPU time counted
    // nowhere.
    sys::default_action(sys::SIGCHLD);
    let children = sys::SignalSet::of(sys::SIGCHLD);
    sys::sigprocmask(sys::SIG_BLOCK, &children, std::ptr::null_mut());
    let signals = sys::signalfd(-1, &children, sys::SFD_CLOEXEC | sys::SFD_NONBLOCK);
    if signals < 0 {
        fail(plan.socket, root::SIGNALS, sys::errno());
    }
    // No capability by `exec`, once, on itself: every run it forks
    // inherits its bounding and ambient sets and its securebits (dropping
    // the bounding set a run cost about 40 calls each time), and the
    // keeper itself never `exec`s.
    rlimits::drop_capabilities();
    // Its filter, once, on itself: every run it forks inherits it (a
    // filter installed a run costs its compile each time), and it needs
    // none of the calls refused from here on.
    if !plan.seccomp.is_empty() {
        let installed = rlimits::no_new_privs().and_then(|()| seccomp::apply(&plan.seccomp));
        if let Err(errno) = installed {
            fail(plan.socket, root::SECCOMP, errno);
        }
    }
    wire::send_reply(plan.socket, &Reply::Ready);
    serve(plan, signals, per_run)
}

/// The keeper's loop: a request from the judge, or a child's end; each
/// run cloned into the namespaces `per_run` (flags) of its own.
unsafe fn serve(plan: &mut KeeperPlan, signals: c_int, per_run: c_int) -> ! {
    // The run's first process (0: none; -1: its end reported).
    let mut first = 0;
    // The largest ru_maxrss of what the run's processes the keeper
    // reaped, KiB.
    let mut peak = 0;
    let mut before = sys::ResourceUsage::default();
    loop {
        let mut polled = [
            sys::PollFd {
                fd: plan.socket,
                events: sys::POLLIN,
                revents: 0,
            },
            sys::PollFd {
                fd: signals,
                events: sys::POLLIN,
                revents: 0,
            },
        ];
        if sys::poll(polled.as_mut_ptr(), 2, -1) < 0 {
            if sys::errno() != sys::EINTR {
                sys::_exit(2);
            }
            continue;
        }
        if polled[1].revents != 0 {
            drain(signals);
            reap_ready(plan.socket, &mut first, &mut peak, &before);
        }
        if polled[0].revents == 0 {
            continue;
        }
        let mut passed = [-1; 3];
        let length = match wire::receive(plan.socket, &mut plan.buffer, &mut passed) {
            // The judge has gone.
            Ok(0) => sys::_exit(0),
            Ok(length) => length,
            Err(sys::EINTR) => continue,
            Err(errno) => {
                close_all(&passed);
                if errno != sys::E2BIG {
                    sys::_exit(3);
                }
                wire::send_reply(plan.socket, &Reply::ExecFailed(errno));
                continue;
            }
        };
        match plan.buffer.get(..8).map(|k| k[0]) {
            Some(kind) if u64::from(kind) == wire::RUN => {
                sys::getrusage(sys::RUSAGE_CHILDREN, &mut before);
                peak = 0;
                first = start(plan, length, passed, per_run);
            }
            Some(kind) if u64::from(kind) == wire::END => {
                close_all(&passed);
                end(plan.socket, signals, &mut first, &before, peak);
            }
            _ => close_all(&passed),
        }
    }
}

unsafe fn close_all(fds: &[c_int; 3]) {
    for &fd in fds {
        if fd >= 0 {
            sys::close(fd);
        }
    }
}

/// Reads every pending signal off the signalfd.
unsafe fn drain(signals: c_int) {
    let mut info = [0u8; 128];
    while sys::read(signals, info.as_mut_ptr(), info.len()) > 0 {}
}

/// Reaps every child that has ended; the run's first one is reported:
/// `Finished` where it was the run's last process (the run is over, and
/// `first` 0 as [`end`] leaves it), else `Exited`. `peak` becomes the
/// largest `ru_maxrss` reaped; `before` is the keeper's children's usage
/// when the run began.
unsafe fn reap_ready(socket: c_int, first: &mut i32, peak: &mut u64, before: &sys::ResourceUsage) {
    let mut reaped_first = None;
    let alone = loop {
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        let pid = sys::wait4(-1, &mut status, sys::WNOHANG, &mut usage);
        if pid <= 0 {
            // No child at all: every process of the run has gone.
            break pid < 0 && sys::errno() == sys::ECHILD;
        }
        *peak = (*peak).max(usage.peak_kib());
        if pid == *first {
            reaped_first = Some((status, usage));
        }
    };
    let (status, usage) = match reaped_first {
        Some(reaped) => reaped,
        None => return,
    };
    let reply = if alone {
        let mut after = sys::ResourceUsage::default();
        sys::getrusage(sys::RUSAGE_CHILDREN, &mut after);
        *first = 0;
        Reply::Finished {
            status,
            cpu: after.cpu().saturating_sub(before.cpu()),
            peak_kib: *peak,
        }
    } else {
        *first = -1;
        Reply::Exited {
            status,
            cpu: usage.cpu(),
            peak_kib: usage.peak_kib(),
        }
    };
    wire::send_reply(socket, &reply);
}

/// Starts the run the request of `length` asks for, on the descriptors
/// `passed` (its standard input, output, error): its first process, or
/// 0 when it did not start (said so). The child shares the keeper's
/// memory until it `exec`s, the keeper waiting (as `vfork` does, and
/// `posix_spawn`): no copy of the keeper's page tables, whatever the
/// judge's size, and the child's errno, if it fails, comes back in
/// `Launch`.
unsafe fn start(plan: &mut KeeperPlan, length: usize, passed: [c_int; 3], per_run: c_int) -> i32 {
    let socket = plan.socket;
    let refuse = |errno: c_int| {
        close_all(&passed);
        wire::send_reply(socket, &Reply::ExecFailed(errno));
        0
    };
    if passed.iter().any(|&fd| fd < 3) {
        return refuse(sys::EBADF);
    }
    let request = match plan.buffer.get(..length) {
        Some(request) => request,
        None => return refuse(sys::EINVAL),
    };
    let decoded = match wire::decode(request, &mut plan.pointers) {
        Ok(decoded) => decoded,
        Err(errno) => return refuse(errno),
    };
    // Every process of the last run is gone: the next is pid 2 again,
    // however many an earlier run forked (the keeper is 1).
    if plan.last_pid >= 0 {
        sys::pwrite(plan.last_pid, b"1".as_ptr(), 1, 0);
    }
    let mut launch = child::Launch {
        run: &decoded,
        passed,
        limits: &plan.limits,
        errno: 0,
    };
    // The run first in line for the kernel's out-of-memory killer
    // (`oom_score_adj` 1000), never the keeper: its child inherits the
    // keeper's, set for the clone's time only (the child's own write,
    // through `/proc/self`, cost it some 25 us a run; and before its
    // exec the child shares the keeper's memory, so the kernel gives
    // such a write to both). The keeper runs again once the child has
    // exec'd: until it sets its own back, a moment, both are at 1000.
    set_oom(plan, b"1000\0");
    let stack = plan.stack.as_mut_ptr().add(plan.stack.len());
    let top = (stack as usize & !15) as *mut std::os::raw::c_void;
    let pid = sys::clone(
        child::launch,
        top,
        sys::CLONE_VM | sys::CLONE_VFORK | sys::SIGCHLD | per_run,
        (&mut launch as *mut child::Launch).cast(),
    );
    let cloned = sys::errno();
    let own = plan.own_oom;
    set_oom(plan, &own);
    if pid < 0 {
        return refuse(cloned);
    }
    close_all(&passed);
    // Written by the child before it exited, if its exec failed.
    let errno = std::ptr::read_volatile(&launch.errno);
    if errno != 0 {
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        while sys::wait4(pid, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
        wire::send_reply(socket, &Reply::ExecFailed(errno));
        return 0;
    }
    pid
}

/// Sets the keeper's `oom_score_adj` to `value`, up to its NUL.
unsafe fn set_oom(plan: &KeeperPlan, value: &[u8]) {
    if plan.oom >= 0 {
        let length = value.iter().position(|&b| b == 0).unwrap_or(value.len());
        sys::pwrite(plan.oom, value.as_ptr(), length, 0);
    }
}

/// Ends the run: every process of the namespace but the keeper killed
/// and reaped, and the CPU time of all it reaped since the run began, and
/// the largest `ru_maxrss` of them (`peak` so far).
unsafe fn end(
    socket: c_int,
    signals: c_int,
    first: &mut i32,
    before: &sys::ResourceUsage,
    mut peak: u64,
) {
    // As init of the box's pid namespace: every process there but itself.
    sys::c_kill(-1, sys::SIGKILL);
    let mut first_status = None;
    loop {
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        let pid = sys::wait4(-1, &mut status, 0, &mut usage);
        if pid < 0 {
            if sys::errno() == sys::EINTR {
                continue;
            }
            break;
        }
        peak = peak.max(usage.peak_kib());
        if pid == *first {
            first_status = Some(status);
        }
    }
    drain(signals);
    let mut after = sys::ResourceUsage::default();
    sys::getrusage(sys::RUSAGE_CHILDREN, &mut after);
    let cpu = after.cpu().saturating_sub(before.cpu());
    let reply = Reply::Ended {
        status: first_status,
        cpu,
        peak_kib: peak,
    };
    wire::send_reply(socket, &reply);
    *first = 0;
}
