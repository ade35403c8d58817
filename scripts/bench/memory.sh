#!/usr/bin/env bash
# Peak memory as the judge counts it, for the figures of
# scripts/docs/builds.md: a pointer-heavy C++ file of HDU 1043's years
# (hdu1043-string-map.cpp, a std::map of strings) built 32-bit, as HDU's
# G++ was, and 64-bit (JUDGE_WITHOUT_M32=1), against HDU's 32 MiB; and a
# Java run (poj1077-table.java), the JVM's own memory included. The peak
# of ROUNDS runs' median (default 3) each, on the problem's sample.
# Prints a Markdown table on stdout, progress on stderr. Needs g++ with
# -m32 (g++-multilib), a JDK and python3.
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-3}

# The median of ROUNDS runs' `memory` (MiB) and the status of the last;
# the judge's arguments follow.
peak() {
    local r=1
    : >"$work/memory"
    while [ "$r" -le "$rounds" ]; do
        "$judge" "$@" -j 1 --json -q >"$work/record.json" || true
        fields memory status <"$work/record.json" >"$work/last"
        cut -f1 "$work/last" >>"$work/memory"
        r=$((r + 1))
    done
    echo "$(median <"$work/memory") MiB ($(cut -f2 "$work/last"))"
}

echo "| run | peak memory, median of $rounds (verdict) |"
echo "|---|---|"
echo "bench: hdu1043-string-map.cpp, 32-bit" >&2
echo "| \`hdu1043-string-map.cpp\` as \`hdu1043\`, 32-bit (\`-m32\`) | $(peak hdu1043 scripts/tests/solutions/hdu1043-string-map.cpp sample) |"
echo "bench: hdu1043-string-map.cpp, 64-bit" >&2
echo "| the same, 64-bit (\`JUDGE_WITHOUT_M32=1\`) | $(JUDGE_WITHOUT_M32=1 peak hdu1043 scripts/tests/solutions/hdu1043-string-map.cpp sample) |"
echo "bench: poj1077-table.java" >&2
echo "| \`poj1077-table.java\` as \`poj1077\`, the JVM's own memory included | $(peak poj1077 scripts/tests/solutions/poj1077-table.java sample) |"
echo
echo "($(machine); HDU 1043's limit is 32 MiB.)"
