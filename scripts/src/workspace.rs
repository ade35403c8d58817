//! Where the workspace and the judge's work folder are: found at run time
//! from the folder the judge runs in, so that a judge built into a target
//! folder shared by two clones reads the cases of the clone it runs in;
//! outside any workspace (an installed judge run from a contestant's own
//! folder), the workspace it was built from, which the header names.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace's root folder: the nearest folder at or above the current
/// one whose `Cargo.toml` declares a `[workspace]` and which holds
/// `testdata/`; outside any such folder, the one this crate was compiled
/// in.
pub fn workspace() -> PathBuf {
    std::env::current_dir()
        .ok()
        .and_then(|here| root_above(&here))
        .unwrap_or_else(compiled_workspace)
}

/// Whether the workspace is the one found from the current folder, not
/// the one this judge was built from.
pub fn found_here() -> bool {
    std::env::current_dir()
        .ok()
        .and_then(|here| root_above(&here))
        .is_some()
}

/// The workspace this crate was compiled in.
pub fn compiled_workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate is a folder of the workspace")
        .to_path_buf()
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

/// Where builds, the build cache and kept inputs go: `target/judge/` of
/// the workspace found at run time; outside any workspace, `judge/` in the
/// target folder this program was built into.
pub fn work_folder() -> PathBuf {
    let found = std::env::current_dir()
        .ok()
        .and_then(|here| root_above(&here));
    match found {
        Some(root) => root.join("target").join("judge"),
        None => std::env::current_exe()
            .ok()
            .and_then(|exe| Some(exe.parent()?.parent()?.to_path_buf()))
            .unwrap_or_else(|| compiled_workspace().join("target"))
            .join("judge"),
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
        let root = compiled_workspace();
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
}
