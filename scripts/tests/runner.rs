//! The runner's own measurements and limits, each against a small program
//! that does one thing: sleeps, spins, starts a child that keeps the output
//! open or escapes, touches memory, floods its output, fails, or echoes its
//! input. The programs are `sh` and `python3` one-liners, as found on Linux
//! and macOS alike; the tests that follow escaped processes, or need the
//! memory stopped at its limit, or Linux's signal numbers, are Linux's.

mod common;

use common::runs::{limits, python, run, sh};
use common::{processes, runs};
use eight_judge::build::compile_limit_passed;
use eight_judge::judging::verdict::{quote, seconds, Status, Verdict};
use eight_judge::run::{self, Ending, Job, Limits, Run, WrittenFile};
use std::time::{Duration, Instant};

#[test]
fn a_sleeper_is_killed_at_the_wall_limit_as_waiting() {
    let limits = limits(300, 64);
    let started = Instant::now();
    let ran = run(&sh("sleep 30"), b"", &limits);
    let took = started.elapsed();
    assert_eq!(ran.ending, Ending::WallLimit);
    // Killed at 2 x 0.375 + 1 = 1.75 s (twice the CPU stop and a
    // second), not after 30 s.
    assert!(ran.usage.wall >= limits.wall, "{:?}", ran.usage);
    // Far from the 30 s it would sleep, on a loaded machine too.
    assert!(took < limits.wall + Duration::from_secs(10), "{:?}", took);
    assert!(
        ran.usage.cpu < Duration::from_millis(200),
        "{:?}",
        ran.usage
    );
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Tle);
}

#[test]
fn a_spinner_is_stopped_at_its_cpu_limit() {
    let limits = limits(400, 64);
    let ran = run(&sh("while :; do :; done"), b"", &limits);
    // Stopped at its CPU stop (1.25 x the limit), long before the wall
    // limit.
    runs::assert_stopped_at_cpu(&ran, &limits);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Tle, "{:?}", verdict);
    // One that spins under its limit and ends is timed by its CPU: 0.2 s
    // of its own and the interpreter's start (0.3 s here in all) under
    // 2 s, a tenth, so that a loaded machine leaves it far under.
    let spin = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.2: pass";
    let ran = run(&python(spin), b"", &runs::limits(2000, 64));
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(
        ran.usage.cpu >= Duration::from_millis(200),
        "{:?}",
        ran.usage
    );
}

#[test]
fn a_busy_machine_is_no_verdict_not_a_tle() {
    let limits = limits(1000, 64);
    let mut ran = runs::made_up(Ending::Busy, 560, 1);
    ran.usage.wall = Duration::from_secs(3);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Busy);
    assert!(
        verdict
            .reason()
            .starts_with("inconclusive, the machine was busy"),
        "{:?}",
        verdict
    );
}

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn a_child_that_keeps_the_output_open_goes_with_the_solution() {
    // The solution answers and exits; the child it started in the
    // background holds the output open for 30 s.
    let limits = limits(1000, 64);
    let started = Instant::now();
    let tag = processes::tag();
    let ran = runs::run_tagged(&sh("sleep 30 & echo $!; echo answer"), b"", &limits, &tag);
    // Not the child's 30 s, with room for a loaded machine.
    assert!(started.elapsed() < Duration::from_secs(15));
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(!ran.output_held);
    assert_eq!(ran.left_running, ["sleep"]);
    let out = String::from_utf8(ran.stdout.clone()).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{:?}", out);
    assert_eq!(lines[1], "answer");
    // Its pid is the pid namespace's, so it is looked for by its tag.
    processes::assert_none_left(&tag);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert!(
        verdict
            .reason()
            .ends_with("; it left 1 process running (sleep), killed"),
        "{:?}",
        verdict
    );
    // Past the limit, the whole group is killed, grandchildren too.
    let limits = runs::limits(200, 64);
    let tag = processes::tag();
    let ran = runs::run_tagged(&sh("sleep 30 & echo $!; sleep 30"), b"", &limits, &tag);
    assert_eq!(ran.ending, Ending::WallLimit);
    processes::assert_none_left(&tag);
}

