//! Finding the tools a build needs (compilers, interpreters) as the
//! operating system finds them.

use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The first of `names` found on `PATH`, as it was named.
pub fn first_on_path(names: &[&str]) -> Option<OsString> {
    names
        .iter()
        .find(|name| on_path(name).is_some())
        .map(|name| (*name).into())
}

/// Where `name` is found on `PATH`, if it is: on Windows, `name` with
/// each extension of `PATHEXT` (`g++` is `g++.exe`), as a shell finds it.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path).find_map(|folder| {
        os::candidates(&folder, name)
            .into_iter()
            .find(|candidate| is_executable(candidate))
    })
}

/// Whether `path` is a file that may be executed: one with an execute
/// permission on Unix, one with an extension of `PATHEXT` on Windows.
pub fn is_executable(path: &Path) -> bool {
    os::is_executable(path)
}

/// Python 3 as it is named on `PATH`: `python3` on Unix; on Windows the
/// first of `python3`, `py` (the launcher) and `python`.
pub fn python() -> Option<OsString> {
    first_on_path(os::PYTHONS)
}

#[cfg(unix)]
mod os {
    use std::fs;
    use std::os::unix::fs::PermissionsExt;
    use std::path::{Path, PathBuf};

    pub(super) const PYTHONS: &[&str] = &["python3"];

    /// The files `name` may be in `folder`: just the one.
    pub(super) fn candidates(folder: &Path, name: &str) -> Vec<PathBuf> {
        vec![folder.join(name)]
    }

    pub(super) fn is_executable(path: &Path) -> bool {
        fs::metadata(path).map_or(false, |m| {
            m.is_file() && m.permissions().mode() & 0o111 != 0
        })
    }
}

#[cfg(windows)]
mod os {
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};

    pub(super) const PYTHONS: &[&str] = &["python3", "py", "python"];

    /// The extensions of an executable, lower case with their dots:
    /// `PATHEXT`, or Windows's default for it.
    fn extensions() -> Vec<String> {
        let list = env::var("PATHEXT").unwrap_or_else(|_| ".COM;.EXE;.BAT;.CMD".to_string());
        list.split(';')
            .filter(|e| e.starts_with('.') && e.len() > 1)
            .map(str::to_ascii_lowercase)
            .collect()
    }

    fn has_executable_extension(name: &Path, extensions: &[String]) -> bool {
        name.extension().map_or(false, |e| {
            let e = format!(".{}", e.to_string_lossy().to_ascii_lowercase());
            extensions.contains(&e)
        })
    }

    /// The files `name` may be in `folder`: `name` itself when it has an
    /// extension of `PATHEXT`, else `name` with each of them in turn.
    pub(super) fn candidates(folder: &Path, name: &str) -> Vec<PathBuf> {
        let extensions = extensions();
        let named = folder.join(name);
        if has_executable_extension(&named, &extensions) {
            return vec![named];
        }
        extensions
            .iter()
            .map(|e| folder.join(format!("{}{}", name, e)))
            .collect()
    }

    pub(super) fn is_executable(path: &Path) -> bool {
        has_executable_extension(path, &extensions())
            && fs::metadata(path).map_or(false, |m| m.is_file())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_tool_is_not_found() {
        assert_eq!(on_path("no-such-tool-anywhere-eight"), None);
        assert_eq!(first_on_path(&["no-such-tool-anywhere-eight"]), None);
    }

    #[test]
    fn a_folder_is_not_executable() {
        assert!(!is_executable(&env::temp_dir()));
    }

    #[cfg(unix)]
    #[test]
    fn sh_is_found_on_unix() {
        assert!(on_path("sh").is_some());
        assert!(is_executable(&on_path("sh").unwrap()));
    }

    #[cfg(windows)]
    #[test]
    fn cmd_is_found_with_its_extension() {
        let cmd = on_path("cmd").expect("cmd.exe is on PATH");
        assert!(cmd
            .to_string_lossy()
            .to_ascii_lowercase()
            .ends_with("cmd.exe"));
        assert_eq!(on_path("cmd.exe"), Some(cmd));
        assert_eq!(first_on_path(&["no-such-tool", "cmd"]), Some("cmd".into()));
    }
}
