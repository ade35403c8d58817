//! The process tree of a run on Linux, read from `/proc`: every process
//! the solution started, whatever its group or session, its CPU time, peak
//! memory and stack, and its end. The judge is a child subreaper
//! (`PR_SET_CHILD_SUBREAPER`), so an orphan of the solution becomes the
//! judge's child: it is found there by the run's mark in its environment,
//! waited for, and its usage counted.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::sys;

/// Runs going on in this process now.
static ACTIVE: AtomicUsize = AtomicUsize::new(0);

/// One line of `/proc/<pid>/stat`, the fields used.
struct Stat {
    name: String,
    state: u8,
    parent: i32,
    /// utime + stime + cutime + cstime, clock ticks.
    ticks: u64,
    /// Clock ticks after boot.
    start: u64,
    /// Its threads.
    threads: u64,
}

fn stat(pid: i32) -> Option<Stat> {
    let text = fs::read_to_string(format!("/proc/{}/stat", pid)).ok()?;
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let name = text.get(open + 1..close)?.to_string();
    let fields: Vec<&str> = text.get(close + 1..)?.split_whitespace().collect();
    let number = |i: usize| -> Option<u64> { fields.get(i)?.parse().ok() };
    Some(Stat {
        name,
        state: *fields.first()?.as_bytes().first()?,
        parent: fields.get(1)?.parse().ok()?,
        ticks: number(11)? + number(12)? + number(13)? + number(14)?,
        start: number(19)?,
        threads: number(17)?,
    })
}

/// Every process now: its id and stat.
fn processes() -> Vec<(i32, Stat)> {
    let entries = match fs::read_dir("/proc") {
        Ok(entries) => entries,
        Err(_) => return Vec::new(),
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: i32 = entry.file_name().to_str()?.parse().ok()?;
            Some((pid, stat(pid)?))
        })
        .collect()
}

/// `VmHWM` and `VmStk` of `/proc/<pid>/status`, KiB.
fn memory(pid: i32) -> Option<(u64, u64)> {
    let text = fs::read_to_string(format!("/proc/{}/status", pid)).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = text.lines().find(|l| l.starts_with(name))?;
        line[name.len()..]
            .trim()
            .trim_end_matches("kB")
            .trim()
            .parse()
            .ok()
    };
    Some((field("VmHWM:")?, field("VmStk:").unwrap_or(0)))
}

/// Nanoseconds spent waiting for a CPU while ready to run
/// (`/proc/<pid>/schedstat`, its second number).
fn run_delay(pid: i32) -> Option<u64> {
    let text = fs::read_to_string(format!("/proc/{}/schedstat", pid)).ok()?;
    text.split_whitespace().nth(1)?.parse().ok()
}

fn marked(pid: i32, mark: &[u8]) -> bool {
    fs::read(format!("/proc/{}/environ", pid)).map_or(false, |environ| {
        environ.split(|&b| b == 0).any(|v| v == mark)
    })
}

#[derive(Default)]
struct Member {
    start: u64,
    name: String,
    alive: bool,
    parent: i32,
    ticks: u64,
    delay_ns: u64,
    threads: u64,
    /// One of the judge's own (the namespaces' first child or its init):
    /// its memory and threads are not the run's.
    helper: bool,
}

/// What the tree looks like now.
pub(super) struct Sample {
    pub(super) cpu: Duration,
    pub(super) peak_kib: u64,
    pub(super) stack_kib: u64,
    /// Time its processes spent ready to run, waiting for a CPU.
    pub(super) run_delay: Duration,
    /// The run's processes and threads alive, the judge's helpers left out.
    pub(super) tasks: u64,
}

/// A run's processes.
pub(super) struct Tree {
    root: i32,
    judge: i32,
    mark: Vec<u8>,
    /// When the root started, clock ticks after boot.
    root_start: u64,
    tick: Duration,
    members: HashMap<i32, Member>,
    /// Children of the judge known not to be this run's: (pid, start).
    strangers: HashSet<(i32, u64)>,
    /// The largest resident set and stack seen, KiB.
    peak_kib: u64,
    stack_kib: u64,
    /// Time spent waiting for a CPU by members that have gone.
    gone_delay_ns: u64,
    /// Usage of the members the judge waited for: CPU time, and the
    /// largest peak, KiB.
    reaped: (Duration, u64),
    /// Whether the root and its children are the judge's helpers.
    helpers: bool,
}

