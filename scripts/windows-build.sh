#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Duelboard for 64-bit Windows on this Debian machine and packages it: the libraries
# (scripts/windows-deps.sh, cached), the app's icon as .ico, the cross build with mingw-w64, the
# installed tree, then the NSIS installer and the portable .zip:
#   <out>/duelboard-<version>-setup.exe and <out>/duelboard-<version>-windows-x86_64.zip
# usage: scripts/windows-build.sh [OUT_DIR]   (default: build-windows)
# The last line printed is the installer's path. docs/windows.md says more.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/build-windows}")
mkdir -p "$out"
jobs=$(nproc 2>/dev/null || echo 2)

# makensis and zip for the packages; the host's compiler, SDL2 and SDL2_image (the README's
# packages) for the icon, drawn by the same rasterizer as in the app and the Linux packages.
. "$root/scripts/install_missing.sh"
install_missing nsis zip python3 build-essential pkg-config libsdl2-dev libsdl2-image-dev

prefix=$(bash "$root/scripts/windows-deps.sh" | tail -n 1)
[ -d "$prefix/bin" ] || { echo "windows-build: no libraries in '$prefix'" >&2; exit 1; }

# The icon: PNGs from the SVG, packed into one .ico.
icon_dir="$out/icon"
mkdir -p "$icon_dir"
cc -O2 -o "$icon_dir/render_icon" "$root/packaging/linux/render_icon.c" \
    $(pkg-config --cflags --libs sdl2 SDL2_image)
pngs=()
for size in 16 24 32 48 64 128 256; do
    "$icon_dir/render_icon" "$root/assets/sprites/icon.svg" "$size" "$icon_dir/$size.png"
    pngs+=("$icon_dir/$size.png")
done
python3 "$root/packaging/windows/make_ico.py" "$out/duelboard.ico" "${pngs[@]}"

cmake -S "$root" -B "$out/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$root/cmake/mingw-w64-x86_64.cmake" \
    -DDUELBOARD_WINDOWS_DEPS_PREFIX="$prefix" -DDUELBOARD_WINDOWS_ICON="$out/duelboard.ico" \
    -DDUELBOARD_BUILD_TESTS=OFF >"$out/configure.log" ||
    { cat "$out/configure.log" >&2; exit 1; }
cmake --build "$out/build" -j"$jobs" >&2
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$out/build/CMakeCache.txt")

# The installed tree: bin\ (programs and DLLs) and share\ (data, translations, licences).
stage="$out/stage"
rm -rf "$stage"
cmake --install "$out/build" --prefix "$stage" --strip >/dev/null

# The installer's licence page: what is under which licence, the libraries that come with the
# program (from the prefix's VERSIONS.txt), then the GPL itself; in Windows' line ends.
licence_page="$out/licence.txt"
{
    echo "Duelboard $version is free software under the GNU General Public License, version 3 or"
    echo "(at your option) any later version, printed below. Its art and sounds are under CC-BY-SA-4.0"
    echo "and its fonts under the SIL Open Font License 1.1: share\\doc\\duelboard holds these texts."
    echo
    echo "It comes with these libraries, each under its own licence, whose texts are in"
    echo "share\\doc\\duelboard\\libraries (library, version, licence, files):"
    grep -v '^#' "$prefix/VERSIONS.txt" | awk -F' [|] ' '{ printf "  %s %s: %s (%s)\n", $1, $3, $4, $5 }'
    echo
    echo "Portions of this software are copyright (c) The FreeType Project (www.freetype.org)."
    echo "All rights reserved."
    echo
    cat "$root/LICENSE"
} | sed 's/$/\r/' >"$licence_page"

setup="$out/duelboard-$version-setup.exe"
size_kb=$(du -sk "$stage" | cut -f1)
# Warning 9000 is about "setup" in the output's name, harmless here.
makensis -V2 -NOCD -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" \
    -DICON="$out/duelboard.ico" -DLICENSE="$licence_page" -DSIZE_KB="$size_kb" \
    "$root/packaging/windows/duelboard.nsi" >"$out/makensis.log" 2>&1 || { cat "$out/makensis.log" >&2; exit 1; }
[ -s "$setup" ] || { cat "$out/makensis.log" >&2; exit 1; }

zip_name="duelboard-$version-windows-x86_64"
rm -rf "$out/$zip_name" "$out/$zip_name.zip"
cp -a "$stage" "$out/$zip_name"
cp "$out/duelboard.ico" "$out/$zip_name/"
(cd "$out" && zip -q -r -9 "$zip_name.zip" "$zip_name")
rm -rf "$out/$zip_name"
ls -l "$setup" "$out/$zip_name.zip" | awk '{print "windows-build:", $5, "bytes", $NF}' >&2
echo "$setup"
