//! Containment of a run on Linux, in layers, the strongest the machine
//! allows: rlimits and `PR_SET_NO_NEW_PRIVS` always, then a pids
//! cgroup, namespaces, Landlock and seccomp where the machine has them.
//! Each layer is probed once a judge run, applied in the child between
//! fork and exec (system calls only, everything made before the fork),
//! and named in the header, a missing one as missing.

mod cgroup;
mod landlock;
mod namespaces;
mod rlimits;
mod seccomp;
mod sys;

pub(super) use cgroup::Cgroup;

use super::{Containment, Job};
use std::io;
use std::os::raw::c_int;
use std::path::Path;
use std::sync::Mutex;

/// What the machine allows, probed once.
#[derive(Clone, Debug)]
pub(crate) struct Layers {
    pub(crate) cgroup: Result<cgroup::Hierarchy, String>,
    pub(crate) namespaces: Result<(), String>,
    pub(crate) landlock: Result<i32, String>,
    pub(crate) seccomp: Result<(), String>,
    /// Whether the judge runs as root, whom `RLIMIT_NPROC` never stops.
    pub(crate) root: bool,
}

/// The layers, probed on the first call.
pub(crate) fn layers() -> Layers {
    static PROBED: Mutex<Option<Layers>> = Mutex::new(None);
    let mut probed = PROBED.lock().unwrap_or_else(|e| e.into_inner());
    probed
        .get_or_insert_with(|| {
            extern "C" {
                fn geteuid() -> u32;
            }
            Layers {
                cgroup: cgroup::probe(),
                namespaces: namespaces::probe(),
                landlock: landlock::probe(),
                seccomp: seccomp::probe(),
                // SAFETY: a plain call.
                root: unsafe { geteuid() } == 0,
            }
        })
        .clone()
}

/// The header's line: what holds a run, and what is missing.
pub(crate) fn summary(processes: u32) -> String {
    let layers = layers();
    let mut held = Vec::new();
    let mut missing = Vec::new();
    match &layers.cgroup {
        Ok(hierarchy) => held.push(hierarchy.name()),
        Err(why) => missing.push(format!("pids cgroup ({})", why)),
    }
    match &layers.namespaces {
        Ok(()) => held.push(namespaces::NAME.to_string()),
        Err(why) => missing.push(format!("namespaces ({})", why)),
    }
    match &layers.landlock {
        Ok(abi) => held.push(format!("Landlock ABI {}", abi)),
        Err(why) => missing.push(format!("Landlock ({})", why)),
    }
    match &layers.seccomp {
        Ok(()) => held.push("seccomp".to_string()),
        Err(why) => missing.push(format!("seccomp ({})", why)),
    }
    held.push(rlimits::NAME.to_string());
    let counted = if layers.cgroup.is_ok() {
        "pids.max of its cgroup: the kernel refuses the fork past it"
    } else if layers.namespaces.is_ok() && !layers.root {
        "RLIMIT_NPROC in its user namespace"
    } else if layers.root {
        "counted by the judge's watcher, which a fork bomb may outrun: \
         root is exempt from RLIMIT_NPROC"
    } else {
        "counted by the judge's watcher, which a fork bomb may outrun"
    };
    let mut line = format!(
        "contained: {}; at most {} processes ({})",
        held.join("; "),
        processes,
        counted
    );
    if !missing.is_empty() {
        line.push_str(&format!("; missing: {}", missing.join("; ")));
    }
    line
}

/// What one run's child applies, made before the fork.
pub(super) struct Plan {
    maps: Option<namespaces::Maps>,
    /// The write end of the pipe the init reports the solution's end on.
    status_fd: c_int,
    landlock: Option<landlock::Rules>,
    seccomp: Vec<seccomp::Instruction>,
    tasks: Option<u64>,
    /// The run's cgroup and what its `pids.max` allows, where it gets one.
    cgroup: Option<(cgroup::Hierarchy, u64)>,
    /// The run's `cgroup.procs`, which the child writes itself to (-1: none).
    cgroup_fd: c_int,
}

/// Processes of a run that are the judge's own (the namespaces' first
/// child and its init), left out of its count and its memory.
pub(super) const HELPERS: usize = 2;

