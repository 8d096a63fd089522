/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's analysis of a game (the session's, session_analysis.h): Analyse and Stop,
 * the progress, the graph of the win chance of the side at the screen with the moves that lost
 * marked, each side's summary, the better move drawn on the board, and the queries. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/board_analysis.h"
#include "scenes/board_shown.h"
#include "session/session_analysis.h"

/* The one running and the length it started at, the one done, the review position whose better
 * move is drawn (-1 none) and that move with the legal moves of its position and their text (a
 * view finds the hint among them), and where the graph was drawn (for presses on it). */
struct BoardAnalysis {
    SessionAnalysisRun *run;
    int length;
    int done_shown; /* positions done, as the progress bar last drew them */
    bool analysed;
    AiAnalysis result;
    int better_at;
    char better[GAME_MOVE_TEXT_MAX];
    Move *better_moves;
    char (*better_texts)[GAME_MOVE_TEXT_MAX];
    int better_move_count;
    UiRect graph_area;
};

/* An analysis from one side's view is shown only while that side is at the screen: the other
 * side, or a privacy screen, may not read what it knew. */
static bool shown(const BoardData *b) {
    return b->analysis->analysed &&
           (b->analysis->result.truth ||
            board_shown(b)->screen_side == b->analysis->result.settings.perspective);
}

bool board_analysis_shown(const BoardData *b) {
    return shown(b);
}

bool board_analysis_done(const BoardData *b) {
    return b->analysis->analysed;
}

const AiAnalysis *board_analysis_result(const BoardData *b) {
    return shown(b) ? &b->analysis->result : NULL;
}

BoardAnalysis *board_analysis_new(void) {
    BoardAnalysis *a = calloc(1, sizeof *a);
    if (a) a->better_at = -1;
    return a;
}

bool board_analysis_available(const BoardData *b) {
    int perspective;
    if (b->analysis->run || b->analysis->analysed || board_online(b)) return false;
    if (!board_over(b) && board_shown(b)->live) return false;
    return session_analysis_perspective(b->session, &perspective);
}

bool board_analysis_running(const BoardData *b) {
    return b->analysis->run != NULL;
}

void board_analysis_start(BoardData *b) {
    Error err;
    if (!board_analysis_available(b)) return;
    b->analysis->run = session_analysis_start(b->session, SESSION_ANALYSIS_NODES, &err);
    if (!b->analysis->run) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
        return;
    }
    b->analysis->length = board_length(b);
    b->analysis->done_shown = INT_MIN; /* nothing drawn yet */
}

void board_analysis_stop(BoardData *b) {
    session_analysis_free(b->analysis->run);
    b->analysis->run = NULL;
}

void board_analysis_forget(BoardData *b) {
    board_analysis_stop(b);
    if (b->analysis->analysed) ai_analysis_free(&b->analysis->result);
    b->analysis->analysed = false;
    b->analysis->better_at = -1;
    b->analysis->better[0] = '\0';
    free(b->analysis->better_moves);
    free(b->analysis->better_texts);
    b->analysis->better_moves = NULL;
    b->analysis->better_texts = NULL;
    b->analysis->better_move_count = 0;
}

void board_analysis_free(BoardData *b) {
    if (!b->analysis) return;
    board_analysis_forget(b);
    free(b->analysis);
    b->analysis = NULL;
}

/* The legal moves before move `index` with their text, for the view to find the better one. */
static void list_better_moves(BoardData *b, int index) {
    const GameRules *g = session_rules(b->session);
    const void *st = session_revealed_state(b->session, index);
    b->analysis->better_move_count = 0;
    if (!b->analysis->better_moves)
        b->analysis->better_moves = malloc(sizeof *b->analysis->better_moves * GAME_MOVES_MAX);
    if (!b->analysis->better_texts)
        b->analysis->better_texts = malloc(sizeof *b->analysis->better_texts * GAME_MOVES_MAX);
    if (!st || !b->analysis->better_moves || !b->analysis->better_texts) return;
    int count = g->gen_moves(st, b->analysis->better_moves, GAME_MOVES_MAX);
    for (int i = 0; i < count; i++)
        if (!g->move_to_text(st, b->analysis->better_moves[i], b->analysis->better_texts[i],
                             GAME_MOVE_TEXT_MAX))
            b->analysis->better_texts[i][0] = '\0';
    b->analysis->better_move_count = count;
}

