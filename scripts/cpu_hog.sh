#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A CPU hog for timing under load: N busy loops at normal priority, one per core to keep busy,
# for SECONDS, or for as long as a command given after -- runs (its status is returned).
#   scripts/cpu_hog.sh 1 600 &                        # one core busy for ten minutes
#   scripts/cpu_hog.sh 1 -- duelboard-cli match ...   # one core busy while the match runs
set -u
usage() {
    echo "usage: cpu_hog.sh N SECONDS | cpu_hog.sh N -- COMMAND [ARGS]..." >&2
    exit 2
}
[ $# -ge 2 ] || usage
loops=$1
shift
case $loops in '' | *[!0-9]*) usage ;; esac
pids=""
stop() {
    [ -n "$pids" ] && kill $pids 2>/dev/null
    pids=""
}
trap 'stop; exit 130' INT TERM
i=0
while [ "$i" -lt "$loops" ]; do
    (while :; do :; done) &
    pids="$pids $!"
    i=$((i + 1))
done
if [ "$1" = "--" ]; then
    shift
    [ $# -ge 1 ] || { stop; usage; }
    "$@"
    status=$?
else
    sleep "$1"
    status=0
fi
stop
exit $status
