/* `play`: a game in the terminal, a person against a named player or another person. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_player.h"
#include "cli/cli_commands.h"
#include "core/text_file.h"
#include "rules/game_record.h"

static void print_help(FILE *out) {
    fprintf(out, "Type a move in the game's notation, or one of:\n"
                 "  moves        list the legal moves\n"
                 "  show         draw the position\n"
                 "  undo         take back your last move (and the reply to it)\n"
                 "  save <file>  save the game as a record\n"
                 "  help         this text\n"
                 "  quit         leave the game\n");
}

/* The board as `viewer` may see it (game_describe_for: in a game with hidden information only the
 * person's own view); -1 shows everything, for two people at one keyboard. */
static void show(const GameLine *line, int viewer, FILE *out) {
    char text[GAME_DESCRIBE_MAX];
    if (viewer >= 0)
        game_describe_for(line->rules, game_line_state(line), viewer, text, sizeof text);
    else
        line->rules->describe(game_line_state(line), text, sizeof text);
    fputs(text, out);
}

static void list_moves(const GameLine *line, FILE *out) {
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        line->rules->move_to_text(game_line_state(line), moves[i], text, sizeof text);
        fprintf(out, "%s%s", i ? " " : "", text);
    }
    fputc('\n', out);
}

static bool save_game(const GameLine *line, const GameRecordPlayers *players, const char *path,
                      FILE *out) {
    Error err;
    char *text = game_record_format(line, players, &err);
    bool ok = text && text_file_write_atomic(path, text, strlen(text), &err);
    free(text);
    if (ok)
        fprintf(out, "saved to %s\n", path);
    else
        fprintf(out, "could not save: %s\n", err.message);
    return ok;
}

int cli_play(int argc, char **argv, FILE *in, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli play <game> [key=value]... [--opponent NAME|human]\n"
               "                          [--side N] [--save FILE]\n"
               "Plays a game in the terminal. --opponent picks the other player (%s, or human\n"
               "for two people at one keyboard; default casual, a middle level of the\n"
               "computer); --side 1 or 2 picks your side\n"
               "(default 1, the side named first by the game); --save writes the record after\n"
               "every move.\n"
               "The games' options (key=value, also for newgame in the engine protocol):\n",
               ai_player_names());
        for (int i = 0; i < game_count(); i++) {
            char text[4096];
            game_options_describe(game_at(i)->options, game_at(i)->option_count, text, sizeof text);
            printf("%s:\n%s", game_at(i)->id, text);
        }
        printf("every game: seed=N (the deal and every other random choice)\n");
        return argc < 1 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    GameOptions opt;
    game_options_init(&opt);
    /* A person typing `play` expects the computer: a middle level, which answers at once. */
    const char *opponent = "casual", *save_path = NULL;
    int human_side = 0;
    Error err;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--opponent") == 0 && i + 1 < argc) {
            opponent = argv[++i];
        } else if (strcmp(argv[i], "--side") == 0 && i + 1 < argc) {
            human_side = atoi(argv[++i]) - 1;
            if (human_side != 0 && human_side != 1) {
                fprintf(stderr, "play: --side takes 1 or 2\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--save") == 0 && i + 1 < argc) {
            save_path = argv[++i];
        } else if (!game_options_add(&opt, argv[i], &err)) {
            fprintf(stderr, "play: %s\n", err.message);
            return 2;
        }
    }
    bool two_humans = strcmp(opponent, "human") == 0;
    if (!two_humans && !ai_player_exists(opponent)) {
        fprintf(stderr, "play: unknown opponent '%s' (known: %s, human)\n", opponent,
                ai_player_names());
        return 2;
    }
    GameLine line;
    if (!game_line_start(&line, g, &opt, (uint64_t)time(NULL), &err)) {
        fprintf(stderr, "play: %s\n", err.message);
        return 2;
    }
    GameRecordPlayers players;
    for (int p = 0; p < 2; p++)
        snprintf(players.name[p], sizeof players.name[p], "%s",
                 two_humans || p == human_side ? "human" : opponent);
    if (two_humans)
        fprintf(out, "%s: you play both sides. Type 'help' for commands.\n", g->title);
    else
        fprintf(out, "%s: you play %s against %s. Type 'help' for commands.\n", g->title,
                g->player_names[human_side], opponent);
    char input[1024];
    bool position_changed = true; /* draw the board only when there is something new to see */
    for (;;) {
        Outcome o = game_line_outcome(&line);
        if (o.kind != OUTCOME_ONGOING) {
            show(&line, two_humans ? -1 : human_side, out);
            char text[256];
            game_outcome_text(g, game_line_state(&line), o, text, sizeof text);
            fprintf(out, "Game over: %s\n", text);
            break;
        }
        int mover = g->to_move(game_line_state(&line));
        if (!two_humans && mover != human_side) {
            AiLimits limits = {.seed = line.seed + (uint64_t)line.length};
            Move m;
            if (!ai_choose_move(opponent, &line, &limits, NULL, NULL, &m, &err)) {
                fprintf(out, "%s cannot move: %s\n", opponent, err.message);
                break;
            }
            char text[GAME_MOVE_TEXT_MAX];
            if (g->announce) {
                /* Its move is hidden: the person hears what the referee announces. */
                g->announce(game_line_state(&line), m, text, sizeof text);
                fprintf(out, "%s: %s\n", opponent, text);
            } else {
                g->move_to_text(game_line_state(&line), m, text, sizeof text);
                fprintf(out, "%s plays %s\n", opponent, text);
            }
            game_line_play(&line, m, &err);
            if (save_path) save_game(&line, &players, save_path, out);
            position_changed = true;
            continue;
        }
        if (position_changed) show(&line, two_humans ? -1 : human_side, out);
        position_changed = false;
        fprintf(out, "%s> ", g->player_names[mover]);
        fflush(out);
        if (!fgets(input, sizeof input, in)) break;
        text_trim(input);
        if (!input[0]) continue;
        if (strcmp(input, "quit") == 0) break;
        if (strcmp(input, "help") == 0) {
            print_help(out);
        } else if (strcmp(input, "moves") == 0) {
            list_moves(&line, out);
        } else if (strcmp(input, "show") == 0) {
            show(&line, two_humans ? -1 : human_side, out);
        } else if (strcmp(input, "undo") == 0) {
            /* Against a player, take back its reply too, so it is the person's turn again. */
            int steps = two_humans ? 1 : 2;
            if (line.length < steps) {
                fprintf(out, "nothing to undo\n");
            } else {
                for (int i = 0; i < steps; i++) game_line_undo(&line);
                position_changed = true;
            }
        } else if (strncmp(input, "save ", 5) == 0) {
            save_game(&line, &players, text_trim(input + 5), out);
        } else if (!game_line_play_text(&line, input, &err)) {
            fprintf(out, "illegal move %s: %s\n", input, err.message);
        } else {
            position_changed = true;
            if (save_path) save_game(&line, &players, save_path, out);
        }
    }
    game_line_free(&line);
    return 0;
}
