/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Static evaluations per game, found by game id, with a generic fallback for every other game. */
#ifndef DUELBOARD_AI_EVAL_H
#define DUELBOARD_AI_EVAL_H

#include "ai/ai_time.h"
#include "ai/ai_endgame.h"
#include "ai/ai_player.h"
#include "rules/game.h"

/* Scores are in hundredths of a piece; a win is far above any evaluation. */
#define AI_SCORE_WIN 30000
#define AI_SCORE_WIN_MIN (AI_SCORE_WIN - 1000) /* scores beyond this are forced wins */
#define AI_SCORE_INFINITE 32000

/* At most this many terms in an evaluation that is a weighted sum (AiEval.terms). */
#define AI_EVAL_TERMS_MAX 16

/* What the AI knows of one game, found through the games' one list: each game defines
 * `ai_eval_<name>` in its own AI folder (ai/<game>/). */
typedef struct AiEval {
    const char *game_id; /* "generic" for the fallback */
    /* The ongoing position `st` of game `g`, from the perspective of the player to move. */
    int (*evaluate)(const GameRules *g, const void *st);
    /* An evaluation that is a weighted sum of terms gives them here, for `duelboard-cli tune`:
     * `terms` fills `values` (term_count of them, from the perspective of the player to move) so
     * that evaluate is the sum of term_weights[i] * values[i] (the unit tests hold it to that).
     * NULL for an evaluation of another shape. */
    void (*terms)(const GameRules *g, const void *st, int *values);
    int term_count;
    const char *const *term_names;
    const int *term_weights;
    /* Ordering priority of a tactical move (a capture, a winning move), 0 for a quiet one. NULL
     * when the game has no such notion: quiescence search then stops at the horizon. */
    int (*noisy)(const GameRules *g, const void *st, Move m);
    /* A game with hidden information is played only from an observation (what observe gives): which
     * player names do that, and the choosing. NULL for perfect-information games. */
    bool (*observation_player_exists)(const char *name);
    bool (*choose_observation)(const char *player, const void *observation, const AiLimits *limits,
                               AiInfoCallback on_info, void *context, Move *out, Error *err);
    /* For an analysis: the score choose_observation gives move `m` of the observation's side,
     * with what it reports of its own choice (`best`: score, move and line) for the same limits.
     * `*rated` is false when the chooser does not score that move (a setup it did not sample).
     * NULL for perfect-information games. */
    bool (*rate_observation)(const char *player, const void *observation, const AiLimits *limits,
                             Move m, AiInfo *best, int *score, bool *rated, Error *err);
    /* Where the side of `observation` may believe the other side's hidden pieces stand: for each
     * cell of the game's board the chance that one stands there, in `heat` (up to `cap` cells).
     * Returns the number of cells, 0 when it cannot tell. NULL for games without hidden pieces. */
    int (*hidden_heat)(const void *observation, double *heat, int cap);
    /* How deep `duelboard-cli bench` searches this game: about a second on a desktop core. */
    int bench_depth;
    /* The bench's positions in the game's one-line form (from_fen), ending in NULL. */
    const char *const *bench_positions;
    /* How deep the checks along searched lines (`soak --depth quick`) search: deep enough to pick
     * real moves, shallow enough for the sanitizer build. 0 means 2. */
    int quick_depth;
    /* Whether the side to move must answer a threat that ends the game on the next move: the
     * search then looks one ply further. NULL when the game has no such notion. */
    bool (*threatened)(const GameRules *g, const void *st);
    /* Solved endgames (ai_endgame.h): NULL for a game without them. */
    const AiEndgameKind *endgame;
    /* The logistic that turns Master's score into a win chance (ai_winchance.h), fitted to
     * self-play results by `duelboard-cli calibrate`; a slope of 0 until fitted. */
    double win_chance_offset, win_chance_slope;
    /* How long Master's self-play games last, in plies, as `duelboard-cli calibrate <game>`
     * prints it: what a computer on a clock shares its time over (ai_plan_move_time_ms). All
     * zero: not measured. */
    AiGameLength length;
    /* Master's nodes a position when the app analyses a game (ai_analysis_nodes): as many as
     * keep a typical game's analysis to some twenty seconds here. 0: the shared default. */
    uint64_t analysis_nodes;
    /* Puzzles (docs/puzzles.md): the longest forced win, in the mover's moves, that
     * `duelboard-cli puzzles` looks for in this game's positions; 0 for a game whose puzzles are
     * not forced wins. */
    int puzzle_win_max;
    /* Whether its puzzles are of the one clearly best move instead (ai_puzzle_best.h), and the
     * two depths in plies its confirming searches run to: {0, 0} for the default 4 and 6. */
    bool puzzle_best;
    int puzzle_best_depth[2];
    /* Whether `st` is in a phase before play (Gottaz's draft) that the evaluation does not judge:
     * the puzzle maker plays it at random and starts no puzzle there. NULL: no such phase. */
    bool (*before_play)(const void *st);
} AiEval;

/* The sum of weights[i] * values[i]: the evaluation of a game that gives its terms. */
static inline int ai_eval_weighted_sum(const int *weights, const int *values, int count) {
    int sum = 0;
    for (int i = 0; i < count; i++) sum += weights[i] * values[i];
    return sum;
}

/* The AI table of `g` (the generic one for a game outside the list). */
const AiEval *ai_eval_for(const GameRules *g);
/* Whether some game's observation players include `name` (belief-random-mover and the like). */
bool ai_eval_observation_player_exists(const char *name);

/* Game knowledge through the interface alone, for games without their own evaluation. */
int ai_generic_evaluate(const GameRules *g, const void *st);
int ai_generic_noisy(const GameRules *g, const void *st, Move m);
extern const AiEval ai_eval_generic;

#endif
