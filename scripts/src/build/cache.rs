//! The build cache: a solution built once is kept in the judge's work
//! folder, keyed by the source's bytes, the build's command line (and
//! the rest of its recipe) and the compiler's version, and copied into a
//! fresh build folder when it is asked for again. Any change to the key
//! builds it again. At most [`MOST_ENTRIES`] builds and [`MOST_BYTES`] are
//! kept, the least recently used evicted first. The cache is written by
//! the judge alone, from the files a build's box gave back; each entry
//! keeps a digest of those files, and a copy that does not match it (an
//! entry changed since, by anything) is thrown away and built again.

use crate::build::{
    fresh_build_folder, fresh_folder, Build, BuildError, Toolchain, COMPILE_LIMITS,
};
use crate::file_error::FileError;
use crate::run::{run, Ending, Job};
use std::collections::hash_map::DefaultHasher;
use std::ffi::OsString;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

/// The most builds kept.
pub const MOST_ENTRIES: usize = 32;

/// The most bytes kept, all builds together: 512 MiB.
pub const MOST_BYTES: u64 = 512 << 20;

/// The cache's folder in the work folder `work`.
pub fn folder(work: &Path) -> PathBuf {
    work.join("cache")
}

/// A build, and whether it came from the cache.
pub struct Built {
    pub build: Build,
    pub reused: bool,
}

/// Files of an entry that are the cache's, not the build's.
const KEY: &str = "cache-key";
const LOG: &str = "cache-log";
const USED: &str = "cache-used";
const DIGEST: &str = "cache-digest";

/// Builds `solution` by `toolchain` into a fresh folder under
/// `work/builds`, as [`Toolchain::build`] does, or copies it there from
/// the cache when the same source was built the same way by the same
/// compiler before. A failed build is not kept: why it failed.
pub fn build(
    toolchain: &Toolchain,
    solution: &Path,
    work: &Path,
    strict: bool,
) -> Result<Built, BuildError> {
    let builds = work.join("builds");
    let source = toolchain.source_name(solution);
    let line = match toolchain.compile_line(&source) {
        Some(line) => line,
        // Nothing is compiled: nothing to keep.
        None => {
            return toolchain
                .build(solution, &builds, strict)
                .map(|build| Built {
                    build,
                    reused: false,
                })
        }
    };
    let text = fs::read(solution).map_err(|e| BuildError::Setup {
        why: format!("cannot read {}: {}", solution.display(), e),
    })?;
    let key = key_text(toolchain, &line, strict);
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    text.hash(&mut hasher);
    let entry = folder(work).join(format!("{:016x}", hasher.finish()));
    if let Some(build) = reuse(toolchain, &entry, &key, &text, &source, &builds) {
        return Ok(Built {
            build,
            reused: true,
        });
    }
    let build = toolchain.build(solution, &builds, strict)?;
    // A build that cannot be kept is still a build.
    let _ = keep(&build, &entry, &key, work);
    Ok(Built {
        build,
        reused: false,
    })
}

/// The key beside the source: the recipe, the command line, whether a
/// warning fails the build, the compiler's version, and the judge's own
/// program, whose code writes a build's notes (a judge rebuilt builds
/// afresh).
fn key_text(toolchain: &Toolchain, line: &[OsString], strict: bool) -> String {
    format!(
        "{:?}\n{:?}\nstrict: {}\n{}\njudge: {}",
        toolchain.recipe,
        line,
        strict,
        version(&line[0]),
        judge_itself()
    )
}

/// The judge's own program, as its size and time of change: another
/// judge, or this one rebuilt, keys its builds apart.
fn judge_itself() -> String {
    let made = std::env::current_exe().and_then(fs::metadata).map(|meta| {
        let changed = meta
            .modified()
            .ok()
            .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |since| since.as_nanos());
        (meta.len(), changed)
    });
    match made {
        Ok((bytes, changed)) => format!("{} bytes, changed {} ns", bytes, changed),
        Err(_) => "unknown".to_string(),
    }
}

