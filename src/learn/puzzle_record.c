/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player's puzzle rating, streak and results of one game, as text and back, and the pick of
 * the next puzzle. */
#include "learn/puzzle_record.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void puzzle_record_new(PuzzleRecord *r) {
    memset(r, 0, sizeof *r);
    r->rating = glicko_new();
}

static int find(const PuzzleRecord *r, const char *id) {
    for (int i = 0; i < r->count; i++)
        if (strcmp(r->ids[i], id) == 0) return i;
    return -1;
}

static bool id_char(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-';
}

/* One "ID+" or "ID-" word of `length` bytes at `word`. */
static bool read_result(PuzzleRecord *r, const char *word, size_t length) {
    if (length < 2 || length > GAME_PUZZLE_ID_MAX || r->count == PUZZLE_RECORD_MAX) return false;
    char sign = word[length - 1];
    if (sign != '+' && sign != '-') return false;
    for (size_t i = 0; i + 1 < length; i++)
        if (!id_char(word[i])) return false;
    char id[GAME_PUZZLE_ID_MAX];
    memcpy(id, word, length - 1);
    id[length - 1] = '\0';
    if (find(r, id) >= 0) return false;
    snprintf(r->ids[r->count], GAME_PUZZLE_ID_MAX, "%s", id);
    r->results[r->count++] = sign == '+' ? PUZZLE_RESULT_SOLVED : PUZZLE_RESULT_FAILED;
    return true;
}

static bool read_number(const char **s, double lo, double hi, double *out) {
    char *end;
    double x = strtod(*s, &end);
    if (end == *s || !(x >= lo && x <= hi) || (*end != ' ' && *end != '\0')) return false;
    *out = x;
    *s = end;
    return true;
}

bool puzzle_record_read(PuzzleRecord *r, const char *text) {
    PuzzleRecord read;
    puzzle_record_new(&read);
    double streak;
    const char *s = text;
    if (!read_number(&s, 0, 5000, &read.rating.rating) ||
        !read_number(&s, GLICKO_DEVIATION_MIN, GLICKO_DEVIATION_MAX, &read.rating.deviation) ||
        !read_number(&s, 0.0001, 1, &read.rating.volatility) ||
        !read_number(&s, 0, 100000, &streak) || streak != floor(streak))
        return false;
    read.streak = (int)streak;
    while (*s == ' ') {
        while (*s == ' ') s++;
        size_t length = strcspn(s, " ");
        if (length && !read_result(&read, s, length)) return false;
        s += length;
    }
    if (*s) return false;
    memcpy(r, &read, sizeof read);
    return true;
}

bool puzzle_record_format(const PuzzleRecord *r, char *out, size_t n) {
    int used = snprintf(out, n, "%.1f %.1f %.6f %d", r->rating.rating, r->rating.deviation,
                        r->rating.volatility, r->streak);
    for (int i = 0; i < r->count && used >= 0 && (size_t)used < n; i++)
        used += snprintf(out + used, n - (size_t)used, " %s%c", r->ids[i],
                         r->results[i] == PUZZLE_RESULT_SOLVED ? '+' : '-');
    return used >= 0 && (size_t)used < n;
}

PuzzleResult puzzle_record_result(const PuzzleRecord *r, const char *id) {
    int i = find(r, id);
    return i < 0 ? PUZZLE_RESULT_UNTRIED : r->results[i];
}

int puzzle_record_solved(const PuzzleRecord *r) {
    int count = 0;
    for (int i = 0; i < r->count; i++) count += r->results[i] == PUZZLE_RESULT_SOLVED;
    return count;
}

void puzzle_record_add(PuzzleRecord *r, const GamePuzzle *puzzle, bool solved) {
    r->rating = glicko_after_puzzle(r->rating, puzzle->difficulty, solved);
    r->streak = solved ? r->streak + 1 : 0;
    int i = find(r, puzzle->id);
    if (i < 0 && r->count < PUZZLE_RECORD_MAX) {
        i = r->count++;
        snprintf(r->ids[i], GAME_PUZZLE_ID_MAX, "%s", puzzle->id);
    }
    if (i >= 0) r->results[i] = solved ? PUZZLE_RESULT_SOLVED : PUZZLE_RESULT_FAILED;
}

/* The order of preference of a result: never tried first, then failed, then solved. */
static int rank(PuzzleResult result) {
    return result == PUZZLE_RESULT_UNTRIED ? 0 : result == PUZZLE_RESULT_FAILED ? 1 : 2;
}

int puzzle_record_pick(const PuzzleRecord *r, const GamePuzzleSet *set, const char *current) {
    int best = -1, best_rank = 0;
    double best_distance = 0;
    /* Aimed at the low end of what the rating may be: a new player's first puzzles are within
     * reach, and the aim comes up to the rating as its deviation narrows. */
    double target = r->rating.rating - r->rating.deviation;
    for (int i = 0; i < set->count; i++) {
        const GamePuzzle *p = &set->puzzles[i];
        /* The current one last of all: it is picked only when it is the set's one puzzle. */
        int k = current && strcmp(p->id, current) == 0 ? 3 : rank(puzzle_record_result(r, p->id));
        double distance = fabs(p->difficulty - target);
        if (best < 0 || k < best_rank || (k == best_rank && distance < best_distance)) {
            best = i;
            best_rank = k;
            best_distance = distance;
        }
    }
    return best;
}
