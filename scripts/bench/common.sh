# Sourced by the scripts of scripts/bench/: builds the judge crate in
# release, sets `judge` and `stress` to its two binaries and `work` to a
# scratch folder removed at the end, with helpers for timing and for
# reading the judge's JSON records. bash 3.2 and BSD tools; perl for the
# clock (BSD date has no %N); python3 for `fields`. The crate is built by
# its manifest, whatever its package's name.
cd "$(dirname "$0")/../.."
root=$(pwd)
echo "bench: cargo build --release (the judge crate)" >&2
cargo build --release -q --manifest-path scripts/Cargo.toml --bins
target=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
judge="$target/release/cargo-judge"
stress="$target/release/cargo-stress"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The time, in seconds with decimals.
now() { perl -MTime::HiRes=time -e 'printf "%.6f\n", time'; }

# Seconds the command takes, with three decimals; its output dropped,
# its failure ignored (a stress test that finds a failure exits 1).
seconds() {
    local start end
    start=$(now)
    "$@" >/dev/null 2>&1 || true
    end=$(now)
    echo "$start $end" | awk '{ printf "%.3f\n", $2 - $1 }'
}

# The median of the numbers on standard input, one a line.
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# The machine, for a table's caption: cores and the load now.
machine() {
    local cores load
    cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
    load=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: *\([0-9.]*\).*/\1/')
    echo "$cores cores, load $load, $(date -u +%Y-%m-%d)"
}

# The fields of the first record of a `--json` document on standard
# input, a tab between them; a dot goes into an object:
# `fields cpu evidence.judge_ms`.
fields() {
    python3 -c '
import json, sys
value = json.load(sys.stdin)[0]
found = []
for path in sys.argv[1:]:
    field = value
    for key in path.split("."):
        field = field[key]
    found.append(str(field))
print("\t".join(found))' "$@"
}
