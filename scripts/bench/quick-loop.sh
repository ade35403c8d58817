#!/usr/bin/env bash
# The times of the top-level README's "quick loop", each command run in a
# fresh clone of this one's last commit, with a target folder of its own:
#
#   scripts/bench/quick-loop.sh [STEP...]
#
#   tests    `cargo test --workspace` from the fresh clone, build included,
#            then again once built (the default step)
#   full     `cargo test --workspace -- --ignored` (the full tier)
#   check    `scripts/check.sh`
#   check-full  `scripts/check.sh --full` (CI runs this)
#   windows  `scripts/windows.sh` (Debian, as root: it installs what is missing)
#
# The steps run in the order given, in one clone and one target folder:
# a later step reuses what an earlier one built. Prints a Markdown row a
# timing on stdout (wall seconds on this machine as it is: its load is
# printed after them), the commands' own output in a log kept under
# $TMPDIR, whose path goes to stderr.
set -eu
cd "$(dirname "$0")/../.."
steps=${*:-tests}
now() { perl -MTime::HiRes=time -e 'printf "%.6f\n", time'; }
work=$(mktemp -d)
log="${TMPDIR:-/tmp}/quick-loop.$$.log"
echo "bench: the commands' output goes to $log" >&2
trap 'rm -rf "$work"' EXIT
git clone -q . "$work/clone"
cd "$work/clone"
export CARGO_TARGET_DIR="$work/target"

# Runs the command in the clone, its output into the log, and prints a
# row: the command, its wall seconds, and whether it passed.
row() {
    local what=$1 start end status=passed
    shift
    echo "bench: $what" >&2
    start=$(now)
    "$@" >>"$log" 2>&1 || status="FAILED (exit $?)"
    end=$(now)
    echo "$start $end" | awk -v what="$what" -v status="$status" '{ printf "| %s | %.0f s | %s |\n", what, $2 - $1, status }'
}

echo "| command | wall seconds | |"
echo "|---|---:|---|"
for step in $steps; do
    case "$step" in
        tests)
            row "\`cargo test --workspace\`, build included" cargo test --workspace
            row "\`cargo test --workspace\`, once built" cargo test --workspace
            ;;
        full) row "\`cargo test --workspace -- --ignored\`" cargo test --workspace -- --ignored ;;
        check) row "\`scripts/check.sh\`" bash scripts/check.sh ;;
        check-full) row "\`scripts/check.sh --full\`" bash scripts/check.sh --full ;;
        windows) row "\`scripts/windows.sh\`" bash scripts/windows.sh ;;
        *) echo "quick-loop.sh: no step $step (tests, full, check, check-full, windows)" >&2; exit 2 ;;
    esac
done
load=$(awk '{ print $1 }' /proc/loadavg 2>/dev/null || echo "?")
echo
echo "($(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?") cores, load $load at the end, $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD).)"
