#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `match --record DIR`: each game the match plays is written as a record, its sides named by the
# players that took them (the second game swaps them), its moves the ones the match played, and
# it replays to the result the match counted. A folder that cannot be written stops the match.
set -eu
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cli" match onitama casual beginner --games 2 --depth 2 --record "$work" --verbose > "$work/log"
cat "$work/log"
grep -qx 'players casual beginner' "$work/game-1.rec"
grep -qx 'players beginner casual' "$work/game-2.rec"
for n in 1 2; do
    # The log gives each game's result line, then its moves on one line.
    sed -n "$((2 * n - 1)),$((2 * n))p" "$work/log" > "$work/game"
    winner=$(sed -n '1s/.*: win \([a-z]*\) .*/\1/p' "$work/game")
    [ -n "$winner" ]
    sed -n '2p' "$work/game" | tr ' ' '\n' | sed '/^$/d' > "$work/played"
    sed '1,/^moves$/d' "$work/game-$n.rec" > "$work/kept"
    cmp "$work/played" "$work/kept"
    "$cli" replay "$work/game-$n.rec" | grep -q "^status win $winner "
done
if "$cli" match onitama casual beginner --games 2 --depth 1 --record "$work/none/deeper" \
    > "$work/out" 2>&1; then
    exit 1
fi
grep -q 'cannot write' "$work/out"
status=0
"$cli" match onitama casual beginner --server localhost --record "$work" > /dev/null 2>&1 ||
    status=$?
[ "$status" -eq 2 ]
echo "match record: ok"
