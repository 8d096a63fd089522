/* The new-game panel: opponent, seat and the game's own options, validated by the game's setup
 * before the board opens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "scenes/game_info.h"
#include "scenes/scene.h"

enum { ROW_OPPONENT = -2, ROW_SEAT = -1 };

static const char *const opponent_values[] = {"beginner", "casual", "strong", "master", "human"};
static const char *const opponent_labels[] = {N_("Computer, beginner"), N_("Computer, casual"),
                                              N_("Computer, strong"), N_("Computer, master"),
                                              N_("Another person")};
enum { OPPONENT_COUNT = 5, OPPONENT_HUMAN = 4 };
static const char *const seat_values[] = {"first", "second", "random"};

typedef struct SetupData {
    int game;
    int opponent, seat;
    int choice[GAME_INFO_OPTIONS_MAX];
    char error[ERROR_MESSAGE_MAX];
    int start_count;  /* games started from this panel, for tests */
    bool start_drawn; /* whether the last frame offered Start */
} SetupData;

static const GameOptionSpec *spec(const SetupData *sd, int i) {
    return &game_info_at(sd->game)->options[i];
}

static bool row_visible(const SetupData *sd, int i) {
    const GameOptionSpec *o = spec(sd, i);
    if (!o->when_key) return true;
    const GameInfo *g = game_info_at(sd->game);
    for (int j = 0; j < g->option_count; j++) {
        const GameOptionSpec *w = &g->options[j];
        if (strcmp(w->key, o->when_key) == 0)
            return w->values[sd->choice[j]] && strcmp(w->values[sd->choice[j]], o->when_value) == 0;
    }
    return true;
}

/* Onitama's five chosen cards are five rows, but one option: cards=a,b,c,d,e. */
static bool is_card_row(const GameOptionSpec *o) {
    return strncmp(o->key, "card", 4) == 0 && o->key[4] >= '1' && o->key[4] <= '5';
}

static void build_options(const SetupData *sd, unsigned long long seed, char *buf, size_t n) {
    const GameInfo *g = game_info_at(sd->game);
    size_t used = 0;
    char cards[256] = "";
    buf[0] = '\0';
    for (int i = 0; i < g->option_count && used < n; i++) {
        const GameOptionSpec *o = spec(sd, i);
        const char *v = o->values[sd->choice[i]];
        if (!row_visible(sd, i) || !v) continue;
        if (is_card_row(o)) {
            size_t c = strlen(cards);
            snprintf(cards + c, sizeof cards - c, "%s%s", c ? "," : "", v);
            continue;
        }
        if (strcmp(o->key, "pool") == 0 && strcmp(v, "chosen") == 0) continue;
        used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", used ? " " : "", o->key, v);
    }
    if (cards[0] && used < n)
        used += (size_t)snprintf(buf + used, n - used, "%scards=%s", used ? " " : "", cards);
    if (used < n) snprintf(buf + used, n - used, "%sseed=%llu", used ? " " : "", seed);
}

static void setup_destroy(Scene *s) {
    free(s->data);
}

static void start_game(SetupData *sd, SceneContext *ctx) {
    const GameInfo *info = game_info_at(sd->game);
    const GameRules *g = game_find(info->id);
    if (!g) return; /* Start is not shown then; a script pressing Enter on nothing lands here */
    char text[1024];
    build_options(sd, ctx->seed, text, sizeof text);
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
    char players[64];
    const char *opp = opponent_values[sd->opponent];
    int seat = sd->seat == 2 ? (int)(ctx->seed & 1) : sd->seat;
    if (strcmp(opp, "human") == 0)
        snprintf(players, sizeof players, "human,human");
    else
        snprintf(players, sizeof players, "%s,%s", seat == 0 ? "human" : opp,
                 seat == 0 ? opp : "human");
    scene_push(ctx->stack, ctx, scene_board_create(ctx, &line, players));
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
        sd->opponent = (sd->opponent + a->delta + OPPONENT_COUNT) % OPPONENT_COUNT;
        return;
    }
    if (strcmp(a->id, "setup.seat") == 0) {
        sd->seat = (sd->seat + a->delta + 3) % 3;
        return;
    }
    const GameInfo *g = game_info_at(sd->game);
    for (int i = 0; i < g->option_count; i++) {
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "setup.%s", g->options[i].key);
        if (strcmp(a->id, id) == 0) {
            int n = g->options[i].count;
            sd->choice[i] = ((sd->choice[i] + a->delta) % n + n) % n;
        }
    }
}

