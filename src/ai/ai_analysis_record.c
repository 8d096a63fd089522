/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis comments of a record: one header line, one line per move, a summary, an end. */
#include "ai/ai_analysis_record.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_builder.h"

#define HEADER "# analysis "
#define END_LINE "# analysis end"
#define COMMENT_LINE_MAX (2 * AI_ANALYSIS_LINE_MAX + 1024)

/* A move's text as one word: spaces, '%' and control characters as %XX. */
static void escape(const char *s, char *out, size_t n) {
    size_t used = 0;
    for (; *s && used + 4 < n; s++) {
        unsigned char c = (unsigned char)*s;
        if (c <= ' ' || c == '%')
            used += (size_t)snprintf(out + used, n - used, "%%%02X", c);
        else
            out[used++] = (char)c;
    }
    out[used] = '\0';
}

static void unescape(const char *s, char *out, size_t n) {
    size_t used = 0;
    for (; *s && used + 1 < n; s++) {
        unsigned int c;
        if (*s == '%' && sscanf(s + 1, "%2x", &c) == 1) {
            out[used++] = (char)c;
            s += 2;
        } else {
            out[used++] = *s;
        }
    }
    out[used] = '\0';
}

/* Permille as points with one decimal: 541 is "54.1". */
static void points(int permille, char *buf, size_t n) {
    snprintf(buf, n, "%s%d.%d", permille < 0 ? "-" : "", abs(permille) / 10, abs(permille) % 10);
}

static bool parse_points(const char *s, int *permille) {
    int whole, tenth;
    char tail;
    bool negative = *s == '-';
    if (sscanf(s + negative, "%d.%1d%c", &whole, &tenth, &tail) != 2 || whole < 0) return false;
    *permille = (whole * 10 + tenth) * (negative ? -1 : 1);
    return true;
}

static void perspective_word(const GameRules *g, int perspective, char *buf, size_t n) {
    snprintf(buf, n, "%s", perspective < 0 ? "truth" : g->player_names[perspective]);
}

static void add_header(TextBuilder *t, const AiAnalysis *a, const GameRules *g) {
    char line[COMMENT_LINE_MAX], perspective[64];
    perspective_word(g, a->settings.perspective, perspective, sizeof perspective);
    snprintf(line, sizeof line,
             HEADER "%d %s perspective=%s movetime=%" PRId64 " nodes=%" PRIu64 " seed=%" PRIu64
                    " read=%s key=%016" PRIx64 " plies=%d\n",
             AI_ANALYSIS_RECORD_VERSION, AI_ANALYSIS_PLAYER, perspective, a->settings.movetime_ms,
             a->settings.nodes, a->settings.seed, a->truth ? "truth" : "side", a->key, a->plies);
    text_builder_add(t, line);
}

static void add_ply(TextBuilder *t, const AiAnalysisPly *p, int index, const GameRules *g) {
    char line[COMMENT_LINE_MAX], word[2 * AI_ANALYSIS_LINE_MAX], value[32];
    escape(p->move, word, sizeof word);
    snprintf(line, sizeof line, "# ply %d %s %s", index + 1, g->player_names[p->mover], word);
    text_builder_add(t, line);
    if (p->judged) {
        snprintf(line, sizeof line, " score=%d forced=%d", p->score, p->forced);
        text_builder_add(t, line);
        points(p->win_before, value, sizeof value);
        snprintf(line, sizeof line, " before=%s", value);
        text_builder_add(t, line);
        points(p->win_after, value, sizeof value);
        snprintf(line, sizeof line, " after=%s", value);
        text_builder_add(t, line);
        points(p->loss, value, sizeof value);
        snprintf(line, sizeof line, " loss=%s class=%s", value,
                 p->kind == AI_MOVE_GOOD ? "good" : ai_analysis_class_word(p->kind));
        text_builder_add(t, line);
    }
    if (p->graph >= 0) {
        points(p->graph, value, sizeof value);
        snprintf(line, sizeof line, " graph=%s", value);
        text_builder_add(t, line);
    }
    if (p->judged && p->best[0]) {
        escape(p->best, word, sizeof word);
        snprintf(line, sizeof line, " best=%s line=", word);
        text_builder_add(t, line);
        /* The line's moves stay separated by spaces: it is the last field. */
        char move[GAME_MOVE_TEXT_MAX];
        const char *s = p->line;
        for (bool first = true; *s; first = false) {
            size_t len = strcspn(s, " ");
            snprintf(move, sizeof move, "%.*s", (int)len, s);
            escape(move, word, sizeof word);
            if (!first) text_builder_add(t, " ");
            text_builder_add(t, word);
            s += len;
            while (*s == ' ') s++;
        }
    }
    text_builder_add(t, "\n");
}

