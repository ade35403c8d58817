//! TIOJ's menu, assumed.

use super::builds::{gcc, gpp, python3};
use super::{Judge, Takes};

/// TIOJ (tioj.ck.tp.edu.tw, formerly tioj.infor.org): its problem pages
/// give each case's limits, memory as virtual size ("Memory Limit (VSS,
/// KiB)"); its compilers and flags could not be read here: assumed, g++
/// at C++17 first, as its contestants' published solutions are C++.
pub const TIOJ: Judge = Judge {
    name: "TIOJ",
    builds: &[
        gpp(
            "c++17",
            "C++17",
            "assumed: g++ -std=c++17 -O2 (nothing of its builds could be read)",
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
        gcc(
            "c",
            "C",
            "assumed: gcc -std=c11 -O2",
            "today's gcc",
            &["-std=gnu11", "-O2"],
        ),
        python3(
            "Python 3",
            "assumed: CPython 3",
            "python3 here, compiled first",
        ),
    ],
    takes: Takes {
        languages: &["C++", "C", "Python 3", "more"],
        from: "assumed: its submit menu could not be read here",
    },
    extra: &[],
    not_emulated: &[],
};
