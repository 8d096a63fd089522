/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's puzzles (Puzzles in the menu; docs/puzzles.md, "In the app") played on the game's own
 * board view: the player's moves, made with the board's mouse and keys, go to the puzzle runner
 * (src/learn/puzzle_run.h), whose verdict the scene shows: the other side's reply, a wrong move
 * shown and taken back, the puzzle solved. A deduction puzzle's fields are marked by clicks and
 * checked. Hints, the solution played out, the rating and streak kept in the settings, and the
 * next puzzle picked from them (learn/puzzle_record.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/text_file.h"
#include "scenes/puzzle_data.h"

/* How long a wrong move stays on the board before it is taken back, and how long each move of a
 * solution shown stays before the next, at normal speed. */
#define PUZZLE_WRONG_SECONDS 1.2f
#define PUZZLE_LINE_SECONDS 0.7f

ViewFrame puzzle_frame(PuzzleData *p) {
    const GameRules *g = p->rules;
    bool wrong = p->moment == PUZZLE_SHOWING_WRONG && p->has_wrong;
    bool deduction = puzzle_run_is_deduction(&p->run);
    const GameLine *line = wrong ? &p->wrong : &p->run.line;
    const void *position = deduction ? puzzle_run_view(&p->run, p->shown)
                                     : puzzle_run_view_at(&p->run, line, line->length, p->shown);
    bool has_last = !deduction && p->has_last && line->length > 0;
    /* The rule every last-move mark follows (p->before is its scratch until written below). */
    bool marked = has_last && game_line_last_marked_for(line, p->run.solver, p->before);
    ViewFrame f = {
        .rules = g,
        .position = position,
        .before = has_last ? puzzle_run_view_at(&p->run, line, line->length - 1, p->before) : NULL,
        .viewer = p->run.solver,
        .to_move = puzzle_run_to_move(&p->run),
        .can_act = p->moment == PUZZLE_PLAYING && !deduction,
        .has_last = marked,
        .last = p->last,
        .progress = p->progress,
        .hint = p->moment == PUZZLE_PLAYING ? p->hint_move : "",
        .coordinates = p->ctx->prefs->show_coordinates,
        .scheme = p->ctx->prefs->scheme,
        .time = p->time};
    if (f.can_act) {
        f.moves = p->moves;
        f.texts = (const char(*)[GAME_MOVE_TEXT_MAX])p->texts;
        f.move_count = p->move_count;
    }
    return f;
}

int puzzle_field_at(PuzzleData *p, const ViewFrame *f, float x, float y) {
    const GameDeduction *deduction = p->rules->side ? p->rules->side->deduction : NULL;
    if (!deduction || !p->view->cell_rect) return -1;
    for (int field = 0; field < GAME_CELLS_MAX; field++) {
        char name[PUZZLE_CELL_NAME_MAX];
        UiRect r;
        if (deduction->field_to_text(field, name, sizeof name) &&
            p->view->cell_rect(p->view_data, f, name, &r) && view_rect_contains(r, x, y))
            return field;
    }
    return -1;
}

/* The player's moves from the position now, and the view fresh: after every change. */
static void position_changed(PuzzleData *p) {
    bool moves = p->moment == PUZZLE_PLAYING && !puzzle_run_is_deduction(&p->run);
    const GameLine *line = &p->run.line;
    p->move_count = moves ? game_line_moves(line, p->moves, GAME_MOVES_MAX) : 0;
    for (int i = 0; i < p->move_count; i++)
        if (!p->rules->move_to_text(game_line_state(line), p->moves[i], p->texts[i],
                                    GAME_MOVE_TEXT_MAX))
            p->texts[i][0] = '\0';
    if (p->view->reset) p->view->reset(p->view_data);
}

static void say(PuzzleData *p, LessonTone tone, const char *msgid) {
    snprintf(p->message, sizeof p->message, "%s", ui_tr(p->ctx->catalog, msgid));
    p->tone = tone;
}

/* The last move moves on the board (none when animations are off). */
static void animate(PuzzleData *p, Move move) {
    p->has_last = true;
    p->last = move;
    ViewFrame f = puzzle_frame(p);
    float seconds = p->view->move_seconds ? p->view->move_seconds(&f) : 0.0f;
    p->anim_seconds = seconds * ui_anim_factor(p->ctx->prefs->anim_speed);
    p->progress = p->anim_seconds > 0 ? 0.0f : 1.0f;
}

/* The puzzle's result, once decided, moves the rating and is kept in the settings: called after
 * everything that may decide it (the run decides once). */
static void keep_result(PuzzleData *p) {
    if (p->run.outcome == PUZZLE_OPEN || p->result_kept) return;
    p->result_kept = true;
    puzzle_record_add(p->record, p->run.puzzle, p->run.outcome == PUZZLE_CLEAN);
    char *text = malloc(PUZZLE_RECORD_TEXT_MAX);
    if (text && puzzle_record_format(p->record, text, PUZZLE_RECORD_TEXT_MAX) &&
        ui_prefs_set_puzzles(p->ctx->prefs, p->rules->id, text))
        p->ctx->prefs_changed(p->ctx->host);
    free(text);
}

/* Starts puzzle `index` of the set. */
static bool open_puzzle(PuzzleData *p, int index, Error *err) {
    if (p->running) puzzle_run_free(&p->run);
    p->running = false;
    if (index < 0) return error_set(err, "the set has no puzzle");
    if (!puzzle_run_start(&p->run, p->rules, &p->set.puzzles[index], err)) return false;
    p->running = true;
    p->result_kept = false;
    p->index = index;
    p->moment = PUZZLE_PLAYING;
    p->has_last = false;
    p->progress = 1.0f;
    p->hint_cell[0] = p->hint_move[0] = '\0';
    p->verdict = "none";
    p->message[0] = '\0';
    p->tone = LESSON_TONE_NONE;
    position_changed(p);
    return true;
}

/* The puzzle is over: solved, or its solution shown. */
static void finished(PuzzleData *p) {
    p->moment = PUZZLE_FINISHED;
    p->hint_cell[0] = p->hint_move[0] = '\0';
    keep_result(p);
    position_changed(p);
}

/* A move the player made on the board, in notation: the runner's verdict shown. */
static void offer(PuzzleData *p, const char *text) {
    SceneContext *ctx = p->ctx;
    PuzzleVerdict v;
    Error err;
    if (!puzzle_run_offer_text(&p->run, text, &v, &err)) {
        snprintf(p->message, sizeof p->message, "%s", err.message);
        p->tone = LESSON_TONE_BAD;
        return;
    }
    p->hint_cell[0] = p->hint_move[0] = '\0';
    switch (v.kind) {
    case PUZZLE_ILLEGAL:
        p->verdict = "illegal";
        say(p, LESSON_TONE_BAD, N_("That is not a legal move."));
        if (p->view->reset) p->view->reset(p->view_data);
        break;
    case PUZZLE_WRONG:
        p->verdict = "wrong";
        ctx->play_sound(ctx->host, SCENE_SOUND_LOSE);
        say(p, LESSON_TONE_BAD, N_("Not the move: try again."));
        keep_result(p);
        /* The move stays on the board for a moment, then the position comes back. */
        if (p->has_wrong) game_line_free(&p->wrong);
        p->has_wrong =
            ctx->prefs->anim_speed != UI_ANIM_OFF && game_line_copy(&p->wrong, &p->run.line, &err);
        if (p->has_wrong && game_line_play(&p->wrong, v.move, &err)) {
            p->moment = PUZZLE_SHOWING_WRONG;
            p->wait_left = PUZZLE_WRONG_SECONDS * ui_anim_factor(ctx->prefs->anim_speed);
            animate(p, v.move);
        } else {
            p->has_last = false;
        }
        position_changed(p);
        break;
    case PUZZLE_GOOD:
        p->verdict = "good";
        ctx->play_sound(ctx->host, SCENE_SOUND_MOVE);
        animate(p, v.reply);
        say(p, LESSON_TONE_GOOD, N_("Good. Keep going."));
        position_changed(p);
        break;
    case PUZZLE_SOLVED:
        p->verdict = "solved";
        ctx->play_sound(ctx->host, SCENE_SOUND_WIN);
        animate(p, v.move);
        say(p, LESSON_TONE_GOOD,
            p->run.outcome == PUZZLE_CLEAN
                ? N_("Solved!")
                : N_("Solved, but not cleanly: it counts as not solved."));
        finished(p);
        break;
    }
}

/* The first of several moves a view gives at once (a Gottaz preset): a puzzle judges one. */
static void offer_first(PuzzleData *p, const char *text) {
    char one[GAME_MOVE_TEXT_MAX];
    snprintf(one, sizeof one, "%s", text);
    one[strcspn(one, " ")] = '\0';
    offer(p, one);
}

/* A press on a field of a deduction puzzle marks or unmarks it. */
static bool mark_input(PuzzleData *p, const ViewFrame *f, const UiInput *in) {
    if (in->kind != UI_INPUT_PRESS || in->button != UI_MOUSE_PRIMARY) return false;
    int field = puzzle_field_at(p, f, in->x, in->y);
    if (field < 0 || !puzzle_run_toggle(&p->run, field)) return false;
    p->ctx->play_sound(p->ctx->host, SCENE_SOUND_PLACE);
    p->verdict = "marked";
    if (p->tone == LESSON_TONE_BAD) p->message[0] = '\0';
    return true;
}

static bool puzzle_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    (void)ctx;
    PuzzleData *p = s->data;
    if (!p->running || p->moment != PUZZLE_PLAYING || !p->view->layout) return false;
    ViewFrame f = puzzle_frame(p);
    p->view->layout(p->view_data, &f, p->area, p->scale);
    /* A deduction's fields are marked; the view keeps the rest (its pad of the shots). */
    if (puzzle_run_is_deduction(&p->run) && mark_input(p, &f, in)) return true;
    if (!p->view->input) return false;
    char move[GAME_MOVE_TEXT_MAX] = "";
    ViewResult r = p->view->input(p->view_data, &f, in, move, sizeof move);
    if (r == VIEW_MOVE) {
        offer_first(p, move);
        return true;
    }
    if (r == VIEW_TAKEN && in->kind == UI_INPUT_PRESS && p->tone == LESSON_TONE_BAD)
        p->message[0] = '\0';
    return r != VIEW_IGNORED;
}

