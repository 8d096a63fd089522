#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `calibrate` in parts: two runs with seeds that do not overlap, fitted together from their
# samples files, give the same fit, lengths and table as one run of all the games; a damaged
# samples file or one of another game is refused with a message naming it.
set -eu
. "$(dirname "$0")/selfplay_parts.sh"
selfplay_parts "$1" "$2" calibrate --samples samples
cli=$1
grep -q "^plies per game: mean" whole.out

head -n 2 whole.samples > damaged.samples
echo "17 40 1 0:12 1:x" >> damaged.samples
if "$cli" calibrate gunzi --fit damaged.samples > /dev/null 2> damaged.err; then
    echo "a damaged samples file was accepted"
    exit 1
fi
grep -q "damaged.samples line 3" damaged.err
if "$cli" calibrate onitama --fit whole.samples > /dev/null 2> other.err; then
    echo "another game's samples were accepted"
    exit 1
fi
grep -q "not a samples file of Onitama" other.err
echo "calibrate parts: ok"
