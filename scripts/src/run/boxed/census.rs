//! A box's meter where no cgroup can be had (a plain user on cgroup v1,
//! or on v2 with no cgroup delegated): the box's whole tree counted from
//! `/proc`, as its processes stand at each look. Every process of the box
//! descends from its keeper (init of the box's pid namespace, which every
//! orphan's parent becomes), so the tree is the keeper's children, theirs,
//! and so on (`/proc/<pid>/task/<tid>/children`). Memory is each look's
//! total: resident pages (a process's `VmRSS` where it is alone, else each
//! one's proportional share, `Pss`, so that pages two processes share are
//! counted once), the shared-memory files held by a descriptor (memfds,
//! each once, however many hold it) and the box's working folder (a tmpfs:
//! what lies there, deleted files still open included). The peak is the
//! largest total seen, or a process's own peak (`VmHWM`, the kernel's,
//! exact between looks), or the largest `ru_maxrss` the keeper reaped,
//! whichever is most. CPU time is the live processes' (their own and their
//! waited children's), then, once the run has ended, all the keeper
//! reaped. The process limit is `RLIMIT_NPROC` under the box's own uid
//! (`Census::tasks_rlimit`): the kernel refuses the fork past it.

use super::super::sys;
use super::super::Limits;
use super::reading::Reading;
use std::collections::{HashMap, HashSet};
use std::ffi::CString;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The most processes a look follows: more than any limit a run has.
const MOST: usize = 4096;

/// The box's tree, counted by looking.
pub(super) struct Census {
    /// The keeper, in the judge's pid namespace (0 until it has started).
    keeper: i32,
    /// The box's working folder, seen from the judge: through the
    /// keeper's root (`/proc/<keeper>/root/...`).
    work: PathBuf,
    /// The largest total seen since the run began, KiB.
    peak_kib: u64,
    /// The largest stack seen, KiB.
    stack_kib: u64,
    /// The time each thread had waited for a CPU when last seen, and that
    /// of threads gone, nanoseconds.
    delays: HashMap<i32, u64>,
    gone_delay: u64,
}

/// One process as a look finds it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Look {
    /// `VmRSS`, `VmHWM` and `VmStk`, KiB.
    resident: u64,
    peak: u64,
    stack: u64,
    /// utime + stime + cutime + cstime, clock ticks.
    ticks: u64,
    /// Its threads.
    threads: u64,
}

impl Census {
    pub(super) fn new() -> Census {
        Census {
            keeper: 0,
            work: PathBuf::new(),
            peak_kib: 0,
            stack_kib: 0,
            delays: HashMap::new(),
            gone_delay: 0,
        }
    }

    /// The keeper, once started, and the box's working folder (its path
    /// inside the box).
    pub(super) fn set_keeper(&mut self, keeper: i32, work: &Path) {
        self.keeper = keeper;
        let inside = work.strip_prefix("/").unwrap_or(work);
        self.work = PathBuf::from(format!("/proc/{}/root", keeper)).join(inside);
    }

    /// Before a run: nothing counted yet.
    pub(super) fn prepare(&mut self) {
        self.peak_kib = 0;
        self.stack_kib = 0;
        self.delays.clear();
        self.gone_delay = 0;
    }

    /// The run's `RLIMIT_NPROC` under `limits`: its processes and threads,
    /// the keeper and its first process (the box's uid's too), and one
    /// more, so that a tree held at the kernel's cap is one past the limit
    /// and seen so.
    pub(super) fn tasks_rlimit(limits: &Limits) -> u64 {
        u64::from(limits.processes) + 3
    }

