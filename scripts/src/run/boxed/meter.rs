//! A box's meter: its cgroups where the judge may make them, else its
//! census of the box's tree (`census.rs`).
//!
//! A box's cgroups, and what they count of each run: a pids cgroup (its
//! `pids.max` the run's process limit, the keeper's one process beside
//! it), a memory cgroup (its limit the run's memory stop above what the
//! box held before the run, its peak reset before each run, so that the
//! peak less that baseline is the run's whole tree's memory, shared
//! memory, memfds and page cache included, as isolate's `--cg-mem`
//! counts it), and CPU accounting (every process of the run, waited for
//! or not, less the keeper's own). v1's three hierarchies or v2's one
//! cgroup. The run's time starved of a CPU comes from its threads'
//! `/proc/<tid>/schedstat`.

use super::super::contain::cgroup::{Hierarchy, Version};
use super::super::contain::Cgroup;
use super::super::spec::CountedBy;
use super::super::Limits;
use super::census::Census;
use super::reading::Reading;
use std::collections::HashMap;
use std::fs;
use std::io;
use std::os::raw::c_int;
use std::time::Duration;

/// What counts a box's runs.
pub(super) enum Meter {
    /// The box's cgroups.
    Cgroups(Cgroups),
    /// The box's tree, looked at (no cgroup could be had).
    Census(Census),
}

/// A box's cgroups.
pub(super) struct Cgroups {
    /// Each cgroup once (v2's one serves all three).
    cgroups: Vec<Cgroup>,
    version: Version,
    pids: usize,
    memory: usize,
    cpu: usize,
    /// The keeper, in the judge's pid namespace: its own CPU time is not
    /// the run's, nor are its threads.
    keeper: i32,
    /// Whether the machine swaps: v1's swap limit is then set too.
    swaps: bool,
    /// The time each thread of the run had waited for a CPU when last
    /// seen, nanoseconds, and that of threads gone.
    delays: HashMap<i32, u64>,
    gone_delay: u64,
    /// The process and memory limits set last, left as they are when a
    /// run has the same.
    set: Option<(u64, u64)>,
    /// What the memory cgroup held after its last reclaim, each part
    /// lowered to any lower one seen before a run since: the next run is
    /// reclaimed for only when a part has grown past its slack.
    floor: Option<Held>,
}

/// What a memory cgroup holds: its usage, and the kernel's memory in it
/// (v1's `memory.kmem.usage_in_bytes`, v2's `kernel` in `memory.stat`;
/// 0 where neither is there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Held {
    usage: u64,
    kernel: u64,
}

impl Held {
    /// The usage less the kernel's memory: page cache, and a process's
    /// own memory.
    fn pages(&self) -> u64 {
        self.usage.saturating_sub(self.kernel)
    }

    /// Each part the lower of the two.
    fn lowest(self, other: Held) -> Held {
        Held {
            usage: self.usage.min(other.usage),
            kernel: self.kernel.min(other.kernel),
        }
    }
}

/// How far the memory cgroup's pages (its usage less the kernel's memory)
/// may be above their floor before a run with no reclaim: the page cache
/// an earlier case left that the next could drop and use again is at most
/// this.
const SLACK: u64 = 256 << 10;

/// How far the kernel's memory in the cgroup may be above its floor: it
/// moves by 1 to 3.5 MiB between runs on its own (what processes gone
/// held, freed late; measured on v1, 2 CPUs), none of which a reclaim
/// frees, so that with the usage alone a quarter of the runs reclaimed
/// for nothing. What it bounds is the reclaimable part: dentries and
/// inodes an earlier case had the kernel cache, which the next run's
/// pressure would free for it. A floor lowered to each lower part seen
/// keeps the kernel's memory freed late from hiding either.
const KERNEL_SLACK: u64 = 4 << 20;

/// What the cgroups held as a run began.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Start {
    cpu_ns: u64,
    keeper_ns: u64,
    baseline: u64,
    refused_forks: u64,
    failed_charges: u64,
    oom_kills: u64,
}

impl Meter {
    /// The box's meter, as its spec counts: its cgroups, or a census;
    /// `Err` where a box's cgroups could not be made.
    pub(super) fn new(counting: &CountedBy) -> io::Result<Meter> {
        match counting {
            CountedBy::Cgroups(hierarchies) => Cgroups::new(hierarchies).map(Meter::Cgroups),
            CountedBy::Census(_) => Ok(Meter::Census(Census::new())),
        }
    }

