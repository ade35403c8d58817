//! Building a single-file solution as a judge builds it, and the command
//! that runs what was built.
//!
//! A judge's build of a language is a [`Toolchain`]: a constant of data
//! (its menu name, what the judge runs, the compiler and its arguments, the
//! defines, the file name the judge saves the source as). One function per
//! family turns it into the command lines ([`Toolchain::compile_line`],
//! [`Toolchain::run_line`]), so that what is shown is what is run. The
//! families live in a file each: `c_like.rs` (C and C++), `java.rs`,
//! `python.rs`, `rust.rs`; `m32.rs` probes for 32-bit builds.

mod c_like;
mod java;
mod m32;
mod python;
mod rust;

pub use c_like::{pointer_heavy, CLike, Old};
pub use java::{Java, JavaClass};
pub use m32::probe as probe_m32;
pub use python::{Interpreter, Python, CPYTHON, PYPY};
pub use rust::{old_rustc, RustBuild};

use crate::run::{self, Ending, Job, Limits};
use crate::tools::{first_on_path, is_executable};
use crate::verdict::{busy_pause, compile_limit_passed, BUSY_TRIES};
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::{Duration, Instant};

/// The language families, by the solution file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `.c`
    C,
    /// `.cpp`, `.cc`, `.cxx`
    Cpp,
    /// `.java`
    Java,
    /// `.py`
    Python,
    /// `.rs`
    Rust,
    /// `.sh`: run by `sh`.
    Shell,
    /// A file without an extension: run as it is, so it must be executable.
    Executable,
}

/// The kinds of file a solution may be, for messages.
pub const SUPPORTED: &str = ".c, .cpp, .cc, .cxx, .java, .py, .rs, .sh, or an executable file \
                             (without an extension; on Windows, .exe)";

impl Family {
    /// The family of the file at `path`, or why it is not one the judge
    /// builds or runs.
    pub fn of(path: &Path) -> Result<Family, String> {
        let extension = path.extension().and_then(OsStr::to_str);
        Ok(match extension {
            Some("c") => Family::C,
            Some("cpp") | Some("cc") | Some("cxx") => Family::Cpp,
            Some("java") => Family::Java,
            Some("py") => Family::Python,
            Some("rs") => Family::Rust,
            Some("sh") => Family::Shell,
            Some("exe") if cfg!(windows) => Family::Executable,
            None if is_executable(path) => Family::Executable,
            None => {
                return Err(format!(
                    "{} has no extension and is not executable; a solution is {}",
                    path.display(),
                    SUPPORTED
                ))
            }
            Some("h") | Some("hpp") | Some("hh") => return Err(header(path)),
            Some(other) => {
                return Err(format!(
                    "{}: .{} files are not supported; a solution is {}",
                    path.display(),
                    other,
                    SUPPORTED
                ))
            }
        })
    }

    /// The first error a failed build of this family reports, with its
    /// line, for one line of a message: `line 39: `hash` is ambiguous`.
    pub fn first_error(&self, log: &str) -> Option<String> {
        let source = match self {
            Family::C => "main.c",
            Family::Cpp => "main.cpp",
            _ => return None,
        };
        log.lines()
            .find_map(|line| c_like::first_error(line, OsStr::new(source)))
            .map(|(number, what)| format!("line {}: {}", number, what))
    }

    /// The language's name, for messages: `C++`, `Java`.
    pub fn name(&self) -> &'static str {
        match self {
            Family::C => "C",
            Family::Cpp => "C++",
            Family::Java => "Java",
            Family::Python => "Python",
            Family::Rust => "Rust",
            Family::Shell => "shell",
            Family::Executable => "a ready program",
        }
    }
}

/// Why a header is not a solution, and what to rename it to: `.cpp` when
/// its text has C++ in it (`#include <iostream>`, `std::`, `class`,
/// `template`, `namespace`), else `.c` or `.cpp`.
fn header(path: &Path) -> String {
    let text = fs::read(path).map(|t| String::from_utf8_lossy(&t).into_owned());
    let cpp_words = [
        "std::",
        "namespace",
        "template",
        "class ",
        "#include <iostream>",
        "#include <bits/stdc++.h>",
        "cout <<",
        "cin >>",
    ];
    let rename = match text {
        Ok(text) if cpp_words.iter().any(|w| text.contains(w)) => {
            format!("rename it to {}", path.with_extension("cpp").display())
        }
        _ => format!(
            "rename it to {} (C) or {} (C++)",
            path.with_extension("c").display(),
            path.with_extension("cpp").display()
        ),
    };
    format!(
        "{}: a header is not built alone; a judge takes one source file: {}",
        path.display(),
        rename
    )
}

