#!/usr/bin/env bash
# Installs what is needed, builds Duelboard twice (with gcc, then with clang under
# AddressSanitizer + UndefinedBehaviorSanitizer, so both compilers' warnings-as-errors are checked)
# and runs the whole test suite on both. Exits non-zero on failure.
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
