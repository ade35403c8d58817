//! The messages between the judge and a box's keeper, over a socket pair
//! of sequenced packets (a message a packet): the judge asks for a run
//! (its command, environment, folder and rlimits, its three pipes passed
//! along) or for its end; the keeper answers in records of eight numbers.
//! The keeper's half reads and writes only buffers made before it was
//! forked, with system calls alone.

use super::super::rlimits::Rlimits;
use super::super::sys;
use std::ffi::{OsStr, OsString};
use std::io;
use std::os::raw::{c_char, c_int, c_void};
use std::os::unix::ffi::OsStrExt;
use std::time::Duration;

/// A request's kind: start a run.
pub(super) const RUN: u64 = 1;
/// A request's kind: end the run (kill every process of the box but the
/// keeper, and reap them).
pub(super) const END: u64 = 2;

/// The numbers a run's request starts with.
const HEADER: usize = 9;
/// A field of the header that holds no limit.
const NONE: u64 = u64::MAX;

/// The largest request a keeper takes, bytes: its buffer.
pub(super) const MOST: usize = 256 << 10;
/// The most arguments and variables a request may hold together.
pub(super) const POINTERS: usize = 8192;

/// A run's request, encoded: the header's numbers, then the program's
/// path, the folder, the arguments and the variables, each ending in NUL.
pub(super) fn run_request(
    program: &OsStr,
    folder: &OsStr,
    command: &[OsString],
    env: &[(OsString, OsString)],
    rlimits: &Rlimits,
    tasks: Option<u64>,
) -> io::Result<Vec<u8>> {
    let header = [
        RUN,
        rlimits.cpu_seconds,
        rlimits.stack_bytes,
        rlimits.address_space.unwrap_or(NONE),
        rlimits.file_bytes.unwrap_or(NONE),
        tasks.unwrap_or(NONE),
        command.len() as u64,
        env.len() as u64,
        rlimits.open_files.unwrap_or(NONE),
    ];
    let mut bytes: Vec<u8> = header.iter().flat_map(|n| n.to_le_bytes()).collect();
    let mut add = |text: &[u8]| -> io::Result<()> {
        if text.contains(&0) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "a NUL byte in the command or its environment",
            ));
        }
        bytes.extend_from_slice(text);
        bytes.push(0);
        Ok(())
    };
    add(program.as_bytes())?;
    add(folder.as_bytes())?;
    for word in command {
        add(word.as_bytes())?;
    }
    for (name, value) in env {
        let mut pair = name.as_bytes().to_vec();
        pair.push(b'=');
        pair.extend_from_slice(value.as_bytes());
        add(&pair)?;
    }
    if bytes.len() > MOST || command.len() + env.len() + 2 > POINTERS {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the command and its environment are too long for a box",
        ));
    }
    Ok(bytes)
}

/// A run's request as the keeper reads it: pointers into its buffer.
pub(super) struct Decoded {
    pub(super) program: *const c_char,
    pub(super) folder: *const c_char,
    pub(super) argv: *const *const c_char,
    pub(super) envp: *const *const c_char,
    pub(super) rlimits: Rlimits,
    pub(super) tasks: Option<u64>,
}

/// In the keeper: the request in `bytes`, its strings' addresses written
/// to `pointers` (the arguments, a null, the variables, a null). Only
/// reads and writes what it is given; `Err` is an errno.
pub(super) fn decode(bytes: &[u8], pointers: &mut [*const c_char]) -> Result<Decoded, c_int> {
    let number = |index: usize| -> Result<u64, c_int> {
        let at = index * 8;
        let field = bytes.get(at..at + 8).ok_or(sys::EINVAL)?;
        let mut word = [0u8; 8];
        word.copy_from_slice(field);
        Ok(u64::from_le_bytes(word))
    };
    let limit = |value: u64| (value != NONE).then_some(value);
    let argc = number(6)? as usize;
    let envc = number(7)? as usize;
    if argc == 0 || argc + envc + 2 > pointers.len() {
        return Err(sys::E2BIG);
    }
    let mut at = HEADER * 8;
    let mut next = || -> Result<*const c_char, c_int> {
        let rest = bytes.get(at..).ok_or(sys::EINVAL)?;
        let end = rest.iter().position(|&b| b == 0).ok_or(sys::EINVAL)?;
        let start = rest.as_ptr().cast::<c_char>();
        at += end + 1;
        Ok(start)
    };
    let program = next()?;
    let folder = next()?;
    for slot in pointers.iter_mut().take(argc) {
        *slot = next()?;
    }
    pointers[argc] = std::ptr::null();
    for slot in pointers.iter_mut().skip(argc + 1).take(envc) {
        *slot = next()?;
    }
    pointers[argc + 1 + envc] = std::ptr::null();
    Ok(Decoded {
        program,
        folder,
        argv: pointers.as_ptr(),
        envp: pointers[argc + 1..].as_ptr(),
        rlimits: Rlimits {
            cpu_seconds: number(1)?,
            stack_bytes: number(2)?,
            address_space: limit(number(3)?),
            file_bytes: limit(number(4)?),
            open_files: limit(number(8)?),
        },
        tasks: limit(number(5)?),
    })
}

