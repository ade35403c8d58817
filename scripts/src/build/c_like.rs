//! C and C++: gcc or g++ (or clang, or `$CC` / `$CXX`) with a judge's
//! standard, flags and defines, and the emulation of an old GCC.

use super::compile::compile;
use super::{tool, BINARY};
use std::ffi::{OsStr, OsString};
use std::path::Path;

/// A judge's C or C++ build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CLike {
    /// C++ (else C).
    pub cpp: bool,
    /// The arguments before `-o`: the standard, the flags, the defines.
    pub args: &'static [&'static str],
    /// The arguments after the source: the libraries.
    pub libs: &'static [&'static str],
    /// For a judge whose compiler is older than any that can be had here:
    /// what it is, for messages ("POJ's G++ is MinGW GCC 4.4.0, C++98"),
    /// and the arguments of a check with a later standard, which tells a
    /// file that needs that standard from one that is simply wrong.
    pub old: Option<Old>,
    /// Text the judge refuses in a source, each with why.
    pub refuses: &'static [(&'static str, &'static str)],
    /// A 32-bit build (`-m32`), as the judge's: its pointers, `long` and
    /// memory are half a 64-bit build's. Where this machine cannot build
    /// and run one, `CLike::here` builds 64-bit, and says so.
    pub bits32: bool,
}

/// An old compiler, emulated (see [`CLike::old`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Old {
    pub is: &'static str,
    pub later: &'static [&'static str],
}

impl CLike {
    /// The compiler: `$CXX`, else g++ or clang++ on `PATH` (for C, `$CC`,
    /// else gcc or clang).
    fn compiler(&self) -> Option<OsString> {
        // MSVC's cl last, and only on Windows: the judges' builds are
        // GCC's, which MinGW's g++ is.
        if self.cpp {
            tool(
                "CXX",
                if cfg!(windows) {
                    &["g++", "clang++", "cl"]
                } else {
                    &["g++", "clang++"]
                },
            )
        } else {
            tool(
                "CC",
                if cfg!(windows) {
                    &["gcc", "clang", "cl"]
                } else {
                    &["gcc", "clang"]
                },
            )
        }
    }

    fn compiler_name(&self) -> OsString {
        self.compiler()
            .unwrap_or_else(|| if self.cpp { "g++" } else { "gcc" }.into())
    }

    pub(super) fn missing(&self) -> Option<String> {
        match (self.compiler(), self.cpp) {
            (Some(_), _) => None,
            (None, true) => Some("a C++ compiler: g++ or clang++ on PATH, or CXX".to_string()),
            (None, false) => Some("a C compiler: gcc or clang on PATH, or CC".to_string()),
        }
    }

    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        let compiler = self.compiler_name();
        if Path::new(&compiler).file_stem() == Some(OsStr::new("cl")) {
            return msvc_line(self.cpp, self.args, source);
        }
        let mut line = vec![self.compiler_name()];
        if self.bits32 {
            line.push("-m32".into());
        }
        line.extend(self.args.iter().map(OsString::from));
        line.extend(["-o".into(), BINARY.into(), source.to_os_string()]);
        line.extend(self.libs.iter().map(OsString::from));
        line
    }

    /// This build as this machine makes it: 32-bit where the judge's is
    /// and [`super::m32::probe`] finds that this machine builds and runs a
    /// 32-bit program, else the same build at the machine's own width.
    pub(super) fn here(self) -> CLike {
        if self.bits32 && super::m32::probe().is_err() {
            CLike {
                bits32: false,
                ..self
            }
        } else {
            self
        }
    }

    /// Why the judge refuses `text` before compiling it, if it does: the
    /// first line that holds refused text, with the rule.
    pub(super) fn refused(&self, text: &[u8]) -> Option<String> {
        let text = String::from_utf8_lossy(text);
        for (number, line) in text.lines().enumerate() {
            let words: Vec<&str> = line.split_whitespace().collect();
            let line = words.join(" ").replace("# ", "#");
            for (refused, why) in self.refuses {
                if line.contains(refused) {
                    return Some(format!("line {}: {}", number + 1, why));
                }
            }
        }
        None
    }

    /// The compiler's message; for an old compiler, first a line naming
    /// the first error that a later standard would not give: one whose
    /// message names C++11, or, when the file builds with C++11, the first.
    pub(super) fn explain(&self, log: &str, folder: &Path, source: &OsStr) -> String {
        if let Some(name) = log.lines().find_map(missing_include) {
            return format!(
                "a judge compiles the file alone: `#include \"{}\"` names a file beside it, \
                 which the judge does not have\n{}",
                name, log
            );
        }
        let old = match self.old {
            Some(old) => old,
            None => return log.to_string(),
        };
        let errors = refused_lines(log, source);
        // The first line refused that a later standard takes, as the
        // compiler gave them: a note under an error, or a header's own
        // `#error`, counts.
        let cause = match errors.iter().find(|error| error.later) {
            Some(error) => Some((error.line, error.what.clone())),
            None => {
                let mut line = vec![self.compiler_name()];
                line.extend(old.later.iter().map(OsString::from));
                line.push(source.to_os_string());
                match compile(&line, folder, &[], &[]) {
                    Ok(ref ran) if ran.ok => errors.first().map(|e| (e.line, e.what.clone())),
                    _ => None,
                }
            }
        };
        match cause {
            Some((number, what)) => format!(
                "{}: line {}: {}; this file needs a later standard\n{}",
                old.is, number, what, log
            ),
            None => log.to_string(),
        }
    }
}

