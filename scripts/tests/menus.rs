//! A file judged as its author would submit it: by the first entry of its
//! judge's menu that builds it, said so on the build line; `--build` still
//! forces one entry; a CE names the entries not emulated here. Full tier
//! (`#[ignore]`d) where a C++ compiler is needed.

use eight_judge::build::BuildError;
use eight_judge::judges::{as_submitted, Answer, Chosen, Judge, Submission, HDU, POJ, UVA, ZOJ};
use std::path::{Path, PathBuf};
use std::process::Command;

const JUDGE: &str = env!("CARGO_BIN_EXE_cargo-judge");

/// Runs the judge on `args`: its exit code, stdout and stderr.
fn judge(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(JUDGE).args(args).output().unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `name` of `tests/solutions/`.
fn solution(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/solutions")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// The verdicts of the cases, in order.
fn verdicts(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter(|line| line.contains('/'))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|word| ["AC", "WA", "TLE", "MLE", "OLE", "RE", "FAIL"].contains(word))
        .collect()
}

/// A work folder of this test process's own: its builds and build cache.
fn work() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-work-{}", std::process::id()))
}

/// `file` (a path) built as it would be submitted to `judge`, asked for by
/// its build `first`: why by the build it used (its folder removed), or
/// why none built it.
fn submitted(judge: &'static Judge, first: &str, file: &str) -> Result<Option<Chosen>, BuildError> {
    let submission = Submission {
        first: judge.build(first).unwrap(),
        menu: Some(judge),
        solution: Path::new(file),
        work: &work(),
        strict: false,
    };
    as_submitted(&submission).map(|submitted| {
        let _ = std::fs::remove_dir_all(&submitted.built.build.folder);
        submitted.chosen
    })
}

/// The build line's note, as the judge prints it.
fn note(chosen: &Chosen) -> String {
    format!("    build: {}\n", chosen.text())
}

#[test]
#[ignore]
fn a_global_hash_is_built_as_uvas_cpp_98_and_said_so() {
    let file = solution("uva10085-menus-hash.cpp");
    let chosen = submitted(&UVA, "c++11", &file).unwrap().unwrap();
    assert_eq!(
        chosen,
        Chosen::FellBack {
            judge: "UVa",
            first: UVA.build("c++11").unwrap(),
            error: Some("line 50: reference to `hash` is ambiguous".to_string()),
            used: UVA.build("c++").unwrap(),
            today: None,
        }
    );
    let (code, stdout, stderr) = judge(&["uva10085", &file, "sample", "centre-blank"]);
    assert_eq!(code, 0, "{}\n{}", stdout, stderr);
    assert!(stdout.contains(&note(&chosen)), "{}", stdout);
    assert_eq!(verdicts(&stdout), ["AC", "AC"], "{}", stdout);
}

