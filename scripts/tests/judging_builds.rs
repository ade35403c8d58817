//! Each language built as its judge builds it, checked on the `--json`
//! record's build (its name, its command as run, why that build, what
//! the compiler said): every language each judge takes accepted by its
//! judge's build, the judges' rules on a file (a class `Main`, no pragma,
//! one file) and their old standards as compile errors naming the rule,
//! a compile past its limit, a build picked by `--build`. Full tier
//! (`#[ignore]`d) where a compiler is needed.

mod common;

use common::cli::{judge, judge_solution, Cli};
use common::record::Fields;
use common::scratch;
use common::solutions::{original, solution};
use eight_judge::json::Value;

/// `cli` run with `--json`: its exit status, its text report, and the
/// build of its first record.
fn built(cli: Cli) -> (i32, String, Value) {
    let judged = cli.json();
    let build = judged.records[0].field("build").cloned();
    (judged.code, judged.report, build.unwrap_or(Value::Null))
}

/// `file` of `tests/solutions/` judged as `problem` with `more` (cases,
/// options), as [`built`].
fn judged(problem: &str, file: &str, more: &[&str]) -> (i32, String, Value) {
    built(judge_solution(problem, file).args(more))
}

#[test]
#[ignore = "full tier: builds with rustc"]
fn a_contestants_rust_is_built_as_its_judge_builds_it() {
    // A warning, and a method newer than rustc 1.63: Luogu takes both.
    // Under 2 s (`--tl`): a table of every board, 0.26 s here.
    let (code, report, build) = judged("luogu1379", "luogu1379-warning.rs", &["--tl", "2"]);
    assert_eq!(code, 0, "{}", report);
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("rust", Some(true)),
        "{}",
        report
    );
    assert!(
        build
            .text("command")
            .starts_with("rustc --edition 2024 -W warnings -C opt-level=2"),
        "{:?}",
        build
    );
    // The compiler's words, kept with the build.
    assert!(
        build
            .text("log")
            .contains("warning: unused variable: `unused`"),
        "{}",
        report
    );
    // POJ takes no Rust: CE, as POJ gives; a build here judges it anyway,
    // with a note.
    let refused = judge_solution("poj1077", "luogu1379-warning.rs")
        .arg("sample")
        .json();
    assert_eq!(refused.code, 1, "{}", refused.report);
    assert_eq!(refused.records[0].text("status"), "CE");
    let reason = refused.records[0].text("reason");
    assert!(
        reason.ends_with("no Rust: judge it anyway with --build codeforces"),
        "{}",
        reason
    );
    let (_, report, build) = judged(
        "poj1077",
        "luogu1379-warning.rs",
        &["sample", "--build", "codeforces"],
    );
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("codeforces", Some(true)),
        "{}",
        report
    );
    let why = build.field("why").unwrap();
    assert_eq!(why.text("kind"), "here");
    assert_eq!(
        why.text("text"),
        "POJ takes no Rust: built here with rustc --edition 2021 -O main.rs -o solution to try \
         it; POJ would refuse the file (CE)"
    );
    // AtCoder builds Rust with cargo.
    let (_, report, build) = judged("abc224d", "abc224d-bfs.rs", &["sample-1"]);
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("rust", Some(true)),
        "{}",
        report
    );
    assert!(
        build
            .text("command")
            .starts_with("cargo build --release --offline --quiet"),
        "{:?}",
        build
    );
}

