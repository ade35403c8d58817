//! The online judges and their language menus, each build a
//! [`Toolchain`] constant: what the judge runs, and what stands in for it
//! here. The problems point at their judge.

use crate::build::{CLike, Family, Java, JavaClass, Old, Python, Recipe, RustBuild, Toolchain};
use std::path::Path;

/// An online judge.
#[derive(Debug)]
pub struct Judge {
    pub name: &'static str,
    /// Its language menu, as built here; the first build of each family is
    /// the one a file of that family gets unless `--build` picks another.
    pub builds: &'static [Toolchain],
    /// What it takes, in its own words or from its pages, with the source.
    pub takes: &'static str,
}

impl Judge {
    /// The build a `family` file gets: the first of the menu, or `None`
    /// when the judge takes no such file.
    pub fn default_build(&self, family: Family) -> Option<&'static Toolchain> {
        self.builds.iter().find(|build| build.family() == family)
    }

    /// The build called `name`.
    pub fn build(&self, name: &str) -> Option<&'static Toolchain> {
        self.builds.iter().find(|build| build.name == name)
    }

    /// The names of the builds, for messages.
    pub fn build_names(&self) -> String {
        let names: Vec<&str> = self.builds.iter().map(|build| build.name).collect();
        names.join(", ")
    }
}

/// Builds `solution` by `first`; when that fails and a `menu` is given,
/// by each other build of that judge's menu for the same family in turn,
/// the first that builds it winning (a file judged as its author would
/// submit it). `strict`: a warning fails a build. On failure, the first
/// build's message and, for the judge's own builds, which of its menu's
/// entries were tried and which are not emulated here.
///
/// `build` builds by one toolchain (through the build cache, say); a
/// build of the judge's past is checked by today's, built from `solution`
/// into `parent` (and removed), to say whether it takes the file. Gives
/// what it built and, when that is not by `first`, the note for the build
/// line that says how the build used differs from the one asked for.
pub fn as_submitted<T>(
    menu: Option<&Judge>,
    first: &'static Toolchain,
    solution: &Path,
    parent: &Path,
    strict: bool,
    mut build: impl FnMut(&'static Toolchain) -> Result<T, String>,
) -> Result<(T, Option<String>), String> {
    let log = match build(first) {
        Ok(built) => {
            // A build of the judge's past is said so, with what today's
            // build of the judge makes of the file.
            let note = menu.and_then(|judge| {
                era(judge, first).map(|era| {
                    format!(
                        "built as {}'s {} (--build {}): {}",
                        judge.name,
                        first.menu,
                        first.name,
                        today(judge, era, solution, parent, strict)
                    )
                })
            });
            return Ok((built, note));
        }
        Err(log) => log,
    };
    let judge = match menu {
        // A compile stopped by a limit says nothing of whether the file
        // builds: the judge's answer is that CE, whatever its other builds do.
        Some(judge) if !crate::verdict::compile_stopped(&log) => judge,
        _ => return Err(log),
    };
    let family = first.family();
    let others = judge
        .builds
        .iter()
        .filter(|build| build.family() == family && build.name != first.name);
    let mut tried = vec![first.menu];
    for other in others {
        if let Ok(built) = build(other) {
            let why = family
                .first_error(&log)
                .map_or_else(String::new, |error| format!(" ({})", error));
            let how = match era(judge, other) {
                Some(era) => today(judge, era, solution, parent, strict),
                None => "submit it as that".to_string(),
            };
            let note = format!(
                "does not build as {}'s {}{}; built as {}'s {} (--build {}): {}",
                judge.name, first.menu, why, judge.name, other.menu, other.name, how
            );
            return Ok((built, Some(note)));
        }
        tried.push(other.menu);
    }
    let missing = not_emulated(judge, family);
    if tried.len() == 1 && missing.is_none() {
        return Err(log);
    }
    // Said before the compiler's log, which a CE line shows only the
    // start of.
    let mut text = format!(
        "no build of {}'s menu for {} here builds it (tried {})",
        judge.name,
        family.name(),
        tried.join(", ")
    );
    if let Some(missing) = missing {
        text.push_str(&format!(
            "; not emulated here: {}, so this CE stands for the emulated builds only",
            missing
        ));
    }
    text.push('\n');
    text.push_str(log.trim_end());
    Err(text)
}

/// A build of a judge's past: the judge, the build's name, what it was,
/// the name of the build the judge has in its place today, and what that is.
struct Era {
    judge: &'static str,
    build: &'static str,
    was: &'static str,
    today: &'static str,
    now_is: &'static str,
}

/// ZOJ's g++ and gcc on acm.zju.edu.cn, which its published solutions
/// were accepted by, are gone: today's ZOJ, on pintia.cn, builds C++17.
const ERAS: &[Era] = &[
    Era {
        judge: "ZOJ",
        build: "g++-2000s",
        was: "ZOJ's g++ on acm.zju.edu.cn, C++98, the build its published Accepted solutions had",
        today: "c++",
        now_is: "today's ZOJ, on pintia.cn, builds C++17",
    },
    Era {
        judge: "ZOJ",
        build: "gcc-2000s",
        was: "ZOJ's gcc on acm.zju.edu.cn, C90, the build its published Accepted solutions had",
        today: "c",
        now_is: "today's ZOJ, on pintia.cn, builds C (C11 assumed)",
    },
];

/// The era `build` of `judge` belongs to, when it is one of the past.
fn era(judge: &Judge, build: &Toolchain) -> Option<&'static Era> {
    ERAS.iter()
        .find(|era| era.judge == judge.name && era.build == build.name)
}

