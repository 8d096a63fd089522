/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Script commands (one per line, '#' starts a comment; see docs/app.md):
 *   size W H | wait MS | idle MS | key NAME | click TARGET | move TARGET | drag TARGET TARGET
 *   wheel N | press TARGET | release TARGET
 *   drag-move MOVE | click-move MOVE | wait-computer | play-to-end drag|click
 *   play-lesson drag|click (the lesson shown, to its end) | learn-offer on|off
 *   screenshot FILE | settle on|off | trace FILE SIDE | record FILE KEY
 *   fit-watch on|off (while on, every frame drawn must have every text inside its box)
 *   expect stack A>B | expect scene NAME | expect query KEY VALUE... | expect pref KEY VALUE
 *   expect focus ID | expect drawn ID | expect not-blank | expect pixel X Y RRGGBB TOLERANCE
 *   expect absent ID | expect at X,Y ID | expect quit (the command before it quit the app; any
 *   other command after a quit fails the run)
 *   focus out | focus in | focus click TARGET | focus press TARGET (the window loses or gets
 *   back the keyboard focus; click and press: the press that gives it back, as X11 sends it)
 * A VALUE of "!X" means anything but X. Query keys starting "app." ask the app (app.sounds_played,
 * app.window, app.svg.NAME, app.data, app.catalog, app.fade, app.fade_captures, app.fade_bands,
 * app.overflow, app.texts, app.idle_frames).
 * A TARGET is an element name (its centre) or "X,Y" in window coordinates. Time is virtual: each
 * frame advances it by 1/60 s, so runs do not depend on the machine's speed; only `idle` lets it
 * follow real time, while the app's own loop runs as it does for a person. */
#include "app/script.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "app/sdl_input.h"
#include "core/text_file.h"
#include "views/view.h"

#define FRAME_SECONDS (1.0 / 60.0)

#define RUN_KEPT_FRAMES 8
#define SCRIPT_WALL_CLOCK 1767225600 /* 2026-01-01 00:00 UTC */

typedef struct Run {
    App *app;
    const char *path;
    int line;
    int failures;
    bool settle; /* let fades finish before each command (on unless the script says not) */
    /* After `idle` the expectations that follow see the app as its own loop left it: the
     * harness's settling waits until the next command of another kind. */
    bool idled;
    /* Frames kept by name (`keep-frame`) for `expect frame` to compare a later one with. */
    struct {
        char name[32];
        unsigned char *pixels;
        int w, h;
    } kept[RUN_KEPT_FRAMES];
} Run;

/* The shaders' clock while a script holds it (`clock S`), else negative: frames compared pixel
 * for pixel must not differ by the fog's drift. One script runs per process. */
static double held_clock = -1;

/* Frames the app drew during the last `idle` (the query app.idle_frames): none once nothing is
 * left to change, the app asleep. */
static unsigned long long idle_frames;

/* `trace FILE SIDE`: from then on every frame of a board on which SIDE is not at the screen
 * while the game hides something (a privacy screen, or the other side's turn) is written to FILE
 * as a hash of its pixels and every answer the board gives. Two runs whose games differ only in
 * SIDE's secrets must write the same file (tests/gui/privacy/). One script runs per process. */
static FILE *trace_file;
static char trace_side[16];

/* A frame's pixels as one number, to compare two runs' frames. Eight bytes a step in four
 * independent lanes: a byte-wise hash of every frame of a trace (2.3 MB at 960x600) cost more
 * than drawing it, most of all under the sanitizers. */
static uint64_t frame_hash(const unsigned char *px, size_t n) {
    uint64_t lane[4] = {0xcbf29ce484222325ull, 0x84222325cbf29ce4ull, 0x9e3779b97f4a7c15ull,
                        0xc2b2ae3d27d4eb4full};
    size_t i = 0;
    for (; i + 32 <= n; i += 32)
        for (int k = 0; k < 4; k++) {
            uint64_t w;
            memcpy(&w, px + i + 8 * (size_t)k, sizeof w);
            lane[k] = (lane[k] ^ w) * 0x100000001b3ull;
            lane[k] ^= lane[k] >> 29;
        }
    uint64_t h = lane[0] ^ (lane[1] * 3) ^ (lane[2] * 5) ^ (lane[3] * 7);
    for (; i < n; i++) h = (h ^ px[i]) * 0x100000001b3ull;
    return h ^ (h >> 31);
}

static void trace_frame(App *app, const unsigned char *pixels) {
    static const char *const keys[] = {
        "screen", "privacy", "game",    "options",  "players",   "fen",      "view",
        "status", "to_move", "history", "plies",    "review",    "over",     "moves",
        "legal",  "hint",    "message", "thinking", "pondering", "expected", "animating"};
    Scene *top = scene_top(&app->stack);
    static char value[1 << 16];
    if (!trace_file || !top || !top->query || !top->query(top, "screen", value, sizeof value) ||
        strcmp(value, "all") == 0 || strcmp(value, trace_side) == 0)
        return;
    /* While a search runs (a hint) the frames follow the machine's speed, not the game: the
     * frame its answer is shown in, and those after, are compared. */
    if (top->query(top, "searching", value, sizeof value) && strcmp(value, "yes") == 0) return;
    size_t bytes = (size_t)app->renderer.pixel_w * (size_t)app->renderer.pixel_h * 4; /* RGBA */
    uint64_t hash = pixels ? frame_hash(pixels, bytes) : 0;
    /* A frame like the one before is not written again: how many frames a search or a fade
     * took depends on the machine, what they showed does not. */
    static char entry[1 << 17], last[sizeof entry];
    size_t used = (size_t)snprintf(entry, sizeof entry, "frame %016llx", (unsigned long long)hash);
    for (size_t k = 0; k < sizeof keys / sizeof *keys && used < sizeof entry; k++) {
        if (!top->query(top, keys[k], value, sizeof value)) snprintf(value, sizeof value, "-");
        used += (size_t)snprintf(entry + used, sizeof entry - used, " %s=%s", keys[k], value);
    }
    if (strcmp(entry, last) == 0) return;
    fprintf(trace_file, "%s\n", entry);
    memcpy(last, entry, sizeof last);
}