    /// The cgroups' folders (none for a census).
    pub(super) fn folders(&self) -> Vec<std::path::PathBuf> {
        match self {
            Meter::Cgroups(cgroups) => cgroups.folders(),
            Meter::Census(_) => Vec::new(),
        }
    }

    /// The descriptors the keeper writes itself to, one a cgroup.
    pub(super) fn procs_fds(&self) -> Vec<c_int> {
        match self {
            Meter::Cgroups(cgroups) => cgroups.procs_fds(),
            Meter::Census(_) => Vec::new(),
        }
    }

    /// The keeper, once started, and the box's working folder.
    pub(super) fn set_keeper(&mut self, keeper: i32, work: &std::path::Path) {
        match self {
            Meter::Cgroups(cgroups) => cgroups.keeper = keeper,
            Meter::Census(census) => census.set_keeper(keeper, work),
        }
    }

    /// The run's standard streams, by their pipes' inodes: the judge
    /// drains and fills them, and a census counts them not as the run's.
    pub(super) fn set_streams(&mut self, inodes: &[u64]) {
        if let Meter::Census(census) = self {
            census.set_streams(inodes);
        }
    }

    /// The `RLIMIT_NPROC` a run under `limits` gets: none where a pids
    /// cgroup holds the number of processes.
    pub(super) fn tasks_rlimit(&self, limits: &Limits) -> Option<u64> {
        match self {
            Meter::Cgroups(_) => None,
            Meter::Census(_) => Some(Census::tasks_rlimit(limits)),
        }
    }

    /// Before a run under `limits`: its limits set, and what is held now.
    pub(super) fn prepare(&mut self, limits: &Limits) -> io::Result<Start> {
        match self {
            Meter::Cgroups(cgroups) => cgroups.prepare(limits),
            Meter::Census(census) => {
                census.prepare();
                Ok(Start::default())
            }
        }
    }

    /// What the run has used since `start`; with `watching`, how long it
    /// has been starved of a CPU too.
    pub(super) fn count(&mut self, start: &Start, watching: bool) -> Reading {
        match self {
            Meter::Cgroups(cgroups) => cgroups.count(start, watching),
            Meter::Census(census) => census.count(watching),
        }
    }

    /// Whether a memory cgroup counts the box's memory: its charge, then,
    /// is the run's figure that decides.
    pub(super) fn charges(&self) -> bool {
        matches!(self, Meter::Cgroups(_))
    }

    /// What the run used, all told, once it has ended: `reaped_kib` is
    /// the largest `ru_maxrss` of the processes the keeper reaped.
    pub(super) fn count_ended(&mut self, start: &Start, reaped_kib: u64) -> Reading {
        match self {
            Meter::Cgroups(cgroups) => cgroups.count(start, false),
            Meter::Census(census) => {
                let mut reading = census.count(false);
                reading.peak_kib = census.peak_with(reaped_kib);
                reading
            }
        }
    }

    /// The names of the run's processes still there.
    pub(super) fn names_left(&self) -> Vec<String> {
        let processes = match self {
            Meter::Cgroups(cgroups) => {
                let tasks = cgroups.cgroups[cgroups.pids].number("pids.current");
                if tasks.map_or(false, |n| n <= 1) {
                    return Vec::new();
                }
                cgroups.processes()
            }
            Meter::Census(census) => census.processes(),
        };
        if processes.is_empty() {
            return Vec::new();
        }
        std::thread::sleep(Duration::from_millis(10));
        let processes = match self {
            Meter::Cgroups(cgroups) => cgroups.processes(),
            Meter::Census(census) => census.processes(),
        };
        let mut left: Vec<(i32, String)> = processes
            .into_iter()
            .filter_map(|pid| {
                let name = fs::read_to_string(format!("/proc/{}/comm", pid)).ok()?;
                Some((pid, name.trim_end().to_string()))
            })
            .collect();
        left.sort();
        left.into_iter().map(|(_, name)| name).collect()
    }

