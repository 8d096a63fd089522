/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz: the state, the move encoding and the helpers shared by the gottaz_*.c files. */
#ifndef DUELBOARD_RULES_GOTTAZ_H
#define DUELBOARD_RULES_GOTTAZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "rules/game.h"

extern const GameRules gottaz_rules;

/* Abilities in alphabetical order of their letters, so that the canonical order of a 3|3 tile
 * (alphabetical) is the order of the indices. */
enum {
    GZ_SLANT,   /* D */
    GZ_JUMP,    /* J */
    GZ_LEAP,    /* L */
    GZ_ROTATE,  /* R */
    GZ_SUPPORT, /* S */
    GZ_TSUNAMI, /* T */
    GZ_SUPPLY,  /* U */
    GZ_SWAP,    /* W */
    GZ_ABILITIES
};

#define GZ_TYPES 164 /* 64 tiles 1|5, 64 tiles 2|4, 36 tiles 3|3 */
#define GZ_SET 10    /* tiles in one player's set */
#define GZ_SIZE 5
#define GZ_SQUARES 25
#define GZ_CENTER_RANK 2 /* rank 3, counted from 0 */
#define GZ_ACTION_LIMIT 200
#define GZ_LINE_LIMIT 8

/* Class of a tile: its pair of strengths. */
enum { GZ_CLASS_15, GZ_CLASS_24, GZ_CLASS_33 };
extern const int gottaz_class_quota[3];        /* 4, 4, 2 */
extern const char *const gottaz_class_name[3]; /* "1|5", ... */

enum { GZ_PHASE_DRAFT, GZ_PHASE_PLAY };
enum { GZ_MODE_STANDARD, GZ_MODE_METHOD1, GZ_MODE_METHOD2 };

/* A square holds nothing (type 0) or a pawn: 1 + tile type, with owner and face-up side. */
typedef struct GottazCell {
    uint8_t type1; /* 0: empty; else 1 + tile type */
    uint8_t owner; /* 0 or 1 */
    uint8_t side;  /* 0: the first side of the canonical text, 1: the other */
} GottazCell;

typedef struct GottazState {
    uint64_t hash;                /* Zobrist hash, kept up to date by every change */
    GottazCell board[GZ_SQUARES]; /* index = rank * 5 + file, a1 = 0 */
    uint8_t hand[2][GZ_SET];      /* tile types in hand, sorted */
    uint8_t hand_n[2];
    uint8_t set[2][GZ_SET]; /* each player's set (drafting builds it), sorted */
    uint8_t set_n[2];
    uint8_t phase, mode;
    uint8_t turn;  /* player to move (or to pick) */
    uint8_t first; /* player who moves first in play */
    uint8_t draw_on;
    uint16_t actions; /* actions played since play began (passes included) */
} GottazState;

/* Move encoding: kind in bits 0-3, from square 4-8, to square 9-13, tile type 16-23, side 24. */
enum {
    GZ_MV_NONE,
    GZ_MV_PASS,
    GZ_MV_PLACE,
    GZ_MV_MOVE,
    GZ_MV_LEAP,
    GZ_MV_SLANT,
    GZ_MV_SWAP,
    GZ_MV_TSUNAMI,
    GZ_MV_JUMP,
    GZ_MV_ROTATE,
    GZ_MV_PICK,
    GZ_MV_DONE
};

static inline Move gz_move(int kind, int from, int to, int type, int side) {
    return (Move)kind | (Move)from << 4 | (Move)to << 9 | (Move)type << 16 | (Move)side << 24;
}
static inline int gz_move_kind(Move m) {
    return (int)(m & 15);
}
static inline int gz_move_from(Move m) {
    return (int)(m >> 4 & 31);
}
static inline int gz_move_to(Move m) {
    return (int)(m >> 9 & 31);
}
static inline int gz_move_type(Move m) {
    return (int)(m >> 16 & 255);
}
static inline int gz_move_side(Move m) {
    return (int)(m >> 24 & 1);
}

