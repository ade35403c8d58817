//! The Landlock layer (landlock(7)), at the best ABI the kernel offers:
//! the system's and the toolchain's folders read-only, the run's own
//! folder read-write, nothing else; no TCP bind or connect from ABI 4;
//! signals and abstract unix sockets scoped to the run from ABI 6.
//! Denials are `EACCES`.

use super::super::layer::Unavailable;
use super::super::sys;
use super::super::view::{self, is_build, on_path, safe_folder, Hidden, Seen};
use std::ffi::CString;
use std::os::raw::{c_int, c_long, c_ulong};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

const CREATE_RULESET: c_long = 444;
const ADD_RULE: c_long = 445;
const RESTRICT_SELF: c_long = 446;
const CREATE_RULESET_VERSION: c_ulong = 1;
const RULE_PATH_BENEATH: c_ulong = 1;

const EXECUTE: u64 = 1 << 0;
const WRITE_FILE: u64 = 1 << 1;
const READ_FILE: u64 = 1 << 2;
const READ_DIR: u64 = 1 << 3;
const REFER: u64 = 1 << 13;
const TRUNCATE: u64 = 1 << 14;
const IOCTL_DEV: u64 = 1 << 15;
/// The rights that a rule on a file (not a folder) may hold.
const FILE_RIGHTS: u64 = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV;
const READ_ONLY: u64 = EXECUTE | READ_FILE | READ_DIR;

const BIND_TCP: u64 = 1 << 0;
const CONNECT_TCP: u64 = 1 << 1;
const SCOPE_ABSTRACT_UNIX: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

/// The ABI the kernel offers, or why there is none.
pub(super) fn probe() -> Result<i32, Unavailable> {
    // SAFETY: the version query takes no ruleset.
    let abi = unsafe {
        sys::syscall(
            CREATE_RULESET,
            0 as c_ulong,
            0 as c_ulong,
            CREATE_RULESET_VERSION,
        )
    };
    if abi > 0 {
        Ok(abi as i32)
    } else if sys::errno() == sys::ENOSYS {
        Err(Unavailable::Refused(
            "the kernel has none (Linux 5.13 or later, built with it)".to_string(),
        ))
    } else {
        Err(Unavailable::Refused(
            "the kernel has it turned off (the lsm= boot list)".to_string(),
        ))
    }
}

/// The file-system rights that ABI `abi` knows: all are handled, so what
/// no rule grants is denied.
fn handled_fs(abi: i32) -> u64 {
    let mut rights = (1 << 13) - 1;
    if abi >= 2 {
        rights |= REFER;
    }
    if abi >= 3 {
        rights |= TRUNCATE;
    }
    if abi >= 5 {
        rights |= IOCTL_DEV;
    }
    rights
}

#[repr(C)]
struct RulesetAttr {
    handled_access_fs: u64,
    handled_access_net: u64,
    scoped: u64,
}

#[repr(C, packed)]
struct PathBeneath {
    allowed_access: u64,
    parent_fd: i32,
}

/// A run's rules, made before the fork: paths as C strings, with rights.
pub(crate) struct Rules {
    abi: i32,
    paths: Vec<(CString, u64)>,
}

/// What a run forked afresh (no box) may read beyond what a box shows
/// ([`view::system_paths`]): `/opt`, and the machine's own `/proc` and
/// cgroup files, which a runtime reads (the JVM: cgroup limits, CPUs); a
/// box has a `/proc` of its own and binds the toolchain it starts.
const FRESH_READ: &[&str] = &["/opt", "/proc", "/sys/fs/cgroup"];

