#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The terminal's network game as a person plays it: duelboard-cli hosts Mortar Hunt for a person
# typing (side A, who sets up first) and a scripted client takes side B. The first prompt says
# how to talk to the other player with `say`, and so does `help`; `moves` in the secret setup
# shows a handful of the hundreds of setups offered, with how to type one and how to list them
# all, rather than all of them on one line; and once B's setup arrives, the terminal draws A's
# board and asks for A's move, as it does after a move in a game against the computer.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
export XDG_STATE_HOME="$WORK/state" # the seat kept while the game goes on
start_server

problems=
problem() {
    echo "problem: $*"
    problems="$problems
$*"
}
# The host's output since the line last marked (`mark NAME` types a word the game refuses,
# whose refusal ends what the commands before it printed).
mark() {
    echo "$1" >&3
    wait_for_line "$WORK/host.out" "not played $1"
}
since() {
    awk -v from="not played $1" -v upto="not played $2" \
        'index($0, upto) {exit} on {print} index($0, from) {on = 1}' "$WORK/host.out"
}

mkfifo "$WORK/typed"
"$CLI" play --host "127.0.0.1:$PORT" mortar-hunt seed=4 <"$WORK/typed" >"$WORK/host.out" 2>&1 &
host=$!
exec 3>"$WORK/typed" # the person's keyboard, kept open
wait_for_line "$WORK/host.out" "invite "
code=$(awk '$1 == "room" {print $2}' "$WORK/host.out")
echo "code=$code" >"$WORK/vars"

TIMEOUT=60 play_background joiner <<'S'
connect b
send hello 1 bob
expect welcome 1
send join ${code}
expect seat 2
expect start
expect moved 1 1 setup
send play setup:L8/SW,C8/S,F6/S
expect moved 2 2 setup:L8/SW,C8/S,F6/S
await over win 2 resignation
S
joiner=$BACKGROUND_PID
wait_for_line "$WORK/host.out" "Mortar Hunt begins: you play A"

# The first prompt: the way to talk to the other player is said before it.
mark first
before=$(sed -n '1,/not played first/p' "$WORK/host.out")
echo "$before" | grep -q "say" && echo "$before" | grep -q "good-game" ||
    problem "nothing before the first prompt says how to use say"
echo "$before" | grep -q "your move (A)> " || problem "no prompt for A's first move"

echo help >&3
mark after-help
help=$(since first after-help)
echo "$help" | grep -q "^ *say PHRASE .*other player" && echo "$help" | grep -q "well-played" ||
    problem "help does not say how say works: $help"

echo moves >&3
mark after-moves
moves=$(since after-help after-moves)
widest=$(echo "$moves" | awk '{n = gsub(/setup:/, "&"); if (n > most) most = n} END {print most + 0}')
listed=$(echo "$moves" | grep -c "setup:")
[ "$widest" -le 1 ] && [ "$listed" -ge 1 ] && [ "$listed" -le 5 ] ||
    problem "moves listed $listed lines of setups, up to $widest on a line (a handful wanted)"
echo "$moves" | grep -q "moves all" || problem "moves does not say how to list them all"
echo "$moves" | grep -q "Type one" || problem "moves does not say how to play one"

echo "moves all" >&3
mark after-all
all=$(since after-moves after-all | grep -c "setup:")
[ "$all" -gt 5 ] || problem "moves all listed $all setups"

# A's setup, then B's: the terminal draws A's board and asks for A's first turn.
echo "setup:C2/N,E1/NE,I2/NW" >&3
wait_for_line "$WORK/host.out" "1. A: setup:C2/N,E1/NE,I2/NW"
wait_for_line "$WORK/host.out" "2. B: "
after=$(sed -n '/^2\. B: /,$p' "$WORK/host.out")
tries=0
until echo "$after" | grep -q "your move (A)> " || [ "$tries" -ge 100 ]; do
    sleep 0.1
    tries=$((tries + 1))
    after=$(sed -n '/^2\. B: /,$p' "$WORK/host.out")
done
echo "$after" | grep -q "your move (A)> " || problem "no prompt after B's setup arrived"
# The board as A knows it: its own pieces where it placed them.
echo "$after" | grep -q "C2" && echo "$after" | grep -q "E1" ||
    problem "no board after B's setup arrived: $after"

echo resign >&3
wait_for_line "$WORK/host.out" "Game over:"
exec 3>&-
wait "$host" || problem "the host's duelboard-cli ended with an error"
wait "$joiner" || problem "the joiner's script: $(cat "$WORK/joiner.out")"
cat "$WORK/host.out"
[ -z "$problems" ] || fail "$problems"
SCRIPTS=1
passed
