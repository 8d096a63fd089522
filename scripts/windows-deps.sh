#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-builds Duelboard's libraries for 64-bit Windows as DLLs, from Debian's source packages with
# Debian's mingw-w64 (posix threads): zlib, libpng, FreeType, HarfBuzz, SDL2, SDL2_image, SDL2_ttf,
# libepoxy, Mbed TLS, libwebsockets, SQLite. They go into a prefix outside the clone,
#   ${DUELBOARD_WINDOWS_DEPS:-$HOME/.cache/duelboard/windows-deps}/<key>
# where <key> comes from the Debian versions of the eleven source packages and this script's revision:
# a second run with the same versions finds the prefix and stops at once. Progress goes to stderr;
# stdout gets one line, the prefix. Use it with the toolchain file:
#   prefix=$(scripts/windows-deps.sh | tail -n 1)
#   cmake -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DCMAKE_PREFIX_PATH="$prefix"
# The DLLs to ship are the ones in <prefix>/bin, with the mingw runtime DLLs that they or Duelboard's
# programs need (libwinpthread-1.dll, for the programs' threads);
# <prefix>/VERSIONS.txt says which library each comes from, its Debian version and its licence;
# <prefix>/licenses/<library>/ holds its licence texts (its own and Debian's copyright file).
# Each library's build log is <prefix>/build/<library>.log. DUELBOARD_WINDOWS_DEPS_KEEP_BUILD=1 keeps
# the unpacked sources and build trees (<prefix>/build/work), which are otherwise removed.
set -euo pipefail

# Raise it when a change here changes what gets built: the next run then builds a new prefix.
script_revision=5

repo=$(cd "$(dirname "$0")/.." && pwd)
toolchain=$repo/cmake/mingw-w64-x86_64.cmake
cache_root=${DUELBOARD_WINDOWS_DEPS:-$HOME/.cache/duelboard/windows-deps}
triple=x86_64-w64-mingw32
jobs=2

exec 8>&2 # progress and warnings reach the terminal even from a step whose output goes to its log
say() { echo "windows deps: $*" >&8; }
die() { say "error: $*"; exit 1; }

# --- The build machine's packages ------------------------------------------------------------
host_packages=(
    gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix  # the cross compilers (posix threads)
    binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev         # ld, objdump, windres; Windows headers
    cmake ninja-build meson pkg-config python3             # the libraries' build systems
    dpkg-dev xz-utils bzip2                                # dpkg-source unpacks the source packages
    gcc make tcl                                           # SQLite's amalgamation is made natively
)
. "$repo/scripts/install_missing.sh"
install_missing "${host_packages[@]}" || die "the build machine's packages could not be installed"

mkdir -p "$cache_root"
exec 9>"$cache_root/.lock"
flock 9 || die "cannot lock $cache_root/.lock"

# --- Debian's source packages, through a private apt configuration ---------------------------
# The machine's own first Debian source (its URI, suites, components, key), as deb-src, so that
# no host is named here and the machine's apt state is left alone.
apt_dir=$cache_root/apt
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
rm -f "$apt_dir/deb-src.sources" "$apt_dir/deb-src.list"
first_sources=$(find /etc/apt/sources.list.d -maxdepth 1 -name '*.sources' 2>/dev/null | sort | head -n 1)
if [ -n "$first_sources" ]; then
    apt_list=$apt_dir/deb-src.sources
    awk 'BEGIN { RS = ""; ORS = "\n" } NR == 1 { print; exit }' "$first_sources" |
        sed 's/^Types:.*/Types: deb-src/' >"$apt_list"
elif [ -f /etc/apt/sources.list ]; then
    apt_list=$apt_dir/deb-src.list
    grep -m 1 -E '^deb[[:space:]]' /etc/apt/sources.list | sed 's/^deb[[:space:]]/deb-src /' >"$apt_list"
