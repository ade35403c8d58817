//! A solution's run in a box of its own (Linux): user, pid, net, ipc, uts
//! and mount namespaces, a root of its own that shows only what the run
//! may see (read-only), and pids, memory and CPU accounting cgroups that
//! count its whole tree. What is costly is made once a box, and a box
//! serves one run at a time, reused: a run is a fork of the box's keeper,
//! already inside the box and its cgroups, then the per-run layers, then
//! `exec`. Idle boxes wait in a pool, one for each run going on at once
//! (`-j N`: N boxes), each for the things its root shows (a run's build
//! and toolchain). Where a box cannot be had, the run is forked afresh as
//! before (`unix.rs`), and the header says why.

mod census;
mod child;
mod keeper;
mod meter;
mod pipes;
mod reading;
mod root;
mod sandbox;
mod session;
mod wire;

use super::layer::{Layer, Unavailable};
use super::spec::{BoxSpec, CountedBy};
use super::{Containment, Job, Run};
use sandbox::Sandbox;
use std::ffi::OsString;
use std::io;
use std::sync::Mutex;

/// The layer's name in the header.
pub(crate) const NAME: &str = "a box of its own (user, pid, net, ipc, uts and mount \
    namespaces; its own root, holding only the system's folders, its toolchain and its \
    build, read-only, and its working folder; made once, a fork a run)";

/// The most a box's working folder holds where a run has no output limit
/// (which is also each file's limit): what the runs write there is
/// bounded as a whole.
const WORK_BYTES: u64 = 64 << 20;

/// The most boxes kept idle: more are ended.
const IDLE: usize = 8;

/// The boxes waiting for a run, the most recently used last.
static IDLE_BOXES: Mutex<Vec<Sandbox>> = Mutex::new(Vec::new());

/// Whether a box can be had here, tried once (the box made, its working
/// folder holding `work_bytes`, is kept for a run), and how it counts;
/// `Err` says why not.
pub(crate) fn status(work_bytes: u64) -> Result<CountedBy, Unavailable> {
    static STATUS: Mutex<Option<Result<CountedBy, Unavailable>>> = Mutex::new(None);
    let mut status = STATUS.lock().unwrap_or_else(|e| e.into_inner());
    status
        .get_or_insert_with(|| {
            let spec = BoxSpec::builder().bare();
            if spec.without.has(Layer::Box) {
                return Err(Unavailable::TurnedOff);
            }
            let made =
                Sandbox::new(&spec, work_bytes).map_err(|e| Unavailable::Refused(e.to_string()))?;
            give_back(made);
            Ok(spec.counting)
        })
        .clone()
}

/// The most a box's working folder holds for a run under `limits`: its
/// output limit, which is also each file's.
pub(crate) fn work_bytes(limits: &super::Limits) -> u64 {
    limits
        .output_kib
        .map_or(WORK_BYTES, |kib| kib.saturating_mul(1024))
}

/// Whether `job` goes in a box: a solution's contained run in a fresh
/// folder of its own (a job that names its folder is forked afresh).
pub(super) fn takes(job: &Job) -> bool {
    job.containment == Containment::Run && job.folder.is_none()
}

/// Runs `job` in a box, its command's paths absolute; `None` where no box
/// can be had (the run is then forked afresh).
pub(super) fn run(job: &Job) -> Option<io::Result<Run>> {
    let work_bytes = work_bytes(job.limits);
    if !takes(job) || status(work_bytes).is_err() {
        return None;
    }
    let spec = match spec_of(job) {
        Some(spec) => spec,
        None => {
            return Some(Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("{} not found", job.command[0].to_string_lossy()),
            )))
        }
    };
    let mut sandbox = take(&spec, work_bytes)?;
    let ran = session::run(&mut sandbox, job, &spec.program);
    // An interrupt ends the box under the run: the judge exits first.
    super::interrupt::hold_if_interrupted();
    if ran.is_ok() {
        give_back(sandbox);
    }
    Some(ran)
}

/// The box's spec for `job`'s command; `None` when its program is not
/// found. Kept a command, so that the runs of one build look once.
fn spec_of(job: &Job) -> Option<BoxSpec> {
    static KNOWN: Mutex<Vec<(Vec<OsString>, BoxSpec)>> = Mutex::new(Vec::new());
    let mut known = KNOWN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, spec)) = known.iter().find(|(command, _)| command == job.command) {
        return Some(spec.clone());
    }
    let spec = BoxSpec::builder().command(job.command).build()?;
    if known.len() >= 64 {
        known.remove(0);
    }
    known.push((job.command.to_vec(), spec.clone()));
    Some(spec)
}

/// An idle box that shows what `spec` shows and whose working folder
/// holds `work_bytes`, or a new one made as `spec` says; `None` when none
/// can be made for it.
fn take(spec: &BoxSpec, work_bytes: u64) -> Option<Sandbox> {
    {
        let mut idle = IDLE_BOXES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = idle
            .iter()
            .rposition(|b| b.shows == spec.shows && b.work_bytes == work_bytes)
        {
            return Some(idle.remove(at));
        }
    }
    Sandbox::new(spec, work_bytes).ok()
}

/// Puts `sandbox` back for another run, ending the least recently used
/// idle box past [`IDLE`].
fn give_back(sandbox: Sandbox) {
    let ended = {
        let mut idle = IDLE_BOXES.lock().unwrap_or_else(|e| e.into_inner());
        idle.push(sandbox);
        if idle.len() > IDLE {
            Some(idle.remove(0))
        } else {
            None
        }
    };
    drop(ended);
}
