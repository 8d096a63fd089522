# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the tests of the self-play commands (`calibrate`, `tune`): a fresh work directory,
# and one run of six Gunzi games beside the same games played in two parts with seeds that do
# not overlap. Both parts' files fitted together, and the whole run's file fitted again, must
# print what the whole run printed (whole.out).
# Usage: selfplay_parts CLI WORK COMMAND FILE_FLAG EXTENSION
selfplay_parts() {
    cli=$1
    work=$2
    command=$3
    flag=$4
    ext=$5
    rm -rf "$work"
    mkdir -p "$work"
    cd "$work"
    "$cli" "$command" gunzi --games 6 --nodes 300 --seed 5 "$flag" "whole.$ext" > whole.out 2> /dev/null
    "$cli" "$command" gunzi --games 4 --nodes 300 --seed 5 "$flag" "a.$ext" > /dev/null 2>&1
    "$cli" "$command" gunzi --games 2 --nodes 300 --seed 9 "$flag" "b.$ext" > /dev/null 2>&1
    "$cli" "$command" gunzi --fit "a.$ext" "b.$ext" > parts.out
    "$cli" "$command" gunzi --fit "whole.$ext" > refit.out
    grep -q "^Gunzi: 6 games" whole.out
    cmp whole.out parts.out
    cmp whole.out refit.out
}
