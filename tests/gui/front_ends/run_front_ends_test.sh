#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The two front ends of a game session behave alike: the same actions from the same position,
# played once on the app's board (a script, offscreen) and once in `duelboard-cli play` (typed
# into it through a pipe, as a person at a terminal would), must leave the same position after
# every step and give the same hint.
# usage: run_front_ends_test.sh DUELBOARD DUELBOARD_CLI CASE WORK_DIR
# CASE is a file of lines ('#' comments):
#   # args: ...       the app's command line; it must hold --ai-depth N, which the CLI gets as
#                     --depth N, so that both computers search alike on any machine
#   # new-game: LINE  a script line that starts the game on the app (the new-game panel); the CLI
#                     then plays the game, options (the seed among them) and seats the app's board
#                     reports, and both must start from the same position; the app's --seed makes
#                     its computer's choices draw from the game's seed, so the CLI gets that seed
#                     as its --seed
#   move M            the person to move plays M (app: dragged on the board; CLI: typed), and
#                     the computer, when it is the other seat, replies
#   undo | redo       the board's Undo / Redo button; the CLI's undo / redo
#   hint              the board's Hint button; the CLI's hint (its notation, in brackets after
#                     its words, compared)
#   play-hint         the person plays the move each front end hinted, as it told it
# An action may end with "= N": its position must also be the one after step N (0: the start),
# so that, say, undoing back to the start is checked, not only that both front ends did alike.
# Every action but a hint must change the position, so that two front ends that both refused
# an action cannot pass by agreeing. The positions are the rules' one-line text (the board's
# `fen` query, the CLI's `fen` command); the runner records them, it holds none of its own.
set -u
app=$1
cli=$2
case_file=$3
work=$4
name=$(basename "$case_file" .txt)
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../locale_env.sh" # the app in English, whatever the machine's locale
mkdir -p "$work"
header() { sed -n "s/^# $1: //p" "$case_file"; }
fail() {
    echo "$name: $*" >&2
    exit 1
}
args=$(header args)
depth=$(printf '%s\n' "$args" | sed -n 's/.*--ai-depth \([0-9][0-9]*\).*/\1/p')
[ -n "$depth" ] || fail "the case's args lack --ai-depth N: the two computers would not search alike"
# The actions, one a line, without comments; each with the step it must equal, or "-".
actions="$work/$name.actions"
grep -v '^[[:space:]]*#' "$case_file" | grep -v '^[[:space:]]*$' |
    sed 's/[[:space:]]*=[[:space:]]*\([0-9][0-9]*\)[[:space:]]*$/|\1/; /|/!s/$/|-/' >"$actions"

# --- The app: a script made of the actions, recording each answer with `record`.
app_rec="$work/$name.app.rec"
script="$work/$name.txt"
rm -f "$app_rec"
{
    echo "# args: $args"
    echo "# timeout: 120"
    header new-game
    echo "wait-computer"
    for key in game options players fen; do echo "record $app_rec $key"; done
    while IFS='|' read -r action _; do
        # shellcheck disable=SC2086 # the action's words
        set -- $action
        case $1 in
        move) printf 'drag-move %s\nwait-computer\nrecord %s fen\n' "$2" "$app_rec" ;;
        undo | redo) printf 'click board.%s\nrecord %s fen\n' "$1" "$app_rec" ;;
        hint) printf 'click board.hint\nwait-computer\nrecord %s hint\n' "$app_rec" ;;
        play-hint) printf 'drag-move @hint\nwait-computer\nrecord %s fen\n' "$app_rec" ;;
        *) fail "unknown action '$action'" ;;
        esac
    done <"$actions"
} >"$script"
if ! sh "$here/../run_gui_test.sh" "$app" "$script" "$work"; then
    fail "the app's run failed (its script: $script)"
fi
answer() { sed -n "s/^$1 //p" "$app_rec" | head -n 1; }
game=$(answer game)
options=$(answer options)
players=$(answer players)
{ [ -n "$game" ] && [ -n "$players" ]; } || fail "the app did not tell its game and players"
case $players in
human,human) seats="--opponent human" ;;
human,*) seats="--side 1 --opponent ${players#human,}" ;;
*,human) seats="--side 2 --opponent ${players%,human}" ;;
*) fail "no person plays in '$players'" ;;
esac

