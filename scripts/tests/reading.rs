//! What a contestant reads: a crash's lines that point into their own
//! file, in their file's name; what a run that printed nothing said; a
//! path the box did not show, named with what to do. Each read from the
//! record, and from the text where the text is the point. Quick tier: a
//! Python file and shell scripts.
#![cfg(unix)]

mod common;

use common::cli::judge;
use common::record::Fields;
use common::scratch;
use eight_judge::json::Value;
use std::fs;

/// The texts of the array at `path` of `record`.
fn texts<'a>(record: &'a Value, path: &str) -> Vec<&'a str> {
    match record.field(path) {
        Some(Value::Array(values)) => values.iter().filter_map(Value::as_str).collect(),
        other => panic!("{} is no array: {:?}", path, other),
    }
}

#[test]
fn a_python_crash_shows_the_lines_of_the_contestants_file() {
    let root = scratch::workspace("traceback");
    fs::write(root.join("test/a.in"), "283104765\n").unwrap();
    fs::write(
        root.join("re.py"),
        "import sys\n\ndef solve(s):\n    raise ValueError('bad board ' + s)\n\n\
         print(solve(sys.stdin.readline().strip()))\n",
    )
    .unwrap();
    let judged = judge(&["P1379", "re.py", "-d", "test", "--build", "python3"])
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let record = &judged.records[0];
    assert_eq!(record.text("status"), "RE");
    let file = root.join("re.py").to_string_lossy().into_owned();
    // Its frames in the file, by the contestant's path, each with its
    // code, and the exception: never the build's `main.py`.
    let pointing = texts(record, "stderr.pointing");
    assert_eq!(
        pointing
            .iter()
            .map(|l| l.trim())
            .filter(|l| l.starts_with("File"))
            .collect::<Vec<_>>(),
        [
            format!("File \"{}\", line 6, in <module>", file),
            format!("File \"{}\", line 4, in solve", file)
        ],
        "{:?}",
        pointing
    );
    assert!(pointing.contains(&"    raise ValueError('bad board ' + s)"));
    assert_eq!(pointing.last(), Some(&"ValueError: bad board 283104765"));
    assert!(texts(record, "stderr.lines")
        .iter()
        .all(|l| !l.contains("main.py")));
    // The text shows them under the verdict's line.
    let shown = format!("    |   File \"{}\", line 4, in solve", file);
    assert!(
        judged.report.lines().any(|l| l == shown),
        "{}",
        judged.report
    );
}

#[test]
fn a_run_that_printed_nothing_shows_what_it_said_and_what_the_box_hid() {
    let root = scratch::workspace("unseen");
    fs::write(root.join("test/a.in"), "283104765\n").unwrap();
    // A program of the contestant's, outside the box, that the script
    // calls by its path.
    let helper = root.join("helper");
    fs::write(&helper, "#!/bin/sh\necho 4\n").unwrap();
    let mode = std::os::unix::fs::PermissionsExt::from_mode(0o755);
    fs::set_permissions(&helper, mode).unwrap();
    fs::write(
        root.join("main.sh"),
        format!("echo starting >&2\n{}\nexit 0\n", helper.display()),
    )
    .unwrap();
    let judged = judge(&["P1379", "main.sh", "-d", "test"])
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let record = &judged.records[0];
    assert_eq!(record.text("status"), "WA");
    let path = helper.to_string_lossy().into_owned();
    assert_eq!(record.text("stderr.unseen"), path);
    let lines = texts(record, "stderr.lines");
    assert_eq!(lines.len(), 2, "{:?}", lines);
    // Both lines said are shown under the WA, and the path named with
    // what to do.
    let report = &judged.report;
    assert!(report.contains("    | starting\n"), "{}", report);
    assert!(
        report.contains(&format!(
            "    the box does not show {}: a run sees the system's folders",
            path
        )),
        "{}",
        report
    );
    assert!(report.contains(&format!("judge that program itself with -c {}", path)));
}

