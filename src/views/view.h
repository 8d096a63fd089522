/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view interface: how one game's board is laid out, drawn and played with the mouse and
 * the keys. The session (src/session/) is the mid end: it owns the game, the players, undo, the
 * computer's search, the clocks and what a side may know. The board scene is a front end that
 * hands a view what the session shows; a view only lays out, draws and turns the app's input
 * events into move text, which the rules then accept or refuse. */
#ifndef DUELBOARD_VIEWS_VIEW_H
#define DUELBOARD_VIEWS_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "gfx/renderer.h"
#include "rules/game.h"
#include "ui/input.h"
#include "ui/ui.h"

/* What the menu and the panels show of a game. */
typedef struct ViewLook {
    const char *tagline; /* msgid */
    /* The menu card's and the new-game panel's picture: a position in the game's one-line form
     * (from_fen), drawn by the view itself as its first side sees it in play, so both show the
     * real board. */
    const char *art_position;
    GfxMaterial material;   /* the board surface */
    const char *players[2]; /* msgids: how the sides are called ("Blue", "Red") */
    /* msgids for the colour-blind scheme, for a game whose sides are named by a colour that
     * scheme does not show ("Orange" for Red); NULL: the same names. */
    const char *players_colourblind[2];
    /* The sides' own colours in the theme's board palette, for a game whose pieces have colours
     * of their own (White and Black), used wherever a side is shown; NULL: the theme's player
     * colours. */
    GfxColor (*side_colour)(const UiTheme *t, int side);
} ViewLook;

/* Everything a view may know for one call. `position` is what game_position_for gives the side
 * at the screen: for a game with hidden information what the game's observe() gives
 * (rules->observation_size bytes), for a game that hides a choice for a while what conceal()
 * gives that side, otherwise the state itself: no view can draw what that side may not know. */
typedef struct ViewFrame {
    const GameRules *rules;
    const void *position;
    /* The same for the position before the last move (to animate from), or NULL. */
    const void *before;
    int viewer;        /* the side drawn nearest the player (0 or 1) */
    int to_move;       /* the side to move in `position` */
    bool can_act;      /* a person at the screen is to move: input may make moves */
    const Move *moves; /* the legal moves when can_act (in review: for the analysis's hint) */
    const char (*texts)[GAME_MOVE_TEXT_MAX]; /* their notation, in the same order */
    int move_count;
    bool has_last; /* the last move is the side's to know: `last` may be marked */
    Move last;
    float progress;   /* of the last move's animation: 0 just played, 1 done */
    const char *hint; /* a suggested move's text, to draw; "" for none */
    bool coordinates; /* the coordinates preference */
    UiScheme scheme;  /* the colour-blind scheme marks sides by shape as well as hue */
    float time;       /* seconds, for pulsing highlights */
    /* The whole state of `position` once nothing is hidden any more (the game is over), so a
     * view of hidden pieces can show where they stood; NULL while the game is on. */
    const void *revealed;
    /* A still picture of a position (a rules page): the board and its pieces alone, without the
     * buttons and panels of play. */
    bool picture;
    /* Where the side at the screen may believe the other side's hidden pieces stand, a chance
     * per cell of the board (the AI's belief, computed once per position by the session), for a
     * view's overlay; NULL when the game has none or nothing may be shown. */
    const double *hidden_heat;
    int hidden_heat_cells;
} ViewFrame;

/* What a view made of an input event. */
typedef enum ViewResult {
    VIEW_IGNORED, /* not the view's: the panel's widgets get it */
    VIEW_TAKEN,   /* the view used it (a selection, a drag): redraw */
    VIEW_MOVE,    /* a complete move was made: `move` holds its text */
} ViewResult;