/* `fit-watch on`: every frame drawn is checked for texts out of their boxes (app.overflow), not
 * only those an `expect` looks at, so that a script that walks through many screens (every step
 * of every lesson) checks each. The first frame out is kept for the command that drew it. */
static bool fit_watch;
static char fit_out[512];

static void watch_fit(App *app) {
    if (!fit_watch || fit_out[0] || app->ui.overflow_shown_count == 0) return;
    char list[400];
    ui_overflow_list(&app->ui, list, sizeof list);
    Scene *top = scene_top(&app->stack);
    snprintf(fit_out, sizeof fit_out, "%s: %s", top ? top->name : "?", list);
}

static void frame(App *app, unsigned char **pixels) {
    SDL_Event ev;
    while (SDL_PollEvent(&ev)) app_handle_event(app, &ev);
    app->now = held_clock >= 0 ? held_clock : app->now + FRAME_SECONDS;
    app_update(app, FRAME_SECONDS);
    if (trace_file) { /* every frame is drawn and read while a trace is kept */
        unsigned char *px = NULL;
        app_draw(app, &px);
        watch_fit(app);
        trace_frame(app, px);
        if (pixels)
            *pixels = px;
        else
            free(px);
        return;
    }
    if (app->dirty || pixels) {
        app_draw(app, pixels);
        watch_fit(app);
    }
}

/* Lets fades finish so that every command meets a settled interface. */
static void settle(App *app) {
    frame(app, NULL);
    for (int i = 0; i < 600 && scene_stack_busy(&app->stack); i++) frame(app, NULL);
    frame(app, NULL);
}

static int fail(Run *r, const char *fmt, const char *a, const char *b) {
    fprintf(stderr, "%s:%d: ", r->path, r->line);
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
    r->failures++;
    return 1;
}

static void list_elements(const App *app) {
    fprintf(stderr, "  shown elements:");
    for (int i = 0; i < app->ui.shown_count; i++) fprintf(stderr, " %s", app->ui.shown[i].id);
    fputc('\n', stderr);
}

/* "X,Y" or an element name. */
static bool target(Run *r, const char *t, int *x, int *y) {
    if (strchr(t, ',') && sscanf(t, "%d,%d", x, y) == 2) return true;
    const UiWidget *w = ui_find(&r->app->ui, t);
    if (!w) {
        fprintf(stderr, "%s:%d: no element '%s' is shown\n", r->path, r->line, t);
        list_elements(r->app);
        return false;
    }
    *x = (int)lroundf(w->rect.x + w->rect.w / 2);
    *y = (int)lroundf(w->rect.y + w->rect.h / 2);
    return true;
}

static void queue_mouse(App *app, Uint32 type, int x, int y) {
    SDL_Event ev = {0};
    ev.type = type;
    if (type == SDL_MOUSEMOTION) {
        ev.motion.windowID = SDL_GetWindowID(app->window);
        ev.motion.x = x;
        ev.motion.y = y;
    } else {
        ev.button.windowID = SDL_GetWindowID(app->window);
        ev.button.button = SDL_BUTTON_LEFT;
        ev.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        ev.button.clicks = 1;
        ev.button.x = x;
        ev.button.y = y;
    }
    SDL_PushEvent(&ev);
}

static void push_mouse(App *app, Uint32 type, int x, int y) {
    queue_mouse(app, type, x, y);
    frame(app, NULL);
}

/* The mouse moves to (x, y) and clicks there, as a person's click does. */
static void click_at(App *app, int x, int y) {
    push_mouse(app, SDL_MOUSEMOTION, x, y);
    push_mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
    push_mouse(app, SDL_MOUSEBUTTONUP, x, y);
}

static unsigned char *read_frame(App *app) {
    unsigned char *px = NULL;
    frame(app, &px);
    return px;
}

static float luminance(const unsigned char *p) {
    return 0.2126f * p[0] + 0.7152f * p[1] + 0.0722f * p[2];
}

/* Drawn = the region holds clearly different colours (not one flat fill). */
static bool region_drawn(const App *app, const unsigned char *px, UiRect rect) {
    const GfxRenderer *g = &app->renderer;
    int x0 = (int)(rect.x * g->pixel_scale), y0 = (int)(rect.y * g->pixel_scale);
    int x1 = (int)((rect.x + rect.w) * g->pixel_scale),
        y1 = (int)((rect.y + rect.h) * g->pixel_scale);
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > g->pixel_w) x1 = g->pixel_w;
    if (y1 > g->pixel_h) y1 = g->pixel_h;
    float lo = 1e9f, hi = -1e9f;
    long differing = 0, total = 0;
    const unsigned char *first = NULL;
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++) {
            const unsigned char *p = px + ((size_t)y * (size_t)g->pixel_w + (size_t)x) * 4;
            if (!first) first = p;
            float l = luminance(p);
            if (l < lo) lo = l;
            if (l > hi) hi = l;
            total++;
            if (abs(p[0] - first[0]) + abs(p[1] - first[1]) + abs(p[2] - first[2]) > 24)
                differing++;
        }
    return total > 0 && hi - lo > 30.0f && differing * 100 > total; /* over 1% of it */
}