bool board_analysis_take(BoardData *b, AiAnalysis *analysis) {
    board_analysis_forget(b);
    if (analysis->plies != board_length(b)) {
        ai_analysis_free(analysis);
        return false;
    }
    b->analysis->result = *analysis;
    b->analysis->analysed = true;
    return true;
}

/* How often a running analysis is looked at: its bar is redrawn only when a position is done, so
 * the app does not draw frames the whole time the search works. */
#define ANALYSIS_POLL_MS 100

bool board_analysis_update(BoardData *b, SceneContext *ctx, bool *finished) {
    *finished = false;
    if (b->analysis->analysed && b->analysis->result.plies != board_length(b))
        board_analysis_forget(b);
    if (!b->analysis->run) return false;
    if (board_length(b) != b->analysis->length) { /* the game moved on: it is another game */
        board_analysis_stop(b);
        return true;
    }
    if (!session_analysis_finished(b->analysis->run)) {
        scene_wake_within(ctx, ANALYSIS_POLL_MS);
        int done, total;
        session_analysis_progress(b->analysis->run, &done, &total);
        if (done == b->analysis->done_shown) return false;
        b->analysis->done_shown = done; /* the bar moves */
        return true;
    }
    AiAnalysis analysis;
    Error err;
    bool ok = session_analysis_collect(b->analysis->run, &analysis, &err);
    board_analysis_stop(b);
    if (!ok) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
        return true;
    }
    *finished = board_analysis_take(b, &analysis);
    return true;
}

/* The side whose chance the graph draws: the one at the screen, or with nobody's screen the
 * viewer's. */
static int graph_viewer(const BoardData *b) {
    const SessionShown *v = board_shown(b);
    return v->screen_side == SESSION_SHOWS_NEITHER ? v->viewer : v->screen_side;
}

/* The win chance of the side at the screen after move `index`, permille; -1 unknown. */
static int chance_after(const BoardData *b, int index) {
    int graph = b->analysis->result.ply[index].graph;
    if (graph < 0) return -1;
    return graph_viewer(b) == b->analysis->result.graph_side ? graph : 1000 - graph;
}

/* The value of the position looked at (the review's, or the last) in words for the graph's
 * side: the forced result Master found there, or else the chance the graph draws at the marker;
 * "" when the view cannot tell. Only what the analysis holds for the view: a ply's `forced` is
 * set only for a move the view judged. */
static void position_value(const BoardData *b, char *out, size_t n) {
    const UiCatalog *cat = b->ctx->catalog;
    const AiAnalysis *a = &b->analysis->result;
    out[0] = '\0';
    if (!shown(b)) return;
    int at = board_shown(b)->index;
    if (at > a->plies) at = a->plies;
    int side = graph_viewer(b);
    const char *name = ui_tr(cat, view_side_name(b->view, b->ctx->prefs->scheme, side));
    /* The move played from the position holds Master's reading of the position before it. */
    const AiAnalysisPly *next = at < a->plies && a->ply[at].judged ? &a->ply[at] : NULL;
    if (next && next->forced != 0) {
        bool wins = (next->forced > 0) == (next->mover == side);
        const char *words = wins ? N_("%s wins in %d") : N_("%s loses in %d");
        snprintf(out, n, ui_tr(cat, words), name, abs(next->forced));
        return;
    }
    int chance = -1;
    if (at > 0)
        chance = chance_after(b, at - 1);
    else if (next) /* the start: no move led to it */
        chance = next->mover == side ? next->win_before : 1000 - next->win_before;
    if (chance < 0) return;
    /* Rounding must not turn a likely result into a certain one, nor the other way. */
    int percent = (chance + 5) / 10;
    if (chance > 0 && percent < 1) percent = 1;
    if (chance < 1000 && percent > 99) percent = 99;
    snprintf(out, n, ui_tr(cat, "%s %d%%"), name, percent);
}

