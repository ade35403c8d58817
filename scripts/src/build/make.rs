//! Building a solution by a [`Toolchain`]: the source saved as the judge
//! saves it, compiled, explained where the judge is the cause; and the
//! [`Build`] it makes, with the command that runs it.

use super::compile::compile;
use super::{BuildError, Kind, Lang, Recipe, Toolchain};
use crate::file_error::FileError;
use crate::run::{run, Job, Limits, Run};
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

impl Toolchain {
    /// Builds `solution` into a fresh folder under `parent`: the source
    /// saved there as the judge saves it, compiled under
    /// [`super::compile_limits`], and the command that runs it. `strict`:
    /// any word from the compiler fails the build. On failure, why: the
    /// compiler's message explained where the judge's rule or its old
    /// compiler is the cause, or the limit that stopped the compile.
    pub fn build(&self, solution: &Path, parent: &Path, strict: bool) -> Result<Build, BuildError> {
        let (folder, source, text) = self.save(solution, parent)?;
        let started = Instant::now();
        let log = match self.compile_saved(&folder, &source, &text, parent, strict) {
            Ok(log) => log,
            Err(error) => {
                // A failed build is not kept: its folder goes with it.
                let _ = fs::remove_dir_all(&folder);
                return Err(error);
            }
        };
        Ok(Build {
            toolchain: *self,
            source,
            folder,
            log,
            took: started.elapsed(),
            given: None,
        })
    }

    /// `solution` saved in a fresh folder under `parent` as the judge saves
    /// it: the folder, the source's name there, and its text.
    fn save(
        &self,
        solution: &Path,
        parent: &Path,
    ) -> Result<(PathBuf, OsString, Vec<u8>), BuildError> {
        let setup = |why: String| BuildError::Setup { why };
        let folder = fresh_build_folder(parent).map_err(|e| setup(e.to_string()))?;
        let source = self.source_name(solution);
        let text = fs::read(solution)
            .map_err(|e| setup(format!("cannot read {}: {}", solution.display(), e)))?;
        fs::write(folder.join(&source), &text).map_err(|e| {
            setup(format!(
                "cannot copy the solution into {}: {}",
                folder.display(),
                e
            ))
        })?;
        if let Recipe::Executable = self.recipe {
            copy_permissions(solution, &folder.join(&source));
        }
        Ok((folder, source, text))
    }

    /// Compiles the source `text` saved as `source` in `folder`, as this
    /// toolchain does: what the compiler said.
    fn compile_saved(
        &self,
        folder: &Path,
        source: &OsStr,
        text: &[u8],
        parent: &Path,
        strict: bool,
    ) -> Result<String, BuildError> {
        match self.recipe {
            Recipe::Rust(rust) if rust.cargo => return rust.build_package(folder, parent, text),
            Recipe::CLike(c) => {
                if let Some(why) = c.refused(text) {
                    return Err(BuildError::failed(why));
                }
            }
            _ => {}
        }
        let mut line = match self.compile_line(source) {
            Some(line) => line,
            None => return Ok(String::new()),
        };
        // rustup's `rustc` is a proxy that reads rustup's files in the
        // home: the compiler it would pick runs instead.
        if let Some(rustc) = match self.recipe {
            Recipe::Rust(rust) => rust.compiler_here(),
            _ => None,
        } {
            line[0] = rustc;
        }
        let go_cache;
        let mut env: Vec<(&str, &str)> = self.env().to_vec();
        if let Recipe::Lang(Lang { kind: Kind::Go, .. }) = self.recipe {
            // Go's build cache: in a box, the box's own (under its HOME, a
            // build's working folder: Go's standard library comes built);
            // else shared by every Go build, as cargo's target folder is by
            // AtCoder's Rust builds.
            if !crate::run::builds_boxed() {
                go_cache = parent.join("go-cache").to_string_lossy().into_owned();
                env.push(("GOCACHE", go_cache.as_str()));
            }
        }
        let ran = compile(&line, folder, &env, &self.build_shows())?;
        if !ran.ok {
            return Err(BuildError::failed(
                self.explain(&ran.log, text, folder, source),
            ));
        }
        if let Recipe::Java(java) = self.recipe {
            java.check_class(folder, text)?;
        }
        let log = match self.recipe {
            Recipe::Lang(lang) => lang.kept(&ran.log),
            Recipe::Java(java) => java.kept(&ran.log, text),
            _ => ran.log,
        };
        if strict && !log.trim().is_empty() {
            return Err(BuildError::Warned { log });
        }
        Ok(log)
    }

