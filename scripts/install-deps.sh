#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages needed to build and test Duelboard (see README.md for why each).
set -euo pipefail
packages=(
    build-essential cmake pkg-config   # compiler, build system, library lookup
    clang libclang-rt-14-dev           # second compiler; its sanitizer runtimes for the test build
    libcmocka-dev                      # unit tests
    valgrind                           # memory checks of the CLI in the tests
    libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev  # the app: window, input, sound; SVG; text
    libepoxy-dev                       # the app: OpenGL entry points
    gettext                            # the app: msgfmt builds the translations
    python3                            # tests: the catalogs (lessons' words), Serbian in Latin letters
    libwebsockets-dev                  # network play: the referee server and its clients (WebSocket)
    libavahi-client-dev                # network play: games announced and found on the local network
    libsqlite3-dev                     # network play: the referee server's store of rooms and finished games
    libev-dev libwebsockets-evlib-ev   # network play: the referee server's event loop (epoll), and lws's plugin for it
    avahi-daemon dbus                  # network play tests: a daemon to announce through (mDNS)
    libegl1 libegl-mesa0 libgbm1 libgl1 libgl1-mesa-dri  # Mesa OpenGL (also offscreen, for tests)
    dpkg-dev file                      # packages: dpkg-shlibdeps computes the .deb's dependencies
    desktop-file-utils appstream       # package tests: desktop-file-validate, appstreamcli validate
    groff-base man-db                  # package tests: man pages render without warnings (lexgrog)
    lintian                            # package tests: the .deb's copyright file and licences
)
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
        exec sudo "$0" "$@"
    fi
    echo "install-deps.sh: run as root (or install sudo) to install: ${packages[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${packages[@]}"