static bool save_png(const App *app, const unsigned char *px, const char *file) {
    const GfxRenderer *g = &app->renderer;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)px, g->pixel_w, g->pixel_h, 32,
                                                        g->pixel_w * 4, SDL_PIXELFORMAT_ABGR8888);
    if (!s) return false;
    bool ok = IMG_SavePNG(s, file) == 0;
    SDL_FreeSurface(s);
    return ok;
}

static bool screenshot(App *app, const char *file) {
    unsigned char *px = read_frame(app);
    bool ok = px && save_png(app, px, file);
    free(px);
    if (!ok) fprintf(stderr, "duelboard: cannot write %s: %s\n", file, SDL_GetError());
    return ok;
}

static const char *pref_value(const App *app, const char *key, char *buf, size_t n) {
    const UiPrefs *p = &app->prefs;
    static const char *const anim[] = {"off", "slow", "normal", "fast"};
    static const char *const schemes[] = {"calm", "night", "colourblind"};
    if (strcmp(key, "language") == 0) return ui_language_code(p->language);
    if (strcmp(key, "animation") == 0) return anim[p->anim_speed];
    if (strcmp(key, "colours") == 0) return schemes[p->scheme];
    if (strcmp(key, "coordinates") == 0) return p->show_coordinates ? "on" : "off";
    if (strcmp(key, "fullscreen") == 0) return p->fullscreen ? "on" : "off";
    if (strcmp(key, "flip") == 0) return p->flip_board ? "on" : "off";
    if (strcmp(key, "ponder") == 0) return p->ponder ? "on" : "off";
    if (strcmp(key, "notation") == 0) return p->notation ? "on" : "off";
    if (strcmp(key, "volume") == 0) return snprintf(buf, n, "%d", p->volume), buf;
    return NULL;
}

/* Facts about the app itself rather than a scene: caches, sound, window. */
static const char *app_value(const App *app, const char *key, char *buf, size_t n) {
    if (strcmp(key, "sounds_played") == 0) return snprintf(buf, n, "%d", app->audio.played), buf;
    if (strcmp(key, "sound_device") == 0) return app->audio.device ? "open" : "none";
    if (strcmp(key, "window") == 0) {
        int w, h;
        SDL_GetWindowSize(app->window, &w, &h);
        return snprintf(buf, n, "%dx%d", w, h), buf;
    }
    if (strncmp(key, "svg.", 4) == 0) { /* the sizes an image is held at, "WxH,WxH" */
        size_t used = 0;
        buf[0] = '\0';
        const GfxSvgCache *c = &app->svg;
        for (int i = 0; i < c->entry_count && used < n; i++)
            if (strcmp(c->sources[c->entries[i].source].name, key + 4) == 0)
                used += (size_t)snprintf(buf + used, n - used, "%s%dx%d", used ? "," : "",
                                         c->entries[i].w, c->entries[i].h);
        return buf;
    }
    if (strcmp(key, "data") == 0) return app->data_dir; /* where shaders and assets came from */
    if (strcmp(key, "catalog") == 0) return app->catalog_path; /* empty for English */
    if (strcmp(key, "fade") == 0) /* how far the window is faded, in percent */
        return snprintf(buf, n, "%d", (int)(app->stack.fade * 100.0f + 0.5f)), buf;
    if (strcmp(key, "fade_captures") == 0) /* scenes drawn at once into a fade's picture */
        return snprintf(buf, n, "%u", app->fade_captures), buf;
    if (strcmp(key, "fade_bands") == 0) /* bands of next scenes drawn ahead during fades */
        return snprintf(buf, n, "%u", app->fade_bands_drawn), buf;
    if (strcmp(key, "overflow") == 0) { /* texts drawn out of their boxes, or cut */
        ui_overflow_list(&app->ui, buf, n);
        return buf;
    }
    if (strcmp(key, "texts") == 0) /* texts the last frame measured against a box */
        return snprintf(buf, n, "%d", app->ui.texts_shown), buf;
    if (strcmp(key, "idle_frames") == 0) return snprintf(buf, n, "%llu", idle_frames), buf;
    if (strcmp(key, "stack") == 0) {
        scene_stack_names(&app->stack, buf, n);
        return buf;
    }
    return NULL;
}

/* The answer to query `key`: the app's own ("app.KEY") or the top scene's; NULL when nothing
 * answers. */
static const char *query_value(App *app, const char *key, char *buf, size_t n) {
    if (strncmp(key, "app.", 4) == 0) return app_value(app, key + 4, buf, n);
    Scene *top = scene_top(&app->stack);
    return top && top->query && top->query(top, key, buf, n) ? buf : NULL;
}

/* `record FILE KEY`: appends "KEY VALUE" to FILE, the query's answer now, so that a program can
 * compare what the app showed with another front end's answers (tests/gui/front_ends/). */
static int record(Run *r, const char *path, const char *key) {
    static char value[1 << 16];
    if (!query_value(r->app, key, value, sizeof value))
        return fail(r, "nothing answers '%s'%s", key, ""), 2;
    FILE *f = fopen(path, "a");
    bool ok = f && fprintf(f, "%s %s\n", key, value) > 0;
    if (f && fclose(f) != 0) ok = false;
    return ok ? 0 : (fail(r, "cannot write %s%s", path, ""), 2);
}

/* The slot of the frame kept as `name`, or a free one when `make`; -1 when there is none. */
static int kept_frame(Run *r, const char *name, bool make) {
    for (int i = 0; i < RUN_KEPT_FRAMES; i++)
        if (r->kept[i].pixels && strcmp(r->kept[i].name, name) == 0) return i;
    if (!make) return -1;
    for (int i = 0; i < RUN_KEPT_FRAMES; i++)
        if (!r->kept[i].pixels) return i;
    return -1;
}

