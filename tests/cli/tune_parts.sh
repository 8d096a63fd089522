#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `tune`: the fitted weights do no worse than the current ones on the positions they were fitted
# to; two runs with seeds that do not overlap, fitted together from their positions files, give
# the same output as one run of all the games; damaged files, another game's files and a game
# whose evaluation has no terms are refused with a message.
set -eu
. "$(dirname "$0")/selfplay_parts.sh"
selfplay_parts "$1" "$2" tune --positions pos
cli=$1
grep -q "^| wedges | " whole.out
awk '/^log-loss, fitted positions:/ { found = 1; if ($4 + 0 < $6 + 0) bad = 1 }
     END { exit !(found && !bad) }' whole.out || {
    echo "the fitted weights lose more than the current ones on their own positions"
    cat whole.out
    exit 1
}

head -n 3 whole.pos > damaged.pos
echo "1 2 x" >> damaged.pos
if "$cli" tune gunzi --fit damaged.pos > /dev/null 2> damaged.err; then
    echo "a damaged positions file was accepted"
    exit 1
fi
grep -q "damaged.pos line 4" damaged.err
if "$cli" tune onitama --fit whole.pos > /dev/null 2> other.err; then
    echo "another game's positions were accepted"
    exit 1
fi
grep -q "not a positions file of Onitama" other.err
if "$cli" tune mortar-hunt --games 1 > /dev/null 2> terms.err; then
    echo "a game without terms was tuned"
    exit 1
fi
grep -q "not a weighted sum of terms" terms.err
echo "tune parts: ok"
