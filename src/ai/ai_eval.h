/* Static evaluations per game, found by game id, with a generic fallback for every other game. */
#ifndef DUELBOARD_AI_EVAL_H
#define DUELBOARD_AI_EVAL_H

#include "rules/game.h"

/* Scores are in hundredths of a piece; a win is far above any evaluation. */
#define AI_SCORE_WIN 30000
#define AI_SCORE_WIN_MIN (AI_SCORE_WIN - 1000) /* scores beyond this are forced wins */
#define AI_SCORE_INFINITE 32000

typedef struct AiEval {
    const char *game_id; /* "generic" for the fallback */
    /* The ongoing position `st` of game `g`, from the view of the player to move. */
    int (*evaluate)(const GameRules *g, const void *st);
    /* Ordering priority of a tactical move (a capture, a winning move), 0 for a quiet one. NULL
     * when the game has no such notion: quiescence search then stops at the horizon. */
    int (*noisy)(const GameRules *g, const void *st, Move m);
} AiEval;

/* The evaluation for `g`: its own when one is written, else the generic one. */
const AiEval *ai_eval_for(const GameRules *g);

extern const AiEval ai_eval_generic;
extern const AiEval ai_eval_onitama;
extern const AiEval ai_eval_gunzi;
extern const AiEval ai_eval_gottaz;

#endif
