//! A verdict near a limit, told apart from one far past it, and a case
//! beyond what its statement promises, told apart from one it promises.
//! The classification on runs made up here (no timing); one run each of
//! a program that burns a CPU time it measures itself, and, in the full
//! tier, a UVa 652 solution that reads one board a line.

mod common;

use common::cli::judge_solution;
use common::record::Fields;
use common::runs::{self, made_up as ran};
use eight::Fault;
use eight_judge::json::Value;
use eight_judge::judging::verdict::{Near, Status, Verdict};
use eight_judge::problems::cases::problem_golden;
use eight_judge::problems::format::Finding;
use eight_judge::problems::marks::{Exceeds, Standing};
use eight_judge::problems::PROBLEMS;
use eight_judge::run::{Ending, Limits};
use std::time::Duration;

/// 1 s of CPU and 64 MiB, as POJ 1077's.
fn limits() -> Limits {
    Limits::new(Duration::from_secs(1), 64 << 10)
}

fn right(_: &[u8]) -> Result<(), Finding> {
    Ok(())
}

fn wrong(_: &[u8]) -> Result<(), Finding> {
    Err(Fault::Wrong("board 1: wrong".to_string()).into())
}

#[test]
fn a_run_that_ends_within_the_margin_is_a_near_tle() {
    let limits = limits();
    let verdict = Verdict::of(&ran(Ending::Exited(0), 1120, 4), &limits, right);
    assert_eq!(verdict.status, Status::Tle);
    assert_eq!(
        verdict.near,
        [Near::Cpu {
            used: Duration::from_millis(1120),
            limit: Duration::from_secs(1)
        }]
    );
    assert_eq!((verdict.answer, verdict.wrong_too()), (Some(true), false));
    assert_eq!(verdict.ending_name(), "exited");
    let verdict = Verdict::of(&ran(Ending::Exited(0), 1240, 4), &limits, wrong);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Tle, 1));
    assert_eq!((verdict.answer, verdict.wrong_too()), (Some(false), true));
    assert_eq!(verdict.found.unwrap().text, "board 1: wrong");
    // A crash past the limit is a TLE near it, its answer not judged.
    let verdict = Verdict::of(&ran(Ending::Signalled(11), 1100, 4), &limits, right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Tle, 1));
    assert_eq!(
        (verdict.answer, verdict.ending.exitcode()),
        (None, Some(-11))
    );
}

#[test]
fn a_run_past_the_margin_or_stopped_is_a_plain_tle() {
    let limits = limits();
    // Ended by itself between two looks, past the stop at 1.25 s.
    let verdict = Verdict::of(&ran(Ending::Exited(0), 1300, 4), &limits, right);
    assert_eq!((verdict.status, verdict.answer), (Status::Tle, None));
    assert!(verdict.near.is_empty(), "{:?}", verdict);
    // Stopped by the runner: it would not have ended near the limit.
    let verdict = Verdict::of(&ran(Ending::CpuLimit, 1260, 4), &limits, right);
    assert_eq!((verdict.status, verdict.answer), (Status::Tle, None));
    assert!(verdict.near.is_empty(), "{:?}", verdict);
    assert_eq!(verdict.ending_name(), "cpu limit");
    assert_eq!(verdict.usage.cpu, Duration::from_millis(1260));
    assert_eq!(verdict.limits.cpu_stop(), Duration::from_millis(1250));
}

