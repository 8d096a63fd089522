#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A spectator comes back by itself: duelboard-cli watches a game between two computer levels
# through duelboard-server, the server is killed with SIGKILL and started again on the same data,
# and the spectator watches on to the end, with the same record as the server's. The server dies
# right after the first move: two Beginners can end a game in five moves.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --data "$WORK/data" --rejoin-wait 60

"$CLI" play --host "127.0.0.1:$PORT" onitama seed=3 --as beginner --movetime 250 \
    >"$WORK/host.out" 2>&1 &
host=$!
wait_for_line "$WORK/host.out" "invite "
code=$(awk '$1 == "room" {print $2}' "$WORK/host.out")
"$CLI" play --join "127.0.0.1:$PORT" "$code" --as beginner --movetime 250 >"$WORK/join.out" 2>&1 &
joiner=$!
"$CLI" play --watch "127.0.0.1:$PORT" "$code" --record "$WORK/watch.rec" >"$WORK/watch.out" 2>&1 &
watcher=$!
wait_for_line "$WORK/watch.out" "1. "
kill_server
sleep 1
start_server --data "$WORK/data" --rejoin-wait 60
wait "$joiner" || { cat "$WORK/join.out"; fail "the joiner"; }
wait "$host" || { cat "$WORK/host.out"; fail "the host"; }
wait "$watcher" || { cat "$WORK/watch.out"; fail "the spectator"; }
grep -q "^back in the game" "$WORK/watch.out" || fail "the spectator did not come back"
server_record "$code" >"$WORK/server.rec" || fail "the server kept no record"
record_moves "$WORK/server.rec" >"$WORK/server.moves"
record_moves "$WORK/watch.rec" >"$WORK/watch.moves"
cmp -s "$WORK/server.moves" "$WORK/watch.moves" || fail "the spectator's record differs from the server's"
echo "the spectator came back after the restart and ended with the server's record"
SCRIPTS=1
stop_server
passed
