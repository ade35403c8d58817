#!/usr/bin/env bash
# The local gate: run before pushing. Formatting, lints, the quick tier of
# tests (the README's test command), the full tier (the #[ignore]d
# cross-validations of every strategy on every board), then the judge
# simulation of both submissions.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets -- -D warnings

step "cargo doc --no-deps -p eight  (rustdoc warnings fail)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p eight

step "cargo test --workspace  (the README's test command: the quick tier)"
cargo test --workspace

step "cargo test --workspace -- --ignored  (the full tier: minutes; progress below)"
cargo test --workspace -- --ignored --nocapture

step "scripts/judge.sh  (each main.rs alone, as the judges compile and run it)"
bash scripts/judge.sh

step "all checks passed"
