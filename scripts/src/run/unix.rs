//! The runner on Linux and macOS that forks each run afresh: the solution
//! in a process group of its own under its rlimits; on Linux its whole
//! tree followed in `/proc` (the judge a child subreaper), under the
//! layers the machine allows (`contain/`). Linux runs a solution in a box
//! instead (`boxed/`) where it can make one; this runner is for the rest:
//! compiles, runs not contained, a job that names its folder, macOS, and
//! Linux without a box.

use super::interrupt::{self, Slot};
use super::process::setup_once;
use super::rlimits::Rlimits;
use super::rule::{self, Measured};
use super::streams::{self, Output};
use super::{fds, sys, tree, Ending, Job, Run, Usage};
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::{self, Read};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
use super::contain::{Cgroup, Plan};

/// How long ending a tree may take before the runner gives up on it.
const ENDING: Duration = Duration::from_secs(2);

/// The variable that marks a run's processes.
const MARK: &str = "EIGHT_JUDGE_RUN";

enum Event {
    /// The solution has exited (not yet reaped).
    Exited(io::Result<()>),
}

/// [`super::run`] for a run forked afresh.
pub(super) fn run(job: &Job) -> io::Result<Run> {
    setup_once();
    interrupt::hold_if_interrupted();
    #[cfg(target_os = "macos")]
    let wrapped = super::macos::sandboxed(job);
    #[cfg(target_os = "macos")]
    let command = wrapped.as_deref().unwrap_or(job.command);
    #[cfg(not(target_os = "macos"))]
    let command = job.command;
    let program = command
        .first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "an empty command"))?;
    let mark = next_mark();
    let layers = Applied::new(job)?;
    let rlimits = Rlimits::of(job);
    let mut spawner = spawner(job, command, &mark, rlimits, &layers);
    let judge_resident = sys::own_resident_kib();
    let stack_given = sys::stack_allowed(rlimits.stack_bytes) / 1024;
    let started = Instant::now();
    let spawned = spawner.spawn();
    // The init's end of the pipe is the child's alone now.
    layers.close_write_end();
    let mut child = match spawned {
        Ok(child) => child,
        Err(error) => {
            layers.close_read_end();
            return match missing_interpreter(program) {
                Some(interpreter) if error.kind() == io::ErrorKind::NotFound => {
                    Ok(not_started(interpreter))
                }
                _ => Err(error),
            };
        }
    };
    let pid = child.id() as i32;
    let slot = Slot::take(pid);
    let mut tree = tree::Tree::new(pid, &mark, layers.status.is_some());
    let output = Output::start(&mut child, job);
    let watched = watch(pid, &mut tree, &layers, &output, started, job)?;
    let (status, peak) = reaped(pid, &layers)?;
    drop(slot);
    interrupt::hold_if_interrupted();
    let mut layers = layers;
    let refused = layers.forks_refused();
    layers.remove_cgroup();
    // What the tree left is ended too, now that its root has gone.
    if !tree.is_alone() {
        tree.end(Instant::now() + ENDING);
    }
    let others = tree.usage_but_root();
    let cpu = (peak.cpu + others.cpu).max(watched.seen.cpu);
    let own_peak = own_peak(peak.peak_kib, judge_resident, job.limits.memory_kib);
    let measured = Measured {
        cpu,
        peak_kib: others.peak_kib.max(own_peak),
        forks_refused: refused,
        ..watched.seen
    };
    let exit = status.map(sys::exit_of);
    let ending = rule::ending(watched.stopped, exit, &measured, job.limits);
    let mut ran = output.finish(ending);
    ran.usage = Usage {
        cpu,
        wall: watched.wall,
        peak_kib: measured.peak_kib,
        charged_kib: None,
    };
    ran.left_running = watched.left_running;
    ran.stack_peak_kib = others.stack_kib;
    ran.stack_limit_kib = stack_given;
    Ok(ran)
}

