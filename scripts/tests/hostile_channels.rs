//! Hostile C programs of our own (`tests/hostile/`) against the ways past
//! a box's count that a plain user's census once missed, and against what
//! a case may leave the next or see of the machine: CPU in children the
//! kernel reaps itself (`SIGCHLD` ignored); memory in memfds mapped and
//! closed, in unix socket queues, in pipes, in page tables; memory
//! counted twice (one shared with a `clone(CLONE_VM)` child, a file of
//! the working folder mapped); an open-file limit raised; a folder of mode
//! 0333 and one 1,500 deep left for the next case; the caller's
//! variables, the machine's users and processes. Each holds for root
//! (the box's cgroups count) and for a plain user (its census counts:
//! `scripts/plain-user.sh` runs this file so), and most are checked not
//! contained too, so that the test can tell. Full tier (`#[ignore]`d):
//! they need a C compiler.
#![cfg(target_os = "linux")]

mod common;

use common::cli::judge;
use common::record::Fields;
use common::runs::{self, c_program, command, limits};
use common::solutions::hostile;
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::{Containment, Ending, Run};

/// How this machine's box counts: `None` where runs are not boxed here
/// (said skipped), else whether a census counts (a plain user on cgroup
/// v1) rather than cgroups.
fn census(what: &str) -> Option<bool> {
    let summary = eight_judge::run::containment_summary(&limits(1000, 64));
    if !summary.contains("a box of its own") {
        assert!(
            summary.contains("namespaces (") || std::env::var_os("EIGHT_JUDGE_WITHOUT").is_some(),
            "no box, though this machine has user namespaces: {}",
            summary
        );
        eprintln!("{} not checked: no box here ({})", what, summary);
        return None;
    }
    Some(summary.contains("by the box's census"))
}