/// What a keeper says. A record of eight numbers: its kind, then its
/// values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reply {
    /// The keeper's first process made the box's namespaces and the
    /// keeper, this process (its pid in the judge's namespace).
    Moved(i32),
    /// The box is made: the keeper waits for runs.
    Ready,
    /// Making the box failed at `step`, with `errno`; `index` the
    /// step's place in the root's plan, where it has one.
    SetupFailed { step: i64, errno: i32, index: i64 },
    /// The run's program could not be started: `exec` failed so. (A run
    /// that starts is not said to: its end is the next word.)
    ExecFailed(i32),
    /// The run's first process exited, others of the run still there:
    /// its wait status, CPU time and `ru_maxrss`.
    Exited {
        status: i32,
        cpu: Duration,
        peak_kib: u64,
    },
    /// Every process of the run has gone: the first one's wait status,
    /// where it had not exited before, and the CPU time of every process
    /// the keeper reaped in the run.
    Ended {
        status: Option<i32>,
        cpu: Duration,
        /// The largest `ru_maxrss` of the processes it reaped in the run.
        peak_kib: u64,
    },
    /// The run's first process exited and was the last of the run: the
    /// run has ended, unasked (no [`END`] needed), with what `Ended`
    /// says. An `END` the judge sent meanwhile is answered by an `Ended`
    /// of no status.
    Finished {
        status: i32,
        cpu: Duration,
        peak_kib: u64,
    },
}

const MOVED: i64 = 1;
const READY: i64 = 2;
const SETUP_FAILED: i64 = 3;
const EXEC_FAILED: i64 = 5;
const EXITED: i64 = 6;
const ENDED: i64 = 7;
const FINISHED: i64 = 8;
/// A status that is none.
const NO_STATUS: i64 = i64::MIN;

/// A record's bytes.
pub(super) type Frame = [u8; 64];

impl Reply {
    /// Its record.
    pub(super) fn record(&self) -> Frame {
        let micros = |d: &Duration| d.as_micros().min(i64::MAX as u128) as i64;
        let values: [i64; 4] = match *self {
            Reply::Moved(pid) => [MOVED, i64::from(pid), 0, 0],
            Reply::Ready => [READY, 0, 0, 0],
            Reply::SetupFailed { step, errno, index } => {
                [SETUP_FAILED, step, i64::from(errno), index]
            }
            Reply::ExecFailed(errno) => [EXEC_FAILED, i64::from(errno), 0, 0],
            Reply::Exited {
                status,
                cpu,
                peak_kib,
            } => [EXITED, i64::from(status), micros(&cpu), peak_kib as i64],
            Reply::Ended {
                status,
                cpu,
                peak_kib,
            } => [
                ENDED,
                status.map_or(NO_STATUS, i64::from),
                micros(&cpu),
                peak_kib as i64,
            ],
            Reply::Finished {
                status,
                cpu,
                peak_kib,
            } => [FINISHED, i64::from(status), micros(&cpu), peak_kib as i64],
        };
        let mut record = [0u8; 64];
        for (slot, value) in record.chunks_mut(8).zip(values.iter()) {
            slot.copy_from_slice(&value.to_le_bytes());
        }
        record
    }

