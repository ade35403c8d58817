//! Aizu Online Judge's menu, its flags assumed.

use super::builds::{gcc, gpp, java, python3};
use super::{Judge, Takes};
use crate::build::{Recipe, RustBuild, Toolchain};

/// Aizu Online Judge (judge.u-aizu.ac.jp, onlinejudge.u-aizu.ac.jp): its
/// submit menu names C, C++, C++11, C++14, C++17, Java, Python3, Rust
/// and others; the versions and flags behind them could not be read
/// here: assumed, C++17 first as published Accepted solutions of its
/// course (ALDS1) are written in it.
pub const AIZU: Judge = Judge {
    name: "Aizu",
    builds: &[
        gpp(
            "c++17",
            "C++17",
            "assumed: g++ -std=c++17 -O2 (its menu names C++17; flags unconfirmed)",
            "today's g++ at C++17",
            &["-std=c++17", "-O2"],
        ),
        gpp(
            "c++14",
            "C++14",
            "assumed: g++ -std=c++14 -O2",
            "today's g++ at C++14",
            &["-std=c++14", "-O2"],
        ),
        gpp(
            "c++11",
            "C++11",
            "assumed: g++ -std=c++11 -O2",
            "today's g++ at C++11",
            &["-std=c++11", "-O2"],
        ),
        gcc(
            "c",
            "C",
            "assumed: gcc -O2 (its C; standard unconfirmed: C11 here)",
            "today's gcc",
            &["-std=gnu11", "-O2"],
        ),
        java(
            "java",
            "JAVA",
            "assumed: OpenJDK 11, the class Main",
            "javac --release 11",
            Some("11"),
            "Aizu",
        ),
        python3(
            "Python3",
            "assumed: CPython 3",
            "python3 here, compiled first",
        ),
        Toolchain {
            name: "rust",
            menu: "Rust",
            judge_runs: "assumed: rustc -O, edition 2018 (version and flags unconfirmed)",
            here: "today's rustc with those flags",
            recipe: Recipe::Rust(RustBuild {
                edition: "2018",
                flags: &["-O"],
                env: &[],
                old_compiler: false,
                cargo: false,
            }),
            era: None,
        },
    ],
    takes: Takes {
        languages: &[
            "C", "C++", "C++11", "C++14", "C++17", "Java", "Python3", "Rust", "C#", "D", "Go",
            "Haskell", "Kotlin", "and more",
        ],
        from: "its submit menu, as far as it could be read here; versions unconfirmed",
    },
    extra: &[],
    not_emulated: &[],
};
