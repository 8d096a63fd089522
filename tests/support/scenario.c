/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs scenario files against the game interface (see tests/scenarios/README.md). */
#include "support/scenario.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "rules/game_line.h"

typedef struct Scenario {
    const GameRules *rules;
    GameOptions options;
    char fen[GAME_FEN_MAX];
    bool have_fen, started;
    char setup_error[256]; /* non-empty: setup must fail with a message containing this */
    GameLine line;
} Scenario;

static bool start(Scenario *s, Error *err) {
    if (s->started) return true;
    if (!s->rules) return error_set(err, "no 'game' line before the first command");
    Error setup_err;
    bool ok = s->have_fen ? game_line_start_fen(&s->line, s->rules, s->fen, &setup_err)
                          : game_line_start(&s->line, s->rules, &s->options, 1, &setup_err);
    if (s->setup_error[0]) {
        if (ok) {
            game_line_free(&s->line);
            return error_set(err, "setup succeeded, expected it to fail with '%s'", s->setup_error);
        }
        if (!strstr(setup_err.message, s->setup_error))
            return error_set(err, "setup failed with '%s', expected a message containing '%s'",
                             setup_err.message, s->setup_error);
        return true;
    }
    if (!ok) return error_set(err, "setup failed: %s", setup_err.message);
    s->started = true;
    return true;
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The legal moves of the current position as sorted texts, joined by spaces. */
static void legal_move_list(const Scenario *s, char *buf, size_t n) {
    static Move moves[GAME_MOVES_MAX];
    static char texts[GAME_MOVES_MAX][GAME_MOVE_TEXT_MAX];
    static const char *ptrs[GAME_MOVES_MAX];
    int count = game_line_moves(&s->line, moves, GAME_MOVES_MAX);
    const void *st = game_line_state(&s->line);
    for (int i = 0; i < count; i++) {
        s->rules->move_to_text(st, moves[i], texts[i], GAME_MOVE_TEXT_MAX);
        ptrs[i] = texts[i];
    }
    qsort(ptrs, (size_t)count, sizeof ptrs[0], compare_strings);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? " " : "", ptrs[i]);
}

/* Sorts the space-separated words of `list` in place. */
static void sort_words(char *list, char *out, size_t n) {
    const char *words[GAME_MOVES_MAX];
    int count = 0;
    for (char *w = strtok(list, " \t"); w && count < GAME_MOVES_MAX; w = strtok(NULL, " \t"))
        words[count++] = w;
    qsort(words, (size_t)count, sizeof words[0], compare_strings);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < count && used < n; i++)
        used += (size_t)snprintf(out + used, n - used, "%s%s", i ? " " : "", words[i]);
}

static bool run_command(Scenario *s, const char *cmd, char *arg, Error *err) {
    if (strcmp(cmd, "game") == 0) {
        if (s->rules) return error_set(err, "game named twice");
        s->rules = game_find(arg);
        return s->rules ? true : error_set(err, "unknown game '%s'", arg);
    }
    if (strcmp(cmd, "options") == 0) return game_options_parse_line(&s->options, arg, err);
    if (strcmp(cmd, "fen") == 0) {
        snprintf(s->fen, sizeof s->fen, "%s", arg);
        s->have_fen = true;
        return true;
    }
    if (strcmp(cmd, "setup-fails") == 0) {
        snprintf(s->setup_error, sizeof s->setup_error, "%s", arg);
        return start(s, err);
    }
    if (!start(s, err)) return false;
    if (s->setup_error[0]) return error_set(err, "no commands may follow setup-fails");
    const GameRules *g = s->rules;
    const void *st = game_line_state(&s->line);
    Error move_err;
    if (strcmp(cmd, "play") == 0) {
        if (!game_line_play_text(&s->line, arg, &move_err))
            return error_set(err, "move %s refused: %s", arg, move_err.message);
        return true;
    }
    if (strcmp(cmd, "illegal") == 0) {
        Move m;
        if (game_line_outcome(&s->line).kind == OUTCOME_ONGOING &&
            g->move_from_text(st, arg, &m, &move_err))
            return error_set(err, "move %s was accepted, expected it to be illegal", arg);
        return true;
    }
    if (strcmp(cmd, "legal") == 0) {
        Move m;
        if (!g->move_from_text(st, arg, &m, &move_err))
            return error_set(err, "move %s refused: %s", arg, move_err.message);
        return true;
    }
    if (strcmp(cmd, "undo") == 0) {
        return game_line_undo(&s->line) ? true : error_set(err, "nothing to undo");
    }
    static char have[GAME_MOVES_MAX * 24], want[GAME_MOVES_MAX * 24];
    if (strcmp(cmd, "moves") == 0) {
        legal_move_list(s, have, sizeof have);
        sort_words(arg, want, sizeof want);
        if (strcmp(have, want) != 0)
            return error_set(err, "legal moves are\n  %s\nexpected\n  %s", have, want);
        return true;
    }
    if (strcmp(cmd, "count") == 0) {
        Move moves[GAME_MOVES_MAX];
        int n = game_line_moves(&s->line, moves, GAME_MOVES_MAX);
        if (n != atoi(arg)) {
            legal_move_list(s, have, sizeof have);
            return error_set(err, "%d legal moves, expected %s: %s", n, arg, have);
        }
        return true;
    }
    if (strcmp(cmd, "status") == 0) {
        char text[256];
        game_outcome_text(g, st, game_line_outcome(&s->line), text, sizeof text);
        if (strcmp(text, arg) != 0)
            return error_set(err, "status is '%s', expected '%s'", text, arg);
        return true;
    }
    if (strcmp(cmd, "fen-is") == 0) {
        char fen[GAME_FEN_MAX];
        g->to_fen(st, fen, sizeof fen);
        if (strcmp(fen, arg) != 0)
            return error_set(err, "position is '%s', expected '%s'", fen, arg);
        return true;
    }
    return error_set(err, "unknown scenario command '%s'", cmd);
}

bool scenario_run_text(const char *text, Error *err) {
    Scenario *s = calloc(1, sizeof *s);
    if (!s) return error_set(err, "out of memory");
    game_options_init(&s->options);
    TextLines it;
    text_lines_begin(&it, text);
    static char buf[GAME_MOVES_MAX * 24];
    bool ok = true, too_long;
    while (ok && text_lines_next(&it, buf, sizeof buf, &too_long)) {
        text_trim(buf);
        if (!buf[0] || buf[0] == '#') continue;
        char *arg = buf;
        while (*arg && *arg != ' ' && *arg != '\t') arg++;
        if (*arg) *arg++ = '\0';
        text_trim(arg);
        ok = run_command(s, buf, arg, err);
    }
    if (ok && !s->started && !s->setup_error[0]) ok = start(s, err);
    if (!ok) error_prefix(err, "line %d: ", it.number);
    if (s->started) game_line_free(&s->line);
    free(s);
    return ok;
}

bool scenario_run_file(const char *path, Error *err) {
    char *text = text_file_read(path, NULL, err);
    if (!text) return false;
    bool ok = scenario_run_text(text, err);
    if (!ok) error_prefix(err, "%s:", path);
    free(text);
    return ok;
}
