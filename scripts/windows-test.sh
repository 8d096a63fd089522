#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tests the Windows build under Wine, as a Windows player would get it: the installer run
# silently into a fresh Wine prefix; the installed files, Start menu entry and registry entries;
# the installed CLI's perft tables, replays and bench nodes against the Linux CLI's, and a match
# against an external engine (a child process); the
# installed app, on Xvfb, playing an Onitama game against the computer by drag and a Mortar Hunt
# setup (the GUI tests' own scripts, tests/gui/play/), its screenshots and its saved record
# checked; then network play across the two systems: the Windows CLI hosting through the Linux
# referee server with the Linux CLI joining, and the Windows app hosting a game (its own referee
# inside it) that the Linux app joins by the invite. Last, the uninstaller removes the program and
# leaves the player's files.
# usage: scripts/windows-test.sh SETUP.EXE LINUX_BUILD_DIR WORK_DIR
#   LINUX_BUILD_DIR: a Linux build of the same tree (its duelboard, duelboard-cli, duelboard-server).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
setup=$(realpath "$1")
linux_build=$(realpath "$2")
linux_cli=$linux_build/src/cli/duelboard-cli
linux_app=$linux_build/src/app/duelboard
linux_server=$linux_build/src/server/duelboard-server
for program in "$linux_cli" "$linux_app" "$linux_server"; do
    [ -x "$program" ] || { echo "windows-test: no $program" >&2; exit 1; }
done
work=$(realpath -m "$3")

# Wine, the X server, and the X libraries Wine's display driver loads when it starts (only
# recommended by Debian's packages, so named here).
packages=(wine64 xvfb xauth libx11-6 libxext6 libxrender1 libxrandr2 libxi6 libxcursor1 libxfixes3
    libxinerama1 libxxf86vm1 libxcomposite1 libgl1 libgl1-mesa-dri)
. "$root/scripts/install_missing.sh"
install_missing "${packages[@]}"

wine=/usr/lib/wine/wine64
export WINEPREFIX="$work/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
rm -rf "$work"
mkdir -p "$work"
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
pass() { echo "ok: $*"; }
# Wine writes CRLF line ends; the Linux results have LF.
unix_lines() { tr -d '\r'; }
winpath() { "$wine" winepath -w "$1" 2>/dev/null | unix_lines; }

# One Xvfb and one wineserver for the whole run: a start then costs well under a second.
xvfb_log="$work/xvfb.log"
display=:$((90 + RANDOM % 400))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$xvfb_log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
cleanup() {
    /usr/lib/wine/wineserver -k 2>/dev/null || true
    kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
started=$SECONDS
"$wine" wineboot --init >/dev/null 2>&1
"$wine" reg add 'HKCU\Software\Wine\X11 Driver' /v Managed /d N /f >/dev/null 2>&1
/usr/lib/wine/wineserver -p 2>/dev/null || true
echo "Wine prefix made in $((SECONDS - started)) s"

# --- The installer ------------------------------------------------------------------------------
started=$SECONDS
"$wine" "$setup" /S '/D=C:\Duelboard'
/usr/lib/wine/wineserver -w 2>/dev/null || true
echo "silent install in $((SECONDS - started)) s"
install="$WINEPREFIX/drive_c/Duelboard"
for f in bin/duelboard.exe bin/duelboard-cli.exe bin/SDL2.dll bin/SDL2_ttf.dll \
    bin/libwebsockets.dll share/duelboard/shaders/sprite.frag \
    share/duelboard/assets/fonts/NotoSans-Subset.ttf share/duelboard/locale/nl.mo \
    uninstall.exe duelboard.ico; do
    [ -f "$install/$f" ] && pass "installed $f" || fail "not installed: $f"
done
menu="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/Duelboard.lnk"
[ -f "$menu" ] && pass "Start menu entry" || fail "no Start menu entry at $menu"
# reg_value KEY NAME: a registry value's data ("" for the key's default value), or nothing.
reg_value() {
    local which=(/v "$2")
    [ -n "$2" ] || which=(/ve)
    { "$wine" reg query "$1" "${which[@]}" 2>/dev/null || true; } | unix_lines |
        awk '$2 ~ /^REG_/ { sub(/^ *[^ ].*  +REG_[A-Z_]+  +/, ""); print }'
}
uninstall_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Duelboard'
version=$(sed -n 's/^project(duelboard VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
[ "$(reg_value "$uninstall_key" DisplayVersion)" = "$version" ] && pass "Apps & Features: version $version" ||
    fail "Apps & Features version: '$(reg_value "$uninstall_key" DisplayVersion)', wanted $version"
[ "$(reg_value "$uninstall_key" Publisher)" = "The Duelboard developers" ] && pass "Apps & Features: publisher" ||
    fail "Apps & Features publisher: '$(reg_value "$uninstall_key" Publisher)'"
command=$(reg_value 'HKLM\Software\Classes\duelboard\shell\open\command' "")
case $command in *'duelboard.exe" "%1"') pass "duelboard:// opens the app" ;; *) fail "duelboard:// command: '$command'" ;; esac

