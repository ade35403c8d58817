//! Where the pattern databases are kept: the user's cache folder, as the
//! judge keeps its work, `<cache>/pdb/`, made for the user alone.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::PathBuf;

/// The variable that names the cache folder outright.
pub const CACHE_VARIABLE: &str = "EIGHT_JUDGE_CACHE";

/// The user's cache folder, from the environment `var` reads:
/// `$EIGHT_JUDGE_CACHE` where set, else `%LOCALAPPDATA%\eight-judge` on
/// Windows, `~/Library/Caches/eight-judge` on macOS, and elsewhere
/// `$XDG_CACHE_HOME/eight-judge` (an absolute one) or
/// `~/.cache/eight-judge`; `None` where the variable it needs is unset.
///
/// ```
/// use eight::cache_folder;
/// use std::path::PathBuf;
///
/// let only = |name: &str, value: &str| {
///     let (name, value) = (name.to_string(), value.to_string());
///     move |asked: &str| (asked == name).then(|| value.clone().into())
/// };
/// let folder = cache_folder(&only("EIGHT_JUDGE_CACHE", "/tmp/mine"));
/// assert_eq!(folder, Some(PathBuf::from("/tmp/mine")));
/// # #[cfg(target_os = "linux")]
/// assert_eq!(
///     cache_folder(&only("HOME", "/home/you")),
///     Some(PathBuf::from("/home/you/.cache/eight-judge"))
/// );
/// ```
pub fn cache_folder(var: &dyn Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(folder) = set(CACHE_VARIABLE) {
        return Some(folder);
    }
    let base = if cfg!(windows) {
        set("LOCALAPPDATA")?
    } else if cfg!(target_os = "macos") {
        set("HOME")?.join("Library/Caches")
    } else {
        match set("XDG_CACHE_HOME").filter(|folder| folder.is_absolute()) {
            Some(folder) => folder,
            None => set("HOME")?.join(".cache"),
        }
    };
    Some(base.join("eight-judge"))
}

/// The folder of the pattern databases, `<cache>/pdb`, made where it is
/// missing (the cache folder too), mode 0700 on Unix; an error where no
/// cache folder is known or it cannot be made.
pub fn pdb_folder() -> io::Result<PathBuf> {
    let cache = cache_folder(&|name| std::env::var_os(name)).ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::NotFound,
            "no cache folder: set EIGHT_JUDGE_CACHE or HOME",
        )
    })?;
    let folder = cache.join("pdb");
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(&folder)?;
    Ok(folder)
}
