//! Rust: `rustc --edition EDITION FLAGS main.rs`, as each judge that
//! takes Rust builds it, and an old compiler for this project's own files.

use super::compile::{compile_package, compile_under, query};
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
/// the file), and the lock resolved for it; copied by `build.rs` from
/// `atcoder/`, which `cargo package` leaves out (a package of its own).
const ATCODER_MANIFEST: &str = include_str!(concat!(env!("OUT_DIR"), "/atcoder.toml"));
const ATCODER_LOCK: &str = include_str!(concat!(env!("OUT_DIR"), "/atcoder.lock"));

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

/// The `rustc` a build runs: where builds are boxed, the compiler of the
/// toolchain rustup's `rustc` picks (`<sysroot>/bin/rustc`, which a box
/// shows with its sysroot), not rustup's proxy, which reads rustup's own
/// files in the home; else `rustc`, as `PATH` finds it.
fn rustc_here() -> OsString {
    static FOUND: std::sync::Mutex<Option<OsString>> = std::sync::Mutex::new(None);
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    found
        .get_or_insert_with(|| {
            if !crate::run::builds_boxed() {
                return "rustc".into();
            }
            let line: Vec<OsString> = vec!["rustc".into(), "--print".into(), "sysroot".into()];
            let sysroot = query(&line, &env::temp_dir(), &[])
                .ok()
                .filter(|said| said.ok)
                .map(|said| PathBuf::from(said.log.trim()));
            match sysroot.map(|root| root.join("bin").join("rustc")) {
                Some(rustc) if is_executable(&rustc) => rustc.into_os_string(),
                _ => "rustc".into(),
            }
        })
        .clone()
}

impl RustBuild {
    /// The sysroot of the `rustc` a build of this runs, where it is a path
    /// (rustup's toolchain, [`rustc_here`], or the old compiler's): a box
    /// shows it whole, its libraries beside the compiler.
    pub(super) fn sysroot(&self) -> Option<PathBuf> {
        let compiler = if self.old_compiler {
            Some(old_rustc().into_os_string())
        } else {
            self.compiler_here()
        };
        compiler.map(PathBuf::from).and_then(|rustc| {
            rustc
                .is_absolute()
                .then(|| rustc.parent()?.parent().map(Path::to_path_buf))
                .flatten()
        })
    }

