/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pictures on the rules pages: a position read with the game's rules, handed to the game's board
 * view through the GameView interface like a board the player only looks at. */
#include "scenes/rules_picture.h"

#include <stdlib.h>
#include <string.h>

bool rules_picture_open(RulesPicture *p, const GameRules *g, const char *fen, Error *err) {
    memset(p, 0, sizeof *p);
    const GameView *view = view_for(g);
    if (!view || !view->layout || !view->draw || !g->from_fen)
        return error_set(err, "%s: no board to draw a position on", g->id);
    p->rules = g;
    p->view = view;
    p->state = calloc(1, g->state_size);
    p->position = calloc(1, game_position_size(g));
    p->view_data = calloc(1, view->data_size ? view->data_size : 1);
    if (!p->state || !p->position || !p->view_data) {
        rules_picture_free(p);
        return error_set(err, "out of memory for a picture");
    }
    if (!g->from_fen(p->state, fen, err)) {
        rules_picture_free(p);
        return false;
    }
    if (view->reset) view->reset(p->view_data);
    return true;
}

ViewFrame rules_picture_frame(const RulesPicture *p, UiScheme scheme, bool coordinates,
                              bool revealed) {
    const GameRules *g = p->rules;
    return (ViewFrame){.rules = g,
                       .position = game_position_for(g, p->state, 0, p->position),
                       .viewer = 0,
                       .to_move = g->to_move(p->state),
                       .progress = 1.0f,
                       .hint = "",
                       .coordinates = coordinates,
                       .scheme = scheme,
                       .revealed = revealed && g->observe ? p->state : NULL,
                       .picture = true};
}

/* Lays the frame out in `area` and draws it with the game's view. */
static void draw_frame(RulesPicture *p, UiDraw *d, UiRect area, ViewFrame f) {
    p->view->layout(p->view_data, &f, area, d->scale);
    p->view->draw(p->view_data, &f, d);
}

void rules_picture_draw(RulesPicture *p, UiDraw *d, UiRect area, bool coordinates,
                        UiScheme scheme) {
    if (!p->view) return;
    /* A page explains the rules: what a game hides from one side is shown here (as once a game
     * is over), so an example can show both sides' pieces. */
    draw_frame(p, d, area, rules_picture_frame(p, scheme, coordinates, true));
}

void rules_picture_draw_as_played(RulesPicture *p, UiDraw *d, UiRect area, UiScheme scheme) {
    if (!p->view) return;
    draw_frame(p, d, area, rules_picture_frame(p, scheme, false, false));
}

void rules_picture_free(RulesPicture *p) {
    free(p->state);
    free(p->position);
    free(p->view_data);
    memset(p, 0, sizeof *p);
}
