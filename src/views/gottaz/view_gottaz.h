/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's view, shared between its board (view_gottaz.c) and its drafting screen
 * (view_gottaz_draft.c): the view's state, the tile drawing and the draft's layout. */
#ifndef DUELBOARD_VIEWS_VIEW_GOTTAZ_H
#define DUELBOARD_VIEWS_VIEW_GOTTAZ_H

#include "rules/gottaz/gottaz.h"
#include "views/view.h"

enum { GZV_NONE = -1, GZV_CHOICES_MAX = 4 };
enum { GZV_SRC_NONE, GZV_SRC_HAND, GZV_SRC_SQUARE };

/* The drafting screen, laid out in a design space of 900 x 688 points (the board's area at
 * 1280x800) scaled by `k` into the area given; font sizes are in points (k included). */
enum { GZ_DRAFT_COLS = 8, GZ_DRAFT_CHIPS = 1 + GZ_ABILITIES };
typedef struct GottazDraftLayout {
    float k;
    UiRect title;
    UiRect slot[GZ_SET]; /* your set: four 1|5, four 2|4, two 3|3 */
    UiRect grid;         /* the tiles of the class shown, GZ_DRAFT_COLS a row */
    float cell;
    UiRect class_label, class_chip[3];
    UiRect ability_label, ability_chip[GZ_DRAFT_CHIPS]; /* Any, then one per ability */
    UiRect card;                                        /* the tile pointed at, in words */
    UiRect legend_label, legend[GZ_ABILITIES];          /* icon and name of each ability */
    UiRect preset[2], done;
    /* Font sizes in points. */
    float title_size, label_size, chip_size, card_title_size, card_size, legend_size, button_size;
} GottazDraftLayout;

void gottaz_draft_layout(GottazDraftLayout *l, UiRect area);
/* The font size (points) of a tile's strength drawn `size` points wide, showing both faces. */
float gottaz_faces_text_size(float size);

typedef struct GottazView {
    /* Layout. */
    ViewGrid grid;         /* the board */
    float tray_y[2], tile; /* the trays: the viewer's below, the opponent's above */
    float tray_x;
    float lines_x; /* the column of rank totals */
    UiRect pass;   /* the Pass button, when it is the only move */
    GottazDraftLayout draft;
    int filter_class;   /* drafting: the class shown, GZ_CLASS_* */
    int filter_ability; /* drafting: -1 every ability, else one a type shows on either side */
    bool filters_set;
    int hover_type;  /* drafting: the tile under the mouse, or GZV_NONE */
    int last_set_n;  /* drafting: the set's size when last drawn */
    int last_picked; /* drafting: the tile last asked for */
    /* Input. */
    int source;            /* GZV_SRC_* */
    int hand_slot, square; /* what is held */
    int side_up;           /* the held tile's face-up side */
    ViewDrag drag;
    int choice_to; /* a square several moves reach: waiting for a kind */
    int choice_count;
    int choice_move[GZV_CHOICES_MAX];
    UiRect choice_rect[GZV_CHOICES_MAX];
    ViewCursor cursor; /* board: 0..24 squares, 25.. the viewer's tray slots; draft: a tile type */
} GottazView;

static inline const GottazState *gottaz_view_state(const ViewFrame *f) {
    return f->position;
}

ViewResult gottaz_view_emit(GottazView *v, const char *text, char *move, size_t n);
void gottaz_view_reset(void *vd);

/* The ability icons, in the order of the abilities (gottaz.h), their names and what each does
 * (msgids). */
extern const char *const gottaz_ability_icon[GZ_ABILITIES];
const char *gottaz_ability_effect(int ability);

/* A tile with its face-up side large (ability icon and strength) and the other side's letter
 * and strength in a corner; the owner's colour on its frame (-1: none). */
void gottaz_draw_tile(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                      float alpha, float z);
/* A tile showing both faces alike, `side` on top: the drafting screen's and the held tile's. */
void gottaz_draw_tile_faces(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                            float alpha, float z);

/* The drafting screen. */
void gottaz_draft_draw(GottazView *v, const ViewFrame *f, UiDraw *d);
ViewResult gottaz_draft_input(GottazView *v, const ViewFrame *f, const UiInput *in, char *move,
                              size_t n);
/* The clicks that pick a tile (showing its class first) or press Done. */
int gottaz_draft_script(GottazView *v, Move m, UiInput *out, int max);

/* The board's palette of each kind the theme names (view_gottaz_palette.c): the squares (the
 * centre line's lighter), the marks of legal targets drawn on them, which must stand out from both
 * (3:1 or more), and the tiles (their frames are the theme's player colours). */
typedef struct GottazPalette {
    GfxColor square, centre, centre_line, target, ability_target;
    GfxColor tile_face, tile_ink, tile_ink_soft, tile_rule;
} GottazPalette;
extern const GottazPalette gottaz_palettes[UI_PALETTE_COUNT];
static inline const GottazPalette *gottaz_palette(const UiTheme *t) {
    return &gottaz_palettes[t->palette];
}

#endif
