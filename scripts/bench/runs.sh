#!/usr/bin/env bash
# What a judged run costs beside the bare program: the project's own
# poj1077 program (about 1 ms a board) run by a shell loop, judged by
# `judge -j 1 -c PROGRAM` (nothing built: the program as it is), and
# stress-tested by `stress --jobs 1 -c PROGRAM`,
# side by side, each round taking turns, every command on one core
# (`taskset -c CPU`, default 1); and the same judged and stress-tested
# runs forked afresh, without a box (`EIGHT_JUDGE_WITHOUT=box`). Prints a
# Markdown table of the medians of ROUNDS rounds (default 5) on stdout,
# progress on stderr.
#
# - the shell loop: C runs (default 400) of the program on the sample
#   board, each a fork and an exec as the judge's are;
# - judge: a folder of N copies of the sample board (default 40) against
#   one copy: the marginal time of a case, (T(N) - T(1)) / (N - 1), less
#   the shell loop's time for a run;
# - stress: --cases C against --cases 1, cases a second, against the
#   shell loop's runs a second.
#
# BENCH_USER=NAME (root only) runs the loop, the judge and the stress
# test as that plain user, from a folder of no workspace, with copies of
# the binaries the user owns: a contestant's judge, whose box has no
# cgroup where the user may make none. HOGS=N keeps N busy loops running
# meanwhile, each a session of its own, on every core.
#
# CLOCK=cpu (Linux, perf) counts the CPU time of every process of each
# command (`perf stat -e task-clock`: the judge, its threads, the box's
# keeper and runs, the loop's shell) in place of the wall clock: on a
# machine that other work shares, a command's wall clock grows with the
# others' load, its CPU time much less.
#
# Linux (taskset); bash 3.2 and perl otherwise.
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-5}
copies=${COPIES:-40}
cases=${CASES:-400}
cpu=${CPU:-1}
cargo build --release -q -p poj1077
program="$target/release/poj1077"
as=""
if [ -n "${BENCH_USER:-}" ]; then
    id "$BENCH_USER" >/dev/null
    mkdir "$work/bin"
    cp "$program" "$judge" "$stress" "$work/bin/"
    program="$work/bin/poj1077"
    judge="$work/bin/cargo-judge"
    stress="$work/bin/cargo-stress"
    chmod 755 "$work"
    chown -R "$BENCH_USER" "$work"
    as="runuser -u $BENCH_USER --"
    cd "$work"
fi
hogs=""
i=0
while [ "$i" -lt "${HOGS:-0}" ]; do
    setsid sh -c 'while :; do :; done' &
    hogs="$hogs $!"
    i=$((i + 1))
done
# shellcheck disable=SC2064
trap "kill $hogs 2>/dev/null || true; rm -rf '$work'" EXIT
solution=(-c "$program")
mkdir "$work/one" "$work/many"
cp "$root/testdata/poj1077/sample.in" "$work/one/board.in"
cp "$root/testdata/poj1077/sample.out" "$work/one/board.out"
i=0
while [ "$i" -lt "$copies" ]; do
    cp "$root/testdata/poj1077/sample.in" "$work/many/board-$i.in"
    cp "$root/testdata/poj1077/sample.out" "$work/many/board-$i.out"
    i=$((i + 1))
done

clock=${CLOCK:-wall}
case $clock in
    wall) ;;
    cpu) command -v perf >/dev/null || { echo "bench: CLOCK=cpu needs perf (linux-perf)" >&2; exit 2; } ;;
    *) echo "bench: CLOCK is wall or cpu, not $clock" >&2; exit 2 ;;