impl Plan {
    /// The plan for `job` in `folder` under its containment level.
    pub(super) fn new(job: &Job, folder: &Path) -> Plan {
        let nothing = Plan {
            maps: None,
            status_fd: -1,
            landlock: None,
            seccomp: Vec::new(),
            tasks: None,
            cgroup: None,
            cgroup_fd: -1,
        };
        if job.limits.containment != Containment::Run {
            return nothing;
        }
        let layers = layers();
        let forbidden = crate::workspace().join("testdata");
        Plan {
            maps: layers
                .namespaces
                .as_ref()
                .ok()
                .map(|()| namespaces::Maps::new()),
            landlock: layers
                .landlock
                .as_ref()
                .ok()
                .map(|&abi| landlock::Rules::new(abi, job.command, folder, &forbidden)),
            seccomp: if layers.seccomp.is_ok() {
                seccomp::filter()
            } else {
                Vec::new()
            },
            tasks: layers
                .namespaces
                .as_ref()
                .ok()
                .map(|()| u64::from(job.limits.processes) + HELPERS as u64 + 1),
            // The judge's child and the init are in it too.
            cgroup: layers.cgroup.as_ref().ok().map(|hierarchy| {
                let helpers = if layers.namespaces.is_ok() {
                    HELPERS
                } else {
                    0
                };
                (
                    hierarchy.clone(),
                    u64::from(job.limits.processes) + helpers as u64,
                )
            }),
            ..nothing
        }
    }

    /// Whether the run goes in namespaces, its init reporting on a pipe.
    pub(super) fn in_namespaces(&self) -> bool {
        self.maps.is_some()
    }

    /// The run's cgroup, made now, where the plan has one: the child moves
    /// itself in before anything else.
    pub(super) fn make_cgroup(&mut self) -> io::Result<Option<Cgroup>> {
        let made = match &self.cgroup {
            Some((hierarchy, tasks)) => Cgroup::new(hierarchy, *tasks)?,
            None => return Ok(None),
        };
        self.cgroup_fd = made.procs_fd();
        Ok(Some(made))
    }

    /// The pipe's write end, made by the runner (`in_namespaces`).
    pub(super) fn set_status_fd(&mut self, fd: c_int) {
        self.status_fd = fd;
    }

    /// In the child, after the rlimits: every layer of the plan. Only
    /// system calls, no allocation. With namespaces the calling process
    /// and the init never return from here; the solution does.
    pub(super) fn apply(&self) -> io::Result<()> {
        // Said on the run's standard error: the judge's own fault.
        let failed = |what: &[u8], errno: c_int| {
            let words = b"judge: cannot contain the run: ";
            // SAFETY: write is async-signal-safe; the buffers live.
            unsafe {
                sys::write(2, words.as_ptr(), words.len());
                sys::write(2, what.as_ptr(), what.len());
                sys::write(2, b"\n".as_ptr(), 1);
            }
            io::Error::from_raw_os_error(errno)
        };
        if self.cgroup_fd >= 0 {
            // "0": the writer itself, so that all it forks is counted.
            // SAFETY: a plain write of a live byte.
            if unsafe { sys::write(self.cgroup_fd, b"0".as_ptr(), 1) } != 1 {
                return Err(failed(b"cgroup", sys::errno()));
            }
        }
        rlimits::no_new_privs().map_err(|e| failed(b"no_new_privs", e))?;
        if let Some(maps) = &self.maps {
            namespaces::enter(maps).map_err(|e| failed(b"namespaces", e))?;
            namespaces::fork_init(self.status_fd).map_err(|e| failed(b"init", e))?;
        }
        if let Some(rules) = &self.landlock {
            rules.apply().map_err(|e| failed(b"landlock", e))?;
        }
        if !self.seccomp.is_empty() {
            seccomp::apply(&self.seccomp).map_err(|e| failed(b"seccomp", e))?;
        }
        if let Some(tasks) = self.tasks {
            rlimits::processes(tasks);
        }
        Ok(())
    }
}

/// A pipe whose ends close on exec: (read, write).
pub(super) fn status_pipe() -> io::Result<(c_int, c_int)> {
    extern "C" {
        fn pipe2(ends: *mut c_int, flags: c_int) -> c_int;
    }
    let mut ends = [0; 2];
    // SAFETY: a pointer to two live ints.
    if unsafe { pipe2(ends.as_mut_ptr(), sys::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok((ends[0], ends[1]))
}

/// Closes a descriptor of the judge's.
pub(super) fn close(fd: c_int) {
    // SAFETY: a plain call; the descriptor is the caller's.
    unsafe {
        sys::close(fd);
    }
}
