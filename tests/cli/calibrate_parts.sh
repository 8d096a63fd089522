#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `calibrate` in parts: two runs with seeds that do not overlap, fitted together from their
# samples files, give the same fit, lengths and table as one run of all the games; a damaged
# samples file or one of another game is refused with a message naming it.
set -eu
cli=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
cd "$work"
"$cli" calibrate gunzi --games 6 --nodes 300 --seed 5 --samples whole.samples > whole.out 2> /dev/null
"$cli" calibrate gunzi --games 4 --nodes 300 --seed 5 --samples a.samples > /dev/null 2>&1
"$cli" calibrate gunzi --games 2 --nodes 300 --seed 9 --samples b.samples > /dev/null 2>&1
"$cli" calibrate gunzi --fit a.samples b.samples > parts.out
"$cli" calibrate gunzi --fit whole.samples > refit.out
grep -q "^Gunzi: 6 games" whole.out
grep -q "^plies per game: mean" whole.out
cmp whole.out parts.out
cmp whole.out refit.out

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
