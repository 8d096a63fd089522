# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=sh
# The joining app's script of a whole network game, shared by the GUI tests' online game and the
# Windows test (scripts/windows-test.sh): it joins by typing the invite the host wrote, plays its
# side by dragging to the end, and keeps its record and a screenshot.
# join_script DIR: writes DIR/join.txt, which reads DIR/invite and writes DIR/join.result and
# DIR/join-end.png.
join_script() {
    cat >"$1/join.txt" <<SCRIPT
click menu.join
click join.address
type-file $1/invite
click join.go
wait-until online playing
play-to-end drag
expect query over yes
wait-until remote no
record $1/join.result record
screenshot $1/join-end.png
SCRIPT
}