/// What is true of a file built by a build of the judge's past: what that
/// build was, and whether the judge's build of today takes the file (it
/// is built once more to know).
fn today(judge: &Judge, era: &Era, solution: &Path, parent: &Path, strict: bool) -> String {
    let now = match judge.build(era.today) {
        Some(now) => now,
        None => return era.was.to_string(),
    };
    let there = match now.build(solution, parent, strict) {
        Ok(built) => {
            let _ = std::fs::remove_dir_all(&built.folder);
            "it builds there too".to_string()
        }
        Err(log) => match now.family().first_error(&log) {
            Some(error) => format!("it would be CE there ({})", error),
            None => "it would be CE there".to_string(),
        },
    };
    format!(
        "{}; {} (--build {}): {}",
        era.was, era.now_is, now.name, there
    )
}

/// The entries of a judge's menu for `family` that nothing here stands
/// in for, as its pages name them.
fn not_emulated(judge: &Judge, family: Family) -> Option<&'static str> {
    NOT_EMULATED
        .iter()
        .find(|(name, of, _)| *name == judge.name && *of == family)
        .map(|(_, _, entries)| *entries)
}

/// POJ's "C++" and "C" are MS VC++ 2008 (its FAQ), HDU's "C++" and "C"
/// MS VC++ (its FAQ): no compiler here is one.
const NOT_EMULATED: &[(&str, Family, &str)] = &[
    ("POJ", Family::Cpp, "POJ's C++ (MS VC++ 2008)"),
    ("POJ", Family::C, "POJ's C (MS VC++ 2008)"),
    ("HDU", Family::Cpp, "HDU's C++ (MS VC++)"),
    ("HDU", Family::C, "HDU's C (MS VC++)"),
];

/// A judge's Java: `javac --release RELEASE` (`None`: the JDK's own), the
/// class `Main` as `judge` requires it, a 64 MiB stack a thread.
const fn java(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    release: Option<&'static str>,
    judge: &'static str,
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here,
        recipe: Recipe::Java(Java {
            release,
            class: JavaClass::Main(judge),
            stack: "64m",
        }),
    }
}

/// A judge's plain C++ build: g++ with `args`, no library.
const fn gpp(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    args: &'static [&'static str],
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here,
        recipe: Recipe::CLike(CLike {
            cpp: true,
            args,
            libs: &[],
            old: None,
            refuses: &[],
        }),
    }
}