static int expect(Run *r, char *args) {
    App *app = r->app;
    char *save = NULL;
    char *what = strtok_r(args, " ", &save);
    /* After the last word strtok_r leaves save at the text's end (glibc) or NULL (mingw-w64):
     * either way rest is writable, as text_trim and strtok_r below need. */
    char no_rest[1] = "";
    char *rest = save ? save : no_rest;
    char names[256];
    if (!what) return fail(r, "expect what?%s%s", "", "");
    if (strcmp(what, "stack") == 0 || strcmp(what, "scene") == 0) {
        char *want = text_trim(rest);
        if (strcmp(what, "scene") == 0) {
            Scene *top = scene_top(&app->stack);
            snprintf(names, sizeof names, "%s", top ? top->name : "");
        } else {
            scene_stack_names(&app->stack, names, sizeof names);
        }
        return strcmp(names, want) == 0 ? 0 : fail(r, "expected %s, found %s", want, names);
    }
    if (strcmp(what, "query") == 0 || strcmp(what, "pref") == 0) {
        char *key = strtok_r(NULL, " ", &save);
        char *want = save ? text_trim(save) : (char *)"";
        if (!key) return fail(r, "expect %s needs a key%s", what, "");
        char value[1024];
        const char *got = strcmp(what, "pref") == 0 ? pref_value(app, key, value, sizeof value)
                                                    : query_value(app, key, value, sizeof value);
        if (!got) return fail(r, "nothing answers '%s'%s", key, "");
        char msg[1200];
        snprintf(msg, sizeof msg, "%s: expected '%s'", key, want);
        if (want[0] == '!') /* "!VALUE": anything but VALUE */
            return strcmp(got, want + 1) != 0 ? 0 : fail(r, "%s, found '%s'", msg, got);
        return strcmp(got, want) == 0 ? 0 : fail(r, "%s, found '%s'", msg, got);
    }
    if (strcmp(what, "focus") == 0) {
        char *want = text_trim(rest);
        return strcmp(app->ui.focus, want) == 0
                   ? 0
                   : fail(r, "focus: expected %s, found '%s'", want, app->ui.focus);
    }
    if (strcmp(what, "at") == 0) { /* "expect at X,Y ID": what a click there reaches */
        int x, y;
        char *save2 = NULL;
        char *where = strtok_r(rest, " ", &save2);
        char *id = save2 ? text_trim(save2) : (char *)"";
        if (!where || sscanf(where, "%d,%d", &x, &y) != 2)
            return fail(r, "expect at X,Y ID%s%s", "", "");
        const UiWidget *w = ui_hit(&app->ui, (float)x, (float)y);
        const char *got = w ? w->id : "";
        return strcmp(got, id) == 0 ? 0 : fail(r, "at %s: found '%s'", where, got);
    }
    if (strcmp(what, "absent") == 0) {
        char *id = text_trim(rest);
        return ui_find(&app->ui, id) ? fail(r, "'%s' is shown but should not be%s", id, "") : 0;
    }
    if (strcmp(what, "drawn") == 0 || strcmp(what, "not-blank") == 0) {
        UiRect rect = {0, 0, (float)app->renderer.logical_w, (float)app->renderer.logical_h};
        char *id = text_trim(rest);
        if (strcmp(what, "drawn") == 0) {
            const UiWidget *w = ui_find(&app->ui, id);
            if (!w) return fail(r, "no element '%s' is shown%s", id, "");
            rect = w->rect;
        }
        unsigned char *px = read_frame(app);
        if (!px) return fail(r, "cannot read the frame%s%s", "", "");
        bool ok = region_drawn(app, px, rect);
        free(px);
        return ok ? 0 : fail(r, "%s%s looks empty", what, *id ? id : "");
    }
    if (strcmp(what, "pixel") == 0) {
        int x, y, tol;
        unsigned rgb;
        if (sscanf(rest, "%d %d %x %d", &x, &y, &rgb, &tol) != 4)
            return fail(r, "expect pixel X Y RRGGBB TOLERANCE%s%s", "", "");
        unsigned char *px = read_frame(app);
        if (!px) return fail(r, "cannot read the frame%s%s", "", "");
        const GfxRenderer *g = &app->renderer;
        int X = (int)(x * g->pixel_scale), Y = (int)(y * g->pixel_scale);
        bool in = X >= 0 && Y >= 0 && X < g->pixel_w && Y < g->pixel_h;
        int d = 999;
        char found[16] = "outside";
        if (in) {
            const unsigned char *p = px + ((size_t)Y * (size_t)g->pixel_w + (size_t)X) * 4;
            d = abs(p[0] - (int)(rgb >> 16 & 255)) + abs(p[1] - (int)(rgb >> 8 & 255)) +
                abs(p[2] - (int)(rgb & 255));
            snprintf(found, sizeof found, "%02x%02x%02x", p[0], p[1], p[2]);
        }
        free(px);
        return d <= tol ? 0 : fail(r, "pixel: expected %s, found %s", text_trim(rest), found);
    }
    if (strcmp(what, "frame") == 0) {
        /* "expect frame NAME": the screen is, pixel for pixel, the one kept under NAME, so what it
         * shows depends on nothing that differs between the two moments (hidden pieces). */
        char *name = text_trim(rest);
        int k = kept_frame(r, name, false);
        if (k < 0 || !r->kept[k].pixels) return fail(r, "no frame is kept as '%s'%s", name, "");
        unsigned char *px = read_frame(app);
        if (!px) return fail(r, "cannot read the frame%s%s", "", "");
        const GfxRenderer *g = &app->renderer;
        long differ = 0;
        if (g->pixel_w != r->kept[k].w || g->pixel_h != r->kept[k].h) {
            differ = -1;
        } else {
            size_t count = (size_t)g->pixel_w * (size_t)g->pixel_h;
            for (size_t i = 0; i < count; i++)
                differ += memcmp(px + i * 4, r->kept[k].pixels + i * 4, 3) != 0;
        }
        free(px);
        if (differ < 0) return fail(r, "the frame kept as '%s' has another size%s", name, "");
        if (differ == 0) return 0;
        snprintf(names, sizeof names, "%ld", differ);
        return fail(r, "the frame differs from '%s' in %s pixels", name, names);
    }
    return fail(r, "unknown expectation '%s'%s", what, "");
}

