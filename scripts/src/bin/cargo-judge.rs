//! `cargo judge`: judges a single-file solution (or a command, `-c`) on
//! the golden cases of its problem or on a folder of the contestant's own,
//! as the problem's judge would; in the workspace with no arguments, this
//! project's own two programs. `cargo install --path scripts` puts it on
//! `PATH`, so that `cargo judge` works from any folder; `cargo judge
//! --help` lists every option.
//!
//! Exit status: 0 when every case passes, 1 when one fails or a build
//! does, 2 for a wrong command line, file or case, a missing tool or no
//! case to judge, 3 when a case (a wrong `.out`) or the judge itself is at
//! fault, 4 when none failed but one has no verdict (`BUSY`: starved of
//! CPU on every try).

fn main() {
    eight_judge::cli::main(eight_judge::cli::Tool::Judge)
}
