//! `cargo judge` (or `scripts/judge.sh`): judges a solution on the golden
//! cases of its problem or on a folder of the contestant's own, or with no
//! arguments this project's own two files.
//!
//! ```text
//! judge                       poj1077/src/main.rs and luogu1379/src/main.rs
//! judge --problems            the problems, as the README's table
//! judge --builds              the judges' builds, as the README's table
//! judge --clean               empties the build cache
//! judge PROBLEM SOLUTION [OPTION...] [CASE...]
//!                             a single-file solution, as PROBLEM's judge would,
//!                             on every golden case or on those named:
//!   --build NAME              by the build NAME of the judge's menu
//!   -d, --directory DIR       on DIR's cases instead (NAME.in, NAME.out where
//!                             there is one; competitive-companion .json and
//!                             cph .prob files)
//!   --golden                  with -d: the golden cases as well
//!   -j, --jobs N              N cases at once (default: the number of cores)
//!   -D, --diff                a wrong answer's lines side by side
//!   --json                    a JSON object a case on stdout, then a summary;
//!                             the text report on stderr
//!   --quiet                   no text report
//! ```
//!
//! Exit status: 0 when every case passes, 1 when one fails or a build
//! does, 2 for a bad command line, a missing tool, an unreadable case or
//! no case to judge, 3 when a case (a wrong `.out`) or the judge itself is
//! at fault.

use judge::judging::{clean, contestant, own, Options, Program};
use judge::problems::{find, names};
use judge::report::Report;
use std::path::Path;
use std::process::exit;

fn main() {
    // Ctrl-C, SIGTERM and SIGHUP end the running solution (or compiler)
    // and all it started before the judge goes.
    judge::run::guard_interrupts();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = format!(
        "usage: cargo judge [PROBLEM SOLUTION [--build NAME] [-d DIR [--golden]] [-j N] \
         [-D] [--json [--quiet]] [CASE...]]  (PROBLEM: {})",
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
    if args.len() == 1 && args[0] == "--clean" {
        match clean() {
            Ok(status) => exit(status),
            Err(why) => fail(&why),
        }
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
        [problem, solution, rest @ ..] if !problem.starts_with('-') => {
            let problem = find(problem)
                .unwrap_or_else(|| fail(&format!("{:?} is not a problem\n{}", problem, usage)));
            let solution = Path::new(solution);
            if !solution.is_file() {
                fail(&format!("no file {}", solution.display()));
            }
            if let Err(error) = std::fs::File::open(solution) {
                fail(&format!("cannot read {}: {}", solution.display(), error));
            }
            let mut options = Options::new(problem, solution);
            let (mut build, mut json, mut quiet) = (None, false, false);
            let mut only = Vec::new();
            let mut rest = rest.iter();
            while let Some(arg) = rest.next() {
                let mut value = |flag: &str| -> String {
                    rest.next()
                        .cloned()
                        .unwrap_or_else(|| fail(&format!("{} needs a value\n{}", flag, usage)))
                };
                match arg.as_str() {
                    "--build" => build = Some(value(arg)),
                    "-d" | "--directory" => options.directory = Some(value(arg).into()),
                    "--golden" => options.golden = true,
                    "-j" | "--jobs" => {
                        let text = value(arg);
                        options.jobs = match text.parse::<usize>() {
                            Ok(jobs) if jobs >= 1 => jobs,
                            _ => fail(&format!(
                                "{} takes a whole number from 1, not {:?}",
                                arg, text
                            )),
                        };
                    }
                    "-D" | "--diff" => options.diff = true,
                    "--json" => json = true,
                    "--quiet" => quiet = true,
                    flag if flag.starts_with('-') => {
                        fail(&format!("unknown option {}\n{}", flag, usage))
                    }
                    case => only.push(case.to_string()),
                }
            }
            if options.golden && options.directory.is_none() {
                fail(
                    "--golden adds the golden cases to -d DIR's: without -d they are judged alone",
                );
            }
            options.build = build.as_deref();
            options.only = &only;
            options.report = Report::new(json, quiet);
            contestant(&options)
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
