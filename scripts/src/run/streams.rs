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
    pub(super) fn from_pipes<W, R, E>(stdin: W, stdout: R, stderr: E, job: &Job) -> Output
    where
        W: Write + Send + 'static,
        R: Read + Send + 'static,
        E: Read + Send + 'static,
    {
        write_input(stdin, job);
        Output {
            stdout: Collector::start(stdout, output_kept(job), 0),
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
        finished(ending, out, err)
    }
}

/// Writes `job`'s input to `stdin`, then closes it: input no larger than
/// an empty pipe takes at once here (on Unix, a write of up to PIPE_BUF
/// bytes to an empty pipe never blocks); more, on a thread of its own,
/// never joined.
pub(super) fn write_input<W: Write + Send + 'static>(mut stdin: W, job: &Job) {
    if cfg!(unix) && job.input.len() <= 4096 {
        let _ = stdin.write_all(job.input);
        drop(stdin);
    } else {
        let input = job.input.to_vec();
        on_a_thread(Box::new(move || {
            let _ = stdin.write_all(&input);
        }));
    }
}

/// How many bytes of `job`'s output are kept.
pub(super) fn output_kept(job: &Job) -> usize {
    match job.limits.output_kib {
        Some(kib) => kib.saturating_mul(1024).min(usize::MAX as u64) as usize,
        None => OUTPUT_KEPT_UNLIMITED,
    }
}

/// The run, ended as `ending`, with what was read of its output (`out`)
/// and its errors (`err`).
pub(super) fn finished(ending: Ending, out: Collected, err: Collected) -> Run {
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

/// A run that did nothing: every field empty, ended as if by exit 0.
pub(super) fn nothing() -> Run {
    Run::ended(Ending::Exited(0), super::Usage::default(), Vec::new())
}

/// What is kept of a stream: the first bytes, and the last ones.
#[derive(Default)]
pub(super) struct Kept {
    head: Vec<u8>,
    tail: VecDeque<u8>,
}

impl Kept {
    /// Keeps of `bytes`, which came next, what goes in the first `head`
    /// bytes and the last `tail`.
    pub(super) fn keep(&mut self, bytes: &[u8], head: usize, tail: usize) {
        let room = head.saturating_sub(self.head.len()).min(bytes.len());
        self.head.extend_from_slice(&bytes[..room]);
        let bytes = &bytes[room..];
        if tail > 0 && !bytes.is_empty() {
            let bytes = &bytes[bytes.len().saturating_sub(tail)..];
            let over = (self.tail.len() + bytes.len()).saturating_sub(tail);
            self.tail.drain(..over);
            self.tail.extend(bytes.iter().copied());
        }
    }

    /// What was read: `total` bytes in all, the pipe still `held` open
    /// or not.
    pub(super) fn collected(self, total: u64, held: bool) -> Collected {
        Collected {
            head: self.head,
            tail: self.tail.into_iter().collect(),
            total,
            held,
        }
    }
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
        on_a_thread(Box::new(move || {
            with_buffer(|buffer| read_into(&mut pipe, buffer, &reader, head, tail));
            let _ = sender.send(());
        }));
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
        std::mem::take(&mut *kept).collected(self.shared.total.load(Ordering::SeqCst), held)
    }
}

/// Reads `pipe` to its end (or until the run is abandoned) through
/// `buffer`, keeping at most `head` bytes from its start and `tail` from
/// its end in `reader`.
fn read_into<R: Read>(pipe: &mut R, buffer: &mut [u8], reader: &Shared, head: usize, tail: usize) {
    loop {
        let read = match pipe.read(buffer) {
            Ok(0) => break,
            Ok(read) => read,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        };
        if reader.abandoned.load(Ordering::SeqCst) {
            break;
        }
        reader.total.fetch_add(read as u64, Ordering::SeqCst);
        reader
            .kept
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .keep(&buffer[..read], head, tail);
    }
}

/// A task for a thread of a [`Pool`]'s.
type Task = Box<dyn FnOnce() + Send + 'static>;

/// Threads that wait for a task once they have done one, each by the
/// sender of its own queue. A run's streams take two threads: made anew
/// each run, they cost more than a short run's reading (a stack and a
/// signal stack mapped, a buffer zeroed, all of it unmapped at its end:
/// about 0.1 ms a run).
struct Pool {
    idle: Mutex<Vec<mpsc::Sender<Task>>>,
    /// How many threads wait at most; one more ends after its task.
    kept: usize,
}

impl Pool {
    const fn new(kept: usize) -> Pool {
        Pool {
            idle: Mutex::new(Vec::new()),
            kept,
        }
    }

    fn idle(&self) -> std::sync::MutexGuard<'_, Vec<mpsc::Sender<Task>>> {
        self.idle.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `task` on a thread of its own: one that waits, if there is
    /// one, else a new one, which then waits for the next task.
    fn run(&'static self, task: Task) {
        let mut task = task;
        loop {
            let waiting = self.idle().pop();
            match waiting {
                Some(worker) => match worker.send(task) {
                    Ok(()) => return,
                    Err(refused) => task = refused.0,
                },
                None => break,
            }
        }
        let (queue, tasks) = mpsc::channel::<Task>();
        thread::spawn(move || {
            let mut next = Some(task);
            while let Some(task) = next.take() {
                task();
                {
                    let mut idle = self.idle();
                    if idle.len() >= self.kept {
                        return;
                    }
                    idle.push(queue.clone());
                }
                next = tasks.recv().ok();
            }
        });
    }
}

/// The threads that write runs' input and read their output.
static STREAMS: Pool = Pool::new(16);

/// Runs `task` on a thread of the streams' [`Pool`].
fn on_a_thread(task: Task) {
    STREAMS.run(task);
}

