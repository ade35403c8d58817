//! A Python file judged as its judge's menu takes it: a judge that takes
//! no Python is a CE by its list (with the command that judges it
//! anyway), ZOJ's and UVa's own Python builds it, and a file too slow as
//! the menu's CPython is judged again as its PyPy, the verdict said so,
//! and a missing PyPy named, never replaced by CPython; the stress test
//! likewise. Full tier (`#[ignore]`d) where a CPython run waits out its
//! time limit.

mod common;

use common::cli::{judge, stress};
use common::record::{statuses, Fields};
use common::report::{cases, last_line, verdicts};
use common::scratch;
use common::solutions::solution;
use eight_judge::json::Value;
use std::process::Command;

#[test]
fn a_language_the_judge_does_not_take_is_ce_by_its_list() {
    // POJ's FAQ and HDU's list no Python: CE, exit 1, with the command
    // that judges it anyway; nothing is built or run.
    let file = solution("poj1077-bidirectional.py");
    for (problem, takes) in [
        (
            "poj1077",
            "POJ takes C, C++, Pascal, Java and Fortran (its FAQ, poj.org/page?id=1000)",
        ),
        ("hdu1043", "HDU takes C, C++, Pascal, Java and C# (its FAQ"),
    ] {
        let judged = judge(&[problem]).arg(&file).json();
        let report = &judged.report;
        assert_eq!(judged.code, 1, "{}", report);
        for record in &judged.records {
            assert_eq!(
                (record.text("status"), record.text("build.name")),
                ("CE", "Python"),
                "{}",
                report
            );
        }
        assert!(
            last_line(report).starts_with(&format!("verdict: CE: {}", takes))
                && last_line(report)
                    .ends_with("; no Python: judge it anyway with --build here-python3"),
            "{}",
            report
        );
        assert!(verdicts(report).is_empty(), "{}", report);
    }
    // oj's document: a CE record a case, each saying why.
    let judged = judge(&["poj1077"])
        .arg(&file)
        .args(&["--quiet", "sample"])
        .json();
    assert_eq!(judged.code, 1);
    assert_eq!(statuses(&judged.records), ["CE"], "{:?}", judged.records);
    let reason = judged.records[0].text("reason");
    assert!(reason.starts_with("POJ takes C, C++,"), "{}", reason);
    // Its build record is any CE's: the whole of it, nothing run.
    let record = &judged.records[0];
    assert_eq!(record.text("build.why.kind"), "refused");
    assert_eq!(record.flag("build.ok"), Some(false));
    assert_eq!(record.field("build.command"), Some(&Value::Null));
    assert_eq!(record.text("build.error"), record.text("build.why.text"));
    assert!(record.text("build.error").starts_with("POJ takes C, C++,"));
}

#[test]
fn a_python_file_on_zoj_and_uva_is_built_by_their_python() {
    if eight_judge::build::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    // ZOJ's submit page and UVa's list Python: their own build, no CE.
    let file = solution("poj1077-bidirectional.py");
    for (problem, case, menu) in [
        ("zoj1217", "sample", "ZOJ's Python 3: "),
        ("uva652", "one-board", "UVa's PYTH3 3.5.1: Python 3.5.1"),
    ] {
        let judged = judge(&[problem])
            .arg(&file)
            .arg(case)
            .json_to(&scratch::folder(&format!("menus-{}", problem)).join("records.json"));
        assert!(judged.stderr.is_empty(), "{}", judged.stderr);
        // The header names the judge's own Python.
        assert!(
            judged
                .report
                .contains(&format!("    build: python3, {}", menu)),
            "{}",
            judged.report
        );
        for record in &judged.records {
            assert_eq!(
                (record.text("build.name"), record.flag("build.ok")),
                ("python3", Some(true)),
                "{}",
                judged.report
            );
            assert_eq!(record.text("build.why.kind"), "judges_own");
            assert_ne!(record.text("status"), "CE", "{}", judged.report);
        }
    }
    // POJ's, judged anyway by a build here: its verdict, and said so.
    let judged = judge(&["poj1077"])
        .arg(&file)
        .args(&["--build", "here-python3", "sample"])
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    assert_eq!(statuses(&judged.records), ["AC"], "{}", judged.report);
    assert_eq!(
        last_line(&judged.report),
        "verdict: judged by a build here: POJ takes no Python (CE there)"
    );
}

/// Whether `pypy3` is on `PATH`.
fn pypy() -> bool {
    eight_judge::build::tools::on_path("pypy3").is_some()
}

