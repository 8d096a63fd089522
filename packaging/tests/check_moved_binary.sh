#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A binary away from its build tree and without data next to it must not fall back on the source
# tree: it says where it looked and exits with status 1. A --data folder without data is refused
# the same way.
# usage: check_moved_binary.sh DUELBOARD INSTALLED_DATA_DIR WORK_DIR
set -eu
app=$1
installed=$2
work=$3
if [ -e "$installed/shaders/sprite.frag" ]; then
    echo "moved_binary: $installed holds data, so a moved binary rightly uses it; skipped"
    exit 77
fi
rm -rf "$work"
mkdir -p "$work/bin" "$work/prefs"
cp "$app" "$work/bin/duelboard"
printf 'expect scene menu\n' >"$work/menu.txt"
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
bin=$(cd "$work/bin" && pwd -P)

check() { # check NAME WANT_TEXT COMMAND...
    name=$1
    want=$2
    shift 2
    status=0
    "$@" --pref-dir "$work/prefs" --script "$work/menu.txt" 2>"$work/$name.err" || status=$?
    cat "$work/$name.err" >&2
    [ "$status" = 1 ] || { echo "moved_binary: $name: exit status $status, expected 1" >&2; exit 1; }
    grep -qF "$want" "$work/$name.err" ||
        { echo "moved_binary: $name: stderr lacks '$want'" >&2; exit 1; }
}
check moved "Duelboard cannot find its data files" "$bin/duelboard"
grep -qF "$bin/../share/duelboard" "$work/moved.err" ||
    { echo "moved_binary: the message does not name $bin/../share/duelboard" >&2; exit 1; }
grep -qF "$installed" "$work/moved.err" ||
    { echo "moved_binary: the message does not name $installed" >&2; exit 1; }
check bad_data "does not hold Duelboard's data" "$app" --data "$work/bin"
echo "moved_binary: ok"
