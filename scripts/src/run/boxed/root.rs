//! A box's root: a small tmpfs of its own, holding read-only bind mounts
//! of what its runs may see (the system's folders, the toolchains, the
//! builds), `/proc` of its own, and the box's working folder, read-write,
//! at the path it has outside; the box's own `/etc/passwd` and
//! `/etc/group`, naming its one user (uid 0 of its user namespace) and no
//! user of the machine's; the keeper enters it with `pivot_root` and
//! detaches the machine's root, so nothing else exists there. Planned by
//! the judge (paths as C strings, mount flags read with `statvfs`), built
//! by the keeper with system calls alone.

use super::super::sys;
use super::super::view::Seen;
use std::collections::BTreeSet;
use std::ffi::CString;
use std::io;
use std::os::raw::{c_int, c_ulong};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

const MS_RDONLY: c_ulong = 1;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const MS_REMOUNT: c_ulong = 32;
const MS_NOATIME: c_ulong = 1024;
const MS_NODIRATIME: c_ulong = 2048;
const MS_BIND: c_ulong = 4096;
const MS_REC: c_ulong = 16384;
const MS_PRIVATE: c_ulong = 1 << 18;
const MS_RELATIME: c_ulong = 1 << 21;
const MNT_DETACH: c_int = 2;

/// The steps of making a root, for a failure's message.
pub(super) const STEPS: &[&str] = &[
    "",
    "moving into its cgroups",
    "making its namespaces and mapping its user",
    "forking its keeper",
    "making the mounts private",
    "mounting its tmpfs",
    "making a mount point or a link",
    "bind-mounting",
    "mounting /proc",
    "entering its root (pivot_root)",
    "detaching the machine's root",
    "making its root read-only",
    "making its Landlock rules",
    "waiting for its runs' ends (signalfd)",
    "installing its seccomp filter",
];
pub(super) const CGROUPS: i64 = 1;
pub(super) const NAMESPACES: i64 = 2;
pub(super) const FORK: i64 = 3;
const PRIVATE: i64 = 4;
const TMPFS: i64 = 5;
const POINT: i64 = 6;
const BIND: i64 = 7;
const PROC: i64 = 8;
const PIVOT: i64 = 9;
const DETACH: i64 = 10;
const READ_ONLY: i64 = 11;
pub(super) const LANDLOCK: i64 = 12;
pub(super) const SIGNALS: i64 = 13;
pub(super) const SECCOMP: i64 = 14;

/// One step of making the root, its paths inside the mount point.
#[derive(Debug, PartialEq, Eq)]
enum Step {
    Folder(CString),
    File(CString),
    Link {
        target: CString,
        at: CString,
    },
    /// A bind mount of `from` at `at`, then, read-only, a remount with
    /// `flags` (those the source's mount has, which a user namespace may
    /// not drop, and read-only, no set-user-id).
    Bind {
        from: CString,
        at: CString,
        read_only: Option<c_ulong>,
    },
    Proc(CString),
    /// A file of the root's own at `at`, holding `text`.
    Written {
        at: CString,
        text: Vec<u8>,
    },
    /// A tmpfs of its own at `at`, mounted with `options` (its size).
    Tmpfs {
        at: CString,
        options: CString,
    },
}

/// A box's root, planned.
pub(super) struct Root {
    /// Where its tmpfs is mounted before it is entered.
    mount_point: CString,
    steps: Vec<Step>,
}

/// The failure of a step: its number, the errno, its place in the plan.
pub(super) type StepFailed = (i64, c_int, i64);

