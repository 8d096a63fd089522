# SPDX-License-Identifier: GPL-3.0-or-later
# `puzzles mortar-hunt`: a small set of deduction puzzles made twice from the same seed is the
# same file and is proven again by --check; the same file with one field taken out of an answer
# is refused, naming the field.
# Usage: puzzles_make_deduce.sh CLI WORK
set -eu
cli=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
"$cli" puzzles mortar-hunt --seed 7 --count 3 --nodes 200 --out "$work/a.txt" > /dev/null 2>&1
"$cli" puzzles mortar-hunt --seed 7 --count 3 --nodes 200 --out "$work/b.txt" > /dev/null 2>&1
cmp "$work/a.txt" "$work/b.txt"
[ "$(grep -c '^puzzle ' "$work/a.txt")" -eq 3 ]
"$cli" puzzles mortar-hunt --check "$work/a.txt" | grep -q '^proved 3 of the 3 puzzles'
# The first answer without its first field.
awk '/^solution / && !done { $2 = ""; sub(/  /, " "); done = 1 } { print }' "$work/a.txt" \
    > "$work/wrong.txt"
if "$cli" puzzles mortar-hunt --check "$work/wrong.txt" 2> "$work/wrong.err"; then
    echo "the wrong answer was proven" >&2
    exit 1
fi
grep -q 'line 4: puzzle [0-9a-f]* does not hold: [A-L][1-9] is missing from the answer' \
    "$work/wrong.err"