    /// The largest stack of the run's processes, KiB.
    pub(super) fn stack_kib(&self) -> u64 {
        match self {
            Meter::Cgroups(cgroups) => cgroups.stack_kib(),
            Meter::Census(census) => census.stack_kib(),
        }
    }

    /// Removes the cgroups, if any.
    pub(super) fn end(&mut self) {
        if let Meter::Cgroups(cgroups) = self {
            cgroups.end();
        }
    }
}

impl Cgroups {
    /// New cgroups for a box under `hierarchies` (pids, memory, CPU).
    fn new(hierarchies: &[Hierarchy; 3]) -> io::Result<Cgroups> {
        let mut cgroups: Vec<Cgroup> = Vec::new();
        let mut folders: Vec<&std::path::Path> = Vec::new();
        let mut index = [0; 3];
        for (slot, hierarchy) in index.iter_mut().zip(hierarchies.iter()) {
            match folders
                .iter()
                .position(|f| *f == hierarchy.folder.as_path())
            {
                Some(at) => *slot = at,
                None => {
                    *slot = cgroups.len();
                    folders.push(&hierarchy.folder);
                    cgroups.push(Cgroup::make(hierarchy)?);
                }
            }
        }
        let swaps = fs::read_to_string("/proc/swaps").map_or(false, |t| t.lines().count() > 1);
        Ok(Cgroups {
            cgroups,
            version: hierarchies[0].version,
            pids: index[0],
            memory: index[1],
            cpu: index[2],
            keeper: 0,
            swaps,
            delays: HashMap::new(),
            gone_delay: 0,
            set: None,
            floor: None,
        })
    }

    /// The cgroups' folders.
    pub(super) fn folders(&self) -> Vec<std::path::PathBuf> {
        self.cgroups
            .iter()
            .map(|c| c.folder().to_path_buf())
            .collect()
    }

    /// The descriptors the keeper writes itself to, one a cgroup.
    pub(super) fn procs_fds(&self) -> Vec<c_int> {
        self.cgroups.iter().map(Cgroup::procs_fd).collect()
    }

    fn v1(&self) -> bool {
        self.version == Version::V1
    }

    /// Before a run under `limits`: its process limit and its memory
    /// limit set, the peak reset, and what the cgroups hold now.
    pub(super) fn prepare(&mut self, limits: &Limits) -> io::Result<Start> {
        self.delays.clear();
        self.gone_delay = 0;
        // The keeper is a process of the cgroup too.
        let tasks = u64::from(limits.processes) + 1;
        let (usage, peak, limit) = if self.v1() {
            (
                "memory.usage_in_bytes",
                "memory.max_usage_in_bytes",
                "memory.limit_in_bytes",
            )
        } else {
            ("memory.current", "memory.peak", "memory.max")
        };
        let baseline = self.baseline(usage);
        let memory = &self.cgroups[self.memory];
        let bytes = baseline.saturating_add(limits.memory_stop().saturating_mul(1024));
        // The baseline moves by pages between runs: a limit set last that
        // is no lower and less than a MiB higher stands.
        let same = self.set.map_or(false, |(t, b)| {
            t == tasks && b >= bytes && b - bytes < 1 << 20
        });
        if !same {
            self.cgroups[self.pids].write("pids.max", &tasks.to_string())?;
            if self.v1() && self.swaps {
                let _ = memory.write("memory.memsw.limit_in_bytes", "-1");
            }
            memory.write(limit, &bytes.to_string())?;
            if self.v1() && self.swaps {
                memory.write("memory.memsw.limit_in_bytes", &bytes.to_string())?;
            } else if !self.v1() {
                let _ = memory.write("memory.swap.max", "0");
            }
            self.set = Some((tasks, bytes));
        }
        // v1 sets the peak to the usage now; v2 (Linux 6.12) resets it.
        let _ = memory.write(peak, if self.v1() { "0" } else { "reset" });
        Ok(Start {
            cpu_ns: self.cpu_ns(),
            keeper_ns: self.keeper_ns(),
            baseline,
            refused_forks: self.cgroups[self.pids]
                .keyed("pids.events", "max")
                .unwrap_or(0),
            failed_charges: self.failed_charges(),
            oom_kills: self.oom_kills(),
        })
    }

