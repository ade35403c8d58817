#!/usr/bin/env bash
# The Windows check, on Linux under wine (CI runs it): builds both programs
# and the judge crate for x86_64-pc-windows-gnu with Debian's rustc 1.63,
# runs both programs on every golden case, runs the judge's unit tests
# there, and judges MinGW-built solutions through the Windows runner: AC,
# WA, RE with the crash code, TLE by the wall clock, and a solution's child
# ended with it.
#
#   scripts/windows.sh        installs what is missing (Debian, as root)
#
# Wine does not count a job's CPU time or memory (it reports zeros), so
# nothing here checks them; see scripts/docs/runner.md, "Windows".
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n==> %s  (%d s so far)\n' "$*" $(($(date +%s) - started)); }
fail() { printf 'windows.sh: %s\n' "$*" >&2; exit 1; }

target=x86_64-pc-windows-gnu
packages="rustc cargo libstd-rust-dev-windows gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix wine64 wine"

step "what is missing: $packages"
missing=""
for package in $packages; do
    dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q 'ok installed' ||
        missing="$missing $package"
done
if [ -n "$missing" ]; then
    command -v apt-get >/dev/null || fail "missing:$missing (Debian packages; no apt-get here)"
    echo "installing:$missing"
    apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
fi
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
[ -x "$wine" ] || fail "no wine64 (apt-get install wine64 wine)"