    /// The compiler a build of this runs in place of `rustc` where builds
    /// are boxed ([`rustc_here`]); `None` for cargo's builds and the old
    /// compiler, which run as their lines say.
    pub(super) fn compiler_here(&self) -> Option<OsString> {
        (!self.cargo && !self.old_compiler).then(rustc_here)
    }

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
        if crate::run::builds_boxed() {
            return self.build_in_box(folder, parent, text);
        }
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
        let mut ran = compile_package(&line, folder, &env, &PACKAGE_LIMITS)?;
        let crates = dependencies(&manifest);
        if !ran.ok && ran.log.contains("offline") && !crates.is_empty() {
            fetch(folder, &crates)?;
            ran = compile_package(&line, folder, &env, &PACKAGE_LIMITS)?;
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

impl RustBuild {
    /// [`Self::build_package`] where builds are boxed: the crates `text`
    /// uses built once by the judge, outside any box, into a package of
    /// the judge's own with an empty `main` ([`dependencies_built`]), the
    /// command cargo gave rustc for that `main` recorded; the file itself
    /// then built in a box by that command, its source the file, its
    /// output `solution`, the crates read-only beside it: cargo's home
    /// and every other build out of its reach, and nothing of the file's
    /// run outside its box.
    fn build_in_box(
        &self,
        folder: &Path,
        parent: &Path,
        text: &[u8],
    ) -> Result<String, BuildError> {
        let text = String::from_utf8_lossy(text);
        let (manifest, lock) = manifest(self.edition, "solution", &text)?;
        let built = dependencies_built(
            parent,
            &manifest,
            lock,
            &self.compile_line(OsStr::new("main.rs")),
        )?;
        let mut line: Vec<OsString> = vec![rustc_here()];
        let mut words = built.rustc.iter().skip(1).peekable();
        while let Some(word) = words.next() {
            let text = word.to_string_lossy();
            let next_names_the_file = words.peek().map_or(false, |next| {
                next.to_string_lossy().starts_with("extra-filename=")
            });
            if word == "--out-dir" || (word == "-C" && next_names_the_file) {
                // Its output is `solution`, in its own folder.
                words.next();
            } else if text.starts_with("--error-format") || text.starts_with("--json") {
                // cargo reads rustc's messages as JSON; a contestant reads
                // them as rustc writes them.
            } else if text.starts_with("--emit=") {
                line.push("--emit=link".into());
            } else if Path::new(word) == built.source {
                line.push("main.rs".into());
            } else {
                line.push(word.clone());
            }
        }
        line.extend(["-o".into(), BINARY.into()]);
        let env: Vec<(&str, &str)> = built
            .env
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        let mut shows = vec![built.deps.clone()];
        shows.extend(self.sysroot_of(&line[0]));
        let ran = compile_under(&line, folder, &env, &shows, &super::compile_limits())?;
        if !ran.ok {
            return Err(BuildError::failed(ran.log));
        }
        Ok(ran.log)
    }

    /// The sysroot of the compiler `rustc`, where it is a path.
    fn sysroot_of(&self, rustc: &OsStr) -> Option<PathBuf> {
        let rustc = Path::new(rustc);
        rustc
            .is_absolute()
            .then(|| rustc.parent()?.parent().map(Path::to_path_buf))
            .flatten()
    }
}

/// A package's crates built by the judge: the command cargo gave rustc
/// for its own `main` (the compiler first), that `main`'s path in it, the
/// `CARGO_` variables cargo set for it, and the folder of the crates'
/// built libraries, which that command reads.
struct DependenciesBuilt {
    rustc: Vec<OsString>,
    source: PathBuf,
    env: Vec<(String, String)>,
    deps: PathBuf,
}

/// The crates of `manifest` (locked by `lock`) built by `cargo_line` in a
/// package of the judge's own under `parent` (`cargo-deps/<key>`), kept
/// for every build of the same crates; fetched first where cargo's home
/// lacks them. Outside any box: the crates are the list's, the main the
/// judge's, and no contestant's file is there.
fn dependencies_built(
    parent: &Path,
    manifest: &str,
    lock: &str,
    cargo_line: &[OsString],
) -> Result<DependenciesBuilt, BuildError> {
    use std::collections::hash_map::DefaultHasher;
    use std::hash::{Hash, Hasher};
    let setup = |why: String| BuildError::Setup { why };
    let mut hasher = DefaultHasher::new();
    (
        manifest,
        lock,
        cargo_line,
        super::cache::version_of(&cargo_line[0]),
    )
        .hash(&mut hasher);
    let folder = parent
        .join("cargo-deps")
        .join(format!("{:016x}", hasher.finish()));
    let recorded = folder.join("rustc-args");
    if !recorded.is_file() {
        let staging =
            super::fresh_folder(&parent.join("cargo-deps")).map_err(|e| setup(e.to_string()))?;
        let write = |name: &str, text: &str| {
            fs::write(staging.join(name), text).map_err(|e| {
                setup(format!(
                    "cannot write the crates' package's {}: {}",
                    name, e
                ))
            })
        };
        write("Cargo.toml", manifest)?;
        write("Cargo.lock", lock)?;
        write("main.rs", "fn main() {}\n")?;
        // cargo runs this for the package's own crate alone, with rustc and
        // its arguments: those of the compile of main.rs are written down,
        // then rustc runs.
        write(
            "record.sh",
            "#!/bin/sh\ncase \"$*\" in *main.rs*)\n    for word in \"$@\"; do printf '%s\\000' \
             \"$word\"; done >\"$EIGHT_JUDGE_RUSTC_ARGS\"\n    env | grep '^CARGO_' \
             >\"$EIGHT_JUDGE_RUSTC_ENV\"\nesac\nexec \"$@\"\n",
        )?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let script = staging.join("record.sh");
            fs::set_permissions(&script, fs::Permissions::from_mode(0o755))
                .map_err(|e| setup(format!("cannot make {} a program: {}", script.display(), e)))?;
        }
        let target = staging.join("target").to_string_lossy().into_owned();
        let wrapper = staging.join("record.sh").to_string_lossy().into_owned();
        let args_file = staging
            .join("rustc-args.part")
            .to_string_lossy()
            .into_owned();
        let env_file = staging.join("rustc-env").to_string_lossy().into_owned();
        let env = [
            ("CARGO_TARGET_DIR", target.as_str()),
            ("RUSTC_WORKSPACE_WRAPPER", wrapper.as_str()),
            ("EIGHT_JUDGE_RUSTC_ARGS", args_file.as_str()),
            ("EIGHT_JUDGE_RUSTC_ENV", env_file.as_str()),
        ];
        let mut ran = compile_package(cargo_line, &staging, &env, &PACKAGE_LIMITS)?;
        let crates = dependencies(manifest);
        if !ran.ok && ran.log.contains("offline") && !crates.is_empty() {
            fetch(&staging, &crates)?;
            ran = compile_package(cargo_line, &staging, &env, &PACKAGE_LIMITS)?;
        }
        if !ran.ok {
            let _ = fs::remove_dir_all(&staging);
            return Err(BuildError::failed(ran.log));
        }
        write("staged-at", &staging.to_string_lossy())?;
        fs::rename(staging.join("rustc-args.part"), staging.join("rustc-args"))
            .map_err(|e| setup(format!("cargo ran no rustc for the crates' package: {}", e)))?;
        // Kept whole, or another build's kept the same already.
        if fs::rename(&staging, &folder).is_err() {
            let _ = fs::remove_dir_all(&staging);
        }
    }
    let args = fs::read(&recorded)
        .map_err(|e| setup(format!("cannot read {}: {}", recorded.display(), e)))?;
    let rustc: Vec<OsString> = args
        .split(|&b| b == 0)
        .filter(|word| !word.is_empty())
        .map(|word| OsString::from(String::from_utf8_lossy(word).into_owned()))
        .collect();
    // The folder cargo built them in, renamed since: its paths are the
    // staging folder's.
    let staged = fs::read_to_string(folder.join("staged-at"))
        .map(PathBuf::from)
        .map_err(|e| setup(format!("cannot read where the crates were built: {}", e)))?;
    let moved = |word: &OsString| -> OsString {
        let text = word.to_string_lossy();
        let from = staged.to_string_lossy();
        OsString::from(text.replace(from.as_ref(), &folder.to_string_lossy()))
    };
    let rustc: Vec<OsString> = rustc.iter().map(moved).collect();
    let env = fs::read_to_string(folder.join("rustc-env"))
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once('='))
        // cargo's jobserver is cargo's, gone with it.
        .filter(|(name, _)| *name != "CARGO_MAKEFLAGS")
        .map(|(name, value)| {
            (
                name.to_string(),
                value.replace(staged.to_string_lossy().as_ref(), &folder.to_string_lossy()),
            )
        })
        .collect();
    let source = if rustc.iter().any(|word| word == "main.rs") {
        PathBuf::from("main.rs")
    } else {
        folder.join("main.rs")
    };
    Ok(DependenciesBuilt {
        rustc,
        source,
        env,
        deps: folder.join("target").join("release").join("deps"),
    })
}

