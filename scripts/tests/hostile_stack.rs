//! The stack is the memory limit, whatever the caller's `ulimit -s`: a
//! recursion 300,000 deep (about 20 MiB of stack) is AC under a 64 MiB
//! limit with this test's own stack limited to 8 MiB, as `ulimit -s 8192`
//! does; under a judge's 8 MiB stack it overflows, and is named so. Full
//! tier (`#[ignore]`d): it needs a C compiler. Alone in its file: it
//! changes the test process's own stack limit.
#![cfg(target_os = "linux")]

mod common;

use common::runs;
use common::runs::{c_program, command, limits};
use eight_judge::judging::verdict::{Status, Verdict};
use eight_judge::run::Ending;

#[repr(C)]
struct Limit {
    current: u64,
    most: u64,
}

extern "C" {
    fn getrlimit(resource: i32, limit: *mut Limit) -> i32;
    fn setrlimit(resource: i32, limit: *const Limit) -> i32;
}

const RLIMIT_STACK: i32 = 3;

#[test]
#[ignore = "full tier: needs a C compiler"]
fn a_deep_recursion_has_the_memory_limit_as_its_stack() {
    let program = c_program("recursion", include_str!("hostile/recursion.c"));
    let mut limit = Limit {
        current: 0,
        most: 0,
    };
    // SAFETY: pointers to live locals of the C layout.
    unsafe {
        assert_eq!(getrlimit(RLIMIT_STACK, &mut limit), 0);
        limit.current = 8 << 20;
        assert_eq!(setrlimit(RLIMIT_STACK, &limit), 0);
    }
    // Under the caller's 8 MiB the recursion overflows (the test means
    // something) ...
    let under_8 = std::process::Command::new(&program).output().unwrap();
    assert!(!under_8.status.success());
    // ... under the judge's 64 MiB it is AC.
    let limits = limits(2000, 64);
    let ran = runs::run(&command(&program, &[]), b"", &limits);
    assert_eq!(ran.ending, Ending::Exited(0), "{:?}", ran.usage);
    assert!(ran.usage.peak_kib > 16 << 10, "{:?}", ran.usage);
    assert_eq!(Verdict::of(&ran, &limits, |_| Ok(())).status, Status::Ac);
    // Where a judge gives a stack of 8 MiB, it overflows; grown slowly
    // enough to be watched, it is named a probable stack overflow.
    let small = limits.with_stack_kib(8 << 10);
    let ran = runs::run(&command(&program, &["300000", "2000"]), b"", &small);
    assert_eq!(ran.ending, Ending::Signalled(11));
    let verdict = Verdict::of(&ran, &small, |_| Ok(()));
    assert_eq!(verdict.status, Status::Re);
    assert!(
        verdict
            .reason()
            .starts_with("signal 11 (SIGSEGV), probably a stack overflow (its stack reached "),
        "{:?}",
        verdict
    );
    // A caller whose hard limit is 8 MiB too (`ulimit -s 8192` sets
    // both) cannot be overridden without a privilege: the verdict says so.
    let mut limit = Limit {
        current: 0,
        most: 0,
    };
    // SAFETY: pointers to live locals of the C layout.
    unsafe {
        assert_eq!(getrlimit(RLIMIT_STACK, &mut limit), 0);
        limit.most = 8 << 20;
        assert_eq!(setrlimit(RLIMIT_STACK, &limit), 0);
    }
    let ran = runs::run(&command(&program, &[]), b"", &limits);
    if ran.stack_limit_kib < limits.stack() {
        assert_eq!(ran.stack_limit_kib, 8 << 10);
        assert_eq!(ran.ending, Ending::Signalled(11));
        let verdict = Verdict::of(&ran, &limits, |_| Ok(()));
        assert!(
            verdict.reason().starts_with(
                "signal 11 (SIGSEGV), perhaps a stack overflow: its stack was only 8.0 MiB, \
                 the judge's own hard limit (ulimit -Hs)"
            ),
            "{:?}",
            verdict
        );
    } else {
        // A judge with the privilege to raise it (CAP_SYS_RESOURCE).
        assert_eq!(ran.ending, Ending::Exited(0));
    }
}
