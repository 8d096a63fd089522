/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game panel: opponent, seat and the game's own options as its rules describe them
 * (GameRules.options), validated by the game's setup before the board opens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "scenes/rules_picture.h"
#include "scenes/scene.h"
#include "session/session_clock.h"
#include "views/view.h"

static const char *const opponent_values[] = {"beginner", "casual", "strong",
                                              "master",   "human",  "online"};
static const char *const opponent_labels[] = {N_("Computer, beginner"), N_("Computer, casual"),
                                              N_("Computer, strong"),   N_("Computer, master"),
                                              N_("Another person"),     N_("A friend online")};
/* What each opponent is, beside Start, so that a newcomer knows which level to take. */
static const char *const opponent_about[] = {
    N_("Beginner: makes mistakes, good for a first game."),
    N_("Casual: plays sensibly but not deeply, for players who know the rules."),
    N_("Strong: looks several moves ahead, a real challenge."),
    N_("Master: plays its best with all its time, the strongest opponent here."),
    N_("Two people take turns at this computer."),
    N_("Host a game here and send the invite to a friend."),
};
enum {
    OPPONENT_COUNT = 6,
    OPPONENT_BEGINNER = 0,
    OPPONENT_CASUAL = 1,
    OPPONENT_HUMAN = 4,
    OPPONENT_ONLINE = 5,
    OPTIONS_MAX = 16
};
static const char *const seat_values[] = {"first", "second", "random"};
/* The time controls offered (time_control_parse's texts): none first, the default. */
static const char *const clock_values[] = {"none", "1",     "3+2",     "5+3",
                                           "10",   "15+10", "move:10", "move:30"};
enum { CLOCK_CHOICES = 8 };

typedef struct SetupData {
    int game; /* in the registry */
    int opponent, seat;
    int clock;                                     /* in clock_values */
    int choice[OPTIONS_MAX];                       /* each option's value index */
    int picks[OPTIONS_MAX][GAME_OPTION_PICKS_MAX]; /* a picks option's value per row */
    char error[ERROR_MESSAGE_MAX];
    int start_count; /* games started from this panel, for tests */
    /* Against a friend online: the referee server to host on, "" for this computer; whether its
     * field has the focus (it takes the typing). */
    char server[300];
    bool server_editing;
    /* The game's art: its board view drawing a position (ViewLook.art_position) as its first side
     * sees it in play, as in the menu; no art when the game has none or it fails to read. */
    RulesPicture art;
} SetupData;

static const GameRules *rules(const SetupData *sd) {
    return game_at(sd->game);
}

static const GameOptionDesc *desc(const SetupData *sd, int k) {
    return &rules(sd)->options[k];
}

static bool offered(const GameOptionDesc *d) {
    return d->label || d->kind == GAME_OPTION_PICKS;
}

/* The value a row shows now (NULL: the option is left out). */
static const char *row_value(const SetupData *sd, int k) {
    return desc(sd, k)->values[sd->choice[k]];
}

/* Whether option k's condition holds; `shown` also asks that the row it depends on be shown. */
static bool row_applies(const SetupData *sd, int k, bool shown);

static bool row_visible(const SetupData *sd, int k) {
    return offered(desc(sd, k)) && row_applies(sd, k, false);
}

static bool row_applies(const SetupData *sd, int k, bool shown) {
    const GameOptionDesc *d = desc(sd, k);
    if (!d->when) return true;
    for (int j = 0; j < rules(sd)->option_count; j++) {
        if (strcmp(desc(sd, j)->key, d->when_key) != 0) continue;
        if (shown && !row_visible(sd, j)) return false;
        const char *v = row_value(sd, j);
        return d->when_value ? v && strcmp(v, d->when_value) == 0 : v == NULL;
    }
    return true;
}

static void pick_id(const GameOptionDesc *d, int p, char *id, size_t n) {
    snprintf(id, n, "setup.%s%d", d->pick_id, p + 1);
}

