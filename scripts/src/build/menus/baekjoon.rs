//! Baekjoon Online Judge's menu.

use super::builds::{csharp, gcc, gpp, java, lang, pypy3, python3, KOTLIN_HERE};
use super::{Extra, Judge, Takes};
use crate::build::{Kind, Recipe, RustBuild, Toolchain};

/// Baekjoon Online Judge (acmicpc.net): its language help page
/// (acmicpc.net/help/language), as contestants' notes and tools quote it:
/// C++17 `g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17
/// -DONLINE_JUDGE -DBOJ`, C99 `gcc Main.c -o Main -O2 -Wall -lm -static
/// -std=gnu99 -DONLINE_JUDGE -DBOJ` (gcc 10.2.0 in 2021), Java 11 `javac
/// -release 11 ... Main.java`, Python 3 `python3 Main.py` (3.9.0 in 2021),
/// Rust `rustc --edition 2018 -O -o Main Main.rs` (rustc 1.52.1 in 2021,
/// kiwiyou/boj-cli's `src/language/rust.rs`, a command-line tool for
/// Baekjoon that copies the page's commands). Its C11, PyPy3 and Rust 2021
/// entries are on the page too; their flags are assumed from their
/// neighbours'. `-static` is left out here: the machine's own libraries
/// may not have static copies. Kotlin (JVM) and C# 6.0 (Mono) as the same
/// page gives them, copied by contestants' notes and submit tools
/// (kiwiyou/boj-cli's `src/language/kotlin.rs`); the JVM's flags are
/// Java's here (the heap capped at the limit, not Baekjoon's 1920 MiB).
pub const BAEKJOON: Judge = Judge {
    name: "Baekjoon",
    builds: &[
        gpp(
            "c++17",
            "C++17",
            "g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ \
             (its help page)",
            "today's g++ with the same flags less -static",
            &["-O2", "-Wall", "-std=gnu++17", "-DONLINE_JUDGE", "-DBOJ"],
        ),
        gcc(
            "c99",
            "C99",
            "gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu99 -DONLINE_JUDGE -DBOJ \
             (its help page; gcc 10.2.0 in 2021)",
            "today's gcc with the same flags less -static",
            &["-O2", "-Wall", "-std=gnu99", "-DONLINE_JUDGE", "-DBOJ"],
        ),
        gcc(
            "c11",
            "C11",
            "gcc at -std=gnu11, the other flags as its C99's (assumed)",
            "today's gcc with those flags less -static",
            &["-O2", "-Wall", "-std=gnu11", "-DONLINE_JUDGE", "-DBOJ"],
        ),
        java(
            "java11",
            "Java 11",
            "javac -release 11 -encoding UTF-8 Main.java, the class Main (its help page)",
            "javac --release 11",
            Some("11"),
            "Baekjoon",
        ),
        python3(
            "Python 3",
            "python3 Main.py (its help page; Python 3.9.0 in 2021)",
            "python3 here, compiled first",
        ),
        pypy3(
            "pypy3",
            "PyPy3",
            "PyPy3 (its help page; version unconfirmed)",
        ),
        Toolchain {
            name: "rust2021",
            menu: "Rust 2021",
            judge_runs: "rustc --edition 2021 -O -o Main Main.rs (its Rust 2018's flags at \
                         edition 2021; version unconfirmed)",
            here: "today's rustc with the same flags",
            recipe: Recipe::Rust(RustBuild {
                edition: "2021",
                flags: &["-O"],
                env: &[],
                old_compiler: false,
                cargo: false,
            }),
            era: None,
        },
        Toolchain {
            name: "rust2018",
            menu: "Rust 2018",
            judge_runs: "rustc --edition 2018 -O -o Main Main.rs, rustc 1.52.1 in 2021 \
                         (kiwiyou/boj-cli, src/language/rust.rs)",
            here: "today's rustc with the same flags",
            recipe: Recipe::Rust(RustBuild {
                edition: "2018",
                flags: &["-O"],
                env: &[],
                old_compiler: false,
                cargo: false,
            }),
            era: None,
        },
        lang(
            "kotlin",
            "Kotlin (JVM)",
            "kotlinc-jvm -J-Xms1024m -J-Xmx1920m -J-Xss512m -include-runtime -d Main.jar \
             Main.kt, then java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 \
             -XX:+UseSerialGC -DONLINE_JUDGE=1 -DBOJ=1 -jar Main.jar (its help page; \
             kotlinc-jvm 1.4.21 on Java 8 in 2021, 1.6.10 on Java 17 in 2022)",
            KOTLIN_HERE,
            Kind::Kotlin,
            &[],
            Some("Baekjoon's Kotlin is 1.4 or later, the kotlinc here 1.3"),
        ),
        csharp(
            "C# 6.0 (Mono)",
            "mcs -codepage:utf8 -warn:0 -optimize+ -checked+ -clscheck- \
             -reference:System.Numerics.dll -out:Main.exe Main.cs, then mono \
             --optimize=all Main.exe; Mono C# compiler 6.8.0.105 (its help page, as its \
             submit tools copy it; a copy of 2022 gives its C# as .NET 6's, dotnet publish, \
             which Mono stands in for)",
            &[
                "-codepage:utf8",
                "-warn:0",
                "-optimize+",
                "-checked+",
                "-clscheck-",
                "-reference:System.Numerics.dll",
            ],
            &["--optimize=all"],
            None,
        ),
    ],
    takes: Takes {
        languages: &[
            "C++17",
            "C99",
            "C11",
            "Java 11",
            "Python 3",
            "PyPy3",
            "Rust 2021",
            "Rust 2018",
            "Go",
            "Kotlin (JVM)",
            "C#",
            "node.js",
            "many more",
        ],
        from: "acmicpc.net/help/language",
    },
    extra: BAEKJOON_EXTRA,
    not_emulated: &[],
};

