/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Load scene: the saved games in the saves directory, each replayed before it is offered. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/text_file.h"
#include "rules/game.h"
#include "scenes/saved_game.h"
#include "scenes/scene.h"
#include "views/view.h"

#define LOAD_MAX 12

typedef struct LoadEntry {
    char file[128];
    bool ok;
    SavedGame game;
    char error[ERROR_MESSAGE_MAX];
    char title[256]; /* its game and opponent as last drawn */
} LoadEntry;

typedef struct LoadData {
    LoadEntry entries[LOAD_MAX];
    int count, total;
} LoadData;

static bool is_record(const char *name) {
    size_t n = strlen(name);
    return n > 4 && n < 128 && strcmp(name + n - 4, ".rec") == 0 && name[0] != '.';
}

int scene_load_count(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) n += is_record(e->d_name);
    closedir(d);
    return n;
}

static int by_file(const void *a, const void *b) {
    return strcmp(((const LoadEntry *)a)->file, ((const LoadEntry *)b)->file);
}

static void load_destroy(Scene *s) {
    free(s->data);
}

static void load_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)in;
    LoadData *ld = s->data;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE) return;
    /* "load.FILE" opens a save; "analyse.FILE" opens it with its analysis under way. */
    bool analyse = strncmp(a->id, "analyse.", 8) == 0;
    if (!analyse && strncmp(a->id, "load.", 5) != 0) return;
    const char *file = a->id + (analyse ? 8 : 5);
    for (int i = 0; i < ld->count; i++) {
        if (!ld->entries[i].ok || strcmp(file, ld->entries[i].file) != 0) continue;
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", ctx->saves_dir, ld->entries[i].file);
        Error err;
        bool opened = analyse ? scene_board_open_to_analyse(ctx, path, &err)
                              : scene_board_open(ctx, path, &err);
        if (!opened) /* changed on disk since the list was read */
            snprintf(ld->entries[i].error, sizeof ld->entries[i].error, "%s", err.message),
                ld->entries[i].ok = false;
    }
}

/* Who the person played against, as the new-game panel names it; both players when no person
 * played (a game between computers, written by the command line), and "Online" for a network
 * game that was watched. */
static const char *opponent_label(UiDraw *d, const SavedGame *g, char *buf, size_t n) {
    const char *first = g->players.name[0], *second = g->players.name[1];
    bool first_human = strcmp(first, "human") == 0;
    bool second_human = strcmp(second, "human") == 0;
    if (first_human && second_human) return T(d, "Another person");
    bool watched = strcmp(first, "remote") == 0 && strcmp(second, "remote") == 0;
    if (first_human || second_human || watched)
        return scene_player_label(d, first_human ? second : first, buf, n);
    char a[96], b[96];
    snprintf(buf, n, "%s – %s", scene_player_label(d, first, a, sizeof a),
             scene_player_label(d, second, b, sizeof b));
    return buf;
}

static const char *result_label(UiDraw *d, const SavedGame *g, char *buf, size_t n) {
    if (g->outcome.kind == OUTCOME_DRAW) return T(d, "Draw");
    if (g->outcome.kind != OUTCOME_WIN) return T(d, "In progress");
    const ViewLook *look = &view_for(game_at(g->game))->look;
    snprintf(buf, n, T(d, "%s wins"), T(d, look->players[g->outcome.winner ? 1 : 0]));
    return buf;
}

/* The save's time as this computer's clock shows it (numbers read the same in every language). */
static void date_label(long long when, char *buf, size_t n) {
    time_t t = (time_t)when;
    struct tm tm;
    if (!when || !localtime_r(&t, &tm) || !strftime(buf, n, "%Y-%m-%d %H:%M", &tm))
        snprintf(buf, n, "-");
}

/* A save that replays: a button with the game and opponent, and below them when it was saved,
 * its length and where it stands. Returns its height. */
