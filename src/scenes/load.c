/* The Load scene: the saved games in the saves directory, each replayed before it is offered. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "rules/game.h"
#include "scenes/saved_game.h"
#include "scenes/scene.h"

#define LOAD_MAX 12

typedef struct LoadEntry {
    char file[128];
    bool ok;
    SavedGame game;
    char error[ERROR_MESSAGE_MAX];
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
    if (a->kind != UI_ACTION_ACTIVATE || strncmp(a->id, "load.", 5) != 0) return;
    for (int i = 0; i < ld->count; i++) {
        if (!ld->entries[i].ok || strcmp(a->id + 5, ld->entries[i].file) != 0) continue;
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", ctx->saves_dir, ld->entries[i].file);
        Error err;
        if (!scene_board_open(ctx, path, &err)) /* changed on disk since the list was read */
            snprintf(ld->entries[i].error, sizeof ld->entries[i].error, "%s", err.message),
                ld->entries[i].ok = false;
    }
}

static void load_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    LoadData *ld = s->data;
    const UiTheme *t = d->theme;
    float sc = d->scale;
    scene_draw_page(d, T(d, "Load a saved game"), true);
    float w = 720 * sc, x = (d->w - w) / 2, y = 76 * sc + 30 * sc, row = 52 * sc;
    if (w > d->w - 60 * sc) w = d->w - 60 * sc, x = 30 * sc;
    for (int i = 0; i < ld->count && y + row < d->h; i++) {
        const LoadEntry *e = &ld->entries[i];
        char id[UI_ID_MAX], label[256];
        snprintf(id, sizeof id, "load.%s", e->file);
        if (e->ok) {
            char moves[64];
            snprintf(moves, sizeof moves, T(d, "%d moves"), e->game.moves);
            snprintf(label, sizeof label, "%s  ·  %s  ·  %s", e->file, game_at(e->game.game)->title,
                     moves);
            ui_button(d, id, label, (UiRect){x, y, w, row - 10 * sc}, UI_BUTTON_SECONDARY);
        } else {
            snprintf(label, sizeof label, "%s: %s", e->file, e->error);
            gfx_draw_panel(d->r, x, y, w, row - 10 * sc, 8 * sc, ui_alpha(t->error, 0.08f), 2);
            float lh = gfx_text_line_height(d->text, d->r, 14 * sc);
            ui_text(d, label, x + 14 * sc, y + (row - 10 * sc - lh) / 2, 14, GFX_FONT_REGULAR,
                    GFX_ALIGN_LEFT, t->error);
        }
        y += row;
    }
}

static bool load_query(const Scene *s, const char *key, char *out, size_t n) {
    const LoadData *ld = s->data;
    if (strcmp(key, "saves") == 0) return snprintf(out, n, "%d", ld->total), true;
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
