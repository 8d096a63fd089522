/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The benchmark: how long until the first frame is on screen, what a frame costs in CPU while
 * fades run, what an idle menu costs, and how much memory the process holds. */
#include "app/bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/proc_stats.h"

#define BENCH_FRAMES 600
#define BENCH_SCENE_KINDS 8
#define REDRAWS (BENCH_FRAMES / 4)

static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* all threads: llvmpipe renders on several */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Full redraws of the menu, as after a hover or a key press. */
static void time_menu_redraws(App *app, double *ms, const char *what) {
    for (int i = 0; i < REDRAWS; i++) {
        double c0 = cpu_seconds();
        app_draw(app, NULL);
        glFinish();
        ms[i] = (cpu_seconds() - c0) * 1000.0;
    }
    qsort(ms, REDRAWS, sizeof ms[0], by_value);
    printf("%s: cpu ms p50 %.2f  p95 %.2f  (%d draw calls)\n", what, ms[REDRAWS / 2],
           ms[REDRAWS * 95 / 100], app->renderer.last_draw_calls);
}

/* Runs on SDL's timer thread: wakes the idle wait with an event of the benchmark's own type. */
static Uint32 post_stop(Uint32 interval, void *param) {
    (void)interval;
    SDL_Event ev = {.type = *(const Uint32 *)param};
    SDL_PushEvent(&ev);
    return 0;
}

