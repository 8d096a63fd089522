/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `duelboard-cli learn`: a game's lessons in the terminal, listed, played, or checked to the end
 * by their hints with a missing move refused at each step (docs/lessons.md). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_commands.h"
#include "core/text_file.h"
#include "core/text_number.h"
#include "learn/lesson_run.h"

#ifndef DUELBOARD_LESSONS_DIR
#error "DUELBOARD_LESSONS_DIR comes from src/cli/CMakeLists.txt"
#endif

/* Offers a step may take in a check before it is called stuck. */
#define CHECK_OFFERS_MAX 40

typedef struct LearnOptions {
    const GameRules *game;
    const char *dir; /* the folder of all games' lessons */
    int lesson;      /* 1-based; 0 for all */
    bool list, check;
} LearnOptions;

static void learn_usage(FILE *out) {
    fprintf(out, "usage: duelboard-cli learn <game> [--list] [--lesson N] [--check] [--dir DIR]\n"
                 "Plays the game's lessons (DIR/<game>/*.lesson; DIR is the lessons folder of the\n"
                 "sources unless given): type moves in the game's notation, 'hint', 'again' or\n"
                 "'quit'. --list names the lessons; --check plays each to the end by its hints,\n"
                 "offers a move that misses the goal at each step, and fails on any problem.\n");
}

static int read_options(int argc, char **argv, LearnOptions *o) {
    memset(o, 0, sizeof *o);
    o->dir = getenv("DUELBOARD_LESSONS") ? getenv("DUELBOARD_LESSONS") : DUELBOARD_LESSONS_DIR;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) return learn_usage(stdout), 0;
        if (strcmp(argv[i], "--list") == 0) {
            o->list = true;
        } else if (strcmp(argv[i], "--check") == 0) {
            o->check = true;
        } else if (strcmp(argv[i], "--lesson") == 0 && i + 1 < argc) {
            if (!text_read_int(argv[++i], 1, INT_MAX, &o->lesson))
                return fprintf(stderr, "learn: --lesson takes 1, 2, ...\n"), 2;
        } else if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc) {
            o->dir = argv[++i];
        } else if (!o->game && argv[i][0] != '-') {
            if (!(o->game = cli_find_game(argv[i]))) return 2;
        } else {
            fprintf(stderr, "learn: unexpected '%s'\n", argv[i]);
            return learn_usage(stderr), 2;
        }
    }
    if (!o->game) return learn_usage(stderr), 2;
    return -1;
}

static void print_step(const LearnRun *run, FILE *out) {
    const LessonStep *step = learn_current_step(run);
    fprintf(out, "\n-- %s, step %d of %d --\n", run->lesson->title, run->step + 1,
            run->lesson->step_count);
    for (int i = 0; i < step->say_count; i++) fprintf(out, "%s\n", step->say[i]);
    if (step->mark_count) {
        fprintf(out, "marked:");
        for (int i = 0; i < step->mark_count; i++) fprintf(out, " %s", step->marks[i]);
        fprintf(out, "\n");
    }
    char board[GAME_DESCRIBE_MAX];
    learn_describe(run, board, sizeof board);
    fprintf(out, "%s", board);
}

/* The reason of a verdict in words: the msgid with its argument. */
static void print_reason(const LearnVerdict *v, FILE *out) {
    if (strstr(v->reason, "%s")) {
        const char *at = strstr(v->reason, "%s");
        fprintf(out, "%.*s%s%s\n", (int)(at - v->reason), v->reason, v->reason_arg, at + 2);
    } else {
        fprintf(out, "%s\n", v->reason);
    }
}

/* Plays one lesson with a person; false when they quit. */
static bool play_lesson(const GameRules *g, const Lesson *lesson, FILE *in, FILE *out) {
    LearnRun run;
    Error err;
    if (!learn_start(&run, g, lesson, &err)) return fprintf(stderr, "%s\n", err.message), false;
    bool quit = false;
    print_step(&run, out);
    char line[256];
    while (!run.done && !quit) {
        fprintf(out, "your move (or hint, again, quit): ");
        fflush(out);
        if (!fgets(line, sizeof line, in)) break;
        char *text = text_trim(line);
        Move m;
        LearnVerdict v;
        if (strcmp(text, "quit") == 0) {
            quit = true;
        } else if (strcmp(text, "hint") == 0) {
            char move[GAME_MOVE_TEXT_MAX];
            if (learn_hint(&run, &m, &err) &&
                g->move_to_text(learn_position(&run), m, move, sizeof move))
                fprintf(out, "hint: %s\n", move);
            else
                fprintf(out, "no hint: %s\n", err.message);
        } else if (strcmp(text, "again") == 0) {
            if (learn_restart_step(&run, &err)) print_step(&run, out);
        } else if (!learn_offer_text(&run, text, &v, &err)) {
            fprintf(stderr, "%s\n", err.message);
            quit = true;
        } else if (v.kind == LEARN_ILLEGAL) {
            fprintf(out, "not allowed: %s\n", v.illegal);
        } else if (v.kind == LEARN_MISSED) {
            print_reason(&v, out);
            print_step(&run, out);
        } else if (v.kind == LEARN_NOT_YET) {
            fprintf(out, "the other side answers %s\n", v.reply_text);
            print_step(&run, out);
        } else {
            fprintf(out, "well done!\n");
            if (learn_next_step(&run, &err) && !run.done) print_step(&run, out);
        }
    }
    if (run.done)
        fprintf(out, "lesson done: %d moves, %d stars\n", run.moves_used,
                learn_stars(lesson->par, run.moves_used));
    learn_free(&run);
    return !quit;
}

