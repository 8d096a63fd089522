/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game kept among the games in progress while it is on: its entry in games/ made,
 * written and removed as the link follows the game, and read back to resume it. */
#include "scenes/online_kept.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/file_system.h"
#include "core/text_file.h"
#include "net/net_link.h"
#include "rules/game_record.h"

/* What the record says first: the game is played on a server, which the notes name. */
#define ONLINE_RECORD_COMMENT                                                                      \
    "# A network game in progress: its server, room and seat are noted in library.txt.\n"
#define ONLINE_RECORD_WAITING                                                                      \
    "# Waiting for the other player: the seed and the moves are the server's to give.\n"

static void place_of(const char *file, char *out, size_t n) {
    snprintf(out, n, "games/%s", file);
}

bool online_entry_read(const SceneContext *ctx, const char *file, OnlineEntry *out) {
    memset(out, 0, sizeof *out);
    if (!ctx->games_dir[0]) return false;
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    char place[LIBRARY_FILE_MAX + 8], here[8] = "", side[8] = "";
    place_of(file, place, sizeof place);
    if (!library_note_get(&dirs, place, "seat", out->seat, sizeof out->seat) ||
        !library_note_get(&dirs, place, "room", out->room, sizeof out->room) ||
        !library_note_get(&dirs, place, "server", out->server, sizeof out->server))
        return false;
    library_note_get(&dirs, place, "hosted", here, sizeof here);
    library_note_get(&dirs, place, "side", side, sizeof side);
    out->here = strcmp(here, "here") == 0;
    out->side = strcmp(side, "2") == 0 ? 1 : 0;
    return true;
}

bool online_entry_remove(const SceneContext *ctx, const char *file, Error *err) {
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    char path[sizeof ctx->games_dir + LIBRARY_FILE_MAX + 2], place[LIBRARY_FILE_MAX + 8];
    snprintf(path, sizeof path, "%s/%s", ctx->games_dir, file);
    /* The record first: notes left behind by a crash between the two name nothing shown. */
    if (remove(path) != 0 && errno != ENOENT)
        return error_set(err, "cannot remove %s: %s", path, strerror(errno));
    place_of(file, place, sizeof place);
    return library_notes_forget(&dirs, place, err);
}

static long long wall_clock(const SceneContext *ctx) {
    return ctx->wall_clock > 0 ? ctx->wall_clock : (long long)time(NULL);
}

/* The record of the game as this end knows it: the whole line of an open game, only its start
 * in a game that hides something until the end reveals it; before the game begins (a host
 * waiting), the game and options it was hosted with. NULL when there is nothing to write. */
