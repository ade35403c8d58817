#!/usr/bin/env bash
# Stress test ("对拍") of a single-file solution against this library:
#
#   scripts/stress.sh PROBLEM SOLUTION [--seed S] [--cases N]
#
# PROBLEM is poj1077, hdu1043, acwing179 or luogu1379; SOLUTION a .rs,
# .cpp, .cc, .c or .py file, or an executable (built as scripts/judge.sh
# builds it; a .rs file by `rustc --edition 2021 -O`). Random inputs valid for
# that judge (solvable boards only for luogu1379; many boards a case for
# hdu1043), each run as its own process under the judge's time limit, each
# answer judged by the judge's rule against the library's own answers. The
# same seed (default 1) gives the same cases (default 1000). Progress goes to
# stderr. It stops at the first failure and prints the failing input (shrunk
# to the one failing board), the expected and given answers, the reason and a
# command that reproduces it, and exits 1; otherwise it prints `stress: N
# cases passed`. The work is done by shared/examples/stress.rs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/solution.sh
source "$root/scripts/solution.sh"

usage() {
    echo "usage: scripts/stress.sh {poj1077|hdu1043|acwing179|luogu1379} SOLUTION [--seed S] [--cases N]" >&2
    exit 2
}
[ $# -ge 2 ] || usage
problem=$1 solution=$2
shift 2
problem_rule "$problem" || usage
[ -f "$solution" ] || { echo "stress.sh: no file $solution" >&2; exit 2; }
solution=$(cd "$(dirname "$solution")" && pwd)/$(basename "$solution")
flags=()
while [ $# -gt 0 ]; do
    case $1 in
        --seed | --cases) [ $# -ge 2 ] || usage; flags+=("$1" "$2"); shift 2 ;;
        *) usage ;;
    esac
done
missing=$(tools_for "$solution" | grep -v /usr/bin/rustc || true)
if [ -n "$missing" ]; then
    echo "stress.sh: missing $missing" >&2
    exit 2
fi

target=$(target_dir)
cd "$root"
cargo build --release -q -p eight --example stress
# Kept after the run, so that the reproducing command still works.
folder="$target/stress/$(basename "$solution")"
rm -rf "$folder"
case $solution in
    *.rs)
        mkdir -p "$folder"
        cp "$solution" "$folder/main.rs"
        if ! (cd "$folder" && rustc --edition 2021 -O main.rs -o solution) 2>"$folder/rustc.log"; then
            echo "stress.sh: $solution does not compile: $(head -c 2000 "$folder/rustc.log")" >&2
            exit 1
        fi
        run=("$folder/solution")
        ;;
    *)
        build_solution "$solution" "$folder"
        if [ ${#builds[@]} -eq 0 ]; then
            echo "stress.sh: $solution does not compile: $(head -c 2000 "$folder"/*.log)" >&2
            exit 1
        fi
        command="run_${builds[0]//[^a-zA-Z0-9]/_}[@]"
        run=("${!command}")
        ;;
esac
echo "stress.sh: $(basename "$solution") as $problem, rule ${rule#--}, ${flags[*]:-seed 1, 1000 cases}" >&2
exec "$target/release/examples/stress" "$problem" "${flags[@]+"${flags[@]}"}" --limit-ms $((limit_s * 1000)) -- "${run[@]}"
