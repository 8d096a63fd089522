#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# duelboard-cli match through the referee server: two computer levels play a pair of games of
# Onitama and of Mortar Hunt, each at its own network seat; every game is stored by the server,
# and the match counts them all.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --data "$WORK/data"
for game in onitama mortar-hunt; do
    "$CLI" match "$game" beginner casual --games 2 --depth 1 --server "127.0.0.1:$PORT" \
        >"$WORK/$game.out" 2>&1 || { cat "$WORK/$game.out"; fail "$game: the match"; }
    grep -q "^match $game: beginner vs casual, 2 games" "$WORK/$game.out" || fail "$game: no result"
    grep -q "^played through 127.0.0.1:$PORT" "$WORK/$game.out" || fail "$game: not through the server"
    SCRIPTS=$((SCRIPTS + 1))
done
stored=$(server_games | wc -l)
[ "$stored" -eq 4 ] || fail "the server stored $stored games, not 4"
stop_server
passed