/// `ru_maxrss` of a forked child starts at the judge's own resident
/// memory at the fork (Linux keeps the mark across exec): above that, it
/// is the solution's own peak; at or below it, only a bound on it. The
/// bound stands in for a run too short to be sampled while the judge is
/// small, as it is (a few MiB): it can only be a little high then, never
/// past the limit. A judge grown past the limit would make it a false
/// MLE, so then only what was sampled counts.
fn own_peak(waited_kib: u64, judge_resident: u64, limit_kib: u64) -> u64 {
    if waited_kib > judge_resident || judge_resident < limit_kib {
        waited_kib
    } else {
        0
    }
}

/// A new mark for one run's processes: `EIGHT_JUDGE_RUN=<pid>-<n>`.
fn next_mark() -> String {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{}={}-{}",
        MARK,
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    )
}

/// The command for `job`, its pipes, its rlimits and its layers applied
/// between fork and exec, and every descriptor but 0, 1 and 2 closed on
/// exec.
fn spawner(
    job: &Job,
    command: &[OsString],
    mark: &str,
    rlimits: Rlimits,
    layers: &Applied,
) -> Command {
    let (name, value) = mark.split_once('=').unwrap_or((MARK, ""));
    let mut spawner = Command::new(&command[0]);
    spawner.args(&command[1..]);
    // A solution's run sees only what it needs of the caller's variables;
    // a compile, the caller's own (its compiler's configuration).
    match (job.containment, job.folder) {
        (super::Containment::Run, Some(folder)) => {
            spawner
                .env_clear()
                .envs(super::run_environment(job, folder));
        }
        _ => {
            spawner.envs(job.env.iter().copied());
        }
    }
    spawner
        .env(name, value)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(folder) = job.folder {
        spawner.current_dir(folder);
    }
    #[cfg(target_os = "linux")]
    let plan = Arc::clone(&layers.plan);
    #[cfg(not(target_os = "linux"))]
    let _ = layers;
    // SAFETY: between fork and exec the closure makes only system calls
    // that are async-signal-safe (setpgid, prctl, getppid, getrlimit,
    // setrlimit, fcntl or close_range, and the layers': unshare, fork,
    // open, write, mount, the Landlock and seccomp calls) and allocates
    // nothing: the plan was made before.
    let parent = std::process::id() as i32;
    unsafe {
        spawner.pre_exec(move || {
            in_the_child(parent)?;
            rlimits.apply();
            // std's pipe for an exec error is close-on-exec already.
            fds::cloexec_from(3);
            #[cfg(target_os = "linux")]
            plan.apply()?;
            Ok(())
        });
    }
    spawner
}

/// In the child: a process group of its own, killed with the judge (on
/// Linux), never outliving it.
fn in_the_child(parent: i32) -> io::Result<()> {
    // SAFETY: plain system calls on integers.
    unsafe {
        if sys::setpgid(0, 0) != 0 {
            return Err(io::Error::last_os_error());
        }
        #[cfg(target_os = "linux")]
        sys::prctl(sys::PR_SET_PDEATHSIG, sys::SIGKILL as std::os::raw::c_ulong);
        if sys::getppid() != parent {
            return Err(io::Error::new(io::ErrorKind::Other, "the judge has gone"));
        }
    }
    Ok(())
}

/// What watching a run saw.
struct Observed {
    /// What stopped it, if the runner did.
    stopped: Option<Ending>,
    seen: Measured,
    wall: Duration,
    left_running: Vec<String>,
}

/// Watches the run of `pid` until it ends or passes a limit, then ends
/// its tree; the solution is left unreaped.
fn watch(
    pid: i32,
    tree: &mut tree::Tree,
    layers: &Applied,
    output: &Output,
    started: Instant,
    job: &Job,
) -> io::Result<Observed> {
    let happened = waiter(pid, layers);
    // At once: a program that ends within milliseconds is seen only here.
    let mut seen = measure(tree.sample(), layers, output, started);
    // Looked at often at first, then every 10 ms.
    let mut tick = Duration::from_millis(1);
    let mut exited = None;
    let stopped = loop {
        if let Some(stop) = rule::stop(&seen, job.limits) {
            break Some(stop);
        }
        match happened.recv_timeout(tick) {
            Ok(Event::Exited(result)) => {
                exited = Some(result);
                break None;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                tree.end(Instant::now() + ENDING);
                return Err(io::Error::new(
                    io::ErrorKind::Other,
                    "the waiting thread died",
                ));
            }
        }
        tick = (tick * 2).min(Duration::from_millis(10));
        // First, and before the look through `/proc`, which a judge
        // starved by a bomb's processes takes long over: the kernel's
        // count.
        if layers.forks_refused() {
            seen.forks_refused = true;
            continue;
        }
        seen = measure(tree.sample(), layers, output, started);
    };
    let wall = started.elapsed();
    if stopped == Some(Ending::ProcessLimit) {
        layers.kill_all();
    }
    // The solution is a zombie now, or still running: its group id cannot
    // have been reused, so the group kill (in `end`) hits only its own.
    let running = tree.end(Instant::now() + ENDING);
    if exited.is_none() {
        sys::kill(pid);
        exited = happened.recv().ok().map(|Event::Exited(result)| result);
    }
    if let Some(Err(error)) = exited {
        return Err(error);
    }
    Ok(Observed {
        left_running: if stopped.is_none() {
            running
        } else {
            Vec::new()
        },
        stopped,
        seen,
        wall,
    })
}

