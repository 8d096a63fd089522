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

typedef struct Ui {
    UiWidget building[UI_WIDGETS_MAX]; /* this frame's elements, while drawing */
    int building_count;
    UiWidget shown[UI_WIDGETS_MAX]; /* the last drawn frame's elements: what input refers to */
    int shown_count;
    char focus[UI_ID_MAX];   /* keyboard focus, "" for none */
    char hover[UI_ID_MAX];   /* element under the mouse */
    char pressed[UI_ID_MAX]; /* element the mouse went down on */
    bool keyboard_mode;      /* show the focus ring only once the keyboard is used */
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
} UiDraw;

void ui_init(Ui *ui);
void ui_begin_frame(Ui *ui);
void ui_end_frame(Ui *ui);
/* Registers an element; returns false when the table is full (the element is then inert). */
bool ui_register(Ui *ui, const char *id, UiRect rect, UiKind kind);
/* Looks up an element of the last drawn frame. */
const UiWidget *ui_find(const Ui *ui, const char *id);
bool ui_is_focused(const Ui *ui, const char *id);
bool ui_is_hovered(const Ui *ui, const char *id);
void ui_set_focus(Ui *ui, const char *id);
/* Turns one input event into at most one action. */
UiAction ui_handle_event(Ui *ui, const UiInput *in);

/* Widgets. Each draws itself and registers under `id`. */
void ui_button(UiDraw *d, const char *id, const char *label, UiRect rect, UiButtonStyle style);
/* The same button while it cannot be used: drawn dim, not registered (no id to click). */
void ui_button_disabled(UiDraw *d, const char *label, UiRect rect);
/* A row "label ........ ‹ value ›": Left/Right or a click on either half steps the value. */
void ui_choice(UiDraw *d, const char *id, const char *label, const char *value, UiRect rect);
/* Text helpers in layout units (sizes are multiplied by d->scale). */
float ui_text(UiDraw *d, const char *s, float x, float y, float size, GfxFontStyle style,
              GfxAlign align, GfxColor color);
float ui_text_width(UiDraw *d, const char *s, float size, GfxFontStyle style);
/* Greedy line breaking at spaces, and between any two CJK characters. Writes up to max_lines
 * byte ranges [start, end) of `s` and returns how many lines there are. */
int ui_wrap(UiDraw *d, const char *s, float size, GfxFontStyle style, float width, int *starts,
            int *ends, int max_lines);
/* Draws `s` broken into lines of at most `width`, from (x, y) down, `line_h` apart (line_h and
 * size in layout units, x, y, width in points), at most max_lines of them; returns the y below
 * the last line drawn. */
float ui_paragraph(UiDraw *d, const char *s, float x, float y, float width, float size,
                   GfxFontStyle style, GfxColor color, float line_h, int max_lines);
/* Translation through the current catalog. xgettext extracts the second argument of T(). */
#define T(d, s) ui_tr((d)->catalog, s)

#endif
