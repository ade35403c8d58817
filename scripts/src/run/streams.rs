//! What every system's runner shares: a run's standard streams (its input
//! written, its output and errors read into bounded buffers), and the
//! fresh working folder of a run.

use super::{Ending, Job, Run, WrittenFile, ERRORS_KEPT, ERRORS_TAIL_KEPT, OUTPUT_KEPT_UNLIMITED};
use std::collections::VecDeque;
use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long the output may stay open after the solution and all it
/// started have gone (held by a process the runner cannot end).
const PATIENCE: Duration = Duration::from_secs(1);

/// A run's standard streams, as the runner holds them: its input being
/// written, its output and its errors being read.
pub(super) struct Output {
    stdout: Collector,
    stderr: Collector,
}

impl Output {
    /// Writes `job`'s input to `stdin` and reads `stdout` and `stderr`,
    /// each on a thread of its own. The writer is never joined: a
    /// solution that does not read its input leaves it blocked until the
    /// pipe closes, and a solution may stop reading early, which is no
    /// error of the judge's.
    pub(super) fn from_pipes<W, R, E>(mut stdin: W, stdout: R, stderr: E, job: &Job) -> Output
    where
        W: Write + Send + 'static,
        R: Read + Send + 'static,
        E: Read + Send + 'static,
    {
        // Input no larger than an empty pipe takes at once is written
        // here (on Unix, a write of up to PIPE_BUF bytes to an empty pipe
        // never blocks); more, on a thread of its own.
        if cfg!(unix) && job.input.len() <= 4096 {
            let _ = stdin.write_all(job.input);
            drop(stdin);
        } else {
            let input = job.input.to_vec();
            thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
        }
        let kept = match job.limits.output_kib {
            Some(kib) => kib.saturating_mul(1024).min(usize::MAX as u64) as usize,
            None => OUTPUT_KEPT_UNLIMITED,
        };
        Output {
            stdout: Collector::start(stdout, kept, 0),
            stderr: Collector::start(stderr, ERRORS_KEPT, ERRORS_TAIL_KEPT),
        }
    }

    /// The streams of `child`, started with all three piped.
    #[cfg(unix)]
    pub(super) fn start(child: &mut std::process::Child, job: &Job) -> Output {
        let taken = (child.stdin.take(), child.stdout.take(), child.stderr.take());
        match taken {
            (Some(stdin), Some(stdout), Some(stderr)) => {
                Output::from_pipes(stdin, stdout, stderr, job)
            }
            _ => unreachable!("the runner pipes all three streams"),
        }
    }

    /// Bytes written to standard output so far.
    pub(super) fn stdout_bytes(&self) -> u64 {
        self.stdout.total()
    }

    /// The run, ended as `ending`, with what it wrote: once every process
    /// that could hold the pipes has gone, the output is complete; the
    /// patience is for one that got out. Its usage and what the runner
    /// saw of its processes are left for the runner to fill in.
    pub(super) fn finish(self, ending: Ending) -> Run {
        let patience = Instant::now() + PATIENCE;
        let out = self.stdout.finish(patience);
        let err = self.stderr.finish(patience);
        Run {
            ending,
            stdout_cut: out.total > out.head.len() as u64,
            stdout: out.head,
            stdout_bytes: out.total,
            stderr: err.head,
            stderr_tail: err.tail,
            stderr_bytes: err.total,
            output_held: out.held || err.held,
            ..nothing()
        }
    }
}

/// A run that did nothing: every field empty, ended as if by exit 0.
pub(super) fn nothing() -> Run {
    Run::ended(Ending::Exited(0), super::Usage::default(), Vec::new())
}

/// What a [`Collector`] keeps: the first bytes, and the last ones.
#[derive(Default)]
struct Kept {
    head: Vec<u8>,
    tail: VecDeque<u8>,
}

struct Shared {
    kept: Mutex<Kept>,
    /// Bytes read in all.
    total: AtomicU64,
    /// Set when the run is over: what arrives later is dropped, and the
    /// reader stops at its next read.
    abandoned: AtomicBool,
}

/// Reads a pipe to its end on a thread of its own, keeping at most `head`
/// bytes from its start and `tail` from its end, draining the rest. Its
/// memory stays bounded whatever comes.
pub(super) struct Collector {
    shared: Arc<Shared>,
    done: mpsc::Receiver<()>,
}

