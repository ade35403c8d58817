//! The seccomp layer: a BPF filter that makes the system calls judges
//! forbid fail with `EACCES`: a socket of any family (`socketpair` stays:
//! it reaches nothing outside), changing a file's mode, owner or times
//! (Landlock does not cover them), `ptrace` and reading other processes'
//! memory, `io_uring` (which would
//! bypass the filter), mounting, new namespaces (`unshare`, `setns`,
//! `clone` with a namespace flag; `clone3`, whose flags a filter cannot
//! read, fails with `ENOSYS`, and the C library falls back to `clone`),
//! `bpf`, the kernel keyring, `perf_event_open`, `kexec_load`, and
//! `kill(-1, ...)` (where a run is not in a box). The rules hold for a
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
        90, 91, 268, 452, // chmod, fchmod, fchmodat, fchmodat2
        92, 93, 94, 260, // chown, fchown, lchown, fchownat
        132, 235, 261, 280, // utime, utimes, futimesat, utimensat
        188, 189, 190, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        197, 198, 199, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
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
        15, 94, 306, 452, // chmod, fchmod, fchmodat, fchmodat2
        16, 95, 182, 198, 207, 212, 298, // the chown calls, 16- and 32-bit
        30, 271, 299, 320, 412, // utime, utimes, futimesat, utimensat (64-bit time too)
        226, 227, 228, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        235, 236, 237, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
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
        52, 53, 452, // fchmod, fchmodat, fchmodat2
        55, 54, // fchown, fchownat
        88, // utimensat
        5, 6, 7, 463, // setxattr, lsetxattr, fsetxattr, setxattrat
        14, 15, 16, 466, // removexattr, lremovexattr, fremovexattr, removexattrat
    ],
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

/// The filter, built before the fork: the architecture read, then the
/// rules of the judge's own and, on x86_64, of i386; a call of any other
/// ends the run.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub(crate) fn filter(kill_all: KillAll) -> Vec<Instruction> {
    let native = rules(&NATIVE, kill_all);
    let compat = COMPAT.as_ref().map(|numbers| rules(numbers, kill_all));
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
fn rules(numbers: &Numbers, kill_all: KillAll) -> Vec<Instruction> {
    let refuse = op(RET_K, RET_ERRNO | sys::EACCES as u32, 0, 0);
    let allow = op(RET_K, RET_ALLOW, 0, 0);
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
        program.extend([
            // socketcall(SYS_SOCKET, ...): a socket, by the old door.
            op(JEQ_K, socketcall, 0, 4),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, 1, 0, 1),
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
pub(crate) fn filter(_kill_all: KillAll) -> Vec<Instruction> {
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
    let program = filter(KillAll::Refused);
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
        let load = |at: u32| match at {
            AT_NR => number,
            AT_ARCH => arch,
            AT_ARG0 => first,
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
            let program = filter(kill_all);
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
}