#[test]
fn a_compiler_names_the_contestants_file_and_the_hint_its_first_refused_line() {
    let root = scratch::workspace("compiler");
    fs::write(
        root.join("wrong.cpp"),
        "#include <cstdio>\n#include <string>\n#include <unordered_map>\nusing namespace std;\n\
         int main() {\n    std::string s;\n    unordered_map<int,int> m;\n    auto x = 1;\n    \
         printf(\"%d\\n\", x);\n}\n",
    )
    .unwrap();
    fs::write(root.join("test/a.in"), "1 2 3 4 5 6 7 x 8\n").unwrap();
    let judged = judge(&["poj1077", "wrong.cpp", "-d", "test"])
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let record = &judged.records[0];
    assert_eq!(record.text("status"), "CE");
    let error = record.text("build.error");
    let file = root.join("wrong.cpp").to_string_lossy().into_owned();
    // Its own file's name and line numbers, never the build's main.cpp.
    assert!(
        error.contains(&format!("{}:7:5: error: ", file)),
        "{}",
        error
    );
    assert!(!error.contains("main.cpp"), "{}", error);
    // The hint names the first line refused for its standard: the
    // include (3), not `auto` (8).
    let hint = error
        .lines()
        .find(|l| l.ends_with("this file needs a later standard"))
        .unwrap_or_else(|| panic!("no hint: {}", error));
    assert!(
        hint.starts_with("POJ's G++ is GCC 4.4, C++98: line 3: `#include <unordered_map>`"),
        "{}",
        hint
    );
    // The build's line says which file main.cpp is.
    assert!(
        judged
            .report
            .contains(&format!("main.cpp; main.cpp is {})", file)),
        "{}",
        judged.report
    );
}

#[test]
fn bare_cargo_judge_outside_a_workspace_prints_its_usage() {
    let away = scratch::outside("bare");
    let ran = judge::<&str>(&[]).in_folder(&away).run();
    assert_eq!(ran.code, 2, "{}", ran.both());
    assert!(ran.stdout.is_empty(), "{}", ran.stdout);
    assert!(
        ran.stderr
            .contains("\nusage: cargo judge PROBLEM SOLUTION [OPTION...] [CASE...]\n"),
        "{}",
        ran.stderr
    );
    // Nothing judged.
    assert!(!ran.stderr.contains("==> judging"), "{}", ran.stderr);
}

#[test]
#[ignore = "full tier: builds and judges this project's two programs every way"]
fn bare_cargo_judge_in_a_subfolder_prints_every_path_whole() {
    let root = eight_judge::workspace();
    // The full tier runs where Debian's rustc 1.63 is gone: the builds of
    // the old compiler take this one, as EIGHT_OLD_RUSTC lets them (the
    // paths are the point here, not the old compiler).
    let sysroot = std::process::Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .unwrap();
    let sysroot = String::from_utf8(sysroot.stdout).unwrap();
    let ran = judge::<&str>(&[])
        .in_folder(&root.join("poj1077"))
        .env(
            "EIGHT_OLD_RUSTC",
            std::path::Path::new(sysroot.trim()).join("bin/rustc"),
        )
        .run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let whole = root.to_string_lossy().into_owned();
    // Each path a line names: the file judged, the cases' folder, the
    // file a build's command names.
    let mut paths = Vec::new();
    for line in ran.stdout.lines() {
        let named = if let Some(rest) = line.strip_prefix("==> judging ") {
            rest.split(" as ").next()
        } else if let Some((_, rest)) = line.split_once(" cases of ") {
            rest.split(' ').next()
        } else if let Some((_, rest)) = line.split_once(" is ") {
            rest.strip_suffix(')')
        } else {
            None
        };
        paths.extend(named.map(str::to_string));
    }
    assert!(paths.len() >= 6, "{}", ran.stdout);
    for path in &paths {
        assert!(
            path.starts_with(&whole) && std::path::Path::new(path).exists(),
            "{} is not a whole path: {}",
            path,
            ran.stdout
        );
    }
}

