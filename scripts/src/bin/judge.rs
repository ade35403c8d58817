//! `cargo judge` (or `scripts/judge.sh`): judges a solution on the golden cases of its
//! problem, or with no arguments this project's own two files.
//!
//! ```text
//! judge                       poj1077/src/main.rs and luogu1379/src/main.rs
//! judge --problems            the problems, as the README's table
//! judge --builds              the judges' builds, as the README's table
//! judge PROBLEM SOLUTION [--build NAME] [CASE...]
//!                             a single-file solution, as PROBLEM's judge would
//!                             (by the build NAME of its menu), on every golden
//!                             case or on those named
//! ```
//!
//! Exit status: 0 when every case passes, 1 when one fails or a build
//! does, 2 for a bad command line, a missing tool or no case to judge, 3
//! when the judge itself is at fault (a wrong expected answer).

use judge::judging::{contestant, own, Program};
use judge::problems::{find, names};
use std::path::Path;
use std::process::exit;

fn main() {
    // Ctrl-C, SIGTERM and SIGHUP end the running solution (or compiler)
    // and all it started before the judge goes.
    judge::run::guard_interrupts();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = format!(
        "usage: cargo judge [PROBLEM SOLUTION [--build NAME] [CASE...]]  (PROBLEM: {})",
        names()
    );
    if args.len() == 1 && args[0] == "--problems" {
        judge::say!("{}", judge::problems::table().trim_end());
        return;
    }
    if args.len() == 1 && args[0] == "--builds" {
        judge::say!("{}", judge::judges::table().trim_end());
        return;
    }
    let judged = match args.as_slice() {
        [] => own(&[
            Program {
                source: "poj1077/src/main.rs",
                problem: find("poj1077").expect("defined"),
                rule: eight::Rule::FirstFewestMoves,
            },
            Program {
                source: "luogu1379/src/main.rs",
                problem: find("luogu1379").expect("defined"),
                rule: eight::Rule::Count,
            },
        ]),
        [problem, solution, rest @ ..] => {
            let problem = find(problem)
                .unwrap_or_else(|| fail(&format!("{:?} is not a problem\n{}", problem, usage)));
            let solution = Path::new(solution);
            if !solution.is_file() {
                fail(&format!("no file {}", solution.display()));
            }
            if let Err(error) = std::fs::File::open(solution) {
                fail(&format!("cannot read {}: {}", solution.display(), error));
            }
            let (build, only) = match rest {
                [flag, name, only @ ..] if flag == "--build" => (Some(name.as_str()), only),
                [flag] if flag == "--build" => fail("--build needs a name"),
                only => (None, only),
            };
            if let Some(flag) = only.iter().find(|arg| arg.starts_with("--")) {
                fail(&format!(
                    "unknown option {} (options come before the cases)\n{}",
                    flag, usage
                ));
            }
            contestant(problem, solution, build, only)
        }
        _ => fail(&usage),
    };
    match judged {
        Ok(status) => exit(status),
        Err(why) => fail(&why),
    }
}

fn fail(why: &str) -> ! {
    eprintln!("judge: {}", why);
    exit(2)
}