/* Offers a legal move that misses the step's goals; it must be refused and taken back. False
 * (with the problem in err) when it is not. A step whose every legal move passes (a forced
 * move, or goal `any`) has none to offer. */
static bool check_miss(LearnRun *run, Error *err) {
    Move moves[GAME_MOVES_MAX];
    int count = game_line_moves(&run->line, moves, GAME_MOVES_MAX);
    int i = 0;
    while (i < count && learn_would_pass(run, moves[i])) i++;
    if (i == count) return true; /* nothing to miss: a step that shows rather than asks */
    char fen_after[GAME_FEN_MAX];
    LearnVerdict v;
    if (!learn_offer(run, moves[i], &v, err)) return false;
    if (v.kind != LEARN_MISSED)
        return error_set(err, "a move that misses the goal was not refused");
    if (!v.reason || !*v.reason) return error_set(err, "a missed move has no reason");
    run->rules->to_fen(learn_position(run), fen_after, sizeof fen_after);
    GameLine start;
    if (!game_line_start_fen(&start, run->rules, learn_current_step(run)->fen, err)) return false;
    char fen_start[GAME_FEN_MAX];
    run->rules->to_fen(game_line_state(&start), fen_start, sizeof fen_start);
    game_line_free(&start);
    if (strcmp(fen_after, fen_start) != 0)
        return error_set(err, "a missed move was not taken back");
    return true;
}

/* Plays a lesson to the end by its hints, checking a miss at each step's last move. */
static bool check_lesson(const GameRules *g, const Lesson *lesson, FILE *out) {
    LearnRun run;
    Error err;
    if (!learn_start(&run, g, lesson, &err))
        return fprintf(out, "FAIL %s: %s\n", lesson->name, err.message), false;
    bool ok = true;
    int offers = 0;
    bool miss_checked = false;
    while (ok && !run.done) {
        const LessonStep *step = learn_current_step(&run);
        if (step->hint_count > run.step_moves) {
            Move named;
            if (!game_find_move_by_text(g, learn_position(&run), step->hints[run.step_moves],
                                        &named))
                ok = error_set(&err, "step %d: hint '%s' is not a legal move", run.step + 1,
                               step->hints[run.step_moves]);
        }
        if (ok && !miss_checked && run.step_moves == step->moves - 1) {
            ok = check_miss(&run, &err) || error_prefix(&err, "step %d: ", run.step + 1);
            miss_checked = true;
            continue;
        }
        Move m;
        LearnVerdict v;
        ok = ok && ((learn_find_hint(&run, &m, &err) && learn_offer(&run, m, &v, &err)) ||
                    error_prefix(&err, "step %d: ", run.step + 1));
        if (ok && v.kind == LEARN_PASSED) {
            ok = learn_next_step(&run, &err);
            miss_checked = false;
        } else if (ok && v.kind != LEARN_NOT_YET) {
            ok = error_set(&err, "step %d: the hint did not reach the goal", run.step + 1);
        }
        if (ok && ++offers > CHECK_OFFERS_MAX)
            ok = error_set(&err, "stuck at step %d", run.step + 1);
    }
    if (ok)
        fprintf(out, "ok %s: %d steps, par %d, %d moves with the checks\n", lesson->name,
                lesson->step_count, lesson->par, run.moves_used);
    else
        fprintf(out, "FAIL %s: %s\n", lesson->name, err.message);
    learn_free(&run);
    return ok;
}

int cli_learn(int argc, char **argv, FILE *in, FILE *out) {
    LearnOptions o;
    int status = read_options(argc, argv, &o);
    if (status >= 0) return status;
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/%s", o.dir, o.game->id);
    LessonSet set;
    Error err;
    if (!lesson_set_load(&set, o.game, dir, &err))
        return fprintf(stderr, "learn: %s\n", err.message), 1;
    if (o.lesson > set.count) {
        fprintf(stderr, "learn: %s has %d lessons\n", o.game->title, set.count);
        lesson_set_free(&set);
        return 2;
    }
    int failures = 0;
    for (int i = 0; i < set.count; i++) {
        if (o.lesson && i + 1 != o.lesson) continue;
        const Lesson *lesson = &set.lessons[i];
        if (o.list) {
            fprintf(out, "%d. %s (%d step%s; teaches:", i + 1, lesson->title, lesson->step_count,
                    lesson->step_count == 1 ? "" : "s");
            for (int s = 0; s < lesson->section_count; s++)
                fprintf(out, "%s \"%s\"", s ? "," : "", lesson->sections[s]);
            fprintf(out, ")\n");
        } else if (o.check) {
            failures += !check_lesson(o.game, lesson, out);
        } else if (!play_lesson(o.game, lesson, in, out)) {
            break;
        }
    }
    if (o.check) fprintf(out, "%d lessons, %d failed\n", o.lesson ? 1 : set.count, failures);
    lesson_set_free(&set);
    return failures ? 1 : 0;
}