fi
[ -s "${apt_list:-}" ] || die "no Debian source found in /etc/apt/sources.list.d/*.sources or /etc/apt/sources.list"
apt_opts=(
    -o "Dir::Etc::sourcelist=$apt_list" -o Dir::Etc::sourceparts=/dev/null
    -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
    -o APT::Sandbox::User=root
)
if ! apt-get "${apt_opts[@]}" -q update >"$apt_dir/update.log" 2>&1; then
    if ls "$apt_dir/lists/"*Sources* >/dev/null 2>&1; then
        say "apt-get update failed (see $apt_dir/update.log): using the source lists of an earlier run"
    else
        cat "$apt_dir/update.log" >&2
        die "apt-get update of the deb-src lists failed"
    fi
fi

# The libraries, in build order, with their Debian source packages and licences (SPDX); their DLLs'
# names are found after each build.
libraries=(zlib libpng freetype harfbuzz sdl2 sdl2_image sdl2_ttf epoxy mbedtls websockets sqlite)
declare -A source_package=(
    [zlib]=zlib [libpng]=libpng1.6 [freetype]=freetype [harfbuzz]=harfbuzz [sdl2]=libsdl2
    [sdl2_image]=libsdl2-image [sdl2_ttf]=libsdl2-ttf [epoxy]=libepoxy [mbedtls]=mbedtls
    [websockets]=libwebsockets [sqlite]=sqlite3
)
declare -A licence=(
    [zlib]=Zlib [libpng]=libpng-2.0 [freetype]="FTL OR GPL-2.0-or-later" [harfbuzz]=MIT-Modern-Variant
    [sdl2]=Zlib [sdl2_image]=Zlib [sdl2_ttf]=Zlib [epoxy]=MIT [mbedtls]=Apache-2.0
    [websockets]="MIT AND BSD-3-Clause AND Apache-2.0" [sqlite]=blessing
)
declare -A version=()
for lib in "${libraries[@]}"; do
    pkg=${source_package[$lib]}
    best=""
    while read -r v; do
        if [ -z "$best" ] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
    done < <(apt-cache "${apt_opts[@]}" showsrc --only-source "$pkg" 2>/dev/null | awk '/^Version:/ { print $2 }')
    [ -n "$best" ] || die "no source package $pkg in $(grep -m 1 '^URIs:\|^deb-src' "$apt_list")"
    version[$lib]=$best
done

key_text="revision $script_revision"$'\n'
for lib in "${libraries[@]}"; do key_text+="${source_package[$lib]} ${version[$lib]}"$'\n'; done
key="r$script_revision-$(printf '%s' "$key_text" | sha256sum | cut -c 1-12)"
prefix=$cache_root/$key

if [ -f "$prefix/.complete" ]; then
    say "cached at $prefix"
    echo "$prefix"
    exit 0
fi

# --- The build --------------------------------------------------------------------------------
unset CC CXX CFLAGS CXXFLAGS CPPFLAGS LDFLAGS PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig
export DUELBOARD_WINDOWS_DEPS_PREFIX=$prefix
build=$prefix/build
work=$build/work
stamps=$build/stamps
sources=$cache_root/sources
mkdir -p "$prefix/bin" "$prefix/lib/pkgconfig" "$prefix/include" "$build" "$work" "$stamps" "$sources"
printf '%s' "$key_text" >"$prefix/KEY.txt"
say "building in $prefix"

cross_file=$build/meson-cross.ini
cat >"$cross_file" <<EOF
[binaries]
c = '$triple-gcc-posix'
cpp = '$triple-g++-posix'
ar = '$triple-gcc-ar-posix'
nm = '$triple-gcc-nm-posix'
ranlib = '$triple-gcc-ranlib-posix'
strip = '$triple-strip'
windres = '$triple-windres'
pkgconfig = 'pkg-config'

[properties]
pkg_config_libdir = ['$prefix/lib/pkgconfig']

[built-in options]
c_link_args = ['-static-libgcc']
cpp_link_args = ['-static-libgcc', '-static-libstdc++']

[host_machine]
system = 'windows'
cpu_family = 'x86_64'
cpu = 'x86_64'
endian = 'little'
EOF

cmake_build() { # name source-dir cmake-options...
    local name=$1 src=$2
    shift 2
    cmake -S "$src" -B "$work/$name-build" -G Ninja \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DDUELBOARD_WINDOWS_DEPS_PREFIX="$prefix" \
        -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_INSTALL_LIBDIR=lib \
        -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON -DBUILD_TESTING=OFF "$@"
    cmake --build "$work/$name-build" -j "$jobs"
    cmake --install "$work/$name-build" --strip
}