# --- The CLI: one `duelboard-cli play` process, fed through a pipe one command at a time; after
# each action `fen` is typed and its answer awaited, so that the next command (the hinted move)
# can depend on what the CLI said.
out="$work/$name.cli.out"
pipe="$work/$name.cli.in"
rm -f "$pipe" "$out"
# The CLI's shell opens its output only once the pipe has a writer, after `exec 3>` below: made
# here, the output is there to count answers in from the first look (else a look that came
# first read no file, counted nothing and took an empty answer).
: >"$out"
mkfifo "$pipe" || fail "cannot make the pipe $pipe"
choice_seed=$(printf '%s\n' "$options" | sed -n 's/.*seed=\([0-9][0-9]*\).*/\1/p')
[ -n "$choice_seed" ] || fail "the app's board named no seed in its options ($options)"
# shellcheck disable=SC2086
"$cli" play "$game" $options $seats --depth "$depth" --seed "$choice_seed" <"$pipe" >"$out" \
    2>"$work/$name.cli.err" &
cli_pid=$!
exec 3>"$pipe"
fens=0
hints=0
# Waits until the CLI has given `fens` answers to `fen` (60 s at most).
await() {
    tries=0
    while [ "$(grep -c 'fen: ' "$out")" -lt "$fens" ]; do
        kill -0 "$cli_pid" 2>/dev/null || { cat "$out" "$work/$name.cli.err" >&2; fail "the CLI ended early"; }
        tries=$((tries + 1))
        [ "$tries" -lt 1200 ] || { kill "$cli_pid"; fail "the CLI did not answer in 60 s"; }
        sleep 0.05
    done
}
type_in() { printf '%s\n' "$1" >&3; }
fen() {
    type_in fen
    fens=$((fens + 1))
    await
    echo "fen $(grep 'fen: ' "$out" | sed -n "${fens}p" | sed 's/.*fen: //')" >>"$cli_rec"
}
cli_rec="$work/$name.cli.rec"
{
    echo "game $game"
    echo "options $options"
    echo "players $players"
} >"$cli_rec"
fen
hinted=""
while IFS='|' read -r action _; do
    # shellcheck disable=SC2086 # the action's words
    set -- $action
    case $1 in
    move) type_in "$2" ;;
    undo | redo) type_in "$1" ;;
    hint) type_in hint ;;
    play-hint) type_in "$hinted" ;;
    esac
    if [ "$1" = hint ]; then
        # The hint's answer comes before the fen typed after it: "hint (LEVEL level): WORDS
        # [MOVE]", the notation compared; "no hint: ..." is none.
        type_in fen
        fens=$((fens + 1))
        await
        hints=$((hints + 1))
        line=$(grep -E 'hint( \([a-z]+ level\))?: ' "$out" | sed -n "${hints}p")
        case $line in
        *"> hint ("*"]") hinted=${line##*\[} hinted=${hinted%]} ;;
        *"> hint ("*) hinted=${line##*level): } ;;
        *) hinted="" ;;
        esac
        echo "hint $hinted" >>"$cli_rec"
    else
        fen
    fi
done <"$actions"
type_in quit
exec 3>&-
wait "$cli_pid"
status=$?
rm -f "$pipe"
[ "$status" = 0 ] || { cat "$work/$name.cli.err" >&2; fail "the CLI exited with status $status"; }

# --- The comparison: both records, line for line; told step by step with the actions named.
label() {
    awk -F'|' 'NR == FNR { action[NR] = $1; next }
               FNR <= 4 { print "start: " $0; next }
               { print FNR - 4 " " action[FNR - 4] ": " $0 }' "$actions" "$1"
}
steps=$(wc -l <"$actions")
[ "$(wc -l <"$app_rec")" -eq $((steps + 4)) ] || fail "the app recorded $(wc -l <"$app_rec") answers for $steps steps"
if ! cmp -s "$app_rec" "$cli_rec"; then
    echo "$name: the two front ends differ (app < > CLI; step, action, answer):" >&2
    label "$app_rec" >"$work/$name.app.steps"
    label "$cli_rec" >"$work/$name.cli.steps"
    diff "$work/$name.app.steps" "$work/$name.cli.steps" >&2
    exit 1
fi
# The checks that keep agreement from being empty: every action but a hint moved the position,
# and "= N" steps came back to step N's position. Step 0 is the start (record line 4).
step=0
prev=$(sed -n 4p "$app_rec")
while IFS='|' read -r action same; do
    step=$((step + 1))
    now=$(sed -n "$((step + 4))p" "$app_rec")
    case $action in
    hint)
        [ "$now" != "hint " ] || fail "step $step: no hint was given"
        continue
        ;;
    esac
    [ "$now" != "$prev" ] || fail "step $step ($action) left the position as it was: $now"
    if [ "$same" != - ]; then
        want=$(sed -n "$((same + 4))p" "$app_rec")
        [ "$now" = "$want" ] || fail "step $step ($action): expected the position of step $same, $want; found $now"
    fi
    prev=$now
done <"$actions"
echo "$name: the app and the CLI agree on $steps steps after the start ($(grep -c '^hint ' "$app_rec") hint(s))"
exit 0
