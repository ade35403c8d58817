#!/usr/bin/env bash
# The judge's containment tests as a plain user, as every contestant runs
# the judge: its box (no cgroup of its own on cgroup v1; the box's census
# counts its tree), its hostile, memory, busy and cost tests. Root only
# (it makes the user), on Linux; CI runs it after the full tier.
#
#   scripts/plain-user.sh            the tests below, as user eight-plain
#   scripts/plain-user.sh TEST...    those test files only (hostile_box ...)
#
# The tests are built by root into this clone's target folder (readable by
# everyone), from a copy of the workspace that the user owns: the judge
# writes its builds into the workspace's target/judge/, which must be the
# user's. A test fails where the user gets no box on this machine.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
user=eight-plain
if [ "$(uname -s)" != Linux ] || [ "$(id -u)" != 0 ]; then
    echo "plain-user.sh: root on Linux only (it makes the user $user)" >&2
    exit 2
fi
command -v runuser >/dev/null || { echo "plain-user.sh: runuser is missing (util-linux)" >&2; exit 2; }
if [ "$#" -gt 0 ]; then
    tests="$*"
else
    tests="hostile_box hostile_channels hostile_memory hostile_bombs hostile_layers busy hostile_busy contain"
fi
id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/sh "$user"

copy=$(mktemp -d "${TMPDIR:-/tmp}/eight-plain.XXXXXX")
trap 'rm -rf "$copy"' EXIT
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar cf - 2>/dev/null) | tar xf - -C "$copy"
chown -R "$user" "$copy"
chmod 755 "$copy"

# A target folder of the user's tests' own (a first build takes minutes):
# the tests write their programs into its tmp/ (CARGO_TARGET_TMPDIR, fixed
# at build time), which must be the user's, and root's tests write into
# the clone's.
target="${EIGHT_PLAIN_TARGET:-${TMPDIR:-/tmp}/eight-plain-target}"
mkdir -p "$target/tmp"
chmod 755 "$target"
# A judge run from a folder of no workspace works in the tests' cache
# folder, tmp/judge-cache (EIGHT_JUDGE_CACHE).
chown -R "$user" "$target/tmp"
args=""
for t in $tests; do args="$args --test $t"; done
echo "==> building$args as root, from a copy the user owns ($copy)"
# shellcheck disable=SC2086
CARGO_TARGET_DIR="$target" cargo test --manifest-path "$copy/Cargo.toml" -p eight-judge \
    $args --no-run --message-format=json \
    | python3 -c '
import json, sys
for line in sys.stdin:
    try:
        m = json.loads(line)
    except ValueError:
        continue
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["kind"] == ["test"]:
        print(m["executable"])
' >"$copy/.tests"
[ -s "$copy/.tests" ] || { echo "plain-user.sh: no test was built" >&2; exit 1; }
chmod -R a+rX "$target/debug" 2>/dev/null || true

failed=0
while read -r exe; do
    echo "==> $(basename "$exe") as $user"
    if ! runuser -u "$user" -- env -i PATH="/usr/local/bin:/usr/bin:/bin" HOME="/home/$user" \
        LANG=C.UTF-8 EIGHT_JUDGE_PLAIN_USER=1 sh -c 'cd "$1" && shift && exec "$@"' sh \
        "$copy" "$exe" --include-ignored; then
        failed=1
    fi
done <"$copy/.tests"
exit "$failed"
