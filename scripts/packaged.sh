#!/usr/bin/env bash
# The judge as the registry would give it (scripts/check.sh runs this):
# both crates packaged, each built from its own packaged files (cargo
# package's verification) and checked for publishing (cargo publish
# --dry-run, which asks the registry's index); the judge installed from
# its .crate, unpacked in a scratch folder, with `eight` from its own
# .crate; every clone and scratch folder removed but the install; then a
# C++ file and a Python file judged (golden cases and -d test) and
# stress-tested by a plain user from a folder of their own, whose cache
# folder gets the work. As root on Linux the user is eight-plain (made
# where missing, as plain-user.sh makes it) and runuser runs it; else it
# is this user, with a home of the run's own.
#
#   scripts/packaged.sh
#
# The crates are packaged from a clone of this one at its last commit
# with the changes to its tracked files (git stash create): new files
# count once added. Needs the registry's index for the dry run; builds the
# judge twice (the verification's debug build, the install's release one).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
started=$(date +%s)
say() { printf '%s  (%d s)\n' "$*" $(($(date +%s) - started)); }
fail() { printf 'packaged.sh: %s\n' "$*" >&2; exit 1; }
sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/eight-packaged.XXXXXX")
# The install, in a folder of its own that only its owner writes: as
# `cargo install --root /usr/local` run by root leaves it.
install=$(mktemp -d "${TMPDIR:-/tmp}/eight-installed.XXXXXX")
home=""
finish() { rm -rf "$scratch" "$install" ${home:+"$home"}; }
trap finish EXIT
chmod 755 "$install"

snapshot=$(cd "$here" && git stash create)
git clone -q "$here" "$scratch/clone"
[ -z "$snapshot" ] || git -C "$scratch/clone" checkout -q --detach "$snapshot"
commit=$(git -C "$scratch/clone" rev-parse HEAD)
say "packaging eight and eight-judge from a clone of $commit"
# Both at once: eight-judge is verified against eight's packaged crate (a
# registry of cargo's own for the run), not against the registry's.
# Its tests and examples stay in the workspace (they need it): cargo's
# warning for each, a line a target, says only that.
unpublished='^warning: ignoring (test|example) `[a-z_0-9]*` as `(tests|examples)/[a-z_0-9]*[.]rs` is not included in the published package$'
(cd "$scratch/clone" && CARGO_TARGET_DIR="$scratch/target" \
    cargo package --offline -p eight -p eight-judge 2>&1) | { grep -Ev "$unpublished" || true; }
say "cargo publish --dry-run (the registry's index asked; the build verified above)"
(cd "$scratch/clone" && CARGO_TARGET_DIR="$scratch/target" \
    cargo publish --dry-run --no-verify -p eight -p eight-judge 2>&1) | { grep -Ev "$unpublished" || true; }

packages="$scratch/target/package"
judge_crate=$(ls "$packages"/eight-judge-*.crate)
eight_crate=$(ls "$packages"/eight-[0-9]*.crate)
mkdir "$scratch/unpacked" "$scratch/vendor"
tar xzf "$judge_crate" -C "$scratch/unpacked"
tar xzf "$eight_crate" -C "$scratch/vendor"
# `eight` as a vendored copy of its own .crate: the registry's entry for
# the lock the judge's crate carries, checked by its checksum.
printf '{"files":{},"package":"%s"}\n' "$(sha256 "$eight_crate")" \
    >"$scratch/vendor/$(basename "$eight_crate" .crate)/.cargo-checksum.json"
unpacked=$(ls -d "$scratch"/unpacked/eight-judge-*)
# eight by its version alone: no path of this machine's.
eight=$(awk '/^\[/ { inside = ($0 == "[dependencies.eight]") } inside' "$unpacked/Cargo.toml")
case $eight in
    *'version = "'*) ;;
    *) fail "the packaged manifest names no version of eight: $eight" ;;
