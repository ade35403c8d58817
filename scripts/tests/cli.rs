//! The command line as a contestant meets it: `--help`, options in any
//! order, names as judges write them, each mistake answered in one line
//! with exit status 2, `--json` as oj's one document (read by
//! `python3 -m json.tool`, `jq` and a script written for oj), `-c` and
//! `--tl`. Every command the judge prints, pasted into `sh`, is
//! `tests/pasted.rs`. Quick tier: the solutions are shell scripts.
#![cfg(unix)]

mod common;

use common::cli::{judge, stress, Cli, Ran, JUDGE, STRESS};
use common::record::{names, records, Fields};
use common::report::line_after;
use common::scratch;
use common::solutions::printing;
use eight_judge::cli::{help, Tool, Use, OPTIONS};
use eight_judge::json::Value;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;

#[test]
fn help_lists_every_option_each_command_takes_and_exits_0() {
    for (program, tool) in [(JUDGE, Tool::Judge), (STRESS, Tool::Stress)] {
        for args in [&["--help"][..], &["poj1077", "-h"], &["-j", "2", "--help"]] {
            let ran = Cli::new(program)
                .args(args)
                .in_folder(&eight_judge::workspace())
                .run();
            assert_eq!(ran.code, 0, "{:?}", args);
            let shown = ran.stdout;
            assert_eq!(shown.trim_end(), help(tool).trim_end());
            for opt in &OPTIONS {
                let listed = shown.lines().any(|line| {
                    line.split_whitespace()
                        .any(|word| word.trim_end_matches(',').starts_with(opt.long))
                });
                assert_eq!(
                    listed,
                    opt.use_in(tool) == Use::Yes,
                    "{} in {:?}'s help:\n{}",
                    opt.long,
                    tool,
                    shown
                );
            }
        }
    }
}

#[test]
fn names_as_judges_and_addresses_write_them() {
    let root = scratch::workspace("names");
    let solution = printing(&root.join("s.sh"), "0\\n");
    let solution = solution.to_str().unwrap();
    for (name, problem) in [
        ("POJ1077", "poj1077"),
        ("poj-1077", "poj1077"),
        ("P1379", "luogu1379"),
        ("luogu/P1379", "luogu1379"),
        ("https://www.luogu.com.cn/problem/P1379", "luogu1379"),
        ("abc224_d", "abc224d"),
        ("https://vjudge.net/problem/HDU-1043", "hdu1043"),
    ] {
        // No case of that name: the problem is named, nothing is built.
        let ran = judge(&[name, solution, "no-such-case"])
            .in_folder(&eight_judge::workspace())
            .run();
        assert_eq!(ran.code, 2, "{}", name);
        let said = ran.stderr;
        assert!(
            said.starts_with(&format!(
                "cargo judge: {} has no case \"no-such-case\"",
                problem
            )),
            "{}: {}",
            name,
            said
        );
    }
    fs::remove_dir_all(&root).unwrap();
}

/// A folder `name` in `root`, made: its path.
fn folder(root: &Path, name: &str) -> String {
    let path = root.join(name);
    fs::create_dir_all(&path).unwrap();
    path.to_string_lossy().into_owned()
}