/// Whether a source plausibly keeps much of its memory in pointers, so
/// that a 32-bit build of it needs far less: it names a node container,
/// a `std::string` (one pointer, as GCC 4 built it), or allocates nodes.
pub fn pointer_heavy(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    ["map<", "set<", "list<", "string", "new ", "malloc", "->"]
        .iter()
        .any(|word| text.contains(word))
}

/// A line of the source the compiler refused: its number, what was
/// wrong, and whether the message (or a note under it) says a later
/// standard takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct RefusedLine {
    pub line: usize,
    pub what: String,
    pub later: bool,
}

/// The lines of `source` a compiler's `log` refused, in its order: each
/// `main.cpp:7:5: error: ...` (a `note:` under it saying a later standard
/// takes it counted), and the `#include` of a header whose own `#error`
/// refused the standard (`In file included from main.cpp:3:`).
pub(super) fn refused_lines(log: &str, source: &OsStr) -> Vec<RefusedLine> {
    let name = source.to_string_lossy();
    let mut refused: Vec<RefusedLine> = Vec::new();
    // The line of the source and the header last seen included from it.
    let mut included: Option<(usize, String)> = None;
    let mut header = String::new();
    for line in log.lines() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed
            .strip_prefix("In file included from ")
            .or_else(|| trimmed.strip_prefix("from "))
        {
            let place = rest.trim_end_matches([':', ','].as_ref());
            match place
                .strip_prefix(name.as_ref())
                .and_then(|n| n.strip_prefix(':'))
            {
                Some(number) => {
                    included = number.parse().ok().map(|n| (n, header.clone()));
                }
                None => {
                    let path = place.rsplit_once(':').map_or(place, |(path, _)| path);
                    header = path.rsplit('/').next().unwrap_or(path).to_string();
                    included = None;
                }
            }
            continue;
        }
        if let Some((number, what)) = first_error(line, source) {
            let later = names_a_later_standard(&what);
            refused.push(RefusedLine {
                line: number,
                what,
                later,
            });
            included = None;
            continue;
        }
        if line.contains(": note: ") && names_a_later_standard(line) {
            if let Some(last) = refused.last_mut() {
                last.later = true;
            }
            continue;
        }
        if let (Some((number, header)), Some((_, message))) =
            (&included, line.split_once("error: "))
        {
            if !line.starts_with(name.as_ref()) {
                let message = message.trim_start_matches("#error ");
                // Its first sentence: the rest says how to enable it.
                let message = message.split(". ").next().unwrap_or(message);
                refused.push(RefusedLine {
                    line: *number,
                    what: format!("`#include <{}>`: {}", header, message.trim()),
                    later: names_a_later_standard(message),
                });
                included = None;
            }
        }
    }
    refused
}

