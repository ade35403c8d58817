//! Go, JavaScript (Node.js), Ruby and Pascal (Free Pascal): each built or
//! checked by one tool and run by it or as a program, as a judge does.
//! What stands in for a judge's version here is Debian's package of it;
//! where that is older than the judge's, a compile error the later version
//! would not give is said so, where its message shows it.

use super::BINARY;
use std::ffi::{OsStr, OsString};
use std::path::Path;

/// Which of the four languages.
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
}

/// A judge's build of Go, JavaScript, Ruby or Pascal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lang {
    pub kind: Kind,
    /// The flags of the compile (`go build`'s, `fpc`'s) or of the run
    /// (`node`'s, `ruby`'s), as the judge gives them.
    pub args: &'static [&'static str],
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
];

impl Kind {
    /// The tools it needs, first the one that builds or checks it.
    fn tools(&self) -> &'static [&'static str] {
        match self {
            Kind::Go => &["go"],
            Kind::Node => &["node"],
            Kind::Ruby => &["ruby"],
            Kind::Pascal => &["fpc"],
        }
    }

    /// The package that gives the tool, Debian's and others'.
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
        }
    }

    /// The source's name, as the judges save it.
    pub fn source_name(&self) -> &'static str {
        match self {
            Kind::Go => "main.go",
            Kind::Node => "main.js",
            Kind::Ruby => "main.rb",
            Kind::Pascal => "main.pas",
        }
    }
}

impl Lang {
    /// The tool, as it is found on `PATH` (`nodejs` where `node` is not,
    /// as older Debian named it).
    fn tool(&self) -> OsString {
        match self.kind {
            Kind::Node => {
                crate::tools::first_on_path(&["node", "nodejs"]).unwrap_or_else(|| "node".into())
            }
            kind => kind.tools()[0].into(),
        }
    }

    /// The tool when it cannot be found, with the package that gives it.
    pub(super) fn missing(&self) -> Option<String> {
        let found = match self.kind {
            Kind::Node => crate::tools::first_on_path(&["node", "nodejs"]).is_some(),
            kind => crate::tools::on_path(kind.tools()[0]).is_some(),
        };
        (!found).then(|| self.kind.package().to_string())
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
        }
        line.push(source.to_os_string());
        line
    }

    /// The command that runs what was built in `folder`.
    pub(super) fn run_line(&self, folder: &Path, source: &OsStr) -> Vec<OsString> {
        match self.kind {
            Kind::Go | Kind::Pascal => vec![folder.join(BINARY).into_os_string()],
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
    pub(super) fn caps_address_space(&self) -> bool {
        matches!(self.kind, Kind::Ruby | Kind::Pascal)
    }

    /// What the tool said of a build that went well, without what it says
    /// of every build: Ruby's `Syntax OK`, Free Pascal's banner and its
    /// count of lines. A warning is kept.
    pub(super) fn kept(&self, log: &str) -> String {
        let said_always = |line: &str| match self.kind {
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
            Kind::Go | Kind::Node => false,
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
            Kind::Node | Kind::Ruby => &["--version"],
        };
        let mut line = vec![self.tool()];
        line.extend(asks.iter().map(OsString::from));
        let ran = super::compile::compile(&line, &std::env::temp_dir(), self.env()).ok()?;
        let first = ran.log.lines().next()?.trim().to_string();
        (ran.ok && !first.is_empty()).then_some(first)
    }

    /// A failed compile's message, with a first line where a later version
    /// of the language than the one here would have built the file.
    pub(super) fn explain(&self, log: &str) -> String {
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

/// The first error of a failed compile, with its line: `line 5: undefined:
/// x`, from `./main.go:5:2: undefined: x`, `main.pas(5,3) Error: ...`,
/// `main.rb:5: syntax error, ...`, or node's `main.js:5` and its
/// `SyntaxError: ...`.
pub fn first_error(kind: Kind, log: &str) -> Option<String> {
    let source = kind.source_name();
    match kind {
        Kind::Go | Kind::Ruby => log.lines().find_map(|line| {
            let rest = &line[line.find(source)? + source.len()..];
            let rest = rest.strip_prefix(':')?;
            let (number, rest) = rest.split_once(':')?;
            let number: u32 = number.trim().parse().ok()?;
            let what = match rest.split_once(':') {
                Some((column, what)) if column.trim().parse::<u32>().is_ok() => what,
                _ => rest,
            };
            Some(format!("line {}: {}", number, what.trim()))
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
    fn an_error_a_later_version_fixes_is_said_so_where_the_tool_here_is_older() {
        let go = Lang {
            kind: Kind::Go,
            args: &[],
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
    }
}