static GfxColor class_colour(const UiTheme *t, AiMoveClass kind) {
    switch (kind) {
    case AI_MOVE_INACCURACY:
        return t->decision;
    case AI_MOVE_MISTAKE:
        return ui_mix(t->decision, t->error, 0.5f);
    case AI_MOVE_BLUNDER:
        return t->error;
    default:
        return t->text_dim;
    }
}

static const char *class_mark(AiMoveClass kind) {
    switch (kind) {
    case AI_MOVE_INACCURACY:
        return "?!";
    case AI_MOVE_MISTAKE:
        return "?";
    case AI_MOVE_BLUNDER:
        return "??";
    default:
        return NULL;
    }
}

const char *board_analysis_mark(const BoardData *b, const UiTheme *t, int index, GfxColor *colour) {
    if (!shown(b) || index < 0 || index >= b->analysis->result.plies) return NULL;
    AiMoveClass kind = b->analysis->result.ply[index].kind;
    if (t && colour) *colour = class_colour(t, kind);
    return class_mark(kind);
}

/* How many moves the move list marks (the `analysis_marks` query). */
static int board_analysis_marks(const BoardData *b) {
    int marks = 0;
    for (int i = 0; shown(b) && i < b->analysis->result.plies; i++)
        if (class_mark(b->analysis->result.ply[i].kind)) marks++;
    return marks;
}

/* The better move and the moves of its line after it that the message line tells. */
#define BETTER_LINE_TOLD 3

/* Master's better move before move `index` and its line, in words, on the message line; the
 * move itself drawn on the board as a hint is. */
static void show_better(BoardData *b, int index) {
    const AiAnalysisPly *p = &b->analysis->result.ply[index];
    const GameRules *g = session_rules(b->session);
    const SceneContext *ctx = b->ctx;
    b->analysis->better_at = index;
    snprintf(b->analysis->better, sizeof b->analysis->better, "%s", p->best);
    list_better_moves(b, index);
    unsigned char *st = malloc(g->state_size);
    const void *start = session_revealed_state(b->session, index);
    char words[BETTER_LINE_TOLD][GAME_WORDS_TEXT_MAX];
    int told = 0;
    if (st && start) {
        memcpy(st, start, g->state_size);
        char line[AI_ANALYSIS_LINE_MAX];
        snprintf(line, sizeof line, "%s", p->line[0] ? p->line : p->best);
        char *save = NULL;
        for (char *text = strtok_r(line, " ", &save); text && told < BETTER_LINE_TOLD;
             text = strtok_r(NULL, " ", &save)) {
            Move m;
            Error err;
            if (g->outcome(st).kind != OUTCOME_ONGOING || !g->move_from_text(st, text, &m, &err))
                break;
            if (!ui_move_text(ctx->catalog, g, st, m, g->to_move(st), false, ctx->prefs->notation,
                              words[told], sizeof words[told]))
                snprintf(words[told], sizeof words[told], "%s", text);
            told++;
            g->apply(st, m);
        }
    }
    free(st);
    if (told == 0) {
        snprintf(words[0], sizeof words[0], "%s", p->best);
        told = 1;
    }
    char rest[BOARD_MESSAGE_MAX] = "";
    size_t used = 0;
    for (int i = 1; i < told && used < sizeof rest; i++)
        used +=
            (size_t)snprintf(rest + used, sizeof rest - used, "%s%s", i > 1 ? ", " : "", words[i]);
    if (rest[0])
        snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, "Better: %s, then %s"),
                 words[0], rest);
    else
        snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, "Better: %s"), words[0]);
    b->message_is_error = false;
}

