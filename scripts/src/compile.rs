//! Building a single-file solution as a judge would, and the command that
//! runs what was built.

use std::env;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

pub use crate::tools::on_path;
use crate::tools::{first_on_path, is_executable};

/// The languages a solution may be written in, by its file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `.rs`: built with rustc as the problem's judge builds Rust.
    Rust,
    /// `.cpp`, `.cc`, `.cxx`: `g++ -O2 -std=c++17` (or clang++, or `$CXX`).
    Cpp,
    /// `.c`: `gcc -O2` with the maths library (or clang, or `$CC`).
    C,
    /// `.py`: compiled by `python3` first (a syntax error is a compile
    /// error), then run by it.
    Python,
    /// `.sh`: run by `sh`.
    Shell,
    /// A file without an extension: run as it is, so it must be executable.
    Executable,
}

/// The kinds of file a solution may be, for messages.
pub const SUPPORTED: &str =
    ".rs, .cpp, .cc, .cxx, .c, .py, .sh, or an executable file without an extension";

impl Language {
    /// The language of the file at `path`, or why it is not one the judge
    /// builds or runs.
    pub fn of(path: &Path) -> Result<Language, String> {
        let extension = path.extension().and_then(OsStr::to_str);
        Ok(match extension {
            Some("rs") => Language::Rust,
            Some("cpp") | Some("cc") | Some("cxx") => Language::Cpp,
            Some("c") => Language::C,
            Some("py") => Language::Python,
            Some("sh") => Language::Shell,
            None if is_executable(path) => Language::Executable,
            None => {
                return Err(format!(
                    "{} has no extension and is not executable; a solution is {}",
                    path.display(),
                    SUPPORTED
                ))
            }
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
}

/// How one judge builds Rust: `rustc --edition EDITION FLAGS main.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RustBuild {
    /// A short name, for verdict lines and build folders.
    pub label: &'static str,
    /// Whose build this is, for messages.
    pub judge: &'static str,
    pub edition: &'static str,
    pub flags: &'static [&'static str],
    /// Set in the compiler's environment.
    pub env: &'static [(&'static str, &'static str)],
    /// Built with the old compiler ([`old_rustc`]), not the current one.
    pub old_compiler: bool,
}

impl RustBuild {
    /// The command line, as shown to the user.
    pub fn shown(&self) -> String {
        let compiler = if self.old_compiler {
            "rustc 1.63"
        } else {
            "rustc"
        };
        format!(
            "{} --edition {} {}",
            compiler,
            self.edition,
            self.flags.join(" ")
        )
    }
}

/// Luogu: `rustc --edition 2024 -W warnings -C opt-level=2` (O2 on, as by
/// default), `ONLINE_JUDGE=luogu` in the environment; rustc 1.88 in 2025.
pub const LUOGU: RustBuild = RustBuild {
    label: "luogu",
    judge: "Luogu",
    edition: "2024",
    flags: &["-W", "warnings", "-C", "opt-level=2"],
    env: &[("ONLINE_JUDGE", "luogu")],
    old_compiler: false,
};

/// Codeforces and AtCoder: `rustc --edition=2021 -O`.
pub const CODEFORCES: RustBuild = RustBuild {
    label: "codeforces",
    judge: "Codeforces, AtCoder",
    edition: "2021",
    flags: &["-O"],
    env: &[],
    old_compiler: false,
};

/// LibreOJ: `--edition=2018 -Copt-level=2 --cfg ONLINE_JUDGE` (it offers
/// 2015 to 2021).
pub const LIBREOJ: RustBuild = RustBuild {
    label: "libreoj",
    judge: "LibreOJ",
    edition: "2018",
    flags: &["-C", "opt-level=2", "--cfg", "ONLINE_JUDGE"],
    env: &[],
    old_compiler: false,
};

/// A judge that passes no edition: rustc's default, 2015.
pub const EDITION_2015: RustBuild = RustBuild {
    label: "edition-2015",
    judge: "a judge that passes no edition",
    edition: "2015",
    flags: &["-O"],
    env: &[],
    old_compiler: false,
};

/// An old compiler: Debian's rustc 1.63, edition 2021.
pub const RUSTC_1_63: RustBuild = RustBuild {
    label: "rustc-1.63",
    judge: "an old compiler (Debian's rustc 1.63)",
    edition: "2021",
    flags: &["-O"],
    env: &[],
    old_compiler: true,
};

/// This project's own files are built all these ways, each with no
/// warning allowed.
pub const STRICT: [RustBuild; 5] = [CODEFORCES, LUOGU, LIBREOJ, EDITION_2015, RUSTC_1_63];

/// Where the old compiler is: `$EIGHT_OLD_RUSTC`, else Debian's
/// `/usr/bin/rustc` (`apt-get install rustc`).
pub fn old_rustc() -> PathBuf {
    env::var_os("EIGHT_OLD_RUSTC").map_or_else(|| PathBuf::from("/usr/bin/rustc"), PathBuf::from)
}

/// A solution built, and how to run it.
#[derive(Clone, Debug)]
pub struct Build {
    /// The command that runs it, the program first.
    pub command: Vec<OsString>,
    /// What the compiler said (warnings), if anything.
    pub log: String,
    pub took: Duration,
}

/// How a solution is to be built, for one language.
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    pub language: Language,
    /// For [`Language::Rust`]: whose build.
    pub rust: RustBuild,
    /// Whether any word from the compiler fails the build.
    pub strict: bool,
}

