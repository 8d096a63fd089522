# SPDX-License-Identifier: GPL-3.0-or-later
# `puzzles` for the games of best-move puzzles: the shipped sets' difficulties are the formula's
# (--rate on the first puzzles of each gives them back unchanged), and Gottaz's set comes again
# from its seed (its first puzzles made again, draft and all, are the shipped set's first).
# Usage: puzzles_best.sh CLI WORK ASSETS
set -eu
cli=$1
work=$2
assets=$3
rm -rf "$work"
mkdir -p "$work"
# The lines of a set up to its (n + 1)th puzzle: its comment, game line and first n puzzles.
head_of() {
    awk -v n="$2" '/^puzzle / { k++ } k > n { exit } { print }' "$1" | sed '${/^$/d}'
}
for game in gunzi gottaz; do
    head_of "$assets/$game.txt" 6 > "$work/$game-head.txt"
    "$cli" puzzles "$game" --rate "$work/$game-head.txt" --out "$work/$game-rated.txt" \
        2> "$work/$game-rate.err"
    cmp "$work/$game-head.txt" "$work/$game-rated.txt"
done
"$cli" puzzles gottaz --seed 1 --count 2 --nodes 1000 --out "$work/gottaz-2.txt" 2> /dev/null
[ "$(grep -c '^puzzle ' "$work/gottaz-2.txt")" -eq 2 ]
head_of "$assets/gottaz.txt" 2 | tail -n +2 > "$work/gottaz-shipped-2.txt"
tail -n +2 "$work/gottaz-2.txt" | cmp - "$work/gottaz-shipped-2.txt"
