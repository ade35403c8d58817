//! The judge for contestants' own solutions, and for this project's two
//! files: each problem defined once ([`problems`]), a runner that measures
//! and limits a solution itself on Linux and macOS ([`run`]), verdicts as
//! the judges give them, and the stress test ("对拍"). `cargo judge` and
//! `cargo stress` (the binaries `cargo-judge` and `cargo-stress`, which
//! `cargo install --path scripts` puts on `PATH`; `scripts/judge.sh` and
//! `scripts/stress.sh` run them from a clone) are its entry points, their
//! command line read by [`cli`].

pub mod build;
pub mod cache;
pub mod cases;
pub mod choose;
pub mod cli;
pub mod closing;
pub mod contestant;
pub mod diff;
pub mod format;
pub mod json;
pub mod judges;
pub mod judging;
pub mod marks;
pub mod names;
pub mod oj;
pub mod oracle;
pub mod problems;
pub mod record;
pub mod report;
pub mod retry;
pub mod run;
pub mod shell;
pub mod shown;
pub mod shrink;
pub mod solution;
pub mod stress;
pub mod tools;
pub mod verdict;
pub mod workspace;

use std::io::{self, Write};

pub use workspace::{work_folder, workspace};

/// `println!` for the judge's reports: a reader that has gone away
/// (`cargo judge ... | head`) ends the program quietly with status 0, as it
/// ends the two programs; any other write error ends it with status 2.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::say_line(&format!($($arg)*))
    };
}

/// Writes one line of a report to standard output at once (see [`say!`]).
pub fn say_line(text: &str) {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    match writeln!(out, "{}", text).and_then(|()| out.flush()) {
        Ok(()) => {}
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(error) => {
            eprintln!("cannot write the report: {}", error);
            std::process::exit(2)
        }
    }
}
