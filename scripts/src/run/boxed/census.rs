//! A box's meter where no cgroup can be had (a plain user on cgroup v1,
//! or on v2 with no cgroup delegated): the box's whole tree counted from
//! `/proc`, as its processes stand at each look. Every process of the box
//! descends from its keeper (init of the box's pid namespace, which every
//! orphan's parent becomes), so the tree is the keeper's children, theirs,
//! and so on (`/proc/<pid>/task/<tid>/children`). Memory is each look's
//! total, each memory once: resident pages (a memory's `VmRSS` where there
//! is one, else each one's proportional share, `Pss`, so that pages two
//! processes share are counted once; processes that share one memory,
//! `clone(CLONE_VM)`, found by `kcmp`, counted as one), less the pages
//! they map of the working folder's files, which the folder's own figure
//! counts; each memory's page tables (`VmPTE`); the shared-memory files
//! held by a descriptor (memfds, each once, however many hold it); what
//! each pipe holds but the run's own three (`FIONREAD` on a copy of a
//! descriptor, `pidfd_getfd`; a pipe's default 64 KiB where the kernel
//! gives none); and the box's working folder (a tmpfs: what lies there,
//! deleted files still open included). What it cannot count, the box's
//! filter refuses (`contain/seccomp.rs`, `Uncounted`). The peak is the
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
    /// The same folder as the run sees it (its mappings name it so).
    inside: PathBuf,
    /// The inodes of the run's standard input, output and error: pipes
    /// the judge drains and fills, not the run's memory.
    streams: Vec<u64>,
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
    /// `VmSize`, `VmPTE` and `RssShmem`, KiB: its memory's size, page
    /// tables, and shared pages mapped (a tmpfs file's among them).
    size: u64,
    tables: u64,
    shared: u64,
}

impl Census {
    pub(super) fn new() -> Census {
        Census {
            keeper: 0,
            work: PathBuf::new(),
            inside: PathBuf::new(),
            streams: Vec::new(),
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
        self.inside = work.to_path_buf();
    }

    /// The run's standard streams, by their pipes' inodes: not counted.
    pub(super) fn set_streams(&mut self, inodes: &[u64]) {
        self.streams = inodes.to_vec();
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
        let seen: Vec<(i32, Look)> = tree
            .iter()
            .filter_map(|(pid, _)| process(*pid).map(|look| (*pid, look)))
            .collect();
        let looked: Vec<Look> = seen.iter().map(|(_, look)| *look).collect();
        let memories = one_a_memory(&seen);
        let resident: u64 = if memories.len() == 1 {
            let (pid, look) = memories[0];
            look.resident
                .saturating_sub(self.mapped_of_work(pid, look, "Rss:"))
        } else {
            memories
                .iter()
                .filter_map(|&(pid, look)| {
                    let pss = proportional(pid)?;
                    Some(pss.saturating_sub(self.mapped_of_work(pid, look, "Pss:")))
                })
                .sum()
        };
        let tables: u64 = memories.iter().map(|(_, look)| look.tables).sum();
        let held = held_kib(&tree, &self.streams);
        let total = resident + tables + held + self.work_kib();
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

    /// What `pid` maps of the working folder's files (`field`: `Rss:` or
    /// `Pss:` of its mappings there), KiB: counted by the folder's own
    /// figure, not again as its memory. Read only where it maps shared
    /// pages at all.
    fn mapped_of_work(&self, pid: i32, look: Look, field: &str) -> u64 {
        if look.shared == 0 || self.inside.as_os_str().is_empty() {
            return 0;
        }
        let text = match fs::read_to_string(format!("/proc/{}/smaps", pid)) {
            Ok(text) => text,
            Err(_) => return 0,
        };
        let folder = self.inside.as_os_str().as_bytes();
        let mut inside = false;
        let mut kib = 0;
        for line in text.lines() {
            let first = line.split_whitespace().next().unwrap_or("");
            if first.contains('-') && !first.ends_with(':') {
                // A mapping's line: its range, then its path, if any.
                let path = line.split_whitespace().nth(5).unwrap_or("");
                inside = path.as_bytes().starts_with(folder)
                    && path.as_bytes().get(folder.len()) == Some(&b'/');
            } else if inside && line.starts_with(field) {
                kib += kib_field(line, field);
            }
        }
        kib
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
        size: field("VmSize:"),
        tables: field("VmPTE:"),
        shared: field("RssShmem:"),
    })
}

/// Each memory of `seen` once, by one of the processes that share it:
/// processes whose figures are the same (`VmSize`, `VmRSS`, `VmPTE`) are
/// asked of the kernel (`kcmp(KCMP_VM)`), which says whether they share
/// one memory (`clone(CLONE_VM)` without `CLONE_THREAD`).
fn one_a_memory(seen: &[(i32, Look)]) -> Vec<(i32, Look)> {
    let mut kept: Vec<(i32, Look)> = Vec::new();
    for &(pid, look) in seen {
        let shared = kept.iter().any(|&(other, known)| {
            (known.size, known.resident, known.tables) == (look.size, look.resident, look.tables)
                && look.size > 0
                // SAFETY: a plain system call on integers.
                && unsafe {
                    sys::syscall(
                        sys::SYS_KCMP,
                        pid as std::os::raw::c_long,
                        other as std::os::raw::c_long,
                        sys::KCMP_VM as std::os::raw::c_long,
                        0 as std::os::raw::c_long,
                        0 as std::os::raw::c_long,
                    )
                } == 0
        });
        if !shared {
            kept.push((pid, look));
        }
    }
    kept
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

/// What the tree holds by its descriptors, KiB: each memfd once (its
/// pages are in no resident set until mapped), and what each pipe holds
/// but the run's standard streams (`streams`, by inode), once.
fn held_kib(tree: &[(i32, Vec<i32>)], streams: &[u64]) -> u64 {
    let mut memfds = HashMap::new();
    let mut pipes: HashMap<u64, Pipe> = HashMap::new();
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
            let target = target.as_os_str().as_bytes();
            if target.starts_with(b"/memfd:") {
                if let Ok(meta) = fs::metadata(entry.path()) {
                    memfds.insert((meta.dev(), meta.ino()), meta.blocks() / 2);
                }
            } else if let Some(inode) = pipe_inode(target) {
                let fd = entry.file_name().to_str().and_then(|n| n.parse().ok());
                if let (false, Some(fd)) = (streams.contains(&inode), fd) {
                    let flags = descriptor_flags(*pid, fd);
                    let pipe = pipes.entry(inode).or_insert(Pipe {
                        pid: *pid,
                        fd,
                        writer: None,
                    });
                    // O_WRONLY: a writing end, whose O_DIRECT says packets.
                    if flags.map_or(false, |f| f & 3 == 1) {
                        pipe.writer = Some(flags.map_or(false, |f| f & sys::O_DIRECT != 0));
                    }
                }
            }
        }
    }
    let mut pidfds: HashMap<i32, i32> = HashMap::new();
    let mut piped = 0;
    for pipe in pipes.values() {
        let pidfd = *pidfds.entry(pipe.pid).or_insert_with(|| {
            // SAFETY: a plain system call on integers.
            unsafe { sys::syscall(sys::SYS_PIDFD_OPEN, pipe.pid as std::os::raw::c_long, 0) as i32 }
        });
        piped += pipe_kib(pidfd, pipe);
    }
    for pidfd in pidfds.into_values().filter(|&fd| fd >= 0) {
        // SAFETY: a descriptor this function opened.
        unsafe {
            sys::close(pidfd);
        }
    }
    memfds.values().sum::<u64>() + piped
}

