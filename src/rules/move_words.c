/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Building a move's words, and turning them into one translated line. */
#include "rules/move_words.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/game.h"

/* TRANSLATORS: joins the parts of a move's words, e.g. "B2 → B3" and "fired at G8: miss". */
const char *const game_words_join = N_("%s, %s");

void game_words_clear(GameMoveWords *w) {
    memset(w, 0, sizeof *w);
}

GamePhrase *game_words_add(GameMoveWords *w, const char *msgid) {
    if (w->count >= GAME_WORDS_PHRASES) return NULL;
    GamePhrase *p = &w->phrases[w->count++];
    memset(p, 0, sizeof *p);
    p->msgid = msgid;
    return p;
}

static GameWordArg *next_arg(GamePhrase *p) {
    if (!p || p->argc >= GAME_WORDS_ARGS) return NULL;
    GameWordArg *a = &p->args[p->argc++];
    memset(a, 0, sizeof *a);
    return a;
}

void game_phrase_literal(GamePhrase *p, const char *fmt, ...) {
    GameWordArg *a = next_arg(p);
    if (!a) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->literal, sizeof a->literal, fmt, ap);
    va_end(ap);
}

void game_phrase_word(GamePhrase *p, const char *msgid) {
    GameWordArg *a = next_arg(p);
    if (a) a->msgid = msgid;
}

static const char *translate(GameWordsTranslate tr, const void *ctx, const char *msgid) {
    const char *t = tr ? tr(ctx, msgid) : msgid;
    return t ? t : msgid;
}

typedef struct Out {
    char *buf;
    size_t n, used;
    bool cut;
} Out;

static void put(Out *o, const char *s, size_t len) {
    if (o->used + len >= o->n) {
        len = o->n - 1 - o->used;
        /* A cut line ends on a whole character: the text drawn from it stays valid UTF-8. */
        while (len > 0 && ((unsigned char)s[len] & 0xC0) == 0x80) len--;
        o->cut = true;
    }
    memcpy(o->buf + o->used, s, len);
    o->used += len;
    o->buf[o->used] = '\0';
}

/* Writes `format` with its %s directives replaced by args[]: in order, or by number (%2$s). */
static void format_args(Out *o, const char *format, const char *const *args, int argc) {
    int next = 0;
    const char *p = format;
    while (*p) {
        const char *pct = strchr(p, '%');
        if (!pct) {
            put(o, p, strlen(p));
            return;
        }
        put(o, p, (size_t)(pct - p));
        p = pct + 1;
        if (*p == '%') {
            put(o, "%", 1);
            p++;
            continue;
        }
        int index = next;
        const char *q = p;
        int number = 0;
        while (*q >= '0' && *q <= '9') number = number * 10 + (*q++ - '0');
        if (q > p && *q == '$') {
            index = number - 1;
            p = q + 1;
        }
        if (*p != 's') { /* not a directive of ours: shown as written */
            put(o, "%", 1);
            continue;
        }
        p++;
        next = index + 1;
        if (index >= 0 && index < argc) put(o, args[index], strlen(args[index]));
    }
}

static void render_phrase(const GamePhrase *ph, GameWordsTranslate tr, const void *ctx, Out *o) {
    const char *args[GAME_WORDS_ARGS];
    int argc = ph->argc < GAME_WORDS_ARGS ? ph->argc : GAME_WORDS_ARGS;
    for (int i = 0; i < argc; i++)
        args[i] = ph->args[i].msgid ? translate(tr, ctx, ph->args[i].msgid) : ph->args[i].literal;
    format_args(o, translate(tr, ctx, ph->msgid), args, argc);
}

bool game_words_render(const GameMoveWords *w, GameWordsTranslate tr, const void *ctx, char *buf,
                       size_t n) {
    if (!n) return false;
    buf[0] = '\0';
    if (w->count <= 0) return false;
    char done[GAME_WORDS_TEXT_MAX], phrase[GAME_WORDS_TEXT_MAX];
    Out line = {done, sizeof done, 0, false};
    render_phrase(&w->phrases[0], tr, ctx, &line);
    bool cut = line.cut;
    for (int i = 1; i < w->count && i < GAME_WORDS_PHRASES; i++) {
        Out part = {phrase, sizeof phrase, 0, false};
        render_phrase(&w->phrases[i], tr, ctx, &part);
        char joined[GAME_WORDS_TEXT_MAX];
        Out j = {joined, sizeof joined, 0, false};
        const char *both[2] = {done, phrase};
        format_args(&j, translate(tr, ctx, game_words_join), both, 2);
        cut = cut || part.cut || j.cut;
        memcpy(done, joined, j.used + 1);
    }
    Out out = {buf, n, 0, false};
    put(&out, done, strlen(done));
    return !(cut || out.cut);
}

int game_words_msgids(const GameMoveWords *w, const char **out, int cap) {
    int k = 0;
    if (w->count > 1 && k < cap) out[k++] = game_words_join;
    for (int i = 0; i < w->count && i < GAME_WORDS_PHRASES; i++) {
        const GamePhrase *ph = &w->phrases[i];
        if (k < cap) out[k++] = ph->msgid;
        for (int a = 0; a < ph->argc && a < GAME_WORDS_ARGS; a++)
            if (ph->args[a].msgid && k < cap) out[k++] = ph->args[a].msgid;
    }
    return k;
}

static bool same_text(const char *a, const char *b) {
    return a == b || (a && b && strcmp(a, b) == 0);
}

bool game_words_equal(const GameMoveWords *a, const GameMoveWords *b) {
    if (a->count != b->count) return false;
    for (int i = 0; i < a->count && i < GAME_WORDS_PHRASES; i++) {
        const GamePhrase *p = &a->phrases[i], *q = &b->phrases[i];
        if (!same_text(p->msgid, q->msgid) || p->argc != q->argc) return false;
        for (int k = 0; k < p->argc && k < GAME_WORDS_ARGS; k++) {
            if (!same_text(p->args[k].msgid, q->args[k].msgid)) return false;
            if (!p->args[k].msgid && strcmp(p->args[k].literal, q->args[k].literal) != 0)
                return false;
        }
    }
    return true;
}

GameMoveShown game_move_shown(const struct GameRules *g, const void *st, uint64_t m, int viewer,
                              bool played, bool notation, GameMoveWords *words) {
    bool has_words = g->move_words && g->move_words(st, m, viewer, played, words);
    int mover = g->to_move(st);
    if (viewer != mover && (g->observe || g->conceal)) {
        GameMoveWords whole;
        bool open = has_words && g->move_words(st, m, mover, played, &whole) &&
                    game_words_equal(words, &whole);
        if (!open) return has_words ? GAME_SHOWN_WORDS : GAME_SHOWN_NOTHING;
    }
    return notation || !has_words ? GAME_SHOWN_NOTATION : GAME_SHOWN_WORDS;
}
