#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Puzzles screen when a set is broken or missing: the app is copied beside a data folder as
# installed (bin/ and share/duelboard/, the data found from the binary) whose assets/puzzles holds
# a corrupt Onitama set, no Gunzi set and a Gottaz set of one hand-made `best` puzzle (a legal
# move of a position in play, not a proven puzzle: Gottaz's set is made elsewhere). Onitama's
# Puzzles says why the set cannot be read (the reader's line and reason) instead of a puzzle,
# Gunzi has no Puzzles button, and Gottaz's, there as soon as its file is, plays its puzzle.
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
cat >"$data/assets/puzzles/gottaz.txt" <<'SET'
game gottaz

puzzle hand-gottaz
position board=2l3s31j5d1/u5u1r4s2u1r52/1t5t1U5U12/1D3J31R5U11/2J5D11S3L3 hand1=T1/T5,R2/D4,S2/L4,S2/R4,W2/L4 hand2=R2/D4,S2/L4,W2/L4,D3/J3 to=1 actions=30 draw=on
goal best 1
solution c3-c4
difficulty 900
from hand-made for the test
SET
cat >"$work/puzzles_bad_file.txt" <<'SCRIPT'
# args: --size 720x480 --seed 1
# stderr: onitama.txt: line 7
expect drawn menu.onitama.puzzles
expect drawn menu.mortar-hunt.puzzles
expect drawn menu.gottaz.puzzles
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
key Escape
click menu.gottaz.puzzles
expect query puzzle hand-gottaz
expect query goal best
expect query app.overflow 
screenshot puzzles_gottaz.png
click-move @miss
expect query verdict wrong
wait-until state playing
click-move @solution
expect query verdict solved
expect query state finished
SCRIPT
cd "$work"
sh "$here/../run_gui_test.sh" "$work/bin/duelboard" "$work/puzzles_bad_file.txt" "$work"
