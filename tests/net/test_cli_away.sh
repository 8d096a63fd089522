#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A person playing in the terminal while the server is away: duelboard-cli hosts Onitama for a
# person typing (Blue) against a computer level joined by another duelboard-cli. On the
# person's turn the server is killed: the terminal says the connection is lost, a move typed
# then is refused as not sent (before, it was taken and silently lost when the server told the
# game again), and once the server is back and the seat taken back the same move is played.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
export XDG_STATE_HOME="$WORK/state" # the seats kept while the game goes on
start_server --data "$WORK/data" --rejoin-wait 60

# wait_long FILE TEXT: as wait_for_line, for what comes after a reconnection's pause.
wait_long() {
    tries=0
    until grep -qF -- "$2" "$1" 2>/dev/null; do
        tries=$((tries + 1))
        [ "$tries" -lt 600 ] || { cat "$1"; fail "'$2' never came in $1"; }
        sleep 0.1
    done
}

mkfifo "$WORK/typed"
"$CLI" play --host "127.0.0.1:$PORT" onitama seed=7 <"$WORK/typed" >"$WORK/host.out" 2>&1 &
host=$!
exec 3>"$WORK/typed" # the person's keyboard, kept open
wait_for_line "$WORK/host.out" "invite "
code=$(awk '$1 == "room" {print $2}' "$WORK/host.out")
"$CLI" play --join "127.0.0.1:$PORT" "$code" --as beginner --movetime 100 \
    >"$WORK/join.out" 2>&1 &
joiner=$!
wait_long "$WORK/host.out" "your move (blue)> "

# A move of Blue's, from the list the terminal gives; a word the game refuses ends the list.
echo moves >&3
echo end-of-list >&3
wait_for_line "$WORK/host.out" "not played end-of-list"
move=$(sed -n '/your move (blue)> /,/not played end-of-list/p' "$WORK/host.out" |
    grep -o '[a-z]*:[a-e][1-5][a-e][1-5]' | head -1)
[ -n "$move" ] || fail "no move listed: $(cat "$WORK/host.out")"
played=$(grep -c '^[0-9]*\. ' "$WORK/host.out")

kill_server
wait_long "$WORK/host.out" "connection lost: reconnecting"
echo "$move" >&3
wait_for_line "$WORK/host.out" "not sent $move: the connection is lost"

start_server --data "$WORK/data" --rejoin-wait 60
wait_long "$WORK/host.out" "back in the game"
echo "$move" >&3
wait_long "$WORK/host.out" "$((played + 1)). blue: $move"

echo resign >&3
wait_long "$WORK/host.out" "Game over:"
exec 3>&-
wait "$host" || { cat "$WORK/host.out"; fail "the host's duelboard-cli ended with an error"; }
wait "$joiner" || { cat "$WORK/join.out"; fail "the joiner's duelboard-cli ended with an error"; }
cat "$WORK/host.out"
SCRIPTS=1
stop_server
passed
