#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is needed, builds Duelboard and starts the desktop app. Extra arguments go to the
# app (`--size 1280x800`, `--help`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDUELBOARD_BUILD_TESTS=OFF
cmake --build build -j"$(nproc 2>/dev/null || echo 2)"
exec ./build/src/app/duelboard "$@"