/// For each problem, a correct solution in each language its judge takes:
/// `(problem, file, the build it gets)`.
const EVERY_LANGUAGE: [(&str, &str, &str); 23] = [
    ("poj1077", "poj1077-table.cpp", "g++"),
    ("poj1077", "poj1077-table.c", "gcc"),
    ("poj1077", "poj1077-table.java", "java"),
    ("hdu1043", "hdu1043-gets-iostream.cpp", "g++"),
    ("hdu1043", "poj1077-table.c", "gcc"),
    ("hdu1043", "poj1077-table.java", "java"),
    ("acwing179", "poj1077-cpp11.cpp", "c++"),
    ("acwing179", "poj1077-table.c", "c"),
    ("acwing179", "poj1077-table.java", "java"),
    ("acwing179", "poj1077-bidirectional.py", "python3"),
    ("luogu1379", "luogu1379-bfs.cpp", "c++14"),
    ("luogu1379", "luogu1379-bfs.c", "c99"),
    ("luogu1379", "luogu1379-bfs.java", "java8"),
    ("luogu1379", "luogu1379-bidirectional.py", "python3"),
    ("luogu1379", "luogu1379-warning.rs", "rust"),
    ("acwing845", "acwing845-bfs.cpp", "c++"),
    ("acwing845", "acwing845-bfs.c", "c"),
    ("acwing845", "acwing845-bfs.java", "java"),
    ("acwing845", "acwing845-bidirectional.py", "python3"),
    ("hdu3567", "hdu3567-trees.cpp", "g++"),
    ("hdu3567", "hdu3567-trees.c", "gcc"),
    ("hdu3567", "hdu3567-trees.java", "java"),
    ("hdu3567", "hdu3567-bfs-per-case.cpp", "g++"),
];

#[test]
#[ignore = "full tier: needs g++, gcc, a JDK, python3 and rustc"]
fn each_language_each_judge_takes_is_accepted_by_its_judges_build() {
    for (problem, file, name) in EVERY_LANGUAGE {
        // Under 6 s (`--tl`): five times and more what the longest run
        // takes here (0.9 s, `hdu3567-trees.java`; a JVM's start and a
        // table of every board, 0.2 to 0.5 s), so that a loaded machine
        // leaves every run far under it.
        let cases: &[&str] = if file == "hdu3567-bfs-per-case.cpp" {
            &["sample", "--tl", "6"]
        } else {
            &["--tl", "6"]
        };
        let (code, report, build) = judged(problem, file, cases);
        assert_eq!(code, 0, "{} {}:\n{}", problem, file, report);
        assert_eq!(
            (build.text("name"), build.flag("ok")),
            (name, Some(true)),
            "{}",
            report
        );
        assert_eq!(build.text("why.kind"), "judges_own", "{} {}", problem, file);
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn hdus_g_plus_plus_takes_what_gcc_4_4_took() {
    // gets, puts and printf with only <iostream>, <algorithm>, <string>,
    // <cstring> and <queue> included: HDU's G++ built such a file.
    let (code, report, build) = judged("hdu1043", "hdu1043-gets-iostream.cpp", &[]);
    assert_eq!(code, 0, "{}", report);
    // The header says what the judge runs, and what is assumed of it.
    assert!(
        report.contains(
            "\n    build: g++, HDU's G++: MinGW GCC (its FAQ: __int64 and %I64d under GCC/G++); \
             version and standard assumed: C++98, as POJ's GCC 4.4; here: "
        ),
        "{}",
        report
    );
    assert!(build.has_word("command", "-std=gnu++98"), "{:?}", build);
}

#[test]
#[ignore = "full tier: needs g++"]
fn a_cpp11_file_is_a_compile_error_under_poj_and_hdu_naming_cpp98() {
    for (problem, online) in [
        ("poj1077", "POJ's G++ is GCC 4.4, C++98"),
        ("hdu1043", "HDU's G++ is an old GCC, C++98"),
    ] {
        let (code, report, build) = judged(problem, "poj1077-cpp11.cpp", &["sample"]);
        assert_eq!((code, build.flag("ok")), (1, Some(false)), "{}", report);
        // The explanation of the compiler's message is the point.
        assert!(
            report.contains(&format!(
                "\n    | {}: line 10: `>>` should be `> >` within a nested template \
                 argument list; this file needs a later standard\n",
                online
            )),
            "{}",
            report
        );
    }
    // Luogu's C++98 too; its C++11 takes it.
    let cpp = || judge_solution("luogu1379", "luogu1379-bfs.cpp");
    let (code, report, build) = built(cpp().args(&["--build", "c++98", "sample"]));
    assert_eq!(code, 1, "{}", report);
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("c++98", Some(false))
    );
    assert_eq!(build.text("why.kind"), "named");
    let (code, report, build) = built(cpp().args(&["--build", "c++11", "sample"]));
    assert_eq!(code, 0, "{}", report);
    assert!(build.has_word("command", "-std=c++11"), "{:?}", build);
}

#[test]
#[ignore = "full tier: needs g++"]
fn online_judge_is_defined_as_the_judges_define_it() {
    // Reads in.txt unless ONLINE_JUDGE is defined: AC only where it is.
    let (code, report, build) = judged("hdu1043", "hdu1043-online-judge.cpp", &[]);
    assert_eq!(code, 0, "{}", report);
    assert!(build.has_word("command", "-DONLINE_JUDGE"), "{:?}", build);
}

#[test]
#[ignore = "full tier: needs g++ and a JDK"]
fn each_judges_rules_on_the_file_are_compile_errors_naming_the_rule() {
    // A public class of another name than Main: poj1077-table.java's
    // class renamed.
    let folder = scratch::folder("class-eight");
    let eight = folder.join("Eight.java");
    let text = std::fs::read_to_string(solution("poj1077-table.java")).unwrap();
    std::fs::write(
        &eight,
        text.replace("public class Main {", "public class Eight {"),
    )
    .unwrap();
    for (problem, online) in [
        ("poj1077", "POJ"),
        ("hdu1043", "HDU"),
        ("acwing179", "AcWing"),
    ] {
        let ran = judge(&[problem]).arg(&eight).arg("sample").run();
        let (code, stdout) = (ran.code, ran.stdout);
        assert_eq!(code, 1, "{}", stdout);
        assert!(
            stdout.contains(&format!(
                "\n    | {} runs the class `Main` from Main.java: the public class here is \
                 `Eight`; call it Main\n",
                online
            )),
            "{}",
            stdout
        );
    }
    // Luogu refuses an optimisation pragma.
    let (code, stdout, _) = judged("luogu1379", "luogu1379-pragma.cpp", &["sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    | line 3: Luogu refuses `#pragma GCC optimize`: a compile error there\n"
        ),
        "{}",
        stdout
    );
    // A file that includes another beside it: a judge has only the one.
    let lone = original("poj1077-first-cell-one.cpp");
    let ran = judge(&["poj1077"]).arg(&lone).arg("sample").run();
    let (code, stdout) = (ran.code, ran.stdout);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains(
            "\n    | a judge compiles the file alone: `#include \"poj1077-table.cpp\"` names \
             a file beside it, which the judge does not have\n"
        ),
        "{}",
        stdout
    );
}