typedef struct GameView {
    const char *game_id; /* the rules' id */
    ViewLook look;
    size_t data_size; /* the view's own state (selection, drag, cursor), zeroed at start */

    /* Forgets any selection, drag or pending choice: the position changed under the view. Also
     * called once on the zeroed state before the view is first used. */
    void (*reset)(void *vd);
    /* Lays the board out in `area` (window points) for the frame; called before every draw and
     * every input, so a view keeps what it needs for hit-testing. `scale` is the layout scale. */
    void (*layout)(void *vd, const ViewFrame *f, UiRect area, float scale);
    /* Draws the frame: the position (the last move animating by f->progress from f->before),
     * the last move marked, the selection, legal targets, a drag in flight, the hint. */
    void (*draw)(void *vd, const ViewFrame *f, UiDraw *d);
    /* An input event while the board is shown. A move is written to `move` (n bytes) as text;
     * the rules may still refuse it, with their reason shown by the scene. Keys: arrows move a
     * cursor, Enter picks up and drops, Escape cancels a selection (returning IGNORED when there
     * was none, so that Escape reaches the panel). */
    ViewResult (*input)(void *vd, const ViewFrame *f, const UiInput *in, char *move, size_t n);
    /* The input events that play the legal move `text` in the laid-out view: by dragging
     * (press, motions, release; a flip or a second choice included) or by clicking (click on
     * the piece, click on the target, ...). Returns how many were written (<= max), 0 when the
     * view cannot play it. Tests drive the real input path with these. */
    int (*script)(void *vd, const ViewFrame *f, const char *text, bool drag, UiInput *out, int max);
    /* Whether the view is animating something of its own (a tile turning over): the scene keeps
     * drawing frames while it does. May be NULL. */
    bool (*animating)(void *vd, const ViewFrame *f);
    /* How long the last move's animation lasts at normal speed, in seconds (0: none). */
    float (*move_seconds)(const ViewFrame *f);
    /* A short note shown beside a side's name in the panel (a live score), in the language of
     * `d`; "" for none. May be NULL. */
    void (*side_note)(const ViewFrame *f, int side, UiDraw *d, char *out, size_t n);
    /* Images the view will draw at the laid-out size, to rasterize ahead; may be NULL. */
    int (*images)(void *vd, const ViewFrame *f, float pixel_scale, const char **names, int *w,
                  int *h, int max);
    /* Rasterizes ahead, with ui_text_prepare and ui_paragraph_prepare, the texts the view shows
     * only after some input (a prompt when a piece is dropped), when the board is first drawn at
     * its size: the frame that first shows them is often a drag's slowest. May be NULL. */
    void (*prepare_texts)(void *vd, const ViewFrame *f, UiDraw *d);
    /* A script's query `view.KEY` about what the view draws, answered from the frame as laid
     * out (Onitama's `side_card`); false for a key it does not know. May be NULL. */
    bool (*query)(void *vd, const ViewFrame *f, const char *key, char *out, size_t n);
    /* Where the cell named `cell` in the game's notation ("c3") lies in the laid-out view: what
     * a lesson's marks are drawn over. False for a name the board has no cell for. May be NULL. */
    bool (*cell_rect)(void *vd, const ViewFrame *f, const char *cell, UiRect *out);
    /* A figure a rules page shows beside its positions, by the name the page gives it
     * (Onitama's cards "cards:tiger,ox", Gottaz's ability icons "icons"): false when the view
     * has none by that name. With `d` NULL it only checks the name and gives the figure's height
     * over its width in `aspect`; else it draws the figure into `area`. May be NULL. */
    bool (*figure)(void *vd, const char *name, UiDraw *d, UiRect area, float *aspect);
    /* For the benchmark (--bench): moves played first (each the first legal one), so that the
     * measured drag is one of the phase a game is mostly played in, and keys pressed then to
     * show everything the view can draw (an overlay). 0 and NULL: from the start, as it is. */
    int bench_plies;
    const char *bench_keys;
} GameView;

/* The view of a game (every game has one; board functions may be NULL while unwritten). */
const GameView *view_for(const GameRules *g);
const GameView *view_find(const char *game_id); /* NULL if none */

/* A square board seen from one side: files x ranks squares of `cell` points from (x0, y0),
 * numbered rank * files + file; side 0 sees rank 0 at the bottom, side 1 the board turned half
 * round. */
typedef struct ViewGrid {
    float x0, y0, cell;
    int files, ranks, viewer;
} ViewGrid;
void view_grid_square_xy(const ViewGrid *g, int sq, float *x, float *y); /* top-left corner */
void view_grid_centre(const ViewGrid *g, int sq, float *x, float *y);
int view_grid_square_at(const ViewGrid *g, float x, float y); /* -1 off the board */
UiRect view_grid_square_rect(const ViewGrid *g, int sq);
/* The square a notation names as a file letter from `first_file` and a rank number from 1
 * ("c3", "F7"), as a rectangle of the grid; false for a name off the board. */
bool view_grid_cell_rect(const ViewGrid *g, const char *cell, char first_file, UiRect *out);

/* Helpers shared by views. */
bool view_rect_contains(UiRect r, float x, float y);
/* A hash of `n` bytes (FNV-1a): the key of a board's still layer (gfx_layer_begin) made from
 * all it shows, or of a view a cache was made for. */
uint64_t view_hash(const void *bytes, size_t n);
/* The key of a square board's layer laid out on `grid`, with `extra` bytes that also change
 * what it shows (colours of the theme, marks). */
uint64_t view_grid_key(const ViewGrid *grid, const void *extra, size_t n);

/* How side `side` is called (a msgid) in colour scheme `scheme`: by what the screen shows. */
const char *view_side_name(const GameView *v, UiScheme scheme, int side);
/* The colour a view draws side `side` in: the game's own, or the theme's. */
GfxColor view_side_colour(const GameView *v, const UiDraw *d, int side);
/* An animation's progress `t` eased in and out (smoothstep), held to 0..1. */
static inline float view_ease(float t) {
    return t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t);
}
/* An image turned by `radians` (clockwise on screen) about its centre (cx, cy), w x h points. */
void view_draw_svg_turned(UiDraw *d, const char *name, float cx, float cy, float w, float h,
                          float radians, GfxColor tint, float z);
/* The same image rasterized at `raster_w` x `raster_h` points and drawn scaled to w x h: a view
 * that shows one image at several nearby sizes (a ring a little larger under the cursor)
 * rasterizes it once, at its largest, so that no frame that changes between them pays for a
 * rasterization, and the cache's sizes per image are not spent on it. */
void view_draw_svg_scaled(UiDraw *d, const char *name, float raster_w, float raster_h, float cx,
                          float cy, float w, float h, float radians, GfxColor tint, float z);

/* The toolkit the views are written with (and the scene's scripts use): the keyboard's cursor,
 * the drag, the moves' texts and the scripted input events. */
#include "views/view_cursor.h"
#include "views/view_input.h"

#endif
