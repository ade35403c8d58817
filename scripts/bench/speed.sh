#!/usr/bin/env bash
# Each judge's speed beside this machine's (scripts/docs/runner.md, "A
# judge's speed"): for each judge with a published figure, the kept
# measurement removed and a judging made ROUNDS times (default 3), each
# of which times this project's program of the published work (the
# median of five runs) and keeps it anew; printed is each round's figure
# from the header's `speed:` line, their median, and the ratio. Prints a
# Markdown table on stdout, progress on stderr. Needs the judge's build
# of each program (g++).
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-3}

echo "| judge | its time there | here, each round (ms) | here, median (ms) | ratio |"
echo "|---|---:|---|---:|---:|"
for row in "POJ poj1077 poj poj1077-strings-table.cpp sample" "UVa uva652 uva uva652-string-map-table.cpp one-board"; do
    set -- $row
    : >"$work/here"
    r=1
    while [ "$r" -le "$rounds" ]; do
        echo "bench: $1's speed, round $r of $rounds" >&2
        rm -f "target/judge/speed/$3"
        env -u JUDGE_SPEED "$judge" "$2" "scripts/speed/$4" "$5" -j 1 >"$work/report" 2>/dev/null || true
        line=$(grep '^    speed: ' "$work/report" || true)
        if [ -z "$line" ]; then
            echo "bench: no speed line in the report:" >&2
            cat "$work/report" >&2
            exit 1
        fi
        echo "$line" | sed -n 's/.* ms there, \([0-9]*\) ms here.*/\1/p' >>"$work/here"
        there=$(echo "$line" | sed -n 's/.*: \([0-9]*\) ms there, .*/\1/p')
        r=$((r + 1))
    done
    each=$(tr '\n' ' ' <"$work/here" | sed 's/ $//')
    here=$(median <"$work/here")
    echo "$1 $there $here" | awk -v each="$each" '{
        printf "| %s | %d ms | %s | %d | %.3f |\n", $1, $2, each, $3, $3 / $2
    }'
done
echo
echo "($(machine))"
