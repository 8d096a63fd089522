/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt player tests: honesty (the choice depends on the observation only), legality, the
 * belief never ruling out the true pieces, the reach it lists, determinism, the stop flag, the
 * engine playing one side, and short matches that must complete with legal moves (strength is
 * measured by `match`). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/mortar_hunt/mortar_hunt_players.h"
#include "ai/mortar_hunt/mortar_hunt_belief.h"
#include "ai/ai_player.h"
#include "cli/cli_ai.h"
#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/mortar_hunt/mortar_hunt.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h"
#include "support/ai_support.h"

static const char *const players[] = {
    "random", "belief-random-mover", "beginner", "casual", "strong", "master"};
#define PLAYER_COUNT (int)(sizeof players / sizeof players[0])
static const char *const variants[] = {"", "craters=on", "pieces=choose", "pieces=LH turns=28"};

static void start(GameLine *line, const char *options, uint64_t seed) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    if (!game_line_start(line, &mortar_hunt_rules, &opt, seed, &err))
        fail_msg("start: %s", err.message);
}

static bool ongoing(const GameLine *line) {
    return game_line_outcome(line).kind == OUTCOME_ONGOING;
}

static bool legal(const GameLine *line, Move m) {
    Move moves[GAME_MOVES_MAX];
    if (game_line_moves(line, moves, GAME_MOVES_MAX) == 0) return false;
    return game_move_is_legal(line->rules, game_line_state(line), m);
}

/* One ply by a named player with a small belief, checked for legality. */
static void play_by(GameLine *line, const char *name, uint64_t seed) {
    AiLimits limits = {0};
    limits.nodes = 60;
    limits.seed = seed;
    Move m;
    Error err;
    if (!ai_choose_move(name, line, &limits, NULL, NULL, &m, &err))
        fail_msg("%s: %s", name, err.message);
    if (!legal(line, m)) fail_msg("%s chose an illegal move", name);
    assert_true(game_line_play(line, m, &err));
}

/* The same state with the opponent's live pieces (and their unseen history) put elsewhere: a
 * state the side to move cannot tell from the true one. */
static void hide_differently(MortarHuntState *s, int q, Rng *rng) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        MortarHuntPiece *p = &s->pieces[q][i];
        if (!p->alive) continue;
        for (;;) {
            int sq = (int)rng_below(rng, MORTAR_HUNT_SQUARES);
            if (!mortar_hunt_in_half(q, sq) || s->marks[sq]) continue;
            bool taken = false;
            for (int j = 0; j < MORTAR_HUNT_PIECES; j++) taken |= s->pieces[q][j].square == sq;
            if (taken) continue;
            p->square = (uint8_t)sq;
            break;
        }
        p->dir = (uint8_t)rng_below(rng, 8);
        if (s->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE)
            p->kind = (uint8_t)rng_below(rng, 2);
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) s->initial[q][i].dir ^= 1;
    for (int row = 0; row < s->count[q]; row++) {
        MortarHuntRecord *r = &s->history[q][row];
        if (r->type == MORTAR_HUNT_RECORD_MOVE) r->dir = (uint8_t)((r->dir + 3) & 7);
    }
}

/* For random positions, two true states that differ only in the opponent's hidden pieces give
 * the same observation, and every player then chooses the same move from both for the same seed. */
static void test_honesty(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 77);
    int compared = 0;
    for (int game = 0; game < 16; game++) {
        GameLine line;
        start(&line, variants[game % 4], (uint64_t)game + 1);
        int plies = 2 + (int)rng_below(&rng, 50);
        for (int ply = 0; ply < plies && ongoing(&line); ply++)
            play_by(&line, ply % 2 ? "random" : "casual", (uint64_t)ply);
        if (!ongoing(&line)) {
            game_line_free(&line);
            continue;
        }
        MortarHuntState *truth = (MortarHuntState *)game_line_state(&line);
        MortarHuntState original = *truth, other = *truth;
        int p = truth->to_move, q = 1 - p;
        hide_differently(&other, q, &rng);
        MortarHuntObservation a, b;
        mortar_hunt_rules.observe(&original, p, &a);
        mortar_hunt_rules.observe(&other, p, &b);
        assert_memory_equal(&a, &b, sizeof a);
        assert_memory_not_equal(original.pieces[q], other.pieces[q], sizeof other.pieces[q]);
        for (int k = 0; k < PLAYER_COUNT; k++) {
            AiLimits limits = {0};
            limits.nodes = 120;
            limits.seed = (uint64_t)game * 31 + (uint64_t)k;
            Move first, second;
            Error err;
            *truth = original;
            assert_true(ai_choose_move(players[k], &line, &limits, NULL, NULL, &first, &err));
            assert_true(legal(&line, first));
            *truth = other;
            assert_true(ai_choose_move(players[k], &line, &limits, NULL, NULL, &second, &err));
            assert_true(legal(&line, second));
            if (first != second) fail_msg("%s chose differently for hidden pieces", players[k]);
            compared++;
        }
        *truth = original;
        game_line_free(&line);
    }
    assert_true(compared >= 40);
}

