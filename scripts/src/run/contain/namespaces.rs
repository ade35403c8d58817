//! The namespaces layer: a new user namespace (where one can be made)
//! with new pid, net, ipc and mount namespaces, a small init of the
//! judge's as its pid 1, and the solution under it. The init dies with the
//! judge (`PR_SET_PDEATHSIG`), and when it dies the kernel kills every
//! process of the namespace (pid_namespaces(7)); the new net namespace has
//! no network at all.

use super::super::layer::Unavailable;
use super::super::{fds, sys};
use std::ffi::CString;
use std::os::raw::{c_int, c_ulong};

pub(crate) const CLONE_NEWNS: c_int = 0x0002_0000;
const CLONE_NEWIPC: c_int = 0x0800_0000;
const CLONE_NEWUSER: c_int = 0x1000_0000;
const CLONE_NEWPID: c_int = 0x2000_0000;
const CLONE_NEWNET: c_int = 0x4000_0000;
const CLONE_NEWUTS: c_int = 0x0400_0000;

/// Every namespace a run gets.
const FLAGS: c_int = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWNS;

/// Every namespace a box gets: a run's, and its own host name.
pub(crate) const BOX_FLAGS: c_int = FLAGS | CLONE_NEWUTS;

/// The namespaces each run in a box gets afresh, its keeper's copies,
/// where the box's IPC namespace could not be sealed ([`seal_ipc`]): its
/// SysV shared memory, queues and semaphores, its POSIX queues and its
/// host name are its own, gone with it, never the next run's.
pub(crate) const PER_RUN_FLAGS: c_int = CLONE_NEWIPC | CLONE_NEWUTS;

/// The limits that [`seal_ipc`] sets to 0, and what each stops: SysV
/// shared memory segments, message queues and semaphore sets (`sem`:
/// SEMMSL, SEMMNS, SEMOPM, SEMMNI), POSIX message queues.
const IPC_LIMITS: [(&[u8], &[u8]); 4] = [
    (b"/proc/sys/kernel/shmmni\0", b"0"),
    (b"/proc/sys/kernel/msgmni\0", b"0"),
    (b"/proc/sys/kernel/sem\0", b"0 0 0 0"),
    (b"/proc/sys/fs/mqueue/queues_max\0", b"0"),
];

/// In a box's keeper, in the box's IPC namespace, before any run: no
/// IPC object can be made there any more (`ENOSPC`, `EINVAL`), so none
/// is left from one run for the next, and the runs need no IPC
/// namespace of their own, which costs each about 15 us and a
/// namespace's teardown. The limits are the namespace's own; only uid 0
/// of the box's user namespace, where it is the judge's, may write them
/// (`Err`: the errno of the first write refused, elsewhere `EACCES`),
/// and the box's `/proc/sys` is then made read-only, so that no run
/// writes them back. Only system calls.
pub(crate) fn seal_ipc() -> Result<(), c_int> {
    for (path, value) in IPC_LIMITS {
        // SAFETY: static C strings.
        unsafe { write_file(path, value)? };
    }
    Ok(())
}

/// `/proc/sys` bound on itself read-only, in a mount namespace of the
/// run's: in a box's keeper inside its root, and in a run forked afresh
/// once its `/proc` is mounted. A run is uid 0 of its user namespace, and
/// where the judge is root that is the machine's root: with no capability
/// at all it could still write a sysctl (the kernel checks the file's
/// mode, not a capability), among them the host name, the IPC limits a
/// box's keeper sets ([`seal_ipc`]), and the machine's own (a run forked
/// afresh shares the machine's UTS namespace). `Err`: the errno of the
/// mount that failed. Only system calls.
pub(crate) fn read_only_sysctls() -> Result<(), c_int> {
    const MS_RDONLY: c_ulong = 1;
    const MS_NOSUID: c_ulong = 2;
    const MS_NODEV: c_ulong = 4;
    const MS_NOEXEC: c_ulong = 8;
    const MS_REMOUNT: c_ulong = 32;
    const MS_BIND: c_ulong = 4096;
    let none = std::ptr::null();
    let at = b"/proc/sys\0".as_ptr().cast();
    let flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC;
    // SAFETY: system calls on a static C string and null pointers.
    unsafe {
        if sys::mount(at, at, none, MS_BIND, none.cast()) != 0
            || sys::mount(none, at, none, flags, none.cast()) != 0
        {
            return Err(sys::errno());
        }
    }
    Ok(())
}

/// The layer's name in the header.
pub(in crate::run) const NAME: &str = "user, pid, net, ipc and mount namespaces";

/// What the child writes after `unshare`: its own uid and gid mapped to
/// themselves, so the solution sees the user it runs as; in a box, to uid
/// and gid 0 ([`Maps::of_box`]).
pub(crate) struct Maps {
    uid_map: CString,
    gid_map: CString,
}

impl Maps {
    /// The maps of the judge's own user, made before the fork.
    pub(crate) fn new() -> Maps {
        // SAFETY: plain calls with no arguments.
        let (uid, gid) = unsafe { (sys::getuid(), sys::getgid()) };
        Maps {
            uid_map: CString::new(format!("{} {} 1\n", uid, uid)).expect("no NUL"),
            gid_map: CString::new(format!("{} {} 1\n", gid, gid)).expect("no NUL"),
        }
    }

