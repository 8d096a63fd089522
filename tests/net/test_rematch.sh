#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A rematch: once both seats ask after the end, the sides swap and each player keeps its token,
# and from then on each connection speaks for its new side (the first player, now second,
# resigns and the second, now first, wins). Then the room forgets the old sides: the new first
# player's move is taken, the old one's refused.
. "$(dirname "$0")/lib.sh"
start_server

play rematch <<'S'
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
as a
await start
send resign
expect over win 2 resignation
as b
await over win 2 resignation
send rematch
as a
await rematch
send rematch
expect seat 2 ${token1}
expect start
as b
await seat 1 ${token2}
await start
as a
send resign
expect over win 1 resignation
as b
await over win 1 resignation
S

stop_server