#[test]
fn an_ac_above_four_fifths_of_a_limit_is_near_it() {
    let limits = limits();
    let verdict = Verdict::of(&ran(Ending::Exited(0), 850, 4), &limits, right);
    assert_eq!(verdict.status, Status::Ac);
    assert_eq!(
        verdict.near,
        [Near::Cpu {
            used: Duration::from_millis(850),
            limit: Duration::from_secs(1)
        }]
    );
    assert!(!verdict.near[0].past());
    for (cpu, mib) in [(790, 4), (800, 51), (1000, 4)] {
        let verdict = Verdict::of(&ran(Ending::Exited(0), cpu, mib), &limits, right);
        let near = if cpu > 800 { 1 } else { 0 };
        assert_eq!(
            (verdict.status, verdict.near.len()),
            (Status::Ac, near),
            "{}",
            cpu
        );
    }
    // Both measures near: both kept, CPU first.
    let verdict = Verdict::of(&ran(Ending::Exited(0), 900, 60), &limits, right);
    assert_eq!(verdict.status, Status::Ac);
    assert_eq!(
        verdict.near,
        [
            Near::Cpu {
                used: Duration::from_millis(900),
                limit: Duration::from_secs(1)
            },
            Near::Memory {
                used_kib: 60 << 10,
                limit_kib: 64 << 10
            }
        ]
    );
    // A wrong answer near a limit is a wrong answer.
    let verdict = Verdict::of(&ran(Ending::Exited(0), 900, 4), &limits, wrong);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Wa, 0));
}

#[test]
fn memory_is_told_apart_the_same_way() {
    let limits = limits();
    let verdict = Verdict::of(&ran(Ending::Exited(0), 100, 70), &limits, right);
    assert_eq!((verdict.status, verdict.answer), (Status::Mle, Some(true)));
    assert_eq!(
        verdict.near,
        [Near::Memory {
            used_kib: 70 << 10,
            limit_kib: 64 << 10
        }]
    );
    // Exceeds the stop at 80 MiB, or stopped: a plain MLE.
    let verdict = Verdict::of(&ran(Ending::Exited(0), 100, 81), &limits, right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Mle, 0));
    let verdict = Verdict::of(&ran(Ending::MemoryLimit, 100, 81), &limits, right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Mle, 0));
    assert_eq!(verdict.ending_name(), "memory");
    assert_eq!(verdict.limits.memory_stop(), 80 << 10);
    let verdict = Verdict::of(&ran(Ending::Exited(0), 100, 52), &limits, right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Ac, 1));
    let verdict = Verdict::of(&ran(Ending::Exited(0), 100, 51), &limits, right);
    assert_eq!((verdict.status, verdict.near.len()), (Status::Ac, 0));
}

#[test]
fn a_program_that_ends_just_past_its_limit_is_told_from_a_spinner() {
    // The program burns CPU until its own clock says 0.56 s, then
    // answers: the CPU time it ends at is its own measure, so a loaded
    // machine stretches only its wall time. A limit of 0.5 s puts that in
    // the middle of the margin, 0.5 to 0.625 s; 0.65 s puts it in the
    // middle of the fifth under the limit, 0.52 to 0.65 s. (C, not
    // Python: an interpreter's start is counted by the system, not by
    // its own clock.)
    let program = runs::c_program("burns", include_str!("hostile/burns.c"));
    let command = runs::command(&program, &["0.56"]);
    let judged = |limits: &Limits| {
        // A machine too busy for the run to tell anything: again.
        let mut ran = runs::run(&command, b"", limits);
        for _ in 0..4 {
            if ran.ending != Ending::Busy {
                break;
            }
            ran = runs::run(&command, b"", limits);
        }
        Verdict::of(&ran, limits, |out| {
            if out == b"answer\n" {
                Ok(())
            } else {
                Err(Fault::Wrong(format!("{:?}", out)).into())
            }
        })
    };
    let over = Limits::new(Duration::from_millis(500), 64 << 10);
    let verdict = judged(&over);
    assert_eq!(
        (verdict.status, verdict.near.len()),
        (Status::Tle, 1),
        "{:?}",
        verdict
    );
    assert_eq!(verdict.answer, Some(true), "{:?}", verdict);
    let under = Limits::new(Duration::from_millis(650), 64 << 10);
    let verdict = judged(&under);
    assert_eq!(
        (verdict.status, verdict.near.len()),
        (Status::Ac, 1),
        "{:?}",
        verdict
    );
    // One that never ends is stopped at the margin, not later.
    let spinner = runs::command(&program, &["1000"]);
    let ran = runs::run(&spinner, b"", &over);
    runs::assert_stopped_at_cpu(&ran, &over);
    assert!(Verdict::of(&ran, &over, right).near.is_empty());
}

