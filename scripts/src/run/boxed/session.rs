//! One run in a box, as the judge makes it: the box's limits set for it,
//! its request and its three pipes sent to the keeper, the run watched
//! through the box's cgroups until it ends or passes a limit, then ended
//! whole by the keeper, measured, and its working folder emptied.

use super::super::interrupt;
use super::super::rlimits::Rlimits;
use super::super::rule::{self, Measured};
use super::super::streams;
use super::super::unix::{missing_interpreter, not_started};
use super::super::{sys, Ending, Job, Limits, Run, Usage};
use super::meter::Start;
use super::pipes::Pipes;
use super::sandbox::{KeeperEnd, Sandbox};
use super::wire::{self, Reply};
use std::fs::File;
use std::io;
use std::os::raw::c_int;
use std::os::unix::io::FromRawFd;
use std::path::Path;
use std::time::{Duration, Instant};

/// Runs `job`, its program at `program`, in `sandbox`. A build's folder's
/// files are copied into the box's working folder first, and what is
/// there after copied back (files and folders alone: a link is left).
pub(super) fn run(sandbox: &mut Sandbox, job: &Job, program: &Path) -> io::Result<Run> {
    interrupt::hold_if_interrupted();
    let limits = job.limits;
    let rlimits = Rlimits::of(job);
    let building = match (job.containment, job.folder) {
        (super::super::Containment::Build, Some(folder)) => Some(folder),
        _ => None,
    };
    let mut env = super::super::run_environment(job, &sandbox.work);
    if let Some(folder) = building {
        // A compiler's temporary files in the working folder, the one
        // place it may write.
        env.push(("TMPDIR".into(), sandbox.work.clone().into_os_string()));
        copied(folder, &sandbox.work_seen())?;
    }
    let request = wire::run_request(
        program.as_os_str(),
        sandbox.work.as_os_str(),
        job.command,
        &env,
        &rlimits,
        sandbox.meter.tasks_rlimit(limits),
    )?;
    let start = sandbox.meter.prepare(limits)?;
    let [stdin, stdout, stderr] = [pipe()?, pipe()?, pipe()?];
    let inodes: Vec<u64> = [stdin[0], stdout[0], stderr[0]]
        .iter()
        .filter_map(|fd| {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(format!("/proc/self/fd/{}", fd))
                .ok()
                .map(|m| m.ino())
        })
        .collect();
    sandbox.meter.set_streams(&inodes);
    let sent = sandbox.send_run(&request, &[stdin[0], stdout[1], stderr[1]]);
    for fd in [stdin[0], stdout[1], stderr[1]] {
        close(fd);
    }
    let started = Instant::now();
    // SAFETY: the descriptor is the judge's own, and given to one File.
    streams::write_input(unsafe { File::from_raw_fd(stdin[1]) }, job);
    let mut output = Pipes::new(stdout[0], stderr[0], job);
    sent?;
    let mut watched = match watch(sandbox, &start, &mut output, started, limits)? {
        Ok(watched) => watched,
        Err(errno) => {
            output.finish(Ending::Exited(0));
            return exec_failed(errno, program);
        }
    };
    // Ended already where its first process was its last.
    let (ended, late, left_running) = match watched.finished.take() {
        Some(ended) => (ended, None, Vec::new()),
        None => {
            let left_running = if watched.stopped.is_none() {
                sandbox.meter.names_left()
            } else {
                Vec::new()
            };
            let (ended, late) = sandbox.end_run()?;
            (ended, late, left_running)
        }
    };
    interrupt::hold_if_interrupted();
    let counted = sandbox.meter.count_ended(&start, ended.peak_kib);
    let (status, reaped_cpu) = (ended.status, ended.cpu);
    let late = match late {
        Some(Reply::Exited { status, .. } | Reply::Finished { status, .. }) => Some(status),
        _ => None,
    };
    let exit = watched.exit.or(late).or(status).map(sys::exit_of);
    let measured = Measured {
        cpu: counted.cpu.max(reaped_cpu),
        peak_kib: counted.peak_kib,
        forks_refused: counted.forks_refused,
        memory_refused: counted.memory_refused,
        ..watched.seen
    };
    let ending = rule::ending(watched.stopped, exit, &measured, limits);
    let mut ran = output.finish(ending);
    // The cgroup's charge decides; the resident set is shown where it is
    // larger (a small program's pages were in memory before the run).
    let charged = sandbox.meter.charges();
    ran.usage = Usage {
        cpu: measured.cpu,
        wall: watched.seen.wall,
        peak_kib: if charged {
            measured.peak_kib.max(ended.peak_kib)
        } else {
            measured.peak_kib
        },
        charged_kib: charged.then_some(measured.peak_kib),
    };
    ran.left_running = left_running;
    if let Some(folder) = building {
        // Every process of the build has ended: what it left is copied
        // back into its folder, where the judge keeps it.
        copied(&sandbox.work_seen(), folder)?;
    }
    ran.files_written = sandbox.take_files();
    ran.stack_peak_kib = watched.stack_kib;
    ran.stack_limit_kib = rlimits.stack_bytes.min(sandbox.stack_most) / 1024;
    Ok(ran)
}

