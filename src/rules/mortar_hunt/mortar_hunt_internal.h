/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt internals shared by its source files: move encoding and the one-side rules core. */
#ifndef DUELBOARD_RULES_MORTAR_HUNT_INTERNAL_H
#define DUELBOARD_RULES_MORTAR_HUNT_INTERNAL_H

#include "rules/mortar_hunt/mortar_hunt.h"

/* One side's knowledge that the rules of its own turn depend on. Both the true state and an
 * observation can make one, so legal moves never depend on the opponent's pieces. */
typedef struct MortarHuntSide {
    const MortarHuntRulesInfo *info;
    int player;
    int phase;
    int skips;
    bool over;
    const MortarHuntPiece *own; /* MORTAR_HUNT_PIECES */
    const uint8_t *marks;       /* MORTAR_HUNT_SQUARES */
} MortarHuntSide;

int mortar_hunt_side_gen_moves(const MortarHuntSide *s, Move *out, int cap);
/* The same with the setup sample drawn from `key` rather than the game's seed. */
int mortar_hunt_side_gen_moves_sampled(const MortarHuntSide *s, uint64_t key, Move *out, int cap);
/* Whether m is legal for this side: any setup that places its pieces correctly (gen_moves lists
 * only a sample of those), or a turn gen_moves lists. */
bool mortar_hunt_side_move_is_legal(const MortarHuntSide *s, Move m);
bool mortar_hunt_side_move_from_text(const MortarHuntSide *s, const char *text, Move *m,
                                     Error *err);
bool mortar_hunt_move_format(Move m, char *buf, size_t n);

/* Options into the shared info; the effective turn limit (turns, or the hard cap). */
bool mortar_hunt_parse_options(const GameOptions *opt, uint64_t seed, MortarHuntRulesInfo *info,
                               Error *err);
int mortar_hunt_turn_limit(const MortarHuntRulesInfo *info);
/* The outcome from what both players know: pieces lost, the turn, the limit. */
Outcome mortar_hunt_outcome_of(const MortarHuntRulesInfo *info, int phase, int turn,
                               const uint8_t lost[2]);

/* The parts of playing a turn that both the true state and an observation do, so they cannot
 * differ. mortar_hunt_play_own plays the mover's move on their pieces, the marks and the counters,
 * with the shot's result given (the defender's piece is marked destroyed by the caller). */
void mortar_hunt_play_own(MortarHuntPiece own[MORTAR_HUNT_PIECES],
                          uint8_t marks[MORTAR_HUNT_SQUARES], uint8_t skips[2], uint8_t lost[2],
                          int p, Move m, int result, MortarHuntRecord *r);
int mortar_hunt_shot_result(const MortarHuntPiece defender[MORTAR_HUNT_PIECES], int target);
void mortar_hunt_place(MortarHuntPiece own[MORTAR_HUNT_PIECES],
                       MortarHuntPiece initial[MORTAR_HUNT_PIECES], Move m);
void mortar_hunt_history_put(MortarHuntRecord *history, uint16_t *count, int row,
                             const MortarHuntRecord *r);
void mortar_hunt_record_mask(MortarHuntRecord *r); /* keeps what the opponent hears */

/* The one-line position (mortar_hunt_state.c) and the observation of the true state
 * (mortar_hunt_observation.c). */
bool mortar_hunt_to_fen(const void *st, char *buf, size_t n);
bool mortar_hunt_from_fen(void *st, const char *text, Error *err);
void mortar_hunt_observe_state(const MortarHuntState *s, int player, MortarHuntObservation *v);

/* The observation's line with its pad's shots added (`shots=`, mortar_hunt_shots.c): what
 * the deduction puzzles read. False when the pad does not start at the game's first turn or the
 * line does not fit. mortar_hunt_observation_from_text reads the word back through
 * mortar_hunt_observation_read_shots, which fills the pad's rows with what was announced. */
bool mortar_hunt_observation_to_text_with_shots(const MortarHuntObservation *v, char *buf,
                                                size_t n);
bool mortar_hunt_observation_read_shots(MortarHuntObservation *v, const char *word, Error *err);

/* Whether some history of the other side agrees with everything `v`'s pad records and leaves the
 * piece that fired last on `square` with `dir` and `kind` (mortar_hunt_history_search.c):
 * UNKNOWN when `budget` nodes do not settle it, or the pad does not start at turn 1, or the other
 * side sacrificed a piece. */
typedef enum MortarHuntSearchResult {
    MORTAR_HUNT_SEARCH_FOUND,
    MORTAR_HUNT_SEARCH_NONE,
    MORTAR_HUNT_SEARCH_UNKNOWN
} MortarHuntSearchResult;
MortarHuntSearchResult mortar_hunt_shooter_history(const MortarHuntObservation *v, int square,
                                                   int dir, int kind, long budget);

/* GameRules.move_words (mortar_hunt_words.c): the mover's own turn in full, the other side's
 * as announced ("fired at G8: miss", "Set up"). */
bool mortar_hunt_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);
const char *mortar_hunt_end_words(const char *reason);
/* The lesson goals (mortar_hunt_goals.c, GameRules.goal_met). */
GameGoalResult mortar_hunt_goal_met(const void *before, Move move, const void *after, int player,
                                    const char *const *words, int count, Error *err);
/* The deduction puzzles (mortar_hunt_deduction.c, GameObservationSide.deduction). */
extern const GameDeduction mortar_hunt_deduction;

#endif
