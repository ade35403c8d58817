//! The runner on Windows: the solution in a Job Object, started suspended
//! with an explicit list of the handles it inherits (its three streams:
//! nothing else of the judge's or its caller's), so that nothing it starts
//! escapes the job; measured by the job (CPU time, the memory of all its
//! processes together, which the job also limits), stopped by the rule
//! every runner shares (`rule.rs`).

mod spawn;
mod sys;

use super::rule::{self, Exit, Measured};
use super::streams::Output;
use super::{Job, Run, Usage};
use std::fs::File;
use std::io;
use std::os::windows::io::FromRawHandle;
use std::time::{Duration, Instant};

/// Memory a solution's process may commit, as a multiple of its memory
/// limit (at least 1 GiB): a guard against a runaway allocation, as the
/// address-space cap is on Linux; the job's own limit, at the memory
/// stop, holds all its processes together.
const COMMIT_FACTOR: u64 = 16;

/// How often the job is looked at.
const TICK: Duration = Duration::from_millis(10);

/// [`super::run`]: `job` in a Job Object of its own, the whole job ended
/// when the run passes a limit or when the solution ends.
pub(super) fn run(job: &Job) -> io::Result<Run> {
    let limits = job.limits;
    if job.command.is_empty() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "an empty command",
        ));
    }
    sys::no_error_dialogs();
    // Not the JVM's, which reserves far more than it touches.
    let (commit_limit, job_limit) = if job.cap_address_space {
        (
            Some((limits.memory_kib * 1024 * COMMIT_FACTOR).max(1 << 30)),
            Some(limits.memory_stop() * 1024),
        )
    } else {
        (None, None)
    };
    let group = sys::JobObject::new(commit_limit, job_limit, limits.processes)?;
    let (stdin_read, stdin_write) = sys::pipe()?;
    let (stdout_read, stdout_write) = sys::pipe()?;
    let (stderr_read, stderr_write) = sys::pipe()?;
    for end in [&stdin_read, &stdout_write, &stderr_write] {
        sys::inheritable(end)?;
    }
    let started = Instant::now();
    let process = spawn::spawn(job, [&stdin_read, &stdout_write, &stderr_write])?;
    // The child's ends are the child's alone now.
    drop((stdin_read, stdout_write, stderr_write));
    if let Err(error) = group
        .assign(process.handle.0)
        .and_then(|()| process.resume())
    {
        sys::kill(process.handle.0);
        return Err(error);
    }
    // SAFETY: each handle is owned here and given to one File.
    let output = unsafe {
        Output::from_pipes(
            File::from_raw_handle(into_raw(stdin_write)),
            File::from_raw_handle(into_raw(stdout_read)),
            File::from_raw_handle(into_raw(stderr_read)),
            job,
        )
    };
    let (stopped, mut seen) = watch(&process, &group, &output, started, job)?;
    if stopped.is_some() {
        group.terminate();
    }
    sys::wait(process.handle.0, Duration::from_secs(60))?;
    seen.wall = started.elapsed();
    // What the solution started and left behind goes with it.
    group.terminate();
    let counted = group.count();
    let exit = sys::exit_code(process.handle.0)?;
    drop(group);
    seen.cpu = counted.cpu;
    seen.peak_kib = seen.peak_kib.max(counted.peak_kib);
    seen.forks_refused |= counted.forks_refused;
    seen.memory_refused |= counted.memory_refused;
    let ending = rule::ending(stopped, Some(Exit::Code(exit)), &seen, limits);
    // Every process that could hold the pipes was in the job and has
    // gone, so the output is complete; the patience is for one that got
    // out.
    let mut ran = output.finish(ending);
    ran.usage = Usage {
        cpu: seen.cpu,
        wall: seen.wall,
        peak_kib: seen.peak_kib,
        charged_kib: None,
    };
    // The stack is the program's own: its header's (MinGW's 2 MiB, MSVC's
    // 1 MiB), as on a Windows judge; and the job ends whatever the
    // solution started with it.
    Ok(ran)
}

/// Watches the run until its first process ends or it passes a limit:
/// what stopped it, if the runner did, and what was seen last.
fn watch(
    process: &spawn::Process,
    group: &sys::JobObject,
    output: &Output,
    started: Instant,
    job: &Job,
) -> io::Result<(Option<super::Ending>, Measured)> {
    let mut seen = Measured::default();
    loop {
        if sys::wait(process.handle.0, TICK)? {
            return Ok((None, seen));
        }
        let counted = group.count();
        seen = Measured {
            cpu: counted.cpu,
            wall: started.elapsed(),
            peak_kib: counted.peak_kib,
            output_bytes: output.stdout_bytes(),
            tasks: counted.active,
            // Windows does not say how long a process waited for a CPU.
            starved: Duration::ZERO,
            forks_refused: counted.forks_refused,
            memory_refused: counted.memory_refused,
        };
        if let Some(stop) = rule::stop(&seen, job.limits) {
            return Ok((Some(stop), seen));
        }
    }
}

/// The handle `owned` holds, no longer closed by it.
fn into_raw(owned: sys::Owned) -> std::os::windows::io::RawHandle {
    let handle = owned.0;
    std::mem::forget(owned);
    handle.cast()
}

/// The header's line on Windows: the job's active-process limit and
/// memory limit hold, and a run inherits only its three streams; files
/// and the network are not contained (a restricted token or an
/// AppContainer takes more than std can reach simply).
pub(super) fn summary(processes: u32) -> String {
    format!(
        "contained: a Job Object (at most {} processes, all ended with the job; its memory \
         limit over all of them, not the JVM's); only its three streams inherited; memory \
         counted over its whole tree (the job's peak commit); missing: files and the network \
         (no restricted token or AppContainer)",
        processes
    )
}

