/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plays a puzzle: judges the solver's moves as the puzzle's proof allows, answers for the other
 * side, finds hints and the rest of the solution, and checks a deduction puzzle's marks. */
#include "learn/puzzle_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_puzzle.h"

/* The prover's table: a puzzle's search is small (docs/puzzles.md: about 0.1 s a proof). */
#define PUZZLE_PROVER_MEGABYTES 8

bool puzzle_run_is_deduction(const PuzzleRun *run) {
    return run->puzzle->goal == GAME_PUZZLE_DEDUCE;
}

bool puzzle_run_start(PuzzleRun *run, const GameRules *g, const GamePuzzle *puzzle, Error *err) {
    memset(run, 0, sizeof *run);
    run->rules = g;
    run->puzzle = puzzle;
    run->on_line = true;
    if (puzzle->goal == GAME_PUZZLE_DEDUCE) {
        if (!g->side || !g->side->deduction)
            return error_set(err, "%s has no deduction puzzles", g->title);
        run->observation = calloc(1, g->observation_size);
        if (!run->observation) return error_set(err, "out of memory");
        if (!g->side->from_text(run->observation, puzzle->position, err)) {
            puzzle_run_free(run);
            return error_prefix(err, "puzzle %s: ", puzzle->id);
        }
        run->solver = g->side->to_move(run->observation);
        run->is_sure_hit = strncmp(puzzle->question, "sure-hit", 8) == 0;
        return true;
    }
    if (!game_line_start_fen(&run->line, g, puzzle->position, err))
        return error_prefix(err, "puzzle %s: ", puzzle->id);
    run->solver = g->to_move(game_line_state(&run->line));
    return true;
}

void puzzle_run_free(PuzzleRun *run) {
    if (run->puzzle && run->puzzle->goal != GAME_PUZZLE_DEDUCE) game_line_free(&run->line);
    ai_puzzle_prover_free(run->prover);
    free(run->observation);
    run->prover = NULL;
    run->observation = NULL;
}

const void *puzzle_run_view_at(const PuzzleRun *run, const GameLine *line, int index,
                               void *buffer) {
    if (puzzle_run_is_deduction(run)) return run->observation;
    return game_position_for(run->rules, game_line_state_at(line, index), run->solver, buffer);
}

const void *puzzle_run_view(const PuzzleRun *run, void *buffer) {
    return puzzle_run_view_at(run, &run->line, run->line.length, buffer);
}

int puzzle_run_to_move(const PuzzleRun *run) {
    if (puzzle_run_is_deduction(run)) return run->rules->side->to_move(run->observation);
    return run->rules->to_move(game_line_state(&run->line));
}

void puzzle_run_question_square(const PuzzleRun *run, char *out, size_t n) {
    const char *space = strchr(run->puzzle->question, ' ');
    snprintf(out, n, "%s", space ? space + 1 : "");
}

static void miss(PuzzleRun *run) {
    if (run->outcome == PUZZLE_OPEN) run->outcome = PUZZLE_MISSED;
}

static void finish(PuzzleRun *run) {
    run->done = true;
    if (run->outcome == PUZZLE_OPEN) run->outcome = PUZZLE_CLEAN;
}

/* The prover, made the first time a `win` puzzle leaves its solution's line. */
static AiPuzzleProver *prover(PuzzleRun *run, Error *err) {
    if (!run->prover) run->prover = ai_puzzle_prover_new(run->rules, NULL, PUZZLE_PROVER_MEGABYTES);
    if (!run->prover) error_set(err, "out of memory");
    return run->prover;
}

/* The other side's answer: the solution's while the player is on its line, else the best
 * defence the prover finds. */
static bool choose_reply(PuzzleRun *run, Move *out, Error *err) {
    if (run->on_line && run->line.length < run->puzzle->move_count) {
        *out = run->puzzle->moves[run->line.length];
        return true;
    }
    AiPuzzleProver *p = prover(run, err);
    if (!p) return false;
    return ai_puzzle_best_defence(p, game_line_state(&run->line), run->puzzle->length - run->made,
                                  out) ||
           error_set(err, "no defence found");
}

/* Whether the solver's last move ended the puzzle: the game won, or its moves all made. */
static bool solver_done(const PuzzleRun *run) {
    return run->made >= run->puzzle->length ||
           game_line_outcome(&run->line).kind != OUTCOME_ONGOING;
}

/* Plays the solver's accepted move `m` and the reply; the verdict for it. */
static bool play_accepted(PuzzleRun *run, Move m, PuzzleVerdict *out, Error *err) {
    if (run->on_line && m != run->puzzle->moves[run->line.length]) run->on_line = false;
    if (!game_line_play(&run->line, m, err)) return false;
    run->made++;
    if (solver_done(run)) {
        finish(run);
        out->kind = PUZZLE_SOLVED;
        return true;
    }
    Move reply;
    if (!choose_reply(run, &reply, err)) return false;
    if (run->on_line && reply != run->puzzle->moves[run->line.length]) run->on_line = false;
    if (!game_line_play(&run->line, reply, err)) return false;
    out->kind = PUZZLE_GOOD;
    out->replied = true;
    out->reply = reply;
    return true;
}

