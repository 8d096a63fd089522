#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a player asked survives the server's restart: a draw offer standing when the server is
# killed with SIGKILL is repeated to its receiver when it rejoins the restarted server, who
# accepts it; then a rematch asked before another SIGKILL reaches its receiver after the restart,
# and the new game begins. The moves come from the rules (duelboard-cli play onitama seed=1).
. "$(dirname "$0")/lib.sh"
start_server --data "$WORK/data"

play offer <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
keep code 1
expect seat 1
keep token1 2
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
keep token2 2
expect start
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
as a
await moved 1 2 mantis:a5b4
send draw offer
as b
expect draw offer
S

kill_server
start_server --data "$WORK/data"
# The rematch's asker stays connected until the server is killed: a rematch asked lapses if its
# asker leaves.
play_background accept <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect seat 1 ${token1}
await moved 1 2 mantis:a5b4
connect b
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await moved 1 2 mantis:a5b4
await draw offer
send draw accept
expect over draw agreement
as a
await over draw agreement
send rematch
as b
expect rematch
sleep 60000
S
ACCEPT=$BACKGROUND_PID
tries=0
until grep -q "^b< rematch" "$WORK/accept.out"; do
    kill -0 "$ACCEPT" 2>/dev/null || fail "script accept: $(tail -n 3 "$WORK/accept.out")"
    tries=$((tries + 1))
    [ "$tries" -lt 300 ] || fail "script accept did not get as far as the rematch in 30 s"
    sleep 0.1
done
kill_server
kill "$ACCEPT"
wait "$ACCEPT" 2>/dev/null
SCRIPTS=$((SCRIPTS + 1))
start_server --data "$WORK/data"
play rematch <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect seat 1 ${token1}
await over draw agreement
connect b
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await over draw agreement
expect rematch
send rematch
expect seat 1 ${token2}
expect start
as a
await seat 2 ${token1}
expect start
S
stop_server
passed
