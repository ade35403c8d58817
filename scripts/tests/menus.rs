//! A file judged as its author would submit it: by the first entry of its
//! judge's menu that builds it, said so on the build line; `--build` still
//! forces one entry; a CE names the entries not emulated here. Python's
//! builds (CPython, PyPy, a judge that takes none) are `menus_python.rs`.
//! Full tier (`#[ignore]`d) where a C++ compiler is needed.

mod common;

use common::cli::{judge, judge_solution};
use common::record::{statuses, Fields};
use common::report::last_line;
use common::scratch;
use common::solutions::solution;
use eight_judge::build::menus::{
    as_submitted, Answer, Chosen, Judge, Submission, HDU, POJ, UVA, ZOJ,
};
use eight_judge::build::BuildError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A work folder of this test process's own: its builds and build cache.
fn work() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("menus-work-{}", std::process::id()))
}

/// `file` built as it would be submitted to `judge`, asked for by its
/// build `first`: why by the build it used (its folder removed), or why
/// none built it.
fn submitted(
    judge: &'static Judge,
    first: &str,
    file: &Path,
) -> Result<Option<Chosen>, BuildError> {
    let submission = Submission {
        first: judge.build(first).unwrap(),
        menu: Some(judge),
        solution: file,
        work: &work(),
        strict: false,
    };
    as_submitted(&submission).map(|submitted| {
        let _ = std::fs::remove_dir_all(&submitted.built.build.folder);
        submitted.chosen
    })
}

/// Asserts that `file` judged as `problem` on `cases` passes (exit
/// status 0, each case AC), each built by `build` and said so as
/// `chosen`: the build as submitted.
fn assert_ac_as_submitted(
    problem: &str,
    file: &Path,
    cases: &[&str],
    build: &str,
    chosen: &Chosen,
) {
    let judged = judge(&[problem]).arg(file).args(cases).json();
    let report = &judged.report;
    assert_eq!(judged.code, 0, "{}", report);
    assert_eq!(
        statuses(&judged.records),
        vec!["AC"; cases.len()],
        "{}",
        report
    );
    for record in &judged.records {
        assert_eq!(
            (record.text("build.name"), record.flag("build.ok")),
            (build, Some(true)),
            "{}",
            report
        );
        assert_eq!(record.text("build.why.kind"), "as_submitted");
        assert_eq!(record.text("build.why.text"), chosen.text());
    }
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
    let cases = ["sample", "centre-blank"];
    assert_ac_as_submitted("uva10085", &file, &cases, "c++", &chosen);
}

#[test]
#[ignore]
fn a_forced_build_does_not_fall_back() {
    let judged = judge_solution("uva10085", "uva10085-menus-hash.cpp")
        .args(&["--build", "c++11", "sample"])
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let record = &judged.records[0];
    assert_eq!(
        (
            record.text("status"),
            record.text("build.name"),
            record.flag("build.ok")
        ),
        ("CE", "c++11", Some(false)),
        "{}",
        judged.report
    );
    assert_eq!(record.text("build.why.kind"), "named", "{}", judged.report);
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
        let cases = ["sample", "multi"];
        assert_ac_as_submitted("zoj1217", &path, &cases, "g++-2000s", &chosen);
    }
    // Today's ZOJ build, forced, is C++17: no gets(), std::move.
    let judged = judge_solution("zoj1217", "zoj1217-menus-gets.cpp")
        .args(&["--build", "c++", "sample"])
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    // The compiler's own words.
    let error = judged.records[0].text("build.error");
    assert!(
        error.contains("error: ‘gets’ was not declared"),
        "{}",
        error
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
    let cases = ["sample", "multi"];
    assert_ac_as_submitted("zoj1217", &file, &cases, "c++", &chosen);
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
        let judged = judge(&[problem]).arg(&file).json();
        assert_eq!(judged.code, 1, "{}", judged.report);
        // The CE's first line, as the record gives it.
        let first = error.to_string().lines().next().map(str::to_string);
        for record in &judged.records {
            let said = record.text("build.error").lines().next();
            assert_eq!(said, first.as_deref(), "{}", judged.report);
        }
    }
}

#[test]
fn a_header_is_refused_with_what_to_rename_it_to() {
    let folder = scratch::folder("menus-header");
    let cpp = folder.join("solve.h");
    std::fs::write(
        &cpp,
        "#include <iostream>\nint main() { std::cout << 1; }\n",
    )
    .unwrap();
    let ran = judge(&["poj1077"]).arg(&cpp).run();
    let stderr = &ran.stderr;
    assert_eq!(ran.code, 2, "{}", stderr);
    assert!(
        stderr.contains("rename it to ") && stderr.contains("solve.cpp"),
        "{}",
        stderr
    );
    assert!(!stderr.contains("solve.c "), "{}", stderr);
    let c = folder.join("plain.h");
    std::fs::write(&c, "#include <stdio.h>\nint main(void) { return 0; }\n").unwrap();
    let ran = judge(&["poj1077"]).arg(&c).run();
    let stderr = &ran.stderr;
    assert_eq!(ran.code, 2, "{}", stderr);
    assert!(
        stderr.contains("plain.c (C) or ") && stderr.contains("plain.cpp (C++)"),
        "{}",
        stderr
    );
}

