//! Drives the runner once and prints what it measured, one field a line:
//! `scripts/windows.sh` builds it for Windows and runs MinGW-built
//! solutions through it under wine. It runs on any system.
//!
//! ```text
//! windows_runner [--problem NAME] [--expected FILE] [--time-ms N] INPUT -- COMMAND [ARG...]
//! ```
//!
//! With `--problem` and `--expected`, the run is also judged by that
//! problem's rule and limits, as the judge judges a case (`--time-ms`
//! overrides the time limit). Prints `ending exited CODE HEX`, `ending
//! killed`, then `cpu_ms`, `wall_ms`, `peak_kib`, `stdout_bytes`,
//! `stdout_cut`, `output_held`, `stderr_bytes`, the first line of standard
//! output as `stdout_line`, and `verdict KIND DETAIL` when judged.
//! Exit status: 0 when the run was made, 1 when it could not be, 2 for a
//! bad command line.

use eight_judge::judging::verdict::Verdict;
use eight_judge::problems::find;
use eight_judge::run::{run, Ending, Job, Limits};
use std::ffi::OsString;
use std::fs;
use std::process::exit;
use std::time::Duration;

const USAGE: &str = "usage: windows_runner [--problem NAME] [--expected FILE] [--time-ms N] \
                     INPUT -- COMMAND [ARG...]";

fn main() {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let split = args
        .iter()
        .position(|a| a == "--")
        .unwrap_or_else(|| fail(USAGE));
    let (options, command) = (&args[..split], &args[split + 1..]);
    if command.is_empty() {
        fail(USAGE);
    }
    let (mut problem, mut expected, mut time, mut input) = (None, None, None, None);
    let mut options = options.iter().map(|o| o.to_string_lossy().into_owned());
    while let Some(option) = options.next() {
        let mut value = || options.next().unwrap_or_else(|| fail(USAGE));
        match option.as_str() {
            "--problem" => {
                let name = value();
                problem =
                    Some(find(&name).unwrap_or_else(|| fail(&format!("no problem {}", name))));
            }
            "--expected" => expected = Some(read(&value())),
            "--time-ms" => {
                let text = value();
                time = Some(Duration::from_millis(
                    text.parse().unwrap_or_else(|_| fail(USAGE)),
                ));
            }
            _ if input.is_none() && !option.starts_with("--") => input = Some(read(&option)),
            _ => fail(USAGE),
        }
    }
    let input = input.unwrap_or_else(|| fail(USAGE));
    let mut limits = problem.map_or(Limits::new(Duration::from_secs(1), 64 << 10), |p| p.limits);
    if let Some(time) = time {
        limits = Limits::new(time, limits.memory_kib);
    }
    let ran = run(&Job::new(command, &input, &limits)).unwrap_or_else(|error| {
        eprintln!("cannot run {:?}: {}", command, error);
        exit(1)
    });
    match &ran.ending {
        Ending::Exited(code) => println!("ending exited {} {:#010X}", code, *code as u32),
        Ending::Signalled(signal) => println!("ending signalled {}", signal),
        Ending::WallLimit => println!("ending wall-limit"),
        other => println!("ending {:?}", other),
    }
    println!("cpu_ms {}", ran.usage.cpu.as_millis());
    println!("wall_ms {}", ran.usage.wall.as_millis());
    println!("peak_kib {}", ran.usage.peak_kib);
    println!("stdout_bytes {}", ran.stdout.len());
    println!("stdout_cut {}", ran.stdout_cut);
    println!("output_held {}", ran.output_held);
    println!("stderr_bytes {}", ran.stderr.len());
    let output = String::from_utf8_lossy(&ran.stdout);
    println!(
        "stdout_line {}",
        output.lines().next().unwrap_or("").trim_end()
    );
    if let (Some(problem), Some(expected)) = (problem, expected) {
        let cases = problem
            .format
            .read(&input)
            .unwrap_or_else(|why| fail(&format!("the input is not {}'s: {}", problem.name, why)));
        let verdict = Verdict::of(&ran, &limits, |actual| {
            problem.format.judge(&cases, &expected, actual)
        });
        println!("verdict {} {}", verdict.status, verdict.reason());
    }
}

fn read(path: &str) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| fail(&format!("cannot read {}: {}", path, e)))
}

fn fail(why: &str) -> ! {
    eprintln!("{}", why);
    exit(2)
}