/// A pipe the tree holds: one descriptor of it (`fd` of `pid`), and
/// whether its writing end, where the tree holds one, writes packets
/// (`O_DIRECT`: a page a write); `None` where no writing end is held, so
/// that how its bytes lie is not known.
struct Pipe {
    pid: i32,
    fd: i32,
    writer: Option<bool>,
}

/// A descriptor's flags, as `/proc/<pid>/fdinfo/<fd>` says them.
fn descriptor_flags(pid: i32, fd: i32) -> Option<u64> {
    let info = fs::read_to_string(format!("/proc/{}/fdinfo/{}", pid, fd)).ok()?;
    let flags = info.lines().find_map(|l| l.strip_prefix("flags:"))?.trim();
    u64::from_str_radix(flags, 8).ok()
}

/// `pipe:[123]`'s inode.
fn pipe_inode(target: &[u8]) -> Option<u64> {
    let inside = target.strip_prefix(b"pipe:[")?.strip_suffix(b"]")?;
    std::str::from_utf8(inside).ok()?.parse().ok()
}

/// What a pipe holds, KiB: the pages its bytes need, at most its
/// capacity, by a copy of its descriptor (through its holder's pidfd).
/// Bytes written plainly fill pages in turn (one page more at most, read
/// from the first and written to the last); a packet pipe's (`O_DIRECT`)
/// take a page each write, and where no writing end says which, each
/// byte is taken for a page of its own, the most they could hold. Where
/// no copy can be had, a default pipe's whole 64 KiB (no run may make
/// one larger).
fn pipe_kib(pidfd: i32, pipe: &Pipe) -> u64 {
    const PAGE: u64 = 4096;
    if pidfd < 0 {
        return 64;
    }
    // SAFETY: plain system calls on integers and a live int.
    let (queued, capacity) = unsafe {
        let copy = sys::syscall(
            sys::SYS_PIDFD_GETFD,
            pidfd as std::os::raw::c_long,
            pipe.fd as std::os::raw::c_long,
            0 as std::os::raw::c_long,
        ) as i32;
        if copy < 0 {
            return 64;
        }
        let mut queued: std::os::raw::c_int = 0;
        let asked = sys::ioctl(copy, sys::FIONREAD, &mut queued as *mut std::os::raw::c_int);
        let capacity = sys::fcntl(copy, sys::F_GETPIPE_SZ);
        sys::close(copy);
        if asked < 0 {
            return 64;
        }
        (
            queued.max(0) as u64,
            if capacity > 0 {
                capacity as u64
            } else {
                16 * PAGE
            },
        )
    };
    if queued == 0 {
        return 0;
    }
    let pages = match pipe.writer {
        Some(false) => (queued + PAGE - 1) / PAGE + 1,
        Some(true) | None => queued,
    };
    pages.min(capacity / PAGE) * PAGE / 1024
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
