#!/usr/bin/env bash
# Stress test ("对拍") of a single-file solution: random inputs in the
# problem's own format, each judged by its rule against this library's
# answers, until one fails; that one is shrunk to a smallest failing part
# and shown with a command that reproduces it.
#
#   scripts/stress.sh PROBLEM SOLUTION [--seed S] [--cases N]
#
# The solution is built as scripts/judge.sh builds it. The work is the judge
# crate's (scripts/src/stress.rs); this script only runs it. It needs cargo
# and the solution's own compiler, nothing else, and runs under bash 3.2.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
if ! [ -x "${CARGO_TARGET_DIR:-$root/target}/release/stress" ]; then
    echo "stress.sh: building the stress test first (cargo build --release -p judge)" >&2
fi
exec cargo run --release --quiet --manifest-path "$root/Cargo.toml" -p judge --bin stress -- "$@"
