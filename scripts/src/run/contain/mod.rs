//! Containment of a run on Linux, in layers, the strongest the machine
//! allows: rlimits and `PR_SET_NO_NEW_PRIVS` always, then cgroups,
//! namespaces, Landlock and seccomp where the machine has them. Each layer
//! is probed once a judge run and named in the header, a missing one as
//! missing. A solution's run goes in a box (`../boxed/`) where the
//! machine allows one; else each layer is applied in the run's child
//! between fork and exec (system calls only, everything made before the
//! fork).

pub(super) mod cgroup;
pub(super) mod landlock;
pub(super) mod namespaces;
pub(crate) mod scope;
pub(super) mod seccomp;

pub(super) use cgroup::Cgroup;
use cgroup::{Controller, Hierarchy};
pub(super) use namespaces::Maps;

use super::layer::{Layer, Unavailable, Without};
use super::{rlimits, sys, view, Containment, Job};
use std::io;
use std::os::raw::c_int;
use std::path::Path;
use std::sync::Mutex;

/// What the machine allows, probed once.
#[derive(Clone, Debug)]
pub(crate) struct Layers {
    pub(crate) pids: Result<Hierarchy, Unavailable>,
    pub(crate) memory: Result<Hierarchy, Unavailable>,
    pub(crate) cpu: Result<Hierarchy, Unavailable>,
    pub(crate) namespaces: Result<(), Unavailable>,
    pub(crate) landlock: Result<i32, Unavailable>,
    pub(crate) seccomp: Result<(), Unavailable>,
    /// Whether the judge runs as root, whom `RLIMIT_NPROC` never stops.
    pub(crate) root: bool,
}

/// `probed`, unless `without` turns `layer` off.
fn unless_off<T>(
    without: &Without,
    layer: Layer,
    probed: impl FnOnce() -> Result<T, Unavailable>,
) -> Result<T, Unavailable> {
    if without.has(layer) {
        Err(Unavailable::TurnedOff)
    } else {
        probed()
    }
}

/// The layers, probed on the first call, but those `without` turns off
/// (`EIGHT_JUDGE_WITHOUT`, which the box's spec reads and gives here:
/// `spec::machine`); a later call gets the first call's.
pub(crate) fn layers(without: &Without) -> Layers {
    static PROBED: Mutex<Option<Layers>> = Mutex::new(None);
    let mut probed = PROBED.lock().unwrap_or_else(|e| e.into_inner());
    probed
        .get_or_insert_with(|| Layers {
            pids: unless_off(without, Layer::Pids, || cgroup::probe(Controller::Pids)),
            memory: unless_off(without, Layer::Memory, || cgroup::probe(Controller::Memory)),
            cpu: unless_off(without, Layer::Cpu, || cgroup::probe(Controller::Cpu)),
            namespaces: unless_off(without, Layer::Namespaces, namespaces::probe),
            landlock: unless_off(without, Layer::Landlock, landlock::probe),
            seccomp: unless_off(without, Layer::Seccomp, seccomp::probe),
            // SAFETY: a plain call.
            root: unsafe { sys::geteuid() } == 0,
        })
        .clone()
}

/// What the fresh-fork runner needs for `job` on a machine that allows
/// `layers`: its plan, its pids cgroup and, with namespaces, the pipe its
/// init reports on (read, write).
#[allow(clippy::type_complexity)]
pub(super) fn prepare(
    job: &Job,
    layers: &Layers,
) -> io::Result<(Plan, Option<Cgroup>, Option<(c_int, c_int)>)> {
    let folder = job.folder.unwrap_or_else(|| Path::new("."));
    let mut plan = Plan::new(job, folder, layers);
    let status = if plan.in_namespaces() {
        match status_pipe() {
            Ok((read_end, write_end)) => {
                plan.set_status_fd(write_end);
                Some((read_end, write_end))
            }
            Err(_) => {
                plan = Plan::new(
                    &Job {
                        containment: Containment::Compile,
                        ..*job
                    },
                    folder,
                    layers,
                );
                None
            }
        }
    } else {
        None
    };
    match plan.make_cgroup() {
        Ok(cgroup) => Ok((plan, cgroup, status)),
        Err(error) => {
            if let Some((read_end, write_end)) = status {
                close(read_end);
                close(write_end);
            }
            Err(io::Error::new(
                error.kind(),
                format!("cannot make the run's pids cgroup: {}", error),
            ))
        }
    }
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
    /// Whether the run drops every capability (a solution's run).
    no_capabilities: bool,
}

/// Processes of a run that are the judge's own (the namespaces' first
/// child and its init), left out of its count and its memory.
pub(super) const HELPERS: usize = 2;

impl Plan {
    /// The plan for `job` in `folder` under its containment level, on a
    /// machine that allows `layers`.
    pub(super) fn new(job: &Job, folder: &Path, layers: &Layers) -> Plan {
        let nothing = Plan {
            maps: None,
            status_fd: -1,
            landlock: None,
            seccomp: Vec::new(),
            tasks: None,
            cgroup: None,
            cgroup_fd: -1,
            no_capabilities: false,
        };
        if job.containment != Containment::Run {
            return nothing;
        }
        let hidden = view::Hidden::here();
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
                .map(|&abi| landlock::Rules::new(abi, job.command, folder, &hidden)),
            seccomp: if layers.seccomp.is_ok() {
                seccomp::filter(seccomp::KillAll::Refused, seccomp::Uncounted::Refused)
            } else {
                Vec::new()
            },
            tasks: layers
                .namespaces
                .as_ref()
                .ok()
                .map(|()| u64::from(job.limits.processes) + HELPERS as u64 + 1),
            // The judge's child and the init are in it too.
            cgroup: layers.pids.as_ref().ok().map(|hierarchy| {
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
            no_capabilities: true,
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
        // SIGCHLD as by default, whatever the judge's caller left it:
        // ignored, a run's children would be reaped by the kernel, their
        // CPU time counted nowhere; the filter then keeps it so.
        sys::default_action(sys::SIGCHLD);
        if !self.seccomp.is_empty() {
            seccomp::apply(&self.seccomp).map_err(|e| failed(b"seccomp", e))?;
        }
        if let Some(tasks) = self.tasks {
            rlimits::processes(tasks);
        }
        if self.no_capabilities {
            // As a box's run: uid 0 of its user namespace (or the
            // machine's root, with no namespaces) `exec`s with none.
            rlimits::drop_capabilities();
        }
        Ok(())
    }
}

/// A pipe whose ends close on exec: (read, write).
pub(super) fn status_pipe() -> io::Result<(c_int, c_int)> {
    let mut ends = [0; 2];
    // SAFETY: a pointer to two live ints.
    if unsafe { sys::pipe2(ends.as_mut_ptr(), sys::O_CLOEXEC) } != 0 {
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
