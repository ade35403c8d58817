//! ZOJ's menu, by era.

use super::builds::{gcc, java, python3, BEFORE_GCC_4_8, BEFORE_GCC_5};
use super::{Judge, Takes};
use crate::build::{CLike, Era, Old, Recipe, Toolchain};

/// ZOJ, by era. On acm.zju.edu.cn, the years of its published solutions,
/// its judge client built C++ with `g++ -ansi -fno-asm -O2 -Wall -lm
/// -static -DONLINE_JUDGE` (licheng/zoj, judge_client/script/compile.sh):
/// C++98, where `gets()` is declared and `move` and `hash` are free names;
/// C with `gcc -ansi -fno-asm -O2 -Wall -static -DONLINE_JUDGE -lm`: C90.
/// Its submit page, as virtual judges list it, named "C (gcc 4.7.2)", "C++
/// (g++ 4.7.2)" and "C++0x (g++ 4.7.2)", the last added in 2014
/// (licheng/zoj#8). Today's ZOJ is on pintia.cn (PTA), whose C++ is `g++
/// -DONLINE_JUDGE -fno-tree-ch -O2 -Wall -std=c++17 -pipe $src -lm`
/// (<https://blog.dich.bid/about-g>, PTA's command explained). The old build
/// comes first, as the Accepted solutions need it; a file it refuses falls
/// back to today's.
pub const ZOJ: Judge = Judge {
    name: "ZOJ",
    builds: &[
        GPP_2000S,
        GPP,
        GCC_2000S,
        GCC,
        java(
            "java",
            "Java",
            "assumed: Java 8, the class Main (acm.zju.edu.cn's was Java 1.7.0)",
            "javac --release 8",
            Some("8"),
            "ZOJ",
        ),
        python3(
            "Python 3",
            "assumed: Python 3 (acm.zju.edu.cn's was Python 2.7.3)",
            "python3 here, compiled first",
        ),
    ],
    takes: Takes {
        languages: &[
            "C", "C++", "C++0x", "Java", "Python", "Perl", "Scheme", "PHP",
        ],
        from: "acm.zju.edu.cn's submit page as virtual judges list it; pintia.cn's menu \
               could not be read here",
    },
    extra: &[],
    not_emulated: &[],
};

/// ZOJ's g++ on acm.zju.edu.cn, of its published solutions' years.
const GPP_2000S: Toolchain = Toolchain {
    name: "g++-2000s",
    menu: "C++ (g++ 4.7.2, acm.zju.edu.cn)",
    judge_runs: "g++ -ansi -fno-asm -O2 -Wall -lm -static -DONLINE_JUDGE (its judge \
                 client, licheng/zoj): C++98; g++ 4.7.2 in its last years",
    here: "today's g++ with the same flags less -static, C++11 refused, gets() \
           declared; loop bounds and std::string as before GCC 4.8 and 5",
    recipe: Recipe::CLike(CLike {
        cpp: true,
        args: &[
            "-ansi",
            "-fno-asm",
            "-O2",
            "-Wall",
            "-DONLINE_JUDGE",
            "-Werror=c++11-extensions",
            "-Werror=c++11-compat",
            "-Wno-deprecated-declarations",
            BEFORE_GCC_4_8,
            BEFORE_GCC_5,
        ],
        libs: &["-lm"],
        old: Some(Old {
            is: "ZOJ's g++ on acm.zju.edu.cn is C++98",
            later: &["-std=gnu++11", "-fsyntax-only", "-w"],
        }),
        refuses: &[],
        bits32: false,
    }),
    era: Some(Era {
        was: "ZOJ's g++ on acm.zju.edu.cn, C++98, the build its published Accepted \
              solutions had",
        today: &GPP,
        now_is: "today's ZOJ, on pintia.cn, builds C++17",
    }),
};

/// Today's ZOJ's C++, on pintia.cn.
const GPP: Toolchain = Toolchain {
    name: "c++",
    menu: "C++ (g++)",
    judge_runs: "today's ZOJ on pintia.cn: g++ -DONLINE_JUDGE -fno-tree-ch -O2 -Wall \
                 -std=c++17 -pipe -lm (PTA's command); its version unconfirmed",
    here: "today's g++ with the same flags",
    recipe: Recipe::CLike(CLike {
        cpp: true,
        args: &[
            "-DONLINE_JUDGE",
            "-fno-tree-ch",
            "-O2",
            "-Wall",
            "-std=c++17",
            "-pipe",
        ],
        libs: &["-lm"],
        old: None,
        refuses: &[],
        bits32: false,
    }),
    era: None,
};

/// ZOJ's gcc on acm.zju.edu.cn, of its published solutions' years.
const GCC_2000S: Toolchain = Toolchain {
    name: "gcc-2000s",
    menu: "C (gcc 4.7.2, acm.zju.edu.cn)",
    judge_runs: "gcc -ansi -fno-asm -O2 -Wall -static -DONLINE_JUDGE -lm (its judge \
                 client, licheng/zoj): C90; gcc 4.7.2 in its last years",
    here: "today's gcc with the same flags less -static, gets() declared, loops as \
           before GCC 4.8",
    recipe: Recipe::CLike(CLike {
        cpp: false,
        args: &[
            "-ansi",
            "-fno-asm",
            "-O2",
            "-Wall",
            "-DONLINE_JUDGE",
            "-Wno-deprecated-declarations",
            BEFORE_GCC_4_8,
        ],
        libs: &["-lm"],
        old: None,
        refuses: &[],
        bits32: false,
    }),
    era: Some(Era {
        was: "ZOJ's gcc on acm.zju.edu.cn, C90, the build its published Accepted \
              solutions had",
        today: &GCC,
        now_is: "today's ZOJ, on pintia.cn, builds C (C11 assumed)",
    }),
};

/// Today's ZOJ's C, on pintia.cn, assumed.
const GCC: Toolchain = gcc(
    "c",
    "C (gcc)",
    "assumed: today's ZOJ on pintia.cn, gcc, C11, -O2 (acm.zju.edu.cn's was \
     gcc -ansi -fno-asm -O2 -Wall -static -DONLINE_JUDGE -lm)",
    "today's gcc",
    &["-std=gnu11", "-O2", "-DONLINE_JUDGE"],
);
