//! One box, as the judge holds it: its keeper (a process, and the socket
//! to it), its cgroups, its folder on the machine (the working folder its
//! runs see at the same path, and the mount point of its root), and what
//! its root shows. Made once, then a run at a time, ended with the judge
//! or when dropped.

use super::super::contain::cgroup::left_by_a_gone_judge;
use super::super::contain::landlock::Rules;
use super::super::contain::{seccomp, Maps};
use super::super::interrupt::Slot;
use super::super::spec::{BoxSpec, CountedBy};
use super::super::view::Seen;
use super::super::{streams, sys};
use super::keeper::{self, KeeperPlan};
use super::meter::Meter;
use super::pipes::Pipes;
use super::root::{Root, STEPS};
use super::wire::{self, Reply, POINTERS};
use std::ffi::CString;
use std::fmt;
use std::fs;
use std::io;
use std::os::raw::c_int;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long making a box may take.
const MAKING: Duration = Duration::from_secs(20);

/// The start of every box's folder's name: `judge-box-<pid namespace>-<judge pid>-<n>`.
pub(super) const PREFIX: &str = super::super::spec::SPOOL_PREFIX;

/// Why a box could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Unmade {
    /// A layer it needs is missing here: which, and why.
    Missing(String),
    /// The machine refused a step of making it.
    Refused {
        step: &'static str,
        errno: i32,
        path: Option<String>,
    },
    /// Something else failed (a folder, a cgroup, the keeper's socket).
    Failed(String),
}

impl fmt::Display for Unmade {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Unmade::Missing(why) => write!(f, "{}", why),
            Unmade::Refused { step, errno, path } => {
                let error = io::Error::from_raw_os_error(*errno);
                match path {
                    Some(path) => write!(f, "{} ({}): {}", step, path, error),
                    None => write!(f, "{}: {}", step, error),
                }
            }
            Unmade::Failed(why) => write!(f, "{}", why),
        }
    }
}

impl std::error::Error for Unmade {}

/// A box, ready for runs.
pub(super) struct Sandbox {
    /// The keeper's first process, the judge's child: it removes the
    /// box's cgroups and folders once the keeper has gone.
    first: i32,
    /// The keeper, in the judge's pid namespace.
    pub(super) keeper: i32,
    /// The judge's end of the keeper's socket.
    socket: c_int,
    pub(super) meter: Meter,
    /// Its folder on the machine.
    folder: PathBuf,
    /// Its runs' working folder, at the same path inside and out.
    pub(super) work: PathBuf,
    /// What its root shows beyond the system's folders.
    pub(super) shows: Vec<Seen>,
    /// The most its working folder holds, bytes.
    pub(super) work_bytes: u64,
    /// The largest stack its runs may be given, bytes: the hard limit its
    /// keeper has (raised to none where the judge may raise it).
    pub(super) stack_most: u64,
    /// The keeper's place among the groups an interrupt kills.
    slot: Option<Slot>,
    /// Whether a run left what could not be removed from its working
    /// folder: the box is then ended, never given another run.
    pub(super) spoiled: bool,
    /// Whether it builds contestants' files, rather than running them: a
    /// box of its own (its filter lets a build set its files' modes and
    /// times in its working folder, as linkers and cargo do).
    pub(super) building: bool,
}

impl Sandbox {
    /// A new box made as `spec` says (its root shows the system and what
    /// the spec shows beyond it, its runs counted as the spec counts), its
    /// working folder holding at most `work_bytes`.
    pub(super) fn new(spec: &BoxSpec, work_bytes: u64, building: bool) -> Result<Sandbox, Unmade> {
        if let Err(why) = &spec.namespaces {
            return Err(Unmade::Missing(format!("no namespaces: {}", why)));
        }
        let failed = |what: &str, e: io::Error| Unmade::Failed(format!("{}: {}", what, e));
        let folder = new_folder().map_err(|e| failed("cannot make its folder", e))?;
        let work = folder.join("w");
        let mount_point = folder.join("root");
        let meter = Meter::new(&spec.counting).map_err(|e| failed("cannot make its cgroups", e))?;
        let ends = socket_pair().map_err(|e| failed("cannot make its socket", e))?;
        let mut seen = spec.system.clone();
        seen.extend(spec.shows.iter().cloned());
        let mut plan = KeeperPlan {
            procs: meter.procs_fds(),
            maps: Maps::of_box(),
            socket: ends[1],
            root: Root::new(&mount_point, &seen, &work, work_bytes)
                .map_err(|e| failed("cannot plan its root", e))?,
            landlock: spec
                .landlock
                .as_ref()
                .ok()
                .map(|&abi| Rules::of_box(abi, &work)),
            seccomp: if spec.seccomp.is_ok() {
                let uncounted = match spec.counting {
                    CountedBy::Cgroups(_) => seccomp::Uncounted::Allowed,
                    CountedBy::Census(_) => seccomp::Uncounted::Refused,
                };
                if building {
                    seccomp::for_builds(uncounted)
                } else {
                    seccomp::filter(seccomp::KillAll::Allowed, uncounted)
                }
            } else {
                Vec::new()
            },
            buffer: vec![0; wire::MOST],
            pointers: vec![std::ptr::null(); POINTERS],
            stack: vec![0; 256 << 10],
            leftovers: leftovers(&meter, &folder).map_err(|e| failed("cannot plan its end", e))?,
            limits: Default::default(),
            last_pid: -1,
            oom: -1,
            own_oom: [0; 8],
        };
        // SAFETY: the child only makes system calls on the plan, made now.
        let first = unsafe { sys::fork() };
        if first == 0 {
            // SAFETY: in the child just forked.
            unsafe { keeper::first(&mut plan) }
        }
        // SAFETY: the keeper's end is the keeper's now.
        unsafe {
            sys::close(ends[1]);
        }
        drop(plan);
        let mut sandbox = Sandbox {
            first,
            keeper: 0,
            socket: ends[0],
            meter,
            folder,
            work,
            shows: spec.shows.clone(),
            work_bytes,
            stack_most: sys::stack_allowed(sys::RLIM_INFINITY),
            slot: None,
            spoiled: false,
            building,
        };
        if first < 0 {
            return Err(failed("cannot fork its keeper", io::Error::last_os_error()));
        }
        let keeper = sandbox.start()?;
        let work = sandbox.work.clone();
        sandbox.meter.set_keeper(keeper, &work);
        sandbox.keeper = keeper;
        sandbox.slot = Some(Slot::take(keeper));
        Ok(sandbox)
    }