static float draw_entry(UiDraw *d, LoadEntry *e, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale, h = 62 * sc, pad = 16 * sc;
    char id[UI_ID_MAX], detail[256], opponent[200], result[128], date[40], moves[64];
    /* Analyse beside the save, a button of its own (a game still on is analysed in review). */
    float analyse_w = 110 * sc, gap = 8 * sc;
    snprintf(id, sizeof id, "analyse.%s", e->file);
    ui_button(d, id, T(d, "Analyse"), (UiRect){x + w - analyse_w, y, analyse_w, h},
              UI_BUTTON_SECONDARY);
    w -= analyse_w + gap;
    snprintf(id, sizeof id, "load.%s", e->file);
    ui_button(d, id, "", (UiRect){x, y, w, h}, UI_BUTTON_SECONDARY);
    snprintf(e->title, sizeof e->title, "%s  ·  %s", game_at(e->game.game)->title,
             opponent_label(d, &e->game, opponent, sizeof opponent));
    date_label(e->game.saved_at, date, sizeof date);
    snprintf(moves, sizeof moves, T(d, "%d moves"), e->game.moves);
    snprintf(detail, sizeof detail, "%s  ·  %s  ·  %s", date, moves,
             result_label(d, &e->game, result, sizeof result));
    ui_text(d, e->title, x + pad, y + 8 * sc, 17, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
    ui_text(d, detail, x + pad, y + 35 * sc, 14, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
    return h;
}

/* A broken save: its name and the reason, wrapped inside its box. Returns its height. */
static float draw_broken(UiDraw *d, const LoadEntry *e, float x, float y, float w) {
    enum { LINES_MAX = 6 };
    const UiTheme *t = d->theme;
    float sc = d->scale, pad = 12 * sc, line_h = 20;
    char label[ERROR_MESSAGE_MAX + 200], id[UI_ID_MAX];
    snprintf(label, sizeof label, "%s: %s", e->file, e->error);
    int starts[LINES_MAX], ends[LINES_MAX];
    int lines = ui_wrap(d, label, 14, GFX_FONT_REGULAR, w - 2 * pad, starts, ends, LINES_MAX);
    if (lines > LINES_MAX) lines = LINES_MAX;
    float h = (float)lines * line_h * sc + 2 * pad;
    snprintf(id, sizeof id, "load.error.%s", e->file);
    ui_register(d->ui, id, (UiRect){x, y, w, h}, UI_KIND_AREA);
    gfx_draw_panel(d->r, x, y, w, h, 8 * sc, ui_alpha(t->error, 0.08f), 2);
    ui_paragraph(d, label, x + pad, y + pad, w - 2 * pad, 14, GFX_FONT_REGULAR, t->error, line_h,
                 LINES_MAX);
    return h;
}

static void load_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    LoadData *ld = s->data;
    float sc = d->scale;
    scene_draw_page(d, T(d, "Load a saved game"), true);
    float w = 720 * sc, x = (d->w - w) / 2, y = 76 * sc + 30 * sc, gap = 10 * sc;
    if (w > d->w - 60 * sc) w = d->w - 60 * sc, x = 30 * sc;
    for (int i = 0; i < ld->count && y + 62 * sc < d->h; i++) {
        LoadEntry *e = &ld->entries[i];
        y += (e->ok ? draw_entry(d, e, x, y, w) : draw_broken(d, e, x, y, w)) + gap;
    }
}

static bool load_query(const Scene *s, const char *key, char *out, size_t n) {
    const LoadData *ld = s->data;
    if (strcmp(key, "saves") == 0) return snprintf(out, n, "%d", ld->total), true;
    /* One save's summary: game.F, opponent.F (both players), result.F, date.F, error.F, and
     * title.F, its game and opponent in the words last drawn. */
    const char *dot = strchr(key, '.');
    for (int i = 0; dot && i < ld->count; i++) {
        const LoadEntry *e = &ld->entries[i];
        if (strcmp(dot + 1, e->file) != 0) continue;
        size_t k = (size_t)(dot - key);
        const SavedGame *g = &e->game;
        if (strncmp(key, "error", k) == 0 && k == 5) return snprintf(out, n, "%s", e->error), true;
        if (!e->ok) return false;
        if (strncmp(key, "title", k) == 0 && k == 5) return snprintf(out, n, "%s", e->title), true;
        if (strncmp(key, "game", k) == 0 && k == 4)
            return snprintf(out, n, "%s", game_at(g->game)->id), true;
        if (strncmp(key, "opponent", k) == 0 && k == 8)
            return snprintf(out, n, "%s,%s", g->players.name[0], g->players.name[1]), true;
        if (strncmp(key, "result", k) == 0 && k == 6) {
            if (g->outcome.kind == OUTCOME_WIN)
                return snprintf(out, n, "win %d", g->outcome.winner), true;
            return snprintf(out, n, "%s", g->outcome.kind == OUTCOME_DRAW ? "draw" : "ongoing"),
                   true;
        }
        if (strncmp(key, "date", k) == 0 && k == 4) {
            date_label(g->saved_at, out, n);
            return true;
        }
    }
    if (strcmp(key, "playable") == 0) {
        int k = 0;
        for (int i = 0; i < ld->count; i++) k += ld->entries[i].ok;
        return snprintf(out, n, "%d", k), true;
    }
    return false;
}

Scene scene_load_create(SceneContext *ctx) {
    LoadData *ld = calloc(1, sizeof *ld);
    DIR *dir = ld ? opendir(ctx->saves_dir) : NULL;
    if (dir) {
        for (struct dirent *e; (e = readdir(dir)) != NULL;) {
            if (!is_record(e->d_name)) continue;
            ld->total++;
            if (ld->count == LOAD_MAX) continue; /* the first names in directory order */
            snprintf(ld->entries[ld->count++].file, sizeof ld->entries[0].file, "%s", e->d_name);
        }
        closedir(dir);
        qsort(ld->entries, (size_t)ld->count, sizeof ld->entries[0], by_file);
        for (int i = 0; i < ld->count; i++) {
            LoadEntry *e = &ld->entries[i];
            char path[1400];
            snprintf(path, sizeof path, "%s/%s", ctx->saves_dir, e->file);
            Error err;
            e->ok = saved_game_read(path, &e->game, &err);
            if (e->ok) continue;
            /* A broken save is named with its reason and set aside, so it is not met again. */
            char kept[300];
            if (text_file_set_aside(path, kept, sizeof kept))
                snprintf(e->error, sizeof e->error, ui_tr(ctx->catalog, "%s (kept as %s)"),
                         err.message, kept);
            else
                snprintf(e->error, sizeof e->error, "%s", err.message);
        }
    }
    Scene s = {.name = "load",
               .data = ld,
               .destroy = load_destroy,
               .event = load_event,
               .draw = load_draw,
               .query = load_query};
    return s;
}