# --- The CLI against the Linux one --------------------------------------------------------------
# The installed CLI under Wine, its output with LF line ends. A failure ends its output with its
# status, so that it fails the comparison with a message rather than ending this script unexplained.
cli() {
    local status=0
    "$wine" 'C:\Duelboard\bin\duelboard-cli.exe' "$@" 2>&1 | unix_lines || status=$?
    if [ "$status" != 0 ]; then echo "(the Windows CLI ended with status $status)"; fi
}
for table in "$root"/tests/perft/*.txt; do
    name=$(basename "$table" .txt)
    got=$(cli perft-check "$(winpath "$table")" --max-depth 5 | tail -n 1)
    want=$("$linux_cli" perft-check "$table" --max-depth 5 | tail -n 1)
    [ "$got" = "$want" ] && pass "perft-check $name: $got" || fail "perft-check $name: '$got', Linux '$want'"
done
for record in "$root"/packaging/screenshots/*.rec "$root"/tests/gui/play/*.rec; do
    name=$(basename "$record")
    got=$(cli replay "$(winpath "$record")")
    want=$("$linux_cli" replay "$record")
    [ "$got" = "$want" ] && pass "replay $name" || fail "replay $name differs from Linux's"
done
started=$SECONDS
got=$(cli bench | grep -i nodes | tail -n 1)
want=$("$linux_cli" bench | grep -i nodes | tail -n 1)
[ "$got" = "$want" ] && pass "bench in $((SECONDS - started)) s: ${got%%,*}" ||
    fail "bench: '$got', Linux '$want'"
# An external engine (the installed CLI itself, started with CreateProcess and spoken to through
# pipes) against a level of the match's own: two games to their end.
got=$(cli match onitama '@C:\Duelboard\bin\duelboard-cli.exe:level=beginner' beginner --games 2 --depth 1 |
    grep -E '^W [0-9]+ D [0-9]+ L [0-9]+' || true)
games=$(echo "$got" | awk '{ print $2 + $4 + $6 }')
[ "$games" = 2 ] && pass "match against an external engine: $got" || fail "match against an external engine: '$got'"

# --- The app ------------------------------------------------------------------------------------
# The settings and saves where a Windows player's are (SDL_GetPrefPath: %APPDATA%).
prefs="$WINEPREFIX/drive_c/users/$(id -un)/AppData/Roaming/Duelboard/duelboard"
mkdir -p "$prefs"
printf 'language=en\nanimation=off\n' >"$prefs/settings.txt"
app_run() { # name script [args...]
    local name=$1 script=$2
    shift 2
    (cd "$work" && timeout 300 "$wine" 'C:\Duelboard\bin\duelboard.exe' \
        --script "$(winpath "$script")" "$@" >"$work/$name.out" 2>&1)
}
app_case() { # what name script [args...]: one scripted run, passed or failed with its output
    local what=$1 name=$2 started=$SECONDS status=0
    shift 2
    app_run "$name" "$@" || status=$?
    if [ "$status" = 0 ]; then
        pass "$what, in $((SECONDS - started)) s"
    else
        fail "$what (exit $status):"
        sed 's/^/    /' "$work/$name.out" >&2
    fi
}
app_case "Onitama against the computer by drag, to its end" onitama \
    "$root/tests/gui/play/onitama_game.txt" --size 1280x800 --seed 3 --ai-depth 2
app_case "a Mortar Hunt setup by drag" mortar "$root/tests/gui/play/mortar_hunt_setup.txt" \
    --size 1280x800 --seed 3 --ai-depth 1
for shot in onitama-over.png mortar-setup.png; do
    [ -s "$work/$shot" ] && pass "screenshot $shot ($(stat -c %s "$work/$shot") bytes)" || fail "no screenshot $shot"
done
[ ! -e "$prefs/autosave.rec" ] && pass "the finished game left no autosave" || fail "autosave.rec left"
saved=$(find "$prefs/saves" -name 'mortar-hunt-*.rec' 2>/dev/null | head -n 1)
if [ -n "$saved" ] && grep -q '^# What side A knows:' "$saved" && "$linux_cli" replay "$saved" >/dev/null; then
    pass "saved record $(basename "$saved") replays on Linux"
else
    fail "no saved Mortar Hunt record that replays"
fi

# --- Network play between the two systems ------------------------------------------------------
# record_moves FILE: a record's moves, without the times the server adds to its own.
record_moves() { sed -n '/^moves/,$p' "$1" | awk '{print $1}' | unix_lines; }
wait_for() { # FILE TEXT: up to 60 s for TEXT to show in FILE
    local tries=0
    until grep -q "$2" "$1" 2>/dev/null; do
        tries=$((tries + 1))
        [ "$tries" -lt 600 ] || return 1
        sleep 0.1
    done
}
# The Windows CLI hosts an Onitama game through the Linux referee server; the Linux CLI joins.
net="$work/net"
mkdir -p "$net"
"$linux_server" --port 0 --bind 127.0.0.1 --data "$net/data" >"$net/server.out" 2>"$net/server.err" &
server_pid=$!
if wait_for "$net/server.out" "listening on port"; then
    port=$(sed -n 's/.* listening on port \([0-9][0-9]*\).*/\1/p' "$net/server.out")
    started=$SECONDS
    # Straight into the file (through no pipe that would hold the lines back), in CRLF.
    timeout 300 "$wine" 'C:\Duelboard\bin\duelboard-cli.exe' play --host "127.0.0.1:$port" onitama seed=5 \
        --as beginner --depth 1 \
        --record "$(winpath "$net")\\host.rec" --token-file "$(winpath "$net")\\host.token" \
        >"$net/host.out" 2>&1 &
    host_pid=$!
    if wait_for "$net/host.out" "invite "; then
        code=$(awk '$1 == "room" {print $2}' "$net/host.out" | unix_lines)
        timeout 300 "$linux_cli" play --join "127.0.0.1:$port" "$code" --as beginner --depth 1 \
            --record "$net/join.rec" --token-file "$net/join.token" >"$net/join.out" 2>&1 || true
    fi
    wait "$host_pid" || true
    "$linux_server" --data "$net/data" --record "${code:-none}" >"$net/server.rec" 2>/dev/null || true
    if [ -s "$net/host.rec" ] && [ -s "$net/join.rec" ] && [ -s "$net/server.rec" ] &&
        [ "$(record_moves "$net/host.rec")" = "$(record_moves "$net/server.rec")" ] &&
        [ "$(record_moves "$net/join.rec")" = "$(record_moves "$net/server.rec")" ]; then
        pass "the Windows CLI hosted Onitama through the Linux server, the Linux CLI joined: $(($(record_moves "$net/server.rec" | wc -l) - 1)) moves alike in $((SECONDS - started)) s"
    else
        fail "CLI network game: the records differ or are missing"
        tail -n 5 "$net/host.out" "$net/join.out" "$net/server.err" >&2
    fi
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
else
    fail "the Linux server did not start"
