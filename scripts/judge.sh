#!/usr/bin/env bash
# Judge a single-file solution on this workspace's golden cases, as the
# problem's judge would: its rule, its time and memory limits, its build.
# The judge of this clone, built first with cargo's own progress (about
# half a minute the first time); `cargo install --path scripts` installs it
# as `cargo judge`, for any folder.
#
#   scripts/judge.sh PROBLEM SOLUTION [OPTION...] [CASE...]
#   scripts/judge.sh --help           every option
#   scripts/judge.sh                  this project's two files, each built
#                                     every way the judges build Rust
#
# The problems, the runner and the verdicts are the judge crate's
# (scripts/src/); this script only builds and runs it. It needs cargo and
# the solution's own compiler, nothing else, and runs under bash 3.2
# (macOS's).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --release --manifest-path "$root/Cargo.toml" -p eight-judge --bin cargo-judge >&2
exec "${CARGO_TARGET_DIR:-$root/target}/release/cargo-judge" "$@"