impl Root {
    /// The root at `mount_point` that shows `seen` read-only and, at
    /// `work`'s path, a working folder of its own, read-write: a tmpfs of
    /// at most `work_bytes` (and [`WORK_FILES`] files), so that what the
    /// runs write there is bounded as a whole (a file's limit alone let a
    /// run write many files, or reserve disk with `fallocate`), counts as
    /// the box's memory, and is gone with the box.
    pub(super) fn new(
        mount_point: &Path,
        seen: &[Seen],
        work: &Path,
        work_bytes: u64,
    ) -> io::Result<Root> {
        let mut plan = Planner {
            mount_point: mount_point.to_path_buf(),
            made: BTreeSet::new(),
            bound: Vec::new(),
            steps: Vec::new(),
        };
        // Each folder before what is in it.
        let mut seen: Vec<&Seen> = seen.iter().collect();
        seen.sort_by(|a, b| a.path().cmp(b.path()));
        for item in seen {
            plan.show(item)?;
        }
        // The box's own user and group: its one user, uid 0 of its user
        // namespace; the machine's users are none of a run's business.
        for (path, text) in OWN_FILES {
            let path = Path::new(path);
            if plan.bound.iter().any(|folder| path.starts_with(folder)) {
                continue;
            }
            if let Some(parent) = path.parent() {
                plan.folders(parent)?;
            }
            let at = plan.inside(path)?;
            plan.steps.push(Step::Written {
                at,
                text: text.to_vec(),
            });
        }
        plan.folders(work)?;
        plan.steps.push(Step::Tmpfs {
            at: plan.inside(work)?,
            options: CString::new(work_options(work_bytes)).expect("no NUL"),
        });
        let proc = plan.inside(Path::new("/proc"))?;
        plan.steps.push(Step::Proc(proc));
        Ok(Root {
            mount_point: c_path(mount_point)?,
            steps: plan.steps,
        })
    }

    /// In the keeper, in its new mount namespace: makes the root and
    /// enters it, the machine's root detached. Only system calls.
    pub(super) fn enter(&self) -> Result<(), StepFailed> {
        let none = std::ptr::null();
        let fail = |step: i64, index: usize| (step, sys::errno(), index as i64);
        // SAFETY: system calls on live C strings and null pointers where
        // the calls take them.
        unsafe {
            let root = b"/\0".as_ptr().cast();
            if sys::mount(none, root, none, MS_REC | MS_PRIVATE, none.cast()) != 0 {
                return Err(fail(PRIVATE, 0));
            }
            let tmpfs = b"tmpfs\0".as_ptr().cast();
            let options = b"size=1m,mode=755\0".as_ptr().cast();
            let at = self.mount_point.as_ptr();
            if sys::mount(tmpfs, at, tmpfs, MS_NOSUID | MS_NODEV, options) != 0 {
                return Err(fail(TMPFS, 0));
            }
            for (index, step) in self.steps.iter().enumerate() {
                take(step).map_err(|step| fail(step, index))?;
            }
            if sys::chdir(at) != 0
                || sys::syscall(sys::SYS_PIVOT_ROOT, root_here(), root_here()) != 0
            {
                return Err(fail(PIVOT, 0));
            }
            if sys::umount2(root_here(), MNT_DETACH) != 0 || sys::chdir(root) != 0 {
                return Err(fail(DETACH, 0));
            }
            let flags = MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV;
            if sys::mount(none, root, none, flags, none.cast()) != 0 {
                return Err(fail(READ_ONLY, 0));
            }
        }
        Ok(())
    }
}

/// The files of the box's root its own, not the machine's: its one user
/// and its group.
pub(crate) const OWN_FILES: &[(&str, &[u8])] = &[
    ("/etc/passwd", b"root:x:0:0:the box's user:/:/bin/sh\n"),
    ("/etc/group", b"root:x:0:\n"),
];

/// The most files (and folders) a box's working folder holds: each an
/// inode of the kernel's, which the folder's size does not count.
pub(super) const WORK_FILES: u64 = 4096;

/// The mount options of a box's working folder of at most `bytes`.
fn work_options(bytes: u64) -> String {
    // tmpfs counts in pages: at least one.
    let bytes = bytes.max(4096);
    format!("size={},nr_inodes={},mode=700", bytes, WORK_FILES)
}

/// `.`, as a C string.
fn root_here() -> *const std::os::raw::c_char {
    b".\0".as_ptr().cast()
}

