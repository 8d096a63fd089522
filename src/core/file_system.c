/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The file-system calls that differ between POSIX systems and Windows, in one place. */
#include "core/file_system.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#ifdef _WIN32
#include <io.h>
#include <windows.h>

bool fs_make_directory(const char *path) {
    return mkdir(path) == 0 || errno == EEXIST;
}

bool fs_replace(const char *from, const char *to) {
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return true;
    errno = GetLastError() == ERROR_ACCESS_DENIED ? EACCES : EIO;
    return false;
}

bool fs_flush(int fd) {
    return _commit(fd) == 0;
}
#else
#include <unistd.h>

bool fs_make_directory(const char *path) {
    return mkdir(path, 0700) == 0 || errno == EEXIST;
}

bool fs_replace(const char *from, const char *to) {
    return rename(from, to) == 0;
}

bool fs_flush(int fd) {
    return fsync(fd) == 0;
}
#endif
