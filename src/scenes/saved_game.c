/* Reading a saved game for Continue and Load: nothing is offered unless it replays. */
#include "scenes/saved_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "rules/game_record.h"
#include "rules/game.h"

bool saved_game_read(const char *path, SavedGame *out, Error *err) {
    char *text = text_file_read(path, NULL, err);
    if (!text) return false;
    GameLine line;
    GameRecordPlayers players;
    memset(&line, 0, sizeof line);
    bool ok = game_record_load(text, &line, &players, err);
    free(text);
    if (!ok) return false;
    int game = game_index_of(line.rules);
    if (game < 0 || line.from_fen) {
        game_line_free(&line);
        return error_set(err, "a %s game from a position cannot be continued here", line.rules->id);
    }
    char options[1024];
    game_options_format(&line.options, options, sizeof options);
    out->game = game;
    snprintf(out->options, sizeof out->options, "%s%sseed=%llu", options, options[0] ? " " : "",
             (unsigned long long)line.seed);
    snprintf(out->players, sizeof out->players, "%s,%s", players.name[0], players.name[1]);
    out->moves = line.length;
    game_line_free(&line);
    return true;
}
