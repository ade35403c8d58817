//! The judge interrupted (SIGINT, SIGTERM, SIGHUP): every run's processes
//! ended, "interrupted" said, and an exit of 128 + the signal. A signal
//! sent by a run of the judge's own is no interrupt: it is ignored, so
//! that nothing a run does picks the judge's exit status.

use super::sys;
use std::io;
use std::os::raw::{c_int, c_void};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::Once;
use std::thread;
use std::time::{Duration, Instant};

/// How long ending everything may take before the judge exits anyway.
const ENDING: Duration = Duration::from_secs(2);

/// The process groups of the runs and boxes going on, for the watcher.
static GROUPS: [AtomicI32; 64] = {
    #[allow(clippy::declare_interior_mutable_const)]
    const FREE: AtomicI32 = AtomicI32::new(0);
    [FREE; 64]
};

/// A place in [`GROUPS`], given back when dropped.
pub(super) struct Slot(Option<usize>);

impl Slot {
    /// Registers process group `group`, killed on an interrupt.
    pub(super) fn take(group: i32) -> Slot {
        Slot(GROUPS.iter().position(|slot| {
            slot.compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        }))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Some(index) = self.0 {
            GROUPS[index].store(0, Ordering::SeqCst);
        }
    }
}

/// The write end of the pipe that wakes the watcher (close-on-exec, as
/// every descriptor of the judge's: no run ever holds it).
static WAKE: AtomicI32 = AtomicI32::new(-1);

/// Set by the watcher once it takes a signal for an interrupt: a run that
/// ends after it never returns, so that its caller cannot print a verdict
/// or exit before the watcher has ended everything and exited.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// [`super::guard_interrupts`]: on SIGINT, SIGTERM and SIGHUP the handler
/// wakes a watcher thread with the signal and its sender; unless a run
/// sent it, the watcher kills every run's process group and every
/// descendant of the judge (escaped ones too: the judge is their
/// subreaper), says "interrupted" and exits 128 + the signal.
pub(super) fn guard() {
    static GUARD: Once = Once::new();
    GUARD.call_once(|| {
        super::process::setup_once();
        let mut ends = [0; 2];
        // SAFETY: a pointer to two live ints; both ends close on exec.
        if unsafe { pipe_cloexec(&mut ends) } == 0 {
            let [read_end, write_end] = ends;
            WAKE.store(write_end, Ordering::SeqCst);
            thread::spawn(move || watch(read_end));
        }
        for signal in [sys::SIGINT, sys::SIGTERM, sys::SIGHUP] {
            sys::on_signal(signal, handle);
        }
    });
}

/// A pipe whose ends close on exec.
unsafe fn pipe_cloexec(ends: &mut [c_int; 2]) -> c_int {
    #[cfg(target_os = "linux")]
    return sys::pipe2(ends.as_mut_ptr(), sys::O_CLOEXEC);
    #[cfg(not(target_os = "linux"))]
    {
        let made = sys::pipe(ends.as_mut_ptr());
        if made == 0 {
            for fd in ends.iter() {
                sys::fcntl(*fd, 2, 1);
            }
        }
        made
    }
}

/// Waits for the watcher to exit the process, when there has been an
/// interrupt.
pub(super) fn hold_if_interrupted() {
    if INTERRUPTED.load(Ordering::SeqCst) && WAKE.load(Ordering::SeqCst) >= 0 {
        loop {
            thread::sleep(Duration::from_secs(1));
        }
    }
}

extern "C" fn handle(signal: c_int, info: *const sys::SignalInfo, _context: *const c_void) {
    // SAFETY: the kernel passes a live siginfo with SA_SIGINFO.
    let sender = if info.is_null() {
        0
    } else {
        unsafe { (*info).sender }
    };
    let mut message = [0u8; 8];
    message[..4].copy_from_slice(&signal.to_le_bytes());
    message[4..].copy_from_slice(&sender.to_le_bytes());
    let fd = WAKE.load(Ordering::SeqCst);
    // SAFETY: write and _exit are async-signal-safe; the buffers live.
    unsafe {
        if fd >= 0 && sys::write(fd, message.as_ptr(), 8) == 8 {
            return;
        }
        kill_groups();
        let words = b"interrupted\n";
        sys::write(2, words.as_ptr(), words.len());
        sys::_exit(128 + signal);
    }
}

fn kill_groups() {
    for slot in &GROUPS {
        let group = slot.load(Ordering::SeqCst);
        if group > 0 {
            sys::kill(-group);
        }
    }
}

/// The watcher: waits for a signal's message; one a run sent is
/// ignored; else it ends everything the judge started, and exits.
fn watch(read_end: c_int) {
    let mut message = [0u8; 8];
    let mut have = 0;
    let signal = loop {
        // SAFETY: a pointer into a live buffer, with the room left in it.
        let read = unsafe { sys::read(read_end, message[have..].as_mut_ptr(), 8 - have) };
        if read > 0 {
            have += read as usize;
        } else if read == 0 || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            return;
        }
        if have < 8 {
            continue;
        }
        have = 0;
        let signal = c_int::from_le_bytes([message[0], message[1], message[2], message[3]]);
        let sender = i32::from_le_bytes([message[4], message[5], message[6], message[7]]);
        if !descends_from_the_judge(sender) {
            break signal;
        }
    };
    INTERRUPTED.store(true, Ordering::SeqCst);
    let until = Instant::now() + ENDING;
    while Instant::now() < until {
        kill_groups();
        if super::process::kill_descendants() == 0 {
            break;
        }
        thread::sleep(Duration::from_millis(5));
    }
    super::streams::remove_open_folders();
    let words = b"interrupted\n";
    // SAFETY: a live buffer; _exit ends the process without unwinding.
    unsafe {
        sys::write(2, words.as_ptr(), words.len());
        sys::_exit(128 + signal);
    }
}

/// Whether process `pid` is one the judge started, or one of theirs: a
/// run, which may not interrupt the judge. The kernel (a terminal's
/// Ctrl-C) sends with pid 0. Linux reads `/proc`; elsewhere every sender
/// is taken at its word.
fn descends_from_the_judge(pid: i32) -> bool {
    let judge = std::process::id() as i32;
    let mut at = pid;
    for _ in 0..4096 {
        if at <= 1 || at == judge {
            return at == judge && pid != judge;
        }
        match parent_of(at) {
            Some(parent) => at = parent,
            None => return false,
        }
    }
    false
}

#[cfg(target_os = "linux")]
fn parent_of(pid: i32) -> Option<i32> {
    let text = std::fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    let after = text.get(text.rfind(')')? + 1..)?;
    after.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(not(target_os = "linux"))]
fn parent_of(_pid: i32) -> Option<i32> {
    None
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_child_of_the_judge_descends_from_it_and_its_parent_does_not() {
        let mut child = std::process::Command::new("sleep")
            .arg("10")
            .spawn()
            .unwrap();
        assert!(descends_from_the_judge(child.id() as i32));
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(!descends_from_the_judge(std::process::id() as i32));
        // SAFETY: a plain call.
        assert!(!descends_from_the_judge(unsafe { sys::getppid() }));
        assert!(!descends_from_the_judge(0));
        assert!(!descends_from_the_judge(1));
    }
}
