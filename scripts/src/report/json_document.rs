//! `--json`: the records as online-judge-tools' `oj test --json` prints
//! them (`onlinejudge_command/subcommand/test.py`: one array, a record a
//! case), with this judge's own fields added to each, so that a script
//! written for oj's output reads ours unchanged. A rendering of the
//! records ([`crate::judging::record`]), as the text line is.

use crate::json::Value;
use crate::judging::record::{Outcome, Record};
use crate::judging::speed::SpeedShown;
use crate::judging::verdict::signal_name;
use crate::judging::verdict::{unstarted_text, Near, Verdict};
use crate::report::summary::BuildNote;
use crate::run::Ending;
use crate::shown::round;
use std::time::Duration;

/// The document: a JSON array, a record a case in the cases' order, one
/// record a line; each with the judge's speed its CPU limit was scaled
/// by, or `null`.
pub fn document(
    records: &[Record],
    build: Option<&BuildNote>,
    speed: Option<&SpeedShown>,
) -> String {
    if records.is_empty() {
        return "[]".to_string();
    }
    let speed = speed.map_or(Value::Null, speed_value);
    let lines: Vec<String> = records
        .iter()
        .map(|record| {
            let mut value = value(record, build);
            if let Value::Object(members) = &mut value {
                members.push(("speed".to_string(), speed.clone()));
            }
            value.to_json()
        })
        .collect();
    format!("[\n{}\n]", lines.join(",\n"))
}

/// `text` as a JSON string, or `null`.
fn text(text: &Option<String>) -> Value {
    text.clone().map_or(Value::Null, Value::String)
}

fn string(text: &str) -> Value {
    Value::String(text.to_string())
}

fn number(n: impl Into<f64>) -> Value {
    Value::Number(n.into())
}

/// Seconds, to the millisecond.
fn seconds(duration: Duration) -> Value {
    Value::Number(round(duration.as_secs_f64(), 3))
}

/// KiB as MiB, to a tenth.
fn mebibytes(kib: u64) -> Value {
    Value::Number(round(kib as f64 / 1024.0, 1))
}

/// `f` of the run's verdict, or `null` for a case not run.
fn of_run(record: &Record, f: impl FnOnce(&Verdict) -> Value) -> Value {
    record.verdict().map_or(Value::Null, f)
}

fn object(members: Vec<(&str, Value)>) -> Value {
    Value::Object(
        members
            .into_iter()
            .map(|(key, value)| (key.to_string(), value))
            .collect(),
    )
}

/// One record: oj's `status`, `testcase` (`name`, `input`, and `output`
/// only when the expected output is a file, as oj leaves it out),
/// `output` (what the solution printed), `exitcode`, `elapsed` (wall
/// seconds) and `memory` (MiB); then this judge's own: the figures and
/// how the run ended, what the rule found, what the case stands on, and
/// the build (the README's table says each).
pub fn value(record: &Record, build: Option<&BuildNote>) -> Value {
    let mut members = oj_fields(record);
    members.extend(run_fields(record));
    members.extend(case_fields(record));
    members.push(("build", build_value(record, build)));
    object(members)
}

/// oj's fields, in oj's order.
fn oj_fields(record: &Record) -> Vec<(&'static str, Value)> {
    let mut testcase = vec![
        ("name", string(&record.name)),
        ("input", text(&record.input_from)),
    ];
    if let Some(output) = &record.output_from {
        testcase.push(("output", string(output)));
    }
    vec![
        ("status", string(&record.status().to_string())),
        ("testcase", object(testcase)),
        ("output", text(&record.output)),
        (
            "exitcode",
            of_run(record, |v| v.ending.exitcode().map_or(Value::Null, number)),
        ),
        ("elapsed", record.wall().map_or(Value::Null, seconds)),
        ("memory", record.memory_kib().map_or(Value::Null, mebibytes)),
    ]
}