#[test]
fn every_mark_names_a_case_of_its_problem() {
    for problem in &PROBLEMS {
        let names: Vec<String> = problem_golden(problem)
            .unwrap()
            .into_iter()
            .map(|case| case.name)
            .collect();
        for name in problem.marks.named() {
            assert!(
                names.iter().any(|n| n == name),
                "{} marks {:?}, not one of its cases {:?}",
                problem.name,
                name,
                names
            );
        }
    }
}

#[test]
fn every_case_promised_is_in_the_statements_layout() {
    // The layouts the readers take but no statement shows: a board split
    // over lines (UVa 652's reader takes any layout), a last line with no
    // newline. A case with either is marked beyond its layout, so a new
    // case in such a layout cannot decide a verdict unmarked.
    for problem in &PROBLEMS {
        for case in problem_golden(problem).unwrap() {
            if let Standing::Beyond(beyond) = problem.marks.of(&case.name) {
                if beyond.past == Exceeds::Layout {
                    continue;
                }
            }
            let text = String::from_utf8(case.input.clone()).unwrap();
            assert!(
                text.ends_with('\n'),
                "{} case {}: no newline at its end",
                problem.name,
                case.name
            );
            if let Err(why) = problem.format.as_stated(&case.input) {
                panic!("{} case {}: {}", problem.name, case.name, why);
            }
        }
    }
}

/// The records left out of the verdict, and those counted.
fn left_out_and_counted(records: &[Value]) -> (Vec<&Value>, Vec<&Value>) {
    records
        .iter()
        .partition(|r| r.get("left_out") != Some(&Value::Null))
}

#[test]
#[ignore = "full tier: needs a C++ compiler"]
fn a_uva652_solution_that_reads_one_board_a_line_is_accepted_with_advice() {
    let judged = judge_solution("uva652", "uva652-getline.cpp").json();
    let report = &judged.report;
    assert_eq!(judged.code, 0, "{}", report);
    let (left_out, counted) = left_out_and_counted(&judged.records);
    assert_eq!(left_out.len(), 1, "{}", report);
    let split = left_out[0];
    assert_eq!(
        (split.text("testcase.name"), split.text("status")),
        ("three-lines", "WA")
    );
    assert_eq!(split.text("rests_on"), "beyond: layout");
    // (The rule's words go on to name a solving line.)
    assert!(
        split
            .text("found.text")
            .starts_with("board 1: \"unsolvable\", but the goal can be reached"),
        "{}",
        report
    );
    assert!(
        split.text("left_out").starts_with(
            "boards split over three lines: it likely reads one board a line, fine for UVa \
             652's data"
        ),
        "{}",
        report
    );
    assert_eq!(counted.len(), 7, "{}", report);
    assert!(
        counted.iter().all(|r| r.text("status") == "AC"),
        "{}",
        report
    );
    // The same reader with no blank line between answers fails promised
    // cases: those still decide.
    let judged = judge_solution("uva652", "uva652-no-blank-line.cpp").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
}

#[test]
fn a_poj1077_solution_silent_on_an_unsolvable_board_is_accepted_as_poj_accepts_it() {
    let judged = judge_solution("poj1077", "poj1077-silent-unsolvable.cpp").json();
    let report = &judged.report;
    assert_eq!(judged.code, 0, "{}", report);
    let (left_out, counted) = left_out_and_counted(&judged.records);
    assert_eq!(left_out.len(), 1, "{}", report);
    let silent = left_out[0];
    assert_eq!(
        (silent.text("testcase.name"), silent.text("status")),
        ("unsolvable", "WA")
    );
    assert_eq!(silent.text("rests_on"), "beyond: data");
    assert!(
        report.contains("beyond the judge's data, left out of the verdict: POJ's data holds no"),
        "{}",
        report
    );
    assert!(
        counted.iter().all(|r| r.text("status") == "AC"),
        "{}",
        report
    );
    // HDU 1043's data holds unsolvable boards: there it decides.
    let judged = judge_solution("hdu1043", "poj1077-silent-unsolvable.cpp").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
}
