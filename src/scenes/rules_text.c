/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A Markdown subset parser: headings, paragraphs, bullets with continuation lines, tables, and
 * pictures of positions. */
#include "scenes/rules_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"

/* Drops emphasis and code marks, which the rules use for style only, and keeps only the text of
 * a link "[text](target)": a player cannot follow a path to another document. */
static void strip_marks(char *s) {
    char *w = s;
    for (char *r = s; *r; r++) {
        if (*r == '*' || *r == '`') continue;
        if (*r == ']' && r[1] == '(') {
            char *close = strchr(r + 2, ')');
            char *open = w;
            while (open > s && open[-1] != '[' && open[-1] != ']') open--;
            if (close && open > s && open[-1] == '[') {
                memmove(open - 1, open, (size_t)(w - open));
                w--;
                r = close;
                continue;
            }
        }
        *w++ = *r;
    }
    *w = '\0';
}

static bool add(RulesText *rt, RulesBlockKind kind, const char *text, int table, bool header) {
    RulesBlock *b = realloc(rt->blocks, sizeof *b * (size_t)(rt->count + 1));
    if (!b) return false;
    rt->blocks = b;
    char *copy = strdup(text);
    if (!copy) return false;
    strip_marks(copy);
    rt->blocks[rt->count++] = (RulesBlock){.kind = kind,
                                           .decision = strstr(text, "[decision") != NULL,
                                           .header = header,
                                           .table = table,
                                           .text = copy};
    return true;
}

/* The picture kinds by the word that names them before the colon. */
static const struct {
    const char *word;
    RulesPictureKind shows;
} picture_words[] = {{"board:", RULES_SHOW_BOARD},
                     {"pieces:", RULES_SHOW_PIECES},
                     {"move:", RULES_SHOW_MOVE},
                     {"figure:", RULES_SHOW_FIGURE}};

/* Copies `n` bytes of `s` into a new string; NULL when out of memory. */
static char *copy_of(const char *s, size_t n) {
    char *c = malloc(n + 1);
    if (!c) return NULL;
    memcpy(c, s, n);
    c[n] = '\0';
    return c;
}

/* "![caption](KIND:WHAT)" on a line of its own: WHAT runs to the line's last ')', so that it may
 * hold spaces and brackets; a move picture's WHAT is "POSITION|MOVE". False when the line is not
 * one (an unknown kind, a move picture without its move). */
static bool picture(RulesText *rt, const char *s, bool *ok) {
    if (strncmp(s, "![", 2) != 0) return false;
    const char *close = strstr(s, "](");
    size_t len = strlen(s);
    if (!close || len == 0 || s[len - 1] != ')') return false;
    const char *src = close + 2;
    int kind = -1;
    for (int i = 0; i < (int)(sizeof picture_words / sizeof picture_words[0]); i++)
        if (strncmp(src, picture_words[i].word, strlen(picture_words[i].word)) == 0) kind = i;
    if (kind < 0) return false;
    src += strlen(picture_words[kind].word);
    RulesPictureKind shows = picture_words[kind].shows;
    const char *end = s + len - 1, *bar = memchr(src, '|', (size_t)(end - src));
    if (shows == RULES_SHOW_MOVE && (!bar || bar == src || bar + 1 == end)) return false;
    if (shows != RULES_SHOW_MOVE) bar = NULL;
    char caption[1024];
    snprintf(caption, sizeof caption, "%.*s", (int)(close - (s + 2)), s + 2);
    *ok = add(rt, RULES_PICTURE, caption, 0, false);
    if (!*ok) return true;
    RulesBlock *b = &rt->blocks[rt->count - 1];
    b->shows = shows;
    b->small = shows == RULES_SHOW_PIECES || shows == RULES_SHOW_FIGURE;
    b->position = copy_of(src, (size_t)((bar ? bar : end) - src));
    if (bar) b->move = copy_of(bar + 1, (size_t)(end - bar - 1));
    *ok = b->position && (!bar || b->move);
    return true;
}

static bool append(RulesText *rt, const char *more) {
    RulesBlock *b = &rt->blocks[rt->count - 1];
    size_t a = strlen(b->text), m = strlen(more);
    char *t = realloc(b->text, a + m + 2);
    if (!t) return false;
    t[a] = ' ';
    memcpy(t + a + 1, more, m + 1);
    strip_marks(t + a + 1);
    b->text = t;
    if (strstr(more, "[decision")) b->decision = true;
    return true;
}

static bool is_separator_row(const char *s) {
    for (; *s; s++)
        if (!strchr("|-: ", *s)) return false;
    return true;
}

bool rules_text_parse(RulesText *rt, const char *markdown, Error *err) {
    rt->blocks = NULL;
    rt->count = 0;
    TextLines it;
    text_lines_begin(&it, markdown);
    char line[4096];
    bool too_long;
    bool open = false; /* the last block takes continuation lines */
    int table = 0;
    bool in_table = false;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        char *s = text_trim(line);
        bool ok = true;
        if (*s != '|' && in_table) in_table = false, table++;
        if (*s == '\0') {
            open = false;
        } else if (picture(rt, s, &ok)) {
            open = false;
        } else if (strncmp(s, "## ", 3) == 0 || strncmp(s, "### ", 4) == 0) {
            ok = add(rt, RULES_HEADING, s + strspn(s, "# "), 0, false);
            open = false;
        } else if (strncmp(s, "# ", 2) == 0) {
            ok = add(rt, RULES_TITLE, s + 2, 0, false);
            open = false;
        } else if (*s == '|') {
            if (is_separator_row(s)) continue;
            /* "| a | b |" into "a\tb" */
            char cells[4096] = "";
            size_t used = 0;
            char *p = s + 1;
            while (*p) {
                char *bar = strchr(p, '|');
                if (!bar) break;
                *bar = '\0';
                char *cell = text_trim(p);
                size_t n = strlen(cell);
                if (used + n + 2 >= sizeof cells) break;
                if (used) cells[used++] = '\t';
                memcpy(cells + used, cell, n + 1);
                used += n;
                p = bar + 1;
            }
            ok = add(rt, RULES_TABLE_ROW, cells, table, !in_table);
            in_table = true;
            open = false;
        } else if (s[0] == '-' && s[1] == ' ') {
            ok = add(rt, RULES_BULLET, s + 2, 0, false);
            if (ok) snprintf(rt->blocks[rt->count - 1].marker, sizeof rt->blocks[0].marker, "•");
            open = true;
        } else if (isdigit((unsigned char)s[0]) && strspn(s, "0123456789") < 4 &&
                   s[strspn(s, "0123456789")] == '.' && s[strspn(s, "0123456789") + 1] == ' ') {
            size_t n = strspn(s, "0123456789") + 1; /* "12." */
            ok = add(rt, RULES_BULLET, s + n + 1, 0, false);
            if (ok)
                snprintf(rt->blocks[rt->count - 1].marker, sizeof rt->blocks[0].marker, "%.*s",
                         (int)n, s);
            open = true;
        } else if (open) {
            ok = append(rt, s);
        } else {
            ok = add(rt, RULES_PARAGRAPH, s, 0, false);
            open = true;
        }
        if (!ok) {
            rules_text_free(rt);
            return error_set(err, "out of memory reading the rules");
        }
    }
    return true;
}

void rules_text_free(RulesText *rt) {
    for (int i = 0; i < rt->count; i++) {
        free(rt->blocks[i].text);
        free(rt->blocks[i].position);
        free(rt->blocks[i].move);
    }
    free(rt->blocks);
    rt->blocks = NULL;
    rt->count = 0;
}
