#!/usr/bin/env bash
# The stress test's speed with one job and with one a core
# (`cargo stress PROBLEM FILE --cases N --jobs J`), one run each: cases a
# second, and the speed-up. Prints a Markdown table on stdout, progress on
# stderr. Needs gcc and python3.
set -eu
. "$(dirname "$0")/common.sh"
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
echo "| solution | as | cases | 1 job | $cores jobs | speed-up |"
echo "|---|---|---:|---:|---:|---:|"
for row in "luogu1379 luogu1379-bfs.c 400" "acwing179 poj1077-bidirectional.py 200"; do
    set -- $row
    echo "bench: $2 as $1, warming the build cache" >&2
    "$stress" "$1" "scripts/tests/solutions/$2" --cases 1 >/dev/null 2>&1 || true
    echo "bench: $2 as $1, $3 cases, 1 job" >&2
    one=$(seconds "$stress" "$1" "scripts/tests/solutions/$2" --cases "$3" --jobs 1)
    echo "bench: $2 as $1, $3 cases, $cores jobs" >&2
    all=$(seconds "$stress" "$1" "scripts/tests/solutions/$2" --cases "$3" --jobs "$cores")
    echo "$2 $1 $3 $one $all" | awk '{
        printf "| `%s` | `%s` | %d | %.0f a second (%.2f s) | %.0f a second (%.2f s) | %.2fx |\n", $1, $2, $3, $3 / $4, $4, $3 / $5, $5, $4 / $5
    }'
done
echo
echo "($(machine); each solution built once before, so that both runs reuse its build.)"
