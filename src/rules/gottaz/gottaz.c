/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz behind the game interface: phases, outcomes, hashing and the rules table. */

#include "rules/gottaz/gottaz.h"

static int gottaz_to_move(const void *st) {
    return ((const GottazState *)st)->turn;
}

static Outcome gottaz_outcome(const void *st) {
    const GottazState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->phase != GZ_PHASE_PLAY) return o;
    int winner = gottaz_center_winner(s);
    if (winner >= 0) {
        o.kind = OUTCOME_WIN;
        o.winner = winner;
        o.reason = "center";
    } else if (s->draw_on && s->actions >= GZ_ACTION_LIMIT) {
        o.kind = OUTCOME_DRAW;
        o.reason = "action-limit";
    }
    return o;
}

static Outcome gottaz_repetition_outcome(const void *st) {
    const GottazState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->draw_on && s->phase == GZ_PHASE_PLAY) {
        o.kind = OUTCOME_DRAW;
        o.reason = "repetition";
    }
    return o;
}

static int gottaz_gen_moves(const void *st, Move *out, int cap) {
    const GottazState *s = st;
    if (gottaz_outcome(st).kind != OUTCOME_ONGOING) return 0;
    return s->phase == GZ_PHASE_DRAFT ? gottaz_draft_moves(s, out, cap)
                                      : gottaz_play_moves(s, out, cap);
}

static void gottaz_apply(void *st, Move m) {
    GottazState *s = st;
    if (s->phase == GZ_PHASE_DRAFT)
        gottaz_draft_apply(s, m);
    else
        gottaz_play_apply(s, m);
}

static uint64_t gottaz_hash(const void *st) {
    return ((const GottazState *)st)->hash;
}

static uint64_t gottaz_hash_recompute(const void *st) {
    return gottaz_hash_compute(st);
}

const GameRules gottaz_rules = {
    .id = "gottaz",
    .title = "Gottaz",
    .player_names = {"1", "2"},
    .options = gottaz_options,
    .option_count = GZ_OPT_COUNT,
    .state_size = sizeof(GottazState),
    .setup = gottaz_setup,
    .to_move = gottaz_to_move,
    .gen_moves = gottaz_gen_moves,
    .apply = gottaz_apply,
    .outcome = gottaz_outcome,
    .repetition_outcome = gottaz_repetition_outcome,
    .move_to_text = gottaz_move_to_text,
    .move_from_text = gottaz_move_from_text,
    .hash = gottaz_hash,
    .hash_recompute = gottaz_hash_recompute,
    .to_fen = gottaz_to_fen,
    .from_fen = gottaz_from_fen,
    .describe = gottaz_describe,
    .perft = NULL,
    .observation_size = 0,
    .observe = NULL,
    .conceal = gottaz_conceal,
    .move_words = gottaz_move_words,
    .end_words = gottaz_end_words,
    .goal_met = gottaz_goal_met,
};