/// The run's: what it was judged against, the reason, the figures and
/// limits, how it ended, near, the answer and what the rule found, what
/// it did beside.
fn run_fields(record: &Record) -> Vec<(&'static str, Value)> {
    vec![
        ("expected", text(&record.expected)),
        ("reason", string(&record.reason())),
        ("cpu", record.cpu().map_or(Value::Null, seconds)),
        (
            "memory_counted",
            record.decided_kib().map_or(Value::Null, mebibytes),
        ),
        ("ended", of_run(record, ended)),
        ("limits", of_run(record, limits)),
        ("near", record.near().map_or(Value::Null, Value::Bool)),
        (
            "near_limits",
            of_run(record, |v| Value::Array(v.near.iter().map(near).collect())),
        ),
        (
            "answer",
            of_run(record, |v| match v.answer {
                Some(true) => string("right"),
                Some(false) => string("wrong"),
                None => Value::Null,
            }),
        ),
        ("found", found(record)),
        (
            "output_bytes",
            of_run(record, |v| number(v.output_bytes as f64)),
        ),
        ("left_running", of_run(record, left_running)),
        ("files_written", of_run(record, files_written)),
        (
            "output_held",
            of_run(record, |v| Value::Bool(v.notes.output_held)),
        ),
        ("stderr", of_run(record, stderr)),
    ]
}

/// The case's: what it stands on, the evidence of its volume, the advice
/// of a failure left out, its runs again.
fn case_fields(record: &Record) -> Vec<(&'static str, Value)> {
    let again = record.again.map_or(Value::Null, |again| {
        object(vec![
            ("tries", number(again.tries)),
            ("conclusive", Value::Bool(again.conclusive)),
        ])
    });
    let evidence = record.evidence().map_or(Value::Null, |e| {
        object(vec![
            ("published", string(e.published)),
            ("judge_ms", number(e.judge_ms as f64)),
            ("ours", string(e.ours)),
            ("here_ms", number(e.here_ms as f64)),
            ("holds", Value::Bool(e.holds())),
        ])
    });
    vec![
        (
            "rests_on",
            record.standing.map_or(Value::Null, |r| string(r.name())),
        ),
        ("evidence", evidence),
        (
            "left_out",
            record.left_out.map_or(Value::Null, |b| string(b.advice)),
        ),
        ("again", again),
    ]
}

/// How the run ended: `{"how": "signalled", "signal": 11, "name":
/// "SIGSEGV", "cause": "stack overflow"}` and the like.
fn ended(verdict: &Verdict) -> Value {
    let mut members = vec![("how", string(verdict.ending_name()))];
    match &verdict.ending {
        Ending::Exited(code) => {
            members.push(("code", number(*code)));
            let name = crate::run::exit_name(*code);
            members.push(("code_name", name.map_or(Value::Null, string)));
        }
        Ending::Signalled(signal) => {
            members.push(("signal", number(*signal)));
            members.push(("name", signal_name(*signal).map_or(Value::Null, string)));
            let cause = verdict.cause.map_or(Value::Null, |c| string(c.name()));
            members.push(("cause", cause));
        }
        Ending::OutputLimit => members.push(("file", Value::Null)),
        Ending::FileLimit(file) => members.push(("file", string(file))),
        Ending::MissingInterpreter(_) | Ending::NotStarted(_) => {
            members.push(("why", string(&unstarted_text(&verdict.ending))))
        }
        _ => {}
    }
    if verdict.ending.by_itself() {
        members.push(("refused", verdict.refused.map_or(Value::Null, string)));
    }
    object(members)
}

/// The limits of the run: CPU and wall seconds, memory and output MiB
/// (`null`: none), processes.
fn limits(verdict: &Verdict) -> Value {
    let limits = &verdict.limits;
    object(vec![
        ("cpu", seconds(limits.time)),
        ("wall", seconds(limits.wall)),
        ("memory", mebibytes(limits.memory_kib)),
        ("output", limits.output_kib.map_or(Value::Null, mebibytes)),
        ("processes", number(limits.processes)),
    ])
}

/// `{"measure": "cpu", "used": 1.12, "limit": 1.0}` (seconds; MiB for
/// memory).
fn near(near: &Near) -> Value {
    let (used, limit) = match *near {
        Near::Cpu { used, limit } => (seconds(used), seconds(limit)),
        Near::Memory {
            used_kib,
            limit_kib,
        } => (mebibytes(used_kib), mebibytes(limit_kib)),
    };
    object(vec![
        ("measure", string(near.name())),
        ("used", used),
        ("limit", limit),
    ])
}

