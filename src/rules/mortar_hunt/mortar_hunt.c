/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt true state: options, setup, playing moves, outcome, hash and the GameRules table. */
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "core/zobrist.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h"

/* Zobrist key families of this game ('M' 'H' in the high bits keeps them apart from others). */
enum {
    FAMILY_PIECE = 0x4d480001, /* (piece slot, square, facing) */
    FAMILY_KIND,               /* piece slot is a Light Howitzer */
    FAMILY_DEAD,               /* piece slot is destroyed */
    FAMILY_MARK,               /* (square, mark) */
    FAMILY_TURN,               /* turn number */
    FAMILY_MISC,               /* side to move, phase, skip counters, options */
};

enum { OPT_PIECES, OPT_CRATERS, OPT_TURNS, OPT_COUNT };
static const GameOptionDesc mortar_hunt_options[OPT_COUNT] = {
    [OPT_PIECES] = {.key = "pieces",
                    .label = N_("Pieces"),
                    .count = 3,
                    .values = {"HM", "LH", "choose"},
                    .labels = {N_("Heavy mortars"), N_("Light howitzers"),
                               N_("Each player chooses")}},
    [OPT_CRATERS] = {.key = "craters",
                     .label = N_("Crater variant"),
                     .count = 2,
                     .values = {"off", "on"},
                     .labels = {N_("Off"), N_("On")}},
    [OPT_TURNS] = {.key = "turns",
                   .kind = GAME_OPTION_NUMBER,
                   .label = N_("Turn limit"),
                   .count = 4,
                   .values = {"0", "20", "28", "40"},
                   .labels = {N_("None"), N_("20 turns"), N_("28 turns"), N_("40 turns")},
                   .min = 0,
                   .max = MORTAR_HUNT_TURNS_MAX},
};

bool mortar_hunt_parse_options(const GameOptions *opt, uint64_t seed, MortarHuntRulesInfo *info,
                               Error *err) {
    if (!game_options_check_table(opt, "mortar-hunt", mortar_hunt_options, OPT_COUNT, err))
        return false;
    int pieces = game_options_choice(opt, &mortar_hunt_options[OPT_PIECES]);
    bool craters = game_options_choice(opt, &mortar_hunt_options[OPT_CRATERS]) == 1;
    long turns = game_options_number(opt, &mortar_hunt_options[OPT_TURNS]);
    memset(info, 0, sizeof *info);
    info->pieces_option = (uint8_t)pieces;
    info->craters = craters;
    info->turns_option = (uint16_t)turns;
    info->seed = seed;
    return true;
}

int mortar_hunt_turn_limit(const MortarHuntRulesInfo *info) {
    return info->turns_option ? info->turns_option : MORTAR_HUNT_TURNS_MAX;
}

Outcome mortar_hunt_outcome_of(const MortarHuntRulesInfo *info, int phase, int turn,
                               const uint8_t lost[2]) {
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    o.score[0] = lost[1];
    o.score[1] = lost[0];
    if (phase != MORTAR_HUNT_PHASE_PLAY) return o;
    if (lost[0] >= MORTAR_HUNT_PIECES || lost[1] >= MORTAR_HUNT_PIECES) {
        o.kind = OUTCOME_WIN;
        o.winner = lost[1] >= MORTAR_HUNT_PIECES ? MORTAR_HUNT_A : MORTAR_HUNT_B;
        o.reason = "destroyed";
        return o;
    }
    if (turn > mortar_hunt_turn_limit(info)) {
        o.reason = info->turns_option ? "turn-limit" : "turn-cap";
        if (lost[0] == lost[1]) {
            o.kind = OUTCOME_DRAW;
        } else {
            o.kind = OUTCOME_WIN;
            o.winner = lost[1] > lost[0] ? MORTAR_HUNT_A : MORTAR_HUNT_B;
        }
    }
    return o;
}

static bool mortar_hunt_setup(void *st, const GameOptions *opt, uint64_t seed, Error *err) {
    MortarHuntState *s = st;
    MortarHuntRulesInfo info;
    if (!mortar_hunt_parse_options(opt, seed, &info, err)) return false;
    memset(s, 0, sizeof *s);
    memcpy(&s->info, &info, sizeof info);
    s->phase = MORTAR_HUNT_PHASE_SETUP;
    s->to_move = MORTAR_HUNT_A;
    s->history_turn = 1;
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            s->pieces[p][i].square = MORTAR_HUNT_NONE;
            s->initial[p][i].square = MORTAR_HUNT_NONE;
        }
    return true;
}