/// What the tree, the layers and the output show now.
fn measure(seen: tree::Sample, layers: &Applied, output: &Output, started: Instant) -> Measured {
    Measured {
        cpu: seen.cpu,
        wall: started.elapsed(),
        peak_kib: seen.peak_kib,
        output_bytes: output.stdout_bytes(),
        tasks: seen.tasks,
        starved: seen.run_delay,
        forks_refused: layers.forks_refused(),
        memory_refused: false,
    }
}

/// A thread that says when `pid` has exited: with namespaces, the init
/// says so on its pipe (and the judge's child stays until then).
fn waiter(pid: i32, layers: &Applied) -> mpsc::Receiver<Event> {
    let (events, happened) = mpsc::channel();
    let report = Arc::clone(&layers.reported);
    let status_read = layers.status.map(|(read_end, _)| read_end);
    thread::spawn(move || {
        if let Some(read_end) = status_read {
            if let Some(message) = read_report(read_end) {
                *report.lock().unwrap_or_else(|e| e.into_inner()) = Some(message);
                let _ = events.send(Event::Exited(Ok(())));
                return;
            }
        }
        let _ = events.send(Event::Exited(sys::wait_exited(pid)));
    });
    happened
}

/// What reaping the solution told: its status (`None`: not known, its
/// init killed) and usage.
struct Reaped {
    cpu: Duration,
    peak_kib: u64,
}

/// Reaps the solution: its wait status and usage, or, with namespaces,
/// the solution's own end and peak as the init saw them (the judge's
/// child and the init are copies of the judge, whose resident memory is
/// not the run's).
fn reaped(pid: i32, layers: &Applied) -> io::Result<(Option<i32>, Reaped)> {
    let (status, usage) = sys::wait(pid)?;
    let mut reaped = Reaped {
        cpu: usage.cpu(),
        peak_kib: usage.peak_kib(),
    };
    if layers.status.is_none() {
        return Ok((Some(status), reaped));
    }
    let reported = *layers.reported.lock().unwrap_or_else(|e| e.into_inner());
    Ok(match reported {
        Some([status, peak_kib]) => {
            reaped.peak_kib = peak_kib.max(0) as u64;
            (Some(status as i32), reaped)
        }
        None => {
            reaped.peak_kib = 0;
            (None, reaped)
        }
    })
}

/// What contains a run beyond its rlimits: on Linux the plan of layers,
/// the run's pids cgroup and, with namespaces, the pipe its init reports
/// on (read, write).
struct Applied {
    #[cfg(target_os = "linux")]
    plan: Arc<Plan>,
    #[cfg(target_os = "linux")]
    cgroup: Option<Cgroup>,
    status: Option<(i32, i32)>,
    /// The init's report: the solution's wait status and peak (KiB).
    reported: Arc<Mutex<Option<[i64; 2]>>>,
}

impl Applied {
    #[cfg(target_os = "linux")]
    fn new(job: &Job) -> io::Result<Applied> {
        let (plan, cgroup, status) = super::contain::prepare(job, &super::spec::machine())?;
        Ok(Applied {
            plan: Arc::new(plan),
            cgroup,
            status,
            reported: Arc::default(),
        })
    }

