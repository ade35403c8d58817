//! From [`Args`] to what to do: the problem found by its name, the
//! solution file or command checked, the folders checked; each mistake a
//! [`Wrong`] that says what is wrong and where, before anything is built.

use super::error::ArgError;
use super::parse::Args;
use super::Tool;
use crate::build::solution::{absolute, Overrides};
use crate::commands::judge;
use crate::commands::stress;
use crate::problems::cases::CaseError;
use crate::problems::names::{lookup, UnknownProblem};
use crate::report::JsonTo;
use crate::report::Report;
use crate::shell::{split, SplitError};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

pub use crate::build::solution::Solution;

/// What a command line asks.
#[derive(Clone, Debug)]
pub enum Request {
    Help,
    /// `--problems`: the problems' table; `--problems NAME`: that one
    /// problem, whole.
    Problems(Option<&'static crate::problems::Problem>),
    /// `--builds`: the builds' table; with `--check`, each build's
    /// self-test built and run.
    Builds {
        check: bool,
    },
    /// `--clean`: the work folder emptied.
    Clean,
    /// `--completions SHELL`: the completion script for SHELL.
    Completions(super::completions::Shell),
    /// `cargo judge` alone: this project's own two programs.
    Own,
    /// `cargo judge` alone outside any workspace, where it has no
    /// programs of its own: its usage, on standard error, exit 2.
    Usage,
    Judge(judge::JudgeOptions),
    Stress(stress::StressOptions),
    /// `cargo stress` of a file in a language its judge's whole menu
    /// leaves out and no build here makes: a CE, nothing run.
    StressRefused {
        name: String,
        refusal: crate::build::choose::Refusal,
    },
}

/// A command line that names something that cannot be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    Args(ArgError),
    Problem(UnknownProblem),
    NoSuchFile(PathBuf),
    /// A folder given as the solution.
    FolderAsSolution(PathBuf),
    Unreadable {
        path: PathBuf,
        error: String,
    },
    /// A file the judge does not build or run (its extension).
    NotASolution(String),
    Command {
        given: String,
        why: SplitError,
    },
    /// A command whose program cannot be run: none of that name, or not
    /// an executable file.
    Program {
        given: String,
        why: String,
    },
    Directory(CaseError),
    /// A folder `--save` cannot write in, or a file `--json=FILE` cannot be.
    Output {
        option: &'static str,
        why: String,
    },
}

impl fmt::Display for Wrong {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Wrong::Args(error) => error.fmt(f),
            Wrong::Problem(unknown) => unknown.fmt(f),
            Wrong::NoSuchFile(path) => write!(f, "{}: there is no such file", path.display()),
            Wrong::FolderAsSolution(path) => write!(
                f,
                "{} is a folder, not a file: a solution is one file (a folder of cases \
                 goes after -d)",
                path.display()
            ),
            Wrong::Unreadable { path, error } => {
                write!(f, "cannot read {}: {}", path.display(), error)
            }
            Wrong::NotASolution(why) => f.write_str(why),
            Wrong::Command { given, why } => write!(f, "-c {:?}: {}", given, why),
            Wrong::Program { given, why } => write!(f, "-c {:?}: {}", given, why),
            Wrong::Directory(error) => error.fmt(f),
            Wrong::Output { option, why } => write!(f, "{} {}", option, why),
        }
    }
}

impl std::error::Error for Wrong {}

impl From<ArgError> for Wrong {
    fn from(error: ArgError) -> Wrong {
        Wrong::Args(error)
    }
}

