#!/usr/bin/env bash
# The benchmark: builds in release and prints Markdown tables on stdout,
# progress on stderr. `scripts/bench.sh > bench.md`; `scripts/bench.sh
# processes` (or `strategies`) runs one part alone. BENCH_PAIRS sets the
# number of program/baseline pairs per run (default 41).
#
# 1. Strategies: every strategy of shared/, timed per board: the fast ones on
#    all 181,440 solvable boards of 12345678x, the plain BFS ones on the fixed
#    seeded sample; and building the backward-BFS table. (About 5 minutes, most
#    of it A* with misplaced tiles.) The same measurements by optimal depth
#    become the chart shared/realms.svg.
# 2. Binaries as whole processes against a trivial std-only program built with
#    the same flags (shared/examples/baseline.rs), alternating, with peak RSS
#    from GNU time.
# 3. Compile times: each main.rs alone with `rustc --edition 2021 -O`, on the
#    current rustc and on Debian's rustc 1.63 (when /usr/bin/rustc is there),
#    against poj1077/src/main.rs as it was before it held pattern tables,
#    taken from its commit (1228840) with git. BENCH_COMPILES sets the
#    rounds (default 7).
#
# It needs GNU time at /usr/bin/time (Debian: `apt-get install time`) and
# installs nothing. It honours CARGO_TARGET_DIR (wherever `cargo metadata`
# says the target folder is). Nothing reaches stdout unless the whole run
# succeeds, so `scripts/bench.sh > bench.md` never leaves half a table.
set -euo pipefail
cd "$(dirname "$0")/.."
part=${1:-all}
case "$part" in
    all | strategies | processes | compile) ;;
    *)
        echo "usage: scripts/bench.sh [all | strategies | processes | compile]" >&2
        exit 2
        ;;
esac

if [ "$part" != compile ] && ! [ -x /usr/bin/time ]; then
    echo "bench: GNU time is missing at /usr/bin/time; it measures peak memory. Install it (Debian: apt-get install time) and run again." >&2
    exit 2
fi

target=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
if [ -z "$target" ]; then
    echo "bench: cargo metadata did not name the target folder" >&2
    exit 1
fi
release="$target/release"

echo "bench: cargo build --release (target folder $target)" >&2
cargo build --release -q --workspace --bins --examples

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
out=$scratch/bench.md
chart=$scratch/realms.svg
{
    cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//' || true)
    cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
    echo "Machine: ${cpu:-unknown CPU}, $cores cores, $(rustc --version), $(date -u +%Y-%m-%d)."
    echo
    if [ "$part" = all ] || [ "$part" = strategies ]; then
        echo "#### Strategies (microseconds per board; \`bench strategies\`)"
        echo
        "$release/examples/bench" strategies "$chart"
        echo
    fi
    if [ "$part" = all ] || [ "$part" = processes ]; then
        echo "#### Binaries as whole processes (\`bench processes\`, ${BENCH_PAIRS:-41} pairs)"
        echo
        "$release/examples/bench" processes "$release/poj1077" "$release/luogu1379" "$release/examples/baseline"
        echo
    fi
    if [ "$part" = all ] || [ "$part" = compile ]; then
        echo "#### Compile times (\`bench compile\`, ${BENCH_COMPILES:-7} rounds)"
        echo
        old=""
        [ -x /usr/bin/rustc ] && old=/usr/bin/rustc
        before=target/poj1077-at-1228840.rs
        mkdir -p target
        git show 1228840:poj1077/src/main.rs >"$before"
        "$release/examples/bench" compile "$before" \
            poj1077/src/main.rs luogu1379/src/main.rs $old
    fi
} >"$out"
if [ "$part" = all ] || [ "$part" = strategies ]; then
    # The chart of the same measurements, kept only when the run succeeded.
    cp "$chart" shared/realms.svg
    echo "bench: wrote shared/realms.svg" >&2
fi
cat "$out"
