/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The self-play runs of `calibrate` and `tune`: their shared settings and how they are read. */
#ifndef DUELBOARD_CLI_SELFPLAY_H
#define DUELBOARD_CLI_SELFPLAY_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ai/ai_player.h"
#include "rules/game_options.h"

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
/* Opens the run's file for writing, with a first line of `header` followed by the run's settings;
 * NULL when the run names no file. `*failed` is set, with a message naming `command`, when the
 * file cannot be written. */
FILE *cli_selfplay_open_file(const char *command, const CliSelfPlay *run, const char *header,
                             bool *failed);
/* Game i's deal: the seed of its deal, and whether the next game has another one. */
uint64_t cli_selfplay_deal_seed(const CliSelfPlay *s, int i);
bool cli_selfplay_last_of_deal(const CliSelfPlay *s, int i);

#endif