    /// The processes of the box but the keeper, and each one's threads.
    fn tree(&self) -> Vec<(i32, Vec<i32>)> {
        if self.keeper <= 0 {
            return Vec::new();
        }
        let mut found = Vec::new();
        let mut seen = HashSet::new();
        let mut next = vec![self.keeper];
        while let Some(pid) = next.pop() {
            let threads = threads(pid);
            for &thread in &threads {
                let path = format!("/proc/{}/task/{}/children", pid, thread);
                let text = fs::read_to_string(path).unwrap_or_default();
                for child in text.split_whitespace().filter_map(|p| p.parse().ok()) {
                    if found.len() < MOST && seen.insert(child) {
                        next.push(child);
                    }
                }
            }
            if pid != self.keeper {
                found.push((pid, threads));
            }
        }
        found
    }

    /// The processes of the box but the keeper, in the judge's pid
    /// namespace.
    pub(super) fn processes(&self) -> Vec<i32> {
        self.tree().into_iter().map(|(pid, _)| pid).collect()
    }

    /// What the run has used so far; with `watching`, how long it has
    /// been starved of a CPU too.
    pub(super) fn count(&mut self, watching: bool) -> Reading {
        let tree = self.tree();
        let looked: Vec<Look> = tree.iter().filter_map(|(pid, _)| process(*pid)).collect();
        let resident = if looked.len() == 1 {
            looked[0].resident
        } else {
            tree.iter().filter_map(|(pid, _)| proportional(*pid)).sum()
        };
        let total = resident + memfds_kib(&tree) + self.work_kib();
        let own_peak = looked.iter().map(|p| p.peak).max().unwrap_or(0);
        self.peak_kib = self.peak_kib.max(total).max(own_peak);
        let stack = looked.iter().map(|p| p.stack).max().unwrap_or(0);
        self.stack_kib = self.stack_kib.max(stack);
        let ticks: u64 = looked.iter().map(|p| p.ticks).sum();
        Reading {
            cpu: sys::clock_tick() * ticks.min(u32::MAX as u64) as u32,
            peak_kib: self.peak_kib,
            tasks: looked.iter().map(|p| p.threads).sum(),
            starved: if watching {
                self.starved(&tree)
            } else {
                Duration::ZERO
            },
            forks_refused: false,
            memory_refused: false,
        }
    }

    /// The run's peak once it has ended, given the largest `ru_maxrss` of
    /// the processes the keeper reaped.
    pub(super) fn peak_with(&mut self, reaped_kib: u64) -> u64 {
        self.peak_kib = self.peak_kib.max(reaped_kib);
        self.peak_kib
    }

    /// What lies in the box's working folder, deleted files still open
    /// included, KiB.
    fn work_kib(&self) -> u64 {
        let path = match CString::new(self.work.as_os_str().as_bytes()) {
            Ok(path) => path,
            Err(_) => return 0,
        };
        let mut info = sys::StatVfs::default();
        // SAFETY: a live C string and a live struct.
        if unsafe { sys::statvfs(path.as_ptr(), &mut info) } != 0 {
            return 0;
        }
        info.used_kib()
    }

    /// How long the run's threads have waited for a CPU, those gone too.
    fn starved(&mut self, tree: &[(i32, Vec<i32>)]) -> Duration {
        let mut now = HashMap::new();
        for (pid, threads) in tree {
            for &thread in threads {
                let path = format!("/proc/{}/task/{}/schedstat", pid, thread);
                if let Some(waited) = second_number(&path) {
                    now.insert(thread, waited);
                }
            }
        }
        for (thread, waited) in self.delays.drain() {
            if !now.contains_key(&thread) {
                self.gone_delay += waited;
            }
        }
        self.delays = now;
        Duration::from_nanos(self.gone_delay + self.delays.values().sum::<u64>())
    }

    /// The largest stack seen, KiB.
    pub(super) fn stack_kib(&self) -> u64 {
        self.stack_kib
    }
}

/// A process's threads (itself at least, while it is there).
fn threads(pid: i32) -> Vec<i32> {
    match fs::read_dir(format!("/proc/{}/task", pid)) {
        Ok(entries) => entries
            .flatten()
            .filter_map(|e| e.file_name().to_str()?.parse().ok())
            .collect(),
        Err(_) => vec![pid],
    }
}

