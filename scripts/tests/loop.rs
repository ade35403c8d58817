//! The contestant's loop: their own cases (`-d DIR`, oj's layout and
//! competitive-companion's and cph's JSON), every case on every core in
//! order, `--json` records, `-D`, the build cache, and the workspace found
//! from the folder the judge runs in. Quick tier: the solutions are shell
//! scripts and a Python file, each run in a scratch workspace of its own.

use eight_judge::json::{parse, Value};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");

/// A scratch folder that looks like a workspace (a `[workspace]` manifest
/// and `testdata/`), so that the judge's work folder is its own.
fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("loop-{}-{}", name, std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("testdata/poj1077")).unwrap();
    fs::create_dir_all(root.join("test")).unwrap();
    fs::write(root.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    root
}

/// Runs the judge in `folder` on `args`: exit code, stdout, stderr.
fn judge_in(folder: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(JUDGE)
        .args(args)
        .current_dir(folder)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The records of stdout's one JSON document, an array of a record a case.
fn records(stdout: &str) -> Vec<Value> {
    let document = parse(stdout).unwrap_or_else(|why| panic!("{}: {}", why, stdout));
    document.as_array().expect("an array").to_vec()
}

fn field<'a>(value: &'a Value, path: &[&str]) -> &'a Value {
    path.iter().fold(value, |v, key| {
        v.get(key).unwrap_or_else(|| panic!("{}", key))
    })
}

/// The cases' names, in the order of the records.
fn names_of(cases: &[Value]) -> Vec<&str> {
    cases
        .iter()
        .map(|c| text(c, &["testcase", "name"]))
        .collect()
}

fn text<'a>(value: &'a Value, path: &[&str]) -> &'a str {
    field(value, path).as_str().unwrap_or_default()
}

/// A shell solution that prints `lines`, whatever the input.
fn printing(root: &Path, lines: &str) -> PathBuf {
    let path = root.join("solution.sh");
    fs::write(&path, format!("cat > /dev/null\nprintf '{}'\n", lines)).unwrap();
    path
}

