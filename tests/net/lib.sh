# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers for the referee server's tests (sourced by tests/net/test_*.sh): start duelboard-server
# on a free port of 127.0.0.1, run net_line_client scripts against it, stop or kill it.
# The test's arguments: SERVER CLIENT WORK_DIR.
set -u
SERVER=${1:?usage: test.sh SERVER CLIENT WORK_DIR}
CLIENT=${2:?usage: test.sh SERVER CLIENT WORK_DIR}
WORK=${3:?usage: test.sh SERVER CLIENT WORK_DIR}
rm -rf "$WORK"
mkdir -p "$WORK"
SERVER_PID=
PORT=
SCRIPTS=0

fail() {
    echo "FAIL: $*"
    if [ -f "$WORK/server.err" ]; then
        echo "--- the server's log:"
        tail -n 30 "$WORK/server.err"
    fi
    exit 1
}

cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill -9 "$SERVER_PID" 2>/dev/null
        wait "$SERVER_PID" 2>/dev/null
    fi
}
trap cleanup EXIT

# start_server [OPTION]...: the server on a free port (or on PORT when set: a restart), its port
# in PORT. RUN_UNDER (e.g. valgrind) is put in front of the command when set.
start_server() {
    : >"$WORK/server.out"
    ${RUN_UNDER:-} "$SERVER" --port "${PORT:-0}" --bind 127.0.0.1 "$@" \
        >"$WORK/server.out" 2>>"$WORK/server.err" &
    SERVER_PID=$!
    tries=0
    while :; do
        found=$(sed -n 's/.* listening on port \([0-9][0-9]*\).*/\1/p' "$WORK/server.out")
        [ -n "$found" ] && break
        kill -0 "$SERVER_PID" 2>/dev/null || fail "the server did not start"
        tries=$((tries + 1))
        [ "$tries" -lt 300 ] || fail "the server did not say its port in 30 s"
        sleep 0.1
    done
    PORT=$found
}

# stop_server: SIGTERM, and the server must end by itself with status 0.
stop_server() {
    kill -TERM "$SERVER_PID"
    wait "$SERVER_PID"
    status=$?
    SERVER_PID=
    [ "$status" -eq 0 ] || fail "the server ended with status $status on SIGTERM"
}

# kill_server: SIGKILL, as a crash or a power cut would.
kill_server() {
    kill -9 "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null
    SERVER_PID=
}

# play NAME: runs the script on stdin (kept as WORK/NAME.txt) with the variables of the earlier
# scripts; the test fails with the script's complaint.
play() {
    cat >"$WORK/$1.txt"
    SCRIPTS=$((SCRIPTS + 1))
    "$CLIENT" --port "$PORT" --timeout "${TIMEOUT:-5}" --vars "$WORK/vars" "$WORK/$1.txt" ||
        fail "script $1"
}

# play_fails NAME: the same, but the script must fail (a check that the checks can fail).
play_fails() {
    cat >"$WORK/$1.txt"
    if "$CLIENT" --port "$PORT" --timeout "${TIMEOUT:-5}" --vars "$WORK/vars" "$WORK/$1.txt" \
        >"$WORK/$1.out" 2>&1; then
        fail "script $1 passed but should have failed"
    fi
}

passed() {
    echo "passed: $SCRIPTS script(s)"
}

# play_background NAME: play, but in the background (its process id in BACKGROUND_PID), for a
# client the test then kills.
play_background() {
    cat >"$WORK/$1.txt"
    "$CLIENT" --port "$PORT" --timeout "${TIMEOUT:-5}" --vars "$WORK/vars" "$WORK/$1.txt" \
        >"$WORK/$1.out" 2>&1 &
    BACKGROUND_PID=$!
}

# wait_for_line FILE TEXT: waits up to 10 s for TEXT to appear in FILE (a background script's
# output).
wait_for_line() {
    tries=0
    until grep -qF -- "$2" "$1" 2>/dev/null; do
        tries=$((tries + 1))
        [ "$tries" -lt 100 ] || fail "'$2' never came in $1"
        sleep 0.1
    done
}

# record_moves RECORD: the moves of a game record, one a line, each without the time the server
# adds to it (a player's copy does not know the times).
record_moves() {
    sed -n '/^moves/,$p' "$1" | awk '{print $1}'
}

# server_record CODE[-N]: the record of a room's game (its latest without -N) as the server
# stored it in WORK/data, on stdout (read beside the running server).
server_record() {
    "$SERVER" --data "$WORK/data" --record "$1"
}

# server_games: the finished games stored in WORK/data, one a line ("CODE N END GAME ...").
server_games() {
    "$SERVER" --data "$WORK/data" --games
}