    /// The reply a record holds; `None` for one of no known kind.
    pub(super) fn from_record(record: &Frame) -> Option<Reply> {
        let value = |index: usize| {
            let mut word = [0u8; 8];
            word.copy_from_slice(&record[index * 8..index * 8 + 8]);
            i64::from_le_bytes(word)
        };
        let micros = |v: i64| Duration::from_micros(v.max(0) as u64);
        Some(match value(0) {
            MOVED => Reply::Moved(value(1) as i32),
            READY => Reply::Ready,
            SETUP_FAILED => Reply::SetupFailed {
                step: value(1),
                errno: value(2) as i32,
                index: value(3),
            },
            EXEC_FAILED => Reply::ExecFailed(value(1) as i32),
            EXITED => Reply::Exited {
                status: value(1) as i32,
                cpu: micros(value(2)),
                peak_kib: value(3).max(0) as u64,
            },
            ENDED => Reply::Ended {
                status: (value(1) != NO_STATUS).then(|| value(1) as i32),
                cpu: micros(value(2)),
                peak_kib: value(3).max(0) as u64,
            },
            FINISHED => Reply::Finished {
                status: value(1) as i32,
                cpu: micros(value(2)),
                peak_kib: value(3).max(0) as u64,
            },
            _ => return None,
        })
    }
}

/// In the keeper: sends `reply` to the judge. Only system calls.
pub(super) fn send_reply(socket: c_int, reply: &Reply) -> bool {
    let record = reply.record();
    // SAFETY: a live buffer of its length.
    unsafe { sys::write(socket, record.as_ptr(), record.len()) == record.len() as isize }
}

/// The room for the control message of three descriptors.
#[repr(C, align(8))]
pub(super) struct Control([u8; 40]);

impl Control {
    pub(super) const fn new() -> Control {
        Control([0; 40])
    }
}

/// Sends `bytes` on `socket` with the descriptors `fds` (at most three).
pub(super) fn send_with_fds(socket: c_int, bytes: &[u8], fds: &[c_int]) -> io::Result<()> {
    let mut control = Control::new();
    let length = 16 + 4 * fds.len();
    control.0[..8].copy_from_slice(&(length as u64).to_ne_bytes());
    control.0[8..12].copy_from_slice(&sys::SOL_SOCKET.to_ne_bytes());
    control.0[12..16].copy_from_slice(&sys::SCM_RIGHTS.to_ne_bytes());
    for (index, fd) in fds.iter().take(3).enumerate() {
        control.0[16 + 4 * index..20 + 4 * index].copy_from_slice(&fd.to_ne_bytes());
    }
    let mut piece = sys::IoVec {
        base: bytes.as_ptr() as *mut c_void,
        length: bytes.len(),
    };
    let message = sys::MessageHeader {
        name: std::ptr::null_mut(),
        name_length: 0,
        iov: &mut piece,
        iov_length: 1,
        control: if fds.is_empty() {
            std::ptr::null_mut()
        } else {
            control.0.as_mut_ptr().cast()
        },
        control_length: if fds.is_empty() {
            0
        } else {
            (length + 7) / 8 * 8
        },
        flags: 0,
    };
    // SAFETY: every pointer is to a live local of its stated length.
    let sent = unsafe { sys::sendmsg(socket, &message, sys::MSG_NOSIGNAL) };
    if sent == bytes.len() as isize {
        Ok(())
    } else if sent < 0 {
        Err(io::Error::last_os_error())
    } else {
        Err(io::Error::new(io::ErrorKind::Other, "a request cut short"))
    }
}

