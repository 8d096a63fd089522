#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A side sees its own pieces once it has placed them, while the other side is still making its
# secret setup: the app joins a Mortar Hunt room that a scripted client hosts on duelboard-server
# as the second side, places its pieces with Place pieces, and, the other side not having set up,
# its board must still draw each of its pieces (the view names each own piece it draws,
# `board.own.<square>`), as the side's view (`view`) holds them; the other side learns only that
# a setup was made.
# usage: run_online_own_setup.sh DUELBOARD DUELBOARD_SERVER NET_LINE_CLIENT WORK_DIR
set -u
app=$1
server=$2
client=$3
work=$4
name=own_setup
logs="app.log host.out server.err"
# shellcheck source=online_lib.sh
. "$(dirname "$0")/online_lib.sh"
start_referee
# The host takes the second side and never sets up: it stays in the room until the app has left.
cat >"$dir/host.txt" <<'S'
connect b
send hello 1 bob
expect welcome 1
send host mortar-hunt seed=4 seat=2
expect room
expect seat 2
await start
expect moved 1 1 setup
await waiting 1
S
start_scripted_host b 120
cat >"$dir/join.txt" <<SCRIPT
$(join_lines)
expect query side 1
expect query game mortar-hunt
drag-move setup:C2/N,E1/NE,I2/NW
# Told back by the server: the setup is made, and it is the other side's turn to make theirs.
wait-until plies 1
wait-until remote yes
expect query plies 1
expect query view A C2/N,E1/NE,I2/NW B 0 0,0 - pieces=HM craters=off turns=0 seed=4
expect drawn board.own.C2
expect drawn board.own.E1
expect drawn board.own.I2
screenshot $dir/own-setup.png
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/join.txt" >"$dir/app.log" 2>&1 || fail "the app's run failed"
grep -q '^b> moved 1 1 setup$\|^b< moved 1 1 setup$' "$dir/host.out" ||
    fail "the other side was told more of the setup than that it was made"
echo "own_setup: the side that set up first sees its pieces while the other side sets up"
