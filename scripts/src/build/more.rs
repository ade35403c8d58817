//! Go, JavaScript (Node.js), Ruby, Pascal (Free Pascal), Kotlin, C#
//! (Mono), Haskell (GHC) and Fortran (gfortran): each built or checked by
//! one tool and run by it, by a virtual machine or as a program, as a
//! judge does.
//! What stands in for a judge's version here is Debian's package of it;
//! where that is older than the judge's, a compile error the later version
//! would not give is said so, where its message shows it.

use super::BINARY;
use std::ffi::{OsStr, OsString};
use std::path::Path;

/// Which of the eight languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `go build`, the program run as it is.
    Go,
    /// `node --check`, then `node` runs the file.
    Node,
    /// `ruby -wc`, then `ruby` runs the file.
    Ruby,
    /// `fpc`, the program run as it is.
    Pascal,
    /// `kotlinc` into a jar with the Kotlin runtime in it, run by `java`.
    Kotlin,
    /// Mono's `mcs`, the assembly run by `mono`.
    CSharp,
    /// `ghc`, the program run as it is.
    Haskell,
    /// `gfortran`, the program run as it is.
    Fortran,
}

/// A judge's build of one of the eight languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lang {
    pub kind: Kind,
    /// The flags of the compile (`go build`'s, `fpc`'s, `kotlinc`'s,
    /// `mcs`'s, `ghc`'s, `gfortran`'s) or of the run (`node`'s,
    /// `ruby`'s), as the judge gives them.
    pub args: &'static [&'static str],
    /// The flags of the virtual machine that runs what was built
    /// (`mono`'s), where the judge gives some.
    pub run_args: &'static [&'static str],
    /// Where the tool here is older than the judge's: whose version it
    /// is, `AtCoder's Go is 1.20.6, the go here Debian's 1.19`, said with a
    /// compile error a later version would not give.
    pub older_here: Option<&'static str>,
}

/// The processors a Go program is told it has (`GOMAXPROCS`): its runtime
/// starts a thread a processor, and every thread counts against the run's
/// process limit, as the JVM's does (`java.rs`).
const GO_PROCESSORS: &str = "2";

/// Variables every Go build and run has: no module lookup, no download
/// of another toolchain, no cgo (a static program, as the judges'), and
/// [`GO_PROCESSORS`].
const GO_ENV: &[(&str, &str)] = &[
    ("GO111MODULE", "off"),
    ("GOTOOLCHAIN", "local"),
    ("GOPROXY", "off"),
    ("GOENV", "off"),
    ("CGO_ENABLED", "0"),
    ("GOMAXPROCS", GO_PROCESSORS),
];

/// Compile errors that a later version of the language would not give:
/// the words of the message, and what came later.
const LATER: &[(Kind, &str, &str)] = &[
    (
        Kind::Go,
        "cannot find package \"slices\"",
        "the standard package slices came in Go 1.21",
    ),
    (
        Kind::Go,
        "cannot find package \"maps\"",
        "the standard package maps came in Go 1.21",
    ),
    (
        Kind::Go,
        "cannot find package \"cmp\"",
        "the standard package cmp came in Go 1.21",
    ),
    (
        Kind::Go,
        "undefined: min",
        "the builtins min and max came in Go 1.21",
    ),
    (
        Kind::Go,
        "undefined: max",
        "the builtins min and max came in Go 1.21",
    ),
    (
        Kind::Go,
        "undefined: clear",
        "the builtin clear came in Go 1.21",
    ),
    (
        Kind::Go,
        "cannot range over",
        "a range over an integer came in Go 1.22",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: readln",
        "readln and readlnOrNull came in Kotlin 1.6",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: lowercase",
        "lowercase and uppercase came in Kotlin 1.5",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: uppercase",
        "lowercase and uppercase came in Kotlin 1.5",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: code",
        "Char.code came in Kotlin 1.5",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: digitToInt",
        "digitToInt came in Kotlin 1.5",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: ArrayDeque",
        "kotlin.collections.ArrayDeque came in Kotlin 1.4",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: maxOrNull",
        "maxOrNull and minOrNull came in Kotlin 1.4",
    ),
    (
        Kind::Kotlin,
        "unresolved reference: minOrNull",
        "maxOrNull and minOrNull came in Kotlin 1.4",
    ),
    (
        Kind::CSharp,
        "`PriorityQueue' could not be found",
        "PriorityQueue came in .NET 6",
    ),
    (
        Kind::CSharp,
        "error CS1644",
        "the file uses a feature of a later C# than Mono's mcs builds",
    ),
    (
        Kind::Haskell,
        "use BangPatterns",
        "GHC 9.2 and later take GHC2021 by default, BangPatterns in it",
    ),
    (
        Kind::Haskell,
        "use TypeApplications",
        "GHC 9.2 and later take GHC2021 by default, TypeApplications in it",
    ),
    (
        Kind::Haskell,
        "Could not find module",
        "the judge's GHC has packages the ghc here lacks",
    ),
];

