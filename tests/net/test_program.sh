#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# duelboard-server as a program: --help and --version, a wrong option or value refused with a
# clear message and status 2, a taken port refused with status 1, and SIGINT and SIGTERM both
# stopping it cleanly with status 0.
. "$(dirname "$0")/lib.sh"

"$SERVER" --help >"$WORK/help.txt" || fail "--help failed"
grep -q -- "--rejoin-wait" "$WORK/help.txt" || fail "--help does not list --rejoin-wait"
"$SERVER" --version | grep -q "^duelboard-server [0-9]" || fail "--version"

refused() { # refused STATUS WORDS -- ARGS...: the server must exit with STATUS saying WORDS
    want=$1 words=$2
    shift 3
    "$SERVER" "$@" >"$WORK/out.txt" 2>"$WORK/err.txt"
    got=$?
    [ "$got" -eq "$want" ] || fail "'$*' exited with $got, not $want"
    grep -q "$words" "$WORK/err.txt" || fail "'$*' said: $(cat "$WORK/err.txt")"
}
refused 2 "unknown option '--frobnicate'" -- --frobnicate
refused 2 "needs a value" -- --port
refused 2 "bad value 'seventy' for --port" -- --port seventy
refused 2 "bad value '70000' for --port" -- --port 70000
refused 2 "bad value '0' for --rate" -- --rate 0
refused 2 "bad value '-1' for --rejoin-wait" -- --rejoin-wait -1
refused 2 "bad value '1x' for --max-rooms" -- --max-rooms 1x
refused 2 "bad value 'two words' for --name" -- --port 0 --name "two words"

touch "$WORK/a-file"
refused 1 "cannot make the directory $WORK/a-file/sub" -- --port 0 --data "$WORK/a-file/sub"

start_server
taken=$PORT
refused 1 "cannot listen on port $taken" -- --port "$taken" --bind 127.0.0.1
stop_server

PORT=
start_server
kill -INT "$SERVER_PID"
wait "$SERVER_PID"
status=$?
SERVER_PID=
[ "$status" -eq 0 ] || fail "SIGINT: status $status"
grep -q stopping "$WORK/server.err" || fail "SIGINT: the server did not say it stopped"
echo "passed"
