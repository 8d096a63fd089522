/* Mortar Hunt internals shared by its source files: move encoding and the one-side rules core. */
#ifndef DUELBOARD_RULES_MORTAR_HUNT_INTERNAL_H
#define DUELBOARD_RULES_MORTAR_HUNT_INTERNAL_H

#include "rules/mortar_hunt.h"

/* Move encoding (private): bits 0-1 the type; a turn has from square (bits 2-8), from facing
 * (9-11), to square (12-18), to facing (19-21), a shot flag (22), shooter square (23-29) and
 * target (30-36); a setup has 11 bits per piece from bit 2 (square 7, facing 3, Light Howitzer
 * 1); a sacrifice has its square in bits 2-8. Type 0 is never a move. */
enum { MORTAR_MOVE_TURN = 1, MORTAR_MOVE_SETUP = 2, MORTAR_MOVE_SACRIFICE = 3 };
#define MORTAR_MOVE_TYPE(m) ((int)((m)&3))
#define MORTAR_TURN_FROM(m) ((int)(((m) >> 2) & 127))
#define MORTAR_TURN_FROM_DIR(m) ((int)(((m) >> 9) & 7))
#define MORTAR_TURN_TO(m) ((int)(((m) >> 12) & 127))
#define MORTAR_TURN_TO_DIR(m) ((int)(((m) >> 19) & 7))
#define MORTAR_TURN_SHOOTS(m) ((int)(((m) >> 22) & 1))
#define MORTAR_TURN_SHOOTER(m) ((int)(((m) >> 23) & 127))
#define MORTAR_TURN_TARGET(m) ((int)(((m) >> 30) & 127))
#define MORTAR_SETUP_SQUARE(m, i) ((int)(((m) >> (2 + 11 * (i))) & 127))
#define MORTAR_SETUP_DIR(m, i) ((int)(((m) >> (9 + 11 * (i))) & 7))
#define MORTAR_SETUP_KIND(m, i) ((int)(((m) >> (12 + 11 * (i))) & 1))
#define MORTAR_SACRIFICE_SQUARE(m) ((int)(((m) >> 2) & 127))

Move mortar_move_turn(int from, int from_dir, int to, int to_dir, int shooter, int target);
Move mortar_move_sacrifice(int sq);
Move mortar_move_setup(const MortarPiece pieces[MORTAR_PIECES]);

/* One side's knowledge that the rules of its own turn depend on. Both the true state and a view
 * can make one, so legal moves never depend on the opponent's pieces. */
typedef struct MortarSide {
    const MortarRulesInfo *info;
    int player;
    int phase;
    int skips;
    bool over;
    const MortarPiece *own; /* MORTAR_PIECES */
    const uint8_t *marks;   /* MORTAR_SQUARES */
} MortarSide;

int mortar_side_gen_moves(const MortarSide *s, Move *out, int cap);
/* Whether m is legal for this side: any setup that places its pieces correctly (gen_moves lists
 * only a sample of those), or a turn gen_moves lists. */
bool mortar_side_move_is_legal(const MortarSide *s, Move m);
bool mortar_side_move_from_text(const MortarSide *s, const char *text, Move *m, Error *err);
bool mortar_move_format(Move m, char *buf, size_t n);

/* Geometry. */
int mortar_step(int sq, int dir, int distance); /* MORTAR_NONE off the board */
void mortar_range(int kind, int *lo, int *hi);
int mortar_piece_on(const MortarPiece pieces[MORTAR_PIECES], int sq); /* any, or MORTAR_NONE */
/* Parsers that advance *p; false when the text there is not one. */
bool mortar_parse_square(const char **p, int *sq);
bool mortar_parse_dir(const char **p, int *dir);

/* Options into the shared info; the effective turn limit (turns, or the hard cap). */
bool mortar_parse_options(const GameOptions *opt, uint64_t seed, MortarRulesInfo *info, Error *err);
int mortar_turn_limit(const MortarRulesInfo *info);
/* The outcome from what both players know: pieces lost, the turn, the limit. */
Outcome mortar_outcome_of(const MortarRulesInfo *info, int phase, int turn, const uint8_t lost[2]);

/* The new marks value after a shot (a hit or sacrifice is never overwritten by a miss). */
int mortar_mark_after(int old, int result);

/* The parts of playing a turn that both the true state and a view do, so they cannot differ.
 * mortar_play_own plays the mover's move on their pieces, the marks and the counters, with the
 * shot's result given (the defender's piece is marked destroyed by the caller). */
void mortar_play_own(MortarPiece own[MORTAR_PIECES], uint8_t marks[MORTAR_SQUARES],
                     uint8_t skips[2], uint8_t lost[2], int p, Move m, int result, MortarRecord *r);
int mortar_shot_result(const MortarPiece defender[MORTAR_PIECES], int target);
void mortar_place(MortarPiece own[MORTAR_PIECES], MortarPiece initial[MORTAR_PIECES], Move m);
void mortar_history_put(MortarRecord *history, uint16_t *count, int row, const MortarRecord *r);
void mortar_record_mask(MortarRecord *r); /* keeps what the opponent hears */

/* The one-line position (mortar_hunt_fen.c) and the view of the true state (mortar_hunt_view.c). */
bool mortar_to_fen(const void *st, char *buf, size_t n);
bool mortar_from_fen(void *st, const char *text, Error *err);
void mortar_observe_state(const MortarState *s, int player, MortarView *v);

/* GameRules.move_words (mortar_hunt_words.c): the mover's own turn in full, the other side's
 * as announced ("fired at G8: miss", "Set up"). */
bool mortar_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);

#endif