/// What a [`Collector`] read.
pub(super) struct Collected {
    pub(super) head: Vec<u8>,
    /// The last bytes, when more came than the head holds (never overlapping
    /// the head).
    pub(super) tail: Vec<u8>,
    pub(super) total: u64,
    /// Whether the pipe was still open when reading stopped.
    pub(super) held: bool,
}

impl Collector {
    /// Starts reading `pipe`.
    pub(super) fn start<R>(mut pipe: R, head: usize, tail: usize) -> Self
    where
        R: Read + Send + 'static,
    {
        let shared = Arc::new(Shared {
            kept: Mutex::new(Kept::default()),
            total: AtomicU64::new(0),
            abandoned: AtomicBool::new(false),
        });
        let reader = Arc::clone(&shared);
        let (sender, done) = mpsc::channel();
        thread::spawn(move || {
            let mut buffer = vec![0u8; 1 << 16];
            loop {
                let read = match pipe.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(read) => read,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                if reader.abandoned.load(Ordering::SeqCst) {
                    break;
                }
                reader.total.fetch_add(read as u64, Ordering::SeqCst);
                {
                    let mut kept = reader.kept.lock().unwrap_or_else(|e| e.into_inner());
                    let mut bytes = &buffer[..read];
                    let room = head.saturating_sub(kept.head.len()).min(bytes.len());
                    kept.head.extend_from_slice(&bytes[..room]);
                    bytes = &bytes[room..];
                    if tail > 0 && !bytes.is_empty() {
                        let bytes = &bytes[bytes.len().saturating_sub(tail)..];
                        let over = (kept.tail.len() + bytes.len()).saturating_sub(tail);
                        kept.tail.drain(..over);
                        kept.tail.extend(bytes.iter().copied());
                    }
                }
            }
            let _ = sender.send(());
        });
        Collector { shared, done }
    }

    /// Bytes read so far.
    pub(super) fn total(&self) -> u64 {
        self.shared.total.load(Ordering::SeqCst)
    }

    /// Waits until `deadline` at most for the pipe's end, then stops
    /// reading: what comes later is never kept.
    pub(super) fn finish(self, deadline: Instant) -> Collected {
        let patience = deadline.saturating_duration_since(Instant::now());
        let held = self.done.recv_timeout(patience).is_err();
        self.shared.abandoned.store(true, Ordering::SeqCst);
        let mut kept = self.shared.kept.lock().unwrap_or_else(|e| e.into_inner());
        let kept = std::mem::take(&mut *kept);
        Collected {
            head: kept.head,
            tail: kept.tail.into_iter().collect(),
            total: self.shared.total.load(Ordering::SeqCst),
            held,
        }
    }
}

/// The folders of the runs going on: removed by [`remove_open_folders`]
/// when the judge is interrupted.
static OPEN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the working folders of the runs going on: for an interrupted
/// judge, once their processes are dead, just before it exits.
#[cfg_attr(not(unix), allow(dead_code))]
pub(super) fn remove_open_folders() {
    let open = OPEN.lock().unwrap_or_else(|e| e.into_inner());
    for path in open.iter() {
        let _ = fs::remove_dir_all(path);
    }
    let own = format!("{}-", std::process::id());
    let parents = OWN_IN.lock().unwrap_or_else(|e| e.into_inner());
    for entry in parents
        .iter()
        .filter_map(|p| fs::read_dir(p).ok())
        .flatten()
    {
        let entry = match entry {
            Ok(entry) => entry,
            Err(_) => continue,
        };
        if entry.file_name().to_string_lossy().starts_with(&own) {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// The folders whose entries of this judge's own an interrupt removes.
static OWN_IN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Has an interrupt of the judge remove every folder under `parent` that
/// this judge made, named `<pid>-...` as `build::fresh_folder` names them:
/// its builds, which it removes itself when it ends as it should.
pub fn remove_own_on_interrupt(parent: &Path) {
    let mut parents = OWN_IN.lock().unwrap_or_else(|e| e.into_inner());
    if !parents.iter().any(|p| p == parent) {
        parents.push(parent.to_path_buf());
    }
}

/// A new empty folder of one run's own, under the system's temporary
/// folder: never shared with another run, of this process or another.
pub(super) struct Folder {
    path: PathBuf,
}

impl Folder {
    /// Makes the folder: its name from the process id, a counter and the
    /// time, made with `create_dir`, which fails rather than share one.
    pub(super) fn new() -> io::Result<Folder> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let base = std::env::temp_dir();
        loop {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |t| t.subsec_nanos());
            let count = COUNTER.fetch_add(1, Ordering::SeqCst);
            let path = base.join(format!(
                "judge-run-{}-{}-{}",
                std::process::id(),
                count,
                nanos
            ));
            match fs::create_dir(&path) {
                Ok(()) => {
                    OPEN.lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(path.clone());
                    return Ok(Folder { path });
                }
                Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
                Err(error) => {
                    return Err(io::Error::new(
                        error.kind(),
                        format!(
                            "cannot make a working folder in {}: {}",
                            base.display(),
                            error
                        ),
                    ))
                }
            }
        }
    }

    pub(super) fn path(&self) -> &Path {
        &self.path
    }

    /// The files left in the folder, by name, and the folder removed.
    pub(super) fn finish(self) -> Vec<WrittenFile> {
        let files = listed(&self.path);
        self.remove();
        files
    }

    fn remove(&self) {
        OPEN.lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|open| open != &self.path);
        if fs::remove_dir_all(&self.path).is_err() {
            // A solution may have taken away its own permissions.
            make_writable(&self.path, 0);
            let _ = fs::remove_dir_all(&self.path);
        }
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        if self.path.exists() {
            self.remove();
        }
    }
}

