/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Start-up (window, GL 3.3 core context, assets), event handling, drawing and the main loop. */
#include "app/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <epoxy/gl.h>

#include "app/data_dir.h"
#include "app/heap.h"
#include "app/proc_stats.h"
#include "app/sdl_input.h"
#include "app/system_locale.h"
#include "core/file_system.h"
#include "core/monotonic.h"
#include "core/text_file.h"
#include "rules/game.h"
#include "scenes/game_library.h"

void app_show_error(const char *title, const char *message) {
    fprintf(stderr, "duelboard: %s: %s\n", title, message);
    /* Without a display the box cannot appear; stderr already has the message. */
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, title, message, NULL);
}

static bool exists(const char *path) {
    struct stat st;
    return stat(path, &st) == 0;
}

/* The data directory and catalogs; an error here is the message the person at the screen sees. */
static bool find_data_dir(App *app, Error *err) {
    char *base = SDL_GetBasePath();
    AppDataPlaces places = app_data_places(base);
    AppDataDirs dirs;
    bool ok = app_data_find(app->opt.data_dir, &places, &dirs, err);
    SDL_free(base);
    if (!ok) return false;
    snprintf(app->data_dir, sizeof app->data_dir, "%s", dirs.data);
    snprintf(app->locale_dir, sizeof app->locale_dir, "%s", dirs.locale);
    return true;
}

static void load_catalog(App *app) {
    if (app->catalog.data && app->catalog_language == app->prefs.language) return;
    ui_catalog_free(&app->catalog);
    app->catalog_language = app->prefs.language;
    app->catalog_path[0] = '\0';
    if (app->prefs.language == UI_LANG_EN) return;
    const char *code = ui_language_code(app->prefs.language);
    if (!app->locale_dir[0]) {
        fprintf(stderr, "duelboard: no translations in %s/locale; showing English\n",
                app->data_dir);
        return;
    }
    char path[sizeof app->catalog_path];
    snprintf(path, sizeof path, "%s/%s.mo", app->locale_dir, code);
    Error err;
    if (!ui_catalog_load(&app->catalog, path, &err))
        fprintf(stderr, "duelboard: %s; showing English\n", err.message);
    else
        snprintf(app->catalog_path, sizeof app->catalog_path, "%s", path);
}

static void load_cjk_face(App *app) {
    /* Han characters are drawn differently in Taiwan and Japan: each language gets its face. */
    const char *lang = app->prefs.language == UI_LANG_JA ? "jp" : "tc";
    char regular[1300], bold[1300];
    snprintf(regular, sizeof regular, "%s/assets/fonts/NotoSansCJK%s-Subset.otf", app->data_dir,
             lang);
    snprintf(bold, sizeof bold, "%s/assets/fonts/NotoSansCJK%s-Bold-Subset.otf", app->data_dir,
             lang);
    Error err;
    if (!gfx_text_set_cjk(&app->text, regular, bold, &err))
        fprintf(stderr, "duelboard: %s\n", err.message);
}

static void save_prefs(App *app) {
    Error err;
    if (!app_prefs_save(app->prefs_path, &app->prefs, &app->geometry, &err))
        fprintf(stderr, "duelboard: settings not saved: %s\n", err.message);
}

