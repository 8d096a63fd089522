/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `replay`: loads a record through the rules and prints its moves and result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_commands.h"
#include "core/text_file.h"
#include "rules/game_record.h"

int cli_replay(int argc, char **argv) {
    if (argc != 1 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli replay <record>\n"
               "Checks every move of a record against the rules, then prints the moves, the\n"
               "final position and the result. A bad record gives 'line N: reason'.\n");
        return argc != 1 ? 2 : 0;
    }
    Error err;
    char *text = text_file_read(argv[0], NULL, &err);
    GameLine line;
    GameRecordPlayers players;
    if (!text || !game_record_load(text, &line, &players, &err)) {
        fprintf(stderr, "%s: %s\n", argv[0], err.message);
        free(text);
        return 1;
    }
    free(text);
    const GameRules *g = line.rules;
    printf("%s: %s (%s) against %s (%s)\n", g->title, players.name[0], g->player_names[0],
           players.name[1], g->player_names[1]);
    for (int i = 0; i < line.length; i++) {
        const void *st = game_line_state_at(&line, i);
        char move[GAME_MOVE_TEXT_MAX];
        g->move_to_text(st, line.moves[i], move, sizeof move);
        printf("%3d. %-4s %s\n", i + 1, g->player_names[g->to_move(st)], move);
    }
    char diagram[GAME_DESCRIBE_MAX], status[256];
    g->describe(game_line_state(&line), diagram, sizeof diagram);
    fputs(diagram, stdout);
    if (diagram[0] && diagram[strlen(diagram) - 1] != '\n') putchar('\n');
    game_outcome_text(g, game_line_state(&line), game_line_outcome(&line), status, sizeof status);
    printf("status %s\n", status);
    game_line_free(&line);
    return 0;
}
