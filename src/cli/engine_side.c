/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine playing one side of a game with hidden information: the side's observation, kept from
 * its own moves with their results and the referee's announcements through the game's side rules
 * (GameRules.side), so the engine never holds the hidden pieces. */
#include "cli/engine_side.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct EngineSide {
    const GameRules *rules;
    GameOptions options;
    uint64_t seed;
    int player;
    unsigned char *observation; /* rules->observation_size bytes */
};

EngineSide *engine_side_start(const GameRules *g, const GameOptions *opt, uint64_t seed,
                              const char *side, Error *err) {
    if (!g->side) {
        error_set(err, "%s has no hidden information: play it without side=", g->title);
        return NULL;
    }
    int player = -1;
    for (int p = 0; p < 2; p++)
        if (strcmp(side, g->player_names[p]) == 0) player = p;
    if (player < 0) {
        error_set(err, "side is %s or %s, not '%s'", g->player_names[0], g->player_names[1], side);
        return NULL;
    }
    EngineSide *s = calloc(1, sizeof *s);
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    s->rules = g;
    s->options = *opt;
    s->seed = seed;
    s->player = player;
    s->observation = malloc(g->observation_size);
    if (!s->observation || !g->side->start(s->observation, opt, seed, player, err)) {
        if (!s->observation) error_set(err, "out of memory");
        free(s->observation);
        free(s);
        return NULL;
    }
    return s;
}

void engine_side_free(EngineSide *s) {
    if (s) free(s->observation);
    free(s);
}

static void print_status(const EngineSide *s, FILE *out) {
    Outcome o = s->rules->side->outcome(s->observation);
    char text[GAME_END_TEXT_MAX];
    int to_move = o.kind == OUTCOME_ONGOING ? s->rules->side->to_move(s->observation) : -1;
    game_status_text(s->rules, o, to_move, text, sizeof text);
    fprintf(out, "status %s\n", text);
}

static void print_view(const EngineSide *s, FILE *out) {
    char *text = malloc(GAME_DESCRIBE_MAX * 2);
    if (!text) {
        fprintf(out, "error out of memory\n");
        return;
    }
    s->rules->describe_observation(s->observation, text, GAME_DESCRIBE_MAX * 2);
    fputs(text, out);
    if (text[0] && text[strlen(text) - 1] != '\n') fputc('\n', out);
    fputs("end\n", out);
    free(text);
}

static char *trimmed(char *p) {
    while (isspace((unsigned char)*p)) p++;
    size_t len = strlen(p);
    while (len > 0 && isspace((unsigned char)p[len - 1])) p[--len] = '\0';
    return p;
}

static void position(EngineSide *s, char *rest, FILE *out) {
    rest = trimmed(rest);
    Error err;
    const GameObservationSide *side = s->rules->side;
    unsigned char *fresh = malloc(s->rules->observation_size);
    if (!fresh) {
        fprintf(out, "error out of memory\n");
        return;
    }
    bool ok = false;
    if (strcmp(rest, "startpos") == 0) {
        ok = side->start(fresh, &s->options, s->seed, s->player, &err);
        if (!ok) fprintf(out, "error %s\n", err.message);
    } else if (strncmp(rest, "fen ", 4) == 0) {
        ok = side->from_text(fresh, trimmed(rest + 4), &err);
        if (!ok)
            fprintf(out, "error %s\n", err.message);
        else if (side->player(fresh) != s->player) {
            fprintf(out, "error this engine plays %s\n", s->rules->player_names[s->player]);
            ok = false;
        }
    } else {
        fprintf(out, "error usage (one side): position startpos | position fen <side's view>; "
                     "then one 'play <line>' per turn\n");
    }
    if (ok) {
        memcpy(s->observation, fresh, s->rules->observation_size);
        fprintf(out, "ok\n");
    }
    free(fresh);
}

bool engine_side_command(EngineSide *s, const char *cmd, char *rest, FILE *out) {
    Error err;
    if (strcmp(cmd, "play") == 0) {
        /* The whole line: a move with its result ("E1/NE-E2/NE!C3>C7 miss C7") or what the
         * referee announced of the opponent's turn ("hit C3", "noshot"). */
        char *line = trimmed(rest);
        if (!*line)
            fprintf(out, "error usage: play <own move and its result> | play <announcement>\n");
        else if (!s->rules->side->play_text(s->observation, line, &err))
            fprintf(out, "error illegal move %s: %s\n", line, err.message);
        else
            fprintf(out, "ok\n");
    } else if (strcmp(cmd, "moves") == 0) {
        Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
        int n = moves ? s->rules->side->gen_moves(s->observation, moves, GAME_MOVES_MAX) : 0;
        fputs("moves", out);
        for (int i = 0; i < n; i++) {
            char text[GAME_MOVE_TEXT_MAX];
            if (s->rules->side->move_to_text(moves[i], text, sizeof text))
                fprintf(out, " %s", text);
        }
        fputc('\n', out);
        free(moves);
    } else if (strcmp(cmd, "status") == 0) {
        print_status(s, out);
    } else if (strcmp(cmd, "fen") == 0) {
        char text[GAME_FEN_MAX];
        if (s->rules->side->to_text(s->observation, text, sizeof text))
            fprintf(out, "fen %s\n", text);
        else
            fprintf(out, "error the view does not fit in one line\n");
    } else if (strcmp(cmd, "show") == 0 || strcmp(cmd, "view") == 0) {
        print_view(s, out);
    } else if (strcmp(cmd, "position") == 0) {
        position(s, rest, out);
    } else if (strcmp(cmd, "undo") == 0 || strcmp(cmd, "perft") == 0) {
        fprintf(out, "error %s is not available when playing one side\n", cmd);
    } else {
        return false;
    }
    return true;
}

bool engine_side_can_move(const EngineSide *s) {
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    bool any = moves && s->rules->side->gen_moves(s->observation, moves, GAME_MOVES_MAX) > 0;
    free(moves);
    return any;
}

bool engine_side_choose(const EngineSide *s, const char *level, const AiLimits *limits, char *text,
                        size_t n, Error *err) {
    Move m;
    if (!ai_choose_observation_move(level, s->rules, s->observation, limits, NULL, NULL, &m, err))
        return false;
    if (!s->rules->side->move_to_text(m, text, n)) return error_set(err, "the move has no text");
    return true;
}
