/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board part of --bench, per game: frame CPU while a piece is dragged and while a move
 * animates, whether a press shows its targets in the next frame, the longest gap between frames
 * while the computer thinks (also with every core kept busy by other programs), and resident
 * memory during a game. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifndef _WIN32
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "app/bench.h"
#include "app/proc_stats.h"
#include "app/sdl_input.h"
#include "views/view.h"

#define SAMPLES_MAX 2048

typedef struct Samples {
    double ms[SAMPLES_MAX];
    int n;
} Samples;

static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void report(const char *what, Samples *s) {
    if (s->n == 0) {
        printf("    %s: no frames\n", what);
        return;
    }
    qsort(s->ms, (size_t)s->n, sizeof s->ms[0], by_value);
    printf("    %s, %d frames: cpu ms p50 %.2f  p95 %.2f  max %.2f\n", what, s->n, s->ms[s->n / 2],
           s->ms[s->n * 95 / 100], s->ms[s->n - 1]);
}

/* One frame as the interactive loop makes it, its CPU time (all threads, finished) recorded.
 * Returns whether the frame's input changed what is drawn (the scene took it). */
static bool timed_frame(App *app, Samples *s) {
    double c0 = cpu_now();
    SDL_Event ev;
    app->dirty = false;
    while (SDL_PollEvent(&ev)) app_handle_event(app, &ev);
    bool taken = app->dirty;
    app->now += 1.0 / 60.0;
    app_update(app, 1.0 / 60.0);
    app_draw(app, NULL);
    glFinish();
    if (s && s->n < SAMPLES_MAX) s->ms[s->n++] = (cpu_now() - c0) * 1000.0;
    return taken;
}

static void send_input(App *app, const UiInput *in) {
    SDL_Event ev;
    if (!app_input_to_sdl(in, SDL_GetWindowID(app->window), &ev)) return;
    SDL_PushEvent(&ev);
    timed_frame(app, NULL);
    if (ev.type == SDL_KEYDOWN) { /* a key also goes up */
        ev.type = SDL_KEYUP;
        ev.key.state = SDL_RELEASED;
        SDL_PushEvent(&ev);
        timed_frame(app, NULL);
    }
}

static bool says(Scene *top, const char *key, const char *value) {
    char got[64];
    return top->query && top->query(top, key, got, sizeof got) && strcmp(got, value) == 0;
}

/* The options a person gets from the new-game panel: each row's suggestion. */
static void suggested_options(const GameRules *g, GameOptions *opt) {
    game_options_init(opt);
    for (int k = 0; k < g->option_count; k++) {
        const GameOptionDesc *d = &g->options[k];
        if (d->kind != GAME_OPTION_CHOICE || d->suggested == d->initial) continue;
        char token[GAME_OPTION_KEY_MAX + GAME_OPTION_VALUE_MAX];
        snprintf(token, sizeof token, "%s=%s", d->key, d->values[d->suggested]);
        Error err;
        game_options_add(opt, token, &err);
    }
}

/* Passes a privacy screen, then presses each key of `keys` (each in a frame of its own, not
 * timed): what the view shows with them on is what is measured. */
static void send_keys(App *app, const char *keys) {
    if (!keys) return;
    const UiWidget *pass = ui_find(&app->ui, "board.privacy");
    if (pass) {
        UiInput click[3]; /* the pointer moved there, pressed and released */
        int n = view_events_click(click, 3, pass->rect.x + pass->rect.w / 2,
                                  pass->rect.y + pass->rect.h / 2, UI_MOUSE_PRIMARY);
        for (int i = 0; i < n; i++) send_input(app, &click[i]);
    }
    for (const char *k = keys; *k; k++)
        send_input(app, &(UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = *k});
}

/* Opens a board for `players` and plays the person's first legal move there with the view's
 * own input events, timing those frames into `drag` when asked. Returns the scene, NULL when the
 * view cannot be dragged. */
static Scene *open_and_drag(App *app, const GameRules *g, bool computer, Samples *drag,
                            bool *next_frame, char *text, size_t n) {
    GameOptions opt;
    suggested_options(g, &opt);
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, &opt, 1, &err)) return NULL;
    const GameView *view = view_for(g);
    Move moves[GAME_MOVES_MAX];
    int count = game_line_moves(&line, moves, GAME_MOVES_MAX);
    for (int i = 0; i < view->bench_plies && count > 0; i++) {
        if (!game_line_play(&line, moves[0], &err)) return NULL;
        count = game_line_moves(&line, moves, GAME_MOVES_MAX);
    }
    bool have_text =
        count > 0 && g->move_to_text(game_line_state(&line), moves[count / 2], text, n);
    /* The person moves first, whatever the game's rule for who starts. */
    const char *players = !computer                                 ? "human,human"
                          : g->to_move(game_line_state(&line)) == 0 ? "human,master"
                                                                    : "master,human";
    Scene board = scene_board_create(&app->ctx, &line, players, NULL, &err);
    if (!board.data) return NULL;
    scene_push(&app->stack, &app->ctx, board);
    for (int i = 0; i < 60 && scene_stack_busy(&app->stack); i++) timed_frame(app, NULL);
    Scene *top = scene_top(&app->stack);
    send_keys(app, view->bench_keys);
    UiInput in[96];
    int inputs = have_text && top->script ? top->script(top, &app->ctx, text, true, in, 96) : 0;
    if (inputs == 0) return NULL;
    for (int i = 0; i < inputs; i++) {
        SDL_Event ev;
        if (!app_input_to_sdl(&in[i], SDL_GetWindowID(app->window), &ev)) continue;
        SDL_PushEvent(&ev);
        bool taken = timed_frame(app, drag);
        /* The frame that handles the press is the one that draws the targets it shows. */
        if (in[i].kind == UI_INPUT_PRESS && next_frame && !*next_frame) *next_frame = taken;
    }
    return top;
}

