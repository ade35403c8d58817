#!/usr/bin/env bash
# Runs a command as on a macOS-like machine: /usr/bin/time is a BSD-like
# time (no -f, no -o), and timeout and Debian's rustc at /usr/bin/rustc are
# gone. Linux only, as root (as CI runs): a private mount namespace
# (unshare -m) with stand-ins bind-mounted over those paths, so the machine
# itself is untouched. It checks that the tools are really gone before it
# runs the command.
#
#   scripts/without-gnu-tools.sh COMMAND [ARG...]
set -eu
me=without-gnu-tools.sh
[ $# -ge 1 ] || { echo "usage: scripts/$me COMMAND [ARG...]" >&2; exit 2; }
if [ -z "${EIGHT_WITHOUT_GNU_TOOLS:-}" ]; then
    if [ "$(uname -s)" != Linux ] || [ "$(id -u)" != 0 ] || ! command -v unshare >/dev/null; then
        echo "$me: needs Linux, root and unshare (util-linux)" >&2
        exit 2
    fi
    EIGHT_WITHOUT_GNU_TOOLS=1 exec unshare --mount --propagation private bash "$0" "$@"
fi

stand_ins=$(mktemp -d)
# BSD time takes no -f or -o, and reports "real user sys" on stderr.
cat >"$stand_ins/time" <<'TIME'
#!/bin/sh
case "${1:-}" in
    -l | -p) shift ;;
    -*) echo "time: illegal option -- ${1#-}" >&2; echo "usage: time [-lp] command." >&2; exit 1 ;;
esac
start=$(date +%s)
status=0
"$@" || status=$?
echo "        $(($(date +%s) - start)).00 real         0.00 user         0.00 sys" >&2
exit $status
TIME
chmod 755 "$stand_ins/time"
# A file that is not executable: the shell finds no command there.
: >"$stand_ins/absent"
chmod 644 "$stand_ins/absent"

mount --bind "$stand_ins/time" /usr/bin/time
for tool in timeout rustc; do
    for path in "/usr/bin/$tool" "/usr/local/bin/$tool"; do
        if [ -e "$path" ]; then mount --bind "$stand_ins/absent" "$path"; fi
    done
done

# What it promises, checked.
problems=""
old_ifs=$IFS
IFS=:
for folder in $PATH; do
    [ -x "$folder/timeout" ] && problems="$problems $folder/timeout is still executable;"
done
IFS=$old_ifs
[ -x /usr/bin/rustc ] && problems="$problems /usr/bin/rustc is still executable;"
/usr/bin/time -f %M true >/dev/null 2>&1 && problems="$problems /usr/bin/time still takes -f;"
if [ -n "$problems" ]; then
    echo "$me:$problems" >&2
    exit 2
fi
echo "$me: /usr/bin/time is BSD-like; no timeout; no /usr/bin/rustc" >&2
exec "$@"