/* Plays a move on the board with the input events its view plans for it, each in a frame of its
 * own, so the view's input handling turns them back into the move. */
static int board_move(Run *r, const char *move, bool drag) {
    App *app = r->app;
    Scene *top = scene_top(&app->stack);
    if (!top || !top->script) return fail(r, "no board is shown to play '%s' on%s", move, ""), 2;
    char first[GAME_MOVE_TEXT_MAX * 2];
    if (move[0] == '@') { /* @first: the first legal move the board lists; @KEY: its query */
        const char *key = strcmp(move, "@first") == 0 ? "legal" : move + 1;
        if (!top->query || !top->query(top, key, first, sizeof first) || !first[0])
            return fail(r, "the board offers no move for '%s'%s", move, "");
        char *space = strchr(first, ' ');
        if (space) *space = '\0';
        move = first;
    }
    UiInput in[96];
    int n = top->script(top, &app->ctx, move, drag, in, 96);
    if (n == 0) return fail(r, "the board cannot play '%s'%s", move, "");
    for (int i = 0; i < n; i++) {
        SDL_Event ev;
        if (!app_input_to_sdl(&in[i], SDL_GetWindowID(app->window), &ev)) continue;
        SDL_PushEvent(&ev);
        frame(app, NULL);
        if (ev.type == SDL_KEYDOWN) {
            ev.type = SDL_KEYUP;
            ev.key.state = SDL_RELEASED;
            SDL_PushEvent(&ev);
            frame(app, NULL);
        }
    }
    return 0;
}

static bool scene_says(App *app, const char *key, const char *value) {
    char got[64];
    Scene *top = scene_top(&app->stack);
    return top && top->query && top->query(top, key, got, sizeof got) && strcmp(got, value) == 0;
}

/* Frames, on the virtual clock, until the computer has answered and its move stopped moving, and
 * in a network game until the other player has moved; the search and the network run on real
 * time, so this waits on the real clock too (2 minutes at most). */
static int wait_computer(Run *r) {
    App *app = r->app;
    for (int i = 0; i < 120000 / 5; i++) {
        if (!scene_says(app, "searching", "yes") && !scene_says(app, "animating", "yes") &&
            !scene_says(app, "remote", "yes")) {
            frame(app, NULL);
            return 0;
        }
        SDL_Delay(5);
        frame(app, NULL);
    }
    return fail(r, "the computer did not answer within two minutes%s%s", "", "");
}

/* Frames until the query `key` answers `value` ("!": anything but nothing) while another
 * process or a server takes its time: on the real clock, two minutes at most. */
static int wait_until(Run *r, const char *key, const char *value) {
    App *app = r->app;
    char got[256] = "";
    for (int waited = 0; waited < 120000; waited += 10) {
        const char *v = query_value(app, key, got, sizeof got);
        if (v && (strcmp(value, "!") == 0 ? v[0] != '\0' : strcmp(v, value) == 0)) {
            frame(app, NULL);
            return 0;
        }
        SDL_Delay(10);
        frame(app, NULL);
    }
    const char *v = query_value(app, key, got, sizeof got);
    return fail(r, "'%s' did not come within two minutes (it is '%s')", key, v ? v : "(none)");
}

/* Plays the game on the board to its end: the computer answers for its sides, and for the
 * person a move picked by the run's seed among the legal ones is played with the view's own
 * input events, by dragging or by clicks. */
static int play_to_end(Run *r, bool drag) {
    App *app = r->app;
    Scene *top = scene_top(&app->stack);
    uint64_t state = app->ctx.seed * 0x9e3779b97f4a7c15ull + 1;
    static char legal[1 << 16];
    for (int turn = 0; turn < 600; turn++) {
        if (wait_computer(r)) return 1;
        if (scene_says(app, "over", "yes")) return 0;
        /* The player to move takes the screen first: behind it no legal move is told. */
        if (!scene_says(app, "privacy", "none")) {
            int x, y;
            if (!target(r, "board.privacy", &x, &y)) return 1;
            click_at(app, x, y);
        }
        if (!top->query || !top->query(top, "legal", legal, sizeof legal) || !legal[0])
            return fail(r, "the person has no move to play and the game is not over%s%s", "", "");
        int count = 1;
        for (const char *p = legal; *p; p++) count += *p == ' ';
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        int pick = (int)((state >> 33) % (uint64_t)count);
        char *move = legal;
        for (int i = 0; i < pick; i++) move = strchr(move, ' ') + 1;
        char *end = strchr(move, ' ');
        if (end) *end = '\0';
        char before[64], after[64];
        top->query(top, "plies", before, sizeof before);
        if (board_move(r, move, drag)) return 1;
        /* A network game's move joins it once the server tells it back. */
        if (scene_says(app, "remote", "yes") && wait_computer(r)) return 1;
        top->query(top, "plies", after, sizeof after);
        if (strcmp(before, after) == 0)
            return fail(r, "playing '%s' on the board made no move%s", move, "");
    }
    return fail(r, "the game did not end in 600 turns%s%s", "", "");
}

