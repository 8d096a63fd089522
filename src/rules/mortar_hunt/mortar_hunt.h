/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt: the true state (both sides), one side's observation, the referee and the pad. */
#ifndef DUELBOARD_RULES_MORTAR_HUNT_H
#define DUELBOARD_RULES_MORTAR_HUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game.h"

enum { MORTAR_HUNT_A = 0, MORTAR_HUNT_B = 1 };

#define MORTAR_HUNT_COLS 12
#define MORTAR_HUNT_ROWS 9
#define MORTAR_HUNT_SQUARES (MORTAR_HUNT_COLS * MORTAR_HUNT_ROWS)
#define MORTAR_HUNT_PIECES 3
#define MORTAR_HUNT_NONE 255 /* no square, no piece */
/* The longest game: turns=N accepts 0..MORTAR_HUNT_TURNS_MAX, and turns=0 (no limit) still ends
 * after MORTAR_HUNT_TURNS_MAX turns each, scored as the turn limit is. It bounds the history
 * arrays. */
#define MORTAR_HUNT_TURNS_MAX 200
/* How many setups gen_moves offers in the setup phase (all of them are far too many to list;
 * move_from_text accepts every legal setup). */
#define MORTAR_HUNT_SETUP_SAMPLE 256

/* Directions, clockwise from north: a right turn adds 1, a left turn subtracts 1 (mod 8). */
enum {
    MORTAR_HUNT_N,
    MORTAR_HUNT_NE,
    MORTAR_HUNT_E,
    MORTAR_HUNT_SE,
    MORTAR_HUNT_S,
    MORTAR_HUNT_SW,
    MORTAR_HUNT_W,
    MORTAR_HUNT_NW
};
enum { MORTAR_HUNT_HM = 0, MORTAR_HUNT_LH = 1 }; /* piece kinds */
enum {
    MORTAR_HUNT_PIECES_HM = 0,
    MORTAR_HUNT_PIECES_LH = 1,
    MORTAR_HUNT_PIECES_CHOOSE = 2
}; /* option */
enum { MORTAR_HUNT_PHASE_SETUP = 0, MORTAR_HUNT_PHASE_PLAY = 1 };
/* What a square is known to hold after shots: a miss (a crater in the crater variant), a hit
 * (a destroyed piece lies there), or a sacrificed piece (revealed, never shot). */
enum {
    MORTAR_HUNT_MARK_NONE = 0,
    MORTAR_HUNT_MARK_MISS = 1,
    MORTAR_HUNT_MARK_HIT = 2,
    MORTAR_HUNT_MARK_SACRIFICE = 3
};
enum { MORTAR_HUNT_RESULT_NONE = 0, MORTAR_HUNT_RESULT_MISS = 1, MORTAR_HUNT_RESULT_HIT = 2 };
enum { MORTAR_HUNT_RECORD_MOVE = 1, MORTAR_HUNT_RECORD_SACRIFICE = 2 };

typedef struct MortarHuntPiece {
    uint8_t square; /* MORTAR_HUNT_NONE before setup */
    uint8_t dir;
    uint8_t kind;
    uint8_t alive;
} MortarHuntPiece;

/* One player's turn, as that player's pad holds it. In an observation, the opponent's rows keep
 * only what was announced (type, target, result, sacrificed square); the rest is MORTAR_HUNT_NONE.
 */
typedef struct MortarHuntRecord {
    uint8_t type;     /* MORTAR_HUNT_RECORD_* */
    uint8_t piece;    /* moved or sacrificed piece */
    uint8_t square;   /* where the moved piece ended, or the sacrificed square */
    uint8_t dir;      /* its facing after the move */
    uint8_t shooter;  /* the piece that shot, MORTAR_HUNT_NONE for no shot */
    uint8_t target;   /* the shot square, MORTAR_HUNT_NONE for no shot */
    uint8_t result;   /* MORTAR_HUNT_RESULT_* */
    uint8_t revealed; /* a sacrificed square (public), else MORTAR_HUNT_NONE */
} MortarHuntRecord;