/// Command lines with one mistake each in `root` (`s` a solution there),
/// and what the answer to each says: `(program, arguments, words)`.
fn mistakes(root: &Path, s: &str) -> Vec<(&'static str, Vec<String>, String)> {
    let test = root.join("test");
    let dangling = folder(root, "dangling");
    fs::write(root.join("dangling/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(root.join("dangling/a.out"), "r\n").unwrap();
    fs::write(root.join("dangling/b.out"), "r\n").unwrap();
    let empty = folder(root, "empty");
    let json_into_folder = format!("--json={}", empty);
    let cases: Vec<(&str, Vec<&str>, String)> = vec![
        (
            JUDGE,
            vec!["poj1077", s, "-d", &dangling],
            format!(
                "{}/b.out has no b.in beside it (a dangling output",
                dangling
            ),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "-d", &empty],
            format!("{} holds no case", empty),
        ),
        (
            JUDGE,
            vec!["poj1077", test.to_str().unwrap()],
            format!("{} is a folder, not a file", test.display()),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "-d", s],
            format!("-d {} is a file, not a folder", s),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--tl", "0"],
            "--tl \"0\": a time limit is more than 0".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--ml", "0"],
            "--ml \"0\": a memory limit is at least 1 MiB".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1078", s],
            "\"poj1078\" is no problem here; the closest: poj1077, ".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--seed", "2"],
            "cargo judge has no --seed: ".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--golden"],
            "--golden without -d: ".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", "-c", "./a.out < in"],
            "-c \"./a.out < in\": '<' is shell syntax".to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, &json_into_folder],
            format!("--json {}: is a folder", empty),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--jsno"],
            "--jsno is no option; did you mean --json?".to_string(),
        ),
        (
            STRESS,
            vec!["poj1077", s, "-d", "test"],
            "cargo stress has no --directory (--directory test): the stress test draws its own \
             cases; --save test keeps a failing one in test"
                .to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "--save=kept"],
            "cargo judge has no --save (--save kept): the judge keeps no case; cargo stress \
             --save kept keeps a failing one"
                .to_string(),
        ),
        (
            JUDGE,
            vec!["poj1077", s, "-c", "sh s.sh"],
            format!(
                "{} is a solution file and -c \"sh s.sh\" a command: give one, the file or \
                 the command, not both",
                s
            ),
        ),
        (
            STRESS,
            vec!["poj1077", "-c", "sh s.sh", s],
            format!("{} is a solution file and -c \"sh s.sh\" a command", s),
        ),
        (
            JUDGE,
            vec!["--clean", "poj1077", s],
            "--clean takes no other argument: \"poj1077\" (it empties the work folder: the \
             build cache, the kept boards and figures, and nothing else): give it alone"
                .to_string(),
        ),
        (
            JUDGE,
            vec!["-j", "2", "--clean"],
            "--clean takes no other option (it empties the work folder: the build cache, the \
             kept boards and figures, and nothing else)"
                .to_string(),
        ),
        (
            STRESS,
            vec!["poj1077", s, "--json"],
            "cargo stress has no --json: ".to_string(),
        ),
        (
            STRESS,
            vec!["poj1077", s, "extra"],
            "\"extra\" is one argument too many".to_string(),
        ),
    ];
    cases
        .into_iter()
        .map(|(program, args, says)| {
            let args = args.iter().map(|a| a.to_string()).collect();
            (program, args, says)
        })
        .collect()
}