/// Takes one step; `Err` names the step that failed.
unsafe fn take(step: &Step) -> Result<(), i64> {
    let none = std::ptr::null();
    match step {
        Step::Folder(path) => {
            if sys::mkdir(path.as_ptr(), 0o755) != 0 && sys::errno() != sys::EEXIST {
                return Err(POINT);
            }
        }
        Step::File(path) => {
            let fd = sys::open(
                path.as_ptr(),
                sys::O_CREAT | sys::O_WRONLY | sys::O_CLOEXEC,
                0o644,
            );
            if fd < 0 {
                return Err(POINT);
            }
            sys::close(fd);
        }
        Step::Link { target, at } => {
            if sys::symlink(target.as_ptr(), at.as_ptr()) != 0 {
                return Err(POINT);
            }
        }
        Step::Written { at, text } => {
            let fd = sys::open(
                at.as_ptr(),
                sys::O_CREAT | sys::O_WRONLY | sys::O_CLOEXEC,
                0o644,
            );
            if fd < 0 {
                return Err(POINT);
            }
            let wrote = sys::write(fd, text.as_ptr(), text.len());
            sys::close(fd);
            if wrote != text.len() as isize {
                return Err(POINT);
            }
        }
        Step::Bind {
            from,
            at,
            read_only,
        } => {
            let bind = MS_BIND | MS_REC;
            if sys::mount(from.as_ptr(), at.as_ptr(), none, bind, none.cast()) != 0 {
                return Err(BIND);
            }
            if let Some(flags) = read_only {
                if sys::mount(none, at.as_ptr(), none, *flags, none.cast()) != 0 {
                    return Err(BIND);
                }
            }
        }
        Step::Tmpfs { at, options } => {
            let tmpfs = b"tmpfs\0".as_ptr().cast();
            let flags = MS_NOSUID | MS_NODEV;
            if sys::mount(tmpfs, at.as_ptr(), tmpfs, flags, options.as_ptr().cast()) != 0 {
                return Err(TMPFS);
            }
        }
        Step::Proc(path) => {
            let proc = b"proc\0".as_ptr().cast();
            let flags = MS_NOSUID | MS_NODEV | MS_NOEXEC;
            if (sys::mkdir(path.as_ptr(), 0o555) != 0 && sys::errno() != sys::EEXIST)
                || sys::mount(proc, path.as_ptr(), proc, flags, none.cast()) != 0
            {
                return Err(PROC);
            }
        }
    }
    Ok(())
}

/// Makes a root's plan.
struct Planner {
    mount_point: PathBuf,
    /// Folders made in the root so far.
    made: BTreeSet<PathBuf>,
    /// Folders bound so far: nothing is made inside them.
    bound: Vec<PathBuf>,
    steps: Vec<Step>,
}

impl Planner {
    /// `path` inside the mount point.
    fn inside(&self, path: &Path) -> io::Result<CString> {
        let relative = path.strip_prefix("/").unwrap_or(path);
        c_path(&self.mount_point.join(relative))
    }

    /// The folders down to `path` (itself too), each made once.
    fn folders(&mut self, path: &Path) -> io::Result<()> {
        let mut chain: Vec<&Path> = path.ancestors().collect();
        chain.reverse();
        for folder in chain.into_iter().skip(1) {
            if self.made.insert(folder.to_path_buf()) {
                let at = self.inside(folder)?;
                self.steps.push(Step::Folder(at));
            }
        }
        Ok(())
    }

    /// The steps that show `seen`, unless a folder bound before shows it.
    fn show(&mut self, seen: &Seen) -> io::Result<()> {
        let path = seen.path();
        if self.bound.iter().any(|folder| path.starts_with(folder)) {
            return Ok(());
        }
        if let Some(parent) = path.parent() {
            self.folders(parent)?;
        }
        let at = self.inside(path)?;
        match seen {
            Seen::Link(_, target) => {
                self.steps.push(Step::Link {
                    target: c_path(target)?,
                    at,
                });
                return Ok(());
            }
            Seen::Folder(_) => {
                self.made.insert(path.to_path_buf());
                self.bound.push(path.to_path_buf());
                self.steps.push(Step::Folder(at.clone()));
            }
            Seen::File(_) => self.steps.push(Step::File(at.clone())),
        }
        self.steps.push(Step::Bind {
            from: c_path(path)?,
            at,
            read_only: Some(remount_flags(path)),
        });
        Ok(())
    }
}

/// The flags of a read-only remount of a bind of `path`: read-only, no
/// set-user-id, and the flags its mount has now (a user namespace may not
/// drop `nodev`, `noexec` or the access-time ones).
fn remount_flags(path: &Path) -> c_ulong {
    const ST_NODEV: c_ulong = 4;
    const ST_NOEXEC: c_ulong = 8;
    const ST_NOATIME: c_ulong = 1024;
    const ST_NODIRATIME: c_ulong = 2048;
    const ST_RELATIME: c_ulong = 4096;
    let mut info = sys::StatVfs::default();
    let kept = match c_path(path) {
        // SAFETY: a live C string and a live struct of the C layout.
        Ok(text) if unsafe { sys::statvfs(text.as_ptr(), &mut info) } == 0 => info.flag,
        _ => 0,
    };
    let mut flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID;
    for (has, flag) in [
        (ST_NODEV, MS_NODEV),
        (ST_NOEXEC, MS_NOEXEC),
        (ST_NOATIME, MS_NOATIME),
        (ST_NODIRATIME, MS_NODIRATIME),
        (ST_RELATIME, MS_RELATIME),
    ] {
        if kept & has != 0 {
            flags |= flag;
        }
    }
    flags
}

