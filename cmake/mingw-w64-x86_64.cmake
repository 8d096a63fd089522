# CMake toolchain file: cross-compiles for 64-bit Windows with Debian's mingw-w64 (posix threads).
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Use:  prefix=$(scripts/windows-deps.sh | tail -n 1)
#       cmake -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DCMAKE_PREFIX_PATH="$prefix"
# The prefix holding the Windows builds of the libraries (scripts/windows-deps.sh makes it) is
# taken from, in order: the cache variable DUELBOARD_WINDOWS_DEPS_PREFIX, the environment variable
# of the same name, CMAKE_PREFIX_PATH. It becomes CMAKE_FIND_ROOT_PATH, and pkg-config is made to
# read only its lib/pkgconfig, so that the build machine's Linux libraries and .pc files are never
# picked up. Packages: gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix (scripts/windows-deps.sh
# installs them).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(DUELBOARD_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${DUELBOARD_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${DUELBOARD_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${DUELBOARD_MINGW_TRIPLE}-windres)
# CMake does not derive the binutils' prefix from a compiler name ending in "-posix": name them.
find_program(CMAKE_AR NAMES ${DUELBOARD_MINGW_TRIPLE}-gcc-ar-posix ${DUELBOARD_MINGW_TRIPLE}-ar)
find_program(CMAKE_RANLIB NAMES ${DUELBOARD_MINGW_TRIPLE}-gcc-ranlib-posix ${DUELBOARD_MINGW_TRIPLE}-ranlib)
find_program(CMAKE_NM NAMES ${DUELBOARD_MINGW_TRIPLE}-gcc-nm-posix ${DUELBOARD_MINGW_TRIPLE}-nm)
find_program(CMAKE_OBJDUMP NAMES ${DUELBOARD_MINGW_TRIPLE}-objdump)
find_program(CMAKE_STRIP NAMES ${DUELBOARD_MINGW_TRIPLE}-strip)

# libgcc is linked in: otherwise a DLL or program that uses one of its helpers (128-bit division,
# popcount and the like) needs libgcc_s_seh-1.dll beside it.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static-libgcc")

# The deps prefix. It is also put in the environment: try_compile re-reads this file in the same
# process without the cache, and must come to the same answer.
if(NOT DUELBOARD_WINDOWS_DEPS_PREFIX)
    if(DEFINED ENV{DUELBOARD_WINDOWS_DEPS_PREFIX} AND NOT "$ENV{DUELBOARD_WINDOWS_DEPS_PREFIX}" STREQUAL "")
        set(DUELBOARD_WINDOWS_DEPS_PREFIX "$ENV{DUELBOARD_WINDOWS_DEPS_PREFIX}")
    elseif(CMAKE_PREFIX_PATH)
        set(DUELBOARD_WINDOWS_DEPS_PREFIX "${CMAKE_PREFIX_PATH}")
    endif()
endif()
if(DUELBOARD_WINDOWS_DEPS_PREFIX)
    set(ENV{DUELBOARD_WINDOWS_DEPS_PREFIX} "${DUELBOARD_WINDOWS_DEPS_PREFIX}")
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES DUELBOARD_WINDOWS_DEPS_PREFIX)

set(CMAKE_FIND_ROOT_PATH ${DUELBOARD_WINDOWS_DEPS_PREFIX} /usr/${DUELBOARD_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)  # build tools run here
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# pkg-config: only the prefix's .pc files (PKG_CONFIG_LIBDIR replaces the default search path,
# /usr/lib/x86_64-linux-gnu/pkgconfig and the like). The .pc files hold absolute paths into the
# prefix, so no sysroot is prepended.
set(_duelboard_pc_dirs "")
foreach(_duelboard_dir IN LISTS DUELBOARD_WINDOWS_DEPS_PREFIX)
    list(APPEND _duelboard_pc_dirs "${_duelboard_dir}/lib/pkgconfig")
endforeach()
if(NOT _duelboard_pc_dirs)
    # No prefix given: a directory with no Linux .pc files, so pkg-config finds nothing at all.
    set(_duelboard_pc_dirs "/usr/${DUELBOARD_MINGW_TRIPLE}/lib/pkgconfig")
endif()
string(REPLACE ";" ":" _duelboard_pc_dirs "${_duelboard_pc_dirs}")
set(ENV{PKG_CONFIG_LIBDIR} "${_duelboard_pc_dirs}")
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_SYSROOT_DIR} "")
unset(_duelboard_pc_dirs)
unset(_duelboard_dir)
