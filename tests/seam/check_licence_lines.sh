#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a source file lacks its licence line: every C file, header, shader, shell and Python
# script and CMake file git tracks says "SPDX-License-Identifier: GPL-3.0-or-later" in its first
# three lines (after a #! line, before the line saying what the file is for).
# usage: check_licence_lines.sh SOURCE_DIR
set -eu
cd "$1"
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "not a git checkout: nothing to check"
    exit 0
fi
missing=0
checked=0
for f in $(git ls-files '*.c' '*.h' '*.frag' '*.vert' '*.sh' '*.py' '*.cmake' 'CMakeLists.txt' \
    '*/CMakeLists.txt' .ci/run); do
    [ -f "$f" ] || continue
    checked=$((checked + 1))
    if ! head -n 3 "$f" | grep -q "SPDX-License-Identifier: GPL-3.0-or-later"; then
        echo "$f: no SPDX-License-Identifier line at the top" >&2
        missing=$((missing + 1))
    fi
done
echo "$checked source files, $missing without a licence line"
[ "$missing" -eq 0 ]
