/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game as one side or a spectator knows it from a referee's lines: positions, movers, moves and
 * texts per ply, the side's legal moves, and the true game rebuilt from the moves revealed at the
 * end. No I/O: the caller feeds it what it was told. */
#include "rules/game_known.h"

#include <stdlib.h>
#include <string.h>

struct GameKnown {
    const GameRules *rules;
    GameOptions options;
    uint64_t seed;
    int side;
    /* Positions are the side's observations (GameRules.side), else states: an open game's true
     * state, or a state with the hidden choice concealed as the referee told it. */
    bool observes;
    size_t size;
    int length, capacity;
    unsigned char *positions; /* capacity + 1 positions, position i before move i */
    int *movers;
    Move *moves;
    bool *move_known;
    char (*texts)[GAME_MOVE_TEXT_MAX];
    /* The true game: kept from the start in an open game, rebuilt from `reveal` otherwise. */
    GameLine line;
    bool have_line;
    bool open;
    unsigned char *scratch; /* one position */
    Move *list;             /* GAME_MOVES_MAX moves */
    bool have_sample_key;   /* game_known_set_sample_key */
    uint64_t sample_key;
};

static unsigned char *position_at(const GameKnown *k, int index) {
    return k->positions + k->size * (size_t)index;
}

static bool room(GameKnown *k, int moves, Error *err) {
    if (moves <= k->capacity) return true;
    int cap = k->capacity ? k->capacity * 2 : 64;
    while (cap < moves) cap *= 2;
    unsigned char *positions = realloc(k->positions, k->size * (size_t)(cap + 1));
    if (!positions) return error_set(err, "out of memory");
    k->positions = positions;
    int *movers = realloc(k->movers, sizeof *movers * (size_t)cap);
    if (!movers) return error_set(err, "out of memory");
    k->movers = movers;
    Move *mv = realloc(k->moves, sizeof *mv * (size_t)cap);
    if (!mv) return error_set(err, "out of memory");
    k->moves = mv;
    bool *known = realloc(k->move_known, sizeof *known * (size_t)cap);
    if (!known) return error_set(err, "out of memory");
    k->move_known = known;
    char(*texts)[GAME_MOVE_TEXT_MAX] = realloc(k->texts, sizeof *texts * (size_t)cap);
    if (!texts) return error_set(err, "out of memory");
    k->texts = texts;
    k->capacity = cap;
    return true;
}

GameKnown *game_known_new(const GameRules *g, const GameOptions *opt, uint64_t seed, int side,
                          Error *err) {
    if (side < GAME_KNOWN_SPECTATOR || side > 1) {
        error_set(err, "a side is 0 or 1, or a spectator");
        return NULL;
    }
    if (g->observe && !g->side) {
        error_set(err, "%s cannot be played from one side's view", g->title);
        return NULL;
    }
    GameKnown *k = calloc(1, sizeof *k);
    if (!k) {
        error_set(err, "out of memory");
        return NULL;
    }
    k->rules = g;
    k->options = *opt;
    k->seed = seed;
    k->side = side;
    k->observes = g->observe != NULL;
    k->open = !g->observe && !g->conceal;
    k->size = k->observes ? g->observation_size : g->state_size;
    k->scratch = malloc(k->size > g->state_size ? k->size : g->state_size);
    k->list = malloc(sizeof *k->list * GAME_MOVES_MAX);
    if (!k->scratch || !k->list || !room(k, 1, err)) {
        if (k->scratch && k->list) error_set(err, "out of memory");
        game_known_free(k);
        return NULL;
    }
    bool ok;
    if (k->observes) /* a spectator of hidden pieces sees the public start: nobody's pieces */
        ok = g->side->start(position_at(k, 0), opt, seed, side < 0 ? 0 : side, err);
    else
        ok = game_line_start(&k->line, g, opt, seed, err);
    if (ok && !k->observes) {
        memcpy(position_at(k, 0), game_line_state(&k->line), g->state_size);
        k->have_line = k->open;
        if (!k->open) game_line_free(&k->line);
    }
    if (!ok) {
        game_known_free(k);
        return NULL;
    }
    return k;
}