/* `person`: the person's player (0, 1) against the computer, else -1. */
static void build_options(const SetupData *sd, int person, unsigned long long seed, char *buf,
                          size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < rules(sd)->option_count && used < n; k++) {
        const GameOptionDesc *d = desc(sd, k);
        if (d->person && person >= 0 && row_applies(sd, k, true))
            used += (size_t)snprintf(buf + used, n - used, "%s%s=%d", used ? " " : "", d->key,
                                     person + 1);
        if (!row_visible(sd, k)) continue;
        if (d->kind == GAME_OPTION_PICKS) {
            used += (size_t)snprintf(buf + used, n - used, "%s%s=", used ? " " : "", d->key);
            for (int p = 0; p < d->picks && used < n; p++)
                used += (size_t)snprintf(buf + used, n - used, "%s%s", p ? "," : "",
                                         d->values[sd->picks[k][p]]);
        } else if (row_value(sd, k)) {
            used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", used ? " " : "", d->key,
                                     row_value(sd, k));
        }
    }
    if (used < n) snprintf(buf + used, n - used, "%sseed=%llu", used ? " " : "", seed);
}

/* The panel's choices as remembered between runs (UiPrefs.new_game): "opponent=casual
 * seat=first key=value ...", every option the panel offers, "-" for a value left out, a picks
 * option's values joined by commas. */
static void choices_line(const SetupData *sd, char *buf, size_t n) {
    size_t used =
        (size_t)snprintf(buf, n, "opponent=%s seat=%s clock=%s", opponent_values[sd->opponent],
                         seat_values[sd->seat], clock_values[sd->clock]);
    for (int k = 0; k < rules(sd)->option_count && used < n; k++) {
        const GameOptionDesc *d = desc(sd, k);
        if (!offered(d)) continue;
        used += (size_t)snprintf(buf + used, n - used, " %s=", d->key);
        if (d->kind == GAME_OPTION_PICKS) {
            for (int p = 0; p < d->picks && used < n; p++)
                used += (size_t)snprintf(buf + used, n - used, "%s%s", p ? "," : "",
                                         d->values[sd->picks[k][p]]);
        } else if (used < n) {
            const char *v = row_value(sd, k);
            used += (size_t)snprintf(buf + used, n - used, "%s", v ? v : "-");
        }
    }
}

/* The index of value `v` ("-": left out) among `count` values; -1 when there is none. */
static int value_index(const char *const *values, int count, const char *v) {
    for (int i = 0; i < count; i++)
        if (values[i] ? strcmp(values[i], v) == 0 : strcmp(v, "-") == 0) return i;
    return -1;
}

/* Takes the remembered choices that still name a row and one of its values; anything else (an
 * option or value another version had) leaves the row as suggested. */
static void apply_choices(SetupData *sd, const char *line) {
    char copy[UI_PREFS_NEW_GAME_MAX];
    snprintf(copy, sizeof copy, "%s", line);
    char *save = NULL;
    for (char *item = strtok_r(copy, " ", &save); item; item = strtok_r(NULL, " ", &save)) {
        char *v = strchr(item, '=');
        if (!v) continue;
        *v++ = '\0';
        int i;
        if (strcmp(item, "opponent") == 0) {
            if ((i = value_index(opponent_values, OPPONENT_COUNT, v)) >= 0) sd->opponent = i;
            continue;
        }
        if (strcmp(item, "seat") == 0) {
            if ((i = value_index(seat_values, 3, v)) >= 0) sd->seat = i;
            continue;
        }
        if (strcmp(item, "clock") == 0) {
            if ((i = value_index(clock_values, CLOCK_CHOICES, v)) >= 0) sd->clock = i;
            continue;
        }
        for (int k = 0; k < rules(sd)->option_count && k < OPTIONS_MAX; k++) {
            const GameOptionDesc *d = desc(sd, k);
            if (!offered(d) || strcmp(d->key, item) != 0) continue;
            if (d->kind != GAME_OPTION_PICKS) {
                if ((i = value_index(d->values, d->count, v)) >= 0) sd->choice[k] = i;
                continue;
            }
            int picks[GAME_OPTION_PICKS_MAX], p = 0;
            char *psave = NULL;
            for (char *pv = strtok_r(v, ",", &psave); pv && p < d->picks;
                 pv = strtok_r(NULL, ",", &psave))
                if ((picks[p] = value_index(d->values, d->count, pv)) >= 0) p++;
            if (p == d->picks && !strtok_r(NULL, ",", &psave))
                memcpy(sd->picks[k], picks, sizeof picks[0] * (size_t)p);
        }
    }
}

