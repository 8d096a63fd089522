#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Onitama's full solved endgames (three students too, as the app's computer plays), through the
# commands (unit.test_onitama_endgame checks them against the rules): `endgame --full` builds them,
# a walk of random moves into them agrees with the rules and meets positions known only as won or
# lost, the table fits in 64 MB; and an engine told `setoption name endgames value full`
# scores a position of two students against one as a table's win (above every evaluation, below a
# forced result: 27100 to 28900) for its winner and a loss for the other side, where the quick
# tables leave it to the evaluation. Each full build takes some 45 s of a core. A match player
# with anything but full or quick endgames is refused.
set -eu
cli=$1
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
# A match player's endgames are full or quick: anything else is refused by name, before a game.
status=0
"$cli" match onitama master:endgames=some casual > "$out" 2> "$err" || status=$?
[ "$status" -eq 2 ] && [ "$(cat "$err")" = "match: endgames is full or quick, not 'some'" ]

"$cli" endgame onitama cards=ox,boar,horse,elephant,crab --full --check 300 > "$out"
cat "$out"
grep -q '^checked 300 positions from [0-9]* random games: all agree ([1-9][0-9]* won or lost without a distance)$' "$out"
mb=$(sed -n 's/^table \([0-9]*\)\.[0-9] MB.*/\1/p' "$out")
[ "$mb" -lt 64 ]

position='position fen 2R1r/5/5/5/bbB2 blue ox,boar elephant,horse crab'
swapped='position fen 2R1r/5/5/5/bbB2 red elephant,horse ox,boar crab'
# score OPTION: the last `info` scores of the two sides' searches, one per line.
scores() {
    printf '%s\nnewgame onitama cards=ox,boar,horse,elephant,crab\n%s\nisready\ngo depth 2\n%s\ngo depth 2\nquit\n' \
        "$1" "$position" "$swapped" | "$cli" engine > "$out"
    cat "$out" >&2
    awk '/^info/ {s = $5} /^bestmove/ {print s}' "$out"
}
full=$(scores 'setoption name endgames value full')
echo "full: $full"
[ "$(echo "$full" | sed -n 1p)" -ge 27100 ] && [ "$(echo "$full" | sed -n 1p)" -le 28900 ]
[ "$(echo "$full" | sed -n 2p)" -le -27100 ] && [ "$(echo "$full" | sed -n 2p)" -ge -28900 ]
quick=$(scores 'setoption name endgames value quick')
echo "quick: $quick"
[ "$(echo "$quick" | sed -n 1p)" -lt 27100 ]