impl Tree {
    /// The tree of `root`, just started with `mark` (`NAME=VALUE`) in its
    /// environment; with `helpers`, the root and its children are the
    /// judge's own processes, the solution below them.
    pub(super) fn new(root: i32, mark: &str, helpers: bool) -> Tree {
        ACTIVE.fetch_add(1, Ordering::SeqCst);
        let root_start = stat(root).map_or(0, |s| s.start);
        let mut members = HashMap::new();
        members.insert(
            root,
            Member {
                start: root_start,
                alive: true,
                helper: helpers,
                ..Member::default()
            },
        );
        Tree {
            root,
            judge: std::process::id() as i32,
            mark: mark.as_bytes().to_vec(),
            root_start,
            tick: sys::clock_tick(),
            members,
            strangers: HashSet::new(),
            peak_kib: 0,
            stack_kib: 0,
            gone_delay_ns: 0,
            reaped: (Duration::ZERO, 0),
            helpers,
        }
    }

    /// Looks at every process: the tree's members, their usage.
    pub(super) fn sample(&mut self) -> Sample {
        let all = processes();
        // A member gone from /proc was waited for by its parent, a member,
        // whose times now hold its own.
        let present: HashSet<(i32, u64)> = all.iter().map(|(pid, s)| (*pid, s.start)).collect();
        let gone: Vec<i32> = self
            .members
            .iter()
            .filter(|(pid, m)| !present.contains(&(**pid, m.start)))
            .map(|(pid, _)| *pid)
            .collect();
        for pid in gone {
            if let Some(member) = self.members.remove(&pid) {
                self.gone_delay_ns += member.delay_ns;
            }
        }
        for member in self.members.values_mut() {
            member.alive = false;
        }
        // Members by parent, to a fixed point: a process is the run's if
        // its parent is, or if it is an orphan (a child of the judge) that
        // carries the run's mark.
        let mut grew = true;
        let mut placed = vec![false; all.len()];
        while grew {
            grew = false;
            for (index, (pid, stat)) in all.iter().enumerate() {
                if placed[index] {
                    continue;
                }
                let known = self
                    .members
                    .get(pid)
                    .map_or(false, |m| m.start == stat.start);
                let by_parent = self
                    .members
                    .get(&stat.parent)
                    .map_or(false, |m| m.alive || stat.parent == self.root);
                let orphan = !known
                    && !by_parent
                    && stat.parent == self.judge
                    && *pid != self.root
                    && !self.strangers.contains(&(*pid, stat.start))
                    && {
                        let ours = stat.start >= self.root_start && marked(*pid, &self.mark);
                        if !ours && stat.state != b'Z' {
                            self.strangers.insert((*pid, stat.start));
                        }
                        ours
                    };
                if !(known || by_parent || orphan) {
                    continue;
                }
                placed[index] = true;
                grew = true;
                let helpers = self.helpers;
                let root = self.root;
                let member = self.members.entry(*pid).or_default();
                if member.start != stat.start {
                    *member = Member {
                        helper: helpers && (*pid == root || stat.parent == root),
                        ..Member::default()
                    };
                }
                member.start = stat.start;
                member.threads = stat.threads;
                member.name = stat.name.clone();
                member.parent = stat.parent;
                member.alive = stat.state != b'Z' && stat.state != b'X';
                member.ticks = member.ticks.max(stat.ticks);
                if member.alive && !member.helper {
                    if let Some((peak, stack)) = memory(*pid) {
                        self.peak_kib = self.peak_kib.max(peak);
                        self.stack_kib = self.stack_kib.max(stack);
                    }
                    if let Some(delay) = run_delay(*pid) {
                        member.delay_ns = member.delay_ns.max(delay);
                    }
                }
            }
        }
        self.seen()
    }

    fn seen(&self) -> Sample {
        self.seen_but(0)
    }

