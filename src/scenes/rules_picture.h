/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A picture on a rules page: a position of the game read from its one-line form and drawn by the
 * game's own board view, as a player would see it on the board. */
#ifndef DUELBOARD_SCENES_RULES_PICTURE_H
#define DUELBOARD_SCENES_RULES_PICTURE_H

#include <stdbool.h>

#include "core/error.h"
#include "rules/game.h"
#include "ui/ui.h"
#include "views/view.h"

typedef struct RulesPicture {
    const GameRules *rules;
    const GameView *view;
    void *state;     /* the position read */
    void *position;  /* what the view is given of it */
    void *view_data; /* the view's own state */
    /* A move picture: the position before the move (`state` is after it) and the move. */
    void *before, *before_position;
    bool has_move;
    Move move;
    char *figure; /* a figure's name, drawn by the view instead of a position; else NULL */
    float aspect; /* a figure's height over its width */
} RulesPicture;

/* Reads `fen` with the game's from_fen; fails with the game's reason, or when the game has no
 * board view to draw it. */
bool rules_picture_open(RulesPicture *p, const GameRules *g, const char *fen, Error *err);
/* The position after the move `move` (the game's notation) is played in `fen`, the move marked as
 * the view marks a last move; fails when the move is not a legal move there. */
bool rules_picture_open_move(RulesPicture *p, const GameRules *g, const char *fen, const char *move,
                             Error *err);
/* The view's figure called `name`; fails when the view has none by that name. */
bool rules_picture_open_figure(RulesPicture *p, const GameRules *g, const char *name, Error *err);
/* Draws the position into `area` (window points), the board seen from the first side; every
 * piece of the position is shown, hidden ones included. */
void rules_picture_draw(RulesPicture *p, UiDraw *d, UiRect area, bool coordinates, UiScheme scheme);
/* Draws the position as its first side sees it in play: what the game hides from that side stays
 * hidden (the menu's and the new-game panel's art of each game). */
void rules_picture_draw_as_played(RulesPicture *p, UiDraw *d, UiRect area, UiScheme scheme);
/* The frame both draw from: `revealed` shows what the game hides from the first side. */
ViewFrame rules_picture_frame(const RulesPicture *p, UiScheme scheme, bool coordinates,
                              bool revealed);
void rules_picture_free(RulesPicture *p);

#endif
