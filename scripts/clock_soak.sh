#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The clock soak: Master plays itself on a game clock in many matches at once, and the logs are
# summed up per game (games, plies, flags, lowest clock, mean move, overruns).
#   scripts/clock_soak.sh --jobs 24 onitama gunzi gottaz mortar-hunt   # 500 games each at 1+1
#   scripts/clock_soak.sh --summary clock-soak                         # sum up the logs again
# Each match plays --chunk games (pairs from consecutive seeds) and writes OUT/GAME-SEED.log; the
# matches are shared out among --jobs workers. A move's time is wall time, so more matches than
# cores play more games an hour, each engine then having less of a core: a harder test of the
# clock than a quiet machine.
set -u
usage() {
    echo "usage: clock_soak.sh [--cli PATH] [--jobs N] [--games N] [--chunk N] [--clock CONTROL]" >&2
    echo "                     [--seed S] [--out DIR] GAME...   |   clock_soak.sh --summary DIR" >&2
    exit 2
}
number() {
    case $2 in '' | *[!0-9]*) echo "clock_soak.sh: $1 needs a whole number, not '$2'" >&2 && exit 2 ;; esac
}

# One game's logs summed up; the median ply count comes from sort, as awk has no sort of its own.
summarise_game() {
    dir=$1
    game=$2
    set -- "$dir/$game"-*.log
    [ -e "$1" ] || return 0
    median=$(sed -n 's/^game seed .* after \([0-9]*\) plies.*/\1/p' "$@" | sort -n |
        awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    awk -v game="$game" -v median="${median:--}" '
        FNR == 1 { logs++ }
        /^rc=/ { finished++; if ($0 != "rc=0") failed++ }
        /^game seed / {
            games++
            n = $0; sub(/ plies.*/, "", n); sub(/.* after /, "", n); n += 0
            if (games == 1 || n < fewest) fewest = n
            if (n > most) most = n
            if ($0 ~ / lost on time /) on_time++
        }
        /^flag:/ { flags++ }
        /^clock [^ ]+: / {
            c = $0; sub(/ s after a move.*/, "", c); sub(/.*lowest clock /, "", c); c += 0
            if (!seen_clock || c < lowest) lowest = c
            seen_clock = 1
        }
        /^[^ ]+: [0-9]+ moves, [0-9.]+ ms\/move/ { moves += $2; move_ms += $2 * $4 }
        /^overruns [^ ]+ both: / {
            timed += $4
            # Early moves are negative: the first match sets the figures, not a zero.
            w = $7 + 0; if (!overrun_logs || w > worst) worst = w
            p = $10 + 0; if (!overrun_logs || p > p99) p99 = p
            overrun_logs++
            late += $NF
        }
        END {
            printf "%s: %d games in %d %s (%d unfinished, %d failed); plies %d..%d, median %s\n",
                game, games, logs, logs == 1 ? "log" : "logs", logs - finished, failed, fewest, most, median
            printf "  flags %d, lost on time %d; lowest clock after a move %s s; mean move %.1f ms (%d moves)\n",
                flags, on_time, seen_clock ? sprintf("%.3f", lowest) : "-", moves ? move_ms / moves : 0, moves
            if (overrun_logs)
                printf "  overruns: %d timed moves, worst %.1f ms, highest p99 %.1f ms, %d more than 5 ms late\n",
                    timed, worst, p99, late
            else
                print "  overruns: none measured"
        }' "$@"
}

summarise() {
    for game in $(for log in "$1"/*.log; do basename "$log"; done | sed -n 's/^\(.*\)-[0-9]*\.log$/\1/p' | sort -u); do
        summarise_game "$1" "$game"
    done
}

cli=build/src/cli/duelboard-cli
jobs=$(nproc 2>/dev/null || echo 2)
games=500
chunk=10
clock=1+1 # as play --clock writes it: 1 minute each plus 1 second a move
seed=1
out="clock-soak"
while [ $# -gt 0 ]; do
    case $1 in
    --summary)
        [ $# -eq 2 ] || usage
        summarise "$2"
        exit 0
        ;;
    --cli | --jobs | --games | --chunk | --clock | --seed | --out)
        [ $# -ge 2 ] || usage
        case $1 in
        --cli) cli=$2 ;;
        --jobs) number "$1" "$2" && jobs=$2 ;;
        --games) number "$1" "$2" && games=$2 ;;
        --chunk) number "$1" "$2" && chunk=$2 ;;
        --clock) clock=$2 ;;
        --seed) number "$1" "$2" && seed=$2 ;;
        --out) out=$2 ;;
        esac
        shift 2
        ;;
    -*) usage ;;
    *) break ;;
    esac
done
[ $# -ge 1 ] || usage
if [ "$jobs" -lt 1 ] || [ "$games" -lt 2 ] || [ "$chunk" -lt 2 ]; then usage; fi
[ $((chunk % 2)) -eq 0 ] || { echo "clock_soak.sh: --chunk must be even (games come in pairs)" >&2 && exit 2; }
[ -x "$cli" ] || { echo "clock_soak.sh: no duelboard-cli at $cli (build first, or --cli PATH)" >&2 && exit 2; }
mkdir -p "$out" || exit 1
for log in "$out"/*.log; do
    [ -e "$log" ] && echo "clock_soak.sh: $out already holds logs: sum them up with --summary, or give another --out" >&2 && exit 2
done

# The matches, "game seed games" a line, dealt out in turn so each worker gets a share of every game.
queue=$(mktemp)
trap 'rm -f "$queue" "$queue".*' EXIT
for game in "$@"; do
    left=$games
    s=$seed
    while [ "$left" -gt 0 ]; do
        n=$chunk
        [ "$n" -gt "$left" ] && n=$left
        echo "$game $s $n" >>"$queue"
        s=$((s + n / 2))
        left=$((left - n))
    done
done
worker=0
while [ "$worker" -lt "$jobs" ]; do
    awk -v jobs="$jobs" -v w="$worker" '(NR - 1) % jobs == w' "$queue" >"$queue.$worker"
    (
        while read -r game s n; do
            "$cli" match "$game" master master --clock "$clock" --games "$n" --seed "$s" --verbose \
                --overruns </dev/null >"$out/$game-$s.log" 2>&1
            echo "rc=$?" >>"$out/$game-$s.log"
        done <"$queue.$worker"
    ) &
    worker=$((worker + 1))
done
wait
summarise "$out"