/* ---- tiles (gottaz_tiles.c) ---- */
int gottaz_tile_class(int type);
int gottaz_tile_ability(int type, int side);
int gottaz_tile_strength(int type, int side);
bool gottaz_tile_same_sides(int type); /* both sides show the same ability (3|3 only) */
/* The type whose sides show these abilities and strengths (any order), or -1. */
int gottaz_tile_find(int ability_a, int strength_a, int ability_b, int strength_b);
char gottaz_ability_letter(int ability);
int gottaz_ability_from_letter(char c);         /* -1 if none */
const char *gottaz_ability_name(int ability);   /* a msgid */
const char *gottaz_ability_effect(int ability); /* what it does, one line: a msgid */
/* Writes "L1/J5" (canonical) or, with side = 1, the other side first. */
void gottaz_tile_text(int type, int side_first, char *buf, size_t n);
/* Parses "L1/J5" at *s (advancing it): type and which side was written first. */
bool gottaz_tile_parse(const char **s, int *type, int *side_first, Error *err);
/* Parses "t1,t2,...,t10" (any side order) and checks the 4 + 4 + 2 composition. */
bool gottaz_set_parse(const char *text, const char *what, uint8_t out[GZ_SET], Error *err);
void gottaz_set_sort(uint8_t *types, int n);
/* The fixed presets and a uniform random set of distinct types. */
void gottaz_preset_beginner(uint8_t out[GZ_SET]);
void gottaz_preset_advanced(uint8_t out[GZ_SET]);
void gottaz_preset_random(uint64_t *rng_state, uint8_t out[GZ_SET]);

/* ---- state changes that keep the hash (gottaz_state.c) ---- */
uint64_t gottaz_hash_compute(const GottazState *s);
void gottaz_put(GottazState *s, int sq, int type, int owner, int side);
void gottaz_lift(GottazState *s, int sq);
void gottaz_hand_add(GottazState *s, int player, int type);
void gottaz_hand_remove(GottazState *s, int player, int type);
void gottaz_set_add(GottazState *s, int player, int type); /* drafting only */
void gottaz_set_turn(GottazState *s, int player);
/* Ends drafting: hands are the sets, the first player moves. */
void gottaz_begin_play(GottazState *s);
int gottaz_center_count(const GottazState *s, int player);
/* The player whose pawns fill the center line (3 or more), or -1. */
int gottaz_center_winner(const GottazState *s);

/* ---- drafting (gottaz_draft.c) ---- */
enum {
    GZ_OPT_MODE,
    GZ_OPT_PRESET,
    GZ_OPT_SET,
    GZ_OPT_SET1,
    GZ_OPT_SET2,
    GZ_OPT_FIRST,
    GZ_OPT_DRAW,
    GZ_OPT_BUILDER,
    GZ_OPT_COUNT
};
extern const GameOptionDesc gottaz_options[GZ_OPT_COUNT];
bool gottaz_setup(void *st, const GameOptions *opt, uint64_t seed, Error *err);
int gottaz_draft_moves(const GottazState *s, Move *out, int cap);
/* The state as `player` may know it: in method 1 the other player's set, hidden until both are
 * done, is replaced by the first tiles of the beginner preset (see GameRules.conceal). */
void gottaz_conceal(const void *st, int player, void *out);
/* Why a pick or done is refused (false with err), or true. */
bool gottaz_draft_check(const GottazState *s, Move m, Error *err);
void gottaz_draft_apply(GottazState *s, Move m);

/* ---- play (gottaz_play.c) ---- */
/* Per player and rank: the sum of face-up strengths and the number of face-up Supply pawns. */
typedef struct GottazLines {
    int sum[2][GZ_SIZE];
    int supply[2][GZ_SIZE];
} GottazLines;
void gottaz_lines_compute(const GottazState *s, GottazLines *lines);
/* Checks a play-phase action (not pass) on the current position; false with the reason. */
bool gottaz_play_check(const GottazState *s, const GottazLines *lines, Move m, Error *err);
int gottaz_play_moves(const GottazState *s, Move *out, int cap);
/* The battle strength of pawn `c` on square `sq` (the battle square): its face-up strength plus
 * one for each face-up Support pawn of its owner orthogonally next to `sq`, their number in
 * *supports (may be NULL). The pawns battling there do not count: lift a moving pawn first. */
int gottaz_battle_strength(const GottazState *s, const GottazCell *c, int sq, int *supports);
void gottaz_play_apply(GottazState *s, Move m);

/* ---- text (gottaz_text.c) ---- */
bool gottaz_move_to_text(const void *st, Move m, char *buf, size_t n);
bool gottaz_move_from_text(const void *st, const char *text, Move *m, Error *err);
bool gottaz_to_fen(const void *st, char *buf, size_t n);
bool gottaz_from_fen(void *st, const char *text, Error *err);
void gottaz_describe(const void *st, char *buf, size_t n);
void gottaz_square_text(int sq, char *buf); /* "c3": buf holds 3 chars */
/* GameRules.move_words: "Placed Leap 1 on c1", "Picked L1/J5 (Leap 1 / Jump 5)". */
bool gottaz_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);
const char *gottaz_end_words(const char *reason);
/* The lesson goals (gottaz_goals.c, GameRules.goal_met). */
GameGoalResult gottaz_goal_met(const void *before, Move move, const void *after, int player,
                               const char *const *words, int count, Error *err);

#endif
