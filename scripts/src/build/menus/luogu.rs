//! Luogu's menu.

use super::builds::{
    csharp, java, lang, pypy3, python3, FPC_HERE, GHC_HERE, GO_HERE, KOTLIN_HERE, NODE_HERE,
    RUBY_HERE,
};
use super::{Judge, Takes};
use crate::build::{CLike, Kind, Recipe, RustBuild, Toolchain};

/// Luogu's C and C++ flags around the standard: its judging manual
/// (luogu-dev/docs, docs/manual/luogu/problem/judging.md), O2 on as by
/// default.
macro_rules! luogu_cpp {
    ($name:expr, $std:expr, $runs:expr) => {
        Toolchain {
            name: $name,
            menu: $runs,
            judge_runs: $runs,
            here: "today's g++ with the same standard and flags",
            recipe: Recipe::CLike(CLike {
                cpp: true,
                args: &[
                    "-x",
                    "c++",
                    $std,
                    "-fPIC",
                    "-DONLINE_JUDGE",
                    "-Wall",
                    "-fno-asm",
                    "-march=native",
                    "-O2",
                ],
                libs: &["-lm"],
                old: None,
                refuses: LUOGU_REFUSES,
                bits32: false,
            }),
            era: None,
        }
    };
}

/// Luogu refuses optimisation pragmas.
const LUOGU_REFUSES: &[(&str, &str)] = &[(
    "#pragma GCC optimize",
    "Luogu refuses `#pragma GCC optimize`: a compile error there",
)];

/// Luogu (luogu.com.cn): its judging manual.
pub const LUOGU: Judge = Judge {
    name: "Luogu",
    builds: &[
        luogu_cpp!("c++14", "-std=c++14", "C++14 (GCC 9)"),
        luogu_cpp!("c++98", "-std=c++98", "C++98 (GCC 15.1)"),
        luogu_cpp!("c++11", "-std=c++11", "C++11 (GCC 15.1)"),
        luogu_cpp!("c++17", "-std=c++17", "C++17 (GCC 15.1)"),
        luogu_cpp!("c++20", "-std=c++20", "C++20 (GCC 15.1)"),
        luogu_cpp!("c++23", "-std=c++23", "C++23 (GCC 15.1)"),
        Toolchain {
            name: "c99",
            menu: "C99",
            judge_runs: "C99 (GCC)",
            here: "today's gcc with the same standard and flags",
            recipe: Recipe::CLike(CLike {
                cpp: false,
                args: &[
                    "-x",
                    "c",
                    "-std=c99",
                    "-DONLINE_JUDGE",
                    "-Wall",
                    "-fno-asm",
                    "-march=native",
                    "-O2",
                ],
                libs: &["-lm"],
                old: None,
                refuses: LUOGU_REFUSES,
                bits32: false,
            }),
            era: None,
        },
        java(
            "java8",
            "Java 8",
            "Java 8, saved as Main.java",
            "javac --release 8",
            Some("8"),
            "Luogu",
        ),
        java(
            "java21",
            "Java 21",
            "Java 21, saved as Main.java",
            "the JDK here, at its own version: what is newer than it builds on Luogu only",
            None,
            "Luogu",
        ),
        python3("Python 3", "Python 3.13", "python3 here, compiled first"),
        pypy3("pypy3", "PyPy 3", "PyPy, Python 3.10 (its judging manual)"),
        LUOGU_RUST,
        lang(
            "go",
            "Go",
            "go of nixpkgs (luogu-dev/judge-env, flake.nix: go); its version assumed: 1.24 \
             in 2025; flags assumed: none",
            GO_HERE,
            Kind::Go,
            &[],
            Some("Luogu's Go is later than the go here"),
        ),
        lang(
            "javascript",
            "Node.js",
            "Node.js 22 (luogu-dev/judge-env, flake.nix: nodejs_22); node main.js, flags \
             assumed: none",
            NODE_HERE,
            Kind::Node,
            &[],
            Some("Luogu's Node.js is 22"),
        ),
        lang(
            "ruby",
            "Ruby",
            "ruby of nixpkgs (luogu-dev/judge-env, flake.nix: ruby); its version assumed: 3.3 \
             in 2025",
            RUBY_HERE,
            Kind::Ruby,
            &[],
            Some("Luogu's Ruby is later than the ruby here"),
        ),
        lang(
            "pascal",
            "Pascal",
            "Free Pascal 3.2.2 (luogu-dev/judge-env, flake.nix: fpc), O2 on by default (its \
             judging manual); flags assumed: -O2",
            FPC_HERE,
            Kind::Pascal,
            &["-O2"],
            None,
        ),
        lang(
            "kotlin",
            "Kotlin/JVM",
            "kotlin of nixpkgs on JDK 21 (luogu-dev/judge-env, flake.nix: kotlin-jvm); its \
             version assumed: 2.x in 2025; flags assumed: none",
            KOTLIN_HERE,
            Kind::Kotlin,
            &[],
            Some("Luogu's Kotlin is later than the kotlinc here"),
        ),
        csharp(
            "C# Mono",
            "mono of nixpkgs (luogu-dev/judge-env, flake.nix: mono); its version assumed: \
             Mono 6.12; flags assumed: -optimize+",
            &["-optimize+"],
            &[],
            Some("Luogu's Mono may be later than the mono here"),
        ),
        lang(
            "haskell",
            "Haskell",
            "ghc of nixpkgs (luogu-dev/judge-env, flake.nix: ghc); its version assumed: 9.6 \
             or later in 2025; flags assumed: -O2",
            GHC_HERE,
            Kind::Haskell,
            &["-O2"],
            Some("Luogu's GHC is later than the ghc here"),
        ),
    ],
    takes: Takes {
        languages: &[
            "C",
            "C++98 to C++23",
            "Java 8 and 21",
            "Python 3",
            "PyPy 3",
            "Rust",
            "Go",
            "Node.js",
            "Ruby",
            "Pascal",
            "Kotlin/JVM",
            "C# Mono",
            "Haskell",
            "others",
        ],
        from: "its judging manual, luogu-dev/docs; its judging environment, luogu-dev/judge-env",
    },
    extra: &[],
    not_emulated: &[],
};

/// Luogu's Rust, its judging manual's command: this project's own files
/// are built by it too ([`super::STRICT`]).
pub const LUOGU_RUST: Toolchain = Toolchain {
    name: "rust",
    menu: "Rust",
    judge_runs: "rustc --edition 2024 -W warnings, O2 (-C opt-level=2) on by default, \
                 ONLINE_JUDGE=luogu in the environment; rustc 1.88 in 2025",
    here: "today's rustc with the same flags",
    recipe: Recipe::Rust(RustBuild {
        edition: "2024",
        flags: &["-W", "warnings", "-C", "opt-level=2"],
        env: &[("ONLINE_JUDGE", "luogu")],
        old_compiler: false,
        cargo: false,
    }),
    era: None,
};