#[test]
#[ignore = "full tier: needs a JDK"]
fn hdu_gives_java_limits_of_its_own() {
    let (code, stdout, _) = judged("hdu1043", "poj1077-table.java", &["sample"]);
    assert_eq!(code, 0, "{}", stdout);
    // The memory limit the box holds is HDU's 64 MiB for Java plus the
    // JVM's own here less HDU's floor (the `memory:` line says both): its
    // figure hangs on this machine's JVM.
    let limits = stdout
        .lines()
        .find(|line| line.starts_with("    limits: "))
        .unwrap_or_else(|| panic!("{}", stdout));
    assert!(
        limits.starts_with("    limits: 10.00 s CPU, ")
            && limits.ends_with(
                " MiB (the statement's for Java: 10000 ms, 65536 KB); output 16 MiB, assumed \
                 (none is stated)"
            ),
        "{}",
        stdout
    );
    assert!(stdout.contains("and its 64.0 MiB is "), "{}", stdout);
    let (_, stdout, _) = judged("hdu1043", "poj1077-table.c", &["sample"]);
    assert!(
        stdout.contains("\n    limits: 5.00 s CPU, 32.0 MiB (the statement's for C and C++"),
        "{}",
        stdout
    );
}

#[test]
fn a_build_is_picked_from_the_judges_menu_or_refused() {
    let cpp = solution("luogu1379-bfs.cpp");
    let cpp = cpp.to_str().unwrap();
    for (args, says) in [
        (
            vec!["luogu1379", cpp, "--build", "g++11"],
            "Luogu has no build \"g++11\"; its builds are c++14, c++98, c++11, c++17, \
             c++20, c++23, c99, java8, java21, python3, pypy3, rust, go, javascript, ruby, \
             pascal, kotlin, csharp, haskell, and here: here-c++, here-c, here-java, \
             here-python3, codeforces, here-go, here-js, here-ruby, here-pascal, here-kotlin, \
             here-csharp, here-haskell, here-fortran, sh, run",
        ),
        (
            vec!["luogu1379", cpp, "--build", "java8"],
            "--build java8 builds Java, not C++",
        ),
        (vec!["luogu1379", cpp, "--build"], "--build needs a value"),
        (
            vec!["luogu1379", cpp, "sample", "--bild", "c++11"],
            "--bild is no option; did you mean --build?",
        ),
    ] {
        let ran = judge(&args).run();
        let (code, stdout, stderr) = (ran.code, ran.stdout, ran.stderr);
        assert_eq!((code, stdout.as_str()), (2, ""), "{:?}: {}", args, stderr);
        assert!(stderr.contains(says), "{:?}: {}", args, stderr);
    }
}