/// The file of a `main.cpp:13:10: fatal error: x.h: No such file or
/// directory` line.
fn missing_include(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once("fatal error: ")?;
    let name = rest.strip_suffix(": No such file or directory")?;
    Some(name.trim_matches(['"', '<', '>'].as_ref()))
}

/// Whether a compiler's error message says that a later standard has what
/// the file uses.
fn names_a_later_standard(message: &str) -> bool {
    let message = message.to_lowercase();
    ["c++11", "c++0x", "iso c++ 2011", "`> >`"]
        .iter()
        .any(|words| message.contains(words))
}

/// MSVC's `cl` with the flags that mean what a GCC build's `args` mean:
/// the standard (`/std:`, from C++14, MSVC's oldest), `/O2`, the defines
/// (`/D`), forced includes (`/FI`), C++ exceptions (`/EHsc`); warning and
/// code-generation flags that have no like are left out.
fn msvc_line(cpp: bool, args: &[&str], source: &OsStr) -> Vec<OsString> {
    let mut line: Vec<OsString> = vec!["cl".into(), "/nologo".into()];
    let mut words = args.iter();
    while let Some(&word) = words.next() {
        let translated = match word {
            "-O2" => Some("/O2".to_string()),
            "-include" => words.next().map(|header| format!("/FI{}", header)),
            "-x" => words
                .next()
                .map(|language| if *language == "c" { "/TC" } else { "/TP" }.to_string()),
            _ if word.starts_with("-D") => Some(format!("/D{}", &word[2..])),
            _ if word.starts_with("-std=") => msvc_standard(&word[5..]).map(str::to_string),
            _ => None,
        };
        line.extend(translated.map(OsString::from));
    }
    if cpp {
        line.push("/EHsc".into());
    }
    line.push(format!("/Fe:{}", super::BINARY).into());
    line.push(source.to_os_string());
    line
}

/// MSVC's `/std:` for a GCC standard, where it has one.
fn msvc_standard(standard: &str) -> Option<&'static str> {
    let (cpp, year) = match standard.split_once("++") {
        Some((_, year)) => (true, year),
        None => (
            false,
            standard.trim_start_matches("gnu").trim_start_matches('c'),
        ),
    };
    match (cpp, year) {
        (true, "11") | (true, "14") => Some("/std:c++14"),
        (true, "17") => Some("/std:c++17"),
        (true, "20") => Some("/std:c++20"),
        (true, "23") => Some("/std:c++latest"),
        (false, "11") => Some("/std:c11"),
        (false, "17") => Some("/std:c17"),
        _ => None,
    }
}

