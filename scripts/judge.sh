#!/usr/bin/env bash
# Judge simulation: will each submission file get Accepted?
#
# For each problem, copies its src/main.rs alone into an empty folder,
# compiles it as the judges do (warnings fail), checks its size, and runs each
# build on every case of testdata/<problem>/ under a 1 s time limit and a
# 64 MiB memory limit, printing one verdict per case (AC, WA, RE, TLE, MLE).
# It reports the builds on a line of their own, then closes with
# `judge: N passed, M failed`, counting cases only. Exits 1 on any failure.
#
# Builds: the rustup rustc with `--edition 2021 -O` (Codeforces, AtCoder),
# `--edition 2024 -C opt-level=2` (Luogu), `--edition 2018 -C opt-level=2
# --cfg ONLINE_JUDGE` (LibreOJ) and `--edition 2015 -O` (a judge that passes
# no edition gets rustc's default, 2015); and Debian's old rustc 1.63 at
# /usr/bin/rustc with `--edition 2021 -O`.
#
# It needs GNU time at /usr/bin/time and Debian's rustc at /usr/bin/rustc
# (`apt-get install time rustc`; .ci/run installs them) and installs nothing.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

time_limit=1          # seconds
memory_limit=65536    # KiB
size_limit=65536      # bytes, Codeforces' source limit
old_rustc=/usr/bin/rustc

missing=()
[ -x /usr/bin/time ] || missing+=("GNU time at /usr/bin/time (it measures peak memory)")
[ -x "$old_rustc" ] || missing+=("Debian's rustc 1.63 at $old_rustc (the old compiler)")
if [ ${#missing[@]} -gt 0 ]; then
    printf 'judge.sh: missing %s. Install with: apt-get install time rustc\n' "$(printf '%s; ' "${missing[@]}" | sed 's/; $//')" >&2
    exit 2
fi

passed=0 failed=0      # cases
built=0 unbuilt=0      # builds and size checks
verdict() { # VERDICT NAME [DETAIL]: a case's verdict
    printf '%-4s %s%s\n' "$1" "$2" "${3:+  ($3)}"
    if [ "$1" = AC ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
build_verdict() { # OK|FAIL NAME [DETAIL]: a build's or a size check's
    printf '%-4s %s%s\n' "$1" "$2" "${3:+  ($3)}"
    if [ "$1" = OK ]; then built=$((built + 1)); else unbuilt=$((unbuilt + 1)); fi
}

# compile LABEL SOURCE OUTPUT RUSTC FLAGS...: builds SOURCE alone in an empty
# folder; a warning is a failure.
compile() {
    local label=$1 source=$2 output=$3 rustc=$4
    shift 4
    local folder="$work/build-$label"
    mkdir -p "$folder"
    cp "$source" "$folder/main.rs"
    if (cd "$folder" && "$rustc" "$@" main.rs -o "$output") >"$folder/log" 2>&1 && ! [ -s "$folder/log" ]; then
        build_verdict OK "compile $label"
    else
        build_verdict FAIL "compile $label" "$(head -c 2000 "$folder/log")"
        return 1
    fi
}

# The special judge of POJ 1077 is itself a single file.
compile checker "$root/poj1077/src/bin/poj1077-checker.rs" "$work/checker" rustc --edition 2021 -O

# Trailing white space on a line means nothing to Luogu's checker, and "$(...)"
# drops trailing empty lines.
normalize() { sed -e 's/[[:space:]]*$//' "$1"; }

for problem in poj1077 luogu1379; do
    source="$root/$problem/src/main.rs"
    size=$(wc -c <"$source")
    if [ "$size" -le "$size_limit" ]; then
        build_verdict OK "$problem source size" "$size bytes"
    else
        build_verdict FAIL "$problem source size" "$size bytes > $size_limit"
    fi
    builds=()
    compile "$problem-2021" "$source" "$work/$problem-2021" rustc --edition 2021 -O && builds+=("$problem-2021")
    compile "$problem-2024" "$source" "$work/$problem-2024" rustc --edition 2024 -C opt-level=2 && builds+=("$problem-2024")
    compile "$problem-2018" "$source" "$work/$problem-2018" rustc --edition 2018 -C opt-level=2 --cfg ONLINE_JUDGE && builds+=("$problem-2018")
    compile "$problem-2015" "$source" "$work/$problem-2015" rustc -O && builds+=("$problem-2015")
    compile "$problem-1.63" "$source" "$work/$problem-1.63" "$old_rustc" --edition 2021 -O && builds+=("$problem-1.63")
    for build in "${builds[@]}"; do
        for input in "$root/testdata/$problem"/*.in; do
            name="$build/$(basename "$input" .in)"
            expected="${input%.in}.out"
            actual="$work/actual" errors="$work/errors" rss="$work/rss"
            : >"$rss"
            status=0
            (ulimit -v $((memory_limit * 4)) # address space, with room for the stack and code
                timeout -s KILL "$time_limit" /usr/bin/time -f %M -o "$rss" "$work/$build" \
                    <"$input" >"$actual" 2>"$errors") 2>/dev/null || status=$?
            peak=$(tail -n 1 "$rss" 2>/dev/null || true)
            if [ "$status" -eq 137 ] || [ "$status" -eq 124 ]; then
                verdict TLE "$name" "over ${time_limit} s"
            elif { [ -n "$peak" ] && [ "$peak" -gt "$memory_limit" ]; } || grep -q "memory allocation" "$errors"; then
                verdict MLE "$name" "${peak:-?} KiB"
            elif [ "$status" -ne 0 ]; then
                verdict RE "$name" "exit $status: $(head -n 2 "$errors" | tr '\n' ' ' | head -c 300)"
            elif [ "$problem" = poj1077 ]; then
                checked=0
                reason=$("$work/checker" "$input" "$actual" "$expected") || checked=$?
                case $checked in
                    0) verdict AC "$name" ;;
                    1) verdict WA "$name" "$reason" ;;
                    *) verdict FAIL "$name" "checker exit $checked: $reason" ;;
                esac
            elif [ "$(normalize "$actual")" = "$(normalize "$expected")" ]; then
                verdict AC "$name"
            else
                verdict WA "$name" "expected $(normalize "$expected" | head -c 200), got $(normalize "$actual" | head -c 200)"
            fi
        done
    done
done

echo "builds: $built ok, $unbuilt failed"
echo "judge: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$unbuilt" -eq 0 ]