static char *record_text(const OnlineKept *k, NetLink *link, Error *err) {
    Session *s = net_link_session(link);
    int side = net_link_side(link);
    GameRecordPlayers players;
    snprintf(players.name[side], sizeof players.name[0], "human");
    snprintf(players.name[1 - side], sizeof players.name[0], "remote");
    GameRecordTimes times = {.count = 0};
    const char *comment = ONLINE_RECORD_COMMENT;
    char *body = NULL;
    if (s) {
        time_control_format(session_time_control(s), times.control, sizeof times.control);
        body = game_record_format_timed(session_line(s), &players, &times, err);
    } else {
        char words[sizeof k->host_words];
        snprintf(words, sizeof words, "%s", k->host_words);
        char *save = NULL, *id = strtok_r(words, " ", &save);
        const GameRules *g = id ? game_find(id) : NULL;
        if (!g) return NULL; /* joined, not begun: the start is on its way */
        GameOptions opt;
        game_options_init(&opt);
        for (char *w = strtok_r(NULL, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
            if (strncmp(w, "clock=", 6) == 0)
                snprintf(times.control, sizeof times.control, "%s", w + 6);
            else if (strncmp(w, "seat=", 5) != 0)
                game_options_add(&opt, w, NULL); /* a word the rules refuse, the server did too */
        }
        GameLine line;
        if (!game_line_start(&line, g, &opt, 0, err)) return NULL;
        body = game_record_format_timed(&line, &players, &times, err);
        game_line_free(&line);
        comment = ONLINE_RECORD_COMMENT ONLINE_RECORD_WAITING;
    }
    if (!body) return NULL;
    size_t size = strlen(comment) + strlen(body) + 1;
    char *text = malloc(size);
    if (text) snprintf(text, size, "%s%s", comment, body);
    free(body);
    return text;
}

static bool write_record(OnlineKept *k, SceneContext *ctx, NetLink *link) {
    Error err = {{0}};
    char *text = record_text(k, link, &err);
    if (!text) return false;
    char path[sizeof ctx->games_dir + LIBRARY_FILE_MAX + 2];
    snprintf(path, sizeof path, "%s/%s", ctx->games_dir, k->file);
    bool ok = text_file_write_atomic(path, text, strlen(text), &err);
    if (!ok) { /* said once: the entry keeps its last record, and its notes to resume it */
        fprintf(stderr, "duelboard: the network game is not kept: %s\n", err.message);
        k->given_up = true;
    }
    free(text);
    return ok;
}

/* A new entry: the notes first, so that a record in games/ is never taken for a local game. */
static bool make_entry(OnlineKept *k, SceneContext *ctx, NetLink *link) {
    Session *s = net_link_session(link);
    char id[64];
    if (s)
        snprintf(id, sizeof id, "%s", session_rules(s)->id);
    else
        snprintf(id, sizeof id, "%.*s", (int)strcspn(k->host_words, " "), k->host_words);
    if (!id[0] || !game_find(id)) return false;
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    if (!library_new_name(&dirs, id, wall_clock(ctx), k->file, sizeof k->file)) return false;
    fs_make_directory(ctx->games_dir);
    char place[LIBRARY_FILE_MAX + 8], side[8];
    place_of(k->file, place, sizeof place);
    net_link_server_address(link, k->server, sizeof k->server);
    snprintf(side, sizeof side, "%d", net_link_side(link) + 1);
    Error err = {{0}};
    bool ok = library_note_set(&dirs, place, "server", k->server, &err) &&
              library_note_set(&dirs, place, "hosted", k->here ? "here" : "", &err) &&
              library_note_set(&dirs, place, "room", net_link_code(link), &err) &&
              library_note_set(&dirs, place, "side", side, &err) &&
              library_note_set(&dirs, place, "seat", net_link_token(link), &err) &&
              write_record(k, ctx, link);
    if (!ok) {
        if (err.message[0]) /* (a record that could not be written said so itself) */
            fprintf(stderr, "duelboard: the network game is not kept: %s\n", err.message);
        library_notes_forget(&dirs, place, NULL);
        k->file[0] = '\0';
        k->given_up = true; /* not tried again at every frame */
    }
    return ok;
}

void online_kept_follow(OnlineKept *k, SceneContext *ctx, NetLink *link) {
    if (!ctx->games_dir[0] || k->given_up || net_link_side(link) < 0 || !net_link_token(link)[0] ||
        !net_link_code(link)[0])
        return;
    Session *s = net_link_session(link);
    if (s && session_over(s)) return; /* its end goes to the library, and the entry with it */
    unsigned serial = s ? net_link_session_serial(link) : 0;
    int length = s ? session_length(s) : 0;
    bool made = false;
    char server[LIBRARY_NOTE_MAX];
    net_link_server_address(link, server, sizeof server);
    if (k->file[0] && strcmp(server, k->server) != 0) { /* resumed on another port */
        LibraryDirs dirs;
        char place[LIBRARY_FILE_MAX + 8];
        library_dirs(ctx->pref_dir, &dirs);
        place_of(k->file, place, sizeof place);
        Error err = {{0}};
        if (!library_note_set(&dirs, place, "server", server, &err)) /* said once */
            fprintf(stderr, "duelboard: %s\n", err.message);
        snprintf(k->server, sizeof k->server, "%s", server);
    }
    if (!k->file[0]) {
        if (!make_entry(k, ctx, link)) return;
        made = true;
    } else if (serial != k->serial || length != k->length) {
        if (!write_record(k, ctx, link)) return;
    } else {
        return;
    }
    /* A record that could not be written yet (joined, the start still on its way) is written
     * with the first session. */
    k->serial = serial;
    k->length = length;
    if (made && ctx->saves_changed) ctx->saves_changed(ctx->host);
}

void online_kept_end(OnlineKept *k, SceneContext *ctx) {
    if (!k->file[0]) return;
    Error err = {{0}};
    if (!online_entry_remove(ctx, k->file, &err)) fprintf(stderr, "duelboard: %s\n", err.message);
    k->file[0] = '\0';
    k->serial = 0;
    k->length = 0;
    if (ctx->saves_changed) ctx->saves_changed(ctx->host);
}
