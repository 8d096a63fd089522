/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One lesson (docs/lessons.md) played on the game's own board view: the learner's moves, made
 * with the board's mouse and keys, go to the lesson runner (src/learn/lesson_run.h), whose
 * verdict the scene shows: a step passed, the other side's reply, a move that missed shown and
 * taken back with the reason, a move the rules refuse. Hints, restarting a step, the stars kept
 * in the settings, the next lesson, and after the last one a game against Beginner. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/lesson_data.h"

/* How long a move that missed stays on the board before it is taken back, at normal speed. */
#define LESSON_MISS_SECONDS 1.2f

ViewFrame lesson_frame(LessonData *l) {
    const GameRules *g = l->rules;
    const GameLine *line = l->moment == LESSON_SHOWING_MISS ? &l->missed : &l->run.line;
    const void *position = learn_view_at(&l->run, line, line->length, l->shown);
    bool has_last = l->has_last && line->length > 0;
    /* The other side's move is not marked where the game hides its moves (l->before is the
     * rule's scratch until the position before is written there). */
    bool marked = has_last && game_line_last_marked_for(line, l->run.learner, l->before);
    ViewFrame f = {.rules = g,
                   .position = position,
                   .before =
                       has_last ? learn_view_at(&l->run, line, line->length - 1, l->before) : NULL,
                   .viewer = l->run.learner,
                   .to_move = g->to_move(game_line_state(line)),
                   .can_act = l->moment == LESSON_PLAYING,
                   .has_last = marked,
                   .last = l->last,
                   .progress = l->progress,
                   .hint = l->moment == LESSON_PLAYING ? l->hint : "",
                   .coordinates = l->ctx->prefs->show_coordinates,
                   .scheme = l->ctx->prefs->scheme,
                   .time = l->time};
    if (f.can_act) {
        f.moves = l->moves;
        f.texts = (const char(*)[GAME_MOVE_TEXT_MAX])l->texts;
        f.move_count = l->move_count;
    }
    return f;
}

/* The learner's moves from the position now, and the view fresh: after every change. */
static void position_changed(LessonData *l) {
    const GameLine *line = &l->run.line;
    l->move_count =
        l->moment == LESSON_PLAYING ? game_line_moves(line, l->moves, GAME_MOVES_MAX) : 0;
    for (int i = 0; i < l->move_count; i++)
        if (!l->rules->move_to_text(game_line_state(line), l->moves[i], l->texts[i],
                                    GAME_MOVE_TEXT_MAX))
            l->texts[i][0] = '\0';
    if (l->view->reset) l->view->reset(l->view_data);
}

static void say(LessonData *l, LessonTone tone, const char *text) {
    snprintf(l->message, sizeof l->message, "%s", text);
    l->tone = tone;
}

/* The last move moves on the board (none when animations are off). */
static void animate(LessonData *l, Move move) {
    l->has_last = true;
    l->last = move;
    ViewFrame f = lesson_frame(l);
    float seconds = l->view->move_seconds ? l->view->move_seconds(&f) : 0.0f;
    l->anim_seconds = seconds * ui_anim_factor(l->ctx->prefs->anim_speed);
    l->progress = l->anim_seconds > 0 ? 0.0f : 1.0f;
}

/* Starts lesson `index` of the set at its first step. */
static bool open_lesson(LessonData *l, int index, Error *err) {
    if (l->running) learn_free(&l->run);
    l->running = false;
    if (!learn_start(&l->run, l->rules, &l->set.lessons[index], err)) return false;
    l->running = true;
    l->lesson = index;
    l->moment = LESSON_PLAYING;
    l->has_last = false;
    l->progress = 1.0f;
    l->hint[0] = '\0';
    l->verdict = "none";
    say(l, LESSON_TONE_NONE, "");
    position_changed(l);
    return true;
}

/* The lesson's end: its stars, kept when they beat those kept. */
static void lesson_done(LessonData *l) {
    SceneContext *ctx = l->ctx;
    l->moment = LESSON_DONE;
    l->stars = learn_stars(l->run.lesson->par, l->run.moves_used);
    if (ui_prefs_set_lesson_stars(ctx->prefs, l->rules->id, l->lesson, l->stars))
        ctx->prefs_changed(ctx->host);
    ctx->play_sound(ctx->host, SCENE_SOUND_WIN);
}

/* The reason a move missed, in words: the runner's msgid with its argument. */
static void missed_words(LessonData *l, const LearnVerdict *v) {
    const UiCatalog *c = l->ctx->catalog;
    char text[LESSON_MESSAGE_MAX];
    /* An empty argument is not looked up: the catalog's empty msgid is its header. */
    const char *arg = v->reason_arg[0] ? ui_tr(c, v->reason_arg) : "";
    snprintf(text, sizeof text, ui_tr(c, v->reason), arg);
    say(l, LESSON_TONE_BAD, text);
}

