#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A game as long as the server lets one be, over real connections: Gottaz with its secret draft
# and without its own length rule (draw=off), played with random legal moves that keep it going
# (net_random_moves), ends drawn at the server's limit of 1000 moves. Both seats and a spectator
# get `over draw length` and then every move revealed, in order; then a late watcher and a seat
# rejoining get the whole game, its end and every reveal: nothing cut or closed by the send
# queue's limits, which are for a reader that does not read, not for a greeting or an end.
. "$(dirname "$0")/lib.sh"
MOVES=${NET_RANDOM_MOVES:?the test needs NET_RANDOM_MOVES}
start_server --rate 100000 --burst 100000
TIMEOUT=10
GAME="gottaz mode=method1 draw=off"
# shellcheck disable=SC2086 # the game's words are meant to split
"$MOVES" 1000 5 $GAME >"$WORK/moves" || fail "no moves"
[ "$(wc -l <"$WORK/moves")" -eq 1000 ] || fail "the game ended before 1000 moves"

# expect_end: `over draw length` at once, then the 1000 reveals in order.
expect_end() {
    echo "expect over draw length"
    awk '{print "expect reveal " NR " " $1 " " $2}' "$WORK/moves"
}

{
    cat <<S
connect a
send hello 1 alice
expect welcome 1
send host $GAME seed=5
expect room
keep code 1
expect seat 1
keep token1 2
connect b
send hello 1 bob
expect welcome 1
send join \${code}
expect seat 2
keep token2 2
expect start
connect w
send hello 1 carol
expect welcome 1
send watch \${code}
expect start
S
    # Each move is sent once the one before it is told back to its sender: the two seats'
    # connections are not ordered with each other.
    awk '{print ($1 == 1 ? "as a" : "as b"); print "send play " $2; print "await moved " NR " "}' \
        "$WORK/moves"
    for who in a b w; do
        echo "as $who"
        echo "await over draw length"
        expect_end | tail -n +2
    done
} >"$WORK/long.script"
play long <"$WORK/long.script"

{
    cat <<'S'
# A late watcher: the whole game, its end, every reveal.
connect w2
send hello 1 dave
expect welcome 1
send watch ${code}
expect start
await moved 1000
S
    expect_end
    cat <<'S'
# Red comes back on a new connection (the first script's are closed): the same.
connect b2
send hello 1 bob
expect welcome 1
send rejoin ${code} ${token2}
expect seat 2 ${token2}
expect start
await moved 1000
S
    expect_end
} >"$WORK/greetings.script"
play greetings <"$WORK/greetings.script"
stop_server
passed