/* The cell a move starts from, where the view's own clicks for it begin (the piece picked up):
 * the first cell named by a letter and a number whose rectangle holds that point; "" when none
 * does (a piece brought from outside the board). */
static void move_cell(PuzzleData *p, const char *move, char *out, size_t n) {
    out[0] = '\0';
    if (!p->view->script || !p->view->cell_rect || !p->view->layout) return;
    ViewFrame f = puzzle_frame(p);
    p->view->layout(p->view_data, &f, p->area, p->scale);
    UiInput in[16];
    int count = p->view->script(p->view_data, &f, move, false, in, 16);
    if (p->view->reset) p->view->reset(p->view_data);
    for (int i = 0; i < count; i++) {
        if (in[i].kind != UI_INPUT_PRESS) continue;
        for (char file = 'A'; file <= 'z'; file = file == 'Z' ? 'a' : (char)(file + 1))
            for (int rank = 1; rank <= 20; rank++) {
                char name[PUZZLE_CELL_NAME_MAX];
                UiRect r;
                snprintf(name, sizeof name, "%c%d", file, rank);
                if (p->view->cell_rect(p->view_data, &f, name, &r) &&
                    view_rect_contains(r, in[i].x, in[i].y)) {
                    snprintf(out, n, "%s", name);
                    return;
                }
            }
        return;
    }
}