/* A move the learner made on the board, in notation: the runner's verdict shown. */
static void offer(LessonData *l, const char *text) {
    SceneContext *ctx = l->ctx;
    GameLine before;
    Error err;
    bool kept = game_line_copy(&before, &l->run.line, &err);
    LearnVerdict v;
    if (!learn_offer_text(&l->run, text, &v, &err)) {
        if (kept) game_line_free(&before);
        say(l, LESSON_TONE_BAD, err.message);
        return;
    }
    l->hint[0] = '\0';
    switch (v.kind) {
    case LEARN_ILLEGAL:
        l->verdict = "illegal";
        say(l, LESSON_TONE_BAD, ui_tr(ctx->catalog, v.illegal));
        if (l->view->reset) l->view->reset(l->view_data);
        break;
    case LEARN_PASSED:
        l->verdict = "passed";
        ctx->play_sound(ctx->host, SCENE_SOUND_MOVE);
        l->moment = LESSON_STEP_PASSED;
        animate(l, v.move);
        say(l, LESSON_TONE_GOOD, ui_tr(ctx->catalog, N_("Well done!")));
        /* The last step's pass ends the lesson; another's waits for Next. */
        if (l->run.step + 1 == l->run.lesson->step_count && learn_next_step(&l->run, &err))
            lesson_done(l);
        position_changed(l);
        break;
    case LEARN_NOT_YET:
        l->verdict = "not_yet";
        ctx->play_sound(ctx->host, SCENE_SOUND_MOVE);
        animate(l, v.reply);
        say(l, LESSON_TONE_NONE, "");
        position_changed(l);
        break;
    case LEARN_MISSED:
        l->verdict = "missed";
        ctx->play_sound(ctx->host, SCENE_SOUND_LOSE);
        missed_words(l, &v);
        /* The move stays on the board for a moment, then the step's position comes back. */
        if (kept && ctx->prefs->anim_speed != UI_ANIM_OFF &&
            game_line_play(&before, v.move, &err)) {
            if (l->has_missed) game_line_free(&l->missed);
            l->missed = before; /* the scene holds it now */
            l->has_missed = true;
            kept = false;
            l->moment = LESSON_SHOWING_MISS;
            l->miss_left = LESSON_MISS_SECONDS * ui_anim_factor(ctx->prefs->anim_speed);
            animate(l, v.move);
        } else {
            l->has_last = false;
        }
        position_changed(l);
        break;
    }
    if (kept) game_line_free(&before);
}

/* The first of several moves a view gives at once (a Gottaz preset): a lesson judges one. */
static void offer_first(LessonData *l, const char *text) {
    char one[GAME_MOVE_TEXT_MAX];
    snprintf(one, sizeof one, "%s", text);
    one[strcspn(one, " ")] = '\0';
    offer(l, one);
}

static bool lesson_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    (void)ctx;
    LessonData *l = s->data;
    if (l->moment != LESSON_PLAYING || !l->view->input || !l->view->layout) return false;
    ViewFrame f = lesson_frame(l);
    l->view->layout(l->view_data, &f, l->area, l->scale);
    char move[GAME_MOVE_TEXT_MAX] = "";
    ViewResult r = l->view->input(l->view_data, &f, in, move, sizeof move);
    if (r == VIEW_MOVE) {
        offer_first(l, move);
        return true;
    }
    if (r == VIEW_TAKEN && in->kind == UI_INPUT_PRESS && l->tone == LESSON_TONE_BAD)
        say(l, LESSON_TONE_NONE, "");
    return r != VIEW_IGNORED;
}

static void show_hint(LessonData *l) {
    Move m;
    Error err;
    if (!learn_hint(&l->run, &m, &err) ||
        !l->rules->move_to_text(learn_position(&l->run), m, l->hint, sizeof l->hint)) {
        l->hint[0] = '\0';
        say(l, LESSON_TONE_BAD, err.message);
        return;
    }
    /* The move in words too: the board shows where a piece goes, not how a Gunzi wedge turns
     * after its step or where a mortar aims. */
    const UiCatalog *catalog = l->ctx->catalog;
    GameMoveWords words;
    char text[GAME_WORDS_TEXT_MAX], line[LESSON_MESSAGE_MAX];
    if (l->rules->move_words &&
        l->rules->move_words(learn_position(&l->run), m, l->run.learner, false, &words) &&
        ui_words(catalog, &words, text, sizeof text)) {
        snprintf(line, sizeof line, ui_tr(catalog, N_("A move that works: %s.")), text);
        say(l, LESSON_TONE_INFO, line);
        return;
    }
    say(l, LESSON_TONE_INFO, ui_tr(catalog, N_("A move that works is shown on the board.")));
}