impl Rules {
    /// Rules for a run of `command` in `folder`, nothing `hidden` (the
    /// golden cases, the judge's work folder but the run's own build)
    /// ever granted, nor a folder that holds it.
    pub(super) fn new(
        abi: i32,
        command: &[std::ffi::OsString],
        folder: &Path,
        hidden: &Hidden,
    ) -> Rules {
        let mut paths: Vec<(PathBuf, u64)> = view::system_paths()
            .into_iter()
            .chain(FRESH_READ.iter().map(PathBuf::from))
            .map(|p| (p, READ_ONLY))
            .collect();
        paths.push((
            PathBuf::from("/dev/null"),
            READ_FILE | WRITE_FILE | TRUNCATE | IOCTL_DEV,
        ));
        paths.push((folder.to_path_buf(), u64::MAX));
        for (index, word) in command.iter().enumerate() {
            let path = Path::new(word);
            let found = if index == 0 && !path.is_absolute() {
                on_path(word)
            } else if path.is_absolute() && path.exists() {
                Some(path.to_path_buf())
            } else {
                None
            };
            let path = match found {
                Some(path) => path,
                None => continue,
            };
            if index == 0 && is_build(&path, hidden) {
                // The contestant's program (`-c /tmp/abc/fast`), or a
                // build: its own folder where safe, as a box shows it,
                // else itself; never a parent.
                for seen in view::named(&path, hidden) {
                    match seen {
                        Seen::Folder(folder) => paths.push((folder, READ_ONLY)),
                        Seen::File(file) => paths.push((file, READ_ONLY & FILE_RIGHTS)),
                        Seen::Link(..) => {}
                    }
                }
                continue;
            }
            let real = path.canonicalize().unwrap_or_else(|_| path.clone());
            for path in [path, real] {
                // Nothing inside the golden cases, whatever the command.
                if hidden.inside_golden(&path) {
                    continue;
                }
                if index == 0 && !is_build(&path, hidden) {
                    // A toolchain's program: its whole installation
                    // (`.../bin/java` gives `...`), where that is safe
                    // (never a folder of builds).
                    if let Some(root) = path.parent().and_then(Path::parent) {
                        if safe_folder(root, hidden) {
                            paths.push((root.to_path_buf(), READ_ONLY));
                            continue;
                        }
                    }
                }
                if path.is_dir() && safe_folder(&path, hidden) {
                    paths.push((path, READ_ONLY));
                } else if path.is_file() {
                    paths.push((path, READ_ONLY & FILE_RIGHTS));
                }
            }
        }
        let paths = paths
            .into_iter()
            .filter_map(|(path, rights)| {
                let text = CString::new(path.as_os_str().as_bytes()).ok()?;
                Some((text, rights & handled_fs(abi)))
            })
            .collect();
        Rules { abi, paths }
    }

    /// A box's rules: its whole root read-only (it holds only what a run
    /// may see), its working folder `work` read-write, `/dev/null`
    /// written too.
    pub(crate) fn of_box(abi: i32, work: &Path) -> Rules {
        let paths = [
            (PathBuf::from("/"), READ_ONLY),
            (
                PathBuf::from("/dev/null"),
                READ_FILE | WRITE_FILE | TRUNCATE | IOCTL_DEV,
            ),
            (work.to_path_buf(), u64::MAX),
        ];
        let paths = paths
            .iter()
            .filter_map(|(path, rights)| {
                let text = CString::new(path.as_os_str().as_bytes()).ok()?;
                Some((text, rights & handled_fs(abi)))
            })
            .collect();
        Rules { abi, paths }
    }

    /// In the child: restricts it and all it will start. Only system
    /// calls; `PR_SET_NO_NEW_PRIVS` must be set.
    pub(super) fn apply(&self) -> Result<(), c_int> {
        let ruleset = self.ruleset()?;
        let restricted = restrict(ruleset);
        // SAFETY: the descriptor is this function's.
        unsafe {
            sys::close(ruleset);
        }
        restricted
    }