    /// The memory cgroup's usage before a run (its file `usage`), once
    /// reclaimed where [`reclaim_due`] says so.
    fn baseline(&mut self, usage: &str) -> u64 {
        match self.held(usage) {
            Some(now) if !reclaim_due(now, self.floor) => {
                self.floor = self.floor.map(|floor| floor.lowest(now));
                now.usage
            }
            _ => {
                reclaim(&self.cgroups[self.memory], self.v1());
                self.floor = self.held(usage);
                self.floor.map_or(0, |after| after.usage)
            }
        }
    }

    /// What the memory cgroup holds now, its usage read from `usage`.
    fn held(&self, usage: &str) -> Option<Held> {
        let memory = &self.cgroups[self.memory];
        let kernel = if self.v1() {
            memory.number("memory.kmem.usage_in_bytes")
        } else {
            memory.keyed("memory.stat", "kernel")
        };
        Some(Held {
            usage: memory.number(usage)?,
            kernel: kernel.unwrap_or(0),
        })
    }

    /// The CPU time of every process in the cgroup, ever, nanoseconds.
    fn cpu_ns(&self) -> u64 {
        let cpu = &self.cgroups[self.cpu];
        if self.v1() {
            cpu.number("cpuacct.usage").unwrap_or(0)
        } else {
            cpu.keyed("cpu.stat", "usage_usec").unwrap_or(0) * 1000
        }
    }

    /// The keeper's own CPU time, nanoseconds.
    fn keeper_ns(&self) -> u64 {
        schedstat(self.keeper).map_or(0, |(ran, _)| ran)
    }

    /// How often a charge of memory met the limit.
    fn failed_charges(&self) -> u64 {
        let memory = &self.cgroups[self.memory];
        if self.v1() {
            memory.number("memory.failcnt").unwrap_or(0)
        } else {
            memory.keyed("memory.events", "max").unwrap_or(0)
        }
    }

    /// How many processes the kernel killed at the memory limit.
    fn oom_kills(&self) -> u64 {
        let memory = &self.cgroups[self.memory];
        let file = if self.v1() {
            "memory.oom_control"
        } else {
            "memory.events"
        };
        memory.keyed(file, "oom_kill").unwrap_or(0)
    }

    /// What the run has used since `start`; with `watching`, how long it
    /// has been starved of a CPU too (not once it has ended).
    pub(super) fn count(&mut self, start: &Start, watching: bool) -> Reading {
        let memory = &self.cgroups[self.memory];
        let peak_file = if self.v1() {
            "memory.max_usage_in_bytes"
        } else {
            "memory.peak"
        };
        let peak = memory.number(peak_file).unwrap_or(0);
        let keeper = self.keeper_ns().saturating_sub(start.keeper_ns);
        let cpu = self
            .cpu_ns()
            .saturating_sub(start.cpu_ns)
            .saturating_sub(keeper);
        let tasks = self.cgroups[self.pids]
            .number("pids.current")
            .unwrap_or(1)
            .saturating_sub(1);
        let refused = self.cgroups[self.pids]
            .keyed("pids.events", "max")
            .unwrap_or(0);
        Reading {
            cpu: Duration::from_nanos(cpu),
            peak_kib: peak.saturating_sub(start.baseline) / 1024,
            tasks,
            starved: if watching {
                self.starved()
            } else {
                Duration::ZERO
            },
            forks_refused: refused > start.refused_forks,
            memory_refused: self.oom_kills() > start.oom_kills
                || self.failed_charges() > start.failed_charges,
        }
    }