static int mortar_hunt_to_move(const void *st) {
    return ((const MortarHuntState *)st)->to_move;
}

static Outcome mortar_hunt_outcome(const void *st) {
    const MortarHuntState *s = st;
    return mortar_hunt_outcome_of(&s->info, s->phase, s->turn, s->lost);
}

static MortarHuntSide side_of(const MortarHuntState *s) {
    MortarHuntSide side = {&s->info,
                           s->to_move,
                           s->phase,
                           s->skips[s->to_move],
                           mortar_hunt_outcome(s).kind != OUTCOME_ONGOING,
                           s->pieces[s->to_move],
                           s->marks};
    return side;
}

static int mortar_hunt_gen_moves(const void *st, Move *out, int cap) {
    MortarHuntSide side = side_of(st);
    return mortar_hunt_side_gen_moves(&side, out, cap);
}

static bool mortar_hunt_move_is_legal(const void *st, Move m) {
    MortarHuntSide side = side_of(st);
    return mortar_hunt_side_move_is_legal(&side, m);
}

void mortar_hunt_history_put(MortarHuntRecord *history, uint16_t *count, int row,
                             const MortarHuntRecord *r) {
    if (row < 0 || row >= MORTAR_HUNT_TURNS_MAX) return;
    /* Rows before a FEN's start are unknown: they stay empty (type 0). */
    while (*count < row) memset(&history[(*count)++], 0, sizeof *r);
    history[row] = *r;
    *count = (uint16_t)(row + 1);
}

void mortar_hunt_record_mask(MortarHuntRecord *r) {
    if (!r->type) return;
    r->piece = r->square = r->dir = r->shooter = MORTAR_HUNT_NONE;
}

void mortar_hunt_play_own(MortarHuntPiece own[MORTAR_HUNT_PIECES],
                          uint8_t marks[MORTAR_HUNT_SQUARES], uint8_t skips[2], uint8_t lost[2],
                          int p, Move m, int result, MortarHuntRecord *r) {
    memset(r, 0, sizeof *r);
    r->shooter = r->target = r->revealed = MORTAR_HUNT_NONE;
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_SACRIFICE) {
        int sq = MORTAR_HUNT_SACRIFICE_SQUARE(m);
        int i = mortar_hunt_piece_on(own, sq);
        own[i].alive = 0;
        lost[p]++;
        marks[sq] = MORTAR_HUNT_MARK_SACRIFICE;
        /* The sacrifice takes the place of the due shot: two free turns again. */
        skips[p] = 0;
        r->type = MORTAR_HUNT_RECORD_SACRIFICE;
        r->piece = (uint8_t)i;
        r->square = (uint8_t)sq;
        r->dir = own[i].dir;
        r->revealed = (uint8_t)sq;
        return;
    }
    int i = mortar_hunt_piece_on(own, MORTAR_HUNT_TURN_FROM(m));
    own[i].square = (uint8_t)MORTAR_HUNT_TURN_TO(m);
    own[i].dir = (uint8_t)MORTAR_HUNT_TURN_TO_DIR(m);
    r->type = MORTAR_HUNT_RECORD_MOVE;
    r->piece = (uint8_t)i;
    r->square = own[i].square;
    r->dir = own[i].dir;
    if (!MORTAR_HUNT_TURN_SHOOTS(m)) {
        skips[p]++;
        return;
    }
    int target = MORTAR_HUNT_TURN_TARGET(m);
    marks[target] = (uint8_t)mortar_hunt_mark_after(marks[target], result);
    if (result == MORTAR_HUNT_RESULT_HIT) lost[1 - p]++;
    skips[p] = 0;
    r->shooter = (uint8_t)mortar_hunt_piece_on(own, MORTAR_HUNT_TURN_SHOOTER(m));
    r->target = (uint8_t)target;
    r->result = (uint8_t)result;
}

int mortar_hunt_shot_result(const MortarHuntPiece defender[MORTAR_HUNT_PIECES], int target) {
    int i = mortar_hunt_piece_on(defender, target);
    return i != MORTAR_HUNT_NONE && defender[i].alive ? MORTAR_HUNT_RESULT_HIT
                                                      : MORTAR_HUNT_RESULT_MISS;
}

