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
# One awk reads the first lines of every file (a loop of head and grep took 8 s on two cores).
git ls-files '*.c' '*.h' '*.frag' '*.vert' '*.sh' '*.py' '*.cmake' 'CMakeLists.txt' \
    '*/CMakeLists.txt' .ci/run | awk -v id="SPDX-License-Identifier: GPL-3.0-or-later" '
{
    file = $0
    found = 0
    for (i = 0; i < 3; i++) {
        got = (getline line < file)
        if (got < 0 && i == 0) next # listed but not there (removed, not yet committed)
        if (got <= 0) break
        if (index(line, id)) found = 1
    }
    close(file)
    checked++
    if (!found) {
        print file ": no SPDX-License-Identifier line at the top" > "/dev/stderr"
        missing++
    }
}
END {
    printf "%d source files, %d without a licence line\n", checked, missing
    exit missing > 0
}'
