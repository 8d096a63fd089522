#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A network game outlives the app: the app joins a room that a scripted client hosts on
# duelboard-server, and its run ends with the game on (the app quits without resigning: to the
# server a drop). The game is kept among the games in progress with its server, room, side and
# seat token; a second run with the same settings directory offers "Resume online game" in the
# menu, takes the seat back with the token (its page fading out with nothing more to say once
# the board has the game), is seated on the same side and plays a move; the host resigns, and
# the finished game goes to the library and leaves the games in progress.
# usage: run_online_resume.sh DUELBOARD DUELBOARD_SERVER NET_LINE_CLIENT WORK_DIR
set -u
app=$1
server=$2
client=$3
work=$4
name=resume
logs="app.log app2.log host.out"
# shellcheck source=online_lib.sh
. "$(dirname "$0")/online_lib.sh"
echo "animation=off" >"$dir/prefs/settings.txt"
start_referee
# Onitama with seed 1: red (side 2, the joiner) moves first.
cat >"$dir/host.txt" <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
await start
# The app's first run ends: its seat is away ...
await waiting 2
# ... until its second run takes it back, and plays.
await waiting 2 -
await moved 1 2 mantis:a5b4
send play eel:b1a2
expect moved 2 1 eel:b1a2
send resign
await over
S
start_scripted_host a 60
cat >"$dir/join.txt" <<SCRIPT
$(join_lines)
expect query side 2
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/join.txt" >"$dir/app.log" 2>&1 || fail "the first run failed"
# The game in progress: its record as known, and its notes.
set -- "$dir/prefs/games/"onitama-*.rec
[ "$#" = 1 ] && [ -f "$1" ] || fail "no one network game in progress in games/ ($*)"
entry=$(basename "$1")
grep -qx 'players remote human' "$1" && grep -qx 'seed 1' "$1" ||
    fail "the kept record is not the game joined: $(cat "$1")"
notes="$dir/prefs/library.txt"
for note in "room	$code" "side	2" "server	127.0.0.1:$port"; do
    grep -qF "games/$entry	$note" "$notes" || fail "library.txt lacks '$note' for $entry"
done
grep -q "^games/$entry	seat	[0-9a-f]\{32\}$" "$notes" || fail "library.txt keeps no seat token"
# The second run with the pages' fades: the room page, once it handed the game to the board,
# fades out showing nothing more (not that the game could not be resumed).
: >"$dir/prefs/settings.txt"
cat >"$dir/resume.txt" <<SCRIPT
expect query continue online
expect drawn menu.continue
screenshot $dir/menu.png
settle off
click menu.continue
wait-until phase playing
expect query view handed
expect query app.fade !0
settle on
wait-until online playing
expect query side 2
expect query code $code
drag-move mantis:a5b4
wait-until over yes
expect query status win red resignation
wait-until remote no
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/resume.txt" >"$dir/app2.log" 2>&1 || fail "the second run failed"
wait "$host_pid" || fail "the host did not see the game go on"
host_pid=
for f in "$dir/prefs/games/"*.rec; do
    [ -e "$f" ] && fail "the finished game is still in progress: $f"
done
! grep -q "^games/" "$notes" || fail "library.txt still has notes of a game in progress"
kept=
for f in "$dir/prefs/saves/"onitama-online-*.rec; do [ -e "$f" ] && kept=$f; done
[ -n "$kept" ] && grep -qx 'mantis:a5b4' "$kept" && grep -qx 'end win 2 resignation' "$kept" ||
    fail "the library's copy ('$kept') is not the game resumed and resigned"
echo "resume: the app left a game on, came back to it from the menu on side 2 and played on"