/// How a toolchain builds and runs, by family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recipe {
    CLike(CLike),
    Java(Java),
    Python(Python),
    Rust(RustBuild),
    /// Run by `sh`, nothing built.
    Shell,
    /// Run as it is, nothing built.
    Executable,
}

/// One judge's build of one language: an entry of its language menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toolchain {
    /// The name `--build` picks it by; unique within a judge.
    pub name: &'static str,
    /// The judge's own name for it, in its language menu.
    pub menu: &'static str,
    /// What the judge runs, and how sure that is.
    pub judge_runs: &'static str,
    /// What stands in for it here, where that differs.
    pub here: &'static str,
    pub recipe: Recipe,
}

impl Toolchain {
    /// The family this toolchain builds.
    pub fn family(&self) -> Family {
        match self.recipe {
            Recipe::CLike(c) if c.cpp => Family::Cpp,
            Recipe::CLike(_) => Family::C,
            Recipe::Java(_) => Family::Java,
            Recipe::Python(_) => Family::Python,
            Recipe::Rust(_) => Family::Rust,
            Recipe::Shell => Family::Shell,
            Recipe::Executable => Family::Executable,
        }
    }

    /// The name the judge saves the source as, in a folder of its own.
    pub fn source_name(&self, solution: &Path) -> OsString {
        match self.recipe {
            Recipe::CLike(c) if c.cpp => "main.cpp".into(),
            Recipe::CLike(_) => "main.c".into(),
            Recipe::Java(_) => "Main.java".into(),
            Recipe::Python(_) => "main.py".into(),
            Recipe::Rust(_) => "main.rs".into(),
            Recipe::Shell => "main.sh".into(),
            Recipe::Executable => solution.file_name().unwrap_or_default().to_os_string(),
        }
    }

    /// The compile command, run in the build folder on the source saved
    /// there as [`Toolchain::source_name`]; `None` when nothing is built.
    pub fn compile_line(&self, source: &OsStr) -> Option<Vec<OsString>> {
        match self.recipe {
            Recipe::CLike(c) => Some(c.compile_line(source)),
            Recipe::Java(java) => Some(java.compile_line(source)),
            Recipe::Python(python) => Some(python.compile_line(source)),
            Recipe::Rust(rust) => Some(rust.compile_line(source)),
            Recipe::Shell | Recipe::Executable => None,
        }
    }

    /// The command that runs what was built in `folder`, under a memory
    /// limit of `memory_kib` (Java's heap is set from it).
    pub fn run_line(&self, folder: &Path, source: &OsStr, memory_kib: u64) -> Vec<OsString> {
        let in_folder = |name: &OsStr| -> OsString { folder.join(name).into_os_string() };
        match self.recipe {
            Recipe::CLike(_) | Recipe::Rust(_) => vec![in_folder(OsStr::new(BINARY))],
            Recipe::Java(java) => java.run_line(folder, memory_kib),
            Recipe::Python(python) => vec![python.interpreter(), in_folder(source)],
            Recipe::Shell => vec!["sh".into(), in_folder(source)],
            Recipe::Executable => vec![in_folder(source)],
        }
    }

    /// The build as it is run, for the user: the compile command, or for
    /// what is not compiled the command that runs it.
    pub fn shown(&self) -> String {
        let source = self.source_name(Path::new("solution"));
        let words = match self.compile_line(&source) {
            Some(words) => words,
            None => self.run_line(Path::new(""), &source, 64 << 10),
        };
        // Quoted for `sh`, so that the line pastes into a shell and runs.
        crate::shell::line(&words)
    }