work=$(mktemp -d "${TMPDIR:-/tmp}/eight-windows.XXXXXX")
export WINEPREFIX="$work/prefix" WINEDEBUG=-all RUST_BACKTRACE=0
# No Mono or Gecko install prompt at the prefix's first start.
export WINEDLLOVERRIDES="mscoree,mshtml="
finish() {
    wineserver -k >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap finish EXIT

step "both programs for $target with Debian's rustc 1.63, as a judge builds them"
for program in poj1077 luogu1379; do
    /usr/bin/rustc --edition 2021 -O --target "$target" \
        -o "$work/$program.exe" "$program/src/main.rs"
done

step "the judge crate for $target (Debian's cargo, a copy without dev-dependencies)"
# Debian's cargo 0.66 cannot resolve crates.io offline, and the judge needs
# nothing from it: the workspace copy holds the library and the judge only.
mkdir -p "$work/ws/scripts"
cp -R shared testdata "$work/ws/"
# build.rs reads testdata/ (scripts/testdata, the link to it, too).
cp -R scripts/Cargo.toml scripts/build.rs scripts/src scripts/examples scripts/atcoder scripts/speed \
    scripts/testdata "$work/ws/scripts/"
printf '[workspace]\nmembers = ["shared", "scripts"]\nresolver = "2"\n' >"$work/ws/Cargo.toml"
(
    cd "$work/ws"
    export RUSTC=/usr/bin/rustc CARGO_TARGET_DIR="$work/target"
    /usr/bin/cargo build --offline -q -p eight-judge --target "$target" --bins --examples
    /usr/bin/cargo test --offline -p eight-judge --lib --target "$target" --no-run \
        2>"$work/tests-built"
) || fail "the build failed"
built="$work/target/$target/debug"
runner="$built/examples/windows_runner.exe"
# cargo-judge.exe's own copy in deps/ has a name of the same form: cargo says
# which one the tests are.
tests=$(sed -n 's/^ *Executable unittests src\/lib.rs (\(.*\))$/\1/p' "$work/tests-built")
[ -f "$tests" ] || fail "no test binary in: $(cat "$work/tests-built")"

step "wine: a fresh prefix, its server kept, no debugger on a crash"
# A server started by a solution would hold the judge's pipes open.
mkdir -p "$WINEPREFIX"
wineserver -p </dev/null >/dev/null 2>&1
"$wine" wineboot -i </dev/null >/dev/null 2>&1
# Without a debugger to start, a crash writes no register dump into the
# solution's output.
aedebug='HKLM\Software\Microsoft\Windows NT\CurrentVersion\AeDebug'
"$wine" reg add "$aedebug" /v Debugger /d nonexistent.exe /f </dev/null >/dev/null 2>&1
"$wine" reg add "$aedebug" /v Auto /d 1 /f </dev/null >/dev/null 2>&1

# Lines without the white space at their ends (a CR is white space).
trimmed() { sed 's/[[:space:]]*$//' "$1"; }

step "both programs under wine on every golden case"
failed=0
for program in poj1077 luogu1379; do
    count=0
    for input in testdata/"$program"/*.in; do
        expected="${input%.in}.out"
        status=0
        "$wine" "$work/$program.exe" <"$input" >"$work/actual" 2>"$work/errors" || status=$?
        if [ "$status" != 0 ]; then
            echo "FAIL $program $(basename "$input"): exit status $status, $(head -c 300 "$work/errors")"
            failed=1
            continue
        fi
        if ! trimmed "$expected" | cmp -s - <(trimmed "$work/actual"); then
            echo "FAIL $program $(basename "$input"): the output differs from $expected:"
            diff <(trimmed "$expected") <(trimmed "$work/actual") | head -5 || true
            failed=1
            continue
        fi
        count=$((count + 1))
    done
    echo "ok   $program.exe: $count cases"
done
[ "$failed" = 0 ] || fail "a program failed a golden case under wine"

step "the judge's unit tests under wine (the runner's own tests among them)"
"$wine" "$tests" -q 2>"$work/errors" || {
    cat "$work/errors"
    fail "the judge's unit tests failed under wine"
}
"$wine" "$built/cargo-judge.exe" --problems >"$work/problems" 2>&1 ||
    fail "cargo-judge.exe --problems failed: $(cat "$work/problems")"
# shellcheck disable=SC2016 # the backquotes are the table's own
grep -q '^poj1077 ' "$work/problems" || fail "cargo-judge.exe --problems printed no poj1077"
echo "ok   cargo-judge.exe --problems"

step "MinGW-built solutions (g++ -static), judged through the Windows runner"
solutions="$work/solutions"
mkdir -p "$solutions"
for source in scripts/tests/solutions/poj1077-table.cpp scripts/tests/solutions/poj1077-first-cell-one.cpp \
    scripts/tests/solutions/sleeps.cpp scripts/tests/windows/crashes.cpp \
    scripts/tests/windows/starts-a-child.cpp; do
    name=$(basename "$source" .cpp)
    x86_64-w64-mingw32-g++ -O2 -std=c++17 -static -o "$solutions/$name.exe" "$source"
done

# `run NAME CASE COMMAND...`: the runner on poj1077's case CASE, its fields
# in $work/NAME.
run() {
    local name=$1 input=testdata/poj1077/$2.in
    shift 2
    "$wine" "$runner" --problem poj1077 --expected "${input%.in}.out" "$input" -- "$@" \
        >"$work/$name" 2>"$work/$name.errors" ||
        fail "the runner failed on $name: $(cat "$work/$name.errors")"
}
# `field NAME KEY`: the value of KEY in the fields of NAME.
field() { sed -n "s/^$2 //p" "$work/$1"; }
# `expect NAME KEY PATTERN`: KEY's value in NAME matches the extended
# regular expression PATTERN, or the check fails, showing every field.
expect() {
    if ! field "$1" "$2" | grep -Eq "$3"; then
        sed 's/^/    | /' "$work/$1"
        fail "$1: $2 is not /$3/"
    fi
}
shown() { printf 'ok   %-14s %s | %s\n' "$1" "$(field "$1" ending)" "$(field "$1" verdict)"; }

run accepted sample "$solutions/poj1077-table.exe"
expect accepted ending '^exited 0 '
expect accepted verdict '^AC '
shown accepted

run wrong first-cell-one "$solutions/poj1077-first-cell-one.exe"
expect wrong ending '^exited 0 '
expect wrong verdict '^WA board 1: the moves end at'
shown wrong

for crash in access:0xC0000005 stack:0xC00000FD divide:0xC0000094; do
    how=${crash%%:*} code=${crash#*:}
    run "crash-$how" sample "$solutions/crashes.exe" "$how"
    expect "crash-$how" ending " $code\$"
    expect "crash-$how" verdict '^RE '
    shown "crash-$how"
done

# poj1077's limit is 1 s of CPU: the wall clock ends a sleeper at 3 s.
run sleeper sample "$solutions/sleeps.exe"
expect sleeper ending '^wall-limit$'
expect sleeper wall_ms '^[3-9][0-9]{3}$'
expect sleeper verdict '^TLE killed after'
shown sleeper

# The solution starts a copy of itself that writes a file after 2 s, and
# exits. The same program run outside the judge shows that the copy does
# write it: the check could fail.
outside="$work/outside.marker" inside="$work/inside.marker"
"$wine" "$solutions/starts-a-child.exe" "$(winepath -w "$outside" 2>/dev/null)" 2 \
    </dev/null >/dev/null 2>&1
run parent sample "$solutions/starts-a-child.exe" "$(winepath -w "$inside" 2>/dev/null)" 2
expect parent ending '^exited 0 '
expect parent stdout_line '^[0-9]+$'
sleep 4
[ -f "$outside" ] || fail "the copy started outside the judge wrote no file: the check proves nothing"
[ ! -f "$inside" ] || fail "the copy of a judged solution outlived it (pid $(field parent stdout_line))"
echo "ok   the child (pid $(field parent stdout_line)) ended with the judged solution; outside the judge it wrote its file"

step "all Windows checks passed"
