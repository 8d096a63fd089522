#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one GUI script against the real app, offscreen.
# usage: run_gui_test.sh DUELBOARD SCRIPT WORK_DIR [K=V]
# K=V, when given, is one more settings line, written after the header's, and the run is named
# SCRIPT-V (its screenshot, error output and settings directory): one script serves each value,
# as the text-fit scripts of tests/gui/languages/ do for each language.
# Header lines in the script tune the run:
#   # args: ...        more command-line options (default: --size 1280x800 --seed 1)
#   # prefs: NAME      settings directory shared by the tests naming it (else a fresh one);
#                      "NAME fresh" empties it first
#   # exit: N          the expected exit status (default 0)
#   # stderr: TEXT     text that must appear on stderr
#   # env: K=V         an environment variable for the run (K= sets it empty)
#   # timeout: S       stop the app after S seconds (a failure: the run must end by itself)
#   # autosave: FILE   copies FILE into the settings directory as autosave.rec, the one game in
#                      progress of older versions (the app moves it into games/); FILEs here
#                      are paths from the script's folder
#   # save: FILE...    copies the FILEs into the settings directory's saves/ (the library),
#                      each written a second after the one before it (from 2026-01-01 00:00:01
#                      UTC), so that "newest first" is the reverse of the order given
#   # games: FILE...   the same into games/, the games in progress
#   # library: FILE N  N copies of FILE in saves/, kept-0001.rec the oldest to
#                      kept-N.rec (written in 2025, before any of "# save:")
#   # files: GLOB...   after the run, each must match a file in the settings directory
#   # no-files: GLOB... after the run, none may match
#   # same: FILE GLOB  after the run, GLOB matches one file, byte for byte FILE
#   # settings: K=V... lines written to the settings file before the run
#   # setting-line: K=V  one settings line written as it is, its value spaces and all (one header
#                      line each)
#   # contains: GLOB TEXT  after the run, GLOB matches one file, which holds the line TEXT
# DUELBOARD_GUI_WRAP, when set, is a command the app runs under (the valgrind check uses it).
set -u
app=$1
script=$2
work=$3
setting=${4:-}
name=$(basename "$script" .txt)${setting:+-${setting#*=}}
mkdir -p "$work"
header() { sed -n "s/^# $1: //p" "$script"; }
args=$(header args)
[ -n "$args" ] || args="--size 1280x800 --seed 1"
prefs=$(header prefs)
if [ -n "$prefs" ]; then
    pref_dir="$work/prefs-${prefs%% *}"
    case "$prefs" in *" fresh") rm -rf "$pref_dir" ;; esac
else
    pref_dir="$work/prefs-$name"
    rm -rf "$pref_dir"
fi
mkdir -p "$pref_dir"
autosave=$(header autosave)
[ -z "$autosave" ] || cp "$(dirname "$script")/$autosave" "$pref_dir/autosave.rec"
# Copies are dated by hand: the order of "newest first" must not hang on the clock's grain.
stamp=1767225600 # 2026-01-01 00:00 UTC, the scripts' own clock
n=0
for folder in saves games; do
    key=$folder
    [ "$folder" = saves ] && key=save
    for file in $(header $key); do
        mkdir -p "$pref_dir/$folder"
        cp "$(dirname "$script")/$file" "$pref_dir/$folder/"
        n=$((n + 1))
        touch -d "@$((stamp + n))" "$pref_dir/$folder/$(basename "$file")"
    done
done
library=$(header library)
if [ -n "$library" ]; then
    # shellcheck disable=SC2086
    set -- $library
    mkdir -p "$pref_dir/saves"
    # One process for all N copies: a cp and a touch each took ten seconds of CPU for 500.
    python3 - "$(dirname "$script")/$1" "$pref_dir/saves" "$2" "$((stamp - 100000))" <<'COPIES'
import os, shutil, sys
source, folder, count, first = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
for i in range(1, count + 1):
    kept = os.path.join(folder, "kept-%04d.rec" % i)
    shutil.copyfile(source, kept)
    os.utime(kept, (first + i, first + i))
COPIES
fi
for kv in $(header settings) $setting; do echo "$kv" >>"$pref_dir/settings.txt"; done
# Only when there is one: a settings file, even empty, means the app has started before.
lines=$(header setting-line)
[ -z "$lines" ] || printf '%s\n' "$lines" >>"$pref_dir/settings.txt"
want_exit=$(header exit)
[ -n "$want_exit" ] || want_exit=0
want_err=$(header stderr)
here=$(cd "$(dirname "$0")" && pwd)
gui_dir=$here
. "$gui_dir/locale_env.sh" # English unless "# env:" says otherwise
for kv in $(header env); do export "$kv"; done
timeout_s=$(header timeout)
[ -n "$timeout_s" ] || timeout_s=0
. "$gui_dir/sanitizer_env.sh" # leak checks under AddressSanitizer
# The offscreen driver unless a test names another (or none, with an empty value).
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER-offscreen}"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
# shellcheck disable=SC2086
timeout -k 5 "$timeout_s" ${DUELBOARD_GUI_WRAP:-} "$app" $args --pref-dir "$pref_dir" \
    --script "$script" --screenshot "$work/$name.png" 2>"$work/$name.err"
status=$?
if [ "$timeout_s" != 0 ] && { [ "$status" = 124 ] || [ "$status" = 137 ]; }; then
    cat "$work/$name.err" >&2
    echo "$name: still running after $timeout_s s" >&2
    exit 1
fi
cat "$work/$name.err" >&2
if [ "$status" != "$want_exit" ]; then
    echo "$name: exit status $status, expected $want_exit" >&2
    exit 1
fi
if [ -n "$want_err" ] && ! grep -qF "$want_err" "$work/$name.err"; then
    echo "$name: stderr lacks '$want_err'" >&2
    exit 1
fi
if [ "$want_exit" = 0 ] && [ ! -s "$work/$name.png" ]; then
    echo "$name: no screenshot written" >&2
    exit 1
fi
for pattern in $(header files); do
    # shellcheck disable=SC2086
    set -- "$pref_dir"/$pattern
    if [ ! -e "$1" ]; then
        echo "$name: no file $pattern in the settings directory" >&2
        exit 1
    fi
done
for pattern in $(header no-files); do
    # shellcheck disable=SC2086
    set -- "$pref_dir"/$pattern
    if [ -e "$1" ]; then
        echo "$name: $1 should not be there" >&2
        exit 1
    fi
done
same=$(header same)
if [ -n "$same" ]; then
    # shellcheck disable=SC2086
    set -- $same
    want_file="$(dirname "$script")/$1"
    # shellcheck disable=SC2086
    set -- "$pref_dir"/$2
    if [ "$#" != 1 ] || ! cmp -s "$want_file" "$1"; then
        echo "$name: $* is not one copy of $want_file" >&2
        exit 1
    fi
fi
contains=$(header contains)
if [ -n "$contains" ]; then
    pattern=${contains%% *}
    text=${contains#* }
    # shellcheck disable=SC2086
    set -- "$pref_dir"/$pattern
    if [ "$#" != 1 ] || ! grep -qxF "$text" "$1"; then
        echo "$name: $* does not hold the line '$text'" >&2
        exit 1
    fi
fi
exit 0