/// `path` as a C string.
fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL byte in a path"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(text: &str) -> CString {
        CString::new(text).unwrap()
    }

    #[test]
    fn a_root_makes_each_folder_once_and_nothing_inside_a_bind() {
        let seen = [
            Seen::Folder("/usr".into()),
            Seen::Folder("/usr/lib/jvm/java".into()),
            Seen::Link("/bin".into(), "usr/bin".into()),
            Seen::File("/dev/null".into()),
            Seen::Folder("/work/target/judge/builds/x".into()),
        ];
        let root = Root::new(Path::new("/r"), &seen, Path::new("/tmp/box/w"), 5 << 20).unwrap();
        let steps: Vec<&Step> = root.steps.iter().collect();
        let binds: Vec<&CString> = steps
            .iter()
            .filter_map(|s| match s {
                Step::Bind { at, .. } => Some(at),
                _ => None,
            })
            .collect();
        assert_eq!(
            binds,
            [
                &c("/r/dev/null"),
                &c("/r/usr"),
                &c("/r/work/target/judge/builds/x"),
            ]
        );
        // The working folder: a tmpfs of its own, bounded.
        assert!(steps.contains(&&Step::Tmpfs {
            at: c("/r/tmp/box/w"),
            options: c("size=5242880,nr_inodes=4096,mode=700"),
        }));
        assert!(steps.contains(&&Step::Link {
            target: c("usr/bin"),
            at: c("/r/bin")
        }));
        assert!(steps.contains(&&Step::File(c("/r/dev/null"))));
        let folders: Vec<&CString> = steps
            .iter()
            .filter_map(|s| match s {
                Step::Folder(at) => Some(at),
                _ => None,
            })
            .collect();
        let mut unique = folders.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(folders.len(), unique.len(), "{:?}", folders);
        assert!(!folders.iter().any(|f| f.to_bytes().starts_with(b"/r/usr/")));
        // No bind is writable (the working folder is a tmpfs); /proc
        // comes last.
        let writable: Vec<&Step> = steps
            .iter()
            .copied()
            .filter(|s| {
                matches!(
                    s,
                    Step::Bind {
                        read_only: None,
                        ..
                    }
                )
            })
            .collect();
        assert!(writable.is_empty(), "{:?}", writable);
        assert_eq!(steps.last(), Some(&&Step::Proc(c("/r/proc"))));
        // Its own users, in a folder it made: none of the machine's.
        let written: Vec<(&CString, &[u8])> = steps
            .iter()
            .filter_map(|s| match s {
                Step::Written { at, text } => Some((at, text.as_slice())),
                _ => None,
            })
            .collect();
        assert_eq!(
            written,
            [
                (
                    &c("/r/etc/passwd"),
                    &b"root:x:0:0:the box's user:/:/bin/sh\n"[..]
                ),
                (&c("/r/etc/group"), &b"root:x:0:\n"[..]),
            ]
        );
        assert!(folders.contains(&&c("/r/etc")));
    }

    #[test]
    fn a_read_only_bind_keeps_the_flags_of_its_mount() {
        for path in ["/", "/proc", "/dev/null"] {
            let flags = remount_flags(Path::new(path));
            assert_ne!(flags & MS_RDONLY, 0);
            assert_ne!(flags & MS_NOSUID, 0);
            assert_ne!(flags & MS_BIND, 0);
            assert_ne!(flags & MS_REMOUNT, 0);
            // What the mount has, kept.
            let mut info = sys::StatVfs::default();
            let text = c_path(Path::new(path)).unwrap();
            // SAFETY: a live C string and a live struct.
            assert_eq!(unsafe { sys::statvfs(text.as_ptr(), &mut info) }, 0);
            assert_eq!(flags & MS_NOEXEC != 0, info.flag & 8 != 0, "{}", path);
            assert_eq!(flags & MS_NODEV != 0, info.flag & 4 != 0, "{}", path);
        }
    }
}
