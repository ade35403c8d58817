#!/usr/bin/env bash
# Stress test ("对拍") of a single-file solution: random inputs in the
# problem's own format, each judged by its rule against this library's
# answers, until one fails; that one is shrunk to a smallest failing part
# and shown with a command that reproduces it. The stress test of this
# clone, built first with cargo's own progress; `cargo install --path
# scripts` installs it as `cargo stress`, for any folder.
#
#   scripts/stress.sh PROBLEM SOLUTION [OPTION...]
#   scripts/stress.sh --help          every option
#
# The solution is built as scripts/judge.sh builds it. The work is the judge
# crate's (scripts/src/commands/stress.rs); this script only builds and runs it. It
# needs cargo and the solution's own compiler, nothing else, and runs under
# bash 3.2.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --release --manifest-path "$root/Cargo.toml" -p eight-judge --bin cargo-stress >&2
exec "${CARGO_TARGET_DIR:-$root/target}/release/cargo-stress" "$@"
