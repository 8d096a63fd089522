#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Two app instances between the moves of a network game: the joiner says a phrase and offers a
# draw, the host reads the phrase and plays on, the joiner reads that and resigns, both see the
# end (and their kept copies of the game say it), and both ask for a rematch, which starts a new
# game with the sides swapped. The host declines the offer only once the joiner has seen it
# sent (a cue through a file), so a quick answer cannot overtake the joiner's check.
# usage: run_online_talk.sh DUELBOARD WORK_DIR
set -u
app=$1
work=$2
here=$(cd "$(dirname "$0")" && pwd)
gui_dir=$(cd "$here/.." && pwd)
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
. "$gui_dir/locale_env.sh" # the app in English, whatever the machine's locale
. "$gui_dir/sanitizer_env.sh"
dir="$work/talk"
rm -rf "$dir"
mkdir -p "$dir/host/prefs" "$dir/join/prefs"
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
expect query players human,remote
wait-until message Red: Hello
wait-until draw offered
wait-file $dir/offer-seen
click draw.decline
wait-until over yes
expect query status win blue resignation
click over.rematch
wait-until side 2
expect query over no
expect query players remote,human
expect query plies 0
screenshot $dir/host-rematch.png
SCRIPT
cat >"$dir/join.txt" <<SCRIPT
click menu.join
click join.address
type-file $dir/invite
click join.go
wait-until online playing
expect query side 2
click online.say
click say.hello
wait-until message Red: Hello
click online.draw
expect query message Draw offered
record $dir/offer-seen message
wait-until message Blue plays on
click board.resign
click resign.yes
wait-until over yes
expect query status win blue resignation
click over.rematch
wait-until side 1
expect query over no
expect query players human,remote
screenshot $dir/join-rematch.png
SCRIPT
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 3 --pref-dir "$dir/host/prefs" \
    --script "$dir/host.txt" >"$dir/host.log" 2>&1 &
host=$!
${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 5 --pref-dir "$dir/join/prefs" \
    --script "$dir/join.txt" >"$dir/join.log" 2>&1
join_status=$?
wait $host
host_status=$?
cat "$dir/host.log" "$dir/join.log"
if [ "$host_status" != 0 ] || [ "$join_status" != 0 ]; then
    echo "talk: the host's run ended with $host_status, the joiner's with $join_status" >&2
    exit 1
fi
# Each kept copy of the first game says how it ended, which its moves do not show.
for who in host join; do
    kept=
    for f in "$dir/$who/prefs/saves/"onitama-online-*-1.rec; do [ -e "$f" ] && kept=$f; done
    if [ -z "$kept" ] || ! grep -qx 'end win 1 resignation' "$kept"; then
        echo "talk: the $who's kept game ('$kept') does not say it ended by resignation" >&2
        exit 1
    fi
done
echo "talk: a phrase, a draw offered and declined, a resignation and a rematch with the sides swapped"
