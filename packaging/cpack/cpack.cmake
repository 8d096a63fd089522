# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: a Debian package (dependencies computed by dpkg-shlibdeps) and a relocatable .tar.gz that
# runs from wherever it is unpacked. `cpack` in the build directory makes both.
set(CPACK_PACKAGE_NAME duelboard)
set(CPACK_PACKAGE_VENDOR "The Duelboard developers")
set(CPACK_PACKAGE_CONTACT "The Duelboard developers <duelboard@example.org>" CACHE STRING
    "The package maintainer, as Debian wants it: Name <address>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "four two-player abstract strategy games")
set(CPACK_PACKAGE_HOMEPAGE_URL "${DUELBOARD_HOMEPAGE}")
set(CPACK_SYSTEM_NAME "linux-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_SOURCE_GENERATOR "")
# Packages carry no debug information: a RelWithDebInfo build's binaries are stripped.
set(CPACK_STRIP_FILES ON)

# Debian: /usr, section games, libraries found by dpkg-shlibdeps. SDL and libepoxy load the GL
# and EGL libraries at run time, so no linker records them; they are named here.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libgl1, libegl1")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The summary line comes first from CPACK_PACKAGE_DESCRIPTION_SUMMARY; CPack indents these.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Gottaz, Onitama, Gunzi and Mortar Hunt, played against a built-in computer
opponent or another person, with the rules of each game to read in the app.
The package holds the desktop app (duelboard), the command-line tool
(duelboard-cli), which plays the games in a terminal and speaks an engine
protocol, and the referee server for network games (duelboard-server, with
a systemd service that is not enabled until asked).")

include(CPack)
