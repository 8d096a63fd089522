#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A player who leaves a game without a clock: the app joins a room that a scripted client hosts
# on duelboard-server (given a second of time to come back), the host drops and stays away, and
# the app, rather than end the game on time, says the player left and offers the win; Claim the
# win ends it as abandoned, which its kept copy says too.
# usage: run_online_left.sh DUELBOARD DUELBOARD_SERVER NET_LINE_CLIENT WORK_DIR
set -u
app=$1
server=$2
client=$3
work=$4
name=left
logs=app.log
# shellcheck source=online_lib.sh
. "$(dirname "$0")/online_lib.sh"
start_referee --rejoin-wait 1
cat >"$dir/host.txt" <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
await start
# Gone for good, without a word.
close
S
start_scripted_host a 60
cat >"$dir/join.txt" <<SCRIPT
$(join_lines)
expect query side 2
wait-until gone 1
expect query over no
expect query shown_status Blue left the game: claim the win or wait
screenshot $dir/left.png
click online.claim
wait-until over yes
expect query status win red abandoned
expect query shown_status You win: Blue left the game
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/join.txt" >"$dir/app.log" 2>&1 || fail "the app's run failed"
kept=
for f in "$dir/prefs/saves/"onitama-online-*.rec; do [ -e "$f" ] && kept=$f; done
[ -n "$kept" ] && grep -qx 'end win 2 abandoned' "$kept" ||
    fail "the kept game ('$kept') does not say it was won as abandoned"
echo "left: the host left a game without a clock; the joiner was told and claimed it"