int app_bench_run(App *app) {
    /* First frame: exactly what the interactive start does. */
    app_draw(app, NULL);
    double process_ms = proc_since_start_ms();
    if (app->fatal) return 1;
    int w, h, pw, ph;
    SDL_GetWindowSize(app->window, &w, &h);
    SDL_GL_GetDrawableSize(app->window, &pw, &ph);
    printf("window: %dx%d points, %dx%d pixels; renderer: %s\n", w, h, pw, ph,
           (const char *)glGetString(GL_RENDERER));
    printf("first frame: %.1f ms after main(), %.0f ms after process start\n", app->first_frame_ms,
           process_ms);
    printf("  start-up parts: window and context %.1f ms, menu shaders %.1f ms, fonts %.1f ms; "
           "after the first frame: the other programs compiled and warmed %.1f ms, sound %.1f ms\n",
           app->init_ms[0], app->init_ms[1], app->init_ms[2], app->init_ms[4], app->init_ms[3]);
    printf("  first frame's drawing: %.1f ms to submit and present, %.1f ms more until the driver "
           "finished\n",
           app->first_draw_ms[0], app->first_draw_ms[1]);
    /* Split resident memory: the file part is mostly the GL driver's shared libraries (llvmpipe
     * maps LLVM), which a hardware driver does not need and other processes share. */
    printf("memory after the first frame: resident %ld KB = anonymous %ld KB + files %ld KB "
           "(%ld KB before the window and GL context were made)\n",
           proc_status_kb("VmRSS"), proc_status_kb("RssAnon"),
           proc_status_kb("RssFile") + proc_status_kb("RssShmem"), app->rss_before_context_kb);

    /* The floor: a frame that only clears and presents. */
    static double base[BENCH_FRAMES / 4], redraw[REDRAWS];
    int lw, lh;
    SDL_GetWindowSize(app->window, &lw, &lh);
    for (int i = 0; i < BENCH_FRAMES / 4; i++) {
        double c0 = cpu_seconds();
        gfx_renderer_begin(&app->renderer, lw, lh, pw, ph, 0, app->theme.background);
        gfx_renderer_end(&app->renderer);
        SDL_GL_SwapWindow(app->window);
        glFinish();
        base[i] = (cpu_seconds() - c0) * 1000.0;
    }
    qsort(base, BENCH_FRAMES / 4, sizeof base[0], by_value);
    printf("clear and present only: cpu ms p50 %.2f  p95 %.2f\n", base[BENCH_FRAMES / 8],
           base[BENCH_FRAMES / 4 * 95 / 100]);
    time_menu_redraws(app, redraw, "menu redraw");
    /* The menu again after a rules page, without fades in between: what the page leaves behind
     * (its cached lines, freed memory) must not slow the menu down. */
    UiAnimSpeed speed = app->prefs.anim_speed;
    app->prefs.anim_speed = UI_ANIM_OFF;
    scene_push(&app->stack, &app->ctx, scene_rules_create(&app->ctx, 0));
    for (int i = 0; i < 10; i++) app_draw(app, NULL);
    scene_pop(&app->stack, &app->ctx);
    app->prefs.anim_speed = speed;
    time_menu_redraws(app, redraw, "menu redraw after a rules page");

    /* Animating: scene changes back and forth, so every frame runs a fade over a full scene. */
    static double cpu[BENCH_FRAMES], wall[BENCH_FRAMES], blend[BENCH_FRAMES], capture[BENCH_FRAMES],
        band[BENCH_FRAMES];
    int blends = 0, captures = 0, bands = 0;
    const char *scene_name[BENCH_SCENE_KINDS] = {0};
    double scene_ms[BENCH_SCENE_KINDS] = {0};
    int scene_n[BENCH_SCENE_KINDS] = {0};
    double dt = 1.0 / 60.0;
    for (int i = 0; i < BENCH_FRAMES; i++) {
        if (!scene_stack_busy(&app->stack)) {
            int which = (i / 20) % 3;
            if (app->stack.count > 1)
                scene_pop(&app->stack, &app->ctx);
            else if (which == 0)
                scene_push(&app->stack, &app->ctx, scene_setup_create(&app->ctx, 1));
            else if (which == 1)
                scene_push(&app->stack, &app->ctx, scene_rules_create(&app->ctx, 0));
            else
                scene_push(&app->stack, &app->ctx, scene_settings_create(&app->ctx));
        }
        double c0 = cpu_seconds(), w0 = monotonic_seconds();
        unsigned captured = app->fade_captures, banded = app->fade_bands_drawn;
        SDL_Event ev;
        while (SDL_PollEvent(&ev)) app_handle_event(app, &ev);
        app->now += dt;
        app_update(app, dt);
        app_draw(app, NULL);
        glFinish(); /* llvmpipe draws on worker threads: count the frame's whole cost */
        cpu[i] = (cpu_seconds() - c0) * 1000.0;
        wall[i] = (monotonic_seconds() - w0) * 1000.0;
        /* The kinds of fade frame: one that draws a whole scene into its picture, one that draws a
         * band of the next scene ahead, and the rest, which only show a picture faded. */
        if (app->fade_captures != captured) {
            capture[captures++] = cpu[i];
            const Scene *top = scene_top(&app->stack);
            for (int k = 0; k < BENCH_SCENE_KINDS; k++)
                if (!scene_name[k] || strcmp(scene_name[k], top->name) == 0) {
                    scene_name[k] = top->name;
                    scene_ms[k] += cpu[i];
                    scene_n[k]++;
                    break;
                }
        } else if (app->fade_bands_drawn != banded)
            band[bands++] = cpu[i];
        else if (app->stack.fade > 0.0f)
            blend[blends++] = cpu[i];
    }
    qsort(cpu, BENCH_FRAMES, sizeof cpu[0], by_value);
    qsort(wall, BENCH_FRAMES, sizeof wall[0], by_value);
    printf("animating, %d frames: cpu ms p50 %.2f  p95 %.2f  p99 %.2f  max %.2f\n", BENCH_FRAMES,
           cpu[BENCH_FRAMES / 2], cpu[BENCH_FRAMES * 95 / 100], cpu[BENCH_FRAMES * 99 / 100],
           cpu[BENCH_FRAMES - 1]);
    printf("                     wall ms p50 %.2f  p95 %.2f  p99 %.2f\n", wall[BENCH_FRAMES / 2],
           wall[BENCH_FRAMES * 95 / 100], wall[BENCH_FRAMES * 99 / 100]);
    qsort(blend, (size_t)blends, sizeof blend[0], by_value);
    qsort(band, (size_t)bands, sizeof band[0], by_value);
    qsort(capture, (size_t)captures, sizeof capture[0], by_value);
    if (blends > 0)
        printf("  by kind: %d faded-picture frames cpu ms p50 %.2f  p95 %.2f\n", blends,
               blend[blends / 2], blend[blends * 95 / 100]);
    if (bands > 0)
        printf("           %d frames also drawing a band of the next scene ahead: p50 %.2f  p95 "
               "%.2f\n",
               bands, band[bands / 2], band[bands * 95 / 100]);
    if (captures > 0)
        printf("           %d frames drawing a whole scene into the picture: p50 %.2f  p95 %.2f\n",
               captures, capture[captures / 2], capture[captures * 95 / 100]);
    printf("  scene-drawing frames, mean cpu ms by scene:");
    for (int k = 0; k < BENCH_SCENE_KINDS && scene_name[k]; k++)
        printf(" %s %.2f (%d)", scene_name[k], scene_ms[k] / scene_n[k], scene_n[k]);
    printf("\n");

    app_bench_boards(app);

    /* Idle: the interactive loop's waiting, for two seconds with nothing happening. */
    scene_pop_to_root(&app->stack, &app->ctx);
    for (int i = 0; i < 120 && scene_stack_busy(&app->stack); i++) {
        app_update(app, dt);
        app_draw(app, NULL);
    }
    glFinish();
    SDL_Delay(300); /* let the driver's threads go quiet first */
    /* The app's own wait (SDL_WaitEvent, no timeout): a timer's event ends it, so nothing but
     * the video driver decides whether waiting wakes up. */
    Uint32 stop_event = SDL_RegisterEvents(1);
    SDL_TimerID timer = stop_event != (Uint32)-1 ? SDL_AddTimer(2000, post_stop, &stop_event) : 0;
    double c0 = cpu_seconds(), w0 = monotonic_seconds();
    while (monotonic_seconds() - w0 < 2.0) {
        SDL_Event ev;
        bool got = timer ? SDL_WaitEvent(&ev) == 1 : SDL_WaitEventTimeout(&ev, 100) == 1;
        if (got && timer && ev.type == stop_event) break;
        if (got) app_handle_event(app, &ev);
        if (app->dirty) app_draw(app, NULL);
    }
    if (timer) SDL_RemoveTimer(timer);
    double idle = (cpu_seconds() - c0) / (monotonic_seconds() - w0) * 100.0;
    printf("idle menu: %.2f%% of one CPU\n", idle);
    printf("memory: resident %ld KB now (anonymous %ld KB), peak %ld KB\n", proc_status_kb("VmRSS"),
           proc_status_kb("RssAnon"), proc_status_kb("VmHWM"));
    return 0;
}