fi

# The Windows app hosts a Mortar Hunt game from its new-game panel, its referee inside it; the
# Linux app joins by typing the invite; both play by dragging to the end and end with the moves
# of the record the Windows referee stored, read by the Linux server.
online="$work/online"
mkdir -p "$online/join"
printf 'language=en\nanimation=off\n' >"$prefs/settings.txt"
printf 'language=en\nanimation=off\n' >"$online/join/settings.txt"
win_online=$(winpath "$online")
{
    echo "click menu.mortar-hunt.new"
    tail -n +2 "$root/tests/gui/online/mortar_hunt.txt"
    cat <<SCRIPT
expect query opponent online
click setup.play
wait-until code !
record $win_online\\invite invite
wait-until online playing
play-to-end drag
expect query over yes
wait-until remote no
record $win_online\\host.result record
screenshot $win_online\\host-end.png
SCRIPT
} >"$online/host.txt"
. "$root/tests/gui/online/join_script.sh"
join_script "$online"
started=$SECONDS
app_run online-host "$online/host.txt" --size 960x600 --seed 3 --ai-depth 1 &
host_pid=$!
joined=0
if wait_for "$online/invite" "duelboard://"; then
    tr -d '\r' <"$online/invite" >"$online/invite.lf" && mv "$online/invite.lf" "$online/invite"
    SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy LANGUAGE=en timeout 300 "$linux_app" \
        --size 960x600 --seed 5 --ai-depth 1 --pref-dir "$online/join" --script "$online/join.txt" \
        >"$online/join.out" 2>&1 && joined=1