void game_known_free(GameKnown *k) {
    if (!k) return;
    game_line_free(&k->line);
    free(k->positions);
    free(k->movers);
    free(k->moves);
    free(k->move_known);
    free(k->texts);
    free(k->scratch);
    free(k->list);
    free(k);
}

const GameRules *game_known_rules(const GameKnown *k) {
    return k->rules;
}

int game_known_side(const GameKnown *k) {
    return k->side;
}

int game_known_length(const GameKnown *k) {
    return k->length;
}

bool game_known_observes(const GameKnown *k) {
    return k->observes;
}

size_t game_known_position_size(const GameKnown *k) {
    return k->size;
}

const void *game_known_position(const GameKnown *k, int index) {
    if (index < 0) index = 0;
    if (index > k->length) index = k->length;
    return position_at(k, index);
}

int game_known_to_move(const GameKnown *k, int index) {
    if (index >= 0 && index < k->length) return k->movers[index];
    const void *live = position_at(k, k->length);
    if (!k->observes) return k->rules->to_move(live);
    if (k->side >= 0) return k->rules->side->to_move(live);
    /* A spectator of hidden pieces applies nothing: the sides take turns as far as it knows. */
    return k->length > 0 ? 1 - k->movers[k->length - 1] : k->rules->side->to_move(live);
}

bool game_known_move(const GameKnown *k, int index, Move *m) {
    if (index < 0 || index >= k->length || !k->move_known[index]) return false;
    *m = k->moves[index];
    return true;
}

const char *game_known_text(const GameKnown *k, int index) {
    return index >= 0 && index < k->length ? k->texts[index] : "";
}

/* The side's own move from the first word of the line it was told ("E1/NE-E2/NE!C3>C7 miss
 * C7"), looked for among its moves in the observation before it; false when not listed (a
 * setup, whose moves are too many to list). */
static bool own_observed_move(GameKnown *k, const void *before, const char *text, Move *m) {
    const GameObservationSide *side = k->rules->side;
    size_t word = strcspn(text, " ");
    int n = side->gen_moves(before, k->list, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        if (side->move_to_text(k->list[i], t, sizeof t) && strlen(t) == word &&
            strncmp(t, text, word) == 0) {
            *m = k->list[i];
            return true;
        }
    }
    return false;
}

/* Applies a told move to the copy of the live position at `after`; true with the move when it
 * is known to this side. */
static bool apply_told(GameKnown *k, int mover, const char *text, void *after, Move *m, bool *known,
                       Error *err) {
    const GameRules *g = k->rules;
    *known = false;
    if (strcmp(text, GAME_KNOWN_UNTOLD) == 0) /* the position comes separately */
        return !k->open || error_set(err, "%s hides no move", g->title);
    if (k->observes) {
        if (k->side < 0) return true; /* nothing a spectator is told can be applied */
        memcpy(k->scratch, after, k->size);
        if (!g->side->play_text(after, text, err)) return false;
        *known = mover == k->side && own_observed_move(k, k->scratch, text, m);
        return true;
    }
    if (g->to_move(after) != mover)
        return error_set(err, "%s is not to move", g->player_names[mover]);
    if (!g->move_from_text(after, text, m, err)) return false;
    g->apply(after, *m);
    *known = true;
    return true;
}

bool game_known_told(GameKnown *k, int mover, const char *text, Error *err) {
    if (mover < 0 || mover > 1) return error_set(err, "a mover is 0 or 1");
    if (strlen(text) >= GAME_MOVE_TEXT_MAX) return error_set(err, "the move's text is too long");
    if (!room(k, k->length + 1, err)) return false;
    void *after = position_at(k, k->length + 1);
    memcpy(after, position_at(k, k->length), k->size);
    Move m = 0;
    bool known;
    if (!apply_told(k, mover, text, after, &m, &known, err)) return false;
    if (k->open && !game_line_play(&k->line, m, err)) return false;
    k->movers[k->length] = mover;
    k->moves[k->length] = m;
    k->move_known[k->length] = known;
    strcpy(k->texts[k->length], text);
    k->length++;
    return true;
}

