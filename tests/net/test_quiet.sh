#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Quiet connections: a player whose client still answers is pinged and kept however long it says
# nothing, while one whose client stopped (its process frozen, as a network that vanished without
# a close looks to the server) is dropped once not heard from for --drop-after, and the other
# seat is told it waits for it.
. "$(dirname "$0")/lib.sh"
start_server --ping-after 1 --drop-after 3
TIMEOUT=15

play host <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
keep code 1
S
play_background frozen <<S
connect b
send hello 1 bob
expect welcome 1
send join $(sed -n 's/^code=//p' "$WORK/vars")
expect seat 2
expect start
sleep 60000
S
frozen=$BACKGROUND_PID
wait_for_line "$WORK/frozen.out" "b< start"
play quiet_but_there <<'S'
connect c
send hello 1 carol
expect welcome 1
# Quiet for longer than --drop-after: pinged, it answers, and it is still served.
expect-nothing 5000
send ping 7
expect pong 7
S
kill -STOP "$frozen"
play frozen_dropped <<'S'
connect a2
send hello 1 alice
expect welcome 1
send watch ${code}
await start
# The frozen seat is dropped once quiet for 3 s: everyone is told it is waited for.
await waiting 2
S
kill -CONT "$frozen"
kill "$frozen" 2>/dev/null
wait "$frozen" 2>/dev/null
# A drop that comes no later than the ping is refused.
"$SERVER" --port 0 --bind 127.0.0.1 --ping-after 5 --drop-after 5 >"$WORK/refused.out" 2>&1 &&
    fail "the server ran with --drop-after no more than --ping-after"
grep -q "drop-after must be more than --ping-after" "$WORK/refused.out" ||
    fail "the refusal did not say why: $(cat "$WORK/refused.out")"
stop_server
passed
