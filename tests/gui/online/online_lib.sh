# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=sh disable=SC2154 # name, work, logs and server are the sourcing test's
# Helpers for the GUI tests of network play that run duelboard-server and scripted clients beside
# the app (sourced by tests/gui/online/run_online_*.sh): the app's environment, a fresh work
# folder, failing with the logs, waiting for a line, a referee server, and stopping at the end
# what the test started.
# Set before sourcing: `name` (the test's; its folder is WORK/name), `work`, and `logs` (the files
# of that folder to print on a failure; globs allowed). The test's processes go in `server_pid`,
# `host_pid`, `guest_pid` and `app_pid`, each stopped at the end if still running.
here=$(cd "$(dirname "$0")" && pwd)
gui_dir=$(cd "$here/.." && pwd)
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-offscreen}"
export SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
. "$gui_dir/locale_env.sh" # the app in English unless its settings say otherwise
. "$gui_dir/sanitizer_env.sh"
dir="$work/$name"
rm -rf "$dir"
mkdir -p "$dir/prefs"

fail() {
    echo "$name: $*" >&2
    (
        cd "$dir" || exit
        # shellcheck disable=SC2086 # the list of logs is meant to split and glob
        for log in $logs; do
            [ -f "$log" ] && { echo "--- $log" >&2; cat "$log" >&2; }
        done
    )
    exit 1
}

server_pid=
host_pid=
guest_pid=
app_pid=
cleanup() {
    for pid in $host_pid $guest_pid $app_pid $server_pid; do kill "$pid" 2>/dev/null; done
}
trap cleanup EXIT

# wait_for FILE PATTERN [SECONDS]: the first line of FILE with PATTERN (sed), within SECONDS (30).
wait_for() {
    tries=0
    while :; do
        found=$(sed -n "$2" "$1" 2>/dev/null | head -n 1)
        [ -n "$found" ] && break
        tries=$((tries + 1))
        [ "$tries" -lt "$((${3:-30} * 10))" ] || fail "nothing in $1 matched $2"
        sleep 0.1
    done
    echo "$found"
}

# start_referee [OPTION]...: duelboard-server (`server`) on `port` of 127.0.0.1 (any free one when
# unset or 0; then `port` says which), its process in server_pid.
start_referee() {
    : >"$dir/server.out"
    "$server" --port "${port:-0}" --bind 127.0.0.1 "$@" >"$dir/server.out" 2>>"$dir/server.err" &
    server_pid=$!
    port=$(wait_for "$dir/server.out" 's/.* listening on port \([0-9][0-9]*\).*/\1/p')
}

# start_scripted_host CONNECTION SECONDS: the scripted client (`client`) plays $dir/host.txt
# against the referee on `port` within SECONDS, its process in host_pid; once the connection
# named CONNECTION in that script is told its room, `code` holds it and $dir/invite the invite.
start_scripted_host() {
    "$client" --port "$port" --timeout "$2" "$dir/host.txt" >"$dir/host.out" 2>&1 &
    host_pid=$!
    code=$(wait_for "$dir/host.out" "s/^$1< room \([A-Z0-9]*\).*/\1/p")
    echo "duelboard://127.0.0.1:$port/$code" >"$dir/invite"
}

# join_lines: the app's script lines that join the room of $dir/invite from the menu's Join page,
# pasting the invite, and wait until the game is on.
join_lines() {
    cat <<LINES
click menu.join
click join.address
type-file $dir/invite
click join.go
wait-until online playing
LINES
}
