/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every board view plays every legal move through its own input path: for positions of seeded
 * random games, the inputs a view's script gives for a move (by drag and by clicks) must make
 * exactly that move's text. Needs no window: layout and input do not draw. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_line.h"
#include "views/view.h"

enum { PLIES = 60, INPUTS_MAX = 64 };

typedef struct Setup {
    const GameRules *rules;
    const GameView *view;
    void *data;
    unsigned char *position;
    Move moves[GAME_MOVES_MAX];
    char texts[GAME_MOVES_MAX][GAME_MOVE_TEXT_MAX];
} Setup;

/* The frame a person to move at the screen sees in `line`'s current position. */
static ViewFrame frame_for(Setup *s, const GameLine *line) {
    const void *st = game_line_state(line);
    int me = s->rules->to_move(st);
    int n = game_line_moves(line, s->moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        assert_true(s->rules->move_to_text(st, s->moves[i], s->texts[i], GAME_MOVE_TEXT_MAX));
    ViewFrame f = {.rules = s->rules,
                   .position = game_position_for(s->rules, st, me, s->position),
                   .viewer = me,
                   .to_move = me,
                   .can_act = true,
                   .moves = s->moves,
                   .texts = (const char(*)[GAME_MOVE_TEXT_MAX])s->texts,
                   .move_count = n,
                   .progress = 1,
                   .hint = ""};
    return f;
}

/* Plays `text` through the view's input; returns the text of the move the inputs made. */
static void play_through_view(Setup *s, const ViewFrame *f, const char *text, bool drag, char *made,
                              size_t n) {
    UiInput in[INPUTS_MAX];
    UiRect area = {100, 80, 760, 680};
    memset(s->data, 0, s->view->data_size);
    if (s->view->reset) s->view->reset(s->data);
    s->view->layout(s->data, f, area, 1.0f);
    int count = s->view->script(s->data, f, text, drag, in, INPUTS_MAX);
    if (count == 0)
        fail_msg("%s: no %s script for '%s'", s->rules->id, drag ? "drag" : "click", text);
    made[0] = '\0';
    int moves = 0;
    for (int i = 0; i < count; i++) {
        s->view->layout(s->data, f, area, 1.0f);
        char move[GAME_MOVE_TEXT_MAX] = "";
        if (s->view->input(s->data, f, &in[i], move, sizeof move) == VIEW_MOVE) {
            moves++;
            snprintf(made, n, "%s", move);
        }
    }
    if (moves != 1)
        fail_msg("%s: '%s' by %s made %d moves", s->rules->id, text, drag ? "drag" : "clicks",
                 moves);
}

/* Option lines played besides the defaults, so drafts and other deals are covered too. */
static const struct {
    const char *game, *options;
} extra_options[] = {
    {"gottaz", "preset=beginner"},
    {"gottaz", "mode=method1"},
    {"gottaz", "mode=method2"},
    {"gottaz", "preset=random draw=off"},
    {"onitama", "pool=all"},
    {"gunzi", "start=inner"},
    {"mortar-hunt", "pieces=choose craters=on"},
    {"mortar-hunt", "pieces=LH"},
};

static long moves_checked;

/* Positions whose moves random games reach seldom: a Multi Punch, a due Pillar-Blow, a promotion
 * with a choice of Tombstones, a Roll-Over that promotes. */
static const struct {
    const char *game, *fen;
} extra_positions[] = {
    {"gunzi", ".,wN,.,.,.,bS,./.,bN,./.,.,.,.,.,.,. white 50 on"},
    {"gunzi", ".,wN,.,B2,wN,.,./.,.,wN/.,.,.,.,.,.,. black 30 on"},
    {"gunzi", "wN,.,wNE,.,wN,bS,bS/t,.,./bS,.,.,.,.,.,t black 20 on"},
    {"gunzi", ".,wNE,.,.,.,bN,./.,.,./.,.,.,.,.,.,. black 70 on"},
    {"gunzi", ".,.,.,B2,.,.,bS/t,.,wN/.,.,.,.,.,wN,. black 40 on"},
};

/* Every legal move of the frame, by drag and by clicks. */
static void check_position(Setup *s, const ViewFrame *f, int ply) {
    for (int i = 0; i < f->move_count; i++) {
        char made[GAME_MOVE_TEXT_MAX];
        for (int drag = 0; drag < 2; drag++) {
            play_through_view(s, f, s->texts[i], drag, made, sizeof made);
            moves_checked++;
            if (strcmp(made, s->texts[i]) != 0)
                fail_msg("%s ply %d: '%s' by %s made '%s'", s->rules->id, ply, s->texts[i],
                         drag ? "drag" : "clicks", made);
        }
    }
}

static void check_game(const GameRules *g, const char *options, uint64_t seed) {
    Setup s = {.rules = g, .view = view_for(g)};
    assert_non_null(s.view);
    if (!s.view->script || !s.view->input || !s.view->layout) {
        print_message("%s: the view has no input yet, skipped\n", g->id);
        return;
    }
    s.data = calloc(1, s.view->data_size ? s.view->data_size : 1);
    s.position = malloc(game_position_size(g));
    GameLine line;
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    if (!game_options_parse_line(&opt, options, &err) ||
        !game_line_start(&line, g, &opt, seed, &err))
        fail_msg("%s %s: %s", g->id, options, err.message);
    Rng rng;
    rng_seed(&rng, seed);
    for (int ply = 0; ply < PLIES && game_line_outcome(&line).kind == OUTCOME_ONGOING; ply++) {
        ViewFrame f = frame_for(&s, &line);
        check_position(&s, &f, ply);
        Move m = s.moves[rng_below(&rng, (uint64_t)f.move_count)];
        assert_true(game_line_play(&line, m, &err));
    }
    game_line_free(&line);
    free(s.position);
    free(s.data);
}

static void check_fen(const GameRules *g, const char *fen) {
    Setup s = {.rules = g, .view = view_for(g)};
    if (!s.view->script || !s.view->input || !s.view->layout) return;
    s.data = calloc(1, s.view->data_size ? s.view->data_size : 1);
    s.position = malloc(game_position_size(g));
    GameLine line;
    Error err;
    if (!game_line_start_fen(&line, g, fen, &err)) fail_msg("%s %s: %s", g->id, fen, err.message);
    ViewFrame f = frame_for(&s, &line);
    assert_true(f.move_count > 0);
    check_position(&s, &f, 0);
    game_line_free(&line);
    free(s.position);
    free(s.data);
}

static void test_every_view_plays_every_move(void **state) {
    (void)state;
    /* The sanitizer build plays a share of the games (DUELBOARD_TEST_SHARE percent). */
    int games = DUELBOARD_TEST_SHARE < 100 ? 1 : 3, extra = DUELBOARD_TEST_SHARE < 100 ? 1 : 2;
    for (int i = 0; i < game_count(); i++)
        for (uint64_t seed = 1; seed <= (uint64_t)games; seed++) check_game(game_at(i), "", seed);
    for (size_t k = 0; k < sizeof extra_options / sizeof extra_options[0]; k++)
        for (uint64_t seed = 1; seed <= (uint64_t)extra; seed++)
            check_game(game_find(extra_options[k].game), extra_options[k].options, seed);
    for (size_t k = 0; k < sizeof extra_positions / sizeof extra_positions[0]; k++)
        check_fen(game_find(extra_positions[k].game), extra_positions[k].fen);
    print_message("%ld moves played through the views\n", moves_checked);
    assert_true(moves_checked > 10000);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_view_plays_every_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
