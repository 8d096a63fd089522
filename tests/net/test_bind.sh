#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# --bind listens on the address given and on no other: the kernel's own table of listening
# sockets (/proc/net/tcp and tcp6) is read for the server's port, for an IPv4 address, an
# interface's name and (where the system has it) IPv6's loopback; an address that is not this
# computer's is refused with status 1.
. "$(dirname "$0")/lib.sh"

[ -r /proc/net/tcp ] || { echo "skipped: no /proc/net/tcp"; exit 77; }

# listening PORT: each address listening on PORT, as the kernel writes it (hex, in its byte
# order), one a line.
listening() {
    hex=$(printf '%04X' "$1")
    cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
        awk -v port="$hex" 'NR > 1 && $4 == "0A" { split($2, a, ":"); if (a[2] == port) print a[1] }'
}

# listens_only ADDRESS_HEX WORDS: the server listens on that address alone, and says WORDS.
listens_only() {
    got=$(listening "$PORT" | sort -u | tr '\n' ' ')
    [ "$got" = "$1 " ] || fail "port $PORT: listening on '$got', not only on '$1'"
    grep -q "listening on port $PORT of $2\$" "$WORK/server.out" ||
        fail "the server said: $(cat "$WORK/server.out")"
}

start_server # --bind 127.0.0.1, as every test does
listens_only 0100007F 127.0.0.1
stop_server

PORT=
start_server --bind lo # the last --bind counts: the loopback interface's IPv4 address
listens_only 0100007F 127.0.0.1
stop_server

if grep -q '^00000000000000000000000000000001 ' /proc/net/if_inet6 2>/dev/null; then
    PORT=
    start_server --bind ::1
    listens_only 00000000000000000000000001000000 ::1
    stop_server
else
    echo "no IPv6 loopback here: ::1 not checked"
fi

# 203.0.113.0/24 is for documentation: no computer has it.
"$SERVER" --port 0 --bind 203.0.113.77 >"$WORK/out.txt" 2>"$WORK/err.txt"
status=$?
[ "$status" -eq 1 ] || fail "--bind 203.0.113.77: status $status, not 1"
grep -q "cannot listen on port 0 of 203.0.113.77" "$WORK/err.txt" ||
    fail "--bind 203.0.113.77 said: $(cat "$WORK/err.txt")"
echo "passed"
