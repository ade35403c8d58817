//! The verdict record's pieces on runs made up here: each field as the
//! run gives it, and the reason each renders, checked by hand.

use super::*;
use crate::run::WrittenFile;
use eight::Fault;
use std::time::Duration;

/// 1 s of CPU and 64 MiB, as POJ 1077's: the stops at 1.25 s and 80 MiB,
/// the wall clock at 3.5 s.
fn limits() -> Limits {
    Limits::new(Duration::from_secs(1), 64 << 10)
}

/// A run that ended as `ending` having used `cpu_ms` of CPU (and 10 ms
/// more of the wall clock) and `peak_mib`, its output `out`.
pub(crate) fn ran(ending: Ending, cpu_ms: u64, peak_mib: u64, out: &[u8]) -> Run {
    Run::ended(
        ending,
        Usage {
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(cpu_ms + 10),
            peak_kib: peak_mib << 10,
            charged_kib: None,
        },
        out.to_vec(),
    )
}

fn right(_: &[u8]) -> Result<(), Finding> {
    Ok(())
}

fn wrong(_: &[u8]) -> Result<(), Finding> {
    Err(Fault::Wrong("board 1: wrong".to_string()).into())
}

fn judged(run: &Run, judge: fn(&[u8]) -> Result<(), Finding>) -> Verdict {
    Verdict::of(run, &limits(), judge)
}

#[test]
fn an_ac_is_its_figures() {
    let verdict = judged(&ran(Ending::Exited(0), 20, 3, b"r\n"), right);
    assert_eq!(verdict.status, Status::Ac);
    assert_eq!(verdict.ending_name(), "exited");
    assert_eq!((verdict.answer, &verdict.found), (Some(true), &None));
    assert_eq!((verdict.output_bytes, verdict.output_kept), (2, 2));
    assert!(verdict.near.is_empty());
    assert_eq!(verdict.reason(), "0.02 s CPU, 0.03 s wall, 3.0 MiB");
}

#[test]
fn a_wrong_answer_keeps_what_the_rule_found() {
    let verdict = judged(&ran(Ending::Exited(0), 20, 3, b"u\n"), wrong);
    assert_eq!((verdict.status, verdict.answer), (Status::Wa, Some(false)));
    assert_eq!(verdict.found.as_ref().unwrap().text, "board 1: wrong");
    assert_eq!(verdict.reason(), "board 1: wrong");
    let mut silent = ran(Ending::Exited(0), 20, 3, b"");
    silent.files_written.push(WrittenFile {
        name: "poj.out".to_string(),
        bytes: 12,
    });
    let verdict = judged(&silent, wrong);
    assert_eq!(verdict.notes.files_written.len(), 1);
    assert_eq!(
        verdict.reason(),
        "it printed nothing; board 1: wrong; it wrote `poj.out` (12 bytes); judges read \
         standard input and write standard output"
    );
    let expected = Verdict::of(&ran(Ending::Exited(0), 20, 3, b"r\n"), &limits(), |_| {
        Err(Fault::Expected("board 1: not solving".to_string()).into())
    });
    assert_eq!(expected.status, Status::Fail);
    assert_eq!(
        expected.reason(),
        "the expected answer is wrong: board 1: not solving"
    );
}

#[test]
fn past_a_limit_within_its_margin_is_near_with_its_answer_judged() {
    let verdict = judged(&ran(Ending::Exited(0), 1120, 4, b"r\n"), wrong);
    assert_eq!((verdict.status, verdict.answer), (Status::Tle, Some(false)));
    assert!(verdict.wrong_too());
    assert_eq!(verdict.near.len(), 1);
    assert_eq!(
        verdict.reason(),
        "near the limit: 1.12 s of 1.00 s CPU; the judge's machine may be faster: 1.12 s CPU, \
         1.13 s wall, 4.0 MiB; its answer is wrong too"
    );
    // A crash there: near, its answer not judged.
    let verdict = judged(&ran(Ending::Signalled(11), 1120, 4, b""), right);
    assert_eq!((verdict.status, verdict.answer), (Status::Tle, None));
    assert!(!verdict.wrong_too());
    // Within the memory margin, its answer wrong: it fails on that too.
    let verdict = judged(&ran(Ending::Exited(0), 10, 70, b"u\n"), wrong);
    assert_eq!((verdict.status, verdict.wrong_too()), (Status::Mle, true));
    // Beyond the margin: a plain MLE.
    let verdict = judged(&ran(Ending::Exited(0), 10, 81, b"r\n"), right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Mle, 0));
    assert_eq!(
        verdict.reason(),
        "0.01 s CPU, 0.02 s wall, 81.0 MiB; the limit is 64.0 MiB"
    );
}

#[test]
fn an_ac_above_four_fifths_is_near() {
    let verdict = judged(&ran(Ending::Exited(0), 900, 60, b"r\n"), right);
    assert_eq!(verdict.status, Status::Ac);
    assert_eq!(
        verdict.near.iter().map(Near::name).collect::<Vec<_>>(),
        ["cpu", "memory"]
    );
    assert_eq!(
        verdict.reason(),
        "0.90 s CPU, 0.91 s wall, 60.0 MiB; near the limit: 0.90 s of 1.00 s CPU; the judge's \
         machine may be slower; near the limit: 60.0 MiB of 64.0 MiB; the judge may count \
         memory otherwise"
    );
}