static void setup_destroy(Scene *s) {
    SetupData *sd = s->data;
    if (sd) rules_picture_free(&sd->art);
    free(sd);
}

/* A game against a friend online: hosted here, the friend joining with the room's code. The
 * server deals (the seed) unless the game's options name one. */
static void host_game(SetupData *sd, SceneContext *ctx, int seat) {
    char options[1024], words[1200];
    build_options(sd, -1, ctx->seed, options, sizeof options);
    snprintf(words, sizeof words, "%s %s clock=%s seat=%d", rules(sd)->id, options,
             clock_values[sd->clock], seat + 1);
    Error err = {{0}};
    if (!scene_host_online(ctx, words, sd->server[0] ? sd->server : NULL, &err)) {
        snprintf(sd->error, sizeof sd->error, "%s", err.message);
        return;
    }
    sd->error[0] = '\0';
    sd->start_count++;
}

static void start_game(SetupData *sd, SceneContext *ctx) {
    const GameRules *g = rules(sd);
    const char *opp = opponent_values[sd->opponent];
    int seat = sd->seat == 2 ? (int)(ctx->seed & 1) : sd->seat;
    if (sd->opponent == OPPONENT_ONLINE) {
        char choices[UI_PREFS_NEW_GAME_MAX];
        choices_line(sd, choices, sizeof choices);
        if (ui_prefs_set_new_game(ctx->prefs, g->id, choices)) ctx->prefs_changed(ctx->host);
        host_game(sd, ctx, seat);
        return;
    }
    bool computer = strcmp(opp, "human") != 0;
    char text[1024];
    build_options(sd, computer ? seat : -1, ctx->seed, text, sizeof text);
    GameOptions opt;
    game_options_init(&opt);
    Error err = {{0}};
    GameLine line;
    if (!game_options_parse_line(&opt, text, &err) ||
        !game_line_start(&line, g, &opt, ctx->seed, &err)) {
        snprintf(sd->error, sizeof sd->error, "%s", err.message);
        return;
    }
    sd->error[0] = '\0';
    sd->start_count++;
    char choices[UI_PREFS_NEW_GAME_MAX];
    choices_line(sd, choices, sizeof choices);
    if (ui_prefs_set_new_game(ctx->prefs, g->id, choices)) ctx->prefs_changed(ctx->host);
    char players[64];
    if (!computer)
        snprintf(players, sizeof players, "human,human");
    else
        snprintf(players, sizeof players, "%s,%s", seat == 0 ? "human" : opp,
                 seat == 0 ? opp : "human");
    GameRecordTimes times = {.count = 0};
    snprintf(times.control, sizeof times.control, "%s", clock_values[sd->clock]);
    Scene board = scene_board_create(ctx, &line, players, &times, &err);
    if (!board.data) {
        snprintf(sd->error, sizeof sd->error, "%s", err.message);
        return;
    }
    scene_push(ctx->stack, ctx, board);
}

static int step(int value, int delta, int count) {
    return ((value + delta) % count + count) % count;
}

/* Typing into the server's field while it has the focus. */
static bool setup_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    SetupData *sd = s->data;
    if (!sd->server_editing || sd->opponent != OPPONENT_ONLINE ||
        !scene_text_field_input(ctx, sd->server, sizeof sd->server, in))
        return false;
    sd->error[0] = '\0';
    return true;
}