void mortar_hunt_place(MortarHuntPiece own[MORTAR_HUNT_PIECES],
                       MortarHuntPiece initial[MORTAR_HUNT_PIECES], Move m) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        MortarHuntPiece piece = {(uint8_t)MORTAR_HUNT_SETUP_SQUARE(m, i),
                                 (uint8_t)MORTAR_HUNT_SETUP_DIR(m, i),
                                 (uint8_t)MORTAR_HUNT_SETUP_KIND(m, i), 1};
        own[i] = piece;
        initial[i] = piece;
    }
}

static void mortar_hunt_apply(void *st, Move m) {
    MortarHuntState *s = st;
    int p = s->to_move, q = 1 - p;
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_SETUP) {
        mortar_hunt_place(s->pieces[p], s->initial[p], m);
        s->to_move = (uint8_t)q;
        if (p == MORTAR_HUNT_B) {
            s->phase = MORTAR_HUNT_PHASE_PLAY;
            s->turn = 1;
            s->history_turn = 1;
        }
        return;
    }
    int result = MORTAR_HUNT_RESULT_NONE;
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_TURN && MORTAR_HUNT_TURN_SHOOTS(m)) {
        int target = MORTAR_HUNT_TURN_TARGET(m);
        result = mortar_hunt_shot_result(s->pieces[q], target);
        if (result == MORTAR_HUNT_RESULT_HIT)
            s->pieces[q][mortar_hunt_piece_on(s->pieces[q], target)].alive = 0;
    }
    MortarHuntRecord r;
    mortar_hunt_play_own(s->pieces[p], s->marks, s->skips, s->lost, p, m, result, &r);
    mortar_hunt_history_put(s->history[p], &s->count[p], s->turn - s->history_turn, &r);
    if (p == MORTAR_HUNT_B) s->turn++;
    s->to_move = (uint8_t)q;
}

static bool mortar_hunt_move_to_text(const void *st, Move m, char *buf, size_t n) {
    (void)st;
    return mortar_hunt_move_format(m, buf, n);
}

static bool mortar_hunt_move_from_text(const void *st, const char *text, Move *m, Error *err) {
    MortarHuntSide side = side_of(st);
    return mortar_hunt_side_move_from_text(&side, text, m, err);
}

static uint64_t mortar_hunt_hash_recompute(const void *st) {
    const MortarHuntState *s = st;
    uint64_t h = rng_mix64(s->info.seed);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            const MortarHuntPiece *piece = &s->pieces[p][i];
            if (piece->square == MORTAR_HUNT_NONE) continue;
            uint32_t slot = (uint32_t)(p * MORTAR_HUNT_PIECES + i);
            h ^= zobrist_key(FAMILY_PIECE,
                             (slot * MORTAR_HUNT_SQUARES + piece->square) * 8 + piece->dir);
            if (piece->kind == MORTAR_HUNT_LH) h ^= zobrist_key(FAMILY_KIND, slot);
            if (!piece->alive) h ^= zobrist_key(FAMILY_DEAD, slot);
        }
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (s->marks[sq]) h ^= zobrist_key(FAMILY_MARK, (uint32_t)(sq * 4 + s->marks[sq]));
    h ^= zobrist_key(FAMILY_TURN, s->turn);
    h ^= zobrist_key(FAMILY_MISC, s->to_move);
    h ^= zobrist_key(FAMILY_MISC, 2u + s->phase);
    h ^= zobrist_key(FAMILY_MISC, 4u + s->skips[0]);
    h ^= zobrist_key(FAMILY_MISC, 8u + s->skips[1]);
    h ^= zobrist_key(FAMILY_MISC, 12u + s->info.pieces_option);
    h ^= zobrist_key(FAMILY_MISC, 16u + s->info.craters);
    h ^= zobrist_key(FAMILY_MISC, 1000u + s->info.turns_option);
    return h;
}

/* Computed from scratch: a state is small enough that keeping it incrementally buys little. */
static uint64_t mortar_hunt_hash(const void *st) {
    return mortar_hunt_hash_recompute(st);
}

static void mortar_hunt_observe(const void *st, int player, void *observation) {
    mortar_hunt_observe_state(st, player, observation);
}

/* A side's observation for people: its board, then its pad. */
static void mortar_hunt_describe_observation(const void *observation, char *buf, size_t n) {
    mortar_hunt_observation_describe(observation, buf, n);
    size_t used = strlen(buf);
    if (used + 1 < n) {
        buf[used++] = '\n';
        mortar_hunt_pad_format(observation, buf + used, n - used);
    }
}

static void mortar_hunt_announce(const void *st, Move m, char *buf, size_t n) {
    MortarHuntAnnouncement a;
    mortar_hunt_referee_announcement(st, m, &a);
    mortar_hunt_announcement_format(&a, buf, n);
}

