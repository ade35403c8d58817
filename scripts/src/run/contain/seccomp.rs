//! The seccomp layer: a BPF filter that makes the system calls judges
//! forbid fail with `EACCES`: a socket of any family but `AF_UNIX`,
//! `ptrace` and reading other processes' memory, `io_uring` (which would
//! bypass the filter), mounting, new namespaces (`unshare`, `setns`,
//! `clone` with a namespace flag; `clone3`, whose flags a filter cannot
//! read, fails with `ENOSYS`, and the C library falls back to `clone`),
//! `bpf`, the kernel keyring, `perf_event_open`, `kexec_load`, and
//! `kill(-1, ...)`. On x86_64 the same rules hold for i386 calls (a `-m32`
//! build); a system call of another architecture ends the run.

use super::sys;
use std::os::raw::{c_int, c_ulong};

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Instruction {
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

const AF_UNIX: u32 = 1;
/// CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, and
/// CLONE_NEWTIME (0x80).
const NAMESPACE_FLAGS: u32 = 0x7E02_0080;

/// The numbers of the architecture the judge is built for.
#[cfg(target_arch = "x86_64")]
mod numbers {
    use super::Numbers;
    pub(super) const NATIVE: Numbers = Numbers {
        arch: 0xC000_003E,
        // x32 system calls carry this bit: all refused.
        x32: Some(0x4000_0000),
        socket: 41,
        socketcall: None,
        clone: 56,
        clone3: 435,
        kill: 62,
        denied: &[
            101, 310, 311, // ptrace, process_vm_readv, process_vm_writev
            425, 426, 427, // io_uring_setup, _enter, _register
            165, 166, 155, // mount, umount2, pivot_root
            428, 429, 430, 431, 432, 433, 442, // the new mount calls
            272, 308, // unshare, setns
            321, // bpf
            248, 249, 250, // add_key, request_key, keyctl
            298, 246, // perf_event_open, kexec_load
        ],
    };
    /// i386's numbers (arch/x86/entry/syscalls/syscall_32.tbl), for a
    /// `-m32` build.
    pub(super) const I386: Option<Numbers> = Some(Numbers {
        arch: 0x4000_0003,
        x32: None,
        socket: 359,
        socketcall: Some(102),
        clone: 120,
        clone3: 435,
        kill: 37,
        denied: &[
            26, 347, 348, // ptrace, process_vm_readv, process_vm_writev
            425, 426, 427, // io_uring_setup, _enter, _register
            21, 52, 217, // mount, umount2, pivot_root
            428, 429, 430, 431, 432, 433, 442, // the new mount calls
            310, 346, // unshare, setns
            357, // bpf
            286, 287, 288, // add_key, request_key, keyctl
            336, 283, // perf_event_open, kexec_load
        ],
    });
}

#[cfg(target_arch = "aarch64")]
mod numbers {
    use super::Numbers;
    pub(super) const NATIVE: Numbers = Numbers {
        arch: 0xC000_00B7,
        x32: None,
        socket: 198,
        socketcall: None,
        clone: 220,
        clone3: 435,
        kill: 129,
        denied: &[
            117, 270, 271, // ptrace, process_vm_readv, process_vm_writev
            425, 426, 427, // io_uring
            40, 39, 41, // mount, umount2, pivot_root
            428, 429, 430, 431, 432, 433, 442, // the new mount calls
            97, 268, // unshare, setns
            280, // bpf
            217, 218, 219, // add_key, request_key, keyctl
            241, 104, // perf_event_open, kexec_load
        ],
    };
    pub(super) const I386: Option<Numbers> = None;
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

/// The filter, built before the fork: the rules for the judge's own
/// architecture, and on x86_64 the same rules for i386 (a `-m32` build,
/// as the old judges' 32-bit G++ built); a call of any other ends the run.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
pub(super) fn filter() -> Vec<Instruction> {
    let native = rules(&numbers::NATIVE);
    let mut program = vec![
        op(LD_W_ABS, AT_ARCH, 0, 0),
        op(JEQ_K, numbers::NATIVE.arch, 0, native.len() as u8),
    ];
    program.extend(native);
    if let Some(i386) = &numbers::I386 {
        let rules = rules(i386);
        program.push(op(JEQ_K, i386.arch, 0, rules.len() as u8));
        program.extend(rules);
    }
    program.push(op(RET_K, RET_KILL_PROCESS, 0, 0));
    program
}

/// One architecture's numbers.
struct Numbers {
    arch: u32,
    /// Calls at or above this number (x32's) are all refused.
    x32: Option<u32>,
    socket: u32,
    /// i386's `socketcall(SYS_SOCKET, ...)`, whose family a filter cannot
    /// read: refused.
    socketcall: Option<u32>,
    clone: u32,
    clone3: u32,
    kill: u32,
    denied: &'static [u32],
}

/// The rules for one architecture, its number already checked: every
/// path ends in a return.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
fn rules(numbers: &Numbers) -> Vec<Instruction> {
    let refuse = op(RET_K, RET_ERRNO | sys::EACCES as u32, 0, 0);
    let allow = op(RET_K, RET_ALLOW, 0, 0);
    let mut program = vec![op(LD_W_ABS, AT_NR, 0, 0)];
    if let Some(x32) = numbers.x32 {
        program.extend([op(JGE_K, x32, 0, 1), refuse]);
    }
    for &number in numbers.denied {
        program.extend([op(JEQ_K, number, 0, 1), refuse]);
    }
    if let Some(socketcall) = numbers.socketcall {
        // socketcall(SYS_SOCKET = 1, ...): refused; its other calls go on.
        program.extend([
            op(JEQ_K, socketcall, 0, 4),
            op(LD_W_ABS, AT_ARG0, 0, 0),
            op(JEQ_K, 1, 0, 1),
            refuse,
            allow,
        ]);
    }
    program.extend([
        op(JEQ_K, numbers.clone3, 0, 1),
        op(RET_K, RET_ERRNO | sys::ENOSYS as u32, 0, 0),
        // socket(family, ...): AF_UNIX only.
        op(JEQ_K, numbers.socket, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JEQ_K, AF_UNIX, 0, 1),
        allow,
        refuse,
        // clone(flags, ...): no namespace flag.
        op(JEQ_K, numbers.clone, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JSET_K, NAMESPACE_FLAGS, 0, 1),
        refuse,
        allow,
        // kill(pid, ...): not -1, every process the user may signal.
        op(JEQ_K, numbers.kill, 0, 4),
        op(LD_W_ABS, AT_ARG0, 0, 0),
        op(JEQ_K, u32::MAX, 0, 1),
        refuse,
        allow,
        allow,
    ]);
    program
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub(super) fn filter() -> Vec<Instruction> {
    Vec::new()
}

/// In the child: installs `filter`. Only system calls;
/// `PR_SET_NO_NEW_PRIVS` must be set.
pub(super) fn apply(filter: &[Instruction]) -> Result<(), c_int> {
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
    let program = filter();
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
        let mut usage = sys::Usage::default();
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
