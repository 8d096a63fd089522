/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The self-play runs of `calibrate` and `tune`: their shared settings, how they are read, and the
 * games themselves, which each command observes through its own hooks. */
#ifndef DUELBOARD_CLI_SELFPLAY_H
#define DUELBOARD_CLI_SELFPLAY_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"
#include "rules/game_options.h"

/* Longer games stop there and count as drawn, as in `match`. */
#define CLI_SELFPLAY_PLY_MAX 400

typedef struct CliSelfPlay {
    GameOptions options;
    int games;    /* --games, default 20 */
    int opening;  /* --opening-plies: random plies before Master plays, default 2 */
    int per_deal; /* --games-per-deal: games sharing one deal, default 1 */
    uint64_t seed;
    AiLimits limits;  /* --movetime, --nodes */
    const char *file; /* the file named after the command's own flag; NULL when not given */
} CliSelfPlay;

/* Reads argv[1..] (argv[0] names the game): the flags above, the command's `file_flag` and the
 * game's key=value options. False, with a message naming `command`, on a bad argument or value. */
bool cli_selfplay_parse(const char *command, const char *file_flag, int argc, char **argv,
                        CliSelfPlay *out);

/* What a command does with the games of its run. Each hook may be NULL; one that returns false
 * (having said why) ends the run. */
typedef struct CliSelfPlayHooks {
    /* Before each of Master's moves, with the position it is played from. */
    bool (*before_move)(const GameLine *line, void *context);
    /* After each of Master's moves, with the score Master reported for it. */
    bool (*after_move)(const GameLine *line, int score, void *context);
    /* The game is over, or stopped at CLI_SELFPLAY_PLY_MAX (still ongoing): its seed, its result,
     * and the run's file to write it to (NULL when the run names none). */
    bool (*end_game)(const GameLine *line, uint64_t seed, Outcome o, FILE *file, void *context);
} CliSelfPlayHooks;

/* Plays the run's games of `g`, game i with the deal of seed S + i / D (D games a deal), its
 * random opening plies from seed S + i, then Master on both sides, keeping each deal's solved
 * endgames in run->limits.endgame_cache until its last game. The run's file, when it names one,
 * gets a first line of `header` and the run's settings. Prints each game's number as it ends.
 * False, with a message naming `command`, when a game, a hook or the file failed. */
bool cli_selfplay_run(const char *command, const GameRules *g, CliSelfPlay *run, const char *header,
                      const CliSelfPlayHooks *hooks, void *context);

#endif