/// In the keeper: receives a message into `buffer`, and up to three
/// descriptors into `fds` (close-on-exec; -1 where none came). Its
/// length; 0 when the judge has gone; `Err` an errno (`E2BIG`: the
/// message did not fit). Only system calls.
pub(super) fn receive(
    socket: c_int,
    buffer: &mut [u8],
    fds: &mut [c_int; 3],
) -> Result<usize, c_int> {
    let mut control = Control::new();
    let mut piece = sys::IoVec {
        base: buffer.as_mut_ptr().cast(),
        length: buffer.len(),
    };
    let mut message = sys::MessageHeader {
        name: std::ptr::null_mut(),
        name_length: 0,
        iov: &mut piece,
        iov_length: 1,
        control: control.0.as_mut_ptr().cast(),
        control_length: control.0.len(),
        flags: 0,
    };
    *fds = [-1; 3];
    // SAFETY: every pointer is to a live buffer of its stated length.
    let read = unsafe { sys::recvmsg(socket, &mut message, sys::MSG_CMSG_CLOEXEC) };
    if read < 0 {
        return Err(sys::errno());
    }
    let length = (message.control_length).min(control.0.len());
    if length >= 16 {
        let count = (length - 16) / 4;
        for (index, slot) in fds.iter_mut().enumerate().take(count.min(3)) {
            let mut word = [0u8; 4];
            word.copy_from_slice(&control.0[16 + 4 * index..20 + 4 * index]);
            *slot = c_int::from_ne_bytes(word);
        }
    }
    if message.flags & sys::MSG_TRUNC != 0 {
        return Err(sys::E2BIG);
    }
    Ok(read as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    #[test]
    fn a_request_decodes_to_what_was_encoded() {
        let rlimits = Rlimits {
            cpu_seconds: 3,
            stack_bytes: 64 << 20,
            address_space: None,
            file_bytes: Some(1 << 20),
            open_files: Some(1024),
        };
        let command: Vec<OsString> = vec!["sh".into(), "-c".into(), "echo hi".into()];
        let env = vec![("A".into(), "1".into()), ("PATH".into(), "/usr/bin".into())];
        let bytes = run_request(
            OsStr::new("/usr/bin/sh"),
            OsStr::new("/w"),
            &command,
            &env,
            &rlimits,
            Some(66),
        )
        .unwrap();
        let mut pointers = vec![std::ptr::null(); 16];
        let decoded = decode(&bytes, &mut pointers).unwrap();
        // SAFETY: the pointers are into `bytes`, NUL-terminated.
        let text = |p: *const c_char| unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_string();
        assert_eq!(text(decoded.program), "/usr/bin/sh");
        assert_eq!(text(decoded.folder), "/w");
        assert_eq!(decoded.rlimits, rlimits);
        assert_eq!(decoded.tasks, Some(66));
        let words: Vec<String> = pointers[..3].iter().map(|&p| text(p)).collect();
        assert_eq!(words, ["sh", "-c", "echo hi"]);
        assert!(pointers[3].is_null());
        assert_eq!(text(pointers[4]), "A=1");
        assert_eq!(text(pointers[5]), "PATH=/usr/bin");
        assert!(pointers[6].is_null());
        // Too few pointers, or a request cut short: refused, no panic.
        assert_eq!(decode(&bytes, &mut pointers[..5]).err(), Some(sys::E2BIG));
        assert_eq!(
            decode(&bytes[..bytes.len() - 1], &mut pointers).err(),
            Some(sys::EINVAL)
        );
        assert_eq!(decode(&bytes[..20], &mut pointers).err(), Some(sys::EINVAL));
    }

    #[test]
    fn a_nul_in_the_command_is_refused() {
        let rlimits = Rlimits {
            cpu_seconds: 1,
            stack_bytes: 1,
            address_space: None,
            file_bytes: None,
            open_files: None,
        };
        let command: Vec<OsString> = vec!["a\0b".into()];
        let made = run_request(
            OsStr::new("/a"),
            OsStr::new("/"),
            &command,
            &[],
            &rlimits,
            None,
        );
        assert!(made.is_err());
    }

    #[test]
    fn every_reply_survives_its_record() {
        for reply in [
            Reply::Moved(1234),
            Reply::Ready,
            Reply::SetupFailed {
                step: 7,
                errno: 13,
                index: 2,
            },
            Reply::ExecFailed(2),
            Reply::Finished {
                status: 0,
                cpu: Duration::from_micros(700),
                peak_kib: 1300,
            },
            Reply::Exited {
                status: 3 << 8,
                cpu: Duration::from_micros(1500),
                peak_kib: 2048,
            },
            Reply::Ended {
                status: Some(9),
                cpu: Duration::from_micros(10),
                peak_kib: 4096,
            },
            Reply::Ended {
                status: None,
                cpu: Duration::ZERO,
                peak_kib: 0,
            },
        ] {
            assert_eq!(Reply::from_record(&reply.record()), Some(reply));
        }
        assert_eq!(Reply::from_record(&[0; 64]), None);
    }
}
