//! The seccomp layer: a BPF filter that makes the system calls judges
//! forbid fail with `EACCES`: a socket of any family (`socketpair` stays:
//! it reaches nothing outside), changing a file's mode, owner or times
//! (Landlock does not cover them), `ptrace` and reading other processes'
//! memory, `io_uring` (which would
//! bypass the filter), mounting, new namespaces (`unshare`, `setns`,
//! `clone` with a namespace flag; `clone3`, whose flags a filter cannot
//! read, fails with `ENOSYS`, and the C library falls back to `clone`),
//! `bpf`, the kernel keyring, `perf_event_open`, `kexec_load`, and
//! `kill(-1, ...)` (where a run is not in a box). A handler or `SIG_IGN`
//! set for `SIGCHLD` is not set, though the call says it was (its
//! children would be reaped by the kernel, their CPU time lost to every
//! count but a cgroup's), and `PR_SET_CHILD_SUBREAPER` fails with
//! `EPERM`. Where no cgroup counts a run's memory ([`Uncounted`]), the
//! channels a census of `/proc` cannot count fail too: `memfd_create`,
//! `memfd_secret`, `socketpair` and `F_SETPIPE_SZ`. The rules hold for a
//! 32-bit program on x86_64 too (i386's numbers, `socketcall`'s socket);
//! a system call of any other architecture ends the run.

use super::super::layer::Unavailable;
use super::super::sys;
use std::os::raw::{c_int, c_ulong};

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Instruction {
    code: u16,
    jump_true: u8,
    jump_false: u8,
    k: u32,
}

#[repr(C)]
struct SockFprog {
    length: u16,
    filter: *const Instruction,
}

const LD_W_ABS: u16 = 0x20;
const JEQ_K: u16 = 0x15;
const JGE_K: u16 = 0x35;
const JSET_K: u16 = 0x45;
const RET_K: u16 = 0x06;
/// A jump always, `k` instructions on.
const JA: u16 = 0x05;

const RET_ALLOW: u32 = 0x7fff_0000;
const RET_ERRNO: u32 = 0x0005_0000;
const RET_KILL_PROCESS: u32 = 0x8000_0000;

/// `struct seccomp_data`: the call's number, its architecture, its first
/// argument's low 32 bits (little-endian).
const AT_NR: u32 = 0;
const AT_ARCH: u32 = 4;
const AT_ARG0: u32 = 16;
/// The second argument's low and high 32 bits.
const AT_ARG1: u32 = 24;
const AT_ARG1_HIGH: u32 = 28;

/// `SIGCHLD`, `PR_SET_CHILD_SUBREAPER`, `F_SETPIPE_SZ` and
/// `socketcall`'s `SYS_SOCKETPAIR`.
const SIGCHLD: u32 = 17;
const PR_SET_CHILD_SUBREAPER: u32 = 36;
const F_SETPIPE_SZ: u32 = 1031;
const SYS_SOCKETPAIR: u32 = 8;

/// CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, and
/// CLONE_NEWTIME (0x80).
const NAMESPACE_FLAGS: u32 = 0x7E02_0080;

/// CLONE_NEWIPC and CLONE_NEWUTS: what a box's `clone` may ask for, its
/// keeper giving each run its own where it could not seal the box's IPC
/// namespace (a run that makes more of its own, inside its user
/// namespace, reaches nothing more).
const PER_RUN_FLAGS: u32 = 0x0C00_0000;

