/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `play`: a game in the terminal, a person against a named player or another person. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_player.h"
#include "cli/cli_commands.h"
#include "cli/cli_turn_text.h"
#include "core/text_file.h"
#include "rules/game_record.h"
#include "session/session.h"
#include "session/session_save.h"

/* `help` during the game: what can be typed (the program's options are `play --help`'s). */
static void print_commands(FILE *out) {
    fprintf(out, "Type a move in the game's notation, or one of:\n"
                 "  moves        the legal moves (a few of them when there are many)\n"
                 "  moves all    every one of them\n"
                 "  show         draw the position\n"
                 "  fen          the position on one line, as the engine protocol writes it\n"
                 "  undo         take back your last move (and the reply to it)\n"
                 "  redo         play again what undo took back\n"
                 "  hint         suggest a move, found at your opponent's level\n"
                 "  resign       give up the game\n"
                 "  save FILE    save the game as a record\n"
                 "  help         this text\n"
                 "  quit         leave the game\n"
                 "The program's options: duelboard-cli play --help\n");
}

/* The board as the person at this terminal may see it: the session's snapshot (their side's
 * knowledge in a game with hidden information; everything for two people at one keyboard). */
static void show(Session *s, FILE *out) {
    char text[GAME_DESCRIBE_MAX];
    session_shown_describe(session_shown(s), text, sizeof text);
    fputs(text, out);
    if (text[0] && text[strlen(text) - 1] != '\n') fputc('\n', out); /* the prompt's own line */
}

/* The position on one line (the engine protocol's `position fen` form), for comparing positions
 * with other programs; "hidden" while the game hides a side's pieces or picks, as the app's board
 * answers, since the line would tell the person what they may not see. */
static void show_fen(Session *s, FILE *out) {
    const SessionShown *v = session_shown(s);
    char text[GAME_FEN_MAX];
    if (v->hides_moves || !v->revealed)
        snprintf(text, sizeof text, "hidden");
    else if (!v->rules->to_fen(v->revealed, text, sizeof text))
        snprintf(text, sizeof text, "?");
    fprintf(out, "fen: %s\n", text);
}

static bool save_game(const Session *s, const char *path, FILE *out) {
    Error err;
    bool ok = session_save_write(s, NULL, path, &err);
    if (ok)
        fprintf(out, "saved to %s\n", path);
    else
        fprintf(out, "could not save: %s\n", err.message);
    return ok;
}

/* The computer's move `index` as the person hears it: the referee's announcement where its move
 * is hidden, else the move. */
static void tell_computer_move(const Session *s, int index, FILE *out) {
    const GameLine *line = session_line(s);
    const GameRules *g = line->rules;
    const void *st = game_line_state_at(line, index);
    const char *name = session_seat(s, g->to_move(st))->level;
    char text[GAME_MOVE_TEXT_MAX];
    if (g->announce) {
        g->announce(st, line->moves[index], text, sizeof text);
        fprintf(out, "%s: %s\n", name, text);
    } else {
        g->move_to_text(st, line->moves[index], text, sizeof text);
        fprintf(out, "%s plays %s\n", name, text);
    }
}

/* Asks for a hint and waits for it; tells it as the app's board does, in words with the level
 * it was found at, then in the notation that plays it when typed. */
static void hint(Session *s, FILE *out) {
    Error err;
    if (!session_ask_hint(s, &err)) {
        fprintf(out, "no hint: %s\n", err.message);
        return;
    }
    const SessionShown *v;
    if (session_wait(s) != SESSION_EVENT_HINT || !(v = session_shown(s))->has_hint) {
        fprintf(out, "no hint: %s\n", session_error(s));
        return;
    }
    char words[GAME_WORDS_TEXT_MAX];
    const char *notation = v->hint_text[0] ? v->hint_text : "?";
    fprintf(out, "hint (%s level): ", v->hint_level);
    if (v->hint_words.count > 0 &&
        game_words_render(&v->hint_words, NULL, NULL, words, sizeof words) &&
        strcmp(words, notation) != 0)
        fprintf(out, "%s  [%s]\n", words, notation);
    else
        fprintf(out, "%s\n", notation);
}