    #[cfg(not(target_os = "linux"))]
    fn new(_job: &Job) -> io::Result<Applied> {
        Ok(Applied {
            status: None,
            reported: Arc::default(),
        })
    }

    fn close_write_end(&self) {
        if let Some((_, write_end)) = self.status {
            close_fd(write_end);
        }
    }

    fn close_read_end(&self) {
        if let Some((read_end, _)) = self.status {
            close_fd(read_end);
        }
    }

    /// Whether the run's cgroup refused it a fork or a thread.
    fn forks_refused(&self) -> bool {
        #[cfg(target_os = "linux")]
        return self.cgroup.as_ref().map_or(false, Cgroup::refused);
        #[cfg(not(target_os = "linux"))]
        return false;
    }

    /// Removes the run's cgroup, once it has ended (what is left in it
    /// killed).
    fn remove_cgroup(&mut self) {
        #[cfg(target_os = "linux")]
        drop(self.cgroup.take());
    }

    /// Kills what is in the run's cgroup, at once.
    fn kill_all(&self) {
        #[cfg(target_os = "linux")]
        if let Some(cgroup) = &self.cgroup {
            cgroup.kill_all();
        }
    }
}

fn close_fd(fd: i32) {
    // SAFETY: a plain call; the descriptor is the caller's.
    unsafe {
        sys::close(fd);
    }
}

/// The init's report: the solution's wait status and peak (KiB); `None`
/// when the pipe closed first (the init was killed).
fn read_report(read_end: i32) -> Option<[i64; 2]> {
    use std::os::unix::io::FromRawFd;
    // SAFETY: the descriptor is this thread's alone from here on.
    let mut pipe = unsafe { fs::File::from_raw_fd(read_end) };
    let mut message = [0u8; 16];
    pipe.read_exact(&mut message).ok()?;
    let mut status = [0u8; 8];
    let mut peak = [0u8; 8];
    status.copy_from_slice(&message[..8]);
    peak.copy_from_slice(&message[8..]);
    Some([i64::from_le_bytes(status), i64::from_le_bytes(peak)])
}

/// A run that never started.
pub(super) fn not_started(interpreter: String) -> Run {
    Run {
        ending: Ending::MissingInterpreter(interpreter),
        ..streams::nothing()
    }
}

/// The interpreter named by the `#!` line of `program`, when the file is
/// there and that interpreter is not: `exec` says only "not found".
pub(super) fn missing_interpreter(program: &OsStr) -> Option<String> {
    let mut start = [0u8; 256];
    let mut file = fs::File::open(Path::new(program)).ok()?;
    let read = file.read(&mut start).ok()?;
    let line = start[..read].strip_prefix(b"#!")?;
    let line = line.split(|&b| b == b'\n').next()?;
    let line = String::from_utf8_lossy(line);
    let interpreter = line.split_whitespace().next()?;
    if Path::new(interpreter).exists() {
        None
    } else {
        Some(interpreter.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_waited_peak_counts_only_above_the_judges_own_resident_memory() {
        // A small judge: the bound stands.
        assert_eq!(own_peak(5000, 4000, 64 << 10), 5000);
        assert_eq!(own_peak(3000, 4000, 64 << 10), 3000);
        // A judge grown past the limit: only a peak above it counts.
        assert_eq!(own_peak(300 << 10, 300 << 10, 64 << 10), 0);
        assert_eq!(own_peak(400 << 10, 300 << 10, 64 << 10), 400 << 10);
    }

    #[test]
    fn a_missing_interpreter_is_named_and_a_present_one_is_not() {
        let folder = std::env::temp_dir().join(format!("unix-shebang-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let missing = folder.join("missing");
        fs::write(&missing, "#!/no/such/python9 -u\nprint(1)\n").unwrap();
        let present = folder.join("present");
        fs::write(&present, "#!/bin/sh\necho 1\n").unwrap();
        assert_eq!(
            missing_interpreter(missing.as_os_str()),
            Some("/no/such/python9".to_string())
        );
        assert_eq!(missing_interpreter(present.as_os_str()), None);
        assert_eq!(missing_interpreter(OsStr::new("/no/such/file")), None);
        fs::remove_dir_all(&folder).unwrap();
    }
}