static void setup_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    SetupData *sd = s->data;
    const GameInfo *g = game_info_at(sd->game);
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char title[160];
    snprintf(title, sizeof title, T(d, "New game: %s"), g->title);
    scene_draw_page(d, title, true);

    float top = 76 * sc + 28 * sc, margin = 40 * sc, gap = 32 * sc;
    float left_w = (d->w - 2 * margin - gap) * 0.36f;
    float right_x = margin + left_w + gap, right_w = d->w - margin - right_x;
    if (right_w > 640 * sc) right_w = 640 * sc;

    /* Left: the game's art on its board surface, and whether it can be played yet. */
    float art_h = left_w * 0.75f;
    if (art_h > d->h - top - 200 * sc) art_h = d->h - top - 200 * sc;
    float panel_h = art_h + 2 * 16 * sc;
    gfx_draw_shadow(d->r, margin, top + 3 * sc, left_w, panel_h, 14 * sc, 12 * sc, t->shadow, 1);
    gfx_draw_material(d->r, margin, top, left_w, panel_h, 14 * sc, g->material,
                      (GfxColor){1, 1, 1, 1}, 2);
    Error err;
    gfx_draw_svg(d->r, d->svg, g->art, margin + (left_w - art_h / 0.75f) / 2, top + 16 * sc,
                 art_h / 0.75f, art_h, (GfxColor){1, 1, 1, 1}, 3, &err);
    float y = top + panel_h + 20 * sc;
    y = ui_paragraph(d, T(d, g->tagline), margin, y, left_w, 16, GFX_FONT_REGULAR, t->text_dim, 23,
                     6);
    bool playable = game_find(g->id) != NULL;
    if (!playable) {
        y += 10 * sc;
        const char *msg = T(d, "This game is not playable in this version yet. Its options "
                               "and rules are here to read.");
        ui_paragraph(d, msg, margin, y, left_w, 15, GFX_FONT_BOLD, t->decision, 22, 6);
    }

    /* Right: one row per option, then Start. */
    float row_h = 44 * sc, row_gap = 6 * sc;
    y = top;
    ui_choice(d, "setup.opponent", T(d, "Opponent"), T(d, opponent_labels[sd->opponent]),
              (UiRect){right_x, y, right_w, row_h});
    y += row_h + row_gap;
    if (sd->opponent != OPPONENT_HUMAN) {
        const char *seat_label = sd->seat == 2 ? T(d, "Random") : T(d, g->players[sd->seat]);
        ui_choice(d, "setup.seat", T(d, "You play"), seat_label,
                  (UiRect){right_x, y, right_w, row_h});
        y += row_h + row_gap;
    }
    gfx_draw_panel(d->r, right_x + 12 * sc, y + 4 * sc, right_w - 24 * sc, 1 * sc, 0, t->border, 2);
    y += 12 * sc;
    for (int i = 0; i < g->option_count; i++) {
        if (!row_visible(sd, i)) continue;
        const GameOptionSpec *o = spec(sd, i);
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "setup.%s", o->key);
        ui_choice(d, id, T(d, o->label), T(d, o->labels[sd->choice[i]]),
                  (UiRect){right_x, y, right_w, row_h});
        y += row_h + row_gap;
    }
    y += 14 * sc;
    sd->start_drawn = playable;
    if (playable)
        ui_button(d, "setup.play", T(d, "Start"),
                  (UiRect){right_x + right_w - 180 * sc, y, 180 * sc, 46 * sc}, UI_BUTTON_PRIMARY);
    if (sd->error[0])
        ui_paragraph(d, sd->error, right_x + 12 * sc, y, right_w - 200 * sc, 15, GFX_FONT_REGULAR,
                     t->error, 21, 4);
}

static bool setup_query(const Scene *s, const char *key, char *out, size_t n) {
    const SetupData *sd = s->data;
    const GameInfo *g = game_info_at(sd->game);
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", g->id), true;
    if (strcmp(key, "opponent") == 0)
        return snprintf(out, n, "%s", opponent_values[sd->opponent]), true;
    if (strcmp(key, "seat") == 0) return snprintf(out, n, "%s", seat_values[sd->seat]), true;
    if (strcmp(key, "error") == 0) return snprintf(out, n, "%s", sd->error), true;
    if (strcmp(key, "start") == 0) /* Start is offered exactly when the game can be set up */
        return snprintf(out, n, "%s",
                        sd->start_drawn == (game_find(g->id) != NULL) ? "ok" : "wrong"),
               true;
    if (strcmp(key, "registered") == 0)
        return snprintf(out, n, "%s", game_find(g->id) ? "yes" : "no"), true;
    if (strcmp(key, "options") == 0) {
        build_options(sd, 0, out, n);
        return true;
    }
    if (strncmp(key, "option.", 7) == 0) {
        for (int i = 0; i < g->option_count; i++) {
            if (strcmp(g->options[i].key, key + 7) != 0) continue;
            const char *v = g->options[i].values[sd->choice[i]];
            snprintf(out, n, "%s", row_visible(sd, i) && v ? v : "-");
            return true;
        }
    }
    return false;
}

Scene scene_setup_create(SceneContext *ctx, int game_index) {
    (void)ctx;
    SetupData *sd = calloc(1, sizeof *sd);
    if (sd) {
        sd->game = game_index;
        sd->opponent = 1;
        const GameInfo *g = game_info_at(game_index);
        for (int i = 0; i < g->option_count; i++) sd->choice[i] = g->options[i].initial;
    }
    Scene s = {.name = "setup",
               .data = sd,
               .destroy = setup_destroy,
               .event = setup_event,
               .draw = setup_draw,
               .query = setup_query};
    return s;
}
