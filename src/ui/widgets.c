/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawing of buttons, choice rows and text, in the current theme. */
#include "ui/ui.h"

#include <math.h>
#include <string.h>

float ui_text_in(UiDraw *d, const char *s, float x, float y, float size, GfxFontStyle style,
                 GfxAlign align, GfxColor color, UiRect box) {
    float w =
        gfx_text_draw(d->text, d->r, s, x, y, size * d->scale, style, align, color, d->layer + 10);
    float left = align == GFX_ALIGN_CENTER ? x - w / 2 : align == GFX_ALIGN_RIGHT ? x - w : x;
    UiRect extent = {left, y, w, gfx_text_line_height(d->text, d->r, size * d->scale)};
    UiRect window = {0, 0, d->w, d->h};
    if (!*s) return w; /* nothing drawn: an icon-only button's label */
    if (d->has_cover && !ui_rect_holds(d->covered_outside, extent))
        return w; /* under the cover drawn later: cut on purpose, like a scrolled line */
    ui_note_text(d->ui, s, extent, window);
    if (box.x != window.x || box.y != window.y || box.w != window.w || box.h != window.h)
        ui_note_text(d->ui, s, extent, box);
    return w;
}

float ui_text(UiDraw *d, const char *s, float x, float y, float size, GfxFontStyle style,
              GfxAlign align, GfxColor color) {
    return ui_text_in(d, s, x, y, size, style, align, color, (UiRect){0, 0, d->w, d->h});
}

float ui_text_width(UiDraw *d, const char *s, float size, GfxFontStyle style) {
    return gfx_text_width(d->text, d->r, s, size * d->scale, style);
}

void ui_text_fit(UiDraw *d, char *s, float size, GfxFontStyle style, float width) {
    static const char ellipsis[] = "\xe2\x80\xa6";
    size_t len = strlen(s);
    if (ui_text_width(d, s, size, style) <= width) return;
    while (len > 0) {
        do len--; /* back to the start of a character */
        while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80);
        while (len > 0 && s[len - 1] == ' ') len--;
        memcpy(s + len, ellipsis, sizeof ellipsis);
        if (ui_text_width(d, s, size, style) <= width) return;
    }
}

#define UI_BUTTON_TEXT_MIN 12.0f /* layout units */

static void focus_ring(UiDraw *d, UiRect r, float radius) {
    float m = 3.0f * d->scale;
    gfx_draw_outline(d->r, r.x - m, r.y - m, r.w + 2 * m, r.h + 2 * m, radius + m, 2.5f * d->scale,
                     d->theme->focus, d->layer + 9);
}

/* A button's label, centred on its face and kept clear of its rounded edge. */
static void button_label(UiDraw *d, const char *label, UiRect rect, GfxColor colour) {
    float size = 16;
    float inset = 4 * d->scale; /* the label keeps clear of the rounded edge */
    /* A label longer than the button (a small window, a longer language) is set smaller, down to
     * a size still read easily, rather than running over the edges. */
    float natural = ui_text_width(d, label, size, GFX_FONT_BOLD), room = rect.w - 2 * inset;
    if (natural > room && natural > 0) {
        size = fmaxf(floorf(size * room / natural), UI_BUTTON_TEXT_MIN);
        /* Glyphs are placed on whole pixels, so widths do not shrink quite in proportion. */
        while (size > UI_BUTTON_TEXT_MIN && ui_text_width(d, label, size, GFX_FONT_BOLD) > room)
            size -= 1;
    }
    float lh = gfx_text_line_height(d->text, d->r, size * d->scale);
    ui_text_in(d, label, rect.x + rect.w / 2, rect.y + (rect.h - lh) / 2, size, GFX_FONT_BOLD,
               GFX_ALIGN_CENTER, colour,
               (UiRect){rect.x + inset, rect.y, rect.w - 2 * inset, rect.h});
}

