//! AtCoder's menu.

use super::builds::{gcc, gpp, java, python3};
use super::Judge;
use crate::build::{Recipe, RustBuild, Toolchain};

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
