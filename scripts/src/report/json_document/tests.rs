//! The document field by field, on records made up here.

use super::*;
use crate::json::parse;
use crate::judging::record::{Again, Unrun};
use crate::judging::verdict::{tests::ran, Finding, Verdict};
use crate::problems::marks::{Beyond, Evidence, Exceeds, Standing, Volume};
use crate::report::summary::BuildReason;
use crate::run::{Ending, Limits};
use eight::Fault;

/// 1 s, 64 MiB.
fn limits() -> Limits {
    Limits::new(Duration::from_secs(1), 64 << 10)
}

/// The record of case `name`, its run `run` judged by `rule`.
fn judged(name: &str, run: &crate::run::Run, rule: Result<(), Finding>) -> Record {
    let verdict = Verdict::of(run, &limits(), |_| rule);
    let mut record = Record::new(name, "g++", Outcome::Ran(Box::new(verdict)));
    record.input_from = Some(format!("/t/{}.in", name));
    record.output = Some(String::from_utf8_lossy(&run.stdout).into_owned());
    record.standing = Some(Standing::Promised);
    record
}

fn keys(value: &Value) -> Vec<&str> {
    match value {
        Value::Object(members) => members.iter().map(|(k, _)| k.as_str()).collect(),
        _ => panic!("{:?}", value),
    }
}

/// A build that failed.
fn failed_build() -> BuildNote {
    let mut build = BuildNote::new("g++", "g++ main.cpp".to_string(), BuildReason::JudgesOwn);
    build.seconds = 0.25;
    build.error = Some("main.cpp:1: error".to_string());
    build
}

#[test]
fn records_make_one_array_with_oj_fields_first() {
    let mut ran = judged("sample", &ran(Ending::Exited(0), 12, 3, b"r\n"), Ok(()));
    ran.output_from = Some("/t/sample.out".to_string());
    ran.expected = Some("r\n".to_string());
    let mut unrun = Record::new("own", "g++", Outcome::Unrun(Unrun::NotBuilt));
    unrun.input_from = Some("/t/own.in".to_string());
    let text = document(&[ran, unrun], Some(&failed_build()), None);
    let array = parse(&text).unwrap();
    let records = array.as_array().unwrap();
    assert_eq!(records.len(), 2);
    let first = &records[0];
    assert_eq!(
        &keys(first)[..6],
        ["status", "testcase", "output", "exitcode", "elapsed", "memory"]
    );
    assert_eq!(first.get("status"), Some(&Value::String("AC".into())));
    let case = first.get("testcase").unwrap();
    assert_eq!(case.get("output").unwrap().as_str(), Some("/t/sample.out"));
    assert_eq!(first.get("output").unwrap().as_str(), Some("r\n"));
    assert_eq!(first.get("exitcode"), Some(&Value::Number(0.0)));
    // 12 ms of CPU, 22 of the wall clock, 3 MiB.
    assert_eq!(first.get("elapsed"), Some(&Value::Number(0.022)));
    assert_eq!(first.get("memory"), Some(&Value::Number(3.0)));
    // No cgroup charge in this run: the figure counted is the peak.
    assert_eq!(first.get("memory_counted"), Some(&Value::Number(3.0)));
    assert_eq!(first.get("cpu"), Some(&Value::Number(0.012)));
    assert_eq!(first.get("answer").unwrap().as_str(), Some("right"));
    assert_eq!(first.get("rests_on").unwrap().as_str(), Some("promised"));
    let second = &records[1];
    // oj leaves `output` out of a testcase with no expected file.
    assert_eq!(second.get("testcase").unwrap().get("output"), None);
    assert_eq!(second.get("status"), Some(&Value::String("CE".into())));
    for field in [
        "output",
        "exitcode",
        "elapsed",
        "memory_counted",
        "ended",
        "limits",
        "near",
        "answer",
    ] {
        assert_eq!(second.get(field), Some(&Value::Null), "{}", field);
    }
    assert_eq!(second.get("reason").unwrap().as_str(), Some("not built"));
    let build = second.get("build").unwrap();
    assert_eq!(
        build.get("error").unwrap().as_str(),
        Some("main.cpp:1: error")
    );
    assert_eq!(build.get("ok"), Some(&Value::Bool(false)));
    assert_eq!(
        build.get("why").unwrap().get("kind").unwrap().as_str(),
        Some("judges_own")
    );
    assert_eq!(document(&[], None, None), "[]");
}