/// A judge's plain C build: gcc with `args` and the maths library.
const fn gcc(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    args: &'static [&'static str],
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here,
        recipe: Recipe::CLike(CLike {
            cpp: false,
            args,
            libs: &["-lm"],
            old: None,
            refuses: &[],
        }),
    }
}

/// A judge's Python 3, run by the `python3` here.
const fn python3(menu: &'static str, judge_runs: &'static str, here: &'static str) -> Toolchain {
    Toolchain {
        name: "python3",
        menu,
        judge_runs,
        here,
        recipe: Recipe::Python(Python),
    }
}

/// G++ on POJ and HDU, emulated: GCC 4.4 in C++98 mode.
const fn old_gpp(
    judge_runs: &'static str,
    args: &'static [&'static str],
    is: &'static str,
) -> Toolchain {
    Toolchain {
        name: "g++",
        menu: "G++",
        judge_runs,
        here: "today's g++ in gnu++98 mode, with C++11 refused and <cstdio> and <cstdlib> \
               included, as GCC 4.4's <iostream> made them visible; loop bounds and \
               std::string as before GCC 4.8 and 5",
        recipe: Recipe::CLike(CLike {
            cpp: true,
            args,
            libs: &[],
            old: Some(Old {
                is,
                later: &[
                    "-std=gnu++11",
                    "-include",
                    "cstdio",
                    "-include",
                    "cstdlib",
                    "-fsyntax-only",
                    "-w",
                ],
            }),
            refuses: &[],
        }),
    }
}

/// POJ's and HDU's G++: what today's g++ needs to refuse what GCC 4.4 in
/// C++98 mode refused (range-for and lambdas are only warnings in
/// `-std=gnu++98`), and to take what it took: its `<iostream>` made the C
/// standard I/O and `<cstdlib>` functions visible, and `gets` was there;
/// then `-O2` and `ONLINE_JUDGE`, and the old GCC's code ([`BEFORE_GCC_4_8`],
/// [`BEFORE_GCC_5`]).
const OLD_GPP_ARGS: &[&str] = &[
    "-std=gnu++98",
    "-Werror=c++11-extensions",
    "-Werror=c++11-compat",
    "-Wno-deprecated-declarations",
    "-include",
    "cstdio",
    "-include",
    "cstdlib",
    "-O2",
    "-DONLINE_JUDGE",
    BEFORE_GCC_4_8,
    BEFORE_GCC_5,
];

/// GCC 4.8 made loops whose bounds break the language's rules (an array
/// read one past its end) end early or never, at `-O2`; this flag undoes it,
/// as GCC 4.8's release notes say (gcc.gnu.org/gcc-4.8/changes.html). A
/// published solution of older judges' years may read past an array so.
const BEFORE_GCC_4_8: &str = "-fno-aggressive-loop-optimizations";

/// GCC 5 made `std::string` 32 bytes, with room for a short text, where it
/// had been one pointer to a shared copy; this macro keeps the old one (the
/// libstdc++ manual, "Dual ABI"). An old judge's memory is measured with
/// the old one: a million strings take 8 MB, not 32 MB.
const BEFORE_GCC_5: &str = "-D_GLIBCXX_USE_CXX11_ABI=0";

/// C99 with gcc, `-O2`, `ONLINE_JUDGE`: POJ's and HDU's GCC, loops as
/// before GCC 4.8.
const OLD_GCC: CLike = CLike {
    cpp: false,
    args: &["-std=c99", "-O2", "-DONLINE_JUDGE", BEFORE_GCC_4_8],
    libs: &["-lm"],
    old: None,
    refuses: &[],
};

