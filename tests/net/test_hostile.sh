#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The server's defences that need no game: the greeting, lines before it, junk, unknown and
# misplaced verbs, oversized and binary messages, floods, repeated bad lines, silence before
# `hello`, too many connections from one address; and a well-behaved client is served throughout.
. "$(dirname "$0")/lib.sh"
start_server --hello-wait 1 --connections-per-address 4 --bad-lines 5 --rate 20 --burst 10 \
    --max-rooms 1

play greeting <<'S'
connect a
send ping 1
expect error say hello first
send hello 1 test-client
expect welcome 1 duelboard-server
send ping 42
expect pong 42
send hello 1 again
expect error hello was said already
send bye
expect bye
expect-closed
S

play wrong_version <<'S'
connect a
send hello 2 future-client
expect error this server speaks version 1
expect-closed
S

play bad_lines <<'S'
connect good
send hello 1 good
expect welcome
connect bad
send hello 1 bad
expect welcome
send frobnicate 1
expect error
send play  two-spaces
expect error
send welcome 1 me
expect error
send join not-a-code
expect error that is not a room code
send join K7M2QX
expect error no such room
send play a1a2
expect error not in a room
expect error too many bad lines
expect-closed
as good
send ping 7
expect pong 7
S

play rooms <<'S'
connect a
send hello 1 a
expect welcome
send host no-such-game
expect error
send host onitama clock=sometimes
expect error
send host onitama
expect room
expect seat 1
send host onitama
expect error already in a room
connect b
send hello 1 b
expect welcome
send host onitama
expect error the server has no room for another game
S

play oversized <<'S'
connect a
send hello 1 a
expect welcome
raw 1025 x
expect-closed 1009
connect b
send hello 1 b
expect welcome
raw 1024 x
expect error
send ping 3
expect pong 3
S

play binary <<'S'
connect a
send hello 1 a
expect welcome
binary ping 1
expect error binary messages
send ping 2
expect pong 2
S

play flood <<'S'
connect a
send hello 1 a
expect welcome
# Past the burst of 10 tokens (9 or 10 left after hello) but short of 10 refusals in a row:
# the server says so and stays open. The refill (20 a second) only lowers the refusals, and 18
# lines leave at least one unless the server takes over a third of a second to read them.
flood 18 ping 1
await error too many messages
# Then a flood that goes on: the server closes. The last lines before the close may be lost
# (the server's kernel resets a connection that still sends when it is closed, and the client's
# kernel then drops what it had not read), so only the close is checked here.
flood 200 ping 1
await-closed
connect b
send hello 1 b
expect welcome
S

play idle <<'S'
connect quiet
sleep 2500
expect-closed
connect talker
send hello 1 talker
expect welcome
sleep 2500
send ping 9
expect pong 9
S

play per_address <<'S'
connect a
connect b
connect c
connect d
connect e
expect error too many connections
expect-closed
as d
send hello 1 d
expect welcome
close
connect-past f hello 1 f | error too many connections
expect welcome
S

# The checks can fail: a script expecting the wrong answer is caught.
play_fails wrong_answer <<'S'
connect a
send hello 1 a
expect pong
S
play_fails wrong_close <<'S'
connect a
send hello 1 a
expect welcome
raw 2000 x
expect-closed 1000
S
stop_server
passed
