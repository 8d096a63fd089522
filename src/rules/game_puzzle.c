/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The puzzle file format: its reader, which checks every puzzle against the rules, and its
 * writer. */
#include "rules/game_puzzle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_builder.h"
#include "core/text_file.h"
#include "core/text_number.h"

#define LINE_MAX_BYTES 4096

void game_puzzles_init(GamePuzzleSet *set, const GameRules *g) {
    *set = (GamePuzzleSet){.rules = g};
}

void game_puzzles_free(GamePuzzleSet *set) {
    free(set->puzzles);
    game_puzzles_init(set, NULL);
}

bool game_puzzles_add(GamePuzzleSet *set, const GamePuzzle *p) {
    if (set->count == set->capacity) {
        int capacity = set->capacity ? set->capacity * 2 : 64;
        GamePuzzle *grown = realloc(set->puzzles, (size_t)capacity * sizeof *grown);
        if (!grown) return false;
        set->puzzles = grown;
        set->capacity = capacity;
    }
    set->puzzles[set->count++] = *p;
    return true;
}

const GamePuzzle *game_puzzles_find(const GamePuzzleSet *set, const char *id) {
    for (int i = 0; i < set->count; i++)
        if (strcmp(set->puzzles[i].id, id) == 0) return &set->puzzles[i];
    return NULL;
}

void game_puzzle_id(const char *position, char id[GAME_PUZZLE_ID_MAX]) {
    uint64_t h = 0xcbf29ce484222325u; /* FNV-1a: fixed forever, unlike the games' hash keys */
    for (const unsigned char *c = (const unsigned char *)position; *c; c++)
        h = (h ^ *c) * 0x100000001b3u;
    snprintf(id, GAME_PUZZLE_ID_MAX, "%012llx", (unsigned long long)(h >> 16));
}

void game_puzzle_deduction_id(const char *position, const char *question,
                              char id[GAME_PUZZLE_ID_MAX]) {
    char text[GAME_FEN_MAX + GAME_QUESTION_MAX + 1];
    snprintf(text, sizeof text, "%s %s", position, question);
    game_puzzle_id(text, id);
}

int game_puzzle_deduction_questions(const GameRules *g, const void *st, char position[GAME_FEN_MAX],
                                    char (*questions)[GAME_QUESTION_MAX], int cap) {
    if (!g->side || !g->side->deduction) return 0;
    unsigned char space[game_position_size(g)];
    const void *view = game_position_for(g, st, g->to_move(st), space);
    const GameDeduction *d = g->side->deduction;
    int n = d->questions(view, questions, cap);
    bool written = d->position_to_text ? d->position_to_text(view, position, GAME_FEN_MAX)
                                       : g->side->to_text(view, position, GAME_FEN_MAX);
    return n > 0 && written ? n : 0;
}

bool game_puzzle_deduction_answer(const GameRules *g, const GamePuzzle *p, GameDeductionAnswer *out,
                                  Error *err) {
    if (!g->side || !g->side->deduction)
        return error_set(err, "%s has no deduction puzzles", g->title);
    unsigned char view[g->observation_size];
    Error why;
    if (!g->side->from_text(view, p->position, &why))
        return error_set(err, "position: %s", why.message);
    return g->side->deduction->answer(view, p->question, out, err);
}

bool game_puzzle_deduction_prove(const GameRules *g, const GamePuzzle *p, Error *err) {
    GameDeductionAnswer a;
    if (!game_puzzle_deduction_answer(g, p, &a, err)) return false;
    char field[8] = "";
    for (int i = 0; i < a.field_count || i < p->field_count; i++) {
        bool missing = i >= p->field_count || (i < a.field_count && a.fields[i] < p->fields[i]);
        bool extra = !missing && (i >= a.field_count || p->fields[i] != a.fields[i]);
        if (!missing && !extra) continue;
        g->side->deduction->field_to_text(missing ? a.fields[i] : p->fields[i], field,
                                          sizeof field);
        return error_set(err, "%s %s the answer (%d arrangement%s agree with the observation)",
                         field, missing ? "is missing from" : "is not part of", a.hypotheses,
                         a.hypotheses == 1 ? "" : "s");
    }
    return true;
}

