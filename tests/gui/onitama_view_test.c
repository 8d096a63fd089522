/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's view without a window: the side card is drawn for the side to move, which takes it
 * with its next move, whoever is at the bottom of the screen, and while a move animates the card
 * just used turns from its user toward that side; the card taken in does not turn. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"
#include "rules/onitama/onitama.h"
#include "views/view.h"

static const UiRect area = {100, 80, 760, 680};

typedef struct Side {
    char card[32], side[16];
    int degrees;
} Side;

/* The view's answer to `side_card` for the position after `line`'s last move, seen from
 * `viewer`, the move `progress` through its animation. */
static Side side_card(const GameView *view, void *data, const GameLine *line, int viewer,
                      float progress) {
    const GameRules *g = line->rules;
    int plies = line->length;
    const void *st = game_line_state(line);
    ViewFrame f = {.rules = g,
                   .position = st,
                   .viewer = viewer,
                   .to_move = g->to_move(st),
                   .has_last = plies > 0,
                   .progress = progress,
                   .hint = ""};
    if (plies > 0) {
        f.before = game_line_state_at(line, plies - 1);
        f.last = line->moves[plies - 1];
    }
    view->layout(data, &f, area, 1.0f);
    char out[96];
    assert_non_null(view->query);
    assert_true(view->query(data, &f, "side_card", out, sizeof out));
    Side s;
    if (sscanf(out, "%31s %15s %d", s.card, s.side, &s.degrees) != 3)
        fail_msg("side_card answered '%s'", out);
    return s;
}

static const char *card_name(int card) {
    return onitama_card_info[card].name;
}

/* Plays a few plies of seeded games (passes too when they come) and checks the side card after
 * each, from both sides of the screen, at rest and mid-animation. */
static void test_side_card_faces_its_taker(void **state) {
    (void)state;
    const GameRules *g = game_find("onitama");
    const GameView *view = view_for(g);
    void *data = calloc(1, view->data_size);
    view->reset(data);
    int checked[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 20; seed++) {
        GameOptions opt;
        game_options_init(&opt);
        GameLine line;
        Error err;
        if (!game_line_start(&line, g, &opt, seed, &err)) fail_msg("%s", err.message);
        for (int ply = 0; ply < 12 && game_line_outcome(&line).kind == OUTCOME_ONGOING; ply++) {
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            const OnitamaState *before = game_line_state(&line);
            int mover = before->to_move, taker = 1 - mover;
            int used = ONITAMA_MOVE_CARD(moves[(seed + (uint64_t)ply) % (uint64_t)n]);
            assert_true(game_line_play(&line, moves[(seed + (uint64_t)ply) % (uint64_t)n], &err));
            for (int viewer = 0; viewer < 2; viewer++) {
                /* At rest: the used card, read by the side that takes it next. */
                Side s = side_card(view, data, &line, viewer, 1.0f);
                assert_string_equal(s.card, card_name(used));
                if (strcmp(s.side, g->player_names[taker]) != 0)
                    fail_msg("seed %llu ply %d: %s used %s, the side card is drawn for %s, not %s",
                             (unsigned long long)seed, ply, g->player_names[mover], s.card, s.side,
                             g->player_names[taker]);
                assert_int_equal(s.degrees, taker == viewer ? 0 : 180);
                /* Just played it still faces its user, half way it is turned a quarter. */
                Side start = side_card(view, data, &line, viewer, 0.0f);
                assert_int_equal(start.degrees, mover == viewer ? 0 : 180);
                Side half = side_card(view, data, &line, viewer, 0.5f);
                assert_int_equal(half.degrees, 90);
            }
            checked[mover]++;
        }
        game_line_free(&line);
    }
    assert_true(checked[0] > 0 && checked[1] > 0);
    free(data);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_side_card_faces_its_taker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