static void apply_fullscreen(App *app) {
    Uint32 flags = SDL_GetWindowFlags(app->window);
    bool is_full = (flags & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (is_full != app->prefs.fullscreen)
        SDL_SetWindowFullscreen(app->window,
                                app->prefs.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
}

static void apply_prefs(App *app) {
    ui_theme_for(app->prefs.scheme, &app->theme);
    load_catalog(app);
    load_cjk_face(app);
    app_audio_set_volume(&app->audio, app->prefs.volume);
    apply_fullscreen(app);
    app->dirty = true;
}

static void host_prefs_changed(void *host) {
    App *app = host;
    apply_prefs(app);
    save_prefs(app);
}

static void host_play(void *host, SceneSound s) {
    app_audio_play(&((App *)host)->audio, s);
}
static void host_quit(void *host) {
    ((App *)host)->running = false;
}
/* Scripts run on the virtual clock, so that what counts as a quick second click does not
 * depend on the machine's speed; the app's own clock stands still while it waits for events. */
static double input_clock(const App *app) {
    return app->virtual_clock ? app->now : monotonic_seconds();
}
/* Game clocks run on the same time as input. */
static int64_t host_now_us(void *host) {
    return (int64_t)(input_clock(host) * 1e6);
}

static bool host_paste_text(void *host, char *out, size_t n) {
    (void)host;
    char *text = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    bool ok = text && text[0];
    if (ok) snprintf(out, n, "%s", text);
    SDL_free(text);
    return ok;
}

static void host_copy_text(void *host, const char *text) {
    (void)host;
    if (SDL_SetClipboardText(text) != 0)
        fprintf(stderr, "duelboard: nothing copied: %s\n", SDL_GetError());
}

/* The kept games (scenes/game_library.h): the one autosave of older versions is moved into
 * games/ once; the menu offers to continue each game in progress that replays (the record is
 * replayed through the rules here), a broken one is renamed aside (the menu says so); the
 * library is offered when the saves directory holds any record. */
static void check_saves(App *app) {
    SceneContext *ctx = &app->ctx;
    LibraryDirs dirs;
    library_dirs(app->pref_dir, &dirs);
    snprintf(ctx->pref_dir, sizeof ctx->pref_dir, "%s", app->pref_dir);
    snprintf(ctx->saves_dir, sizeof ctx->saves_dir, "%s", dirs.saves);
    /* The benchmark's games are not the player's: none is kept. */
    snprintf(ctx->games_dir, sizeof ctx->games_dir, "%s", app->opt.bench ? "" : dirs.games);
    ctx->saves_exist = scene_load_count(ctx->saves_dir) > 0;
    char moved[LIBRARY_FILE_MAX];
    Error err;
    switch (library_adopt_old_autosave(&dirs, moved, sizeof moved, &err)) {
    case LIBRARY_ADOPT_NONE:
    case LIBRARY_ADOPT_MOVED:
        break;
    case LIBRARY_ADOPT_BROKEN:
        fprintf(stderr, "duelboard: the saved game %s cannot be continued: %s\n", dirs.old_autosave,
                err.message);
        if (text_file_set_aside(dirs.old_autosave, ctx->autosave_set_aside,
                                sizeof ctx->autosave_set_aside))
            fprintf(stderr, "duelboard: it was kept as %s\n", ctx->autosave_set_aside);
        else
            fprintf(stderr, "duelboard: it could not be renamed aside\n");
        break;
    case LIBRARY_ADOPT_FAILED:
        fprintf(stderr, "duelboard: the saved game %s stays where it is: %s\n", dirs.old_autosave,
                err.message);
        break;
    }
    ctx->in_progress = 0;
    ctx->continue_game = -1;
    ctx->continue_latest[0] = '\0';
    for (int i = 0; i < SCENE_GAMES_MAX; i++) ctx->continue_file[i][0] = '\0';
    LibraryGame *games;
    int count = library_list(&dirs, dirs.games, NULL, &games);
    for (int i = 0; i < count; i++) { /* newest first */
        LibraryGame *g = &games[i];
        char path[sizeof dirs.games + LIBRARY_FILE_MAX + 2];
        snprintf(path, sizeof path, "%s/%s", dirs.games, g->file);
        if (!g->ok) {
            fprintf(stderr, "duelboard: the saved game %s cannot be continued: %s\n", path,
                    g->error);
            if (text_file_set_aside(path, ctx->autosave_set_aside, sizeof ctx->autosave_set_aside))
                fprintf(stderr, "duelboard: it was kept as %s\n", ctx->autosave_set_aside);
            continue;
        }
        if (g->finished) continue; /* only games in progress are continued */
        ctx->in_progress++;
        if (ctx->continue_game < 0) {
            ctx->continue_game = g->game.game;
            snprintf(ctx->continue_latest, sizeof ctx->continue_latest, "%s", g->file);
        }
        if (g->game.game < SCENE_GAMES_MAX && !ctx->continue_file[g->game.game][0])
            snprintf(ctx->continue_file[g->game.game], sizeof ctx->continue_file[0], "%s", g->file);
    }
    free(games);
}

static void host_saves_changed(void *host) {
    check_saves(host);
}

static AppBorders window_borders(SDL_Window *w) {
    AppBorders b;
    if (SDL_GetWindowBordersSize(w, &b.top, &b.left, &b.bottom, &b.right) != 0)
        b = (AppBorders){0, 0, 0, 0}; /* no frame known (offscreen, some Wayland desktops) */
    return b;
}

static void remember_geometry(App *app) {
    if (SDL_GetWindowFlags(app->window) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED)) return;
    SDL_GetWindowSize(app->window, &app->geometry.w, &app->geometry.h);
    int x, y;
    SDL_GetWindowPosition(app->window, &x, &y);
    app_window_frame_of(x, y, window_borders(app->window), &app->geometry.x, &app->geometry.y);
}

static bool create_window(App *app, Error *err) {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

    AppWindow *g = &app->geometry;
    int w = app->opt.width ? app->opt.width : g->w, h = app->opt.height ? app->opt.height : g->h;
    int x = SDL_WINDOWPOS_CENTERED, y = SDL_WINDOWPOS_CENTERED;
    SDL_Rect bounds;
    /* A remembered position is used only if the window would still be on a display. */
    bool placed = !app->opt.width && g->x >= 0 && g->y >= 0 &&
                  SDL_GetDisplayUsableBounds(0, &bounds) == 0 && g->x < bounds.x + bounds.w - 100 &&
                  g->y < bounds.y + bounds.h - 100;
    if (placed) x = g->x, y = g->y; /* the frame's corner: where X11 window managers put it */
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    app->window = SDL_CreateWindow("Duelboard", x, y, w, h, flags);
    if (!app->window) return error_set(err, "cannot open a window: %s", SDL_GetError());
    if (placed) {
        /* Where a platform took the position for the inside instead, this moves the window by
         * its frame; where the frame already stands there, SDL's move asks for the same place. */
        int ix, iy;
        app_window_inside_of(g->x, g->y, window_borders(app->window), &ix, &iy);
        SDL_SetWindowPosition(app->window, ix, iy);
    }
    SDL_SetWindowMinimumSize(app->window, APP_WINDOW_MIN_W, APP_WINDOW_MIN_H);
    app->gl = SDL_GL_CreateContext(app->window);
    if (!app->gl)
        return error_set(err,
                         "Duelboard needs OpenGL 3.3, which this computer's graphics driver did "
                         "not provide (%s). Updating the graphics driver usually helps.",
                         SDL_GetError());
    if (epoxy_gl_version() < 33)
        return error_set(err,
                         "Duelboard needs OpenGL 3.3; the graphics driver offers only %d.%d. "
                         "Updating the graphics driver usually helps.",
                         epoxy_gl_version() / 10, epoxy_gl_version() % 10);
    SDL_GL_SetSwapInterval(app->opt.script || app->opt.bench ? 0 : 1);
    char icon[1300];
    snprintf(icon, sizeof icon, "%s/assets/sprites/icon.svg", app->data_dir);
    SDL_RWops *rw = SDL_RWFromFile(icon, "rb");
    SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, 64, 64) : NULL;
    if (rw) SDL_RWclose(rw);
    if (s) {
        SDL_SetWindowIcon(app->window, s);
        SDL_FreeSurface(s);
    }
    return true;
}

