#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# duelboard-cli's network seat: in each game a computer level hosts through duelboard-server and
# another joins, both play to the end with a clock while a third watches from the middle of the
# game on (the server tells it the game so far); the host, the joiner,
# the spectator and the server end with the same moves. Between them the two players only ever
# hold what their side may know (the server tells the rest at the end).
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --data "$WORK/data"

# play_watched GAME: one game hosted, joined and watched from its second move on, checked.
play_watched() {
    game=$1
    name=$(echo "$game" | tr ' =' '__')
    dir="$WORK/$name"
    rm -rf "$dir"
    mkdir -p "$dir"
    # Mortar Hunt's moves take a while, so that the spectator mostly comes in while the game
    # still hides something (checked below, and the game played again when it did not).
    limit="--depth 1"
    [ "$name" = mortar-hunt ] && limit="--movetime 40"
    # shellcheck disable=SC2086 # the game's words are meant to split
    "$CLI" play --host "127.0.0.1:$PORT" $game --clock 5+3 --as beginner $limit \
        --record "$dir/host.rec" >"$dir/host.out" 2>&1 &
    host=$!
    wait_for_line "$dir/host.out" "invite "
    code=$(awk '$1 == "room" {print $2}' "$dir/host.out")
    # shellcheck disable=SC2086
    "$CLI" play --join "127.0.0.1:$PORT" "$code" --as beginner $limit \
        --record "$dir/join.rec" >"$dir/join.out" 2>&1 &
    joiner=$!
    wait_for_line "$dir/join.out" "2. "
    "$CLI" play --watch "127.0.0.1:$PORT" "$code" --record "$dir/watch.rec" >"$dir/watch.out" 2>&1 &
    watcher=$!
    wait "$joiner" || { cat "$dir/join.out"; fail "$game: the joiner"; }
    wait "$host" || { cat "$dir/host.out"; fail "$game: the host"; }
    wait "$watcher" || { cat "$dir/watch.out"; fail "$game: the spectator"; }
    server="$dir/server.rec"
    server_record "$code" >"$server"
    [ -s "$server" ] || fail "$game: the server kept no record"
    record_moves "$server" >"$dir/server.moves"
    count=$(($(wc -l <"$dir/server.moves") - 1))
    [ "$count" -ge 2 ] || fail "$game: the server's record holds $count moves"
    grep -q "^clock 5+3" "$server" || fail "$game: the server's record has no clock"
    for who in host join watch; do
        record_moves "$dir/$who.rec" >"$dir/$who.moves"
        cmp -s "$dir/server.moves" "$dir/$who.moves" || {
            diff "$dir/server.moves" "$dir/$who.moves" | head
            fail "$game: the $who's record differs from the server's"
        }
    done
    grep -q "^Game over" "$dir/host.out" || fail "$game: the host saw no end"
    echo "$game: $count moves, the same for the host, the joiner, the spectator and the server"
    SCRIPTS=$((SCRIPTS + 1))
}

for game in onitama gunzi "gottaz mode=method1"; do
    play_watched "$game"
done
# A short Mortar Hunt game can end before the spectator is in: it is then told the whole game at
# once, revealed, and no move reaches it as the ellipsis, so nothing can be checked of what it
# was told while the game was on. Such a game is played again, three times at most.
ellipsis=$(printf '\342\200\246')
for attempt in 1 2 3; do
    play_watched mortar-hunt
    grep -q ": $ellipsis\$" "$WORK/mortar-hunt/watch.out" && break
    [ "$attempt" -lt 3 ] || fail "the spectator never came in while a Mortar Hunt game was on"
    echo "mortar-hunt: over before the spectator came in; played again"
done
# Hidden moves stay hidden while the game is on: the spectator of Mortar Hunt saw none of them
# (each move listed as the ellipsis), the players the other's as the ellipsis too.
hidden="1. A: $ellipsis"
# The spectator's first line for A's setup: told as hidden, as it came in mid-game.
first=$(grep -m 1 '^1\. A: ' "$WORK/mortar-hunt/watch.out")
[ "$first" = "$hidden" ] || fail "the spectator was told a secret setup ($first)"
grep -qx "$hidden" "$WORK/mortar-hunt/join.out" || fail "B was told A's secret setup"
stop_server
passed
