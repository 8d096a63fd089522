/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Solved endgames: tables a game builds for the position it is played from, kept in a cache
 * that whoever plays owns (a session, a match, the engine).
 *
 * A game that can solve its positions with few pieces (Onitama) gives an AiEndgameKind. A
 * table covers one game as it was set up (Onitama: its five cards), is built on a worker thread
 * when a game starts, and from then on the search asks it instead of searching the endings it
 * covers. A cache keeps the table of the game last prepared: both sides of a match share the
 * match's, and a new game's build replaces it. */
#ifndef DUELBOARD_AI_ENDGAME_H
#define DUELBOARD_AI_ENDGAME_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game.h"

#define AI_ENDGAME_KEY_MAX 16

/* What a build found, for the `endgame` command and the notes. */
typedef struct AiEndgameStats {
    uint64_t positions;    /* indexed */
    uint64_t wins, losses; /* for the side to move; the rest of the legal ones draw */
    uint64_t legal;        /* positions that can arise */
    int longest;           /* the longest forced result, in plies */
    size_t bytes;          /* the table kept after the build */
    size_t peak_bytes;     /* during the build */
    double seconds;        /* wall time of the build */
} AiEndgameStats;

/* What a probe gives as the plies of a result known as a win or a loss but not how far it is. */
#define AI_ENDGAME_WIN_UNTIMED 1000

typedef struct AiEndgameKind {
    /* The key of the table for the game `st` belongs to (every position of one game has the
     * same); false when no table covers this game. */
    bool (*key)(const void *st, uint8_t key[AI_ENDGAME_KEY_MAX]);
    /* Builds the table of `key`: NULL when cancelled or out of memory. */
    void *(*build)(const uint8_t key[AI_ENDGAME_KEY_MAX], const atomic_bool *cancel,
                   AiEndgameStats *stats);
    /* Optional: adds to a built table what takes longer to solve (Onitama: three students),
     * on the builder's thread while searches already probe the table; false when cancelled or
     * out of memory, the table then staying as it was. `probe` must read what it adds only once
     * it is complete. */
    bool (*extend)(void *table, const atomic_bool *cancel, AiEndgameStats *stats);
    void (*free_table)(void *table);
    /* Whether the table covers the ongoing position `st`; then *plies is the result with best
     * play from the mover's perspective: n > 0 wins in n plies, n < 0 loses in -n plies, 0 draws.
     */
    bool (*probe)(const void *table, const void *st, int *plies);
} AiEndgameKind;

/* One table of a cache, held while a search reads it. */
typedef struct AiEndgameTable AiEndgameTable;
/* The tables one owner's players use, and their builds. */
typedef struct AiEndgameCache AiEndgameCache;

/* An empty cache; NULL when out of memory (every function below takes a NULL cache as one
 * that never has a table). */
AiEndgameCache *ai_endgame_cache_new(void);
/* Whether tables prepared from now on go on to what their kind adds after the build
 * (AiEndgameKind.extend: Onitama's three students, some 40 s more of a core and 37 MB): for a
 * player's tables (the app's computer, an engine or a match player told so), not for the quick
 * answers of tests and tools. Off in a new cache. */
void ai_endgame_cache_set_full(AiEndgameCache *c, bool full);
/* Cancels the builds under way, waits for them to end, and frees the cache with its table.
 * A table still held by a reader (a search left to finish after its caller answered) is waited
 * for too; every one must be released. */
void ai_endgame_cache_free(AiEndgameCache *c);

/* Starts building the table for the game of `st` on a worker thread unless it is built or
 * being built: returns at once. Does nothing for a game without tables. */
void ai_endgame_prepare(AiEndgameCache *c, const GameRules *g, const void *st);
/* The table for the game of `st` when it is ready, held until ai_endgame_release; else NULL. */
AiEndgameTable *ai_endgame_acquire(AiEndgameCache *c, const GameRules *g, const void *st);
void ai_endgame_release(AiEndgameTable *table);
/* Waits until the table for the game of `st` is built, and extended when the cache is full (or
 * its build failed): for a match, the engine's `isready`, tests and the `endgame` command.
 * Returns it held, or NULL. */
AiEndgameTable *ai_endgame_wait(AiEndgameCache *c, const GameRules *g, const void *st);
/* Waits until the table for the game of `st` can be probed (built; its extension may go on),
 * giving up (NULL) once `stop` is set (NULL: never), for a wait a person may cut short: the
 * build goes on for whoever asks next. */
AiEndgameTable *ai_endgame_wait_unless(AiEndgameCache *c, const GameRules *g, const void *st,
                                       const atomic_bool *stop);
/* What the build of a held table found. */
const AiEndgameStats *ai_endgame_stats(const AiEndgameTable *table);
/* Probes a held table: see AiEndgameKind.probe. */
bool ai_endgame_probe(const AiEndgameTable *table, const void *st, int *plies);
/* The result (as AiEndgameKind.probe gives it) of playing `m` in the covered position `st`;
 * false when the move leads out of the table. */
bool ai_endgame_move_result(const AiEndgameTable *table, const GameRules *g, const void *st, Move m,
                            int *plies);
/* Checks one covered position of a held table against the rules: its value must follow from
 * its moves' (a win takes the fastest winning move, a loss the slowest, a draw when no move
 * wins and one draws). Gives both values (see AiEndgameKind.probe); false when they differ or
 * a move leads out of the table. */
bool ai_endgame_check(const AiEndgameTable *table, const GameRules *g, const void *st, int *stored,
                      int *expected);
/* Takes the table for the game of `st` out of the cache, if it is there: its build is cancelled,
 * and it is freed once nobody holds it. Returns at once. */
void ai_endgame_forget(AiEndgameCache *c, const GameRules *g, const void *st);

#endif