int cli_play(int argc, char **argv, FILE *in, FILE *out) {
    if (argc >= 1 && (strcmp(argv[0], "--host") == 0 || strcmp(argv[0], "--join") == 0 ||
                      strcmp(argv[0], "--rejoin") == 0 || strcmp(argv[0], "--watch") == 0))
        return cli_play_network(argc, argv, in, out);
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli play <game> [key=value]... [--opponent NAME|human]\n"
               "                          [--side N] [--save FILE] [--clock CONTROL] [--depth N]\n"
               "                          [--seed N]\n"
               "       duelboard-cli play --host|--join|--rejoin|--watch ... (a game through a\n"
               "       referee server: duelboard-cli play --host --help)\n"
               "Plays a game in the terminal. --opponent picks the other player (%s, or human\n"
               "for two people at one keyboard; default casual, a middle level of the\n"
               "computer); --side 1 or 2 picks your side\n"
               "(default 1, the side named first by the game); --save writes the record after\n"
               "every move. Undo takes you back to your previous turn (one move between two\n"
               "people), redo plays it again, hint asks the computer at your opponent's level.\n"
               "--clock sets a time control: none (default), 10 (minutes each), 5+3 (minutes\n"
               "each plus seconds a move), 0:30+1 (minutes:seconds, for less than a minute;\n"
               "seconds may have decimals) or move:10 (seconds a move); a flag fall loses.\n"
               "match and play --host take the same CONTROL.\n"
               "--depth N makes the computer (its moves and hints) search N plies instead of by\n"
               "time, so that a game plays the same on any machine (the app's --ai-depth).\n"
               "The computer's random choices draw from a secret of this program unless --seed N\n"
               "asks for a game that plays alike again: then they (and the deal, unless seed=\n"
               "says) draw from N, and the saved record says so.\n"
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
    TimeControl control = {.kind = CLOCK_NONE};
    int human_side = 0, depth = 0;
    bool seeded = false;
    uint64_t choice_seed = 0;
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
        } else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            char *end;
            long d = strtol(argv[++i], &end, 10);
            if (*end || d < 1 || d > 64) { /* the app's --ai-depth takes the same range */
                fprintf(stderr, "play: --depth takes a number from 1 to 64\n");
                return 2;
            }
            depth = (int)d;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            char *end;
            const char *text = argv[++i];
            choice_seed = strtoull(text, &end, 10);
            if (!*text || *end || *text == '-') {
                fprintf(stderr, "play: --seed takes a number\n");
                return 2;
            }
            seeded = true;
        } else if (strcmp(argv[i], "--save") == 0 && i + 1 < argc) {
            save_path = argv[++i];
        } else if (strcmp(argv[i], "--clock") == 0 && i + 1 < argc) {
            if (!time_control_parse(argv[++i], &control, &err)) {
                fprintf(stderr, "play: --clock: %s\n", err.message);
                return 2;
            }
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
    if (!game_line_start(&line, g, &opt, seeded ? choice_seed : (uint64_t)time(NULL), &err)) {
        fprintf(stderr, "play: %s\n", err.message);
        return 2;
    }
    SessionSettings settings;
    session_settings_init(&settings);
    for (int p = 0; p < 2; p++)
        settings.seats[p] =
            session_seat_from_name(two_humans || p == human_side ? "human" : opponent);
    /* Two people at one keyboard both see the whole board: no privacy screen between them. */
    settings.no_privacy_screen = two_humans;
    settings.time_control = control;
    settings.depth_limit = depth;
    settings.full_endgames = depth == 0; /* a depth limit asks for moves that play alike again */
    settings.seeded_choices = seeded;
    settings.choice_seed = choice_seed;
    Session *s = session_new(&line, &settings, &err);
    if (!s) {
        fprintf(stderr, "play: %s\n", err.message);
        return 2;
    }
    if (two_humans)
        fprintf(out, "%s: you play both sides. Type 'help' for commands.\n", g->title);
    else
        fprintf(out, "%s: you play %s against %s. Type 'help' for commands.\n", g->title,
                g->player_names[human_side], opponent);
    char input[1024];
    bool position_changed = true; /* draw the board only when there is something new to see */
    for (;;) {
        const SessionShown *shown = session_shown(s);
        if (shown->over) {
            show(s, out);
            fprintf(out, "Game over: %s\n", shown->status);
            break;
        }
        int mover = shown->to_move;
        if (!session_is_person(s, mover)) {
            int index = session_length(s);
            if (session_wait(s) != SESSION_EVENT_COMPUTER_MOVED) {
                fprintf(out, "%s cannot move: %s\n", opponent, session_error(s));
                break;
            }
            tell_computer_move(s, index, out);
            if (save_path) save_game(s, save_path, out);
            position_changed = true;
            continue;
        }
        if (position_changed) {
            show(s, out);
            cli_show_clocks(s, out);
        }
        position_changed = false;
        fprintf(out, "%s> ", g->player_names[mover]);
        fflush(out);
        if (!fgets(input, sizeof input, in)) break;
        text_trim(input);
        if (!input[0]) continue;
        if (strcmp(input, "quit") == 0) break;
        if (strcmp(input, "help") == 0) {
            print_commands(out);
        } else if (strcmp(input, "moves") == 0 || strcmp(input, "moves all") == 0) {
            cli_list_moves(s, strcmp(input, "moves all") == 0, out);
        } else if (strcmp(input, "fen") == 0) {
            show_fen(s, out);
        } else if (strcmp(input, "show") == 0) {
            show(s, out);
            cli_show_clocks(s, out);
        } else if (strcmp(input, "undo") == 0) {
            if (session_undo(s))
                position_changed = true;
            else
                fprintf(out, "nothing to undo\n");
        } else if (strcmp(input, "redo") == 0) {
            if (session_redo(s))
                position_changed = true;
            else
                fprintf(out, "nothing to redo\n");
        } else if (strcmp(input, "hint") == 0) {
            hint(s, out);
        } else if (strcmp(input, "resign") == 0) {
            session_resign(s);
            if (save_path) save_game(s, save_path, out);
        } else if (strncmp(input, "save ", 5) == 0) {
            save_game(s, text_trim(input + 5), out);
        } else if (!session_play_text(s, input, &err)) {
            fprintf(out, "illegal move %s: %s\n", input, err.message);
        } else {
            position_changed = true;
            if (save_path) save_game(s, save_path, out);
        }
    }
    session_free(s);
    return 0;
}
