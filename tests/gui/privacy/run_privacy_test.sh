#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The privacy invariant, for one side of one game: two games between two people at one screen
# that differ only in SIDE's secrets give the same frames, pixel for pixel, and the same answer
# to every query of the board, at every frame where SIDE is not at the screen while the game
# hides something (privacy screens before and after SIDE's turns, the other side's turns).
# usage: run_privacy_test.sh DUELBOARD GAME SIDE OTHER WORK_DIR
#   GAME.txt         the script, with @NAME@ words for each side's moves
#   GAME.SIDE        two lines of NAME=VALUE words: SIDE's secrets in the two games
#   GAME.OTHER.fixed one line of NAME=VALUE words: the other side's, the same in both games
# The computer searches to a fixed depth (the hints), so both runs think alike on any machine.
# Each run writes its trace (the script's `trace` command); the two must be equal and must hold
# both a privacy screen and the other side's turn, so that the test cannot pass by seeing nothing.
set -u
app=$1
game=$2
side=$3
other=$4
work=$5
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
gui_dir=$(cd "$here/.." && pwd)
. "$gui_dir/locale_env.sh" # the app in English, whatever the machine's locale
. "$gui_dir/sanitizer_env.sh" # leak checks under AddressSanitizer, as for every GUI test
fixed=$(cat "$here/$game.$other.fixed")
n=0
while IFS= read -r variant; do
    [ -n "$variant" ] || continue
    n=$((n + 1))
    script="$work/$game-$side-$n.txt"
    trace="$work/$game-$side-$n.trace"
    prefs="$work/$game-$side-$n.prefs"
    rm -rf "$prefs" "$trace"
    mkdir -p "$prefs"
    {
        echo "trace $trace $side"
        cat "$here/$game.txt"
    } >"$script"
    for word in $variant $fixed; do
        key=${word%%=*}
        value=${word#*=}
        sed -i "s|@$key@|$value|g" "$script"
    done
    if grep -q '@[A-Z0-9_]*@' "$script"; then
        echo "$script: words left unset: $(grep -o '@[A-Z0-9_]*@' "$script" | sort -u | tr '\n' ' ')" >&2
        exit 1
    fi
    ${DUELBOARD_GUI_WRAP:-} "$app" --size 960x600 --seed 4 --ai-depth 2 --pref-dir "$prefs" --script "$script" \
        2>"$work/$game-$side-$n.err"
    status=$?
    cat "$work/$game-$side-$n.err" >&2
    if [ "$status" != 0 ]; then
        echo "$game, $side's secrets, game $n: the script failed (status $status)" >&2
        exit 1
    fi
done <"$here/$game.$side"
if [ "$n" != 2 ]; then
    echo "$game.$side: expected two games, found $n" >&2
    exit 1
fi
first="$work/$game-$side-1.trace"
second="$work/$game-$side-2.trace"
frames=$(wc -l <"$first")
screens=$(grep -c ' privacy=[^n]' "$first")
turns=$(grep -c " screen=$other " "$first")
echo "$game, $side's secrets: $frames frames compared ($screens behind a privacy screen, $turns of $other's turns)"
if [ "$screens" = 0 ] || [ "$turns" = 0 ]; then
    echo "$game: the trace lacks a privacy screen or a turn of $other: nothing was compared" >&2
    exit 1
fi
if ! cmp -s "$first" "$second"; then
    echo "$game: what the screen shows while $side is away differs between the two games:" >&2
    diff "$first" "$second" | head -20 | cut -c1-400 >&2
    exit 1
fi
