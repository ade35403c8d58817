//! The cgroup layer: a cgroup of the run's (or the box's) own, a child of
//! the judge's own cgroup (so a limit on the judge caps the run too), in
//! each hierarchy the judge may make one in: pids (`pids.max` the run's
//! process limit: the kernel then refuses the fork or thread past it, to
//! root too, whom `RLIMIT_NPROC` exempts, and `pids.events` tells the
//! judge it did), memory and CPU accounting (a box's). cgroup v2 where
//! its controller can be had, else v1's hierarchy of that controller.

use super::super::layer::Unavailable;
use super::super::sys;
use std::cell::RefCell;
use std::fs;
use std::io;
use std::os::raw::c_int;
use std::os::unix::fs::FileExt;
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The start of every run's and box's cgroup's name:
/// `eight-judge-<judge pid>-<n>`.
const PREFIX: &str = "eight-judge-";

/// Which cgroup interface holds the runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Version {
    V1,
    V2,
}

/// Where the runs' cgroups are made: the judge's own cgroup, in the
/// hierarchy of one controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hierarchy {
    pub(crate) version: Version,
    pub(crate) controller: Controller,
    pub(crate) folder: PathBuf,
}

/// The controllers the judge uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Controller {
    Pids,
    Memory,
    /// CPU time: v1's `cpuacct`, v2's `cpu.stat` (there in every v2
    /// cgroup, the `cpu` controller enabled or not).
    Cpu,
}

impl Controller {
    /// Its name in v1's mount options, and in v2's `cgroup.controllers`
    /// (empty: needs none).
    fn names(self) -> (&'static str, &'static str) {
        match self {
            Controller::Pids => ("pids", "pids"),
            Controller::Memory => ("memory", "memory"),
            Controller::Cpu => ("cpuacct", ""),
        }
    }

    /// The file that says the hierarchy works: a limit written to it.
    fn tried(self) -> Option<(&'static str, &'static str)> {
        match self {
            Controller::Pids => Some(("pids.max", "max")),
            Controller::Memory | Controller::Cpu => None,
        }
    }
}

impl Hierarchy {
    /// Its name in the header: "pids cgroup (v1)".
    pub(in crate::run) fn name(&self) -> String {
        format!(
            "{} cgroup ({})",
            self.controller.names().0,
            self.version_name()
        )
    }

    /// "v1" or "v2".
    pub(crate) fn version_name(&self) -> &'static str {
        match self.version {
            Version::V1 => "v1",
            Version::V2 => "v2",
        }
    }
}

/// The judge's own cgroup of `controller`, where a child of it can be
/// made there; `Err` says why not, for each version. Removes the empty
/// cgroups left by judges that were killed.
pub(super) fn probe(controller: Controller) -> Result<Hierarchy, Unavailable> {
    let read = |path: &str| {
        fs::read_to_string(path).map_err(|e| Unavailable::Refused(format!("{}: {}", path, e)))
    };
    let cgroups = read("/proc/self/cgroup")?;
    let mounts = read("/proc/self/mountinfo")?;
    let mut why = Vec::new();
    // v2 first, but for CPU time, which v2 counts in every cgroup but
    // which, beside v1's hierarchies, lags behind v1's `cpuacct`.
    let versions = match controller {
        Controller::Cpu => [Version::V1, Version::V2],
        _ => [Version::V2, Version::V1],
    };
    for version in versions {
        match usable(version, controller, &cgroups, &mounts) {
            Ok(hierarchy) => {
                hierarchy.remove_stale();
                return Ok(hierarchy);
            }
            Err(reason) => why.push(reason.to_string()),
        }
    }
    Err(Unavailable::Refused(why.join("; ")))
}