void ui_button(UiDraw *d, const char *id, const char *label, UiRect rect, UiButtonStyle style) {
    ui_register(d->ui, id, rect, UI_KIND_BUTTON);
    const UiTheme *t = d->theme;
    bool hover = ui_is_hovered(d->ui, id), down = strcmp(d->ui->pressed, id) == 0 && hover;
    float radius = 8.0f * d->scale;
    GfxColor fill, text;
    if (style == UI_BUTTON_PRIMARY) {
        fill = t->accent;
        text = t->accent_text;
        if (hover) fill = ui_mix(fill, t->text, 0.12f);
    } else if (style == UI_BUTTON_SECONDARY) {
        fill = t->surface_raised;
        text = t->text;
        if (hover) fill = ui_mix(fill, t->accent_soft, 0.8f);
    } else {
        fill = hover ? t->accent_soft : ui_alpha(t->surface, 0.0f);
        text = t->text;
    }
    if (down) fill = ui_mix(fill, t->text, 0.15f);
    if (style != UI_BUTTON_QUIET && !down)
        gfx_draw_shadow_under(d->r, rect.x, rect.y, rect.w, rect.h, 1.5f * d->scale, radius,
                              3.0f * d->scale, ui_alpha(t->shadow, 0.6f), d->layer + 3);
    gfx_draw_panel(d->r, rect.x, rect.y, rect.w, rect.h, radius, fill, d->layer + 4);
    if (style == UI_BUTTON_SECONDARY)
        gfx_draw_outline(d->r, rect.x, rect.y, rect.w, rect.h, radius, 1.0f * d->scale, t->border,
                         d->layer + 5);
    button_label(d, label, rect, text);
    if (ui_is_focused(d->ui, id)) focus_ring(d, rect, radius);
}

void ui_choice(UiDraw *d, const char *id, const char *label, const char *value, UiRect rect) {
    ui_register(d->ui, id, rect, UI_KIND_CHOICE);
    const UiTheme *t = d->theme;
    bool hover = ui_is_hovered(d->ui, id);
    float radius = 8.0f * d->scale;
    if (hover)
        gfx_draw_panel(d->r, rect.x, rect.y, rect.w, rect.h, radius, t->accent_soft, d->layer + 3);
    float size = 16;
    float lh = gfx_text_line_height(d->text, d->r, size * d->scale);
    float ty = rect.y + (rect.h - lh) / 2;
    float bx = rect.x + rect.w * UI_CHOICE_SPLIT, bw = rect.x + rect.w - bx;
    float label_x = rect.x + 12 * d->scale;
    ui_text_in(d, label, label_x, ty, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text,
               (UiRect){label_x, rect.y, bx - 6 * d->scale - label_x, rect.h});

    float pad = 5 * d->scale;
    gfx_draw_panel(d->r, bx, rect.y + pad, bw - pad, rect.h - 2 * pad, radius * 0.75f,
                   t->surface_raised, d->layer + 4);
    gfx_draw_outline(d->r, bx, rect.y + pad, bw - pad, rect.h - 2 * pad, radius * 0.75f,
                     1.0f * d->scale, t->border, d->layer + 5);
    float cx = bx + (bw - pad) / 2;
    float arrows = 24 * d->scale; /* the value keeps clear of ‹ and › */
    ui_text_in(d, value, cx, ty, size, GFX_FONT_BOLD, GFX_ALIGN_CENTER, t->text,
               (UiRect){bx + arrows, rect.y, bw - pad - 2 * arrows, rect.h});
    ui_text(d, "‹", bx + 12 * d->scale, ty, size + 2, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->accent);
    ui_text(d, "›", bx + bw - pad - 12 * d->scale, ty, size + 2, GFX_FONT_BOLD, GFX_ALIGN_RIGHT,
            t->accent);
    if (ui_is_focused(d->ui, id)) focus_ring(d, rect, radius);
}