#[test]
#[ignore = "full tier: needs python3 and pypy3; a CPython run waits out its time limit"]
fn a_python_file_too_slow_as_cpython_is_ac_as_pypy_and_says_so() {
    if !pypy() {
        panic!("pypy3 is missing: apt-get install pypy3");
    }
    // Cantor ranks in pure Python loops, about 1.3 s as PyPy on the
    // complete graph, behind a prelude that spins as CPython (which took
    // 7-8 s, under twice AtCoder's 4 s): never ending there, and five
    // times its time as PyPy under --tl 7.
    let file = spins_as_cpython("cpython-pypy", "abc224d-cantor.py");
    let judged = judge(&["abc224d"])
        .arg(&file)
        .args(&["complete", "sample-1", "star", "--tl", "7"])
        .json();
    let report = &judged.report;
    assert_eq!(judged.code, 0, "{}", report);
    // CPython's run, said in the text alone: the records are PyPy's.
    assert!(
        cases(report).contains(&("TLE", "python3", "complete")),
        "{}",
        report
    );
    for record in &judged.records {
        assert_eq!(record.text("build.name"), "pypy3", "{}", report);
        assert_eq!(
            record.text("build.why.text"),
            "too slow as AtCoder's Python (CPython 3.11.4): judged as its Python \
             (PyPy 3.10-v7.3.12) too"
        );
    }
    let complete = judged
        .records
        .iter()
        .find(|r| r.text("testcase.name") == "complete")
        .unwrap();
    assert_eq!(complete.text("status"), "AC", "{}", report);
    assert_eq!(
        last_line(report),
        "verdict: AC as Python (PyPy 3.10-v7.3.12) (CPython: TLE on 3 of 3 cases): submit it as \
         PyPy"
    );
    // `--build` still forces one: CPython alone, TLE.
    let judged = judge(&["abc224d"])
        .arg(&file)
        .args(&["--build", "python3", "complete", "--tl", "7"])
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    assert_eq!(statuses(&judged.records), ["TLE"], "{}", judged.report);
    assert_eq!(judged.records[0].text("build.name"), "python3");
    assert!(
        cases(&judged.report)
            .iter()
            .all(|(_, build, _)| *build != "pypy3"),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "full tier: needs python3 and pypy3; waits out four time limits"]
fn a_python_file_too_slow_either_way_is_tle() {
    if !pypy() {
        panic!("pypy3 is missing: apt-get install pypy3");
    }
    let folder = scratch::folder("menus-spin");
    let file = folder.join("spins.py");
    std::fs::write(&file, "while True:\n    pass\n").unwrap();
    let ran = judge(&["luogu1379"])
        .arg(&file)
        .args(&["sample", "solved"])
        .run();
    let stdout = &ran.stdout;
    assert_eq!(ran.code, 1, "{}", stdout);
    // CPython's two, then PyPy's two.
    assert_eq!(verdicts(stdout), ["TLE", "TLE", "TLE", "TLE"], "{}", stdout);
    assert_eq!(
        last_line(stdout),
        "verdict: TLE as CPython on 2 of 2 cases; as PyPy 3 too, 2 of 2 cases failed (2 TLE)"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
#[ignore = "full tier: needs python3; a CPython run waits out its time limit"]
fn a_missing_pypy_is_named_never_replaced_by_cpython() {
    // A PATH with python3 alone.
    let bin = scratch::folder("menus-no-pypy");
    // The interpreter itself, not a shim (pyenv's needs bash on PATH).
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .expect("python3");
    let python = String::from_utf8_lossy(&python.stdout).trim().to_string();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&python, bin.join("python3")).unwrap();
    // Spinning as CPython: TLE however fast the machine.
    let file = spins_as_cpython("no-pypy", "abc224d-cantor.py");
    let judged = judge(&["abc224d"])
        .arg(&file)
        .arg("complete")
        .env("PATH", &bin)
        .json();
    let report = &judged.report;
    assert_eq!(judged.code, 1, "{}", report);
    assert_eq!(statuses(&judged.records), ["TLE"], "{}", report);
    assert!(
        last_line(report).starts_with(
            "verdict: TLE as CPython on 1 of 1 cases; not judged as Python (PyPy \
             3.10-v7.3.12), which may pass: missing pypy3, which runs the judge's PyPy \
             (Debian and Ubuntu: apt-get install pypy3"
        ),
        "{}",
        report
    );
    let ran = judge(&["abc224d"])
        .arg(&file)
        .args(&["--build", "pypy3", "complete"])
        .env("PATH", &bin)
        .run();
    assert_eq!(ran.code, 2, "{}", ran.stderr);
    assert!(ran.stderr.contains("missing pypy3"), "{}", ran.stderr);
    let _ = std::fs::remove_dir_all(&bin);
}

/// A folder outside the workspace for `PATH`: `python3` the interpreter,
/// and `pypy3` (where `pypy` is true) the same interpreter under PyPy's
/// name, which [`SPINS_AS_CPYTHON`] tells apart by the name it was
/// started by.
fn pythons(name: &str, pypy: bool) -> std::path::PathBuf {
    let bin = scratch::outside(name);
    // The interpreter itself, not a shim (pyenv's needs bash on PATH).
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .expect("python3");
    let python = String::from_utf8_lossy(&python.stdout).trim().to_string();
    std::os::unix::fs::symlink(&python, bin.join("python3")).unwrap();
    if pypy {
        std::os::unix::fs::symlink(&python, bin.join("pypy3")).unwrap();
    }
    bin
}

/// `solution` of `tests/solutions/` behind [`SPINS_AS_CPYTHON`], in a
/// folder `name` of its own.
fn spins_as_cpython(name: &str, solution_name: &str) -> std::path::PathBuf {
    let folder = scratch::folder(name);
    let file = folder.join(solution_name);
    let text = std::fs::read_to_string(solution(solution_name)).unwrap();
    std::fs::write(&file, format!("{}{}", SPINS_AS_CPYTHON, text)).unwrap();
    file
}

/// A Python prelude that spins unless started as `pypy3`.
const SPINS_AS_CPYTHON: &str = "with open('/proc/self/cmdline', 'rb') as f:\n    \
                                if b'pypy' not in f.read().split(b'\\0')[0]:\n        \
                                while True:\n            pass\n";

#[test]
#[ignore = "full tier: needs python3; a CPython run waits out its time limit"]
fn the_stress_test_stresses_a_file_too_slow_as_cpython_again_as_pypy() {
    let bin = pythons("stress-pypy", true);
    let folder = scratch::folder("stress-pypy");
    let file = folder.join("fast-as-pypy.py");
    let right = std::fs::read_to_string(solution("luogu1379-bidirectional.py")).unwrap();
    std::fs::write(&file, format!("{}{}", SPINS_AS_CPYTHON, right)).unwrap();
    let stressed = |file: &std::path::Path, tl: &str| {
        stress(&["luogu1379", "--cases", "3", "--jobs", "1", "--tl", tl])
            .arg(file)
            .env("PATH", &bin)
            .run()
    };
    // TLE as CPython, every case right as PyPy: PyPy's stands, said so.
    let ran = stressed(&file, "2");
    assert_eq!(ran.code, 0, "{}", ran.both());
    assert!(
        ran.stdout
            .starts_with("stress: case 1 of seed 1 failed: TLE\n"),
        "{}",
        ran.stdout
    );
    assert!(
        ran.stdout.ends_with(
            "stress: too slow as Luogu's Python 3: stressed as its PyPy 3 too\n\
             stress: 3 cases passed as PyPy 3 (CPython: TLE on case 1): submit it as PyPy\n"
        ),
        "{}",
        ran.stdout
    );
    // TLE either way: CPython's failure stands, PyPy's said after it.
    let spins = folder.join("spins.py");
    std::fs::write(&spins, "while True:\n    pass\n").unwrap();
    let ran = stressed(&spins, "0.3");
    assert_eq!(ran.code, 1, "{}", ran.both());
    assert!(
        ran.stdout
            .ends_with("stress: TLE as CPython on case 1; as PyPy 3 too, case 1 failed (TLE)\n"),
        "{}",
        ran.stdout
    );
    // `--build` forces one: CPython alone.
    let ran = stress(&[
        "luogu1379",
        "--cases",
        "1",
        "--tl",
        "0.3",
        "--build",
        "python3",
    ])
    .arg(&file)
    .env("PATH", &bin)
    .run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    assert!(!ran.stdout.contains("PyPy"), "{}", ran.stdout);
    // No pypy3: named, never replaced by CPython.
    let no_pypy = pythons("stress-no-pypy", false);
    let ran = stress(&["luogu1379", "--cases", "1", "--tl", "0.3"])
        .arg(&file)
        .env("PATH", &no_pypy)
        .run();
    assert_eq!(ran.code, 1, "{}", ran.both());
    assert!(
        ran.stdout.contains(
            "\nstress: TLE as CPython on case 1; not stressed as PyPy 3, which may pass: missing \
             pypy3"
        ),
        "{}",
        ran.stdout
    );
    for folder in [&bin, &no_pypy, &folder] {
        let _ = std::fs::remove_dir_all(folder);
    }
}