    /// Waits for the keeper's first process to name the keeper, then for
    /// the keeper to say the box is made.
    fn start(&mut self) -> Result<i32, Unmade> {
        let deadline = Instant::now() + MAKING;
        let mut keeper = 0;
        let said = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.receive(left) {
                Ok(Some(Reply::Moved(pid))) => keeper = pid,
                Ok(Some(Reply::Ready)) if keeper > 0 => return Ok(keeper),
                Ok(other) => break other,
                Err(error) => return Err(Unmade::Failed(format!("its keeper: {}", error))),
            }
        };
        Err(match said {
            Some(Reply::SetupFailed { step, errno, index }) => Unmade::Refused {
                step: STEPS.get(step as usize).copied().unwrap_or("making it"),
                errno,
                path: (index >= 0).then(|| format!("step {}", index)),
            },
            Some(other) => Unmade::Failed(format!("its keeper said {:?}", other)),
            None => Unmade::Failed("its keeper did not say it was ready".to_string()),
        })
    }

    /// The keeper's next reply within `patience`; `None` when none came.
    pub(super) fn receive(&self, patience: Duration) -> io::Result<Option<Reply>> {
        let mut polled = sys::PollFd {
            fd: self.socket,
            events: sys::POLLIN,
            revents: 0,
        };
        let milliseconds = patience.as_millis().min(i32::MAX as u128) as c_int;
        // SAFETY: a pointer to one live pollfd.
        let ready = unsafe { sys::poll(&mut polled, 1, milliseconds) };
        if ready < 0 {
            let error = io::Error::last_os_error();
            return match error.kind() {
                io::ErrorKind::Interrupted => Ok(None),
                _ => Err(error),
            };
        }
        if ready == 0 {
            return Ok(None);
        }
        self.reply().map(Some)
    }

    /// The keeper's next reply within `patience`, the run's `pipes` read
    /// meanwhile; `None` when none came.
    pub(super) fn receive_reading(
        &self,
        patience: Duration,
        pipes: &mut Pipes,
    ) -> io::Result<Option<Reply>> {
        if pipes.wait(self.socket, patience)? {
            self.reply().map(Some)
        } else {
            Ok(None)
        }
    }

    /// The reply the keeper has sent.
    fn reply(&self) -> io::Result<Reply> {
        let mut record: wire::Frame = [0; 64];
        // SAFETY: a live buffer of its length.
        let read = unsafe { sys::read(self.socket, record.as_mut_ptr(), record.len()) };
        if read != record.len() as isize {
            return Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the box's keeper has gone",
            ));
        }
        Reply::from_record(&record)
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "a reply of no known kind"))
    }

    /// Sends a run's request with its three pipes' ends.
    pub(super) fn send_run(&self, request: &[u8], fds: &[c_int; 3]) -> io::Result<()> {
        wire::send_with_fds(self.socket, request, fds)
    }

    /// Asks the keeper to end the run, and waits until it has.
    pub(super) fn end_run(&self) -> io::Result<(KeeperEnd, Option<Reply>)> {
        let mut end = [0u8; 8];
        end.copy_from_slice(&wire::END.to_le_bytes());
        wire::send_with_fds(self.socket, &end, &[])?;
        let mut exited = None;
        loop {
            match self.receive(Duration::from_secs(10))? {
                Some(Reply::Ended {
                    status,
                    cpu,
                    peak_kib,
                }) => {
                    let ended = KeeperEnd {
                        status,
                        cpu,
                        peak_kib,
                    };
                    return Ok((ended, exited));
                }
                Some(reply @ (Reply::Exited { .. } | Reply::Finished { .. })) => {
                    exited = Some(reply)
                }
                Some(_) => {}
                None => {
                    return Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "the box's keeper did not end the run",
                    ))
                }
            }
        }
    }

    /// The working folder as the judge reaches it: through the keeper's
    /// root.
    pub(super) fn work_seen(&self) -> PathBuf {
        let inside = self.work.strip_prefix("/").unwrap_or(&self.work);
        PathBuf::from(format!("/proc/{}/root", self.keeper)).join(inside)
    }

    /// The files a run left in the working folder, which is emptied: the
    /// box's own tmpfs, seen through the keeper's root. Where anything is
    /// left all the same, the box is spoiled: ended once this run is said,
    /// and the next run gets a new one.
    pub(super) fn take_files(&mut self) -> Vec<super::super::WrittenFile> {
        let inside = self.work.strip_prefix("/").unwrap_or(&self.work);
        let seen = PathBuf::from(format!("/proc/{}/root", self.keeper)).join(inside);
        let (files, emptied) = streams::take_files(&seen);
        self.spoiled |= !emptied;
        files
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        // SAFETY: the socket is the box's; closing it tells the keeper.
        unsafe {
            sys::close(self.socket);
        }
        if self.keeper > 0 {
            // Its namespace's processes die with it.
            sys::kill(self.keeper);
        }
        if self.first > 0 {
            // It removes the cgroups and folders, and exits.
            let _ = sys::wait(self.first);
        }
        self.slot.take();
        self.meter.end();
        streams::forget_folder(&self.folder);
        let _ = fs::remove_dir_all(&self.folder);
    }
}

