//! Containment against hostile programs of our own (`tests/hostile/`):
//! no network to a listener the test runs, no golden case read by any
//! path, and the verdict naming what was refused. Full tier
//! (`#[ignore]`d): they need a C compiler.
#![cfg(target_os = "linux")]

mod util;

use judge::run::{Containment, Ending};
use judge::verdict::{judge_run, Kind};
use std::net::{TcpListener, UdpSocket};
use util::{c_program, command, limits};

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
        let ran = util::run(&command(&program, &[kind, &port]), b"", &limits);
        assert_eq!(ran.ending, Ending::Exited(1), "{} {:?}", kind, ran);
        let verdict = judge_run(&ran, &limits, |_| Ok(()));
        assert_eq!(verdict.kind, Kind::Re);
        assert!(
            verdict
                .detail
                .ends_with("; it tried to open a network socket, which judges forbid"),
            "{:?}",
            verdict
        );
        // Without containment the same program gets through: the test can
        // tell.
        let open = limits.with_containment(Containment::Off);
        let ran = util::run(&command(&program, &[kind, &port]), b"", &open);
        assert_eq!(ran.stdout, b"reached\n", "{} {:?}", kind, ran);
    }
}

#[test]
#[ignore = "full tier: needs a C compiler"]
fn the_golden_cases_cannot_be_read_by_any_path() {
    let program = c_program("reach-files", include_str!("hostile/reach.c"));
    let workspace = judge::workspace();
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
        let ran = util::run(&command(&program, &["read", "-"]), path.as_bytes(), &limits);
        assert_eq!(ran.ending, Ending::Exited(1), "{} {:?}", path, ran);
        assert!(
            String::from_utf8_lossy(&ran.stderr).contains("Permission denied"),
            "{} {:?}",
            path,
            ran
        );
        let open = limits.with_containment(Containment::Off);
        let ran = util::run(&command(&program, &["read", "-"]), path.as_bytes(), &open);
        assert_eq!(ran.stdout, b"reached\n", "{} {:?}", path, ran);
    }
    let _ = std::fs::remove_file(&link);
    let _ = std::fs::remove_file(&secret);
}