static void show_hint(PuzzleData *p) {
    Move m;
    int field = -1;
    Error err;
    if (!puzzle_run_hint(&p->run, &m, &field, &err)) {
        snprintf(p->message, sizeof p->message, "%s", err.message);
        p->tone = LESSON_TONE_BAD;
        return;
    }
    p->hint_cell[0] = p->hint_move[0] = '\0';
    if (field >= 0) {
        p->rules->side->deduction->field_to_text(field, p->hint_cell, sizeof p->hint_cell);
        say(p, LESSON_TONE_INFO,
            N_("A hint: one field of the answer is marked. This puzzle now counts as not solved."));
    } else {
        char text[GAME_MOVE_TEXT_MAX];
        p->rules->move_to_text(game_line_state(&p->run.line), m, text, sizeof text);
        move_cell(p, text, p->hint_cell, sizeof p->hint_cell);
        if (!p->hint_cell[0]) snprintf(p->hint_move, sizeof p->hint_move, "%s", text);
        say(p, LESSON_TONE_INFO,
            N_("A hint: the piece to move is marked. This puzzle now counts as not solved."));
    }
    p->verdict = "hint";
    keep_result(p);
}

/* Show solution: a deduction's answer at once, a line of moves one at a time (update). */
static void show_solution(PuzzleData *p) {
    p->hint_cell[0] = p->hint_move[0] = '\0';
    p->verdict = "shown";
    if (puzzle_run_is_deduction(&p->run)) {
        puzzle_run_show_answer(&p->run);
        say(p, LESSON_TONE_INFO, N_("The answer is shown."));
        finished(p);
        return;
    }
    /* Decided now: Next puzzle or Back while the line plays must not undo the loss. */
    puzzle_run_give_up(&p->run);
    keep_result(p);
    p->moment = PUZZLE_SHOWING_LINE;
    p->wait_left = 0;
    p->message[0] = '\0';
    position_changed(p);
}