/* Every player gives a legal move in every position of games between them, in every variant. */
static void test_always_legal(void **state) {
    (void)state;
    int checked = 0;
    for (int game = 0; game < 12; game++) {
        GameLine line;
        start(&line, variants[game % 4], (uint64_t)game + 100);
        const char *a = players[game % PLAYER_COUNT], *b = players[(game / 2 + 3) % PLAYER_COUNT];
        for (int ply = 0; ply < 80 && ongoing(&line); ply++) {
            /* Every player is asked in this position; the game goes on with one of them. */
            for (int k = 0; k < PLAYER_COUNT && ply % 10 == 5; k++) {
                AiLimits limits = {0};
                limits.nodes = 40;
                limits.seed = (uint64_t)ply;
                Move m;
                Error err;
                if (!ai_choose_move(players[k], &line, &limits, NULL, NULL, &m, &err))
                    fail_msg("%s: %s", players[k], err.message);
                if (!legal(&line, m)) fail_msg("%s chose an illegal move", players[k]);
                checked++;
            }
            play_by(&line, ply % 2 ? b : a, (uint64_t)(game * 1000 + ply));
            checked++;
        }
        game_line_free(&line);
    }
    assert_true(checked > 300);
}

static double live_count(const MortarHuntState *s, int side) {
    int n = 0;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) n += s->pieces[side][i].alive;
    return n;
}

/* After every ply of many games, each side's belief about the other keeps every true live piece
 * possible with non-zero heat; the heat adds up to the number of live pieces; a square just
 * missed has none; and the belief about a side is the same from either side's observation (it uses
 * only what both know, so it is truly what the enemy can believe). */
static void test_belief_consistent(void **state) {
    (void)state;
    int checks = 0, misses = 0;
    for (int game = 0; game < 6; game++) {
        GameLine line;
        start(&line, variants[game % 4], (uint64_t)game + 500);
        const char *a = game % 3 == 0 ? "random" : "master";
        const char *b = game % 2 ? "belief-random-mover" : "random";
        while (ongoing(&line) && line.length < 100) {
            const MortarHuntState *before = game_line_state(&line);
            int mover = before->to_move;
            uint8_t marks_before[MORTAR_HUNT_SQUARES];
            memcpy(marks_before, before->marks, sizeof marks_before);
            play_by(&line, mover == MORTAR_HUNT_A ? a : b, (uint64_t)line.length);
            const MortarHuntState *s = game_line_state(&line);
            if (s->phase != MORTAR_HUNT_PHASE_PLAY) continue;
            for (int p = 0; p < 2; p++) {
                int q = 1 - p;
                MortarHuntObservation mine, theirs;
                mortar_hunt_rules.observe(s, p, &mine);
                mortar_hunt_rules.observe(s, q, &theirs);
                AiMortarHuntBeliefParams params = {100, (uint64_t)line.length, NULL, 0};
                AiMortarHuntBelief hunt, from_mine, from_theirs;
                Error err;
                assert_true(ai_mortar_hunt_belief_build(&hunt, &mine, q, &params, &err));
                double sum = 0;
                for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) sum += hunt.heat[sq];
                assert_true(sum > live_count(s, q) - 1e-6);
                assert_true(sum < live_count(s, q) + 1e-3);
                for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
                    const MortarHuntPiece *piece = &s->pieces[q][i];
                    if (!piece->alive) continue;
                    assert_true(hunt.possible[piece->square * 8 + piece->dir]);
                    assert_true(hunt.heat[piece->square] > 0);
                    checks++;
                }
                /* The mover's shot just missed: nothing can stand there before the reply. */
                const MortarHuntRecord *last =
                    s->count[mover] ? &s->history[mover][s->count[mover] - 1] : NULL;
                if (p == mover && last && last->type == MORTAR_HUNT_RECORD_MOVE &&
                    last->target != MORTAR_HUNT_NONE && last->result == MORTAR_HUNT_RESULT_MISS &&
                    marks_before[last->target] != s->marks[last->target]) {
                    assert_true(hunt.heat[last->target] == 0);
                    misses++;
                }
                ai_mortar_hunt_belief_free(&hunt);
                params.particles = 50;
                assert_true(ai_mortar_hunt_belief_build(&from_mine, &mine, p, &params, &err));
                assert_true(ai_mortar_hunt_belief_build(&from_theirs, &theirs, p, &params, &err));
                assert_memory_equal(from_mine.heat, from_theirs.heat, sizeof from_mine.heat);
                for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
                    const MortarHuntPiece *piece = &s->pieces[p][i];
                    if (piece->alive) assert_true(from_mine.heat[piece->square] > 0);
                }
                ai_mortar_hunt_belief_free(&from_mine);
                ai_mortar_hunt_belief_free(&from_theirs);
            }
        }
        game_line_free(&line);
    }
    assert_true(checks > 400);
    assert_true(misses > 8);
}

