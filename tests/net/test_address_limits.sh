#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The limits each address has: one address hosting rooms and dropping them from several clients
# at once cannot take every room of the server, so another address can still host, and a host
# that drops and comes back in time keeps its room; an address's `host` past its rooms whose
# game has not begun is refused with the reason, and a game that begins frees its place; such a
# room goes soon after its host left, while a begun one, or one restored after a crash, waits the
# rejoin wait; new connections from one address past its rate are told so and closed while
# another address connects. The other addresses are loopback ones (127.0.0.2 and on), which
# Linux has without any setting up.
. "$(dirname "$0")/lib.sh"

# The options: listed by --help, and a value out of bounds refused with status 2.
"$SERVER" --help >"$WORK/help.txt" || fail "--help failed"
for option in --connection-rate --connection-burst --open-rooms-per-address --open-room-wait; do
    grep -q -- "$option" "$WORK/help.txt" || fail "--help does not list $option"
    "$SERVER" --port 0 "$option" 0 >/dev/null 2>"$WORK/err.txt"
    status=$?
    [ "$status" -eq 2 ] || fail "$option 0: status $status, not 2"
    grep -q "bad value '0' for $option" "$WORK/err.txt" || fail "$option 0 said: $(cat "$WORK/err.txt")"
done

# var NAME: a variable kept by the scripts (keep NAME N).
var() {
    sed -n "s/^$1=//p" "$WORK/vars"
}

# 1. The attack, on a server of 6 rooms with the default limits: three clients of one address at
# once, each hosting a room and dropping it four times.
start_server --max-rooms 6
cat >"$WORK/attack.txt" <<'S'
connect a1
send hello 1 attacker
expect welcome
send host onitama
expect
close
connect a2
send hello 1 attacker
expect welcome
send host onitama
expect
close
connect a3
send hello 1 attacker
expect welcome
send host onitama
expect
close
connect a4
send hello 1 attacker
expect welcome
send host onitama
expect
close
S
pids=
for n in 1 2 3; do
    "$CLIENT" --port "$PORT" "$WORK/attack.txt" >"$WORK/attack$n.out" 2>&1 &
    pids="$pids $!"
done
for pid in $pids; do
    wait "$pid" || fail "an attacking client failed: $(cat "$WORK"/attack*.out)"
done
echo "the attacking address hosted $(grep -c "hosted by .*127.0.0.1" "$WORK/server.err") room(s)"

play another_address <<'S'
from 127.0.0.2
connect b
send hello 1 bob
expect welcome
send host onitama
expect room
# A host that drops and comes back at once with its token keeps its room.
connect c
send hello 1 carol
expect welcome
send host gunzi
expect room
keep code 1
expect seat 1
keep token 2
close
connect c2
send hello 1 carol
expect welcome
send rejoin ${code} ${token}
expect seat 1 ${token}
S
stop_server

# 2. With limits set low: 2 rooms not begun an address, such a room gone 1 s after its host left,
# and 5 new connections an address at first, then one every 100 s.
PORT=
start_server --open-rooms-per-address 2 --open-room-wait 1 --connection-burst 5 \
    --connection-rate 0.01

play room_cap <<'S'
from 127.0.0.3
connect h1
send hello 1 host
expect welcome
send host onitama
expect room
keep first 1
connect h2
send hello 1 host
expect welcome
send host gunzi
expect room
connect h3
send hello 1 host
expect welcome
send host onitama
expect error your address has 2 rooms whose game has not begun
# Another address is not held back by this one's rooms.
from 127.0.0.4
connect other
send hello 1 other
expect welcome
send host onitama
expect room
# The first room's game begins: its place is free again at once.
connect joiner
send hello 1 joiner
expect welcome
send join ${first}
expect seat 2
expect start
as h3
send host onitama
expect room
S

# A begun room and a room never begun, each left by everyone (the begun one first): the one
# never begun goes after 1 s, the begun one waits the rejoin wait (a minute).
play rooms_left <<'S'
from 127.0.0.5
connect begun_host
send hello 1 host
expect welcome
send host onitama
expect room
keep begun 1
from 127.0.0.6
connect joiner
send hello 1 joiner
expect welcome
send join ${begun}
expect seat 2
expect start
close
as begun_host
close
from 127.0.0.5
connect open_host
send hello 1 host
expect welcome
send host onitama
expect room
keep open 1
close
S
wait_for_line "$WORK/server.err" "room $(var open) closed"
play after_the_wait <<'S'
from 127.0.0.7
connect w
send hello 1 watcher
expect welcome
send watch ${open}
expect error no such room
send watch ${begun}
expect start
S
grep -q "room $(var begun) closed" "$WORK/server.err" && fail "the begun room went too"

# New connections: 5 at first from one address, the sixth told so and closed; another address
# is served meanwhile, and the first five go on.
play connection_rate <<'S'
from 127.0.0.8
connect r1
connect r2
connect r3
connect r4
connect r5
connect r6
expect error too many new connections from your address
expect-closed
from 127.0.0.9
connect other
send hello 1 other
expect welcome
as r5
send hello 1 fifth
expect welcome
S
stop_server

# 3. A room never begun that comes back from storage after a crash waits the rejoin wait for its
# host, who has the restart to come back through: a room hosted and left after the restart goes
# first.
PORT=
start_server --data "$WORK/data" --open-room-wait 1
play before_crash <<'S'
from 127.0.0.10
connect h
send hello 1 host
expect welcome
send host onitama
expect room
keep stored 1
S
kill_server
start_server --data "$WORK/data" --open-room-wait 1
grep -q "1 room(s) restored" "$WORK/server.err" || fail "the room was not restored"
play after_restart <<'S'
from 127.0.0.10
connect h
send hello 1 host
expect welcome
send host onitama
expect room
keep later 1
close
S
wait_for_line "$WORK/server.err" "room $(var later) closed"
play restored_kept <<'S'
from 127.0.0.11
connect w
send hello 1 watcher
expect welcome
# Watching a room whose game has not begun tells nothing; a room gone is an error.
send watch ${stored}
send ping 1
expect pong 1
S
stop_server
passed
