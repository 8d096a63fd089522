/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Immediate-mode widgets: each frame registers named, hit-testable elements while drawing them;
 * input is turned into actions against the elements of the last frame. Names are also how the
 * test scripts address the interface ("menu.onitama.new"). */
#ifndef DUELBOARD_UI_UI_H
#define DUELBOARD_UI_UI_H

#include <stdbool.h>

#include "gfx/svg.h"
#include "gfx/text.h"
#include "ui/catalog.h"
#include "ui/input.h"
#include "ui/theme.h"

#define UI_ID_MAX 64
#define UI_WIDGETS_MAX 160
#define UI_CHOICE_SPLIT 0.52f /* where a choice row's value box starts, as a part of its width */

typedef struct UiRect {
    float x, y, w, h;
} UiRect;

typedef enum UiKind { UI_KIND_BUTTON, UI_KIND_CHOICE, UI_KIND_AREA } UiKind;
typedef enum UiButtonStyle {
    UI_BUTTON_PRIMARY,
    UI_BUTTON_SECONDARY,
    UI_BUTTON_QUIET
} UiButtonStyle;

typedef struct UiWidget {
    char id[UI_ID_MAX];
    UiRect rect;
    UiKind kind;
} UiWidget;

/* A text drawn beyond the box it was given (a button's face, a choice's half, a paragraph's
 * width and lines, the window), or cut off: what a test of every screen looks for. */
#define UI_OVERFLOWS_MAX 24
typedef struct UiOverflow {
    char text[48]; /* its start */
    UiRect extent; /* where it was drawn (for a cut paragraph: the lines not drawn) */
    UiRect box;
} UiOverflow;

typedef struct Ui {
    UiWidget building[UI_WIDGETS_MAX]; /* this frame's elements, while drawing */
    int building_count;
    UiWidget shown[UI_WIDGETS_MAX]; /* the last drawn frame's elements: what input refers to */
    int shown_count;
    char focus[UI_ID_MAX];   /* keyboard focus, "" for none */
    char hover[UI_ID_MAX];   /* element under the mouse */
    char pressed[UI_ID_MAX]; /* element the mouse went down on */
    bool keyboard_mode;      /* show the focus ring only once the keyboard is used */
    UiOverflow overflow_building[UI_OVERFLOWS_MAX], overflow_shown[UI_OVERFLOWS_MAX];
    int overflow_building_count, overflow_shown_count; /* may exceed UI_OVERFLOWS_MAX */
    int texts_building, texts_shown; /* texts measured against a box in the frame */
} Ui;

typedef enum UiActionKind {
    UI_ACTION_NONE,
    UI_ACTION_REDRAW,   /* hover or focus changed */
    UI_ACTION_ACTIVATE, /* a button was clicked or Enter pressed on it */
    UI_ACTION_ADJUST,   /* a choice was stepped by delta (arrows, or a click on its side) */
    UI_ACTION_BACK,     /* Escape */
    UI_ACTION_SCROLL,   /* wheel or page keys: delta in lines, positive = down */
} UiActionKind;

typedef struct UiAction {
    UiActionKind kind;
    char id[UI_ID_MAX];
    int delta;
} UiAction;

/* What drawing a frame of widgets needs. `scale` is the layout scale (1 at 1280x800). */
typedef struct UiDraw {
    GfxRenderer *r;
    GfxText *text;
    GfxSvgCache *svg;
    const UiTheme *theme;
    const UiCatalog *catalog;
    Ui *ui;
    float scale;
    float w, h;  /* the window in logical pixels */
    float layer; /* added to the depth of everything the widgets draw: overlays raise it */
    /* While set, what is drawn outside `covered_outside` is covered again afterwards (a picture
     * half scrolled out of a page): a text there is not checked against its box. */
    bool has_cover;
    UiRect covered_outside;
} UiDraw;

void ui_init(Ui *ui);
void ui_begin_frame(Ui *ui);
void ui_end_frame(Ui *ui);
/* Registers an element; returns false when the table is full (the element is then inert). */
bool ui_register(Ui *ui, const char *id, UiRect rect, UiKind kind);
/* Looks up an element of the last drawn frame. */
const UiWidget *ui_find(const Ui *ui, const char *id);
/* The element of the last drawn frame a click at (x, y) reaches; NULL for none. */
const UiWidget *ui_hit(const Ui *ui, float x, float y);
bool ui_is_focused(const Ui *ui, const char *id);
/* Whether `id` has the focus, its ring shown or not: a text field clicked takes the typing. */
bool ui_holds_focus(const Ui *ui, const char *id);
bool ui_is_hovered(const Ui *ui, const char *id);
void ui_set_focus(Ui *ui, const char *id);
/* Turns one input event into at most one action. */
UiAction ui_handle_event(Ui *ui, const UiInput *in);

/* A click does not go on into the scene its first half opened: the second press of a quick
 * double click on a button that changed the scene would otherwise hit whatever the next scene
 * has under the same spot (the board's Menu sits where the menu's Quit is). */
