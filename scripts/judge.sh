#!/usr/bin/env bash
# Judge simulation: will each submission file get Accepted?
#
# For each problem, copies its src/main.rs alone into an empty folder,
# compiles it as the judges do (warnings fail), checks its size, and runs each
# build on every case of testdata/<problem>/ under a 1 s time limit and a
# 64 MiB memory limit, printing one verdict per case (AC, WA, RE, TLE, MLE)
# and a closing `N passed, M failed` line. Exits 1 on any failure.
#
# Compilers: the rustup rustc with `--edition 2021 -O` (Codeforces, AtCoder)
# and `--edition 2024 -C opt-level=2` (Luogu), and Debian's old rustc 1.63 at
# /usr/bin/rustc (`apt-get install rustc`) with `--edition 2021 -O`.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

time_limit=1          # seconds
memory_limit=65536    # KiB
size_limit=65536      # bytes, Codeforces' source limit
old_rustc=/usr/bin/rustc

passed=0
failed=0
verdict() { # VERDICT NAME [DETAIL]
    printf '%-4s %s%s\n' "$1" "$2" "${3:+  ($3)}"
    if [ "$1" = AC ] || [ "$1" = OK ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
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
        verdict OK "compile $label"
    else
        verdict FAIL "compile $label" "$(head -c 2000 "$folder/log")"
        return 1
    fi
}

if ! [ -x "$old_rustc" ]; then
    echo "judge.sh: $old_rustc is missing: install Debian's old compiler with 'apt-get install rustc'" >&2
    exit 1
fi

# The special judge of POJ 1077 is itself a single file.
compile checker "$root/poj1077/src/bin/poj1077-checker.rs" "$work/checker" rustc --edition 2021 -O

# Trailing white space on a line means nothing to Luogu's checker, and "$(...)"
# drops trailing empty lines.
normalize() { sed -e 's/[[:space:]]*$//' "$1"; }

for problem in poj1077 luogu1379; do
    source="$root/$problem/src/main.rs"
    size=$(wc -c <"$source")
    if [ "$size" -le "$size_limit" ]; then
        verdict OK "$problem source size" "$size bytes"
    else
        verdict FAIL "$problem source size" "$size bytes > $size_limit"
    fi
    builds=()
    compile "$problem-2021" "$source" "$work/$problem-2021" rustc --edition 2021 -O && builds+=("$problem-2021")
    compile "$problem-2024" "$source" "$work/$problem-2024" rustc --edition 2024 -C opt-level=2 && builds+=("$problem-2024")
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
                if reason=$("$work/checker" "$input" "$actual" "$expected"); then
                    verdict AC "$name"
                else
                    verdict WA "$name" "$reason"
                fi
            elif [ "$(normalize "$actual")" = "$(normalize "$expected")" ]; then
                verdict AC "$name"
            else
                verdict WA "$name" "expected $(normalize "$expected" | head -c 200), got $(normalize "$actual" | head -c 200)"
            fi
        done
    done
done

echo "judge: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