thread_local! {
    /// A reading thread's buffer, kept for its next pipe.
    static BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `read` with this thread's buffer for pipes, 64 KiB, made once.
pub(super) fn with_buffer<T>(read: impl FnOnce(&mut [u8]) -> T) -> T {
    BUFFER.with(|buffer| {
        let mut buffer = buffer.borrow_mut();
        if buffer.is_empty() {
            buffer.resize(1 << 16, 0);
        }
        read(&mut buffer)
    })
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
            // A solution may have taken away its own permissions, or made
            // its folders deeper than descriptors go.
            let (_, folders) = walked(&self.path);
            emptied(&self.path, &folders);
            let _ = fs::remove_dir(&self.path);
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
/// the next run (a box's working folder), whatever the modes the run left
/// on its folders and however deep they go; `false` beside them where
/// something is left all the same (the box is then ended, never reused).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(super) fn take_files(folder: &Path) -> (Vec<WrittenFile>, bool) {
    // Most runs leave nothing: one look then.
    if let Ok(mut entries) = fs::read_dir(folder) {
        if entries.next().is_none() {
            return (Vec::new(), true);
        }
    }
    let (files, folders) = walked(folder);
    (files, emptied(folder, &folders))
}

/// Every file under `folder` (at most a thousand, by name from it, each
/// folder left with nothing in it named too, with a `/`), and every
/// folder under it, parents first: each folder opened to its owner
/// (read, write and search) before it is read, a run's `chmod 0333` or
/// `0` on its own folders undone, and read one at a time, so that no
/// depth runs out of descriptors.
fn walked(folder: &Path) -> (Vec<WrittenFile>, Vec<PathBuf>) {
    let mut files = Vec::new();
    let mut folders = Vec::new();
    let mut next = vec![folder.to_path_buf()];
    while let Some(at) = next.pop() {
        opened_up(&at);
        let entries: Vec<fs::DirEntry> = match fs::read_dir(&at) {
            Ok(entries) => entries.flatten().collect(),
            Err(_) => continue,
        };
        let empty = entries.is_empty();
        for entry in entries {
            let path = entry.path();
            match fs::symlink_metadata(&path) {
                Ok(metadata) if metadata.is_dir() => {
                    folders.push(path.clone());
                    next.push(path);
                }
                Ok(metadata) => {
                    if files.len() < 1000 {
                        files.push(WrittenFile {
                            name: named(folder, &path),
                            bytes: metadata.len(),
                        });
                    }
                }
                Err(_) => {}
            }
        }
        if empty && at != folder && files.len() < 1000 {
            files.push(WrittenFile {
                name: format!("{}/", named(folder, &at)),
                bytes: 0,
            });
        }
    }
    files.sort_by(|a, b| a.name.cmp(&b.name));
    (files, folders)
}

/// `path`'s name from `root`.
fn named(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// `folder` readable, writable and searchable by its owner, whatever a
/// run set.
fn opened_up(folder: &Path) {
    if let Ok(metadata) = fs::symlink_metadata(folder) {
        let mut permissions = metadata.permissions();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            permissions.set_mode(permissions.mode() | 0o700);
        }
        #[cfg(not(unix))]
        #[allow(clippy::permissions_set_readonly_false)]
        permissions.set_readonly(false);
        let _ = fs::set_permissions(folder, permissions);
    }
}

/// Removes everything under `folder` (its `folders`, parents first, as
/// [`walked`] found them): every file, then each folder from the deepest;
/// whether `folder` is empty after.
fn emptied(folder: &Path, folders: &[PathBuf]) -> bool {
    let mut next = vec![folder.to_path_buf()];
    next.extend(folders.iter().cloned());
    for at in &next {
        opened_up(at);
        if let Ok(entries) = fs::read_dir(at) {
            let entries: Vec<fs::DirEntry> = entries.flatten().collect();
            for entry in entries {
                let is_folder = entry.file_type().map_or(false, |t| t.is_dir());
                if !is_folder {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
    }
    for at in folders.iter().rev() {
        let _ = fs::remove_dir(at);
    }
    fs::read_dir(folder).map_or(false, |mut entries| entries.next().is_none())
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
    walked(folder).0
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::thread::ThreadId;

    /// Waits up to five seconds for `pool` to have `count` threads waiting.
    fn until_waiting(pool: &Pool, count: usize) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while pool.idle().len() != count {
            assert!(Instant::now() < deadline, "{} waiting", pool.idle().len());
            thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_pools_thread_waits_for_the_next_task_and_at_most_kept_wait() {
        static POOL: Pool = Pool::new(1);
        let (said, heard) = mpsc::channel::<ThreadId>();
        let tell = |said: &mpsc::Sender<ThreadId>| {
            let said = said.clone();
            Box::new(move || said.send(thread::current().id()).unwrap()) as Task
        };
        POOL.run(tell(&said));
        let first = heard.recv().unwrap();
        until_waiting(&POOL, 1);
        // The next task goes to the thread that waits.
        POOL.run(tell(&said));
        assert_eq!(heard.recv().unwrap(), first);
        until_waiting(&POOL, 1);
        // A task while the waiting one is busy: a new thread.
        let (release, held) = mpsc::channel::<()>();
        let blocked = said.clone();
        POOL.run(Box::new(move || {
            held.recv().unwrap();
            blocked.send(thread::current().id()).unwrap();
        }));
        POOL.run(tell(&said));
        let second = heard.recv().unwrap();
        assert_ne!(second, first);
        release.send(()).unwrap();
        assert_eq!(heard.recv().unwrap(), first);
        // Both done: one waits (the pool keeps one), the other has ended.
        until_waiting(&POOL, 1);
        thread::sleep(Duration::from_millis(50));
        assert_eq!(POOL.idle().len(), 1);
    }
}