bool puzzle_run_offer(PuzzleRun *run, Move move, PuzzleVerdict *out, Error *err) {
    memset(out, 0, sizeof *out);
    out->kind = PUZZLE_ILLEGAL;
    if (run->done || puzzle_run_is_deduction(run)) return true;
    const void *st = game_line_state(&run->line);
    if (game_line_outcome(&run->line).kind != OUTCOME_ONGOING ||
        !game_move_is_legal(run->rules, st, move))
        return true;
    out->move = move;
    bool accepted;
    if (run->puzzle->goal == GAME_PUZZLE_WIN && run->made > 0) {
        AiPuzzleProver *p = prover(run, err);
        if (!p) return false;
        accepted = ai_puzzle_accepts(p, run->puzzle, run->made, st, move);
    } else { /* the first move, and every move of a `best` puzzle: the solution's only */
        accepted = run->on_line && run->made < run->puzzle->length &&
                   move == run->puzzle->moves[run->line.length];
    }
    if (!accepted) {
        out->kind = PUZZLE_WRONG;
        miss(run);
        return true;
    }
    return play_accepted(run, move, out, err);
}

bool puzzle_run_offer_text(PuzzleRun *run, const char *text, PuzzleVerdict *out, Error *err) {
    Move move;
    Error why;
    if (run->done || puzzle_run_is_deduction(run) ||
        !run->rules->move_from_text(game_line_state(&run->line), text, &move, &why)) {
        memset(out, 0, sizeof *out);
        out->kind = PUZZLE_ILLEGAL;
        return true;
    }
    return puzzle_run_offer(run, move, out, err);
}

bool puzzle_run_next_move(PuzzleRun *run, Move *out, Error *err) {
    if (run->done || puzzle_run_is_deduction(run)) return error_set(err, "no move is left");
    if (run->on_line) {
        *out = run->puzzle->moves[run->line.length];
        return true;
    }
    AiPuzzleProver *p = prover(run, err);
    if (!p) return false;
    Move line[2 * GAME_PUZZLE_WIN_MAX];
    int count = 0;
    if (!ai_puzzle_solution(p, game_line_state(&run->line), run->puzzle->length - run->made, line,
                            &count) ||
        count < 1)
        return error_set(err, "no win found from here");
    *out = line[0];
    return true;
}

bool puzzle_run_in_answer(const PuzzleRun *run, int field) {
    for (int i = 0; i < run->puzzle->field_count; i++)
        if (run->puzzle->fields[i] == field) return true;
    return false;
}

bool puzzle_run_hint(PuzzleRun *run, Move *move, int *field, Error *err) {
    if (run->done) return error_set(err, "the puzzle is over");
    if (puzzle_run_is_deduction(run)) {
        for (int i = 0; i < run->puzzle->field_count; i++)
            if (!run->marked[run->puzzle->fields[i]]) {
                *field = run->puzzle->fields[i];
                miss(run);
                return true;
            }
        return error_set(err, "every field of the answer is marked");
    }
    if (!puzzle_run_next_move(run, move, err)) return false;
    miss(run);
    return true;
}

void puzzle_run_give_up(PuzzleRun *run) {
    if (run->done) return;
    miss(run);
    run->shown = true;
}

bool puzzle_run_show_next(PuzzleRun *run, Move *played, Error *err) {
    if (run->done || puzzle_run_is_deduction(run)) return false;
    puzzle_run_give_up(run);
    if (puzzle_run_to_move(run) != run->solver) { /* a reply left after a hint's move */
        if (!choose_reply(run, played, err)) return false;
        return game_line_play(&run->line, *played, err);
    }
    if (!puzzle_run_next_move(run, played, err)) return false;
    Move m = *played;
    if (run->on_line && m != run->puzzle->moves[run->line.length]) run->on_line = false;
    if (!game_line_play(&run->line, m, err)) return false;
    run->made++;
    if (solver_done(run)) finish(run);
    return true;
}

bool puzzle_run_toggle(PuzzleRun *run, int field) {
    if (run->done || !puzzle_run_is_deduction(run) || field < 0 || field >= GAME_CELLS_MAX)
        return false;
    char name[16];
    if (!run->rules->side->deduction->field_to_text(field, name, sizeof name)) return false;
    bool was = run->marked[field];
    if (run->is_sure_hit) memset(run->marked, 0, sizeof run->marked);
    run->marked[field] = !was;
    return true;
}

int puzzle_run_marked_count(const PuzzleRun *run) {
    int count = 0;
    for (int i = 0; i < GAME_CELLS_MAX; i++) count += run->marked[i];
    return count;
}

PuzzleVerdictKind puzzle_run_check(PuzzleRun *run) {
    if (run->done || !puzzle_run_is_deduction(run)) return PUZZLE_ILLEGAL;
    int marked = puzzle_run_marked_count(run);
    bool right;
    if (run->is_sure_hit) {
        right = marked == 1;
        for (int i = 0; i < GAME_CELLS_MAX && right; i++)
            if (run->marked[i]) right = puzzle_run_in_answer(run, i);
    } else {
        right = marked == run->puzzle->field_count;
        for (int i = 0; i < run->puzzle->field_count && right; i++)
            right = run->marked[run->puzzle->fields[i]];
    }
    if (!right) {
        miss(run);
        return PUZZLE_WRONG;
    }
    finish(run);
    return PUZZLE_SOLVED;
}

void puzzle_run_show_answer(PuzzleRun *run) {
    if (run->done || !puzzle_run_is_deduction(run)) return;
    miss(run);
    run->shown = true;
    run->done = true;
}