/// What `args` ask of `tool`, every name and file checked.
pub fn resolve(tool: Tool, args: Args) -> Result<Request, Wrong> {
    if args.help {
        return Ok(Request::Help);
    }
    if let Some(shell) = args.completions {
        let alone = Args {
            completions: Some(shell),
            ..Args::default()
        };
        if args != alone {
            return Err(ArgError::Alone {
                option: "--completions",
                given: args.names.first().cloned(),
                does: "it prints a completion script",
            }
            .into());
        }
        return Ok(Request::Completions(shell));
    }
    let listings = [
        (
            args.problems,
            "--problems",
            "it lists the problems",
            Request::Problems(None),
        ),
        (
            args.builds,
            "--builds",
            "it lists the builds",
            Request::Builds { check: args.check },
        ),
        (
            args.clean,
            "--clean",
            "it empties the work folder: the build cache, the kept boards and figures",
            Request::Clean,
        ),
    ];
    if args.check && !args.builds {
        return Err(ArgError::Conflict {
            what: "--check".to_string(),
            why: "it checks the builds, and goes with --builds alone: cargo judge --builds --check",
        }
        .into());
    }
    // `--problems NAME` alone: that problem, whole.
    let one_problem = Args {
        problems: true,
        names: args.names.clone(),
        ..Args::default()
    };
    if args.problems && args.names.len() == 1 && args == one_problem {
        let problem = lookup(&args.names[0]).map_err(Wrong::Problem)?;
        return Ok(Request::Problems(Some(problem)));
    }
    if let Some((_, option, does, listing)) = listings.iter().find(|(asked, ..)| *asked) {
        let alone = |given: Option<&String>| ArgError::Alone {
            option,
            given: given.cloned(),
            does,
        };
        if let Some(extra) = args.names.first() {
            return Err(alone(Some(extra)).into());
        }
        // --clean with options: refused, as it would do none of them.
        let clean_alone = Args {
            clean: true,
            ..Args::default()
        };
        if args.clean && args != clean_alone {
            return Err(alone(None).into());
        }
        return Ok(listing.clone());
    }
    if tool == Tool::Judge && args == Args::default() {
        return Ok(if crate::workspace::found_here() {
            Request::Own
        } else {
            Request::Usage
        });
    }
    let problem_name = args.names.first().ok_or(ArgError::Missing {
        what: "PROBLEM",
        tool,
    })?;
    let problem = lookup(problem_name).map_err(Wrong::Problem)?;
    let (solution, rest) = solution(tool, &args)?;
    let limits = Overrides {
        time: args.tl,
        memory_kib: args.ml,
    };
    match tool {
        Tool::Judge => judge(args.clone(), problem, solution, rest, limits),
        Tool::Stress => {
            if let Some(extra) = rest.first() {
                return Err(ArgError::Extra {
                    given: extra.clone(),
                    tool,
                }
                .into());
            }
            if let Some(refusal) = refused(problem, &solution) {
                return Ok(Request::StressRefused {
                    name: solution.name(),
                    refusal,
                });
            }
            let family = solution
                .family()
                .map_err(|why| not_a_solution(problem, &solution, why))?;
            if let Some(dir) = &args.save {
                stress::writable(dir).map_err(|why| Wrong::Output {
                    option: "--save",
                    why: why.to_string(),
                })?;
            }
            Ok(Request::Stress(stress::StressOptions {
                problem,
                solution,
                family,
                build: args.build,
                seed: args.seed.unwrap_or(1),
                cases: args.cases.unwrap_or(1000),
                jobs: args.jobs.unwrap_or_else(crate::run::cores),
                save: args.save.as_deref().map(absolute),
                limits,
                timing: None,
            }))
        }
    }
}

/// The refusal of a file in a language `problem`'s judge's whole menu
/// leaves out and no build here makes.
fn refused(
    problem: &'static crate::problems::Problem,
    solution: &Solution,
) -> Option<crate::build::choose::Refusal> {
    crate::build::choose::refused_file(problem.judge, solution.file()?)
}

/// Why `solution` is no solution here: a language `problem`'s judge takes
/// but no build here makes, named as such; else `why`.
fn not_a_solution(
    problem: &'static crate::problems::Problem,
    solution: &Solution,
    why: crate::build::NoFamily,
) -> Wrong {
    let unbuilt = solution.file().and_then(|path| problem.judge.unbuilt(path));
    Wrong::NotASolution(unbuilt.unwrap_or_else(|| why.to_string()))
}

/// The judge's request: the folder and the JSON file checked.
fn judge(
    args: Args,
    problem: &'static crate::problems::Problem,
    solution: Solution,
    rest: Vec<String>,
    limits: Overrides,
) -> Result<Request, Wrong> {
    if args.golden && args.directory.is_none() {
        return Err(ArgError::Conflict {
            what: "--golden without -d".to_string(),
            why: "--golden adds the golden cases to -d DIR's; without -d they are judged alone",
        }
        .into());
    }
    if let Some(dir) = &args.directory {
        if dir.is_file() {
            return Err(Wrong::Directory(CaseError::NotAFolder(dir.clone())));
        }
        if !dir.is_dir() {
            return Err(Wrong::Directory(CaseError::NoFolder(dir.clone())));
        }
    }
    if let Some(JsonTo::File(file)) = &args.json {
        json_file(file, &solution, args.directory.as_deref())?;
    }
    // A file its judge refuses by its language goes on to its CE.
    if refused(problem, &solution).is_none() {
        solution
            .family()
            .map_err(|why| not_a_solution(problem, &solution, why))?;
    }
    // A case named by its path (`test/sample-1.in`) is that file's case.
    let (files, only): (Vec<String>, Vec<String>) = rest
        .into_iter()
        .partition(|word| crate::problems::cases::names_a_case_file(word));
    let mut paths = Vec::new();
    for file in files {
        let path = absolute(Path::new(&file));
        if !path.is_file() {
            return Err(Wrong::NoSuchFile(path));
        }
        paths.push(path);
    }
    Ok(Request::Judge(judge::JudgeOptions {
        problem,
        solution,
        build: args.build,
        only,
        files: paths,
        directory: args.directory,
        golden: args.golden,
        jobs: args.jobs,
        diff: args.diff,
        verbose: args.verbose,
        limits,
        report: Report::new(args.json, args.quiet),
    }))
}