/* The reach of the true pieces, as the hunter's belief lists it, holds every square the hunted
 * side can shoot at in its coming turn, and nothing more while two live pieces can each move;
 * their lines are then exactly the squares a piece that stays where it is can shoot at. */
static void test_reach_is_the_next_turns_shots(void **state) {
    (void)state;
    int exact = 0;
    for (int game = 0; game < 4; game++) {
        GameLine line;
        start(&line, variants[game], (uint64_t)game + 700);
        while (ongoing(&line) && line.length < 80) {
            play_by(&line, line.length % 2 ? "belief-random-mover" : "random",
                    (uint64_t)line.length);
            const MortarHuntState *s = game_line_state(&line);
            if (s->phase != MORTAR_HUNT_PHASE_PLAY || !ongoing(&line)) continue;
            int q = s->to_move, p = 1 - q;
            MortarHuntObservation mine;
            mortar_hunt_rules.observe(s, p, &mine);
            AiMortarHuntBeliefParams params = {20, (uint64_t)line.length, NULL, 0};
            AiMortarHuntBelief hunt;
            Error err;
            assert_true(ai_mortar_hunt_belief_build(&hunt, &mine, q, &params, &err));
            memcpy(hunt.particles[0].piece, s->pieces[q], sizeof hunt.particles[0].piece);
            uint8_t *lists = malloc((size_t)hunt.count * MORTAR_HUNT_SQUARES);
            uint8_t *counts = malloc((size_t)hunt.count);
            assert_non_null(lists);
            assert_non_null(counts);
            assert_true(ai_mortar_hunt_belief_reach(&hunt, lists, counts));
            bool listed[MORTAR_HUNT_SQUARES] = {false}, shot[MORTAR_HUNT_SQUARES] = {false};
            for (int i = 0; i < counts[0]; i++) listed[lists[i]] = true;
            ai_mortar_hunt_belief_lines(&hunt, lists, counts);
            bool lined[MORTAR_HUNT_SQUARES] = {false}, shot_standing[MORTAR_HUNT_SQUARES] = {false};
            for (int i = 0; i < counts[0]; i++) {
                assert_false(lined[lists[i]]);
                lined[lists[i]] = true;
            }
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            int movers = 0;
            for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
                bool moves_it = false;
                for (int k = 0; k < n && !moves_it; k++)
                    moves_it = MORTAR_HUNT_MOVE_TYPE(moves[k]) == MORTAR_HUNT_MOVE_TURN &&
                               MORTAR_HUNT_TURN_FROM(moves[k]) == s->pieces[q][i].square;
                movers += moves_it && s->pieces[q][i].alive;
            }
            for (int k = 0; k < n; k++)
                if (MORTAR_HUNT_MOVE_TYPE(moves[k]) == MORTAR_HUNT_MOVE_TURN &&
                    MORTAR_HUNT_TURN_SHOOTS(moves[k])) {
                    shot[MORTAR_HUNT_TURN_TARGET(moves[k])] = true;
                    assert_true(listed[MORTAR_HUNT_TURN_TARGET(moves[k])]);
                    if (MORTAR_HUNT_TURN_SHOOTER(moves[k]) != MORTAR_HUNT_TURN_TO(moves[k]))
                        shot_standing[MORTAR_HUNT_TURN_TARGET(moves[k])] = true;
                }
            /* With craters on, a square already shot at is in reach but cannot be a target. */
            if (movers >= 2 && !s->info.craters) {
                assert_memory_equal(listed, shot, sizeof listed);
                assert_memory_equal(lined, shot_standing, sizeof lined);
                exact++;
            }
            free(lists);
            free(counts);
            ai_mortar_hunt_belief_free(&hunt);
        }
        game_line_free(&line);
    }
    assert_true(exact > 60);
}