    /// How long the run's threads have waited for a CPU, those gone too.
    fn starved(&mut self) -> Duration {
        let file = if self.v1() { "tasks" } else { "cgroup.threads" };
        let threads = self.cgroups[self.cpu].ids(file);
        let mut now = HashMap::with_capacity(threads.len());
        for thread in threads.into_iter().filter(|&t| t != self.keeper) {
            if let Some((_, waited)) = schedstat(thread) {
                now.insert(thread, waited);
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

    /// The processes of the box but the keeper, in the judge's pid
    /// namespace.
    pub(super) fn processes(&self) -> Vec<i32> {
        let mut pids = self.cgroups[self.pids].ids("cgroup.procs");
        pids.retain(|&pid| pid != self.keeper);
        pids
    }

    /// The largest stack of the run's processes now, KiB.
    pub(super) fn stack_kib(&self) -> u64 {
        self.processes()
            .into_iter()
            .filter_map(|pid| {
                let text = fs::read_to_string(format!("/proc/{}/status", pid)).ok()?;
                let line = text.lines().find(|l| l.starts_with("VmStk:"))?;
                line[6..].trim().trim_end_matches("kB").trim().parse().ok()
            })
            .max()
            .unwrap_or(0)
    }

    /// Removes the cgroups (killing what is left in them: the keeper is
    /// gone or going), giving up after two seconds.
    pub(super) fn end(&mut self) {
        let deadline = std::time::Instant::now() + Duration::from_secs(2);
        for cgroup in &mut self.cgroups {
            cgroup.end(deadline);
        }
    }
}

/// Reclaims what the box's memory cgroup holds that can be reclaimed
/// (page cache, slab) before a run whose baseline has grown past its
/// floor (`Meter::floor`), so that the baseline holds nothing the run
/// could drop (`posix_fadvise(DONTNEED)` on a file an earlier run read)
/// to use that much more under its limit: v1's `memory.force_empty`
/// (which, the keeper still there, reclaims all it can and leaves the
/// keeper's own memory), v2's `memory.reclaim`. It costs 80 us to a few
/// ms (v1 drains every CPU's page lists, and tries five times to empty
/// the cgroup of what it cannot free), hence not before every run.
fn reclaim(memory: &Cgroup, v1: bool) {
    if v1 {
        let _ = memory.write("memory.force_empty", "0");
    } else if let Some(current) = memory.number("memory.current") {
        let _ = memory.write("memory.reclaim", &current.to_string());
    }
}

/// Whether the memory cgroup is to be reclaimed before a run, holding
/// `now`: on a box's first run, and when its pages are more than
/// [`SLACK`] above their floor or the kernel's memory in it more than
/// [`KERNEL_SLACK`] above its.
fn reclaim_due(now: Held, floor: Option<Held>) -> bool {
    floor.map_or(true, |floor| {
        now.pages() > floor.pages().saturating_add(SLACK)
            || now.kernel > floor.kernel.saturating_add(KERNEL_SLACK)
    })
}

/// A thread's `/proc/<tid>/schedstat`: nanoseconds it ran and waited to
/// run.
fn schedstat(thread: i32) -> Option<(u64, u64)> {
    let text = fs::read_to_string(format!("/proc/{}/schedstat", thread)).ok()?;
    let mut numbers = text.split_whitespace().map(|n| n.parse::<u64>().ok());
    Some((numbers.next()??, numbers.next()??))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cgroup_is_reclaimed_first_then_past_a_slack_alone() {
        let held = |usage: u64, kernel: u64| Held { usage, kernel };
        let lowest = held(3 << 20, 1 << 20);
        let floor = Some(lowest);
        assert!(reclaim_due(held(1 << 20, 0), None));
        assert!(!reclaim_due(held(3 << 20, 1 << 20), floor));
        // Pages: up to the slack, then past it.
        assert!(!reclaim_due(held((3 << 20) + SLACK, 1 << 20), floor));
        assert!(reclaim_due(held((3 << 20) + SLACK + 4096, 1 << 20), floor));
        // Kernel memory moving on its own: past the pages' slack, not its.
        let kernel = (1 << 20) + KERNEL_SLACK;
        assert!(!reclaim_due(held((2 << 20) + kernel, kernel), floor));
        assert!(reclaim_due(
            held((2 << 20) + kernel + 4096, kernel + 4096),
            floor
        ));
        // Page cache behind kernel memory freed since: still its pages.
        assert!(reclaim_due(held(3 << 20, 0), floor));
        // Below the floor: no reclaim, and the floor comes down to it.
        assert!(!reclaim_due(held(4096, 0), floor));
        assert_eq!(lowest.lowest(held(4 << 20, 0)), held(3 << 20, 0));
    }

    #[test]
    fn schedstat_gives_the_time_run_and_the_time_waited() {
        // SAFETY: a plain call.
        let (ran, _) = schedstat(unsafe { super::super::super::sys::getpid() }).unwrap();
        assert!(ran > 0);
        assert_eq!(schedstat(-5), None);
    }
}
