/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama between two people at one screen, through the view's own input path: whole random
 * games, the board turned for each player and not, each move made by drag or by clicks (and a
 * card question or a pass answered by the 1/2 keys), must make exactly the move meant, for the
 * side at the bottom and for the side at the top. Needs no window: layout and input do not draw. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/onitama/onitama.h"
#include "views/view.h"

enum { INPUTS_MAX = 64, PLIES_MAX = 400 };

/* How each way of playing went, by side: the moves whose square both cards reach, and passes. */
typedef struct Counts {
    long two_card[2], passes[2], moves;
} Counts;

typedef struct Game {
    const GameRules *rules;
    const GameView *view;
    void *data;
    Move moves[GAME_MOVES_MAX];
    char texts[GAME_MOVES_MAX][GAME_MOVE_TEXT_MAX];
} Game;

static const UiRect area = {100, 80, 760, 680};

/* The frame the scene gives while the side to move is a person at the screen: the board turned
 * toward that side, or always seen from side 0. */
static ViewFrame frame_for(Game *g, const GameLine *line, bool turned) {
    const void *st = game_line_state(line);
    int me = g->rules->to_move(st);
    int n = game_line_moves(line, g->moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        assert_true(g->rules->move_to_text(st, g->moves[i], g->texts[i], GAME_MOVE_TEXT_MAX));
    return (ViewFrame){.rules = g->rules,
                       .position = st,
                       .viewer = turned ? me : 0,
                       .to_move = me,
                       .can_act = true,
                       .moves = g->moves,
                       .texts = (const char(*)[GAME_MOVE_TEXT_MAX])g->texts,
                       .move_count = n,
                       .progress = 1,
                       .hint = ""};
}

/* Whether another legal move takes the same piece to the same square with the other card. */
static bool both_cards_reach(const ViewFrame *f, Move m) {
    if (ONITAMA_MOVE_IS_PASS(m)) return false;
    for (int i = 0; i < f->move_count; i++) {
        Move o = f->moves[i];
        if (!ONITAMA_MOVE_IS_PASS(o) && o != m && ONITAMA_MOVE_FROM(o) == ONITAMA_MOVE_FROM(m) &&
            ONITAMA_MOVE_TO(o) == ONITAMA_MOVE_TO(m))
            return true;
    }
    return false;
}

/* The inputs end with a click on the card (a question answered, a pass): that click is replaced
 * by the key of the card, 1 for the mover's first card and 2 for its second. */
static int answer_by_key(const ViewFrame *f, Move m, UiInput *in, int count) {
    const OnitamaState *s = f->position;
    int card = ONITAMA_MOVE_CARD(m), side = f->to_move;
    assert_true(count >= 3);
    assert_int_equal(in[count - 1].kind, UI_INPUT_RELEASE);
    int k = s->hand[side][0] == card ? 0 : 1;
    assert_int_equal(s->hand[side][k], card);
    count -= 3; /* the click: a motion, a press, a release */
    in[count++] = (UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = (char)('1' + k)};
    return count;
}

/* Plays the move at `index` through the view, as the scene would: every input laid out afresh,
 * the view kept between inputs. Fails unless exactly that move was made. */
static void play(Game *g, const ViewFrame *f, int index, bool drag, bool keys) {
    const char *text = g->texts[index];
    UiInput in[INPUTS_MAX];
    g->view->layout(g->data, f, area, 1.0f);
    int count = g->view->script(g->data, f, text, drag, in, INPUTS_MAX);
    if (count == 0) fail_msg("no %s script for '%s'", drag ? "drag" : "click", text);
    Move m = f->moves[index];
    bool card_click = ONITAMA_MOVE_IS_PASS(m) || both_cards_reach(f, m);
    if (keys && card_click) count = answer_by_key(f, m, in, count);
    int made = 0;
    char last[GAME_MOVE_TEXT_MAX] = "";
    for (int i = 0; i < count; i++) {
        g->view->layout(g->data, f, area, 1.0f);
        char move[GAME_MOVE_TEXT_MAX] = "";
        if (g->view->input(g->data, f, &in[i], move, sizeof move) == VIEW_MOVE) {
            made++;
            snprintf(last, sizeof last, "%s", move);
        }
    }
    if (made != 1 || strcmp(last, text) != 0)
        fail_msg("%s to move, board %s: '%s' by %s%s made %d moves, the last '%s'",
                 f->to_move ? "red" : "blue", f->viewer == f->to_move ? "turned" : "not turned",
                 text, drag ? "drag" : "clicks", keys && card_click ? " and a key" : "", made,
                 last);
}

/* Whether the move wins at once: it takes the opposing Master or brings its Master home. */
static bool wins(const OnitamaState *s, Move m) {
    int side = s->to_move, to = ONITAMA_MOVE_TO(m);
    if (ONITAMA_MOVE_IS_PASS(m)) return false;
    if (s->master[1 - side] >> to & 1u) return true;
    return (s->master[side] >> ONITAMA_MOVE_FROM(m) & 1u) &&
           to == (side == 0 ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE);
}

/* The moves the opponent would have after `m` (a pass counts as none). */
static int replies_after(const GameRules *rules, const OnitamaState *s, Move m) {
    OnitamaState next = *s;
    rules->apply(&next, m);
    Move moves[GAME_MOVES_MAX];
    int n = rules->gen_moves(&next, moves, GAME_MOVES_MAX), count = 0;
    for (int i = 0; i < n; i++) count += !ONITAMA_MOVE_IS_PASS(moves[i]);
    return count;
}

/* A random move, steered so that the games meet what the test is about for both
 * sides: a pass or a move whose square both cards reach a third of the time when there is one;
 * otherwise, three times in four, the move that leaves the opponent fewest moves (wins put off
 * while anything else is left), which drives a side into having none: a pass. */
static int pick_move(const ViewFrame *f, Rng *rng) {
    const OnitamaState *s = f->position;
    int special[GAME_MOVES_MAX], specials = 0, tight[GAME_MOVES_MAX], tights = 0;
    int fewest = GAME_MOVES_MAX + 1;
    for (int i = 0; i < f->move_count; i++) {
        Move m = f->moves[i];
        if (ONITAMA_MOVE_IS_PASS(m) || both_cards_reach(f, m)) special[specials++] = i;
        if (wins(s, m)) continue;
        int replies = replies_after(f->rules, s, m);
        if (replies < fewest) fewest = replies, tights = 0;
        if (replies == fewest) tight[tights++] = i;
    }
    if (specials > 0 && rng_below(rng, 3) == 0) return special[rng_below(rng, (uint64_t)specials)];
    if (tights > 0 && rng_below(rng, 4) != 0) return tight[rng_below(rng, (uint64_t)tights)];
    return (int)rng_below(rng, (uint64_t)f->move_count);
}

/* One whole game; each ply played by drag or clicks, card answers sometimes by key. */
static void play_game(const char *options, uint64_t seed, bool turned, Counts *c) {
    Game g = {.rules = game_find("onitama")};
    assert_non_null(g.rules);
    g.view = view_for(g.rules);
    g.data = calloc(1, g.view->data_size);
    g.view->reset(g.data);
    GameLine line;
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    if (!game_options_parse_line(&opt, options, &err) ||
        !game_line_start(&line, g.rules, &opt, seed, &err))
        fail_msg("onitama %s: %s", options, err.message);
    Rng rng;
    rng_seed(&rng, seed * 7919 + (turned ? 1 : 0));
    for (int ply = 0; ply < PLIES_MAX && game_line_outcome(&line).kind == OUTCOME_ONGOING; ply++) {
        ViewFrame f = frame_for(&g, &line, turned);
        int index = pick_move(&f, &rng);
        Move m = f.moves[index];
        play(&g, &f, index, rng_below(&rng, 2) == 0, rng_below(&rng, 3) == 0);
        if (ONITAMA_MOVE_IS_PASS(m)) c->passes[f.to_move]++;
        if (both_cards_reach(&f, m)) c->two_card[f.to_move]++;
        c->moves++;
        assert_true(game_line_play(&line, m, &err));
        g.view->reset(g.data); /* the scene forgets the view's choices once a move is played */
    }
    game_line_free(&line);
    free(g.data);
}

static void check_hot_seat(bool turned) {
    int games = 2000;
    Counts c = {0};
    for (int i = 0; i < games; i++) play_game(i % 2 ? "pool=all" : "", (uint64_t)i + 1, turned, &c);
    print_message("board %s: %ld moves; both cards reach the square: blue %ld, red %ld; passes: "
                  "blue %ld, red %ld\n",
                  turned ? "turned" : "not turned", c.moves, c.two_card[0], c.two_card[1],
                  c.passes[0], c.passes[1]);
    for (int side = 0; side < 2; side++) {
        if (c.two_card[side] == 0) fail_msg("no move both cards reach was played by side %d", side);
        if (c.passes[side] == 0) fail_msg("no pass was played by side %d", side);
    }
}

static void test_board_not_turned(void **state) {
    (void)state;
    check_hot_seat(false);
}

static void test_board_turned(void **state) {
    (void)state;
    check_hot_seat(true);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_not_turned),
        cmocka_unit_test(test_board_turned),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
