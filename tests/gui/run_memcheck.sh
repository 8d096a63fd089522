#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The valgrind check of the app (memcheck.app): runs the script once as it is, which leaves the GL
# driver's compiled shaders in its disk cache, then under DUELBOARD_GUI_WRAP (valgrind), which
# reads them there instead of compiling them again under valgrind: a fifth of its CPU time on a
# machine whose cache was empty (129 s against 104 s here). The first run's result is not the
# check: the plain run of the same script is a test of its own.
# usage: run_memcheck.sh DUELBOARD SCRIPT WORK_DIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
env -u DUELBOARD_GUI_WRAP sh "$here/run_gui_test.sh" "$1" "$2" "$3/warm-up" >/dev/null 2>&1
exec sh "$here/run_gui_test.sh" "$1" "$2" "$3"
