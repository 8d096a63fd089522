#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the desktop integration files of the build: the desktop file and AppStream metadata
# validate, the newest release (and the Debian changelog's newest entry) is the project's
# version, every screenshot named exists in
# packaging/screenshots at the size stated and every picture there is named, the README's package
# names carry the project's version, and the man pages render without warnings and cover
# every option and command the programs' --help lists.
# usage: check_metadata.sh SOURCE_DIR PACKAGING_BUILD_DIR DUELBOARD DUELBOARD_CLI DUELBOARD_SERVER
#        (DUELBOARD_APP_ID, DUELBOARD_VERSION set)
set -eu
src=$1
out=$2
app=$3
cli=$4
server=$5
id=${DUELBOARD_APP_ID:?}
version=${DUELBOARD_VERSION:?}
status=0
fail() {
    echo "metadata: $*" >&2
    status=1
}

desktop-file-validate "$out/$id.desktop" || fail "desktop-file-validate failed"
appstreamcli validate --no-net "$out/$id.metainfo.xml" || fail "appstreamcli validate failed"
metainfo="$out/$id.metainfo.xml"

newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
[ "$newest" = "$version" ] || fail "the newest release is '$newest', the project is $version"

shots=$(sed -n 's/.*<image type="source" width="\([0-9]*\)" height="\([0-9]*\)">.*\/\([^/<]*\.png\)<\/image>.*/\3 \1 \2/p' "$metainfo")
[ -n "$shots" ] || fail "no screenshots"
echo "$shots" | while read -r name w h; do
    png="$src/packaging/screenshots/$name"
    file "$png" | grep -q "PNG image data, $w x $h," ||
        { echo "metadata: $png is not a $w x $h PNG" >&2; exit 1; }
done || status=1
# The newest entry of the Debian changelog is the project's version, on the newest release's day.
changelog_version=$(dpkg-parsechangelog -l "$src/packaging/linux/changelog" -S Version)
[ "$changelog_version" = "$version" ] ||
    fail "the changelog's newest entry is '$changelog_version', the project is $version"
release_date=$(sed -n 's/.*<release version="[^"]*" date="\([^"]*\)".*/\1/p' "$metainfo" | head -n 1)
changelog_date=$(date -u -d "$(dpkg-parsechangelog -l "$src/packaging/linux/changelog" -S Date)" +%F)
[ "$changelog_date" = "$release_date" ] ||
    fail "the changelog's newest entry is of $changelog_date, the newest release of $release_date"
# Every picture in packaging/screenshots is one the metainfo shows.
for png in "$src"/packaging/screenshots/*.png; do
    grep -qF "/$(basename "$png")</image>" "$metainfo" || fail "$png is not in the metainfo"
done
# The package file names the README tells players to install are this version's.
for name in $(grep -o 'duelboard[_-][0-9][0-9.]*[0-9]' "$src/README.md" | sort -u); do
    case $name in *[_-]"$version") ;; *) fail "README.md names $name, the project is $version" ;; esac
done

for page in duelboard duelboard-cli duelboard-server; do
    warnings=$(groff -man -Tutf8 -ww -z "$out/man/$page.6" 2>&1)
    [ -z "$warnings" ] || fail "$page.6: $warnings"
    lexgrog "$out/man/$page.6" >/dev/null || fail "$page.6 has no NAME section"
done
# Every option of the app and every command of the CLI is in its man page.
sed 's/\\-/-/g' "$out/man/duelboard.6" >"$out/man/duelboard.6.plain"
sed 's/\\-/-/g' "$out/man/duelboard-cli.6" >"$out/man/duelboard-cli.6.plain"
sed 's/\\-/-/g' "$out/man/duelboard-server.6" >"$out/man/duelboard-server.6.plain"
for opt in $("$app" --help | grep -o -- '--[a-z-]*' | sort -u); do
    grep -qF -- "$opt" "$out/man/duelboard.6.plain" || fail "duelboard.6 lacks $opt"
done
for cmd in $("$cli" --help | sed -n 's/^  \([a-z-][a-z-]*\) .*/\1/p'); do
    grep -q -- "^\\.BI* \"*$cmd" "$out/man/duelboard-cli.6.plain" ||
        fail "duelboard-cli.6 lacks the command $cmd"
done
for opt in $("$server" --help | grep -o -- '--[a-z-]*' | sort -u); do
    grep -qF -- "$opt" "$out/man/duelboard-server.6.plain" || fail "duelboard-server.6 lacks $opt"
done
# The service file is one systemd reads (when systemd's checker is there).
if command -v systemd-analyze >/dev/null 2>&1; then
    sed "s@^ExecStart=[^ ]*@ExecStart=$server@" "$out/duelboard-server.service" \
        >"$out/duelboard-server-check.service"
    systemd-analyze verify --man=no "$out/duelboard-server-check.service" ||
        fail "duelboard-server.service does not verify"
fi
[ $status = 0 ] && echo "metadata: ok"
exit $status