/* SDL falls back to drivers that draw nowhere when no display answers: the app would then run
 * on with no window, forever. They are used only when asked for by name (the tests' offscreen
 * runs). */
static bool video_driver_shows(const char *driver, const char *asked) {
    static const char *const invisible[] = {"offscreen", "dummy", "evdev"};
    if (!driver) return false;
    for (size_t i = 0; i < sizeof invisible / sizeof invisible[0]; i++)
        if (strcmp(driver, invisible[i]) == 0) return asked && strstr(asked, driver) != NULL;
    return true;
}

static bool no_display(Error *err, const char *sdl_error) {
#ifdef _WIN32 /* a desktop always has its screen there: only the driver can say why not */
    return error_set(err, "no screen to open a window on%s%s. Start Duelboard from the desktop.",
                     sdl_error ? ": " : "", sdl_error ? sdl_error : "");
#else
    const char *x11 = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
    char where[300];
    if (x11 && *x11)
        snprintf(where, sizeof where, "the X display \"%.100s\" does not answer", x11);
    else
        snprintf(where, sizeof where, "DISPLAY is not set");
    if (wayland && *wayland)
        snprintf(where + strlen(where), sizeof where - strlen(where),
                 " and the Wayland display \"%.100s\" does not answer", wayland);
    else
        snprintf(where + strlen(where), sizeof where - strlen(where),
                 " and WAYLAND_DISPLAY is not set");
    return error_set(err,
                     "no display to open a window on: %s%s%s. Start Duelboard from a desktop "
                     "session.",
                     where, sdl_error ? "; SDL: " : "", sdl_error ? sdl_error : "");
#endif
}