impl Kind {
    /// The tools it needs, first the one that builds or checks it.
    fn tools(&self) -> &'static [&'static str] {
        match self {
            Kind::Go => &["go"],
            Kind::Node => &["node"],
            Kind::Ruby => &["ruby"],
            Kind::Pascal => &["fpc"],
            Kind::Kotlin => &["kotlinc", "java"],
            Kind::CSharp => &["mcs", "mono"],
            Kind::Haskell => &["ghc"],
            Kind::Fortran => &["gfortran"],
        }
    }

    /// The package that gives the tool, Debian's and others'; where the
    /// language needs two tools (Kotlin's, C#'s), the packages that give
    /// both, the missing ones named before it.
    fn package(&self) -> &'static str {
        match self {
            Kind::Go => "go (Debian and Ubuntu: apt-get install golang-go; macOS: brew install go)",
            Kind::Node => {
                "node, Node.js (Debian and Ubuntu: apt-get install nodejs; macOS: \
                           brew install node)"
            }
            Kind::Ruby => {
                "ruby (Debian and Ubuntu: apt-get install ruby; macOS: brew install ruby)"
            }
            Kind::Pascal => {
                "fpc, Free Pascal (Debian and Ubuntu: apt-get install fp-compiler; \
                             macOS: brew install fpc)"
            }
            Kind::Kotlin => {
                "Kotlin and a JDK (Debian and Ubuntu: apt-get install kotlin \
                 default-jdk-headless; macOS: brew install kotlin)"
            }
            Kind::CSharp => {
                "Mono (Debian and Ubuntu: apt-get install mono-mcs mono-runtime; macOS: \
                 brew install mono)"
            }
            Kind::Haskell => {
                "ghc, the Glasgow Haskell Compiler (Debian and Ubuntu: apt-get install ghc; \
                 macOS: brew install ghc)"
            }
            Kind::Fortran => {
                "gfortran, GNU Fortran (Debian and Ubuntu: apt-get install gfortran; macOS: \
                 brew install gcc)"
            }
        }
    }

    /// The source's name, as the judges save it.
    pub fn source_name(&self) -> &'static str {
        match self {
            Kind::Go => "main.go",
            Kind::Node => "main.js",
            Kind::Ruby => "main.rb",
            Kind::Pascal => "main.pas",
            Kind::Kotlin => "Main.kt",
            Kind::CSharp => "Main.cs",
            Kind::Haskell => "Main.hs",
            Kind::Fortran => "Main.f90",
        }
    }
}

impl Lang {
    /// The tool, as it is found on `PATH` (`nodejs` where `node` is not,
    /// as older Debian named it).
    fn tool(&self) -> OsString {
        match self.kind {
            Kind::Node => crate::build::tools::first_on_path(&["node", "nodejs"])
                .unwrap_or_else(|| "node".into()),
            kind => kind.tools()[0].into(),
        }
    }