/// The name of an exit status that is an NTSTATUS code, the way a crash
/// ends a process on Windows: `exit_name(0xC0000005_u32 as i32)` is
/// `Some("access violation")`. `None` for any other status.
pub(super) fn exit_name(code: i32) -> Option<&'static str> {
    Some(match code as u32 {
        0xC000_0005 => "access violation",
        0xC000_0006 => "in-page error",
        0xC000_001D => "illegal instruction",
        0xC000_0025 => "noncontinuable exception",
        0xC000_008C => "array bounds exceeded",
        0xC000_008D => "floating-point denormal operand",
        0xC000_008E => "floating-point divide by zero",
        0xC000_008F => "floating-point inexact result",
        0xC000_0090 => "floating-point invalid operation",
        0xC000_0091 => "floating-point overflow",
        0xC000_0092 => "floating-point stack check",
        0xC000_0093 => "floating-point underflow",
        0xC000_0094 => "integer divide by zero",
        0xC000_0095 => "integer overflow",
        0xC000_0096 => "privileged instruction",
        0xC000_00FD => "stack overflow",
        0xC000_0135 => "DLL not found",
        0xC000_0139 => "entry point not found",
        0xC000_0142 => "DLL initialization failed",
        0xC000_013A => "ended by Ctrl+C",
        0xC000_0017 => "out of memory",
        0xC000_0409 => "stack buffer overrun (fail fast)",
        0xC000_0374 => "heap corruption",
        0xC000_041D => "unhandled exception in a callback",
        0x8000_0003 => "breakpoint",
        // What MSVC's runtime throws for a C++ exception nobody caught.
        0xE06D_7363 => "unhandled C++ exception",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Ending, Job, Limits};
    use super::{exit_name, run};
    use std::ffi::OsString;
    use std::time::Duration;

    /// What the test binary, started again by [`helper`], is to do.
    const ROLE: &str = "EIGHT_WINDOWS_HELPER";

    /// Not a test: the test binary run as a solution, in the role named by
    /// `EIGHT_WINDOWS_HELPER`; with none, it does nothing.
    #[test]
    #[ignore]
    fn helper() {
        match std::env::var(ROLE).as_deref() {
            Ok("crash") => {
                // SAFETY: none: the point is an access violation. The
                // first 64 KiB of an address space are never mapped, and
                // a null pointer would trip a debug build's own check.
                unsafe { std::ptr::write_volatile(16 as *mut u32, 1) }
            }
            Ok("sleep") => std::thread::sleep(Duration::from_secs(60)),
            Ok("echo") => {
                let mut line = String::new();
                std::io::stdin().read_line(&mut line).unwrap();
                println!("echo: {}", line.trim_end());
            }
            _ => {}
        }
    }

    /// Runs this test binary as a solution in `role`, within `time` CPU.
    fn run_helper(role: &str, input: &[u8], time: Duration) -> super::Run {
        let command: Vec<OsString> = vec![
            std::env::current_exe().unwrap().into(),
            "run::windows::tests::helper".into(),
            "--exact".into(),
            "--ignored".into(),
            "--nocapture".into(),
        ];
        let limits = Limits::new(time, 64 << 10);
        let env = [(ROLE, role)];
        let job = Job {
            env: &env,
            ..Job::new(&command, input, &limits)
        };
        run(&job).unwrap()
    }

    #[test]
    fn input_goes_in_and_output_comes_out() {
        let ran = run_helper("echo", b"twelve\n", Duration::from_secs(5));
        assert_eq!(ran.ending, Ending::Exited(0));
        let output = String::from_utf8_lossy(&ran.stdout);
        assert!(output.contains("echo: twelve"), "{}", output);
        assert!(!ran.output_held);
    }

    #[test]
    fn a_crash_ends_with_its_named_code() {
        let ran = run_helper("crash", b"", Duration::from_secs(5));
        let code = match ran.ending {
            Ending::Exited(code) => code,
            other => panic!("{:?}", other),
        };
        assert_eq!(code as u32, 0xC000_0005);
        assert_eq!(exit_name(code), Some("access violation"));
    }

    #[test]
    fn the_wall_clock_ends_the_job() {
        let time = Duration::from_millis(200);
        let ran = run_helper("sleep", b"", time);
        assert_eq!(ran.ending, Ending::WallLimit);
        let wall = Limits::new(time, 0).wall;
        assert!(ran.usage.wall >= wall, "{:?}", ran.usage);
        assert!(
            ran.usage.wall < wall + Duration::from_secs(10),
            "{:?}",
            ran.usage
        );
    }

    #[test]
    fn crash_codes_are_named() {
        assert_eq!(exit_name(0xC000_0005_u32 as i32), Some("access violation"));
        assert_eq!(exit_name(0xC000_00FD_u32 as i32), Some("stack overflow"));
        assert_eq!(
            exit_name(0xC000_0094_u32 as i32),
            Some("integer divide by zero")
        );
        assert_eq!(
            exit_name(0xC000_0409_u32 as i32),
            Some("stack buffer overrun (fail fast)")
        );
        assert_eq!(
            exit_name(0xC000_001D_u32 as i32),
            Some("illegal instruction")
        );
        assert_eq!(exit_name(0xC000_0135_u32 as i32), Some("DLL not found"));
        assert_eq!(
            exit_name(0xE06D_7363_u32 as i32),
            Some("unhandled C++ exception")
        );
    }

    #[test]
    fn ordinary_statuses_have_no_name() {
        assert_eq!(exit_name(0), None);
        assert_eq!(exit_name(1), None);
        assert_eq!(exit_name(3), None);
        assert_eq!(exit_name(-1), None);
    }
}
