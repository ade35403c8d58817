//! Building a single-file solution as a judge builds it, and the command
//! that runs what was built.
//!
//! A judge's build of a language is a [`Toolchain`]: a constant of data
//! (its menu name, what the judge runs, the compiler and its arguments, the
//! defines, the file name the judge saves the source as, the era it is
//! of). One function per family turns it into the command lines
//! ([`Toolchain::compile_line`], [`Toolchain::run_line`]), so that what is
//! shown is what is run. A build that makes nothing says why as a
//! [`BuildError`]. The files: `family.rs` (the languages, by extension),
//! `toolchain.rs` (the data and its lines), `make.rs` (a build, and what it
//! made), `compile.rs` (a compile under its limits), `error.rs`; the
//! families each a file, `c_like.rs` (C and C++), `java.rs`, `python.rs`,
//! `rust.rs`, and `more.rs` (Go, JavaScript, Ruby, Pascal, Kotlin, C#,
//! Haskell, Fortran); `m32.rs`
//! probes for 32-bit builds.
//!
//! Around the builds, what picks and keeps them: `menus/` (each judge's
//! menu of builds, a file a judge, and a file built as submitted),
//! `choose.rs` (which build a file gets), `retry.rs` (when a Python file
//! is judged again as PyPy), `cache.rs` (builds kept for reuse),
//! `tools.rs` (finding compilers) and `solution.rs` (what is judged: a file
//! or a command, and the limits given).

pub mod cache;
pub mod choose;
pub mod menus;
pub mod retry;
pub mod solution;
pub mod tools;

mod c_like;
mod compile;
mod error;
mod family;
mod java;
mod m32;
mod make;
mod more;
mod python;
mod rust;
mod toolchain;

pub use c_like::{pointer_heavy, CLike, Old};
pub use compile::{compile_limits, COMPILE_LIMITS};
pub use error::{compile_limit_passed, BuildError, MenuTried};
pub use family::{Family, NoFamily, SUPPORTED};
pub use java::{Java, JavaClass};
pub use m32::{probe as probe_m32, NoM32};
pub use make::{fresh_build_folder, fresh_folder, Build};
pub use more::{Kind, Lang};
pub use python::{Interpreter, Python, CPYTHON, PYPY};
pub use rust::{old_rustc, RustBuild};
pub use toolchain::{Era, Recipe, Toolchain};

use crate::build::tools::first_on_path;
use std::ffi::OsString;

/// What the compilers write: `solution` in the build folder
/// (`solution.exe` on Windows).
const BINARY: &str = if cfg!(windows) {
    "solution.exe"
} else {
    "solution"
};

/// The first of `names` on `PATH`, or the variable `var` when it is set.
fn tool(var: &str, names: &[&str]) -> Option<OsString> {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .or_else(|| first_on_path(names))
}