/// POJ (poj.org): its FAQ (poj.org/page?id=1000).
pub const POJ: Judge = Judge {
    name: "POJ",
    builds: &[
        old_gpp(
            "MinGW GCC 4.4.0, C++98 (POJ's FAQ: no plan to enable C++0x); \
             -O2 unconfirmed",
            OLD_GPP_ARGS,
            "POJ's G++ is GCC 4.4, C++98",
        ),
        Toolchain {
            name: "gcc",
            menu: "GCC",
            judge_runs: "MinGW GCC 4.4.0, C99",
            here: "today's gcc in C99 mode, loops as before GCC 4.8",
            recipe: Recipe::CLike(OLD_GCC),
        },
        java(
            "java",
            "Java",
            "JDK 6, the class Main",
            "javac --release 7, the oldest the JDK here builds for: \
                   Java 7's additions build here and not on POJ",
            Some("7"),
            "POJ",
        ),
    ],
    takes: "G++, GCC, Java, Pascal, C++, C and Fortran (its FAQ); its C++ and C are \
            MS VC++ 2008, not emulated here: judge with G++ or GCC",
};

/// HDU (acm.hdu.edu.cn): its FAQ (faq.php, a copy of 2010 in
/// HHinata/albafica, resources/assets/js/pages/faq.vue) and problem pages.
/// The FAQ's table of 64-bit integers gives "GCC/G++" `__int64` and
/// `%I64d`, which only a Windows (MinGW) GCC takes, and its "C++" is
/// MS-VC++ ("AC in C++ while TLE in G++"). No version of its G++ could be
/// read, for its published solutions' years (2009-2015) or today, so
/// one G++ stands for both: C++98, as POJ's MinGW GCC 4.4, assumed.
pub const HDU: Judge = Judge {
    name: "HDU",
    builds: &[
        old_gpp(
            "MinGW GCC (its FAQ: __int64 and %I64d under GCC/G++); version and \
             standard assumed: C++98, as POJ's GCC 4.4",
            OLD_GPP_ARGS,
            "HDU's G++ is an old GCC, C++98",
        ),
        Toolchain {
            name: "gcc",
            menu: "GCC",
            judge_runs: "an old GCC, its version unconfirmed; C99",
            here: "today's gcc in C99 mode, loops as before GCC 4.8",
            recipe: Recipe::CLike(OLD_GCC),
        },
        java(
            "java",
            "Java",
            "Java, its version unconfirmed; the class Main",
            "javac --release 8",
            Some("8"),
            "HDU",
        ),
    ],
    takes: "C, C++, Pascal and Java (its FAQ); its C++ is MS VC++, not emulated here: \
            judge with G++",
};

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
            }),
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
            }),
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
        Toolchain {
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
        },
    ],
    takes: "C, C++98 to C++23, Java 8 and 21, Python 3, PyPy 3, Rust and others \
            (its judging manual); PyPy is not built here",
};

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
    ],
    takes: "C++, C, Java, Python and more, assumed: its pages could not be read here",
};

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
            }),
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
            }),
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
            }),
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
    ],
    takes: "ANSI C, Java, C++, Pascal, C++11 and Python 3 (its submit page, as its users \
            copy it)",
};

/// UVa links `-lm -lcrypt`; macOS has no libcrypt.
const UVA_LIBS: &[&str] = if cfg!(target_os = "linux") {
    &["-lm", "-lcrypt"]
} else {
    &["-lm"]
};

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
        Toolchain {
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
            }),
        },
        Toolchain {
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
            }),
        },
        Toolchain {
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
            }),
        },
        gcc(
            "c",
            "C (gcc)",
            "assumed: today's ZOJ on pintia.cn, gcc, C11, -O2 (acm.zju.edu.cn's was \
             gcc -ansi -fno-asm -O2 -Wall -static -DONLINE_JUDGE -lm)",
            "today's gcc",
            &["-std=gnu11", "-O2", "-DONLINE_JUDGE"],
        ),
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
    takes: "C, C++, C++0x, Java, Python, Perl, Scheme and PHP on acm.zju.edu.cn (its submit \
            page as virtual judges list it); pintia.cn's menu could not be read here",
};

