#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is needed, builds Duelboard with gcc and runs the whole test suite; builds it
# again with clang under AddressSanitizer + UndefinedBehaviorSanitizer and runs the suite again;
# then runs each libFuzzer target briefly. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
jobs=$(nproc 2>/dev/null || echo 2)

CC=gcc cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

CC=clang cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DDUELBOARD_SANITIZE=ON
cmake --build build-sanitize -j"$jobs"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-sanitize --output-on-failure -j"$jobs"

CC=clang cmake -S . -B build-fuzz -DDUELBOARD_FUZZ=ON -DFUZZ_SECONDS=30
cmake --build build-fuzz -j"$jobs"
ctest --test-dir build-fuzz --output-on-failure -j"$jobs"