void ui_text_field(UiDraw *d, const char *id, const char *text, const char *placeholder,
                   UiRect rect) {
    ui_register(d->ui, id, rect, UI_KIND_BUTTON);
    const UiTheme *t = d->theme;
    bool focused = ui_holds_focus(d->ui, id);
    float radius = 6.0f * d->scale;
    gfx_draw_panel(d->r, rect.x, rect.y, rect.w, rect.h, radius, t->surface_raised, d->layer + 4);
    gfx_draw_outline(d->r, rect.x, rect.y, rect.w, rect.h, radius,
                     (focused ? 2.0f : 1.0f) * d->scale, focused ? t->accent : t->border,
                     d->layer + 5);
    float size = 16, pad = 10 * d->scale;
    float lh = gfx_text_line_height(d->text, d->r, size * d->scale);
    float ty = rect.y + (rect.h - lh) / 2;
    UiRect inner = {rect.x + pad, rect.y, rect.w - 2 * pad, rect.h};
    float w = 0;
    if (text[0])
        w = ui_text_in(d, text, inner.x, ty, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text,
                       inner);
    else if (!focused)
        ui_text_in(d, placeholder, inner.x, ty, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                   ui_alpha(t->text, 0.45f), inner);
    if (focused) /* the caret, after the text */
        gfx_draw_panel(d->r, inner.x + w + 1 * d->scale, ty, 2 * d->scale, lh, 0, t->accent,
                       d->layer + 6);
}

bool ui_text_field_edit(char *text, size_t n, const UiInput *in) {
    size_t length = strlen(text);
    if (in->kind == UI_INPUT_KEY && in->key == UI_KEY_BACKSPACE) {
        if (length == 0) return false;
        text[length - 1] = '\0';
        return true;
    }
    return in->kind == UI_INPUT_TEXT && ui_text_field_insert(text, n, in->text);
}

bool ui_text_field_insert(char *text, size_t n, const char *typed) {
    size_t length = strlen(text);
    bool changed = false;
    for (const char *c = typed; *c && length + 1 < n; c++)
        if (*c > ' ' && *c < 0x7f) {
            text[length++] = *c;
            changed = true;
        }
    text[length] = '\0';
    return changed;
}

static bool is_cjk(unsigned c) {
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFF00 && c <= 0xFFEF);
}

/* Line-breaking rules of Chinese and Japanese text (kinsoku): closing punctuation and small kana
 * never start a line, opening brackets never end one. */
static bool starts_no_line(unsigned c) {
    static const unsigned list[] = {0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B,
                                    0xFF09, 0x300D, 0x300F, 0x3011, 0x3009, 0x300B, 0x30FB, 0x30FC,
                                    0x3063, 0x30C3, 0x3083, 0x3085, 0x3087, 0x30E3, 0x30E5, 0x30E7};
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++)
        if (c == list[i]) return true;
    return false;
}

static bool ends_no_line(unsigned c) {
    return c == 0xFF08 || c == 0x300C || c == 0x300E || c == 0x3010 || c == 0x3008 || c == 0x300A;
}

bool ui_break_between(unsigned here, unsigned after) {
    /* A number stays with the counter after it ("4人", "5枚"). */
    if (here >= '0' && here <= '9' && is_cjk(after)) return false;
    return (is_cjk(here) || is_cjk(after)) && !starts_no_line(after) && !ends_no_line(here);
}

