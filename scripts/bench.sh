#!/usr/bin/env bash
# The benchmark: builds in release and prints Markdown tables on stdout,
# progress on stderr. `scripts/bench.sh > bench.md`; `scripts/bench.sh
# processes` runs the second part alone. BENCH_PAIRS sets the number of
# program/baseline pairs per run (default 41).
#
# 1. Strategies: every strategy of shared/, timed per board: the fast ones on
#    all 181,440 solvable boards of 12345678x, the plain BFS ones on the fixed
#    seeded sample; and building the backward-BFS table. (About 5 minutes, most
#    of it A* with misplaced tiles.)
# 2. Binaries as whole processes against a trivial std-only program built with
#    the same flags (shared/examples/baseline.rs), alternating, with peak RSS
#    from GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."
part=${1:-all}

if ! [ -x /usr/bin/time ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "bench: installing GNU time for peak RSS" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null
    else
        echo "bench: /usr/bin/time (GNU time) is missing: peak RSS will read n/a" >&2
    fi
fi

echo "bench: cargo build --release" >&2
cargo build --release -q --workspace --bins --examples
bench=target/release/examples/bench

cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ *//' || true)
echo "Machine: ${cpu:-unknown CPU}, $(nproc) cores, $(rustc --version), $(date -u +%Y-%m-%d)."
echo
if [ "$part" = all ] || [ "$part" = strategies ]; then
    echo "### Strategies (microseconds per board; \`bench strategies\`)"
    echo
    "$bench" strategies
    echo
fi
if [ "$part" = all ] || [ "$part" = processes ]; then
    echo "### Binaries as whole processes (\`bench processes\`, ${BENCH_PAIRS:-41} pairs)"
    echo
    "$bench" processes target/release/poj1077 target/release/luogu1379 target/release/examples/baseline
fi
