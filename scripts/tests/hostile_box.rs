//! Hostile C programs of our own (`tests/hostile/`) against what a run
//! could reach before it had a box: the judge's own descriptors and its
//! caller's, a unix socket listening outside, a file outside to change
//! and a golden `.out` to measure, and memory beyond the limit held by
//! six processes at once or in memfds. Each is checked contained and,
//! where the hole shows, not contained, so that the test can tell. Full
//! tier (`#[ignore]`d): they need a C compiler.
#![cfg(target_os = "linux")]

mod common;

use common::cli::{judge, Judged};
use common::record::Fields;
use common::runs::{c_program, c_program_with, command, limits};
use common::{runs, solutions};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::{Containment, Ending};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};

/// Whether runs here go in a box (the header says so); where they
/// cannot, what the box closes is said skipped. A machine with user
/// namespaces gives every user a box, root or not: there, no box fails
/// the test (unless `EIGHT_JUDGE_WITHOUT` turned layers off).
fn boxed(what: &str) -> bool {
    let summary = eight_judge::run::containment_summary(&limits(1000, 64));
    let boxed = summary.contains("a box of its own");
    let namespaces_here = !summary.contains("namespaces (");
    assert!(
        boxed || !namespaces_here || std::env::var_os("EIGHT_JUDGE_WITHOUT").is_some(),
        "no box, though this machine has user namespaces: {}",
        summary
    );
    if !boxed {
        eprintln!("{} not checked: no box here ({})", what, summary);
    }
    boxed
}