impl Recipe {
    /// The tools this recipe needs that cannot be found, each with how to
    /// get it.
    pub fn missing_tools(&self) -> Vec<String> {
        let missing = match self.language {
            Language::Rust if self.rust.old_compiler => (!is_executable(&old_rustc())).then(|| {
                format!(
                    "the old compiler at {} (Debian: apt-get install rustc; \
                     or set EIGHT_OLD_RUSTC to a rustc 1.63)",
                    old_rustc().display()
                )
            }),
            Language::Rust => on_path("rustc")
                .is_none()
                .then(|| "rustc (rustup)".to_string()),
            Language::Cpp => cxx()
                .is_none()
                .then(|| "a C++ compiler: g++ or clang++ on PATH, or CXX".to_string()),
            Language::C => cc()
                .is_none()
                .then(|| "a C compiler: gcc or clang on PATH, or CC".to_string()),
            Language::Python => on_path("python3").is_none().then(|| "python3".to_string()),
            Language::Shell | Language::Executable => None,
        };
        missing.into_iter().collect()
    }

    /// A short name for this build, for verdict lines.
    pub fn label(&self) -> &'static str {
        match self.language {
            Language::Rust => self.rust.label,
            Language::Cpp => "c++",
            Language::C => "c",
            Language::Python => "python3",
            Language::Shell => "sh",
            Language::Executable => "run",
        }
    }

    /// The build as a command line, for the user.
    pub fn shown(&self) -> String {
        match self.language {
            Language::Rust => self.rust.shown(),
            Language::Cpp => format!("{} -O2 -std=c++17", tool_name(cxx())),
            Language::C => format!("{} -O2 -lm", tool_name(cc())),
            Language::Python => "python3 (compiled first)".to_string(),
            Language::Shell => "sh".to_string(),
            Language::Executable => "run as it is".to_string(),
        }
    }

    /// Builds `solution` in `folder` (made if missing): the command that
    /// runs it, or the compiler's message.
    pub fn build(&self, solution: &Path, folder: &Path) -> Result<Build, String> {
        fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make {}: {}", folder.display(), e))?;
        let started = Instant::now();
        let binary = folder.join("solution");
        let mut compile = match self.language {
            Language::Rust => {
                // Alone in a folder, as a judge has it.
                let source = folder.join("main.rs");
                fs::copy(solution, &source)
                    .map_err(|e| format!("cannot copy the solution: {}", e))?;
                let rustc = if self.rust.old_compiler {
                    old_rustc()
                } else {
                    PathBuf::from("rustc")
                };
                let mut command = Command::new(rustc);
                command
                    .current_dir(folder)
                    .args(["--edition", self.rust.edition])
                    .args(self.rust.flags)
                    .args(["main.rs", "-o", "solution"])
                    .envs(self.rust.env.iter().copied());
                command
            }
            Language::Cpp => {
                let mut command = Command::new(cxx().unwrap_or_else(|| "g++".into()));
                command
                    .args(["-O2", "-std=c++17", "-o"])
                    .arg(&binary)
                    .arg(solution);
                command
            }
            Language::C => {
                let mut command = Command::new(cc().unwrap_or_else(|| "gcc".into()));
                command
                    .args(["-O2", "-o"])
                    .arg(&binary)
                    .arg(solution)
                    .arg("-lm");
                command
            }
            Language::Python => {
                let mut command = Command::new("python3");
                command
                    .args([
                        "-c",
                        "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')",
                    ])
                    .arg(solution);
                command
            }
            Language::Shell | Language::Executable => {
                return Ok(Build {
                    command: self.command(solution, &binary),
                    log: String::new(),
                    took: started.elapsed(),
                })
            }
        };
        let output = compile
            .output()
            .map_err(|e| format!("cannot start the compiler: {}", e))?;
        let log = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        if !output.status.success() {
            return Err(log);
        }
        if self.strict && !log.trim().is_empty() {
            return Err(format!("a warning fails this build:\n{}", log));
        }
        Ok(Build {
            command: self.command(solution, &binary),
            log,
            took: started.elapsed(),
        })
    }

    fn command(&self, solution: &Path, binary: &Path) -> Vec<OsString> {
        match self.language {
            Language::Rust | Language::Cpp | Language::C => vec![binary.into()],
            Language::Python => vec!["python3".into(), solution.into()],
            Language::Shell => vec!["sh".into(), solution.into()],
            Language::Executable => vec![solution.into()],
        }
    }
}

/// The C++ compiler: `$CXX`, else g++ or clang++ on `PATH`.
fn cxx() -> Option<OsString> {
    env::var_os("CXX").or_else(|| first_on_path(&["g++", "clang++"]))
}

/// The C compiler: `$CC`, else gcc or clang on `PATH`.
fn cc() -> Option<OsString> {
    env::var_os("CC").or_else(|| first_on_path(&["gcc", "clang"]))
}

fn tool_name(tool: Option<OsString>) -> String {
    tool.map_or_else(|| "?".to_string(), |t| t.to_string_lossy().into_owned())
}
