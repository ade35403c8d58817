//! Running a compile command under the compile limits, made again when a
//! busy machine kept it waiting.

use super::BuildError;
use crate::run::busy;
use crate::run::{self, Containment, Ending, Job, Limits};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::Duration;

/// The limits on one compile: DMOJ and LibreOJ stop a compile after a few
/// seconds (LibreOJ's Rust: 10 s); 2 GiB of memory.
pub const COMPILE_LIMITS: Limits = Limits::compile();

/// [`COMPILE_LIMITS`], its CPU time set in seconds by `JUDGE_COMPILE_TIME`
/// where the environment sets it (the wall clock six times that), and its
/// wall clock by `JUDGE_COMPILE_WALL` (`0.3`): a test sees in seconds what
/// a busy machine does to a compile in minutes, and gives a slow compiler
/// (kotlinc: 6 s of CPU here) room that no load takes away.
pub fn compile_limits() -> Limits {
    let seconds = |name: &str| {
        std::env::var(name)
            .ok()
            .and_then(|text| text.parse::<f64>().ok())
            .filter(|seconds| seconds.is_finite() && *seconds > 0.0)
            .map(Duration::from_secs_f64)
    };
    let mut limits = COMPILE_LIMITS;
    if let Some(time) = seconds("JUDGE_COMPILE_TIME") {
        limits.time = time;
        limits.wall = time * 6;
    }
    if let Some(wall) = seconds("JUDGE_COMPILE_WALL") {
        limits.wall = wall;
    }
    limits
}

/// A compile that ran to its end: whether it built, and what it said.
pub(super) struct Compiled {
    pub(super) ok: bool,
    pub(super) log: String,
}

/// Runs one compile of a contestant's file in `folder` through the
/// runner (in a box where runs are boxed, `shows` shown it beside its
/// toolchain), under [`compile_limits`].
pub(super) fn compile(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
    shows: &[PathBuf],
) -> Result<Compiled, BuildError> {
    compile_under(line, folder, env, shows, &compile_limits())
}

/// Asks a tool something (its version) in `folder`, or compiles the
/// judge's own program: no contestant's file, no box.
pub(super) fn query(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
) -> Result<Compiled, BuildError> {
    compiled(
        line,
        folder,
        env,
        &[],
        &compile_limits(),
        Containment::Compile,
    )
}

/// [`compile`] under `limits`. A compile stopped on the wall clock short of
/// its CPU limit was kept waiting (a busy machine), which says nothing of
/// the file: it is made again, up to [`busy::TRIES`] times, and stopped so
/// on every try it is [`BuildError::Busy`].
pub(super) fn compile_under(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
    shows: &[PathBuf],
    limits: &Limits,
) -> Result<Compiled, BuildError> {
    compiled(line, folder, env, shows, limits, Containment::Build)
}

/// [`compile_under`] for cargo's build of AtCoder's crates, with a `main`
/// of the judge's own: forked afresh, as the judge's own compiles are
/// (the contestant's file is built in a box by the command cargo gave
/// rustc for that `main`), or, where builds are not boxed, the
/// contestant's package itself.
pub(super) fn compile_package(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
    limits: &Limits,
) -> Result<Compiled, BuildError> {
    compiled(line, folder, env, &[], limits, Containment::Compile)
}

fn compiled(
    line: &[OsString],
    folder: &Path,
    env: &[(&str, &str)],
    shows: &[PathBuf],
    limits: &Limits,
    containment: Containment,
) -> Result<Compiled, BuildError> {
    let job = Job {
        command: line,
        input: b"",
        limits,
        env,
        shows,
        folder: Some(folder),
        cap_address_space: false,
        containment,
    };
    let start = || {
        run::run(&job).map_err(|e| {
            if e.get_ref().map_or(false, |inner| inner.is::<run::NoBox>()) {
                BuildError::Setup { why: e.to_string() }
            } else {
                BuildError::ToolMissing {
                    tool: line[0].to_string_lossy().into_owned(),
                    why: e.to_string(),
                }
            }
        })
    };
    let mut ran = start()?;
    let mut tries = 1;
    while matches!(ran.ending, Ending::WallLimit | Ending::Busy) && tries <= busy::TRIES {
        thread::sleep(busy::pause(tries));
        ran = start()?;
        tries += 1;
    }
    if let Some(error) = BuildError::stopped(&ran, limits, tries) {
        return Err(error);
    }
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&ran.stdout),
        String::from_utf8_lossy(&ran.stderr_kept())
    );
    Ok(Compiled {
        ok: ran.ending == Ending::Exited(0),
        log,
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::super::fresh_folder;
    use super::*;
    use std::fs;

    fn sh(script: &str) -> Vec<OsString> {
        ["sh", "-c", script].iter().map(OsString::from).collect()
    }

    /// A compile that waits on its first try and builds on the next: a
    /// compile kept waiting by a busy machine is made again, not a CE; one
    /// that waits on every try is starved, with the figures of its tries.
    #[test]
    fn a_compile_stopped_on_the_wall_clock_is_made_again() {
        let folder = fresh_folder(&std::env::temp_dir().join("judge-build-tests")).unwrap();
        let limits = Limits {
            wall: Duration::from_millis(300),
            ..COMPILE_LIMITS
        };
        let waits_once = sh("[ -e tried ] && exit 0; : >tried; sleep 5");
        let compiled = compile_under(&waits_once, &folder, &[], &[], &limits).map(|c| c.ok);
        let stopped = compile_under(&sh("sleep 5"), &folder, &[], &[], &limits).map(|c| c.ok);
        let _ = fs::remove_dir_all(&folder);
        assert_eq!(compiled, Ok(true));
        match stopped {
            Err(BuildError::Busy { wall, tries, cpu }) => {
                assert_eq!((wall, tries), (limits.wall, busy::TRIES + 1));
                assert!(cpu < Duration::from_millis(200), "{:?}", cpu);
            }
            other => panic!("{:?}", other.map(|_| ())),
        }
    }

    #[test]
    fn a_compiler_that_cannot_start_is_a_tool_missing() {
        let folder = fresh_folder(&std::env::temp_dir().join("judge-build-tests")).unwrap();
        let line = vec![OsString::from("/no/such/compiler")];
        let result = compile(&line, &folder, &[], &[]).map(|c| c.ok);
        let _ = fs::remove_dir_all(&folder);
        assert!(
            matches!(&result, Err(BuildError::ToolMissing { tool, .. }) if tool == "/no/such/compiler"),
            "{:?}",
            result
        );
    }
}
