#!/usr/bin/env bash
# Each judge's speed beside this machine's (scripts/docs/runner.md, "A
# judge's speed"): for each judge with published records, a judging made
# ROUNDS times (default 3), each in a cache folder of its own
# (EIGHT_JUDGE_CACHE), so that each measures the judge's figure afresh
# (its records' programs, the least of their runs); printed is each
# record's time here in each round (the header's `speed record:` lines,
# -v), its median, and its ratio, then the judge's figure (the file
# judged is only there to have the header: its verdict is not read). HOGS=N runs N
# memory-sweeping hogs meanwhile (dd from /dev/zero into a 64 MiB
# buffer), to see what load does to it. Then the checks, timed the same
# way but in no figure: UVa 652's table of every board (its record of
# 2016). Prints a Markdown table on stdout, progress on stderr. Needs the
# judges' builds (g++).
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-3}
hogs=${HOGS:-0}

pids=""
i=0
while [ "$i" -lt "$hogs" ]; do
    # 64 MiB in bytes: GNU dd reads 64M, BSD dd 64m, both read this.
    dd if=/dev/zero of=/dev/null bs=67108864 2>/dev/null &
    pids="$pids $!"
    i=$((i + 1))
done
# shellcheck disable=SC2064
trap "kill $pids 2>/dev/null; rm -rf '$work'" EXIT

echo "| judge | record | its time there | here, each round (ms) | here, median (ms) | ratio |"
echo "|---|---|---:|---|---:|---:|"
for row in "POJ poj1077 scripts/speed/poj1077-strings-table.cpp sample" \
    "UVa uva652 scripts/speed/uva652-string-map-table.cpp one-board" \
    "Baekjoon boj1525 scripts/speed/boj16888-root-game.cpp blank-centre"; do
    set -- $row
    : >"$work/lines"
    r=1
    while [ "$r" -le "$rounds" ]; do
        echo "bench: $1's speed, round $r of $rounds" >&2
        rm -rf "$work/cache"
        EIGHT_JUDGE_CACHE="$work/cache" env -u JUDGE_SPEED "$judge" "$2" "$3" "$4" -j 1 -v \
            >"$work/report" 2>&1 || true
        if ! grep -q '^    speed record: ' "$work/report"; then
            echo "bench: no speed records in the report:" >&2
            cat "$work/report" >&2
            exit 1
        fi
        grep '^    speed record: ' "$work/report" | sed -n 's/.*(\(scripts\/speed\/[^,]*\), the least of.*/\1/p' >"$work/names"
        grep '^    speed record: ' "$work/report" | sed -n 's/.*: \([0-9]*\) ms there, \([0-9.]*\) ms here .*/\1 \2/p' >"$work/times"
        paste -d ' ' "$work/names" "$work/times" | sed "s/^/$r /" >>"$work/lines"
        grep '^    speed: ' "$work/report" | sed 's/^    //' >"$work/line-$1"
        r=$((r + 1))
    done
    for name in $(awk '{ print $2 }' "$work/lines" | sort -u); do
        there=$(awk -v n="$name" '$2 == n { print $3; exit }' "$work/lines")
        each=$(awk -v n="$name" '$2 == n { printf "%s%s", sep, $4; sep = ", " }' "$work/lines")
        here=$(awk -v n="$name" '$2 == n { print $4 }' "$work/lines" | median)
        echo "$1 $name $there $here" | awk -v each="$each" '{
            printf "| %s | `%s` | %d ms | %s | %s | %.3f |\n", $1, $2, $3, each, $4, $4 / $3
        }'
    done
done
echo
for judge in POJ UVa Baekjoon; do
    echo "- $(cat "$work/line-$judge")"
done
echo
echo "Checks, in no figure (the least of 5 runs, g++ -O2 -std=c++11 as UVa's):"
echo
g++ -O2 -std=c++11 -o "$work/uva652-table" scripts/speed/uva652-string-map-table.cpp
: >"$work/check"
i=0
while [ "$i" -lt 5 ]; do
    printf '1\n\n2 3 4 1 5 x 7 6 8\n' >"$work/check.in"
    start=$(now)
    "$work/uva652-table" <"$work/check.in" >/dev/null
    end=$(now)
    echo "$start $end" | awk '{ printf "%.1f\n", ($2 - $1) * 1000 }' >>"$work/check"
    i=$((i + 1))
done
least=$(sort -n "$work/check" | head -1)
echo "| UVa (2016) | \`scripts/speed/uva652-string-map-table.cpp\` | 220 ms | $least ms here (wall) | ratio $(echo "$least" | awk '{ printf "%.3f", $1 / 220 }') |"
echo
echo "($(machine); $hogs memory-sweeping hogs)"