meson_build() { # name source-dir meson-options...
    local name=$1 src=$2
    shift 2
    meson setup "$work/$name-build" "$src" --cross-file "$cross_file" --prefix "$prefix" \
        --libdir lib --buildtype release --default-library shared --wrap-mode nofallback "$@"
    meson compile -C "$work/$name-build" -j "$jobs"
    meson install -C "$work/$name-build" --strip --no-rebuild
}

# Writes <prefix>/lib/pkgconfig/FILE.pc for a library whose own build writes none on Windows.
write_pc() { # file name description version libs [private-libs]
    {
        echo "prefix=$prefix"
        echo "exec_prefix=\${prefix}"
        echo "libdir=\${prefix}/lib"
        echo "includedir=\${prefix}/include"
        echo
        echo "Name: $2"
        echo "Description: $3"
        echo "Version: $4"
        echo "Libs: -L\${libdir} $5"
        if [ -n "${6:-}" ]; then echo "Libs.private: $6"; fi
        echo "Cflags: -I\${includedir}"
    } >"$prefix/lib/pkgconfig/$1.pc"
}

build_zlib() { # Debian's dfsg tarball drops win32/ (zlib1.rc, Makefile.gcc), which zlib's CMake
    # build needs on MinGW: compile the library directly, as win32/Makefile.gcc would, into zlib1.dll
    # and libz.dll.a (so "-lz" in zlib.pc finds it).
    local src=$1 o=$work/zlib-build
    mkdir -p "$o"
    local objs=()
    for c in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate \
        inftrees trees uncompr zutil; do
        objs+=("$o/$c.o")
    done
    printf '%s\n' adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast \
        inflate inftrees trees uncompr zutil |
        xargs -P "$jobs" -I{} "$triple-gcc-posix" -O2 -Wall -DZLIB_DLL -D_LARGEFILE64_SOURCE=1 \
            -c "$src/{}.c" -o "$o/{}.o"
    "$triple-gcc-posix" -shared -static-libgcc -o "$o/zlib1.dll" "${objs[@]}" \
        -Wl,--out-implib,"$o/libz.dll.a"
    "$triple-strip" --strip-unneeded "$o/zlib1.dll"
    install -m 0755 "$o/zlib1.dll" "$prefix/bin/"
    install -m 0644 "$o/libz.dll.a" "$prefix/lib/"
    install -m 0644 "$src/zlib.h" "$src/zconf.h" "$prefix/include/"
    write_pc zlib zlib "zlib compression library" \
        "$(sed -n 's/^#define ZLIB_VERSION "\(.*\)"/\1/p' "$src/zlib.h")" -lz
}

build_libpng() {
    cmake_build libpng "$1" -DPNG_SHARED=ON -DPNG_STATIC=OFF -DPNG_TESTS=OFF -DPNG_EXECUTABLES=OFF
}

build_freetype() { # without HarfBuzz (HarfBuzz itself needs FreeType; SDL2_ttf shapes with it)
    meson_build freetype "$1" -Dharfbuzz=disabled -Dbrotli=disabled -Dbzip2=disabled \
        -Dzlib=system -Dpng=enabled -Dtests=disabled
}

build_harfbuzz() {
    meson_build harfbuzz "$1" -Dfreetype=enabled -Dglib=disabled -Dgobject=disabled \
        -Dcairo=disabled -Dchafa=disabled -Dicu=disabled -Dgraphite2=disabled \
        -Dgdi=disabled -Ddirectwrite=disabled -Dtests=disabled -Dintrospection=disabled \
        -Ddocs=disabled -Dbenchmark=disabled
    # HarfBuzz 6 always builds its subsetter too; nothing here uses it, so it is not shipped.
    rm -f "$prefix/bin/libharfbuzz-subset-0.dll" "$prefix/lib/libharfbuzz-subset.dll.a" \
        "$prefix/lib/pkgconfig/harfbuzz-subset.pc"
}

build_sdl2() {
    cmake_build sdl2 "$1" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF
}

