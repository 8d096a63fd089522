#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Two app instances play a whole network game: one hosts it from the new-game panel (the referee
# server runs inside it), the other joins by typing the invite the host shows, and each plays
# its side by dragging moves picked from its legal ones until the end; a third watches. All three
# must end with the same moves as the record the server stored, and the game's clock must have
# run.
# usage: run_online_test.sh DUELBOARD CASE.txt WORK_DIR DUELBOARD_SERVER
#   CASE.txt: the game's id on its first line, then the host's clicks on the new-game panel.
#   DUELBOARD_SERVER reads the record the host's referee stored (`--data DIR --record CODE`).
set -u
app=$1
case_file=$2
work=$3
server=$4
name=$(basename "$case_file" .txt)
here=$(cd "$(dirname "$0")" && pwd)
gui_dir=$(cd "$here/.." && pwd)
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
. "$gui_dir/locale_env.sh" # the app in English, whatever the machine's locale
. "$gui_dir/sanitizer_env.sh"
dir="$work/$name"
rm -rf "$dir"
mkdir -p "$dir/host/prefs" "$dir/join/prefs" "$dir/watch/prefs"
# Moves are not animated: each side's run waits for the other's moves in real time.
for who in host join watch; do echo "animation=off" >"$dir/$who/prefs/settings.txt"; done
game=$(head -n 1 "$case_file")
{
    echo "click menu.$game.new"
    tail -n +2 "$case_file"
    cat <<SCRIPT
expect query opponent online
click setup.play
wait-until code !
record $dir/invite invite
wait-until online playing
play-to-end drag
expect query over yes
wait-until remote no
record $dir/host.result record
record $dir/host.result clocks
screenshot $dir/host-end.png
SCRIPT
} >"$dir/host.txt"
. "$here/join_script.sh"
join_script "$dir"
cat >"$dir/watch.txt" <<SCRIPT
click menu.join
click join.address
type-file $dir/invite
click join.watch
wait-until online playing
expect query side 0
expect query legal 
wait-until over yes
wait-until remote no
record $dir/watch.result record
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --ai-depth 1 --pref-dir "$dir/host/prefs" \
    --script "$dir/host.txt" >"$dir/host.log" 2>&1 &
host=$!
${DUELBOARD_GUI_WRAP:-} "$app" --size 720x480 --seed 7 --pref-dir "$dir/watch/prefs" \
    --script "$dir/watch.txt" >"$dir/watch.log" 2>&1 &
watcher=$!
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 5 --ai-depth 1 --pref-dir "$dir/join/prefs" \
    --script "$dir/join.txt" >"$dir/join.log" 2>&1
join_status=$?
wait $host
host_status=$?
wait $watcher
watch_status=$?
cat "$dir/host.log" "$dir/join.log" "$dir/watch.log"
if [ "$host_status" != 0 ] || [ "$join_status" != 0 ] || [ "$watch_status" != 0 ]; then
    echo "$name: the host's run ended with $host_status, the joiner's with $join_status," \
        "the spectator's with $watch_status" >&2
    exit 1
fi
host_record=$(awk '$1 == "record" {print $2}' "$dir/host.result")
join_record=$(awk '$1 == "record" {print $2}' "$dir/join.result")
watch_record=$(awk '$1 == "record" {print $2}' "$dir/watch.result")
code=$(sed 's@.*/@@' "$dir/invite")
server_record="$dir/server.rec"
"$server" --data "$dir/host/prefs/saves/hosted" --record "$code" >"$server_record" ||
    echo "$name: the host's referee stored no record of room $code" >&2
for f in "$host_record" "$join_record" "$watch_record" "$server_record"; do
    if [ ! -s "$f" ]; then
        echo "$name: no record at '$f'" >&2
        exit 1
    fi
done
# The moves as each one wrote them: the server adds each move's time, which a player's copy
# does not know.
moves() { sed -n '/^moves/,$p' "$1" | awk '{print $1}'; }
moves "$server_record" >"$dir/server.moves"
moves "$host_record" >"$dir/host.moves"
moves "$join_record" >"$dir/join.moves"
moves "$watch_record" >"$dir/watch.moves"
count=$(($(wc -l <"$dir/server.moves") - 1))
if [ "$count" -lt 2 ]; then
    echo "$name: the server's record holds $count moves" >&2
    exit 1
fi
for who in host join watch; do
    if ! cmp -s "$dir/server.moves" "$dir/$who.moves"; then
        echo "$name: the $who's record differs from the server's:" >&2
        diff "$dir/server.moves" "$dir/$who.moves" | head >&2
        exit 1
    fi
done
clocks=$(awk '$1 == "clocks" {$1 = ""; print}' "$dir/host.result")
case "$clocks" in
*none*running*none* | " none") echo "$name: the game had no clock ($clocks)" >&2; exit 1 ;;
esac
echo "$name: $count moves, the same in the host's, the joiner's, the spectator's and the server's records; clocks$clocks"
