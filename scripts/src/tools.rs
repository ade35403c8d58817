//! Finding the tools a build needs (compilers, interpreters) as the
//! operating system finds them.

use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

/// The first of `names` found on `PATH`, as it was named.
pub fn first_on_path(names: &[&str]) -> Option<OsString> {
    names
        .iter()
        .find(|name| on_path(name).is_some())
        .map(|name| (*name).into())
}

/// Where `name` is found on `PATH`, if it is.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let path = env::var_os("PATH")?;
    env::split_paths(&path)
        .map(|folder| folder.join(name))
        .find(|candidate| is_executable(candidate))
}

/// Whether `path` is a file that may be executed.
pub fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).map_or(false, |m| {
        m.is_file() && m.permissions().mode() & 0o111 != 0
    })
}