/// `/usr/bin/time -f %M`'s figure for `program` run on `input`, KiB;
/// `None` where there is no GNU time (a BSD-like one takes no `-f`).
fn time_figure(program: &[&str], input: &str) -> Option<f64> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("/usr/bin/time")
        .args(["-f", "%M"])
        .args(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stderr);
    text.lines().last()?.trim().parse().ok()
}

#[test]
fn memory_is_the_resident_peak_as_usr_bin_time_reads_it() {
    let root = scratch::workspace("memory");
    fs::write(root.join("test/a.in"), "283104765\n").unwrap();
    let small = root.join("small.py");
    fs::write(&small, "input()\nprint(4)\n").unwrap();
    // A C program that holds 40 MiB, built here as the contestant would.
    let large = root.join("large");
    let source = root.join("large.c");
    fs::write(
        &source,
        "#include <stdlib.h>\n#include <stdio.h>\nint main(void) {\n    size_t n = 40u << 20;\n    \
         volatile char *p = malloc(n);\n    for (size_t i = 0; i < n; i += 512) p[i] = 1;\n    \
         printf(\"%d\\n\", 3 + p[n - 512]);\n    return 0;\n}\n",
    )
    .unwrap();
    let built = std::process::Command::new("cc")
        .arg("-O2")
        .arg(&source)
        .arg("-o")
        .arg(&large)
        .status()
        .unwrap();
    assert!(built.success());
    let python = match time_figure(&["python3", &small.to_string_lossy()], "283104765\n") {
        Some(kib) => kib,
        None => {
            eprintln!("skipped: no GNU time at /usr/bin/time");
            return;
        }
    };
    let held = time_figure(&[&large.to_string_lossy()], "283104765\n").unwrap();
    let judged = |args: &[&str]| {
        let judged = judge(args).in_folder(&root).json();
        assert_eq!(judged.code, 0, "{}", judged.report);
        match judged.records[0].field("memory") {
            Some(Value::Number(mib)) => mib * 1024.0,
            other => panic!("no memory: {:?}", other),
        }
    };
    let as_judged = [
        (
            "python3",
            judged(&["P1379", "small.py", "-d", "test", "--build", "python3"]),
            python,
        ),
        (
            "40 MiB",
            judged(&["P1379", "-c", "./large", "-d", "test"]),
            held,
        ),
    ];
    for (what, kib, time) in as_judged {
        // The figure is a tenth of a MiB: within that and 5%.
        assert!(
            (kib - time).abs() <= time * 0.05 + 103.0,
            "{}: the judge says {} KiB, /usr/bin/time {} KiB",
            what,
            kib,
            time
        );
    }
}

#[test]
fn a_case_is_named_by_its_path_and_test_beside_the_solution_is_named() {
    let root = scratch::workspace("paths");
    fs::write(root.join("test/sample-1.in"), "283104765\n").unwrap();
    fs::write(root.join("test/sample-1.out"), "4\n").unwrap();
    fs::write(root.join("s.sh"), "cat > /dev/null\necho 4\n").unwrap();
    // testdata/luogu1379/ of the scratch workspace: one golden case.
    let golden = root.join("testdata/luogu1379");
    fs::create_dir_all(&golden).unwrap();
    fs::write(golden.join("g.in"), "123804765\n").unwrap();
    fs::write(golden.join("g.out"), "0\n").unwrap();
    let input = root.join("test/sample-1.in").to_string_lossy().into_owned();
    let output = root
        .join("test/sample-1.out")
        .to_string_lossy()
        .into_owned();
    // By its path: that case alone, against its .out.
    let judged = judge(&["P1379", "s.sh", "test/sample-1.in"])
        .in_folder(&root)
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let found: Vec<(&str, &str, &str)> = judged
        .records
        .iter()
        .map(|r| {
            (
                r.text("testcase.name"),
                r.text("testcase.input"),
                r.text("testcase.output"),
            )
        })
        .collect();
    assert_eq!(found, [("sample-1", input.as_str(), output.as_str())]);
    // The golden cases stay the default; the header names test/ and -d.
    let judged = judge(&["P1379", "s.sh"]).in_folder(&root).json();
    let names: Vec<&str> = judged
        .records
        .iter()
        .map(|r| r.text("testcase.name"))
        .collect();
    assert_eq!(names, ["g"], "{}", judged.report);
    let test = root.join("test").to_string_lossy().into_owned();
    assert!(
        judged.report.contains(&format!(
            "    {} beside it holds 1 case: -d {} judges them",
            test, test
        )),
        "{}",
        judged.report
    );
    // A name that only test/ has: the option that judges it.
    let ran = judge(&["P1379", "s.sh", "sample-1"]).in_folder(&root).run();
    assert_eq!(ran.code, 2);
    assert!(
        ran.stderr
            .contains(&format!("judge it with -d {} sample-1", test)),
        "{}",
        ran.stderr
    );
}

