#!/usr/bin/env bash
# The contestant's loop, timed: a C++ file that includes <bits/stdc++.h>
# (poj1077-table.cpp) judged on poj1077's golden cases the first time (the build cache
# emptied), again (the build reused), one case at a time and on every
# core, and on its sample alone; and a solution that sleeps through poj1077's 20 cases, -j 1 and
# on every core. Prints the medians of ROUNDS runs (default 5; the sleeper
# once). bash 3.2 and BSD tools; needs g++ and perl.
set -eu
. "$(dirname "$0")/common.sh"
rounds=${ROUNDS:-5}
{ echo "#include <bits/stdc++.h>"; cat scripts/tests/solutions/poj1077-table.cpp; } >"$work/table.cpp"
printf '#include <unistd.h>\nint main() { sleep(10); }\n' >"$work/sleeps.cpp"

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
first=$(echo $first | tr ' ' '\n' | median)
again=$(echo $again | tr ' ' '\n' | median)
again_j=$(echo $again_j | tr ' ' '\n' | median)
one_first=$(echo $one_first | tr ' ' '\n' | median)
one_again=$(echo $one_again | tr ' ' '\n' | median)
echo '| `poj1077-table.cpp` with `<bits/stdc++.h>`, 20 cases, '"$rounds"' rounds | median |'
echo "|---|---|"
echo "| first judging (cache emptied), -j 1 | $first s |"
echo "| again (build reused), -j 1 | $again s |"
echo "| again, -j $cores (every core) | $again_j s |"
echo "| its sample alone, first judging | $one_first s |"
echo "| its sample alone, again | $one_again s |"
echo
echo "$one_again $one_first $again $first" | awk '{ printf "Judged again, an unchanged file costs %.2fx its first judging on the sample alone, %.2fx on the 20 cases.\n", $1 / $2, $3 / $4 }'
echo
sleeps_1=$(seconds "$judge" poj1077 "$work/sleeps.cpp" -j 1)
sleeps_j=$(seconds "$judge" poj1077 "$work/sleeps.cpp")
echo "| poj1077's 20 cases, a solution that sleeps (3.5 s wall limit) | once |"
echo "|---|---|"
echo "| -j 1 | $sleeps_1 s |"
echo "| -j $cores | $sleeps_j s |"
echo
echo "$sleeps_1 $sleeps_j $cores" | awk '{ printf "On every core the sleeper takes %.2fx its time one case at a time (%d cores: %.2fx at best).\n", $2 / $1, $3, 1 / $3 }'
load=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || echo "?")
echo
echo "($cores cores, load $load at the end, $(date -u +%Y-%m-%d).)"
