#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the .deb or the .tar.gz from this build with CPack, unpacks it into a temporary root and
# checks what a player would get: the files, the desktop file and AppStream metadata, the app
# started offscreen to its first frame (directly and through the desktop file's Exec line), the
# translations and the CLI, all found relative to where the package was unpacked; and the licences
# (share/doc/duelboard: the copyright file and the licence texts).
# usage: check_package.sh deb|tarball BUILD_DIR WORK_DIR   (DUELBOARD_APP_ID, DUELBOARD_VERSION set)
set -eu
kind=$1
build=$2
work=$3
id=${DUELBOARD_APP_ID:?}
version=${DUELBOARD_VERSION:?}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work/out" "$work/root"
fail() {
    echo "$kind: $*" >&2
    exit 1
}

case $kind in
deb) generator=DEB ;;
tarball) generator=TGZ ;;
*) fail "unknown kind" ;;
esac
# A private CPack directory per kind: the two tests may run at the same time.
if ! cpack -G "$generator" --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    fail "cpack failed"
fi

if [ "$kind" = deb ]; then
    deb=$(ls "$work/out"/duelboard_"$version"_*.deb) || fail "no .deb in $work/out"
    dpkg-deb --info "$deb" >"$work/info.txt"
    cat "$work/info.txt"
    # The libraries come from dpkg-shlibdeps, with the versions it computed.
    depends=$(dpkg-deb --field "$deb" Depends)
    for lib in libc6 libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libepoxy0 libgl1 libegl1; do
        case " $depends," in
        *" $lib "* | *" $lib,"*) ;;
        *) fail "Depends lacks $lib: $depends" ;;
        esac
    done
    case $depends in *"libsdl2-2.0-0 (>="*) ;; *) fail "Depends has no computed SDL version: $depends" ;; esac
    [ "$(dpkg-deb --field "$deb" Section)" = games ] || fail "section is not games"
    dpkg-deb -x "$deb" "$work/root"
    # lintian finds nothing wrong with the copyright file or the licences (its other findings,
    # such as the lack of a Debian changelog, are known: docs/packaging.md).
    command -v lintian >/dev/null 2>&1 || fail "lintian is not installed (scripts/install-deps.sh)"
    lintian --tag-display-limit 0 "$deb" >"$work/lintian.txt" 2>&1 || true
    cat "$work/lintian.txt"
    ! grep -iE '^[EW]: .*(copyright|licen[cs]e|dep5)' "$work/lintian.txt" ||
        fail "lintian finds fault with the copyright or licences"
    prefix="$work/root/usr"
else
    tarball=$(ls "$work/out"/duelboard-"$version"-*.tar.gz) || fail "no .tar.gz in $work/out"
    tar -xzf "$tarball" -C "$work/root"
    prefix=$(ls -d "$work/root"/duelboard-"$version"-*) || fail "the tarball has no top directory"
    # Relocatable: the app must not know where it was unpacked, so move it once more.
    mv "$prefix" "$work/root/moved"
    prefix="$work/root/moved"
fi
prefix=$(cd "$prefix" && pwd -P)
data="$prefix/share/duelboard"

# What a player needs is installed where the desktop looks for it.
for f in bin/duelboard bin/duelboard-cli bin/duelboard-server share/applications/"$id".desktop \
    share/metainfo/"$id".metainfo.xml share/icons/hicolor/scalable/apps/"$id".svg \
    share/man/man6/duelboard.6.gz share/man/man6/duelboard-cli.6.gz \
    share/man/man6/duelboard-server.6.gz lib/systemd/system/duelboard-server.service \
    share/duelboard/shaders/sprite.frag share/duelboard/assets/fonts/NotoSans-Subset.ttf \
    share/duelboard/assets/fonts/OFL.txt share/duelboard/assets/sounds/click.wav \
    share/duelboard/assets/sprites/onitama_master.svg share/duelboard/assets/rules/gottaz.md \
    share/duelboard/assets/rules/onitama.md share/duelboard/locale/ja.mo \
    share/duelboard/locale/zh_TW.mo; do
    [ -s "$prefix/$f" ] || fail "missing $f"
