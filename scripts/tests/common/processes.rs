//! The processes a run or a judge leaves behind, looked for in `/proc`
//! (Linux): by a tag in their environment, or a marker on their command
//! line. A pid inside a run's pid namespace is not the one seen here, so
//! a run's processes are found by what they carry.

use std::fs;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The variable that holds a run's [`tag`].
pub const TAG: &str = "HOSTILE_TAG";

/// A value of [`TAG`] no other run of any test has: set in a run's
/// environment, it finds the processes of that run ([`left_with`]).
pub fn tag() -> String {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::SeqCst)
    )
}

/// The state letter of process `pid` (`R`, `S`, `Z`...), `None` where it
/// is gone.
fn state(pid: i32) -> Option<char> {
    let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    stat.rsplit(')').next()?.trim_start().chars().next()
}

/// Whether process `pid` is gone (or a zombie nobody has reaped yet).
pub fn gone(pid: i32) -> bool {
    state(pid).map_or(true, |state| state == 'Z')
}

/// The live processes (not zombies) for which `holds` is true of their
/// `/proc/PID/` file `file` (`environ`, `cmdline`), split at its NULs:
/// their ids.
fn having(file: &str, holds: impl Fn(&[u8]) -> bool) -> Vec<i32> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let pid: i32 = match entry.file_name().to_str().and_then(|n| n.parse().ok()) {
            Some(pid) => pid,
            None => continue,
        };
        let text = fs::read(format!("/proc/{}/{}", pid, file)).unwrap_or_default();
        if text.split(|&b| b == 0).any(&holds) && !gone(pid) {
            found.push(pid);
        }
    }
    found
}

/// The processes whose environment holds `tag` as [`TAG`].
pub fn left_with(tag: &str) -> Vec<i32> {
    let wanted = format!("{}={}", TAG, tag);
    having("environ", |entry| entry == wanted.as_bytes())
}

/// The processes one of whose arguments is `marker`.
pub fn marked(marker: &str) -> Vec<i32> {
    having("cmdline", |arg| arg == marker.as_bytes())
}

/// Asserts that nothing with `tag` is left, giving the system a moment.
pub fn assert_none_left(tag: &str) {
    let deadline = Instant::now() + Duration::from_millis(500);
    loop {
        let left = left_with(tag);
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < deadline, "left running: {:?}", left);
        std::thread::sleep(Duration::from_millis(20));
    }
}