/// The judge's cgroup of `version`, tried: a child made and removed.
fn usable(
    version: Version,
    controller: Controller,
    cgroups: &str,
    mounts: &str,
) -> Result<Hierarchy, Unavailable> {
    let (v1_name, v2_name) = controller.names();
    let (label, own_name) = match version {
        Version::V1 => ("v1", v1_name),
        Version::V2 => ("v2", ""),
    };
    let (root, point) = mount(mounts, version, v1_name).ok_or_else(|| {
        Unavailable::Refused(format!("{}: no {} hierarchy mounted", label, v1_name))
    })?;
    let own = own_path(cgroups, own_name)
        .ok_or_else(|| Unavailable::Refused(format!("{}: not in /proc/self/cgroup", label)))?;
    let folder = folder(&root, &point, &own).ok_or_else(|| {
        Unavailable::Refused(format!(
            "{}: the judge's cgroup {} is not under the mount",
            label, own
        ))
    })?;
    if version == Version::V2 && !v2_name.is_empty() {
        // SAFETY: a plain call.
        let euid = unsafe { sys::geteuid() };
        let busy = matches!(enable(&folder, v2_name), Err(Refused::HoldsProcesses(_)));
        if busy && delegated(&folder, euid) {
            into_leaf(&folder).map_err(|e| {
                Unavailable::Refused(format!(
                    "v2: cannot move the processes of {} into {}: {}",
                    folder.display(),
                    LEAF,
                    e
                ))
            })?;
        }
        enable(&folder, v2_name).map_err(|refused| Unavailable::Refused(refused.to_string()))?;
    }
    let hierarchy = Hierarchy {
        version,
        controller,
        folder,
    };
    let tried = hierarchy.folder.join(format!(
        "{}{}-probe-{}",
        PREFIX,
        std::process::id(),
        v1_name
    ));
    let made = fs::create_dir(&tried)
        .and_then(|()| match controller.tried() {
            Some((file, value)) => fs::write(tried.join(file), value),
            None => Ok(()),
        })
        .map_err(|e| {
            Unavailable::Refused(format!(
                "{}: cannot make a cgroup in {}: {}",
                label,
                hierarchy.folder.display(),
                e
            ))
        });
    let _ = fs::remove_dir(&tried);
    made.map(|()| hierarchy)
}

/// Whether cgroup v2 is mounted at `/sys/fs/cgroup` (the unified
/// hierarchy alone, as systemd lays it out), by `mountinfo`.
pub(crate) fn unified_at_sys_fs_cgroup(mountinfo: &str) -> bool {
    mountinfo.lines().any(|line| {
        let mut halves = line.split(" - ");
        let point = halves.next().and_then(|h| h.split(' ').nth(4));
        let kind = halves.next().and_then(|h| h.split(' ').next());
        point == Some("/sys/fs/cgroup") && kind == Some("cgroup2")
    })
}

/// The leaf a delegated v2 cgroup's processes move into, so that the
/// cgroup may hand its controllers down (v2 lets no cgroup with
/// processes of its own do both).
const LEAF: &str = "eight-judge-leaf";

/// Whether the judge may move the processes of its own v2 cgroup at
/// `folder` into a leaf: one delegated to a user that is not root (its
/// `cgroup.procs` the judge's user's, as in a systemd scope with
/// `Delegate=yes`). Never root's: its cgroups are the machine's (a
/// session scope, or the root of the hierarchy), systemd's to keep.
fn delegated(folder: &Path, euid: u32) -> bool {
    use std::os::unix::fs::MetadataExt;
    let owner = fs::metadata(folder.join("cgroup.procs")).map(|m| m.uid());
    euid != 0 && owner.map_or(false, |uid| uid == euid)
}

/// Moves every process of the v2 cgroup at `folder` into its leaf
/// [`LEAF`], made where missing.
fn into_leaf(folder: &Path) -> io::Result<()> {
    let leaf = folder.join(LEAF);
    match fs::create_dir(&leaf) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    let procs = fs::read_to_string(folder.join("cgroup.procs"))?;
    for pid in procs.split_whitespace() {
        match fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(leaf.join("cgroup.procs"))
            .and_then(|mut file| {
                use std::io::Write;
                file.write_all(format!("{}\n", pid).as_bytes())
            }) {
            Ok(()) => {}
            // A process that has gone since.
            Err(e) if e.raw_os_error() == Some(3) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Why v2's controller could not be handed down: what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Refused {
    /// The cgroup is not offered it.
    NotOffered(String),
    /// The cgroup holds processes (`EBUSY`): v2 lets no cgroup both hold
    /// processes and hand controllers down.
    HoldsProcesses(String),
    /// Anything else (no permission).
    Other(String),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Refused::NotOffered(why) | Refused::HoldsProcesses(why) | Refused::Other(why) => {
                write!(f, "{}", why)
            }
        }
    }
}