#define UI_DOUBLE_CLICK_SECONDS 0.5
#define UI_DOUBLE_CLICK_DISTANCE 16.0f /* points */
#define UI_GUARD_BUTTONS 4
typedef struct UiClickGuard {
    bool pressed;      /* a press was let through: the time, place and scene of the last one */
    double press_time; /* seconds */
    float press_x, press_y;
    unsigned press_scene;
    bool held[UI_GUARD_BUTTONS]; /* a press of this button was let through, not released */
    unsigned held_scene[UI_GUARD_BUTTONS]; /* the scene it began in */
} UiClickGuard;

/* Whether an input must be ignored: the press of a quick second click near the spot of the
 * last one when the scene has changed since (`scene` names the scene on top; `now` in seconds),
 * and any release whose press was ignored or began on another scene. */
bool ui_click_guard_ignores(UiClickGuard *g, const UiInput *in, unsigned scene, double now);

/* Widgets. Each draws itself and registers under `id`. */
void ui_button(UiDraw *d, const char *id, const char *label, UiRect rect, UiButtonStyle style);
/* The same button while it cannot be used: drawn dim, not registered (no id to click). */
void ui_button_disabled(UiDraw *d, const char *label, UiRect rect);
/* A row "label ........ ‹ value ›": Left/Right or a click on either half steps the value. */
void ui_choice(UiDraw *d, const char *id, const char *label, const char *value, UiRect rect);
/* A one-line field for typing into (an address, a room code): `text`, or `placeholder` greyed
 * while it is empty, with a caret while it has the focus. It is clicked like a button (the scene
 * gives it the focus) and edited with ui_text_field_edit. */
void ui_text_field(UiDraw *d, const char *id, const char *text, const char *placeholder,
                   UiRect rect);
/* One input for a focused field into `text` (n bytes): typed printable ASCII is added (what
 * addresses, codes and invites are made of), Backspace takes the last character away. True
 * when the text changed. */
bool ui_text_field_edit(char *text, size_t n, const UiInput *in);
/* Adds `typed` to `text` (n bytes) as ui_text_field_edit adds typed text: a paste. */
bool ui_text_field_insert(char *text, size_t n, const char *typed);
/* Text helpers in layout units (sizes are multiplied by d->scale). A text must stay inside the
 * window; ui_text_in also inside `box` (in points). */
float ui_text(UiDraw *d, const char *s, float x, float y, float size, GfxFontStyle style,
              GfxAlign align, GfxColor color);
float ui_text_in(UiDraw *d, const char *s, float x, float y, float size, GfxFontStyle style,
                 GfxAlign align, GfxColor color, UiRect box);
/* Notes a text drawn at `extent` that had to stay inside `box` (when it does not). */
void ui_note_text(Ui *ui, const char *s, UiRect extent, UiRect box);
/* Whether `r` lies inside `box`, give or take half a point (glyphs sit on whole pixels). */
bool ui_rect_holds(UiRect box, UiRect r);
/* "text@x,y,w,h>box x,y,w,h; ..." for the last drawn frame's texts out of their boxes. */
void ui_overflow_list(const Ui *ui, char *buf, size_t n);
float ui_text_width(UiDraw *d, const char *s, float size, GfxFontStyle style);
/* Shortens `s` in place (it must have room for 3 more bytes), on a whole character, with "…" at
 * its end, until it fits `width` points: a long move or title stays inside its row. */
void ui_text_fit(UiDraw *d, char *s, float size, GfxFontStyle style, float width);
/* Whether a line may break between two characters with no space between them (code points):
 * next to a CJK character, but not before closing punctuation or small kana, not after an
 * opening bracket, and not between a number and the counter after it. */
bool ui_break_between(unsigned here, unsigned after);
/* Greedy line breaking at spaces, and where ui_break_between allows. Writes up to max_lines
 * byte ranges [start, end) of `s` and returns how many lines there are. */
int ui_wrap(UiDraw *d, const char *s, float size, GfxFontStyle style, float width, int *starts,
            int *ends, int max_lines);
/* Draws `s` broken into lines of at most `width`, from (x, y) down, `line_h` apart (line_h and
 * size in layout units, x, y, width in points), at most max_lines of them; returns the y below
 * the last line drawn. A line wider than `width` (a word that cannot be broken) and lines left
 * out for want of max_lines are noted as overflows. */
float ui_paragraph(UiDraw *d, const char *s, float x, float y, float width, float size,
                   GfxFontStyle style, GfxColor color, float line_h, int max_lines);
/* Rasterizes ahead what ui_text and ui_paragraph (at `width` points) would draw of `s`, drawing
 * nothing (gfx_text_prepare). */
void ui_text_prepare(UiDraw *d, const char *s, float size, GfxFontStyle style);
void ui_paragraph_prepare(UiDraw *d, const char *s, float width, float size, GfxFontStyle style);
/* Translation through the current catalog. xgettext extracts the second argument of T(). */
#define T(d, s) ui_tr((d)->catalog, s)

#endif