/// The entry at `entry`, copied into a fresh folder under `builds`, when
/// its key and source are these.
fn reuse(
    toolchain: &Toolchain,
    entry: &Path,
    key: &str,
    text: &[u8],
    source: &OsString,
    builds: &Path,
) -> Option<Build> {
    let started = Instant::now();
    // The key and the source are compared whole: a hash that collides
    // builds again.
    if fs::read_to_string(entry.join(KEY)).ok()? != key
        || fs::read(entry.join(source)).ok()? != text
    {
        return None;
    }
    let log = fs::read_to_string(entry.join(LOG)).unwrap_or_default();
    let kept = fs::read_to_string(entry.join(DIGEST)).ok()?;
    let fresh = fresh_build_folder(builds).ok()?;
    // The copy is what runs: its files are checked against the digest
    // taken when the build was kept.
    if copy_tree(entry, &fresh, true).is_err() || digest(&fresh).ok()? != kept {
        let _ = fs::remove_dir_all(&fresh);
        let _ = fs::remove_dir_all(entry);
        return None;
    }
    let _ = fs::write(entry.join(USED), b"");
    Some(Build {
        toolchain: *toolchain,
        folder: fresh,
        source: source.clone(),
        log,
        took: started.elapsed(),
        given: None,
    })
}

/// Keeps a copy of `build` as `entry`, then evicts down to the bounds.
fn keep(build: &Build, entry: &Path, key: &str, work: &Path) -> io::Result<()> {
    let cache = folder(work);
    fs::create_dir_all(&cache)?;
    let staging = fresh_folder(&cache).map_err(|why| io::Error::new(io::ErrorKind::Other, why))?;
    let kept = digest(&build.folder)
        .and_then(|digest| fs::write(staging.join(DIGEST), digest))
        .and_then(|()| copy_tree(&build.folder, &staging, false))
        .and_then(|()| fs::write(staging.join(LOG), &build.log))
        .and_then(|()| fs::write(staging.join(USED), b""))
        .and_then(|()| fs::write(staging.join(KEY), key));
    if kept.is_ok() {
        let _ = fs::remove_dir_all(entry);
        if fs::rename(&staging, entry).is_err() {
            let _ = fs::remove_dir_all(&staging);
        }
    } else {
        let _ = fs::remove_dir_all(&staging);
    }
    evict(&cache, MOST_ENTRIES, MOST_BYTES);
    kept
}

/// Removes the least recently used entries of `cache` until at most
/// `most` are left, of at most `most_bytes` together.
pub fn evict(cache: &Path, most: usize, most_bytes: u64) {
    let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = match fs::read_dir(cache) {
        Ok(read) => read
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|path| path.join(KEY).is_file())
            .map(|path| {
                let used = fs::metadata(path.join(USED))
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH);
                (used, size(&path), path)
            })
            .collect(),
        Err(_) => return,
    };
    // The most recently used first: those past the bounds go.
    entries.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    let mut total = 0;
    for (index, (_, bytes, path)) in entries.iter().enumerate() {
        total += bytes;
        if index >= most || (index > 0 && total > most_bytes) {
            let _ = fs::remove_dir_all(path);
        }
    }
}

/// Empties the cache under the work folder `work`: how many builds and
/// bytes it held.
pub fn clean(work: &Path) -> Result<(usize, u64), FileError> {
    let cache = folder(work);
    if !cache.exists() {
        return Ok((0, 0));
    }
    let count = fs::read_dir(&cache)
        .map(|read| read.filter(|e| e.is_ok()).count())
        .unwrap_or(0);
    let bytes = size(&cache);
    fs::remove_dir_all(&cache).map_err(FileError::on("remove", &cache))?;
    Ok((count, bytes))
}

/// The bytes of the files under `path`.
fn size(path: &Path) -> u64 {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_dir() => fs::read_dir(path)
            .map(|read| {
                read.filter_map(|e| Some(size(&e.ok()?.path())))
                    .sum::<u64>()
            })
            .unwrap_or(0),
        Ok(meta) => meta.len(),
        Err(_) => 0,
    }
}