static void setup_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)in;
    SetupData *sd = s->data;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind == UI_ACTION_ACTIVATE && strcmp(a->id, "setup.play") == 0) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        start_game(sd, ctx);
        return;
    }
    if (a->kind != UI_ACTION_ADJUST) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    sd->error[0] = '\0';
    if (strcmp(a->id, "setup.opponent") == 0) {
        sd->opponent = step(sd->opponent, a->delta, OPPONENT_COUNT);
        return;
    }
    if (strcmp(a->id, "setup.seat") == 0) {
        sd->seat = step(sd->seat, a->delta, 3);
        return;
    }
    if (strcmp(a->id, "setup.clock") == 0) {
        sd->clock = step(sd->clock, a->delta, CLOCK_CHOICES);
        return;
    }
    for (int k = 0; k < rules(sd)->option_count; k++) {
        const GameOptionDesc *d = desc(sd, k);
        char id[UI_ID_MAX];
        for (int p = 0; d->kind == GAME_OPTION_PICKS && p < d->picks; p++) {
            pick_id(d, p, id, sizeof id);
            if (strcmp(a->id, id) == 0) sd->picks[k][p] = step(sd->picks[k][p], a->delta, d->count);
        }
        snprintf(id, sizeof id, "setup.%s", d->key);
        if (d->kind != GAME_OPTION_PICKS && strcmp(a->id, id) == 0)
            sd->choice[k] = step(sd->choice[k], a->delta, d->count);
    }
}

/* A row that cannot be changed for the opponent chosen (which side two people at one screen
 * play): drawn like a choice, dim and without arrows, and not registered. It keeps its place so
 * that the rows under it stay where they are, under the pointer, when the opponent changes. */
static void fixed_row(UiDraw *d, const char *label, const char *value, UiRect rect) {
    const UiTheme *t = d->theme;
    float sc = d->scale, size = 16, radius = 6 * sc, pad = 5 * sc;
    float lh = gfx_text_line_height(d->text, d->r, size * sc);
    float ty = rect.y + (rect.h - lh) / 2;
    float bx = rect.x + rect.w * UI_CHOICE_SPLIT, bw = rect.x + rect.w - bx;
    float label_x = rect.x + 12 * sc;
    ui_text_in(d, label, label_x, ty, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim,
               (UiRect){label_x, rect.y, bx - 6 * sc - label_x, rect.h});
    gfx_draw_panel(d->r, bx, rect.y + pad, bw - pad, rect.h - 2 * pad, radius,
                   ui_alpha(t->surface_raised, 0.5f), d->layer + 4);
    gfx_draw_outline(d->r, bx, rect.y + pad, bw - pad, rect.h - 2 * pad, radius, 1.0f * sc,
                     ui_alpha(t->border, 0.6f), d->layer + 5);
    float arrows = 24 * sc; /* where a choice's arrows stand */
    ui_text_in(d, value, bx + (bw - pad) / 2, ty, size, GFX_FONT_REGULAR, GFX_ALIGN_CENTER,
               t->text_dim, (UiRect){bx + arrows, rect.y, bw - pad - 2 * arrows, rect.h});
}