    /// The ruleset, made: a descriptor (close-on-exec) that [`restrict`]
    /// applies, once a run or many times. Only system calls.
    pub(crate) fn ruleset(&self) -> Result<c_int, c_int> {
        let attr = RulesetAttr {
            handled_access_fs: handled_fs(self.abi),
            handled_access_net: BIND_TCP | CONNECT_TCP,
            scoped: SCOPE_ABSTRACT_UNIX | SCOPE_SIGNAL,
        };
        let size: usize = match self.abi {
            1..=3 => 8,
            4 | 5 => 16,
            _ => 24,
        };
        // SAFETY: pointers to live locals of the kernel's layout, and to
        // live C strings.
        unsafe {
            let ruleset = sys::syscall(
                CREATE_RULESET,
                &attr as *const RulesetAttr,
                size,
                0 as c_ulong,
            );
            if ruleset < 0 {
                return Err(sys::errno());
            }
            let ruleset = ruleset as c_int;
            for (path, rights) in &self.paths {
                let fd = sys::open(path.as_ptr(), sys::O_PATH | sys::O_CLOEXEC);
                if fd < 0 {
                    continue;
                }
                let mut rule = PathBeneath {
                    allowed_access: *rights,
                    parent_fd: fd,
                };
                let added = sys::syscall(
                    ADD_RULE,
                    ruleset,
                    RULE_PATH_BENEATH,
                    &rule as *const PathBeneath,
                    0 as c_ulong,
                );
                if added != 0 && sys::errno() == sys::EINVAL {
                    // A file, not a folder: only a file's rights.
                    rule.allowed_access = *rights & FILE_RIGHTS;
                    sys::syscall(
                        ADD_RULE,
                        ruleset,
                        RULE_PATH_BENEATH,
                        &rule as *const PathBeneath,
                        0 as c_ulong,
                    );
                }
                sys::close(fd);
            }
            Ok(ruleset)
        }
    }

    /// The paths granted, for tests.
    #[cfg(test)]
    pub(super) fn granted(&self) -> Vec<String> {
        self.paths
            .iter()
            .map(|(p, _)| p.to_string_lossy().into_owned())
            .collect()
    }
}

/// In the child: restricts it and all it will start to `ruleset`. Only
/// system calls; `PR_SET_NO_NEW_PRIVS` must be set.
pub(crate) fn restrict(ruleset: c_int) -> Result<(), c_int> {
    // SAFETY: a plain call on a descriptor.
    if unsafe { sys::syscall(RESTRICT_SELF, ruleset, 0 as c_ulong) } != 0 {
        return Err(sys::errno());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_never_grant_the_golden_cases_or_a_folder_above_them() {
        let workspace = crate::workspace();
        let forbidden = workspace.join("testdata");
        let build = workspace.join("target/judge/builds/x");
        let command: Vec<std::ffi::OsString> = vec![
            "sh".into(),
            build.join("main.sh").into(),
            workspace.clone().into(),
            "/".into(),
        ];
        let hidden = Hidden {
            golden: forbidden.clone(),
            work: workspace.join("target/judge"),
        };
        let rules = Rules::new(7, &command, Path::new("/tmp/run"), &hidden);
        let granted = rules.granted();
        assert!(granted.contains(&"/tmp/run".to_string()), "{:?}", granted);
        assert!(granted.contains(&"/usr".to_string()), "{:?}", granted);
        for path in &granted {
            assert!(
                !forbidden.starts_with(path) && !path.starts_with(&*forbidden.to_string_lossy()),
                "{} grants the golden cases: {:?}",
                path,
                granted
            );
        }
    }

    #[test]
    fn an_installed_judges_build_is_granted_its_own_folder_never_its_builds_folder() {
        // `cargo install --root R`: the work folder R/judge/, outside the
        // workspace; a build's program is not a toolchain's: its own
        // folder is granted, as a box shows it, never builds/ or above.
        let root = std::env::temp_dir().join(format!("landlock-installed-{}", std::process::id()));
        let build = root.join("judge/builds/1-0-aa");
        std::fs::create_dir_all(&build).unwrap();
        std::fs::write(build.join("solution"), "").unwrap();
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: root.join("judge"),
        };
        let command = vec![build.join("solution").into_os_string()];
        let granted = Rules::new(7, &command, Path::new("/tmp/run"), &hidden).granted();
        std::fs::remove_dir_all(&root).unwrap();
        let own = build.to_string_lossy().into_owned();
        assert!(granted.contains(&own), "{:?}", granted);
        for path in &granted {
            assert!(
                !root.starts_with(path)
                    && (!path.starts_with(&*root.to_string_lossy()) || path.starts_with(&own)),
                "{} grants more than the build: {:?}",
                path,
                granted
            );
        }
    }
}