/* After the last lesson: a real game against the computer at the Beginner level, the learner
 * moving first. */
static void play_beginner(LessonData *l) {
    SceneContext *ctx = l->ctx;
    GameOptions opt;
    game_options_init(&opt);
    GameLine line;
    Error err;
    if (!game_line_start(&line, l->rules, &opt, ctx->seed, &err)) {
        say(l, LESSON_TONE_BAD, err.message);
        return;
    }
    Scene board = scene_board_create(ctx, &line, "human,beginner", NULL, &err);
    if (!board.data) {
        say(l, LESSON_TONE_BAD, err.message);
        return;
    }
    scene_push(ctx->stack, ctx, board);
}

static void lesson_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    LessonData *l = s->data;
    (void)in;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    Error err;
    const char *id = a->id;
    if (strcmp(id, "lesson.hint") == 0 && l->moment == LESSON_PLAYING) {
        show_hint(l);
    } else if (strcmp(id, "lesson.restart") == 0 &&
               (l->moment == LESSON_PLAYING || l->moment == LESSON_SHOWING_MISS)) {
        l->moment = LESSON_PLAYING;
        l->has_last = false;
        l->hint[0] = '\0';
        say(l, LESSON_TONE_NONE, "");
        if (learn_restart_step(&l->run, &err)) position_changed(l);
    } else if (strcmp(id, "lesson.next") == 0 && l->moment == LESSON_STEP_PASSED &&
               learn_next_step(&l->run, &err)) {
        l->moment = LESSON_PLAYING;
        l->has_last = false;
        l->verdict = "none";
        say(l, LESSON_TONE_NONE, "");
        position_changed(l);
    } else if (strcmp(id, "lesson.next_lesson") == 0 && l->moment == LESSON_DONE &&
               l->lesson + 1 < l->set.count) {
        if (!open_lesson(l, l->lesson + 1, &err)) say(l, LESSON_TONE_BAD, err.message);
    } else if (strcmp(id, "lesson.again") == 0 && l->moment == LESSON_DONE) {
        if (!open_lesson(l, l->lesson, &err)) say(l, LESSON_TONE_BAD, err.message);
    } else if (strcmp(id, "lesson.beginner") == 0 && l->moment == LESSON_DONE) {
        play_beginner(l);
    }
}

static bool lesson_update(Scene *s, SceneContext *ctx, float dt) {
    (void)ctx;
    LessonData *l = s->data;
    l->time += dt;
    bool moving = false;
    if (l->progress < 1.0f) {
        l->progress += l->anim_seconds > 0 ? dt / l->anim_seconds : 1.0f;
        if (l->progress > 1.0f) l->progress = 1.0f;
        moving = true;
    }
    if (l->moment == LESSON_SHOWING_MISS) {
        l->miss_left -= dt;
        if (l->miss_left <= 0) { /* taken back: the step's position again */
            l->moment = LESSON_PLAYING;
            l->has_last = false;
            position_changed(l);
        }
        moving = true;
    }
    if (l->view->animating && l->view->layout) {
        ViewFrame f = lesson_frame(l);
        if (l->view->animating(l->view_data, &f)) moving = true;
    }
    return moving;
}

static void lesson_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    LessonData *l = s->data;
    char title[160];
    snprintf(title, sizeof title, T(d, "Learn %s"), l->rules->title);
    scene_draw_page(d, title, true);
    UiRect panel;
    scene_board_layout(d, &l->area, &panel);
    l->scale = d->scale;
    lesson_draw_board(l, d);
    lesson_draw_panel(l, d, panel);
}

static const char *const moment_names[] = {"playing", "missed", "passed", "done"};

