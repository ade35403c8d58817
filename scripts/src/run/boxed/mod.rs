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
use sandbox::{Sandbox, Unmade};
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

/// What a build's working folder holds at most: its compiler's files
/// and what it makes (a jar with Kotlin's runtime, GHC's objects).
const BUILD_BYTES: u64 = 256 << 20;

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
            let made = Sandbox::new(&spec, work_bytes, false)
                .map_err(|e| Unavailable::Refused(e.to_string()))?;
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

/// The most `job`'s working folder holds: a build's [`BUILD_BYTES`], a
/// run's [`work_bytes`].
fn job_bytes(job: &Job) -> u64 {
    match job.containment {
        Containment::Build => BUILD_BYTES,
        _ => work_bytes(job.limits),
    }
}

/// Whether `job` goes in a box: a solution's contained run in a fresh
/// folder of its own, or a contestant's build in its build's folder
/// (whose files the box's working folder gets, and gives back); the
/// judge's own compiles and questions to a tool are forked afresh.
pub(super) fn takes(job: &Job) -> bool {
    match job.containment {
        Containment::Run => job.folder.is_none(),
        Containment::Build => job.folder.is_some(),
        _ => false,
    }
}

/// Runs `job` in a box, its command's paths absolute; `None` where no box
/// can be had (the run is then forked afresh).
pub(super) fn run(job: &Job) -> Option<io::Result<Run>> {
    let bytes = job_bytes(job);
    if !takes(job) || status(bytes).is_err() {
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
    let building = job.containment == Containment::Build;
    let mut sandbox = match take(&spec, bytes, building) {
        Ok(sandbox) => sandbox,
        // Boxes are had here: a build is never forked afresh instead.
        Err(why) if building => {
            return Some(Err(io::Error::new(
                io::ErrorKind::Other,
                super::NoBox(format!(
                    "no box could be made to build in (showing {}): {}; a build is never made \
                     outside one",
                    spec.shows
                        .iter()
                        .map(|seen| seen.path().display().to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    why
                )),
            )))
        }
        Err(_) => return None,
    };
    let ran = session::run(&mut sandbox, job, &spec.program);
    // An interrupt ends the box under the run: the judge exits first.
    super::interrupt::hold_if_interrupted();
    // A box whose working folder could not be emptied is ended (dropped):
    // no case finds what another left.
    if ran.is_ok() && !sandbox.spoiled {
        give_back(sandbox);
    }
    Some(ran)
}

/// The box's spec for `job`'s command; `None` when its program is not
/// found. Kept a command, so that the runs of one build look once.
fn spec_of(job: &Job) -> Option<BoxSpec> {
    type Known = (Vec<OsString>, Vec<std::path::PathBuf>, BoxSpec);
    static KNOWN: Mutex<Vec<Known>> = Mutex::new(Vec::new());
    let mut known = KNOWN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, spec)) = known
        .iter()
        .find(|(command, shows, _)| command == job.command && shows == job.shows)
    {
        return Some(spec.clone());
    }
    let spec = BoxSpec::builder()
        .command(job.command)
        .also(job.shows)
        .build()?;
    if known.len() >= 64 {
        known.remove(0);
    }
    known.push((job.command.to_vec(), job.shows.to_vec(), spec.clone()));
    Some(spec)
}

/// An idle box that shows what `spec` shows and whose working folder
/// holds `work_bytes`, or a new one made as `spec` says; why none can be
/// made for it, where none can.
fn take(spec: &BoxSpec, work_bytes: u64, building: bool) -> Result<Sandbox, Unmade> {
    {
        let mut idle = IDLE_BOXES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = idle.iter().rposition(|b| {
            b.shows == spec.shows && b.work_bytes == work_bytes && b.building == building
        }) {
            return Ok(idle.remove(at));
        }
    }
    Sandbox::new(spec, work_bytes, building)
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
