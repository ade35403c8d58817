//! AcWing's menu, assumed.

use super::builds::{gcc, gpp, java, lang, python3, GO_HERE};
use super::{Judge, Takes};
use crate::build::Kind;

/// AcWing (acwing.com): nothing of its builds could be read; assumed.
pub const ACWING: Judge = Judge {
    name: "AcWing",
    builds: &[
        gpp(
            "c++",
            "C++",
            "assumed: g++, C++17, -O2, ONLINE_JUDGE (nothing could be read)",
            "today's g++",
            &["-std=gnu++17", "-O2", "-DONLINE_JUDGE"],
        ),
        gcc(
            "c",
            "C",
            "assumed: gcc, C11, -O2, ONLINE_JUDGE",
            "today's gcc",
            &["-std=gnu11", "-O2", "-DONLINE_JUDGE"],
        ),
        java(
            "java",
            "Java",
            "assumed: Java 8, the class Main",
            "javac --release 8",
            Some("8"),
            "AcWing",
        ),
        python3(
            "Python3",
            "assumed: Python 3",
            "python3 here, compiled first",
        ),
        lang(
            "go",
            "Go",
            "assumed: go build, its version unknown (nothing could be read)",
            GO_HERE,
            Kind::Go,
            &[],
            Some("AcWing's Go may be later than the go here"),
        ),
    ],
    takes: Takes {
        languages: &["C++", "C", "Java", "Python", "Go", "more"],
        from: "assumed: its pages could not be read here",
    },
    extra: &[],
    not_emulated: &[],
};
