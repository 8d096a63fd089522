#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A game hosted in the app outlives it: the app hosts Onitama from the new-game panel (its
# referee server runs inside it), a scripted client joins and resigns, both ask for a rematch,
# and the app's run ends with the second game on, its server with it. A second run with the same
# settings directory resumes that game from the menu: it runs the server again on the same port
# from the rooms it stored, takes its seat back (the second side, after the rematch), and the
# client, rejoining with its own token, says hello and resigns. The library then keeps both
# games, the resumed one not written over the first.
# usage: run_online_resume_host.sh DUELBOARD DUELBOARD_SERVER NET_LINE_CLIENT WORK_DIR
set -u
app=$1
client=$3
work=$4
name=resume_host
logs="app.log app2.log guest.out guest2.out"
# shellcheck source=online_lib.sh
. "$(dirname "$0")/online_lib.sh"
echo "animation=off" >"$dir/prefs/settings.txt"
cat >"$dir/host.txt" <<SCRIPT
click menu.onitama.new
click setup.opponent
click setup.opponent
click setup.opponent
click setup.opponent
expect query opponent online
click setup.play
wait-until code !
record $dir/invite invite
wait-until online playing
expect query side 1
wait-until over yes
expect query status win blue resignation
click over.rematch
wait-until side 2
expect query over no
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/host.txt" >"$dir/app.log" 2>&1 &
app_pid=$!
invite=$(wait_for "$dir/invite" 's/^invite //p' 60)
port=$(echo "$invite" | sed 's@.*:\([0-9]*\)/.*@\1@')
code=${invite##*/}
echo "code=$code" >"$dir/vars"
cat >"$dir/guest.txt" <<'S'
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
keep token 2
expect start
send resign
await over win 1 resignation
send rematch
await start
# The app's run ends, and the server it ran with it.
await-closed
S
"$client" --port "$port" --timeout 60 --vars "$dir/vars" "$dir/guest.txt" >"$dir/guest.out" 2>&1 ||
    fail "the guest did not join"
wait "$app_pid" || fail "the first run failed"
app_pid=
set -- "$dir/prefs/games/"onitama-*.rec
[ "$#" = 1 ] && [ -f "$1" ] || fail "no one network game in progress in games/ ($*)"
entry=$(basename "$1")
grep -qF "games/$entry	hosted	here" "$dir/prefs/library.txt" ||
    fail "the game is not noted as hosted here"
cat >"$dir/resume.txt" <<SCRIPT
expect query continue online
click menu.continue
wait-until online playing
expect query side 2
expect query code $code
record $dir/resumed side
wait-until message Blue: Hello
wait-until over yes
expect query status win red resignation
wait-until remote no
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/resume.txt" >"$dir/app2.log" 2>&1 &
app_pid=$!
wait_for "$dir/resumed" 's/^side //p' 60 >/dev/null
# The server the app runs again: on the same port unless another program took it meanwhile.
port=$(sed -n "s/^games\/$entry	server	.*:\([0-9]*\)$/\1/p" "$dir/prefs/library.txt")
cat >"$dir/guest2.txt" <<'S'
connect b
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token}
expect seat 1 ${token}
expect start onitama
send say hello
await said 1 hello
send resign
await over win 2 resignation
S
"$client" --port "$port" --timeout 60 --vars "$dir/vars" "$dir/guest2.txt" >"$dir/guest2.out" 2>&1 ||
    fail "the guest could not come back to the game hosted in the app's second run"
wait "$app_pid" || fail "the second run failed"
app_pid=
for f in "$dir/prefs/games/"*.rec; do
    [ -e "$f" ] && fail "the finished game is still in progress: $f"
done
first=$(grep -lx 'end win 1 resignation' "$dir/prefs/saves/"onitama-online-"$code"-*.rec)
second=$(grep -lx 'end win 2 resignation' "$dir/prefs/saves/"onitama-online-"$code"-*.rec)
[ -n "$first" ] && [ -n "$second" ] && [ "$first" != "$second" ] ||
    fail "the library does not keep both games of the room: '$first' '$second'"
echo "resume_host: the app's hosted game came back with its server; the guest rejoined and resigned"
