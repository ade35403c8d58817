//! Rust: `rustc --edition EDITION FLAGS main.rs`, as each judge that
//! takes Rust builds it, and an old compiler for this project's own files.

use super::BINARY;
use crate::tools::{is_executable, on_path};
use std::env;
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// How one judge builds Rust: `rustc --edition EDITION FLAGS main.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RustBuild {
    pub edition: &'static str,
    pub flags: &'static [&'static str],
    /// Set in the compiler's environment.
    pub env: &'static [(&'static str, &'static str)],
    /// Built with the old compiler ([`old_rustc`]), not the current one.
    pub old_compiler: bool,
    /// Built by cargo as a package of its own (AtCoder), not by rustc
    /// alone: `edition` and `flags` then go into its `Cargo.toml`'s
    /// release profile, which cargo turns into rustc's flags.
    pub cargo: bool,
}

/// The package around a cargo build's `main.rs`: a workspace of its own,
/// the binary `solution`.
pub(super) fn manifest(edition: &str) -> String {
    format!(
        "[package]\nname = \"main\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [[bin]]\nname = \"solution\"\npath = \"main.rs\"\n\n[workspace]\n",
        edition
    )
}

/// Where the old compiler is: `$EIGHT_OLD_RUSTC`, else on Unix Debian's
/// `/usr/bin/rustc` (`apt-get install rustc`); Windows has no such place,
/// so there the variable must say.
pub fn old_rustc() -> PathBuf {
    let default = if cfg!(windows) {
        "EIGHT_OLD_RUSTC is not set"
    } else {
        "/usr/bin/rustc"
    };
    env::var_os("EIGHT_OLD_RUSTC").map_or_else(|| PathBuf::from(default), PathBuf::from)
}

impl RustBuild {
    pub(super) fn missing(&self) -> Option<String> {
        if self.old_compiler {
            return (!is_executable(&old_rustc())).then(|| {
                format!(
                    "the old compiler at {} (Debian: apt-get install rustc; \
                     or set EIGHT_OLD_RUSTC to a rustc 1.63)",
                    old_rustc().display()
                )
            });
        }
        let tool = if self.cargo { "cargo" } else { "rustc" };
        on_path(tool)
            .is_none()
            .then(|| format!("{} (rustup)", tool))
    }

    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        if self.cargo {
            let mut line: Vec<OsString> = ["cargo", "build", "--release", "--offline", "--quiet"]
                .iter()
                .map(OsString::from)
                .collect();
            line.extend(self.flags.iter().map(OsString::from));
            return line;
        }
        let rustc = if self.old_compiler {
            old_rustc().into_os_string()
        } else {
            "rustc".into()
        };
        let mut line = vec![rustc, "--edition".into(), self.edition.into()];
        line.extend(self.flags.iter().map(OsString::from));
        line.extend([source.to_os_string(), "-o".into(), BINARY.into()]);
        line
    }
}