static void check_marks(PuzzleData *p) {
    SceneContext *ctx = p->ctx;
    if (puzzle_run_check(&p->run) == PUZZLE_SOLVED) {
        p->verdict = "solved";
        ctx->play_sound(ctx->host, SCENE_SOUND_WIN);
        say(p, LESSON_TONE_GOOD,
            p->run.outcome == PUZZLE_CLEAN
                ? N_("Solved!")
                : N_("Solved, but not cleanly: it counts as not solved."));
        finished(p);
        return;
    }
    p->verdict = "wrong";
    ctx->play_sound(ctx->host, SCENE_SOUND_LOSE);
    say(p, LESSON_TONE_BAD, N_("Not the answer: try again."));
    keep_result(p);
}

static void next_puzzle(PuzzleData *p) {
    Error err;
    int next = puzzle_record_pick(p->record, &p->set, p->run.puzzle->id);
    if (!open_puzzle(p, next, &err)) {
        snprintf(p->message, sizeof p->message, "%s", err.message);
        p->tone = LESSON_TONE_BAD;
    }
}

static void puzzle_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    PuzzleData *p = s->data;
    (void)in;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE || !p->running) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    const char *id = a->id;
    bool playing = p->moment == PUZZLE_PLAYING;
    if (strcmp(id, "puzzle.hint") == 0 && playing) {
        show_hint(p);
    } else if (strcmp(id, "puzzle.solution") == 0 && playing) {
        show_solution(p);
    } else if (strcmp(id, "puzzle.check") == 0 && playing && puzzle_run_is_deduction(&p->run)) {
        check_marks(p);
    } else if (strcmp(id, "puzzle.next") == 0) {
        next_puzzle(p);
    }
}

/* One move of the solution shown, once the last one has been seen. */
static void show_line_step(PuzzleData *p, float dt) {
    if (p->progress < 1.0f) return;
    p->wait_left -= dt;
    if (p->wait_left > 0) return;
    Move played;
    Error err;
    if (!puzzle_run_show_next(&p->run, &played, &err)) {
        say(p, LESSON_TONE_INFO, N_("The solution is shown."));
        finished(p);
        return;
    }
    p->ctx->play_sound(p->ctx->host, SCENE_SOUND_MOVE);
    animate(p, played);
    p->wait_left = PUZZLE_LINE_SECONDS * ui_anim_factor(p->ctx->prefs->anim_speed);
    if (p->run.done) {
        say(p, LESSON_TONE_INFO, N_("The solution is shown."));
        finished(p);
    }
}

static bool puzzle_update(Scene *s, SceneContext *ctx, float dt) {
    (void)ctx;
    PuzzleData *p = s->data;
    if (!p->running) return false;
    p->time += dt;
    bool moving = false;
    if (p->progress < 1.0f) {
        p->progress += p->anim_seconds > 0 ? dt / p->anim_seconds : 1.0f;
        if (p->progress > 1.0f) p->progress = 1.0f;
        moving = true;
    }
    if (p->moment == PUZZLE_SHOWING_WRONG) {
        p->wait_left -= dt;
        if (p->wait_left <= 0) { /* taken back: the position before it again */
            p->moment = PUZZLE_PLAYING;
            p->has_last = false;
            position_changed(p);
        }
        moving = true;
    }
    if (p->moment == PUZZLE_SHOWING_LINE) {
        show_line_step(p, dt);
        moving = true;
    }
    if (p->hint_cell[0] || puzzle_run_is_deduction(&p->run)) moving = true; /* pulsing marks */
    if (p->view->animating && p->view->layout) {
        ViewFrame f = puzzle_frame(p);
        if (p->view->animating(p->view_data, &f)) moving = true;
    }
    return moving;
}

