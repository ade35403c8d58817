//! The contestant's loop: their own cases (`-d DIR`, oj's layout and
//! competitive-companion's and cph's JSON), every case on every core in
//! order, `--json` records, `-D`, the build cache, and the workspace found
//! from the folder the judge runs in. Quick tier: the solutions are shell
//! scripts and a Python file, each run in a scratch workspace of its own.

mod common;

use common::cli::judge;
use common::record::{names, statuses, Fields};
use common::scratch;
use eight_judge::json::Value;
use std::fs;
use std::path::{Path, PathBuf};

/// A shell solution in `root` that prints `lines`, whatever the input.
fn printing(root: &Path, lines: &str) -> PathBuf {
    common::solutions::printing(&root.join("solution.sh"), lines)
}

#[test]
fn a_folder_of_own_cases_is_judged_by_the_rule_against_out_or_the_reference() {
    let root = scratch::workspace("dir");
    let test = root.join("test");
    // Another right answer than the .out: right by POJ 1077's rule.
    fs::write(test.join("a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("a.out"), "r\n").unwrap();
    // No .out: judged against the reference answer, by the rule.
    fs::write(test.join("b.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let solution = printing(&root, "lrr\\n");
    let own = |solution: &Path| {
        judge(&["poj1077", "-d", "test"])
            .arg(solution)
            .in_folder(&root)
    };
    let judged = own(&solution).json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let cases = &judged.records;
    assert_eq!(names(cases), ["a", "b"]);
    assert!(
        statuses(cases).iter().all(|&s| s == "AC"),
        "{}",
        judged.report
    );
    let at = |file: &str| test.join(file).to_string_lossy().into_owned();
    assert_eq!(cases[0].text("testcase.input"), at("a.in"));
    assert_eq!(cases[0].text("testcase.output"), at("a.out"));
    // oj leaves `output` out where no file holds the expected output.
    assert_eq!(cases[1].field("testcase.output"), None);
    assert_eq!(cases[1].text("expected"), "r\n");
    assert_eq!(cases[1].text("output"), "lrr\n");
    assert_eq!(cases[0].number("exitcode"), 0.0);
    assert!(matches!(cases[0].field("cpu"), Some(Value::Number(_))));
    // The text report went to stderr meanwhile, and --quiet drops it.
    assert!(judged.report.contains("AC   sh/a  ("), "{}", judged.report);
    let quiet = own(&solution).arg("--quiet").json();
    assert_eq!(quiet.report, "");
    // A wrong answer is WA; a .out that does not solve its board is the
    // case's fault, named, exit 3.
    fs::write(test.join("c.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("c.out"), "l\n").unwrap();
    let wrong = printing(&root, "u\\n");
    let judged = own(&wrong).json();
    assert_eq!(judged.code, 3, "{}", judged.report);
    let cases = &judged.records;
    assert_eq!(statuses(cases)[0], "WA");
    assert_eq!(statuses(cases)[2], "FAIL");
    assert!(
        cases[2].text("reason").starts_with(&format!(
            "{} is wrong by poj1077's rule: board 1",
            at("c.out")
        )),
        "{:?}",
        cases[2]
    );
    // CASE names still pick cases; --golden adds the golden ones.
    fs::write(root.join("testdata/poj1077/g.in"), "1 2 3 4 5 6 7 8 x\n").unwrap();
    fs::write(root.join("testdata/poj1077/g.out"), "\n").unwrap();
    let judged = own(&solution).args(&["--golden", "g", "b"]).json();
    assert_eq!(
        (judged.code, names(&judged.records)),
        (1, vec!["g", "b"]),
        "{}",
        judged.report
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn competitive_companion_and_cph_files_are_cases() {
    let root = scratch::workspace("json");
    let test = root.join("test");
    fs::write(
        test.join("eight.json"),
        r#"{"name":"Eight","url":"http://poj.org/problem?id=1077","tests":[
            {"input":"1 2 3 4 5 6 7 x 8\n","output":"r\n"},
            {"input":"1 2 3 4 5 6 7 x 8\n","output":"l\n"}]}"#,
    )
    .unwrap();
    // cph: a test added without an answer has an empty output.
    fs::write(
        test.join(".main.cpp_1a2b.prob"),
        r#"{"name":"Eight","tests":[{"id":1,"input":"1 2 3 4 5 6 7 x 8","output":""}],"srcPath":"/x/main.cpp"}"#,
    )
    .unwrap();
    let solution = printing(&root, "r\\n");
    let judged = judge(&["poj1077", "-d", "test"])
        .arg(&solution)
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 3, "{}", judged.report);
    let at = |file: &str| format!("{}#1", test.join(file).display());
    let (prob, json1) = (at(".main.cpp_1a2b.prob"), at("eight.json"));
    let json2 = json1.replace("#1", "#2");
    let seen: Vec<(&str, &str, &str)> = judged
        .records
        .iter()
        .map(|c| {
            (
                c.text("testcase.name"),
                c.text("testcase.input"),
                c.text("status"),
            )
        })
        .collect();
    assert_eq!(
        seen,
        [
            ("main.cpp_1a2b-1", prob.as_str(), "AC"),
            ("eight-1", json1.as_str(), "AC"),
            ("eight-2", json2.as_str(), "FAIL"),
        ]
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_bad_folder_or_case_is_a_usage_error_naming_it() {
    let root = scratch::workspace("bad");
    let solution = printing(&root, "r\\n");
    let test = root.join("test").to_string_lossy().into_owned();
    let cases: [(&str, &str, &str, String); 4] = [
        (
            "",
            "",
            "-d nowhere",
            "-d nowhere: there is no such folder".to_string(),
        ),
        ("", "", "-d test", format!("{} holds no case", test)),
        (
            "x.in",
            "1 2 3\n",
            "-d test",
            format!("{}/x.in is not in poj1077's input format: line 1", test),
        ),
        (
            "y.json",
            "{\"tests\": [",
            "-d test",
            format!("{}/y.json is not JSON: line 1, column 12", test),
        ),
    ];
    for (file, content, args, says) in cases {
        if !file.is_empty() {
            let _ = fs::remove_dir_all(root.join("test"));
            fs::create_dir_all(root.join("test")).unwrap();
            fs::write(root.join("test").join(file), content).unwrap();
        }
        let args: Vec<&str> = args.split(' ').collect();
        let ran = judge(&["poj1077"])
            .arg(&solution)
            .args(&args)
            .in_folder(&root)
            .run();
        assert_eq!((ran.code, ran.stdout.as_str()), (2, ""), "{}", ran.stderr);
        assert!(ran.stderr.contains(&says), "{:?}: {}", args, ran.stderr);
        assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn cases_run_at_once_are_reported_in_order() {
    let root = scratch::workspace("order");
    // The first case sleeps: with two jobs the second ends first.
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 8 x\n").unwrap();
    fs::write(root.join("test/b.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("solution.sh");
    fs::write(
        &path,
        "read b\ncase \"$b\" in *'8 x') sleep 1; echo ;; *) echo r ;; esac\n",
    )
    .unwrap();
    let judged = judge(&["poj1077", "-d", "test", "-j", "2"])
        .arg(&path)
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(names(&judged.records), ["a", "b"]);
    let lines: Vec<&str> = common::report::cases(&judged.report)
        .into_iter()
        .map(|(_, _, case)| case)
        .collect();
    assert_eq!(lines, ["a", "b"], "{}", judged.report);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_wrong_answer_is_shown_side_by_side_with_its_board() {
    let root = scratch::workspace("diff");
    fs::write(
        root.join("test/many.in"),
        "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n",
    )
    .unwrap();
    let solution = printing(&root, "\\nr\\nr\\n");
    let judged = judge(&["hdu1043", "-d", "test", "-D"])
        .arg(&solution)
        .in_folder(&root)
        .json_to(Path::new("many.json"));
    let shown = &judged.report;
    assert_eq!(judged.code, 1, "{}", shown);
    // The diff is shown around the board the rule's finding names.
    let case = &judged.records[0];
    assert_eq!(case.text("status"), "WA");
    assert!(case.text("found.text").starts_with("board 3: "));
    assert!(shown.contains("    >     3  rr       | r\n"), "{}", shown);
    assert!(shown.contains("input of board 3 of 3, alone:\n    | 1 2 3 4 5 6 x 7 8\n"));
    fs::remove_dir_all(&root).unwrap();
}

/// Asserts that `report` holds nothing a terminal obeys: no control
/// character but the newline, no bidi override; and, where `bytes` is
/// true, no byte that is not UTF-8 passed through (read as U+FFFD).
fn assert_inert(report: &str, bytes: bool) {
    for (at, c) in report.char_indices() {
        let obeyed = c != '\n' && (c.is_control() || c == '\u{202e}');
        let raw = bytes && c == '\u{fffd}';
        assert!(
            !obeyed && !raw,
            "{:?} at byte {} of the report: ...{}...",
            c,
            at,
            report[at.saturating_sub(200)..]
                .chars()
                .take(400)
                .collect::<String>()
                .escape_debug()
        );
    }
}

#[test]
fn a_runs_output_is_shown_escaped_and_bounded_never_obeyed() {
    let root = scratch::workspace("escaped");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    // ESC and CR that would rewrite the WA line as AC, a bidi override, a
    // byte not UTF-8, and a second line of 15 MiB on one line.
    let solution = root.join("solution.sh");
    fs::write(
        &solution,
        "cat > /dev/null\n\
         printf 'lr\\033[1A\\033[2K\\rAC \\342\\200\\256 \\377\\n'\n\
         head -c 15728640 /dev/zero | tr '\\000' u\n\
         printf '\\033[2J\\n' >&2\n",
    )
    .unwrap();
    let ran = judge(&["poj1077", "-d", "test", "-D"])
        .arg(&solution)
        .in_folder(&root)
        .run();
    let report = ran.both();
    assert_eq!(ran.code, 1, "{}", report.escape_debug());
    assert_inert(&report, true);
    assert!(
        report.contains("| lr\\x1b[1A\\x1b[2K\\rAC \\u{202e} \\xff\n"),
        "{}",
        report
    );
    // The 15 MiB line: three rows of 40, then what is cut, counted.
    assert!(report.contains("| ... (15.0 MiB more)\n"), "{}", report);
    assert!(report.len() < 4000, "{} bytes:\n{}", report.len(), report);
    // oj's document, printed on a terminal, escapes them too; read, it
    // gives the output back whole.
    let ran = judge(&["poj1077", "-d", "test", "--json", "-q"])
        .arg(&solution)
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 1, "{}", ran.stderr);
    // (the byte not UTF-8 is U+FFFD in the document, as oj writes it)
    assert_inert(&ran.stdout, false);
    let document = eight_judge::json::parse(&ran.stdout).unwrap();
    let output = document.as_array().unwrap()[0]
        .get("output")
        .and_then(Value::as_str)
        .unwrap()
        .to_string();
    assert!(
        output.starts_with("lr\x1b[1A\x1b[2K\rAC \u{202e} \u{fffd}\n"),
        "{:?}",
        output.chars().take(40).collect::<String>()
    );
    assert_eq!(output.len(), 22 + (15 << 20));
    // Standard error, quoted in the RE line, is escaped too.
    let failing = root.join("failing.sh");
    fs::write(&failing, "printf '\\033[2J\\r\\n' >&2\nexit 1\n").unwrap();
    let ran = judge(&["poj1077", "-d", "test"])
        .arg(&failing)
        .in_folder(&root)
        .run();
    let report = ran.both();
    assert_inert(&report, true);
    assert!(report.contains("`\\x1b[2J`"), "{}", report);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn the_workspace_is_the_one_the_judge_runs_in() {
    // The scratch workspace's own golden case, not this one's.
    let root = scratch::workspace("here");
    fs::write(
        root.join("testdata/poj1077/only-here.in"),
        "1 2 3 4 5 6 7 x 8\n",
    )
    .unwrap();
    fs::write(root.join("testdata/poj1077/only-here.out"), "r\n").unwrap();
    fs::create_dir_all(root.join("deeper")).unwrap();
    let solution = printing(&root, "r\\n");
    let judged = judge(&["poj1077"])
        .arg(&solution)
        .in_folder(&root.join("deeper"))
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(judged.records.len(), 1);
    assert_eq!(
        judged.records[0].text("testcase.input"),
        root.join("testdata/poj1077/only-here.in").to_string_lossy()
    );
    fs::remove_dir_all(&root).unwrap();
}

/// `path` judged on `root`'s `test/` as POJ 1077 (with `more`), passed:
/// whether its build came from the cache.
fn reused(root: &Path, path: &Path, more: &[&str]) -> Option<bool> {
    let mut args = vec!["poj1077", "-d", "test"];
    args.extend_from_slice(more);
    let judged = judge(&args).arg(path).in_folder(root).json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    judged.records[0].flag("build.reused")
}

#[test]
fn an_unchanged_file_is_reused_from_the_cache_and_a_changed_one_rebuilt() {
    if eight_judge::build::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    let root = scratch::workspace("cache");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("solution.py");
    fs::write(&path, "input()\nprint('r')\n").unwrap();
    // POJ takes no Python: a build here tries it.
    let reused = || reused(&root, &path, &["--build", "here-python3"]);
    assert_eq!(reused(), Some(false));
    assert_eq!(reused(), Some(true));
    fs::write(&path, "input()\nprint('r')  # changed\n").unwrap();
    assert_eq!(reused(), Some(false));
    let cleaned = judge(&["--clean"]).in_folder(&root).run();
    assert_eq!(cleaned.code, 0);
    assert!(cleaned.stdout.contains("(2 builds, "), "{}", cleaned.stdout);
    assert_eq!(reused(), Some(false));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_kept_build_changed_since_is_built_again() {
    let root = scratch::workspace("cache-changed");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(root.join("test/a.out"), "r\n").unwrap();
    let path = root.join("solution.c");
    fs::write(
        &path,
        "#include <stdio.h>\nint main(void) { puts(\"r\"); return 0; }\n",
    )
    .unwrap();
    let reused = || reused(&root, &path, &[]);
    assert_eq!(reused(), Some(false));
    assert_eq!(reused(), Some(true));
    // The program kept, changed since by anything but the judge: its copy
    // fails the digest kept with it, and the file is built again (an
    // ELF with a byte more runs as before: only the digest sees it).
    let entries: Vec<_> = fs::read_dir(root.join("target/judge/cache"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.join("cache-digest").is_file())
        .collect();
    assert_eq!(entries.len(), 1, "{:?}", entries);
    let program = entries[0].join("solution");
    let mut bytes = fs::read(&program).unwrap();
    bytes.push(0);
    fs::write(&program, bytes).unwrap();
    assert_eq!(reused(), Some(false));
    assert_eq!(reused(), Some(true));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_ce_carries_its_whole_text_in_json() {
    let root = scratch::workspace("ce");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("broken.c");
    // 60 errors: more lines than the text report shows.
    let body: String = (0..60)
        .map(|n| format!("int f{}(void) {{ return missing{}; }}\n", n, n))
        .collect();
    fs::write(&path, format!("{}int main(void) {{ return 0; }}\n", body)).unwrap();
    let judged = judge(&["poj1077", "-d", "test"])
        .arg(&path)
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    // A CE is a record a case, each with the build's whole text.
    let case = &judged.records[0];
    assert_eq!(names(&judged.records), ["a"]);
    assert_eq!(case.text("status"), "CE");
    assert_eq!(case.flag("build.ok"), Some(false));
    let error = case.text("build.error");
    assert!(
        error.contains("missing0") && error.contains("missing59"),
        "{}",
        error
    );
    fs::remove_dir_all(&root).unwrap();
}
