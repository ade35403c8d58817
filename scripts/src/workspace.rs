//! Where the workspace and the judge's work folder are, found at run time
//! from the folder the judge runs in: the workspace around it, whose
//! `testdata/` is judged and whose `target/judge/` holds the work; outside
//! any (an installed judge run from a contestant's own folder), the
//! golden cases built into the judge and the user's own cache folder.
//! Nothing of the clone the judge was built from is read at run time:
//! it may be gone, moved, or another user's.

use crate::file_error::FileError;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The workspace around the current folder: the nearest folder at or
/// above it whose `Cargo.toml` declares a `[workspace]` and which holds
/// `testdata/`; `None` outside any.
pub fn found() -> Option<PathBuf> {
    std::env::current_dir()
        .ok()
        .and_then(|here| root_above(&here))
}

/// Whether a workspace is around the current folder ([`found`]).
pub fn found_here() -> bool {
    found().is_some()
}

/// The workspace around the current folder, for this crate's tests (which
/// cargo runs inside it) and the workspace's own commands.
///
/// # Panics
///
/// Outside any workspace: the judge itself asks [`found`].
pub fn workspace() -> PathBuf {
    found().unwrap_or_else(|| {
        panic!(
            "no workspace around {}: a folder with testdata/ and a Cargo.toml with [workspace]",
            std::env::current_dir().unwrap_or_default().display()
        )
    })
}

/// The nearest folder at or above `folder` that is a workspace with
/// golden cases, if any.
pub fn root_above(folder: &Path) -> Option<PathBuf> {
    folder
        .ancestors()
        .find(|folder| is_root(folder))
        .map(Path::to_path_buf)
}

/// Whether `folder` holds `testdata/` and a `Cargo.toml` with a
/// `[workspace]` table.
fn is_root(folder: &Path) -> bool {
    if !folder.join("testdata").is_dir() {
        return false;
    }
    match fs::read_to_string(folder.join("Cargo.toml")) {
        Ok(manifest) => manifest.lines().any(|line| line.trim() == "[workspace]"),
        Err(_) => false,
    }
}

/// The work folder, once settled: a process judges in one.
static SETTLED: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Where builds, the build cache, kept figures and kept boards go:
/// `target/judge/` of the workspace around the current folder (made by
/// what writes into it); outside any, the user's cache folder
/// ([`user_cache`]: made, mode 0700, another user's refused), so that two users of one
/// installed judge never share a file and nothing is written beside the
/// judge's binary. Settled by the first call of a process: each command
/// asks it before it builds anything, and stops where it fails.
pub fn made_work_folder() -> Result<PathBuf, CacheError> {
    let mut settled = SETTLED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(folder) = settled.as_ref() {
        return Ok(folder.clone());
    }
    let folder = match found() {
        Some(root) => root.join("target").join("judge"),
        None => user_cache()?,
    };
    *settled = Some(folder.clone());
    Ok(folder)
}

/// The work folder ([`made_work_folder`]), once a command has it.
///
/// # Panics
///
/// Where it cannot be had and no command asked [`made_work_folder`]
/// first: every command does, and stops with its error.
pub fn work_folder() -> PathBuf {
    made_work_folder().unwrap_or_else(|why| panic!("the judge's work folder: {}", why))
}

/// The variable that names the user's cache folder instead of the
/// platform's own (the tests give it, so that no test writes the home).
pub const CACHE_VARIABLE: &str = "EIGHT_JUDGE_CACHE";

/// The user's cache folder, made (mode 0700 on Unix) where it is missing:
/// [`CACHE_VARIABLE`]'s folder where it is set, else the platform's
/// per-user cache: `$XDG_CACHE_HOME/eight-judge` or
/// `~/.cache/eight-judge` on Linux and other Unix systems,
/// `~/Library/Caches/eight-judge` on macOS, `%LOCALAPPDATA%\eight-judge`
/// on Windows. A folder owned by another user is refused, never used:
/// two users of one installed judge never share a file.
pub fn user_cache() -> Result<PathBuf, CacheError> {
    let folder = cache_folder(&|name| std::env::var_os(name))?;
    made_own(&folder)?;
    Ok(folder)
}

/// Where the user's cache folder is, from the environment `var` reads.
pub fn cache_folder(
    var: &dyn Fn(&str) -> Option<std::ffi::OsString>,
) -> Result<PathBuf, CacheError> {
    let set = |name: &str| {
        var(name)
            .filter(|value| !value.is_empty())
            .map(PathBuf::from)
    };
    if let Some(folder) = set(CACHE_VARIABLE) {
        return Ok(folder);
    }
    let (base, under) = if cfg!(windows) {
        (set("LOCALAPPDATA"), "")
    } else if cfg!(target_os = "macos") {
        (set("HOME"), "Library/Caches")
    } else {
        match set("XDG_CACHE_HOME").filter(|folder| folder.is_absolute()) {
            Some(folder) => (Some(folder), ""),
            None => (set("HOME"), ".cache"),
        }
    };
    let base = base.ok_or(CacheError::NoHome)?;
    let base = if under.is_empty() {
        base
    } else {
        base.join(under)
    };
    Ok(base.join("eight-judge"))
}

/// `folder` made where it is missing (its parents too), mode 0700 on
/// Unix; an error where it is no folder or another user owns it.
fn made_own(folder: &Path) -> Result<(), CacheError> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder
        .create(folder)
        .map_err(|e| CacheError::Make(FileError::on("make", folder)(e)))?;
    let meta =
        fs::metadata(folder).map_err(|e| CacheError::Make(FileError::on("read", folder)(e)))?;
    if !meta.is_dir() {
        return Err(CacheError::NotAFolder(folder.to_path_buf()));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let me = user_id();
        if meta.uid() != me {
            return Err(CacheError::OthersFolder {
                folder: folder.to_path_buf(),
                owner: meta.uid(),
                me,
            });
        }
    }
    Ok(())
}