bool game_puzzle_state(const GameRules *g, const GamePuzzle *p, void *st, Error *err) {
    return g->from_fen(st, p->position, err);
}

/* The fields of the block being read and the lines they were on (0: not seen yet). */
typedef struct Block {
    GamePuzzle puzzle;
    char solution[LINE_MAX_BYTES];
    int position_line, goal_line, solution_line, difficulty_line, from_line;
} Block;

static bool id_is_valid(const char *id) {
    size_t n = strlen(id);
    if (n == 0 || n >= GAME_PUZZLE_ID_MAX) return false;
    for (size_t i = 0; i < n; i++)
        if (!((id[i] >= '0' && id[i] <= '9') || (id[i] >= 'a' && id[i] <= 'z') || id[i] == '-'))
            return false;
    return true;
}

/* The solution's moves, played from the position: legal one after the other, the game won by
 * the solver with the last one and not before. */
static bool read_answer(const GameRules *g, Block *b, Error *err) {
    GamePuzzle *p = &b->puzzle;
    GameDeductionAnswer a;
    Error why;
    if (!game_puzzle_deduction_answer(g, p, &a, &why))
        return error_set(err, "line %d: %s",
                         strncmp(why.message, "position: ", 10) == 0 ? b->position_line
                                                                     : b->goal_line,
                         why.message);
    p->field_count = 0;
    char *rest = b->solution;
    for (char *word = strtok_r(b->solution, " \t", &rest); word;
         word = strtok_r(NULL, " \t", &rest)) {
        int field;
        if (!g->side->deduction->field_from_text(word, &field))
            return error_set(err, "line %d: solution: '%s' is no field", b->solution_line, word);
        if (p->field_count && field <= p->fields[p->field_count - 1])
            return error_set(err, "line %d: solution: '%s' out of order or twice", b->solution_line,
                             word);
        if (p->field_count == GAME_DEDUCTION_FIELDS_MAX)
            return error_set(err, "line %d: solution: too many fields", b->solution_line);
        p->fields[p->field_count++] = field;
    }
    return true;
}

static bool read_solution(const GameRules *g, Block *b, Error *err) {
    GamePuzzle *p = &b->puzzle;
    if (p->goal == GAME_PUZZLE_DEDUCE) return read_answer(g, b, err);
    unsigned char st[g->state_size];
    Error why;
    if (!g->from_fen(st, p->position, &why))
        return error_set(err, "line %d: position: %s", b->position_line, why.message);
    if (g->outcome(st).kind != OUTCOME_ONGOING)
        return error_set(err, "line %d: the game is already over in this position",
                         b->position_line);
    int solver = g->to_move(st);
    p->move_count = 0;
    char *rest = b->solution;
    for (char *word = strtok_r(b->solution, " \t", &rest); word;
         word = strtok_r(NULL, " \t", &rest)) {
        if (p->move_count == 2 * p->length - 1)
            return error_set(
                err, "line %d: solution: more than %d moves, the solver's %d and the replies",
                b->solution_line, 2 * p->length - 1, p->length);
        if (g->outcome(st).kind != OUTCOME_ONGOING)
            return error_set(err, "line %d: solution: the game is over before '%s'",
                             b->solution_line, word);
        Move m;
        if (!g->move_from_text(st, word, &m, &why))
            return error_set(err, "line %d: solution: move %d '%s': %s", b->solution_line,
                             p->move_count + 1, word, why.message);
        g->apply(st, m);
        p->moves[p->move_count++] = m;
    }
    if (p->move_count != 2 * p->length - 1)
        return error_set(err,
                         "line %d: solution: %d moves, not %d (the solver's %d and the replies)",
                         b->solution_line, p->move_count, 2 * p->length - 1, p->length);
    Outcome o = g->outcome(st);
    if (p->goal == GAME_PUZZLE_WIN && (o.kind != OUTCOME_WIN || o.winner != solver))
        return error_set(err, "line %d: solution: it does not end in a win of %s", b->solution_line,
                         g->player_names[solver]);
    return true;
}

