#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Coming back: a seat whose connection drops mid-game is waited for and rejoins with its token (a
# wrong token is refused); the server killed with SIGKILL and started again on the same data
# resumes the game and both seats rejoin; a seat that stays away past its time to come back in
# this game without a clock is gone, and the other seat claims the game, which is what the
# first finds when it comes back later. The moves come from the rules (duelboard-cli play
# onitama seed=1).
. "$(dirname "$0")/lib.sh"
start_server --data "$WORK/data" --rejoin-wait 2

play before_drop <<'S'
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
# Red's connection drops: blue is told it waits.
close
as a
await waiting 2
# A wrong token does not take the seat.
connect thief
send hello 1 mallory
expect welcome 1
send rejoin ${code} 00000000000000000000000000000000
expect error
connect b2
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await moved 1 2 mantis:a5b4
as a
await waiting 2 -
send play eel:b1a2
expect moved 2 1 eel:b1a2
as b2
await moved 2 1 eel:b1a2
# Red comes back on another connection while the first is still open (a network that changed):
# the new one takes the seat, the old one is told and closed.
connect b3
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await moved 2 1 eel:b1a2
as b2
await error your seat was taken back
await-closed
S

# A crash: the room must come back from its file.
kill_server
start_server --data "$WORK/data" --rejoin-wait 2
grep -q "1 room(s) restored" "$WORK/server.err" || fail "the room was not restored"

play after_restart <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect seat 1 ${token1}
await moved 2 1 eel:b1a2
connect b
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
await moved 2 1 eel:b1a2
send play rabbit:b4a3
await moved 3 2 rabbit:b4a3
as a
await moved 3 2 rabbit:b4a3
# Blue goes away for longer than the wait: no clock, so it is not lost on time; red is told
# blue is gone, and claims the game.
close
as b
await waiting 1
expect gone 1
send claim
expect over win 2 abandoned
S

play too_late <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
await over win 2 abandoned
close
# Once both seats have been away for the rejoin wait, the finished room goes.
sleep 2600
connect again
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect error no such room
S
code=$(sed -n 's/^code=//p' "$WORK/vars")
server_games | grep -q "^$code 1 .* onitama remote remote none " ||
    fail "no record of the game in the store"
stop_server
# The finished room went from the store too: a restart brings back none.
start_server --data "$WORK/data" --rejoin-wait 2
grep "room(s) restored" "$WORK/server.err" | tail -n 1 | grep -q " 0 room(s) restored" ||
    fail "the finished room is still stored"
stop_server
passed