#[test]
fn each_mistake_is_answered_in_one_line_with_exit_2() {
    let root = scratch::workspace("mistakes");
    let solution = printing(&root.join("s.sh"), "r\\n");
    for (program, args, says) in mistakes(&root, solution.to_str().unwrap()) {
        let ran = Cli::new(program).args(&args).in_folder(&root).run();
        let said = ran.stderr;
        assert_eq!(ran.code, 2, "{:?}: {}", args, said);
        assert!(ran.stdout.is_empty(), "{:?}", args);
        assert!(
            said.contains(&says),
            "{:?}:\n{}\nnot:\n{}",
            args,
            said,
            says
        );
        assert_eq!(said.lines().count(), 1, "{:?}: {}", args, said);
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn jobs_beyond_the_cases_say_what_was_used() {
    let root = scratch::workspace("jobs");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let solution = printing(&root.join("s.sh"), "r\\n");
    let ran = judge(&["-j", "99", "-d", "test", "poj1077"])
        .arg(&solution)
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let said = ran.stdout;
    assert!(
        said.contains(" (no .out: judged against the reference answer), 1 at once (-j 99: no more than the cases)\n"),
        "{}",
        said
    );
    fs::remove_dir_all(&root).unwrap();
}

/// A judging of `test/` with `--json --quiet`, its document as printed:
/// a case with its `.out`, one without, one whose `.out` breaks the rule
/// (FAIL).
fn judged_document(root: &Path) -> Ran {
    let test = root.join("test");
    fs::write(test.join("a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("a.out"), "r\n").unwrap();
    fs::write(test.join("b.in"), "1 2 3 4 5 6 7 8 x\n").unwrap();
    fs::write(test.join("c.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("c.out"), "l\n").unwrap();
    printing(&root.join("s.sh"), "r\\n");
    judge(&["poj1077", "s.sh", "-d", "test", "--json", "--quiet"])
        .in_folder(root)
        .run()
}

#[test]
fn the_json_document_is_oj_s_array_field_by_field() {
    let root = scratch::workspace("json");
    let ran = judged_document(&root);
    assert_eq!(ran.code, 3, "{}", ran.stderr);
    assert!(ran.stderr.is_empty(), "{}", ran.stderr);
    let document = ran.stdout;
    let cases = records(&document, "");
    assert_eq!(names(&cases), ["a", "b", "c"], "{}", document);
    let test = root.join("test");
    let at = |name: &str| test.join(name).to_string_lossy().into_owned();
    let number = |v: Option<&Value>| matches!(v, Some(Value::Number(_)));
    for (record, name) in cases.iter().zip(["a", "b", "c"]) {
        assert_eq!(record.text("testcase.input"), at(&format!("{}.in", name)));
        let output = record.field("testcase.output");
        match name {
            "b" => assert_eq!(output, None),
            _ => assert_eq!(record.text("testcase.output"), at(&format!("{}.out", name))),
        }
    }
    let (a, b, c) = (&cases[0], &cases[1], &cases[2]);
    assert_eq!(a.text("status"), "AC");
    assert_eq!(a.text("output"), "r\n");
    assert_eq!(a.number("exitcode"), 0.0);
    assert!(number(a.field("elapsed")) && number(a.field("memory")) && number(a.field("cpu")));
    assert_eq!(a.text("expected"), "r\n");
    assert_eq!(a.flag("near"), Some(false));
    assert_eq!(a.field("left_out"), Some(&Value::Null));
    assert_eq!(a.text("build.name"), "sh");
    assert_eq!(a.flag("build.ok"), Some(true));
    // b: solved already; its expected output the reference answer's.
    assert_eq!(b.text("status"), "WA");
    assert_eq!(b.text("expected"), "\n");
    assert!(b.text("reason").starts_with("board 1: "));
    // c: its .out is wrong by the rule: not run, nothing printed.
    assert_eq!(c.text("status"), "FAIL");
    assert_eq!(c.field("output"), Some(&Value::Null));
    assert_eq!(c.field("elapsed"), Some(&Value::Null));
    // What other readers make of it.
    let file = root.join("document.json");
    fs::write(&file, &document).unwrap();
    for reader in [
        &["python3", "-m", "json.tool"][..],
        &["jq", "-e", "length == 3"],
    ] {
        match Command::new(reader[0])
            .args(&reader[1..])
            .arg(&file)
            .output()
        {
            Err(_) => eprintln!("skipped: no {}", reader[0]),
            Ok(read) => assert!(
                read.status.success(),
                "{:?}: {}",
                reader,
                common::cli::text(&read.stderr)
            ),
        }
    }
    fs::remove_dir_all(&root).unwrap();
}

/// A script written for `oj test --json`'s output, as oj's own summary
/// reads it: every record's status, its case's name and files, its time
/// and memory.
const OJ_SCRIPT: &str = r#"
import json, sys
history = json.load(sys.stdin)
ac = sum(1 for r in history if r['status'] == 'AC')
slowest = max(r['elapsed'] or 0 for r in history)
for r in history:
    with open(r['testcase']['input']) as f:
        f.read()
    if 'output' in r['testcase']:
        open(r['testcase']['output']).read()
    print(r['testcase']['name'], r['status'], r['exitcode'], r['memory'])
print('%d AC / %d cases, slowest %.3f' % (ac, len(history), slowest))
"#;

#[test]
fn a_script_written_for_oj_reads_the_document_unchanged() {
    if eight_judge::build::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    let root = scratch::workspace("oj");
    let ran = judged_document(&root);
    let mut script = Command::new("python3")
        .args(["-c", OJ_SCRIPT])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    script
        .stdin
        .take()
        .unwrap()
        .write_all(ran.stdout.as_bytes())
        .unwrap();
    let read = Ran::of(&script.wait_with_output().unwrap());
    assert_eq!(read.code, 0, "{}", read.stderr);
    let lines = read.stdout;
    assert!(lines.starts_with("a AC 0 "), "{}", lines);
    assert!(lines.contains("\nc FAIL None None\n"), "{}", lines);
    assert!(lines.contains("\n1 AC / 3 cases, slowest "), "{}", lines);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn json_into_a_file_leaves_the_text_on_stdout() {
    let root = scratch::workspace("json-file");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    printing(&root.join("s.sh"), "r\\n");
    let judged = judge(&["poj1077", "s.sh", "-d", "test"])
        .in_folder(&root)
        .json_to(Path::new("out.json"));
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert!(judged.report.contains("\nAC   sh/a  ("));
    assert_eq!(judged.records.len(), 1);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_command_runs_as_given_under_the_limits_given() {
    let root = scratch::workspace("command");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::create_dir_all(root.join("bin")).unwrap();
    printing(&root.join("bin/solve.sh"), "r\\n");
    // A relative path is the folder's the judge runs in, as with oj's -c.
    let judged = judge(&["poj1077", "-c", "sh bin/solve.sh", "-d", "test"])
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let header = judged.report;
    assert!(
        header.starts_with(&format!(
            "==> judging sh {}/bin/solve.sh as poj1077",
            root.display()
        )),
        "{}",
        header
    );
    assert_eq!(judged.records[0].text("build.name"), "command");
    // A spinner under --tl 0.2: TLE at the limit given, not the problem's.
    fs::write(root.join("spin.sh"), "while :; do :; done\n").unwrap();
    let judged = judge(&["poj1077", "spin.sh", "-d", "test", "--tl", "200ms"])
        .in_folder(&root)
        .json_to(Path::new("spin.json"));
    let said = judged.report;
    assert_eq!(judged.code, 1, "{}", said);
    // The header says where the limit came from.
    assert!(
        said.contains("    limits: 0.20 s CPU, 64.0 MiB (--tl given in place of the problem's: "),
        "{}",
        said
    );
    let spun = &judged.records[0];
    assert_eq!(spun.text("status"), "TLE");
    assert_eq!(spun.number("limits.cpu"), 0.2);
    assert_eq!(spun.number("limits.memory"), 64.0);
    // The stress test takes both alike.
    printing(&root.join("zero.sh"), "0\\n");
    let args = ["P1379", "-c", "sh zero.sh", "--cases", "20", "--tl", "2"];
    let ran = stress(&args).in_folder(&root).run();
    let (report, progress) = (&ran.stdout, &ran.stderr);
    assert_eq!(ran.code, 1, "{}{}", report, progress);
    assert!(
        progress.contains("; 2.00 s CPU, 125.0 MiB a run (--tl, --ml given)\n"),
        "{}",
        progress
    );
    let zero = root.join("zero.sh");
    assert!(
        line_after(report, "reproduce: ").starts_with(&format!("sh {} < ", zero.display())),
        "{}",
        report
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn json_into_a_file_never_overwrites_what_is_plainly_not_a_document() {
    let root = scratch::workspace("json-refused");
    let test = root.join("test");
    fs::write(test.join("a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("a.out"), "r\n").unwrap();
    fs::write(test.join("cc.json"), "{\"tests\": []}\n").unwrap();
    fs::write(root.join("notes.txt"), "mine\n").unwrap();
    printing(&root.join("s.sh"), "r\\n");
    for (file, why) in [
        ("s.sh", "s.sh: is the solution judged"),
        ("test/a.in", "test/a.in: has a case file's extension (.in)"),
        (
            "test/a.out",
            "test/a.out: has a case file's extension (.out)",
        ),
        ("x.prob", "x.prob: has a case file's extension (.prob)"),
        (
            "test/cc.json",
            "test/cc.json: is a test file of -d's folder",
        ),
        ("notes.txt", "notes.txt: holds something other than JSON"),
        ("", "--json \"\": an empty name names no file"),
    ] {
        let before = fs::read(root.join(file)).ok();
        let ran = judge(&["poj1077", "s.sh", "-d", "test"])
            .arg(format!("--json={}", file))
            .in_folder(&root)
            .run();
        assert_eq!(ran.code, 2, "{}: {}", file, ran.both());
        assert!(ran.stdout.is_empty(), "{}: {}", file, ran.stdout);
        assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
        assert!(ran.stderr.contains(why), "{}: {}", file, ran.stderr);
        assert_eq!(fs::read(root.join(file)).ok(), before, "{}", file);
    }
    // The solution named in -c is the solution too.
    let ran = judge(&["poj1077", "-c", "sh s.sh", "-d", "test", "--json=s.sh"])
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 2, "{}", ran.both());
    // An empty file, or a document of an earlier judging, is written.
    fs::write(root.join("empty.json"), "").unwrap();
    for file in ["empty.json", "empty.json", "new.json"] {
        let ran = judge(&["poj1077", "s.sh", "-d", "test"])
            .arg(format!("--json={}", file))
            .in_folder(&root)
            .run();
        assert_eq!(ran.code, 0, "{}: {}", file, ran.both());
        let document = fs::read_to_string(root.join(file)).unwrap();
        assert_eq!(records(&document, &ran.stdout).len(), 1, "{}", file);
    }
    // A bare --json before a file's name: the name is read as a name, and
    // the answer says how to give the file.
    for args in [
        &["poj1077", "s.sh", "-d", "test", "--json", "out.json"][..],
        &["--json", "out.json", "poj1077", "s.sh"],
        &["poj1077", "--json", "out.json", "s.sh"],
    ] {
        let ran = judge(args).in_folder(&root).run();
        assert_eq!(ran.code, 2, "{:?}: {}", args, ran.both());
        assert!(
            ran.stderr
                .contains("(--json takes its file after \"=\": --json=out.json; "),
            "{:?}: {}",
            args,
            ran.stderr
        );
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_reader_gone_away_leaves_the_exit_status_to_the_verdicts() {
    let root = scratch::workspace("gone");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    printing(&root.join("wrong.sh"), "l\\n");
    // Standard output's reader gone before the header (`| head -c0`), or
    // standard output closed (`>&-`): the WA still exits 1.
    for json in [false, true] {
        let mut cli = judge(&["poj1077", "wrong.sh", "-d", "test"]).in_folder(&root);
        if json {
            cli = cli.arg("--json");
        }
        let mut child = cli.spawn();
        drop(child.stdout.take());
        let ran = Ran::of(&child.wait_with_output().unwrap());
        assert_eq!(ran.code, 1, "--json {}: {}", json, ran.stderr);
    }
    let closed = Command::new("sh")
        .args(["-c", "exec \"$@\" >&-", "sh", JUDGE, "poj1077", "wrong.sh"])
        .args(["-d", "test"])
        .current_dir(&root)
        .output()
        .unwrap();
    assert_eq!(closed.status.code(), Some(1), "{:?}", closed);
    // The stress test's progress, its standard error's reader gone: no
    // panic, the failure's status.
    printing(&root.join("zero.sh"), "0\\n");
    let mut child = stress(&["P1379", "zero.sh", "--cases", "20"])
        .in_folder(&root)
        .spawn();
    drop(child.stderr.take());
    let ran = Ran::of(&child.wait_with_output().unwrap());
    assert_eq!(ran.code, 1, "{}", ran.stdout);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_command_whose_program_cannot_run_is_refused_before_judging() {
    let root = scratch::workspace("program");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(root.join("plain.txt"), "echo r\n").unwrap();
    for (command, says) in [
        (
            "./no-such",
            "-c \"./no-such\": ./no-such: there is no such file",
        ),
        (
            "./plain.txt",
            "/plain.txt: is not an executable file (chmod +x it",
        ),
        ("./test", "/test: is a folder, not a program"),
        (
            "no-such-program-here",
            "no-such-program-here: no program of that name is found on PATH",
        ),
        (
            "plain.txt",
            "found on PATH; this folder's plain.txt is ./plain.txt",
        ),
    ] {
        for cli in [
            judge(&["poj1077", "-c", command, "-d", "test"]),
            stress(&["P1379", "-c", command]),
        ] {
            let ran = cli.in_folder(&root).run();
            assert_eq!(ran.code, 2, "{}: {}", command, ran.both());
            assert!(ran.stdout.is_empty(), "{}: {}", command, ran.stdout);
            assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
            assert!(ran.stderr.contains(says), "{}: {}", command, ran.stderr);
        }
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn the_header_names_only_the_cases_with_no_out() {
    let root = scratch::workspace("no-out");
    let test = root.join("test");
    fs::write(test.join("a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("a.out"), "r\n").unwrap();
    printing(&root.join("s.sh"), "r\\n");
    let of = |ran: &Ran| {
        ran.stdout
            .lines()
            .find(|line| line.contains(" of ") && line.contains(" at once"))
            .unwrap_or_default()
            .to_string()
    };
    let judged = || {
        judge(&["poj1077", "s.sh", "-d", "test"])
            .in_folder(&root)
            .run()
    };
    let ran = judged();
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert!(!of(&ran).contains("no .out"), "{}", ran.stdout);
    fs::write(test.join("b.in"), "1 2 3 4 5 6 x 7 8\n").unwrap();
    let ran = judged();
    assert_eq!(
        of(&ran),
        format!(
            "    2 cases of {} (1 of them with no .out, judged against the reference \
             answer: b), 2 at once",
            test.display()
        )
    );
    fs::remove_file(test.join("a.out")).unwrap();
    let ran = judged();
    assert!(
        of(&ran).ends_with(" (no .out: judged against the reference answer), 2 at once"),
        "{}",
        of(&ran)
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_build_the_judge_cannot_set_up_is_its_own_fail_never_the_files_ce() {
    // A work folder the judge cannot build in (here its cache folder
    // with a file where its builds' folder would be) made every case CE
    // and exit 1, as if the file were at fault: it is the judge's FAIL,
    // exit 3.
    let folder = scratch::outside("unwritable-work");
    let cache = folder.join("cache");
    fs::create_dir_all(&cache).unwrap();
    fs::set_permissions(&cache, fs::Permissions::from_mode(0o700)).unwrap();
    fs::write(cache.join("builds"), "not a folder").unwrap();
    let solution = folder.join("main.c");
    fs::write(&solution, "int main(void) { return 0; }\n").unwrap();
    let json = folder.join("judged.json");
    let ran = judge(&["judge", "poj1077", "main.c", "sample"])
        .arg(format!("--json={}", json.display()))
        .env("EIGHT_JUDGE_CACHE", &cache)
        .in_folder(&folder)
        .run();
    assert_eq!(ran.code, 3, "{}", ran.both());
    assert!(ran.stdout.contains("FAIL compile"), "{}", ran.both());
    let document = fs::read_to_string(&json).unwrap();
    let judged = records(&document, &ran.stdout);
    assert_eq!(judged[0].text("status"), "FAIL", "{}", document);
}
