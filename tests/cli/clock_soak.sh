#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/clock_soak.sh, bounded: two small soaks at once count their games and no flag, the
# summary of the logs alone says the same, a folder that already holds logs is refused, and a
# clock too short for any move shows its flags and games lost on time; moves that all ended early
# are summed up as such.
set -eu
script=$1
cli=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sh "$script" --cli "$cli" --jobs 2 --games 4 --chunk 2 --clock 0:03+0.03 --out "$work/a" \
    onitama mortar-hunt > "$work/run"
cat "$work/run"
for game in onitama mortar-hunt; do
    grep -q "^$game: 4 games in 2 logs (0 unfinished, 0 failed); plies [0-9]*\.\.[0-9]*, median" "$work/run"
    grep -A1 "^$game: " "$work/run" | grep -q '^  flags 0, lost on time 0; lowest clock after a move [0-9]'
done
[ -e "$work/a/onitama-1.log" ] && [ -e "$work/a/onitama-2.log" ]
sh "$script" --summary "$work/a" > "$work/summary"
cmp "$work/run" "$work/summary"
if sh "$script" --cli "$cli" --games 2 --out "$work/a" onitama > "$work/out" 2>&1; then exit 1; fi
grep -q 'already holds logs' "$work/out"
sh "$script" --cli "$cli" --jobs 1 --games 2 --chunk 2 --clock 0:00.005 --out "$work/b" onitama > "$work/run"
cat "$work/run"
# Each flag is a game lost on time. A game may still end before its clock runs out (a win in
# eight plies, each move a millisecond), so not every game need flag.
grep -Eq '^  flags ([12]), lost on time \1; ' "$work/run"
# Moves that all ended early are summed up as the match printed them, not as a zero.
mkdir "$work/c"
printf 'overruns gunzi both: 10 moves, worst -3.5 ms, p99 -4.0 ms, over 5 ms: 0\nrc=0\n' \
    > "$work/c/gunzi-1.log"
printf 'overruns gunzi both: 12 moves, worst -1.5 ms, p99 -6.0 ms, over 5 ms: 0\nrc=0\n' \
    > "$work/c/gunzi-2.log"
sh "$script" --summary "$work/c" > "$work/run"
grep -q '^  overruns: 22 timed moves, worst -1.5 ms, highest p99 -4.0 ms, 0 more than 5 ms late$' \
    "$work/run"
printf 'rc=0\n' > "$work/c/gunzi-1.log"
printf 'rc=0\n' > "$work/c/gunzi-2.log"
sh "$script" --summary "$work/c" > "$work/run"
grep -q '^  overruns: none measured$' "$work/run"
echo "clock soak: ok"