/// Baekjoon's rule: the time and memory its language page
/// (help.acmicpc.net/language/info) adds to a problem's limits for each
/// language (none for C, C++ and Rust), unless the problem says otherwise
/// (Baekjoon 1525's note gives Java and Kotlin their memory). The page
/// could not be read here; contestants' notes quote it (rldnjs7723/
/// CodingTest, `BOJ/README.md`, for Java: "x2 + 1초", "x2 + 16MB"), and
/// Java solutions Baekjoon accepted on 1525 ran past its 1 s (SSAFY0916/
/// Algorithm_Study_Java1, `WEEK8/BOJ_1525`: 1192 ms).
const BAEKJOON_EXTRA: &[Extra] = &[
    Extra {
        build: "java11",
        time_times: 2,
        plus_ms: 1000,
        memory_times: 2,
        plus_mib: 16,
        from: "Java 11: time x2 + 1 s, memory x2 + 16 MB, by Baekjoon's rule (its language \
               page, help.acmicpc.net/language/info)",
    },
    Extra {
        build: "kotlin",
        time_times: 2,
        plus_ms: 1000,
        memory_times: 2,
        plus_mib: 16,
        from: "Kotlin (JVM): time x2 + 1 s, memory x2 + 16 MB, by Baekjoon's rule (its \
               language page, help.acmicpc.net/language/info)",
    },
    Extra {
        build: "python3",
        time_times: 3,
        plus_ms: 2000,
        memory_times: 2,
        plus_mib: 32,
        from: "Python 3: time x3 + 2 s, memory x2 + 32 MB, by Baekjoon's rule (its language \
               page, help.acmicpc.net/language/info)",
    },
    Extra {
        build: "pypy3",
        time_times: 3,
        plus_ms: 2000,
        memory_times: 2,
        plus_mib: 128,
        from: "PyPy3: time x3 + 2 s, memory x2 + 128 MB, by Baekjoon's rule (its language \
               page, help.acmicpc.net/language/info)",
    },
];