    /// A box's maps: the judge's user and group as uid and gid 0 of the
    /// box's user namespace, whoever the judge is (a plain user may map
    /// its own ids to any one id). The box's namespaces are then owned by
    /// a uid of the box: its keeper may write the sysctls of its IPC
    /// namespace (the kernel gives their owner's mode to the uid 0 of the
    /// namespace's user namespace, where it is mapped), and the box's
    /// processes are counted by `RLIMIT_NPROC` under that uid, apart from
    /// every other process of the judge's user (Linux 5.14 and later).
    pub(crate) fn of_box() -> Maps {
        // SAFETY: plain calls with no arguments.
        let (uid, gid) = unsafe { (sys::getuid(), sys::getgid()) };
        Maps {
            uid_map: CString::new(format!("0 {} 1\n", uid)).expect("no NUL"),
            gid_map: CString::new(format!("0 {} 1\n", gid)).expect("no NUL"),
        }
    }
}

/// Whether the namespaces can be made here: a child tries, and exits.
/// `Err` says why not (some systems forbid user namespaces to users).
pub(super) fn probe() -> Result<(), Unavailable> {
    let maps = Maps::new();
    // SAFETY: the child makes only async-signal-safe calls and `_exit`s.
    unsafe {
        let pid = sys::fork();
        if pid == 0 {
            let code = match enter(&maps) {
                Ok(()) => 0,
                Err(errno) => errno.clamp(1, 255),
            };
            sys::_exit(code);
        }
        if pid < 0 {
            return Err(Unavailable::Refused(format!(
                "cannot fork to try them (errno {})",
                sys::errno()
            )));
        }
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        while sys::wait4(pid, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
        let code = (status >> 8) & 0xff;
        if status & 0x7f == 0 && code == 0 {
            Ok(())
        } else {
            Err(Unavailable::Refused(format!(
                "unshare refused them (errno {}): unprivileged user namespaces are off here",
                code
            )))
        }
    }
}

/// In the child: the new namespaces, and its ids mapped. Only system calls.
pub(super) fn enter(maps: &Maps) -> Result<(), c_int> {
    enter_these(maps, FLAGS)
}

/// In the child: the namespaces of `flags`, and its ids mapped. Only
/// system calls.
pub(crate) fn enter_these(maps: &Maps, flags: c_int) -> Result<(), c_int> {
    // SAFETY: plain system calls on live C strings.
    unsafe {
        if sys::unshare(flags) != 0 {
            return Err(sys::errno());
        }
        write_file(b"/proc/self/setgroups\0", b"deny")?;
        write_file(b"/proc/self/uid_map\0", maps.uid_map.as_bytes())?;
        write_file(b"/proc/self/gid_map\0", maps.gid_map.as_bytes())?;
    }
    Ok(())
}

unsafe fn write_file(path: &[u8], text: &[u8]) -> Result<(), c_int> {
    let fd = sys::open(path.as_ptr().cast(), sys::O_WRONLY | sys::O_CLOEXEC);
    if fd < 0 {
        return Err(sys::errno());
    }
    let wrote = sys::write(fd, text.as_ptr(), text.len());
    sys::close(fd);
    if wrote == text.len() as isize {
        Ok(())
    } else {
        Err(sys::errno())
    }
}

/// In the child, after [`enter`]: forks the init (pid 1 of the new pid
/// namespace), which forks the solution and returns in it; the child and
/// the init never return. The init dies with its parent, mounts a `/proc`
/// of the namespace's own, waits for the solution and every orphan, and
/// writes the solution's wait status and `ru_maxrss` (KiB) to
/// `status_fd` as two little-endian i64s.
pub(super) fn fork_init(status_fd: c_int) -> Result<(), c_int> {
    // SAFETY: async-signal-safe calls only; the parents `_exit`.
    unsafe {
        let init = sys::fork();
        if init < 0 {
            return Err(sys::errno());
        }
        if init > 0 {
            // The judge's child: waits for the init, and goes with it.
            fds::close_from(3, -1);
            let mut status = 0;
            let mut usage = sys::ResourceUsage::default();
            while sys::wait4(init, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
            sys::_exit(0);
        }
        sys::prctl(
            sys::PR_SET_PDEATHSIG,
            sys::SIGKILL as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
            0 as c_ulong,
        );
        mount_proc();
        let solution = sys::fork();
        if solution < 0 {
            sys::_exit(127);
        }
        if solution == 0 {
            return Ok(());
        }
        fds::close_from(3, status_fd);
        loop {
            let mut status = 0;
            let mut usage = sys::ResourceUsage::default();
            let pid = sys::wait4(-1, &mut status, 0, &mut usage);
            if pid == solution {
                let mut message = [0u8; 16];
                message[..8].copy_from_slice(&i64::from(status).to_le_bytes());
                // `c_long` is i64 on the 64-bit systems the layers build for.
                #[allow(clippy::useless_conversion)]
                let peak = i64::from(usage.max_rss);
                message[8..].copy_from_slice(&peak.to_le_bytes());
                sys::write(status_fd, message.as_ptr(), 16);
            } else if pid < 0 && sys::errno() != sys::EINTR {
                sys::_exit(0);
            }
        }
    }
}

/// A `/proc` that shows the namespace's processes only; where the system
/// refuses it, the host's stays (its other processes still out of reach).
unsafe fn mount_proc() {
    const MS_NOSUID: c_ulong = 2;
    const MS_NODEV: c_ulong = 4;
    const MS_NOEXEC: c_ulong = 8;
    const MS_REC: c_ulong = 0x4000;
    const MS_PRIVATE: c_ulong = 1 << 18;
    let none = std::ptr::null();
    if sys::mount(
        none,
        b"/\0".as_ptr().cast(),
        none,
        MS_REC | MS_PRIVATE,
        none.cast(),
    ) == 0
    {
        sys::mount(
            b"proc\0".as_ptr().cast(),
            b"/proc\0".as_ptr().cast(),
            b"proc\0".as_ptr().cast(),
            MS_NOSUID | MS_NODEV | MS_NOEXEC,
            none.cast(),
        );
        // Where it fails, Landlock's read-only /proc still holds.
        let _ = read_only_sysctls();
    }
}