/* Plays the lesson shown to its end through the board's own input: each step's first working
 * move (the scene's `solution`, found as a hint is but not counted as one) dragged or clicked,
 * the other side's replies waited for, and Next clicked after each step passed. */
static int play_lesson(Run *r, bool drag) {
    App *app = r->app;
    Scene *top = scene_top(&app->stack);
    char state[64], before[64];
    for (int turn = 0; turn < 100; turn++) {
        for (int i = 0; i < 600 && scene_says(app, "animating", "yes"); i++) frame(app, NULL);
        if (!top->query || !top->query(top, "state", state, sizeof state))
            return fail(r, "no lesson is shown to play%s%s", "", "");
        if (strcmp(state, "done") == 0) return 0;
        if (strcmp(state, "passed") == 0) {
            int x, y;
            if (!target(r, "lesson.next", &x, &y)) return 1;
            click_at(app, x, y);
            settle(app);
            continue;
        }
        top->query(top, "moves_used", before, sizeof before);
        if (board_move(r, "@solution", drag)) return 1;
        settle(app);
        top->query(top, "moves_used", state, sizeof state);
        if (strcmp(before, state) == 0)
            return fail(r, "playing the lesson's solution on the board made no move%s%s", "", "");
    }
    return fail(r, "the lesson did not end in 100 moves%s%s", "", "");
}

/* Types `text` in pieces as SDL delivers it (at most 31 bytes an event). */
static int type_text(App *app, const char *text) {
    SDL_Event ev = {0};
    ev.type = SDL_TEXTINPUT;
    ev.text.windowID = SDL_GetWindowID(app->window);
    size_t length = strlen(text);
    for (size_t at = 0; at < length; at += sizeof ev.text.text - 1) {
        snprintf(ev.text.text, sizeof ev.text.text, "%s", text + at);
        SDL_PushEvent(&ev);
        frame(app, NULL);
    }
    return 0;
}

/* The first line of `path`, once it is there and whole (ends with a newline): another process
 * writes it. Waits up to a minute on the real clock, the app's frames going on. */
static bool read_first_line(App *app, const char *path, char *out, size_t n) {
    for (int waited = 0; waited < 60000; waited += 20) {
        FILE *f = fopen(path, "r");
        if (f) {
            bool whole = fgets(out, (int)n, f) && strchr(out, '\n');
            fclose(f);
            if (whole) {
                out[strcspn(out, "\r\n")] = '\0';
                return true;
            }
        }
        SDL_Delay(20);
        frame(app, NULL); /* the app goes on meanwhile: its network game, say */
    }
    return false;
}

/* `idle MS`: the app's own loop runs for MS milliseconds of real time, as it runs for a person
 * who touches nothing: it sleeps in the event queue until an event or the wake a scene asked for,
 * and updates and draws only then; the harness drives no frame and sends no event. The script's
 * clock follows real time meanwhile, so game clocks run as they do in a window. */
static int idle(Run *r, const char *ms_text) {
    App *app = r->app;
    char *end;
    double ms = strtod(ms_text, &end);
    if (*end || !(ms >= 0) || ms > 600000)
        return fail(r, "idle wants milliseconds from 0 to 600000, not '%s'%s", ms_text, ""), 2;
    unsigned long long frames = app->frames;
    app_run_for(app, ms / 1000.0);
    idle_frames = app->frames - frames;
    r->idled = true;
    return 0;
}

static void push_window_event(App *app, Uint8 event) {
    SDL_Event ev = {0};
    ev.type = SDL_WINDOWEVENT;
    ev.window.windowID = SDL_GetWindowID(app->window);
    ev.window.event = event;
    SDL_PushEvent(&ev);
}

/* `focus out|in`: the window loses the keyboard focus to another window, or gets it back (the
 * pointer stays where it was, as when the focus moves by the keyboard). `focus click|press
 * TARGET`: the click (or its press alone) that gives the focus back, as an X11 window manager
 * that focuses on a click sends it: the pointer comes in, then the focus, then the press, all
 * read by the app at once. SDL's X11 back end drops a press read within 10 ms of the focus (and
 * the release of a button it has not seen go down) unless the app asked for it with the hint
 * SDL_MOUSE_FOCUS_CLICKTHROUGH; the harness does what it does, so that a script meets what a
 * window on a desktop gets. */
static int focus(Run *r, const char *how, const char *at) {
    App *app = r->app;
    if (strcmp(how, "out") == 0) {
        push_window_event(app, SDL_WINDOWEVENT_FOCUS_LOST);
        frame(app, NULL);
        return 0;
    }
    if (strcmp(how, "in") == 0) {
        push_window_event(app, SDL_WINDOWEVENT_FOCUS_GAINED);
        push_window_event(app, SDL_WINDOWEVENT_TAKE_FOCUS);
        frame(app, NULL);
        return 0;
    }
    bool click = strcmp(how, "click") == 0;
    if ((!click && strcmp(how, "press") != 0) || !at)
        return fail(r, "focus wants out, in, click TARGET or press TARGET, not '%s'%s", how, ""), 2;
    int x, y;
    if (!target(r, at, &x, &y)) return 2;
    bool taken = SDL_GetHintBoolean(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, SDL_FALSE);
    push_window_event(app, SDL_WINDOWEVENT_ENTER);
    queue_mouse(app, SDL_MOUSEMOTION, x, y);
    push_window_event(app, SDL_WINDOWEVENT_FOCUS_GAINED);
    push_window_event(app, SDL_WINDOWEVENT_TAKE_FOCUS);
    if (taken) queue_mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
    if (taken && click) queue_mouse(app, SDL_MOUSEBUTTONUP, x, y);
    frame(app, NULL);
    return 0;
}

