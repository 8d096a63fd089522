#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The long checks, which the test command (scripts/test.sh) runs only in short, bounded versions:
#   fuzz      each libFuzzer target for --fuzz-seconds (default 1800), one after the other
#   soak      --soak-games random games per game (default 1000000), Gunzi's inner start too, and
#             --ai-games games per game between computer players searching 2 plies (default 1000)
#   clock     scripts/clock_soak.sh: Master against itself on a 1+1 clock, --clock-games games
#             per game (default 500), 24 matches at once, summed up in build/clock-soak-long
#   perft     every perft table to its deepest line (the tests stop at depth 6)
#   puzzles   every puzzle of every shipped set (assets/puzzles/<game>.txt) proven again (the tests
#             prove a sample of each)
#   sanitize  the whole suite under ASan + UBSan, with every GUI script, every language, all the
#             random games and the clock soak (-DDUELBOARD_SANITIZE_FULL=ON, in build-sanitize-full)
# usage: long_check.sh [--fuzz-seconds N] [--soak-games N] [--ai-games N] [--clock-games N]
#                      [--jobs N] [STEP...]          (no STEP: all of them, in the order above)
# A whole run takes most of a day on two cores; each step can be run alone. Exits non-zero if any
# step failed, after running the others.
set -uo pipefail
cd "$(dirname "$0")/.."
usage() {
    sed -n 's/^# usage: /usage: /p; s/^#                      /                      /p' "$0" >&2
    exit 2
}
number() {
    case $2 in '' | *[!0-9]*) echo "long_check.sh: $1 needs a whole number, not '$2'" >&2 && exit 2 ;; esac
}
fuzz_seconds=1800
soak_games=1000000
ai_games=1000
clock_games=500
jobs=$(nproc 2>/dev/null || echo 2)
while [ $# -gt 0 ]; do
    case $1 in
    --fuzz-seconds | --soak-games | --ai-games | --clock-games | --jobs)
        [ $# -ge 2 ] || usage
        number "$1" "$2"
        case $1 in
        --fuzz-seconds) fuzz_seconds=$2 ;;
        --soak-games) soak_games=$2 ;;
        --ai-games) ai_games=$2 ;;
        --clock-games) clock_games=$2 ;;
        --jobs) jobs=$2 ;;
        esac
        shift 2
        ;;
    -*) usage ;;
    *) break ;;
    esac
done
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(fuzz soak clock perft puzzles sanitize)
for step in "${steps[@]}"; do
    case $step in fuzz | soak | clock | perft | puzzles | sanitize) ;; *) echo "long_check.sh: no step '$step'" >&2 && usage ;; esac
done

plain_build() {
    CC=gcc cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null &&
        cmake --build build -j"$jobs" --target duelboard-cli
}
cli=build/src/cli/duelboard-cli

step_fuzz() {
    CC=clang cmake -S . -B build-fuzz -DDUELBOARD_FUZZ=ON -DCMAKE_BUILD_TYPE=Debug \
        "-DCMAKE_C_FLAGS_DEBUG=-g -O1" "-DFUZZ_LONG_SECONDS=$fuzz_seconds" >/dev/null &&
        cmake --build build-fuzz -j"$jobs" --target fuzz-long
}
step_soak() {
    plain_build &&
        "$cli" soak all --games "$soak_games" --seed 7 &&
        "$cli" soak gunzi start=inner --games "$soak_games" --seed 7 &&
        "$cli" soak all --games "$ai_games" --seed 3 --player strong
}
step_clock() {
    local out=build/clock-soak-long
    plain_build && rm -rf "$out" &&
        sh scripts/clock_soak.sh --cli "$cli" --jobs 24 --games "$clock_games" --out "$out" \
            onitama gunzi gottaz mortar-hunt &&
        ! grep -q '^rc=[1-9]' "$out"/*.log
}
step_perft() {
    local table
    plain_build || return 1
    for table in tests/perft/*.txt; do
        "$cli" perft-check "$table" || return 1
    done
}
step_puzzles() {
    local set
    plain_build || return 1
    for set in assets/puzzles/*.txt; do
        "$cli" puzzles "$(basename "$set" .txt)" --check "$set" || return 1
    done
}
step_sanitize() {
    CC=clang cmake -S . -B build-sanitize-full -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_C_FLAGS_DEBUG=-g -O1" \
        -DDUELBOARD_SANITIZE=ON -DDUELBOARD_SANITIZE_FULL=ON >/dev/null &&
        cmake --build build-sanitize-full -j"$jobs" &&
        ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
            ctest --test-dir build-sanitize-full --output-on-failure -j"$jobs"
}

failed=()
for step in "${steps[@]}"; do
    echo "== long check: $step ($(date -u +%H:%M:%S) UTC)"
    if ! "step_$step"; then
        failed+=("$step")
        echo "== long check: $step FAILED"
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "long checks failed: ${failed[*]}" >&2
    exit 1
fi
echo "long checks: all passed (${steps[*]})"
