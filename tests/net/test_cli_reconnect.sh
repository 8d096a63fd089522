#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Nothing lost when the server dies: two computer levels play Onitama through duelboard-server
# with duelboard-cli; in the middle of the game the server is killed with SIGKILL and started
# again on the same port and data; both players take their seats back with their tokens by
# themselves and finish the game, which ends the same for both as the server stored it.
# The server dies right after the first move: two Beginners can end a game in five moves, and a
# later kill, on a busy machine, sometimes came after the end.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --data "$WORK/data" --rejoin-wait 60

"$CLI" play --host "127.0.0.1:$PORT" onitama seed=7 --as beginner --movetime 250 \
    --record "$WORK/host.rec" >"$WORK/host.out" 2>&1 &
host=$!
wait_for_line "$WORK/host.out" "invite "
code=$(awk '$1 == "room" {print $2}' "$WORK/host.out")
"$CLI" play --join "127.0.0.1:$PORT" "$code" --as beginner --movetime 250 \
    --record "$WORK/join.rec" >"$WORK/join.out" 2>&1 &
joiner=$!
wait_for_line "$WORK/join.out" "1. "
kill_server
before=$(grep -c '^[0-9]*\. ' "$WORK/host.out")
sleep 1
start_server --data "$WORK/data" --rejoin-wait 60
grep -q "1 room(s) restored" "$WORK/server.out" "$WORK/server.err" || fail "the room was not restored"
wait "$joiner" || { cat "$WORK/join.out"; fail "the joiner"; }
wait "$host" || { cat "$WORK/host.out"; fail "the host"; }
server="$WORK/server.rec"
server_record "$code" >"$server"
[ -s "$server" ] || fail "the server kept no record"
record_moves "$server" >"$WORK/server.moves"
count=$(($(wc -l <"$WORK/server.moves") - 1))
[ "$count" -gt "$before" ] || fail "no move was played after the restart ($count moves, $before before)"
for who in host join; do
    record_moves "$WORK/$who.rec" >"$WORK/$who.moves"
    cmp -s "$WORK/server.moves" "$WORK/$who.moves" || fail "the $who's record differs from the server's"
done
echo "killed after $before moves, restarted, finished after $count: the same for both and the server"
SCRIPTS=1
stop_server
passed
