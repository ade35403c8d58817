//! Go, JavaScript (Node.js), Ruby, Pascal, Kotlin, C#, Haskell and
//! Fortran, each judged as a judge's menu takes it: a judge that lists
//! none of it is a CE by its list (the quick tier: nothing is built);
//! where one lists it, an Accepted BFS, a wrong or refused file, and the
//! build's self-test (the full tier, `#[ignore]`d: each needs its
//! stand-in, `go`, `node`, `ruby`, `fpc`, `kotlinc`, `mcs`, `ghc`,
//! `gfortran`).

mod common;

use common::cli::judge;
use common::record::statuses;
use common::report::{last_line, verdicts};
use common::scratch;
use common::solutions::solution;
use eight_judge::build::menus::{
    check, program, Checked, ATCODER, BAEKJOON, HDU, LIGHTOJ, LUOGU, POJ,
};
use eight_judge::build::Family;

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
        (
            "poj1077",
            "luogu1379-bfs.kt",
            "Kotlin",
            "here-kotlin",
            "POJ takes C, C++, Pascal, Java and Fortran",
        ),
        (
            "poj1077",
            "luogu1379-bfs.cs",
            "C#",
            "here-csharp",
            "POJ takes C, C++, Pascal, Java and Fortran",
        ),
        (
            "hdu1043",
            "luogu1379-bfs.hs",
            "Haskell",
            "here-haskell",
            "HDU takes C, C++, Pascal, Java and C#",
        ),
        (
            "luogu1379",
            "luogu1379-bfs.f90",
            "Fortran",
            "here-fortran",
            "Luogu takes C, C++98 to C++23",
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
        Family::Kotlin,
        Family::CSharp,
        Family::Haskell,
        Family::Fortran,
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
    // Where each judge's own list shows them (the list, checked).
    for (judge, families) in [
        (
            &ATCODER,
            &[
                Family::Kotlin,
                Family::CSharp,
                Family::Haskell,
                Family::Fortran,
            ][..],
        ),
        (&BAEKJOON, &[Family::Kotlin, Family::CSharp][..]),
        (
            &LUOGU,
            &[Family::Kotlin, Family::CSharp, Family::Haskell][..],
        ),
        (&HDU, &[Family::CSharp][..]),
        (&LIGHTOJ, &[Family::CSharp, Family::Haskell][..]),
        (&POJ, &[Family::Fortran][..]),
    ] {
        for family in families {
            assert!(
                judge.default_build(*family).is_some(),
                "{} {:?}",
                judge.name,
                family
            );
        }
    }
}

