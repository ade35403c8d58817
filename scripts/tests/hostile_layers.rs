//! Each layer that shuts a hole, alone. A unix socket listening outside
//! and a file outside to change are kept from a run twice over: by the
//! box's root (nothing outside exists there) and by seccomp (`socket`,
//! `chmod` and `utimes` refused). The hostile tests of `hostile_box.rs`
//! see both at once, so either could be lost unseen; here the judge runs
//! with one turned off (`EIGHT_JUDGE_WITHOUT`, read once a process, so
//! the judge is run as a command), and the other must hold; with both
//! off the hole shows, so that the test can tell. Full tier (`#[ignore]`d):
//! they need a C compiler.
#![cfg(target_os = "linux")]

mod common;

use common::cli::{judge, Judged};
use common::record::Fields;
use common::runs::c_program;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;
use std::path::Path;

/// Connects to the unix socket at `/` + its argument (no absolute path
/// on the run line, whose folders the box would show) and prints
/// "reached" when it got through.
const CONNECT: &str = r#"
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
int main(int argc, char **argv) {
    struct sockaddr_un to;
    memset(&to, 0, sizeof to);
    to.sun_family = AF_UNIX;
    snprintf(to.sun_path, sizeof to.sun_path, "/%s", argc > 1 ? argv[1] : "");
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) { printf("socket refused\n"); return 0; }
    if (connect(fd, (struct sockaddr *)&to, sizeof to) != 0) { printf("connect refused\n"); return 0; }
    printf("reached\n");
    return 0;
}
"#;

/// Changes the mode and times of the file at `/` + its argument and
/// prints what got through.
const CHANGE: &str = r#"
#include <stdio.h>
#include <sys/stat.h>
#include <sys/time.h>
int main(int argc, char **argv) {
    char path[4096];
    snprintf(path, sizeof path, "/%s", argc > 1 ? argv[1] : "");
    if (chmod(path, 0777) == 0) printf("chmod\n");
    struct timeval times[2] = {{946684800, 0}, {946684800, 0}};
    if (utimes(path, times) == 0) printf("utimes\n");
    printf("done\n");
    return 0;
}
"#;

/// `program` judged on poj1077's sample with `argument` (a path less its
/// leading `/`) and the layers `without` turned off.
fn judged(program: &Path, argument: &Path, without: &str, name: &str) -> Judged {
    let relative = argument.strip_prefix("/").unwrap();
    let command = format!("{} {}", program.display(), relative.display());
    let json = common::scratch::outside(&format!("layers-json-{}", name)).join("judged.json");
    judge(&["poj1077", "-c", &command, "sample"])
        .env("EIGHT_JUDGE_WITHOUT", without)
        .json_to(&json)
}

/// What the run printed, from its record.
fn printed(judged: &Judged) -> String {
    let record = judged.records.first().expect("a record");
    record.text("output").to_string()
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_unix_socket_outside_is_held_by_the_root_alone_and_by_seccomp_alone() {
    let program = c_program("layers-connect", CONNECT);
    let path = common::scratch::outside("layers-socket").join("listening.sock");
    let listener = UnixListener::bind(&path).unwrap();
    listener.set_nonblocking(true).unwrap();
    for (without, held) in [("seccomp", true), ("box", true), ("box,seccomp", false)] {
        let judged = judged(&program, &path, without, "socket");
        let said = printed(&judged);
        assert!(
            said.ends_with("\n"),
            "without {}: {:?} {}",
            without,
            said,
            judged.report
        );
        let reached = listener.accept().is_ok();
        assert_eq!(reached, !held, "without {}: {:?}", without, said);
        assert_eq!(
            said == "reached\n",
            !held,
            "without {}: {:?}",
            without,
            said
        );
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_file_outside_is_held_by_the_root_alone_and_by_seccomp_alone() {
    let program = c_program("layers-change", CHANGE);
    let target = common::scratch::outside("layers-file").join("target");
    for (without, held) in [("seccomp", true), ("box", true), ("box,seccomp", false)] {
        std::fs::write(&target, "mine\n").unwrap();
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o644)).unwrap();
        let judged = judged(&program, &target, without, "file");
        let said = printed(&judged);
        assert!(
            said.ends_with("done\n"),
            "without {}: {:?} {}",
            without,
            said,
            judged.report
        );
        let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
        if held {
            assert_eq!(said, "done\n", "without {}", without);
            assert_eq!(mode, 0o644, "without {}", without);
        } else {
            assert_eq!(said, "chmod\nutimes\ndone\n", "without {}", without);
            assert_eq!(mode, 0o777, "without {}", without);
        }
    }
}

/// Writes `kernel/printk_ratelimit` back with the value it has (the
/// machine is left as it was) and prints whether the write got through.
const SYSCTL: &str = r#"
#include <stdio.h>
int main(void) {
    char value[64] = "";
    FILE *in = fopen("/proc/sys/kernel/printk_ratelimit", "r");
    if (!in || !fgets(value, sizeof value, in)) { printf("unread\n"); return 0; }
    fclose(in);
    FILE *out = fopen("/proc/sys/kernel/printk_ratelimit", "w");
    if (out && fputs(value, out) >= 0 && fclose(out) == 0) printf("written\n");
    else printf("refused\n");
    return 0;
}
"#;

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_forked_afresh_without_landlock_writes_no_sysctl_of_the_machine() {
    // Where the judge is root, a run is the machine's root in its user
    // namespace: the kernel checks a sysctl file's mode, not a
    // capability. Landlock's read-only /proc holds it; without Landlock,
    // /proc/sys bound read-only in the run's mount namespace must.
    // SAFETY: a plain call.
    if unsafe { libc_geteuid() } != 0 {
        eprintln!("not checked: the judge is not root here (the file's mode refuses it)");
        return;
    }
    let program = c_program("layers-sysctl", SYSCTL);
    let json = common::scratch::outside("layers-json-sysctl").join("judged.json");
    let command = program.display().to_string();
    for without in ["box,landlock", "landlock"] {
        let judged = judge(&["poj1077", "-c", &command, "sample"])
            .env("EIGHT_JUDGE_WITHOUT", without)
            .json_to(&json);
        assert_eq!(
            printed(&judged),
            "refused\n",
            "without {}: {}",
            without,
            judged.report
        );
    }
}

extern "C" {
    #[link_name = "geteuid"]
    fn libc_geteuid() -> u32;
}

/// Sends SIGINT and SIGTERM to its parent, the judge where nothing else
/// stands between them, then answers wrong.
const INTERRUPTS: &str = r#"
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
    kill(getppid(), SIGINT);
    kill(getppid(), SIGTERM);
    usleep(200000);
    printf("unsolvable\n");
    return 0;
}
"#;

