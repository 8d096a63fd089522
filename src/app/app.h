/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application: window, GL context, services for the scenes, and the main loop. */
#ifndef DUELBOARD_APP_APP_H
#define DUELBOARD_APP_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "core/monotonic.h" /* monotonic_seconds: the loop's time */
#include "app/audio.h"
#include "app/prefs_file.h"
#include "gfx/renderer.h"
#include "gfx/svg.h"
#include "gfx/target.h"
#include "gfx/text.h"
#include "scenes/scene.h"
#include "ui/ui.h"

typedef struct AppOptions {
    const char *script;     /* --script FILE */
    const char *screenshot; /* --screenshot OUT.png */
    const char *data_dir;   /* --data DIR */
    const char *pref_dir;   /* --pref-dir DIR (tests keep their settings apart) */
    bool bench;             /* --bench */
    int width, height;      /* --size WxH, 0 = remembered */
    int ai_depth;           /* --ai-depth N: computer players search N plies, not by time */
    int ai_movetime_ms;     /* --ai-movetime MS: computer players take this long a move */
    bool have_seed;
    unsigned long long seed;
    const char *invite; /* duelboard://host:port/CODE: join that room at once */
} AppOptions;

typedef struct App {
    AppOptions opt;
    SDL_Window *window;
    SDL_GLContext gl;
    GfxRenderer renderer;
    GfxText text;
    GfxSvgCache svg;
    Ui ui;
    UiTheme theme;
    UiCatalog catalog;
    UiLanguage catalog_language;
    UiPrefs prefs;
    AppWindow geometry;
    SceneStack stack;
    SceneContext ctx;
    AppAudio audio;
    GfxTarget fade_cache;   /* the scene under a fade, drawn once */
    GfxTileMask fade_tiles; /* where that scene's draws touched the picture */
    bool fade_cache_valid;
    unsigned fade_cache_serial;
    unsigned fade_captures; /* scenes drawn at once into fade_cache so far, for the benchmark */
    /* The scene a fade leads to, drawn ahead in bands while the old one fades out. */
    GfxTarget fade_next;
    GfxTileMask fade_next_tiles;
    const void *fade_next_scene; /* the data of the scene it shows */
    int fade_next_bands;         /* bands drawn so far */
    unsigned fade_bands_drawn;   /* bands drawn ahead since start, for the benchmark and tests */
    char data_dir[1024];
    char locale_dir[1100];   /* compiled catalogs (<lang>.mo); empty: English only */
    char catalog_path[1300]; /* the catalog in use, empty for English */
    char pref_dir[1024];
    char prefs_path[1200];
    bool running;
    bool dirty; /* something changed: draw a frame */
    /* When the heap last gave back its free pages (app_heap_give_back): monotonic seconds, and
     * app->frames then. */
    double heap_given_back_at;
    unsigned long long heap_given_back_frames;
    bool moving; /* the top scene is animating (or waiting on a worker): keep drawing */
    float pointer_x, pointer_y; /* the pointer's last position, in window points */
    UiClickGuard click_guard;   /* no click goes on into the scene its first half opened */
    bool virtual_clock;         /* scripts advance time frame by frame, so runs are reproducible */
    double now;                 /* seconds since start */
    double last_frame;
    unsigned long long frames;
    double start_mono;          /* main()'s start on the monotonic clock */
    long rss_before_context_kb; /* before the window and GL context: for --bench */
    /* SDL + window + context, shaders, fonts; after the first frame: sound, the other programs
     * compiled and warmed (gfx_renderer_warm) */
    double init_ms[5];
    double first_draw_ms[2]; /* the first frame's drawing: submitted, then finished by the driver */
    bool first_presented;
    bool fatal; /* a start-up step after the first frame failed: exit with status 1 */
    double first_frame_ms;
} App;

/* Everything up to the first drawable state; on failure a message box says why. */
bool app_init(App *app, const AppOptions *opt, double start_mono, Error *err);
void app_shutdown(App *app);
/* Handles one event (also used by the script runner to inject input). */
void app_handle_event(App *app, const SDL_Event *ev);
/* Advances animations by dt seconds; true while something moves. */
bool app_update(App *app, double dt);
/* Draws a frame; when `pixels` is not NULL, also reads it back before presenting. */
void app_draw(App *app, unsigned char **pixels);
/* The interactive loop: waits for events when nothing animates. */
void app_run(App *app);
/* One turn of that loop: waits for an event while nothing animates and nothing is to be drawn
 * (until the wake a scene asked for: SceneContext.wake_after_ms), then handles the events,
 * updates and draws when something changed. `last` is the previous turn's monotonic_seconds(). When
 * `until` (monotonic_seconds) is > 0 the wait ends there at the latest; if it ends so, with no
 * event and no wake due, the turn stops before updating and returns false, as the app would still
 * be asleep (the script command `idle`). */
bool app_loop_turn(App *app, double *last, double until);
/* The app's own loop (app_loop_turn) for `seconds` of real time, or until it stops running: as
 * it runs for a person who touches nothing. */
void app_run_for(App *app, double seconds);
/* Shows an error to the person at the screen (message box) and on stderr. */
void app_show_error(const char *title, const char *message);

#endif
