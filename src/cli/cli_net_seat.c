/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game's seat kept in a file for `duelboard-cli play --rejoin`: where, and its
 * lines. */
#include "cli/cli_net_seat.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/file_system.h"
#include "core/text_file.h"

#define SEAT_HEADER "duelboard-seat 1"

/* Makes `path` and the folders above it, each only its owner's to read. */
static bool make_folders(char *path, Error *err) {
    for (char *slash = path + 1;; slash++) {
        bool end = *slash == '\0';
        if (*slash != '/' && !end) continue;
        *slash = '\0';
        bool ok = fs_make_directory(path);
        int why = errno;
        if (!end) *slash = '/';
        if (!ok) return error_set(err, "cannot make %s: %s", path, strerror(why));
        if (end) return true;
    }
}

bool cli_seat_dir(char *out, size_t n, bool make, Error *err) {
    const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
#ifdef _WIN32
    /* Windows keeps a program's own files in the user's local application data. */
    const char *local = getenv("LOCALAPPDATA");
    if (local && local[0]) {
        snprintf(out, n, "%s/Duelboard/seats", local);
        return !make || make_folders(out, err);
    }
#endif
    if (state && state[0] == '/')
        snprintf(out, n, "%s/duelboard/seats", state);
    else if (home && home[0])
        snprintf(out, n, "%s/.local/state/duelboard/seats", home);
    else
        return error_set(err, "neither XDG_STATE_HOME nor HOME is set");
    return !make || make_folders(out, err);
}

void cli_seat_path(const char *dir, const char *server, const char *room, int side, char *out,
                   size_t n) {
    char name[sizeof((CliSeat *)0)->server];
    snprintf(name, sizeof name, "%s", server);
    for (char *c = name; *c; c++) /* one file name whatever the address: "[::1]:7654" */
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              *c == '.' || *c == '-'))
            *c = '_';
    snprintf(out, n, "%s/%s-%s-%d.seat", dir, name, room, side + 1);
}

bool cli_seat_write(const char *path, const CliSeat *seat, Error *err) {
    char text[600];
    int len = snprintf(text, sizeof text,
                       SEAT_HEADER "\n"
                                   "# A seat of a network game: duelboard-cli play --rejoin %s %s\n"
                                   "server %s\nroom %s\nside %d\nseat %s\ngame %s\n",
                       seat->server, seat->room, seat->server, seat->room, seat->side + 1,
                       seat->token, seat->game);
    return text_file_write_atomic(path, text, (size_t)len, err);
}

bool cli_seat_read(const char *path, CliSeat *seat, Error *err) {
    memset(seat, 0, sizeof *seat);
    char *text = text_file_read(path, NULL, err);
    if (!text) return false;
    TextLines it;
    text_lines_begin(&it, text);
    char line[400];
    bool too_long, header = false;
    int side = 0;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        char *l = text_trim(line);
        if (!l[0] || l[0] == '#') continue;
        if (!header) {
            header = strcmp(l, SEAT_HEADER) == 0;
            if (!header) break;
            continue;
        }
        char *value = strchr(l, ' ');
        if (!value) continue;
        *value++ = '\0';
        if (strcmp(l, "server") == 0) snprintf(seat->server, sizeof seat->server, "%s", value);
        if (strcmp(l, "room") == 0) snprintf(seat->room, sizeof seat->room, "%s", value);
        if (strcmp(l, "side") == 0) side = atoi(value);
        if (strcmp(l, "seat") == 0) snprintf(seat->token, sizeof seat->token, "%s", value);
        if (strcmp(l, "game") == 0) snprintf(seat->game, sizeof seat->game, "%s", value);
    }
    free(text);
    seat->side = side - 1;
    if (!header || !seat->server[0] || !seat->room[0] || !seat->token[0] ||
        (side != 1 && side != 2))
        return error_set(err, "%s is not a kept seat (a server, room, side and seat token)", path);
    return true;
}
