//! AtCoder's menu.

use super::builds::{
    csharp, gcc, gpp, java, lang, pypy3, python3, FPC_HERE, GFORTRAN_HERE, GHC_HERE, GO_HERE,
    KOTLIN_HERE, NODE_HERE, RUBY_HERE,
};
use super::{Judge, Takes};
use crate::build::{Kind, Recipe, RustBuild, Toolchain};

/// AtCoder, its 2023 language set (its contest rules pages), and the PyPy
/// of its 2025-10 set. Its submit page names CPython "Python (CPython
/// 3.11.4)" and PyPy "Python (PyPy 3.10-v7.3.12)" in 2023, "Python (CPython
/// 3.13.7)" and "Python (PyPy 3.11-v7.3.20)" in 2025-10
/// (img.atcoder.jp/file/language-update/2025-10/language-list.html, and
/// the submit tools that list its ids). A `.py` is judged as CPython,
/// then as PyPy where CPython is too slow: its authors submit as PyPy for
/// its speed. Go, JavaScript (Node.js), Ruby and Pascal at the versions
/// of the 2023 list (its contests' rules pages, as
/// atcoder.jp/contests/arc165/rules, and its submit page's ids 5002, 5009,
/// 5018 and 5041, as the submit tools list them); their flags could not be
/// read: assumed. Kotlin, C#, Haskell and Fortran likewise (ids 5004,
/// 5003, 5025 and 5026 of the same list); its C# is .NET's, stood in for
/// by Mono. Its D, F# and Forth (ids 5012, 5021, 5049) are listed among
/// the languages it takes, none built here.
pub const ATCODER: Judge = Judge {
    name: "AtCoder",
    builds: &[
        gpp(
            "c++",
            "C++ 20 (gcc 12.2)",
            "g++-12 -std=gnu++20 -O2 -DONLINE_JUDGE -DATCODER -Wall -Wextra",
            "today's g++ with the same flags",
            &[
                "-std=gnu++20",
                "-O2",
                "-DONLINE_JUDGE",
                "-DATCODER",
                "-Wall",
                "-Wextra",
            ],
        ),
        gcc(
            "c",
            "C (gcc 12.2.0)",
            "gcc 12.2, -O2, ONLINE_JUDGE and ATCODER defined",
            "today's gcc",
            &["-std=gnu11", "-O2", "-DONLINE_JUDGE", "-DATCODER"],
        ),
        Toolchain {
            name: "rust",
            menu: "Rust (rustc 1.70.0)",
            judge_runs: "cargo build --release, edition 2021, rustc 1.70.0, with its 2023 crates (scripts/atcoder/Cargo.toml)",
            here: "today's cargo and rustc, a package of its own with the crates of that list the file uses, at their versions",
            recipe: Recipe::Rust(RustBuild {
                edition: "2021",
                flags: &[],
                env: &[],
                old_compiler: false,
                cargo: true,
            }),
            era: None,
        },
        java(
            "java",
            "Java (OpenJDK 17)",
            "OpenJDK 17, the class Main",
            "javac --release 17",
            Some("17"),
            "AtCoder",
        ),
        python3(
            "Python (CPython 3.11.4)",
            "CPython 3.11.4",
            "python3 here, compiled first",
        ),
        pypy3(
            "pypy3",
            "Python (PyPy 3.10-v7.3.12)",
            "PyPy 7.3.12, Python 3.10 (the 2023 set)",
        ),
        pypy3(
            "pypy3-2025",
            "Python (PyPy 3.11-v7.3.20)",
            "PyPy 7.3.20, Python 3.11 (the 2025-10 set)",
        ),
        lang(
            "go",
            "Go (go 1.20.6)",
            "go 1.20.6, go build (its 2023 language list, id 5002); flags assumed: none",
            GO_HERE,
            Kind::Go,
            &[],
            Some("AtCoder's Go is 1.20.6, the go here older"),
        ),
        lang(
            "javascript",
            "JavaScript (Node.js 18.16.1)",
            "Node.js 18.16.1, node Main.js (its 2023 language list, id 5009); flags assumed: none",
            NODE_HERE,
            Kind::Node,
            &[],
            None,
        ),
        lang(
            "ruby",
            "Ruby (ruby 3.2.2)",
            "ruby 3.2.2, ruby Main.rb (its 2023 language list, id 5018); flags assumed: none",
            RUBY_HERE,
            Kind::Ruby,
            &[],
            Some("AtCoder's Ruby is 3.2.2, the ruby here older"),
        ),
        lang(
            "pascal",
            "Pascal (fpc 3.2.2)",
            "fpc 3.2.2 (its 2023 language list, id 5041); flags assumed: -O2",
            FPC_HERE,
            Kind::Pascal,
            &["-O2"],
            None,
        ),
        lang(
            "kotlin",
            "Kotlin (Kotlin/JVM 1.8.20)",
            "Kotlin 1.8.20 on the JVM (its 2023 language list, id 5004); flags assumed: \
             kotlinc into a jar, run as its Java",
            KOTLIN_HERE,
            Kind::Kotlin,
            &[],
            Some("AtCoder's Kotlin is 1.8.20, the kotlinc here 1.3"),
        ),
        csharp(
            "C# 11.0 (.NET 7.0.7)",
            "C# 11 on .NET 7.0.7 (its 2023 language list, id 5003), built by dotnet; \
             flags assumed: optimised",
            &["-optimize+"],
            &[],
            Some("AtCoder's C# is C# 11 on .NET 7, the mcs here Mono's, of C# 7 at most"),
        ),
        lang(
            "haskell",
            "Haskell (GHC 9.4.5)",
            "GHC 9.4.5 with its 2023 packages (its 2023 language list, id 5025); flags \
             assumed: -O2",
            GHC_HERE,
            Kind::Haskell,
            &["-O2"],
            Some("AtCoder's Haskell is GHC 9.4.5, the ghc here 9.0.2"),
        ),
        lang(
            "fortran",
            "Fortran (gfortran 12.2)",
            "gfortran 12.2 (its 2023 language list, id 5026); flags assumed: -O2",
            GFORTRAN_HERE,
            Kind::Fortran,
            &["-O2"],
            None,
        ),
    ],
    takes: Takes {
        languages: &[
            "C",
            "C++",
            "Rust",
            "Java",
            "Python (CPython and PyPy)",
            "Go",
            "JavaScript",
            "Ruby",
            "Pascal",
            "Kotlin",
            "C#",
            "Haskell",
            "Fortran",
            "D",
            "F#",
            "Forth",
            "many more",
        ],
        from: "its 2023 and 2025-10 language lists",
    },
    extra: &[],
    not_emulated: &[],
};