bool board_analysis_open(BoardData *b, int index) {
    if (!shown(b) || index < 0 || index >= b->analysis->result.plies) return false;
    const AiAnalysisPly *p = &b->analysis->result.ply[index];
    b->over_shown = false;
    if (!class_mark(p->kind) || !p->best[0]) {
        session_review(b->session, index + 1 >= board_length(b) && !board_over(b) ? -1 : index + 1);
        if (b->analysis->better_at >= 0)
            b->message[0] = '\0'; /* the last better move's words go too */
        b->analysis->better_at = -1;
        return true;
    }
    session_review(b->session, index); /* the position the better move was to be played in */
    show_better(b, index);
    return true;
}

bool board_analysis_jump(BoardData *b, int direction) {
    if (!shown(b)) return false;
    int at = board_shown(b)->index;
    /* The move about to be played from the review position is still ahead, unless its better
     * move is the one shown. */
    int step = direction > 0 ? 1 : -1;
    int from =
        step > 0 ? (b->analysis->better_at == at && !board_shown(b)->live ? at + 1 : at) : at - 1;
    for (int i = from; i >= 0 && i < b->analysis->result.plies; i += step)
        if (class_mark(b->analysis->result.ply[i].kind)) return board_analysis_open(b, i);
    return false;
}

void board_analysis_forget_better(BoardData *b) {
    if (b->analysis->better_at >= 0) b->message[0] = '\0';
    b->analysis->better_at = -1;
}

const char *board_analysis_hint(const BoardData *b) {
    const SessionShown *v = board_shown(b);
    return shown(b) && !v->live && v->index == b->analysis->better_at ? b->analysis->better : "";
}

/* "3.2": points lost a move, from permille. */
static void points(int permille, char *out, size_t n) {
    snprintf(out, n, "%d.%d", permille / 10, permille % 10);
}

bool board_analysis_hint_moves(const BoardData *b, const Move **moves,
                               const char (**texts)[GAME_MOVE_TEXT_MAX], int *count) {
    if (!board_analysis_hint(b)[0] || b->analysis->better_move_count == 0) return false;
    *moves = b->analysis->better_moves;
    *texts = (const char(*)[GAME_MOVE_TEXT_MAX])b->analysis->better_texts;
    *count = b->analysis->better_move_count;
    return true;
}

static float summary(BoardData *b, UiDraw *d, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    for (int side = 0; side < 2; side++) {
        const AiAnalysisSide *s = &b->analysis->result.side[side];
        char lost[16], text[256];
        const char *name = T(d, view_side_name(b->view, b->ctx->prefs->scheme, side));
        points(s->accuracy, lost, sizeof lost);
        if (s->judged > 0)
            snprintf(text, sizeof text, T(d, "%s lost %s a move"), name, lost);
        else /* the other side's moves, hidden from the view */
            snprintf(text, sizeof text, T(d, "%s: not judged"), name);
        float right = x + w;
        /* The counts at the right, each in its class's colour. */
        for (int k = 2; k >= 0 && s->judged > 0; k--) {
            char count[32];
            snprintf(count, sizeof count, "%d %s", s->counts[k],
                     class_mark(AI_MOVE_INACCURACY + k));
            right -= ui_text(d, count, right, y, 13, GFX_FONT_BOLD, GFX_ALIGN_RIGHT,
                             class_colour(t, AI_MOVE_INACCURACY + k)) +
                     6 * sc;
        }
        ui_text_in(d, text, x, y, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text,
                   (UiRect){x, y, right - x, 18 * sc});
        y += 18 * sc;
    }
    return y;
}

/* The header: whose chance, and in a game that hides something, what the view knew. True for
 * the plain "whose chance" one. */
static bool graph_title(BoardData *b, UiDraw *d, char *out, size_t n) {
    const GameRules *g = session_rules(b->session);
    const char *name = T(d, view_side_name(b->view, b->ctx->prefs->scheme, graph_viewer(b)));
    if (!g->observe && b->analysis->result.truth) {
        snprintf(out, n, T(d, "Win chance of %s"), name);
        return true;
    }
    if (b->analysis->result.truth)
        snprintf(out, n, "%s", T(d, "With everything revealed"));
    else
        snprintf(out, n, T(d, "As %s knew it"),
                 T(d, view_side_name(b->view, b->ctx->prefs->scheme,
                                     b->analysis->result.settings.perspective)));
    return false;
}

