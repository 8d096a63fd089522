#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The in-game commands of `duelboard-cli play` at one keyboard, as a person types them (the
# network game's twin is net.server.cli_turns). One part a run:
#   moves  Mortar Hunt's secret setup offers hundreds of setups: `moves` shows a handful, one a
#          line, with how to type one and how to list them all; `moves all` lists every one
#   hint   the hint is told in words (as the move to make, not one made), naming the level it was
#          found at, then in the notation, which plays it when typed
#   help   the game's commands (moves all, hint among them), not the program's usage text
# usage: play_commands.sh DUELBOARD_CLI moves|hint|help
set -eu
cli=$1
part=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
    cat "$work/out" >&2
    echo "play $part: $*" >&2
    exit 1
}
# The output between the refusals of two words typed as marks ("illegal move NAME: ...").
since() {
    awk -v from="illegal move $1:" -v upto="illegal move $2:" \
        'index($0, upto) {exit} on {print} index($0, from) {on = 1}' "$work/out"
}
case $part in
moves)
    printf 'first\nmoves\nsecond\nmoves all\nthird\nquit\n' |
        "$cli" play mortar-hunt seed=4 --depth 1 --seed 4 >"$work/out"
    shown=$(since first second)
    listed=$(echo "$shown" | grep -c "setup:" || true)
    widest=$(echo "$shown" | awk '{n = gsub(/setup:/, "&"); if (n > most) most = n} END {print most + 0}')
    [ "$listed" -ge 1 ] && [ "$listed" -le 5 ] && [ "$widest" -le 1 ] ||
        fail "moves listed $listed lines of setups, up to $widest on a line (a handful wanted)"
    echo "$shown" | grep -q "moves all" || fail "moves does not say how to list them all"
    echo "$shown" | grep -q "Type one" || fail "moves does not say how to play one"
    all=$(since second third | grep -c "setup:" || true)
    [ "$all" -gt 40 ] || fail "moves all listed $all setups"
    # A setup as `moves` wrote it is played when typed.
    first_setup=$(echo "$shown" | grep -m 1 "setup:" | tr -d ' ')
    printf '%s\nquit\n' "$first_setup" |
        "$cli" play mortar-hunt seed=4 --depth 1 --seed 4 >"$work/out"
    ! grep -q "illegal move" "$work/out" || fail "the setup listed, $first_setup, was refused"
    ;;
hint)
    for opponent in strong human; do
        printf 'hint\nquit\n' | "$cli" play onitama --opponent "$opponent" --depth 2 --seed 2 \
            >"$work/out"
        level=strong
        [ "$opponent" = human ] && level=casual # between two people, the session's middle level
        line=$(grep "hint" "$work/out" | grep -v "Type 'help'" | head -n 1)
        case $line in
        *"hint ($level level): "*"  ["*"]") ;;
        *) fail "against $opponent, the hint does not read 'hint ($level level): WORDS  [MOVE]': $line" ;;
        esac
        words=${line#*level): }
        words=${words%  \[*}
        notation=${line##*\[}
        notation=${notation%]}
        [ -n "$words" ] && [ "$words" != "$notation" ] || fail "the hint has no words: $line"
        # Present tense: the move to make ("Move ..."), not a move made ("... moved ...").
        case $words in
        *[Mm]oved* | *played*) fail "the hint's words tell a move made: $words" ;;
        esac
        printf 'hint\n%s\nquit\n' "$notation" |
            "$cli" play onitama --opponent "$opponent" --depth 2 --seed 2 >"$work/out"
        ! grep -q "illegal move" "$work/out" || fail "the hint's notation $notation was refused"
    done
    ;;
help)
    printf 'help\nquit\n' | "$cli" play onitama --depth 1 --seed 2 >"$work/out"
    for command in "moves all" "hint" "undo" "save FILE" "quit"; do
        grep -q "^  $command " "$work/out" || fail "help does not list '$command'"
    done
    ! grep -q "usage:" "$work/out" || fail "help printed the program's usage text"
    grep -q "duelboard-cli play --help" "$work/out" || fail "help does not say where the options are"
    ;;
*)
    echo "usage: play_commands.sh DUELBOARD_CLI moves|hint|help" >&2
    exit 2
    ;;
esac
echo "play $part: ok"