build_sdl2_image() { # PNG through libpng, linked (not loaded at run time); SVG (built-in nanosvg)
    # because Duelboard draws its pieces with IMG_LoadSizedSVG_RW; no other format.
    local formats=() f
    for f in AVIF BMP GIF JPG JXL LBM PCX PNM QOI TGA TIF WEBP XCF XPM XV; do
        formats+=("-DSDL2IMAGE_$f=OFF")
    done
    cmake_build sdl2_image "$1" -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF \
        -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF -DSDL2IMAGE_BACKEND_STB=OFF \
        -DSDL2IMAGE_BACKEND_WIC=OFF -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_PNG_SHARED=OFF \
        -DSDL2IMAGE_PNG_SAVE=ON -DSDL2IMAGE_SVG=ON "${formats[@]}"
}

build_sdl2_ttf() {
    cmake_build sdl2_ttf "$1" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=ON -DSDL2TTF_SAMPLES=OFF
}

build_epoxy() { # WGL only
    meson_build epoxy "$1" -Dglx=no -Degl=no -Dx11=false -Dtests=false -Ddocs=false
}

build_mbedtls() { # upstream's configuration (Debian's rules turn on pthread threading, not wanted here)
    cmake_build mbedtls "$1" -DUSE_SHARED_MBEDTLS_LIBRARY=ON -DUSE_STATIC_MBEDTLS_LIBRARY=OFF \
        -DENABLE_PROGRAMS=OFF -DENABLE_TESTING=OFF -DMBEDTLS_FATAL_WARNINGS=OFF
    # Its install puts the DLLs beside the import libraries, in lib/: they belong in bin/.
    local dll
    for dll in libmbedcrypto.dll libmbedx509.dll libmbedtls.dll; do
        install -m 0755 "$prefix/lib/$dll" "$prefix/bin/$dll"
        rm "$prefix/lib/$dll"
    done
}

