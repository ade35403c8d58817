//! What a contained run may see of the machine: the system's folders,
//! the few files of `/etc` the loader, the JDK and Python read, a few
//! devices, the installation of the toolchain its run line starts, and
//! the files and folders that line names (its build). Never the golden
//! cases (`testdata/`) or a folder that holds them, the judge's work
//! folder, its `builds/` or a folder that holds them (a run sees its own
//! build's folder, never another build), the root, or the home folder. A
//! box binds these, read-only, into a root of its own.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};

/// One thing a run may see, at its own path.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Seen {
    /// A folder and all below it.
    Folder(PathBuf),
    /// One file (or device).
    File(PathBuf),
    /// A symbolic link to `target`, as the machine has it (`/bin` to
    /// `usr/bin` where `/usr` is merged).
    Link(PathBuf, PathBuf),
}

impl Seen {
    /// Where it is.
    pub(crate) fn path(&self) -> &Path {
        match self {
            Seen::Folder(path) | Seen::File(path) | Seen::Link(path, _) => path,
        }
    }
}

/// What a run never sees: the golden cases, nothing inside them nor a
/// folder that holds them; and the judge's work folder, no folder that
/// holds it, nor one inside it but a build's own (`builds/<build>/` and
/// below), so that a run never sees another build, the build cache or
/// the kept boards.
#[derive(Clone, Debug)]
pub(crate) struct Hidden {
    pub(crate) golden: PathBuf,
    pub(crate) work: PathBuf,
}

impl Hidden {
    /// The workspace's golden cases and the judge's work folder, found as
    /// the judge finds them. Outside a workspace the golden cases are the
    /// judge's own, in no file: a name inside the work folder stands for
    /// them, hidden with it.
    pub(crate) fn here() -> Hidden {
        let work = crate::work_folder();
        Hidden {
            golden: crate::workspace::found()
                .map_or_else(|| work.join("testdata"), |root| root.join("testdata")),
            work,
        }
    }

    /// Whether `path` (by its path or its real path) is inside the golden
    /// cases.
    pub(crate) fn inside_golden(&self, path: &Path) -> bool {
        either(path, &self.golden, |p, g| p.starts_with(g))
    }

    /// Whether showing `path` (a file or a folder, whole) shows something
    /// hidden.
    pub(crate) fn reveals_path(&self, path: &Path) -> bool {
        self.reveals(path)
    }

    /// Whether showing the folder `folder` whole shows something hidden:
    /// it holds or is inside the golden cases, holds the work folder, or
    /// is inside it but not inside one build's folder.
    fn reveals(&self, folder: &Path) -> bool {
        let work_part = |p: &Path, w: &Path| match p.strip_prefix(w) {
            Ok(below) => {
                let mut parts = below.components();
                parts.next() != Some(std::path::Component::Normal(OsStr::new("builds")))
                    || parts.next().is_none()
            }
            Err(_) => w.starts_with(p),
        };
        either(folder, &self.golden, |p, g| {
            g.starts_with(p) || p.starts_with(g)
        }) || either(folder, &self.work, work_part)
    }
}

/// `test` on `path` and `hidden`, each by its path and by its real path:
/// whether any pairing holds.
fn either(path: &Path, hidden: &Path, test: impl Fn(&Path, &Path) -> bool) -> bool {
    let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let hidden_real = hidden
        .canonicalize()
        .unwrap_or_else(|_| hidden.to_path_buf());
    [path, real.as_path()]
        .iter()
        .any(|p| test(p, hidden) || test(p, &hidden_real))
}

/// The system's folders and files every run may read, where they are.
const SYSTEM: &[&str] = &[
    "/usr",
    "/bin",
    "/sbin",
    "/lib",
    "/lib64",
    "/lib32",
    "/libx32",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/alternatives",
    "/etc/localtime",
    "/etc/nsswitch.conf",
    "/dev/null",
    "/dev/zero",
    "/dev/full",
    "/dev/random",
    "/dev/urandom",
    "/sys/devices/system/cpu",
];

/// `/etc` entries a toolchain keeps its configuration in, by prefix.
const ETC_PREFIXES: &[&str] = &["java", "python"];

