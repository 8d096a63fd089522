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

bool rules_picture_open_move(RulesPicture *p, const GameRules *g, const char *fen, const char *move,
                             Error *err) {
    if (!rules_picture_open(p, g, fen, err)) return false;
    Move m;
    p->before = malloc(g->state_size);
    p->before_position = calloc(1, game_position_size(g));
    if (!p->before || !p->before_position) {
        rules_picture_free(p);
        return error_set(err, "out of memory for a picture");
    }
    memcpy(p->before, p->state, g->state_size);
    if (!g->move_from_text(p->state, move, &m, err)) {
        rules_picture_free(p);
        return false;
    }
    if (!game_move_is_legal(g, p->state, m)) {
        rules_picture_free(p);
        return error_set(err, "%s: the move %s cannot be played there", g->id, move);
    }
    g->apply(p->state, m);
    p->has_move = true;
    p->move = m;
    return true;
}

bool rules_picture_open_figure(RulesPicture *p, const GameRules *g, const char *name, Error *err) {
    memset(p, 0, sizeof *p);
    const GameView *view = view_for(g);
    float aspect = 0;
    if (!view || !view->figure || !view->figure(NULL, name, NULL, (UiRect){0}, &aspect) ||
        aspect <= 0)
        return error_set(err, "%s: no figure \"%s\" to draw", g->id, name);
    p->rules = g;
    p->view = view;
    p->aspect = aspect;
    p->figure = strdup(name);
    p->view_data = calloc(1, view->data_size ? view->data_size : 1);
    if (!p->figure || !p->view_data) {
        rules_picture_free(p);
        return error_set(err, "out of memory for a picture");
    }
    if (view->reset) view->reset(p->view_data);
    return true;
}

ViewFrame rules_picture_frame(const RulesPicture *p, UiScheme scheme, bool coordinates,
                              bool revealed) {
    const GameRules *g = p->rules;
    return (ViewFrame){
        .rules = g,
        .position = game_position_for(g, p->state, 0, p->position),
        .viewer = 0,
        .to_move = g->to_move(p->state),
        .progress = 1.0f,
        .hint = "",
        .coordinates = coordinates,
        .scheme = scheme,
        .revealed = revealed && g->observe ? p->state : NULL,
        .picture = true,
        .has_last = p->has_move,
        .last = p->move,
        .before = p->has_move ? game_position_for(g, p->before, 0, p->before_position) : NULL};
}

/* Lays the frame out in `area` and draws it with the game's view. */
static void draw_frame(RulesPicture *p, UiDraw *d, UiRect area, ViewFrame f) {
    p->view->layout(p->view_data, &f, area, d->scale);
    p->view->draw(p->view_data, &f, d);
}

void rules_picture_draw(RulesPicture *p, UiDraw *d, UiRect area, bool coordinates,
                        UiScheme scheme) {
    if (!p->view) return;
    if (p->figure) {
        p->view->figure(p->view_data, p->figure, d, area, NULL);
        return;
    }
    /* A page explains the rules: what a game hides from one side is shown here (as once a game
     * is over), so an example can show both sides' pieces. */
    draw_frame(p, d, area, rules_picture_frame(p, scheme, coordinates, true));
}

void rules_picture_draw_as_played(RulesPicture *p, UiDraw *d, UiRect area, UiScheme scheme) {
    if (!p->view || p->figure) return;
    draw_frame(p, d, area, rules_picture_frame(p, scheme, false, false));
}

void rules_picture_free(RulesPicture *p) {
    free(p->state);
    free(p->position);
    free(p->view_data);
    free(p->before);
    free(p->before_position);
    free(p->figure);
    memset(p, 0, sizeof *p);
}