build_websockets() {
    cmake_build websockets "$1" -DLWS_WITH_SSL=ON -DLWS_WITH_MBEDTLS=ON \
        -DLWS_MBEDTLS_INCLUDE_DIRS="$prefix/include" \
        -DLWS_MBEDTLS_LIBRARIES="$prefix/lib/libmbedtls.dll.a;$prefix/lib/libmbedx509.dll.a;$prefix/lib/libmbedcrypto.dll.a" \
        -DLWS_WITH_SHARED=ON -DLWS_WITH_STATIC=OFF -DLWS_WITHOUT_TESTAPPS=ON \
        -DLWS_WITHOUT_TEST_SERVER=ON -DLWS_WITHOUT_TEST_SERVER_EXTPOLL=ON -DLWS_WITHOUT_TEST_PING=ON \
        -DLWS_WITHOUT_TEST_CLIENT=ON -DLWS_WITH_MINIMAL_EXAMPLES=OFF -DLWS_WITH_LIBUV=OFF \
        -DLWS_WITH_LIBEV=OFF -DLWS_WITH_LIBEVENT=OFF -DLWS_WITH_GLIB=OFF -DLWS_WITH_EVLIB_PLUGINS=OFF \
        -DLWS_WITH_PLUGINS=OFF -DLWS_WITH_ZLIB=OFF -DLWS_WITH_BUNDLED_ZLIB=OFF -DLWS_IPV6=ON \
        -DDISABLE_WERROR=ON
    # Its CMake writes libwebsockets.pc only for UNIX: write the same for Windows.
    if [ ! -f "$prefix/lib/pkgconfig/libwebsockets.pc" ]; then
        local lver=${version[websockets]#*:}
        lver=${lver%-*}
        write_pc libwebsockets libwebsockets "Websockets server and client library" "$lver" \
            -lwebsockets "-lmbedtls -lmbedx509 -lmbedcrypto -lws2_32 -liphlpapi"
    fi
}

build_sqlite() { # Debian's source is SQLite's whole tree: its one-file amalgamation, sqlite3.c, is
    # generated by tclsh scripts on this machine, then compiled by itself into libsqlite3-0.dll.
    local src=$1 o=$work/sqlite-build
    mkdir -p "$o"
    (cd "$o" && CC=gcc "$src/configure" --disable-tcl --disable-readline && make sqlite3.c)
    "$triple-gcc-posix" -O2 -shared -static-libgcc -DSQLITE_OS_WIN=1 -DSQLITE_THREADSAFE=1 \
        -DSQLITE_OMIT_LOAD_EXTENSION -o "$o/libsqlite3-0.dll" "$o/sqlite3.c" \
        -Wl,--out-implib,"$o/libsqlite3.dll.a"
    "$triple-strip" --strip-unneeded "$o/libsqlite3-0.dll"
    install -m 0755 "$o/libsqlite3-0.dll" "$prefix/bin/"
    install -m 0644 "$o/libsqlite3.dll.a" "$prefix/lib/"
    install -m 0644 "$o/sqlite3.h" "$src/src/sqlite3ext.h" "$prefix/include/"
    write_pc sqlite3 SQLite "SQL database engine" \
        "$(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' "$o/sqlite3.h")" -lsqlite3
}

# Patches of Debian's that are wrong for a Windows prefix: reverted after unpacking.
declare -A revert_patches=(
    # sdl2-config --libs without -L: right only where the library is on the linker's default path.
    [sdl2]=no-libdir.patch
)

# Downloads (once, into $sources) and unpacks a source package with Debian's patches applied;
# sets unpacked_dir and patch_note.
fetch_and_unpack() { # lib
    local lib=$1 pkg=${source_package[$1]} ver=${version[$1]}
    local upver=${ver#*:}
    local dsc=$sources/${pkg}_${upver}.dsc
    local dir=$work/src/$lib
    (cd "$sources" && apt-get "${apt_opts[@]}" -q source --download-only "$pkg=$ver") || true
    [ -f "$dsc" ] || die "could not download $pkg $ver"
    # Every file the .dsc lists, with its checksum; a missing debian.tar is survivable (the mirror
    # may lack it), anything else is not.
    local missing_debian="" sum file
    while read -r sum _ file; do
        if [ ! -f "$sources/$file" ]; then
            case $file in
                *.debian.tar.*) missing_debian=$file; continue ;;
                *) die "$file (of $pkg $ver) was not downloaded" ;;
            esac
        fi
        echo "$sum  $sources/$file" | sha256sum -c --quiet - || die "$file: checksum mismatch"
    done < <(awk '/^Checksums-Sha256:/ { on = 1; next } /^[^ ]/ { on = 0 } on && NF == 3' "$dsc")
    rm -rf "$dir"
    mkdir -p "$work/src"
    if [ -n "$missing_debian" ]; then
        local orig="" f
        for f in "$sources/${pkg}_${upver%-*}".orig.tar.*; do
            case $f in *.asc) ;; *) orig=$f ;; esac
        done
        [ -f "$orig" ] || die "no upstream tarball of $pkg $ver"
        mkdir -p "$dir"
        tar -xf "$orig" -C "$dir" --strip-components=1
        patch_note="none: $missing_debian could not be downloaded, upstream tarball only"
        say "warning: $pkg: $missing_debian is not on the mirror; building the upstream tarball without Debian's patches"
    elif dpkg-source -x "$dsc" "$dir"; then
        local series=$dir/debian/patches/series
        if [ -f "$series" ] && grep -q -v -E '^[[:space:]]*(#|$)' "$series"; then
            patch_note="all applied ($(grep -c -v -E '^[[:space:]]*(#|$)' "$series"))"
        else
            patch_note="none in the package"
        fi
    else
        # A patch did not apply: unpack without, apply what applies, note what did not.
        rm -rf "$dir"
        dpkg-source --skip-patches -x "$dsc" "$dir"
        local failed="" applied=0 p
        while read -r p; do
            if (cd "$dir" && patch -p1 -N --quiet <"debian/patches/$p"); then
                applied=$((applied + 1))
            else
                failed+=" $p"
            fi
        done < <(grep -v -E '^[[:space:]]*(#|$)' "$dir/debian/patches/series" | awk '{ print $1 }')
        patch_note="$applied applied; failed:$failed"
        say "warning: $pkg: Debian patches that did not apply:$failed"
    fi
    local r=${revert_patches[$lib]:-}
    if [ -n "$r" ] && [ -f "$dir/debian/patches/$r" ]; then
        (cd "$dir" && patch -R -p1 --quiet <"debian/patches/$r")
        patch_note+=", $r reverted"
    fi
    unpacked_dir=$dir
}

