//! The seccomp layer: a BPF filter that makes the system calls judges
//! forbid fail with `EACCES`: a socket of any family (`socketpair` stays:
//! it reaches nothing outside), changing a file's mode, owner or times
//! (Landlock does not cover them), `ptrace` and reading other processes'
//! memory, `io_uring` (which would
//! bypass the filter), mounting, new namespaces (`unshare`, `setns`,
//! `clone` with a namespace flag; `clone3`, whose flags a filter cannot
//! read, fails with `ENOSYS`, and the C library falls back to `clone`),
//! `bpf`, the kernel keyring, `perf_event_open`, `kexec_load`, and
//! `kill(-1, ...)`. A system call of another architecture ends the run.

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
struct Program {
    length: u16,
    filter: *const Instruction,
}

const LD_W_ABS: u16 = 0x20;
const JEQ_K: u16 = 0x15;
const JGE_K: u16 = 0x35;
const JSET_K: u16 = 0x45;
const RET_K: u16 = 0x06;

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

/// The numbers of the architecture the judge is built for.
#[cfg(target_arch = "x86_64")]
mod numbers {
    pub(super) const ARCH: u32 = 0xC000_003E;
    /// x32 system calls carry this bit: all refused.
    pub(super) const X32: Option<u32> = Some(0x4000_0000);
    pub(super) const CLONE: u32 = 56;
    pub(super) const CLONE3: u32 = 435;
    pub(super) const KILL: u32 = 62;
    pub(super) const DENIED: &[u32] = &[
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
    ];
}

#[cfg(target_arch = "aarch64")]
mod numbers {
    pub(super) const ARCH: u32 = 0xC000_00B7;
    pub(super) const X32: Option<u32> = None;
    pub(super) const CLONE: u32 = 220;
    pub(super) const CLONE3: u32 = 435;
    pub(super) const KILL: u32 = 129;
    pub(super) const DENIED: &[u32] = &[
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
    ];
}

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
/// run's `kill(-1)` reaches only its own processes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KillAll {
    Refused,
    Allowed,
}

/// The filter, built before the fork.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub(crate) fn filter(kill_all: KillAll) -> Vec<Instruction> {
    use numbers::*;
    let refuse = op(RET_K, RET_ERRNO | sys::EACCES as u32, 0, 0);
    let allow = op(RET_K, RET_ALLOW, 0, 0);
    let mut program = vec![
        op(LD_W_ABS, AT_ARCH, 0, 0),
        op(JEQ_K, ARCH, 1, 0),
        op(RET_K, RET_KILL_PROCESS, 0, 0),
        op(LD_W_ABS, AT_NR, 0, 0),
    ];
    if let Some(x32) = X32 {
        program.extend([op(JGE_K, x32, 0, 1), refuse]);
    }
    for &number in DENIED {
        program.extend([op(JEQ_K, number, 0, 1), refuse]);
    }
    program.extend([
        op(JEQ_K, CLONE3, 0, 1),
        op(RET_K, RET_ERRNO | sys::ENOSYS as u32, 0, 0),
        // clone(flags, ...): no namespace flag.
        op(JEQ_K, CLONE, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JSET_K, NAMESPACE_FLAGS, 0, 1),
        refuse,
        allow,
    ]);
    if kill_all == KillAll::Refused {
        program.extend([
            // kill(pid, ...): not -1, every process the user may signal.
            op(JEQ_K, KILL, 0, 4),
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
    let program = Program {
        length: filter.len() as u16,
        filter: filter.as_ptr(),
    };
    // SAFETY: a pointer to a live program of the kernel's layout.
    if unsafe {
        sys::prctl(
            sys::PR_SET_SECCOMP,
            SECCOMP_MODE_FILTER,
            &program as *const Program,
        )
    } != 0
    {
        return Err(sys::errno());
    }
    Ok(())
}

/// Whether a filter can be installed here: a child tries, and exits.
pub(super) fn probe() -> Result<(), String> {
    if !SUPPORTED {
        return Err("the judge knows no system call numbers of this architecture".to_string());
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
            return Err("cannot fork to try it".to_string());
        }
        let mut status = 0;
        let mut usage = sys::ResourceUsage::default();
        while sys::wait4(pid, &mut status, 0, &mut usage) < 0 && sys::errno() == sys::EINTR {}
        if status == 0 {
            Ok(())
        } else if status & 0x7f == 0 && (status >> 8) & 0xff == sys::EINVAL {
            Err("the kernel has no seccomp filters".to_string())
        } else {
            Err(format!("the kernel refused the filter (status {})", status))
        }
    }
}
