//! `--json`: the records as online-judge-tools' `oj test --json` prints
//! them (`onlinejudge_command/subcommand/test.py`: one array, a record a
//! case), with this judge's own fields added to each, so that a script
//! written for oj's output reads ours unchanged.

use crate::json::Value;
use crate::report::{round, BuildNote, Record};
use std::time::Duration;

/// The document: a JSON array, a record a case in the cases' order, one
/// record a line.
pub fn document(records: &[Record], build: Option<&BuildNote>) -> String {
    if records.is_empty() {
        return "[]".to_string();
    }
    let lines: Vec<String> = records
        .iter()
        .map(|record| value(record, build).to_json())
        .collect();
    format!("[\n{}\n]", lines.join(",\n"))
}

/// `text` as a JSON string, or `null`.
fn text(text: &Option<String>) -> Value {
    text.clone().map_or(Value::Null, Value::String)
}

/// Seconds, to the millisecond, or `null`.
fn seconds(duration: Option<Duration>) -> Value {
    duration.map_or(Value::Null, |d| Value::Number(round(d.as_secs_f64(), 3)))
}

/// One record: oj's `status`, `testcase` (`name`, `input`, and `output`
/// only when the expected output is a file, as oj leaves it out),
/// `output` (what the solution printed), `exitcode`, `elapsed` (wall
/// seconds) and `memory` (MiB); then this judge's `expected`, `reason`,
/// `cpu`, `near`, `rests_on`, `left_out` and `build`.
pub fn value(record: &Record, build: Option<&BuildNote>) -> Value {
    let mut testcase = vec![
        ("name".into(), Value::String(record.name.clone())),
        ("input".into(), text(&record.input_from)),
    ];
    if let Some(output) = &record.output_from {
        testcase.push(("output".into(), Value::String(output.clone())));
    }
    Value::Object(vec![
        ("status".into(), Value::String(record.kind.to_string())),
        ("testcase".into(), Value::Object(testcase)),
        ("output".into(), text(&record.output)),
        (
            "exitcode".into(),
            record
                .exitcode
                .map_or(Value::Null, |c| Value::Number(c as f64)),
        ),
        ("elapsed".into(), seconds(record.wall)),
        (
            "memory".into(),
            record.memory_kib.map_or(Value::Null, |kib| {
                Value::Number(round(kib as f64 / 1024.0, 1))
            }),
        ),
        ("expected".into(), text(&record.expected)),
        ("reason".into(), Value::String(record.reason.clone())),
        ("cpu".into(), seconds(record.cpu)),
        ("near".into(), record.near.map_or(Value::Null, Value::Bool)),
        ("rests_on".into(), text(&record.rests_on)),
        ("left_out".into(), text(&record.left_out)),
        ("build".into(), build_value(record, build)),
    ])
}

/// How the solution was built: its name, command, whether it built,
/// whether the cache gave it, its seconds, and a failed build's whole text.
fn build_value(record: &Record, build: Option<&BuildNote>) -> Value {
    let build = match build {
        Some(build) => build,
        None => return Value::Object(vec![("name".into(), Value::String(record.build.clone()))]),
    };
    Value::Object(vec![
        ("name".into(), Value::String(build.name.clone())),
        ("command".into(), Value::String(build.command.clone())),
        ("ok".into(), Value::Bool(build.ok)),
        ("reused".into(), Value::Bool(build.reused)),
        ("seconds".into(), Value::Number(round(build.seconds, 3))),
        ("error".into(), text(&build.error)),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::parse;
    use crate::verdict::Kind;

    #[test]
    fn records_make_one_array_with_oj_fields_first() {
        let mut ran = Record::unrun("sample", "g++", Kind::Ac, "0.01 s CPU".to_string());
        ran.input_from = Some("/t/sample.in".to_string());
        ran.output_from = Some("/t/sample.out".to_string());
        ran.output = Some("r\n".to_string());
        ran.expected = Some("r\n".to_string());
        ran.exitcode = Some(0);
        ran.cpu = Some(Duration::from_millis(12));
        ran.wall = Some(Duration::from_millis(15));
        ran.memory_kib = Some(3584);
        ran.near = Some(false);
        let mut unrun = Record::unrun("own", "g++", Kind::Ce, "not built".to_string());
        unrun.input_from = Some("/t/own.in".to_string());
        let build = BuildNote {
            name: "g++".to_string(),
            command: "g++ main.cpp".to_string(),
            ok: false,
            reused: false,
            seconds: 0.25,
            error: Some("main.cpp:1: error".to_string()),
        };
        let text = document(&[ran, unrun], Some(&build));
        let array = parse(&text).unwrap();
        let records = array.as_array().unwrap();
        assert_eq!(records.len(), 2);
        let first = &records[0];
        let keys: Vec<&str> = match first {
            Value::Object(members) => members.iter().map(|(k, _)| k.as_str()).collect(),
            _ => panic!("{}", text),
        };
        assert_eq!(
            &keys[..6],
            ["status", "testcase", "output", "exitcode", "elapsed", "memory"]
        );
        assert_eq!(first.get("status"), Some(&Value::String("AC".into())));
        let case = first.get("testcase").unwrap();
        assert_eq!(case.get("output").unwrap().as_str(), Some("/t/sample.out"));
        assert_eq!(first.get("output").unwrap().as_str(), Some("r\n"));
        assert_eq!(first.get("elapsed"), Some(&Value::Number(0.015)));
        assert_eq!(first.get("memory"), Some(&Value::Number(3.5)));
        assert_eq!(first.get("cpu"), Some(&Value::Number(0.012)));
        let second = &records[1];
        // oj leaves `output` out of a testcase with no expected file.
        assert_eq!(second.get("testcase").unwrap().get("output"), None);
        assert_eq!(second.get("status"), Some(&Value::String("CE".into())));
        assert_eq!(second.get("output"), Some(&Value::Null));
        let error = second.get("build").unwrap().get("error").unwrap();
        assert_eq!(error.as_str(), Some("main.cpp:1: error"));
        assert_eq!(document(&[], None), "[]");
    }
}
