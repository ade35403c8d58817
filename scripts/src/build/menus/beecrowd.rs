//! beecrowd's menu, assumed.

use super::builds::{gcc, gpp, java, python3};
use super::{Judge, Takes};

/// beecrowd (judge.beecrowd.com, formerly URI Online Judge): its
/// published Accepted solutions of 2032 are C++ (C++11 and later:
/// `unordered_map`, `auto`); its compilers' versions and flags could not
/// be read here: assumed.
pub const BEECROWD: Judge = Judge {
    name: "beecrowd",
    builds: &[
        gpp(
            "c++",
            "C++17",
            "assumed: g++ -std=c++17 -O2 (nothing of its builds could be read)",
            "today's g++ at C++17",
            &["-std=c++17", "-O2"],
        ),
        gcc(
            "c",
            "C99",
            "assumed: gcc -std=c99 -O2",
            "today's gcc at C99",
            &["-std=gnu99", "-O2"],
        ),
        java(
            "java",
            "Java",
            "assumed: a recent JDK, the class Main",
            "javac --release 11",
            Some("11"),
            "beecrowd",
        ),
        python3(
            "Python 3",
            "assumed: CPython 3",
            "python3 here, compiled first",
        ),
    ],
    takes: Takes {
        languages: &[
            "C",
            "C++",
            "C#",
            "Java",
            "JavaScript",
            "Python",
            "Go",
            "Kotlin",
            "more",
        ],
        from: "assumed: its submit menu could not be read here",
    },
    extra: &[],
    not_emulated: &[],
};
