//! Rust: `rustc --edition EDITION FLAGS main.rs`, as each judge that
//! takes Rust builds it, and an old compiler for this project's own files.

use super::compile::compile_under;
use super::{BuildError, BINARY, COMPILE_LIMITS};
use crate::build::tools::{is_executable, on_path};
use crate::run::Limits;
use std::env;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// A cargo build's limits: AtCoder's crates are built there before any
/// submission; here the first build of a crate builds it, once, into a
/// target folder shared by every build, so that build gets ten minutes.
const PACKAGE_LIMITS: Limits = Limits {
    time: Duration::from_secs(600),
    wall: Duration::from_secs(600),
    ..COMPILE_LIMITS
};

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

/// AtCoder's 2023 Rust crates: the committed package whose
/// `[dependencies]` are its list at its versions (its source is named in
/// the file), and the lock resolved for it.
const ATCODER_MANIFEST: &str = include_str!("../../atcoder/Cargo.toml");
const ATCODER_LOCK: &str = include_str!("../../atcoder/Cargo.lock");

/// The dependency lines of AtCoder's list: `(package, its line)`.
fn atcoder_crates() -> Vec<(&'static str, &'static str)> {
    let list = ATCODER_MANIFEST
        .split_once("[dependencies]")
        .map_or("", |(_, list)| list);
    list.lines()
        .filter_map(|line| {
            let (name, _) = line.split_once(" = ")?;
            (!line.starts_with('#')).then_some((name.trim(), line))
        })
        .collect()
}

/// The name a crate is used by in code: its package's name with `_` for
/// `-`, but `ac_library` for ac-library-rs.
fn library_name(package: &str) -> String {
    if package == "ac-library-rs" {
        "ac_library".to_string()
    } else {
        package.replace('-', "_")
    }
}

/// The crates a source names at the start of a path (`proconio::`,
/// `use itertools::Itertools`, `extern crate rand`): `(known, unknown)`,
/// where known are packages of AtCoder's list and unknown are names of a
/// `use` or `extern crate` that are neither its crates, the standard
/// library's, nor the file's own modules.
pub(super) fn crates_used(text: &str) -> (Vec<&'static str>, Vec<String>) {
    let crates = atcoder_crates();
    let own: Vec<String> = words_after(text, "mod ");
    let builtin = [
        "std",
        "core",
        "alloc",
        "crate",
        "self",
        "super",
        "proc_macro",
    ];
    let mut known = Vec::new();
    for (package, _) in &crates {
        let name = library_name(package);
        let named = |text: &str| {
            text.match_indices(&format!("{}::", name)).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                !matches!(before, Some(c) if c.is_alphanumeric() || c == '_' || c == ':')
            })
        };
        if named(text) || words_after(text, "extern crate ").contains(&name) {
            known.push(*package);
        }
    }
    let mut unknown = Vec::new();
    let roots = words_after(text, "use ")
        .into_iter()
        .chain(words_after(text, "extern crate "));
    for root in roots {
        let lower = root
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        let listed = crates
            .iter()
            .any(|(package, _)| library_name(package) == root);
        let local = builtin.contains(&root.as_str()) || own.contains(&root);
        if lower && !listed && !local && !unknown.contains(&root) {
            unknown.push(root);
        }
    }
    (known, unknown)
}

/// The identifier after each `keyword` that starts a statement.
fn words_after(text: &str, keyword: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let rest = line.strip_prefix(keyword)?.trim_start_matches(':');
            let word: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            (!word.is_empty()).then_some(word)
        })
        .collect()
}

/// The package around a cargo build's `main.rs`: a workspace of its own,
/// the binary `bin`, and for AtCoder the crates of its list that `text`
/// uses (a crate it does not have is an error naming it); with the lock
/// to put beside it.
pub(super) fn manifest(
    edition: &str,
    bin: &str,
    text: &str,
) -> Result<(String, &'static str), BuildError> {
    let (known, unknown) = crates_used(text);
    if !unknown.is_empty() {
        return Err(BuildError::failed(format!(
            "AtCoder's Rust has no crate {}: its crates are those of its 2023 list \
             (scripts/atcoder/Cargo.toml)",
            unknown.join(", ")
        )));
    }
    let mut manifest = format!(
        "[package]\nname = \"main\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [[bin]]\nname = \"{}\"\npath = \"main.rs\"\n\n[workspace]\n\n[dependencies]\n",
        edition, bin
    );
    for (package, line) in atcoder_crates() {
        if known.contains(&package) {
            manifest.push_str(line);
            manifest.push('\n');
        }
    }
    Ok((manifest, ATCODER_LOCK))
}

/// The crates of a package's manifest, for messages.
pub(super) fn dependencies(manifest: &str) -> Vec<&str> {
    manifest
        .split_once("[dependencies]")
        .map_or("", |(_, list)| list)
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(name, _)| name))
        .collect()
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

