#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `match --clock`: Master on a small clock never loses on time and the summary says so per
# player; a clock far too short for any move flags, and the count shows it. The clock is written
# as `play --clock` writes it (minutes+seconds), and `match`, `play` and `play --host` refuse bad
# text with the same message naming the accepted form.
set -eu
cli=$1
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$cli" match onitama master master --clock 0:02+0.05 --games 2 > "$out"
cat "$out"
[ "$(grep -c '^clock master: 0 flags, lowest clock [0-9.]* s after a move' "$out")" -eq 2 ]
# 1+0 is a minute each: the lowest clock after a move is well over the seconds the old form read.
"$cli" match onitama casual casual --clock 1+0 --games 2 --depth 1 > "$out"
grep -q '^clock casual: 0 flags, lowest clock 5[0-9]\.[0-9]* s after a move' "$out"
"$cli" match onitama casual casual --clock 0:00.005 --games 2 > "$out"
cat "$out"
[ "$(grep -c '^clock casual: [1-9][0-9]* flags' "$out")" -ge 1 ]
# Each game ends with a flag, so both games are decided: no draws.
grep -q '^W [0-9]* D 0 L [0-9]*' "$out"
# `none` is no clock: no clock lines.
"$cli" match onitama casual casual --clock none --games 2 --depth 1 > "$out"
if grep -q '^clock ' "$out"; then exit 1; fi

expected="expected minutes+seconds as chess players write them ('5+3'), minutes alone ('10'),"
expected="$expected minutes:seconds for less than a minute ('0:30+1'), 'move:' and seconds"
expected="$expected ('move:10') or 'none'"
# refused COMMAND... MESSAGE: the command fails with status 2 and prints MESSAGE alone.
refused() {
    said=$1
    shift
    status=0
    "$@" > "$out" 2> "$err" < /dev/null || status=$?
    if [ "$status" -ne 2 ] || [ "$(cat "$err")" != "$said" ]; then
        echo "$*: status $status, said: $(cat "$err")"
        echo "expected: $said"
        exit 1
    fi
}
for text in fast 2.5+1 0:5 0:60 "5 min" +3; do
    message="--clock: bad time control '$text': $expected"
    refused "match: $message" "$cli" match onitama casual casual --clock "$text"
    refused "play: $message" "$cli" play onitama --clock "$text"
    # Told before any server is asked (nothing listens on port 1).
    refused "play: $message" "$cli" play --host 127.0.0.1:1 onitama --clock "$text"
done
inc="the increment after '+' is seconds ('5+3', '0:30+0.5')"
refused "match: --clock: bad time control '10+x': $inc" \
    "$cli" match onitama casual casual --clock 10+x
refused "match: --clock: bad time control '5+0.0001': $inc" \
    "$cli" match onitama casual casual --clock 5+0.0001
refused "match: --clock: time control '0:00': the time each must be above 0 and at most 600 minutes" \
    "$cli" match onitama casual casual --clock 0:00
echo "match clock: ok"
