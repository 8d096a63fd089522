#!/usr/bin/env bash
# Installs what is needed, builds Duelboard and starts a game: Onitama in the terminal against
# the computer (the desktop app replaces this once it lands). Extra arguments go to `play`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDUELBOARD_BUILD_TESTS=OFF
cmake --build build -j"$(nproc 2>/dev/null || echo 2)"
if [ "$#" -eq 0 ]; then set -- onitama; fi
exec ./build/src/cli/duelboard-cli play "$@"