float board_analysis_height(const BoardData *b, float sc) {
    if (b->analysis->run) return 30 * sc;
    return shown(b) ? 112 * sc : 0;
}

static void progress_bar(BoardData *b, UiDraw *d, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    int done, total;
    session_analysis_progress(b->analysis->run, &done, &total);
    float part = total > 0 && done > 0 ? (float)done / (float)total : 0;
    /* The endings are solved before the first position: the bar would stand still a while. */
    const char *what =
        done == AI_ANALYSIS_SOLVING ? T(d, "Solving the endings…") : T(d, "Analysing…");
    /* The words take what they need (some languages' are long), the bar the rest. */
    float text_w = ui_text_width(d, what, 13, GFX_FONT_REGULAR) + 1 * sc, gap = 8 * sc;
    if (text_w < w * 0.45f) text_w = w * 0.45f;
    if (text_w > w * 0.7f) text_w = w * 0.7f;
    ui_text_in(d, what, x, y, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim,
               (UiRect){x, y, text_w, 18 * sc});
    float bx = x + text_w + gap, bw = w - text_w - gap, by = y + 5 * sc, bh = 10 * sc;
    gfx_draw_panel(d->r, bx, by, bw, bh, 5 * sc, t->surface, 5);
    if (part > 0) gfx_draw_panel(d->r, bx, by, bw * part, bh, 5 * sc, t->accent, 6);
    ui_register(d->ui, "board.analysis_progress", (UiRect){bx, by, bw, bh}, UI_KIND_AREA);
}

void board_analysis_draw(BoardData *b, UiDraw *d, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    b->analysis->graph_area = (UiRect){0, 0, 0, 0};
    if (b->analysis->run) {
        progress_bar(b, d, x + 6 * sc, y + 6 * sc, w - 12 * sc);
        return;
    }
    if (!shown(b)) return;
    float h = board_analysis_height(b, sc);
    gfx_draw_panel(d->r, x, y, w, h, 10 * sc, t->surface_raised, 4);
    char title[160], value[96];
    bool plain = graph_title(b, d, title, sizeof title);
    position_value(b, value, sizeof value);
    UiRect line = {x + 12 * sc, y + 4 * sc, w - 24 * sc, 18 * sc};
    float gap = 8 * sc;
    /* The value at the right of the title line, brighter: what the player looks for first. A
     * plain title gives way to it where both do not fit (the value names the side too); what a
     * hidden game's view knew is never left out, the value is told smaller beside it, or not. */
    float title_w = ui_text_width(d, title, 13, GFX_FONT_BOLD), size = 13;
    if (value[0] && title_w + gap + ui_text_width(d, value, size, GFX_FONT_BOLD) > line.w) {
        if (plain)
            title[0] = '\0';
        else if (title_w + gap + ui_text_width(d, value, 11, GFX_FONT_BOLD) <= line.w)
            size = 11;
        else
            value[0] = '\0';
    }
    float right = line.x + line.w;
    if (value[0]) /* a smaller value sits on the title's baseline, near enough */
        right -= ui_text_in(d, value, right, line.y + (13 - size) * 0.8f * sc, size, GFX_FONT_BOLD,
                            GFX_ALIGN_RIGHT, t->text, line) +
                 gap;
    if (title[0])
        ui_text_in(d, title, line.x, line.y, 13, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text_dim,
                   (UiRect){line.x, line.y, right - line.x, line.h});
    UiRect g = {x + 10 * sc, y + 22 * sc, w - 20 * sc, 46 * sc};
    b->analysis->graph_area = g;
    ui_register(d->ui, "board.graph", g, UI_KIND_AREA);
    gfx_draw_rect(d->r, g.x, g.y, g.w, g.h, t->surface, 5);
    int plies = b->analysis->result.plies;
    float col = plies > 0 ? g.w / (float)plies : g.w;
    for (int i = 0; i < plies; i++) { /* each move's chance after it, a column from the foot */
        int chance = chance_after(b, i);
        if (chance < 0) continue;
        float top = g.y + g.h * (1.0f - (float)chance / 1000.0f);
        gfx_draw_rect(d->r, g.x + (float)i * col, top, col, g.y + g.h - top,
                      ui_alpha(t->accent, 0.45f), 5.5f);
    }
    gfx_draw_rect(d->r, g.x, g.y + g.h / 2 - 0.5f * sc, g.w, 1 * sc, t->text_dim, 6); /* 50% */
    int at = board_shown(b)->index;
    float mx = g.x + (float)at * col - 1 * sc;
    if (mx > g.x + g.w - 2 * sc) mx = g.x + g.w - 2 * sc;
    if (mx < g.x) mx = g.x;
    gfx_draw_rect(d->r, mx, g.y, 2 * sc, g.h, t->focus, 6.5f);
    for (int i = 0; i < plies; i++) { /* the moves that lost, a dot in their class's colour */
        const AiAnalysisPly *p = &b->analysis->result.ply[i];
        if (!class_mark(p->kind)) continue;
        int chance = chance_after(b, i);
        float cy = g.y + g.h * (1.0f - (float)(chance < 0 ? 500 : chance) / 1000.0f);
        float r = 3.5f * sc, cx = g.x + ((float)i + 0.5f) * col;
        gfx_draw_panel(d->r, cx - r, cy - r, 2 * r, 2 * r, r, class_colour(t, p->kind), 7);
    }
    summary(b, d, x + 12 * sc, g.y + g.h + 4 * sc, w - 24 * sc);
}

