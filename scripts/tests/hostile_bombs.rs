//! Fork and thread bombs of our own (`tests/hostile/`), contained: `RE`
//! naming the process limit, stopped by the kernel's count before
//! anything else, each run inside a pids cgroup of the test's own (a
//! fence) so that a bomb never runs bare; the bomb's time with the
//! layers and without; and a killed judge's empty cgroup removed by the
//! next judge. Full tier (`#[ignore]`d): they need a C compiler, and a
//! pids cgroup or `unshare`.
#![cfg(target_os = "linux")]

mod common;

use common::cli::{judge, Ran};
use common::runs::{c_program, command, limits};
use common::{runs, solutions};
use eight_judge::judging::verdict::Verdict;
use eight_judge::run::Containment;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// An outer pids cgroup of the test's own, under its own cgroup (v1's
/// pids hierarchy, or v2 where it has pids): what runs in it has at most
/// its `pids.max`, whatever the judge does. Dropped: every process in it
/// killed, it and its children removed.
struct Fence {
    folder: PathBuf,
}

impl Fence {
    /// A fence of at most `tasks`; `Err` says why none can be made.
    fn new(tasks: u64) -> Result<Fence, String> {
        let cgroups = std::fs::read_to_string("/proc/self/cgroup").map_err(|e| e.to_string())?;
        let mounts = std::fs::read_to_string("/proc/self/mountinfo").map_err(|e| e.to_string())?;
        // (mount point, the test's own path) of v1's pids, then of v2.
        let mount = |wanted: &dyn Fn(&str) -> bool| {
            mounts.lines().find_map(|line| {
                let (before, after) = line.split_once(" - ")?;
                let fields: Vec<&str> = before.split(' ').collect();
                (fields.get(3) == Some(&"/") && wanted(after)).then(|| PathBuf::from(fields[4]))
            })
        };
        let own = |v2: bool| {
            cgroups.lines().find_map(|line| {
                let mut parts = line.splitn(3, ':');
                let (id, controllers, path) = (parts.next()?, parts.next()?, parts.next()?);
                let found = if v2 {
                    id == "0" && controllers.is_empty()
                } else {
                    controllers.split(',').any(|c| c == "pids")
                };
                found.then(|| path.trim_start_matches('/').to_string())
            })
        };
        let v1 = mount(&|after| {
            after.starts_with("cgroup ")
                && after
                    .split(' ')
                    .nth(2)
                    .map_or(false, |o| o.split(',').any(|o| o == "pids"))
        });
        let v2 = mount(&|after| after.starts_with("cgroup2 "));
        let mut why = Vec::new();
        for (point, path, v2) in [(v1, own(false), false), (v2, own(true), true)] {
            let (point, path) = match (point, path) {
                (Some(point), Some(path)) => (point, path),
                _ => {
                    why.push(format!("v{}: not mounted", if v2 { 2 } else { 1 }));
                    continue;
                }
            };
            let parent = point.join(path);
            if v2 {
                let controllers =
                    std::fs::read_to_string(parent.join("cgroup.controllers")).unwrap_or_default();
                if !controllers.split_whitespace().any(|c| c == "pids") {
                    why.push("v2: no pids controller".to_string());
                    continue;
                }
                let _ = std::fs::write(parent.join("cgroup.subtree_control"), "+pids");
            }
            let folder = parent.join(format!(
                "contain-fence-{}-{}",
                std::process::id(),
                fence_number()
            ));
            let made = std::fs::create_dir(&folder)
                .and_then(|()| std::fs::write(folder.join("pids.max"), tasks.to_string()));
            match made {
                Ok(()) => {
                    if v2 {
                        let _ = std::fs::write(folder.join("cgroup.subtree_control"), "+pids");
                    }
                    return Ok(Fence { folder });
                }
                Err(e) => {
                    let _ = std::fs::remove_dir(&folder);
                    why.push(format!("{}: {}", folder.display(), e));
                }
            }
        }
        Err(why.join("; "))
    }