/// A file `name` in a folder of its own in the system's temporary
/// folder (short, for a socket's path).
fn scratch(name: &str) -> PathBuf {
    common::scratch::outside(&format!("box-{}", name)).join(name)
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_byte_to_every_descriptor_neither_ends_the_judge_nor_picks_its_status() {
    // A byte of 128 to the interrupt watcher's wake pipe made the judge
    // say "interrupted" and exit 128 + 128: status 0, "every case
    // passed". The answer it prints is wrong: the judge says so.
    let source = solutions::c_solution("fds-write", include_str!("hostile/fds.c"));
    let judged = judge(&["poj1077"])
        .arg(&source)
        .arg("sample")
        .env("FDS_MODE", "write")
        .env("EIGHT_JUDGE_KEEP", "HOSTILE_TAG,FDS_MODE")
        .json_to(&scratch("fds-write.json"));
    let said = format!("{}\n{}", judged.report, judged.stderr);
    assert_eq!(judged.code, 1, "{}", said);
    assert_wa_on_sample(&judged);
    assert!(!judged.stderr.contains("interrupted"), "{}", said);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn what_the_judges_caller_left_open_is_not_the_runs() {
    // `judge ... 7<secret 8>>file`, as a shell leaves them: the run reads
    // 7 and appends to 8 if it has them.
    let secret = scratch("secret");
    let appended = scratch("appended");
    std::fs::write(&secret, "a-secret-of-the-callers\n").unwrap();
    std::fs::write(&appended, "").unwrap();
    let source = solutions::c_solution("fds-caller", include_str!("hostile/fds.c"));
    let judged = judge(&["poj1077"])
        .arg(&source)
        .arg("sample")
        .under(&[
            "sh",
            "-c",
            "exec \"$@\" 7<\"$SECRET\" 8>>\"$APPENDED\"",
            "sh",
        ])
        .env("FDS_MODE", "caller")
        .env("EIGHT_JUDGE_KEEP", "HOSTILE_TAG,FDS_MODE")
        .env("SECRET", &secret)
        .env("APPENDED", &appended)
        .json_to(&scratch("fds-caller.json"));
    let stdout = &judged.report;
    assert_eq!(judged.code, 1, "{}", stdout);
    assert_wa_on_sample(&judged);
    // It read nothing, and wrote nothing: its answer alone.
    assert_eq!(judged.records[0].text("output"), "unsolvable\n");
    assert_eq!(std::fs::read(&appended).unwrap(), b"", "{}", stdout);
    let _ = std::fs::remove_file(&secret);
    let _ = std::fs::remove_file(&appended);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_starts_with_only_its_three_standard_streams() {
    let program = c_program("fds", include_str!("hostile/fds.c"));
    let limits = limits(1000, 64);
    // A descriptor of the judge's (a test's here) left open on exec: the
    // kind a caller leaves.
    let file = std::fs::File::open("/proc/self/status").unwrap();
    let held = std::os::unix::io::AsRawFd::as_raw_fd(&file);
    extern "C" {
        fn fcntl(fd: i32, command: i32, ...) -> i32;
    }
    // SAFETY: a plain call on a descriptor this test holds.
    unsafe {
        fcntl(held, 2, 0);
    }
    for containment in [Containment::Run, Containment::Off] {
        let ran = runs::run_under(&command(&program, &["list"]), b"", &limits, containment);
        assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            "",
            "{:?}: descriptors open",
            containment
        );
    }
    drop(file);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_unix_socket_listening_outside_is_not_reached() {
    let program = c_program("unix", include_str!("hostile/unix.c"));
    let path = scratch("listening.sock");
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path).unwrap();
    listener.set_nonblocking(true).unwrap();
    let limits = limits(1000, 64);
    let said = path.to_string_lossy().into_owned();
    let ran = runs::run(&command(&program, &[]), said.as_bytes(), &limits);
    assert_eq!(ran.ending, Ending::Exited(1), "{:?}", ran);
    assert_eq!(ran.stdout, b"", "{:?}", ran);
    let reached = listener.accept();
    assert!(reached.is_err(), "a run connected: {:?}", reached);
    // Not contained, the same program reaches it, and sends its
    // environment: the test can tell.
    let ran = runs::run_under(
        &command(&program, &[]),
        said.as_bytes(),
        &limits,
        Containment::Off,
    );
    assert_eq!(ran.stdout, b"reached\n", "{:?}", ran);
    assert!(listener.accept().is_ok());
    let _ = std::fs::remove_file(&path);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_file_outside_is_neither_changed_nor_measured() {
    let program = c_program("metadata", include_str!("hostile/metadata.c"));
    let target = scratch("target");
    std::fs::write(&target, "mine\n").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o644)).unwrap();
    let before = std::fs::metadata(&target).unwrap();
    let golden = eight_judge::workspace().join("testdata/poj1077/sample.out");
    let size = std::fs::metadata(&golden).unwrap().len();
    let input = format!("{}\n{}\n", target.display(), golden.display());
    let limits = limits(1000, 64);
    let ran = runs::run(&command(&program, &[]), input.as_bytes(), &limits);
    assert_eq!(ran.ending, Ending::Exited(1), "{:?}", ran);
    let said = String::from_utf8_lossy(&ran.stdout);
    // Without a box, seccomp refuses the changes; only a root without
    // the file keeps its size from `stat`.
    if boxed("the golden answer's size") {
        assert!(
            !said.contains("size"),
            "the golden answer's size leaked: {}",
            said
        );
    }
    assert!(
        !said.contains("chmod") && !said.contains("utimes"),
        "{}",
        said
    );
    let after = std::fs::metadata(&target).unwrap();
    assert_eq!(after.permissions().mode() & 0o777, 0o644);
    assert_eq!(after.modified().unwrap(), before.modified().unwrap());
    // Not contained, it changes the file and measures the answer.
    let ran = runs::run_under(
        &command(&program, &[]),
        input.as_bytes(),
        &limits,
        Containment::Off,
    );
    assert_eq!(
        String::from_utf8_lossy(&ran.stdout),
        format!("chmod\nutimes\nsize {}\n", size),
        "{:?}",
        ran
    );
    let changed = std::fs::metadata(&target).unwrap();
    assert_eq!(changed.permissions().mode() & 0o777, 0o777);
    let year_2000 = SystemTime::UNIX_EPOCH + Duration::from_secs(946_684_800);
    assert_eq!(changed.modified().unwrap(), year_2000);
    let _ = std::fs::remove_file(&target);
}

/// Asserts that `judged` is one record, WA on `sample`.
fn assert_wa_on_sample(judged: &Judged) {
    let record = &judged.records[0];
    assert_eq!(judged.records.len(), 1, "{}", judged.report);
    assert_eq!(
        (record.text("status"), record.text("testcase.name")),
        ("WA", "sample"),
        "{}",
        judged.report
    );
}

/// `name`'s run under 64 MiB is MLE naming the limit; not contained (its
/// memory counted a process at a time), AC.
fn assert_mle_whole(name: &str, source: &str) {
    if !boxed("memory over the whole tree") {
        return;
    }
    let program = c_program(name, source);
    let limits = limits(5000, 64);
    let ran = runs::run(&command(&program, &[]), b"", &limits);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Mle, "{:?} {:?}", verdict, ran);
    assert_eq!(ran.ending, Ending::MemoryLimit, "{:?}", ran);
    assert!(
        verdict.reason().ends_with("; the limit is 64.0 MiB"),
        "{:?}",
        verdict
    );
    let ran = runs::run_under(&command(&program, &[]), b"", &limits, Containment::Off);
    assert_eq!(ran.stdout, b"answer\n", "{:?}", ran);
    assert_eq!(
        Verdict::of(&ran, &limits, |_| Ok(())).status,
        Status::Ac,
        "{:?}",
        ran
    );
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn six_processes_of_56_mib_at_once_are_mle_under_64() {
    assert_mle_whole("six", include_str!("hostile/six.c"));
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn six_hundred_and_forty_mib_in_memfds_is_mle_under_64() {
    let summary = eight_judge::run::containment_summary(&limits(1000, 64));
    if summary.contains("by the box's census") {
        // A census cannot count a memfd's pages: the box's filter refuses
        // the call, and the verdict says so (hostile_channels.rs checks
        // the memfds a census would have missed).
        let program = c_program("memfds", include_str!("hostile/memfds.c"));
        let limits = limits(5000, 64);
        let ran = runs::run(&command(&program, &[]), b"", &limits);
        let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
        assert_eq!(verdict.status, Status::Re, "{:?} {:?}", verdict, ran);
        assert!(
            String::from_utf8_lossy(&ran.stderr).contains("memfd_create: Permission denied"),
            "{:?}",
            ran
        );
        assert!(
            verdict.refused.unwrap_or("").contains("a memfd"),
            "{:?}",
            verdict
        );
        return;
    }
    assert_mle_whole("memfds", include_str!("hostile/memfds.c"));
}

#[test]
#[ignore = "full tier: needs a C compiler with -m32"]
fn a_32_bit_program_runs_under_the_same_rules() {
    let source = include_str!("hostile/reach.c");
    let program = match c_program_with("reach-m32", source, &["-m32"]) {
        Some(program) => program,
        None => {
            eprintln!("not checked: no -m32 here");
            return;
        }
    };
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port().to_string();
    let limits = limits(1000, 64);
    // i386's socket call is refused as x86_64's is: the run is not ended
    // for calling another architecture's numbers.
    let ran = runs::run(&command(&program, &["tcp", &port]), b"", &limits);
    assert_eq!(ran.ending, Ending::Exited(1), "{:?}", ran);
    assert!(
        String::from_utf8_lossy(&ran.stderr).contains("socket: Permission denied"),
        "{:?}",
        ran
    );
    let ran = runs::run_under(
        &command(&program, &["tcp", &port]),
        b"",
        &limits,
        Containment::Off,
    );
    assert_eq!(ran.stdout, b"reached\n", "{:?}", ran);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn an_installed_judges_run_sees_no_other_build() {
    // An installed judge, at R/bin: its work folder is the user's cache
    // folder (here R/cache, by EIGHT_JUDGE_CACHE), outside any workspace.
    // Its builds' folder held another build (another judge's, or one an
    // interrupt left), and a run read it.
    if !boxed("another build's folder") {
        return;
    }
    let root = common::scratch::outside("installed-builds");
    let bin = root.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let judge_copy = bin.join("cargo-judge");
    std::fs::copy(common::cli::JUDGE, &judge_copy).unwrap();
    let other = root.join("cache/builds/1-0-00000000");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("solution"), "a-secret-of-another-build\n").unwrap();
    let here = common::scratch::outside("installed-here");
    let source = solutions::c_solution("siblings", include_str!("hostile/siblings.c"));
    let program: &'static str = Box::leak(judge_copy.to_string_lossy().into_owned().into());
    let judged = common::cli::Cli::new(program)
        .args(&["poj1077"])
        .arg(&source)
        .arg("sample")
        .env("EIGHT_JUDGE_CACHE", root.join("cache"))
        .in_folder(&here)
        .json_to(&here.join("siblings.json"));
    assert_wa_on_sample(&judged);
    assert_eq!(
        judged.records[0].text("output"),
        "unsolvable\n",
        "{}",
        judged.report
    );
    // The run's build was one of that work folder's: its cache kept it.
    assert!(root.join("cache/cache").is_dir(), "{}", judged.report);
    let _ = std::fs::remove_dir_all(&root);
    let _ = std::fs::remove_dir_all(&here);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn page_cache_an_earlier_case_brought_in_is_no_room_for_the_next() {
    // The box's memory cgroup is reused: what an earlier case brought
    // into the page cache sat in the next run's baseline, and a run that
    // dropped it (posix_fadvise) had that much more room: 96 MiB used,
    // 48 measured, under 64.
    if !boxed("page cache of an earlier case") {
        return;
    }
    let program = c_program("cache", include_str!("hostile/cache.c"));
    // In the program's folder, which the run sees; cached by no one.
    let file = program.with_file_name(format!("cache-{}", std::process::id()));
    let written = std::fs::File::create(&file).unwrap();
    std::io::Write::write_all(&mut &written, &vec![7u8; 48 << 20]).unwrap();
    written.sync_all().unwrap();
    extern "C" {
        fn posix_fadvise(fd: i32, offset: i64, length: i64, advice: i32) -> i32;
    }
    // SAFETY: a plain call on a descriptor this test holds.
    unsafe {
        posix_fadvise(std::os::unix::io::AsRawFd::as_raw_fd(&written), 0, 0, 4);
    }
    drop(written);
    let said = file.to_string_lossy().into_owned();
    let limits = limits(5000, 64);
    let ran = runs::run(&command(&program, &[&said, "read"]), b"", &limits);
    assert_eq!(ran.stdout, b"read\n", "{:?}", ran);
    let ran = runs::run(&command(&program, &[&said, "96"]), b"", &limits);
    let _ = std::fs::remove_file(&file);
    let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
    assert_eq!(verdict.status, Status::Mle, "{:?} {:?}", verdict, ran);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_case_keeps_nothing_for_the_next_in_ipc_or_the_host_name() {
    // SysV shared memory, queues, semaphores and the host name were the
    // box's, kept from run to run: a case stored its board for the next,
    // and 32 MiB of shared memory a run left stayed held.
    if !boxed("IPC and host name between runs") {
        return;
    }
    let program = c_program("ipc", include_str!("hostile/ipc.c"));
    let limits = limits(1000, 64);
    for _ in 0..3 {
        let ran = runs::run(&command(&program, &["store"]), b"a-board\n", &limits);
        assert_eq!(ran.stdout, b"stored\n", "{:?}", ran);
        assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
        let ran = runs::run(&command(&program, &["read"]), b"", &limits);
        assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            "",
            "the last case's board, or its segments: {:?}",
            ran
        );
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_has_no_capabilities() {
    // uid 0 in its box where the judge is root, a run had every
    // capability of its user namespace: it set the host name, say.
    if !boxed("a run's capabilities") {
        return;
    }
    let limits = limits(1000, 64);
    let ran = runs::run(
        &runs::sh("grep -E '^Cap(Inh|Prm|Eff|Bnd|Amb)' /proc/self/status"),
        b"",
        &limits,
    );
    assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran);
    let said = String::from_utf8_lossy(&ran.stdout);
    assert_eq!(said.lines().count(), 5, "{}", said);
    for line in said.lines() {
        assert!(line.ends_with("\t0000000000000000"), "{}", said);
    }
}

/// Runs `keeps` on `channel`, storing then reading, three times (the box
/// reused): what each read printed.
fn kept(channel: &str) -> Vec<String> {
    let program = c_program("keeps", include_str!("hostile/keeps.c"));
    let limits = limits(2000, 64);
    let mut read = Vec::new();
    for _ in 0..3 {
        let ran = runs::run(&command(&program, &[channel, "store"]), b"", &limits);
        assert!(
            matches!(ran.ending, Ending::Exited(0)),
            "{} store: {:?}",
            channel,
            ran
        );
        let ran = runs::run(&command(&program, &[channel, "read"]), b"", &limits);
        assert!(
            matches!(ran.ending, Ending::Exited(0)),
            "{} read: {:?}",
            channel,
            ran
        );
        read.push(String::from_utf8_lossy(&ran.stdout).into_owned());
    }
    read
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_case_keeps_nothing_for_the_next_in_the_keepers_limits() {
    // prlimit on pid 1, the box's keeper, which forks every later run:
    // the next case read the value back; RLIMIT_NOFILE at 5 made every
    // other case FAIL (exit 3).
    if !boxed("the keeper's limits between runs") {
        return;
    }
    for channel in ["limit", "nofile"] {
        for read in kept(channel) {
            assert!(!read.contains("found"), "{}: {}", channel, read);
        }
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_case_keeps_nothing_for_the_next_on_its_working_folder() {
    // An extended attribute on the folder itself outlived the clean-up,
    // which empties the folder but keeps it.
    if !boxed("the working folder's attributes between runs") {
        return;
    }
    for read in kept("xattr") {
        assert!(!read.contains("found"), "{}", read);
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn each_case_starts_with_the_same_pid() {
    // A run forked 400 times; the next saw its own pid above 300.
    if !boxed("the pid counter between runs") {
        return;
    }
    let reads = kept("pids");
    for read in &reads {
        assert!(!read.contains("found"), "{}", read);
    }
    assert!(reads.iter().all(|r| r == &reads[0]), "{:?}", reads);
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_holds_no_more_disk_than_its_folder_allows() {
    // fallocate(FALLOC_FL_KEEP_SIZE) held 1 GiB of the machine's disk in
    // a file of 0 bytes; many files of 16 MiB each passed the file limit.
    if !boxed("the working folder's size") {
        return;
    }
    let program = c_program("keeps", include_str!("hostile/keeps.c"));
    let limits = limits(5000, 256);
    let ran = runs::run(&command(&program, &["reserve", "x"]), b"", &limits);
    let said = String::from_utf8_lossy(&ran.stdout);
    assert!(!said.contains("reserved"), "{:?}", ran);
    let ran = runs::run(&command(&program, &["files", "x"]), b"", &limits);
    let said = String::from_utf8_lossy(&ran.stdout).into_owned();
    let most = limits.output_kib.unwrap() / 1024;
    let wrote: u64 = said
        .trim()
        .strip_prefix("wrote ")
        .and_then(|s| s.strip_suffix(" MiB"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{:?}", ran));
    assert!(
        wrote <= most,
        "wrote {} MiB past {} MiB: {:?}",
        wrote,
        most,
        ran
    );
}

#[test]
#[ignore = "full tier: a box's tests"]
fn a_run_and_never_the_keeper_is_first_for_the_out_of_memory_killer() {
    if !boxed("the out-of-memory killer's order") {
        return;
    }
    // The keeper is pid 1 of the box; the judge's own value is the
    // keeper's, which every run it clones but inherits 1000 from. The
    // keeper holds 1000 from the clone until the run's exec lets it go
    // on: on a busy machine the run may be quicker to look than the
    // keeper to set its own back, so the run looks until it is back (at
    // most 5 s), and a keeper that stays at 1000 fails.
    let own = std::fs::read_to_string("/proc/self/oom_score_adj").unwrap();
    let look = runs::sh(&format!(
        "cat /proc/self/oom_score_adj; i=0; \
         while [ \"$(cat /proc/1/oom_score_adj)\" != {} ] && [ $i -lt 50 ]; do \
         sleep 0.1; i=$((i + 1)); done; cat /proc/1/oom_score_adj",
        own.trim()
    ));
    let limits = limits(10000, 64);
    for case in 1..=2 {
        let ran = runs::run(&look, b"", &limits);
        assert_eq!(ran.ending, Ending::Exited(0), "case {}: {:?}", case, ran);
        let seen = String::from_utf8_lossy(&ran.stdout).into_owned();
        let seen: Vec<&str> = seen.lines().collect();
        assert_eq!(seen, ["1000", own.trim()], "case {}", case);
    }
}

#[test]
#[ignore = "full tier: a box's tests"]
fn every_run_of_a_box_is_in_its_landlock_domain() {
    if !boxed("the box's Landlock domain") {
        return;
    }
    let summary = eight_judge::run::containment_summary(&limits(1000, 64));
    if !summary.contains("Landlock ABI") {
        eprintln!("not checked: no Landlock here ({})", summary);
        return;
    }
    // Landlock holds the box's root read-only, /proc included, where its
    // mounts alone would let a run write its own files there (its name).
    let name = runs::sh("echo renamed > /proc/self/comm && cat /proc/self/comm");
    let limits = limits(2000, 64);
    for case in 1..=2 {
        let ran = runs::run(&name, b"", &limits);
        let said = String::from_utf8_lossy(&ran.stderr).into_owned();
        assert_ne!(ran.ending, Ending::Exited(0), "case {}: {:?}", case, ran);
        assert!(
            said.contains("Permission denied"),
            "case {}: {}",
            case,
            said
        );
    }
}