    /// What is seen, leaving out the CPU time of process `left_out`.
    fn seen_but(&self, left_out: i32) -> Sample {
        let ticks: u64 = self
            .members
            .iter()
            .filter(|(pid, _)| **pid != left_out)
            .map(|(_, m)| m.ticks)
            .sum();
        let delay: u64 = self.members.values().map(|m| m.delay_ns).sum();
        let tasks = self
            .members
            .values()
            .filter(|m| m.alive && !m.helper)
            .map(|m| m.threads.max(1))
            .sum();
        Sample {
            tasks,
            cpu: self.tick * ticks as u32 + self.reaped.0,
            peak_kib: self.peak_kib.max(self.reaped.1),
            stack_kib: self.stack_kib,
            run_delay: Duration::from_nanos(delay + self.gone_delay_ns),
        }
    }

    /// Whether the root is the only member known.
    pub(super) fn is_alone(&self) -> bool {
        self.members.keys().all(|pid| *pid == self.root)
    }

    /// The names of the members other than the root still running.
    fn others_running(&self) -> Vec<String> {
        let mut names: Vec<(i32, String)> = self
            .members
            .iter()
            .filter(|(pid, m)| **pid != self.root && m.alive && !m.helper)
            .map(|(pid, m)| (*pid, m.name.clone()))
            .collect();
        names.sort();
        names.into_iter().map(|(_, name)| name).collect()
    }

    /// Kills every member (the root too, if it still runs), and waits for
    /// those that became the judge's children, until none is left or
    /// `deadline` passes. The root itself is left for its waiter to reap.
    /// Returns the names of the members other than the root that were
    /// running when it began.
    pub(super) fn end(&mut self, deadline: Instant) -> Vec<String> {
        let mut running = None;
        loop {
            self.sample();
            if running.is_none() {
                running = Some(self.others_running());
                // The root is a zombie or still running: its group id cannot
                // have been reused, so this hits only the run's own.
                sys::kill(-self.root);
                // The init first: the kernel then kills its whole pid
                // namespace at once, however fast a bomb forks.
                for (pid, member) in &self.members {
                    if member.helper && *pid != self.root {
                        sys::kill(*pid);
                    }
                }
            }
            let mut left = false;
            for (pid, member) in &self.members {
                if member.alive {
                    sys::kill(*pid);
                    left = true;
                }
            }
            let mine: Vec<i32> = self
                .members
                .iter()
                .filter(|(pid, m)| **pid != self.root && m.parent == self.judge)
                .map(|(pid, _)| *pid)
                .collect();
            for pid in mine {
                if let Some((_, waited)) = sys::reap(pid) {
                    self.reaped.0 += waited.cpu();
                    let helper = self.members.get(&pid).map_or(false, |m| m.helper);
                    if !helper {
                        self.reaped.1 = self.reaped.1.max(waited.peak_kib());
                    }
                    // Gone: its usage is in `reaped` now.
                    if let Some(member) = self.members.remove(&pid) {
                        self.gone_delay_ns += member.delay_ns;
                    }
                } else {
                    left = true;
                }
            }
            if !left || Instant::now() >= deadline {
                return running.unwrap_or_default();
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// The tree's usage, all told, once it has ended: what was seen and
    /// what was waited for, the root's CPU time left out (its waiter
    /// counts it).
    pub(super) fn usage_but_root(&self) -> Sample {
        self.seen_but(self.root)
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        ACTIVE.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Every process descending from the judge: ended on an interrupt.
pub(super) fn kill_descendants() -> usize {
    let judge = std::process::id() as i32;
    let all = processes();
    let mut ours: HashSet<i32> = HashSet::new();
    ours.insert(judge);
    let mut grew = true;
    while grew {
        grew = false;
        for (pid, stat) in &all {
            if !ours.contains(pid) && ours.contains(&stat.parent) {
                ours.insert(*pid);
                grew = true;
            }
        }
    }
    ours.remove(&judge);
    let mut killed = 0;
    for (pid, stat) in &all {
        if ours.contains(pid) && stat.state != b'Z' {
            sys::kill(*pid);
            killed += 1;
        }
    }
    killed
}
