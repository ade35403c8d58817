//! The runner on Linux and macOS: the solution in a process group of its
//! own, measured by `wait4`.

use super::{Ending, Job, Run, Usage, ERRORS_KEPT, OUTPUT_LIMIT};
use std::io::{self, Read, Write};
use std::os::raw::c_long;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Address space a solution may reserve on Linux, as a multiple of its
/// memory limit: a guard against a runaway allocation, far above what the
/// verdict measures (the peak resident memory), so that a program that
/// reserves more than it touches still runs.
const ADDRESS_SPACE_FACTOR: u64 = 16;

/// [`super::run`]: `job` in a process group of its own, the group killed
/// when the run passes [`super::Limits::wall`] or when the solution ends.
pub(super) fn run(job: &Job) -> io::Result<Run> {
    let (command, input, limits) = (job.command, job.input, job.limits);
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "an empty command"))?;
    let mut spawner = Command::new(program);
    spawner
        .args(args)
        .envs(job.env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(folder) = job.folder {
        spawner.current_dir(folder);
    }
    let address_space = if job.cap_address_space {
        (limits.memory_kib * 1024 * ADDRESS_SPACE_FACTOR).max(1 << 30)
    } else {
        u64::MAX
    };
    // SAFETY: between fork and exec the closure calls only setpgid and
    // setrlimit, which are async-signal-safe, and allocates nothing.
    unsafe {
        spawner.pre_exec(move || {
            if sys::setpgid(0, 0) != 0 {
                return Err(io::Error::last_os_error());
            }
            if address_space != u64::MAX {
                sys::limit_address_space(address_space);
            }
            Ok(())
        });
    }
    let started = Instant::now();
    let mut child = spawner.spawn()?;
    let pid = child.id() as i32;

    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Never joined: a solution that does not read its input leaves the
    // writer blocked until the pipe closes, and a solution may stop
    // reading early, which is no error of the judge's.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let stdout = Collector::start(child.stdout.take().expect("piped"), OUTPUT_LIMIT);
    let stderr = Collector::start(child.stderr.take().expect("piped"), ERRORS_KEPT);

    let (sender, ended) = mpsc::channel();
    thread::spawn(move || {
        let _ = sender.send(sys::wait(pid));
    });
    let mut killed = false;
    let waited = match ended.recv_timeout(limits.wall()) {
        Ok(waited) => waited,
        Err(_) => {
            sys::kill_group(pid);
            killed = true;
            ended
                .recv()
                .map_err(|_| io::Error::new(io::ErrorKind::Other, "the waiting thread died"))?
        }
    };
    let wall = started.elapsed();
    // What the solution started and left behind goes with it.
    sys::kill_group(pid);
    let (status, usage) = waited?;
    // Its output is complete once every process holding the pipe has gone.
    // One outside the group (started with a session of its own) may hold
    // it still: then the output so far is judged, and the run says so.
    let patience = Duration::from_secs(1);
    let (stdout, stdout_cut, stdout_held) = stdout.finish(patience);
    let (stderr, _, _) = stderr.finish(patience);
    let status = ExitStatus::from_raw(status);
    let ending = match (killed, status.code(), status.signal()) {
        (true, _, _) => Ending::Killed,
        (false, Some(code), _) => Ending::Exited(code),
        (false, None, Some(signal)) => Ending::Signalled(signal),
        (false, None, None) => Ending::Signalled(0),
    };
    Ok(Run {
        ending,
        usage: Usage {
            cpu: usage.cpu,
            wall,
            peak_kib: usage.peak_kib,
        },
        stdout,
        stdout_cut,
        stderr,
        output_held: stdout_held,
    })
}

/// Reads a pipe to its end on a thread of its own, keeping at most `keep`
/// bytes and draining the rest.
struct Collector {
    bytes: Arc<Mutex<(Vec<u8>, bool)>>,
    done: mpsc::Receiver<()>,
}