impl std::error::Error for Refused {}

/// Enables v2's `controller` for the children of `folder`, where its
/// `cgroup.controllers` offers it.
fn enable(folder: &Path, controller: &str) -> Result<(), Refused> {
    let offered = fs::read_to_string(folder.join("cgroup.controllers")).unwrap_or_default();
    if !offered.split_whitespace().any(|c| c == controller) {
        return Err(Refused::NotOffered(format!(
            "v2: no {} controller in {}",
            controller,
            folder.join("cgroup.controllers").display()
        )));
    }
    let subtree = folder.join("cgroup.subtree_control");
    let enabled = fs::read_to_string(&subtree).unwrap_or_default();
    if !enabled.split_whitespace().any(|c| c == controller) {
        if let Err(e) = fs::write(&subtree, format!("+{}", controller)) {
            let why = format!(
                "v2: cannot enable {} in {} ({}; a cgroup that holds processes, \
                 the judge's, cannot)",
                controller,
                subtree.display(),
                e
            );
            return Err(if e.raw_os_error() == Some(sys::EBUSY) {
                Refused::HoldsProcesses(why)
            } else {
                Refused::Other(why)
            });
        }
    }
    Ok(())
}

/// The mount of the hierarchy of `version` in `/proc/self/mountinfo`
/// (v1's: the one of `controller`): its root in the hierarchy and its
/// mount point.
fn mount(mountinfo: &str, version: Version, controller: &str) -> Option<(String, PathBuf)> {
    mountinfo.lines().find_map(|line| {
        // "ID PARENT MAJ:MIN ROOT POINT OPTIONS [TAGS...] - TYPE SOURCE SUPER".
        let (before, after) = line.split_once(" - ")?;
        let fields: Vec<&str> = before.split(' ').collect();
        let mut kind = after.split(' ');
        let wanted = match (kind.next()?, version) {
            ("cgroup2", Version::V2) => true,
            ("cgroup", Version::V1) => kind.nth(1)?.split(',').any(|o| o == controller),
            _ => false,
        };
        if !wanted {
            return None;
        }
        Some((
            unescape(fields.get(3)?),
            PathBuf::from(unescape(fields.get(4)?)),
        ))
    })
}