/// A solution whose child leaves its session (`setsid`) and sleeps on.
const ESCAPES: &str = "import os, time\n\
if os.fork() == 0:\n    os.setsid()\n    time.sleep(30)\n    os._exit(0)\n\
print('answer')";

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn a_child_that_escapes_its_group_is_ended_and_named() {
    let tag = processes::tag();
    let ran = runs::run_tagged(&python(ESCAPES), b"", &limits(1000, 64), &tag);
    assert_eq!(ran.ending, Ending::Exited(0));
    assert_eq!(ran.stdout, b"answer\n");
    assert_eq!(ran.left_running, ["python3"]);
    processes::assert_none_left(&tag);
}

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn late_output_of_an_escaped_child_is_not_judged() {
    // The parent prints nothing; its escaped child answers 0.3 s after
    // the parent has gone.
    let late = "import os, sys, time\n\
parent = os.getpid()\n\
if os.fork() == 0:\n    os.setsid()\n    \
while os.getppid() == parent: time.sleep(0.01)\n    \
time.sleep(0.3)\n    print('answer')\n    os._exit(0)";
    let tag = processes::tag();
    let limits = limits(1000, 64);
    let ran = runs::run_tagged(&python(late), b"", &limits, &tag);
    assert_eq!(ran.ending, Ending::Exited(0));
    assert_eq!(ran.stdout, b"");
    processes::assert_none_left(&tag);
    let verdict = Verdict::of(&ran, &limits, |out| {
        if out == b"answer\n" {
            Ok(())
        } else {
            Err(eight::Fault::Wrong("expected `answer`".to_string()).into())
        }
    });
    assert_eq!(verdict.status, Status::Wa);
    assert!(
        verdict.reason().starts_with("it printed nothing; "),
        "{:?}",
        verdict
    );
}

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn an_unwaited_workers_cpu_and_memory_are_counted() {
    // The parent sleeps and exits without waiting; its escaped worker
    // spins, or touches 200 MiB.
    let worker = |work: &str| {
        format!(
            "import os, time\n\
if os.fork() == 0:\n    os.setsid()\n    {}\n    os._exit(0)\n\
time.sleep(3)",
            work
        )
    };
    let limits = limits(400, 64);
    let tag = processes::tag();
    let spins = worker("while True: pass");
    let ran = runs::run_tagged(&python(&spins), b"", &limits, &tag);
    runs::assert_stopped_at_cpu(&ran, &limits);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Tle);
    processes::assert_none_left(&tag);
    // The memory limit is what stops this one, not its CPU: two
    // interpreters' starts and 64 MiB touched took 0.17 s here, so it is
    // given 2 s, not the spinner's 0.4.
    let limits = runs::limits(2000, 64);
    let touches = worker("x = b'1' * (200 << 20); time.sleep(30)");
    let ran = runs::run_tagged(&python(&touches), b"", &limits, &tag);
    assert_eq!(ran.ending, Ending::MemoryLimit, "{:?}", ran.usage);
    assert!(ran.usage.peak_kib > limits.memory_kib, "{:?}", ran.usage);
    assert!(
        ran.usage.peak_kib < 200 * 1024,
        "stopped at the limit: {:?}",
        ran.usage
    );
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Mle);
    processes::assert_none_left(&tag);
}

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn memory_touched_is_measured_and_stopped_at_the_limit() {
    // 100 MiB written, so every page is touched.
    let touch = "x = b'\\1' * (100 << 20)\nprint(len(x))";
    let ran = run(&python(touch), b"", &limits(5000, 256));
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(ran.usage.peak_kib >= 100 * 1024, "{:?}", ran.usage);
    assert!(ran.usage.peak_kib < 200 * 1024, "{:?}", ran.usage);
    let touch = "import time\nx = b'\\1' * (100 << 20)\ntime.sleep(30)";
    let limits = limits(5000, 64);
    let ran = run(&python(touch), b"", &limits);
    assert_eq!(ran.ending, Ending::MemoryLimit);
    // Stopped when it took the memory, not after its 30 s sleep (nor at
    // the wall limit, 13.5 s).
    assert!(ran.usage.wall < Duration::from_secs(10), "{:?}", ran.usage);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Mle, "{:?}", verdict);
    assert!(
        verdict.reason().ends_with("the limit is 64.0 MiB"),
        "{:?}",
        verdict
    );
    // A small program stays far below.
    let ran = run(&sh("echo small"), b"", &limits);
    assert!(ran.usage.peak_kib < 16 * 1024, "{:?}", ran.usage);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Ac);
}

#[test]
fn an_output_flood_is_stopped_at_the_output_limit() {
    let limits = limits(5000, 64).with_output_kib(Some(16 << 10));
    // Stopped at the output limit (16 MiB), long before its CPU stop
    // (6.25 s).
    let ran = runs::assert_flood_stopped(&["yes".into()], &limits);
    assert_eq!(ran.stdout.len(), 16 << 20);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Ole, "{:?}", verdict);
    assert!(verdict.reason().len() < 200, "{:?}", verdict);
}

