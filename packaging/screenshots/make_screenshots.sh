#!/bin/sh
# Makes the AppStream screenshots (packaging/screenshots/*.png) with the app's own screenshot
# harness: each <name>.txt script here is run offscreen at 1280x720 and its last frame saved as
# <name>.png. Run it after the look of a shown screen changes, and commit the pictures.
# usage: packaging/screenshots/make_screenshots.sh [BUILD_DIR]   (default: build)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
app="$build/src/app/duelboard"
[ -x "$app" ] || { echo "make_screenshots.sh: build the app first ($app)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
for script in "$here"/*.txt; do
    name=$(basename "$script" .txt)
    mkdir -p "$work/$name"
    # "# settings: k=v ..." in a script presets the settings of its run.
    for kv in $(sed -n 's/^# settings: //p' "$script"); do echo "$kv"; done >"$work/$name/settings.txt"
    "$app" --size 1280x720 --seed 1 --pref-dir "$work/$name" --script "$script" \
        --screenshot "$here/$name.png"
    echo "$here/$name.png"
done
