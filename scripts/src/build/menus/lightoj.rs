//! LightOJ's menu.

use super::builds::{csharp, gcc, gpp, java, lang, python3, GHC_HERE, GO_HERE};
use super::{Judge, Takes};
use crate::build::Kind;

/// LightOJ (lightoj.com): its menu as its maintainers listed it for the new
/// site (lightoj-dev/bugs-and-features#5, 2020-12-01: C, "C++ 11", "C++ 14",
/// Java and others) with GNU C++17 added on 2021-01-04 (#9). Versions and
/// flags could not be read: assumed. Published Accepted solutions of 1139
/// (A* with `bits/stdc++.h`, `mt19937`) need C++11, the menu's first C++.
pub const LIGHTOJ: Judge = Judge {
    name: "LightOJ",
    builds: &[
        gpp(
            "c++11",
            "C++ 11",
            "g++ at C++11 (its menu); version and flags assumed: -O2",
            "today's g++ at C++11",
            &["-std=gnu++11", "-O2"],
        ),
        gpp(
            "c++14",
            "C++ 14",
            "g++ at C++14 (its menu); -O2 assumed",
            "today's g++ at C++14",
            &["-std=gnu++14", "-O2"],
        ),
        gpp(
            "c++17",
            "GNU C++17",
            "g++ at C++17 (added 2021-01-04); -O2 assumed",
            "today's g++ at C++17",
            &["-std=gnu++17", "-O2"],
        ),
        gcc(
            "c",
            "C",
            "gcc (its menu); standard and flags assumed: C11, -O2",
            "today's gcc",
            &["-std=gnu11", "-O2"],
        ),
        java(
            "java",
            "Java",
            "Java (its menu); assumed: OpenJDK 11, the class Main",
            "javac --release 11",
            Some("11"),
            "LightOJ",
        ),
        python3(
            "Python 3",
            "assumed: Python 3 (the stored copy of the menu ends at Java)",
            "python3 here, compiled first",
        ),
        lang(
            "go",
            "Go",
            "Go (its menu, lightoj-dev/bugs-and-features#5); version and flags assumed: go build",
            GO_HERE,
            Kind::Go,
            &[],
            Some("LightOJ's Go may be later than the go here"),
        ),
        csharp(
            "C#",
            "C# (its menu, lightoj-dev/bugs-and-features#5); compiler, version and flags \
             assumed: optimised",
            &["-optimize+"],
            &[],
            None,
        ),
        lang(
            "haskell",
            "Haskell",
            "Haskell (its menu, lightoj-dev/bugs-and-features#5); version and flags assumed: \
             ghc -O2",
            GHC_HERE,
            Kind::Haskell,
            &["-O2"],
            Some("LightOJ's GHC may be later than the ghc here"),
        ),
    ],
    takes: Takes {
        languages: &[
            "Bash",
            "C",
            "C++ 11",
            "C++ 14",
            "GNU C++17",
            "C#",
            "Clojure",
            "CoffeeScript",
            "Dart",
            "Elixir",
            "Erlang",
            "Go",
            "Groovy",
            "Haskell",
            "Java",
            "more",
        ],
        from: "lightoj-dev/bugs-and-features#5 and #9",
    },
    extra: &[],
    not_emulated: &[],
};