#[test]
fn each_run_has_a_working_folder_of_its_own() {
    let limits = limits(2000, 64);
    let script = sh("pwd; ls | wc -l; echo hi > out.txt; sleep 0.3");
    let runs: Vec<Run> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|_| s.spawn(|| run(&script, b"", &limits)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let folders: Vec<String> = runs
        .iter()
        .map(|r| {
            let out = String::from_utf8(r.stdout.clone()).unwrap();
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(lines[1].trim(), "0", "not empty: {:?}", out);
            lines[0].to_string()
        })
        .collect();
    assert_ne!(folders[0], folders[1]);
    for (ran, folder) in runs.iter().zip(&folders) {
        assert_eq!(
            ran.files_written,
            [WrittenFile {
                name: "out.txt".to_string(),
                bytes: 3
            }]
        );
        // Removed, or, a box's, emptied for its next run.
        let left: Vec<_> = std::fs::read_dir(folder)
            .map(|entries| entries.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        assert!(left.is_empty(), "{} holds {:?}", folder, left);
    }
    let verdict = Verdict::of(&runs[0], &limits, |_| Ok(()));
    assert!(
        verdict.reason().ends_with(
            "; it wrote `out.txt` (3 bytes); judges read standard input and write standard output"
        ),
        "{:?}",
        verdict
    );
    // A job that names its folder runs there, and nothing is listed.
    let here = std::env::temp_dir();
    let pwd = sh("pwd");
    let job = Job {
        folder: Some(&here),
        ..Job::new(&pwd, b"", &limits)
    };
    let ran = run::run(&job).unwrap();
    assert_eq!(
        String::from_utf8(ran.stdout).unwrap().trim(),
        here.canonicalize().unwrap().to_str().unwrap()
    );
    assert!(ran.files_written.is_empty());
}

#[test]
#[cfg_attr(not(target_os = "linux"), ignore = "Linux: /proc, its signal numbers")]
fn exit_statuses_and_signals_are_named() {
    let limits = limits(1000, 64);
    let ran = run(&sh("echo oops >&2; exit 3"), b"", &limits);
    assert_eq!(ran.ending, Ending::Exited(3));
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Re);
    assert!(
        verdict.reason().starts_with("exit status 3, "),
        "{:?}",
        verdict
    );
    assert!(verdict.reason().ends_with(": `oops`"), "{:?}", verdict);
    for (name, number) in [
        ("SEGV", 11),
        ("BUS", 7),
        ("XFSZ", 25),
        ("SYS", 31),
        ("TRAP", 5),
    ] {
        let ran = run(&sh(&format!("kill -s {} $$", name)), b"", &limits);
        assert_eq!(ran.ending, Ending::Signalled(number));
        let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
        assert!(
            verdict
                .reason()
                .starts_with(&format!("signal {} (SIG{})", number, name)),
            "{:?}",
            verdict
        );
    }
    assert!(run::run(&Job::new(&["/no/such/program".into()], b"", &limits)).is_err());
}

#[test]
fn stderr_never_decides_the_verdict() {
    let limits = limits(1000, 64);
    let ran = run(&sh("echo 'std::bad_alloc' >&2; exit 1"), b"", &limits);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Re);
}

#[test]
fn a_python_exception_shows_its_last_line() {
    let limits = limits(2000, 64);
    let script = "def f():\n    raise ValueError('no board')\nf()";
    let ran = run(&python(script), b"", &limits);
    assert_eq!(ran.ending, Ending::Exited(1));
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert!(
        verdict.reason().ends_with("`ValueError: no board`"),
        "{:?}",
        verdict
    );
    // After 20 MB of standard error too; and the line is cut.
    let script =
        "import sys\nsys.stderr.write('x' * (20 << 20) + '\\n')\nraise ValueError('no board')";
    let ran = run(&python(script), b"", &limits);
    assert_eq!(ran.stderr.len() + ran.stderr_tail.len(), 68 << 10);
    let kept = ran.stderr_kept();
    assert!(kept.len() < 70 << 10 && kept.ends_with(b"ValueError: no board\n"));
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert!(verdict.reason().len() < 600, "{}", verdict.reason().len());
    assert!(
        verdict.reason().ends_with("`ValueError: no board`"),
        "{:?}",
        verdict
    );
}