    /// The tool when it cannot be found, with the package that gives it.
    pub(super) fn missing(&self) -> Option<String> {
        if self.kind == Kind::Node {
            let found = crate::build::tools::first_on_path(&["node", "nodejs"]).is_some();
            return (!found).then(|| self.kind.package().to_string());
        }
        let tools = self.kind.tools();
        let missing: Vec<&str> = tools
            .iter()
            .copied()
            .filter(|tool| crate::build::tools::on_path(tool).is_none())
            .collect();
        match (missing.is_empty(), tools.len()) {
            (true, _) => None,
            (false, 1) => Some(self.kind.package().to_string()),
            (false, _) => Some(format!(
                "{}, {}",
                missing.join(" and "),
                self.kind.package()
            )),
        }
    }

    /// The compile command, or for an interpreter the check that the file
    /// parses, run in the build folder.
    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        let mut line = vec![self.tool()];
        match self.kind {
            Kind::Go => {
                line.extend(["build".into(), "-o".into(), BINARY.into()]);
                line.extend(self.args.iter().map(OsString::from));
            }
            Kind::Pascal => {
                line.extend(self.args.iter().map(OsString::from));
                line.push(format!("-o{}", BINARY).into());
            }
            Kind::Node => line.push("--check".into()),
            Kind::Ruby => line.push("-wc".into()),
            Kind::Kotlin => {
                line.extend(self.args.iter().map(OsString::from));
                line.extend(["-include-runtime".into(), "-d".into(), JAR.into()]);
            }
            Kind::CSharp => {
                line.extend(self.args.iter().map(OsString::from));
                line.push(format!("-out:{}", ASSEMBLY).into());
            }
            Kind::Haskell | Kind::Fortran => {
                line.extend(self.args.iter().map(OsString::from));
                line.extend(["-o".into(), BINARY.into()]);
            }
        }
        line.push(source.to_os_string());
        line
    }

    /// The command that runs what was built in `folder`, under a memory
    /// limit of `memory_kib` (Kotlin's heap is set from it, as Java's).
    pub(super) fn run_line(&self, folder: &Path, source: &OsStr, memory_kib: u64) -> Vec<OsString> {
        match self.kind {
            Kind::Go | Kind::Pascal | Kind::Haskell | Kind::Fortran => {
                vec![folder.join(BINARY).into_os_string()]
            }
            Kind::Kotlin => {
                let mut line = super::java::jvm_line(memory_kib, KOTLIN_STACK);
                line.extend(["-jar".into(), folder.join(JAR).into_os_string()]);
                line
            }
            Kind::CSharp => {
                let mut line: Vec<OsString> = vec!["mono".into()];
                line.extend(self.run_args.iter().map(OsString::from));
                line.push(folder.join(ASSEMBLY).into_os_string());
                line
            }
            Kind::Node | Kind::Ruby => {
                let mut line = vec![self.tool()];
                line.extend(self.args.iter().map(OsString::from));
                line.push(folder.join(source).into_os_string());
                line
            }
        }
    }

    /// Variables the build and the run have (Go's, [`GO_ENV`]).
    pub(super) fn env(&self) -> &'static [(&'static str, &'static str)] {
        match self.kind {
            Kind::Go => GO_ENV,
            _ => &[],
        }
    }

    /// Whether the run's address space may be capped: not Go's nor
    /// Node.js's, which reserve far more than they touch, as the JVM
    /// does. Under `ulimit -v` Go's runtime dies before `main` at 64 MiB
    /// ("failed to reserve page summary memory") and V8 at 512 MiB
    /// ("Failed to reserve virtual memory for CodeRange"); at the judge's
    /// cap (16 times the memory limit, at least 1 GiB) both start, but a
    /// Node.js program of 250 MB aborts under 1 GiB (`std::bad_alloc`), an
    /// RE where the limit's verdict is due. Their peak memory is measured
    /// as any run's.
    ///
    /// Kotlin runs on the JVM, and is not capped either. Mono, a GHC
    /// program and a gfortran one start and run under the cap (each ran
    /// the self-test under `ulimit -v` of 128 MiB), and are capped.
    pub(super) fn caps_address_space(&self) -> bool {
        !matches!(self.kind, Kind::Go | Kind::Node | Kind::Kotlin)
    }

    /// What the tool said of a build that went well, without what it says
    /// of every build: Ruby's `Syntax OK`, Free Pascal's banner and its
    /// count of lines, the JVM's word on the flags `kotlinc` gives it,
    /// GHC's `Compiling` and `Linking` lines. A warning is kept.
    pub(super) fn kept(&self, log: &str) -> String {
        let said_always = |line: &str| match self.kind {
            Kind::Kotlin => said_by_kotlinc(line),
            Kind::Haskell => {
                line.starts_with("[1 of 1] Compiling ") || line.starts_with("Linking ")
            }
            Kind::Ruby => line == "Syntax OK",
            Kind::Pascal => {
                [
                    "Free Pascal Compiler version ",
                    "Copyright (c) ",
                    "Target OS: ",
                    "Compiling ",
                    "Linking ",
                ]
                .iter()
                .any(|start| line.starts_with(start))
                    || line.contains(" lines compiled, ")
            }
            Kind::Go | Kind::Node | Kind::CSharp | Kind::Fortran => false,
        };
        let kept: Vec<&str> = log.lines().filter(|line| !said_always(line)).collect();
        if kept.is_empty() {
            String::new()
        } else {
            kept.join("\n") + "\n"
        }
    }

    /// The tool's version here, the first line of what it says of it
    /// (`go version go1.19.8 linux/amd64`, `v20.20.2`): run as a compile
    /// is, in the system's temporary folder; `None` when it cannot say.
    pub fn version_here(&self) -> Option<String> {
        let asks: &[&str] = match self.kind {
            Kind::Go => &["version"],
            Kind::Pascal => &["-iV"],
            Kind::Kotlin => &["-version"],
            Kind::Node | Kind::Ruby | Kind::CSharp | Kind::Haskell | Kind::Fortran => {
                &["--version"]
            }
        };
        let mut line = vec![self.tool()];
        line.extend(asks.iter().map(OsString::from));
        let ran = super::compile::query(&line, &std::env::temp_dir(), self.env()).ok()?;
        let first = ran.log.lines().find(|line| !said_by_kotlinc(line))?.trim();
        // kotlinc says `info: kotlinc-jvm 1.3-SNAPSHOT (JRE ...)`.
        let first = first.strip_prefix("info: ").unwrap_or(first).to_string();
        (ran.ok && !first.is_empty()).then_some(first)
    }

    /// A failed compile's message, with a first line where a later version
    /// of the language than the one here would have built the file.
    pub(super) fn explain(&self, log: &str) -> String {
        let kept = self.kept(log);
        let log = if kept.trim().is_empty() { log } else { &kept };
        let older = match self.older_here {
            Some(older) => older,
            None => return log.to_string(),
        };
        let later = LATER
            .iter()
            .find(|(kind, words, _)| *kind == self.kind && log.contains(words));
        match later {
            Some((_, _, what)) => format!(
                "{}: {}; this CE may be this machine's, not the judge's\n{}",
                older, what, log
            ),
            None => log.to_string(),
        }
    }
}