#[test]
#[ignore = "full tier: needs a C compiler"]
fn an_interrupt_a_run_sends_its_judge_is_ignored_by_the_watcher_alone() {
    // With no box, no namespaces and no Landlock (whose ABI 6 scopes
    // signals), the run's parent is the judge itself: the interrupt
    // watcher must tell a run's signal from a user's.
    let program = c_program("layers-interrupts", INTERRUPTS);
    let json = common::scratch::outside("layers-json-interrupts").join("judged.json");
    let command = program.display().to_string();
    let judged = judge(&["poj1077", "-c", &command, "sample"])
        .env("EIGHT_JUDGE_WITHOUT", "box,namespaces,landlock")
        .json_to(&json);
    let said = format!("{}\n{}", judged.report, judged.stderr);
    assert!(!said.contains("interrupted"), "{}", said);
    assert_eq!(judged.code, 1, "{}", said);
    assert_eq!(judged.records.len(), 1, "{}", said);
    assert_eq!(judged.records[0].text("status"), "WA", "{}", said);
}

/// Prints its capability sets, a line each, as `/proc/self/status`
/// gives them.
const CAPABILITIES: &str = r#"
#include <stdio.h>
#include <string.h>
int main(void) {
    char line[256];
    FILE *status = fopen("/proc/self/status", "r");
    if (!status) { printf("no status\n"); return 0; }
    while (fgets(line, sizeof line, status))
        if (!strncmp(line, "Cap", 3) && strncmp(line, "CapInh", 6)) fputs(line, stdout);
    return 0;
}
"#;

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_run_forked_afresh_has_no_capabilities() {
    // A box's run dropped them; one forked afresh, uid 0 of its user
    // namespace (the machine's root where the judge is root and there is
    // no namespace), kept every capability its namespace gave it.
    let program = c_program("layers-capabilities", CAPABILITIES);
    let command = program.display().to_string();
    let json = common::scratch::outside("layers-json-caps").join("judged.json");
    for without in ["box", "box,namespaces"] {
        let judged = judge(&["poj1077", "-c", &command, "sample"])
            .env("EIGHT_JUDGE_WITHOUT", without)
            .json_to(&json);
        let said = printed(&judged);
        assert_eq!(said.lines().count(), 4, "without {}: {}", without, said);
        // A plain user with no namespace has none to drop, and may not
        // empty its bounding set (which no_new_privs makes moot).
        // SAFETY: a plain call.
        let plain_and_bare = without.contains("namespaces") && unsafe { libc_geteuid() } != 0;
        for line in said.lines() {
            if plain_and_bare && line.starts_with("CapBnd:") {
                continue;
            }
            assert!(
                line.ends_with("\t0000000000000000"),
                "without {}: {}",
                without,
                said
            );
        }
    }
}

#[test]
#[ignore = "full tier: needs a C++ compiler and unshare"]
fn without_user_namespaces_the_header_says_what_is_missing_and_the_run_is_judged() {
    // A machine that forbids unprivileged user namespaces: made here by a
    // user namespace of the test's own whose limit of nested ones is 0.
    let unshare = std::process::Command::new("unshare")
        .args(["--user", "--map-root-user", "true"])
        .status();
    if !unshare.map_or(false, |s| s.success()) {
        eprintln!("not checked: no unshare --user here");
        return;
    }
    let solution = common::solutions::solution("poj1077-table.cpp");
    let folder = common::scratch::outside("layers-no-userns");
    let output = std::process::Command::new("unshare")
        .args(["--user", "--map-root-user", "sh", "-c"])
        .arg("echo 0 > /proc/sys/user/max_user_namespaces && cd \"$1\" && exec \"$2\" judge poj1077 \"$3\" sample -v")
        .arg("sh")
        .arg(&folder)
        .arg(common::cli::JUDGE)
        .arg(&solution)
        // At this machine's speed, as every test's judging (common/cli.rs).
        .env("JUDGE_SPEED", "1")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    let header = said
        .lines()
        .find(|l| l.trim_start().starts_with("contained:"))
        .unwrap_or_else(|| panic!("no contained: line: {}", said));
    assert!(
        header.contains("missing: a box (no namespaces") && header.contains("seccomp"),
        "{}",
        header
    );
    assert!(!header.contains("a box of its own"), "{}", header);
    assert_eq!(output.status.code(), Some(0), "{}", said);
    assert!(said.contains("AC "), "{}", said);
}