#[test]
#[ignore]
fn an_atcoder_rust_file_builds_with_proconio_and_itertools() {
    // Fetches the crates on first use (crates.io), then builds them once;
    // the document alone on standard output.
    // Under 8 s (`--tl`): six times its longest run here (1.3 s), where
    // AtCoder's own 4 s is three times, so that a loaded machine leaves
    // every run far under it.
    let judged = judge_solution("abc224d", "abc224d-proconio.rs")
        .args(&["--tl", "8"])
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    let verdicts = statuses(&judged.records);
    assert!(
        verdicts.len() > 10 && verdicts.iter().all(|v| *v == "AC"),
        "{}",
        judged.report
    );
    for record in &judged.records {
        assert_eq!(
            (record.text("build.name"), record.flag("build.ok")),
            ("rust", Some(true))
        );
    }
}

#[test]
fn a_crate_atcoder_does_not_have_is_ce_naming_it() {
    let folder = scratch::folder("menus-crate");
    let file = folder.join("serde.rs");
    std::fs::write(&file, "use serde::Deserialize;\nfn main() {}\n").unwrap();
    let judged = judge(&["abc224d"]).arg(&file).arg("sample-1").json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let record = &judged.records[0];
    assert_eq!(record.text("status"), "CE");
    assert!(
        record.text("build.error").starts_with(
            "AtCoder's Rust has no crate serde: its crates are those of its 2023 list"
        ),
        "{:?}",
        record
    );
}

#[test]
fn crates_that_cannot_be_fetched_are_ce_naming_them_and_the_command() {
    // An empty cargo home, and cargo told to stay off the network.
    let home = scratch::folder("empty-cargo-home");
    // A text of this run's own, so that no build of it is in the cache.
    let file = home.join("main.rs");
    let text = std::fs::read_to_string(solution("abc224d-proconio.rs")).unwrap();
    std::fs::write(&file, format!("{}// {:?}\n", text, home)).unwrap();
    let judged = judge(&["abc224d"])
        .arg(&file)
        .arg("sample-1")
        .env("CARGO_HOME", &home)
        .env("CARGO_NET_OFFLINE", "true")
        // The document alone on standard output: that the judge fetches
        // the crates is said on standard error.
        .json();
    assert_eq!(judged.code, 1, "{}", judged.report);
    let error = judged.records[0].text("build.error");
    assert!(
        error.starts_with(
            "AtCoder's crates itertools, proconio are not in cargo's home and could not be fetched"
        ) && error.contains("cargo fetch --manifest-path ")
            && error.contains("scripts/atcoder/Cargo.toml"),
        "{}",
        error
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
    let folder = scratch::folder("menus-crypt");
    let file = folder.join("crypt.cpp");
    std::fs::write(
        &file,
        "#include <cstdio>\n#include <unistd.h>\n\
         int main() { std::printf(\"%d\\n\", crypt(\"8\", \"ab\") != 0); }\n",
    )
    .unwrap();
    for build in ["c++11", "c++"] {
        let judged = judge(&["uva10085"])
            .arg(&file)
            .args(&["--build", build, "sample"])
            .json();
        let record = &judged.records[0];
        assert_eq!(
            (record.text("build.name"), record.flag("build.ok")),
            (build, Some(true)),
            "{}",
            judged.report
        );
        for word in ["-O2", "-pipe", "-DONLINE_JUDGE"] {
            assert!(record.has_word("build.command", word), "{:?}", record);
        }
        assert!(
            record
                .text("build.command")
                .ends_with(" main.cpp -lm -lcrypt"),
            "{:?}",
            record
        );
    }
}

#[test]
#[ignore]
fn zojs_c_is_c90_then_todays_c() {
    // ZOJ's judge client on acm.zju.edu.cn: `gcc -ansi ...` (licheng/zoj,
    // judge_client/script/compile.sh): C90, with gets(); a `//` comment
    // and a declaration in a `for` are C99, built by today's ZOJ's C.
    let folder = scratch::folder("menus-zoj-c");
    let old = folder.join("old.c");
    std::fs::write(
        &old,
        "#include <stdio.h>\nint main(void) { char line[64]; \
         while (gets(line)) puts(\"unsolvable\"); return 0; }\n",
    )
    .unwrap();
    let judged = judge(&["zoj1217"]).arg(&old).arg("sample").json();
    let build = judged.records[0].field("build").unwrap();
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("gcc-2000s", Some(true)),
        "{}",
        judged.report
    );
    assert!(
        build
            .text("command")
            .starts_with("gcc -ansi -fno-asm -O2 -Wall -DONLINE_JUDGE "),
        "{:?}",
        build
    );
    assert!(
        build.text("why.text").starts_with(
            "built as ZOJ's C (gcc 4.7.2, acm.zju.edu.cn) (--build gcc-2000s): ZOJ's gcc on \
             acm.zju.edu.cn, C90, the build its published Accepted solutions had; today's \
             ZOJ, on pintia.cn, builds C (C11 assumed) (--build c): "
        ),
        "{:?}",
        build
    );
    let new = folder.join("new.c");
    std::fs::write(
        &new,
        "#include <stdio.h>\nint main(void) {\n    // C99\n    \
         for (int i = 0; i < 1; i++) puts(\"unsolvable\");\n    return 0;\n}\n",
    )
    .unwrap();
    let judged = judge(&["zoj1217"]).arg(&new).arg("sample").json();
    let build = judged.records[0].field("build").unwrap();
    assert_eq!(
        (build.text("name"), build.flag("ok")),
        ("c", Some(true)),
        "{}",
        judged.report
    );
    let why = build.text("why.text");
    assert!(
        why.starts_with("does not build as ZOJ's C (gcc 4.7.2, acm.zju.edu.cn) (line ")
            && why.ends_with("built as ZOJ's C (gcc) (--build c): submit it as that"),
        "{}",
        why
    );
}