/* The options and counters both players know. */
typedef struct MortarHuntRulesInfo {
    uint64_t seed;         /* drives the setup sample only */
    uint16_t turns_option; /* 0: no limit (the hard cap applies) */
    uint8_t pieces_option; /* MORTAR_HUNT_PIECES_* */
    uint8_t craters;
    uint8_t unused[4]; /* always 0, so equal infos are equal bytes */
} MortarHuntRulesInfo;

/* The true state: both sides. Plain bytes, copied with memcpy. */
typedef struct MortarHuntState {
    MortarHuntRulesInfo info;
    uint8_t phase;
    uint8_t to_move;
    uint16_t turn;    /* the turn being played (1-based); past the limit means the game is over */
    uint8_t skips[2]; /* consecutive turns without a shot */
    uint8_t lost[2];  /* pieces destroyed or sacrificed */
    MortarHuntPiece pieces[2][MORTAR_HUNT_PIECES];
    uint8_t marks[MORTAR_HUNT_SQUARES];
    /* The pads: pieces when the history starts (the setup, or the position a FEN gave), then
     * one row per turn from turn `history_turn` on. The history is not part of the position:
     * hashes and the FEN leave it out. */
    uint16_t history_turn;
    uint16_t count[2];
    MortarHuntPiece initial[2][MORTAR_HUNT_PIECES];
    MortarHuntRecord history[2][MORTAR_HUNT_TURNS_MAX];
} MortarHuntState;

/* What one player may know: own pieces, every shot's square and result, the opponent's
 * sacrifices, the counters. There is no field for the opponent's pieces or moves. */
typedef struct MortarHuntObservation {
    MortarHuntRulesInfo info;
    uint8_t player;
    uint8_t phase;
    uint8_t to_move;
    uint8_t opponent_ready; /* the opponent has placed their pieces */
    uint16_t turn;
    uint8_t skips[2];
    uint8_t lost[2];
    MortarHuntPiece own[MORTAR_HUNT_PIECES];
    uint8_t marks[MORTAR_HUNT_SQUARES];
    uint16_t history_turn;
    uint16_t count[2];
    MortarHuntPiece initial[MORTAR_HUNT_PIECES];
    MortarHuntRecord
        history[2][MORTAR_HUNT_TURNS_MAX]; /* [player]: own rows in full, opponent's masked */
} MortarHuntObservation;

/* What the referee announces after a player's turn, to the other player. */
enum {
    MORTAR_HUNT_ANNOUNCE_SETUP = 1,     /* "setup": the pieces are placed */
    MORTAR_HUNT_ANNOUNCE_NO_SHOT = 2,   /* "noshot" */
    MORTAR_HUNT_ANNOUNCE_SHOT = 3,      /* "hit C7" / "miss C7" */
    MORTAR_HUNT_ANNOUNCE_SACRIFICE = 4, /* "sacrifice C3" */
};
typedef struct MortarHuntAnnouncement {
    uint8_t kind;
    uint8_t square; /* the target or the sacrificed square */
    uint8_t result; /* MORTAR_HUNT_RESULT_* for a shot */
} MortarHuntAnnouncement;

extern const GameRules mortar_hunt_rules;

/* Squares and directions in notation ("C3", "NE"). */
int mortar_hunt_square(int col, int row);
int mortar_hunt_square_col(int sq);
int mortar_hunt_square_row(int sq);
const char *mortar_hunt_dir_name(int dir);
void mortar_hunt_square_text(int sq, char out[4]);
bool mortar_hunt_in_half(int player, int sq); /* rows 1-4 for A, 6-9 for B */

/* Where a piece of `player` and `kind` could stand (square and facing) to hit `target`: what an
 * opponent's shot reveals about its shooter. Fills up to cap entries, returns how many. */
int mortar_hunt_shooter_positions(int player, int kind, int target, uint8_t *squares, uint8_t *dirs,
                                  int cap);

/* The observation side: everything a client (a person's screen or an engine) needs to play one
 * side. mortar_hunt_observation_start makes the observation of a new game from its options, knowing
 * nothing hidden. */
