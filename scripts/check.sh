#!/usr/bin/env bash
# The local gate: run before pushing.
#
#   scripts/check.sh          formatting, lints, rustdoc, the quick tier of
#                             tests (the README's test command) and the judge
#                             simulation of both submissions: a few minutes
#   scripts/check.sh --full   all that, then the full tier: every strategy
#                             on every board, and the judge and stress test
#                             on solutions right and wrong, where GNU time,
#                             timeout and Debian's rustc are gone (CI runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
full=0
case "${1:-}" in
    "") ;;
    --full) full=1 ;;
    *) echo "usage: scripts/check.sh [--full]" >&2; exit 2 ;;
esac
started=$(date +%s)
step() { printf '\n==> %s  (%d s so far)\n' "$*" $(($(date +%s) - started)); }

step "cargo fmt --check"
cargo fmt --check

step "cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets -- -D warnings

step "cargo doc --no-deps -p eight -p eight-judge  (rustdoc warnings fail)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p eight -p eight-judge

step "cargo test --workspace  (the README's test command: the quick tier)"
cargo test --workspace

step "scripts/judge.sh  (each main.rs alone, as the judges compile and run it)"
if [ -x /usr/bin/rustc ]; then
    bash scripts/judge.sh
elif [ "${CI:-}" = true ]; then
    echo "check.sh: Debian's rustc 1.63 (/usr/bin/rustc) is missing; CI must build with it" >&2
    exit 1
else
    echo "skipped: the build with Debian's rustc 1.63 (no /usr/bin/rustc); add it with: apt-get install rustc"
    JUDGE_WITHOUT_OLD_RUSTC=1 bash scripts/judge.sh
fi

step "the judge crate with Debian's rustc 1.63, its rust-version, on this system"
# A copy without dev-dependencies, as windows.sh builds it for Windows:
# Debian's cargo cannot resolve crates.io offline. The Linux-only modules
# (the box, the layers) are built here alone.
if [ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ]; then
    old=$(mktemp -d "${TMPDIR:-/tmp}/judge-1.63.XXXXXX")
    mkdir -p "$old/scripts"
    cp -R shared testdata "$old/"
    # build.rs reads testdata/ (scripts/testdata, the link to it, too).
    cp -R scripts/Cargo.toml scripts/build.rs scripts/src scripts/examples scripts/atcoder scripts/speed \
        scripts/testdata "$old/scripts/"
    printf '[workspace]\nmembers = ["shared", "scripts"]\nresolver = "2"\n' >"$old/Cargo.toml"
    if (cd "$old" && export RUSTC=/usr/bin/rustc CARGO_TARGET_DIR="$old/target" &&
        /usr/bin/cargo build --offline -q -p eight-judge --bins &&
        /usr/bin/cargo test --offline -q -p eight-judge --lib --no-run 2>/dev/null); then
        rm -rf "$old"
        echo "built with $(/usr/bin/rustc --version)"
    else
        rm -rf "$old"
        echo "check.sh: the judge crate does not build with Debian's rustc 1.63" >&2
        exit 1
    fi
elif [ "${CI:-}" = true ]; then
    echo "check.sh: Debian's rustc and cargo are missing; CI must build with them" >&2
    exit 1
else
    echo "skipped: no Debian rustc and cargo 1.63; add them with: apt-get install rustc cargo"
fi

step "the judges' PyPy and 32-bit builds"
if command -v pypy3 >/dev/null; then
    echo "pypy3: $(pypy3 --version 2>&1 | tail -1)"
elif [ "${CI:-}" = true ]; then
    echo "check.sh: pypy3 is missing; CI must judge as AtCoder's and Luogu's PyPy" >&2
    exit 1
else
    echo "missing pypy3: a .py too slow as CPython cannot be judged as AtCoder's or Luogu's PyPy, and the full tier's PyPy tests fail; add it with: apt-get install pypy3"
fi
if echo 'int main() { return 0; }' | g++ -m32 -x c++ - -o /dev/null 2>/dev/null; then
    echo "g++ -m32: builds (POJ's and HDU's G++ and GCC are judged 32-bit)"
else
    echo "g++ -m32 builds nothing here: POJ's and HDU's G++ and GCC are judged as 64-bit builds, said so in each report; on x86_64 add it with: apt-get install g++-multilib"
fi

step "the stand-ins of Go, JavaScript, Ruby, Pascal, Kotlin, C#, Haskell and Fortran"
# Each tool, the package that gives it, and what cannot be judged without it.
for stand_in in "go golang-go Go (AtCoder, Luogu, AcWing, LightOJ)" \
    "node nodejs JavaScript (AtCoder, Luogu)" \
    "ruby ruby Ruby (AtCoder, Luogu)" \
    "fpc fp-compiler Pascal (POJ, HDU, Luogu, UVa, AtCoder)" \
    "kotlinc kotlin Kotlin (AtCoder, Baekjoon, Luogu)" \
    "mcs mono-mcs C# (AtCoder, Baekjoon, Luogu, HDU, LightOJ)" \
    "mono mono-runtime C# (AtCoder, Baekjoon, Luogu, HDU, LightOJ)" \
    "ghc ghc Haskell (AtCoder, Luogu, LightOJ)" \
    "gfortran gfortran Fortran (POJ, AtCoder)"; do
    set -- $stand_in
    tool=$1 package=$2
    shift 2
    if command -v "$tool" >/dev/null; then
        case $tool in
            go) version=$(go version) ;;
            fpc) version="Free Pascal $(fpc -iV)" ;;
            kotlinc) version=$(kotlinc -version 2>&1 | grep -v 'VM warning' | head -1) ;;
            mono) version=$(mono --version | head -1) ;;
            *) version=$("$tool" --version 2>&1 | head -1) ;;
        esac
        echo "$tool: $version"
    elif [ "${CI:-}" = true ]; then
        echo "check.sh: $tool is missing; CI must judge $* (apt-get install $package)" >&2
        exit 1
    else
        echo "missing $tool: a file of $* cannot be judged, and the full tier's tests of it fail; add it with: apt-get install $package"
    fi
done
echo "every build's self-test: cargo judge --builds --check (scripts/judge.sh --builds --check)"

step "both crates packaged and verified, the judge installed from its .crate, run by a plain user from a folder of their own (scripts/packaged.sh)"
bash scripts/packaged.sh

if [ "$full" = 1 ]; then
    step "cargo test --workspace --exclude eight-judge -- --ignored  (the full tier: minutes; progress below)"
    cargo test --workspace --exclude eight-judge -- --ignored --nocapture
    if [ "$(uname -s)" = Linux ] && [ "$(id -u)" = 0 ] && command -v unshare >/dev/null; then
        step "the judge's full tier, where GNU time, timeout and Debian's rustc are gone"
        bash scripts/without-gnu-tools.sh cargo test -p eight-judge -- --ignored
    else
        step "the judge's full tier (not root on Linux: with this machine's own tools)"
        cargo test -p eight-judge -- --ignored
    fi
fi

step "all checks passed"