/// `name`'s run (with `args`) under `ms` of CPU and 64 MiB, and its
/// verdict, its answer any output.
fn judged(name: &str, source: &str, args: &[&str], ms: u64) -> (Run, Verdict) {
    let program = c_program(name, source);
    let limits = limits(ms, 64);
    let ran = runs::run(&command(&program, args), b"", &limits);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    (ran, verdict)
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn children_the_kernel_reaps_itself_are_counted_all_the_same() {
    if census("CPU of children reaped by the kernel").is_none() {
        return;
    }
    // 80 children of 40 ms each, SIGCHLD ignored: 3.2 s of CPU against
    // 0.5 s. A census that summed only what parents reaped saw 0.01 s.
    let source = include_str!("hostile/autoreaped.c");
    let (ran, verdict) = judged("autoreaped", source, &[], 500);
    assert_eq!(verdict.status, Status::Tle, "{:?} {:?}", verdict, ran);
    // Stopped by its CPU, counted: not by the wall clock (3.2 s of it),
    // which a count that lost the children's CPU would have waited for.
    assert_eq!(ran.ending, Ending::CpuLimit, "{:?}", ran);
    // Not contained, the run's CPU is its own process's alone: a tenth of
    // the limit (its children's is lost), though the wall clock ends it.
    let program = c_program("autoreaped", source);
    let limits = limits(500, 64);
    let loose = runs::run_under(&command(&program, &[]), b"", &limits, Containment::Off);
    assert!(loose.usage.cpu < limits.time / 5, "{:?}", loose.usage);
}

/// `name`'s memory beyond 64 MiB is MLE where a box counts it, and, where
/// a census counts, either MLE or refused by the box's filter (`refused`:
/// the channel it takes, which a census cannot count).
fn assert_held_to_64(name: &str, source: &str, args: &[&str], refused: Option<&str>) {
    let census = match census(name) {
        Some(census) => census,
        None => return,
    };
    let (ran, verdict) = judged(name, source, args, 5000);
    match (census, refused) {
        (true, Some(call)) => {
            let said = String::from_utf8_lossy(&ran.stderr);
            assert!(
                said.contains(&format!("{}: Permission denied", call)),
                "{:?} {:?}",
                verdict,
                ran
            );
            assert_eq!(verdict.status, Status::Re, "{:?}", verdict);
        }
        _ => assert_eq!(verdict.status, Status::Mle, "{:?} {:?}", verdict, ran),
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn memfds_mapped_and_closed_are_counted_or_refused() {
    // 180 MiB in memfds, mapped untouched, their descriptors closed: in
    // no resident set, held by no descriptor.
    assert_held_to_64(
        "memfd-mapped",
        include_str!("hostile/memfd-mapped.c"),
        &[],
        Some("memfd_create"),
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn unix_socket_queues_are_counted_or_refused() {
    assert_held_to_64(
        "socket-queues",
        include_str!("hostile/socket-queues.c"),
        &[],
        Some("socketpair"),
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn pipe_buffers_are_counted() {
    // 1,000 pipes of 64 KiB held by their reading ends, and 10 MiB.
    assert_held_to_64("pipes", include_str!("hostile/pipes.c"), &[], None);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn packet_pipes_are_counted_by_their_pages_where_a_census_counts() {
    // A page each one-byte write (O_DIRECT): 16 bytes hold 64 KiB. Root's
    // cgroups count every page the kernel gave (it gives fewer where a
    // run grew its pipes past the user's share), so it is the census
    // alone that must not count the bytes for pages.
    if census("packet pipes") != Some(true) {
        return;
    }
    let source = include_str!("hostile/pipes.c");
    let (ran, verdict) = judged("pipes", source, &["packets"], 5000);
    assert_eq!(verdict.status, Status::Mle, "{:?} {:?}", verdict, ran);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn page_tables_are_counted() {
    // 60 processes each reading the zero page every 2 MiB of 896 MiB: no
    // page of their own, some 105 MiB of page tables.
    assert_held_to_64(
        "page-tables",
        include_str!("hostile/page-tables.c"),
        &[],
        None,
    );
}

/// `name` holds some 41 to 55 MiB, counted once: AC under 64 MiB, its
/// peak under 60.
fn assert_counted_once(name: &str, source: &str) {
    if census(name).is_none() {
        return;
    }
    let (ran, verdict) = judged(name, source, &[], 5000);
    assert_eq!(ran.stdout, b"answer\n", "{:?}", ran);
    assert_eq!(verdict.status, Status::Ac, "{:?} {:?}", verdict, ran);
    assert!(ran.usage.peak_kib < 60 << 10, "{:?}", ran.usage);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn memory_shared_with_a_clone_vm_child_is_counted_once() {
    // 40 MiB with a child of clone(CLONE_VM): a census that summed each
    // process's share counted 82 MiB.
    assert_counted_once("shared-memory", include_str!("hostile/shared-memory.c"));
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_working_folders_file_mapped_is_counted_once() {
    // 15 MiB in the folder, mapped and read, and 38 MiB: a census that
    // counted the folder and the mapping both saw 70 MiB.
    assert_counted_once("mapped-file", include_str!("hostile/mapped-file.c"));
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_cannot_raise_its_open_file_limit() {
    if census("the open-file limit").is_none() {
        return;
    }
    let (ran, _) = judged(
        "open-files",
        include_str!("hostile/open-files.c"),
        &[],
        2000,
    );
    assert_eq!(ran.stdout, b"1024 1024\n", "{:?}", ran);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_case_leaves_no_folder_for_the_next_whatever_its_modes_or_depth() {
    if census("a folder left for the next case").is_none() {
        return;
    }
    let program = c_program("leaves", include_str!("hostile/leaves.c"));
    let limits = limits(5000, 64);
    for _ in 0..3 {
        let stored = runs::run(&command(&program, &["store"]), b"", &limits);
        assert_eq!(stored.stdout, b"stored\n", "{:?}", stored);
        // Its files are named wherever they lie: in the folder it closed,
        // and 1,500 folders down.
        let names: Vec<&str> = stored
            .files_written
            .iter()
            .map(|f| f.name.as_str())
            .collect();
        assert!(names.contains(&"closed/secret"), "{:?}", names);
        assert!(
            names
                .iter()
                .any(|n| n.starts_with("deep/d/d/") && n.matches('/').count() > 1000),
            "{:?}",
            names
        );
        let read = runs::run(&command(&program, &["read"]), b"", &limits);
        assert_eq!(read.stdout, b"clean\n", "{:?}", read);
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_sees_none_of_the_callers_variables_users_or_processes() {
    if census("what a run sees").is_none() {
        return;
    }
    let script = hostile("sees.sh");
    let judged = judge(&["poj1077", "-c", &format!("sh {}", script), "sample"])
        .env("EIGHT_JUDGE_TEST_SECRET", "a token")
        .env("SSH_AUTH_SOCK", "/tmp/agent.sock")
        .json();
    let seen = judged.records[0].text("output").to_string();
    let (env, rest) = seen.split_once("--- passwd\n").expect("its three parts");
    let (passwd, processes) = rest.split_once("--- processes\n").expect("its three parts");
    assert!(!env.contains("EIGHT_JUDGE_TEST_SECRET"), "{}", env);
    assert!(!env.contains("SSH_AUTH_SOCK"), "{}", env);
    assert!(env.lines().any(|l| l.starts_with("PATH=")), "{}", env);
    let home = env
        .lines()
        .find_map(|l| l.strip_prefix("HOME="))
        .unwrap_or("");
    assert!(home.contains("judge-box-"), "{}", env);
    assert_eq!(passwd.lines().count(), 1, "{}", passwd);
    assert!(passwd.starts_with("root:x:0:0:"), "{}", passwd);
    // sh, ls and grep, and the box's keeper: its own processes alone.
    let count: usize = processes.trim().parse().unwrap();
    assert!(count <= 5, "{}", processes);
}

/// A file judged as `problem` (its first case) from `name` in a folder of
/// its own holding `text`: the exit status, the report and the build's
/// error.
fn built_from(problem: &str, name: &str, text: &str) -> (i32, String, String) {
    let case = if problem == "abc224d" {
        "sample-1"
    } else {
        "sample"
    };
    let folder = common::scratch::folder(&format!("built-{}", name));
    let file = folder.join(name);
    std::fs::write(&file, text).unwrap();
    let judged = judge(&[problem]).arg(&file).arg(case).json();
    let error = judged
        .records
        .first()
        .map(|record| record.text("build.error").to_string())
        .unwrap_or_default();
    (judged.code, judged.report, error)
}

#[test]
#[ignore = "full tier: needs gcc and cargo"]
fn a_build_cannot_read_the_golden_cases() {
    if census("what a build reads").is_none() {
        return;
    }
    // An answer built into the program, where a build outside a box
    // read it: AC on the case, solving nothing.
    let answer = eight_judge::workspace().join("testdata/poj1077/sample.out");
    let source = format!(
        "#include <stdio.h>\n__asm__(\".section .rodata\\n.global kept\\nkept:\\n.incbin \\\"{}\\\"\\n\
         .byte 0\\n.previous\\n\");\nextern const char kept[];\nint main(void) {{ fputs(kept, \
         stdout); return 0; }}\n",
        answer.display()
    );
    let (code, report, error) = built_from("poj1077", "incbin.c", &source);
    assert_eq!(code, 1, "{}", report);
    assert!(error.contains("file not found"), "{}\n{}", error, report);
    // AtCoder's Rust, built by the command cargo gives rustc: the same.
    let answer = eight_judge::workspace().join("testdata/abc224d/sample-1.out");
    let source = format!(
        "fn main() {{ print!(\"{{}}\", include_str!({:?})); }}\n",
        answer.display().to_string()
    );
    let (code, report, error) = built_from("abc224d", "main.rs", &source);
    assert_eq!(code, 1, "{}", report);
    assert!(error.contains("couldn't read"), "{}\n{}", error, report);
}

#[test]
#[ignore = "full tier: needs ghc"]
fn a_build_runs_nothing_of_its_own_outside_its_box() {
    if census("what a build runs").is_none() {
        return;
    }
    let work = eight_judge::work_folder();
    // A folder of the test's own outside first (an unboxed build writes
    // it whatever else fails), then the build cache.
    let marks = [
        common::scratch::outside("build-marks").join("planted"),
        work.join("cache").join("planted-by-a-build"),
    ];
    std::fs::create_dir_all(work.join("cache")).unwrap();
    for mark in &marks {
        let _ = std::fs::remove_file(mark);
    }
    // Template Haskell's runIO, at compile time: it wrote the build cache,
    // which the next judging of another file "reused".
    let th = format!(
        "{{-# LANGUAGE TemplateHaskell #-}}\nimport Language.Haskell.TH\nmain :: IO ()\nmain = \
         putStrLn $(runIO (writeFile {:?} \"x\" >> writeFile {:?} \"x\") >> stringE \"ran\")\n",
        marks[0].display().to_string(),
        marks[1].display().to_string()
    );
    let (_, report, _) = built_from("luogu1379", "Main.hs", &th);
    // A preprocessor of the file's own (`-pgmF /bin/sh` runs the file as a
    // shell script): its lines are commands.
    let shell = format!(
        "{{-# OPTIONS_GHC -F -pgmF /bin/sh #-}}\ntouch {} {}\nmain = print 1\n",
        marks[0].display(),
        marks[1].display()
    );
    let (_, again, _) = built_from("luogu1379", "Main.hs", &shell);
    for mark in &marks {
        assert!(
            !mark.exists(),
            "{} made:\n{}\n{}",
            mark.display(),
            report,
            again
        );
    }
}
