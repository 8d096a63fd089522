#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every section of a game's player rules page (its "## " headings in assets/rules/<game>.md) is
# taught by a lesson of that game that names it (a "section" line in assets/lessons/<game>/),
# for each game that has lessons; and every section a lesson names is one of the page's. The
# sections about the app rather than the game are exempt (docs/lessons.md): "Playing in this app",
# "Examples from the rulebook", "Ability icons" and "Details" (the decisions, told once at the end).
# usage: check_lesson_coverage.sh ASSETS_DIR (the repository's assets/)
set -u
assets=${1:?usage: check_lesson_coverage.sh ASSETS_DIR}
exempt='^(Playing in this app|Examples from the rulebook|Ability icons|Details)$'
status=0
games=0
for dir in "$assets"/lessons/*/; do
    game=$(basename "$dir")
    page="$assets/rules/$game.md"
    if [ ! -f "$page" ]; then
        echo "$game: lessons but no rules page $page"
        status=1
        continue
    fi
    games=$((games + 1))
    sections=$(sed -n 's/^## *//p' "$page" | grep -Ev "$exempt")
    named=$(cat "$dir"*.lesson | sed -n 's/^[[:space:]]*section[[:space:]]\{1,\}//p' |
        sed 's/[[:space:]]*$//' | sort -u)
    echo "$sections" | while IFS= read -r section; do
        echo "$named" | grep -qxF "$section" || echo "$game: no lesson teaches \"$section\""
    done | grep . && status=1
    echo "$named" | while IFS= read -r section; do
        echo "$sections" | grep -qxF "$section" || echo "$game: a lesson names \"$section\", no section of $page"
    done | grep . && status=1
    echo "$game: $(echo "$sections" | grep -c .) sections checked"
done
[ "$games" -gt 0 ] || { echo "no game has lessons under $assets/lessons"; status=1; }
exit $status
