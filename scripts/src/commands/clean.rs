//! `cargo judge --clean`: the build cache emptied and the boards `-D`
//! kept removed, each said with what it held.

use super::CommandError;
use crate::build::cache;
use crate::exit::ExitCode;
use crate::file_error::FileError;
use crate::shown::size_text;
use crate::work_folder;
use std::fs;

/// Empties the build cache and removes the boards `-D` kept (`cargo
/// judge --clean`), saying what each held.
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
    Ok(ExitCode::Passed)
}