/// Whether `--json=FILE` can be written: not a folder, in one that is,
/// and plainly no file of the judging's own (the solution, a case, a
/// test file of `-d DIR`) nor a file that holds something other than
/// JSON; an empty file or a JSON document (a document of ours) is taken.
fn json_file(file: &Path, solution: &Solution, directory: Option<&Path>) -> Result<(), Wrong> {
    let refuse = |why: &str| {
        Err(Wrong::Output {
            option: "--json",
            why: format!("{}: {}", file.display(), why),
        })
    };
    if file.is_dir() {
        return refuse("is a folder: name a file to write the document in");
    }
    if !absolute(file).parent().map_or(false, Path::is_dir) {
        return refuse("is in no folder that exists");
    }
    let extension = file
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    if matches!(extension.as_str(), "in" | "out" | "prob") {
        return refuse(&format!(
            "has a case file's extension (.{}): it is not overwritten; name a .json file",
            extension
        ));
    }
    if !file.exists() {
        return Ok(());
    }
    let solutions: Vec<PathBuf> = match solution {
        Solution::File(path) => vec![path.clone()],
        Solution::Command(words) => words.iter().map(PathBuf::from).collect(),
    };
    if solutions.iter().any(|path| same(file, path)) {
        return refuse("is the solution judged: it is not overwritten");
    }
    let in_directory = directory.map_or(false, |dir| {
        absolute(file)
            .parent()
            .map_or(false, |parent| same(parent, dir))
    });
    if in_directory && extension == "json" {
        return refuse(
            "is a test file of -d's folder, one the cases come from: it is not overwritten",
        );
    }
    match fs::read(file) {
        Ok(bytes) if bytes.iter().all(u8::is_ascii_whitespace) => Ok(()),
        Ok(bytes) => match std::str::from_utf8(&bytes).map(crate::json::parse) {
            Ok(Ok(_)) => Ok(()),
            _ => refuse("holds something other than JSON: it is not overwritten"),
        },
        Err(error) => refuse(&format!("cannot read it: {}", error)),
    }
}

/// Whether `a` and `b` name one file or folder.
fn same(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// The solution, from `-c` or the name after the problem's, and the names
/// after it.
fn solution(tool: Tool, args: &Args) -> Result<(Solution, Vec<String>), Wrong> {
    if let Some(command) = &args.command {
        // A solution file given as well: said so, not read as a case.
        if let Some(file) = args.names.get(1).filter(|name| {
            let path = Path::new(name);
            path.is_file()
                && path.extension().is_some()
                && Solution::File(path.into()).family().is_ok()
        }) {
            return Err(ArgError::FileAndCommand {
                file: file.clone(),
                command: command.clone(),
            }
            .into());
        }
        let words = split(command).map_err(|why| Wrong::Command {
            given: command.clone(),
            why,
        })?;
        // A word that names a file here is given whole, as the runner runs
        // it from a folder of its own: `./a.out` is this folder's.
        let words = words
            .into_iter()
            .enumerate()
            .map(|(index, word)| {
                let path = Path::new(&word);
                let named = index > 0 || path.components().count() > 1;
                if named && path.is_relative() && path.exists() {
                    absolute(path).to_string_lossy().into_owned()
                } else {
                    word
                }
            })
            .collect::<Vec<String>>();
        if let Some(why) = words.first().and_then(|program| unrunnable(program)) {
            return Err(Wrong::Program {
                given: command.clone(),
                why,
            });
        }
        return Ok((Solution::Command(words), args.names[1..].to_vec()));
    }
    let file = args.names.get(1).ok_or(ArgError::Missing {
        what: "SOLUTION (a file, or -c COMMAND)",
        tool,
    })?;
    let path = PathBuf::from(file);
    if path.is_dir() {
        return Err(Wrong::FolderAsSolution(path));
    }
    if !path.exists() {
        return Err(Wrong::NoSuchFile(path));
    }
    if let Err(error) = fs::File::open(&path) {
        return Err(Wrong::Unreadable {
            path,
            error: error.to_string(),
        });
    }
    Ok((Solution::File(path), args.names[2..].to_vec()))
}

/// Why `program`, a command's first word, cannot be run, if it cannot: a
/// path that names no executable file, or a name not found on `PATH` (as
/// `sh` finds it: a file of this folder is `./NAME`).
fn unrunnable(program: &str) -> Option<String> {
    let path = Path::new(program);
    if path.components().count() > 1 {
        return if !path.exists() {
            Some(format!("{}: there is no such file", program))
        } else if path.is_dir() {
            Some(format!("{}: is a folder, not a program", program))
        } else if !crate::build::tools::is_executable(path) {
            Some(format!(
                "{}: is not an executable file (chmod +x it, or name its interpreter: \
                 sh {}, python3 {})",
                program, program, program
            ))
        } else {
            None
        };
    }
    if crate::build::tools::on_path(program).is_some() {
        return None;
    }
    let here = if path.is_file() {
        format!("; this folder's {} is ./{}", program, program)
    } else {
        String::new()
    };
    Some(format!(
        "{}: no program of that name is found on PATH{}",
        program, here
    ))
}