/// A mountinfo field with its octal escapes (`\040` a space) undone.
fn unescape(field: &str) -> String {
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let octal = bytes.get(i + 1..i + 4).filter(|_| bytes[i] == b'\\');
        match octal.and_then(|d| u8::from_str_radix(std::str::from_utf8(d).ok()?, 8).ok()) {
            Some(byte) => {
                out.push(byte);
                i += 4;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The judge's path in `/proc/self/cgroup`: v1's line that lists
/// `controller`, or v2's `0::` line when `controller` is empty.
fn own_path(cgroups: &str, controller: &str) -> Option<String> {
    cgroups.lines().find_map(|line| {
        let mut parts = line.splitn(3, ':');
        let (id, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
        let found = if controller.is_empty() {
            id == "0" && controllers.is_empty()
        } else {
            controllers.split(',').any(|c| c == controller)
        };
        found.then(|| path.to_string())
    })
}

/// The folder of cgroup `path` where the hierarchy's `root` is mounted
/// at `point`; `None` when the path lies outside what is mounted.
fn folder(root: &str, point: &Path, path: &str) -> Option<PathBuf> {
    let below = if root == "/" {
        path
    } else {
        let rest = path.strip_prefix(root)?;
        if !rest.is_empty() && !rest.starts_with('/') {
            return None;
        }
        rest
    };
    let below = below.trim_start_matches('/');
    Some(if below.is_empty() {
        point.to_path_buf()
    } else {
        point.join(below)
    })
}

impl Hierarchy {
    /// Removes the run cgroups of judges that have gone (a judge killed by
    /// SIGKILL leaves its cgroup behind, empty). A cgroup that still holds
    /// processes is kept: `rmdir` refuses it.
    fn remove_stale(&self) {
        let entries = match fs::read_dir(&self.folder) {
            Ok(entries) => entries,
            Err(_) => return,
        };
        for entry in entries.flatten() {
            if left_by_a_gone_judge(&entry.file_name(), PREFIX) {
                let _ = fs::remove_dir(entry.path());
            }
        }
    }
}

/// Whether `name` (`<prefix><judge pid>-...`) is a cgroup or a folder
/// left by a judge that has gone: not this one, and no process of that
/// pid here.
pub(crate) fn left_by_a_gone_judge(name: &std::ffi::OsStr, prefix: &str) -> bool {
    let judge = name
        .to_str()
        .and_then(|n| n.strip_prefix(prefix))
        .and_then(|rest| rest.split('-').next())
        .and_then(|pid| pid.parse::<u32>().ok());
    judge.map_or(false, |pid| {
        pid != std::process::id() && !Path::new(&format!("/proc/{}", pid)).exists()
    })
}

/// One run's (or one box's) cgroup in one hierarchy, made before the
/// fork; the child moves itself in by writing to [`Cgroup::procs_fd`].
/// Ended and removed by [`Cgroup::end`], or when dropped.
pub(crate) struct Cgroup {
    folder: PathBuf,
    version: Version,
    /// Its `cgroup.procs`, open for writing (closed on exec).
    procs: Option<fs::File>,
    /// Its files of one value read or written so far, kept open: a box's
    /// are read every run, and opening one costs more than reading it.
    open: RefCell<Vec<(String, bool, fs::File)>>,
}

impl Cgroup {
    /// A new cgroup under `hierarchy` that allows `tasks` processes and
    /// threads at once.
    pub(super) fn new(hierarchy: &Hierarchy, tasks: u64) -> io::Result<Cgroup> {
        let cgroup = Cgroup::make(hierarchy)?;
        cgroup.write("pids.max", &tasks.to_string())?;
        Ok(cgroup)
    }

    /// A new cgroup under `hierarchy`, its `cgroup.procs` open.
    pub(crate) fn make(hierarchy: &Hierarchy) -> io::Result<Cgroup> {
        static RUNS: AtomicUsize = AtomicUsize::new(0);
        // A judge of the same pid in another pid namespace may share the
        // folder: a name taken is passed over.
        let folder = loop {
            let folder = hierarchy.folder.join(format!(
                "{}{}-{}",
                PREFIX,
                std::process::id(),
                RUNS.fetch_add(1, Ordering::SeqCst)
            ));
            match fs::create_dir(&folder) {
                Ok(()) => break folder,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
        };
        let mut cgroup = Cgroup {
            folder,
            version: hierarchy.version,
            procs: None,
            open: RefCell::new(Vec::new()),
        };
        cgroup.procs = Some(
            fs::OpenOptions::new()
                .write(true)
                .open(cgroup.folder.join("cgroup.procs"))?,
        );
        Ok(cgroup)
    }

    /// Its folder.
    pub(crate) fn folder(&self) -> &Path {
        &self.folder
    }

    /// Writes `value` to its file `name`.
    pub(crate) fn write(&self, name: &str, value: &str) -> io::Result<()> {
        self.with_file(name, true, |file| {
            file.write_at(value.as_bytes(), 0).map(|_| ())
        })
    }

    /// Its file `name`. A cgroup's file is made whole at the first read
    /// (`seq_file`): a read that does not fill the buffer has all of it,
    /// and no second read is needed to see its end (a run's count reads
    /// some seven files, twice each, before and after it).
    pub(crate) fn read(&self, name: &str) -> io::Result<String> {
        self.with_file(name, false, |file| {
            let mut text = Vec::new();
            let mut buffer = [0u8; 4096];
            loop {
                let read = file.read_at(&mut buffer, text.len() as u64)?;
                text.extend_from_slice(&buffer[..read]);
                if read < buffer.len() {
                    return String::from_utf8(text)
                        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e));
                }
            }
        })
    }

    /// `act` on its file `name`, opened for writing or for reading once
    /// and kept open.
    fn with_file<T>(
        &self,
        name: &str,
        writing: bool,
        act: impl FnOnce(&fs::File) -> io::Result<T>,
    ) -> io::Result<T> {
        let mut open = self.open.borrow_mut();
        let found = open.iter().position(|(n, w, _)| n == name && *w == writing);
        let at = match found {
            Some(at) => at,
            None => {
                let file = fs::OpenOptions::new()
                    .read(!writing)
                    .write(writing)
                    .open(self.folder.join(name))?;
                open.push((name.to_string(), writing, file));
                open.len() - 1
            }
        };
        act(&open[at].2)
    }

    /// Its file `name` as one number (`max`: `u64::MAX`).
    pub(crate) fn number(&self, name: &str) -> Option<u64> {
        let text = self.read(name).ok()?;
        let text = text.trim();
        if text == "max" {
            return Some(u64::MAX);
        }
        text.parse().ok()
    }

    /// The number of key `key` in its flat-keyed file `name` (`max 3`).
    pub(crate) fn keyed(&self, name: &str, key: &str) -> Option<u64> {
        let text = self.read(name).ok()?;
        text.lines().find_map(|line| {
            let (found, value) = line.split_once(' ')?;
            (found == key).then(|| value.trim().parse().ok())?
        })
    }

    /// The ids its file `name` lists, one a line (`cgroup.procs`,
    /// `tasks`): opened afresh each time, since a list read to its end
    /// is not read again from its start through the same descriptor.
    pub(crate) fn ids(&self, name: &str) -> Vec<i32> {
        let listed = fs::read_to_string(self.folder.join(name)).unwrap_or_default();
        listed
            .lines()
            .filter_map(|l| l.trim().parse::<i32>().ok())
            .collect()
    }

    /// The descriptor the child writes "0" to, to move itself in.
    pub(crate) fn procs_fd(&self) -> c_int {
        self.procs.as_ref().map_or(-1, |file| file.as_raw_fd())
    }

    /// Whether a fork or a thread of the run was refused at `pids.max`
    /// (`pids.events`' `max`, v1's and v2's alike).
    pub(crate) fn refused(&self) -> bool {
        self.keyed("pids.events", "max").map_or(false, |n| n > 0)
    }

    /// Kills every process in it now: v2's `cgroup.kill`, where there is
    /// one, and each pid `cgroup.procs` lists. Reads no more than that
    /// file, so a judge starved by a bomb's processes ends them soon.
    pub(crate) fn kill_all(&self) {
        if self.version == Version::V2 {
            let _ = fs::write(self.folder.join("cgroup.kill"), "1");
        }
        for pid in self.ids("cgroup.procs") {
            sys::kill(pid);
        }
    }

    /// Kills every process left in it ([`Cgroup::kill_all`]) until none
    /// is, and removes it; gives up at `deadline`.
    pub(crate) fn end(&mut self, deadline: Instant) {
        self.open.borrow_mut().clear();
        if self.procs.take().is_none() && !self.folder.exists() {
            return;
        }
        loop {
            self.kill_all();
            let removed = fs::remove_dir(&self.folder);
            let gone = match &removed {
                Ok(()) => true,
                Err(e) => e.kind() == io::ErrorKind::NotFound,
            };
            if gone || Instant::now() >= deadline {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        self.end(Instant::now() + Duration::from_secs(2));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MOUNTS: &str = "\
31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
";

    #[test]
    fn the_mounts_are_found_in_mountinfo() {
        assert_eq!(
            mount(MOUNTS, Version::V1, "pids"),
            Some(("/".to_string(), PathBuf::from("/sys/fs/cgroup/pids")))
        );
        assert_eq!(
            mount(MOUNTS, Version::V2, "pids"),
            Some(("/".to_string(), PathBuf::from("/sys/fs/cgroup/unified")))
        );
        let other = "25 1 0:22 /a\\040b /mnt/c\\040d rw shared:9 - cgroup2 none rw\n";
        assert_eq!(
            mount(other, Version::V2, "pids"),
            Some(("/a b".to_string(), PathBuf::from("/mnt/c d")))
        );
        assert_eq!(mount(other, Version::V1, "pids"), None);
        assert_eq!(
            mount(MOUNTS, Version::V1, "memory"),
            Some(("/".to_string(), PathBuf::from("/sys/fs/cgroup/memory")))
        );
    }

    #[test]
    fn the_judges_own_path_is_read_from_proc_self_cgroup() {
        let cgroups = "9:name=systemd:/\n8:pids:/test/f\n4:memory:/m\n0::/user.slice/x\n";
        assert_eq!(own_path(cgroups, "pids"), Some("/test/f".to_string()));
        assert_eq!(own_path(cgroups, ""), Some("/user.slice/x".to_string()));
        assert_eq!(own_path("4:memory:/m\n", "pids"), None);
        assert_eq!(own_path("8:cpu,pids:/a\n", "pids"), Some("/a".to_string()));
    }

    /// A v2 cgroup laid out in a folder: its files as the kernel shows
    /// them, the judge's user their owner.
    fn laid_out(name: &str, procs: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("cgroup-{}-{}", name, std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        fs::write(folder.join("cgroup.procs"), procs).unwrap();
        fs::write(folder.join("cgroup.controllers"), "cpu memory pids\n").unwrap();
        fs::write(folder.join("cgroup.subtree_control"), "").unwrap();
        folder
    }

    #[test]
    fn a_delegated_cgroups_processes_move_into_a_leaf_and_its_controllers_go_down() {
        let folder = laid_out("delegated", "41\n42\n");
        // SAFETY: a plain call.
        let euid = unsafe { sys::geteuid() };
        // The judge's user owns it: delegated to a plain user, never to
        // root (whose cgroups are the machine's: its session scope, or
        // the hierarchy's root).
        assert_eq!(delegated(&folder, euid), euid != 0);
        assert!(!delegated(&folder, euid + 1));
        assert!(!delegated(&folder, 0));
        into_leaf(&folder).unwrap();
        let moved = fs::read_to_string(folder.join(LEAF).join("cgroup.procs")).unwrap();
        assert_eq!(moved, "41\n42\n");
        enable(&folder, "pids").unwrap();
        let enabled = fs::read_to_string(folder.join("cgroup.subtree_control")).unwrap();
        assert_eq!(enabled, "+pids");
        // A controller the cgroup is not offered: said so, and no cause
        // to move anything.
        let refused = enable(&folder, "rdma").unwrap_err();
        assert!(matches!(refused, Refused::NotOffered(_)), "{:?}", refused);
        assert!(
            refused.to_string().contains("no rdma controller"),
            "{}",
            refused
        );
        fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_unified_hierarchy_is_found_at_sys_fs_cgroup_alone() {
        let v2 = "30 23 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw\n";
        let hybrid = "30 23 0:26 / /sys/fs/cgroup/unified rw,nosuid - cgroup2 cgroup2 rw\n";
        assert!(unified_at_sys_fs_cgroup(v2));
        assert!(!unified_at_sys_fs_cgroup(hybrid));
        assert!(!unified_at_sys_fs_cgroup(""));
    }

    #[test]
    fn only_what_a_gone_judge_left_is_stale() {
        let gone = |name: &str| left_by_a_gone_judge(std::ffi::OsStr::new(name), PREFIX);
        // No pid reaches past pid_max.
        assert!(gone("eight-judge-99999999-0"));
        assert!(gone("eight-judge-99999999-probe-pids"));
        assert!(!gone(&format!("eight-judge-{}-3", std::process::id())));
        assert!(!gone("eight-judge-1-0"));
        assert!(!gone("other-99999999-0"));
        assert!(!gone("eight-judge-x-0"));
    }

    #[test]
    fn a_path_is_placed_under_the_mount_of_its_root() {
        let point = Path::new("/sys/fs/cgroup");
        assert_eq!(folder("/", point, "/"), Some(point.to_path_buf()));
        assert_eq!(folder("/", point, "/a/b"), Some(point.join("a/b")));
        assert_eq!(folder("/a", point, "/a/b"), Some(point.join("b")));
        assert_eq!(folder("/a", point, "/a"), Some(point.to_path_buf()));
        assert_eq!(folder("/a", point, "/ab"), None);
        assert_eq!(folder("/a", point, "/c"), None);
    }
}
