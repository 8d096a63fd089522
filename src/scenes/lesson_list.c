/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's lessons (Learn in the menu): each one's title, the sections of the rules page it
 * teaches and its stars, or "Not done"; a click opens the lesson. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "scenes/lesson_scene.h"
#include "scenes/rules_text.h"

#define LIST_HEADINGS_MAX 24
#define LIST_HEADING_MAX 120

/* A rules page's "## " headings in order. */
typedef struct Headings {
    char text[LIST_HEADINGS_MAX][LIST_HEADING_MAX];
    int count;
} Headings;

typedef struct ListData {
    int game;
    LessonSet set;
    /* The page's headings in English (as lessons name them) and in the language shown, whose
     * pages keep the English one's sections in its order: a section is shown by its heading
     * there. */
    Headings english, shown;
    UiLanguage headings_language;
} ListData;

bool lesson_scene_load(const SceneContext *ctx, const GameRules *g, LessonSet *set, Error *err) {
    char dir[sizeof ctx->data_dir + 64];
    snprintf(dir, sizeof dir, "%s/assets/lessons/%s", ctx->data_dir, g->id);
    return lesson_set_load(set, g, dir, err);
}

float lesson_scene_stars(UiDraw *d, float x, float y, float size, int stars) {
    float s = d->scale, step = size * 1.15f * s;
    for (int i = 0; i < 3; i++) {
        GfxColor tint = i < stars ? d->theme->accent : ui_alpha(d->theme->text_dim, 0.35f);
        Error err;
        gfx_draw_svg(d->r, d->svg, "learn_star.svg", x + (float)i * step, y, size * s, size * s,
                     tint, d->layer + 4, &err);
    }
    return 3 * step;
}

/* The sections of a rules page, as the rules scene reads the page (rules_text.h). */
static void read_headings(const char *path, Headings *h) {
    h->count = 0;
    char *text = text_file_read(path, NULL, NULL);
    RulesText page;
    Error err;
    if (text && rules_text_parse(&page, text, &err)) {
        for (int i = 0; i < page.count && h->count < LIST_HEADINGS_MAX; i++)
            if (page.blocks[i].kind == RULES_HEADING)
                snprintf(h->text[h->count++], LIST_HEADING_MAX, "%s", page.blocks[i].text);
        rules_text_free(&page);
    }
    free(text);
}

/* The headings of the game's rules page in English and in the language shown (the English ones
 * again where that page is missing or its sections differ). */
static void load_headings(ListData *l, const SceneContext *ctx) {
    const char *id = game_at(l->game)->id;
    char path[sizeof ctx->data_dir + 96];
    snprintf(path, sizeof path, "%s/assets/rules/%s.md", ctx->data_dir, id);
    read_headings(path, &l->english);
    l->shown = l->english;
    l->headings_language = ctx->prefs->language;
    if (ctx->prefs->language == UI_LANG_EN) return;
    Headings translated;
    snprintf(path, sizeof path, "%s/assets/rules/%s/%s.md", ctx->data_dir,
             ui_language_code(ctx->prefs->language), id);
    read_headings(path, &translated);
    if (translated.count == l->english.count) l->shown = translated;
}

static const char *section_shown(const ListData *l, const char *section) {
    for (int i = 0; i < l->english.count; i++)
        if (strcmp(l->english.text[i], section) == 0) return l->shown.text[i];
    return section;
}

static void list_destroy(Scene *s) {
    ListData *l = s->data;
    if (l) lesson_set_free(&l->set);
    free(l);
}

static void list_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    ListData *l = s->data;
    (void)in;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE || strncmp(a->id, "lessons.", 8) != 0) return;
    int index = atoi(a->id + 8) - 1;
    if (index < 0 || index >= l->set.count) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    scene_push(ctx->stack, ctx, scene_lesson_create(ctx, l->game, index));
}