/// Fetches the crates of the package in `folder` into cargo's home, its
/// progress on the user's standard error; on failure, which crates, and
/// the command that fetches them all (in a workspace, which has the list
/// as a file) or that the next build fetches them.
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
            "AtCoder's crates {} are not in cargo's home and could not be fetched; {}",
            crates.join(", "),
            // An installed judge carries the list, not the workspace's
            // file of it: it fetches again on the next build.
            match crate::workspace::found() {
                Some(root) => format!(
                    "where crates.io can be reached, fetch them (all of AtCoder's list) \
                     with:\n    cargo fetch --manifest-path {}",
                    crate::shell::quote(&root.join("scripts/atcoder/Cargo.toml").to_string_lossy())
                ),
                None => "where crates.io can be reached, judge the file again: the judge \
                         fetches them itself, once"
                    .to_string(),
            }
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
        // AtCoder's cargo (1.70) reads lock files of version 3 at most
        // (version 4 is cargo 1.78's), as do the older cargos a judge
        // may be given here.
        assert!(lock.lines().any(|line| line == "version = 3"), "{}", lock);
        let error = super::manifest("2021", "s", "use petgraph_x::Graph;\n").unwrap_err();
        assert!(
            error.to_string().contains("no crate petgraph_x"),
            "{}",
            error
        );
    }
}