bool app_init(App *app, const AppOptions *opt, double start_mono, Error *err) {
    memset(app, 0, sizeof *app);
    app->opt = *opt;
    app->start_mono = start_mono;
    app->virtual_clock = opt->script != NULL;
    if (!find_data_dir(app, err)) return false;
    ui_prefs_default(&app->prefs);
    app->geometry = (AppWindow){-1, -1, 1280, 800};

    /* Desktops match windows to the installed desktop file by this name (X11 WM_CLASS, Wayland
     * app_id); SDL would otherwise use the executable's name. A value set by the user wins. */
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", DUELBOARD_APP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", DUELBOARD_APP_ID, 0);
    app_input_hints();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) return no_display(err, SDL_GetError());
    if (!video_driver_shows(SDL_GetCurrentVideoDriver(), SDL_GetHint(SDL_HINT_VIDEODRIVER)))
        return no_display(err, NULL);
    if (opt->pref_dir) {
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", opt->pref_dir);
        fs_make_directory(app->pref_dir); /* like SDL_GetPrefPath, make it when missing */
    } else {
        char *pref = SDL_GetPrefPath("Duelboard", "duelboard");
        if (!pref) return error_set(err, "no place for settings: %s", SDL_GetError());
        snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref);
        SDL_free(pref);
    }
    size_t plen = strlen(app->pref_dir);
    snprintf(app->prefs_path, sizeof app->prefs_path, "%s%ssettings.txt", app->pref_dir,
             plen && app->pref_dir[plen - 1] == '/' ? "" : "/");
    /* The first start speaks the person's language when the app has it; a saved language,
     * even English, is never overridden. */
    if (!exists(app->prefs_path)) app->prefs.language = app_system_language();
    char warnings[512];
    if (!app_prefs_load(app->prefs_path, &app->prefs, &app->geometry, warnings, sizeof warnings,
                        err))
        fprintf(stderr, "duelboard: settings not read: %s\n", err->message);
    else if (warnings[0])
        fprintf(stderr, "duelboard: %s\n", warnings);

    /* The menu's art is rasterized on a worker while SDL and the driver start up. Pixels per
     * point are guessed as 1; on a HiDPI screen the art is simply rasterized when drawn. */
    {
        char sprites[1300];
        snprintf(sprites, sizeof sprites, "%s/assets/sprites", app->data_dir);
        gfx_svg_init(&app->svg, sprites);
        SceneImage images[GFX_SVG_PREFETCH_MAX];
        float w = (float)(opt->width ? opt->width : app->geometry.w);
        float h = (float)(opt->height ? opt->height : app->geometry.h);
        int n = scene_menu_images(w, h, 1.0f, images, GFX_SVG_PREFETCH_MAX);
        const char *names[GFX_SVG_PREFETCH_MAX];
        int ws[GFX_SVG_PREFETCH_MAX], hs[GFX_SVG_PREFETCH_MAX];
        for (int i = 0; i < n; i++)
            names[i] = images[i].name, ws[i] = images[i].w, hs[i] = images[i].h;
        gfx_svg_prefetch(&app->svg, names, ws, hs, n);
    }
    app->rss_before_context_kb = proc_status_kb("VmRSS");
    if (!create_window(app, err)) return false;
    double t0 = monotonic_seconds();
    app->init_ms[0] = (t0 - start_mono) * 1000.0;

    char path[1300], bold[1300];
    snprintf(path, sizeof path, "%s/shaders", app->data_dir);
    if (!gfx_renderer_init(&app->renderer, path, err)) return false;
    double t1 = monotonic_seconds();
    app->init_ms[1] = (t1 - t0) * 1000.0;
    snprintf(path, sizeof path, "%s/assets/fonts/NotoSans-Subset.ttf", app->data_dir);
    snprintf(bold, sizeof bold, "%s/assets/fonts/NotoSans-Bold-Subset.ttf", app->data_dir);
    if (TTF_Init() != 0) return error_set(err, "cannot start SDL_ttf: %s", TTF_GetError());
    if (!gfx_text_init(&app->text, path, bold, err)) return false;
    app->init_ms[2] = (monotonic_seconds() - t1) * 1000.0;
    ui_init(&app->ui);
    ui_catalog_init(&app->catalog);
    apply_prefs(app);

    scene_stack_init(&app->stack);
    SceneContext *ctx = &app->ctx;
    ctx->stack = &app->stack;
    ctx->prefs = &app->prefs;
    ctx->catalog = &app->catalog;
    snprintf(ctx->data_dir, sizeof ctx->data_dir, "%s", app->data_dir);
    ctx->seed = opt->have_seed ? opt->seed : (unsigned long long)SDL_GetPerformanceCounter();
    ctx->seeded_choices = opt->have_seed;
    ctx->host = app;
    ctx->play_sound = host_play;
    ctx->prefs_changed = host_prefs_changed;
    ctx->quit = host_quit;
    ctx->saves_changed = host_saves_changed;
    ctx->now_us = host_now_us;
    ctx->copy_text = host_copy_text;
    ctx->paste_text = host_paste_text;
    ctx->ai_depth = opt->ai_depth;
    /* The benchmark times frames over 2 s searches. */
    ctx->ai_movetime_ms = opt->bench ? 2000 : opt->ai_movetime_ms;
    {
        /* Games deleted while the Load page was open when the app last stopped go now. */
        LibraryDirs dirs;
        library_dirs(app->pref_dir, &dirs);
        library_purge(&dirs);
    }
    check_saves(app);
    scene_push(&app->stack, ctx, scene_menu_create(ctx));
    if (!scene_top(&app->stack)) return error_set(err, "out of memory");
    if (opt->invite) snprintf(ctx->invite, sizeof ctx->invite, "%s", opt->invite);
    app->running = true;
    app->dirty = true;
    return true;
}

