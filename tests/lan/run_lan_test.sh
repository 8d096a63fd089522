#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs lan_check against the system's Avahi daemon. Where none runs (a container, a build
# machine) and this is root with the daemons installed (scripts/install-deps.sh), it starts a
# system message bus and an Avahi daemon for the test and stops them after; otherwise the test
# is skipped (77), as the games on the network cannot be listed there.
# usage: run_lan_test.sh LAN_CHECK
check=$1
"$check"
status=$?
[ "$status" = 77 ] || exit "$status"
if [ "$(id -u)" != 0 ] || ! command -v avahi-daemon >/dev/null || ! command -v dbus-daemon >/dev/null; then
    echo "no Avahi daemon, and none can be started here (needs root, avahi-daemon and dbus)"
    exit 77
fi
started_bus=
bus_pid=$(cat /run/dbus/pid 2>/dev/null)
if [ -z "$bus_pid" ] || ! kill -0 "$bus_pid" 2>/dev/null; then
    mkdir -p /run/dbus
    rm -f /run/dbus/pid /run/dbus/system_bus_socket # left by a bus that is gone
    started_bus=$(dbus-daemon --system --fork --print-pid) || exit 77
fi
avahi-daemon --daemonize --no-drop-root --no-chroot || { echo "avahi-daemon did not start"; exit 77; }
sleep 1
"$check"
status=$?
avahi-daemon --kill
if [ -n "$started_bus" ]; then
    kill "$started_bus"
    rm -f /run/dbus/pid /run/dbus/system_bus_socket
fi
exit "$status"