    /// A fence inside this one, of at most `tasks`, for one program alone.
    fn inner(&self, tasks: u64) -> PathBuf {
        let folder = self.folder.join("inner");
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("pids.max"), tasks.to_string()).unwrap();
        folder
    }

    /// `sh` that moves itself into the fence and runs `command`.
    fn around(&self, command: &mut Command) -> Command {
        let mut sh = Command::new("sh");
        sh.arg("-c")
            .arg(format!(
                "echo $$ > {}/cgroup.procs && exec \"$@\"",
                self.folder.display()
            ))
            .arg("sh")
            .arg(command.get_program())
            .args(command.get_args());
        for (name, value) in command.get_envs() {
            match value {
                Some(value) => sh.env(name, value),
                None => sh.env_remove(name),
            };
        }
        sh
    }
}

fn fence_number() -> usize {
    static NUMBER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    NUMBER.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
}

/// Kills every process in `folder` and below, and removes them all.
fn tear_down(folder: &Path) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let mut left = false;
        let mut folders = vec![folder.to_path_buf()];
        let mut all = Vec::new();
        while let Some(next) = folders.pop() {
            for entry in std::fs::read_dir(&next).into_iter().flatten().flatten() {
                if entry.path().is_dir() {
                    folders.push(entry.path());
                }
            }
            all.push(next);
        }
        for cgroup in all.iter().rev() {
            let procs = std::fs::read_to_string(cgroup.join("cgroup.procs")).unwrap_or_default();
            for pid in procs.lines() {
                let _ = Command::new("kill").args(["-9", pid]).status();
                left = true;
            }
            let _ = std::fs::remove_dir(cgroup);
        }
        if !folder.exists() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{} left: {}",
            folder.display(),
            left
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

impl Drop for Fence {
    fn drop(&mut self) {
        tear_down(&self.folder);
    }
}

/// The inner fence's `pids.max`, for a run not contained: past the
/// process limit, so that the watcher's count is what stops it (with
/// 2000 it took a minute a run here, the machine's load at 2000).
const INNER_FENCE: u64 = 256;

/// The variable that tells [`fenced_runs`] what to run.
const FENCED: &str = "CONTAIN_FENCED";

/// One run of a bomb in the fence: how it ended and what it cost.
#[derive(Debug)]
struct Fenced {
    contained: bool,
    ending: String,
    cpu: Duration,
    wall: Duration,
    kind: String,
    detail: String,
}

/// Runs `program` `runs` times under the judge, in a copy of this test
/// binary that a [`Fence`] of the test's own holds (the judge, then, and
/// all the runs start); with `both`, each run taking turns with one not
/// contained, which an inner fence holds instead. `None` (said why on
/// standard error) where no fence can be made and `unshare` cannot
/// stand in for one, or where `both` needs the fence.
fn fenced(program: &Path, runs: usize, both: bool) -> Option<(Vec<Fenced>, String, Option<u64>)> {
    let fence = Fence::new(512);
    let inner = match (&fence, both) {
        // Small: the bomb that the watcher alone counts spins until the
        // watcher, one process among all the bomb's, gets its turn.
        (Ok(fence), true) => fence.inner(INNER_FENCE).display().to_string(),
        (Err(why), true) => {
            eprintln!(
                "skipped: no outer pids cgroup for the run not contained ({})",
                why
            );
            return None;
        }
        (_, false) => String::new(),
    };
    let mut child = Command::new(std::env::current_exe().unwrap());
    child
        .args([
            "--ignored",
            "--exact",
            "fenced_runs",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(
            FENCED,
            format!("{}\t{}\t{}", program.display(), runs, inner),
        );
    let mut command = match &fence {
        Ok(fence) => fence.around(&mut child),
        Err(why) => {
            let usable = Command::new("unshare")
                .args(["-Urpf", "--mount-proc", "true"])
                .status()
                .map_or(false, |s| s.success());
            if !usable {
                eprintln!(
                    "skipped: no outer pids cgroup ({}) and no unshare -Urpf",
                    why
                );
                return None;
            }
            let mut unshare = Command::new("unshare");
            unshare
                .args(["-Urpf", "--mount-proc"])
                .arg(child.get_program())
                .args(child.get_args())
                .env(FENCED, child.get_envs().next().unwrap().1.unwrap());
            unshare
        }
    };
    let output = command.output().expect("the test binary, again");
    // The most the fence held at once, where the kernel says (pids.peak).
    let peak = fence.as_ref().ok().and_then(|fence| {
        let text = std::fs::read_to_string(fence.folder.join("pids.peak")).ok()?;
        text.trim().parse::<u64>().ok()
    });
    if let Ok(fence) = &fence {
        assert_no_cgroups_left(fence);
    }
    drop(fence);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let mut summary = String::new();
    let mut found = Vec::new();
    for line in stdout.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields[..] {
            ["fenced-summary", text] => summary = text.to_string(),
            ["fenced", which, ending, cpu, wall, kind, detail] => found.push(Fenced {
                contained: which == "contained",
                ending: ending.to_string(),
                cpu: Duration::from_secs_f64(cpu.parse().unwrap()),
                wall: Duration::from_secs_f64(wall.parse().unwrap()),
                kind: kind.to_string(),
                detail: detail.to_string(),
            }),
            _ => {}
        }
    }
    assert!(
        output.status.success() && found.len() == runs * (1 + both as usize),
        "{}\n{}",
        stdout,
        String::from_utf8_lossy(&output.stderr)
    );
    Some((found, summary, peak))
}

/// Asserts that the judge removed the cgroups of its runs, and that its
/// boxes' went with them once the judge had exited (their keepers' first
/// processes remove them, a moment after).
fn assert_no_cgroups_left(fence: &Fence) {
    let listed = || -> Vec<String> {
        let entries = std::fs::read_dir(&fence.folder).unwrap().flatten();
        entries
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with("eight-judge-"))
            .collect()
    };
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut left = listed();
    while !left.is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        left = listed();
    }
    assert!(left.is_empty(), "run cgroups left: {:?}", left);
}