/* Checks the block now ended and adds its puzzle to the set. */
static bool finish_block(GamePuzzleSet *set, Block *b, Error *err) {
    GamePuzzle *p = &b->puzzle;
    const char *missing = !b->position_line     ? "position"
                          : !b->goal_line       ? "goal"
                          : !b->solution_line   ? "solution"
                          : !b->difficulty_line ? "difficulty"
                          : !b->from_line       ? "from"
                                                : NULL;
    if (missing)
        return error_set(err, "line %d: puzzle %s has no '%s' line", p->line_number, p->id,
                         missing);
    const GamePuzzle *twin = game_puzzles_find(set, p->id);
    if (twin)
        return error_set(err, "line %d: puzzle %s is already on line %d", p->line_number, p->id,
                         twin->line_number);
    if (!read_solution(set->rules, b, err)) return false;
    if (!game_puzzles_add(set, p)) return error_set(err, "out of memory");
    return true;
}

/* One `key value` line of a puzzle's block. */
static bool read_field(const GameRules *g, Block *b, const char *key, const char *value, int line,
                       Error *err) {
    GamePuzzle *p = &b->puzzle;
    int *seen = strcmp(key, "position") == 0     ? &b->position_line
                : strcmp(key, "goal") == 0       ? &b->goal_line
                : strcmp(key, "solution") == 0   ? &b->solution_line
                : strcmp(key, "difficulty") == 0 ? &b->difficulty_line
                : strcmp(key, "from") == 0       ? &b->from_line
                                                 : NULL;
    if (!seen)
        return error_set(err,
                         "line %d: '%s' is not a puzzle's line (position, goal, solution, "
                         "difficulty, from)",
                         line, key);
    if (*seen)
        return error_set(err, "line %d: a second '%s' line (first on line %d)", line, key, *seen);
    *seen = line;
    if (*value == '\0') return error_set(err, "line %d: '%s' has no value", line, key);
    if (seen == &b->position_line) {
        if (strlen(value) >= sizeof p->position)
            return error_set(err, "line %d: position too long", line);
        strcpy(p->position, value);
    } else if (seen == &b->goal_line) {
        bool win = strncmp(value, "win ", 4) == 0, best = strncmp(value, "best ", 5) == 0;
        p->goal = win ? GAME_PUZZLE_WIN : GAME_PUZZLE_BEST;
        bool deduce = !win && !best && g->side && g->side->deduction;
        if (deduce) { /* a deduction's question, checked with the position */
            if (strlen(value) >= sizeof p->question)
                return error_set(err, "line %d: goal too long", line);
            p->goal = GAME_PUZZLE_DEDUCE;
            p->length = 1;
            strcpy(p->question, value);
        } else if ((!win && !best) ||
                   !text_read_int(value + (win ? 4 : 5), 1, GAME_PUZZLE_WIN_MAX, &p->length))
            return error_set(err, "line %d: goal must be 'win N' or 'best N', N from 1 to %d", line,
                             GAME_PUZZLE_WIN_MAX);
    } else if (seen == &b->solution_line) {
        snprintf(b->solution, sizeof b->solution, "%s", value);
    } else if (seen == &b->difficulty_line) {
        if (!text_read_int(value, 0, GAME_PUZZLE_DIFFICULTY_MAX, &p->difficulty))
            return error_set(err, "line %d: difficulty must be a whole number from 0 to %d", line,
                             GAME_PUZZLE_DIFFICULTY_MAX);
    } else {
        if (strlen(value) >= sizeof p->from)
            return error_set(err, "line %d: 'from' longer than %d characters", line,
                             GAME_PUZZLE_FROM_MAX - 1);
        strcpy(p->from, value);
    }
    return true;
}

/* Splits "key value" at the first space: the key ends, the value starts past the spaces. */
static const char *split_key(char *line) {
    char *space = strchr(line, ' ');
    if (!space) return "";
    *space++ = '\0';
    while (*space == ' ') space++;
    return space;
}

