#!/usr/bin/env bash
# Judge simulation: will a single-file solution get Accepted?
#
#   scripts/judge.sh                     this project's two submissions
#   scripts/judge.sh PROBLEM SOLUTION    any solution: .rs, .cpp, .cc, .c, .py,
#                                        or an executable run as it is
#
# PROBLEM is poj1077, hdu1043, acwing179 or luogu1379. Each judge's rule and
# limits (scripts/solution.sh):
#   poj1077    one board, x blank       any legal solving string   1 s, 64 MiB
#   hdu1043    boards until EOF         the same, per board        5 s, 32 MiB
#   acwing179  one board                no more moves than needed  1 s, 64 MiB
#   luogu1379  nine digits, solvable    the exact number of moves  1 s, 128 MiB
# The cases are the golden cases of testdata/ in that judge's own input
# format (a three-line layout or a 0 blank is not POJ's; a file of many
# boards is HDU's alone). Answers are judged by poj1077-checker (--any or
# --shortest) or compared exactly, trailing white space aside.
#
# With no arguments it judges poj1077/src/main.rs and luogu1379/src/main.rs,
# each copied alone into an empty folder, on every case of their folders,
# poj1077 by this project's own promise (`poj1077-checker --canonical`), with
# 1 s and 64 MiB, and checks each source against Codeforces' 64 KB limit.
#
# A .rs file gets five builds, a warning failing one: rustc --edition 2021
# -O (Codeforces, AtCoder), --edition 2024 -C opt-level=2 (Luogu), --edition
# 2018 -C opt-level=2 --cfg ONLINE_JUDGE (LibreOJ), -O (edition 2015, for a
# judge that passes none), and Debian's old rustc 1.63 --edition 2021 -O.
# C++ is built with g++ -O2 -std=c++17, C with gcc -O2.
#
# It prints what it judges, one verdict per case and build (AC, WA, RE, TLE,
# MLE, CE) with its time and peak memory, a line for the builds, and closes
# with `judge: N passed, M failed`, counting cases only. Exits 0 when all
# pass, 1 otherwise, 2 for a bad command line or a missing tool. It needs GNU
# time at /usr/bin/time, plus what the solution's language needs (Debian's
# rustc at /usr/bin/rustc for .rs, g++, gcc, python3) and installs nothing;
# .ci/run installs them.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/solution.sh
source "$root/scripts/solution.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

usage() {
    echo "usage: scripts/judge.sh [PROBLEM SOLUTION]   (PROBLEM: poj1077, hdu1043, acwing179 or luogu1379)" >&2
    exit 2
}

size_limit=65536 # bytes, Codeforces' source limit
jobs=()          # PROBLEM:SOLUTION:RULE, judged in turn
missing=()
[ -x /usr/bin/time ] || missing+=("GNU time at /usr/bin/time (apt-get install time)")
case $# in
    0)
        jobs=("poj1077:$root/poj1077/src/main.rs:--canonical" "luogu1379:$root/luogu1379/src/main.rs:exact")
        own=1
        ;;
    2)
        problem_rule "$1" || usage
        [ -f "$2" ] || { echo "judge.sh: no file $2" >&2; exit 2; }
        solution=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
        jobs=("$1:$solution:$rule")
        own=0
        ;;
    *) usage ;;
esac
for job in "${jobs[@]}"; do
    IFS=: read -r _ solution _ <<<"$job"
    while IFS= read -r tool; do [ -n "$tool" ] && missing+=("$tool"); done < <(tools_for "$solution")