/* Pictures are 4 bytes a pixel: they are given back as soon as no fade runs. */
static void free_fade_pictures(App *app) {
    gfx_target_destroy(&app->fade_cache);
    gfx_target_destroy(&app->fade_next);
    gfx_tile_mask_free(&app->fade_tiles);
    gfx_tile_mask_free(&app->fade_next_tiles);
    app->fade_cache_valid = false;
    app->fade_next_scene = NULL;
    app->fade_next_bands = 0;
}

void app_shutdown(App *app) {
    if (app->window && !app->prefs.fullscreen) {
        remember_geometry(app); /* the frame is known by now */
        save_prefs(app);
    }
    scene_stack_destroy(&app->stack);
    app_audio_shutdown(&app->audio);
    /* Textures exist only with a context; the prefetch worker may run without one. */
    gfx_svg_destroy(&app->svg);
    if (app->gl) {
        free_fade_pictures(app);
        gfx_text_destroy(&app->text);
        gfx_renderer_destroy(&app->renderer);
        SDL_GL_DeleteContext(app->gl);
    }
    ui_catalog_free(&app->catalog);
    if (app->window) SDL_DestroyWindow(app->window);
    if (TTF_WasInit()) TTF_Quit();
    SDL_Quit();
}

void app_handle_event(App *app, const SDL_Event *ev) {
    switch (ev->type) {
    case SDL_QUIT:
        app->running = false;
        return;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
            ev->window.event == SDL_WINDOWEVENT_MOVED)
            remember_geometry(app);
        /* Minimised or in the background, the app takes no core for thinking ahead. */
        if (ev->window.event == SDL_WINDOWEVENT_FOCUS_LOST ||
            ev->window.event == SDL_WINDOWEVENT_MINIMIZED)
            app->ctx.window_idle = true;
        if (ev->window.event == SDL_WINDOWEVENT_FOCUS_GAINED ||
            ev->window.event == SDL_WINDOWEVENT_RESTORED)
            app->ctx.window_idle = false;
        app->dirty = true; /* exposed, resized, shown: all need a frame */
        return;
    case SDL_KEYDOWN:
        if (ev->key.keysym.sym == SDLK_F11) {
            app->prefs.fullscreen = !app->prefs.fullscreen;
            host_prefs_changed(app);
            return;
        }
#ifndef NDEBUG
        if (ev->key.keysym.sym == SDLK_F5) { /* shader reload while developing */
            Error err;
            if (!gfx_renderer_reload(&app->renderer, &err))
                fprintf(stderr, "duelboard: %s\n", err.message);
            app->dirty = true;
            return;
        }
#endif
        break;
    default:
        break;
    }
    UiInput in;
    if (!app_input_from_sdl(ev, app->pointer_x, app->pointer_y, &in)) return;
    app->pointer_x = in.x;
    app->pointer_y = in.y;
    if (scene_stack_busy(&app->stack)) return; /* no input into a scene that is fading away */
    if (ui_click_guard_ignores(&app->click_guard, &in, app->stack.serial, input_clock(app))) return;
    Scene *top = scene_top(&app->stack);
    if (top && top->input && top->input(top, &app->ctx, &in)) {
        app->dirty = true;
        return;
    }
    UiAction a = ui_handle_event(&app->ui, &in);
    if (a.kind != UI_ACTION_NONE) app->dirty = true;
    if (top && top->event) top->event(top, &app->ctx, &a, &in);
}

