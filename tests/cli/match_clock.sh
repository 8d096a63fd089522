#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `match --clock`: Master on a small clock never loses on time and the summary says so per
# player; a clock far too short for any move flags, and the count shows it.
set -eu
cli=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$cli" match onitama master master --clock 2+0.05 --games 2 > "$out"
cat "$out"
[ "$(grep -c '^clock master: 0 flags, lowest clock [0-9.]* s after a move' "$out")" -eq 2 ]
"$cli" match onitama casual casual --clock 0.005 --games 2 > "$out"
cat "$out"
[ "$(grep -c '^clock casual: [1-9][0-9]* flags' "$out")" -ge 1 ]
# Each game ends with a flag, so both games are decided: no draws.
grep -q '^W [0-9]* D 0 L [0-9]*' "$out"
"$cli" match onitama casual casual --clock 10+x > /dev/null 2>&1 && exit 1
echo "match clock: ok"