/// This process's effective user id. Its own call, not the runner's
/// (`crate::run`), which is a layer above this one.
#[cfg(unix)]
fn user_id() -> u32 {
    extern "C" {
        fn geteuid() -> u32;
    }
    // SAFETY: geteuid takes nothing and cannot fail.
    unsafe { geteuid() }
}

/// Why the user's cache folder cannot be had.
#[derive(Debug)]
pub enum CacheError {
    /// Neither [`CACHE_VARIABLE`] nor the platform's home variable is set.
    NoHome,
    Make(FileError),
    NotAFolder(PathBuf),
    /// Another user owns it (their user id, and this one's).
    OthersFolder {
        folder: PathBuf,
        owner: u32,
        me: u32,
    },
}

impl fmt::Display for CacheError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CacheError::NoHome => write!(
                f,
                "no cache folder: {} is not set, nor {} (set {} to a folder of your own)",
                if cfg!(windows) {
                    "LOCALAPPDATA"
                } else {
                    "HOME"
                },
                if cfg!(windows) {
                    "USERPROFILE"
                } else {
                    "XDG_CACHE_HOME"
                },
                CACHE_VARIABLE
            ),
            CacheError::Make(error) => write!(f, "the cache folder: {}", error),
            CacheError::NotAFolder(path) => {
                write!(f, "the cache folder {} is not a folder", path.display())
            }
            CacheError::OthersFolder { folder, owner, me } => write!(
                f,
                "the cache folder {} belongs to user {}, not to this user ({}): not used \
                 (set {} to a folder of your own)",
                folder.display(),
                owner,
                me,
                CACHE_VARIABLE
            ),
        }
    }
}

impl std::error::Error for CacheError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CacheError::Make(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    // windows.sh runs the unit tests in a copy of the workspace that holds
    // no testdata/, from a path that wine maps.
    #[cfg_attr(windows, ignore = "needs the whole workspace at its compiled path")]
    fn the_root_is_found_from_a_folder_inside_it_and_not_outside() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .unwrap()
            .to_path_buf();
        assert_eq!(root_above(&root.join("shared/src")), Some(root.clone()));
        assert_eq!(root_above(&root), Some(root.clone()));
        // A folder with a [workspace] but no testdata/ is not one.
        let scratch = std::env::temp_dir().join(format!("place-{}", std::process::id()));
        fs::create_dir_all(scratch.join("inner")).unwrap();
        fs::write(scratch.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
        assert_eq!(root_above(&scratch.join("inner")), None);
        fs::create_dir_all(scratch.join("testdata")).unwrap();
        assert_eq!(root_above(&scratch.join("inner")), Some(scratch.clone()));
        fs::write(scratch.join("Cargo.toml"), "[package]\nname = \"x\"\n").unwrap();
        assert_eq!(root_above(&scratch.join("inner")), None);
        fs::remove_dir_all(&scratch).unwrap();
    }

    #[test]
    fn the_cache_folder_is_the_variables_else_the_platforms_per_user_one() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| std::ffi::OsString::from(v))
            }
        };
        let given = env(&[("EIGHT_JUDGE_CACHE", "/c/mine"), ("HOME", "/home/u")]);
        assert_eq!(cache_folder(&given).unwrap(), PathBuf::from("/c/mine"));
        // An empty variable is none. (Windows reads LOCALAPPDATA, the
        // others HOME.)
        let empty = env(&[
            ("EIGHT_JUDGE_CACHE", ""),
            ("HOME", "/home/u"),
            ("LOCALAPPDATA", "C:\\Users\\u\\AppData\\Local"),
        ]);
        let home = cache_folder(&empty).unwrap();
        if cfg!(windows) {
            assert_eq!(
                home,
                PathBuf::from("C:\\Users\\u\\AppData\\Local").join("eight-judge")
            );
        } else if cfg!(target_os = "macos") {
            assert_eq!(home, PathBuf::from("/home/u/Library/Caches/eight-judge"));
        } else if cfg!(unix) {
            assert_eq!(home, PathBuf::from("/home/u/.cache/eight-judge"));
            let xdg = env(&[("XDG_CACHE_HOME", "/x/cache"), ("HOME", "/home/u")]);
            assert_eq!(
                cache_folder(&xdg).unwrap(),
                PathBuf::from("/x/cache/eight-judge")
            );
            // A relative XDG_CACHE_HOME is ignored, as the XDG spec says.
            let relative = env(&[("XDG_CACHE_HOME", "cache"), ("HOME", "/home/u")]);
            assert_eq!(cache_folder(&relative).unwrap(), home);
        }
        if cfg!(windows) {
            let local = env(&[("LOCALAPPDATA", "C:\\Users\\u\\AppData\\Local")]);
            assert_eq!(
                cache_folder(&local).unwrap(),
                PathBuf::from("C:\\Users\\u\\AppData\\Local").join("eight-judge")
            );
        }
        assert!(matches!(cache_folder(&env(&[])), Err(CacheError::NoHome)));
    }

    #[test]
    fn the_cache_folder_is_made_private_and_a_file_in_its_place_is_refused() {
        let scratch = std::env::temp_dir().join(format!("cache-{}", std::process::id()));
        let folder = scratch.join("a/b");
        made_own(&folder).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&folder).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o700);
        }
        // Made again: it is there, and it is this user's.
        made_own(&folder).unwrap();
        let file = scratch.join("file");
        fs::write(&file, "").unwrap();
        assert!(made_own(&file).is_err());
        fs::remove_dir_all(&scratch).unwrap();
    }
}