static void setup_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    SetupData *sd = s->data;
    const GameRules *g = rules(sd);
    const GameView *view = view_for(g);
    const ViewLook *look = &view->look;
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char title[160];
    snprintf(title, sizeof title, T(d, "New game: %s"), g->title);
    scene_draw_page(d, title, true);

    float top = 76 * sc + 28 * sc, margin = 40 * sc, gap = 32 * sc;
    float left_w = (d->w - 2 * margin - gap) * 0.36f;
    float right_x = margin + left_w + gap, right_w = d->w - margin - right_x;
    if (right_w > 640 * sc) right_w = 640 * sc;

    /* Left: the game's art on its board surface and its tagline. */
    float art_h = left_w * 0.75f;
    if (art_h > d->h - top - 200 * sc) art_h = d->h - top - 200 * sc;
    float panel_h = art_h + 2 * 16 * sc;
    gfx_draw_shadow(d->r, margin, top + 3 * sc, left_w, panel_h, 14 * sc, 12 * sc, t->shadow, 1);
    gfx_draw_panel(d->r, margin, top, left_w, panel_h, 14 * sc, t->surface, 2);
    rules_picture_draw_as_played(&sd->art, d,
                                 (UiRect){margin + 16 * sc, top + 16 * sc, left_w - 32 * sc, art_h},
                                 ctx->prefs->scheme);
    float y = top + panel_h + 20 * sc;
    ui_paragraph(d, T(d, look->tagline), margin, y, left_w, 16, GFX_FONT_REGULAR, t->text_dim, 23,
                 6);

    /* Right: one row per option, then Start; the rows close up when a game has many (Onitama's
     * five chosen cards) and the window is small, so Start stays inside it. Every opponent has
     * the same rows in the same places (the opponent, the side played, the clock, the game's
     * options, the server), so that none moves under the pointer when the opponent changes: the
     * side is fixed between two people at one screen, and the server's row, last, is empty but
     * for a game hosted online. */
    int rows = 4;
    for (int k = 0; k < g->option_count; k++)
        if (row_visible(sd, k))
            rows += desc(sd, k)->kind == GAME_OPTION_PICKS ? desc(sd, k)->picks : 1;
    float row_h = 44 * sc, row_gap = 6 * sc;
    float room = d->h - top - (12 + 14 + 46 + 12) * sc;
    if (rows * (row_h + row_gap) > room) {
        row_gap = 3 * sc;
        row_h = room / (float)rows - row_gap;
        if (row_h < 30 * sc) row_h = 30 * sc;
    }
    y = top;
    ui_choice(d, "setup.opponent", T(d, "Opponent"), T(d, opponent_labels[sd->opponent]),
              (UiRect){right_x, y, right_w, row_h});
    y += row_h + row_gap;
    if (sd->opponent != OPPONENT_HUMAN) {
        const char *seat_label = sd->seat == 2
                                     ? T(d, "Random")
                                     : T(d, view_side_name(view, ctx->prefs->scheme, sd->seat));
        ui_choice(d, "setup.seat", T(d, "You play"), seat_label,
                  (UiRect){right_x, y, right_w, row_h});
    } else {
        fixed_row(d, T(d, "You play"), T(d, "Both sides"), (UiRect){right_x, y, right_w, row_h});
    }
    y += row_h + row_gap;
    Error err;
    TimeControl tc;
    GameMoveWords clock_words;
    char clock_label[64];
    if (!time_control_parse(clock_values[sd->clock], &tc, &err)) tc.kind = CLOCK_NONE;
    time_control_words(&tc, &clock_words);
    ui_words(d->catalog, &clock_words, clock_label, sizeof clock_label);
    ui_choice(d, "setup.clock", T(d, "Clock"), clock_label, (UiRect){right_x, y, right_w, row_h});
    y += row_h + row_gap;
    gfx_draw_panel(d->r, right_x + 12 * sc, y + 4 * sc, right_w - 24 * sc, 1 * sc, 0, t->border, 2);
    y += 12 * sc;
    for (int k = 0; k < g->option_count; k++) {
        if (!row_visible(sd, k)) continue;
        const GameOptionDesc *o = desc(sd, k);
        char id[UI_ID_MAX];
        if (o->kind == GAME_OPTION_PICKS) {
            for (int p = 0; p < o->picks; p++) {
                pick_id(o, p, id, sizeof id);
                ui_choice(d, id, T(d, o->pick_labels[p]), T(d, o->labels[sd->picks[k][p]]),
                          (UiRect){right_x, y, right_w, row_h});
                y += row_h + row_gap;
            }
            continue;
        }
        snprintf(id, sizeof id, "setup.%s", o->key);
        ui_choice(d, id, T(d, o->label), T(d, o->labels[sd->choice[k]]),
                  (UiRect){right_x, y, right_w, row_h});
        y += row_h + row_gap;
    }
    sd->server_editing = false;
    if (sd->opponent == OPPONENT_ONLINE) { /* where the referee runs: here, or a server */
        float lh = gfx_text_line_height(d->text, d->r, 16 * sc);
        float bx = right_x + right_w * UI_CHOICE_SPLIT, pad = 5 * sc;
        ui_text_in(d, T(d, "Server"), right_x + 12 * sc, y + (row_h - lh) / 2, 16, GFX_FONT_REGULAR,
                   GFX_ALIGN_LEFT, t->text,
                   (UiRect){right_x + 12 * sc, y, bx - right_x - 18 * sc, row_h});
        ui_text_field(d, "setup.server", sd->server, T(d, "This computer"),
                      (UiRect){bx, y + pad, right_x + right_w - bx - pad, row_h - 2 * pad});
        sd->server_editing = ui_holds_focus(d->ui, "setup.server");
    }
    y += row_h + row_gap;
    y += 14 * sc;
    ui_button(d, "setup.play", sd->opponent == OPPONENT_ONLINE ? T(d, "Host") : T(d, "Start"),
              (UiRect){right_x + right_w - 180 * sc, y, 180 * sc, 46 * sc}, UI_BUTTON_PRIMARY);
    if (sd->error[0])
        ui_paragraph(d, sd->error, right_x + 12 * sc, y, right_w - 200 * sc, 15, GFX_FONT_REGULAR,
                     t->error, 21, 4);
    else
        ui_paragraph(d, T(d, opponent_about[sd->opponent]), right_x + 12 * sc, y,
                     right_w - 200 * sc, 15, GFX_FONT_REGULAR, t->text_dim, 21, 3);
}