impl RustBuild {
    /// Builds `text`, saved as `main.rs` in `folder`, as a package with the
    /// crates of AtCoder's list that it uses, into a target folder under
    /// `parent` that every such build shares; the binary is then moved
    /// into `folder`. Crates not yet in cargo's home are fetched once, with
    /// cargo's progress shown; when they cannot be, the error names them
    /// and the command that fetches them. Returns what cargo said.
    pub(super) fn build_package(
        &self,
        folder: &Path,
        parent: &Path,
        text: &[u8],
    ) -> Result<String, BuildError> {
        let text = String::from_utf8_lossy(text);
        let bin = format!(
            "solution-{}",
            folder.file_name().unwrap_or_default().to_string_lossy()
        );
        let (manifest, lock) = manifest(self.edition, &bin, &text)?;
        let write = |name: &str, text: &str| {
            fs::write(folder.join(name), text).map_err(|e| BuildError::Setup {
                why: format!("cannot write the package's {}: {}", name, e),
            })
        };
        write("Cargo.toml", &manifest)?;
        write("Cargo.lock", lock)?;
        let target = parent.join("cargo-target");
        let target_text = target.to_string_lossy().into_owned();
        let env = [("CARGO_TARGET_DIR", target_text.as_str())];
        let line = self.compile_line(OsStr::new("main.rs"));
        let mut ran = compile_under(&line, folder, &env, &PACKAGE_LIMITS)?;
        let crates = dependencies(&manifest);
        if !ran.ok && ran.log.contains("offline") && !crates.is_empty() {
            fetch(folder, &crates)?;
            ran = compile_under(&line, folder, &env, &PACKAGE_LIMITS)?;
        }
        if !ran.ok {
            return Err(BuildError::failed(ran.log));
        }
        let built = target.join("release").join(&bin);
        fs::rename(&built, folder.join(BINARY))
            .or_else(|_| fs::copy(&built, folder.join(BINARY)).map(|_| ()))
            .map_err(|e| BuildError::Setup {
                why: format!(
                    "cannot move {} into {}: {}",
                    built.display(),
                    folder.display(),
                    e
                ),
            })?;
        Ok(ran.log)
    }
}

/// Fetches the crates of the package in `folder` into cargo's home, its
/// progress on the user's standard error; on failure, which crates and
/// the command that fetches them all.
fn fetch(folder: &Path, crates: &[&str]) -> Result<(), BuildError> {
    crate::note!(
        "    fetching AtCoder's crates {} into cargo's home (once)",
        crates.join(", ")
    );
    let status = Command::new("cargo")
        .arg("fetch")
        .current_dir(folder)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .status();
    match status {
        Ok(status) if status.success() => Ok(()),
        _ => Err(BuildError::failed(format!(
            "AtCoder's crates {} are not in cargo's home and could not be fetched; \
             where crates.io can be reached, fetch them (all of AtCoder's list) with:\n    \
             cargo fetch --manifest-path {}",
            crates.join(", "),
            crate::shell::quote(
                &crate::workspace()
                    .join("scripts/atcoder/Cargo.toml")
                    .to_string_lossy()
            )
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crates_a_file_uses_are_found_and_the_unknown_named() {
        let text = "use proconio::{input, marker::Usize1};\nuse std::io::Read;\n\
                    mod graph { use super::*; }\nuse graph::bfs;\n\
                    fn f() { let v = itertools::repeat_n(1, 2); }\n\
                    use ac_library::Dsu;\nextern crate rand;\nuse Dir::*;\n";
        let (known, unknown) = crates_used(text);
        assert_eq!(known, ["ac-library-rs", "rand", "itertools", "proconio"]);
        assert!(unknown.is_empty(), "{:?}", unknown);
        let (known, unknown) = crates_used("use serde::Deserialize;\nuse std::fmt;\n");
        assert!(known.is_empty());
        assert_eq!(unknown, ["serde"]);
        // `a::b` inside a path is not a crate: `std::io::` names no `io`.
        assert!(crates_used("fn main() { std::either::x(); }").0.is_empty());
    }

    #[test]
    fn the_package_declares_only_what_is_used_at_atcoders_versions() {
        let (manifest, lock) = manifest("2021", "solution-1", "use proconio::input;\n").unwrap();
        assert!(manifest.contains("proconio = { version = \"=0.4.5\", features = [\"derive\"] }\n"));
        assert_eq!(dependencies(&manifest), ["proconio"]);
        assert!(manifest.contains("[workspace]\n"));
        assert!(manifest.contains("name = \"solution-1\""));
        assert!(lock.contains("name = \"proconio\"\nversion = \"0.4.5\""));
        let error = super::manifest("2021", "s", "use petgraph_x::Graph;\n").unwrap_err();
        assert!(
            error.to_string().contains("no crate petgraph_x"),
            "{}",
            error
        );
    }
}
