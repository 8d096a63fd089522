#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The server's store, DIR/duelboard.db: an older data directory of files (tests/net/data/
# files-data: a game under way, a finished room, two records and an unreadable room file) is
# brought in at the first start: the game resumes with its tokens, the records are listed by
# --games and printed by --record, the unreadable file is set aside and the folders renamed.
# Then the quota: with --games-per-room 2 the third game of a room removes its first. Last, a
# store from a newer version and a damaged one are refused with their reason, left unchanged.
. "$(dirname "$0")/lib.sh"
DATA="$WORK/data"
DB="$DATA/duelboard.db"
cp -R "$(dirname "$0")/data/files-data" "$DATA"
start_server --data "$DATA"
grep -q "brought 2 room(s) and 2 game(s) into $DB" "$WORK/server.err" ||
    fail "the older files were not brought into the store"
grep -q "BROKEN.room: " "$WORK/server.err" || fail "the unreadable room file was not reported"
[ -d "$DATA/rooms.imported" ] && [ ! -e "$DATA/rooms" ] || fail "the rooms folder was not renamed"
[ -d "$DATA/games.imported" ] && [ ! -e "$DATA/games" ] || fail "the games folder was not renamed"
ls "$DATA/rooms.imported" | grep -q '^BROKEN\.room\.broken-' ||
    fail "the unreadable room file was not set aside"
cat >"$WORK/vars" <<'V'
code=5ZD28M
token1=99f2f94d5b7f4c16b3e44251f486abe7
token2=d7f69a5a1ce198369eb1331e2bf6f648
V
play resumed <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect seat 1 ${token1}
await moved 1 2 mantis:a5b4
send play eel:b1a2
await moved 2 1 eel:b1a2
S
server_games >"$WORK/games.txt" || fail "--games failed"
[ "$(grep -c '^J5EH3D [12] [0-9T:Z-]* onitama remote remote none ' "$WORK/games.txt")" -eq 2 ] ||
    fail "--games does not list the two records brought in: $(cat "$WORK/games.txt")"
server_record J5EH3D-2 >"$WORK/second.rec" || fail "--record J5EH3D-2 failed"
cmp -s "$WORK/second.rec" "$(dirname "$0")/data/files-data/games/J5EH3D-2.rec" ||
    fail "--record does not print the record brought in"
if server_record 5ZD28M >/dev/null 2>"$WORK/none.err"; then
    fail "--record printed a game that never ended"
fi
grep -q "no game 5ZD28M is stored" "$WORK/none.err" || fail "--record: $(cat "$WORK/none.err")"
stop_server

# The quota: a room keeps its newest 2 games, the oldest going first (and said in the log).
start_server --data "$DATA" --games-per-room 2
play three_games <<'S'
connect a
send hello 1 alice
expect welcome 1
send host onitama seed=1
expect room
keep code3 1
expect seat 1
connect b
send hello 1 bob
expect welcome 1
send join ${code3}
expect seat 2
expect start
as a
await start
send resign
expect over win 2 resignation
as b
await over win 2 resignation
send rematch
as a
await rematch
send rematch
expect seat 2
expect start
as b
await seat 1
await start
as a
send resign
expect over win 1 resignation
as b
await over win 1 resignation
send rematch
as a
await rematch
send rematch
expect seat 1
expect start
as b
await seat 2
await start
as a
send resign
expect over win 2 resignation
as b
await over win 2 resignation
S
code3=$(sed -n 's/^code3=//p' "$WORK/vars")
kept=$(server_games | awk -v code="$code3" '$1 == code {printf "%s ", $2}')
[ "$kept" = "2 3 " ] || fail "the room keeps games '$kept', not '2 3 '"
# Each game's record says how it ended, though its moves do not show it: by resignation.
ends=$(server_games | awk -v code="$code3" '$1 == code {printf "%s %s %s %s; ", $2, $(NF-2), $(NF-1), $NF}')
[ "$ends" = "2 win 1 resignation; 3 win 2 resignation; " ] ||
    fail "the games' ends read '$ends', not each game's resignation"
grep -q "room $code3: 1 older game(s) removed, 2 are kept a room" "$WORK/server.err" ||
    fail "the removed game was not told"
stop_server

# refused_start WORDS: the server must refuse to start with status 1, saying WORDS.
# A server that starts anyway is stopped, and the test fails.
refused_start() {
    "$SERVER" --port 0 --bind 127.0.0.1 --data "$DATA" >"$WORK/refused.out" 2>"$WORK/refused.err" &
    pid=$!
    tries=0
    while kill -0 "$pid" 2>/dev/null && ! grep -q "listening on port" "$WORK/refused.out"; do
        tries=$((tries + 1))
        [ "$tries" -lt 300 ] || break
        sleep 0.1
    done
    if grep -q "listening on port" "$WORK/refused.out"; then
        kill -9 "$pid"
        wait "$pid" 2>/dev/null
        fail "the server started on a store it should refuse"
    fi
    wait "$pid"
    status=$?
    [ "$status" -eq 1 ] || fail "the server ended with status $status, not 1"
    grep -q "$1" "$WORK/refused.err" || fail "the refusal said: $(cat "$WORK/refused.err")"
}

# A newer version (SQLite's user_version, 4 bytes at offset 60 of the file).
cp "$DB" "$WORK/good.db"
printf '\000\000\000\077' | dd of="$DB" bs=1 seek=60 conv=notrunc 2>/dev/null
cp "$DB" "$WORK/newer.db"
refused_start "was written by a newer duelboard-server (store version 63"
cmp -s "$DB" "$WORK/newer.db" || fail "the refused store was changed"
if server_games >/dev/null 2>&1; then fail "--games read a store of a newer version"; fi

# Damage: bytes overwritten in the middle of the file, as a failing disk would.
cp "$WORK/good.db" "$DB"
[ "$(wc -c <"$DB")" -ge 4096 ] || fail "the store is smaller than expected"
head -c 2048 /dev/zero | tr '\000' 'Z' | dd of="$DB" bs=1 seek=1024 conv=notrunc 2>/dev/null
cp "$DB" "$WORK/damaged.db"
refused_start "$DB is damaged"
cmp -s "$DB" "$WORK/damaged.db" || fail "the refused store was changed"

# The good copy starts again with what it held (on libwebsockets' own poll loop this time, as
# where libev's plugin is not installed).
cp "$WORK/good.db" "$DB"
start_server --data "$DATA" --event-loop poll
grep "room(s) restored" "$WORK/server.err" | tail -n 1 | grep -q "poll event loop" ||
    fail "the server is not on the poll loop"
play on_poll <<'S'
connect a
send hello 1 alice
expect welcome 1
send rejoin ${code} ${token1}
expect seat 1 ${token1}
await moved 2 1 eel:b1a2
S
stop_server
[ "$(server_games | wc -l)" -eq 4 ] || fail "the store does not list its 4 games"
SCRIPTS=$((SCRIPTS + 4))
passed