/* The same observation, seed and limits give the same move; weaker levels vary with the seed. */
static void test_deterministic(void **state) {
    (void)state;
    GameLine line;
    start(&line, "", 9);
    for (int ply = 0; ply < 14; ply++) play_by(&line, "random", (uint64_t)ply);
    assert_true(ongoing(&line));
    for (int k = 0; k < PLAYER_COUNT; k++) {
        AiLimits limits = {0};
        limits.nodes = 200;
        limits.seed = 5;
        Move a, b;
        Error err;
        assert_true(ai_choose_move(players[k], &line, &limits, NULL, NULL, &a, &err));
        assert_true(ai_choose_move(players[k], &line, &limits, NULL, NULL, &b, &err));
        assert_true(a == b);
    }
    assert_true(support_player_varies("beginner", &line, (AiLimits){.nodes = 100}));
    game_line_free(&line);
}

/* A raised stop flag still gives a legal move (from a small belief), at once. */
static void test_stop_flag(void **state) {
    (void)state;
    GameLine line;
    start(&line, "", 3);
    for (int ply = 0; ply < 30 && ongoing(&line); ply++) play_by(&line, "random", (uint64_t)ply);
    assert_true(ongoing(&line));
    atomic_bool stop;
    atomic_init(&stop, true);
    AiLimits limits = {0};
    limits.stop = &stop;
    limits.seed = 1;
    Move m;
    Error err;
    assert_true(ai_choose_move("master", &line, &limits, NULL, NULL, &m, &err));
    assert_true(legal(&line, m));
    limits.stop = NULL;
    limits.movetime_ms = 1;
    assert_true(ai_choose_move("master", &line, &limits, NULL, NULL, &m, &err));
    assert_true(legal(&line, m));
    game_line_free(&line);
}

/* Players that would need the true state are refused in Mortar Hunt; Mortar Hunt's baseline
 * is refused elsewhere. */
static void test_refusals(void **state) {
    (void)state;
    assert_false(ai_player_plays("uct", &mortar_hunt_rules));
    assert_false(ai_player_plays("greedy", &mortar_hunt_rules));
    assert_true(ai_player_plays("master", &mortar_hunt_rules));
    assert_false(ai_player_plays("belief-random-mover", game_find("onitama")));
    GameLine line;
    start(&line, "", 1);
    AiLimits limits = {0};
    Move m;
    Error err;
    assert_false(ai_choose_move("uct", &line, &limits, NULL, NULL, &m, &err));
    game_line_free(&line);
}

/* Short matches complete with legal moves only (the match command checks every move): the
 * levels, the baselines, and the engine playing one side over the protocol. */
static void test_short_matches(void **state) {
    (void)state;
    char engine[600];
    snprintf(engine, sizeof engine, "@%s:level=strong", DUELBOARD_CLI);
    const char *pairs[][2] = {
        {"master", "random"}, {"casual", "belief-random-mover"}, {engine, "beginner"}};
    for (int i = 0; i < 3; i++) {
        char *argv[] = {
            "mortar-hunt", (char *)pairs[i][0], (char *)pairs[i][1], "--games", "2", "--nodes",
            "100",         "--opening-plies",   i == 1 ? "2" : "0"};
        int status;
        char *out = support_capture(cli_match, 9, argv, &status);
        assert_non_null(out);
        if (status != 0) fail_msg("%s vs %s failed:\n%s", pairs[i][0], pairs[i][1], out);
        assert_non_null(strstr(out, ", 2 games"));
        free(out);
    }
}

/* The engine keeps one side's observation: it answers moves and `go` from it, and refuses an
 * announcement that contradicts its own pieces. */
static void test_engine_side(void **state) {
    (void)state;
    char command[1024];
    snprintf(command, sizeof command,
             "printf 'newgame mortar-hunt side=B seed=4\\nplay setup\\ngo nodes 50 seed 2\\n"
             "play setup:L8/SW,C8/S,F6/S\\nplay miss F6\\nplay hit F6\\nstatus\\n"
             "go nodes 50\\nquit\\n' | '%s' engine",
             DUELBOARD_CLI);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    char line[4096];
    int bestmoves = 0, refused = 0;
    bool status_seen = false;
    while (fgets(line, sizeof line, p)) {
        if (strncmp(line, "bestmove ", 9) == 0) bestmoves++;
        if (strncmp(line, "error illegal move miss F6", 26) == 0) refused++;
        if (strcmp(line, "status ongoing B\n") == 0) status_seen = true;
    }
    assert_int_equal(pclose(p), 0);
    assert_int_equal(bestmoves, 2);
    assert_int_equal(refused, 1);
    assert_true(status_seen);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_honesty),
        cmocka_unit_test(test_always_legal),
        cmocka_unit_test(test_belief_consistent),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_stop_flag),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_short_matches),
        cmocka_unit_test(test_engine_side),
        cmocka_unit_test(test_reach_is_the_next_turns_shots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