/// What the rule found: `{"text": "board 3: ..."}`; `null` where it
/// found nothing or did not judge.
fn found(record: &Record) -> Value {
    let found = match &record.outcome {
        Outcome::Ran(verdict) => verdict.found.as_ref(),
        Outcome::Unrun(_) => None,
    };
    let found = match found {
        Some(found) => found,
        None => return Value::Null,
    };
    let number = |n: Option<usize>| n.map_or(Value::Null, |n| Value::Number(n as f64));
    let line = |text: &Option<String>| text.clone().map_or(Value::Null, Value::String);
    let blame = match found.blame {
        crate::problems::format::Blame::Output => "output",
        crate::problems::format::Blame::Expected => "expected",
    };
    object(vec![
        ("blame", Value::String(blame.to_string())),
        ("case", number(found.case)),
        ("line", number(found.line)),
        ("wanted", line(&found.wanted)),
        ("given", line(&found.given)),
        ("text", Value::String(found.text.clone())),
    ])
}

fn left_running(verdict: &Verdict) -> Value {
    Value::Array(
        verdict
            .notes
            .left_running
            .iter()
            .map(|n| string(n))
            .collect(),
    )
}

fn files_written(verdict: &Verdict) -> Value {
    let files = verdict.notes.files_written.iter().map(|file| {
        object(vec![
            ("name", string(&file.name)),
            ("bytes", number(file.bytes as f64)),
        ])
    });
    Value::Array(files.collect())
}

/// What it said on standard error: its first line and its last, the
/// lines kept, those that point into the contestant's file, and a path
/// the box did not show.
fn stderr(verdict: &Verdict) -> Value {
    let lossy = |bytes: &[u8]| string(&String::from_utf8_lossy(bytes));
    verdict.notes.said.as_ref().map_or(Value::Null, |said| {
        let lines = |picked: &mut dyn Iterator<Item = &String>| {
            Value::Array(picked.map(|l| string(l)).collect())
        };
        object(vec![
            ("first", lossy(&said.first)),
            ("last", said.last.as_deref().map_or(Value::Null, lossy)),
            ("lines", lines(&mut said.lines.iter())),
            (
                "pointing",
                lines(&mut said.pointing.iter().map(|&i| &said.lines[i])),
            ),
            ("unseen", said.unseen.as_deref().map_or(Value::Null, string)),
        ])
    })
}

/// How the solution was built: its name, command, why that build,
/// whether it built, whether the cache gave it, its seconds, what the
/// compiler said of it, and a failed build's whole text.
/// `{"ratio": 0.5, "statement_cpu": 1.0, "cpu": 0.5, "from": "...",
/// "applied": true, "records": [...], "taken": "..."}`: the judge's speed
/// beside this machine's, the statement's CPU limit on the judge and the
/// limit here (seconds), where the ratio comes from, whether it scaled
/// the limit (not where the records disagree), in words and as the records it
/// rests on (each: where it is published, its time there, the least of
/// its runs here and each run, milliseconds; its ratio; this project's
/// program of it), and when it was measured (`null` where it was given).
fn speed_value(speed: &SpeedShown) -> Value {
    let ms = |us: u64| Value::Number(round(us as f64 / 1000.0, 3));
    let records = speed
        .records
        .iter()
        .map(|r| {
            object(vec![
                ("record", string(r.record)),
                ("judge_ms", Value::Number(r.judge_ms as f64)),
                ("here_ms", ms(r.here_us)),
                ("ratio", Value::Number(round(r.ratio, 4))),
                ("program", string(r.program)),
                (
                    "runs_ms",
                    Value::Array(r.runs_us.iter().map(|&us| ms(us)).collect()),
                ),
            ])
        })
        .collect();
    object(vec![
        ("ratio", Value::Number(round(speed.ratio, 4))),
        ("statement_cpu", seconds(speed.statement)),
        ("cpu", seconds(speed.here)),
        ("from", string(&speed.from)),
        ("applied", Value::Bool(speed.applied)),
        ("records", Value::Array(records)),
        ("taken", speed.taken.as_deref().map_or(Value::Null, string)),
    ])
}

fn build_value(record: &Record, build: Option<&BuildNote>) -> Value {
    let build = match build {
        Some(build) => build,
        None => return object(vec![("name", string(&record.build))]),
    };
    let why = object(vec![
        ("kind", string(build.why.name())),
        ("text", Value::String(build.why.text())),
    ]);
    object(vec![
        ("name", string(&build.name)),
        (
            "command",
            match build.command.as_str() {
                "" => Value::Null,
                command => string(command),
            },
        ),
        ("why", why),
        ("ok", Value::Bool(build.ok)),
        ("reused", Value::Bool(build.reused)),
        ("seconds", Value::Number(round(build.seconds, 3))),
        ("log", text(&build.log)),
        ("error", text(&build.error)),
    ])
}

#[cfg(test)]
mod tests;