bool app_update(App *app, double dt) {
    app->ctx.wake_after_ms = 0; /* each update asks again */
    bool moving = scene_stack_update(&app->stack, &app->ctx, (float)dt);
    Scene *top = scene_top(&app->stack);
    if (top && top->update && top->update(top, &app->ctx, (float)dt)) moving = true;
    if (moving) app->dirty = true;
    app->moving = moving;
    return moving;
}

static void draw_scene_of(App *app, Scene *s, int lw, int lh, int pw, int ph) {
    GfxRenderer *r = &app->renderer;
    gfx_renderer_begin(r, lw, lh, pw, ph, (float)app->now, app->theme.background);
    gfx_text_frame(&app->text);
    gfx_svg_frame(&app->svg);
    UiDraw d = {.r = r,
                .text = &app->text,
                .svg = &app->svg,
                .theme = &app->theme,
                .catalog = &app->catalog,
                .ui = &app->ui,
                .scale = scene_layout_scale((float)lw, (float)lh),
                .w = (float)lw,
                .h = (float)lh};
    ui_begin_frame(&app->ui);
    if (s && s->draw && s->data) s->draw(s, &app->ctx, &d);
    ui_end_frame(&app->ui);
    gfx_renderer_end(r);
}

static void draw_scene(App *app, int lw, int lh, int pw, int ph) {
    draw_scene_of(app, scene_top(&app->stack), lw, lh, pw, ph);
}

/* Logical pixels a side of the tiles a fade redraws: small enough to follow lines of text, large
 * enough to keep the quads few. */
#define FADE_TILE 16.0f
/* Horizontal bands the next scene is drawn in, one a frame, while the old one fades out: a fade
 * out lasts about ten frames at the normal speed. */
#define FADE_BANDS 6

/* Draws scene `s` into picture `t`: all of it (bands 1), or band `band` of `bands`, the rest of
 * the picture left as it is. `touched` collects the tiles the scene's draws cover (reset with the
 * first band); it is freed when there is no memory for it, and a fade then redraws every tile. */