/// What the keeper says of a run's end: its first process's wait status
/// where it had not exited before, the CPU time of all it reaped, and the
/// largest `ru_maxrss` among them.
pub(super) struct KeeperEnd {
    pub(super) status: Option<i32>,
    pub(super) cpu: Duration,
    pub(super) peak_kib: u64,
}

/// What the keeper's first process removes once the keeper has gone:
/// the box's cgroups, then its folders, deepest first.
fn leftovers(meter: &Meter, folder: &Path) -> io::Result<Vec<CString>> {
    let mut paths = meter.folders();
    paths.extend([folder.join("w"), folder.join("root"), folder.to_path_buf()]);
    paths
        .iter()
        .map(|path| {
            CString::new(path.as_os_str().as_bytes())
                .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL in a path"))
        })
        .collect()
}

/// A new folder for a box: `<temp>/judge-box-<pid namespace>-<pid>-<n>`,
/// with its working folder `w` and its root's mount point `root`.
fn new_folder() -> io::Result<PathBuf> {
    static BOXES: AtomicUsize = AtomicUsize::new(0);
    let base = std::env::temp_dir();
    remove_stale(&base);
    loop {
        let folder = base.join(format!(
            "{}{}-{}",
            own_prefix(),
            std::process::id(),
            BOXES.fetch_add(1, Ordering::SeqCst)
        ));
        match fs::create_dir(&folder) {
            Ok(()) => {
                streams::remember_folder(&folder);
                fs::create_dir(folder.join("w"))?;
                fs::create_dir(folder.join("root"))?;
                return Ok(folder);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
}

/// `judge-box-<pid namespace>-`: the start of the names of the folders
/// of the boxes of judges in this pid namespace. A judge in another (a
/// test's `unshare -p`) sees none of this one's processes, and must not
/// take its live boxes' folders for a gone judge's.
fn own_prefix() -> String {
    let namespace = fs::read_link("/proc/self/ns/pid")
        .ok()
        .and_then(|link| {
            let text = link.to_string_lossy().into_owned();
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            (!digits.is_empty()).then_some(digits)
        })
        .unwrap_or_else(|| "0".to_string());
    format!("{}{}-", PREFIX, namespace)
}

/// Removes the folders of boxes whose judge, of this pid namespace, has
/// gone (killed by SIGKILL), once a judge run.
fn remove_stale(base: &Path) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let entries = match fs::read_dir(base) {
            Ok(entries) => entries,
            Err(_) => return,
        };
        let prefix = own_prefix();
        for entry in entries.flatten() {
            if left_by_a_gone_judge(&entry.file_name(), &prefix) {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    });
}

/// A pair of connected sockets of sequenced packets, close-on-exec.
fn socket_pair() -> io::Result<[c_int; 2]> {
    let mut ends = [0; 2];
    // SAFETY: a pointer to two live ints.
    let made = unsafe {
        sys::socketpair(
            sys::AF_UNIX,
            sys::SOCK_SEQPACKET | sys::SOCK_CLOEXEC,
            0,
            ends.as_mut_ptr(),
        )
    };
    if made != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(ends)
}