/// One architecture's system calls as the filter treats them.
struct Numbers {
    /// Its `AUDIT_ARCH_*`.
    arch: u32,
    /// A bit that marks calls of another ABI (x32's), all refused.
    other_abi: Option<u32>,
    clone: u32,
    clone3: u32,
    kill: u32,
    /// i386's `socketcall`, whose first argument 1 is `socket`.
    socketcall: Option<u32>,
    /// `prlimit64(pid, ...)`: refused for any process but the caller
    /// (`pid` 0), so that no run sets the limits of the box's keeper,
    /// which every later run would inherit.
    prlimit: u32,
    /// `fallocate`: fails with `EOPNOTSUPP`, as on a file system without
    /// it (the C library's `posix_fallocate` then writes the bytes, which
    /// the file limit counts): `FALLOC_FL_KEEP_SIZE` would reserve disk
    /// past the file limit, in a file that says it holds nothing.
    fallocate: u32,
    denied: &'static [u32],
    /// Changing a file's mode or times (the `chmod` and `utime`
    /// families): refused a run, allowed a build, whose box's one
    /// writable folder is its own (a linker marks its program
    /// executable, cargo sets times).
    file_modes: &'static [u32],
    /// `rt_sigaction` and, on i386, the old `sigaction`: a `SIGCHLD`
    /// action is not set.
    sigactions: &'static [u32],
    /// i386's `signal`: a `SIGCHLD` action is not set.
    signal: Option<u32>,
    prctl: u32,
    /// `fcntl` (and i386's `fcntl64`): `F_SETPIPE_SZ` refused where a
    /// census counts.
    fcntls: &'static [u32],
    /// What a census cannot count: `memfd_create`, `memfd_secret`,
    /// `socketpair`.
    uncounted: &'static [u32],
}

/// x86_64's numbers.
#[cfg(target_arch = "x86_64")]
const NATIVE: Numbers = Numbers {
    arch: 0xC000_003E,
    other_abi: Some(0x4000_0000),
    clone: 56,
    clone3: 435,
    kill: 62,
    socketcall: None,
    prlimit: 302,
    fallocate: 285,
    denied: &[
        101, 310, 311, // ptrace, process_vm_readv, process_vm_writev
        425, 426, 427, // io_uring_setup, _enter, _register
        165, 166, 155, // mount, umount2, pivot_root
        428, 429, 430, 431, 432, 433, 442, // the new mount calls
        272, 308, // unshare, setns
        321, // bpf
        248, 249, 250, // add_key, request_key, keyctl
        298, 246, // perf_event_open, kexec_load
        41,  // socket, of any family
        92, 93, 94, 260, // chown, fchown, lchown, fchownat
        188, 189, 190, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        197, 198, 199, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
    file_modes: &[
        90, 91, 268, 452, // chmod, fchmod, fchmodat, fchmodat2
        132, 235, 261, 280, // utime, utimes, futimesat, utimensat
    ],
    sigactions: &[13],
    signal: None,
    prctl: 157,
    fcntls: &[72],
    uncounted: &[319, 447, 53], // memfd_create, memfd_secret, socketpair
};

/// i386's numbers, for a 32-bit program (`-m32`) on x86_64.
#[cfg(target_arch = "x86_64")]
const COMPAT: Option<Numbers> = Some(Numbers {
    arch: 0x4000_0003,
    other_abi: None,
    clone: 120,
    clone3: 435,
    kill: 37,
    socketcall: Some(102),
    prlimit: 340,
    fallocate: 324,
    denied: &[
        26, 347, 348, // ptrace, process_vm_readv, process_vm_writev
        425, 426, 427, // io_uring_setup, _enter, _register
        21, 22, 52, 217, // mount, umount, umount2, pivot_root
        428, 429, 430, 431, 432, 433, 442, // the new mount calls
        310, 346, // unshare, setns
        357, // bpf
        286, 287, 288, // add_key, request_key, keyctl
        336, 283, // perf_event_open, kexec_load
        359, // socket, of any family
        16, 95, 182, 198, 207, 212, 298, // the chown calls, 16- and 32-bit
        226, 227, 228, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        235, 236, 237, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
    file_modes: &[
        15, 94, 306, 452, // chmod, fchmod, fchmodat, fchmodat2
        30, 271, 299, 320, 412, // utime, utimes, futimesat, utimensat (64-bit time too)
    ],
    sigactions: &[174, 67], // rt_sigaction, sigaction
    signal: Some(48),
    prctl: 172,
    fcntls: &[55, 221],     // fcntl, fcntl64
    uncounted: &[356, 360], // memfd_create, socketpair
});

/// aarch64's numbers.
#[cfg(target_arch = "aarch64")]
const NATIVE: Numbers = Numbers {
    arch: 0xC000_00B7,
    other_abi: None,
    clone: 220,
    clone3: 435,
    kill: 129,
    socketcall: None,
    prlimit: 261,
    fallocate: 47,
    denied: &[
        117, 270, 271, // ptrace, process_vm_readv, process_vm_writev
        425, 426, 427, // io_uring
        40, 39, 41, // mount, umount2, pivot_root
        428, 429, 430, 431, 432, 433, 442, // the new mount calls
        97, 268, // unshare, setns
        280, // bpf
        217, 218, 219, // add_key, request_key, keyctl
        241, 104, // perf_event_open, kexec_load
        198, // socket, of any family
        55, 54, // fchown, fchownat
        5, 6, 7, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        14, 15, 16, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
    file_modes: &[
        52, 53, 452, // fchmod, fchmodat, fchmodat2
        88,  // utimensat
    ],
    sigactions: &[134],
    signal: None,
    prctl: 167,
    fcntls: &[25],
    uncounted: &[279, 447, 199], // memfd_create, memfd_secret, socketpair
};

/// No 32-bit programs on aarch64 here: their calls end the run.
#[cfg(target_arch = "aarch64")]
const COMPAT: Option<Numbers> = None;

/// Whether the filter can be built for this architecture.
pub(super) const SUPPORTED: bool = cfg!(any(target_arch = "x86_64", target_arch = "aarch64"));

fn op(code: u16, k: u32, jump_true: u8, jump_false: u8) -> Instruction {
    Instruction {
        code,
        jump_true,
        jump_false,
        k,
    }
}

/// Whether the filter refuses `kill(-1, ...)`: a run forked afresh's,
/// which would reach every process of the judge's user; not a box's,
/// whose keeper, init of its pid namespace, ends a run so, and where a
/// run's `kill(-1)` reaches only its own processes. A box's filter
/// (`Allowed`) lets `clone` make IPC and UTS namespaces too: its keeper
/// forks each run into its own where the box's IPC namespace is not
/// sealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KillAll {
    Refused,
    Allowed,
}

/// Whether the filter refuses what a census of `/proc` cannot count of a
/// run's memory: a box counted by its census, or a run forked afresh,
/// whose memory is counted a process at a time, refuses memfds (their
/// pages, mapped and their descriptors closed, or in flight in a unix
/// socket, are in no process's figures), unix socket pairs (what they
/// queue is the kernel's) and `F_SETPIPE_SZ` (a pipe holds its default
/// 64 KiB at most, which the census counts); a box counted by cgroups,
/// which charge all of it to the run, allows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Uncounted {
    Refused,
    Allowed,
}

/// The filter, built before the fork: the architecture read, then the
/// rules of the judge's own and, on x86_64, of i386; a call of any other
/// ends the run.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub(crate) fn filter(kill_all: KillAll, uncounted: Uncounted) -> Vec<Instruction> {
    program(kill_all, uncounted, false)
}

