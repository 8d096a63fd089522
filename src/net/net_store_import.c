/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A finished game's row from its record, and the one-time move of an older data directory (a file
 * a room, a file a record) into the store. */
#include "net/net_store_import.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/text_file.h"
#include "net/net_room.h"
#include "rules/game_line.h"
#include "rules/game_record.h"

#define PATH_LENGTH 4200

bool net_store_game_describe(NetStoreGame *game, const char *record, Error *err) {
    GameLine line;
    memset(&line, 0, sizeof line);
    GameRecordPlayers players;
    memset(&players, 0, sizeof players);
    GameRecordTimes times;
    memset(&times, 0, sizeof times);
    if (!game_record_load_timed(record, &line, &players, &times, err)) return false;
    snprintf(game->game, sizeof game->game, "%s", line.rules->id);
    for (int side = 0; side < 2; side++)
        snprintf(game->players[side], sizeof game->players[side], "%s",
                 players.name[side][0] ? players.name[side] : "-");
    snprintf(game->control, sizeof game->control, "%s", times.control[0] ? times.control : "none");
    Outcome o;
    char reason[GAME_END_REASON_MAX];
    if (!times.end[0] || !game_end_from_text(times.end, &o, reason, NULL))
        o = game_line_outcome(&line);
    if (o.kind == OUTCOME_WIN)
        snprintf(game->result, sizeof game->result, "win %d", o.winner + 1);
    else
        /* Only finished games are stored: "over" when the record does not say how it ended. */
        snprintf(game->result, sizeof game->result, "%s", o.kind == OUTCOME_DRAW ? "draw" : "over");
    snprintf(game->reason, sizeof game->reason, "%s", o.reason ? o.reason : "");
    game_record_times_free(&times);
    game_line_free(&line);
    return true;
}

/* "<name>" ending in `suffix`, with the part before it in `stem`. */
static bool name_with_suffix(const char *name, const char *suffix, char *stem, size_t n) {
    size_t length = strlen(name), tail = strlen(suffix);
    if (length <= tail || strcmp(name + length - tail, suffix) != 0 || length - tail >= n)
        return false;
    memcpy(stem, name, length - tail);
    stem[length - tail] = '\0';
    return true;
}

static void set_aside(FILE *log, const char *path, const char *why) {
    char kept[PATH_LENGTH];
    if (log) fprintf(log, "duelboard-server: %s: %s\n", path, why);
    if (text_file_set_aside(path, kept, sizeof kept)) {
        if (log) fprintf(log, "duelboard-server: set aside as %s\n", kept);
    } else if (log) {
        fprintf(log, "duelboard-server: could not set %s aside: %s\n", path, strerror(errno));
    }
}

static bool import_room(NetStore *s, const char *path, FILE *log, NetStoreImported *done,
                        Error *err) {
    Error why;
    char *text = text_file_read(path, NULL, &why);
    NetRoom *room = text ? net_room_restore(text, 0, &why) : NULL;
    bool ok = true;
    if (!room) {
        set_aside(log, path, why.message);
        done->set_aside++;
    } else {
        ok = net_store_put_room(s, net_room_code(room), text, err);
        if (ok) done->rooms++;
    }
    net_room_free(room);
    free(text);
    return ok;
}

/* "CODE.rec" is a room's first game, "CODE-N.rec" its N-th, as the older server named them. */
static bool import_game(NetStore *s, const char *path, const char *stem, FILE *log,
                        NetStoreImported *done, Error *err) {
    NetStoreGame game;
    memset(&game, 0, sizeof game);
    game.number = 1;
    const char *dash = strrchr(stem, '-');
    size_t code_length = dash ? (size_t)(dash - stem) : strlen(stem);
    if (dash) {
        char *end;
        long n = strtol(dash + 1, &end, 10);
        if (*end || n < 2 || n > 1000000) code_length = 0;
        game.number = (int)n;
    }
    Error why;
    char *text = NULL;
    struct stat st;
    if (code_length == 0 || code_length >= sizeof game.code)
        error_set(&why, "not a record's name (CODE.rec or CODE-N.rec)");
    else if ((text = text_file_read(path, NULL, &why)) &&
             net_store_game_describe(&game, text, &why))
        memcpy(game.code, stem, code_length);
    else {
        free(text);
        text = NULL;
    }
    if (!text) {
        set_aside(log, path, why.message);
        done->set_aside++;
        return true;
    }
    game.ended = stat(path, &st) == 0 ? (int64_t)st.st_mtime : (int64_t)time(NULL);
    game.record = text;
    bool added = false;
    bool ok = net_store_import_game(s, &game, &added, err);
    if (added) done->games++;
    free(text);
    return ok;
}

/* Every "*.room" or "*.rec" file of one folder. */
static bool import_folder(NetStore *s, const char *folder, bool rooms, FILE *log,
                          NetStoreImported *done, Error *err) {
    DIR *d = opendir(folder);
    if (!d) return true;
    done->found = true;
    bool ok = true;
    struct dirent *e;
    while (ok && (e = readdir(d))) {
        char stem[256], path[PATH_LENGTH];
        if (!name_with_suffix(e->d_name, rooms ? ".room" : ".rec", stem, sizeof stem)) continue;
        snprintf(path, sizeof path, "%s/%s", folder, e->d_name);
        ok = rooms ? import_room(s, path, log, done, err)
                   : import_game(s, path, stem, log, done, err);
    }
    closedir(d);
    return ok;
}

static bool rename_aside(const char *folder, FILE *log, Error *err) {
    struct stat st;
    if (stat(folder, &st) != 0) return true;
    char target[PATH_LENGTH];
    for (int i = 1; i < 1000; i++) {
        if (i == 1)
            snprintf(target, sizeof target, "%s.imported", folder);
        else
            snprintf(target, sizeof target, "%s.imported-%d", folder, i);
        if (stat(target, &st) == 0) continue;
        if (rename(folder, target) != 0)
            return error_set(err, "cannot rename %s to %s: %s", folder, target, strerror(errno));
        if (log) fprintf(log, "duelboard-server: %s is now %s\n", folder, target);
        return true;
    }
    return error_set(err, "cannot rename %s: every name for it is taken", folder);
}

bool net_store_import_folders(NetStore *s, const char *dir, FILE *log, NetStoreImported *done,
                              Error *err) {
    memset(done, 0, sizeof *done);
    char rooms[PATH_LENGTH], games[PATH_LENGTH];
    snprintf(rooms, sizeof rooms, "%s/rooms", dir);
    snprintf(games, sizeof games, "%s/games", dir);
    struct stat st;
    if (stat(rooms, &st) != 0 && stat(games, &st) != 0) return true;
    if (!net_store_begin(s, err)) return false;
    if (!import_folder(s, rooms, true, log, done, err) ||
        !import_folder(s, games, false, log, done, err)) {
        net_store_rollback(s);
        return false;
    }
    if (!net_store_commit(s, err)) return false;
    if (log)
        fprintf(log, "duelboard-server: brought %d room(s) and %d game(s) into %s\n", done->rooms,
                done->games, net_store_where(s));
    return rename_aside(rooms, log, err) && rename_aside(games, log, err);
}
