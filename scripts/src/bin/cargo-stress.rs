//! `cargo stress`: the stress test ("对拍") of a single-file solution (or
//! a command, `-c`): random cases in its problem's format until one fails,
//! shrunk to a smallest failing input. `cargo install --path scripts` puts
//! it on `PATH`, so that `cargo stress` works from any folder; `cargo
//! stress --help` lists every option.
//!
//! Exit status: 0 when every case passes, 1 when one fails (shown, shrunk)
//! or the solution does not compile, 2 for a wrong command line or file or
//! a missing tool, 3 when the judge itself is at fault, 4 when none failed
//! but one was starved of CPU on every try.

fn main() {
    eight_judge::cli::main(eight_judge::cli::Tool::Stress)
}