#[test]
fn how_a_run_ended_and_its_limits_are_data() {
    let mut crash = ran(Ending::Signalled(11), 20, 3, b"");
    crash.stderr = b"Segmentation fault\n".to_vec();
    crash.stack_limit_kib = 64 << 10;
    crash.stack_peak_kib = 60 << 10;
    let record = value(&judged("crash", &crash, Ok(())), None);
    assert_eq!(record.get("status").unwrap().as_str(), Some("RE"));
    assert_eq!(record.get("exitcode"), Some(&Value::Number(-11.0)));
    let ended = record.get("ended").unwrap();
    assert_eq!(ended.get("how").unwrap().as_str(), Some("signalled"));
    assert_eq!(ended.get("signal"), Some(&Value::Number(11.0)));
    assert_eq!(ended.get("name").unwrap().as_str(), Some("SIGSEGV"));
    assert_eq!(ended.get("cause").unwrap().as_str(), Some("stack overflow"));
    assert_eq!(record.get("answer"), Some(&Value::Null));
    let said = record.get("stderr").unwrap();
    assert_eq!(
        said.get("first").unwrap().as_str(),
        Some("Segmentation fault")
    );
    assert_eq!(said.get("last"), Some(&Value::Null));
    let limits = record.get("limits").unwrap();
    assert_eq!(limits.get("cpu"), Some(&Value::Number(1.0)));
    assert_eq!(limits.get("memory"), Some(&Value::Number(64.0)));
    assert_eq!(limits.get("output"), Some(&Value::Number(64.0)));
    // The build's name alone when no build is known.
    assert_eq!(keys(record.get("build").unwrap()), ["name"]);
    let stopped = value(
        &judged("spin", &ran(Ending::CpuLimit, 1260, 3, b""), Ok(())),
        None,
    );
    assert_eq!(stopped.get("exitcode"), Some(&Value::Null));
    assert_eq!(keys(stopped.get("ended").unwrap()), ["how"]);
    assert_eq!(
        stopped.get("ended").unwrap().get("how").unwrap().as_str(),
        Some("cpu limit")
    );
}

#[test]
fn a_near_miss_keeps_its_measure_its_answer_and_what_the_rule_found() {
    let wrong = Err(Fault::Wrong("board 1: the moves end at x".to_string()).into());
    let mut slow = ran(Ending::Exited(0), 1120, 3, b"u\n");
    slow.files_written = vec![crate::run::WrittenFile {
        name: "log.txt".to_string(),
        bytes: 7,
    }];
    let record = value(&judged("slow", &slow, wrong), None);
    assert_eq!(record.get("status").unwrap().as_str(), Some("TLE"));
    assert_eq!(record.get("near"), Some(&Value::Bool(true)));
    let near = &record.get("near_limits").unwrap().as_array().unwrap()[0];
    assert_eq!(near.get("measure").unwrap().as_str(), Some("cpu"));
    assert_eq!(near.get("used"), Some(&Value::Number(1.12)));
    assert_eq!(near.get("limit"), Some(&Value::Number(1.0)));
    assert_eq!(record.get("answer").unwrap().as_str(), Some("wrong"));
    let found = record.get("found").unwrap().get("text").unwrap();
    assert_eq!(found.as_str(), Some("board 1: the moves end at x"));
    let file = &record.get("files_written").unwrap().as_array().unwrap()[0];
    assert_eq!(file.get("name").unwrap().as_str(), Some("log.txt"));
    assert_eq!(file.get("bytes"), Some(&Value::Number(7.0)));
}

#[test]
fn a_case_beyond_the_statement_carries_its_advice_evidence_and_runs_again() {
    const EVIDENCE: Evidence = Evidence {
        published: "a published solution",
        judge_ms: 1000,
        ours: "ours",
        here_ms: 4000,
    };
    const MANY: Beyond = Beyond {
        case: "many",
        past: Exceeds::Volume(Volume {
            of: "9 starts",
            evidence: Some(EVIDENCE),
        }),
        advice: "a search per start",
    };
    let mut record = judged("many", &ran(Ending::CpuLimit, 1300, 3, b""), Ok(()));
    record.standing = Some(Standing::Beyond(&MANY));
    record.left_out = Some(&MANY);
    record.again = Some(Again {
        tries: 2,
        conclusive: true,
    });
    let value = value(&record, None);
    assert_eq!(
        value.get("rests_on").unwrap().as_str(),
        Some("beyond: volume")
    );
    assert_eq!(
        value.get("left_out").unwrap().as_str(),
        Some("a search per start")
    );
    let evidence = value.get("evidence").unwrap();
    assert_eq!(evidence.get("judge_ms"), Some(&Value::Number(1000.0)));
    assert_eq!(evidence.get("holds"), Some(&Value::Bool(false)));
    let again = value.get("again").unwrap();
    assert_eq!(again.get("tries"), Some(&Value::Number(2.0)));
    assert_eq!(again.get("conclusive"), Some(&Value::Bool(true)));
}

#[test]
fn what_the_rule_found_is_data_board_line_wanted_and_given() {
    // Two boards of HDU 1043 answered right on the first and wrongly on
    // the second: the finding names the second board, its line, the
    // reference answer and the line given.
    let problem = crate::problems::find("hdu1043").unwrap();
    let input = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 x 8\n";
    let cases = problem.format.read(input).unwrap();
    let expected = problem
        .format
        .expected(&cases, &mut crate::problems::oracle::Oracle::new());
    let given = format!("{}\nl\n", expected.lines().next().unwrap());
    let run = ran(Ending::Exited(0), 10, 1, given.as_bytes());
    let rule = problem
        .format
        .judge(&cases, expected.as_bytes(), &run.stdout);
    let record = value(&judged("two", &run, rule), None);
    assert_eq!(record.get("status").unwrap().as_str(), Some("WA"));
    let found = record.get("found").unwrap();
    assert_eq!(found.get("blame").unwrap().as_str(), Some("output"));
    assert_eq!(found.get("case"), Some(&Value::Number(2.0)));
    assert_eq!(found.get("line"), Some(&Value::Number(2.0)));
    assert_eq!(found.get("wanted").unwrap().as_str(), Some("r"));
    assert_eq!(found.get("given").unwrap().as_str(), Some("l"));
    assert!(found
        .get("text")
        .unwrap()
        .as_str()
        .unwrap()
        .starts_with("board 2: "));
}