    /// What a box shows this toolchain's compile beyond the system and
    /// the compiler's own installation, where it is: the files it reads
    /// that lie elsewhere (GHC's package database in `/var/lib/ghc`, Free
    /// Pascal's `/etc/fpc*.cfg`, Mono's `/etc/mono`, rustc's sysroot where
    /// rustup keeps it in the home).
    pub(crate) fn build_shows(&self) -> Vec<PathBuf> {
        let (folders, etc): (&[&str], &str) = match self.recipe {
            Recipe::Lang(Lang {
                kind: Kind::Haskell,
                ..
            }) => (&["/var/lib/ghc"], ""),
            Recipe::Lang(Lang {
                kind: Kind::Pascal, ..
            }) => (&[], "fpc"),
            Recipe::Lang(Lang {
                kind: Kind::CSharp, ..
            }) => (&[], "mono"),
            Recipe::Rust(rust) => return rust.sysroot().into_iter().collect(),
            _ => (&[], ""),
        };
        let mut shows: Vec<PathBuf> = folders
            .iter()
            .map(PathBuf::from)
            .filter(|path| path.exists())
            .collect();
        if !etc.is_empty() {
            if let Ok(entries) = fs::read_dir("/etc") {
                shows.extend(
                    entries
                        .flatten()
                        .filter(|e| e.file_name().to_string_lossy().starts_with(etc))
                        .map(|e| e.path()),
                );
            }
        }
        shows.sort();
        shows
    }

    /// A failed compile's message, explained where the judge is the cause.
    fn explain(&self, log: &str, text: &[u8], folder: &Path, source: &OsStr) -> String {
        match self.recipe {
            Recipe::CLike(c) => c.explain(log, folder, source),
            Recipe::Java(java) => java.explain(log, text),
            Recipe::Lang(lang) => lang.explain(log),
            _ => log.to_string(),
        }
    }
}

/// A solution built, and how to run it.
#[derive(Clone, Debug)]
pub struct Build {
    /// How it was built.
    pub toolchain: Toolchain,
    /// The folder it was built in, its source saved there.
    pub folder: PathBuf,
    /// The source's name in that folder.
    pub source: OsString,
    /// What the compiler said (warnings), if anything.
    pub log: String,
    pub took: Duration,
    /// The command a contestant gave (`-c`) to run instead of a file.
    pub given: Option<Vec<OsString>>,
}

impl Build {
    /// A command a contestant gave (`-c`): nothing built, its words run as
    /// they are, in a fresh folder under `parent` of the run's own.
    pub fn given(
        toolchain: Toolchain,
        words: Vec<OsString>,
        parent: &Path,
    ) -> Result<Build, FileError> {
        Ok(Build {
            toolchain,
            folder: fresh_build_folder(parent)?,
            source: OsString::new(),
            log: String::new(),
            took: Duration::ZERO,
            given: Some(words),
        })
    }

    /// The build as it was made, for the user: [`Toolchain::shown`] for
    /// the source as it was saved.
    pub fn shown(&self) -> String {
        match &self.given {
            Some(_) => self.toolchain.shown(),
            None => self.toolchain.shown_for(&self.source),
        }
    }

    /// The command that runs it under `limits`, the program first.
    pub fn command(&self, limits: &Limits) -> Vec<OsString> {
        match &self.given {
            Some(words) => words.clone(),
            None => self
                .toolchain
                .run_line(&self.folder, &self.source, limits.memory_kib),
        }
    }

    /// Runs it on `input` under `limits`, as its judge runs it.
    pub fn run(&self, input: &[u8], limits: &Limits) -> io::Result<Run> {
        let command = self.command(limits);
        run(&self.job(&command, input, limits))
    }

    /// A job that runs it on `input` under `limits`, as its judge runs it.
    pub fn job<'a>(&self, command: &'a [OsString], input: &'a [u8], limits: &'a Limits) -> Job<'a> {
        Job {
            command,
            input,
            limits,
            env: self.toolchain.env(),
            shows: &[],
            folder: None,
            // The JVM reserves far more than it touches, whoever starts it.
            cap_address_space: self.toolchain.caps_address_space()
                && !command.first().map_or(false, |program| {
                    Path::new(program).file_stem() == Some(OsStr::new("java"))
                }),
            containment: crate::run::Containment::Run,
        }
    }
}

/// [`fresh_folder`] for a build, under the judge's `builds/`: removed
/// too if the judge is interrupted (it removes its builds itself when it
/// ends as it should).
pub fn fresh_build_folder(parent: &Path) -> Result<PathBuf, FileError> {
    crate::run::remove_own_on_interrupt(parent);
    fresh_folder(parent)
}

/// A new empty folder under `parent`, never one another run has: its name
/// holds this process's id, a count and the time.
pub fn fresh_folder(parent: &Path) -> Result<PathBuf, FileError> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static MADE: AtomicUsize = AtomicUsize::new(0);
    fs::create_dir_all(parent).map_err(FileError::on("make", parent))?;
    loop {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let name = format!(
            "{}-{}-{:08x}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed),
            nanos
        );
        let folder = parent.join(name);
        match fs::create_dir(&folder) {
            Ok(()) => return Ok(folder),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(FileError::on("make", &folder)(e)),
        }
    }
}

#[cfg(unix)]
fn copy_permissions(from: &Path, to: &Path) {
    if let Ok(meta) = fs::metadata(from) {
        let _ = fs::set_permissions(to, meta.permissions());
    }
}

#[cfg(not(unix))]
fn copy_permissions(_from: &Path, _to: &Path) {}