#[test]
fn old_judges_g_plus_plus_has_the_old_string() {
    // Right on POJ 1077's sample (its statement's answer) only where a
    // std::string is one pointer, as in GCC before 5 (POJ's is GCC 4.4).
    let folder = scratch::folder("old-string");
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
        let judged = judge(&[problem])
            .arg(&file)
            .args(&["--build", build, "sample"])
            .json();
        assert_eq!(
            statuses(&judged.records),
            ["AC"],
            "{} {}: {}",
            problem,
            build,
            judged.report
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// Whether `g++ -m32` builds a program here.
fn builds_m32() -> bool {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"));
    Command::new("g++")
        .args(["-m32", "-x", "c++", "-", "-o"])
        .arg(folder.join("m32-check"))
        .stdin(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"#include <string>\nint main() { return std::string().size(); }\n")?;
            child.wait()
        })
        .map_or(false, |status| status.success())
}

#[test]
#[ignore = "full tier: needs g++ (and g++-multilib for the 32-bit half)"]
fn a_pointer_heavy_file_fits_hdus_32_mib_only_as_a_32_bit_build() {
    // Every board in a std::map<std::string, std::string> and a list: 27.8
    // MiB as a 32-bit build, past 40 MiB (stopped) as a 64-bit one, its
    // whole tree counted in a box; HDU 1043 gives 32 MiB.
    let file = solution("hdu1043-string-map.cpp");
    let judged = judge(&["hdu1043"]).arg(&file).arg("sample").json();
    // Where g++ builds -m32, the probe must find that a 32-bit program
    // runs under the runner too (its system call filter takes i386 calls).
    if builds_m32() {
        assert_eq!(eight_judge::build::probe_m32(), Ok(()));
    }
    if eight_judge::build::probe_m32().is_ok() {
        assert_eq!(judged.code, 0, "{}", judged.report);
        let build = judged.records[0].field("build").unwrap();
        assert_eq!(
            (build.text("name"), build.flag("ok")),
            ("g++", Some(true)),
            "{}",
            judged.report
        );
        assert!(
            build.text("command").starts_with("g++ -m32 "),
            "{:?}",
            build
        );
        assert_eq!(statuses(&judged.records), ["AC"], "{}", judged.report);
    } else {
        eprintln!("this machine builds no -m32: the 64-bit half only");
    }
    // A machine without 32-bit builds: the header says so, and the MLE
    // says a 32-bit build may fit.
    let judged = judge(&["hdu1043"])
        .arg(&file)
        .arg("sample")
        .env("JUDGE_WITHOUT_M32", "1")
        .json();
    let report = &judged.report;
    assert_eq!(judged.code, 1, "{}", report);
    assert!(
        report.contains(
            "\n    memory: a 64-bit build's, where HDU's G++ is 32-bit: JUDGE_WITHOUT_M32=1"
        ),
        "{}",
        report
    );
    assert!(
        !judged.records[0].has_word("build.command", "-m32"),
        "{}",
        report
    );
    assert_eq!(statuses(&judged.records), ["MLE"], "{}", report);
    assert!(
        last_line(report).starts_with("verdict: MLE as a 64-bit build (")
            && last_line(report).contains(
                "of 32.0 MiB): HDU's build is 32-bit, where a pointer-heavy program like this \
                 one may fit"
            ),
        "{}",
        report
    );
}