impl Collector {
    fn start<R: Read + Send + 'static>(mut pipe: R, keep: usize) -> Collector {
        let bytes = Arc::new(Mutex::new((Vec::new(), false)));
        let shared = Arc::clone(&bytes);
        let (sender, done) = mpsc::channel();
        thread::spawn(move || {
            let mut buffer = [0u8; 1 << 16];
            loop {
                match pipe.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(read) => {
                        let mut kept = shared.lock().unwrap_or_else(|e| e.into_inner());
                        let room = keep.saturating_sub(kept.0.len());
                        kept.0.extend_from_slice(&buffer[..read.min(room)]);
                        kept.1 |= read > room;
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = sender.send(());
        });
        Collector { bytes, done }
    }

    /// The bytes kept, whether more came than were kept, and whether the
    /// pipe was still open after `patience`.
    fn finish(self, patience: Duration) -> (Vec<u8>, bool, bool) {
        let held = self.done.recv_timeout(patience).is_err();
        let mut kept = self.bytes.lock().unwrap_or_else(|e| e.into_inner());
        let (bytes, cut) = std::mem::take(&mut *kept);
        (bytes, cut, held)
    }
}

/// The few C library calls std has no binding for, declared here: the
/// crate is std only.
mod sys {
    use super::c_long;
    use std::io;
    use std::time::Duration;

    #[cfg(target_os = "macos")]
    type Microseconds = i32;
    #[cfg(not(target_os = "macos"))]
    type Microseconds = c_long;

    #[repr(C)]
    #[derive(Default)]
    struct TimeVal {
        seconds: c_long,
        microseconds: Microseconds,
    }

    /// `struct rusage`: two times, then fourteen counters, `ru_maxrss` the
    /// first of them; the same layout on Linux and macOS.
    #[repr(C)]
    #[derive(Default)]
    struct ResourceUsage {
        user: TimeVal,
        system: TimeVal,
        max_rss: c_long,
        others: [c_long; 13],
    }

    extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut ResourceUsage) -> i32;
        fn kill(pid: i32, signal: i32) -> i32;
        pub(super) fn setpgid(pid: i32, group: i32) -> i32;
    }

    const SIGKILL: i32 = 9;

    /// What `wait4` tells of a child.
    pub(super) struct Waited {
        pub(super) cpu: Duration,
        pub(super) peak_kib: u64,
    }

    /// Waits for the child `pid` to end: its raw status and its usage.
    pub(super) fn wait(pid: i32) -> io::Result<(i32, Waited)> {
        let mut status = 0;
        let mut usage = ResourceUsage::default();
        loop {
            // SAFETY: both pointers are to live locals of the declared types.
            if unsafe { wait4(pid, &mut status, 0, &mut usage) } == pid {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        // `tv_usec` is an i32 on macOS, a c_long elsewhere.
        #[allow(clippy::useless_conversion)]
        let time = |t: &TimeVal| {
            Duration::from_secs(t.seconds.max(0) as u64)
                + Duration::from_micros(i64::from(t.microseconds).max(0) as u64)
        };
        // Linux counts ru_maxrss in KiB, macOS in bytes.
        let max_rss = usage.max_rss.max(0) as u64;
        let peak_kib = if cfg!(target_os = "macos") {
            max_rss / 1024
        } else {
            max_rss
        };
        Ok((
            status,
            Waited {
                cpu: time(&usage.user) + time(&usage.system),
                peak_kib,
            },
        ))
    }

    /// Kills the process group `group` and everything in it. A group that
    /// has already gone is no error.
    pub(super) fn kill_group(group: i32) {
        // SAFETY: a plain system call on integers.
        unsafe {
            kill(-group, SIGKILL);
        }
    }

    /// Caps the address space of the calling process, on Linux. macOS does
    /// not enforce the cap, so there the measured peak alone decides.
    #[cfg(target_os = "linux")]
    pub(super) fn limit_address_space(bytes: u64) {
        #[repr(C)]
        struct Limit {
            current: std::os::raw::c_ulong,
            most: std::os::raw::c_ulong,
        }
        extern "C" {
            fn setrlimit(resource: i32, limit: *const Limit) -> i32;
        }
        const RLIMIT_AS: i32 = 9;
        let bytes = bytes as std::os::raw::c_ulong;
        let limit = Limit {
            current: bytes,
            most: bytes,
        };
        // SAFETY: a pointer to a live local of the declared layout. A
        // failure leaves the process uncapped, which is no error.
        unsafe {
            setrlimit(RLIMIT_AS, &limit);
        }
    }

    #[cfg(not(target_os = "linux"))]
    pub(super) fn limit_address_space(_bytes: u64) {}
}
