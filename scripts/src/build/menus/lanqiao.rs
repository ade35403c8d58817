//! Lanqiao's menu, assumed.

use super::builds::{gcc, gpp, java, python3};
use super::{Judge, Takes};

/// Lanqiao (lanqiao.cn, the Lanqiao Cup's practice judge): the Cup is
/// held in C/C++, Java and Python, and its judge takes those four; the
/// versions and flags could not be read here: assumed, C++11 first, the
/// standard of the Cup's published solutions of PREV-19 (`unordered_map`,
/// no later features).
pub const LANQIAO: Judge = Judge {
    name: "Lanqiao",
    builds: &[
        gpp(
            "c++",
            "C++",
            "assumed: g++ -std=c++11 -O2 (nothing of its builds could be read)",
            "today's g++ at C++11",
            &["-std=gnu++11", "-O2"],
        ),
        gcc(
            "c",
            "C",
            "assumed: gcc -std=c99 -O2",
            "today's gcc at C99",
            &["-std=gnu99", "-O2"],
        ),
        java(
            "java",
            "Java",
            "assumed: Java 8, the class Main",
            "javac --release 8",
            Some("8"),
            "Lanqiao",
        ),
        python3(
            "Python",
            "assumed: CPython 3",
            "python3 here, compiled first",
        ),
    ],
    takes: Takes {
        languages: &["C", "C++", "Java", "Python"],
        from: "the Lanqiao Cup's languages; versions unconfirmed",
    },
    extra: &[],
    not_emulated: &[],
};
