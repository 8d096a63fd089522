#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A room both players left for good: a game without a clock never ends by itself (a seat that
# does not come back is only `gone`), so once both seats have been away for their time to come
# back and then as long as a finished room is kept (one second each here), the room goes.
. "$(dirname "$0")/lib.sh"
start_server --rejoin-wait 1 --keep-finished 1

play leave <<'S'
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
expect start
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
close
as a
await waiting 2
expect gone 2
close
# Watching does not bring a seat back: the room is still there a moment later...
connect w
send hello 1 carol
expect welcome 1
send watch ${code}
expect start
await gone 2
S
play gone <<'S'
# ... and gone once both seats have been away for two seconds.
sleep 2600
connect again
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect error no such room
S
grep -q "closed" "$WORK/server.err" || fail "the server did not say the room closed"
stop_server
passed