done
if [ ${#missing[@]} -gt 0 ]; then
    printf 'judge.sh: missing %s\n' "${missing[@]}" >&2
    exit 2
fi

passed=0 failed=0 # cases
built=0 unbuilt=0 # builds and size checks
verdict() {       # VERDICT NAME [DETAIL]: a case's verdict
    printf '%-4s %s%s\n' "$1" "$2" "${3:+  ($3)}"
    if [ "$1" = AC ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
build_verdict() { # OK|CE|FAIL NAME [DETAIL]: a build's or a size check's
    printf '%-4s %s%s\n' "$1" "$2" "${3:+  ($3)}"
    if [ "$1" = OK ]; then built=$((built + 1)); else unbuilt=$((unbuilt + 1)); fi
}

# The special judge is itself a single file, built like a submission.
checker="$work/checker"
if ! (cd "$work" && cp "$root/poj1077/src/bin/poj1077-checker.rs" checker.rs &&
    rustc --edition 2021 -O checker.rs -o checker) >"$work/checker.log" 2>&1; then
    echo "judge.sh: the special judge did not build: $(head -c 2000 "$work/checker.log")" >&2
    exit 1
fi

# Trailing white space on a line means nothing to Luogu's checker, and "$(...)"
# drops trailing empty lines.
normalize() { sed -e 's/[[:space:]]*$//' "$1"; }

# run_case NAME RULE LIMIT_S LIMIT_KIB INPUT EXPECTED COMMAND...
run_case() {
    local name=$1 rule=$2 limit_s=$3 limit_kib=$4 input=$5 expected=$6
    shift 6
    local actual="$work/actual" errors="$work/errors" measured="$work/measured" status=0
    : >"$measured"
    (ulimit -v $((limit_kib * 4)) # address space, with room for the stack and code
        timeout -s KILL "$limit_s" /usr/bin/time -f '%e %M' -o "$measured" "$@" \
            <"$input" >"$actual" 2>"$errors") 2>/dev/null || status=$?
    local seconds kib usage
    read -r seconds kib < <(tail -n 1 "$measured" 2>/dev/null || true) || true
    usage="${seconds:-?} s, $(((${kib:-0} + 512) / 1024)) MiB"
    if [ "$status" -eq 137 ] || [ "$status" -eq 124 ]; then
        verdict TLE "$name" "over $limit_s s"
    elif { [ -n "${kib:-}" ] && [ "$kib" -gt "$limit_kib" ]; } || grep -q "memory allocation" "$errors"; then
        verdict MLE "$name" "$usage, over $((limit_kib / 1024)) MiB"
    elif [ "$status" -ne 0 ]; then
        verdict RE "$name" "exit $status, $usage: $(head -n 2 "$errors" | tr '\n' ' ' | head -c 300)"
    elif [ "$rule" = exact ]; then
        if [ "$(normalize "$actual")" = "$(normalize "$expected")" ]; then
            verdict AC "$name" "$usage"
        else
            verdict WA "$name" "expected $(normalize "$expected" | head -c 200), got $(normalize "$actual" | head -c 200)"
        fi
    else
        local reason checked=0
        reason=$("$checker" "$rule" "$input" "$actual" "$expected") || checked=$?
        case $checked in
            0) verdict AC "$name" "$usage" ;;
            1) verdict WA "$name" "$reason" ;;
            *) verdict FAIL "$name" "checker exit $checked: $reason" ;;
        esac
    fi
}

for job in "${jobs[@]}"; do
    IFS=: read -r problem solution rule <<<"$job"
    if [ "$own" = 1 ]; then
        limit_s=1 limit_kib=65536 cases=$problem
    else
        problem_rule "$problem"
    fi
    echo "==> judging $(basename "$solution") as $problem: rule ${rule#--}, $limit_s s, $((limit_kib / 1024)) MiB"
    inputs=()
    for input in "$root/testdata/$cases"/*.in; do
        if [ "$own" = 1 ] || fits "$problem" "$input"; then inputs+=("$input"); fi
    done
    echo "    ${#inputs[@]} cases of testdata/$cases in its format"
    if [ "$own" = 1 ]; then
        size=$(wc -c <"$solution")
        if [ "$size" -le "$size_limit" ]; then
            build_verdict OK "$problem source size" "$size bytes"
        else
            build_verdict FAIL "$problem source size" "$size bytes > $size_limit"
        fi
    fi
    build_solution "$solution" "$work/build-$problem"
    for label in "${failed_builds[@]+"${failed_builds[@]}"}"; do
        build_verdict CE "compile $problem-$label" "$(head -c 2000 "$work/build-$problem/$label.log")"
        failed=$((failed + ${#inputs[@]}))
    done
    for label in "${builds[@]+"${builds[@]}"}"; do
        build_verdict OK "compile $problem-$label"
        command="run_${label//[^a-zA-Z0-9]/_}[@]"
        for input in "${inputs[@]}"; do
            run_case "$problem-$label/$(basename "$input" .in)" "$rule" "$limit_s" "$limit_kib" \
                "$input" "${input%.in}.out" "${!command}"
        done
    done
done

echo "builds: $built ok, $unbuilt failed"
echo "judge: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$unbuilt" -eq 0 ]
