//! The judge's own memory never counts as the solution's: after an escaped
//! child's late flood the judge stays small, and a judge that has grown to
//! 300 MiB still measures a trivial program as small. Alone in its file:
//! it measures and grows the test process itself.
#![cfg(target_os = "linux")]

mod common;

use common::runs::{limits, python, run, sh};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::Ending;

fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line[6..]
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn the_judges_memory_is_never_the_solutions() {
    // An escaped child that writes 65 MiB (a MiB at a time, so that it
    // stays small) 0.3 s after its parent has gone, five
    // times over, as over the cases of a problem.
    let late = "import os, sys, time\n\
parent = os.getpid()\n\
if os.fork() == 0:\n    os.setsid()\n    \
while os.getppid() == parent: time.sleep(0.01)\n    time.sleep(0.3)\n    \
for _ in range(65): sys.stdout.write('x' * (1 << 20))\n    os._exit(0)";
    let limits = limits(1000, 64);
    let before = resident_kib();
    for _ in 0..5 {
        let ran = run(&python(late), b"", &limits);
        assert_eq!(ran.ending, Ending::Exited(0));
        assert!(ran.stdout.is_empty(), "{} bytes judged", ran.stdout.len());
        let ran = run(&sh("echo small"), b"", &limits);
        assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Ac);
        assert!(ran.usage.peak_kib < 16 << 10, "{:?}", ran.usage);
    }
    let grown = resident_kib().saturating_sub(before);
    assert!(grown < 32 << 10, "the judge grew by {} KiB", grown);
    // The judge grown to 300 MiB, every page touched.
    let big = vec![1u8; 300 << 20];
    assert!(resident_kib() > 300 << 10);
    let ran = run(&sh("echo small"), b"", &limits);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Ac);
    assert!(ran.usage.peak_kib < 16 << 10, "{:?}", ran.usage);
    drop(big);
}