bool game_known_set_position(GameKnown *k, const char *text, Error *err) {
    const GameRules *g = k->rules;
    if (k->observes) {
        if (!g->side->from_text(k->scratch, text, err)) return false;
        if (k->side >= 0 && g->side->player(k->scratch) != k->side)
            return error_set(err, "that position is the other side's");
    } else if (!g->from_fen(k->scratch, text, err)) {
        return false;
    }
    memcpy(position_at(k, k->length), k->scratch, k->size);
    return true;
}

int game_known_moves(const GameKnown *k, Move *out, int cap) {
    const GameRules *g = k->rules;
    const void *live = position_at(k, k->length);
    if (k->side < 0 || game_known_to_move(k, k->length) != k->side) return 0;
    if (game_known_outcome(k).kind != OUTCOME_ONGOING) return 0;
    if (k->open) return game_line_moves(&k->line, out, cap);
    /* A concealed state keeps this side's moves legal (GameRules.conceal). */
    if (!k->observes) return g->gen_moves(live, out, cap);
    if (k->have_sample_key && g->side->gen_moves_sampled)
        return g->side->gen_moves_sampled(live, k->sample_key, out, cap);
    return g->side->gen_moves(live, out, cap);
}

void game_known_set_sample_key(GameKnown *k, uint64_t key) {
    k->have_sample_key = true;
    k->sample_key = key;
}

bool game_known_move_text(const GameKnown *k, Move m, char *buf, size_t n) {
    if (k->observes) return k->rules->side->move_to_text(m, buf, n);
    return k->rules->move_to_text(position_at(k, k->length), m, buf, n);
}

/* Whether this side is to move in a game still on, as far as it knows. */
static bool own_turn(const GameKnown *k) {
    return k->side >= 0 && game_known_to_move(k, k->length) == k->side &&
           game_known_outcome(k).kind == OUTCOME_ONGOING;
}

bool game_known_find_move(const GameKnown *k, const char *text, Move *m, Error *err) {
    const GameRules *g = k->rules;
    const void *live = position_at(k, k->length);
    if (k->side < 0) return error_set(err, "a spectator has no moves");
    if (!own_turn(k)) return error_set(err, "it is not your turn");
    /* Parsed rather than looked up: a list of moves may be a sample (a secret setup). */
    if (k->observes) return g->side->move_from_text(live, text, m, err);
    return g->move_from_text(live, text, m, err);
}

bool game_known_is_legal(const GameKnown *k, Move m) {
    char text[GAME_MOVE_TEXT_MAX];
    Move again;
    Error err;
    if (!own_turn(k)) return false;
    if (!k->observes) return game_move_is_legal(k->rules, position_at(k, k->length), m);
    return game_known_move_text(k, m, text, sizeof text) &&
           game_known_find_move(k, text, &again, &err) && again == m;
}

Outcome game_known_outcome(const GameKnown *k) {
    const void *live = position_at(k, k->length);
    if (k->open) return game_line_outcome(&k->line); /* the repetition rule too */
    if (!k->observes) return k->rules->outcome(live);
    if (k->side >= 0) return k->rules->side->outcome(live);
    return (Outcome){.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
}

bool game_known_reveal(GameKnown *k, int ply, const char *text, Error *err) {
    if (k->open) { /* every move was told as it was: the reveal can only agree */
        char t[GAME_MOVE_TEXT_MAX];
        if (ply < 1 || ply > k->line.length) return error_set(err, "no move %d was played", ply);
        const void *st = game_line_state_at(&k->line, ply - 1);
        if (!k->rules->move_to_text(st, k->line.moves[ply - 1], t, sizeof t) ||
            strcmp(t, text) != 0)
            return error_set(err, "move %d was %s", ply, t);
        return true;
    }
    if (ply == 1 && !k->line.states) {
        if (!game_line_start(&k->line, k->rules, &k->options, k->seed, err)) return false;
    }
    if (!k->line.states || ply != k->line.length + 1)
        return error_set(err, "move %d revealed out of order", ply);
    if (!game_line_play_text(&k->line, text, err)) return false;
    k->have_line = k->line.length >= k->length;
    return true;
}

const GameLine *game_known_line(const GameKnown *k) {
    return k->have_line ? &k->line : NULL;
}
