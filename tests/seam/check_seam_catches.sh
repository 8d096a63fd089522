#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# That the seam check catches what it is there to catch, on a copy of the scenes (with the list of
# games, so the check runs on a small tree): the scenes as they are pass, and one planted breach
# must be named.
#   circle: a scene header made to include a part that includes it back is named as a circle.
#   shown:  the board's frame made to take a side's position from the rules itself, rather than
#           from the session's snapshot, is named as deciding what a side may see.
# Usage: check_seam_catches.sh SRC_DIR CHECK_SEAMS_SCRIPT circle|shown
set -u
usage="usage: check_seam_catches.sh SRC_DIR CHECK_SEAMS_SCRIPT circle|shown"
src=${1:?$usage}
check=${2:?$usage}
breach=${3:?$usage}
case $breach in
circle)
    named="circle"
    file=board_shown.h
    # What is shown includes the panel, which includes what is shown.
    plant='s@^#include "scenes/board_scene.h"@&\n#include "scenes/board_panel.h"@'
    expected="board_shown (includes scenes/board_panel.h) -> board_panel (includes scenes/board_shown.h) -> board_shown"
    ;;
shown)
    named="decides what a side may see"
    file=board_frame.c
    plant='s@^    const SessionShown \*v = board_shown(b);@&\n    (void)game_position_for(v->rules, v->revealed, 1, NULL);@'
    expected="scenes/board_frame.c: decides what a side may see itself"
    ;;
*)
    echo "$usage"
    exit 2
    ;;
esac
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/src/rules" || exit 2
cp -R "$src/scenes" "$copy/src/scenes" && cp "$src/rules/game_list.h" "$copy/src/rules/" || exit 2
# The copy lacks the other layers, which the check says too: only the breach looked for counts.
sh "$check" "$copy/src" >"$copy/clean.txt"
if grep -q "$named" "$copy/clean.txt"; then
    echo "the scenes as they are already hold such a breach:"
    grep "$named" "$copy/clean.txt"
    exit 1
fi
sed "$plant" "$src/scenes/$file" >"$copy/src/scenes/$file" || exit 2
if cmp -s "$src/scenes/$file" "$copy/src/scenes/$file"; then
    echo "the breach was not planted: scenes/$file has changed"
    exit 2
fi
if sh "$check" "$copy/src" >"$copy/breach.txt"; then
    echo "a planted $breach breach passed the seam check"
    exit 1
fi
if ! grep -qF "$expected" "$copy/breach.txt"; then
    echo "the seam check failed without naming the $breach breach:"
    cat "$copy/breach.txt"
    exit 1
fi
echo "a planted $breach breach is caught: $expected"
