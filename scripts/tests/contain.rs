//! Containment against hostile programs of our own (`tests/hostile/`):
//! no network to a listener the test runs, no golden case read by any
//! path, no file written outside the run's folder, a 3 GiB file stopped,
//! `kill(-1)` and a killed judge harmless, and the verdict naming what
//! was refused; and what the layers cost a run. Fork and thread bombs are
//! `hostile_bombs.rs`'s. Full tier (`#[ignore]`d): they need a C
//! compiler; but a program `-c` names, wherever it lies, is a shell
//! script of the quick tier.
#![cfg(target_os = "linux")]

mod common;

use common::cli::{judge, stress};
use common::record::Fields;
use common::runs::{c_program, command, limits};
use common::{processes, runs, scratch, solutions};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::{Containment, Ending};
use std::fs;
use std::net::{TcpListener, UdpSocket};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_tcp_or_udp_client_reaches_nothing_and_re_names_the_socket() {
    let program = c_program("reach-net", include_str!("hostile/reach.c"));
    let tcp = TcpListener::bind("127.0.0.1:0").unwrap();
    let udp = UdpSocket::bind("127.0.0.1:0").unwrap();
    let limits = limits(1000, 64);
    for (kind, port) in [
        ("tcp", tcp.local_addr().unwrap().port()),
        ("udp", udp.local_addr().unwrap().port()),
    ] {
        let port = port.to_string();
        let ran = runs::run(&command(&program, &[kind, &port]), b"", &limits);
        assert_eq!(ran.ending, Ending::Exited(1), "{} {:?}", kind, ran);
        let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
        assert_eq!(verdict.status, Status::Re);
        assert!(
            verdict
                .reason()
                .ends_with("; it tried to open a network socket, which judges forbid"),
            "{:?}",
            verdict
        );
        // Without containment the same program gets through: the test can
        // tell.
        let ran = runs::run_under(
            &command(&program, &[kind, &port]),
            b"",
            &limits,
            Containment::Off,
        );
        assert_eq!(ran.stdout, b"reached\n", "{} {:?}", kind, ran);
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn the_golden_cases_cannot_be_read_by_any_path() {
    let program = c_program("reach-files", include_str!("hostile/reach.c"));
    let workspace = eight_judge::workspace();
    let sample = workspace.join("testdata/poj1077/sample.out");
    let secret = std::env::temp_dir().join(format!("contain-secret-{}", std::process::id()));
    std::fs::write(&secret, "secret\n").unwrap();
    let link = std::env::temp_dir().join(format!("contain-link-{}", std::process::id()));
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&sample, &link).unwrap();
    let limits = limits(1000, 64);
    let relative = format!("../../../../../../../../..{}", sample.display());
    for path in [
        sample.to_string_lossy().into_owned(),
        relative,
        link.to_string_lossy().into_owned(),
        secret.to_string_lossy().into_owned(),
    ] {
        // The path on standard input: a file named on the command line is
        // the run's own, and may be read.
        let ran = runs::run(&command(&program, &["read", "-"]), path.as_bytes(), &limits);
        assert_eq!(ran.ending, Ending::Exited(1), "{} {:?}", path, ran);
        // Not in the box's root; where there is no box, refused by
        // Landlock.
        let said = String::from_utf8_lossy(&ran.stderr);
        assert!(
            said.contains("No such file or directory") || said.contains("Permission denied"),
            "{} {:?}",
            path,
            ran
        );
        let ran = runs::run_under(
            &command(&program, &["read", "-"]),
            path.as_bytes(),
            &limits,
            Containment::Off,
        );
        assert_eq!(ran.stdout, b"reached\n", "{} {:?}", path, ran);
    }
    let _ = std::fs::remove_file(&link);
    let _ = std::fs::remove_file(&secret);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn nothing_is_written_outside_the_folder() {
    let program = c_program("writes", include_str!("hostile/writes.c"));
    let name = format!("contain-write-{}", std::process::id());
    let home = PathBuf::from(std::env::var_os("HOME").expect("HOME"));
    let targets = [
        std::env::temp_dir().join(&name),
        eight_judge::workspace().join("target").join(&name),
        home.join(&name),
    ];
    let limits = limits(1000, 64);
    for target in &targets {
        let _ = std::fs::remove_file(target);
        let path = target.to_string_lossy().into_owned();
        let ran = runs::run(&command(&program, &[]), path.as_bytes(), &limits);
        assert_eq!(ran.ending, Ending::Exited(1), "{} {:?}", path, ran);
        assert!(!target.exists(), "{} was written", path);
        let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
        assert_eq!(verdict.status, Status::Re);
        // Named refused where it was (a read-only root, Landlock); a
        // folder the box does not hold is a plain error.
        let absent = String::from_utf8_lossy(&ran.stderr).contains("No such file or directory");
        assert!(
            absent
                || verdict.reason().ends_with(
                    "; it was refused a file outside its folder (judges allow none) \
                     or a system call judges forbid"
                ),
            "{:?}",
            verdict
        );
        // Without containment the same program writes it: the test can
        // tell.
        let ran = runs::run_under(
            &command(&program, &[]),
            path.as_bytes(),
            &limits,
            Containment::Off,
        );
        assert_eq!(ran.ending, Ending::Exited(0), "{} {:?}", path, ran);
        assert!(target.exists(), "{}", path);
        std::fs::remove_file(target).unwrap();
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_3_gib_file_is_ole_named_stopped_soon_and_removed() {
    let program = c_program("big", include_str!("hostile/big.c"));
    let limits = limits(10_000, 64);
    let ran = runs::run(&command(&program, &[]), b"", &limits);
    assert_eq!(ran.ending, Ending::FileLimit("big".into()), "{:?}", ran);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Ole, "{:?}", verdict);
    assert_eq!(verdict.ending_name(), "output");
    assert!(
        verdict.reason().contains("a file it wrote, `big`"),
        "{:?}",
        verdict
    );
    // Stopped at the output limit (64 MiB), not after 3 GiB: the program
    // never finished, the file is no larger than the limit, and the CPU
    // time is far under what writing 3 GiB takes, even on a slow machine.
    assert!(ran.stdout.is_empty(), "{:?}", ran);
    let limit = limits.output_kib.unwrap() * 1024;
    assert!(
        ran.files_written.iter().all(|f| f.bytes <= limit),
        "{:?}",
        ran.files_written
    );
    assert!(ran.usage.cpu < Duration::from_secs(2), "{:?}", ran.usage);
    let stderr = String::from_utf8_lossy(&ran.stderr);
    let folder = Path::new(stderr.lines().next().unwrap());
    assert!(folder.is_absolute(), "{:?}", stderr);
    // Removed, or, a box's working folder, emptied for its next run.
    let left: Vec<_> = std::fs::read_dir(folder)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{} holds {:?}", folder.display(), left);
}

#[test]
#[ignore = "full tier: needs a C compiler and unshare(1)"]
fn kill_minus_one_leaves_the_judge_standing() {
    let source = solutions::c_solution("kill-all", include_str!("hostile/kill-all.c"));
    // In a user and pid namespace of the test's own, so that a failing
    // layer kills nothing outside it. `sh` is its init, and the judge an
    // ordinary process there that kill(-1) would reach.
    let records = scratch::folder("contain-kill-all").join("records.json");
    let judged = judge(&["poj1077"])
        .arg(&source)
        .arg("sample")
        .under(&[
            "unshare",
            "-Urpf",
            "--mount-proc",
            "sh",
            "-c",
            "\"$@\"; echo \"judge exited $?\"",
            "sh",
        ])
        .json_to(&records);
    let said = format!("{}\n{}", judged.report, judged.stderr);
    // The judge judged it (the answer is wrong) and exited by itself.
    let record = &judged.records[0];
    assert_eq!(
        (record.text("status"), record.text("testcase.name")),
        ("WA", "sample"),
        "{}",
        said
    );
    assert!(judged.report.contains("judge exited 1\n"), "{}", said);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_daemon_dies_with_a_killed_judge() {
    // A daemon sleeping is safe: no outer namespace, so that the test
    // sees the judge's own namespace end with it.
    let marker = format!(
        "contain-daemon-{}-{:?}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    );
    let source = include_str!("hostile/daemon-marked.c").replace("MARKER", &marker);
    let source = solutions::c_solution("daemon-marked", &source);
    let mut judge = judge(&["poj1077"])
        .arg(&source)
        .arg("sample")
        .command()
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Compiling comes first: room for a loaded machine.
    let deadline = Instant::now() + Duration::from_secs(60);
    while processes::marked(&marker).is_empty() {
        assert!(Instant::now() < deadline, "no daemon started");
        assert!(judge.try_wait().unwrap().is_none(), "the judge ended");
        std::thread::sleep(Duration::from_millis(20));
    }
    judge.kill().unwrap();
    judge.wait().unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let left = processes::marked(&marker);
        if left.is_empty() {
            break;
        }
        if Instant::now() > deadline {
            for pid in &left {
                let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
            }
            panic!("left running after the judge was killed: {:?}", left);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The judge's own cost per run, with the layers and without, side by
/// side: prints the medians of 30 runs each of a program that does
/// nothing, the two kinds taking turns, and the first contained run's
/// time, which makes the box (and probes the layers). Figures, not a
/// check (the README's): `cargo test -p eight-judge --test contain --
/// --ignored --exact the_layers_cost_per_run --nocapture`, with
/// `EIGHT_JUDGE_WITHOUT=...` to leave layers out.
#[test]
#[ignore = "full tier: figures, needs a C compiler"]
fn the_layers_cost_per_run() {
    let program = c_program("trivial", include_str!("hostile/trivial.c"));
    let contained = limits(1000, 64);
    let started = Instant::now();
    let summary = eight_judge::run::containment_summary(&contained);
    let ran = runs::run(&command(&program, &[]), b"", &contained);
    assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
    println!("{}", summary);
    println!(
        "the first run, its box made: {:.2} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for _ in 0..30 {
        for (containment, times) in [
            (Containment::Run, &mut with),
            (Containment::Off, &mut without),
        ] {
            let started = Instant::now();
            let ran = runs::run_under(&command(&program, &[]), b"", &contained, containment);
            times.push(started.elapsed());
            assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
        }
    }
    let (with, without) = (runs::median(with), runs::median(without));
    println!(
        "per run, median of 30: contained {:.2} ms, not contained {:.2} ms, layers {:.2} ms",
        with.as_secs_f64() * 1e3,
        without.as_secs_f64() * 1e3,
        (with.as_secs_f64() - without.as_secs_f64()) * 1e3
    );
}

/// A program at `at` for `-c` that says, a line each, whether it can
/// read each of `paths` (`seen PATH`, `unseen PATH`; Landlock hides no
/// file from `stat`, only from being opened): a wrong answer whose output
/// the test reads.
fn probe(at: &Path, paths: &[&Path]) {
    use std::os::unix::fs::PermissionsExt;
    let mut script = String::from("#!/bin/sh\ncat > /dev/null\n");
    for path in paths {
        script.push_str(&format!(
            "if cat '{0}' > /dev/null 2>&1; then echo 'seen {0}'; else echo 'unseen {0}'; fi\n",
            path.display()
        ));
    }
    fs::create_dir_all(at.parent().unwrap()).unwrap();
    fs::write(at, script).unwrap();
    fs::set_permissions(at, fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_program_c_names_is_a_build_wherever_it_lies_its_own_folder_shown_never_a_parent() {
    // Judged from this workspace: the work folder is outside /tmp.
    let id = std::process::id();
    let home = PathBuf::from(std::env::var_os("HOME").expect("HOME"));
    let tmp = PathBuf::from("/tmp");
    let in_tmp = tmp.join(format!("eight-judge-view-{}", id));
    let nested = home.join(format!(".eight-judge-view-{}", id));
    // (the program, a file beside it, a file beside its folder, whether
    // its folder is shown)
    let places: Vec<(PathBuf, PathBuf, PathBuf, bool)> = vec![
        (
            in_tmp.join("probe"),
            in_tmp.join("beside"),
            tmp.join(format!("eight-judge-view-{}-other", id)),
            true,
        ),
        (
            tmp.join(format!("eight-judge-probe-{}", id)),
            tmp.join(format!("eight-judge-probe-{}-beside", id)),
            tmp.join(format!("eight-judge-probe-{}-beside", id)),
            false,
        ),
        (
            home.join(format!(".eight-judge-probe-{}", id)),
            home.join(format!(".eight-judge-probe-{}-beside", id)),
            home.join(format!(".eight-judge-probe-{}-beside", id)),
            false,
        ),
        (
            nested.join("poj/probe"),
            nested.join("poj/beside"),
            nested.join("above"),
            true,
        ),
    ];
    for (program, beside, above, folder_shown) in &places {
        probe(program, &[program, beside, above]);
        fs::write(beside, "").unwrap();
        fs::write(above, "").unwrap();
        let command = program.to_str().unwrap();
        // In a box, and forked afresh where Landlock holds the view.
        for without in ["", "box"] {
            let judged = judge(&["poj1077", "-c", command, "sample", "-v"])
                .env("EIGHT_JUDGE_WITHOUT", without)
                .json();
            let said = format!("{}\n{}", judged.report, judged.stderr);
            let record = &judged.records[0];
            assert_eq!(record.text("status"), "WA", "{}", said);
            // Its folder is shown where it is its own, in a box and
            // forked afresh alike (Landlock grants what the box shows).
            let boxed = judged.report.contains("a box of its own");
            assert!(without.is_empty() || !boxed, "{}", said);
            let seen = |path: &Path, shown: bool| {
                format!(
                    "{} {}",
                    if shown { "seen" } else { "unseen" },
                    path.display()
                )
            };
            let wanted = [
                seen(program, true),
                seen(beside, *folder_shown),
                seen(above, false),
            ]
            .join("\n");
            assert_eq!(record.text("output").trim_end(), wanted, "{}", said);
            // The stress test runs it the same way.
            let ran = stress(&["poj1077", "-c", command, "--cases", "1"])
                .env("EIGHT_JUDGE_WITHOUT", without)
                .run();
            assert_eq!(ran.code, 1, "{}", ran.both());
            let given = ran.stdout.split("given:\n").nth(1).unwrap_or_default();
            assert!(
                given.starts_with(&format!("{}\n", wanted)),
                "{}",
                ran.both()
            );
        }
    }
    for (program, beside, above, _) in &places {
        for file in [program, beside, above] {
            let _ = fs::remove_file(file);
        }
    }
    fs::remove_dir_all(&in_tmp).unwrap();
    fs::remove_dir_all(&nested).unwrap();
}

#[test]
fn a_toolchain_path_finds_through_a_link_is_seen_whole_boxed_or_forked_afresh() {
    // A PATH whose python3 is a link to the interpreter, named otherwise
    // (`python3.11`) in an installation outside it: its real path is a
    // toolchain's too, its whole installation seen (the standard library
    // beside its bin/), never taken for a program a path names.
    let bin = scratch::outside("contain-linked-python");
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .expect("python3");
    let python = String::from_utf8_lossy(&python.stdout).trim().to_string();
    std::os::unix::fs::symlink(&python, bin.join("python3")).unwrap();
    // A module of the standard library that is not frozen into the
    // interpreter: read from the installation's lib/.
    let file = scratch::folder("contain-linked-python-file").join("main.py");
    let solution = fs::read_to_string(solutions::solution("luogu1379-bidirectional.py")).unwrap();
    fs::write(&file, format!("import json\n{}", solution)).unwrap();
    for without in ["", "box"] {
        let judged = judge(&["luogu1379"])
            .arg(&file)
            .arg("sample")
            .env("PATH", &bin)
            .env("EIGHT_JUDGE_WITHOUT", without)
            .json();
        let said = format!("{}\n{}", judged.report, judged.stderr);
        assert_eq!(judged.code, 0, "{}", said);
        assert_eq!(judged.records[0].text("status"), "AC", "{}", said);
    }
    let _ = fs::remove_dir_all(&bin);
    let _ = fs::remove_dir_all(file.parent().unwrap());
}

#[test]
fn the_judge_moves_no_process_of_a_cgroup_it_was_not_given() {
    // Taking the hierarchy's root ("0::/" on a hybrid machine) for a
    // container's own, a root judge moved every process of the machine's
    // unified hierarchy into a leaf of its own. A leaf is made only in a
    // cgroup delegated to a plain user.
    let cgroups = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let own = match cgroups.lines().find_map(|l| l.strip_prefix("0::")) {
        Some(own) => own.trim_start_matches('/').to_string(),
        None => {
            eprintln!("not checked: no cgroup v2 here");
            return;
        }
    };
    let leaves: Vec<std::path::PathBuf> = ["/sys/fs/cgroup/unified", "/sys/fs/cgroup"]
        .iter()
        .map(|mount| Path::new(mount).join(&own).join("eight-judge-leaf"))
        .collect();
    // An empty leaf an earlier judge left: gone first (rmdir takes only
    // an empty one), so that this judge's probe is what is seen.
    for leaf in &leaves {
        let _ = fs::remove_dir(leaf);
    }
    // A judge of its own, whose probe runs afresh.
    let _ = judge(&["poj1077", "-c", "true", "sample"]).run();
    for leaf in leaves {
        let delegated = std::fs::metadata(leaf.parent().unwrap().join("cgroup.procs"))
            .map(|m| std::os::unix::fs::MetadataExt::uid(&m))
            .map_or(false, |uid| uid != 0 && uid == unsafe { geteuid() });
        assert!(
            delegated || !leaf.exists(),
            "{} made in a cgroup not delegated to the judge",
            leaf.display()
        );
    }
}

extern "C" {
    fn geteuid() -> u32;
}
