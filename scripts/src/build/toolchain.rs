//! A judge's build of one language as data ([`Toolchain`]), and the
//! command lines it turns into: what is shown is what is run.

use super::{CLike, Family, Java, Kind, Lang, Python, RustBuild, BINARY};
use std::ffi::{OsStr, OsString};
use std::path::Path;

/// How a toolchain builds and runs, by family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recipe {
    CLike(CLike),
    Java(Java),
    Python(Python),
    Rust(RustBuild),
    /// Go, JavaScript, Ruby, Pascal, Kotlin, C#, Haskell or Fortran.
    Lang(Lang),
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
    /// When the build is of the judge's past: what it was, and the
    /// judge's build of today in its place.
    pub era: Option<Era>,
}

/// A build of a judge's past, which its published solutions were accepted
/// by, and what the judge has in its place today.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Era {
    /// What the build was: `ZOJ's g++ on acm.zju.edu.cn, C++98, the build
    /// its published Accepted solutions had`.
    pub was: &'static str,
    /// The judge's build of today, an entry of the same menu.
    pub today: &'static Toolchain,
    /// What the judge is today: `today's ZOJ, on pintia.cn, builds C++17`.
    pub now_is: &'static str,
}

/// Whether `solution` is Fortran of the fixed form (`.f`, `.for`), which
/// gfortran tells by the extension: saved as `Main.f`, not `Main.f90`.
fn fixed_form(solution: &Path) -> bool {
    let extension = solution.extension().and_then(OsStr::to_str);
    matches!(
        extension.map(str::to_ascii_lowercase).as_deref(),
        Some("f") | Some("for")
    )
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
            Recipe::Lang(lang) => match lang.kind {
                Kind::Go => Family::Go,
                Kind::Node => Family::JavaScript,
                Kind::Ruby => Family::Ruby,
                Kind::Pascal => Family::Pascal,
                Kind::Kotlin => Family::Kotlin,
                Kind::CSharp => Family::CSharp,
                Kind::Haskell => Family::Haskell,
                Kind::Fortran => Family::Fortran,
            },
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
            Recipe::Lang(lang) if lang.kind == Kind::Fortran && fixed_form(solution) => {
                "Main.f".into()
            }
            Recipe::Lang(lang) => lang.kind.source_name().into(),
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
            Recipe::Lang(lang) => Some(lang.compile_line(source)),
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
            Recipe::Lang(lang) => lang.run_line(folder, source, memory_kib),
            Recipe::Shell => vec!["sh".into(), in_folder(source)],
            Recipe::Executable => vec![in_folder(source)],
        }
    }

    /// The build as it is run, for the user: the compile command, or for
    /// what is not compiled the command that runs it.
    pub fn shown(&self) -> String {
        self.shown_for(&self.source_name(Path::new("solution")))
    }

    /// [`Toolchain::shown`] for the source saved as `source` (a fixed-form
    /// Fortran file is `Main.f`, not `Main.f90`).
    pub fn shown_for(&self, source: &OsStr) -> String {
        let words = match self.compile_line(source) {
            Some(words) => words,
            None => self.run_line(Path::new(""), source, 64 << 10),
        };
        // Quoted for `sh`, so that the line pastes into a shell and runs.
        crate::shell::line(&words)
    }

    /// Variables the judge sets for the compile and the run.
    pub fn env(&self) -> &'static [(&'static str, &'static str)] {
        match self.recipe {
            Recipe::Rust(rust) if rust.cargo => &[],
            Recipe::Rust(rust) => rust.env,
            Recipe::Lang(lang) => lang.env(),
            _ => &[],
        }
    }

    /// This build as this machine makes it: a judge's 32-bit C or C++ at
    /// the machine's own width where it builds no 32-bit program
    /// (`CLike::here`); any other as it is.
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
    /// reserves far more than it touches (Java's and Kotlin's), nor Go's
    /// or Node.js's, which do too (`more.rs` says what was measured).
    pub fn caps_address_space(&self) -> bool {
        match self.recipe {
            Recipe::Java(_) => false,
            Recipe::Lang(lang) => lang.caps_address_space(),
            _ => true,
        }
    }

    /// The tools this toolchain needs that cannot be found, each with how
    /// to get it.
    pub fn missing_tools(&self) -> Vec<String> {
        let missing = match self.recipe {
            Recipe::CLike(c) => c.missing(),
            Recipe::Java(java) => java.missing(),
            Recipe::Python(python) => python.missing(),
            Recipe::Rust(rust) => rust.missing(),
            Recipe::Lang(lang) => lang.missing(),
            Recipe::Shell | Recipe::Executable => None,
        };
        missing.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::Lang;

    #[test]
    fn a_fixed_form_fortran_file_is_saved_and_shown_as_main_f() {
        let fortran = Toolchain {
            name: "fortran",
            menu: "Fortran",
            judge_runs: "-",
            here: "-",
            recipe: Recipe::Lang(Lang {
                kind: Kind::Fortran,
                args: &["-O2"],
                run_args: &[],
                older_here: None,
            }),
            era: None,
        };
        for (file, saved) in [
            ("old.f", "Main.f"),
            ("OLD.FOR", "Main.f"),
            ("new.f90", "Main.f90"),
            ("new.F08", "Main.f90"),
        ] {
            assert_eq!(fortran.source_name(Path::new(file)), saved, "{}", file);
        }
        assert!(fortran
            .shown_for(&fortran.source_name(Path::new("old.f")))
            .ends_with(&format!("-o {} Main.f", BINARY)));
        assert!(fortran
            .shown()
            .ends_with(&format!("-o {} Main.f90", BINARY)));
    }
}
