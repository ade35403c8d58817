//! The judge for contestants' own solutions, and for this project's two
//! files: each problem defined once ([`problems`]), a runner that measures
//! and limits a solution itself on Linux and macOS ([`run`]), verdicts as
//! the judges give them, and the stress test ("对拍"). `cargo judge` and
//! `cargo stress` (the binaries `cargo-judge` and `cargo-stress`, which
//! `cargo install --path scripts` puts on `PATH`; `scripts/judge.sh` and
//! `scripts/stress.sh` run them from a clone) are its entry points, their
//! command line read by [`cli`].

pub mod build;
pub mod cli;
pub mod commands;
pub mod exit;
pub mod file_error;
pub mod json;
pub mod judging;
pub mod problems;
pub mod report;
pub mod run;
pub mod shell;
pub mod shown;
pub mod workspace;

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

pub use workspace::{work_folder, workspace};

/// `println!` for the judge's reports: once a reader has gone away
/// (`cargo judge ... | head`) nothing more is written to it, and the
/// judging goes on to its end: the exit status is its verdicts', never 0
/// for a case that failed. Any other write error ends it with status 2.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::say_line(&format!($($arg)*))
    };
}

/// `eprintln!` for the judge's notes and progress: a reader of standard
/// error that has gone away (`cargo stress ... 2>&1 | head`) is no panic;
/// the note is lost.
#[macro_export]
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::note_line(&format!($($arg)*))
    };
}

/// Writes one line to standard error at once, whatever becomes of it (see
/// [`note!`]).
pub fn note_line(text: &str) {
    let stderr = io::stderr();
    let mut err = stderr.lock();
    let _ = writeln!(err, "{}", text);
}

/// Whether standard output's reader has gone away: nothing more is
/// written to it.
static STDOUT_GONE: AtomicBool = AtomicBool::new(false);

/// Writes one line of a report to standard output at once (see [`say!`]).
pub fn say_line(text: &str) {
    if STDOUT_GONE.load(Ordering::SeqCst) {
        return;
    }
    let stdout = io::stdout();
    let mut out = stdout.lock();
    match writeln!(out, "{}", text).and_then(|()| out.flush()) {
        Ok(()) => {}
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            STDOUT_GONE.store(true, Ordering::SeqCst)
        }
        Err(error) => {
            note_line(&format!("cannot write the report: {}", error));
            std::process::exit(crate::exit::ExitCode::Unjudged.code())
        }
    }
}