/// The columns `line` takes on a terminal, counted apart from the
/// judge's own: two for a character of the CJK, Hangul or full-width
/// blocks.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| {
            let wide = matches!(c as u32, 0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3
                | 0xF900..=0xFAFF | 0xFF00..=0xFF60);
            if wide {
                2
            } else {
                1
            }
        })
        .sum()
}

#[test]
fn the_problems_fit_100_columns_and_one_is_shown_whole() {
    let ran = judge(&["--problems"]).run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let lines: Vec<&str> = ran.stdout.lines().collect();
    // A line a problem, a line of titles and one saying how to see one.
    assert_eq!(lines.len(), eight_judge::problems::PROBLEMS.len() + 2);
    for line in &lines {
        assert!(columns(line) <= 100, "{} columns: {}", columns(line), line);
    }
    assert!(lines[1].starts_with("poj1077 "), "{}", lines[1]);
    for problem in eight_judge::problems::PROBLEMS.iter() {
        let ran = judge(&["--problems", problem.name]).run();
        assert_eq!(ran.code, 0, "{}", ran.both());
        for line in ran.stdout.lines() {
            assert!(columns(line) <= 100, "{}: {}", problem.name, line);
        }
        // Whole: every fact of its row there, however it is wrapped.
        let flat = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        let shown = flat(&ran.stdout);
        let described = problem.format.describe();
        for fact in [
            &described.input[..],
            described.output,
            described.rule,
            problem.limits_from,
        ] {
            assert!(
                shown.contains(&flat(fact)),
                "{}: {:?} not in\n{}",
                problem.name,
                fact,
                ran.stdout
            );
        }
    }
    // A name no problem has: the closest, exit 2.
    let ran = judge(&["--problems", "poj1078x"]).run();
    assert_eq!(ran.code, 2, "{}", ran.both());
}