/// The other half of [`fenced`], run by it in a copy of this binary held
/// by the fence: the runs, a line each on standard output. Elsewhere
/// (no `CONTAIN_FENCED`) it does nothing.
#[test]
#[ignore = "full tier: the fenced half of the bomb tests"]
fn fenced_runs() {
    let spec = match std::env::var(FENCED) {
        Ok(spec) => spec,
        Err(_) => return,
    };
    let fields: Vec<&str> = spec.split('\t').collect();
    let (program, runs, inner) = (fields[0], fields[1].parse().unwrap(), fields[2]);
    // 10 s: a bomb's CPU (0.6 s here) a fifth of its limit at most, so
    // that only the process limit stops it, however busy the machine.
    let contained = limits(10_000, 64);
    // On a line of its own: the harness's "test fenced_runs ... " has none.
    println!();
    println!(
        "fenced-summary\t{}",
        eight_judge::run::containment_summary(&contained)
    );
    let bare = command(Path::new(program), &[]);
    // Not contained, the program moves itself into the inner fence.
    let script = format!("echo $$ > {}/cgroup.procs && exec \"$0\"", inner);
    let moved = vec!["sh".into(), "-c".into(), script.into(), program.into()];
    for _ in 0..runs {
        let mut kinds = vec![("contained", Containment::Run, &bare)];
        if !inner.is_empty() {
            kinds.push(("open", Containment::Off, &moved));
        }
        for (which, containment, line) in kinds {
            let ran = runs::run_under(line, b"", &contained, containment);
            let verdict = Verdict::of(&ran, &contained, |_| Ok(()));
            println!(
                "fenced\t{}\t{:?}\t{}\t{}\t{:?}\t{}",
                which,
                ran.ending,
                ran.usage.cpu.as_secs_f64(),
                ran.usage.wall.as_secs_f64(),
                verdict.status,
                verdict.reason()
            );
        }
    }
}

/// A bomb, contained, is RE naming the process limit, stopped by the
/// kernel's count before anything else: never TLE, and its CPU time
/// under the limit (a machine half as fast spins as long).
fn assert_bomb_stopped(name: &str, source: &str) {
    let program = c_program(name, source);
    let (runs, summary, peak) = match fenced(&program, 1, false) {
        Some(found) => found,
        None => return,
    };
    let run = &runs[0];
    assert_eq!(run.ending, "ProcessLimit", "{:?}\n{}", run, summary);
    assert_eq!(run.kind, "Re", "{:?}", run);
    assert!(
        run.detail
            .contains("it started more than 64 processes: a fork bomb?"),
        "{:?}",
        run
    );
    assert!(run.cpu < Duration::from_secs(2), "{:?}", run);
    // The run's own limit held it, not the fence nor the watcher: the
    // fence held the run's 64 and the judge's 2 helpers, and the test
    // process with its few threads (72 here).
    match peak {
        Some(peak) => assert!(peak <= 90, "the fence held {} at once", peak),
        None => eprintln!("the fence's peak not checked: no pids.peak"),
    }
    // The kernel refused the fork past it: a pids cgroup (root), or the
    // box's RLIMIT_NPROC (a plain user with no cgroup).
    assert!(
        (summary.contains("pids cgroup (v") && summary.contains("(pids.max of its cgroup"))
            || summary.contains("(RLIMIT_NPROC under the box's own uid"),
        "{}",
        summary
    );
}