/// The filter of a box that builds contestants' files: a run's, but
/// that a build may change its files' modes and times.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub(crate) fn for_builds(uncounted: Uncounted) -> Vec<Instruction> {
    program(KillAll::Allowed, uncounted, true)
}

#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
fn program(kill_all: KillAll, uncounted: Uncounted, builds: bool) -> Vec<Instruction> {
    let native = rules(&NATIVE, kill_all, uncounted, builds);
    let compat = COMPAT
        .as_ref()
        .map(|numbers| rules(numbers, kill_all, uncounted, builds));
    let mut program = vec![
        op(LD_W_ABS, AT_ARCH, 0, 0),
        // Native: on to the jump just below; else past it.
        op(JEQ_K, NATIVE.arch, 0, 1),
        op(JA, 1 + compat.is_some() as u32 * 2, 0, 0),
    ];
    if let (Some(numbers), Some(compat)) = (&COMPAT, &compat) {
        program.extend([
            op(JEQ_K, numbers.arch, 0, 1),
            op(JA, 1 + native.len() as u32, 0, 0),
        ]);
        program.push(op(RET_K, RET_KILL_PROCESS, 0, 0));
        program.extend(native);
        program.extend(compat.iter().copied());
    } else {
        program.push(op(RET_K, RET_KILL_PROCESS, 0, 0));
        program.extend(native);
    }
    program
}