/* A side hears its own move with the announced result when it shot, and the other side's turn
 * as the referee announces it. */
static bool mortar_hunt_tell_side(const void *st, Move m, int side, char *buf, size_t n) {
    MortarHuntAnnouncement a;
    char said[64], move[GAME_MOVE_TEXT_MAX];
    mortar_hunt_referee_announcement(st, m, &a);
    mortar_hunt_announcement_format(&a, said, sizeof said);
    if (((const MortarHuntState *)st)->to_move != side)
        return snprintf(buf, n, "%s", said) < (int)n;
    if (!mortar_hunt_observation_move_to_text(m, move, sizeof move)) return false;
    if (a.kind != MORTAR_HUNT_ANNOUNCE_SHOT) return snprintf(buf, n, "%s", move) < (int)n;
    return snprintf(buf, n, "%s %s", move, said) < (int)n;
}

static bool side_start(void *observation, const GameOptions *opt, uint64_t seed, int player,
                       Error *err) {
    return mortar_hunt_observation_start(observation, opt, seed, player, err);
}
static int side_player(const void *observation) {
    return ((const MortarHuntObservation *)observation)->player;
}
static int side_to_move(const void *observation) {
    return ((const MortarHuntObservation *)observation)->to_move;
}
static Outcome side_outcome(const void *observation) {
    return mortar_hunt_observation_outcome(observation);
}
static int side_gen_moves(const void *observation, Move *out, int cap) {
    return mortar_hunt_observation_gen_moves(observation, out, cap);
}
static int side_gen_moves_sampled(const void *observation, uint64_t key, Move *out, int cap) {
    return mortar_hunt_observation_gen_moves_sampled(observation, key, out, cap);
}
static bool side_move_from_text(const void *observation, const char *text, Move *m, Error *err) {
    return mortar_hunt_observation_move_from_text(observation, text, m, err);
}
static bool side_move_words(const void *before, const void *after, GameMoveWords *out) {
    return mortar_hunt_observation_move_words(before, after, out);
}
static bool side_play_text(void *observation, const char *text, Error *err) {
    return mortar_hunt_observation_play_text(observation, text, err);
}
static bool side_to_text(const void *observation, char *buf, size_t n) {
    return mortar_hunt_observation_to_text(observation, buf, n);
}
static bool side_from_text(void *observation, const char *text, Error *err) {
    return mortar_hunt_observation_from_text(observation, text, err);
}

static const GameObservationSide mortar_hunt_side = {
    .start = side_start,
    .player = side_player,
    .to_move = side_to_move,
    .outcome = side_outcome,
    .gen_moves = side_gen_moves,
    .gen_moves_sampled = side_gen_moves_sampled,
    .move_to_text = mortar_hunt_observation_move_to_text,
    .move_from_text = side_move_from_text,
    .move_words = side_move_words,
    .play_text = side_play_text,
    .to_text = side_to_text,
    .from_text = side_from_text,
    .deduction = &mortar_hunt_deduction,
};

const GameRules mortar_hunt_rules = {
    .id = "mortar-hunt",
    .title = "Mortar Hunt",
    .player_names = {"A", "B"},
    .options = mortar_hunt_options,
    .option_count = OPT_COUNT,
    .state_size = sizeof(MortarHuntState),
    .setup = mortar_hunt_setup,
    .to_move = mortar_hunt_to_move,
    .gen_moves = mortar_hunt_gen_moves,
    .move_is_legal = mortar_hunt_move_is_legal,
    .apply = mortar_hunt_apply,
    .outcome = mortar_hunt_outcome,
    .repetition_outcome = NULL,
    .move_to_text = mortar_hunt_move_to_text,
    .move_from_text = mortar_hunt_move_from_text,
    .hash = mortar_hunt_hash,
    .hash_recompute = mortar_hunt_hash_recompute,
    .to_fen = mortar_hunt_to_fen,
    .from_fen = mortar_hunt_from_fen,
    .describe = mortar_hunt_describe,
    .perft = NULL,
    .observation_size = sizeof(MortarHuntObservation),
    .observe = mortar_hunt_observe,
    .describe_observation = mortar_hunt_describe_observation,
    .announce = mortar_hunt_announce,
    .tell_side = mortar_hunt_tell_side,
    .side = &mortar_hunt_side,
    .move_words = mortar_hunt_move_words,
    .end_words = mortar_hunt_end_words,
    .goal_met = mortar_hunt_goal_met,
};
