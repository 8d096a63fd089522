#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Puzzles screen when a set is broken or missing: the app is copied beside a data folder as
# installed (bin/ and share/duelboard/, the data found from the binary) whose assets/puzzles holds
# a corrupt Onitama set and no Gunzi set. Onitama's Puzzles says why the set cannot be read
# (the reader's line and reason) instead of a puzzle, and Gunzi has no Puzzles button.
# usage: run_puzzles_bad_file.sh DUELBOARD SOURCE_DIR WORK_DIR
set -eu
app=$1
src=$2
work=$3
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
data=$work/share/duelboard
mkdir -p "$work/bin" "$data/assets/puzzles"
cp "$app" "$work/bin/duelboard"
ln -s "$src/shaders" "$data/shaders"
for entry in "$src"/assets/*; do
    [ "$(basename "$entry")" = puzzles ] || ln -s "$entry" "$data/assets/$(basename "$entry")"
done
cp "$src/assets/puzzles/mortar-hunt.txt" "$data/assets/puzzles/"
# Onitama's set with its first puzzle's solution cut to a move the rules refuse.
sed '0,/^solution /s/^solution .*/solution eel:a1a1/' "$src/assets/puzzles/onitama.txt" \
    >"$data/assets/puzzles/onitama.txt"
cat >"$work/puzzles_bad_file.txt" <<'SCRIPT'
# args: --size 720x480 --seed 1
# stderr: onitama.txt: line 7
expect drawn menu.onitama.puzzles
expect drawn menu.mortar-hunt.puzzles
expect absent menu.gunzi.puzzles
click menu.onitama.puzzles
expect stack menu>puzzles
expect query error !
expect query app.overflow 
screenshot puzzles_bad_file_shown.png
key Escape
expect stack menu
click menu.mortar-hunt.puzzles
expect query goal deduce
SCRIPT
cd "$work"
sh "$here/../run_gui_test.sh" "$work/bin/duelboard" "$work/puzzles_bad_file.txt" "$work"