static void puzzle_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    PuzzleData *p = s->data;
    char title[160];
    snprintf(title, sizeof title, T(d, "%s puzzles"), p->rules->title);
    scene_draw_page(d, title, true);
    UiRect panel;
    scene_board_layout(d, &p->area, &panel);
    p->scale = d->scale;
    if (p->running) puzzle_draw_board(p, d);
    puzzle_draw_panel(p, d, panel);
}

static const char *const moment_names[] = {"playing", "wrong", "showing", "finished"};

/* The test queries about the puzzle and the record. */
static bool query_puzzle(PuzzleData *p, const char *key, char *out, size_t n) {
    const GamePuzzle *puzzle = p->running ? p->run.puzzle : NULL;
    if (strcmp(key, "puzzle") == 0) return snprintf(out, n, "%s", puzzle ? puzzle->id : ""), true;
    if (strcmp(key, "goal") == 0) {
        static const char *const goals[] = {"win", "best", "deduce"};
        return snprintf(out, n, "%s", puzzle ? goals[puzzle->goal] : ""), true;
    }
    if (strcmp(key, "outcome") == 0) {
        static const char *const outcomes[] = {"open", "clean", "missed"};
        return snprintf(out, n, "%s", outcomes[p->running ? p->run.outcome : 0]), true;
    }
    if (strcmp(key, "rating") == 0) return snprintf(out, n, "%.0f", p->record->rating.rating), true;
    if (strcmp(key, "streak") == 0) return snprintf(out, n, "%d", p->record->streak), true;
    if (strcmp(key, "solved") == 0)
        return snprintf(out, n, "%d", puzzle_record_solved(p->record)), true;
    if (strcmp(key, "puzzles") == 0) return snprintf(out, n, "%d", p->set.count), true;
    if (strcmp(key, "answer") == 0 && puzzle) { /* a deduction's answer, space separated */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < puzzle->field_count && used < n; i++) {
            char name[PUZZLE_CELL_NAME_MAX] = "";
            p->rules->side->deduction->field_to_text(puzzle->fields[i], name, sizeof name);
            used += (size_t)snprintf(out + used, n - used, "%s%s", i ? " " : "", name);
        }
        return true;
    }
    if (strcmp(key, "marked") == 0)
        return snprintf(out, n, "%d", puzzle_run_marked_count(&p->run)), true;
    return false;
}

static bool puzzle_query(const Scene *s, const char *key, char *out, size_t n) {
    PuzzleData *p = s->data;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", p->rules->id), true;
    if (strcmp(key, "error") == 0)
        return snprintf(out, n, "%s", p->running ? "" : p->message), true;
    if (!p->running) return false;
    if (strcmp(key, "state") == 0) return snprintf(out, n, "%s", moment_names[p->moment]), true;
    if (strcmp(key, "verdict") == 0) return snprintf(out, n, "%s", p->verdict), true;
    if (strcmp(key, "message") == 0) return snprintf(out, n, "%s", p->message), true;
    if (strcmp(key, "hint") == 0)
        return snprintf(out, n, "%s", p->hint_cell[0] ? p->hint_cell : p->hint_move), true;
    if (strcmp(key, "animating") == 0)
        return snprintf(out, n, "%s",
                        p->progress < 1 || p->moment == PUZZLE_SHOWING_WRONG ||
                                p->moment == PUZZLE_SHOWING_LINE
                            ? "yes"
                            : "no"),
               true;
    if (strcmp(key, "legal") == 0) { /* the moves offered to the player, space separated */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < p->move_count && used < n; i++)
            used += (size_t)snprintf(out + used, n - used, "%s%s", used ? " " : "", p->texts[i]);
        return true;
    }
    /* For the tests, without counting a hint: the next move of a solution, and a legal move
     * that is not one ("" when none). */
    Move m;
    Error err;
    if (strcmp(key, "solution") == 0) {
        out[0] = '\0';
        if (p->moment == PUZZLE_PLAYING && !puzzle_run_is_deduction(&p->run) &&
            puzzle_run_next_move(&p->run, &m, &err))
            p->rules->move_to_text(game_line_state(&p->run.line), m, out, n);
        return true;
    }
    if (strcmp(key, "miss") == 0) {
        out[0] = '\0';
        if (p->moment == PUZZLE_PLAYING && !puzzle_run_is_deduction(&p->run) &&
            puzzle_run_next_move(&p->run, &m, &err))
            for (int i = 0; i < p->move_count; i++)
                if (p->moves[i] != m) {
                    snprintf(out, n, "%s", p->texts[i]);
                    break;
                }
        return true;
    }
    if (strncmp(key, "view.", 5) == 0 && p->view->query && p->view->layout) {
        ViewFrame f = puzzle_frame(p);
        p->view->layout(p->view_data, &f, p->area, p->scale);
        return p->view->query(p->view_data, &f, key + 5, out, n);
    }
    return query_puzzle(p, key, out, n);
}

