//! The language families a solution may be, told by its file's extension.

use super::c_like;
use crate::build::tools::is_executable;
use std::ffi::OsStr;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

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
    /// `.go`
    Go,
    /// `.js`: run by Node.js.
    JavaScript,
    /// `.rb`
    Ruby,
    /// `.pas`, `.pp`: Free Pascal.
    Pascal,
    /// `.kt`: Kotlin on the JVM.
    Kotlin,
    /// `.cs`: C#.
    CSharp,
    /// `.hs`: Haskell.
    Haskell,
    /// `.f90`, `.f95`, `.f03`, `.f08` (free form), `.f`, `.for` (fixed
    /// form): Fortran.
    Fortran,
    /// `.sh`: run by `sh`.
    Shell,
    /// A file without an extension: run as it is, so it must be executable.
    Executable,
}

/// The kinds of file a solution may be, for messages.
pub const SUPPORTED: &str = ".c, .cpp, .cc, .cxx, .java, .py, .rs, .go, .js, .rb, .pas, .pp, .kt, \
                             .cs, .hs, .f90, .f95, .f03, .f08, .f, .for, .sh, or an executable file (without \
                             an extension; on Windows, .exe)";

impl Family {
    /// The family of the file at `path`, or why it is not one the judge
    /// builds or runs.
    pub fn of(path: &Path) -> Result<Family, NoFamily> {
        // In any case: `A.CPP` is C++ and `B.C` is C, as `b.c` is (not C++,
        // as gcc takes `.C`: the judge saves the file as `main.c`).
        let lower = path
            .extension()
            .and_then(OsStr::to_str)
            .map(str::to_ascii_lowercase);
        Ok(match lower.as_deref() {
            Some("c") => Family::C,
            Some("cpp") | Some("cc") | Some("cxx") => Family::Cpp,
            Some("java") => Family::Java,
            Some("py") => Family::Python,
            Some("rs") => Family::Rust,
            Some("go") => Family::Go,
            Some("js") => Family::JavaScript,
            Some("rb") => Family::Ruby,
            Some("pas") | Some("pp") => Family::Pascal,
            Some("kt") => Family::Kotlin,
            Some("cs") => Family::CSharp,
            Some("hs") => Family::Haskell,
            Some("f90") | Some("f95") | Some("f03") | Some("f08") | Some("f") | Some("for") => {
                Family::Fortran
            }
            Some("sh") => Family::Shell,
            Some("exe") if cfg!(windows) => Family::Executable,
            None if is_executable(path) => Family::Executable,
            None => return Err(NoFamily::NotExecutable(path.to_path_buf())),
            Some("h") | Some("hpp") | Some("hh") => {
                return Err(NoFamily::Header {
                    path: path.to_path_buf(),
                    rename: rename_header(path),
                })
            }
            Some(_) => return Err(NoFamily::Unknown(path.to_path_buf())),
        })
    }

    /// The first error a failed build of this family reports, with its
    /// line, for one line of a message: `line 39: `hash` is ambiguous`.
    pub fn first_error(&self, log: &str) -> Option<String> {
        let source = match self {
            Family::C => "main.c",
            Family::Cpp => "main.cpp",
            Family::Go => return super::more::first_error(super::Kind::Go, log),
            Family::JavaScript => return super::more::first_error(super::Kind::Node, log),
            Family::Ruby => return super::more::first_error(super::Kind::Ruby, log),
            Family::Pascal => return super::more::first_error(super::Kind::Pascal, log),
            Family::Kotlin => return super::more::first_error(super::Kind::Kotlin, log),
            Family::CSharp => return super::more::first_error(super::Kind::CSharp, log),
            Family::Haskell => return super::more::first_error(super::Kind::Haskell, log),
            Family::Fortran => return super::more::first_error(super::Kind::Fortran, log),
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
            Family::Go => "Go",
            Family::JavaScript => "JavaScript",
            Family::Ruby => "Ruby",
            Family::Pascal => "Pascal",
            Family::Kotlin => "Kotlin",
            Family::CSharp => "C#",
            Family::Haskell => "Haskell",
            Family::Fortran => "Fortran",
            Family::Shell => "shell",
            Family::Executable => "a ready program",
        }
    }
}

/// Why a file is of no family the judge builds or runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoFamily {
    /// No extension, and not executable.
    NotExecutable(PathBuf),
    /// A header (`.h`, `.hpp`, `.hh`): a judge takes one source file;
    /// what to rename it to.
    Header { path: PathBuf, rename: String },
    /// An extension of no language here.
    Unknown(PathBuf),
}

