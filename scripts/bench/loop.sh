#!/usr/bin/env bash
# The contestant's loop, timed: a C++ file that includes <bits/stdc++.h>
# (poj1077-table.cpp) judged on poj1077's golden cases the first time (the build cache
# emptied), again (the build reused), one case at a time and on every
# core, and on its sample alone; and a solution that sleeps through poj1077's 20 cases, -j 1 and
# on every core. Prints the medians of ROUNDS runs (default 5; the sleeper
# once). bash 3.2 and BSD tools; needs g++ and perl.
set -eu
cd "$(dirname "$0")/../.."
rounds=${ROUNDS:-5}
cargo build --release -q -p judge
judge=target/release/cargo-judge
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{ echo "#include <bits/stdc++.h>"; cat scripts/tests/solutions/poj1077-table.cpp; } >"$work/table.cpp"
printf '#include <unistd.h>\nint main() { sleep(10); }\n' >"$work/sleeps.cpp"

# The time, in seconds with decimals (BSD date has no %N).
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }

# Seconds a command takes, with three decimals.
seconds() {
    local start end
    start=$(now)
    "$@" >/dev/null 2>&1 || true
    end=$(now)
    echo "$start $end" | awk '{ printf "%.2f\n", $2 - $1 }'
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

first="" again="" again_j="" one_first="" one_again=""
i=0
while [ "$i" -lt "$rounds" ]; do
    "$judge" --clean >/dev/null
    first="$first $(seconds "$judge" poj1077 "$work/table.cpp" -j 1)"
    again="$again $(seconds "$judge" poj1077 "$work/table.cpp" -j 1)"
    again_j="$again_j $(seconds "$judge" poj1077 "$work/table.cpp")"
    "$judge" --clean >/dev/null
    one_first="$one_first $(seconds "$judge" poj1077 "$work/table.cpp" sample)"
    one_again="$one_again $(seconds "$judge" poj1077 "$work/table.cpp" sample)"
    i=$((i + 1))
done
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
echo '| `poj1077-table.cpp` with `<bits/stdc++.h>`, 20 cases, '"$rounds"' rounds | median |'
echo "|---|---|"
echo "| first judging (cache emptied), -j 1 | $(echo $first | tr ' ' '\n' | median) s |"
echo "| again (build reused), -j 1 | $(echo $again | tr ' ' '\n' | median) s |"
echo "| again, -j $cores (every core) | $(echo $again_j | tr ' ' '\n' | median) s |"
echo "| its sample alone, first judging | $(echo $one_first | tr ' ' '\n' | median) s |"
echo "| its sample alone, again | $(echo $one_again | tr ' ' '\n' | median) s |"
echo
echo "| poj1077's 20 cases, a solution that sleeps (3 s wall limit) | once |"
echo "|---|---|"
echo "| -j 1 | $(seconds "$judge" poj1077 "$work/sleeps.cpp" -j 1) s |"
echo "| -j $cores | $(seconds "$judge" poj1077 "$work/sleeps.cpp") s |"
