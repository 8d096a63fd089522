/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi behind the game interface: setup from options, the end and its score, and the registry
 * entry that ties the geometry, move generation, notation and position modules together. */
#include <string.h>

#include "rules/game.h"
#include "rules/gunzi/gunzi.h"
#include "rules/gunzi/gunzi_internal.h"

enum { OPT_START, OPT_FIRST, OPT_DRAW, OPT_COUNT };
static const GameOptionDesc gunzi_options[OPT_COUNT] = {
    [OPT_START] = {.key = "start",
                   .label = N_("Start position"),
                   .count = 2,
                   .values = {"edge", "inner"},
                   .labels = {N_("Back edges"), N_("Inner fields")}},
    [OPT_FIRST] = {.key = "first",
                   .label = N_("First player"),
                   .count = 2,
                   .values = {"white", "black"},
                   .labels = {N_("White"), N_("Black")}},
    [OPT_DRAW] = {.key = "draw",
                  .label = N_("End on third repetition"),
                  .count = 2,
                  .values = {"on", "off"},
                  .labels = {N_("On"), N_("Off")}},
};

static bool gunzi_setup(void *st, const GameOptions *opt, uint64_t seed, Error *err) {
    (void)seed; /* Gunzi has no chance: the seed is accepted and unused. */
    if (!game_options_check_table(opt, "gunzi", gunzi_options, OPT_COUNT, err)) return false;
    uint64_t unused_seed;
    if (!game_options_get_seed(opt, 0, &unused_seed, err)) return false;
    int start = game_options_choice(opt, &gunzi_options[OPT_START]);
    int first = game_options_choice(opt, &gunzi_options[OPT_FIRST]);
    bool draw_rule = game_options_choice(opt, &gunzi_options[OPT_DRAW]) == 0;
    gunzi_start_position(st, first, draw_rule, (GunziStart)start);
    return true;
}

static int gunzi_to_move_if(const void *st) {
    return ((const GunziState *)st)->to_move;
}

static bool move_limit_reached(const GunziState *s) {
    return s->draw_rule && s->ply >= GUNZI_MOVE_LIMIT;
}

static int gunzi_gen_moves_if(const void *st, Move *out, int cap) {
    if (move_limit_reached(st)) return 0;
    return gunzi_gen_moves(st, out, cap);
}

static void gunzi_apply_if(void *st, Move m) {
    gunzi_apply(st, m);
}

/* The end is always scored: more points wins, equal points draw. */
static Outcome scored(const GunziState *s, const char *reason) {
    Outcome o = {OUTCOME_DRAW, -1, {0, 0}, reason};
    gunzi_score(s, o.score);
    if (o.score[0] != o.score[1]) {
        o.kind = OUTCOME_WIN;
        o.winner = o.score[1] > o.score[0];
    }
    return o;
}

static Outcome gunzi_outcome(const void *st) {
    const GunziState *s = st;
    if (!gunzi_has_move(s)) return scored(s, "score");
    if (move_limit_reached(s)) return scored(s, "move-limit");
    /* A game going on reports the points as they stand, for displays and evaluations. */
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    gunzi_score(s, o.score);
    return o;
}

static Outcome gunzi_repetition_outcome(const void *st) {
    const GunziState *s = st;
    if (s->draw_rule) return scored(s, "repetition");
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    return o;
}

static bool gunzi_move_to_text_if(const void *st, Move m, char *buf, size_t n) {
    return gunzi_move_to_text(st, m, buf, n);
}

static bool gunzi_move_from_text_if(const void *st, const char *text, Move *m, Error *err) {
    return gunzi_move_from_text(st, text, m, err);
}

static uint64_t gunzi_hash_if(const void *st) {
    return gunzi_hash(st);
}

static bool gunzi_to_fen_if(const void *st, char *buf, size_t n) {
    return gunzi_to_fen(st, buf, n);
}

static bool gunzi_from_fen_if(void *st, const char *text, Error *err) {
    GunziState s;
    if (!gunzi_from_fen(&s, text, err)) return false;
    memcpy(st, &s, sizeof s);
    return true;
}

static void gunzi_describe_if(const void *st, char *buf, size_t n) {
    gunzi_describe(st, buf, n);
}

const GameRules gunzi_rules = {
    .id = "gunzi",
    .title = "Gunzi",
    .player_names = {"white", "black"},
    .state_size = sizeof(GunziState),
    .options = gunzi_options,
    .option_count = OPT_COUNT,
    .setup = gunzi_setup,
    .to_move = gunzi_to_move_if,
    .gen_moves = gunzi_gen_moves_if,
    .apply = gunzi_apply_if,
    .outcome = gunzi_outcome,
    .repetition_outcome = gunzi_repetition_outcome,
    .move_to_text = gunzi_move_to_text_if,
    .move_from_text = gunzi_move_from_text_if,
    .hash = gunzi_hash_if,
    .hash_recompute = gunzi_hash_if,
    .to_fen = gunzi_to_fen_if,
    .from_fen = gunzi_from_fen_if,
    .describe = gunzi_describe_if,
    .perft = NULL,
    .observation_size = 0,
    .observe = NULL,
    .move_words = gunzi_move_words,
    .end_words = gunzi_end_words,
    .goal_met = gunzi_goal_met,
};
