//! What `cargo judge` and `cargo stress` do with their command line: read
//! it, answer a mistake with one line and exit status 2, else do what it
//! asks and exit with its status.

use super::{help, parse, resolve, Request, Tool, Wrong};
use crate::commands::clean::clean;
use crate::commands::judge::contestant;
use crate::commands::own::own;
use crate::commands::CommandError;
use crate::exit::ExitCode;
use std::io::Write;
use std::process::exit;

/// Runs `tool` on this process's arguments, then exits.
pub fn main(tool: Tool) -> ! {
    // Ctrl-C, SIGTERM and SIGHUP end the running solution (or compiler)
    // and all it started before the judge goes.
    crate::run::guard_interrupts();
    let args = tool.arguments(std::env::args().skip(1).collect());
    let request = parse(tool, &args)
        .map_err(Wrong::from)
        .and_then(|args| resolve(tool, args))
        .unwrap_or_else(|wrong| fail(tool, &hinted(&args, wrong.to_string())));
    if matches!(
        request,
        Request::Own | Request::Judge(_) | Request::Stress(_)
    ) {
        if let Some(status) = crate::run::rerun_in_a_scope() {
            exit(status);
        }
    }
    match run(tool, request) {
        Ok(status) => exit(status.code()),
        Err(error) => {
            crate::note!("{}: {}", tool, hinted(&args, error.to_string()));
            exit(error.exit_code().code())
        }
    }
}

/// `why`, with a hint where it is about a name that a bare `--json` left
/// to the names (`--json x.json`): `--json` takes its file after `=`.
fn hinted(args: &[String], why: String) -> String {
    let named = args.windows(2).find_map(|pair| {
        let next = &pair[1];
        let json = next.to_lowercase().ends_with(".json") && !next.starts_with('-');
        (pair[0] == "--json" && json && why.contains(next.as_str())).then_some(next)
    });
    match named {
        Some(name) => format!(
            "{} (--json takes its file after \"=\": --json={}; --json alone writes to \
             standard output, and {} was read as a name)",
            why, name, name
        ),
        None => why,
    }
}

/// Does what `request` asks: the exit status. What builds or keeps
/// anything first has its work folder, or stops (exit 3) before it
/// builds or writes a file.
fn run(tool: Tool, request: Request) -> Result<ExitCode, CommandError> {
    if matches!(
        request,
        Request::Own
            | Request::Judge(_)
            | Request::Stress(_)
            | Request::Clean
            | Request::Builds { check: true }
    ) {
        crate::workspace::made_work_folder().map_err(CommandError::WorkFolder)?;
    }
    match request {
        Request::Help => {
            crate::say!("{}", help(tool));
            Ok(ExitCode::Passed)
        }
        Request::Problems(None) => {
            crate::say!("{}", crate::problems::listing().trim_end());
            Ok(ExitCode::Passed)
        }
        Request::Problems(Some(problem)) => {
            crate::say!("{}", problem.whole().trim_end());
            Ok(ExitCode::Passed)
        }
        Request::Builds { check: false } => {
            crate::say!("{}", crate::build::menus::table().trim_end());
            Ok(ExitCode::Passed)
        }
        Request::Builds { check: true } => {
            let work = crate::work_folder().join("builds");
            let all = crate::build::menus::check_all(&work, &mut |line| crate::say!("{}", line));
            Ok(if all {
                ExitCode::Passed
            } else {
                ExitCode::Failed
            })
        }
        Request::Clean => clean(),
        Request::Completions(shell) => {
            crate::say!("{}", super::completions::script(shell).trim_end());
            Ok(ExitCode::Passed)
        }
        Request::Own => own(&crate::problems::programs()),
        Request::Usage => {
            let stderr = std::io::stderr();
            let mut err = stderr.lock();
            let _ = writeln!(
                err,
                "cargo judge: no workspace around this folder, so nothing of its own to judge: \
                 name a PROBLEM and a SOLUTION\n\n{}",
                help(tool).trim_end()
            );
            Ok(ExitCode::Unjudged)
        }
        Request::Judge(options) => contestant(&options),
        Request::Stress(options) => crate::commands::stress::stress(&options),
        Request::StressRefused { name, refusal } => {
            Ok(crate::commands::stress::refused(&name, &refusal))
        }
    }
}

/// Says `why` on one line of standard error, and exits: nothing judged.
fn fail(tool: Tool, why: &str) -> ! {
    crate::note!("{}: {}", tool, why);
    exit(ExitCode::Unjudged.code())
}
