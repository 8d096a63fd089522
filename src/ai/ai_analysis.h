/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis of a played game: Master looks at every position, each move gets the win chance
 * it lost and a class (inaccuracy, mistake, blunder), each side an accuracy. See docs/ai.md. */
#ifndef DUELBOARD_AI_ANALYSIS_H
#define DUELBOARD_AI_ANALYSIS_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai_endgame.h"
#include "rules/game_line.h"

/* Win chances and losses are kept in tenths of a win-chance point (permille), as whole numbers,
 * so that the analysis read back from a record's comments is the very one that was written. */
#define AI_ANALYSIS_INACCURACY 100 /* a move that loses 10 points or more */
#define AI_ANALYSIS_MISTAKE 200    /* 20 points or more */
#define AI_ANALYSIS_BLUNDER 300    /* 30 points or more */
#define AI_ANALYSIS_TRUTH (-1)     /* the perspective of neither side: the whole game */
#define AI_ANALYSIS_LINE_MOVES 6   /* moves of a better line that are kept */
#define AI_ANALYSIS_LINE_MAX (AI_ANALYSIS_LINE_MOVES * GAME_MOVE_TEXT_MAX)
#define AI_ANALYSIS_PLAYER "master"

typedef enum AiMoveClass {
    AI_MOVE_UNJUDGED, /* the perspective cannot tell what the move lost (the other side's, hidden)
                       */
    AI_MOVE_GOOD,     /* lost less than an inaccuracy */
    AI_MOVE_INACCURACY,
    AI_MOVE_MISTAKE,
    AI_MOVE_BLUNDER,
} AiMoveClass;

typedef struct AiAnalysisSettings {
    int64_t movetime_ms; /* per position; 0 with nodes set */
    uint64_t nodes;      /* per position: with a seed, the analysis is reproducible */
    uint64_t seed;
    int perspective; /* the side at the screen, or AI_ANALYSIS_TRUTH (only once the game is over) */
} AiAnalysisSettings;

typedef struct AiAnalysisPly {
    int mover;
    char move[GAME_MOVE_TEXT_MAX]; /* the move as the perspective may know it (its announcement,
                                      "?") */
    bool judged;                   /* the fields below up to `kind` hold */
    int score;                 /* Master's score of the position before, the mover's perspective */
    int forced;                /* the mover wins (> 0) or loses (< 0) in that many moves */
    int win_before, win_after; /* the mover's win chance, permille */
    int loss;                  /* win_before - win_after, never below 0 */
    AiMoveClass kind;
    /* The perspective's win chance after the move (the graph), permille; -1 when it cannot tell. */
    int graph;
    char best[GAME_MOVE_TEXT_MAX];   /* Master's move, "" for an unjudged one */
    char line[AI_ANALYSIS_LINE_MAX]; /* its line, moves separated by spaces */
} AiAnalysisPly;

typedef struct AiAnalysisSide {
    int judged;    /* moves judged */
    int loss_sum;  /* permille over them */
    int accuracy;  /* average loss per judged move, permille; 0 with none */
    int counts[3]; /* inaccuracies, mistakes, blunders */
} AiAnalysisSide;

typedef struct AiAnalysis {
    AiAnalysisSettings settings;
    bool truth;     /* the whole game was read (the truth perspective, or nothing was hidden) */
    int graph_side; /* whose win chance `graph` is: the perspective, or the first side */
    uint64_t key;   /* of the game and its moves: a record's comments are for this game only */
    int plies;
    AiAnalysisPly *ply;
    AiAnalysisSide side[2];
} AiAnalysis;

/* Called after each position: how many are done out of how many. Called first with `done`
 * AI_ANALYSIS_SOLVING when Master's solved endgames must be built before the first position,
 * which can take longer than the whole analysis. */
#define AI_ANALYSIS_SOLVING (-1)
typedef void (*AiAnalysisProgress)(int done, int total, void *context);

/* Analyses every move of `line` (up to its current move). `cache` (may be NULL) holds Master's
 * solved endgames, built first when they are not (unless `stop` is set meanwhile). Refuses the
 * truth perspective of an unfinished game with hidden information. When `stop` is set it stops and
 * fails with "stopped". */
/* Master's nodes a position for analysing a game of `g` in the app: the game's own
 * (AiEval.analysis_nodes), else AI_ANALYSIS_DEFAULT_NODES. */
#define AI_ANALYSIS_DEFAULT_NODES 50000
uint64_t ai_analysis_nodes(const GameRules *g);

bool ai_analyse(const GameLine *line, const AiAnalysisSettings *settings, AiEndgameCache *cache,
                AiAnalysisProgress progress, void *context, const atomic_bool *stop,
                AiAnalysis *out, Error *err);
void ai_analysis_free(AiAnalysis *analysis);

/* The key of the game of `line` and its moves as `perspective` may know them (AI_ANALYSIS_TRUTH:
 * the hash of every position; a side: what it observed or could see of each), with their count. */
uint64_t ai_analysis_key_for(const GameLine *line, int perspective);
/* The class of a loss, and its word: "inaccuracy", "mistake", "blunder", "" for the others. */
AiMoveClass ai_analysis_class_of(int loss);
const char *ai_analysis_class_word(AiMoveClass kind);
/* Fills the per-side summary from the plies. */
void ai_analysis_summarise(AiAnalysis *analysis);

#endif