#[test]
#[ignore]
fn a_forced_build_does_not_fall_back() {
    let file = solution("uva10085-menus-hash.cpp");
    let (code, stdout, _) = judge(&["uva10085", &file, "--build", "c++11", "sample"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(stdout.contains("CE   compile c++11"), "{}", stdout);
    assert!(!stdout.contains("built as"), "{}", stdout);
}

#[test]
#[ignore]
fn zojs_solutions_of_the_2000s_build_as_its_g_plus_plus_then() {
    for (file, error) in [
        (
            "zoj1217-menus-gets.cpp",
            "`gets` was not declared in this scope",
        ),
        ("zoj1217-menus-move.cpp", "ambiguous"),
    ] {
        let path = solution(file);
        // Built by the old build, said so, with what today's ZOJ makes of it.
        let chosen = submitted(&ZOJ, "g++-2000s", &path).unwrap().unwrap();
        match &chosen {
            Chosen::OfThePast { build, today, .. } => {
                assert_eq!(build.name, "g++-2000s", "{}", file);
                assert_eq!(today.era.today.name, "c++", "{}", file);
                match &today.answer {
                    Answer::Refuses { error: Some(said) } => {
                        assert!(
                            said.starts_with("line ") && said.contains(error),
                            "{}",
                            said
                        )
                    }
                    other => panic!("{}: {:?}", file, other),
                }
            }
            other => panic!("{}: {:?}", file, other),
        }
        let (code, stdout, stderr) = judge(&["zoj1217", &path, "sample", "multi"]);
        assert_eq!(code, 0, "{}: {}\n{}", file, stdout, stderr);
        assert!(stdout.contains("OK   compile g++-2000s"), "{}", stdout);
        assert!(stdout.contains(&note(&chosen)), "{}", stdout);
        assert_eq!(verdicts(&stdout), ["AC", "AC"], "{}", stdout);
    }
    // Today's ZOJ build, forced, is C++17: no gets(), std::move.
    let (code, stdout, _) = judge(&[
        "zoj1217",
        &solution("zoj1217-menus-gets.cpp"),
        "--build",
        "c++",
        "sample",
    ]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains("error: ‘gets’ was not declared"),
        "{}",
        stdout
    );
}

#[test]
#[ignore]
fn a_file_of_todays_cpp_falls_back_from_zojs_old_build() {
    let file = solution("zoj1217-menus-cpp17.cpp");
    let chosen = submitted(&ZOJ, "g++-2000s", &file).unwrap().unwrap();
    match &chosen {
        Chosen::FellBack {
            first,
            error: Some(error),
            used,
            today: None,
            ..
        } => {
            assert_eq!((first.name, used.name), ("g++-2000s", "c++"));
            assert!(error.starts_with("line "), "{}", error);
        }
        other => panic!("{:?}", other),
    }
    let (code, stdout, stderr) = judge(&["zoj1217", &file, "sample", "multi"]);
    assert_eq!(code, 0, "{}\n{}", stdout, stderr);
    assert!(stdout.contains(&note(&chosen)), "{}", stdout);
    assert_eq!(verdicts(&stdout), ["AC", "AC"], "{}", stdout);
}

#[test]
#[ignore]
fn a_ce_under_every_emulated_build_names_those_not_emulated() {
    let file = solution("compile-error.cpp");
    for (judge_, problem, not_emulated) in [
        (&POJ, "poj1077", "POJ's C++ (MS VC++ 2008)"),
        (&HDU, "hdu1043", "HDU's C++ (MS VC++)"),
    ] {
        let error = submitted(judge_, "g++", &file).unwrap_err();
        match &error {
            BuildError::NoMenuBuild(menu) => {
                assert_eq!(menu.tried, ["G++"]);
                assert_eq!(menu.not_emulated, [not_emulated]);
                assert!(matches!(menu.first, BuildError::Failed { .. }));
            }
            other => panic!("{:?}", other),
        }
        let (code, stdout, _) = judge(&[problem, &file]);
        assert_eq!(code, 1, "{}", stdout);
        // The CE's first line, as the build line shows it.
        let first = error.to_string().lines().next().unwrap().to_string();
        assert!(stdout.contains(&format!("    | {}\n", first)), "{}", stdout);
    }
}

#[test]
fn a_header_is_refused_with_what_to_rename_it_to() {
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let cpp = folder.join("solve.h");
    std::fs::write(
        &cpp,
        "#include <iostream>\nint main() { std::cout << 1; }\n",
    )
    .unwrap();
    let (code, _, stderr) = judge(&["poj1077", cpp.to_str().unwrap()]);
    assert_eq!(code, 2, "{}", stderr);
    assert!(
        stderr.contains("rename it to ") && stderr.contains("solve.cpp"),
        "{}",
        stderr
    );
    assert!(!stderr.contains("solve.c "), "{}", stderr);
    let c = folder.join("plain.h");
    std::fs::write(&c, "#include <stdio.h>\nint main(void) { return 0; }\n").unwrap();
    let (code, _, stderr) = judge(&["poj1077", c.to_str().unwrap()]);
    assert_eq!(code, 2, "{}", stderr);
    assert!(
        stderr.contains("plain.c (C) or ") && stderr.contains("plain.cpp (C++)"),
        "{}",
        stderr
    );
}

#[test]
#[ignore]
fn an_atcoder_rust_file_builds_with_proconio_and_itertools() {
    // Fetches the crates on first use (crates.io), then builds them once.
    let file = solution("abc224d-proconio.rs");
    let (code, stdout, stderr) = judge(&["abc224d", &file]);
    assert_eq!(code, 0, "{}\n{}", stdout, stderr);
    assert!(stdout.contains("OK   compile rust"), "{}", stdout);
    let verdicts = verdicts(&stdout);
    assert!(
        verdicts.len() > 10 && verdicts.iter().all(|v| *v == "AC"),
        "{}",
        stdout
    );
}

#[test]
fn a_crate_atcoder_does_not_have_is_ce_naming_it() {
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("serde.rs");
    std::fs::write(&file, "use serde::Deserialize;\nfn main() {}\n").unwrap();
    let (code, stdout, _) = judge(&["abc224d", file.to_str().unwrap(), "sample-1"]);
    assert_eq!(code, 1, "{}", stdout);
    assert!(
        stdout.contains("AtCoder's Rust has no crate serde: its crates are those of its 2023 list"),
        "{}",
        stdout
    );
}

#[test]
fn crates_that_cannot_be_fetched_are_ce_naming_them_and_the_command() {
    // An empty cargo home, and cargo told to stay off the network.
    let home = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("empty-cargo-home-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    // A text of this run's own, so that no build of it is in the cache.
    let file = home.join("main.rs");
    let text = std::fs::read_to_string(solution("abc224d-proconio.rs")).unwrap();
    std::fs::write(&file, format!("{}// {:?}\n", text, home)).unwrap();
    let output = Command::new(JUDGE)
        .args(["abc224d", file.to_str().unwrap(), "sample-1"])
        .env("CARGO_HOME", &home)
        .env("CARGO_NET_OFFLINE", "true")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", stdout);
    assert!(
        stdout.contains(
            "AtCoder's crates itertools, proconio are not in cargo's home and could not be fetched"
        ) && stdout.contains("cargo fetch --manifest-path ")
            && stdout.contains("scripts/atcoder/Cargo.toml"),
        "{}",
        stdout
    );
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
#[ignore]
#[cfg(target_os = "linux")]
fn uvas_cpp_links_as_its_submit_page_says() {
    // UVa's menu: "C++11 5.3.0 - GNU C++ Compiler with options: -lm -lcrypt
    // -O2 -std=c++11 -pipe -DONLINE_JUDGE" (mobluse/uva, README.md, and
    // published solutions' headers): a file calling crypt() links there.
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-crypt-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("crypt.cpp");
    std::fs::write(
        &file,
        "#include <cstdio>\n#include <unistd.h>\n\
         int main() { std::printf(\"%d\\n\", crypt(\"8\", \"ab\") != 0); }\n",
    )
    .unwrap();
    for build in ["c++11", "c++"] {
        let (_, stdout, _) = judge(&[
            "uva10085",
            file.to_str().unwrap(),
            "--build",
            build,
            "sample",
        ]);
        assert!(
            stdout.contains(&format!("OK   compile {} ", build))
                && stdout.contains(" -O2 ")
                && stdout.contains(" -pipe -DONLINE_JUDGE ")
                && stdout.contains(" main.cpp -lm -lcrypt,"),
            "{}",
            stdout
        );
    }
}

#[test]
#[ignore]
fn zojs_c_is_c90_then_todays_c() {
    // ZOJ's judge client on acm.zju.edu.cn: `gcc -ansi ...` (licheng/zoj,
    // judge_client/script/compile.sh): C90, with gets(); a `//` comment
    // and a declaration in a `for` are C99, built by today's ZOJ's C.
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-zoj-c-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let old = folder.join("old.c");
    std::fs::write(
        &old,
        "#include <stdio.h>\nint main(void) { char line[64]; \
         while (gets(line)) puts(\"unsolvable\"); return 0; }\n",
    )
    .unwrap();
    let (_, stdout, _) = judge(&["zoj1217", old.to_str().unwrap(), "sample"]);
    assert!(
        stdout.contains("OK   compile gcc-2000s  (gcc -ansi -fno-asm -O2 -Wall -DONLINE_JUDGE ")
            && stdout.contains(
                "    build: built as ZOJ's C (gcc 4.7.2, acm.zju.edu.cn) (--build gcc-2000s): \
                 ZOJ's gcc on acm.zju.edu.cn, C90, the build its published Accepted solutions \
                 had; today's ZOJ, on pintia.cn, builds C (C11 assumed) (--build c): "
            ),
        "{}",
        stdout
    );
    let new = folder.join("new.c");
    std::fs::write(
        &new,
        "#include <stdio.h>\nint main(void) {\n    // C99\n    \
         for (int i = 0; i < 1; i++) puts(\"unsolvable\");\n    return 0;\n}\n",
    )
    .unwrap();
    let (_, stdout, _) = judge(&["zoj1217", new.to_str().unwrap(), "sample"]);
    assert!(
        stdout.contains("OK   compile c  ")
            && stdout.contains(
                "    build: does not build as ZOJ's C (gcc 4.7.2, acm.zju.edu.cn) (line "
            )
            && stdout.contains("built as ZOJ's C (gcc) (--build c): submit it as that"),
        "{}",
        stdout
    );
}

#[test]
fn old_judges_g_plus_plus_has_the_old_string() {
    // Right on POJ 1077's sample (its statement's answer) only where a
    // std::string is one pointer, as in GCC before 5 (POJ's is GCC 4.4).
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("old-string-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("main.cpp");
    std::fs::write(
        &file,
        "#include <string>\n#include <cstdio>\nint main() {\n\
         puts(sizeof(std::string) == sizeof(char *) ? \"ullddrurdllurdruldr\" : \"new string\");\n}\n",
    )
    .unwrap();
    for (problem, build) in [
        ("poj1077", "g++"),
        ("hdu1043", "g++"),
        ("zoj1217", "g++-2000s"),
    ] {
        let (_, stdout, stderr) =
            judge(&[problem, file.to_str().unwrap(), "--build", build, "sample"]);
        assert_eq!(
            verdicts(&stdout),
            ["AC"],
            "{} {}: {}{}",
            problem,
            build,
            stdout,
            stderr
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// The last line of a report: `verdict: ...` where the figures alone
/// would mislead.
fn last_line(stdout: &str) -> &str {
    stdout.trim_end().lines().last().unwrap_or("")
}

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
        let (code, stdout, _) = judge(&[problem, &file]);
        assert_eq!(code, 1, "{}", stdout);
        assert!(stdout.contains("\nCE   compile (Python)"), "{}", stdout);
        assert!(
            last_line(&stdout).starts_with(&format!("verdict: CE: {}", takes))
                && last_line(&stdout)
                    .ends_with("; no Python: judge it anyway with --build here-python3"),
            "{}",
            stdout
        );
        assert!(verdicts(&stdout).is_empty(), "{}", stdout);
    }
    // oj's document: a CE record a case, each saying why.
    let (code, stdout, _) = judge(&["poj1077", &file, "--json", "--quiet", "sample"]);
    assert_eq!(code, 1);
    let document = eight_judge::json::parse(&stdout).unwrap();
    let records = document.as_array().unwrap();
    assert_eq!(records.len(), 1, "{}", stdout);
    assert_eq!(records[0].get("status").unwrap().as_str(), Some("CE"));
    let reason = records[0].get("reason").unwrap().as_str().unwrap();
    assert!(reason.starts_with("POJ takes C, C++,"), "{}", reason);
}

#[test]
fn a_python_file_on_zoj_and_uva_is_built_by_their_python() {
    if eight_judge::tools::python().is_none() {
        eprintln!("skipped: no python3");
        return;
    }
    // ZOJ's submit page and UVa's list Python: their own build, no CE.
    let file = solution("poj1077-bidirectional.py");
    for (problem, case, menu) in [
        ("zoj1217", "sample", "ZOJ's Python 3: "),
        ("uva652", "one-board", "UVa's PYTH3 3.5.1: Python 3.5.1"),
    ] {
        let (_, stdout, stderr) = judge(&[problem, &file, case]);
        assert!(stderr.is_empty(), "{}", stderr);
        assert!(
            stdout.contains(&format!("    build: python3, {}", menu))
                && stdout.contains("\nOK   compile python3"),
            "{}",
            stdout
        );
        assert!(!stdout.contains("CE"), "{}", stdout);
    }
    // POJ's, judged anyway by a build here: its verdict, and said so.
    let (code, stdout, _) = judge(&["poj1077", &file, "--build", "here-python3", "sample"]);
    assert_eq!(code, 0, "{}", stdout);
    assert_eq!(verdicts(&stdout), ["AC"], "{}", stdout);
    assert_eq!(
        last_line(&stdout),
        "verdict: judged by a build here: POJ takes no Python (CE there)"
    );
}

/// Whether `pypy3` is on `PATH`.
fn pypy() -> bool {
    eight_judge::tools::on_path("pypy3").is_some()
}

#[test]
#[ignore = "full tier: needs python3 and pypy3; a CPython run waits out its time limit"]
fn a_python_file_too_slow_as_cpython_is_ac_as_pypy_and_says_so() {
    if !pypy() {
        panic!("pypy3 is missing: apt-get install pypy3");
    }
    // Cantor ranks in pure Python loops: 7-8 s as CPython on the complete
    // graph, about 1.5 s as PyPy; every other case within 4 s either way.
    let file = solution("abc224d-cantor.py");
    let (code, stdout, stderr) = judge(&["abc224d", &file, "complete", "sample-1", "star"]);
    assert_eq!(code, 0, "{}\n{}", stdout, stderr);
    assert!(stdout.contains("TLE  python3/complete"), "{}", stdout);
    assert!(
        stdout.contains(
            "    build: too slow as AtCoder's Python (CPython 3.11.4): judged as its Python \
             (PyPy 3.10-v7.3.12) too"
        ) && stdout.contains("\nAC   pypy3/complete"),
        "{}",
        stdout
    );
    assert_eq!(
        last_line(&stdout),
        "verdict: AC as Python (PyPy 3.10-v7.3.12) (CPython: TLE on 1 of 3 cases): submit it as \
         PyPy"
    );
    // `--build` still forces one: CPython alone, TLE.
    let (code, stdout, _) = judge(&["abc224d", &file, "--build", "python3", "complete"]);
    assert_eq!(code, 1, "{}", stdout);
    assert_eq!(verdicts(&stdout), ["TLE"], "{}", stdout);
    assert!(!stdout.contains("pypy3"), "{}", stdout);
}

#[test]
#[ignore = "full tier: needs python3 and pypy3; waits out four time limits"]
fn a_python_file_too_slow_either_way_is_tle() {
    if !pypy() {
        panic!("pypy3 is missing: apt-get install pypy3");
    }
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-spin-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("spins.py");
    std::fs::write(&file, "while True:\n    pass\n").unwrap();
    let (code, stdout, _) = judge(&["luogu1379", file.to_str().unwrap(), "sample", "solved"]);
    assert_eq!(code, 1, "{}", stdout);
    assert_eq!(
        verdicts(&stdout),
        ["TLE", "TLE", "TLE", "TLE"],
        "{}",
        stdout
    );
    assert_eq!(
        last_line(&stdout),
        "verdict: TLE as CPython on 2 of 2 cases; as PyPy 3 too, 2 of 2 cases failed (2 TLE)"
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
#[ignore = "full tier: needs python3; a CPython run waits out its time limit"]
fn a_missing_pypy_is_named_never_replaced_by_cpython() {
    // A PATH with python3 alone.
    let bin = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("menus-no-pypy-{}", std::process::id()));
    std::fs::create_dir_all(&bin).unwrap();
    // The interpreter itself, not a shim (pyenv's needs bash on PATH).
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .expect("python3");
    let python = String::from_utf8_lossy(&python.stdout).trim().to_string();
    let _ = std::fs::remove_file(bin.join("python3"));
    #[cfg(unix)]
    std::os::unix::fs::symlink(&python, bin.join("python3")).unwrap();
    let run = |args: &[&str]| {
        let output = Command::new(JUDGE)
            .args(args)
            .env("PATH", &bin)
            .output()
            .unwrap();
        (
            output.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    let file = solution("abc224d-cantor.py");
    let (code, stdout, _) = run(&["abc224d", &file, "complete"]);
    assert_eq!(code, 1, "{}", stdout);
    assert_eq!(verdicts(&stdout), ["TLE"], "{}", stdout);
    assert!(
        last_line(&stdout).starts_with(
            "verdict: TLE as CPython on 1 of 1 cases; not judged as Python (PyPy \
             3.10-v7.3.12), which may pass: missing pypy3, which runs the judge's PyPy \
             (Debian and Ubuntu: apt-get install pypy3"
        ),
        "{}",
        stdout
    );
    let (code, _, stderr) = run(&["abc224d", &file, "--build", "pypy3", "complete"]);
    assert_eq!(code, 2, "{}", stderr);
    assert!(stderr.contains("missing pypy3"), "{}", stderr);
    let _ = std::fs::remove_dir_all(&bin);
}

#[test]
#[ignore = "full tier: needs g++ (and g++-multilib for the 32-bit half)"]
fn a_pointer_heavy_file_fits_hdus_32_mib_only_as_a_32_bit_build() {
    // Every board in a std::map<std::string, std::string> and a list: 27.8
    // MiB as a 32-bit build, past 40 MiB (stopped) as a 64-bit one, its
    // whole tree counted in a box; HDU 1043 gives 32 MiB.
    let file = solution("hdu1043-string-map.cpp");
    let (code, stdout, stderr) = judge(&["hdu1043", &file, "sample"]);
    // Where g++ builds -m32, the probe must find that a 32-bit program
    // runs under the runner too (its system call filter takes i386 calls).
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let multilib =
        Command::new("g++")
            .args(["-m32", "-x", "c++", "-", "-o"])
            .arg(folder.join("m32-check"))
            .stdin(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(
                    b"#include <string>\nint main() { return std::string().size(); }\n",
                )?;
                child.wait()
            })
            .map_or(false, |status| status.success());
    if multilib {
        assert_eq!(eight_judge::build::probe_m32(), Ok(()));
    }
    if eight_judge::build::probe_m32().is_ok() {
        assert_eq!(code, 0, "{}\n{}", stdout, stderr);
        assert!(
            stdout.contains("OK   compile g++  (g++ -m32 "),
            "{}",
            stdout
        );
        assert_eq!(verdicts(&stdout), ["AC"], "{}", stdout);
    } else {
        eprintln!("this machine builds no -m32: the 64-bit half only");
    }
    // A machine without 32-bit builds: the header says so, and the MLE
    // says a 32-bit build may fit.
    let output = Command::new(JUDGE)
        .args(["hdu1043", &file, "sample"])
        .env("JUDGE_WITHOUT_M32", "1")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", stdout);
    assert!(
        stdout.contains(
            "\n    memory: a 64-bit build's, where HDU's G++ is 32-bit: JUDGE_WITHOUT_M32=1"
        ) && !stdout.contains(" -m32 "),
        "{}",
        stdout
    );
    assert_eq!(verdicts(&stdout), ["MLE"], "{}", stdout);
    assert!(
        last_line(&stdout).starts_with("verdict: MLE as a 64-bit build (")
            && last_line(&stdout).contains(
                "of 32.0 MiB): HDU's build is 32-bit, where a pointer-heavy program like this \
                 one may fit"
            ),
        "{}",
        stdout
    );
}
