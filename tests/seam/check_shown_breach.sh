#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# That the seam check catches a front end deciding what a side may see: on a copy of the scenes
# (with the list of games, so the check runs on a small tree), the board's frame made to take a
# side's position from the rules itself, rather than from the session's snapshot, must be named.
# Usage: check_shown_breach.sh SRC_DIR CHECK_SEAMS_SCRIPT
set -u
src=${1:?usage: check_shown_breach.sh SRC_DIR CHECK_SEAMS_SCRIPT}
check=${2:?usage: check_shown_breach.sh SRC_DIR CHECK_SEAMS_SCRIPT}
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/src/rules" || exit 2
cp -R "$src/scenes" "$copy/src/scenes" && cp "$src/rules/game_list.h" "$copy/src/rules/" || exit 2
sh "$check" "$copy/src" >"$copy/clean.txt"
if grep -q "decides what a side may see" "$copy/clean.txt"; then
    echo "the scenes as they are decide what a side may see:"
    grep "decides what a side may see" "$copy/clean.txt"
    exit 1
fi
sed 's@^    const SessionShown \*v = board_shown(b);@&\n    (void)game_position_for(v->rules, v->revealed, 1, NULL);@' \
    "$src/scenes/board_frame.c" >"$copy/src/scenes/board_frame.c" || exit 2
if ! grep -q game_position_for "$copy/src/scenes/board_frame.c"; then
    echo "the breach was not planted: board_frame.c has changed"
    exit 2
fi
sh "$check" "$copy/src" >"$copy/breach.txt"
if ! grep -qF "scenes/board_frame.c: decides what a side may see itself" "$copy/breach.txt"; then
    echo "a scene taking a side's position itself passed the seam check:"
    cat "$copy/breach.txt"
    exit 1
fi
echo "a scene deciding what a side may see is caught"
