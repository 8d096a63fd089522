#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A network game kept in progress whose room is gone by the time it is resumed: the app joins a
# room on duelboard-server and its run ends with the game on; the server is then killed. While
# it is away, resuming says it tries to reach it again, and leaving the page keeps the game.
# The server then starts again without its rooms: each later run offers "Resume online game",
# and resuming says that the game could not be resumed with the server's reason, offering to
# remove it or keep it. All of it in every language at the smallest window (no text outside its
# box; screenshots), keeping the game each time, and at last in English removing it, which
# leaves no game in progress and no note of it.
# usage: run_online_resume_gone.sh DUELBOARD DUELBOARD_SERVER NET_LINE_CLIENT WORK_DIR
set -u
app=$1
server=$2
client=$3
work=$4
name=resume_gone
logs="*.log host.out"
# shellcheck source=online_lib.sh
. "$(dirname "$0")/online_lib.sh"
start_referee # without stored rooms
cat >"$dir/host.txt" <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
await start
await waiting 2
S
start_scripted_host a 60
cat >"$dir/join.txt" <<SCRIPT
$(join_lines)
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/prefs" \
    --script "$dir/join.txt" >"$dir/join.log" 2>&1 || fail "the first run failed"
wait "$host_pid" || fail "the host did not see the app leave"
host_pid=
# The server dies: while it is away the page says it tries again, and leaving keeps the game.
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
languages="$(sed -n 's/^\([a-zA-Z_@]\{2,\}\)$/\1/p' "$here/../../../assets/locale/LINGUAS") en"
for lang in $languages; do
    printf 'animation=off\nlanguage=%s\n' "$lang" >"$dir/prefs/settings.txt"
    cat >"$dir/away-$lang.txt" <<SCRIPT
click menu.continue
wait-until phase reconnecting
expect query resuming yes
expect query app.overflow 
screenshot $dir/away-$lang.png
key Escape
expect stack menu
expect query continue online
SCRIPT
    ${DUELBOARD_GUI_WRAP:-} "$app" --size 720x480 --seed 3 --pref-dir "$dir/prefs" \
        --script "$dir/away-$lang.txt" >"$dir/away-$lang.log" 2>&1 ||
        fail "the run in $lang with the server away failed"
done
# It comes back on the same port without the room.
start_referee
for lang in $languages; do
    printf 'animation=off\nlanguage=%s\n' "$lang" >"$dir/prefs/settings.txt"
    if [ "$lang" = en ]; then
        answer="click resume.remove
expect stack menu
expect query continue "
    else
        answer="click resume.keep
expect stack menu
expect query continue online"
    fi
    cat >"$dir/gone-$lang.txt" <<SCRIPT
expect query continue online
expect query app.overflow 
screenshot $dir/menu-$lang.png
click menu.continue
wait-until phase failed
expect query resuming yes
expect query error no such room
expect drawn resume.remove
expect drawn resume.keep
expect query app.overflow 
screenshot $dir/gone-$lang.png
$answer
SCRIPT
    ${DUELBOARD_GUI_WRAP:-} "$app" --size 720x480 --seed 3 --pref-dir "$dir/prefs" \
        --script "$dir/gone-$lang.txt" >"$dir/gone-$lang.log" 2>&1 ||
        fail "the run in $lang failed"
done
for f in "$dir/prefs/games/"*.rec; do
    [ -e "$f" ] && fail "the game removed is still in progress: $f"
done
! grep -q "^games/" "$dir/prefs/library.txt" || fail "library.txt still has notes of the game"
echo "resume_gone: the room gone was said in $(echo "$languages" | wc -w) languages, and the game removed"
