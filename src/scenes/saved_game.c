/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a saved game for Continue and Load: nothing is offered unless it replays. */
#include "scenes/saved_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/text_file.h"
#include "rules/game_record.h"
#include "rules/game.h"

bool saved_game_load(const char *path, GameLine *line, GameRecordPlayers *players,
                     GameRecordTimes *times, Error *err) {
    char *text = text_file_read(path, NULL, err);
    if (!text) return false;
    memset(line, 0, sizeof *line);
    bool ok = game_record_load_timed(text, line, players, times, err);
    free(text);
    return ok;
}

bool saved_game_read(const char *path, SavedGame *out, Error *err) {
    GameLine line;
    GameRecordPlayers players;
    GameRecordTimes times;
    if (!saved_game_load(path, &line, &players, &times, err)) return false;
    Outcome end;
    char reason[GAME_END_REASON_MAX];
    bool ended = times.end[0] && game_end_from_text(times.end, &end, reason, NULL);
    out->end_reason[0] = '\0';
    if (ended) /* the reason is in `reason`, which goes */
        snprintf(out->end_reason, sizeof out->end_reason, "%s", end.reason);
    game_record_times_free(&times);
    int game = game_index_of(line.rules);
    if (game < 0 || line.from_fen) {
        game_line_free(&line);
        return error_set(err, "a %s game from a position cannot be continued here", line.rules->id);
    }
    out->game = game;
    out->moves = line.length;
    out->players = players;
    out->outcome = game_line_outcome(&line);
    if (ended) { /* a resignation, say: its reason is kept in end_reason */
        end.reason = NULL;
        out->outcome = end;
    }
    struct stat st;
    out->saved_at = stat(path, &st) == 0 ? (long long)st.st_mtime : 0;
    game_line_free(&line);
    return true;
}

Outcome saved_game_outcome(const SavedGame *g) {
    Outcome o = g->outcome;
    if (g->end_reason[0]) o.reason = g->end_reason;
    return o;
}
