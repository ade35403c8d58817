//! The shapes of the judges' builds: Java, plain g++ and gcc, Python 3,
//! and the old GCC of POJ and HDU, each a `const fn` or constant the
//! menus are written with.

use crate::build::{CLike, Java, JavaClass, Kind, Lang, Old, Recipe, Toolchain, CPYTHON, PYPY};

/// A judge's Java: `javac --release RELEASE` (`None`: the JDK's own), the
/// class `Main` as `judge` requires it, a 64 MiB stack a thread.
pub(super) const fn java(
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
        era: None,
    }
}

/// A judge's plain C++ build: g++ with `args`, no library.
pub(super) const fn gpp(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    args: &'static [&'static str],
) -> Toolchain {
    plain(name, menu, judge_runs, here, plain_c_like(true, args, &[]))
}

/// A judge's plain C build: gcc with `args` and the maths library.
pub(super) const fn gcc(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    args: &'static [&'static str],
) -> Toolchain {
    plain(
        name,
        menu,
        judge_runs,
        here,
        plain_c_like(false, args, &["-lm"]),
    )
}

/// A C or C++ build of today's compiler: no old compiler's rules, no
/// refused text, the machine's own width.
const fn plain_c_like(
    cpp: bool,
    args: &'static [&'static str],
    libs: &'static [&'static str],
) -> CLike {
    CLike {
        cpp,
        args,
        libs,
        old: None,
        refuses: &[],
        bits32: false,
    }
}

/// The menu's entry `name` built by `c_like`, of no era.
const fn plain(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    c_like: CLike,
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here,
        recipe: Recipe::CLike(c_like),
        era: None,
    }
}

/// A judge's Python 3, run by the `python3` here.
pub(super) const fn python3(
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
) -> Toolchain {
    Toolchain {
        name: "python3",
        menu,
        judge_runs,
        here,
        recipe: Recipe::Python(CPYTHON),
        era: None,
    }
}

/// What stands in for a judge's PyPy: Debian's `pypy3`, the one to be
/// had (PyPy 7.3.11, Python 3.9).
pub(super) const PYPY_HERE: &str = "pypy3 here (Debian's: PyPy 7.3.11, Python 3.9), compiled \
                                    first: what is newer than Python 3.9 builds on the judge only";

/// A judge's PyPy 3, run by the `pypy3` here and never by CPython: a
/// file that is too slow as CPython is judged as this too.
pub(super) const fn pypy3(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here: PYPY_HERE,
        recipe: Recipe::Python(PYPY),
        era: None,
    }
}

/// G++ on POJ and HDU, emulated: GCC 4.4 in C++98 mode, 32-bit as their
/// MinGW was (`-m32`, where this machine builds and runs it).
pub(super) const fn old_gpp(
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
               std::string as before GCC 4.8 and 5; 32-bit (-m32) where this machine \
               builds it",
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
            bits32: true,
        }),
        era: None,
    }
}