/// Copies the files and folders of `from` into the folder `to`, with
/// their permissions; the cache's own files left out when `skip_own`.
fn copy_tree(from: &Path, to: &Path, skip_own: bool) -> io::Result<()> {
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        if skip_own && [KEY, LOG, USED, DIGEST].iter().any(|own| name == *own) {
            continue;
        }
        let kind = entry.file_type()?;
        let target = to.join(&name);
        if kind.is_dir() {
            fs::create_dir(&target)?;
            copy_tree(&entry.path(), &target, false)?;
        } else if kind.is_file() {
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// A digest of the files and folders under `folder`: each one's path in
/// it, a file's permissions and bytes, in the order of their names
/// (SipHash, as the std's hasher: a check against change, not a
/// signature). Anything but files and folders (a link a build left) is
/// left out, as [`copy_tree`] leaves it.
fn digest(folder: &Path) -> io::Result<String> {
    let mut hasher = DefaultHasher::new();
    let mut next = vec![PathBuf::new()];
    while let Some(relative) = next.pop() {
        let mut entries = fs::read_dir(folder.join(&relative))?
            .map(|entry| entry.map(|entry| entry.file_name()))
            .collect::<io::Result<Vec<_>>>()?;
        entries.sort();
        for name in entries {
            let path = relative.join(&name);
            let meta = fs::symlink_metadata(folder.join(&path))?;
            if meta.is_dir() {
                (&path, "folder").hash(&mut hasher);
                next.push(path);
            } else if meta.is_file() {
                (&path, permissions(&meta)).hash(&mut hasher);
                fs::read(folder.join(&path))?.hash(&mut hasher);
            }
        }
        "end of folder".hash(&mut hasher);
    }
    Ok(format!("{:016x}\n", hasher.finish()))
}

#[cfg(unix)]
fn permissions(meta: &fs::Metadata) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode()
}

#[cfg(not(unix))]
fn permissions(meta: &fs::Metadata) -> u32 {
    u32::from(meta.permissions().readonly())
}

/// The first line `toolchain`'s compiler (or, with nothing to compile,
/// its interpreter) says of its version here: `g++ (Debian 12.2.0-14)
/// 12.2.0`, `Python 3.11.2`; `None` where it says none.
pub fn version_here(toolchain: &Toolchain) -> Option<String> {
    if let crate::build::Recipe::Shell | crate::build::Recipe::Executable = toolchain.recipe {
        return None;
    }
    let source = toolchain.source_name(Path::new("solution"));
    let line = toolchain
        .compile_line(&source)
        .unwrap_or_else(|| toolchain.run_line(Path::new(""), &source, 64 << 10));
    let said = version(line.first()?);
    // Its first line is where the program is; then what it said.
    let first = said
        .lines()
        .skip(1)
        .map(str::trim)
        .find(|l| !l.is_empty())?;
    (!first.starts_with("no version (")).then(|| first.to_string())
}

/// What `program --version` says, with where it is ([`version`]): a key's
/// part.
pub(super) fn version_of(program: &OsString) -> String {
    version(program)
}

/// What `program --version` says, with where it is: once a run for each
/// program.
fn version(program: &OsString) -> String {
    static SEEN: Mutex<Vec<(OsString, String)>> = Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, said)) = seen.iter().find(|(p, _)| p == program) {
        return said.clone();
    }
    let command = [program.clone(), "--version".into()];
    // Not capped: a JVM reserves more address space than it uses.
    let job = Job {
        cap_address_space: false,
        containment: crate::run::Containment::Compile,
        ..Job::new(&command, b"", &COMPILE_LIMITS)
    };
    let said = match run(&job) {
        Ok(ran) if ran.ending == Ending::Exited(0) => format!(
            "{}{}",
            String::from_utf8_lossy(&ran.stdout),
            String::from_utf8_lossy(&ran.stderr)
        ),
        Ok(ran) => format!("no version ({:?})", ran.ending),
        Err(e) => format!("no version ({})", e),
    };
    let found = if Path::new(program).components().count() > 1 {
        PathBuf::from(program)
    } else {
        crate::build::tools::on_path(&program.to_string_lossy()).unwrap_or_else(|| program.into())
    };
    let stamp = fs::metadata(&found)
        .map(|m| format!("{} bytes, modified {:?}", m.len(), m.modified().ok()))
        .unwrap_or_default();
    let said = format!("{}: {}\n{}", found.to_string_lossy(), stamp, said);
    seen.push((program.clone(), said.clone()));
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_is_keyed_by_the_judges_own_program() {
        let exe = std::env::current_exe().unwrap();
        let itself = judge_itself();
        let bytes = fs::metadata(&exe).unwrap().len();
        assert!(
            itself.starts_with(&format!("{} bytes, changed ", bytes)),
            "{}",
            itself
        );
        assert_ne!(itself, format!("{} bytes, changed 0 ns", bytes));
    }
}