/// The paths every run may read, whether a box binds them or Landlock
/// grants them: [`SYSTEM`] and the toolchains' bits of `/etc` that this
/// machine has.
pub(crate) fn system_paths() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = SYSTEM.iter().map(PathBuf::from).collect();
    if let Ok(entries) = fs::read_dir("/etc") {
        for entry in entries.flatten() {
            let name = entry.file_name();
            if ETC_PREFIXES
                .iter()
                .any(|p| name.to_string_lossy().starts_with(p))
            {
                paths.push(entry.path());
            }
        }
    }
    paths
}

/// What every run may see here: [`system_paths`], as they are on this
/// machine (a missing one left out, a link kept a link).
pub(crate) fn system() -> Vec<Seen> {
    let paths = system_paths();
    let mut seen: Vec<Seen> = paths.into_iter().filter_map(seen_as_it_is).collect();
    seen.sort();
    seen
}

/// `path` as the machine has it: a link, a folder or a file; `None` when
/// it is not there.
pub(crate) fn seen_as_it_is(path: PathBuf) -> Option<Seen> {
    let metadata = fs::symlink_metadata(&path).ok()?;
    Some(if metadata.file_type().is_symlink() {
        let target = fs::read_link(&path).ok()?;
        Seen::Link(path, target)
    } else if metadata.is_dir() {
        Seen::Folder(path)
    } else {
        Seen::File(path)
    })
}

/// What the run line `command` needs beyond [`system`]: the installation
/// of the toolchain it starts (a program `PATH` finds: the folder above
/// its `bin/`, by the path it is found at and by its real path), the one
/// that a script's `#!` line names, and each absolute path it names (a
/// file by its folder, where that is safe, else itself; a program a path
/// names so too, never a parent: [`is_build`]). Nothing `hidden` ever, nor
/// what holds it, nor a folder every user shares ([`safe_folder`]).
pub(crate) fn needed(command: &[OsString], hidden: &Hidden) -> Vec<Seen> {
    let mut needed = Vec::new();
    for (index, word) in command.iter().enumerate() {
        let path = match found(word, index == 0) {
            Some(path) => path,
            None => continue,
        };
        if index == 0 {
            if let Some(interpreter) = interpreter_of(&path) {
                needed.extend(toolchain(&interpreter, hidden));
            }
        }
        // A program found on `PATH` is a toolchain's; one a path names
        // (`-c /tmp/abc/fast`), or one inside the workspace or the work
        // folder, the contestant's: its own folder, never a parent.
        if index == 0 && !is_build(&path, hidden) {
            needed.extend(toolchain(&path, hidden));
        } else {
            needed.extend(named(&path, hidden));
        }
    }
    needed.sort();
    needed.dedup();
    needed
}

/// The program `word` (on `PATH` unless it names a folder) or, not the
/// program, an absolute path that exists.
fn found(word: &OsStr, program: bool) -> Option<PathBuf> {
    let path = Path::new(word);
    if program && path.components().count() == 1 {
        return on_path(word);
    }
    (path.is_absolute() && path.exists()).then(|| path.to_path_buf())
}

/// `program` as `exec` finds it on `PATH`.
pub(crate) fn on_path(program: &OsStr) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(program))
        .find(|candidate| candidate.is_file())
}

/// The interpreter a script's `#!` line names (through `env`, the
/// program `env` finds on `PATH`).
fn interpreter_of(script: &Path) -> Option<PathBuf> {
    let mut start = [0u8; 256];
    let read = std::io::Read::read(&mut fs::File::open(script).ok()?, &mut start).ok()?;
    let line = start[..read].strip_prefix(b"#!")?;
    let line = String::from_utf8_lossy(line.split(|&b| b == b'\n').next()?).into_owned();
    let mut words = line.split_whitespace();
    let interpreter = PathBuf::from(words.next()?);
    if interpreter.file_name() == Some(OsStr::new("env")) {
        let program = words.find(|w| !w.starts_with('-'))?;
        return on_path(OsStr::new(program));
    }
    Some(interpreter)
}

/// Whether the program `path` is a build's or the contestant's, not a
/// toolchain's: inside the workspace or the judge's work folder, or not
/// the program `PATH` finds by its name (a program a path names, as `-c
/// /tmp/abc/fast` names it). A toolchain is a program found on `PATH`
/// (by its name, or by a path to that same file: `/usr/bin/java`, or its
/// real path) or a script's interpreter ([`needed`] takes that one as a
/// toolchain's whatever this says).
pub(crate) fn is_build(path: &Path, hidden: &Hidden) -> bool {
    let workspace = hidden.golden.parent().unwrap_or(&hidden.golden);
    either(path, workspace, |p, w| p.starts_with(w))
        || either(path, &hidden.work, |p, w| p.starts_with(w))
        || !on_path_itself(path)
}