/// Copies the files and folders under `from` into `to` (made where
/// missing), each file whole with its permissions, over any of the same
/// name; a link, a pipe or a device is left, never followed.
fn copied(from: &Path, to: &Path) -> io::Result<()> {
    let mut next = vec![(from.to_path_buf(), to.to_path_buf())];
    while let Some((from, to)) = next.pop() {
        std::fs::create_dir_all(&to)?;
        for entry in std::fs::read_dir(&from)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            let target = to.join(entry.file_name());
            if kind.is_dir() {
                next.push((entry.path(), target));
            } else if kind.is_file() {
                if std::fs::symlink_metadata(&target).map_or(false, |m| !m.is_file()) {
                    continue;
                }
                std::fs::copy(entry.path(), &target)?;
            }
        }
    }
    Ok(())
}

/// What watching a run saw.
struct Watched {
    /// What stopped it, if the runner did.
    stopped: Option<Ending>,
    /// Its first process's wait status, if it exited by itself.
    exit: Option<i32>,
    /// The run's end, where its first process was its last.
    finished: Option<KeeperEnd>,
    seen: Measured,
    stack_kib: u64,
}

/// Watches the run until its first process exits or it passes a limit:
/// looked at after 1, 2, 4, 8 ms, then every 10 ms, the keeper's word
/// awaited in between, and the run's output read. `Err(errno)` where its
/// program could not be started (the keeper says nothing of a start,
/// only of an end: one word less a run).
fn watch(
    sandbox: &mut Sandbox,
    start: &Start,
    output: &mut Pipes,
    started: Instant,
    limits: &Limits,
) -> io::Result<Result<Watched, c_int>> {
    let mut tick = Duration::from_millis(1);
    let mut watched = Watched {
        stopped: None,
        exit: None,
        finished: None,
        seen: Measured::default(),
        stack_kib: 0,
    };
    loop {
        match sandbox.receive_reading(tick, output)? {
            Some(Reply::Exited { status, .. }) => {
                watched.exit = Some(status);
                watched.seen.wall = started.elapsed();
                return Ok(Ok(watched));
            }
            Some(Reply::Finished {
                status,
                cpu,
                peak_kib,
            }) => {
                watched.exit = Some(status);
                watched.finished = Some(KeeperEnd {
                    status: Some(status),
                    cpu,
                    peak_kib,
                });
                watched.seen.wall = started.elapsed();
                return Ok(Ok(watched));
            }
            Some(Reply::ExecFailed(errno)) => return Ok(Err(errno)),
            None => {}
            other => return Err(unexpected(other)),
        }
        let counted = sandbox.meter.count(start, true);
        watched.stack_kib = watched.stack_kib.max(sandbox.meter.stack_kib());
        watched.seen = Measured {
            cpu: counted.cpu,
            wall: started.elapsed(),
            peak_kib: counted.peak_kib,
            output_bytes: output.stdout_bytes(),
            tasks: counted.tasks,
            starved: counted.starved,
            forks_refused: counted.forks_refused,
            memory_refused: counted.memory_refused,
        };
        if let Some(stop) = rule::stop(&watched.seen, limits) {
            watched.stopped = Some(stop);
            return Ok(Ok(watched));
        }
        tick = (tick * 2).min(Duration::from_millis(10));
    }
}

/// A run whose `exec` failed with `errno`: a script whose interpreter is
/// missing is a run that never started; anything else, an error.
fn exec_failed(errno: c_int, program: &Path) -> io::Result<Run> {
    let error = io::Error::from_raw_os_error(errno);
    if error.kind() == io::ErrorKind::NotFound {
        if let Some(interpreter) = missing_interpreter(program.as_os_str()) {
            return Ok(not_started(interpreter));
        }
    }
    Err(error)
}

fn unexpected(reply: Option<Reply>) -> io::Error {
    io::Error::new(
        io::ErrorKind::Other,
        format!("the box's keeper said {:?}", reply),
    )
}

/// A pipe, both ends close-on-exec: (read, write).
fn pipe() -> io::Result<[c_int; 2]> {
    let mut ends = [0; 2];
    // SAFETY: a pointer to two live ints.
    if unsafe { sys::pipe2(ends.as_mut_ptr(), sys::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(ends)
}

fn close(fd: c_int) {
    // SAFETY: the descriptor is the caller's.
    unsafe {
        sys::close(fd);
    }
}