/// The files a run left in `folder`, by name, and the folder emptied for
/// the next run: a box's working folder.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(super) fn take_files(folder: &Path) -> Vec<WrittenFile> {
    let files = listed(folder);
    if let Ok(entries) = fs::read_dir(folder) {
        for entry in entries.flatten() {
            let path = entry.path();
            let removed = match entry.file_type() {
                Ok(kind) if kind.is_dir() => fs::remove_dir_all(&path),
                _ => fs::remove_file(&path),
            };
            if removed.is_err() {
                // A solution may have taken away its own permissions.
                make_writable(folder, 0);
                let _ = fs::remove_dir_all(&path).or_else(|_| fs::remove_file(&path));
            }
        }
    }
    files
}

/// Registers `folder`, removed if the judge is interrupted.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(super) fn remember_folder(folder: &Path) {
    OPEN.lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(folder.to_path_buf());
}

/// Forgets `folder` ([`remember_folder`]): removed otherwise.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(super) fn forget_folder(folder: &Path) {
    OPEN.lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|open| open != folder);
}

/// The files under `folder`, by name, sorted.
fn listed(folder: &Path) -> Vec<WrittenFile> {
    let mut files = Vec::new();
    list(folder, folder, &mut files, 0);
    files.sort_by(|a, b| a.name.cmp(&b.name));
    files
}

/// The files under `folder`, named from `root`, at most a thousand and
/// eight levels down.
fn list(root: &Path, folder: &Path, files: &mut Vec<WrittenFile>, depth: usize) {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(_) => return,
    };
    for entry in entries.flatten() {
        if files.len() >= 1000 {
            return;
        }
        let path = entry.path();
        let metadata = match fs::symlink_metadata(&path) {
            Ok(metadata) => metadata,
            Err(_) => continue,
        };
        if metadata.is_dir() {
            if depth < 8 {
                list(root, &path, files, depth + 1);
            }
            continue;
        }
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        files.push(WrittenFile {
            name,
            bytes: metadata.len(),
        });
    }
}

fn make_writable(folder: &Path, depth: usize) {
    if let Ok(metadata) = fs::metadata(folder) {
        let mut permissions = metadata.permissions();
        #[allow(clippy::permissions_set_readonly_false)]
        permissions.set_readonly(false);
        let _ = fs::set_permissions(folder, permissions);
    }
    if depth < 8 {
        if let Ok(entries) = fs::read_dir(folder) {
            for entry in entries.flatten() {
                if entry.file_type().map_or(false, |t| t.is_dir()) {
                    make_writable(&entry.path(), depth + 1);
                }
            }
        }
    }
}

/// `command` with each relative path that names an existing file (or
/// folder) made absolute: the run starts in another folder.
pub(super) fn absolute(command: &[OsString]) -> Vec<OsString> {
    let here = std::env::current_dir().ok();
    command
        .iter()
        .enumerate()
        .map(|(index, word)| {
            let path = Path::new(word);
            // The program alone is found on PATH unless it names a folder.
            let named = index > 0 || path.components().count() > 1;
            match &here {
                Some(here) if path.is_relative() && named && path.exists() => {
                    here.join(path).into_os_string()
                }
                _ => word.clone(),
            }
        })
        .collect()
}