#[test]
fn a_failing_run_is_its_status_and_what_it_said() {
    let mut run = ran(Ending::Exited(1), 20, 3, b"");
    run.stderr = b"Traceback:\n  x\nValueError: y\n".to_vec();
    run.stderr_bytes = run.stderr.len() as u64;
    run.refused = Some("it tried to open a network socket, which judges forbid");
    run.left_running = vec!["sleep".to_string()];
    let verdict = judged(&run, right);
    assert_eq!((verdict.status, verdict.answer), (Status::Re, None));
    assert_eq!(verdict.ending_name(), "refused");
    assert_eq!(verdict.ending.exitcode(), Some(1));
    assert_eq!(
        verdict.reason(),
        "exit status 1, 0.02 s CPU, 0.03 s wall, 3.0 MiB: `Traceback:` ... (1 line) ... \
         `ValueError: y`; it tried to open a network socket, which judges forbid; it left 1 \
         process running (sleep), killed"
    );
    let verdict = judged(&ran(Ending::Signalled(8), 20, 3, b""), right);
    assert_eq!(verdict.ending.exitcode(), Some(-8));
    assert!(verdict
        .reason()
        .starts_with("signal 8 (SIGFPE), 0.02 s CPU"));
}

#[test]
fn an_output_past_what_is_kept_is_ole() {
    let mut run = ran(Ending::Exited(0), 20, 3, &[b'x'; 1024]);
    run.stdout_bytes = 3 << 20;
    run.stdout_cut = true;
    let verdict = judged(&run, right);
    assert_eq!((verdict.status, verdict.answer), (Status::Ole, None));
    assert_eq!(
        verdict.reason(),
        "3.0 MiB of output, more than the 1.0 KiB kept"
    );
}

#[test]
fn a_run_stopped_at_a_limit_is_that_limit() {
    let stopped = |ending: Ending| judged(&ran(ending, 1260, 4, b""), right);
    let verdict = stopped(Ending::CpuLimit);
    assert_eq!((verdict.status, verdict.answer), (Status::Tle, None));
    assert_eq!(
        verdict.reason(),
        "stopped past the CPU limit: 1.26 s CPU, 1.27 s wall, 4.0 MiB; the limit is 1.00 s \
         CPU, a run is let go to 1.25 s"
    );
    assert_eq!(stopped(Ending::WallLimit).status, Status::Tle);
    assert_eq!(stopped(Ending::Busy).status, Status::Busy);
    assert_eq!(stopped(Ending::MemoryLimit).status, Status::Mle);
    assert!(stopped(Ending::MemoryLimit)
        .reason()
        .starts_with("stopped past the memory limit and its margin (80.0 MiB): "));
    assert_eq!(
        stopped(Ending::OutputLimit).reason(),
        "stopped once its output passed the limit, 64.0 MiB"
    );
    assert_eq!(
        stopped(Ending::FileLimit("big".into())).reason(),
        "a file it wrote, `big`, reached the output limit, 64.0 MiB"
    );
    let verdict = stopped(Ending::ProcessLimit);
    assert_eq!(verdict.status, Status::Re);
    assert_eq!(
        verdict.reason(),
        "it started more than 64 processes: a fork bomb?"
    );
    let verdict = stopped(Ending::MissingInterpreter("/no/python".into()));
    assert_eq!(
        (verdict.status, verdict.ending_name()),
        (Status::Re, "not started")
    );
    assert_eq!(
        verdict.reason(),
        "cannot start: the interpreter its #! line names, `/no/python`, does not exist"
    );
    let verdict = Verdict::unstarted(&limits(), "no such file".to_string());
    assert_eq!(verdict.status, Status::Fail);
    assert_eq!(verdict.reason(), "cannot run the solution: no such file");
}

#[test]
fn a_findings_text_is_tamed_whatever_a_format_put_in_it() {
    // A format that quoted the run's bytes raw: the reason escapes them.
    let raw = |_: &[u8]| -> Result<(), Finding> {
        Err(Fault::Wrong("board 1: \"\x1b[1A\x1b[2K\rAC\u{202e}\" is wrong".to_string()).into())
    };
    let verdict = Verdict::of(&ran(Ending::Exited(0), 20, 3, b"u\n"), &limits(), raw);
    assert_eq!(
        verdict.reason(),
        "board 1: \"\\x1b[1A\\x1b[2K\\rAC\\u{202e}\" is wrong"
    );
}

#[test]
fn a_refusal_is_named_only_where_the_run_failed_after_it() {
    let refused = |ending: Ending| {
        let mut run = ran(ending, 20, 3, b"r\n");
        run.refused = Some("refused a socket");
        judged(&run, right)
    };
    assert_eq!(refused(Ending::Exited(1)).ending_name(), "refused");
    assert_eq!(refused(Ending::Signalled(6)).ending_name(), "refused");
    let well = refused(Ending::Exited(0));
    assert_eq!((well.ending_name(), well.refused), ("exited", None));
    let stopped = refused(Ending::CpuLimit);
    assert_eq!(
        (stopped.ending_name(), stopped.refused),
        ("cpu limit", None)
    );
    let quiet = judged(&ran(Ending::Signalled(6), 20, 3, b""), right);
    assert_eq!(quiet.ending_name(), "signalled");
}