# A library's licence texts, shipped beside its DLLs: its source's own licence files (at the top or
# one folder down, each named by its path there) and Debian's copyright file.
collect_licences() { # lib source-dir
    local dest=$prefix/licenses/$1 src=$2 f
    rm -rf "$dest"
    mkdir -p "$dest"
    while IFS= read -r f; do
        install -m 0644 "$src/$f" "$dest/${f//\//-}"
    done < <(cd "$src" && find . -maxdepth 2 -type f \( -iname 'licen[cs]e*' -o -iname 'copying*' \
        -o -iname 'ftl.txt' -o -iname 'gplv2.txt' \) ! -path './debian/*' | sed 's@^\./@@' | sort)
    if [ -f "$src/debian/copyright" ]; then install -m 0644 "$src/debian/copyright" "$dest/debian-copyright"; fi
    [ -n "$(ls -A "$dest")" ] || die "$1: no licence text found in its source"
}

list_dlls() { find "$prefix/bin" -maxdepth 1 -name '*.dll' -printf '%f\n' | sort; }

total_start=$SECONDS
for lib in "${libraries[@]}"; do
    stamp=$stamps/$lib
    if [ -f "$stamp" ]; then
        say "$(printf '%-11s %-26s already built' "$lib" "${version[$lib]}")"
        continue
    fi
    log=$build/$lib.log
    start=$SECONDS
    before=$(list_dlls)
    # A subshell with errexit of its own (not under "if", where bash ignores errexit).
    set +e
    (
        set -e
        fetch_and_unpack "$lib"
        echo "$patch_note" >"$stamps/$lib.patches"
        "build_$lib" "$unpacked_dir"
        collect_licences "$lib" "$unpacked_dir"
    ) >"$log" 2>&1
    status=$?
    set -e
    if [ $status -ne 0 ]; then
        tail -n 40 "$log" >&2
        die "$lib failed; the whole log is $log"
    fi
    after=$(list_dlls)
    dlls=$(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ' | sed 's/ $//')
    seconds=$((SECONDS - start))
    printf '%s|%s|%s|%s\n' "$seconds" "$dlls" "$(cat "$stamps/$lib.patches")" "${licence[$lib]}" >"$stamp"
    say "$(printf '%-11s %-26s %4d s  %s' "$lib" "${version[$lib]}" "$seconds" "$dlls")"
    if [ "${DUELBOARD_WINDOWS_DEPS_KEEP_BUILD:-0}" != 1 ]; then
        rm -rf "$work/$lib-build" "$work/src/$lib"
    fi
done

# --- The mingw runtime DLLs, and what every DLL needs -------------------------------------------
# A DLL may need: another DLL in bin/, a Windows system DLL (mingw-w64 has an import library for
# each: /usr/x86_64-w64-mingw32/lib/lib<name>.a), or a mingw runtime DLL, copied into bin/.
runtime_dirs=("/usr/lib/gcc/$triple/"*-posix "/usr/$triple/lib")
declare -A runtime_path=() runtime_users=()
# Duelboard itself needs libwinpthread-1.dll: its threads are POSIX threads (Threads::Threads links
# -lpthread, which is winpthreads' import library), whatever the libraries here need.
runtime_path[libwinpthread-1.dll]=/usr/$triple/lib/libwinpthread-1.dll
runtime_users[libwinpthread-1.dll]="Duelboard's programs (Threads::Threads)"
[ -f "${runtime_path[libwinpthread-1.dll]}" ] || die "no ${runtime_path[libwinpthread-1.dll]}"
install -m 0755 "${runtime_path[libwinpthread-1.dll]}" "$prefix/bin/"
changed=1
while [ $changed = 1 ]; do
    changed=0
    for dll in "$prefix"/bin/*.dll; do
        user=$(basename "$dll")
        while read -r needed; do
            lower=${needed,,}
            case $lower in
                libwinpthread-1.dll | libgcc_s_seh-1.dll | libstdc++-6.dll | libssp-0.dll | libatomic-1.dll | libgomp-1.dll)
                    if [ -z "${runtime_path[$needed]:-}" ]; then
                        for d in "${runtime_dirs[@]}"; do
                            if [ -f "$d/$needed" ]; then runtime_path[$needed]=$d/$needed; break; fi
                        done
                        [ -n "${runtime_path[$needed]:-}" ] ||
                            die "$user needs $needed, not found in ${runtime_dirs[*]}"
                        install -m 0755 "${runtime_path[$needed]}" "$prefix/bin/"
                        changed=1
                    fi
                    case " ${runtime_users[$needed]:-} " in
                        *" $user "*) ;;
                        *) runtime_users[$needed]="${runtime_users[$needed]:-}${runtime_users[$needed]:+ }$user" ;;
                    esac
                    ;;
                *)
                    [ -f "$prefix/bin/$needed" ] || [ -f "/usr/$triple/lib/lib${lower%.dll}.a" ] ||
                        die "$user needs $needed: neither in bin/ nor a Windows system DLL nor the mingw runtime"
                    ;;
            esac
        done < <("$triple-objdump" -p "$dll" | awk '/DLL Name:/ { print $3 }')
    done
done

for module in sdl2 SDL2_image SDL2_ttf epoxy libwebsockets sqlite3; do
    pkg-config --exists "$module" || die "pkg-config (PKG_CONFIG_LIBDIR=$PKG_CONFIG_LIBDIR) does not find $module"
done

# The runtime DLLs' licences: their Debian package's copyright file.
for dll in "${!runtime_path[@]}"; do
    owner=$(dpkg -S "$(readlink -f "${runtime_path[$dll]}")" 2>/dev/null | cut -d: -f1 | head -n 1 || true)
    copyright=/usr/share/doc/$owner/copyright
    [ -n "$owner" ] && [ -f "$copyright" ] || die "no copyright file of the package that holds $dll"
    mkdir -p "$prefix/licenses/${dll%.dll}"
    install -m 0644 "$copyright" "$prefix/licenses/${dll%.dll}/debian-copyright"
done

# --- VERSIONS.txt -------------------------------------------------------------------------------
{
    echo "# Duelboard's libraries for Windows (x86_64-w64-mingw32), built by scripts/windows-deps.sh"
    echo "# revision $script_revision from Debian source packages with $("$triple-gcc-posix" --version | head -n 1)."
    echo "# library | Debian source package | Debian version | licence (SPDX) | DLLs | Debian patches"
    for lib in "${libraries[@]}"; do
        IFS='|' read -r seconds dlls note lic <"$stamps/$lib"
        echo "$lib | ${source_package[$lib]} | ${version[$lib]} | $lic | $dlls | $note"
    done
    for dll in "${!runtime_path[@]}"; do
        owner=$(dpkg -S "$(readlink -f "${runtime_path[$dll]}")" 2>/dev/null | cut -d: -f1 | head -n 1 || true)
        owner_version=$(dpkg-query -W -f='${Version}' "$owner" 2>/dev/null || echo "?")
        case $dll in
            libwinpthread-1.dll) lic="MIT AND BSD-3-Clause" ;;
            *) lic="GPL-3.0-or-later WITH GCC-exception-3.1" ;;
        esac
        echo "mingw runtime, for ${runtime_users[$dll]} | $owner (binary package) | $owner_version | $lic | $dll | -"
    done
    echo "# libgcc (and HarfBuzz's libstdc++) are linked in statically: no DLL here needs libgcc_s_seh-1.dll"
    echo "# or libstdc++-6.dll."
} >"$prefix/VERSIONS.txt"

say "DLLs in $prefix/bin:"
find "$prefix/bin" -maxdepth 1 -name '*.dll' -printf '  %-26f %9s bytes\n' | sort >&2
for dll in "${!runtime_path[@]}"; do say "mingw runtime DLL copied into bin: $dll, for ${runtime_users[$dll]}"; done
say "total $((SECONDS - total_start)) s"
if [ "${DUELBOARD_WINDOWS_DEPS_KEEP_BUILD:-0}" != 1 ]; then rm -rf "$work"; fi
touch "$prefix/.complete"
ln -sfn "$key" "$cache_root/latest"
echo "$prefix"