impl fmt::Display for NoFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoFamily::NotExecutable(path) => write!(
                f,
                "{} has no extension and is not executable; a solution is {}",
                path.display(),
                SUPPORTED
            ),
            NoFamily::Header { path, rename } => write!(
                f,
                "{}: a header is not built alone; a judge takes one source file: {}",
                path.display(),
                rename
            ),
            NoFamily::Unknown(path) => write!(
                f,
                "{}: .{} names no language a judge here takes; a solution is {}",
                path.display(),
                path.extension().unwrap_or_default().to_string_lossy(),
                SUPPORTED
            ),
        }
    }
}

impl std::error::Error for NoFamily {}

/// What to rename a header to: `.cpp` when its text has C++ in it
/// (`#include <iostream>`, `std::`, `class`, `template`, `namespace`),
/// else `.c` or `.cpp`.
fn rename_header(path: &Path) -> String {
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
    match text {
        Ok(text) if cpp_words.iter().any(|w| text.contains(w)) => {
            format!("rename it to {}", path.with_extension("cpp").display())
        }
        _ => format!(
            "rename it to {} (C) or {} (C++)",
            path.with_extension("c").display(),
            path.with_extension("cpp").display()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_extension_in_any_case_is_its_language() {
        for (name, family) in [
            ("a.cpp", Family::Cpp),
            ("A.CPP", Family::Cpp),
            ("a.Cc", Family::Cpp),
            ("A.CXX", Family::Cpp),
            ("b.c", Family::C),
            // C, as `b.c`: not C++, as gcc would take `.C`.
            ("B.C", Family::C),
            ("C.JAVA", Family::Java),
            ("B.PY", Family::Python),
            ("d.Rs", Family::Rust),
            ("E.SH", Family::Shell),
            ("f.go", Family::Go),
            ("G.JS", Family::JavaScript),
            ("h.rb", Family::Ruby),
            ("a.PAS", Family::Pascal),
            ("b.pp", Family::Pascal),
            ("Main.KT", Family::Kotlin),
            ("a.cs", Family::CSharp),
            ("Main.hs", Family::Haskell),
            ("a.F90", Family::Fortran),
            ("a.f08", Family::Fortran),
            ("old.FOR", Family::Fortran),
            ("old.f", Family::Fortran),
        ] {
            assert_eq!(Family::of(Path::new(name)), Ok(family), "{}", name);
        }
        let refused = Family::of(Path::new("a.TXT")).unwrap_err().to_string();
        assert!(
            refused.starts_with("a.TXT: .TXT names no language a judge here takes"),
            "{}",
            refused
        );
    }

    #[test]
    fn a_file_of_no_language_says_why_and_a_header_what_to_rename_it_to() {
        let folder = std::env::temp_dir().join(format!("family-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        let cpp = folder.join("solve.h");
        fs::write(
            &cpp,
            "#include <iostream>\nint main() { std::cout << 1; }\n",
        )
        .unwrap();
        let c = folder.join("plain.hpp");
        fs::write(&c, "#include <stdio.h>\nint main(void) { return 0; }\n").unwrap();
        assert_eq!(
            Family::of(&cpp),
            Err(NoFamily::Header {
                path: cpp.clone(),
                rename: format!("rename it to {}", folder.join("solve.cpp").display()),
            })
        );
        assert_eq!(
            Family::of(&c).unwrap_err().to_string(),
            format!(
                "{}: a header is not built alone; a judge takes one source file: rename it to \
                 {} (C) or {} (C++)",
                c.display(),
                folder.join("plain.c").display(),
                folder.join("plain.cpp").display()
            )
        );
        // No extension: a program if it may be run, else no solution.
        let plain = folder.join("notes");
        fs::write(&plain, "text\n").unwrap();
        assert_eq!(
            Family::of(&plain),
            Err(NoFamily::NotExecutable(plain.clone()))
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&plain, fs::Permissions::from_mode(0o755)).unwrap();
            assert_eq!(Family::of(&plain), Ok(Family::Executable));
        }
        // `.exe` is a program on Windows alone.
        assert_eq!(
            Family::of(Path::new("a.exe")).is_ok(),
            cfg!(windows),
            "{:?}",
            Family::of(Path::new("a.exe"))
        );
        fs::remove_dir_all(&folder).unwrap();
    }
}
