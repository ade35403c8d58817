//! acm.mipt.ru's menu, assumed.

use super::builds::{gcc, gpp, java};
use super::{Judge, Takes};

/// acm.mipt.ru (MIPT's judge): the languages its problem pages count
/// their solvers in are C++, FPC, Java, Kylix, C and Ruby (problem 089's
/// page); its compilers' versions and flags could not be read here:
/// assumed, a g++ of its years (C++98) first.
pub const MIPT: Judge = Judge {
    name: "acm.mipt.ru",
    builds: &[
        gpp(
            "c++",
            "C++",
            "assumed: g++ -O2, C++98 (the judge's years, 2006 to 2014; nothing of its build \
             could be read)",
            "today's g++ at gnu++98",
            &["-std=gnu++98", "-O2"],
        ),
        gcc(
            "c",
            "C",
            "assumed: gcc -O2",
            "today's gcc at C99",
            &["-std=gnu99", "-O2"],
        ),
        java(
            "java",
            "Java",
            "assumed: a Java of its years, the class Main",
            "javac --release 8",
            Some("8"),
            "acm.mipt.ru",
        ),
    ],
    takes: Takes {
        languages: &["C++", "C", "Java", "FPC (Free Pascal)", "Kylix", "Ruby"],
        from: "the languages problem 089's page counts its solvers in",
    },
    extra: &[],
    not_emulated: &[],
};