static void close_board(App *app) {
    scene_pop_to_root(&app->stack, &app->ctx);
    for (int i = 0; i < 60 && scene_stack_busy(&app->stack); i++) timed_frame(app, NULL);
}

#ifdef _WIN32
typedef int HogId; /* no shell to start: the busy-machine figures are left out there */

static int start_hogs(HogId *ids, int n) {
    (void)ids, (void)n;
    return 0;
}

static void stop_hogs(const HogId *ids, int n) {
    (void)ids, (void)n;
}
#else
typedef pid_t HogId;

/* Starts `n` programs that keep a core busy each (shells looping), at the window's priority;
 * returns how many started. */
static int start_hogs(pid_t *pids, int n) {
    extern char **environ;
    char *argv[] = {"sh", "-c", "while :; do :; done", NULL};
    int started = 0;
    for (int i = 0; i < n; i++)
        if (posix_spawn(&pids[started], "/bin/sh", NULL, NULL, argv, environ) == 0) started++;
    return started;
}

static void stop_hogs(const pid_t *pids, int n) {
    for (int i = 0; i < n; i++) {
        kill(pids[i], SIGKILL);
        waitpid(pids[i], NULL, 0);
    }
}
#endif

/* The longest gap between frames while the computer (master) thinks on its reply, with `hogs`
 * other programs keeping cores busy meanwhile. */
static void thinking_gaps(App *app, const GameRules *g, int hogs) {
    enum { HOGS_MAX = 64 };
    char text[GAME_MOVE_TEXT_MAX];
    HogId pids[HOGS_MAX];
    int running = start_hogs(pids, hogs < HOGS_MAX ? hogs : HOGS_MAX);
    Scene *top = open_and_drag(app, g, true, NULL, NULL, text, sizeof text);
    double longest = 0, last = monotonic_seconds(), start = last;
    int frames = 0;
    while (top && says(top, "thinking", "yes") && monotonic_seconds() - start < 30) {
        timed_frame(app, NULL);
        double now = monotonic_seconds();
        if (now - last > longest) longest = now - last;
        last = now;
        frames++;
    }
    stop_hogs(pids, running);
    printf("    computer thinking %.2f s%s: %d frames, longest gap between frames %.1f ms\n",
           monotonic_seconds() - start, running ? ", every core kept busy by other programs" : "",
           frames, longest * 1000.0);
    if (!running)
        printf("    resident with the computer playing: %ld KB\n", proc_status_kb("VmRSS"));
    close_board(app);
}

static void bench_game(App *app, const GameRules *g) {
    printf("  %s:\n", g->id);
    /* Two people at the screen, so that no search shares the CPU with the frames measured. */
    Samples drag = {.n = 0}, anim = {.n = 0};
    bool next_frame = false;
    char text[GAME_MOVE_TEXT_MAX];
    Scene *top = open_and_drag(app, g, false, &drag, &next_frame, text, sizeof text);
    if (!top) {
        printf("    the view cannot be dragged yet: no board figures\n");
        close_board(app);
        return;
    }
    printf("    dragging %s (two people, no search running):\n", text);
    report("drag frames", &drag);
    printf("    press to targets shown: %s\n",
           next_frame ? "the next frame" : "not in the next frame");
    for (int i = 0; i < 600 && says(top, "animating", "yes"); i++) timed_frame(app, &anim);
    report("move animating", &anim);
    long busy_kb = proc_status_kb("VmRSS");
    /* The app's own loop with nothing to do, as a player looking at the board leaves it: going
     * idle, the app has its heap give back the free pages (app_heap_give_back). */
    app_run_for(app, 1.5);
    printf("    resident during the game: %ld KB, %ld KB after 1.5 s at rest\n", busy_kb,
           proc_status_kb("VmRSS"));
    close_board(app);

    /* Against the computer: frames as fast as they come while it searches its reply, on a quiet
     * machine and then with other programs keeping every core busy. */
    thinking_gaps(app, g, 0);
    thinking_gaps(app, g, SDL_GetCPUCount());
}

void app_bench_boards(App *app) {
    printf("boards (the person drags a piece, then the computer at the master level, %d ms a "
           "move, replies):\n",
           app->ctx.ai_movetime_ms);
    for (int i = 0; i < game_count(); i++) bench_game(app, game_at(i));
}
