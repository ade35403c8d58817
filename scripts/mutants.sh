#!/usr/bin/env bash
# Mutation testing with cargo-mutants: how many injected bugs the tests
# catch, in the code the submissions carry.
#
#   scripts/mutants.sh [--shard K/N] [PART...]
#
# PART is `shared` (every file of shared/src/ that a program pastes, tested
# by the crate's own tests, without the pasted-copy comparison, which any
# change to those files would fail), `poj1077` (poj1077/src/main.rs and the
# checker, the lines before their pasted modules, which are tested through
# their originals in shared/src/) or `luogu1379` (likewise); all three when
# none is given. --shard K/N runs the K-th of N slices of each part, so the
# work can be split across runs or machines. The exclusions, each with why
# it cannot change behaviour, are in .cargo/mutants.toml. Results go to
# target/mutants/PART/; the closing lines count what was caught, missed,
# timed out and unviable, and the exit status is 0 only when none is missed.
#
# It needs cargo-mutants (cargo install --locked cargo-mutants); it is a
# tool, not a dependency, and CI does not run it: a whole run took 53
# minutes here with two jobs (CARGO_MUTANTS_JOBS=2).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
usage() { echo "usage: scripts/mutants.sh [--shard K/N] [shared|poj1077|luogu1379]..." >&2; exit 2; }
shard=""
parts=""
while [ $# -gt 0 ]; do
    case $1 in
        --shard) [ $# -ge 2 ] || usage; shard=$2; shift 2 ;;
        shared | poj1077 | luogu1379) parts="$parts $1"; shift ;;
        *) usage ;;
    esac
done
[ -n "$parts" ] || parts="shared poj1077 luogu1379"
case $shard in "" | [0-9]*/[0-9]*) ;; *) usage ;; esac
if ! cargo mutants --version >/dev/null 2>&1; then
    echo "mutants.sh: cargo-mutants is missing: cargo install --locked cargo-mutants" >&2
    exit 2
fi

# The files of shared/src/ that some program pastes.
pasted_files() {
    grep -h '^// BEGIN PASTE shared/src/' poj1077/src/main.rs poj1077/src/bin/poj1077-checker.rs luogu1379/src/main.rs |
        sed 's|^// BEGIN PASTE ||' | sort -u
}

# A regex for the mutants on the lines of FILE before its first pasted
# module: the program's own code.
own_lines() {
    local file=$1 first n=1 numbers=""
    first=$(grep -n '^// BEGIN PASTE ' "$file" | head -n 1 | cut -d: -f1)
    while [ "$n" -lt "$first" ]; do
        numbers="$numbers|$n"
        n=$((n + 1))
    done
    printf '^%s:(%s):' "$file" "${numbers#|}"
}

missed_any=0
for part in $parts; do
    status=0
    mkdir -p "target/mutants/$part"
    args="--output target/mutants/$part"
    [ -z "$shard" ] || args="$args --shard $shard"
    case $part in
        shared)
            files=""
            for file in $(pasted_files); do files="$files --file $file"; done
            echo "==> mutants.sh shared: $(pasted_files | tr '\n' ' ')" >&2
            # shellcheck disable=SC2086
            cargo mutants -p eight $files $args -- -- --skip pasted_copies_match_shared || status=$?
            ;;
        poj1077)
            main=poj1077/src/main.rs checker=poj1077/src/bin/poj1077-checker.rs
            echo "==> mutants.sh poj1077: the own code of $main and $checker" >&2
            # shellcheck disable=SC2086
            cargo mutants -p poj1077 --file $main --file $checker \
                --re "$(own_lines $main)" --re "$(own_lines $checker)" $args || status=$?
            ;;
        luogu1379)
            main=luogu1379/src/main.rs
            echo "==> mutants.sh luogu1379: the own code of $main" >&2
            # shellcheck disable=SC2086
            cargo mutants -p luogu1379 --file $main --re "$(own_lines $main)" $args || status=$?
            ;;
    esac
    # cargo-mutants exits 2 when it missed a mutant and 3 on a timeout; any
    # other failure is its own (a bad argument, tests that fail unmutated).
    case $status in
        0 | 2 | 3) ;;
        *) echo "mutants.sh: cargo mutants failed on $part (exit $status)" >&2; exit 1 ;;
    esac
    out=target/mutants/$part/mutants.out
    count() { if [ -f "$out/$1.txt" ]; then grep -c . "$out/$1.txt" || true; else echo 0; fi; }
    missed=$(count missed)
    echo "mutants.sh $part${shard:+ (shard $shard)}: $(count caught) caught, $missed missed, $(count timeout) timeout, $(count unviable) unviable"
    if [ "$missed" != 0 ]; then
        sed 's/^/    missed: /' "$out/missed.txt"
        missed_any=1
    fi
done
exit $missed_any
