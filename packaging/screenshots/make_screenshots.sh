#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the AppStream screenshots (packaging/screenshots/*.png) with the app's own screenshot
# harness: each <name>.txt script here is run offscreen at 1280x800 and its last frame saved as
# <name>.png. Run it after the look of a shown screen changes, and commit the pictures.
# Header lines in a script, as in tests/gui:
#   # settings: k=v ...   presets the settings of its run
#   # autosave: FILE      copies FILE (a record here) in as the saved game, for the menu's Continue
# usage: packaging/screenshots/make_screenshots.sh [BUILD_DIR [OUT_DIR]]
#        (default: build, and the pictures written here; packaging.screenshots writes them to
#        OUT_DIR to check that the scripts still run)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
out=${2:-$here}
app="$build/src/app/duelboard"
[ -x "$app" ] || { echo "make_screenshots.sh: build the app first ($app)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
# Mesa's driver keeps allocations LeakSanitizer cannot name (as in the GUI tests).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
for script in "$here"/*.txt; do
    name=$(basename "$script" .txt)
    mkdir -p "$work/$name"
    for kv in $(sed -n 's/^# settings: //p' "$script"); do echo "$kv"; done >"$work/$name/settings.txt"
    autosave=$(sed -n 's/^# autosave: //p' "$script")
    [ -z "$autosave" ] || cp "$here/$autosave" "$work/$name/autosave.rec"
    "$app" --size 1280x800 --seed 1 --pref-dir "$work/$name" --script "$script" \
        --screenshot "$out/$name.png"
    echo "$out/$name.png"
done