/// A process's memory, CPU and threads; `None` once it has gone.
fn process(pid: i32) -> Option<Look> {
    let status = fs::read_to_string(format!("/proc/{}/status", pid)).ok()?;
    let field = |name: &str| kib_field(&status, name);
    let stat = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    let fields: Vec<&str> = stat
        .get(stat.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    let number = |i: usize| -> u64 { fields.get(i).and_then(|f| f.parse().ok()).unwrap_or(0) };
    Some(Look {
        resident: field("VmRSS:"),
        peak: field("VmHWM:"),
        stack: field("VmStk:"),
        ticks: number(11) + number(12) + number(13) + number(14),
        threads: number(17).max(1),
    })
}

/// A field of `/proc/<pid>/status` or `smaps_rollup` in kB; 0 where
/// missing (a zombie has no memory).
fn kib_field(text: &str, name: &str) -> u64 {
    text.lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| {
            l[name.len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

/// A process's proportional share of its resident pages (`Pss` of
/// `smaps_rollup`), KiB.
fn proportional(pid: i32) -> Option<u64> {
    let text = fs::read_to_string(format!("/proc/{}/smaps_rollup", pid)).ok()?;
    Some(kib_field(&text, "Pss:"))
}

/// The memfds the tree holds by a descriptor, each once, KiB of what they
/// hold (their pages are in no resident set until mapped).
fn memfds_kib(tree: &[(i32, Vec<i32>)]) -> u64 {
    let mut files = HashMap::new();
    for (pid, _) in tree {
        let folder = format!("/proc/{}/fd", pid);
        let entries = match fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(_) => continue,
        };
        for entry in entries.flatten() {
            let target = match fs::read_link(entry.path()) {
                Ok(target) => target,
                Err(_) => continue,
            };
            if !target.as_os_str().as_bytes().starts_with(b"/memfd:") {
                continue;
            }
            if let Ok(meta) = fs::metadata(entry.path()) {
                files.insert((meta.dev(), meta.ino()), meta.blocks() / 2);
            }
        }
    }
    files.values().sum()
}

/// The second number of a file (`schedstat`'s time waited).
fn second_number(path: &str) -> Option<u64> {
    let text = fs::read_to_string(path).ok()?;
    text.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_field_is_read_in_kib_and_a_missing_one_is_0() {
        let status = "Name:\tx\nVmHWM:\t  2048 kB\nVmRSS:\t    1024 kB\n";
        assert_eq!(kib_field(status, "VmHWM:"), 2048);
        assert_eq!(kib_field(status, "VmRSS:"), 1024);
        assert_eq!(kib_field(status, "VmStk:"), 0);
    }

    #[test]
    fn this_process_is_found_with_its_memory_and_threads() {
        // SAFETY: a plain call.
        let me = unsafe { sys::getpid() };
        let found = process(me).unwrap();
        assert!(
            found.resident > 0 && found.peak >= found.resident,
            "{:?}",
            found
        );
        assert!(found.threads >= 1);
        assert!(threads(me).contains(&me));
        assert!(proportional(me).unwrap() > 0);
        assert_eq!(process(-3), None);
    }

    #[test]
    fn a_child_is_counted_under_its_parent() {
        // A child of this test's own process.
        let mut child = std::process::Command::new("sh")
            .arg("-c")
            .arg("exec sleep 5")
            .spawn()
            .unwrap();
        let mut census = Census::new();
        // SAFETY: a plain call.
        census.keeper = unsafe { sys::getpid() };
        let pid = child.id() as i32;
        let mut tries = 0;
        while !census.processes().contains(&pid) && tries < 100 {
            std::thread::sleep(Duration::from_millis(10));
            tries += 1;
        }
        assert!(census.processes().contains(&pid));
        let reading = census.count(true);
        assert!(reading.peak_kib > 0 && reading.tasks >= 1, "{:?}", reading);
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