static void add_summary(TextBuilder *t, const AiAnalysis *a, const GameRules *g) {
    for (int side = 0; side < 2; side++) {
        const AiAnalysisSide *s = &a->side[side];
        char line[256], value[32];
        points(s->accuracy, value, sizeof value);
        snprintf(line, sizeof line,
                 "# analysis side %s judged=%d accuracy=%s inaccuracies=%d mistakes=%d "
                 "blunders=%d\n",
                 g->player_names[side], s->judged, value, s->counts[0], s->counts[1], s->counts[2]);
        text_builder_add(t, line);
    }
}

char *ai_analysis_comments(const AiAnalysis *a, const GameRules *g) {
    TextBuilder t = {0};
    add_header(&t, a, g);
    for (int i = 0; i < a->plies; i++) add_ply(&t, &a->ply[i], i, g);
    add_summary(&t, a, g);
    text_builder_add(&t, END_LINE "\n");
    if (t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}

/* The next line of `text` from *at into buf (without its line end); false at the end. */
static bool next_line(const char **at, char *buf, size_t n) {
    if (!**at) return false;
    size_t len = strcspn(*at, "\n");
    size_t kept = len < n - 1 ? len : n - 1;
    memcpy(buf, *at, kept);
    buf[kept] = '\0';
    if (kept && buf[kept - 1] == '\r') buf[kept - 1] = '\0';
    *at += len + ((*at)[len] == '\n');
    return true;
}

static int side_of(const GameRules *g, const char *word) {
    for (int s = 0; s < 2; s++)
        if (strcmp(g->player_names[s], word) == 0) return s;
    return -1;
}

static bool parse_class(const char *word, AiMoveClass *kind) {
    static const char *const words[] = {"good", "inaccuracy", "mistake", "blunder"};
    for (int i = 0; i < 4; i++)
        if (strcmp(word, words[i]) == 0) {
            *kind = (AiMoveClass)(AI_MOVE_GOOD + i);
            return true;
        }
    return false;
}

/* One field of a ply line. */
static bool parse_field(const char *field, char *rest_of_line, AiAnalysisPly *p) {
    char value[2 * AI_ANALYSIS_LINE_MAX];
    const char *eq = strchr(field, '=');
    if (!eq) return false;
    size_t key = (size_t)(eq - field);
    const char *v = eq + 1;
    if (key == 5 && strncmp(field, "score", 5) == 0) return sscanf(v, "%d", &p->score) == 1;
    if (key == 6 && strncmp(field, "forced", 6) == 0) return sscanf(v, "%d", &p->forced) == 1;
    if (key == 6 && strncmp(field, "before", 6) == 0) return parse_points(v, &p->win_before);
    if (key == 5 && strncmp(field, "after", 5) == 0) return parse_points(v, &p->win_after);
    if (key == 4 && strncmp(field, "loss", 4) == 0) return parse_points(v, &p->loss);
    if (key == 5 && strncmp(field, "graph", 5) == 0) return parse_points(v, &p->graph);
    if (key == 5 && strncmp(field, "class", 5) == 0) {
        p->judged = true;
        return parse_class(v, &p->kind);
    }
    if (key == 4 && strncmp(field, "best", 4) == 0) {
        unescape(v, p->best, sizeof p->best);
        return true;
    }
    if (key == 4 && strncmp(field, "line", 4) == 0) {
        /* The rest of the line, each move unescaped. */
        size_t used = 0;
        p->line[0] = '\0';
        for (char *save = NULL, *w = strtok_r(rest_of_line, " ", &save); w;
             w = strtok_r(NULL, " ", &save)) {
            unescape(w, value, sizeof value);
            int wrote =
                snprintf(p->line + used, sizeof p->line - used, "%s%s", used ? " " : "", value);
            if (wrote < 0 || (size_t)wrote >= sizeof p->line - used) return false;
            used += (size_t)wrote;
        }
        return true;
    }
    return false;
}

static bool parse_ply(char *text, const GameRules *g, int index, AiAnalysisPly *p) {
    memset(p, 0, sizeof *p);
    p->graph = -1;
    char *save = NULL;
    char *hash = strtok_r(text, " ", &save), *word = strtok_r(NULL, " ", &save);
    char *number = strtok_r(NULL, " ", &save), *side = strtok_r(NULL, " ", &save);
    char *move = strtok_r(NULL, " ", &save);
    if (!hash || !word || !number || !side || !move || strcmp(word, "ply") != 0) return false;
    if (atoi(number) != index + 1 || (p->mover = side_of(g, side)) < 0) return false;
    unescape(move, p->move, sizeof p->move);
    for (char *field = strtok_r(NULL, " ", &save); field; field = strtok_r(NULL, " ", &save)) {
        bool is_line = strncmp(field, "line=", 5) == 0;
        char *rest = is_line ? field + 5 : NULL;
        if (is_line && save && *save) rest[strlen(rest)] = ' '; /* rejoin the rest of the line */
        if (!parse_field(field, rest, p)) return false;
        if (is_line) break;
    }
    return true;
}

/* The header's scanf format with `key` naming the perspective: records written before the key
 * was `perspective` call it `view`, and are read all the same. */
#define HEADER_SCAN(key)                                                                           \
    HEADER "%d %31s " key "=%63s movetime=%" SCNd64 " nodes=%" SCNu64 " seed=%" SCNu64             \
           " read=%7s key=%" SCNx64 " plies=%d"

static bool parse_header(const char *line, const GameRules *g, AiAnalysis *a, char *read) {
    int version;
    char player[32], perspective[64];
    bool scanned = false;
    for (int old = 0; !scanned && old < 2; old++)
        scanned = sscanf(line, old ? HEADER_SCAN("view") : HEADER_SCAN("perspective"), &version,
                         player, perspective, &a->settings.movetime_ms, &a->settings.nodes,
                         &a->settings.seed, read, &a->key, &a->plies) == 9;
    if (!scanned || version != AI_ANALYSIS_RECORD_VERSION ||
        strcmp(player, AI_ANALYSIS_PLAYER) != 0)
        return false;
    bool truth = strcmp(perspective, "truth") == 0;
    a->settings.perspective = truth ? AI_ANALYSIS_TRUTH : side_of(g, perspective);
    return truth || a->settings.perspective >= 0;
}

static bool same_settings(const AiAnalysisSettings *a, const AiAnalysisSettings *b) {
    return a->movetime_ms == b->movetime_ms && a->nodes == b->nodes && a->seed == b->seed &&
           a->perspective == b->perspective;
}

bool ai_analysis_from_comments(const char *record, const GameLine *line,
                               const AiAnalysisSettings *settings, AiAnalysis *out, Error *err) {
    const GameRules *g = line->rules;
    memset(out, 0, sizeof *out);
    char *text = malloc(COMMENT_LINE_MAX);
    if (!text) return error_set(err, "out of memory");
    const char *at = record;
    bool found = false, ok = false;
    while (!found && next_line(&at, text, COMMENT_LINE_MAX))
        found = strncmp(text, HEADER, strlen(HEADER)) == 0 && strcmp(text, END_LINE) != 0;
    char read[8];
    if (!found) {
        error_set(err, "the record holds no analysis");
    } else if (!parse_header(text, g, out, read)) {
        error_set(err, "the record's analysis is of another version or unreadable");
    } else if (!same_settings(&out->settings, settings)) {
        error_set(err, "the record's analysis was made with other settings");
    } else if (out->plies != line->length ||
               out->key != ai_analysis_key_for(line, settings->perspective)) {
        error_set(err, "the record's analysis is of other moves");
    } else if (!(out->ply = calloc((size_t)out->plies + 1, sizeof *out->ply))) {
        error_set(err, "out of memory");
    } else {
        out->truth = strcmp(read, "truth") == 0;
        out->graph_side = settings->perspective >= 0 ? settings->perspective : 0;
        ok = true;
        for (int i = 0; ok && i < out->plies; i++)
            ok = next_line(&at, text, COMMENT_LINE_MAX) && parse_ply(text, g, i, &out->ply[i]);
        if (!ok) error_set(err, "the record's analysis is unreadable");
    }
    free(text);
    if (!ok) {
        ai_analysis_free(out);
        return false;
    }
    ai_analysis_summarise(out);
    return true;
}

char *ai_analysis_strip_comments(const char *record) {
    TextBuilder t = {0};
    text_builder_add(&t, "");
    bool inside = false;
    for (const char *at = record; *at;) {
        size_t len = strcspn(at, "\n");
        bool has_end = at[len] == '\n';
        bool header = strncmp(at, HEADER, strlen(HEADER)) == 0;
        bool end = strncmp(at, END_LINE, strlen(END_LINE)) == 0 &&
                   (len == strlen(END_LINE) || at[strlen(END_LINE)] == '\r');
        if (header) inside = true;
        if (!inside) text_builder_add_part(&t, at, len + has_end);
        if (end) inside = false;
        at += len + has_end;
    }
    if (t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}