#[test]
#[ignore = "full tier: needs g++"]
fn range_for_or_auto_alone_is_a_compile_error_under_pojs_g_plus_plus() {
    for (file, line, what) in [
        (
            "poj1077-range-for.cpp",
            "line 84: range-based `for` loops only available with `-std=c++11` or `-std=gnu++11`",
            "for",
        ),
        (
            "poj1077-auto.cpp",
            "line 82: `auto` changes meaning in C++11; please remove it",
            "auto",
        ),
    ] {
        let (code, stdout, _) = judged("poj1077", file, &["sample"]);
        assert_eq!(code, 1, "{}", stdout);
        assert!(
            stdout.contains(&format!(
                "\n    | POJ's G++ is GCC 4.4, C++98: {}; this file needs a later standard\n",
                line
            )),
            "{}: {}",
            what,
            stdout
        );
    }
}

#[test]
#[ignore = "full tier: needs g++; waits out the compile limit"]
fn a_compile_past_the_limit_is_a_compile_error_at_the_limit() {
    // 40,000 small functions at -O2: about a minute of g++ here, far past
    // the 10 s that judges give a compile.
    let folder = scratch::folder("slow-compile");
    let source = folder.join("slow.cpp");
    let mut functions = String::new();
    for i in 0..40_000 {
        functions.push_str(&format!(
            "int f{}(int x) {{ int s = x; for (int k = 0; k < {}; k++) s = s * 31 + k ^ (s >> 3); \
             return s; }}\n",
            i,
            i % 7 + 3
        ));
    }
    functions.push_str("int main() { return 0; }\n");
    std::fs::write(&source, functions).unwrap();
    // Stopped at its CPU limit (the error says so: a wall-clock stop says
    // "of wall clock"), however long a loaded machine made that take.
    let (code, report, build) = built(
        judge(&["poj1077"])
            .arg(&source)
            .arg("sample")
            .env("JUDGE_COMPILE_TIME", "10"),
    );
    assert_eq!(
        (code, build.text("name"), build.flag("ok")),
        (1, "g++", Some(false)),
        "{}",
        report
    );
    assert!(
        build
            .text("error")
            .starts_with("compile took longer than 10 s, the judges' limit"),
        "{:?}",
        build
    );
}

#[test]
#[ignore = "full tier: needs python3"]
fn a_python_syntax_error_is_a_compile_error_with_its_line() {
    let folder = scratch::folder("python");
    let path = folder.join("broken.py");
    std::fs::write(&path, "import sys\n\nprint(sys.stdin.read(\n").unwrap();
    let (code, report, build) = built(judge(&["acwing179"]).arg(&path));
    assert_eq!(
        (code, build.text("name"), build.flag("ok")),
        (1, "python3", Some(false)),
        "{}",
        report
    );
    // Python's own words, with the line.
    let error = build.text("error");
    assert!(
        error.contains("line 3") && error.contains("SyntaxError"),
        "{}",
        error
    );
}