    /// Variables the judge sets for the compile and the run.
    pub fn env(&self) -> &'static [(&'static str, &'static str)] {
        match self.recipe {
            Recipe::Rust(rust) if rust.cargo => &[],
            Recipe::Rust(rust) => rust.env,
            _ => &[],
        }
    }

    /// This build as this machine makes it: a judge's 32-bit C or C++ at
    /// the machine's own width where it builds no 32-bit program
    /// ([`CLike::here`]); any other as it is.
    pub fn as_built_here(&self) -> Toolchain {
        match self.recipe {
            Recipe::CLike(c) => Toolchain {
                recipe: Recipe::CLike(c.here()),
                ..*self
            },
            _ => *self,
        }
    }

    /// Whether the judge's build is 32-bit.
    pub fn bits32(&self) -> bool {
        matches!(self.recipe, Recipe::CLike(CLike { bits32: true, .. }))
    }

    /// Whether the run's address space may be capped: not the JVM's, which
    /// reserves far more than it touches.
    pub fn caps_address_space(&self) -> bool {
        !matches!(self.recipe, Recipe::Java(_))
    }

    /// The tools this toolchain needs that cannot be found, each with how
    /// to get it.
    pub fn missing_tools(&self) -> Vec<String> {
        let missing = match self.recipe {
            Recipe::CLike(c) => c.missing(),
            Recipe::Java(java) => java.missing(),
            Recipe::Python(python) => python.missing(),
            Recipe::Rust(rust) => rust.missing(),
            Recipe::Shell | Recipe::Executable => None,
        };
        missing.into_iter().collect()
    }

    /// Builds `solution` into a fresh folder under `parent`: the source
    /// saved there as the judge saves it, compiled under [`COMPILE_LIMITS`],
    /// and the command that runs it. `strict`: any word from the compiler
    /// fails the build. On failure, the compiler's message, explained where
    /// the judge's rule or its old compiler is the cause.
    pub fn build(&self, solution: &Path, parent: &Path, strict: bool) -> Result<Build, String> {
        let folder = fresh_folder(parent)?;
        let source = self.source_name(solution);
        let text =
            fs::read(solution).map_err(|e| format!("cannot read {}: {}", solution.display(), e))?;
        fs::write(folder.join(&source), &text)
            .map_err(|e| format!("cannot copy the solution into {}: {}", folder.display(), e))?;
        if let Recipe::Executable = self.recipe {
            copy_permissions(solution, &folder.join(&source));
        }
        let started = Instant::now();
        if let Recipe::Rust(rust) = self.recipe {
            if rust.cargo {
                let log = rust.build_package(&folder, parent, &text)?;
                return Ok(Build {
                    toolchain: *self,
                    source,
                    folder,
                    log,
                    took: started.elapsed(),
                    given: None,
                });
            }
        }
        if let Recipe::CLike(c) = self.recipe {
            if let Some(why) = c.refused(&text) {
                return Err(why);
            }
        }
        let mut log = String::new();
        if let Some(line) = self.compile_line(&source) {
            let ran = compile(&line, &folder, self.env())?;
            log = ran.log;
            if !ran.ok {
                return Err(self.explain(&log, &text, &folder, &source));
            }
            if let Recipe::Java(java) = self.recipe {
                java.check_class(&folder, &text)?;
            }
            if strict && !log.trim().is_empty() {
                return Err(format!("a warning fails this build:\n{}", log));
            }
        }
        Ok(Build {
            toolchain: *self,
            source,
            folder,
            log,
            took: started.elapsed(),
            given: None,
        })
    }

    /// A failed compile's message, explained where the judge is the cause.
    fn explain(&self, log: &str, text: &[u8], folder: &Path, source: &OsStr) -> String {
        match self.recipe {
            Recipe::CLike(c) => c.explain(log, folder, source),
            Recipe::Java(java) => java.explain(log, text),
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
    ) -> Result<Build, String> {
        Ok(Build {
            toolchain,
            folder: fresh_folder(parent)?,
            source: OsString::new(),
            log: String::new(),
            took: Duration::ZERO,
            given: Some(words),
        })
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

    /// A job that runs it on `input` under `limits`, as its judge runs it.
    pub fn job<'a>(&self, command: &'a [OsString], input: &'a [u8], limits: &'a Limits) -> Job<'a> {
        Job {
            command,
            input,
            limits,
            env: self.toolchain.env(),
            folder: None,
            // The JVM reserves far more than it touches, whoever starts it.
            cap_address_space: self.toolchain.caps_address_space()
                && !command.first().map_or(false, |program| {
                    Path::new(program).file_stem() == Some(OsStr::new("java"))
                }),
        }
    }
}

