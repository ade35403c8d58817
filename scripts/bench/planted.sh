#!/usr/bin/env bash
# How many cases the stress test takes to find each planted broken
# solution (scripts/tests/solutions/planted-*), seeds 1 to SEEDS
# (default 5): the number of the first failing case that
# `cargo stress PROBLEM FILE --seed S` reports, or "-" where none of its
# cases fails. Prints a Markdown table on stdout, progress on stderr.
# Needs g++.
set -eu
. "$(dirname "$0")/common.sh"
seeds=${SEEDS:-5}
echo "| planted solution (\`scripts/tests/solutions/\`) | as | seeds 1 to $seeds | median |"
echo "|---|---|---|---:|"
for row in "acwing179 planted-acwing179-astar-manhattan-blank.cpp" \
    "luogu1379 planted-luogu1379-astar-manhattan-blank.cpp" \
    "acwing845 planted-acwing845-astar-visited-on-push.cpp" \
    "poj1077 planted-poj1077-first-cell.cpp"; do
    set -- $row
    found=""
    s=1
    while [ "$s" -le "$seeds" ]; do
        echo "bench: $2 as $1, seed $s" >&2
        # `stress: case N of seed S failed: ...`
        n=$("$stress" "$1" "scripts/tests/solutions/$2" --seed "$s" 2>/dev/null |
            sed -n 's/^stress: case \([0-9]*\) of seed .*/\1/p' | head -n 1)
        found="$found ${n:--}"
        s=$((s + 1))
    done
    med=$(echo $found | tr ' ' '\n' | grep -v '^-$' | median || true)
    echo "| \`$2\` | \`$1\` | $(echo $found | sed 's/ /, /g') | ${med:--} |"
done
echo
echo "($(machine).)"