#[test]
fn a_folder_of_own_cases_is_judged_by_the_rule_against_out_or_the_reference() {
    let root = scratch("dir");
    let test = root.join("test");
    // Another right answer than the .out: right by POJ 1077's rule.
    fs::write(test.join("a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("a.out"), "r\n").unwrap();
    // No .out: judged against the reference answer, by the rule.
    fs::write(test.join("b.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let solution = printing(&root, "lrr\\n");
    let (code, stdout, stderr) = judge_in(
        &root,
        &[
            "poj1077",
            solution.to_str().unwrap(),
            "-d",
            "test",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{}{}", stderr, stdout);
    let cases = records(&stdout);
    let names = names_of(&cases);
    assert_eq!(names, ["a", "b"]);
    assert!(
        cases.iter().all(|c| text(c, &["status"]) == "AC"),
        "{}",
        stdout
    );
    let at = |file: &str| test.join(file).to_string_lossy().into_owned();
    assert_eq!(text(&cases[0], &["testcase", "input"]), at("a.in"));
    assert_eq!(text(&cases[0], &["testcase", "output"]), at("a.out"));
    // oj leaves `output` out where no file holds the expected output.
    assert_eq!(cases[1].get("testcase").unwrap().get("output"), None);
    assert_eq!(text(&cases[1], &["expected"]), "r\n");
    assert_eq!(text(&cases[1], &["output"]), "lrr\n");
    assert_eq!(field(&cases[0], &["exitcode"]), &Value::Number(0.0));
    assert!(matches!(field(&cases[0], &["cpu"]), Value::Number(_)));
    // The text report went to stderr meanwhile, and --quiet drops it.
    assert!(stderr.contains("AC   sh/a  ("), "{}", stderr);
    let (_, _, quiet) = judge_in(
        &root,
        &[
            "poj1077",
            solution.to_str().unwrap(),
            "-d",
            "test",
            "--json",
            "--quiet",
        ],
    );
    assert_eq!(quiet, "");
    // A wrong answer is WA; a .out that does not solve its board is the
    // case's fault, named, exit 3.
    fs::write(test.join("c.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    fs::write(test.join("c.out"), "l\n").unwrap();
    let wrong = printing(&root, "u\\n");
    let (code, stdout, _) = judge_in(
        &root,
        &["poj1077", wrong.to_str().unwrap(), "-d", "test", "--json"],
    );
    assert_eq!(code, 3, "{}", stdout);
    let cases = records(&stdout);
    assert_eq!(text(&cases[0], &["status"]), "WA");
    assert_eq!(text(&cases[2], &["status"]), "FAIL");
    assert!(
        text(&cases[2], &["reason"]).starts_with(&format!(
            "{} is wrong by poj1077's rule: board 1",
            at("c.out")
        )),
        "{}",
        stdout
    );
    // CASE names still pick cases; --golden adds the golden ones.
    fs::write(root.join("testdata/poj1077/g.in"), "1 2 3 4 5 6 7 8 x\n").unwrap();
    fs::write(root.join("testdata/poj1077/g.out"), "\n").unwrap();
    let (code, stdout, _) = judge_in(
        &root,
        &[
            "poj1077",
            solution.to_str().unwrap(),
            "-d",
            "test",
            "--golden",
            "--json",
            "g",
            "b",
        ],
    );
    let cases = records(&stdout);
    let names = names_of(&cases);
    assert_eq!((code, names), (1, vec!["g", "b"]), "{}", stdout);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn competitive_companion_and_cph_files_are_cases() {
    let root = scratch("json");
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
    let (code, stdout, stderr) = judge_in(
        &root,
        &[
            "poj1077",
            solution.to_str().unwrap(),
            "-d",
            "test",
            "--json",
        ],
    );
    assert_eq!(code, 3, "{}{}", stderr, stdout);
    let cases = records(&stdout);
    let at = |file: &str| format!("{}#1", test.join(file).display());
    let (prob, json1) = (at(".main.cpp_1a2b.prob"), at("eight.json"));
    let json2 = json1.replace("#1", "#2");
    let seen: Vec<(&str, &str, &str)> = cases
        .iter()
        .map(|c| {
            (
                text(c, &["testcase", "name"]),
                text(c, &["testcase", "input"]),
                text(c, &["status"]),
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
    let root = scratch("bad");
    let solution = printing(&root, "r\\n");
    let solution = solution.to_str().unwrap();
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
        let mut all = vec!["poj1077", solution];
        all.extend(args.split(' '));
        let (code, stdout, stderr) = judge_in(&root, &all);
        assert_eq!((code, stdout.as_str()), (2, ""), "{}", stderr);
        assert!(stderr.contains(&says), "{:?}: {}", args, stderr);
        assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    }
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn cases_run_at_once_are_reported_in_order() {
    let root = scratch("order");
    // The first case sleeps: with two jobs the second ends first.
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 8 x\n").unwrap();
    fs::write(root.join("test/b.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("solution.sh");
    fs::write(
        &path,
        "read b\ncase \"$b\" in *'8 x') sleep 1; echo ;; *) echo r ;; esac\n",
    )
    .unwrap();
    let (code, stdout, stderr) = judge_in(
        &root,
        &[
            "poj1077",
            path.to_str().unwrap(),
            "-d",
            "test",
            "-j",
            "2",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{}{}", stderr, stdout);
    let cases = records(&stdout);
    let names = names_of(&cases);
    assert_eq!(names, ["a", "b"]);
    let at = |name: &str| stderr.find(&format!("sh/{}  (", name)).unwrap();
    assert!(at("a") < at("b"), "{}", stderr);
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_wrong_answer_is_shown_side_by_side_with_its_board() {
    let root = scratch("diff");
    fs::write(
        root.join("test/many.in"),
        "1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 x 7 8\n",
    )
    .unwrap();
    let solution = printing(&root, "\\nr\\nr\\n");
    let (code, stdout, _) = judge_in(
        &root,
        &[
            "hdu1043",
            solution.to_str().unwrap(),
            "-d",
            "test",
            "-D",
            "--json=many.json",
        ],
    );
    assert_eq!(code, 1, "{}", stdout);
    // The diff is shown around the board the rule's finding names.
    let cases = records(&fs::read_to_string(root.join("many.json")).unwrap());
    assert_eq!(text(&cases[0], &["status"]), "WA");
    assert!(text(&cases[0], &["found", "text"]).starts_with("board 3: "));
    assert!(stdout.contains("    >     3  rr       | r\n"), "{}", stdout);
    assert!(stdout.contains("input of board 3 of 3, alone:\n    | 1 2 3 4 5 6 x 7 8\n"));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn the_workspace_is_the_one_the_judge_runs_in() {
    // The scratch workspace's own golden case, not this one's.
    let root = scratch("here");
    fs::write(
        root.join("testdata/poj1077/only-here.in"),
        "1 2 3 4 5 6 7 x 8\n",
    )
    .unwrap();
    fs::write(root.join("testdata/poj1077/only-here.out"), "r\n").unwrap();
    fs::create_dir_all(root.join("deeper")).unwrap();
    let solution = printing(&root, "r\\n");
    let (code, stdout, stderr) = judge_in(
        &root.join("deeper"),
        &["poj1077", solution.to_str().unwrap(), "--json"],
    );
    assert_eq!(code, 0, "{}{}", stderr, stdout);
    let cases = records(&stdout);
    assert_eq!(cases.len(), 1);
    assert_eq!(
        text(&cases[0], &["testcase", "input"]),
        root.join("testdata/poj1077/only-here.in").to_string_lossy()
    );
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn an_unchanged_file_is_reused_from_the_cache_and_a_changed_one_rebuilt() {
    if eight_judge::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    let root = scratch("cache");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("solution.py");
    fs::write(&path, "input()\nprint('r')\n").unwrap();
    let reused = || {
        let (code, stdout, stderr) = judge_in(
            &root,
            &[
                "poj1077",
                path.to_str().unwrap(),
                "-d",
                "test",
                "--json",
                // POJ takes no Python: a build here tries it.
                "--build",
                "here-python3",
            ],
        );
        assert_eq!(code, 0, "{}{}", stderr, stdout);
        field(&records(&stdout)[0], &["build", "reused"]).clone()
    };
    assert_eq!(reused(), Value::Bool(false));
    assert_eq!(reused(), Value::Bool(true));
    fs::write(&path, "input()\nprint('r')  # changed\n").unwrap();
    assert_eq!(reused(), Value::Bool(false));
    let (code, stdout, _) = judge_in(&root, &["--clean"]);
    assert_eq!(code, 0);
    assert!(stdout.contains("(2 builds, "), "{}", stdout);
    assert_eq!(reused(), Value::Bool(false));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_ce_carries_its_whole_text_in_json() {
    let root = scratch("ce");
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let path = root.join("broken.c");
    // 60 errors: more lines than the text report shows.
    let body: String = (0..60)
        .map(|n| format!("int f{}(void) {{ return missing{}; }}\n", n, n))
        .collect();
    fs::write(&path, format!("{}int main(void) {{ return 0; }}\n", body)).unwrap();
    let (code, stdout, stderr) = judge_in(
        &root,
        &["poj1077", path.to_str().unwrap(), "-d", "test", "--json"],
    );
    assert_eq!(code, 1, "{}{}", stderr, stdout);
    // A CE is a record a case, each with the build's whole text.
    let cases = records(&stdout);
    assert_eq!(names_of(&cases), ["a"]);
    assert_eq!(text(&cases[0], &["status"]), "CE");
    assert_eq!(field(&cases[0], &["build", "ok"]), &Value::Bool(false));
    let error = text(&cases[0], &["build", "error"]);
    assert!(
        error.contains("missing0") && error.contains("missing59"),
        "{}",
        error
    );
    fs::remove_dir_all(&root).unwrap();
}
