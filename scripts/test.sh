#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is needed, builds Duelboard with gcc and runs the whole test suite; builds it for
# Windows and tests the installer and the installed programs under Wine; builds it again with
# clang under AddressSanitizer + UndefinedBehaviorSanitizer and runs the suite again; then runs
# each libFuzzer target briefly. Exits non-zero on any failure. The long soaks and the
# long fuzzing are scripts/long_check.sh (README, "Long checks").
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage's time, printed at the end: where the suite's minutes go.
stage_times=""
stage_start=$SECONDS
stage_done() {
    stage_times="$stage_times$(printf '%-18s %4d s' "$1" $((SECONDS - stage_start)))\n"
    stage_start=$SECONDS
}
bash scripts/install-deps.sh
stage_done "packages"
jobs=$(nproc 2>/dev/null || echo 2)
# One test more than cores: some tests spend most of their time waiting, not computing (the
# referee server's tests on its timeouts, about a fifth of a core; the clock soak on its clocks,
# a third; the idle-clock scripts on real time, a fifth), and a core would stand idle beside them.
# The tests wait for conditions with generous timeouts, so a busier machine slows them, no more.
test_jobs=$((jobs + 1))

CC=gcc cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$jobs"
stage_done "gcc build"
ctest --test-dir build --output-on-failure -j"$test_jobs"
stage_done "gcc tests"

# Windows (docs/windows.md): the cross build with its installer and .zip, then the installer run
# under Wine and the installed programs checked against this Linux build and played with it over
# the network. The libraries are built once per machine (about five minutes) and cached outside
# the clone; the build script prints the installer's path last.
setup=$(bash scripts/windows-build.sh build-windows | tail -n 1)
stage_done "windows build"
bash scripts/windows-test.sh "$setup" build build-windows/wine-test
stage_done "windows tests"

# The sanitizer build is optimised a little (-O1, as the sanitizers' own documentation advises),
# keeping its assertions (no NDEBUG), its debug information and its frame pointers: at -O0 a GUI
# script took 2.4 times the CPU and the AI's unit tests 1.4 times. It runs every unit, scenario,
# perft, soak, CLI and network test
# again, which is where the rules, the AI, the session, the network, the server and the CLI handle
# their memory. Of the app's GUI scripts it runs those that drive the session from the board and
# read and write the files (tests/gui/CMakeLists.txt, GUI_SANITIZER_SCRIPTS, says which and why),
# with the online, privacy and front-end cases; the rest check pictures and layouts along the same
# code, and the plain build runs them all, with valgrind on the app's tour. Checks of the source
# text (seams, licences, catalogs), the packages and the wall-clock soak run in the plain build
# only: they would check the same thing twice.
CC=clang cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_C_FLAGS_DEBUG=-g -O1" \
    -DDUELBOARD_SANITIZE=ON
cmake --build build-sanitize -j"$jobs"
stage_done "sanitizer build"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-sanitize --output-on-failure -j"$test_jobs"
stage_done "sanitizer tests"

# The fuzz targets need the fuzzer's coverage in every library they call, which would slow down
# every test of the sanitizer build, so they have a build of their own: only the targets and the
# libraries under them (no app, no tests), also at -O1. Ten seconds each here, on the corpus
# checked in; scripts/long_check.sh runs each for half an hour.
CC=clang cmake -S . -B build-fuzz -DDUELBOARD_FUZZ=ON -DFUZZ_SECONDS=10 -DCMAKE_BUILD_TYPE=Debug \
    "-DCMAKE_C_FLAGS_DEBUG=-g -O1"
cmake --build build-fuzz -j"$jobs" --target fuzz
stage_done "fuzz build"
ctest --test-dir build-fuzz --output-on-failure -j"$jobs"
stage_done "fuzz run"
printf "Time by stage:\n$stage_times"
printf '%-18s %4d s\n' total "$SECONDS"