#[test]
fn a_missing_interpreter_is_named_not_the_judges_fault() {
    let folder = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let script = folder.join("missing-interpreter");
    std::fs::write(&script, "#!/no/such/python9\nprint(1)\n").unwrap();
    let status = std::process::Command::new("chmod")
        .arg("+x")
        .arg(&script)
        .status()
        .unwrap();
    assert!(status.success());
    let limits = limits(1000, 64);
    let ran = run(&[script.into()], b"", &limits);
    assert_eq!(
        ran.ending,
        Ending::MissingInterpreter("/no/such/python9".to_string())
    );
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Re);
    assert!(
        verdict.reason().contains("`/no/such/python9`"),
        "{:?}",
        verdict
    );
}

#[test]
fn quoted_text_is_cut_escaped_and_named() {
    assert_eq!(quote(b"", 100), "an empty line");
    assert_eq!(quote(b"ab\xff\x80c", 100), "`ab\\xff\\x80c`");
    assert_eq!(quote("八数码\r".as_bytes(), 100), "`八数码\\r`");
    let long = vec![b'7'; 60_000_000];
    let quoted = quote(&long, 200);
    assert_eq!(quoted.len(), 202 + " ... (57.2 MiB more)".len());
    assert!(quoted.ends_with(" ... (57.2 MiB more)"), "{}", quoted);
    assert_eq!(
        eight_judge::judging::verdict::count(1, "line", "lines"),
        "1 line"
    );
    assert_eq!(
        eight_judge::judging::verdict::count(2, "line", "lines"),
        "2 lines"
    );
}

#[test]
fn input_past_a_pipes_size_passes_whole_and_a_program_that_reads_little_still_ends() {
    let limits = limits(5000, 64);
    // More than a pipe holds, both ways.
    let input: Vec<u8> = (0..1 << 20).map(|i| b'a' + (i % 26) as u8).collect();
    let ran = run(&["cat".into()], &input, &limits);
    assert_eq!(ran.ending, Ending::Exited(0));
    assert!(ran.stdout == input);
    // A program that reads nothing, and one that stops reading early, end
    // the run all the same.
    let ran = run(&sh("echo done"), &input, &limits);
    assert_eq!(
        (ran.ending, ran.stdout.as_slice()),
        (Ending::Exited(0), &b"done\n"[..])
    );
    let ran = run(&sh("head -c 10"), &input, &limits);
    assert_eq!(ran.stdout, &input[..10]);
}

#[test]
fn limits_are_built_as_the_problems_build_them() {
    const LIMITS: Limits = Limits::new(Duration::from_millis(1500), 64 << 10);
    // Stopped at 1.5 s and a quarter; the wall at twice that and a second.
    assert_eq!(LIMITS.cpu_stop(), Duration::from_millis(1875));
    assert_eq!(LIMITS.wall, Duration::from_millis(4750));
    assert_eq!(LIMITS.memory_stop(), 80 << 10);
    // A short limit's margin is at least 50 ms.
    assert_eq!(
        Limits::new(Duration::from_millis(100), 0).cpu_stop(),
        Duration::from_millis(150)
    );
    assert_eq!(LIMITS.output_kib, Some(64 << 10));
    assert_eq!(LIMITS.stack(), 64 << 10);
    assert_eq!(LIMITS.with_stack_kib(8 << 10).stack(), 8 << 10);
    assert_eq!(Limits::compile().wall, Duration::from_secs(60));
    assert_eq!(Limits::compile().output_kib, None);
}

#[test]
fn a_compile_past_its_limit_says_so() {
    let limits = Limits {
        time: Duration::from_millis(500),
        wall: Duration::from_millis(500),
        ..Limits::compile()
    };
    // Stopped at 0.5 s of wall clock: far under 5 s, ten times that, and
    // far from the 30 s it would sleep.
    let ran = run(&sh("sleep 30"), b"", &limits);
    assert!(ran.usage.wall < Duration::from_secs(5), "{:?}", ran.usage);
    let cpu = seconds(ran.usage.cpu);
    assert_eq!(
        compile_limit_passed(&ran, &limits),
        Some(format!(
            "compile took longer than 0.5 s of wall clock on each of 4 tries, having had \
             only {} of CPU (the machine was busy)",
            cpu
        ))
    );
    assert_eq!(
        compile_limit_passed(&ran, &Limits::compile()),
        Some(format!(
            "compile took longer than 60 s of wall clock on each of 4 tries, having had \
             only {} of CPU (the machine was busy)",
            cpu
        ))
    );
    let ran = run(&sh("exit 1"), b"", &limits);
    assert_eq!(compile_limit_passed(&ran, &limits), None);
}
