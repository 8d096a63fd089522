#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A whole game over the network: one player hosts, the other joins, a spectator watches; moves
# go to everyone, each misplaced message (out of turn, the other seat's move, an illegal move, a
# spectator's move, a draw not offered) gets its error and the game goes on, to a resignation
# whose record the server stores. The moves come from the rules (duelboard-cli play, same seed).
. "$(dirname "$0")/lib.sh"
start_server --data "$WORK/data"

play game <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
keep code 1
expect seat 1
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
expect start onitama seed=1
as a
expect start onitama seed=1
connect watcher
send hello 1 carol
expect welcome 1
send watch ${code}
expect start onitama seed=1
# A third player finds the room full.
connect late
send hello 1 dave
expect welcome 1
send join ${code}
expect error
# Seat 1 (blue) holds side 1; the deal's side card gives red, side 2, the first move.
# Out of turn: blue moves first.
as a
send play eel:b1a2
expect error
# The other seat's move: red plays a blue card.
as b
send play eel:b1a2
expect error
as watcher
send play mantis:a5b4
expect error
as b
send play mantis:b4c3
expect error
send draw accept
expect error
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
as a
expect moved 1 2 mantis:a5b4
as watcher
expect moved 1 2 mantis:a5b4
as a
send play eel:b1a2
expect moved 2 1 eel:b1a2
as b
expect moved 2 1 eel:b1a2
send say good-game
expect said 2 good-game
send say rude-word
expect error
as a
expect said 2 good-game
send draw offer
as b
expect draw offer
send draw decline
as a
expect draw decline
as b
send play rabbit:b4a3
expect moved 3 2 rabbit:b4a3
as a
await moved 3 2 rabbit:b4a3
send play dragon:e1c2
expect moved 4 1 dragon:e1c2
as b
expect moved 4 1 dragon:e1c2
send resign
await over win 1 resignation
as a
await over win 1 resignation
as watcher
await moved 4 1 dragon:e1c2
await over win 1 resignation
# After the end no move is taken.
as a
send play mantis:a1b2
expect error
S
# A clock that runs out: the server's timer ends the game on time with nobody sending anything.
play flag <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1 clock=move:1
expect room
keep code2 1
expect seat 1
connect b
send hello 1 bob
expect welcome 1
send join ${code2}
expect seat 2
expect start onitama seed=1 clock=move:1
await clock
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
as a
await moved 1 2 mantis:a5b4
await over win 2 time
as b
await over win 2 time
S
# Every stored game is listed, and its record is one the CLI reads back (when the test is told
# where it is).
server_games >"$WORK/games.txt" || fail "the stored games cannot be listed"
[ -s "$WORK/games.txt" ] || fail "no game is stored"
while read -r code number _; do
    record="$WORK/$code-$number.rec"
    server_record "$code-$number" >"$record" || fail "no record of game $number of $code"
    if [ -n "${DUELBOARD_CLI:-}" ]; then
        "$DUELBOARD_CLI" replay "$record" >"$WORK/replay.out" 2>&1 ||
            fail "duelboard-cli replay $record: $(cat "$WORK/replay.out")"
    fi
done <"$WORK/games.txt"
grep -q "mantis:a5b4" "$WORK"/*.rec || fail "no record of the game in the store"
stop_server
passed
