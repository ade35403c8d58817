//! `cargo judge` and `cargo stress` run as a contestant runs them: on
//! arguments, in a folder, with variables set, pinned to a CPU, or pasted
//! into `sh` through an installed copy; what they did as text, and a
//! judging's `--json` document read into its records.

use super::record::records;
use super::solutions::solution;
use eight_judge::json::Value;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

pub const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");
pub const STRESS: &str = env!("CARGO_BIN_EXE_cargo-stress");

/// What a command did: its exit status (-1 where a signal ended it), and
/// its standard output and error as text.
#[derive(Debug)]
pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    pub fn of(output: &Output) -> Ran {
        Ran {
            code: output.status.code().unwrap_or(-1),
            stdout: text(&output.stdout),
            stderr: text(&output.stderr),
        }
    }

    /// Both streams, standard output first: for a failing test's message,
    /// or a report written to both.
    pub fn both(&self) -> String {
        format!("{}{}", self.stdout, self.stderr)
    }
}

/// A judging with `--json`: its exit status, its text report (standard
/// error with `--json`, standard output with `--json=FILE`), its
/// standard error (the report itself with `--json`), and the records of
/// its document.
#[derive(Debug)]
pub struct Judged {
    pub code: i32,
    pub report: String,
    pub stderr: String,
    pub records: Vec<Value>,
}

/// Bytes as text, any invalid UTF-8 replaced.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A run of one of the crate's commands, set up, then run.
#[must_use]
pub struct Cli {
    program: &'static str,
    args: Vec<OsString>,
    folder: Option<PathBuf>,
    env: Vec<(OsString, OsString)>,
    under: Vec<OsString>,
    /// Whether the judge's speed is measured here, not given.
    measured: bool,
}

/// `cargo judge` on `args`.
pub fn judge<S: AsRef<OsStr>>(args: &[S]) -> Cli {
    Cli::new(JUDGE).args(args)
}

/// `cargo stress` on `args`.
pub fn stress<S: AsRef<OsStr>>(args: &[S]) -> Cli {
    Cli::new(STRESS).args(args)
}

/// `cargo judge PROBLEM FILE`, FILE of `tests/solutions/` as a judge
/// takes it ([`solution`]).
pub fn judge_solution(problem: &str, file: &str) -> Cli {
    judge(&[problem]).arg(solution(file))
}

/// `cargo stress PROBLEM FILE`, FILE of `tests/solutions/` as a judge
/// takes it ([`solution`]).
pub fn stress_solution(problem: &str, file: &str) -> Cli {
    stress(&[problem]).arg(solution(file))
}

impl Cli {
    pub fn new(program: &'static str) -> Cli {
        Cli {
            program,
            args: Vec::new(),
            folder: None,
            env: Vec::new(),
            under: Vec::new(),
            measured: false,
        }
    }

