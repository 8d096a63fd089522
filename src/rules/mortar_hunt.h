/* Mortar Hunt: the true state (both sides), one side's view, the referee and the pad. */
#ifndef DUELBOARD_RULES_MORTAR_HUNT_H
#define DUELBOARD_RULES_MORTAR_HUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game.h"

enum { MORTAR_A = 0, MORTAR_B = 1 };

#define MORTAR_COLS 12
#define MORTAR_ROWS 9
#define MORTAR_SQUARES (MORTAR_COLS * MORTAR_ROWS)
#define MORTAR_PIECES 3
#define MORTAR_NONE 255 /* no square, no piece */
/* The longest game: turns=N accepts 0..MORTAR_TURNS_MAX, and turns=0 (no limit) still ends after
 * MORTAR_TURNS_MAX turns each, scored as the turn limit is. It bounds the history arrays. */
#define MORTAR_TURNS_MAX 200
/* How many setups gen_moves offers in the setup phase (all of them are far too many to list;
 * move_from_text accepts every legal setup). */
#define MORTAR_SETUP_SAMPLE 256

/* Directions, clockwise from north: a right turn adds 1, a left turn subtracts 1 (mod 8). */
enum { MORTAR_N, MORTAR_NE, MORTAR_E, MORTAR_SE, MORTAR_S, MORTAR_SW, MORTAR_W, MORTAR_NW };
enum { MORTAR_HM = 0, MORTAR_LH = 1 };                                         /* piece kinds */
enum { MORTAR_PIECES_HM = 0, MORTAR_PIECES_LH = 1, MORTAR_PIECES_CHOOSE = 2 }; /* option */
enum { MORTAR_PHASE_SETUP = 0, MORTAR_PHASE_PLAY = 1 };
/* What a square is known to hold after shots: a miss (a crater in the crater variant), a hit
 * (a destroyed piece lies there), or a sacrificed piece (revealed, never shot). */
enum { MORTAR_MARK_NONE = 0, MORTAR_MARK_MISS = 1, MORTAR_MARK_HIT = 2, MORTAR_MARK_SACRIFICE = 3 };
enum { MORTAR_RESULT_NONE = 0, MORTAR_RESULT_MISS = 1, MORTAR_RESULT_HIT = 2 };
enum { MORTAR_RECORD_MOVE = 1, MORTAR_RECORD_SACRIFICE = 2 };

typedef struct MortarPiece {
    uint8_t square; /* MORTAR_NONE before setup */
    uint8_t dir;
    uint8_t kind;
    uint8_t alive;
} MortarPiece;

/* One player's turn, as that player's pad holds it. In a view, the opponent's rows keep only
 * what was announced (type, target, result, sacrificed square); the rest is MORTAR_NONE. */
typedef struct MortarRecord {
    uint8_t type;     /* MORTAR_RECORD_* */
    uint8_t piece;    /* moved or sacrificed piece */
    uint8_t square;   /* where the moved piece ended, or the sacrificed square */
    uint8_t dir;      /* its facing after the move */
    uint8_t shooter;  /* the piece that shot, MORTAR_NONE for no shot */
    uint8_t target;   /* the shot square, MORTAR_NONE for no shot */
    uint8_t result;   /* MORTAR_RESULT_* */
    uint8_t revealed; /* a sacrificed square (public), else MORTAR_NONE */
} MortarRecord;

/* The options and counters both players know. */
typedef struct MortarRulesInfo {
    uint64_t seed;         /* drives the setup sample only */
    uint16_t turns_option; /* 0: no limit (the hard cap applies) */
    uint8_t pieces_option; /* MORTAR_PIECES_* */
    uint8_t craters;
    uint8_t unused[4]; /* always 0, so equal infos are equal bytes */
} MortarRulesInfo;

/* The true state: both sides. Plain bytes, copied with memcpy. */
typedef struct MortarState {
    MortarRulesInfo info;
    uint8_t phase;
    uint8_t to_move;
    uint16_t turn;    /* the turn being played (1-based); past the limit means the game is over */
    uint8_t skips[2]; /* consecutive turns without a shot */
    uint8_t lost[2];  /* pieces destroyed or sacrificed */
    MortarPiece pieces[2][MORTAR_PIECES];
    uint8_t marks[MORTAR_SQUARES];
    /* The pads: pieces when the history starts (the setup, or the position a FEN gave), then
     * one row per turn from turn `history_turn` on. The history is not part of the position:
     * hashes and the FEN leave it out. */
    uint16_t history_turn;
    uint16_t count[2];
    MortarPiece initial[2][MORTAR_PIECES];
    MortarRecord history[2][MORTAR_TURNS_MAX];
} MortarState;

/* What one player may know: own pieces, every shot's square and result, the opponent's
 * sacrifices, the counters. There is no field for the opponent's pieces or moves. */
typedef struct MortarView {
    MortarRulesInfo info;
    uint8_t player;
    uint8_t phase;
    uint8_t to_move;
    uint8_t opponent_ready; /* the opponent has placed their pieces */
    uint16_t turn;
    uint8_t skips[2];
    uint8_t lost[2];
    MortarPiece own[MORTAR_PIECES];
    uint8_t marks[MORTAR_SQUARES];
    uint16_t history_turn;
    uint16_t count[2];
    MortarPiece initial[MORTAR_PIECES];
    MortarRecord history[2][MORTAR_TURNS_MAX]; /* [player]: own rows in full, opponent's masked */
} MortarView;