static bool lesson_query(const Scene *s, const char *key, char *out, size_t n) {
    LessonData *l = s->data;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", l->rules->id), true;
    if (strcmp(key, "lesson") == 0) return snprintf(out, n, "%d", l->lesson + 1), true;
    if (strcmp(key, "step") == 0) return snprintf(out, n, "%d", l->run.step + 1), true;
    if (strcmp(key, "state") == 0) return snprintf(out, n, "%s", moment_names[l->moment]), true;
    if (strcmp(key, "verdict") == 0) return snprintf(out, n, "%s", l->verdict), true;
    if (strcmp(key, "message") == 0) return snprintf(out, n, "%s", l->message), true;
    if (strcmp(key, "stars") == 0) return snprintf(out, n, "%d", l->stars), true;
    if (strcmp(key, "moves_used") == 0) return snprintf(out, n, "%d", l->run.moves_used), true;
    if (strcmp(key, "hint") == 0) return snprintf(out, n, "%s", l->hint), true;
    if (strcmp(key, "animating") == 0)
        return snprintf(out, n, "%s",
                        l->progress < 1 || l->moment == LESSON_SHOWING_MISS ? "yes" : "no"),
               true;
    if (strcmp(key, "view") == 0) { /* what is drawn, in the one-line form of a side's knowledge */
        const GameRules *g = l->rules;
        if (!g->observe || !g->side || !g->side->to_text) return false;
        ViewFrame f = lesson_frame(l);
        if (!g->side->to_text(f.position, out, n)) snprintf(out, n, "?");
        return true;
    }
    if (strcmp(key, "legal") == 0) { /* the moves offered to the learner, space separated */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < l->move_count && used < n; i++)
            used += (size_t)snprintf(out + used, n - used, "%s%s", used ? " " : "", l->texts[i]);
        return true;
    }
    /* For the tests, without counting a hint: a move that passes the step (its first move), and
     * one that misses it ("" when every move passes). */
    Move m;
    Error err;
    if (strcmp(key, "solution") == 0) {
        out[0] = '\0';
        if (l->moment == LESSON_PLAYING && learn_find_hint(&l->run, &m, &err))
            l->rules->move_to_text(learn_position(&l->run), m, out, n);
        return true;
    }
    if (strcmp(key, "miss") == 0) {
        out[0] = '\0';
        for (int i = 0; i < l->move_count && l->moment == LESSON_PLAYING; i++)
            if (!learn_would_pass(&l->run, l->moves[i])) {
                snprintf(out, n, "%s", l->texts[i]);
                break;
            }
        return true;
    }
    if (strncmp(key, "view.", 5) == 0 && l->view->query && l->view->layout) {
        ViewFrame f = lesson_frame(l);
        l->view->layout(l->view_data, &f, l->area, l->scale);
        return l->view->query(l->view_data, &f, key + 5, out, n);
    }
    return false;
}

/* The input events that play `move` on the board, for the tests: the view's own. */
static int lesson_script(Scene *s, SceneContext *ctx, const char *move, bool drag, UiInput *out,
                         int max) {
    (void)ctx;
    LessonData *l = s->data;
    if (!l->view->script || !l->view->layout || l->moment != LESSON_PLAYING) return 0;
    ViewFrame f = lesson_frame(l);
    l->view->layout(l->view_data, &f, l->area, l->scale);
    if (l->view->reset) l->view->reset(l->view_data);
    return l->view->script(l->view_data, &f, move, drag, out, max);
}

static void lesson_destroy(Scene *s) {
    LessonData *l = s->data;
    if (!l) return;
    if (l->running) learn_free(&l->run);
    if (l->has_missed) game_line_free(&l->missed);
    lesson_set_free(&l->set);
    free(l->moves);
    free(l->texts);
    free(l->shown);
    free(l->before);
    free(l->view_data);
    free(l);
}

Scene scene_lesson_create(SceneContext *ctx, int game_index, int lesson_index) {
    Scene s = {.name = "lesson", .destroy = lesson_destroy};
    LessonData *l = calloc(1, sizeof *l);
    if (!l) return (Scene){.name = "lesson"};
    s.data = l;
    l->ctx = ctx;
    l->game = game_index;
    l->rules = game_at(game_index);
    l->view = view_for(l->rules);
    size_t position_size = game_position_size(l->rules);
    l->view_data = calloc(1, l->view->data_size ? l->view->data_size : 1);
    l->moves = calloc(GAME_MOVES_MAX, sizeof *l->moves);
    l->texts = calloc(GAME_MOVES_MAX, sizeof *l->texts);
    l->shown = calloc(1, position_size);
    l->before = calloc(1, position_size);
    l->scale = 1;
    l->progress = 1.0f;
    Error err = {{0}};
    if (!l->view_data || !l->moves || !l->texts || !l->shown || !l->before ||
        !lesson_scene_load(ctx, l->rules, &l->set, &err) || lesson_index >= l->set.count ||
        !open_lesson(l, lesson_index, &err)) {
        fprintf(stderr, "duelboard: %s\n", err.message[0] ? err.message : "out of memory");
        lesson_destroy(&s);
        return (Scene){.name = "lesson"}; /* an empty scene: the push does nothing */
    }
    s.input = lesson_input;
    s.event = lesson_event;
    s.update = lesson_update;
    s.draw = lesson_draw;
    s.query = lesson_query;
    s.script = lesson_script;
    return s;
}