    /// With the judge's speed measured (or kept) as a contestant's run
    /// measures it: unless this is called, every run is given the speed
    /// of this machine (`JUDGE_SPEED=1`), so that no test times the
    /// machine and every limit is the statement's.
    pub fn speed_measured(mut self) -> Cli {
        self.measured = true;
        self
    }

    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Cli {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    pub fn args<S: AsRef<OsStr>>(mut self, args: &[S]) -> Cli {
        self.args
            .extend(args.iter().map(|arg| arg.as_ref().to_owned()));
        self
    }

    /// Run in `folder` (the judge finds its workspace from there).
    pub fn in_folder(mut self, folder: &Path) -> Cli {
        self.folder = Some(folder.to_path_buf());
        self
    }

    pub fn env(mut self, name: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Cli {
        self.env
            .push((name.as_ref().to_owned(), value.as_ref().to_owned()));
        self
    }

    /// Run by `wrapper`, the program and its arguments after it (as
    /// `taskset -c 0`, `unshare -Urpf` or `sh -c 'exec "$@" 7<file' sh`
    /// run them).
    pub fn under<S: AsRef<OsStr>>(mut self, wrapper: &[S]) -> Cli {
        self.under = wrapper.iter().map(|w| w.as_ref().to_owned()).collect();
        self
    }

    /// Run under `taskset -c cpu` (util-linux): it and all it starts on
    /// that CPU alone.
    pub fn pinned(self, cpu: &'static str) -> Cli {
        self.under(&["taskset", "-c", cpu])
    }

    /// The command as set up, not yet started: for a caller that reads
    /// its output as it comes, or runs it in a cgroup of its own.
    pub fn command(&self) -> Command {
        let mut command = match self.under.split_first() {
            Some((wrapper, before)) => {
                let mut command = Command::new(wrapper);
                command.args(before).arg(self.program);
                command
            }
            None => Command::new(self.program),
        };
        if self.measured {
            command.env_remove("JUDGE_SPEED");
        } else {
            command.env("JUDGE_SPEED", "1");
        }
        command.env("EIGHT_JUDGE_CACHE", test_cache());
        // A compile's CPU limit six times the judges' 10 s: kotlinc takes
        // 6 s here, and no test means a compile to run out of time but
        // the one that says so (JUDGE_COMPILE_TIME=10 of its own).
        command.env("JUDGE_COMPILE_TIME", "60");
        // The tests find a run's processes by their tag.
        command.env("EIGHT_JUDGE_KEEP", super::processes::TAG);
        command
            .args(&self.args)
            .envs(self.env.iter().map(|(name, value)| (name, value)));
        if let Some(folder) = &self.folder {
            command.current_dir(folder);
        }
        command
    }

    /// Runs it to its end. A program a test has just copied may be
    /// "busy" a moment (`ETXTBSY`): a child another thread of the tests
    /// forked meanwhile holds the copy's descriptor open until it execs;
    /// it is tried again, as that passes.
    pub fn run(self) -> Ran {
        let program = self.program;
        let mut output = self.command().output();
        for _ in 0..50 {
            match &output {
                Err(why) if why.raw_os_error() == Some(26) => {
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    output = self.command().output();
                }
                _ => break,
            }
        }
        Ran::of(&output.unwrap_or_else(|why| panic!("{}: {}", program, why)))
    }

    /// Starts it, its standard output and error piped.
    pub fn spawn(self) -> Child {
        self.command()
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the command starts")
    }

    /// Runs it with `--json`: the document on standard output, the text
    /// report on standard error. Panics, showing both, where standard
    /// output is no JSON (a usage error, exit status 2, prints none).
    pub fn json(self) -> Judged {
        let ran = self.arg("--json").run();
        let records = records(&ran.stdout, &ran.stderr);
        Judged {
            code: ran.code,
            report: ran.stderr.clone(),
            stderr: ran.stderr,
            records,
        }
    }

    /// Runs it with `--json=FILE` (`file` removed first; a relative one is
    /// the folder's it runs in): the document in the file, the text report
    /// on standard output.
    pub fn json_to(self, file: &Path) -> Judged {
        let at = match &self.folder {
            Some(folder) => folder.join(file),
            None => file.to_path_buf(),
        };
        let _ = fs::remove_file(&at);
        let ran = self.arg(format!("--json={}", file.display())).run();
        let document = fs::read_to_string(&at).unwrap_or_default();
        let records = records(&document, &ran.both());
        Judged {
            code: ran.code,
            report: ran.stdout,
            stderr: ran.stderr,
            records,
        }
    }
}

/// A folder holding `cargo-judge` and `cargo-stress` as an install puts
/// them on `PATH`, so that `cargo judge` runs this build of the judge.
#[cfg(unix)]
pub fn installed(root: &Path) -> PathBuf {
    let bin = root.join("bin");
    fs::create_dir_all(&bin).unwrap();
    for program in [JUDGE, STRESS] {
        let name = Path::new(program).file_name().unwrap();
        let _ = fs::remove_file(bin.join(name));
        std::os::unix::fs::symlink(program, bin.join(name)).unwrap();
    }
    bin
}

/// `sh -c line`, to be run, with the judge's speed given as this
/// machine's ([`Cli::speed_measured`]).
fn sh_command(line: &str) -> Command {
    let mut sh = Command::new("sh");
    sh.args(["-c", line])
        .env("JUDGE_SPEED", "1")
        .env("EIGHT_JUDGE_CACHE", test_cache());
    sh
}

/// The user's cache folder of every judge the tests run
/// (`EIGHT_JUDGE_CACHE`), so that no test writes the home: a test that
/// means another gives its own.
pub fn test_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge-cache")
}

/// `line` run by `sh` where the tests run, as a contestant pastes a
/// printed command.
pub fn sh(line: &str) -> Ran {
    Ran::of(&sh_command(line).output().unwrap())
}

/// `line` pasted into `sh` in `folder`, with `bin` first on `PATH`.
pub fn pasted(line: &str, folder: &Path, bin: &Path) -> Ran {
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let output = sh_command(line)
        .current_dir(folder)
        .env("PATH", path)
        .output()
        .unwrap();
    Ran::of(&output)
}