/// `file` judged as luogu1379 on its golden cases: every case `status`
/// (`WA`: some WA, the rest AC, as a wrong count right on a few boards
/// is), the report.
fn luogu(file: &str, status: &str) -> String {
    // Under 4 s (`--tl`): five times and more what the longest run takes
    // here (0.7 s, `luogu1379-bfs.hs`; Kotlin's and Ruby's 0.3 to 0.4 s),
    // where Luogu's own 1 s is not twice, so that a loaded machine leaves
    // every run far under it.
    let judged = judge(&["luogu1379"])
        .arg(solution(file))
        .args(&["--tl", "4"])
        .json();
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
#[ignore = "full tier: needs go, node, ruby, fpc, kotlinc, mcs, mono, ghc and gfortran"]
fn the_new_languages_self_tests_build_and_run_in_the_box() {
    let work = scratch::folder("self-tests");
    let judges = [&ATCODER, &LUOGU, &POJ, &BAEKJOON, &HDU, &LIGHTOJ];
    for judge in judges {
        for build in judge.builds {
            if !matches!(
                build.family(),
                Family::Go
                    | Family::JavaScript
                    | Family::Ruby
                    | Family::Pascal
                    | Family::Kotlin
                    | Family::CSharp
                    | Family::Haskell
                    | Family::Fortran
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

#[test]
#[ignore = "full tier: needs kotlinc (kotlin) and java"]
fn kotlin_on_luogu_is_accepted_and_a_later_kotlins_function_is_ce_said_so() {
    let report = luogu("luogu1379-bfs.kt", "AC");
    assert!(
        report.contains("OK   compile kotlin  (kotlinc -include-runtime -d solution.jar Main.kt"),
        "{}",
        report
    );
    assert!(!report.contains("VM warning"), "{}", report);
    let report = luogu("luogu1379-readln.kt", "CE");
    assert!(
        report.contains(
            "Luogu's Kotlin is later than the kotlinc here: readln and readlnOrNull came in \
             Kotlin 1.6; this CE may be this machine's, not the judge's"
        ),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs mcs and mono (mono-mcs, mono-runtime)"]
fn csharp_on_luogu_is_accepted_and_an_undeclared_name_is_ce() {
    let report = luogu("luogu1379-bfs.cs", "AC");
    assert!(
        report.contains("OK   compile csharp  (mcs -optimize+ -out:solution.exe Main.cs"),
        "{}",
        report
    );
    let report = luogu("luogu1379-undeclared.cs", "CE");
    assert!(
        // In the contestant's name (the build saves it as Main.cs).
        report.contains(
            "luogu1379-undeclared.cs(9,27): error CS0103: The name `moves' does not exist"
        ),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs ghc"]
fn haskell_on_luogu_is_accepted_and_a_bang_pattern_is_ce_said_so() {
    let report = luogu("luogu1379-bfs.hs", "AC");
    assert!(!report.contains("[1 of 1] Compiling"), "{}", report);
    let report = luogu("luogu1379-bang.hs", "CE");
    assert!(
        report.contains(
            "Luogu's GHC is later than the ghc here: GHC 9.2 and later take GHC2021 by \
             default, BangPatterns in it"
        ),
        "{}",
        report
    );
}

#[test]
#[ignore = "full tier: needs gfortran"]
fn fortran_is_accepted_here_a_ce_names_its_line_and_its_run_is_capped() {
    let judged = judge(&["luogu1379", "--build", "here-fortran"])
        .arg(solution("luogu1379-bfs.f90"))
        .json();
    let accepted = statuses(&judged.records);
    assert!(
        !accepted.is_empty() && accepted.iter().all(|s| *s == "AC"),
        "{:?}\n{}",
        accepted,
        judged.report
    );
    let judged = judge(&["poj1077"])
        .arg(solution("luogu1379-undeclared.f90"))
        .arg("sample")
        .json();
    assert!(
        judged
            .report
            .contains("Error: Symbol 'moves' at (1) has no IMPLICIT type")
            || judged
                .report
                .contains("Error: Symbol ‘moves’ at (1) has no IMPLICIT type"),
        "{}",
        judged.report
    );
    assert_eq!(statuses(&judged.records), ["CE"], "{}", judged.report);
    // A .f is fixed form, saved as Main.f and shown so: free form from the
    // first column is a CE there.
    let judged = judge(&["poj1077"])
        .arg(solution("poj1077-free-as-fixed.f"))
        .arg("sample")
        .json();
    assert_eq!(statuses(&judged.records), ["CE"], "{}", judged.report);
    assert!(
        judged
            .report
            .contains("CE   compile fortran  (gfortran -O2 -o solution Main.f; Main.f is ")
            && judged
                .report
                .contains("Error: Non-numeric character in statement label"),
        "{}",
        judged.report
    );
    // The address-space cap: 3 GiB asked for and never touched is refused
    // under the cap a 64 MiB limit gives (1 GiB), an RE; a run that lost
    // the cap is granted it, and its empty answer is WA.
    let judged = judge(&["poj1077"])
        .arg(solution("poj1077-reserves.f90"))
        .arg("sample")
        .json();
    assert_eq!(statuses(&judged.records), ["RE"], "{}", judged.report);
    assert!(
        judged.report.contains("Error allocating 3221225472 bytes"),
        "{}",
        judged.report
    );
}
