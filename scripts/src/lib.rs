//! The judge for contestants' own solutions, and for this project's two
//! files: each problem defined once ([`problems`]), a runner that measures
//! and limits a solution itself on Linux and macOS ([`run`]), verdicts as
//! the judges give them, and the stress test ("对拍"). `scripts/judge.sh`
//! and `scripts/stress.sh` are its entry points.

pub mod compile;
pub mod format;
pub mod judging;
pub mod oracle;
pub mod problems;
pub mod run;
pub mod shrink;
pub mod stress;
pub mod verdict;

use std::path::{Path, PathBuf};

/// The workspace's root folder.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the crate is a folder of the workspace")
        .to_path_buf()
}

/// Where builds and kept inputs go: `judge/` in cargo's target folder, the
/// one this program was built into.
pub fn work_folder() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.parent()?.to_path_buf()))
        .unwrap_or_else(|| workspace().join("target"))
        .join("judge")
}