/// Whether `path` is, by its real path, a program `PATH` finds: the one
/// it finds by `path`'s name, or the file a link on `PATH` leads to (the
/// real path of `python3`, `.../bin/python3.11`, is a toolchain's too).
/// Kept a path, as Landlock asks it on every run forked afresh.
fn on_path_itself(path: &Path) -> bool {
    static KNOWN: std::sync::Mutex<Vec<(PathBuf, bool)>> = std::sync::Mutex::new(Vec::new());
    let real = match path.canonicalize() {
        Ok(real) => real,
        Err(_) => return false,
    };
    let by_name = path
        .file_name()
        .and_then(on_path)
        .and_then(|found| found.canonicalize().ok());
    if by_name.as_ref() == Some(&real) {
        return true;
    }
    let mut known = KNOWN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, linked)) = known.iter().find(|(known, _)| *known == real) {
        return *linked;
    }
    let linked = std::env::var_os("PATH").map_or(false, |path| linked_from(&path, &real));
    if known.len() >= 64 {
        known.remove(0);
    }
    known.push((real, linked));
    linked
}

/// Whether a link in a folder of `path` (a `PATH`) leads to `real`.
fn linked_from(path: &OsStr, real: &Path) -> bool {
    std::env::split_paths(path).any(|folder| {
        fs::read_dir(folder).map_or(false, |entries| {
            entries.flatten().any(|entry| {
                entry.file_type().map_or(false, |t| t.is_symlink())
                    && entry.path().canonicalize().ok().as_deref() == Some(real)
            })
        })
    })
}

/// A toolchain's program `path`: the installation it belongs to (the
/// folder above its `bin/`), by its path and by its real path; where
/// that folder is not safe to show (it would show a build's folders, say),
/// its own folder, or itself.
fn toolchain(path: &Path, hidden: &Hidden) -> Vec<Seen> {
    let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut seen = Vec::new();
    for path in [path.to_path_buf(), real] {
        let root = path.parent().and_then(Path::parent);
        match root {
            Some(root) if safe_folder(root, hidden) && !hidden.inside_golden(&path) => {
                seen.push(Seen::Folder(root.to_path_buf()))
            }
            _ => seen.extend(named(&path, hidden)),
        }
    }
    seen
}

/// A path the run line names: a folder, where safe; a file by its
/// folder, where safe, else by itself; nothing inside the hidden.
pub(crate) fn named(path: &Path, hidden: &Hidden) -> Vec<Seen> {
    let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut seen = Vec::new();
    for path in [path.to_path_buf(), real] {
        if hidden.inside_golden(&path) {
            continue;
        }
        if path.is_dir() {
            if safe_folder(&path, hidden) {
                seen.push(Seen::Folder(path));
            }
        } else if let Some(folder) = path.parent().filter(|f| safe_folder(f, hidden)) {
            seen.push(Seen::Folder(folder.to_path_buf()));
        } else if path.is_file() {
            seen.push(Seen::File(path));
        }
    }
    seen
}

/// Whether showing `folder` keeps what is hidden out of reach (see
/// [`Hidden`]), and it is not the root, a home folder (or above one), or
/// a folder every user shares (`/tmp`, `/var/tmp`, `/dev/shm`: sticky and
/// writable by all), by its path or its real path.
pub(crate) fn safe_folder(folder: &Path, hidden: &Hidden) -> bool {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let real = folder
        .canonicalize()
        .unwrap_or_else(|_| folder.to_path_buf());
    real.parent().is_some()
        && home.map_or(true, |home| real != home && !home.starts_with(&real))
        && !shared(folder)
        && !shared(&real)
        && !hidden.reveals(folder)
}

/// Whether `folder` is one every user shares: sticky and writable by all,
/// as `/tmp` is. Other users' files are there.
fn shared(folder: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(folder).map_or(false, |m| {
        let mode = m.permissions().mode();
        m.is_dir() && mode & 0o1000 != 0 && mode & 0o002 != 0
    })
}