done
# Each shipped language (assets/locale/LINGUAS): its catalog, and its rules pages where it has
# its own.
src_dir=$(cd "$(dirname "$0")/../.." && pwd)
for lang in $(grep -v '^#' "$src_dir/assets/locale/LINGUAS"); do
    [ -s "$prefix/share/duelboard/locale/$lang.mo" ] || fail "missing the $lang catalog"
    if [ -d "$src_dir/assets/rules/$lang" ]; then
        for page in "$src_dir/assets/rules/$lang"/*.md; do
            [ -s "$prefix/share/duelboard/assets/rules/$lang/$(basename "$page")" ] ||
                fail "missing the $lang rules page $(basename "$page")"
        done
    fi
done
# Each shipped puzzle set, as made (the Puzzles screen reads them from the data folder).
for set in "$src_dir"/assets/puzzles/*.txt; do
    cmp -s "$set" "$prefix/share/duelboard/assets/puzzles/$(basename "$set")" ||
        fail "missing or changed puzzle set $(basename "$set")"
done
# The licences: which files are under which (Debian's machine-readable copyright format) and the
# full texts, GPL-3 for the code, CC BY-SA 4.0 for the art and sounds, OFL 1.1 for the fonts.
doc="$prefix/share/doc/duelboard"
for f in copyright changelog.gz LICENSE CC-BY-SA-4.0.txt OFL-1.1.txt; do
    [ -s "$doc/$f" ] || fail "missing share/doc/duelboard/$f"
done
has() { # has FILE TEXT: FILE holds the line TEXT (leading spaces ignored)
    sed 's/^ *//' "$1" | grep -qxF -- "$2" || fail "${1#"$prefix"/} lacks '$2'"
}
has "$doc/copyright" "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
for license in GPL-3+ CC-BY-SA-4.0 OFL-1.1; do
    has "$doc/copyright" "License: $license"
done
has "$doc/LICENSE" "GNU GENERAL PUBLIC LICENSE"
has "$doc/LICENSE" "Version 3, 29 June 2007"
has "$doc/LICENSE" "END OF TERMS AND CONDITIONS"
has "$doc/CC-BY-SA-4.0.txt" "Creative Commons Attribution-ShareAlike 4.0 International Public License"
has "$doc/CC-BY-SA-4.0.txt" "Section 8 – Interpretation."
for ofl in "$doc/OFL-1.1.txt" "$data/assets/fonts/OFL.txt"; do
    has "$ofl" "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007"
    has "$ofl" "Noto Sans: Copyright 2015 Google LLC. All Rights Reserved."
    has "$ofl" "Noto Sans CJK: Copyright 2014-2021 Adobe (http://www.adobe.com/)."
done
grep -qF "<project_license>GPL-3.0-or-later AND CC-BY-SA-4.0 AND OFL-1.1</project_license>" \
    "$prefix/share/metainfo/$id.metainfo.xml" || fail "the metainfo's project_license"