/// What the tool calls the jar Kotlin is built into.
const JAR: &str = "solution.jar";

/// What `mcs` builds, for `mono` to run.
const ASSEMBLY: &str = "solution.exe";

/// The stack of each thread of a Kotlin program (`-Xss`), as Java's here.
const KOTLIN_STACK: &str = "64m";

/// The JVM's word on the flags Debian's `kotlinc` gives it (`-noverify`),
/// which it says at every compile, good or bad: not the file's.
fn said_by_kotlinc(line: &str) -> bool {
    line.contains("VM warning: Options -Xverify:none and -noverify were deprecated")
}

/// The first error of a failed compile, with its line: `line 5: undefined:
/// x`, from `./main.go:5:2: undefined: x`, `main.pas(5,3) Error: ...`,
/// `main.rb:5: syntax error, ...`, or node's `main.js:5` and its
/// `SyntaxError: ...`.
pub fn first_error(kind: Kind, log: &str) -> Option<String> {
    let source = kind.source_name();
    match kind {
        Kind::Go | Kind::Ruby | Kind::Kotlin => log.lines().find_map(|line| {
            if kind == Kind::Kotlin && !line.contains(": error: ") {
                return None;
            }
            let rest = &line[line.find(source)? + source.len()..];
            let rest = rest.strip_prefix(':')?;
            let (number, rest) = rest.split_once(':')?;
            let number: u32 = number.trim().parse().ok()?;
            let what = match rest.split_once(':') {
                Some((column, what)) if column.trim().parse::<u32>().is_ok() => what,
                _ => rest,
            };
            let what = what.trim();
            Some(format!(
                "line {}: {}",
                number,
                what.strip_prefix("error: ").unwrap_or(what)
            ))
        }),
        Kind::Pascal => log.lines().find_map(|line| {
            let rest = &line[line.find("main.pas(")? + "main.pas(".len()..];
            let (place, what) = rest.split_once(") ")?;
            let what = what
                .strip_prefix("Error: ")
                .or_else(|| what.strip_prefix("Fatal: "))?;
            let number = place.split(',').next()?;
            Some(format!("line {}: {}", number, what.trim()))
        }),
        Kind::Node => {
            let number = log.lines().find_map(|line| {
                let rest = &line[line.find(source)? + source.len()..];
                rest.strip_prefix(':')?.trim().parse::<u32>().ok()
            })?;
            let what = log.lines().find(|line| line.contains("Error: "))?;
            Some(format!("line {}: {}", number, what.trim()))
        }
        Kind::CSharp => log.lines().find_map(|line| {
            let rest = &line[line.find("Main.cs(")? + "Main.cs(".len()..];
            let (place, what) = rest.split_once("): error ")?;
            let number = place.split(',').next()?;
            let what = what.split_once(": ").map_or(what, |(_, what)| what);
            Some(format!("line {}: {}", number, what.trim()))
        }),
        Kind::Haskell | Kind::Fortran => {
            // `Main.hs:3:7: error:` or `Main.f90:4:7:`, the words on a
            // later line: GHC's indented, gfortran's after `Error: `.
            let mut lines = log.lines();
            let number = lines.by_ref().find_map(|line| {
                let rest = [source, "Main.f"]
                    .iter()
                    .find_map(|name| line.strip_prefix(name)?.strip_prefix(':'))?;
                let (number, rest) = rest.split_once(':')?;
                let is_error = kind == Kind::Fortran || rest.contains("error");
                is_error.then(|| number.trim().parse::<u32>().ok())?
            })?;
            let what = match kind {
                Kind::Fortran => lines.find_map(|line| line.strip_prefix("Error: "))?,
                _ => lines.map(str::trim).find(|line| !line.is_empty())?,
            };
            Some(format!("line {}: {}", number, what.trim()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compilers_first_error_is_found_with_its_line() {
        assert_eq!(
            first_error(
                Kind::Go,
                "# command-line-arguments\n./main.go:5:2: undefined: x\n"
            ),
            Some("line 5: undefined: x".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Pascal,
                "main.pas(7,3) Error: Identifier not found \"x\"\nmain.pas(9) Fatal: There were 1 errors\n"
            ),
            Some("line 7: Identifier not found \"x\"".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Ruby,
                "main.rb:3: syntax error, unexpected end-of-input\n"
            ),
            Some("line 3: syntax error, unexpected end-of-input".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Node,
                "/tmp/b/main.js:2\nlet = ;\n    ^\n\nSyntaxError: Unexpected token '='\n"
            ),
            Some("line 2: SyntaxError: Unexpected token '='".to_string())
        );
    }

    #[test]
    fn the_first_error_of_kotlin_csharp_haskell_and_fortran_is_found_with_its_line() {
        // As kotlinc 1.3, mcs 6.8, GHC 9.0 and gfortran 12 write them.
        assert_eq!(
            first_error(
                Kind::Kotlin,
                "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were \
                 deprecated in JDK 13\nMain.kt:2:1: warning: unused\n\
                 Main.kt:3:17: error: unresolved reference: x\n    println(n + x)\n"
            ),
            Some("line 3: unresolved reference: x".to_string())
        );
        assert_eq!(
            first_error(
                Kind::CSharp,
                "Main.cs(9,27): error CS0103: The name `moves' does not exist in the current \
                 context\nCompilation failed: 1 error(s), 0 warnings\n"
            ),
            Some("line 9: The name `moves' does not exist in the current context".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Haskell,
                "[1 of 1] Compiling Main ( Main.hs, Main.o )\n\nMain.hs:7:7: error:\n    \
                 Illegal bang-pattern (use BangPatterns):\n    !n\n"
            ),
            Some("line 7: Illegal bang-pattern (use BangPatterns):".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Fortran,
                "Main.f90:6:11:\n\n    6 |   a = moves + 1\n      |           1\n\
                 Error: Symbol 'moves' at (1) has no IMPLICIT type\n"
            ),
            Some("line 6: Symbol 'moves' at (1) has no IMPLICIT type".to_string())
        );
        assert_eq!(
            first_error(
                Kind::Fortran,
                "Main.f:3:9:\n\nError: Unclassifiable statement at (1)\n"
            ),
            Some("line 3: Unclassifiable statement at (1)".to_string())
        );
    }

    #[test]
    fn what_kotlinc_and_ghc_say_of_every_build_is_left_out() {
        let kotlin = Lang {
            kind: Kind::Kotlin,
            args: &[],
            run_args: &[],
            older_here: None,
        };
        assert_eq!(
            kotlin.kept(
                "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were \
                 deprecated in JDK 13 and will likely be removed in a future release.\n"
            ),
            ""
        );
        let haskell = Lang {
            kind: Kind::Haskell,
            ..kotlin
        };
        assert_eq!(
            haskell.kept(
                "[1 of 1] Compiling Main             ( Main.hs, Main.o )\nLinking solution ...\n"
            ),
            ""
        );
        let warned = "Main.hs:3:1: warning: [-Wunused-top-binds]\n";
        assert_eq!(haskell.kept(warned), warned);
    }

    #[test]
    fn an_error_a_later_version_fixes_is_said_so_where_the_tool_here_is_older() {
        let go = Lang {
            kind: Kind::Go,
            args: &[],
            run_args: &[],
            older_here: Some("Luogu's Go is later than the go here"),
        };
        let log = "main.go:8:2: cannot find package \"slices\" in any of:\n";
        assert!(go
            .explain(log)
            .starts_with("Luogu's Go is later than the go here: the standard package slices"));
        let same = Lang {
            older_here: None,
            ..go
        };
        assert_eq!(same.explain(log), log);
        let kotlin = Lang {
            kind: Kind::Kotlin,
            older_here: Some("AtCoder's Kotlin is 1.8.20, the kotlinc here 1.3"),
            ..go
        };
        let log = "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were \
                   deprecated in JDK 13\nMain.kt:5:17: error: unresolved reference: readln\n";
        assert_eq!(
            kotlin.explain(log),
            "AtCoder's Kotlin is 1.8.20, the kotlinc here 1.3: readln and readlnOrNull came in \
             Kotlin 1.6; this CE may be this machine's, not the judge's\n\
             Main.kt:5:17: error: unresolved reference: readln\n"
        );
    }
}
