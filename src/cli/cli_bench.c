/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `bench`: fixed positions of every game searched to a fixed depth. The total node count changes
 * only when the search (or the rules' move order) changes; nodes per second measure speed. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"

/* The positions, fixed so that the node count is the search's signature alone: a change to how
 * they were found (the casual level's moves from each game's default setup, 4 plies apart) would
 * otherwise change it too. Openings, middle games and endings of each game; none is won in one
 * move. */
typedef struct BenchPosition {
    const char *game_id;
    const char *fen;
} BenchPosition;

static const BenchPosition bench_positions[] = {
    {"gottaz", "draft=standard set=- to=2 first=1 draw=on"},
    {"gottaz", "draft=standard set=L1/D5,R1/W5,T1/U5,S2/W4 to=2 first=1 draw=on"},
    {"gottaz",
     "draft=standard set=D1/L5,D1/W5,U1/J5,U1/R5,S2/L4,U2/S4,D3/T3,W3/W3 to=2 first=1 draw=on"},
    {"gottaz",
     "board=1l4d23/5/5/5/2S4R22 hand1=J1/J5,S1/L5,W1/J5,W1/W5,D2/L4,J2/U4,T2/W4,L3/U3,T3/U3 "
     "hand2=J1/J5,S1/L5,W1/J5,W1/W5,J2/U4,R2/S4,T2/W4,L3/U3,T3/U3 to=1 actions=2 draw=on"},
    {"gottaz",
     "board=2s3j32/4r5w1/1L3U33/5/1S2D43 hand1=T1/S5,U1/R5,W1/R5,W1/S5,D2/R4,J2/S4,T2/S4,J3/S3 "
     "hand2=T1/S5,U1/R5,W1/S5,D2/R4,J2/S4,S2/D4,T2/S4,L3/U3 to=1 actions=6 draw=on"},
    {"gottaz",
     "board=d4j23j4w2/5/2t5d1t3w31/1T3J32T3W3/1D1J51J2D4W1R5 hand1=D1/T5,S1/J5,J2/L4,L2/L4,W2/J4 "
     "hand2=D1/J5,S1/J5,W1/R5,J2/L4,L2/L4,J3/T3 to=1 actions=18 draw=on"},
    {"onitama", "rrRrr/5/5/5/bbBbb red eel,dragon rabbit,mantis cobra"},
    {"onitama", "1rRr1/2rr1/5/4B/bbb1b blue ox,rooster goose,horse dragon"},
    {"onitama", "2R1r/r2r1/3b1/5/2Bbb blue tiger,ox rabbit,boar cobra"},
    {"onitama", "1r3/3Rr/1r3/1b1rB/bb3 blue crab,elephant monkey,eel frog"},
    {"onitama", "1r1Rr/2r2/1b3/bb3/1B3 red rabbit,dragon crab,cobra horse"},
    {"gunzi", "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. white 0 on"},
    {"gunzi", "wN,wN,.,wN,wN,.,./.,.,./bS,.,bSE,.,bS,.,bSE white 4 on"},
    {"gunzi", "wSW,.,wNE,.,wN,wNW,./.,.,./bS,bS,bSW,bSE,.,.,. white 8 on"},
    {"gunzi", "wNE,.,wSE,.,wN,.,wNW/bSE,bNW,./.,.,bSW,bNE,.,.,. white 12 on"},
    {"gunzi", "wN,.,wN,.,wNE,.,bNW/.,bS,wNW/.,.,bSW,.,.,.,bSW white 16 on"},
    {"gunzi", "wSE,.,wSW,.,.,.,wS/.,.,wNW/.,bN,bS,bS,.,.,bN white 24 on"},
    {"mortar-hunt",
     "L4/NW,F3/NW,D4/NW F6/SE,B7/S,K6/S A 2 0,0 B4m,B7m pieces=HM craters=off turns=0 seed=2"},
    {"mortar-hunt", "E2/NW:dead,A4/N,H4/NW A8/S:dead,J7/SW,G6/S A 4 0,1 E2h,A3m,A6m,E7m,A8h "
                    "pieces=HM craters=off turns=0 seed=3"},
    {"mortar-hunt", "H3/NW,E3/SE,G3/N G6/E,A7/SE,J7/SW A 6 0,0 G2m,G3m,D4m,G4m,G6m,D7m,G7m,G8m "
                    "pieces=HM craters=off turns=0 seed=4"},
    {"mortar-hunt",
     "L3/N:dead,H4/NW,G4/NW D6/S,L6/SW,H6/SW A 8 0,0 "
     "D1m,D3m,E3m,H3m,I3m,L3h,I4m,A6m,I6m,D7m,E7m,I7m,L7m pieces=HM craters=off turns=0 seed=5"},
    {"mortar-hunt", "K4/N:dead,B3/N,G4/W B6/S,L7/SW,I9/E:dead A 10 0,0 "
                    "B2m,F2m,G2m,E3m,L3m,D4m,I4m,K4h,B6m,B7m,H7m,G8m,H8m,K8m,I9h pieces=HM "
                    "craters=off turns=0 seed=6"},
};

#define BENCH_POSITIONS ((int)(sizeof bench_positions / sizeof bench_positions[0]))

/* Depth per game (its AI table's), so that each game's share takes about a second. */
static int bench_depth(const GameRules *g) {
    return ai_eval_for(g)->bench_depth;
}

int cli_bench(int argc, char **argv, FILE *out) {
    const char *only = NULL;
    int depth_override = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            fprintf(out,
                    "usage: duelboard-cli bench [game] [--depth N]\n"
                    "Searches %d fixed positions of the four games (or those of one game) to a "
                    "fixed\ndepth and prints the nodes of each and in total, with nodes per "
                    "second.\n",
                    BENCH_POSITIONS);
            return 0;
        } else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            depth_override = atoi(argv[++i]);
            if (depth_override < 1 || depth_override > 60) {
                fprintf(stderr, "bench: --depth takes 1 to 60\n");
                return 2;
            }
        } else if (!only) {
            only = argv[i];
            if (!cli_find_game(only)) return 2;
        } else {
            fprintf(stderr, "bench: unexpected '%s'\n", argv[i]);
            return 2;
        }
    }
    uint64_t total_nodes = 0;
    int64_t total_us = 0;
    int number_in_game = 0;
    const char *last_game = "";
    for (int i = 0; i < BENCH_POSITIONS; i++) {
        const BenchPosition *b = &bench_positions[i];
        number_in_game = strcmp(b->game_id, last_game) == 0 ? number_in_game + 1 : 1;
        last_game = b->game_id;
        if (only && strcmp(only, b->game_id) != 0) continue;
        const GameRules *g = game_find(b->game_id);
        GameLine line;
        Error err;
        if (!g || !game_line_start_fen(&line, g, b->fen, &err)) {
            fprintf(stderr, "bench: %s position %d: %s\n", b->game_id, number_in_game,
                    g ? err.message : "no such game");
            return 1;
        }
        AiSearchParams p = {0};
        p.depth = depth_override ? depth_override : bench_depth(g);
        p.seed = 1;
        AiSearchResult r;
        bool ok = ai_search(&line, &p, NULL, NULL, &r, &err);
        if (!ok) {
            fprintf(stderr, "bench: %s position %d: %s\n", g->id, number_in_game, err.message);
            game_line_free(&line);
            return 1;
        }
        char text[GAME_MOVE_TEXT_MAX];
        g->move_to_text(game_line_state(&line), r.best, text, sizeof text);
        fprintf(out, "%-8s %d  depth %2d  nodes %10" PRIu64 "  %7.1f ms  score %6d  best %s\n",
                g->id, number_in_game, r.depth, r.nodes, (double)r.elapsed_us / 1000.0, r.score,
                text);
        total_nodes += r.nodes;
        total_us += r.elapsed_us;
        game_line_free(&line);
    }
    fprintf(out, "nodes %" PRIu64 "\nnps %" PRIu64 "\n", total_nodes,
            total_us > 0 ? total_nodes * 1000000 / (uint64_t)total_us : 0);
    return 0;
}
