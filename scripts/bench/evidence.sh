#!/usr/bin/env bash
# Volume from evidence (scripts/docs/cases.md): this project's file of a
# published Accepted solution's algorithm, judged on the volume case, CPU
# time median of ROUNDS runs (default 5) one case at a time; beside it
# the published run time and the figure the problem's marks hold
# (`evidence` of the JSON record: `judge_ms`, `here_ms`), and the ratio
# published / measured, which counts at four fifths or more. Prints a
# Markdown table on stdout, progress on stderr. Needs g++ and python3.
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-5}

echo "| case | published, Accepted: its time there | the marks hold (\`here_ms\`) | measured here: CPU, median of $rounds | published / measured | counts (>= 0.8) |"
echo "|---|---:|---:|---:|---:|---|"
for row in "uva10085 blank-every-cell uva10085-set-bfs.cpp" "uva652 many-100 uva652-weighted-idastar.cpp"; do
    set -- $row
    : >"$work/cpu"
    r=1
    while [ "$r" -le "$rounds" ]; do
        echo "bench: $1 $2, run $r of $rounds" >&2
        "$judge" "$1" "scripts/tests/solutions/$3" "$2" -j 1 --json -q >"$work/record.json" || true
        fields cpu evidence.judge_ms evidence.here_ms <"$work/record.json" >"$work/fields"
        cut -f1 "$work/fields" >>"$work/cpu"
        r=$((r + 1))
    done
    cpu=$(median <"$work/cpu")
    judge_ms=$(cut -f2 "$work/fields")
    here_ms=$(cut -f3 "$work/fields")
    echo "$1 $2 $judge_ms $here_ms $cpu" | awk '{
        ratio = $3 / 1000 / $5
        printf "| `%s` `%s` | %.3f s | %.2f s | %.2f s | %.2fx | %s |\n", $1, $2, $3 / 1000, $4 / 1000, $5, ratio, (ratio >= 0.8 ? "yes" : "no")
    }'
done
echo
echo "($(machine); the marks' figure is a constant of src/problems/mod.rs, to be set from this column.)"
