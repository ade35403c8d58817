//! UVa's menu.

use super::builds::{java, lang, python3};
use super::{Judge, Takes};
use crate::build::{CLike, Kind, Old, Recipe, Toolchain};

/// UVa Online Judge (onlinejudge.org): its languages as its submit page
/// lists them, copied by its users: "ANSI C 5.3.0 - GNU C Compiler with
/// options: -lm -lcrypt -O2 -pipe -ansi", "C++ 5.3.0 ... -lm -lcrypt -O2
/// -pipe", "C++11 5.3.0 ... -lm -lcrypt -O2 -std=c++11 -pipe", "JAVA
/// 1.8.0 - OpenJDK Java", "PYTH3 3.5.1 - Python 3" (mobluse/uva,
/// README.md); published solutions' headers give the same lines ending in
/// `-DONLINE_JUDGE`. Before 5.3.0 the same menu was at 4.8.2, with JAVA
/// 1.7.0 (esix/competitive-programming, uva/README.md): the same
/// standards, so one build stands for both eras. `-lcrypt` is linked on
/// Linux only (macOS has no libcrypt; it serves `crypt()` alone). Its
/// "C++" is C++98 and "C++11" was added in 2014 (Revilla,
/// Manzoor and Liu, "Competitive Learning in Informatics: The UVa Online
/// Judge Experience", Olympiads in Informatics 2, 2008, as Wikipedia's
/// "UVa Online Judge" cites it); its submission specification
/// (uva.onlinejudge.org, option=com_content&task=view&id=15) defines
/// `ONLINE_JUDGE`. A file of before 2014 was built as "C++": the judge
/// tries that when "C++11" refuses a file.
pub const UVA: Judge = Judge {
    name: "UVa",
    builds: &[
        Toolchain {
            name: "c++11",
            menu: "C++11 5.3.0",
            judge_runs: "GCC 5.3.0 (4.8.2 before), g++ -lm -lcrypt -O2 -std=c++11 -pipe \
                         -DONLINE_JUDGE (its submit page)",
            here: "today's g++ with the same flags",
            recipe: Recipe::CLike(CLike {
                cpp: true,
                args: &["-O2", "-std=c++11", "-pipe", "-DONLINE_JUDGE"],
                libs: UVA_LIBS,
                old: None,
                refuses: &[],
                bits32: false,
            }),
            era: None,
        },
        Toolchain {
            name: "c++",
            menu: "C++ 5.3.0",
            judge_runs: "GCC 5.3.0 (4.8.2 before), g++ -lm -lcrypt -O2 -pipe -DONLINE_JUDGE \
                         (its submit page), at GCC's default standard: gnu++98",
            here: "today's g++ in gnu++98 mode",
            recipe: Recipe::CLike(CLike {
                cpp: true,
                args: &["-std=gnu++98", "-O2", "-pipe", "-DONLINE_JUDGE"],
                libs: UVA_LIBS,
                old: Some(Old {
                    is: "UVa's C++ is GCC 5.3 at gnu++98",
                    later: &["-std=gnu++11", "-fsyntax-only", "-w"],
                }),
                refuses: &[],
                bits32: false,
            }),
            era: None,
        },
        Toolchain {
            name: "c",
            menu: "ANSI C 5.3.0",
            judge_runs: "gcc -lm -lcrypt -O2 -pipe -ansi -DONLINE_JUDGE (its submit page): C90",
            here: "today's gcc with the same flags",
            recipe: Recipe::CLike(CLike {
                cpp: false,
                args: &["-ansi", "-O2", "-pipe", "-DONLINE_JUDGE"],
                libs: UVA_LIBS,
                old: None,
                refuses: &[],
                bits32: false,
            }),
            era: None,
        },
        java(
            "java",
            "JAVA 1.8.0",
            "OpenJDK 1.8 (its submit page; 1.7.0 before), the class Main",
            "javac --release 8",
            Some("8"),
            "UVa",
        ),
        python3(
            "PYTH3 3.5.1",
            "Python 3.5.1 (its submit page)",
            "python3 here, compiled first: what is newer than 3.5 builds here only",
        ),
        lang(
            "pascal",
            "PASCAL 3.0.0",
            "Free Pascal 3.0.0 (its submit page: \"PASCAL 3.0.0 - Free Pascal Compiler\", as \
             mobluse/uva copies it); flags assumed: -O2",
            "Debian's fpc (fp-compiler: FPC 3.2.2) with the same flags: what is newer than \
             FPC 3.0 builds here only",
            Kind::Pascal,
            &["-O2"],
            None,
        ),
    ],
    takes: Takes {
        languages: &["ANSI C", "Java", "C++", "Pascal", "C++11", "Python 3"],
        from: "its submit page, as its users copy it (mobluse/uva)",
    },
    extra: &[],
    not_emulated: &[],
};

/// UVa links `-lm -lcrypt`; macOS has no libcrypt.
const UVA_LIBS: &[&str] = if cfg!(target_os = "linux") {
    &["-lm", "-lcrypt"]
} else {
    &["-lm"]
};