/// The line number and message of a compiler's `main.cpp:12:5: error: ...`
/// line.
pub(super) fn first_error(line: &str, source: &OsStr) -> Option<(usize, String)> {
    let source = source.to_string_lossy();
    let rest = line.strip_prefix(source.as_ref())?.strip_prefix(':')?;
    let (number, rest) = rest.split_once(':')?;
    let number: usize = number.parse().ok()?;
    let (_, message) = rest.split_once("error: ")?;
    let message = message
        .split(" [-W")
        .next()
        .unwrap_or(message)
        .replace(['‘', '’'], "`");
    Some((number, message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_names_its_line_and_what() {
        let source = OsStr::new("main.cpp");
        assert_eq!(
            first_error(
                "main.cpp:9:18: error: range-based ‘for’ loops only available with \
                 ‘-std=c++11’ or ‘-std=gnu++11’ [-Werror=c++11-extensions]",
                source
            ),
            Some((
                9,
                "range-based `for` loops only available with `-std=c++11` or `-std=gnu++11`"
                    .to_string()
            ))
        );
        assert_eq!(first_error("main.cpp:9:18: warning: x", source), None);
        assert_eq!(
            first_error("In file included from main.cpp:3:", source),
            None
        );
        assert!(names_a_later_standard(
            "`>>` should be `> >` within a nested template argument list"
        ));
        assert!(names_a_later_standard(
            "`auto` changes meaning in C++11; please remove it"
        ));
        assert!(!names_a_later_standard(
            "`x` was not declared in this scope"
        ));
    }

    #[test]
    fn the_first_line_refused_for_its_standard_may_be_an_include_or_a_noted_error() {
        // GCC 12's log of a C++98 build of a file that includes
        // <unordered_map> (line 3), declares one (7) and uses `auto` (8).
        let log = "In file included from /usr/include/c++/12/unordered_map:35,\n\
                   \x20                from main.cpp:3:\n\
                   /usr/include/c++/12/bits/c++0x_warning.h:32:2: error: #error This file \
                   requires compiler and library support for the ISO C++ 2011 standard. This \
                   support must be enabled with the -std=c++11 or -std=gnu++11 compiler \
                   options.\n\
                   main.cpp: In function 'int main()':\n\
                   main.cpp:7:5: error: 'unordered_map' was not declared in this scope\n\
                   main.cpp:7:5: note: 'std::unordered_map' is only available from C++11 \
                   onwards\n\
                   main.cpp:8:5: error: 'auto' changes meaning in C++11; please remove it\n";
        let refused = refused_lines(log, OsStr::new("main.cpp"));
        let lines: Vec<(usize, bool)> = refused.iter().map(|r| (r.line, r.later)).collect();
        assert_eq!(lines, [(3, true), (7, true), (8, true)]);
        assert_eq!(
            refused[0].what,
            "`#include <unordered_map>`: This file requires compiler and library support for \
             the ISO C++ 2011 standard"
        );
        // A plain error, no note: not the standard's.
        let plain = refused_lines(
            "main.cpp:2:1: error: 'x' was not declared\n",
            OsStr::new("main.cpp"),
        );
        assert_eq!(
            plain.iter().map(|r| (r.line, r.later)).collect::<Vec<_>>(),
            [(2, false)]
        );
    }

    #[test]
    fn msvc_is_given_the_flags_that_mean_the_same() {
        let line = msvc_line(
            true,
            &[
                "-x",
                "c++",
                "-std=c++14",
                "-include",
                "cstdio",
                "-O2",
                "-DONLINE_JUDGE",
                "-Wall",
            ],
            OsStr::new("main.cpp"),
        );
        let line: Vec<String> = line
            .iter()
            .map(|w| w.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            line[..8],
            [
                "cl",
                "/nologo",
                "/TP",
                "/std:c++14",
                "/FIcstdio",
                "/O2",
                "/DONLINE_JUDGE",
                "/EHsc"
            ]
        );
        assert!(line[8].starts_with("/Fe:solution"));
        assert_eq!(line[9], "main.cpp");
        assert_eq!(msvc_standard("gnu++98"), None);
        assert_eq!(msvc_standard("gnu11"), Some("/std:c11"));
    }

    #[test]
    fn a_missing_include_is_named() {
        assert_eq!(
            missing_include("main.cpp:13:10: fatal error: table.cpp: No such file or directory"),
            Some("table.cpp")
        );
        assert_eq!(missing_include("main.cpp:1:1: error: x"), None);
    }

    #[test]
    fn refused_text_is_found_however_it_is_spaced() {
        let luogu = CLike {
            cpp: true,
            args: &[],
            libs: &[],
            old: None,
            refuses: &[("#pragma GCC optimize", "no pragmas")],
            bits32: false,
        };
        assert_eq!(
            luogu.refused(b"int x;\n#  pragma   GCC optimize(\"O3\")\n"),
            Some("line 2: no pragmas".to_string())
        );
        assert_eq!(luogu.refused(b"#pragma once\n"), None);
    }
}