static int utf8_len(unsigned char c) {
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

static unsigned decode(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    int n = utf8_len(p[0]);
    unsigned c = n == 1 ? p[0] : n == 2 ? p[0] & 0x1F : n == 3 ? p[0] & 0x0F : p[0] & 0x07;
    for (int i = 1; i < n && p[i]; i++) c = (c << 6) | (p[i] & 0x3F);
    return c;
}

int ui_wrap(UiDraw *d, const char *s, float size, GfxFontStyle style, float width, int *starts,
            int *ends, int max_lines) {
    int lines = 0, len = (int)strlen(s), start = 0;
    char buf[2048];
    while (start < len) {
        while (s[start] == ' ') start++;
        if (start >= len) break;
        int best = -1; /* end of the longest fitting line found so far */
        int i = start;
        while (i < len) {
            int step = utf8_len((unsigned char)s[i]);
            int next = i + step;
            unsigned here = decode(s + i), after = next < len ? decode(s + next) : 0;
            bool breakable = next >= len || s[next] == ' ' || ui_break_between(here, after);
            if (breakable) {
                int n = next - start < (int)sizeof buf - 1 ? next - start : (int)sizeof buf - 1;
                memcpy(buf, s + start, (size_t)n);
                buf[n] = '\0';
                if (ui_text_width(d, buf, size, style) > width && best >= 0) break;
                best = next;
            }
            i = next;
        }
        if (best < 0) best = len;
        if (lines < max_lines) {
            starts[lines] = start;
            ends[lines] = best;
        }
        lines++;
        start = best;
    }
    return lines;
}

/* Line `i` of a paragraph wrapped into `starts` and `ends`, copied into `line` (n bytes). */
static void paragraph_line(const char *s, const int *starts, const int *ends, int i, char *line,
                           size_t n) {
    size_t len = (size_t)(ends[i] - starts[i]);
    if (len > n - 1) len = n - 1;
    memcpy(line, s + starts[i], len);
    line[len] = '\0';
}

float ui_paragraph(UiDraw *d, const char *s, float x, float y, float width, float size,
                   GfxFontStyle style, GfxColor color, float line_h, int max_lines) {
    enum { LINES_MAX = 16 };
    int starts[LINES_MAX], ends[LINES_MAX];
    if (max_lines > LINES_MAX) max_lines = LINES_MAX;
    int lines = ui_wrap(d, s, size, style, width, starts, ends, LINES_MAX);
    float top = y, lh = gfx_text_line_height(d->text, d->r, size * d->scale);
    for (int i = 0; i < lines && i < max_lines; i++) {
        char line[512];
        paragraph_line(s, starts, ends, i, line, sizeof line);
        ui_text_in(d, line, x, y, size, style, GFX_ALIGN_LEFT, color,
                   (UiRect){x, y, width, lh > line_h * d->scale ? lh : line_h * d->scale});
        y += line_h * d->scale;
    }
    if (lines > max_lines) /* the rest is cut: noted as drawn below the paragraph's box */
        ui_note_text(d->ui, s + starts[max_lines < LINES_MAX ? max_lines : LINES_MAX - 1],
                     (UiRect){x, y, width, line_h * d->scale}, (UiRect){x, top, width, y - top});
    return y;
}

void ui_text_prepare(UiDraw *d, const char *s, float size, GfxFontStyle style) {
    gfx_text_prepare(d->text, d->r, s, size * d->scale, style);
}

void ui_paragraph_prepare(UiDraw *d, const char *s, float width, float size, GfxFontStyle style) {
    enum { LINES_MAX = 16 };
    int starts[LINES_MAX], ends[LINES_MAX];
    int lines = ui_wrap(d, s, size, style, width, starts, ends, LINES_MAX);
    for (int i = 0; i < lines && i < LINES_MAX; i++) {
        char line[512];
        paragraph_line(s, starts, ends, i, line, sizeof line);
        ui_text_prepare(d, line, size, style);
    }
}

/* A button that cannot be used now: drawn flat and dim, and not registered, so that neither the
 * mouse, the keys nor a script can reach it. */
void ui_button_disabled(UiDraw *d, const char *label, UiRect rect) {
    const UiTheme *t = d->theme;
    float radius = 8.0f * d->scale;
    gfx_draw_panel(d->r, rect.x, rect.y, rect.w, rect.h, radius, ui_alpha(t->surface_raised, 0.5f),
                   d->layer + 4);
    gfx_draw_outline(d->r, rect.x, rect.y, rect.w, rect.h, radius, 1.0f * d->scale,
                     ui_alpha(t->border, 0.6f), d->layer + 5);
    button_label(d, label, rect, ui_alpha(t->text_dim, 0.75f));
}
