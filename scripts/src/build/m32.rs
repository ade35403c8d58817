//! Whether this machine builds and runs a 32-bit C++ program (`g++ -m32`),
//! as the old judges' MinGW G++ built: a compiler with the 32-bit library
//! (Debian's `g++-multilib`), a kernel that runs i386 programs, and a
//! runner that lets one make its calls. Probed once a process, by building
//! a program that uses the C++ library and running it as a solution runs.

use super::compile::compile;
use super::{fresh_build_folder, tool};
use crate::run::{self, Ending, Job, Limits};
use std::ffi::OsString;
use std::fs;
use std::sync::Mutex;
use std::time::Duration;

/// The probe's answer, once known.
static PROBED: Mutex<Option<Result<(), String>>> = Mutex::new(None);

/// `Ok` when a `-m32` build runs here; else why not, with what to
/// install where that is the cause. With `JUDGE_WITHOUT_M32=1` in the
/// environment the machine is taken to build none, as one without the
/// 32-bit library: what such a machine prints can be seen on any.
pub fn probe() -> Result<(), String> {
    if std::env::var_os("JUDGE_WITHOUT_M32").map_or(false, |v| v == "1") {
        return Err("JUDGE_WITHOUT_M32=1 is set: this machine is taken to build none".to_string());
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
        Err(why) => Err(why),
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
fn try_in(folder: &std::path::Path) -> Result<(), String> {
    let compiler = tool("CXX", &["g++", "clang++"]).ok_or("no g++ or clang++ on PATH")?;
    fs::write(folder.join("probe.cpp"), PROGRAM)
        .map_err(|e| format!("cannot write the probe: {}", e))?;
    let line: Vec<OsString> = vec![
        compiler.clone(),
        "-m32".into(),
        "-o".into(),
        "probe".into(),
        "probe.cpp".into(),
    ];
    let built = compile(&line, folder, &[]).map_err(|e| e.to_string())?;
    if !built.ok {
        return Err(format!(
            "{} -m32 builds nothing here (no 32-bit C++ library: Debian's and Ubuntu's \
             g++-multilib; none exists for arm64)",
            compiler.to_string_lossy()
        ));
    }
    let program = if cfg!(windows) { "probe.exe" } else { "probe" };
    let command = [folder.join(program).into_os_string()];
    let limits = Limits::new(Duration::from_secs(2), 64 << 10);
    let job = Job {
        command: &command,
        input: b"",
        limits: &limits,
        env: &[],
        folder: None,
        cap_address_space: true,
        containment: crate::run::Containment::Run,
    };
    let ran = run::run(&job).map_err(|e| format!("a 32-bit program cannot start: {}", e))?;
    match (&ran.ending, ran.stdout.as_slice()) {
        (Ending::Exited(0), b"32\n") => Ok(()),
        (Ending::Exited(0), printed) => Err(format!(
            "-m32 built a program of {} bits",
            String::from_utf8_lossy(printed).trim()
        )),
        (ending, _) => Err(format!(
            "a 32-bit program does not run here ({:?}: the kernel's ia32 support, or the \
             runner's system call filter)",
            ending
        )),
    }
}