/// What the compilers write: `solution` in the build folder
/// (`solution.exe` on Windows).
const BINARY: &str = if cfg!(windows) {
    "solution.exe"
} else {
    "solution"
};

/// The limits on one compile: DMOJ and LibreOJ stop a compile after a few
/// seconds (LibreOJ's Rust: 10 s); 2 GiB of memory.
pub const COMPILE_LIMITS: Limits = Limits::compile();

struct Compiled {
    ok: bool,
    log: String,
}

/// Runs one compile command in `folder` through the runner (with the judge
/// a subreaper, every process it starts must be), under
/// [`COMPILE_LIMITS`].
fn compile(line: &[OsString], folder: &Path, env: &[(&str, &str)]) -> Result<Compiled, String> {
    compile_under(line, folder, env, &COMPILE_LIMITS)
}

/// [`compile`] under `limits`.
fn compile_under(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
    limits: &Limits,
) -> Result<Compiled, String> {
    let job = Job {
        command: line,
        input: b"",
        limits,
        env,
        folder: Some(folder),
        cap_address_space: false,
    };
    let start = || {
        run::run(&job).map_err(|e| {
            format!(
                "cannot start the compiler {}: {}",
                line[0].to_string_lossy(),
                e
            )
        })
    };
    let mut ran = start()?;
    // Stopped on the wall clock short of its CPU limit: the compile was
    // kept waiting (a busy machine), which says nothing of the file.
    let mut attempt = 1;
    while matches!(ran.ending, Ending::WallLimit | Ending::Busy) && attempt <= BUSY_TRIES {
        thread::sleep(busy_pause(attempt));
        ran = start()?;
        attempt += 1;
    }
    if let Some(why) = compile_limit_passed(&ran, limits) {
        return Err(format!("{}, the judges' limit", why));
    }
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&ran.stdout),
        String::from_utf8_lossy(&ran.stderr_kept())
    );
    Ok(Compiled {
        ok: ran.ending == Ending::Exited(0),
        log,
    })
}

/// A new empty folder under `parent`, never one another run has: its name
/// holds this process's id, a count and the time.
pub fn fresh_folder(parent: &Path) -> Result<PathBuf, String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static MADE: AtomicUsize = AtomicUsize::new(0);
    fs::create_dir_all(parent).map_err(|e| format!("cannot make {}: {}", parent.display(), e))?;
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
            Err(e) => return Err(format!("cannot make {}: {}", folder.display(), e)),
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

/// The first of `names` on `PATH`, or the variable `var` when it is set.
fn tool(var: &str, names: &[&str]) -> Option<OsString> {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .or_else(|| first_on_path(names))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// A compile that waits on its first try and builds on the next: a
    /// compile kept waiting by a busy machine is made again, not a CE.
    #[test]
    fn a_compile_stopped_on_the_wall_clock_is_made_again() {
        let folder = fresh_folder(&std::env::temp_dir().join("judge-build-tests")).unwrap();
        let limits = Limits {
            wall: Duration::from_millis(300),
            ..COMPILE_LIMITS
        };
        let line: Vec<OsString> = ["sh", "-c", "[ -e tried ] && exit 0; : >tried; sleep 5"]
            .iter()
            .map(OsString::from)
            .collect();
        let compiled = compile_under(&line, &folder, &[], &limits).map(|c| c.ok);
        // Every try waits: a compile stopped by the limit, after all tries.
        let always: Vec<OsString> = ["sh", "-c", "sleep 5"].iter().map(OsString::from).collect();
        let stopped = compile_under(&always, &folder, &[], &limits).map(|c| c.ok);
        let _ = fs::remove_dir_all(&folder);
        assert_eq!(compiled, Ok(true));
        let why = stopped.unwrap_err();
        assert!(
            why.starts_with("compile took longer than 0.3 s of wall clock on each of 4 tries"),
            "{}",
            why
        );
    }
}