esac
case $eight in *path*) fail "the packaged manifest names eight by a path: $eight" ;; esac
[ -f "$unpacked/testdata/poj1077/sample.in" ] || fail "the packaged crate carries no golden cases"

say "cargo install --path $unpacked --root $install (eight from its .crate)"
(cd "$unpacked" && CARGO_TARGET_DIR="$scratch/install-target" \
    cargo install -q --offline --locked --path . --root "$install" \
    --config 'source.crates-io.replace-with = "packaged"' \
    --config "source.packaged.directory = \"$scratch/vendor\"")
# Every clone and scratch folder gone but the install.
rm -rf "$scratch"
[ -x "$install/bin/cargo-judge" ] && [ -x "$install/bin/cargo-stress" ] || fail "no cargo-judge and cargo-stress in $install/bin"
touch "$install/.before"

# A plain user's own folder: their home, a contest folder in it.
if [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ]; then
    user=eight-plain
    id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/sh "$user"
    command -v runuser >/dev/null || fail "runuser is missing (util-linux)"
    as_user() { runuser -u "$user" -- "$@"; }
else
    user=$(id -un)
    as_user() { "$@"; }
fi
home=$(mktemp -d "${TMPDIR:-/tmp}/eight-home.XXXXXX")
mkdir -p "$home/contest/test" "$home/contest/luogu"
cp "$here/scripts/tests/solutions/poj1077-table.cpp" "$home/contest/main.cpp"
cp "$here/scripts/tests/solutions/luogu1379-bidirectional.py" "$home/contest/main.py"
printf '1 2 3 4 5 6 7 x 8\n' >"$home/contest/test/mine.in"
printf '283104765\n' >"$home/contest/luogu/board.in"
printf '4\n' >"$home/contest/luogu/board.out"
[ "$user" = "$(id -un)" ] || chown -R "$user" "$home"
chmod 700 "$home"

case $(uname -s) in
    Darwin) cache="$home/Library/Caches/eight-judge" ;;
    *) cache="$home/.cache/eight-judge" ;;
esac
say "as $user from $home/contest: a C++ file and a Python file judged and stress-tested"
# At this machine's speed (JUDGE_SPEED=1): the check is of the install,
# not of POJ's speed, at which the table is near the limit. Nothing of
# this environment's: no EIGHT_JUDGE_CACHE, no XDG_CACHE_HOME.
as_user env -i PATH="$install/bin:/usr/local/bin:/usr/bin:/bin" HOME="$home" \
    LANG=C.UTF-8 JUDGE_SPEED=1 sh -euc '
    cd "$HOME/contest"
    cargo-judge POJ-1077 main.cpp sample one-move >judged.txt || { cat judged.txt; exit 1; }
    cat judged.txt
    grep -q "as built into this judge (commit $1" judged.txt || exit 1
    cargo-judge -d test http://poj.org/problem?id=1077 main.cpp --json | python3 -m json.tool >/dev/null
    cargo-stress poj1077 main.cpp --cases 20
    cargo-judge P1379 main.py sample
    cargo-judge P1379 main.py -d luogu
    cargo-stress P1379 main.py --cases 20
    cargo-judge --clean >cleaned.txt
    grep -q "^judge: emptied the build cache $2/cache ([1-9]" cleaned.txt || { cat cleaned.txt; exit 1; }
' sh "$(printf %.12s "$commit")" "$cache" || fail "the installed judge failed as $user"

[ -d "$cache" ] || fail "no cache folder $cache: where did the work go?"
case $(ls -ld "$cache") in
    drwx------*) ;;
    *) fail "the cache folder is not private: $(ls -ld "$cache")" ;;
esac
written=$(find "$install" -newer "$install/.before" | head -5)
[ -z "$written" ] || fail "the judge wrote into its install: $written"
echo "ok   installed from the packaged crates; judged and stress-tested as $user, its work in $cache"
