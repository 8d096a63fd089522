#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A seat's client killed mid-game (SIGKILL: no close, no bye) is noticed as a drop: the other
# seat is told it waits (and may still make its move), the killed player starts again, rejoins
# with its token, gets the game so far and the game goes on. The moves come from the rules (duelboard-cli play onitama seed=1).
. "$(dirname "$0")/lib.sh"
start_server --rejoin-wait 30
TIMEOUT=10

# Blue hosts and stays; red joins in a process of its own, moves, and is killed.
play_background blue <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
expect seat 1
expect start
expect moved 1 2 mantis:a5b4
expect waiting 2
# Blue's turn goes on while red is away.
send play eel:b1a2
expect moved 2 1 eel:b1a2
expect waiting 2 -
expect moved 3 2 rabbit:b4a3
S
BLUE=$BACKGROUND_PID
wait_for_line "$WORK/blue.out" "a< room "
code=$(sed -n 's/^a< room \([A-Z0-9]*\)$/\1/p' "$WORK/blue.out")
echo "code=$code" >"$WORK/vars"

play_background red <<'S'
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
keep token2 2
expect start
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
sleep 60000
S
RED=$BACKGROUND_PID
wait_for_line "$WORK/red.out" "b< moved 1 2 mantis:a5b4"
token=$(sed -n 's/^b< seat 2 \([0-9a-f]*\)$/\1/p' "$WORK/red.out")
kill -9 "$RED"
wait "$RED" 2>/dev/null
wait_for_line "$WORK/blue.out" "a< moved 2 1 eel:b1a2"
echo "token2=$token" >>"$WORK/vars"

play red_again <<'S'
connect b
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await moved 1 2 mantis:a5b4
await moved 2 1 eel:b1a2
send play rabbit:b4a3
expect moved 3 2 rabbit:b4a3
S
wait "$BLUE" || { cat "$WORK/blue.out"; fail "the blue seat's script"; }
SCRIPTS=$((SCRIPTS + 2))
stop_server
passed