/// POJ's and HDU's G++: what today's g++ needs to refuse what GCC 4.4 in
/// C++98 mode refused (range-for and lambdas are only warnings in
/// `-std=gnu++98`), and to take what it took: its `<iostream>` made the C
/// standard I/O and `<cstdlib>` functions visible, and `gets` was there;
/// then `-O2` and `ONLINE_JUDGE`, and the old GCC's code ([`BEFORE_GCC_4_8`],
/// [`BEFORE_GCC_5`]).
pub(super) const OLD_GPP_ARGS: &[&str] = &[
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
pub(super) const BEFORE_GCC_4_8: &str = "-fno-aggressive-loop-optimizations";

/// GCC 5 made `std::string` 32 bytes, with room for a short text, where it
/// had been one pointer to a shared copy; this macro keeps the old one (the
/// libstdc++ manual, "Dual ABI"). An old judge's memory is measured with
/// the old one: a million strings take 8 MB, not 32 MB.
pub(super) const BEFORE_GCC_5: &str = "-D_GLIBCXX_USE_CXX11_ABI=0";

/// GCC on POJ and HDU, emulated: [`OLD_GCC`], its judge's GCC being
/// `judge_runs`.
pub(super) const fn old_gcc(judge_runs: &'static str) -> Toolchain {
    Toolchain {
        name: "gcc",
        menu: "GCC",
        judge_runs,
        here: "today's gcc in C99 mode, loops as before GCC 4.8",
        recipe: Recipe::CLike(OLD_GCC),
        era: None,
    }
}

/// C99 with gcc, `-O2`, `ONLINE_JUDGE`: POJ's and HDU's GCC, loops as
/// before GCC 4.8, 32-bit as their MinGW.
pub(super) const OLD_GCC: CLike = CLike {
    cpp: false,
    args: &["-std=c99", "-O2", "-DONLINE_JUDGE", BEFORE_GCC_4_8],
    libs: &["-lm"],
    old: None,
    refuses: &[],
    bits32: true,
};

/// A judge's build of Go, JavaScript, Ruby, Pascal, Kotlin, C#, Haskell
/// or Fortran (`kind`): `args` the compile's flags (Go, Pascal, Kotlin,
/// C#, Haskell, Fortran) or the run's (Node.js, Ruby); `older_here` where
/// the tool here is older than the judge's.
pub(super) const fn lang(
    name: &'static str,
    menu: &'static str,
    judge_runs: &'static str,
    here: &'static str,
    kind: Kind,
    args: &'static [&'static str],
    older_here: Option<&'static str>,
) -> Toolchain {
    Toolchain {
        name,
        menu,
        judge_runs,
        here,
        recipe: Recipe::Lang(Lang {
            kind,
            args,
            run_args: &[],
            older_here,
        }),
        era: None,
    }
}

/// A judge's C#: `mcs` with `args`, then `mono` with `run_args`.
pub(super) const fn csharp(
    menu: &'static str,
    judge_runs: &'static str,
    args: &'static [&'static str],
    run_args: &'static [&'static str],
    older_here: Option<&'static str>,
) -> Toolchain {
    Toolchain {
        name: "csharp",
        menu,
        judge_runs,
        here: MONO_HERE,
        recipe: Recipe::Lang(Lang {
            kind: Kind::CSharp,
            args,
            run_args,
            older_here,
        }),
        era: None,
    }
}

/// What stands in for a judge's Kotlin: Debian 12's `kotlin`, Kotlin
/// 1.3.31, on the JDK here.
pub(super) const KOTLIN_HERE: &str =
    "Debian's kotlinc (kotlin: Kotlin 1.3.31) into a jar with its \
                                      runtime, run by the java here as Java is: what is newer \
                                      than Kotlin 1.3 builds on the judge only";

/// What stands in for a judge's C#: Debian 12's Mono 6.8, `mcs`.
pub(super) const MONO_HERE: &str = "Debian's mcs and mono (mono-mcs, mono-runtime: Mono 6.8)";

/// What stands in for a judge's Haskell: Debian 12's `ghc`, GHC 9.0.2.
pub(super) const GHC_HERE: &str = "Debian's ghc (GHC 9.0.2), with the packages it ships: what \
                                   is newer than GHC 9.0, or another package, builds on the \
                                   judge only";

/// What stands in for a judge's Fortran: Debian 12's `gfortran`, GCC 12.
pub(super) const GFORTRAN_HERE: &str = "Debian's gfortran (gfortran: GCC 12.2) with the same flags";

/// What stands in for a judge's Go: Debian 12's `golang-go`, Go 1.19.
pub(super) const GO_HERE: &str = "Debian's go (golang-go: Go 1.19), GOMAXPROCS=2: what is newer \
                                  than Go 1.19 builds on the judge only";

/// What stands in for a judge's Node.js: Debian's `nodejs`.
pub(super) const NODE_HERE: &str = "node here (Debian's nodejs), checked first (node --check)";

/// What stands in for a judge's Ruby: Debian 12's `ruby`, Ruby 3.1.
pub(super) const RUBY_HERE: &str = "Debian's ruby (Ruby 3.1), checked first (ruby -wc): what is \
                                    newer than Ruby 3.1 runs on the judge only";

/// What stands in for a judge's Free Pascal: Debian 12's `fp-compiler`,
/// FPC 3.2.2.
pub(super) const FPC_HERE: &str = "Debian's fpc (fp-compiler: FPC 3.2.2) with the same flags";