/* The input events that play `move` on the board, for the tests: the view's own. */
static int puzzle_script(Scene *s, SceneContext *ctx, const char *move, bool drag, UiInput *out,
                         int max) {
    (void)ctx;
    PuzzleData *p = s->data;
    if (!p->running || !p->view->script || !p->view->layout || p->moment != PUZZLE_PLAYING)
        return 0;
    ViewFrame f = puzzle_frame(p);
    p->view->layout(p->view_data, &f, p->area, p->scale);
    if (p->view->reset) p->view->reset(p->view_data);
    return p->view->script(p->view_data, &f, move, drag, out, max);
}

static void puzzle_destroy(Scene *s) {
    PuzzleData *p = s->data;
    if (!p) return;
    if (p->running) puzzle_run_free(&p->run);
    if (p->has_wrong) game_line_free(&p->wrong);
    game_puzzles_free(&p->set);
    free(p->record);
    free(p->moves);
    free(p->texts);
    free(p->shown);
    free(p->before);
    free(p->view_data);
    free(p);
}

/* The game's set from the app's data (assets/puzzles/<game id>.txt); err names the file by its
 * name alone (the page shows it: a whole path is too long a word to wrap). */
static bool load_set(const SceneContext *ctx, const GameRules *g, GamePuzzleSet *set, Error *err) {
    char path[sizeof ctx->data_dir + 64];
    snprintf(path, sizeof path, "%s/assets/puzzles/%s.txt", ctx->data_dir, g->id);
    game_puzzles_init(set, g);
    char *text = text_file_read(path, NULL, err);
    bool ok = text && game_puzzles_read(text, set, err);
    free(text);
    if (ok && set->count == 0) ok = error_set(err, "the file holds no puzzle");
    if (!ok) fprintf(stderr, "duelboard: %s: %s\n", path, err->message);
    return ok || error_prefix(err, "%s.txt: ", g->id);
}

bool scene_puzzles_available(const SceneContext *ctx, int game_index) {
    char path[sizeof ctx->data_dir + 64];
    snprintf(path, sizeof path, "%s/assets/puzzles/%s.txt", ctx->data_dir, game_at(game_index)->id);
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

Scene scene_puzzles_create(SceneContext *ctx, int game_index) {
    Scene s = {.name = "puzzles", .destroy = puzzle_destroy};
    PuzzleData *p = calloc(1, sizeof *p);
    if (!p) return (Scene){.name = "puzzles"};
    s.data = p;
    p->ctx = ctx;
    p->game = game_index;
    p->rules = game_at(game_index);
    p->view = view_for(p->rules);
    size_t position_size = game_position_size(p->rules);
    p->view_data = calloc(1, p->view->data_size ? p->view->data_size : 1);
    p->moves = calloc(GAME_MOVES_MAX, sizeof *p->moves);
    p->texts = calloc(GAME_MOVES_MAX, sizeof *p->texts);
    p->shown = calloc(1, position_size);
    p->before = calloc(1, position_size);
    p->record = malloc(sizeof *p->record);
    p->scale = 1;
    p->progress = 1.0f;
    if (!p->view_data || !p->moves || !p->texts || !p->shown || !p->before || !p->record) {
        puzzle_destroy(&s);
        return (Scene){.name = "puzzles"}; /* an empty scene: the push does nothing */
    }
    puzzle_record_new(p->record);
    const char *kept = ui_prefs_puzzles(ctx->prefs, p->rules->id);
    if (kept) puzzle_record_read(p->record, kept);
    s.event = puzzle_event;
    s.draw = puzzle_draw;
    s.query = puzzle_query;
    Error err = {{0}};
    /* A file that cannot be read is said on the page, with the reason, instead of a puzzle. */
    if (!load_set(ctx, p->rules, &p->set, &err) ||
        !open_puzzle(p, puzzle_record_pick(p->record, &p->set, NULL), &err)) {
        snprintf(p->message, sizeof p->message, "%s", err.message);
        return s;
    }
    s.input = puzzle_input;
    s.update = puzzle_update;
    s.script = puzzle_script;
    return s;
}