static bool setup_query(const Scene *s, const char *key, char *out, size_t n) {
    const SetupData *sd = s->data;
    const GameRules *g = rules(sd);
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", g->id), true;
    if (strcmp(key, "opponent") == 0)
        return snprintf(out, n, "%s", opponent_values[sd->opponent]), true;
    if (strcmp(key, "opponent_about") == 0)
        return snprintf(out, n, "%s", opponent_about[sd->opponent]), true;
    if (strcmp(key, "seat") == 0) return snprintf(out, n, "%s", seat_values[sd->seat]), true;
    if (strcmp(key, "clock") == 0) return snprintf(out, n, "%s", clock_values[sd->clock]), true;
    if (strcmp(key, "error") == 0) return snprintf(out, n, "%s", sd->error), true;
    if (strcmp(key, "server") == 0) return snprintf(out, n, "%s", sd->server), true;
    if (strcmp(key, "options") == 0) {
        build_options(sd, -1, 0, out, n);
        return true;
    }
    if (strncmp(key, "option.", 7) != 0) return false;
    for (int k = 0; k < g->option_count; k++) {
        const GameOptionDesc *d = desc(sd, k);
        for (int p = 0; d->kind == GAME_OPTION_PICKS && p < d->picks; p++) {
            char id[UI_ID_MAX];
            pick_id(d, p, id, sizeof id);
            if (strcmp(id + 6, key + 7) == 0) /* "setup." and "option." name the same row */
                return snprintf(out, n, "%s", d->values[sd->picks[k][p]]), true;
        }
        if (strcmp(d->key, key + 7) != 0) continue;
        const char *v = d->kind == GAME_OPTION_PICKS ? NULL : row_value(sd, k);
        return snprintf(out, n, "%s", row_visible(sd, k) && v ? v : "-"), true;
    }
    return false;
}

/* Whether this is the player's first game of `game` here: no choices kept from its panel and no
 * lesson of it done. The first game is then suggested against the Beginner, the level made for
 * it. */
static bool first_game(const SceneContext *ctx, const char *game) {
    return !ctx->no_first_game && !ui_prefs_new_game(ctx->prefs, game) &&
           !ui_prefs_learned(ctx->prefs, game);
}

Scene scene_setup_create(SceneContext *ctx, int game_index) {
    SetupData *sd = calloc(1, sizeof *sd);
    if (sd) {
        sd->game = game_index;
        const GameRules *g = game_at(game_index);
        sd->opponent = first_game(ctx, g->id) ? OPPONENT_BEGINNER : OPPONENT_CASUAL;
        for (int k = 0; k < g->option_count && k < OPTIONS_MAX; k++) {
            sd->choice[k] = g->options[k].suggested;
            for (int p = 0; p < g->options[k].picks; p++)
                sd->picks[k][p] = g->options[k].pick_suggested[p];
        }
        const char *last = ui_prefs_new_game(ctx->prefs, g->id);
        if (last) apply_choices(sd, last);
        Error err;
        const char *position = view_for(g)->look.art_position;
        if (position) rules_picture_open(&sd->art, g, position, &err); /* else a plain panel */
    }
    Scene s = {.name = "setup",
               .data = sd,
               .destroy = setup_destroy,
               .input = setup_input,
               .event = setup_event,
               .draw = setup_draw,
               .query = setup_query};
    return s;
}