bool board_analysis_press(BoardData *b, float px, float py) {
    UiRect g = b->analysis->graph_area;
    if (!shown(b) || g.w <= 0 || !view_rect_contains(g, px, py)) return false;
    int index = (int)((px - g.x) / g.w * (float)b->analysis->result.plies);
    if (index >= b->analysis->result.plies) index = b->analysis->result.plies - 1;
    /* A press beside a marked move opens it: the dots are small, the columns thin. */
    static const int nearby[] = {0, -1, 1};
    for (size_t k = 0; k < sizeof nearby / sizeof *nearby; k++) {
        int at = index + nearby[k];
        if (at >= 0 && at < b->analysis->result.plies &&
            class_mark(b->analysis->result.ply[at].kind))
            return board_analysis_open(b, at);
    }
    return board_analysis_open(b, index);
}

bool board_analysis_query(const BoardData *b, const char *key, char *out, size_t n) {
    if (strcmp(key, "analysis") == 0)
        return snprintf(out, n, "%s", b->analysis->run ? "running" : shown(b) ? "done" : ""), true;
    if (strcmp(key, "analysis_progress") == 0) { /* "solving", or positions "done/total" */
        if (!b->analysis->run) return snprintf(out, n, "%s", ""), true;
        int done, total;
        session_analysis_progress(b->analysis->run, &done, &total);
        if (done == AI_ANALYSIS_SOLVING) return snprintf(out, n, "solving"), true;
        return snprintf(out, n, "%d/%d", done, total), true;
    }
    if (strcmp(key, "analysis_marks") == 0)
        return snprintf(out, n, "%d", board_analysis_marks(b)), true;
    if (strcmp(key, "analysis_first_mark") == 0) { /* the first marked move's index, -1 */
        int first = -1;
        for (int i = 0; shown(b) && i < b->analysis->result.plies && first < 0; i++)
            if (class_mark(b->analysis->result.ply[i].kind)) first = i;
        return snprintf(out, n, "%d", first), true;
    }
    if (strcmp(key, "analysis_view") == 0) {
        if (!shown(b)) return snprintf(out, n, "%s", ""), true;
        if (b->analysis->result.truth) return snprintf(out, n, "truth"), true;
        return snprintf(out, n, "%s",
                        session_rules(b->session)
                            ->player_names[b->analysis->result.settings.perspective]),
               true;
    }
    if (strcmp(key, "analysis_value") == 0) return position_value(b, out, n), true;
    if (strcmp(key, "better") == 0) return snprintf(out, n, "%s", board_analysis_hint(b)), true;
    return false;
}
