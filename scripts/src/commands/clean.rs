//! `cargo judge --clean`: the work folder emptied (the build cache, the
//! boards `-D` kept, and the rest: builds a run cut short left, figures
//! kept), each said with what it held.

use super::CommandError;
use crate::build::cache;
use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::shown::size_text;
use crate::work_folder;
use std::fs;
use std::path::Path;

/// Empties the work folder (`cargo judge --clean`): `target/judge/` of
/// the workspace, else the user's cache folder, which is kept, empty,
/// and its own still. Says what the build cache held, what boards `-D`
/// kept, and what else went.
pub fn clean() -> Result<ExitCode, CommandError> {
    let work = work_folder();
    let (count, bytes) = cache::clean(&work)?;
    crate::say!(
        "judge: emptied the build cache {} ({} build{}, {})",
        cache::folder(&work).display(),
        count,
        if count == 1 { "" } else { "s" },
        size_text(bytes)
    );
    let boards = work.join("boards");
    let kept = fs::read_dir(&boards)
        .map(|read| read.filter(|e| e.is_ok()).count())
        .unwrap_or(0);
    if boards.exists() {
        fs::remove_dir_all(&boards).map_err(FileError::on("remove", &boards))?;
    }
    crate::say!(
        "judge: removed the boards -D kept, {} ({} folder{})",
        boards.display(),
        kept,
        if kept == 1 { "" } else { "s" }
    );
    let (names, bytes) = emptied(&work)?;
    crate::say!(
        "judge: emptied the work folder {} ({}{})",
        work.display(),
        if names.is_empty() {
            "nothing else".to_string()
        } else {
            names.join(", ")
        },
        if names.is_empty() {
            String::new()
        } else {
            format!("; {}", size_text(bytes))
        }
    );
    Ok(ExitCode::Passed)
}

/// Removes everything in `folder`, which is kept: the names removed, and
/// their bytes.
fn emptied(folder: &Path) -> Result<(Vec<String>, u64), FileError> {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(_) => return Ok((Vec::new(), 0)),
    };
    let mut paths: Vec<_> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
    paths.sort();
    let mut names = Vec::new();
    let mut bytes = 0;
    for path in paths {
        bytes += size(&path);
        let meta = fs::symlink_metadata(&path).map_err(FileError::on("read", &path))?;
        if meta.is_dir() {
            fs::remove_dir_all(&path)
        } else {
            fs::remove_file(&path)
        }
        .map_err(FileError::on("remove", &path))?;
        names.push(
            path.file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned(),
        );
    }
    Ok((names, bytes))
}

/// The bytes of the files under `path`, links not followed.
fn size(path: &Path) -> u64 {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.is_dir() => fs::read_dir(path).map_or(0, |read| {
            read.filter_map(|e| Some(size(&e.ok()?.path()))).sum()
        }),
        Ok(meta) => meta.len(),
        Err(_) => 0,
    }
}
