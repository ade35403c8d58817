#!/usr/bin/env bash
# Judge a single-file solution on this workspace's golden cases, as the
# problem's judge would: its rule, its time and memory limits, its way of
# building Rust.
#
#   scripts/judge.sh PROBLEM SOLUTION [CASE...]
#   scripts/judge.sh                  this project's two files, each built
#                                     every way the judges build Rust
#
# PROBLEM: one of those `scripts/judge.sh --problems` lists. The problems, the runner
# and the verdicts are the judge crate's (scripts/src/); this script only
# runs it. It needs cargo and the solution's own compiler, nothing else, and
# runs under bash 3.2 (macOS's).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
if ! [ -x "${CARGO_TARGET_DIR:-$root/target}/release/judge" ]; then
    echo "judge.sh: building the judge first (cargo build --release -p judge)" >&2
fi
exec cargo run --release --quiet --manifest-path "$root/Cargo.toml" -p judge --bin judge -- "$@"
