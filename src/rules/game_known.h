/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game as one side (or a spectator) knows it from what a referee tells it: the moves as told,
 * the positions they give, and the whole game once it is revealed at the end. A client of the
 * referee server holds this instead of the true game, which it never sees. */
#ifndef DUELBOARD_RULES_GAME_KNOWN_H
#define DUELBOARD_RULES_GAME_KNOWN_H

#include "rules/game_line.h"

/* The side a spectator knows the game as: neither. */
#define GAME_KNOWN_SPECTATOR (-1)

/* The text of a move that was not told (`moved <ply> <side> ?`). */
#define GAME_KNOWN_UNTOLD "?"

typedef struct GameKnown GameKnown;

/* A new game as `side` (0, 1 or GAME_KNOWN_SPECTATOR) knows it: the start the rules set up from
 * the options and seed, which hides nothing yet. NULL with the reason. */
GameKnown *game_known_new(const GameRules *g, const GameOptions *opt, uint64_t seed, int side,
                          Error *err);
void game_known_free(GameKnown *k);

const GameRules *game_known_rules(const GameKnown *k);
int game_known_side(const GameKnown *k);
/* Moves told so far. */
int game_known_length(const GameKnown *k);
/* Whether positions are a side's observations (a game of hidden pieces) rather than states. */
bool game_known_observes(const GameKnown *k);
size_t game_known_position_size(const GameKnown *k);

/* One move as the referee told it: `text` is the move's notation in an open game, the line
 * GameRules.tell_side writes in a game of hidden pieces, or GAME_KNOWN_UNTOLD. A move that cannot
 * be applied to what is known is refused with the reason and nothing changes. */
bool game_known_told(GameKnown *k, int mover, const char *text, Error *err);
/* The live position replaced by the referee's (`position`): to_fen text for a state, the side's
 * one-line observation in a game of hidden pieces. */
bool game_known_set_position(GameKnown *k, const char *text, Error *err);

/* The position before move `index` (0..length) as known. */
const void *game_known_position(const GameKnown *k, int index);
/* The side that made move `index` (0..length-1); at `length`, the side to move as known. */
int game_known_to_move(const GameKnown *k, int index);
/* Move `index` when this side may know which move it was (for the last-move mark). */
bool game_known_move(const GameKnown *k, int index, Move *m);
/* Move `index` as told. */
const char *game_known_text(const GameKnown *k, int index);

/* The legal moves of this side in the live position, none when it is not its turn, it is a
 * spectator or the game is over as known. */
int game_known_moves(const GameKnown *k, Move *out, int cap);
/* Where the rules list only a sample of this side's moves (a secret setup), game_known_moves
 * draws that sample from `key`, a secret of this side's own, rather than from the game's seed,
 * which the other side knows too. */
void game_known_set_sample_key(GameKnown *k, uint64_t key);
/* A move of this side in the live position from its notation, refused with the reason when it
 * may not make it now; whether a move is one it may make; a move's notation. */
bool game_known_find_move(const GameKnown *k, const char *text, Move *m, Error *err);
bool game_known_is_legal(const GameKnown *k, Move m);
bool game_known_move_text(const GameKnown *k, Move m, char *buf, size_t n);
/* The outcome of the live position as far as this side can tell (ongoing when it cannot). */
Outcome game_known_outcome(const GameKnown *k);

/* Once the game is over, move `ply` (1 for the first) as it was: the moves must come in order.
 * Refused with the reason when the move is out of order or not legal in the true game. */
bool game_known_reveal(GameKnown *k, int ply, const char *text, Error *err);
/* The true game, once known: at once in an open game (every move is told as it was), after
 * every move is revealed in one that hides something; NULL until then. */
const GameLine *game_known_line(const GameKnown *k);

#endif
