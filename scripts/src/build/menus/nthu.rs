//! NTHU OJ's menu, assumed.

use super::builds::{gcc, gpp};
use super::{Judge, Takes};

/// NTHU Online Judge (acm.cs.nthu.edu.tw), the course judge of National
/// Tsing Hua University: the published solutions of 10664 are C++ (C++11
/// and C++17 features among them: `auto`, structured bindings); its
/// compilers and flags could not be read here: assumed.
pub const NTHU: Judge = Judge {
    name: "NTHU OJ",
    builds: &[
        gpp(
            "c++",
            "C++",
            "assumed: g++ -std=c++17 -O2 (nothing of its builds could be read; published \
             solutions use C++17's structured bindings)",
            "today's g++ at C++17",
            &["-std=c++17", "-O2"],
        ),
        gcc(
            "c",
            "C",
            "assumed: gcc -O2",
            "today's gcc",
            &["-std=gnu11", "-O2"],
        ),
    ],
    takes: Takes {
        languages: &["C", "C++"],
        from: "assumed: its submit menu could not be read here",
    },
    extra: &[],
    not_emulated: &[],
};