/* Returns 0 ok, 1 failed expectation (the run goes on), 2 broken script (the run stops). */
static int command(Run *r, char *line) {
    App *app = r->app;
    char whole[1024];
    snprintf(whole, sizeof whole, "%s", line);
    char *save = NULL;
    char *cmd = strtok_r(line, " \t", &save);
    char *a = strtok_r(NULL, " \t", &save);
    char *b = strtok_r(NULL, " \t", &save);
    int x, y, x2, y2;
    if (strcmp(cmd, "expect") == 0) {
        for (char *t = whole; *t; t++)
            if (*t == '\t') *t = ' ';
        return expect(r, text_trim(whole + strlen("expect")));
    }
    if (strcmp(cmd, "idle") == 0 && a) return idle(r, a);
    if (strcmp(cmd, "wait") == 0 && a) {
        int frames = (int)(atof(a) / 1000.0 / FRAME_SECONDS + 0.5);
        for (int i = 0; i < frames; i++) frame(app, NULL);
        return 0;
    }
    if (strcmp(cmd, "size") == 0 && a && b) {
        SDL_SetWindowSize(app->window, atoi(a), atoi(b));
        frame(app, NULL); /* the resize event; fades finish after it only with settle on */
        return 0;
    }
    if (strcmp(cmd, "key") == 0 && a) {
        const char *name = a;
        Uint16 mod = 0;
        for (bool more = true; more;) { /* "Shift+Left": the modifiers held with the key */
            more = false;
            if (strncmp(name, "Shift+", 6) == 0) {
                mod |= KMOD_LSHIFT;
                name += 6;
                more = true;
            } else if (strncmp(name, "Ctrl+", 5) == 0) {
                mod |= KMOD_LCTRL;
                name += 5;
                more = true;
            }
        }
        SDL_Keycode k = SDL_GetKeyFromName(name);
        if (k == SDLK_UNKNOWN) return fail(r, "unknown key '%s'%s", a, ""), 2;
        SDL_Event ev = {0};
        ev.type = SDL_KEYDOWN;
        ev.key.windowID = SDL_GetWindowID(app->window);
        ev.key.state = SDL_PRESSED;
        ev.key.keysym.sym = k;
        ev.key.keysym.mod = mod;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
        SDL_PushEvent(&ev);
        frame(app, NULL);
        ev.type = SDL_KEYUP;
        ev.key.state = SDL_RELEASED;
        SDL_PushEvent(&ev);
        frame(app, NULL);
        return 0;
    }
    if ((strcmp(cmd, "type") == 0 || strcmp(cmd, "type-file") == 0) && a) {
        /* Text typed as the keyboard and input method deliver it; type-file types the value of
         * the first line another run's `record` wrote to a file (an invite: its last word),
         * waiting up to a minute for it. */
        char typed[1024];
        snprintf(typed, sizeof typed, "%s", a);
        if (strcmp(cmd, "type-file") == 0 && !read_first_line(app, a, typed, sizeof typed))
            return fail(r, "no line to type in %s%s", a, ""), 2;
        const char *word = strrchr(typed, ' ');
        return type_text(app, strcmp(cmd, "type-file") == 0 && word ? word + 1 : typed);
    }
    if (strcmp(cmd, "wait-file") == 0 && a) { /* a cue from another run: its `record` line */
        char cue[1024];
        return read_first_line(app, a, cue, sizeof cue)
                   ? 0
                   : fail(r, "no line came in %s within a minute%s", a, "");
    }
    if (strcmp(cmd, "move") == 0 && a) {
        if (!target(r, a, &x, &y)) return 2;
        push_mouse(app, SDL_MOUSEMOTION, x, y);
        return 0;
    }
    if (strcmp(cmd, "click") == 0 && a) {
        if (!target(r, a, &x, &y)) return 2;
        click_at(app, x, y);
        return 0;
    }
    if ((strcmp(cmd, "press") == 0 || strcmp(cmd, "release") == 0) && a) {
        /* Half a drag: the button goes down (or up) at the target, so that a script can look at
         * the board while something is held. */
        if (!target(r, a, &x, &y)) return 2;
        push_mouse(app, SDL_MOUSEMOTION, x, y);
        push_mouse(app, strcmp(cmd, "press") == 0 ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP, x, y);
        return 0;
    }
    if (strcmp(cmd, "drag") == 0 && a && b) {
        if (!target(r, a, &x, &y) || !target(r, b, &x2, &y2)) return 2;
        push_mouse(app, SDL_MOUSEMOTION, x, y);
        push_mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
        for (int i = 1; i <= 8; i++)
            push_mouse(app, SDL_MOUSEMOTION, x + (x2 - x) * i / 8, y + (y2 - y) * i / 8);
        push_mouse(app, SDL_MOUSEBUTTONUP, x2, y2);
        return 0;
    }
    if (strcmp(cmd, "wheel") == 0 && a) {
        SDL_Event ev = {0};
        ev.type = SDL_MOUSEWHEEL;
        ev.wheel.windowID = SDL_GetWindowID(app->window);
        ev.wheel.y = atoi(a);
        SDL_PushEvent(&ev);
        frame(app, NULL);
        return 0;
    }
    if ((strcmp(cmd, "drag-move") == 0 || strcmp(cmd, "click-move") == 0) && a) {
        const char *move = text_trim(whole + strlen(cmd));
        return board_move(r, move, strcmp(cmd, "drag-move") == 0);
    }
    if (strcmp(cmd, "focus") == 0 && a) return focus(r, a, b);
    if (strcmp(cmd, "wait-computer") == 0) return wait_computer(r);
    if (strcmp(cmd, "wait-until") == 0 && a && b) { /* the value is the rest of the line */
        const char *value = strstr(whole, a) + strlen(a);
        while (*value == ' ' || *value == '\t') value++;
        char kept[512];
        snprintf(kept, sizeof kept, "%s", value);
        return wait_until(r, a, text_trim(kept));
    }
    if (strcmp(cmd, "trace") == 0 && a && b) {
        if (trace_file) fclose(trace_file);
        trace_file = fopen(a, "w");
        if (!trace_file) {
            fail(r, "cannot write the trace %s%s", a, "");
            return 2;
        }
        snprintf(trace_side, sizeof trace_side, "%s", b);
        return 0;
    }
    if (strcmp(cmd, "learn-offer") == 0 && a && (strcmp(a, "on") == 0 || strcmp(a, "off") == 0)) {
        app->ctx.no_learn_offer = strcmp(a, "off") == 0;
        return 0;
    }
    if (strcmp(cmd, "first-game") == 0 && a && (strcmp(a, "on") == 0 || strcmp(a, "off") == 0)) {
        app->ctx.no_first_game = strcmp(a, "off") == 0;
        return 0;
    }
    if (strcmp(cmd, "play-lesson") == 0 && a && (strcmp(a, "drag") == 0 || strcmp(a, "click") == 0))
        return play_lesson(r, strcmp(a, "drag") == 0);
    if (strcmp(cmd, "play-to-end") == 0 && a && (strcmp(a, "drag") == 0 || strcmp(a, "click") == 0))
        return play_to_end(r, strcmp(a, "drag") == 0);
    if (strcmp(cmd, "record") == 0 && a && b) return record(r, a, b);
    if (strcmp(cmd, "screenshot") == 0 && a) return screenshot(app, a) ? 0 : 2;
    if (strcmp(cmd, "clock") == 0 && a) {
        if (strcmp(a, "run") == 0) {
            held_clock = -1;
        } else {
            held_clock = atof(a);
            app->dirty = true;
        }
        return 0;
    }
    if (strcmp(cmd, "keep-frame") == 0 && a) {
        int k = kept_frame(r, a, true);
        if (k < 0) return fail(r, "no room to keep frame '%s'%s", a, ""), 2;
        free(r->kept[k].pixels);
        r->kept[k].pixels = read_frame(app);
        if (!r->kept[k].pixels) return fail(r, "cannot read the frame%s%s", "", ""), 2;
        snprintf(r->kept[k].name, sizeof r->kept[k].name, "%s", a);
        r->kept[k].w = app->renderer.pixel_w;
        r->kept[k].h = app->renderer.pixel_h;
        return 0;
    }
    if (strcmp(cmd, "fit-watch") == 0 && a && (strcmp(a, "on") == 0 || strcmp(a, "off") == 0)) {
        fit_watch = strcmp(a, "on") == 0;
        fit_out[0] = '\0';
        return 0;
    }
    if (strcmp(cmd, "settle") == 0 && a && (strcmp(a, "on") == 0 || strcmp(a, "off") == 0)) {
        r->settle = strcmp(a, "on") == 0;
        return 0;
    }
    fprintf(stderr, "%s:%d: cannot understand '%s'\n", r->path, r->line, cmd);
    return 2;
}