/// The rules of one architecture, the call's number loaded first; each
/// block ends in a return of its own.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
fn rules(
    numbers: &Numbers,
    kill_all: KillAll,
    uncounted: Uncounted,
    builds: bool,
) -> Vec<Instruction> {
    let refuse = op(RET_K, RET_ERRNO | sys::EACCES as u32, 0, 0);
    let allow = op(RET_K, RET_ALLOW, 0, 0);
    // The call skipped, and 0 returned: "done".
    let skipped = op(RET_K, RET_ERRNO, 0, 0);
    let perm = op(RET_K, RET_ERRNO | sys::EPERM as u32, 0, 0);
    let namespaces = match kill_all {
        KillAll::Refused => NAMESPACE_FLAGS,
        KillAll::Allowed => NAMESPACE_FLAGS & !PER_RUN_FLAGS,
    };
    let mut program = vec![op(LD_W_ABS, AT_NR, 0, 0)];
    if let Some(bit) = numbers.other_abi {
        program.extend([op(JGE_K, bit, 0, 1), refuse]);
    }
    for &number in numbers.denied {
        program.extend([op(JEQ_K, number, 0, 1), refuse]);
    }
    if !builds {
        for &number in numbers.file_modes {
            program.extend([op(JEQ_K, number, 0, 1), refuse]);
        }
    }
    if uncounted == Uncounted::Refused {
        for &number in numbers.uncounted {
            program.extend([op(JEQ_K, number, 0, 1), refuse]);
        }
        for &number in numbers.fcntls {
            program.extend([
                // fcntl(fd, F_SETPIPE_SZ, ...).
                op(JEQ_K, number, 0, 4),
                op(LD_W_ABS, AT_ARG1, 0, 0),
                op(JEQ_K, F_SETPIPE_SZ, 0, 1),
                perm,
                allow,
            ]);
        }
    }
    for &number in numbers.sigactions {
        program.extend([
            // rt_sigaction(SIGCHLD, act, ...) with an act: not set.
            op(JEQ_K, number, 0, 8),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, SIGCHLD, 0, 5),
            op(LD_W_ABS, AT_ARG1, 0, 0),
            op(JEQ_K, 0, 0, 2),
            op(LD_W_ABS, AT_ARG1_HIGH, 0, 0),
            op(JEQ_K, 0, 1, 0),
            skipped,
            allow,
        ]);
    }
    if let Some(signal) = numbers.signal {
        program.extend([
            // signal(SIGCHLD, ...): not set.
            op(JEQ_K, signal, 0, 4),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, SIGCHLD, 0, 1),
            skipped,
            allow,
        ]);
    }
    program.extend([
        // prctl(PR_SET_CHILD_SUBREAPER, ...): refused.
        op(JEQ_K, numbers.prctl, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JEQ_K, PR_SET_CHILD_SUBREAPER, 0, 1),
        perm,
        allow,
    ]);
    program.extend([
        op(JEQ_K, numbers.clone3, 0, 1),
        op(RET_K, RET_ERRNO | sys::ENOSYS as u32, 0, 0),
        // clone(flags, ...): no namespace flag.
        op(JEQ_K, numbers.clone, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JSET_K, namespaces, 0, 1),
        refuse,
        allow,
    ]);
    program.extend([
        op(JEQ_K, numbers.fallocate, 0, 1),
        op(RET_K, RET_ERRNO | sys::EOPNOTSUPP as u32, 0, 0),
        // prlimit64(pid, ...): the caller's own (0) alone.
        op(JEQ_K, numbers.prlimit, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JEQ_K, 0, 1, 0),
        op(RET_K, RET_ERRNO | sys::EPERM as u32, 0, 0),
        allow,
    ]);
    if let Some(socketcall) = numbers.socketcall {
        // socketcall(SYS_SOCKET, ...): a socket, by the old door; and its
        // SYS_SOCKETPAIR where a census counts.
        let pair = match uncounted {
            Uncounted::Refused => SYS_SOCKETPAIR,
            Uncounted::Allowed => 1,
        };
        program.extend([
            op(JEQ_K, socketcall, 0, 5),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, 1, 1, 0),
            op(JEQ_K, pair, 0, 1),
            refuse,
            allow,
        ]);
    }
    if kill_all == KillAll::Refused {
        program.extend([
            // kill(pid, ...): not -1, every process the user may signal.
            op(JEQ_K, numbers.kill, 0, 4),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, u32::MAX, 0, 1),
            refuse,
            allow,
        ]);
    }
    program.push(allow);
    program
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub(crate) fn filter(_kill_all: KillAll, _uncounted: Uncounted) -> Vec<Instruction> {
    Vec::new()
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub(crate) fn for_builds(_uncounted: Uncounted) -> Vec<Instruction> {
    Vec::new()
}

/// In the child: installs `filter`. Only system calls;
/// `PR_SET_NO_NEW_PRIVS` must be set.
pub(crate) fn apply(filter: &[Instruction]) -> Result<(), c_int> {
    const SECCOMP_MODE_FILTER: c_ulong = 2;
    let program = SockFprog {
        length: filter.len() as u16,
        filter: filter.as_ptr(),
    };
    // SAFETY: a pointer to a live program of the kernel's layout.
    if unsafe {
        sys::prctl(
            sys::PR_SET_SECCOMP,
            SECCOMP_MODE_FILTER,
            &program as *const SockFprog,
        )
    } != 0
    {
        return Err(sys::errno());
    }
    Ok(())
}

/// Whether a filter can be installed here: a child tries, and exits.
pub(super) fn probe() -> Result<(), Unavailable> {
    if !SUPPORTED {
        return Err(Unavailable::Refused(
            "the judge knows no system call numbers of this architecture".to_string(),
        ));
    }
    let program = filter(KillAll::Refused, Uncounted::Refused);
    // SAFETY: the child makes only system calls and `_exit`s.
    unsafe {
        let pid = sys::fork();
        if pid == 0 {
            sys::prctl(
                sys::PR_SET_NO_NEW_PRIVS,
                1,
                0 as c_ulong,
                0 as c_ulong,
                0 as c_ulong,
            );
            let code = match apply(&program) {
                Ok(()) => 0,
                Err(errno) => errno.clamp(1, 255),
            };
            sys::_exit(code);
        }
        if pid < 0 {
            return Err(Unavailable::Refused("cannot fork to try it".to_string()));
        }
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        while sys::wait4(pid, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
        if status == 0 {
            Ok(())
        } else if status & 0x7f == 0 && (status >> 8) & 0xff == sys::EINVAL {
            Err(Unavailable::Refused(
                "the kernel has no seccomp filters".to_string(),
            ))
        } else {
            Err(Unavailable::Refused(format!(
                "the kernel refused the filter (status {})",
                status
            )))
        }
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    /// What `program` returns for a call `number` of `arch` whose first
    /// argument is `first`: a classic BPF machine, as the kernel runs it.
    fn decide(program: &[Instruction], arch: u32, number: u32, first: u32) -> u32 {
        decide_two(program, arch, number, first, 0)
    }

    /// [`decide`], the call's second argument `second`.
    fn decide_two(program: &[Instruction], arch: u32, number: u32, first: u32, second: u64) -> u32 {
        let load = |at: u32| match at {
            AT_NR => number,
            AT_ARCH => arch,
            AT_ARG0 => first,
            AT_ARG1 => second as u32,
            AT_ARG1_HIGH => (second >> 32) as u32,
            _ => panic!("a load at {}", at),
        };
        let (mut pc, mut a) = (0usize, 0u32);
        loop {
            let i = program[pc];
            let jump =
                |taken: bool| pc + 1 + usize::from(if taken { i.jump_true } else { i.jump_false });
            pc = match i.code {
                LD_W_ABS => {
                    a = load(i.k);
                    pc + 1
                }
                JEQ_K => jump(a == i.k),
                JGE_K => jump(a >= i.k),
                JSET_K => jump(a & i.k != 0),
                JA => pc + 1 + i.k as usize,
                RET_K => return i.k,
                code => panic!("instruction {:#x}", code),
            };
        }
    }

    const REFUSED: u32 = RET_ERRNO | sys::EACCES as u32;
    const X86_64: u32 = 0xC000_003E;
    const I386: u32 = 0x4000_0003;

    #[test]
    fn each_rule_holds_for_x86_64_and_for_i386() {
        for kill_all in [KillAll::Refused, KillAll::Allowed] {
            let program = filter(kill_all, Uncounted::Allowed);
            let on = |arch, number, first| decide(&program, arch, number, first);
            // read, write, socketpair: allowed; socket, chmod: refused.
            assert_eq!(on(X86_64, 0, 0), RET_ALLOW);
            assert_eq!(on(X86_64, 53, 1), RET_ALLOW);
            assert_eq!(on(X86_64, 41, 1), REFUSED);
            assert_eq!(on(X86_64, 90, 0), REFUSED);
            assert_eq!(on(X86_64, 0x4000_0000, 0), REFUSED);
            assert_eq!(on(X86_64, 56, 0x11), RET_ALLOW);
            assert_eq!(on(X86_64, 56, 0x1000_0000), REFUSED);
            assert_eq!(on(X86_64, 435, 0), RET_ERRNO | sys::ENOSYS as u32);
            assert_eq!(on(I386, 3, 0), RET_ALLOW);
            assert_eq!(on(I386, 360, 1), RET_ALLOW);
            assert_eq!(on(I386, 359, 2), REFUSED);
            assert_eq!(on(I386, 102, 1), REFUSED);
            assert_eq!(on(I386, 102, 8), RET_ALLOW);
            assert_eq!(on(I386, 15, 0), REFUSED);
            assert_eq!(on(I386, 120, 0x2000_0000), REFUSED);
            assert_eq!(on(I386, 120, 0x11), RET_ALLOW);
            // 32-bit ARM, say: ended.
            assert_eq!(on(0x4000_0028, 3, 0), RET_KILL_PROCESS);
            let killing = if kill_all == KillAll::Refused {
                REFUSED
            } else {
                RET_ALLOW
            };
            assert_eq!(on(X86_64, 62, u32::MAX), killing);
            assert_eq!(on(I386, 37, u32::MAX), killing);
            assert_eq!(on(X86_64, 62, 1234), RET_ALLOW);
            // clone(CLONE_NEWIPC | CLONE_NEWUTS): a box's keeper's.
            let per_run = if kill_all == KillAll::Refused {
                REFUSED
            } else {
                RET_ALLOW
            };
            assert_eq!(on(X86_64, 56, 0x0C00_4111), per_run);
            assert_eq!(on(X86_64, 56, 0x0C02_0000), REFUSED);
            assert_eq!(on(X86_64, 272, 0x0800_0000), REFUSED);
            // The keeper's limits and extended attributes, and disk
            // reserved past the file limit: refused.
            let perm = RET_ERRNO | sys::EPERM as u32;
            assert_eq!(on(X86_64, 302, 0), RET_ALLOW);
            assert_eq!(on(X86_64, 302, 1), perm);
            assert_eq!(on(I386, 340, 0), RET_ALLOW);
            assert_eq!(on(I386, 340, 1), perm);
            assert_eq!(on(X86_64, 160, 0), RET_ALLOW);
            let unsupported = RET_ERRNO | sys::EOPNOTSUPP as u32;
            assert_eq!(on(X86_64, 285, 3), unsupported);
            assert_eq!(on(I386, 324, 3), unsupported);
            for number in [188, 189, 190, 197, 198, 199, 463, 466] {
                assert_eq!(on(X86_64, number, 3), REFUSED, "{}", number);
            }
            for number in [226, 227, 228, 235, 236, 237] {
                assert_eq!(on(I386, number, 3), REFUSED, "{}", number);
            }
        }
    }

    #[test]
    fn a_sigchld_action_is_not_set_and_no_run_becomes_a_subreaper() {
        const SKIPPED: u32 = RET_ERRNO;
        for uncounted in [Uncounted::Refused, Uncounted::Allowed] {
            let program = filter(KillAll::Allowed, uncounted);
            let on =
                |arch, number, first, second| decide_two(&program, arch, number, first, second);
            // rt_sigaction(SIGCHLD, act, old): skipped, "done"; with no
            // act (a question), or of another signal, made.
            assert_eq!(on(X86_64, 13, 17, 0x7ffd_1234_5678), SKIPPED);
            assert_eq!(on(X86_64, 13, 17, 0x1_0000_0000), SKIPPED);
            assert_eq!(on(X86_64, 13, 17, 0x5678), SKIPPED);
            assert_eq!(on(X86_64, 13, 17, 0), RET_ALLOW);
            assert_eq!(on(X86_64, 13, 13, 0x5678), RET_ALLOW);
            assert_eq!(on(I386, 174, 17, 0x5678), SKIPPED);
            assert_eq!(on(I386, 67, 17, 0x5678), SKIPPED);
            assert_eq!(on(I386, 67, 17, 0), RET_ALLOW);
            assert_eq!(on(I386, 48, 17, 1), SKIPPED);
            assert_eq!(on(I386, 48, 2, 1), RET_ALLOW);
            // prctl(PR_SET_CHILD_SUBREAPER): refused; another prctl made.
            let perm = RET_ERRNO | sys::EPERM as u32;
            assert_eq!(on(X86_64, 157, 36, 1), perm);
            assert_eq!(on(I386, 172, 36, 1), perm);
            assert_eq!(on(X86_64, 157, 38, 1), RET_ALLOW);
        }
    }

    #[test]
    fn what_a_census_cannot_count_is_refused_where_one_counts() {
        let perm = RET_ERRNO | sys::EPERM as u32;
        let census = filter(KillAll::Allowed, Uncounted::Refused);
        let cgroups = filter(KillAll::Allowed, Uncounted::Allowed);
        let both = |arch, number, first, second| {
            (
                decide_two(&census, arch, number, first, second),
                decide_two(&cgroups, arch, number, first, second),
            )
        };
        for (arch, number) in [
            (X86_64, 319),
            (X86_64, 447),
            (X86_64, 53),
            (I386, 356),
            (I386, 360),
        ] {
            assert_eq!(both(arch, number, 1, 0), (REFUSED, RET_ALLOW), "{}", number);
        }
        // socketcall(SYS_SOCKETPAIR): refused by the census; its socket
        // by both.
        assert_eq!(both(I386, 102, 8, 0), (REFUSED, RET_ALLOW));
        assert_eq!(both(I386, 102, 1, 0), (REFUSED, REFUSED));
        // fcntl(fd, F_SETPIPE_SZ): refused; F_GETPIPE_SZ and F_SETFL made.
        assert_eq!(both(X86_64, 72, 5, 1031), (perm, RET_ALLOW));
        assert_eq!(both(I386, 221, 5, 1031), (perm, RET_ALLOW));
        assert_eq!(both(I386, 55, 5, 1031), (perm, RET_ALLOW));
        assert_eq!(both(X86_64, 72, 5, 1032), (RET_ALLOW, RET_ALLOW));
        assert_eq!(both(X86_64, 72, 5, 4), (RET_ALLOW, RET_ALLOW));
    }

    #[test]
    fn a_build_may_set_its_files_modes_and_times_and_a_run_not() {
        let run = filter(KillAll::Allowed, Uncounted::Allowed);
        let build = for_builds(Uncounted::Allowed);
        for (arch, number) in [
            (X86_64, 90),
            (X86_64, 91),
            (X86_64, 280),
            (I386, 15),
            (I386, 320),
        ] {
            assert_eq!(decide(&run, arch, number, 0), REFUSED, "{}", number);
            assert_eq!(decide(&build, arch, number, 0), RET_ALLOW, "{}", number);
        }
        // The rest holds for a build too: no socket, no chown, no ptrace.
        for number in [41, 92, 101] {
            assert_eq!(decide(&build, X86_64, number, 0), REFUSED, "{}", number);
        }
    }
}