/* One lesson's card: its number and title, the sections it teaches, its stars. */
static void draw_card(ListData *l, SceneContext *ctx, UiDraw *d, int index, UiRect c) {
    const UiTheme *t = d->theme;
    const Lesson *lesson = &l->set.lessons[index];
    float s = d->scale, pad = 14 * s;
    char id[UI_ID_MAX];
    snprintf(id, sizeof id, "lessons.%d", index + 1);
    ui_register(d->ui, id, c, UI_KIND_BUTTON);
    bool hover = ui_is_hovered(d->ui, id);
    gfx_draw_shadow(d->r, c.x, c.y + 2 * s, c.w, c.h, 10 * s, 6 * s, ui_alpha(t->shadow, 0.6f), 1);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, 10 * s,
                   hover ? ui_mix(t->surface, t->accent_soft, 0.6f) : t->surface, 2);
    if (ui_is_focused(d->ui, id))
        gfx_draw_outline(d->r, c.x, c.y, c.w, c.h, 10 * s, 2 * s, t->focus, 3);
    int stars = ui_prefs_lesson_stars(ctx->prefs, game_at(l->game)->id, index);
    float right = c.x + c.w - pad;
    if (stars > 0) {
        float star = 18;
        right -= 3 * star * 1.15f * s;
        lesson_scene_stars(d, right, c.y + pad, star, stars);
    } else {
        const char *not_done = T(d, "Not done");
        float w = ui_text_width(d, not_done, 13, GFX_FONT_REGULAR);
        right -= w;
        ui_text_in(d, not_done, right, c.y + pad + 2 * s, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                   t->text_dim, c);
    }
    char title[LESSON_TEXT_MAX + 16];
    snprintf(title, sizeof title, "%d. %s", index + 1, T(d, lesson->title));
    ui_text_fit(d, title, 17, GFX_FONT_BOLD, right - c.x - 2 * pad);
    ui_text_in(d, title, c.x + pad, c.y + pad, 17, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text, c);
    /* The sections taught, less one the title already says ("2. The pawns" over "The pawns"). */
    char sections[LESSON_SECTIONS_MAX * LIST_HEADING_MAX + 8] = "";
    size_t used = 0;
    for (int i = 0; i < lesson->section_count && used < sizeof sections; i++) {
        const char *section = section_shown(l, lesson->sections[i]);
        if (strcmp(section, T(d, lesson->title)) == 0) continue;
        used += (size_t)snprintf(sections + used, sizeof sections - used, "%s%s", used ? " · " : "",
                                 section);
    }
    ui_text_fit(d, sections, 13, GFX_FONT_REGULAR, c.w - 2 * pad);
    ui_text_in(d, sections, c.x + pad, c.y + pad + 26 * s, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
               t->text_dim, c);
}

static void list_draw(Scene *sc, SceneContext *ctx, UiDraw *d) {
    ListData *l = sc->data;
    if (l->headings_language != ctx->prefs->language) load_headings(l, ctx);
    float s = d->scale;
    char title[160];
    snprintf(title, sizeof title, T(d, "Learn %s"), game_at(l->game)->title);
    scene_draw_page(d, title, true);
    float margin = 32 * s, gap = 14 * s, top = 76 * s + 20 * s;
    int cols = l->set.count > 4 ? 2 : 1;
    int rows = (l->set.count + cols - 1) / cols;
    float w = d->w - 2 * margin;
    if (cols == 1 && w > 720 * s) w = 720 * s;
    float x0 = (d->w - w) / 2, cw = (w - gap * (float)(cols - 1)) / (float)cols;
    float ch = (d->h - top - margin - gap * (float)(rows - 1)) / (float)rows;
    if (ch > 84 * s) ch = 84 * s;
    for (int i = 0; i < l->set.count; i++)
        draw_card(l, ctx, d, i,
                  (UiRect){x0 + (float)(i / rows) * (cw + gap),
                           top + (float)(i % rows) * (ch + gap), cw, ch});
}

static bool list_query(const Scene *s, const char *key, char *out, size_t n) {
    const ListData *l = s->data;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", game_at(l->game)->id), true;
    if (strcmp(key, "lessons") == 0) return snprintf(out, n, "%d", l->set.count), true;
    return false;
}

Scene scene_lessons_create(SceneContext *ctx, int game_index) {
    Scene s = {.name = "lessons"};
    ListData *l = calloc(1, sizeof *l);
    Error err;
    if (!l || !lesson_scene_load(ctx, game_at(game_index), &l->set, &err)) {
        if (l) fprintf(stderr, "duelboard: %s\n", err.message);
        free(l);
        return s; /* an empty scene: the push does nothing */
    }
    l->game = game_index;
    load_headings(l, ctx);
    s.data = l;
    s.destroy = list_destroy;
    s.event = list_event;
    s.draw = list_draw;
    s.query = list_query;
    return s;
}