# Every language the app ships is announced: in the metainfo's languages and the desktop entry.
for mo in "$data"/locale/*.mo; do
    lang=$(basename "$mo" .mo)
    grep -qF "<lang>$lang</lang>" "$prefix/share/metainfo/$id.metainfo.xml" ||
        fail "the metainfo's languages lack $lang"
    grep -qF "Comment[$lang]=" "$prefix/share/applications/$id.desktop" ||
        fail "the desktop file has no Comment[$lang]"
done

for size in 16 22 24 32 48 64 128 256 512; do
    png="$prefix/share/icons/hicolor/${size}x$size/apps/$id.png"
    file "$png" | grep -q "PNG image data, $size x $size," || fail "$png: $(file -b "$png")"
done
stray=$(find "$prefix" -name '*.py' -o -name '*.po' -o -name 'CMakeLists.txt')
[ -z "$stray" ] || fail "sources in the package: $stray"
desktop-file-validate "$prefix/share/applications/$id.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml"

# The CLI and the app say the project's version.
[ "$("$prefix/bin/duelboard-cli" --version)" = "duelboard-cli $version" ] || fail "CLI version"
[ "$("$prefix/bin/duelboard" --version)" = "duelboard $version" ] || fail "app version"
[ "$("$prefix/bin/duelboard-server" --version)" = "duelboard-server $version" ] ||
    fail "server version"

export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
# Mesa's driver keeps allocations LeakSanitizer cannot name (as in the GUI tests).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"

# The first frame of the installed app, with its data found next to the executable.
mkdir -p "$work/prefs-en"
cat >"$work/first_frame.txt" <<SCRIPT
# The installed app's first frame: the menu, drawn from the package's own data.
expect stack menu
expect not-blank
expect drawn menu.onitama
expect drawn menu.quit
expect query app.data $prefix/bin/../share/duelboard
expect query app.catalog
SCRIPT
# A first start follows the system's language: English here, whatever this machine's locale.
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 \
    "$prefix/bin/duelboard" --size 1280x800 --pref-dir "$work/prefs-en" \
    --script "$work/first_frame.txt" --screenshot "$work/first-frame.png" ||
    fail "the installed app did not reach its first frame (status $?)"
file "$work/first-frame.png" | grep -q "PNG image data, 1280 x 800" || fail "no first-frame screenshot"

# The desktop file's Exec line, as a launcher runs it: field codes dropped, the command found on
# PATH. Japanese is chosen so that the packaged catalog must be found as well.
exec_line=$(sed -n 's/^Exec=//p' "$prefix/share/applications/$id.desktop" | sed 's/ *%[fFuUdDnNickvm]//g')
[ -n "$exec_line" ] || fail "no Exec line"
mkdir -p "$work/prefs-ja"
printf 'language=ja\n' >"$work/prefs-ja/settings.txt"
cat >"$work/exec_line.txt" <<SCRIPT
# Started like the desktop menu starts it, in Japanese.
expect stack menu
expect not-blank
expect pref language ja
expect query app.data $prefix/bin/../share/duelboard
expect query app.catalog $prefix/bin/../share/duelboard/locale/ja.mo
SCRIPT
PATH="$prefix/bin:$PATH"
export PATH
[ "$(command -v "${exec_line%% *}")" = "$prefix/bin/duelboard" ] || fail "Exec does not start the package's duelboard"
# shellcheck disable=SC2086
$exec_line --size 1280x800 --pref-dir "$work/prefs-ja" --script "$work/exec_line.txt" \
    --screenshot "$work/exec-line.png" || fail "the Exec line did not reach the first frame (status $?)"

# A first start on a system in Serbian written in Latin letters speaks it, from the package's
# catalog.
mkdir -p "$work/prefs-sr"
cat >"$work/system_language.txt" <<SCRIPT
# A first start in a Serbian (Latin) session.
expect stack menu
expect pref language sr@latin
expect query app.catalog $prefix/bin/../share/duelboard/locale/sr@latin.mo
SCRIPT
env -u LANGUAGE -u LC_ALL -u LC_MESSAGES LANG=sr_RS.UTF-8@latin \
    "$prefix/bin/duelboard" --size 1280x800 --pref-dir "$work/prefs-sr" \
    --script "$work/system_language.txt" || fail "a Serbian (Latin) first start (status $?)"

# The man pages are readable.
for page in duelboard duelboard-cli duelboard-server; do
    gzip -dc "$prefix/share/man/man6/$page.6.gz" >"$work/$page.6"
    lexgrog "$work/$page.6" >/dev/null || fail "$page.6.gz has no NAME section"
done
echo "$kind: ok ($prefix)"