#[test]
#[ignore = "full tier: needs a C compiler, and a pids cgroup or unshare"]
fn a_fork_bomb_is_re_naming_the_process_limit() {
    assert_bomb_stopped("forkbomb", include_str!("hostile/forkbomb.c"));
}

#[test]
#[ignore = "full tier: needs a C compiler, and a pids cgroup or unshare"]
fn a_thread_bomb_is_re_naming_the_process_limit() {
    assert_bomb_stopped("threadbomb", include_str!("hostile/threadbomb.c"));
}

/// A fork bomb's run with the layers and without, side by side: prints
/// the medians of 3 runs each (CPU and wall) and how they ended, the two
/// kinds taking turns, every run inside the test's fence. Figures, not a
/// check (the README's): `CONTAIN_BOMB_FIGURES=1 cargo test -p eight-judge
/// --test hostile_bombs -- --ignored --exact
/// a_fork_bombs_time_with_and_without_the_layers --nocapture`. Without
/// the variable it does nothing: the bomb not contained keeps the
/// machine's CPUs busy for seconds, which other tests of the full tier
/// running beside it would take for a slow machine.
#[test]
#[ignore = "full tier: figures, needs a C compiler and a pids cgroup"]
fn a_fork_bombs_time_with_and_without_the_layers() {
    if std::env::var_os("CONTAIN_BOMB_FIGURES").is_none() {
        eprintln!("skipped: CONTAIN_BOMB_FIGURES is not set (it loads the machine)");
        return;
    }
    let program = c_program("forkbomb", include_str!("hostile/forkbomb.c"));
    let (runs, summary, _) = match fenced(&program, 3, true) {
        Some(found) => found,
        None => return,
    };
    println!("{}", summary);
    println!(
        "not contained: the bomb in a fence of {} processes",
        INNER_FENCE
    );
    for contained in [true, false] {
        let these: Vec<&Fenced> = runs.iter().filter(|r| r.contained == contained).collect();
        let mut endings: Vec<&str> = these.iter().map(|r| r.ending.as_str()).collect();
        endings.dedup();
        println!(
            "fork bomb, {}, median of {}: {:.3} s CPU, {:.3} s wall; ended {}",
            if contained {
                "contained"
            } else {
                "not contained"
            },
            these.len(),
            runs::median(these.iter().map(|r| r.cpu).collect()).as_secs_f64(),
            runs::median(these.iter().map(|r| r.wall).collect()).as_secs_f64(),
            endings.join(", ")
        );
    }
}

#[test]
#[ignore = "full tier: needs a C compiler and a pids cgroup"]
fn a_killed_judges_empty_cgroup_is_removed_by_the_next() {
    let fence = match Fence::new(512) {
        Ok(fence) => fence,
        Err(why) => {
            eprintln!("skipped: no pids cgroup of the test's own ({})", why);
            return;
        }
    };
    // As a judge killed by SIGKILL leaves it: empty, its judge gone (no
    // pid is past pid_max), beside one whose judge lives (this test).
    let stale = fence.folder.join("eight-judge-99999999-0");
    let alive = fence
        .folder
        .join(format!("eight-judge-{}-0", std::process::id()));
    std::fs::create_dir(&stale).unwrap();
    std::fs::create_dir(&alive).unwrap();
    let source = solutions::c_solution("trivial", include_str!("hostile/trivial.c"));
    let mut judging = judge(&["poj1077"])
        .arg(&source)
        .args(&["sample", "-v"])
        .command();
    let ran = Ran::of(&fence.around(&mut judging).output().unwrap());
    assert!(ran.stdout.contains("; pids cgroup (v"), "{}", ran.stdout);
    assert!(!stale.exists(), "{} left", stale.display());
    assert!(alive.exists(), "{} removed", alive.display());
}