/// AtCoder, its 2023 language set (its contest rules pages).
pub const ATCODER: Judge = Judge {
    name: "AtCoder",
    builds: &[
        gpp(
            "c++",
            "C++ 20 (gcc 12.2)",
            "g++-12 -std=gnu++20 -O2 -DONLINE_JUDGE -DATCODER -Wall -Wextra",
            "today's g++ with the same flags",
            &[
                "-std=gnu++20",
                "-O2",
                "-DONLINE_JUDGE",
                "-DATCODER",
                "-Wall",
                "-Wextra",
            ],
        ),
        gcc(
            "c",
            "C (gcc 12.2.0)",
            "gcc 12.2, -O2, ONLINE_JUDGE and ATCODER defined",
            "today's gcc",
            &["-std=gnu11", "-O2", "-DONLINE_JUDGE", "-DATCODER"],
        ),
        Toolchain {
            name: "rust",
            menu: "Rust (rustc 1.70.0)",
            judge_runs: "cargo build --release, edition 2021, rustc 1.70.0, with its 2023 crates (scripts/atcoder/Cargo.toml)",
            here: "today's cargo and rustc, a package of its own with the crates of that list the file uses, at their versions",
            recipe: Recipe::Rust(RustBuild {
                edition: "2021",
                flags: &[],
                env: &[],
                old_compiler: false,
                cargo: true,
            }),
        },
        java(
            "java",
            "Java (OpenJDK 17)",
            "OpenJDK 17, the class Main",
            "javac --release 17",
            Some("17"),
            "AtCoder",
        ),
        python3(
            "Python (CPython 3.11.4)",
            "CPython 3.11.4",
            "python3 here, compiled first",
        ),
    ],
    takes: "C, C++, Rust, Java, Python, PyPy and many more (its 2023 language set)",
};

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
    ],
    takes: "Bash, C, C++ 11, C++ 14, GNU C++17, C#, Clojure, CoffeeScript, Dart, Elixir, \
            Erlang, Go, Groovy, Haskell, Java and more (lightoj-dev/bugs-and-features#5 and #9)",
};

/// What runs a file here when its problem's judge takes none of its kind,
/// so that the algorithm can be tried all the same.
pub const HERE: [Toolchain; 7] = [
    Toolchain {
        name: "here-c++",
        menu: "-",
        judge_runs: "-",
        here: "today's g++, C++17",
        recipe: Recipe::CLike(CLike {
            cpp: true,
            args: &["-std=gnu++17", "-O2", "-DONLINE_JUDGE"],
            libs: &[],
            old: None,
            refuses: &[],
        }),
    },
    Toolchain {
        name: "here-c",
        menu: "-",
        judge_runs: "-",
        here: "today's gcc, C11",
        recipe: Recipe::CLike(CLike {
            cpp: false,
            args: &["-std=gnu11", "-O2", "-DONLINE_JUDGE"],
            libs: &["-lm"],
            old: None,
            refuses: &[],
        }),
    },
    Toolchain {
        name: "here-java",
        menu: "-",
        judge_runs: "-",
        here: "javac --release 8, the class Main",
        recipe: Recipe::Java(Java {
            release: Some("8"),
            class: JavaClass::Main("This run"),
            stack: "64m",
        }),
    },
    Toolchain {
        name: "here-python3",
        menu: "-",
        judge_runs: "-",
        here: "python3, compiled first",
        recipe: Recipe::Python(Python),
    },
    CODEFORCES_RUST,
    Toolchain {
        name: "sh",
        menu: "-",
        judge_runs: "-",
        here: "sh",
        recipe: Recipe::Shell,
    },
    Toolchain {
        name: "run",
        menu: "-",
        judge_runs: "-",
        here: "run as it is",
        recipe: Recipe::Executable,
    },
];

/// The build here for a `family` file.
pub fn here(family: Family) -> &'static Toolchain {
    HERE.iter()
        .find(|build| build.family() == family)
        .expect("every family has a build here")
}