esac
# Seconds a command takes on the one core (CLOCK=cpu: of CPU, all its
# processes'), six decimals; it must succeed.
pinned() {
    local start end counted
    if [ "$clock" = cpu ]; then
        counted=$(mktemp "$work/perf.XXXXXX")
        # shellcheck disable=SC2086
        if ! perf stat -x, -e task-clock -o "$counted" -- taskset -c "$cpu" $as "$@" >/dev/null 2>&1; then
            echo "bench: failed: $*" >&2
            exit 1
        fi
        # perf's task-clock is in milliseconds.
        awk -F, '$3 ~ /^task-clock/ { printf "%.6f\n", $1 / 1000 }' "$counted"
        rm -f "$counted"
        return
    fi
    start=$(now)
    # shellcheck disable=SC2086
    if ! taskset -c "$cpu" $as "$@" >/dev/null 2>&1; then
        echo "bench: failed: $*" >&2
        exit 1
    fi
    end=$(now)
    echo "$start $end" | awk '{ printf "%.6f\n", $2 - $1 }'
}
# The shell loop: the program run `$1` times on the board, one core; the
# seconds it took.
loop() {
    pinned sh -c 'i=0; while [ "$i" -lt "$2" ]; do "$1" <"$3" >/dev/null; i=$((i + 1)); done' \
        sh "$program" "$1" "$work/one/board.in"
}

echo "bench: a first run, to warm the page cache" >&2
[ -z "$as" ] || chown -R "$BENCH_USER" "$work"
# shellcheck disable=SC2086
$as "$judge" poj1077 "${solution[@]}" -j 1 -d "$work/one" >/dev/null 2>&1 || true
: >"$work/judged"
: >"$work/stressed"
: >"$work/looped"
: >"$work/judged-afresh"
: >"$work/stressed-afresh"
# The marginal time of a case: `$1` is the file it goes to, then the
# command, its case count coming last, between N cases and 1.
marginal() {
    local file=$1 count=$2 many one
    shift 2
    many=$(pinned "$@" "$count")
    one=$(pinned "$@" 1)
    echo "$many $one $count" | awk '{ printf "%.6f\n", ($1 - $2) / ($3 - 1) }' >>"$file"
}
r=1
while [ "$r" -le "$rounds" ]; do
    echo "bench: round $r of $rounds" >&2
    for without in "" box; do
        suffix=${without:+-afresh}
        export EIGHT_JUDGE_WITHOUT=$without
        many=$(pinned "$judge" poj1077 "${solution[@]}" -j 1 -d "$work/many")
        one=$(pinned "$judge" poj1077 "${solution[@]}" -j 1 -d "$work/one")
        echo "$many $one $copies" | awk '{ printf "%.6f\n", ($1 - $2) / ($3 - 1) }' >>"$work/judged$suffix"
        marginal "$work/stressed$suffix" "$cases" \
            "$stress" poj1077 "${solution[@]}" --jobs 1 --cases
    done
    export EIGHT_JUDGE_WITHOUT=
    echo "$(loop "$cases") $cases" | awk '{ printf "%.6f\n", $1 / $2 }' >>"$work/looped"
    r=$((r + 1))
done

judged=$(median <"$work/judged")
stressed=$(median <"$work/stressed")
looped=$(median <"$work/looped")
judged_afresh=$(median <"$work/judged-afresh")
stressed_afresh=$(median <"$work/stressed-afresh")
load=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || echo "?")
echo "| measured (median of $rounds, one core, load $load, ${BENCH_USER:-root}${HOGS:+, $HOGS CPU hogs}, $clock clock) | a run | beside the bare program |"
echo "| --- | ---: | ---: |"
echo "$looped" | awk '{ printf "| the program in a shell loop, a run | %.2f ms | |\n", $1 * 1000 }'
echo "$judged $looped" | awk '{ printf "| `judge -j 1 -c PROGRAM`, a case | %.2f ms | +%.2f ms |\n", $1 * 1000, ($1 - $2) * 1000 }'
echo "$stressed $looped" | awk '{ printf "| `stress --jobs 1 -c PROGRAM`, a case | %.2f ms | %.2fx the loop'"'"'s speed (%.0f against %.0f a second) |\n", $1 * 1000, $2 / $1, 1 / $1, 1 / $2 }'
echo "$judged_afresh $looped" | awk '{ printf "| `judge -j 1 -c PROGRAM`, a case, no box (forked afresh) | %.2f ms | +%.2f ms |\n", $1 * 1000, ($1 - $2) * 1000 }'
echo "$stressed_afresh $looped" | awk '{ printf "| `stress --jobs 1 -c PROGRAM`, a case, no box (forked afresh) | %.2f ms | %.2fx the loop'"'"'s speed |\n", $1 * 1000, $2 / $1 }'