static bool read_lines(const char *text, GamePuzzleSet *set, Error *err) {
    TextLines it;
    text_lines_begin(&it, text);
    char buf[LINE_MAX_BYTES];
    bool too_long;
    Block *b = NULL;
    bool ok = true;
    Block *own = malloc(sizeof *own); /* a few kilobytes: kept off the stack */
    if (!own) return error_set(err, "out of memory");
    while (ok && text_lines_next(&it, buf, sizeof buf, &too_long)) {
        int n = it.number;
        char *line = text_trim(buf);
        if (too_long) {
            ok = error_set(err, "line %d: longer than %d characters", n, LINE_MAX_BYTES - 1);
            break;
        }
        if (*line == '\0' || *line == '#') continue;
        const char *value = split_key(line);
        if (strcmp(line, "game") == 0) {
            if (set->rules)
                ok = error_set(err, "line %d: a second 'game' line", n);
            else if (!(set->rules = game_find(value)))
                ok = error_set(err, "line %d: no game '%s'", n, value);
        } else if (!set->rules) {
            ok = error_set(err, "line %d: the file must start with 'game <id>'", n);
        } else if (strcmp(line, "puzzle") == 0) {
            if (b) ok = finish_block(set, b, err);
            if (!ok) break;
            b = own;
            memset(b, 0, sizeof *b);
            b->puzzle.line_number = n;
            if (!id_is_valid(value))
                ok =
                    error_set(err, "line %d: a puzzle's id is 1 to %d small letters, digits or '-'",
                              n, GAME_PUZZLE_ID_MAX - 1);
            else
                strcpy(b->puzzle.id, value);
        } else if (!b) {
            ok = error_set(err, "line %d: '%s' before the first 'puzzle' line", n, line);
        } else {
            ok = read_field(set->rules, b, line, value, n, err);
        }
    }
    if (ok && b) ok = finish_block(set, b, err);
    if (ok && !set->rules) ok = error_set(err, "line 1: the file must start with 'game <id>'");
    free(own);
    return ok;
}

bool game_puzzles_read(const char *text, GamePuzzleSet *set, Error *err) {
    game_puzzles_free(set);
    if (read_lines(text, set, err)) return true;
    game_puzzles_free(set);
    return false;
}

/* The solution line in notation, each move written in the position it is played from. */
static bool solution_text(const GameRules *g, const GamePuzzle *p, TextBuilder *t, Error *err) {
    if (p->goal == GAME_PUZZLE_DEDUCE) {
        for (int i = 0; i < p->field_count; i++) {
            char field[8];
            if (!g->side->deduction->field_to_text(p->fields[i], field, sizeof field))
                return error_set(err, "puzzle %s: field %d cannot be written", p->id, i + 1);
            if (i) text_builder_add(t, " ");
            text_builder_add(t, field);
        }
        return true;
    }
    unsigned char st[g->state_size];
    if (!g->from_fen(st, p->position, err)) return false;
    for (int i = 0; i < p->move_count; i++) {
        char move[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(st, p->moves[i], move, sizeof move))
            return error_set(err, "puzzle %s: move %d cannot be written", p->id, i + 1);
        if (i) text_builder_add(t, " ");
        text_builder_add(t, move);
        g->apply(st, p->moves[i]);
    }
    return true;
}

char *game_puzzles_format(const GamePuzzleSet *set, const char *comment, Error *err) {
    TextBuilder t = {0};
    char line[GAME_FEN_MAX + 64];
    if (comment) {
        text_builder_add(&t, "# ");
        text_builder_add(&t, comment);
        text_builder_add(&t, "\n");
    }
    text_builder_add(&t, "game ");
    text_builder_add(&t, set->rules->id);
    text_builder_add(&t, "\n");
    for (int i = 0; i < set->count; i++) {
        const GamePuzzle *p = &set->puzzles[i];
        if (p->goal == GAME_PUZZLE_DEDUCE)
            snprintf(line, sizeof line, "\npuzzle %s\nposition %s\ngoal %s\nsolution ", p->id,
                     p->position, p->question);
        else
            snprintf(line, sizeof line, "\npuzzle %s\nposition %s\ngoal %s %d\nsolution ", p->id,
                     p->position, p->goal == GAME_PUZZLE_WIN ? "win" : "best", p->length);
        text_builder_add(&t, line);
        if (!solution_text(set->rules, p, &t, err)) {
            free(t.data);
            return NULL;
        }
        snprintf(line, sizeof line, "\ndifficulty %d\nfrom %s\n", p->difficulty, p->from);
        text_builder_add(&t, line);
    }
    if (t.failed) {
        free(t.data);
        error_set(err, "out of memory");
        return NULL;
    }
    return t.data;
}
