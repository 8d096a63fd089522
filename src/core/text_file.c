/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole-file text reading with validation, line iteration and atomic writes. */
#include "core/text_file.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/file_system.h"

#ifndef O_BINARY /* Windows: no line-end translation */
#define O_BINARY 0
#endif

bool text_is_plain(const char *text, size_t length, Error *err) {
    const unsigned char *p = (const unsigned char *)text;
    int line = 1;
    for (size_t i = 0; i < length; i++) {
        unsigned char c = p[i];
        if (c == '\n') line++;
        if (c == 0)
            return error_set(err, "line %d: binary data (a NUL byte), not a text file", line);
        if (c < 0x80) continue;
        int extra = (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : -1;
        if (extra < 0 || c == 0xc0 || c == 0xc1 || c > 0xf4 || i + (size_t)extra >= length)
            return error_set(err, "line %d: invalid UTF-8, not a text file", line);
        for (int k = 1; k <= extra; k++)
            if ((p[i + (size_t)k] & 0xc0) != 0x80)
                return error_set(err, "line %d: invalid UTF-8, not a text file", line);
        i += (size_t)extra;
    }
    return true;
}

char *text_file_read(const char *path, size_t *length, Error *err) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_set(err, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        if (len == cap) {
            if (cap >= TEXT_FILE_MAX_BYTES) {
                free(buf);
                fclose(f);
                error_set(err, "%s is larger than %u bytes", path, TEXT_FILE_MAX_BYTES);
                return NULL;
            }
            cap *= 2;
            char *bigger = realloc(buf, cap + 1);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (got == 0) break;
    }
    bool failed = ferror(f);
    fclose(f);
    if (!buf) {
        error_set(err, "out of memory reading %s", path);
        return NULL;
    }
    if (failed) {
        free(buf);
        error_set(err, "cannot read %s", path);
        return NULL;
    }
    buf[len] = '\0';
    if (!text_is_plain(buf, len, err)) {
        free(buf);
        return NULL;
    }
    if (length) *length = len;
    return buf;
}

bool text_file_write_atomic(const char *path, const char *data, size_t length, Error *err) {
    size_t n = strlen(path) + 5;
    char *tmp = malloc(n);
    if (!tmp) return error_set(err, "out of memory");
    snprintf(tmp, n, "%s.tmp", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_BINARY, 0644);
    if (fd < 0) {
        error_set(err, "cannot create %s: %s", tmp, strerror(errno));
        free(tmp);
        return false;
    }
    size_t done = 0;
    while (done < length) {
        ssize_t w = write(fd, data + done, length - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            error_set(err, "cannot write %s: %s", tmp, strerror(errno));
            close(fd);
            unlink(tmp);
            free(tmp);
            return false;
        }
        done += (size_t)w;
    }
    if (!fs_flush(fd) || close(fd) != 0) {
        error_set(err, "cannot flush %s: %s", tmp, strerror(errno));
        unlink(tmp);
        free(tmp);
        return false;
    }
    if (!fs_replace(tmp, path)) {
        error_set(err, "cannot rename %s to %s: %s", tmp, path, strerror(errno));
        unlink(tmp);
        free(tmp);
        return false;
    }
    free(tmp);
    return true;
}

void text_lines_begin(TextLines *it, const char *text) {
    it->next = text;
    it->number = 0;
}

bool text_lines_next(TextLines *it, char *buf, size_t size, bool *too_long) {
    if (!it->next || !*it->next) return false;
    const char *end = strchr(it->next, '\n');
    size_t len = end ? (size_t)(end - it->next) : strlen(it->next);
    size_t raw = len;
    if (len > 0 && it->next[len - 1] == '\r') len--;
    if (too_long) *too_long = len >= size;
    if (len >= size) len = size - 1;
    memcpy(buf, it->next, len);
    buf[len] = '\0';
    it->next = end ? it->next + raw + 1 : it->next + raw;
    it->number++;
    return true;
}

char *text_trim(char *s) {
    char *start = s;
    while (*start && isspace((unsigned char)*start)) start++;
    size_t len = strlen(start);
    while (len > 0 && isspace((unsigned char)start[len - 1])) len--;
    memmove(s, start, len);
    s[len] = '\0';
    return s;
}

bool text_file_set_aside(const char *path, char *kept, size_t n) {
    char stamp[32], target[4200];
    time_t now = time(NULL);
    struct tm tm;
    if (!gmtime_r(&now, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    for (int i = 0; i < 100; i++) {
        if (i == 0)
            snprintf(target, sizeof target, "%s.broken-%s", path, stamp);
        else
            snprintf(target, sizeof target, "%s.broken-%s-%d", path, stamp, i);
        struct stat st;
        if (stat(target, &st) == 0) continue;
        if (rename(path, target) != 0) return false;
        const char *slash = strrchr(target, '/');
        snprintf(kept, n, "%s", slash ? slash + 1 : target);
        return true;
    }
    return false;
}