#[test]
fn the_header_is_short_its_build_line_with_the_version_here() {
    let root = scratch::workspace("header");
    fs::write(root.join("test/a.in"), "283104765\n").unwrap();
    fs::write(root.join("s.py"), "input()\nprint(4)\n").unwrap();
    let args = ["P1379", "s.py", "-d", "test", "--build", "python3"];
    let ran = judge(&args).in_folder(&root).run();
    assert_eq!(ran.code, 0, "{}", ran.both());
    let header: Vec<&str> = ran
        .stdout
        .lines()
        .take_while(|l| !l.starts_with("OK "))
        .collect();
    // The problem, its rule, the build, the limits, the judge's speed
    // beside this machine's, the box, the cases.
    assert_eq!(header.len(), 7, "{}", ran.stdout);
    let version = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&version.stdout).trim().to_string();
    let build = header[2];
    assert!(
        build.starts_with("    build: python3, Luogu's Python 3"),
        "{}",
        build
    );
    assert!(build.ends_with(&format!(" ({})", version)), "{}", build);
    let contained = header[5];
    assert!(contained.starts_with("    contained: "), "{}", contained);
    let whole = judge(&args).arg("-v").in_folder(&root).run();
    let whole_line = whole
        .stdout
        .lines()
        .find(|l| l.starts_with("    contained: "))
        .unwrap()
        .to_string();
    // The whole list under -v; the short line names only what is missing.
    assert_eq!(
        whole_line,
        format!(
            "    {}",
            eight_judge::run::containment_summary(&eight_judge::run::Limits::new(
                std::time::Duration::from_secs(1),
                128 << 10
            ))
        )
    );
    assert!(contained.len() < whole_line.len() / 2, "{}", contained);
    // Under -v, the box's spec for the build, under its line: the program
    // it runs, the system's folders it shows, and the toolchain beyond.
    if cfg!(target_os = "linux") {
        let lines: Vec<&str> = whole.stdout.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.starts_with("OK   compile"))
            .unwrap();
        let spec = lines[at + 1];
        assert!(spec.starts_with("    box: runs /"), "{}", whole.stdout);
        assert!(
            spec.contains("shows the system (") && spec.contains("/usr"),
            "{}",
            spec
        );
        assert!(spec.ends_with("layers turned off: none"), "{}", spec);
        assert!(!ran.stdout.contains("    box: runs"), "{}", ran.stdout);
        // A layer turned off is named so, in the spec and in the list.
        let without = judge(&args)
            .arg("-v")
            .env("EIGHT_JUDGE_WITHOUT", "landlock")
            .in_folder(&root)
            .run();
        assert!(
            without
                .stdout
                .contains("Landlock (turned off by EIGHT_JUDGE_WITHOUT)"),
            "{}",
            without.stdout
        );
        assert!(
            without.stdout.contains("layers turned off: landlock\n"),
            "{}",
            without.stdout
        );
    }
    match whole_line.split_once("; missing: ") {
        None => assert_eq!(
            contained,
            "    contained: the box, all layers (-v names them)"
        ),
        Some((_, missing)) => assert!(contained.contains(missing), "{}", contained),
    }
}

#[test]
fn clean_removes_the_boards_diff_kept() {
    let root = scratch::workspace("clean");
    fs::write(root.join("test/a.in"), "283104765\n").unwrap();
    fs::write(root.join("wrong.sh"), "cat > /dev/null\necho 5\n").unwrap();
    let judged = judge(&["P1379", "wrong.sh", "-d", "test", "-D"])
        .in_folder(&root)
        .run();
    assert_eq!(judged.code, 1, "{}", judged.both());
    let boards = root.join("target/judge/boards");
    let kept = fs::read_dir(&boards).map_or(0, |read| read.count());
    assert_eq!(kept, 1, "{}", judged.stdout);
    let cleaned = judge(&["--clean"]).in_folder(&root).run();
    assert_eq!(cleaned.code, 0, "{}", cleaned.both());
    assert!(!boards.exists(), "{}", cleaned.stdout);
    assert!(
        cleaned.stdout.contains(&format!(
            "judge: removed the boards -D kept, {} (1 folder)",
            boards.display()
        )),
        "{}",
        cleaned.stdout
    );
}

#[test]
fn the_stress_tests_crash_shows_the_lines_of_the_contestants_file() {
    let root = scratch::workspace("stress-traceback");
    fs::write(
        root.join("re.py"),
        "import sys\n\ndef solve(s):\n    raise ValueError('bad board ' + s)\n\n\
         print(solve(sys.stdin.readline().strip()))\n",
    )
    .unwrap();
    let ran = common::cli::stress(&["P1379", "re.py", "--cases", "3", "--build", "python3"])
        .in_folder(&root)
        .run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    let file = root.join("re.py").to_string_lossy().into_owned();
    let frame = format!("    |   File \"{}\", line 4, in solve", file);
    assert!(ran.stdout.lines().any(|l| l == frame), "{}", ran.stdout);
    assert!(!ran.stdout.contains("main.py\""), "{}", ran.stdout);
}
