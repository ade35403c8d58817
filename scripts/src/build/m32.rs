//! Whether this machine builds and runs a 32-bit C++ program (`g++ -m32`),
//! as the old judges' MinGW G++ built: a compiler with the 32-bit library
//! (Debian's `g++-multilib`), a kernel that runs i386 programs, and a
//! runner that lets one make its calls. Probed once a process, by building
//! a program that uses the C++ library and running it as a solution runs.

use super::compile::query;
use super::{fresh_build_folder, tool};
use crate::run::{self, Ending, Job, Limits};
use std::ffi::OsString;
use std::fs;
use std::sync::Mutex;
use std::time::Duration;

/// The probe's answer, once known.
static PROBED: Mutex<Option<Result<(), NoM32>>> = Mutex::new(None);

/// Why this machine builds or runs no 32-bit C++ program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoM32 {
    /// `JUDGE_WITHOUT_M32=1` is set.
    TakenAway,
    /// No folder to build the probe in, or it cannot be written: why.
    Setup(String),
    NoCompiler,
    /// The compiler (named) builds nothing with `-m32`.
    NoLibrary(String),
    /// The compiler could not be run: why.
    CompilerFailed(String),
    /// The built program cannot start: why.
    CannotStart(String),
    /// It printed another width.
    Bits(String),
    /// It started and failed: how it ended.
    DoesNotRun(String),
}

impl std::fmt::Display for NoM32 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoM32::TakenAway => {
                f.write_str("JUDGE_WITHOUT_M32=1 is set: this machine is taken to build none")
            }
            NoM32::Setup(why) | NoM32::CompilerFailed(why) => f.write_str(why),
            NoM32::NoCompiler => f.write_str("no g++ or clang++ on PATH"),
            NoM32::NoLibrary(compiler) => write!(
                f,
                "{} -m32 builds nothing here (no 32-bit C++ library: Debian's and Ubuntu's \
                 g++-multilib; none exists for arm64)",
                compiler
            ),
            NoM32::CannotStart(why) => write!(f, "a 32-bit program cannot start: {}", why),
            NoM32::Bits(bits) => write!(f, "-m32 built a program of {} bits", bits),
            NoM32::DoesNotRun(ending) => write!(
                f,
                "a 32-bit program does not run here ({}: the kernel's ia32 support, or the \
                 runner's system call filter)",
                ending
            ),
        }
    }
}

impl std::error::Error for NoM32 {}

/// `Ok` when a `-m32` build runs here; else why not, with what to
/// install where that is the cause. With `JUDGE_WITHOUT_M32=1` in the
/// environment the machine is taken to build none, as one without the
/// 32-bit library: what such a machine prints can be seen on any.
pub fn probe() -> Result<(), NoM32> {
    if std::env::var_os("JUDGE_WITHOUT_M32").map_or(false, |v| v == "1") {
        return Err(NoM32::TakenAway);
    }
    let mut probed = PROBED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(answer) = probed.as_ref() {
        return answer.clone();
    }
    let parent = crate::work_folder().join("builds");
    let answer = match fresh_build_folder(&parent) {
        Ok(folder) => {
            let answer = try_in(&folder);
            let _ = fs::remove_dir_all(&folder);
            answer
        }
        Err(why) => Err(NoM32::Setup(why.to_string())),
    };
    *probed = Some(answer.clone());
    answer
}

/// A program that prints its pointer width in bits, through the C++
/// library, so that a missing 32-bit `libstdc++` fails the build.
const PROGRAM: &str = "#include <string>\n#include <cstdio>\n\
                       int main() { std::string bits(\"8\"); \
                       std::printf(\"%d\\n\", (int)sizeof(void *) * (bits[0] - '0')); }\n";

/// Builds and runs [`PROGRAM`] with `-m32` in `folder`.
fn try_in(folder: &std::path::Path) -> Result<(), NoM32> {
    let compiler = tool("CXX", &["g++", "clang++"]).ok_or(NoM32::NoCompiler)?;
    fs::write(folder.join("probe.cpp"), PROGRAM)
        .map_err(|e| NoM32::Setup(format!("cannot write the probe: {}", e)))?;
    let line: Vec<OsString> = vec![
        compiler.clone(),
        "-m32".into(),
        "-o".into(),
        "probe".into(),
        "probe.cpp".into(),
    ];
    let built = query(&line, folder, &[]).map_err(|e| NoM32::CompilerFailed(e.to_string()))?;
    if !built.ok {
        return Err(NoM32::NoLibrary(compiler.to_string_lossy().into_owned()));
    }
    let program = if cfg!(windows) { "probe.exe" } else { "probe" };
    let command = [folder.join(program).into_os_string()];
    let limits = Limits::new(Duration::from_secs(2), 64 << 10);
    let job = Job {
        command: &command,
        input: b"",
        limits: &limits,
        env: &[],
        shows: &[],
        folder: None,
        cap_address_space: true,
        containment: crate::run::Containment::Run,
    };
    let ran = run::run(&job).map_err(|e| NoM32::CannotStart(e.to_string()))?;
    match (&ran.ending, ran.stdout.as_slice()) {
        (Ending::Exited(0), b"32\n") => Ok(()),
        (Ending::Exited(0), printed) => Err(NoM32::Bits(
            String::from_utf8_lossy(printed).trim().to_string(),
        )),
        (ending, _) => Err(NoM32::DoesNotRun(format!("{:?}", ending))),
    }
}
