#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# That the seam check catches a circle among the scenes' files: on a copy of the scenes (with the
# list of games, so the check runs on a small tree), a scene header made to include a part that
# includes it back must be named as a circle, while the scenes as they are have none.
# Usage: check_scene_circle.sh SRC_DIR CHECK_SEAMS_SCRIPT
set -u
src=${1:?usage: check_scene_circle.sh SRC_DIR CHECK_SEAMS_SCRIPT}
check=${2:?usage: check_scene_circle.sh SRC_DIR CHECK_SEAMS_SCRIPT}
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/src/rules" || exit 2
cp -R "$src/scenes" "$copy/src/scenes" && cp "$src/rules/game_list.h" "$copy/src/rules/" || exit 2
# The copy lacks the other layers, which the check says too: only its circles count here.
sh "$check" "$copy/src" >"$copy/clean.txt"
if grep -q circle "$copy/clean.txt"; then
    echo "the scenes as they are have a circle:"
    grep circle "$copy/clean.txt"
    exit 1
fi
# What is shown includes the panel, which includes what is shown.
sed 's@^#include "scenes/board_scene.h"@&\n#include "scenes/board_panel.h"@' \
    "$src/scenes/board_shown.h" >"$copy/src/scenes/board_shown.h" || exit 2
if sh "$check" "$copy/src" >"$copy/circle.txt"; then
    echo "a circle of includes among the scenes passed the seam check"
    exit 1
fi
circle="board_shown (includes scenes/board_panel.h) -> board_panel (includes scenes/board_shown.h) -> board_shown"
if ! grep -qF "$circle" "$copy/circle.txt"; then
    echo "the seam check failed without naming the circle:"
    cat "$copy/circle.txt"
    exit 1
fi
echo "a circle among the scenes is caught: $circle"
