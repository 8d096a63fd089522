/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading text files into lines and writing them atomically (temporary file + rename). */
#ifndef DUELBOARD_CORE_TEXT_FILE_H
#define DUELBOARD_CORE_TEXT_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

/* Files larger than this are refused: no record or setting is anywhere near it. */
#define TEXT_FILE_MAX_BYTES (4u << 20)

/* Reads a whole file as text into a NUL-terminated heap buffer (free() it). Refuses files that
 * are too large or hold NUL bytes or invalid UTF-8, with a message saying which. */
char *text_file_read(const char *path, size_t *length, Error *err);

/* Checks that text[0..length) is plain text: no NUL bytes, valid UTF-8. Reports the line. */
bool text_is_plain(const char *text, size_t length, Error *err);

/* Writes `length` bytes to `path` so that a crash leaves either the old or the new file: the
 * data go to "<path>.tmp", are flushed to disk, then renamed over `path`. */
bool text_file_write_atomic(const char *path, const char *data, size_t length, Error *err);
/* Renames a file that cannot be used, unchanged, to "<path>.broken-<UTC YYYYMMDD-HHMMSS>[-N]"
 * beside it, so nothing is lost and it is not met again; `kept` gets the new file name. */
bool text_file_set_aside(const char *path, char *kept, size_t n);

/* Iterates over the lines of a NUL-terminated buffer. Lines may end in "\n" or "\r\n". */
typedef struct TextLines {
    const char *next;
    int number; /* 1-based number of the line last returned */
} TextLines;

void text_lines_begin(TextLines *it, const char *text);
/* Copies the next line (without its end) into buf; false at the end of the text. A line longer
 * than the buffer sets *too_long and is cut. */
bool text_lines_next(TextLines *it, char *buf, size_t size, bool *too_long);

/* Removes leading and trailing white space in place; returns s. */
char *text_trim(char *s);

#endif
