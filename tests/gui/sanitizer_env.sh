# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the GUI test runners with $app (the app under test) and $gui_dir (tests/gui) set.
# Under AddressSanitizer, LeakSanitizer checks every run: what the GL driver and D-Bus keep until
# the process ends is suppressed by library in lsan.supp (each line says why), so that a leak of
# the app's own still fails the run.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1"
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$gui_dir/lsan.supp:print_suppressions=0"
# Mesa unloads its driver at eglTerminate, before LeakSanitizer looks: the blocks only the
# driver's globals pointed to would then be reported from a module no suppression can name.
# Preloaded, the software driver the tests draw with stays mapped until the end.
if grep -q __asan_init "$app" 2>/dev/null; then
    for driver in /usr/lib/*/dri/swrast_dri.so /usr/lib/dri/swrast_dri.so; do
        if [ -f "$driver" ]; then
            export LD_PRELOAD="${LD_PRELOAD:+$LD_PRELOAD:}$driver"
            break
        fi
    done
fi