/// Codeforces and AtCoder: `rustc --edition=2021 -O`.
pub const CODEFORCES_RUST: Toolchain = Toolchain {
    name: "codeforces",
    menu: "Rust 2021",
    judge_runs: "Codeforces and AtCoder: rustc --edition=2021 -O",
    here: "today's rustc with the same flags",
    recipe: Recipe::Rust(RustBuild {
        edition: "2021",
        flags: &["-O"],
        env: &[],
        old_compiler: false,
        cargo: false,
    }),
};

/// This project's own files are built all these ways, each with no
/// warning allowed: Codeforces and AtCoder, Luogu, LibreOJ, a judge that
/// passes no edition, and an old compiler.
pub const STRICT: [Toolchain; 5] = [
    CODEFORCES_RUST,
    Toolchain {
        name: "luogu",
        ..LUOGU.builds[LUOGU.builds.len() - 1]
    },
    Toolchain {
        name: "libreoj",
        menu: "Rust",
        judge_runs: "LibreOJ: rustc --edition=2018 -Copt-level=2 --cfg ONLINE_JUDGE \
                     (it offers 2015 to 2021)",
        here: "today's rustc with the same flags",
        recipe: Recipe::Rust(RustBuild {
            edition: "2018",
            flags: &["-C", "opt-level=2", "--cfg", "ONLINE_JUDGE"],
            env: &[],
            old_compiler: false,
            cargo: false,
        }),
    },
    Toolchain {
        name: "edition-2015",
        menu: "-",
        judge_runs: "a judge that passes no edition: rustc's default, 2015",
        here: "today's rustc",
        recipe: Recipe::Rust(RustBuild {
            edition: "2015",
            flags: &["-O"],
            env: &[],
            old_compiler: false,
            cargo: false,
        }),
    },
    Toolchain {
        name: "rustc-1.63",
        menu: "-",
        judge_runs: "an old compiler: Debian's rustc 1.63, edition 2021",
        here: "Debian's rustc 1.63",
        recipe: Recipe::Rust(RustBuild {
            edition: "2021",
            flags: &["-O"],
            env: &[],
            old_compiler: true,
            cargo: false,
        }),
    },
];

/// The builds of [`STRICT`] this run makes: all of them, or, where the
/// environment sets `JUDGE_WITHOUT_OLD_RUSTC=1` (`scripts/check.sh` does on
/// a machine without Debian's rustc), all but the old compiler's.
pub fn strict() -> Vec<&'static Toolchain> {
    let without_old = std::env::var_os("JUDGE_WITHOUT_OLD_RUSTC").map_or(false, |v| v == "1");
    STRICT
        .iter()
        .filter(|toolchain| {
            !(without_old
                && matches!(
                    toolchain.recipe,
                    Recipe::Rust(RustBuild {
                        old_compiler: true,
                        ..
                    })
                ))
        })
        .collect()
}

/// Every judge, in the order the README lists them.
pub const JUDGES: [&Judge; 8] = [&POJ, &HDU, &LUOGU, &ACWING, &UVA, &ZOJ, &ATCODER, &LIGHTOJ];