int app_script_run(App *app, const char *path, const char *shot) {
    Error err;
    char *text = text_file_read(path, NULL, &err);
    if (!text) {
        fprintf(stderr, "duelboard: %s\n", err.message);
        return 2;
    }
    Run r = {.app = app, .path = path, .settle = true};
    /* Runs do not depend on the day either: saves are named from a fixed clock. */
    app->ctx.wall_clock = SCRIPT_WALL_CLOCK;
    app->ctx.no_learn_offer = true; /* asked for with `learn-offer on` */
    app->ctx.no_first_game = true;  /* asked for with `first-game on` */
    TextLines it;
    text_lines_begin(&it, text);
    char line[1024];
    bool too_long;
    int status = 0;
    settle(app);
    bool quit_seen = false; /* the app stopped after a command (Quit, Escape on the menu) */
    while (status < 2 && text_lines_next(&it, line, sizeof line, &too_long)) {
        r.line = it.number;
        char *s = text_trim(line);
        if (!*s || *s == '#') continue;
        if (quit_seen) {
            /* Only "expect quit" may follow a quit: anything else would silently not run. */
            if (strcmp(s, "expect quit") != 0) {
                fail(&r, "the app quit before this line: '%s'%s", s, "");
                status = 1;
            }
            break;
        }
        if (strcmp(s, "expect quit") == 0) {
            fail(&r, "the app is still running%s%s", "", "");
            status = status > 1 ? status : 1;
            continue;
        }
        bool looks = strncmp(s, "expect", 6) == 0 && (s[6] == ' ' || s[6] == '\t');
        bool idles = strncmp(s, "idle", 4) == 0 && (s[4] == ' ' || s[4] == '\t');
        if (r.idled && !looks && !idles) {
            r.idled = false;
            if (r.settle) settle(app);
        }
        int st = command(&r, s);
        if (st > status) status = st;
        if (r.settle && !r.idled && app->running) settle(app);
        if (fit_out[0]) { /* reported once, at the command that drew it; the watch goes on */
            fail(&r, "text out of its box: %s%s", fit_out, "");
            fit_out[0] = '\0';
            if (status < 1) status = 1;
        }
        if (!app->running) {
            quit_seen = true;
            continue;
        }
    }
    free(text);
    for (int i = 0; i < RUN_KEPT_FRAMES; i++) free(r.kept[i].pixels);
    if (trace_file) fclose(trace_file);
    trace_file = NULL;
    if (shot && !screenshot(app, shot)) status = 2;
    if (r.failures) fprintf(stderr, "%s: %d expectation(s) failed\n", path, r.failures);
    return status;
}
