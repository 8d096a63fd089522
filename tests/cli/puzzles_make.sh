# SPDX-License-Identifier: GPL-3.0-or-later
# `puzzles`: a small set made twice from the same seed is the same file, and is proven again by
# --check; a file holding a puzzle with two winning first moves is refused, naming it.
# Usage: puzzles_make.sh CLI WORK REFUSED_FILE
set -eu
cli=$1
work=$2
refused=$3
rm -rf "$work"
mkdir -p "$work"
"$cli" puzzles onitama --seed 7 --count 2 --nodes 3000 --out "$work/a.txt" 2> "$work/a.err"
"$cli" puzzles onitama --seed 7 --count 2 --nodes 3000 --out "$work/b.txt" 2> /dev/null
cmp "$work/a.txt" "$work/b.txt"
[ "$(grep -c '^puzzle ' "$work/a.txt")" -eq 2 ]
"$cli" puzzles onitama --check "$work/a.txt" | grep -q '^proved 2 of the 2 puzzles'
if "$cli" puzzles onitama --check "$refused" 2> "$work/refused.err"; then
    echo "the refused file was proven" >&2
    exit 1
fi
grep -q 'line 4: puzzle two-winners does not hold: 2 first moves win within 2' "$work/refused.err"