/// The judges' builds as a Markdown table, for the README: generated, so
/// that each fact stays written once, here.
pub fn table() -> String {
    let mut text = String::from(
        "| judge | `--build` | its menu | the judge runs | here | command |\n\
         |---|---|---|---|---|---|\n",
    );
    for judge in JUDGES {
        for build in judge.builds {
            text.push_str(&format!(
                "| {} | `{}` | {} | {} | {} | `{}` |\n",
                judge.name,
                build.name,
                build.menu,
                build.judge_runs,
                build.here,
                build.shown()
            ));
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_build_name_is_one_builds_within_its_judge() {
        for judge in JUDGES {
            for (index, build) in judge.builds.iter().enumerate() {
                assert_eq!(
                    judge.builds.iter().position(|b| b.name == build.name),
                    Some(index),
                    "{} has two builds called {}",
                    judge.name,
                    build.name
                );
            }
        }
    }

    #[test]
    fn what_is_shown_is_what_is_run() {
        let gpp = POJ.default_build(Family::Cpp).unwrap();
        let shown = gpp.shown();
        // The binary is `solution.exe` on Windows.
        let solution = if cfg!(windows) {
            "solution.exe"
        } else {
            "solution"
        };
        assert!(
            shown.ends_with(&format!(
                " -std=gnu++98 -Werror=c++11-extensions -Werror=c++11-compat \
                 -Wno-deprecated-declarations -include cstdio \
                 -include cstdlib -O2 -DONLINE_JUDGE -fno-aggressive-loop-optimizations \
                 -D_GLIBCXX_USE_CXX11_ABI=0 -o {} main.cpp",
                solution
            )),
            "{}",
            shown
        );
        let luogu = LUOGU.default_build(Family::Cpp).unwrap();
        assert_eq!(luogu.name, "c++14");
        assert!(luogu
            .shown()
            .contains(" -x c++ -std=c++14 -fPIC -DONLINE_JUDGE "));
        assert!(luogu.shown().ends_with(" main.cpp -lm"));
        let java = HDU.build("java").unwrap();
        assert_eq!(
            java.shown(),
            "javac -encoding UTF-8 -Xlint:-options --release 8 Main.java"
        );
        assert_eq!(
            STRICT[1].shown(),
            format!(
                "rustc --edition 2024 -W warnings -C opt-level=2 main.rs -o {}",
                solution
            )
        );
    }

    #[test]
    fn a_family_no_judge_takes_is_built_here() {
        assert!(POJ.default_build(Family::Python).is_none());
        assert_eq!(here(Family::Python).name, "here-python3");
        assert_eq!(here(Family::Rust).name, "codeforces");
        for family in [Family::C, Family::Cpp, Family::Java, Family::Python] {
            assert!(LUOGU.default_build(family).is_some(), "{:?}", family);
        }
    }

    /// What `as_submitted` gives: the build's note, or the CE.
    type Submitted = Result<((), Option<String>), String>;

    /// The builds `as_submitted` tries, with what each answers.
    fn submitted(
        judge: &Judge,
        answer: impl Fn(&Toolchain) -> Result<(), String>,
    ) -> (Submitted, Vec<&'static str>) {
        let first = judge.default_build(Family::Cpp).unwrap();
        let mut tried = Vec::new();
        let path = Path::new("solution.cpp");
        let result = as_submitted(Some(judge), first, path, path, false, |build| {
            tried.push(build.name);
            answer(build)
        });
        (result, tried)
    }

    #[test]
    fn a_compile_stopped_by_a_limit_is_ce_with_no_other_build_tried() {
        let (result, tried) = submitted(&UVA, |build| match build.name {
            "c++11" => Err("compile took longer than 10 s, the judges' limit".to_string()),
            _ => Ok(()),
        });
        assert_eq!(
            result,
            Err("compile took longer than 10 s, the judges' limit".to_string())
        );
        assert_eq!(tried, ["c++11"]);
        // Refused by the compiler: the menu's other C++ build is tried.
        let (result, tried) = submitted(&UVA, |build| match build.name {
            "c++11" => Err("x.cpp:39:5: error: reference to 'hash' is ambiguous".to_string()),
            _ => Ok(()),
        });
        assert!(result
            .unwrap()
            .1
            .unwrap()
            .contains("built as UVa's C++ 5.3.0"));
        assert_eq!(tried, ["c++11", "c++"]);
    }

    #[test]
    fn what_no_build_takes_is_said_before_the_compilers_log() {
        let log: String = (1..=100)
            .map(|n| format!("x.cpp:{}: error: no\n", n))
            .collect();
        let (result, _) = submitted(&HDU, |_| Err(log.clone()));
        let text = result.unwrap_err();
        let first = text.lines().next().unwrap();
        assert!(
            first.starts_with("no build of HDU's menu for C++ here builds it")
                && first.contains("not emulated here: HDU's C++ (MS VC++)"),
            "{}",
            first
        );
        assert!(text.ends_with(log.trim_end()));
    }
}