/* What the referee announces after a player's turn, to the other player. */
enum {
    MORTAR_ANNOUNCE_SETUP = 1,     /* "setup": the pieces are placed */
    MORTAR_ANNOUNCE_NO_SHOT = 2,   /* "noshot" */
    MORTAR_ANNOUNCE_SHOT = 3,      /* "hit C7" / "miss C7" */
    MORTAR_ANNOUNCE_SACRIFICE = 4, /* "sacrifice C3" */
};
typedef struct MortarAnnouncement {
    uint8_t kind;
    uint8_t square; /* the target or the sacrificed square */
    uint8_t result; /* MORTAR_RESULT_* for a shot */
} MortarAnnouncement;

extern const GameRules mortar_hunt_rules;

/* Squares and directions in notation ("C3", "NE"). */
int mortar_square(int col, int row);
int mortar_square_col(int sq);
int mortar_square_row(int sq);
const char *mortar_dir_name(int dir);
void mortar_square_text(int sq, char out[4]);
bool mortar_in_half(int player, int sq); /* rows 1-4 for A, 6-9 for B */

/* Where a piece of `player` and `kind` could stand (square and facing) to hit `target`: what an
 * opponent's shot reveals about its shooter. Fills up to cap entries, returns how many. */
int mortar_shooter_positions(int player, int kind, int target, uint8_t *squares, uint8_t *dirs,
                             int cap);

/* The view side: everything a client (a person's screen or an engine) needs to play one side.
 * mortar_view_start makes the view of a new game from its options, knowing nothing hidden. */
bool mortar_view_start(MortarView *v, const GameOptions *opt, uint64_t seed, int player,
                       Error *err);
int mortar_view_gen_moves(const MortarView *v, Move *out, int cap);
bool mortar_view_move_from_text(const MortarView *v, const char *text, Move *m, Error *err);
bool mortar_view_move_to_text(Move m, char *buf, size_t n);
Outcome mortar_view_outcome(const MortarView *v);
/* The player's own turn, with the result the referee announced (MORTAR_RESULT_NONE when the move
 * has no shot). Refuses a move that is not legal in the view or a result that is missing. */
bool mortar_view_apply_own(MortarView *v, Move m, int result, Error *err);
/* The opponent's turn as announced: target MORTAR_NONE for no shot. A result that contradicts
 * the player's own pieces is refused. */
bool mortar_view_apply_opponent_shot(MortarView *v, int target, int result, Error *err);
/* Any announcement of the opponent's turn (setup, shot, no shot, sacrifice). */
bool mortar_view_apply_opponent(MortarView *v, const MortarAnnouncement *a, Error *err);
/* One line of the protocol for a side: on the player's turn "<move>" followed by the result
 * when it shoots ("E1/NE-E2/NE!C3>C7 miss"); on the opponent's turn the announcement text. */
bool mortar_view_play_text(MortarView *v, const char *text, Error *err);
/* One side's view in one line, for `position fen` of an engine that plays one side:
 * `<side> <own pieces> <to move> <turn> <skips A,B> <marks> <options>`, the fields as in the
 * true state's position with the opponent's pieces left out. Like a position it holds no pad
 * history. */
bool mortar_view_to_text(const MortarView *v, char *buf, size_t n);
bool mortar_view_from_text(MortarView *v, const char *text, Error *err);
/* The view's board for people: own pieces, shot marks, counters; ended by no newline. */
void mortar_view_describe(const MortarView *v, char *buf, size_t n);

/* The pad: the player's record as the rulebook's paper pad (turn, own move per piece, own shot
 * with the shooter marked *, the opponent's shot, hits in parentheses, destroyed pieces x). */
void mortar_pad_format(const MortarView *v, char *buf, size_t n);
/* Row `row` of `side`'s column of the pad in words for players, from the view alone: the view's
 * own turns in full ("B2 → B3, fired at G8: miss"), the other side's as announced. False for a
 * row the view does not hold. */
bool mortar_pad_words(const MortarView *v, int side, int row, GameMoveWords *out);

/* The referee: plays a legal move on the true state and says what is announced. */
void mortar_referee_play(MortarState *s, Move m, MortarAnnouncement *a);
/* The same from text (a player's move as sent); refuses illegal moves with the reason. */
bool mortar_referee_play_text(MortarState *s, const char *text, MortarAnnouncement *a, Error *err);
/* A record line that shows the result: the move, then for a shot what was announced
 * ("E1/NE-E2/NE!C3>C7 miss C7"), and its reader, which refuses a result that is not the true
 * one. The interface's move_from_text reads only the canonical move. */
bool mortar_move_text_with_result(const MortarState *s, Move m, char *buf, size_t n);
bool mortar_move_from_text_with_result(const MortarState *s, const char *text, Move *m, Error *err);
/* What playing `m` would announce, without playing it. */
void mortar_referee_announcement(const MortarState *s, Move m, MortarAnnouncement *a);
void mortar_announcement_format(const MortarAnnouncement *a, char *buf, size_t n);
bool mortar_announcement_parse(const char *text, MortarAnnouncement *a, Error *err);

/* Board of the true state, both sides (the protocol's `show` for the referee). */
void mortar_describe(const void *st, char *buf, size_t n);

#endif
