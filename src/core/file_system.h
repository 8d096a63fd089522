/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The few file-system calls that differ between POSIX systems and Windows: making a directory,
 * putting a file in the place of another, and flushing a file to the disk. Paths are UTF-8
 * (on Windows the program's manifest makes the ANSI calls take UTF-8). */
#ifndef DUELBOARD_CORE_FILE_SYSTEM_H
#define DUELBOARD_CORE_FILE_SYSTEM_H

#include <stdbool.h>

/* Makes the directory, readable by its owner only where the system has such modes; true when it
 * is there afterwards, whether made now or before. errno tells why not. */
bool fs_make_directory(const char *path);

/* Renames `from` to `to`, replacing `to` if it is there, in one step (POSIX rename; on Windows
 * MoveFileEx with its replace flag, as rename there refuses an existing target). */
bool fs_replace(const char *from, const char *to);

/* Writes the open file's data to the disk before returning. */
bool fs_flush(int fd);

#endif
