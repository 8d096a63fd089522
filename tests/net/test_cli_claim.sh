#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A game without a clock is not lost on time by a player who leaves: a person hosts Onitama with
# duelboard-cli, the other player joins, moves and drops for good; once its time to come back
# (one second here) has run out, the terminal says so and offers the claim, and `claim` wins the
# game ("abandoned").
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
start_server --rejoin-wait 1

mkfifo "$WORK/typed"
"$CLI" play --host "127.0.0.1:$PORT" onitama seed=1 <"$WORK/typed" >"$WORK/host.out" 2>&1 &
host=$!
exec 3>"$WORK/typed" # the person's keyboard, kept open
wait_for_line "$WORK/host.out" "invite "
code=$(awk '$1 == "room" {print $2}' "$WORK/host.out")
echo "code=$code" >"$WORK/vars"

play joiner <<'S'
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
expect start
send play mantis:a5b4
expect moved 1 2 mantis:a5b4
close
S
wait_for_line "$WORK/host.out" "left the game: type claim to win, or wait"
grep -q "Game over" "$WORK/host.out" && fail "the game ended without the claim: $(cat "$WORK/host.out")"
echo claim >&3
wait_for_line "$WORK/host.out" "Game over:"
exec 3>&-
wait "$host" || { cat "$WORK/host.out"; fail "the host's duelboard-cli"; }
grep -q "Game over: .*abandoned" "$WORK/host.out" || fail "not won by the claim: $(cat "$WORK/host.out")"
cat "$WORK/host.out"
stop_server
passed
