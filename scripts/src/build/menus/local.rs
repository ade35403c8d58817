//! What runs a file here: where its judge takes none of its kind, and
//! the builds this project's own files are checked by.

use super::builds::{
    csharp, lang, FPC_HERE, GFORTRAN_HERE, GHC_HERE, GO_HERE, KOTLIN_HERE, NODE_HERE, RUBY_HERE,
};
use super::luogu::LUOGU_RUST;
use crate::build::{CLike, Family, Java, JavaClass, Kind, Recipe, RustBuild, Toolchain, CPYTHON};

/// What runs a file here when its problem's judge takes none of its kind,
/// so that the algorithm can be tried all the same.
pub const LOCAL: [Toolchain; 15] = [
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
            bits32: false,
        }),
        era: None,
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
            bits32: false,
        }),
        era: None,
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
        era: None,
    },
    Toolchain {
        name: "here-python3",
        menu: "-",
        judge_runs: "-",
        here: "python3, compiled first",
        recipe: Recipe::Python(CPYTHON),
        era: None,
    },
    CODEFORCES_RUST,
    lang("here-go", "-", "-", GO_HERE, Kind::Go, &[], None),
    lang("here-js", "-", "-", NODE_HERE, Kind::Node, &[], None),
    lang("here-ruby", "-", "-", RUBY_HERE, Kind::Ruby, &[], None),
    lang(
        "here-pascal",
        "-",
        "-",
        FPC_HERE,
        Kind::Pascal,
        &["-O2"],
        None,
    ),
    lang(
        "here-kotlin",
        "-",
        "-",
        KOTLIN_HERE,
        Kind::Kotlin,
        &[],
        None,
    ),
    Toolchain {
        name: "here-csharp",
        menu: "-",
        ..csharp("-", "-", &["-optimize+"], &[], None)
    },
    lang(
        "here-haskell",
        "-",
        "-",
        GHC_HERE,
        Kind::Haskell,
        &["-O2"],
        None,
    ),
    lang(
        "here-fortran",
        "-",
        "-",
        GFORTRAN_HERE,
        Kind::Fortran,
        &["-O2"],
        None,
    ),
    Toolchain {
        name: "sh",
        menu: "-",
        judge_runs: "-",
        here: "sh",
        recipe: Recipe::Shell,
        era: None,
    },
    Toolchain {
        name: "run",
        menu: "-",
        judge_runs: "-",
        here: "run as it is",
        recipe: Recipe::Executable,
        era: None,
    },
];

/// The build here for a `family` file.
pub fn local(family: Family) -> &'static Toolchain {
    LOCAL
        .iter()
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
    era: None,
};

/// This project's own files are built all these ways, each with no
/// warning allowed: Codeforces and AtCoder, Luogu, LibreOJ, a judge that
/// passes no edition, and an old compiler.
pub const STRICT: [Toolchain; 5] = [
    CODEFORCES_RUST,
    Toolchain {
        name: "luogu",
        ..LUOGU_RUST
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
        era: None,
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
        era: None,
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
        era: None,
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