fi
host_status=0
wait "$host_pid" || host_status=$?
code=$(sed 's@.*/@@' "$online/invite" 2>/dev/null | unix_lines || true)
"$linux_server" --data "$prefs/saves/hosted" --record "${code:-none}" >"$online/server.rec" 2>/dev/null || true
host_record=$(awk '$1 == "record" {print $2}' "$online/host.result" 2>/dev/null | unix_lines || true)
[ -z "$host_record" ] || host_record=$("$wine" winepath -u "$host_record" 2>/dev/null | unix_lines || true)
join_record=$(awk '$1 == "record" {print $2}' "$online/join.result" 2>/dev/null || true)
if [ "$joined" = 1 ] && [ "$host_status" = 0 ] && [ -s "$online/server.rec" ] &&
    [ -s "$host_record" ] && [ -s "$join_record" ] &&
    [ "$(record_moves "$host_record")" = "$(record_moves "$online/server.rec")" ] &&
    [ "$(record_moves "$join_record")" = "$(record_moves "$online/server.rec")" ]; then
    pass "the Windows app hosted Mortar Hunt, the Linux app joined by the invite: $(($(record_moves "$online/server.rec" | wc -l) - 1)) moves alike in $((SECONDS - started)) s"
else
    fail "app network game (joined $joined, host exit $host_status):"
    tail -n 8 "$work/online-host.out" "$online/join.out" >&2
fi

# --- The uninstaller ----------------------------------------------------------------------------
"$wine" 'C:\Duelboard\uninstall.exe' /S '_?=C:\Duelboard'
/usr/lib/wine/wineserver -w 2>/dev/null || true
"$wine" cmd /c 'del C:\Duelboard\uninstall.exe' >/dev/null 2>&1 || true
[ ! -e "$install/bin" ] && [ ! -e "$install/share" ] && pass "uninstalled" || fail "files left after uninstalling"
[ ! -f "$menu" ] && pass "Start menu entry removed" || fail "Start menu entry left"
[ -n "$saved" ] && [ -f "$saved" ] && pass "the player's saved game kept" || fail "the saved game went"

if [ "$failures" -gt 0 ]; then
    echo "windows-test: $failures failure(s)" >&2
    exit 1
fi
echo "windows-test: all passed"