static bool draw_picture(App *app, Scene *s, GfxTarget *t, GfxTileMask *touched, int band,
                         int bands, int lw, int lh, int pw, int ph) {
    GfxRenderer *r = &app->renderer;
    Error err;
    if (!gfx_target_begin(t, pw, ph, &err)) return false;
    bool tracked = band > 0 ? touched->touched != NULL
                            : gfx_tile_mask_reset(touched, (float)lw, (float)lh, FADE_TILE);
    if (!tracked) gfx_tile_mask_free(touched);
    if (bands > 1) {
        /* The scissor limits the clear too, and llvmpipe skips the draws' pixels outside it. Text,
         * images and materials wholly outside are not even prepared: a new scene's strings are
         * rasterized band by band rather than all with the first one. */
        int y0 = ph * band / bands, y1 = ph * (band + 1) / bands;
        glEnable(GL_SCISSOR_TEST);
        glScissor(0, y0, pw, y1 - y0);
        float per_pixel = (float)lh / (float)ph; /* rows go up in GL, down in the layout */
        r->cull = true;
        r->cull_top = (float)(ph - y1) * per_pixel;
        r->cull_bottom = (float)(ph - y0) * per_pixel;
    }
    r->batch.track = tracked ? touched : NULL;
    draw_scene_of(app, s, lw, lh, pw, ph);
    r->batch.track = NULL;
    r->cull = false;
    glDisable(GL_SCISSOR_TEST);
    gfx_target_end();
    return true;
}

static void swap_pictures(App *app) {
    GfxTarget t = app->fade_cache;
    app->fade_cache = app->fade_next;
    app->fade_next = t;
    GfxTileMask m = app->fade_tiles;
    app->fade_tiles = app->fade_next_tiles;
    app->fade_next_tiles = m;
}

/* During a fade the scene under it does not change (input is held back), so it is drawn once
 * into a picture and each fade frame only mixes that picture towards the background: only the
 * tiles its draws touched, since elsewhere the picture is the background colour. The scene the
 * fade leads to is drawn ahead, a band a frame, while the old one fades out, so that no frame
 * has to draw a whole scene at the turn. */
static bool draw_faded(App *app, int lw, int lh, int pw, int ph) {
    GfxRenderer *r = &app->renderer;
    Scene *top = scene_top(&app->stack);
    bool ready = app->fade_cache_valid && app->fade_cache_serial == app->stack.serial &&
                 app->fade_cache.tex.w == pw && app->fade_cache.tex.h == ph;
    if (!ready && top && app->fade_next_bands == FADE_BANDS && app->fade_next_scene == top->data &&
        app->fade_next.tex.w == pw && app->fade_next.tex.h == ph) {
        swap_pictures(app); /* the turn: the scene drawn ahead is the picture now */
        app->fade_next_bands = 0;
        app->fade_next_scene = NULL;
        ready = true;
    } else if (!ready) {
        if (!draw_picture(app, top, &app->fade_cache, &app->fade_tiles, 0, 1, lw, lh, pw, ph))
            return false;
        app->fade_captures++;
    } else {
        Scene *next = scene_incoming(&app->stack);
        bool resized =
            app->fade_next.fbo && (app->fade_next.tex.w != pw || app->fade_next.tex.h != ph);
        if (next && (next->data != app->fade_next_scene || resized)) {
            app->fade_next_scene = next->data;
            app->fade_next_bands = 0;
        }
        if (next && app->fade_next_bands < FADE_BANDS &&
            draw_picture(app, next, &app->fade_next, &app->fade_next_tiles, app->fade_next_bands,
                         FADE_BANDS, lw, lh, pw, ph)) {
            app->fade_next_bands++;
            app->fade_bands_drawn++;
        }
    }
    app->fade_cache_valid = true;
    app->fade_cache_serial = app->stack.serial;
    gfx_renderer_begin(r, lw, lh, pw, ph, (float)app->now, app->theme.background);
    gfx_draw_faded_scene(r, &app->fade_cache.tex, app->theme.background, app->stack.fade,
                         app->fade_tiles.touched ? &app->fade_tiles : NULL, 0);
    gfx_renderer_end(r);
    return true;
}

