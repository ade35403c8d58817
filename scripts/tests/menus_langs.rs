//! Go, JavaScript (Node.js), Ruby and Pascal, each judged as a judge's
//! menu takes it: a judge that lists none of it is a CE by its list (the
//! quick tier: nothing is built); where one lists it, an Accepted BFS, a
//! wrong or refused file, and the build's self-test (the full tier,
//! `#[ignore]`d: each needs its stand-in, `go`, `node`, `ruby`, `fpc`).

mod common;

use common::cli::judge;
use common::record::statuses;
use common::report::{last_line, verdicts};
use common::scratch;
use common::solutions::solution;
use eight_judge::build::Family;
use eight_judge::judges::{check, program, Checked, ATCODER, LUOGU, POJ};

#[test]
fn a_language_the_judge_does_not_take_is_ce_by_its_list() {
    for (problem, file, language, anyway, takes) in [
        (
            "poj1077",
            "luogu1379-bfs.go",
            "Go",
            "here-go",
            "POJ takes C, C++, Pascal, Java and Fortran",
        ),
        (
            "poj1077",
            "luogu1379-bfs.js",
            "JavaScript",
            "here-js",
            "POJ takes C, C++, Pascal, Java and Fortran",
        ),
        (
            "hdu1043",
            "luogu1379-bfs.rb",
            "Ruby",
            "here-ruby",
            "HDU takes C, C++, Pascal, Java and C#",
        ),
        (
            "acwing845",
            "luogu1379-bfs.pas",
            "Pascal",
            "here-pascal",
            "AcWing takes C++, C, Java, Python, Go and more",
        ),
    ] {
        let judged = judge(&[problem]).arg(solution(file)).json();
        let report = &judged.report;
        assert_eq!(judged.code, 1, "{}", report);
        let statuses = statuses(&judged.records);
        assert!(
            !statuses.is_empty() && statuses.iter().all(|s| *s == "CE"),
            "{}",
            report
        );
        let last = last_line(report);
        assert!(
            last.starts_with(&format!("verdict: CE: {}", takes))
                && last.ends_with(&format!(
                    "; no {}: judge it anyway with --build {}",
                    language, anyway
                )),
            "{}",
            report
        );
        assert!(verdicts(report).is_empty(), "{}", report);
    }
}

#[test]
fn every_family_built_has_a_self_test_and_every_judge_of_a_language_lists_it() {
    for family in [
        Family::C,
        Family::Cpp,
        Family::Java,
        Family::Python,
        Family::Rust,
        Family::Go,
        Family::JavaScript,
        Family::Ruby,
        Family::Pascal,
    ] {
        assert!(program(family).is_some(), "{:?}", family);
    }
    for family in [Family::Go, Family::JavaScript, Family::Ruby, Family::Pascal] {
        for judge in [&ATCODER, &LUOGU] {
            assert!(
                judge.default_build(family).is_some(),
                "{} {:?}",
                judge.name,
                family
            );
        }
    }
    assert!(POJ.default_build(Family::Pascal).is_some());
}

/// `file` judged as luogu1379 on its golden cases: every case `status`
/// (`WA`: some WA, the rest AC, as a wrong count right on a few boards
/// is), the report.
fn luogu(file: &str, status: &str) -> String {
    let judged = judge(&["luogu1379"]).arg(solution(file)).json();
    let report = judged.report.clone();
    let statuses = statuses(&judged.records);
    let allowed = |s: &&str| *s == status || (status == "WA" && *s == "AC");
    assert!(
        statuses.contains(&status) && statuses.iter().all(allowed),
        "{:?}\n{}",
        statuses,
        report
    );
    assert_eq!(judged.code, i32::from(status != "AC"), "{}", report);
    report
}

#[test]
#[ignore = "full tier: needs go (golang-go)"]
fn go_on_luogu_is_accepted_and_a_later_gos_package_is_ce_said_so() {
    let report = luogu("luogu1379-bfs.go", "AC");
    assert!(
        report.contains("OK   compile go  (go build -o solution main.go"),
        "{}",
        report
    );
    // The go here's version ends the header's build line.
    assert!(
        report
            .lines()
            .any(|l| l.starts_with("    build: go, ") && l.contains(" (go version go1.")),
        "{}",
        report
    );
    let report = luogu("luogu1379-slices.go", "CE");
    assert!(
        report.contains(
            "Luogu's Go is later than the go here: the standard package slices came in \
             Go 1.21; this CE may be this machine's, not the judge's"
        ),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs node (nodejs)"]
fn javascript_on_luogu_is_accepted_and_a_wrong_count_is_wa() {
    let report = luogu("luogu1379-bfs.js", "AC");
    assert!(
        report.contains("OK   compile javascript  (node --check main.js"),
        "{}",
        report
    );
    luogu("luogu1379-zero.js", "WA");
}

#[test]
#[ignore = "full tier: needs ruby"]
fn ruby_on_luogu_is_accepted_and_a_syntax_error_is_ce() {
    let report = luogu("luogu1379-bfs.rb", "AC");
    assert!(!report.contains("Syntax OK"), "{}", report);
    let report = luogu("luogu1379-syntax-error.rb", "CE");
    // In the contestant's file's name, not the build's main.rb.
    assert!(
        report.contains("luogu1379-syntax-error.rb:5: syntax error"),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs fpc (fp-compiler)"]
fn pascal_on_luogu_is_accepted_a_wrong_count_wa_and_an_undeclared_name_ce() {
    let report = luogu("luogu1379-bfs.pas", "AC");
    assert!(
        !report.contains("Free Pascal Compiler version"),
        "{}",
        report
    );
    luogu("luogu1379-zero.pas", "WA");
    let report = luogu("luogu1379-undeclared.pas", "CE");
    assert!(
        report.contains("luogu1379-undeclared.pas(7,3) Error: Identifier not found \"moves\""),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs go, node, ruby and fpc"]
fn the_new_languages_self_tests_build_and_run_in_the_box() {
    let work = scratch::folder("self-tests");
    let judges = [&ATCODER, &LUOGU, &POJ];
    for judge in judges {
        for build in judge.builds {
            if !matches!(
                build.family(),
                Family::Go | Family::JavaScript | Family::Ruby | Family::Pascal
            ) {
                continue;
            }
            match check(build, &work) {
                Checked::Works { .. } => {}
                other => panic!("{} {}: {:?}", judge.name, build.name, other),
            }
        }
    }
}

#[test]
fn check_goes_with_builds_alone() {
    for (args, says) in [
        (
            vec!["--check"],
            "--check: it checks the builds, and goes with --builds alone",
        ),
        (
            vec!["poj1077", "--check"],
            "--check: it checks the builds, and goes with --builds alone",
        ),
        (
            vec!["--builds", "--check", "poj1077"],
            "--builds takes no other argument: \"poj1077\"",
        ),
    ] {
        let ran = judge(&args).run();
        assert_eq!((ran.code, ran.stdout.as_str()), (2, ""), "{:?}", args);
        assert!(ran.stderr.contains(says), "{:?}: {}", args, ran.stderr);
    }
}