bool mortar_hunt_observation_start(MortarHuntObservation *v, const GameOptions *opt, uint64_t seed,
                                   int player, Error *err);
int mortar_hunt_observation_gen_moves(const MortarHuntObservation *v, Move *out, int cap);
/* The same, with the setup sample drawn from `key`, a secret of the side's own, rather than the
 * game's seed, which both sides know (GameObservationSide.gen_moves_sampled). */
int mortar_hunt_observation_gen_moves_sampled(const MortarHuntObservation *v, uint64_t key,
                                              Move *out, int cap);
bool mortar_hunt_observation_move_from_text(const MortarHuntObservation *v, const char *text,
                                            Move *m, Error *err);
bool mortar_hunt_observation_move_to_text(Move m, char *buf, size_t n);
Outcome mortar_hunt_observation_outcome(const MortarHuntObservation *v);
/* The player's own turn, with the result the referee announced (MORTAR_HUNT_RESULT_NONE when the
 * move has no shot). Refuses a move that is not legal in the observation or a result that is
 * missing. */
bool mortar_hunt_observation_apply_own(MortarHuntObservation *v, Move m, int result, Error *err);
/* The opponent's turn as announced: target MORTAR_HUNT_NONE for no shot. A result that contradicts
 * the player's own pieces is refused. */
bool mortar_hunt_observation_apply_opponent_shot(MortarHuntObservation *v, int target, int result,
                                                 Error *err);
/* Any announcement of the opponent's turn (setup, shot, no shot, sacrifice). */
bool mortar_hunt_observation_apply_opponent(MortarHuntObservation *v,
                                            const MortarHuntAnnouncement *a, Error *err);
/* One line of the protocol for a side: on the player's turn "<move>" followed by the result
 * when it shoots ("E1/NE-E2/NE!C3>C7 miss"); on the opponent's turn the announcement text. */
bool mortar_hunt_observation_play_text(MortarHuntObservation *v, const char *text, Error *err);
/* One side's observation in one line, for `position fen` of an engine that plays one side:
 * `<side> <own pieces> <to move> <turn> <skips A,B> <marks> <options>`, the fields as in the
 * true state's position with the opponent's pieces left out. Like a position it holds no pad
 * history; from_text also reads an eleventh word, `shots=`, the pad's shots of both sides
 * (mortar_hunt_observation_to_text_with_shots), as the deduction puzzles write it. */
bool mortar_hunt_observation_to_text(const MortarHuntObservation *v, char *buf, size_t n);
bool mortar_hunt_observation_from_text(MortarHuntObservation *v, const char *text, Error *err);
/* The observation's board for people: own pieces, shot marks, counters; ended by no newline. */
void mortar_hunt_observation_describe(const MortarHuntObservation *v, char *buf, size_t n);

/* The pad: the player's record as the rulebook's paper pad (turn, own move per piece, own shot
 * with the shooter marked *, the opponent's shot, hits in parentheses, destroyed pieces x). */
void mortar_hunt_pad_format(const MortarHuntObservation *v, char *buf, size_t n);
/* Row `row` of `side`'s column of the pad in words for players, from the observation alone: the
 * observation's own turns in full ("B2 → B3, fired at G8: miss"), the other side's as announced.
 * False for a row the observation does not hold. */
bool mortar_hunt_pad_words(const MortarHuntObservation *v, int side, int row, GameMoveWords *out);
/* The move between two views of one side (before and after it) in words, as that side's move list
 * tells it: what move_words says to that side of the same move. */
bool mortar_hunt_observation_move_words(const MortarHuntObservation *before,
                                        const MortarHuntObservation *after, GameMoveWords *out);

/* The referee: plays a legal move on the true state and says what is announced. */
void mortar_hunt_referee_play(MortarHuntState *s, Move m, MortarHuntAnnouncement *a);
/* The same from text (a player's move as sent); refuses illegal moves with the reason. */
bool mortar_hunt_referee_play_text(MortarHuntState *s, const char *text, MortarHuntAnnouncement *a,
                                   Error *err);