void app_draw(App *app, unsigned char **pixels) {
    double t0 = app->first_presented ? 0.0 : monotonic_seconds();
    int lw, lh, pw, ph;
    SDL_GetWindowSize(app->window, &lw, &lh);
    SDL_GL_GetDrawableSize(app->window, &pw, &ph);
    GfxRenderer *r = &app->renderer;
    if (!(app->stack.fade > 0.0f && draw_faded(app, lw, lh, pw, ph))) {
        free_fade_pictures(app);
        draw_scene(app, lw, lh, pw, ph);
    }
    if (pixels) {
        Error err;
        *pixels = gfx_read_pixels(r, &err);
    }
    SDL_GL_SwapWindow(app->window);
    gfx_renderer_presented(r);
    app->frames++;
    app->dirty = false;
    if (!app->first_presented) {
        double t1 = monotonic_seconds();
        glFinish(); /* the frame is on screen only once the GPU is done with it */
        app->first_draw_ms[0] = (t1 - t0) * 1000.0;
        app->first_draw_ms[1] = (monotonic_seconds() - t1) * 1000.0;
        app->first_presented = true;
        app->first_frame_ms = (monotonic_seconds() - app->start_mono) * 1000.0;
        /* The programs the menu does not use are compiled once it is on screen, and the sound
         * device, first needed at the first click, is opened then too. */
        Error err;
        double warm = monotonic_seconds();
        if (!gfx_renderer_load_all(r, &err)) {
            app_show_error("Duelboard cannot start", err.message);
            app->fatal = true;
            app->running = false;
        } else {
            gfx_renderer_warm(r);
        }
        double t2 = monotonic_seconds();
        app->init_ms[4] = (t2 - warm) * 1000.0;
        char sounds[1300];
        snprintf(sounds, sizeof sounds, "%s/assets/sounds", app->data_dir);
        app_audio_init(&app->audio, sounds, &err); /* without sound the app runs on, silent */
        app_audio_set_volume(&app->audio, app->prefs.volume);
        app->init_ms[3] = (monotonic_seconds() - t2) * 1000.0;
    }
}

/* At most this often, as the app goes idle after drawing, its heap gives back the free pages the
 * frames left (app_heap_give_back): a running clock redraws every second, and a pointer moving
 * over buttons now and then, and each time giving back would cost more than it saves. */
#define HEAP_GIVE_BACK_EVERY_S 2.0

static void give_back_heap_when_due(App *app) {
    double now = monotonic_seconds();
    if (app->frames == app->heap_given_back_frames ||
        now - app->heap_given_back_at < HEAP_GIVE_BACK_EVERY_S)
        return;
    app_heap_give_back();
    app->heap_given_back_at = now;
    app->heap_given_back_frames = app->frames;
}

bool app_loop_turn(App *app, double *last, double until) {
    bool animating = app->moving || scene_stack_busy(&app->stack);
    SDL_Event ev;
    /* Idle: sleep in the event queue until something happens, or until the wake a scene asked
     * for (a running clock's next tenth or second). */
    if (!animating && !app->dirty) {
        int wake = app->ctx.wake_after_ms;
        bool cut = false; /* the caller's end comes before anything the app waits for */
        if (until > 0) {
            double left_ms = (until - monotonic_seconds()) * 1000.0;
            int left = left_ms > 0 ? (int)left_ms + 1 : 0;
            if (wake <= 0 || left < wake) wake = left, cut = true;
        }
        give_back_heap_when_due(app);
        bool got = wake > 0 || cut ? SDL_WaitEventTimeout(&ev, wake) : SDL_WaitEvent(&ev);
        if (got)
            app_handle_event(app, &ev);
        else if (cut)
            return false; /* nothing came and nothing was due: the app would still be asleep */
    }
    while (SDL_PollEvent(&ev)) app_handle_event(app, &ev);
    double now = monotonic_seconds();
    double dt = now - *last;
    *last = now;
    /* Animations step at most a tenth of a second after a long sleep. Scripts' game clocks read
     * app->now, which must then follow real time whole, as the monotonic clock the game clocks
     * read otherwise does. */
    app->now += app->virtual_clock || dt <= 0.1 ? dt : 0.1;
    app_update(app, dt > 0.1 ? 0.1 : dt);
    if (app->dirty) app_draw(app, NULL);
    return true;
}

void app_run_for(App *app, double seconds) {
    double last = monotonic_seconds(), until = last + seconds;
    while (app->running && monotonic_seconds() < until) app_loop_turn(app, &last, until);
}

void app_run(App *app) {
    double last = monotonic_seconds();
    while (app->running) app_loop_turn(app, &last, 0);
}