/// Whether `path` is shown by `seen`: inside one of its folders, or one
/// of its files.
pub(crate) fn shows(seen: &[Seen], path: &Path) -> bool {
    seen.iter().any(|s| match s {
        Seen::Folder(folder) => path.starts_with(folder),
        Seen::File(file) => path == file,
        Seen::Link(..) => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_is_seen_as_the_machine_has_it() {
        let system = system();
        assert!(
            system.contains(&Seen::Folder("/usr".into())),
            "{:?}",
            system
        );
        assert!(
            system.contains(&Seen::File("/dev/null".into())),
            "{:?}",
            system
        );
        // A merged /usr: /bin a link to usr/bin; else a folder.
        let bin = system.iter().find(|s| s.path() == Path::new("/bin"));
        match fs::symlink_metadata("/bin") {
            Ok(m) if m.file_type().is_symlink() => {
                assert_eq!(bin, Some(&Seen::Link("/bin".into(), "usr/bin".into())))
            }
            _ => assert_eq!(bin, Some(&Seen::Folder("/bin".into()))),
        }
        assert!(!system.iter().any(|s| s.path() == Path::new("/home")));
    }

    #[test]
    fn a_run_line_needs_its_toolchain_and_its_build_never_the_golden_cases() {
        let workspace = crate::workspace();
        let forbidden = workspace.join("testdata");
        let build = workspace.join("scripts/src");
        let command: Vec<OsString> = vec![
            "sh".into(),
            build.join("lib.rs").into(),
            workspace.clone().into(),
            forbidden.join("poj1077").into(),
            "/".into(),
        ];
        let hidden = Hidden {
            golden: forbidden.clone(),
            work: workspace.join("target/judge"),
        };
        let needed = needed(&command, &hidden);
        assert!(
            needed.contains(&Seen::Folder(build.clone())),
            "{:?}",
            needed
        );
        for seen in &needed {
            let path = seen.path();
            assert!(
                !forbidden.starts_with(path) && !path.starts_with(&forbidden),
                "{} shows the golden cases: {:?}",
                path.display(),
                needed
            );
        }
        assert!(shows(&needed, &build.join("lib.rs")));
        assert!(!shows(&needed, &forbidden.join("poj1077/sample.out")));
    }

    #[test]
    fn a_toolchain_is_seen_whole_from_its_bin_folder() {
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: "/nowhere/target/judge".into(),
        };
        let folder = std::env::temp_dir().join(format!("view-toolchain-{}", std::process::id()));
        let bin = folder.join("jdk/bin");
        fs::create_dir_all(&bin).unwrap();
        fs::write(bin.join("java"), "").unwrap();
        let seen = toolchain(&bin.join("java"), &hidden);
        assert!(
            seen.contains(&Seen::Folder(folder.join("jdk"))),
            "{:?}",
            seen
        );
        // A script's interpreter, through env.
        let script = folder.join("main.py");
        fs::write(&script, "#!/usr/bin/env sh\necho\n").unwrap();
        assert_eq!(interpreter_of(&script), on_path(OsStr::new("sh")));
        fs::remove_dir_all(&folder).unwrap();
    }

    /// What `needed` shows for the program `program`, named by its path,
    /// with the golden cases and the work folder somewhere else.
    fn shown_for(program: &Path) -> Vec<Seen> {
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: "/nowhere/target/judge".into(),
        };
        needed(&[program.into()], &hidden)
    }

    /// An executable file at `path`.
    fn program_at(path: &Path) {
        use std::os::unix::fs::PermissionsExt;
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, "\x7fELF").unwrap();
        fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn a_program_a_path_names_is_the_contestants_its_own_folder_shown_never_a_parent() {
        let id = std::process::id();
        let tmp = PathBuf::from("/tmp");
        let home = PathBuf::from(std::env::var_os("HOME").expect("HOME"));
        // In a folder of /tmp: that folder, never /tmp.
        let in_tmp = tmp.join(format!("view-abc-{}", id));
        program_at(&in_tmp.join("fast"));
        assert_eq!(
            shown_for(&in_tmp.join("fast")),
            vec![Seen::Folder(in_tmp.clone())]
        );
        // In /tmp itself: that file alone, bound as a file.
        let alone = tmp.join(format!("view-fast-{}", id));
        program_at(&alone);
        assert_eq!(shown_for(&alone), vec![Seen::File(alone.clone())]);
        // In the home folder: the file alone, never the home folder.
        let at_home = home.join(format!(".view-fast-{}", id));
        program_at(&at_home);
        assert_eq!(shown_for(&at_home), vec![Seen::File(at_home.clone())]);
        // Two folders below it: its own folder, never ~/contest.
        let contest = home.join(format!(".view-contest-{}", id));
        let poj = contest.join("poj");
        program_at(&poj.join("fast"));
        assert_eq!(
            shown_for(&poj.join("fast")),
            vec![Seen::Folder(poj.clone())]
        );
        // None of them is a toolchain's; a program PATH finds is one, by
        // its name or by a path to that same file.
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: "/nowhere/target/judge".into(),
        };
        for program in [&in_tmp.join("fast"), &alone, &at_home, &poj.join("fast")] {
            assert!(is_build(program, &hidden), "{}", program.display());
        }
        let sh = on_path(OsStr::new("sh")).unwrap();
        assert!(!is_build(&sh, &hidden), "{}", sh.display());
        assert!(!is_build(&sh.canonicalize().unwrap(), &hidden));
        // A toolchain's real path that PATH reaches by a link of another
        // name (`python3` to `.../python3.11`) is a toolchain's too.
        let linked = tmp.join(format!("view-linked-{}", id));
        let install = linked.join("python/bin");
        program_at(&install.join("python3.11"));
        fs::create_dir_all(linked.join("bin")).unwrap();
        std::os::unix::fs::symlink(install.join("python3.11"), linked.join("bin/python3")).unwrap();
        let python = install.join("python3.11");
        let path = std::env::var_os("PATH").unwrap();
        assert!(!linked_from(&path, &python));
        let mut folders = vec![linked.join("bin")];
        folders.extend(std::env::split_paths(&path));
        assert!(linked_from(
            &std::env::join_paths(folders).unwrap(),
            &python
        ));
        fs::remove_dir_all(&linked).unwrap();
        fs::remove_dir_all(&in_tmp).unwrap();
        fs::remove_file(&alone).unwrap();
        fs::remove_file(&at_home).unwrap();
        fs::remove_dir_all(&contest).unwrap();
    }

    #[test]
    fn a_program_beside_the_golden_cases_or_the_work_folder_is_shown_alone() {
        let root = std::env::temp_dir().join(format!("view-beside-{}", std::process::id()));
        let hidden = Hidden {
            golden: root.join("testdata"),
            work: root.join("target/judge"),
        };
        fs::create_dir_all(&hidden.golden).unwrap();
        fs::create_dir_all(&hidden.work).unwrap();
        // Beside testdata/: the workspace's root, never shown whole.
        program_at(&root.join("fast"));
        assert_eq!(
            needed(&[root.join("fast").into()], &hidden),
            vec![Seen::File(root.join("fast"))]
        );
        // Beside the work folder: target/, never shown whole.
        program_at(&root.join("target/fast"));
        assert_eq!(
            needed(&[root.join("target/fast").into()], &hidden),
            vec![Seen::File(root.join("target/fast"))]
        );
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_shared_folder_is_never_shown_whole() {
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: "/nowhere/target/judge".into(),
        };
        assert!(!safe_folder(Path::new("/tmp"), &hidden));
        let mine = std::env::temp_dir().join(format!("view-mine-{}", std::process::id()));
        fs::create_dir_all(&mine).unwrap();
        assert!(safe_folder(&mine, &hidden));
        fs::remove_dir_all(&mine).unwrap();
    }

    #[test]
    fn an_installed_judges_build_shows_itself_never_its_siblings() {
        // `cargo install --root R`: R/bin/judge, its work folder R/judge/.
        let root = std::env::temp_dir().join(format!("view-installed-{}", std::process::id()));
        let builds = root.join("judge/builds");
        let (mine, other) = (builds.join("1-0-aa"), builds.join("2-0-bb"));
        for build in [&mine, &other] {
            fs::create_dir_all(build).unwrap();
            fs::write(build.join("solution"), "").unwrap();
        }
        let hidden = Hidden {
            golden: "/nowhere/testdata".into(),
            work: root.join("judge"),
        };
        let needed = needed(&[mine.join("solution").into()], &hidden);
        assert_eq!(needed, vec![Seen::Folder(mine.clone())]);
        assert!(!shows(&needed, &other.join("solution")));
        for folder in [
            &root,
            &root.join("judge"),
            &builds,
            &root.join("judge/cache"),
        ] {
            assert!(!safe_folder(folder, &hidden), "{}", folder.display());
        }
        assert!(safe_folder(&mine, &hidden));
        fs::remove_dir_all(&root).unwrap();
    }
}