/* A record line that shows the result: the move, then for a shot what was announced
 * ("E1/NE-E2/NE!C3>C7 miss C7"), and its reader, which refuses a result that is not the true
 * one. The interface's move_from_text reads only the canonical move. */
bool mortar_hunt_move_text_with_result(const MortarHuntState *s, Move m, char *buf, size_t n);
bool mortar_hunt_move_from_text_with_result(const MortarHuntState *s, const char *text, Move *m,
                                            Error *err);
/* What playing `m` would announce, without playing it. */
void mortar_hunt_referee_announcement(const MortarHuntState *s, Move m, MortarHuntAnnouncement *a);
void mortar_hunt_announcement_format(const MortarHuntAnnouncement *a, char *buf, size_t n);
bool mortar_hunt_announcement_parse(const char *text, MortarHuntAnnouncement *a, Error *err);

/* Board of the true state, both sides (the protocol's `show` for the referee). */
void mortar_hunt_describe(const void *st, char *buf, size_t n);

/* What the computer players reason with: the move encoding, the board geometry and the shot
 * marks. */
/* Move encoding : bits 0-1 the type; a turn has from square (bits 2-8), from facing
 * (9-11), to square (12-18), to facing (19-21), a shot flag (22), shooter square (23-29) and
 * target (30-36); a setup has 11 bits per piece from bit 2 (square 7, facing 3, Light Howitzer
 * 1); a sacrifice has its square in bits 2-8. Type 0 is never a move. */
enum { MORTAR_HUNT_MOVE_TURN = 1, MORTAR_HUNT_MOVE_SETUP = 2, MORTAR_HUNT_MOVE_SACRIFICE = 3 };
#define MORTAR_HUNT_MOVE_TYPE(m) ((int)((m)&3))
#define MORTAR_HUNT_TURN_FROM(m) ((int)(((m) >> 2) & 127))
#define MORTAR_HUNT_TURN_FROM_DIR(m) ((int)(((m) >> 9) & 7))
#define MORTAR_HUNT_TURN_TO(m) ((int)(((m) >> 12) & 127))
#define MORTAR_HUNT_TURN_TO_DIR(m) ((int)(((m) >> 19) & 7))
#define MORTAR_HUNT_TURN_SHOOTS(m) ((int)(((m) >> 22) & 1))
#define MORTAR_HUNT_TURN_SHOOTER(m) ((int)(((m) >> 23) & 127))
#define MORTAR_HUNT_TURN_TARGET(m) ((int)(((m) >> 30) & 127))
#define MORTAR_HUNT_SETUP_SQUARE(m, i) ((int)(((m) >> (2 + 11 * (i))) & 127))
#define MORTAR_HUNT_SETUP_DIR(m, i) ((int)(((m) >> (9 + 11 * (i))) & 7))
#define MORTAR_HUNT_SETUP_KIND(m, i) ((int)(((m) >> (12 + 11 * (i))) & 1))
#define MORTAR_HUNT_SACRIFICE_SQUARE(m) ((int)(((m) >> 2) & 127))

Move mortar_hunt_move_turn(int from, int from_dir, int to, int to_dir, int shooter, int target);
Move mortar_hunt_move_sacrifice(int sq);
Move mortar_hunt_move_setup(const MortarHuntPiece pieces[MORTAR_HUNT_PIECES]);

/* Geometry. */
int mortar_hunt_step(int sq, int dir, int distance); /* MORTAR_HUNT_NONE off the board */
void mortar_hunt_range(int kind, int *lo, int *hi);
int mortar_hunt_piece_on(const MortarHuntPiece pieces[MORTAR_HUNT_PIECES],
                         int sq); /* any, or MORTAR_HUNT_NONE */
/* Parsers that advance *p; false when the text there is not one. */
bool mortar_hunt_parse_square(const char **p, int *sq);
bool mortar_hunt_parse_dir(const char **p, int *dir);

/* The new marks value after a shot (a hit or sacrifice is never overwritten by a miss). */
int mortar_hunt_mark_after(int old, int result);

#endif
