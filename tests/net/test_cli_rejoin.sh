#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A seat outlives duelboard-cli: a person joins a room with `play --join` and the program is
# killed with SIGKILL before the first move. Its seat was kept in the user's state directory
# from the moment the server gave it; `--join` again finds the room full and names the kept
# seat; `--rejoin` with a room code that is not kept says so (and names a seat of the room kept
# under another address of the server); a kept seat copied for a room that is gone gets the
# server's reason and stays; `--rejoin` takes the seat back, the move typed is played, and once
# the game ends the kept seat is gone. The moves come from the rules (duelboard-cli play onitama
# seed=1).
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --rejoin-wait 60
TIMEOUT=30
export XDG_STATE_HOME="$WORK/state"
# The players this test runs go with it when it fails half way.
RED=
BACK=
trap 'for pid in $RED $BACK; do kill -9 "$pid" 2>/dev/null; done; cleanup' EXIT

play_background blue <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
await start
# Red's program is killed: its seat is away ...
await waiting 2
# ... until it takes the seat back with the token it kept, and plays.
await waiting 2 -
await moved 1 2 mantis:a5b4
send play eel:b1a2
expect moved 2 1 eel:b1a2
send resign
await over win 2 resignation
S
BLUE=$BACKGROUND_PID
wait_for_line "$WORK/blue.out" "a< room "
code=$(sed -n 's/^a< room \([A-Z0-9]*\)$/\1/p' "$WORK/blue.out")

# Red, a person at the terminal whose input stays open and says nothing, until it is killed.
mkfifo "$WORK/red.in"
"$CLI" play --join "127.0.0.1:$PORT" "$code" <"$WORK/red.in" >"$WORK/red.out" 2>&1 &
RED=$!
exec 3>"$WORK/red.in"
wait_for_line "$WORK/red.out" "(side 2)"
wait_for_line "$WORK/red.out" "seat kept in "
kill -9 "$RED"
wait "$RED" 2>/dev/null
RED=
exec 3>&-
seat="$WORK/state/duelboard/seats/127.0.0.1_$PORT-$code-2.seat"
[ -f "$seat" ] || fail "no seat kept at $seat: $(cat "$WORK/red.out")"
grep -q "^seat [0-9a-f]\{32\}$" "$seat" && grep -qx "game onitama" "$seat" ||
    fail "the kept seat has no token or game: $(cat "$seat")"
wait_for_line "$WORK/blue.out" "a< waiting 2 "

# Joining again: the room is full, and the seat kept for it is named.
if "$CLI" play --join "127.0.0.1:$PORT" "$code" </dev/null >"$WORK/again.out" 2>&1; then
    fail "joined a full room"
fi
grep -q "the room is full" "$WORK/again.out" &&
    grep -qF -- "--rejoin 127.0.0.1:$PORT $code --seat 2" "$WORK/again.out" ||
    fail "--join did not name the kept seat: $(cat "$WORK/again.out")"

# A room with no seat kept here; and this one's under another name of the server, which names
# the one it is kept for.
if "$CLI" play --rejoin "127.0.0.1:$PORT" ZZZZZZ </dev/null >"$WORK/none.out" 2>&1; then
    fail "rejoined a room with no kept seat"
fi
grep -q "no seat of room ZZZZZZ" "$WORK/none.out" || fail "no reason given: $(cat "$WORK/none.out")"
if "$CLI" play --rejoin "localhost:$PORT" "$code" </dev/null >"$WORK/other.out" 2>&1; then
    fail "rejoined a seat kept for another address"
fi
grep -qF "kept for the server 127.0.0.1:$PORT: --rejoin 127.0.0.1:$PORT $code" "$WORK/other.out" ||
    fail "the seat kept under another address was not named: $(cat "$WORK/other.out")"

# A kept seat for a room the server does not have: its reason, and the file stays.
sed "s/^room .*/room ZZZZZZ/" "$seat" >"$WORK/gone.seat"
if "$CLI" play --rejoin "127.0.0.1:$PORT" ZZZZZZ --token-file "$WORK/gone.seat" </dev/null \
    >"$WORK/gone.out" 2>&1; then
    fail "rejoined a room that is not there"
fi
grep -q "network game ended: no such room" "$WORK/gone.out" &&
    grep -qF "the seat stays kept in $WORK/gone.seat" "$WORK/gone.out" && [ -f "$WORK/gone.seat" ] ||
    fail "the room gone was not said, or its seat was dropped: $(cat "$WORK/gone.out")"

# Back: the seat taken again, the move typed once the game is there, then the game to its end.
mkfifo "$WORK/back.in"
"$CLI" play --rejoin "127.0.0.1:$PORT" "$code" <"$WORK/back.in" >"$WORK/back.out" 2>&1 &
BACK=$!
exec 4>"$WORK/back.in"
wait_for_line "$WORK/back.out" "(side 2)"
echo "mantis:a5b4" >&4
exec 4>&-
wait "$BACK" || fail "the rejoined player: $(cat "$WORK/back.out")"
BACK=
wait "$BLUE" || fail "blue: $(cat "$WORK/blue.out")"
grep -q "^1\. red: mantis:a5b4$" "$WORK/back.out" && grep -q "^Game over" "$WORK/back.out" ||
    fail "the rejoined player did not play on to the end: $(cat "$WORK/back.out")"
[ ! -e "$seat" ] || fail "the seat is still kept after the game's end"
SCRIPTS=1
passed
