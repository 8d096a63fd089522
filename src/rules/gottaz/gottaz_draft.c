/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz setup from options and the drafting phase (standard, expert method 1 and method 2). */
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "rules/gottaz/gottaz.h"

const GameOptionDesc gottaz_options[GZ_OPT_COUNT] = {
    [GZ_OPT_MODE] = {.key = "mode",
                     .label = N_("Drafting"),
                     .count = 3,
                     .values = {"standard", "method1", "method2"},
                     .labels = {N_("Standard (shared set)"), N_("Expert 1 (secret sets)"),
                                N_("Expert 2 (alternate picks)")}},
    /* Without a preset the players draft the shared set in game; the panel suggests the
     * beginner set. */
    [GZ_OPT_PRESET] = {.key = "preset",
                       .label = N_("Pawn set"),
                       .count = 4,
                       .values = {NULL, "beginner", "advanced", "random"},
                       .labels = {N_("Choose in game"), N_("Beginner"), N_("Advanced"),
                                  N_("Random")},
                       .suggested = 1,
                       .when = true,
                       .when_key = "mode",
                       .when_value = "standard"},
    [GZ_OPT_SET] = {.key = "set", .kind = GAME_OPTION_TEXT},
    [GZ_OPT_SET1] = {.key = "set1", .kind = GAME_OPTION_TEXT},
    [GZ_OPT_SET2] = {.key = "set2", .kind = GAME_OPTION_TEXT},
    [GZ_OPT_FIRST] = {.key = "first",
                      .label = N_("First player"),
                      .count = 3,
                      .values = {NULL, "1", "2"},
                      .labels = {N_("Random"), N_("Player 1"), N_("Player 2")}},
    [GZ_OPT_DRAW] = {.key = "draw",
                     .label = N_("Draw by repetition or 200 actions"),
                     .count = 2,
                     .values = {"on", "off"},
                     .labels = {N_("On"), N_("Off")}},
    /* In a game against the computer the person builds the shared set (see docs): the
     * new-game panel names the person's player here. */
    [GZ_OPT_BUILDER] = {.key = "builder",
                        .count = 3,
                        .values = {NULL, "1", "2"},
                        .person = true,
                        .when = true,
                        .when_key = "preset"},
};

/* The player who builds or picks first: the one who will move second (see docs). */
static int opening_picker(const GottazState *s) {
    return 1 - s->first;
}

static int class_count(const uint8_t *types, int n, int cls) {
    int k = 0;
    for (int i = 0; i < n; i++) k += gottaz_tile_class(types[i]) == cls;
    return k;
}

static bool holds(const uint8_t *types, int n, int type) {
    for (int i = 0; i < n; i++)
        if (types[i] == type) return true;
    return false;
}

/* Method 2 forbids a type twice in one set and a type in both sets. */
static bool check_method2_sets(const uint8_t a[GZ_SET], const uint8_t b[GZ_SET], Error *err) {
    char text[16];
    for (int p = 0; p < 2; p++) {
        const uint8_t *set = p ? b : a;
        for (int i = 0; i < GZ_SET; i++) {
            if (holds(set, i, set[i])) {
                gottaz_tile_text(set[i], 0, text, sizeof text);
                return error_set(err,
                                 "set%d holds %s twice: in method 2 a player takes each type once",
                                 p + 1, text);
            }
            if (p == 0 && holds(b, GZ_SET, set[i])) {
                gottaz_tile_text(set[i], 0, text, sizeof text);
                return error_set(
                    err,
                    "set1 and set2 both hold %s: in method 2 a type taken is gone for the opponent",
                    text);
            }
        }
    }
    return true;
}

bool gottaz_setup(void *st, const GameOptions *opt, uint64_t seed, Error *err) {
    GottazState *s = st;
    if (!game_options_check_table(opt, "gottaz", gottaz_options, GZ_OPT_COUNT, err)) return false;
    int mode = game_options_choice(opt, &gottaz_options[GZ_OPT_MODE]);
    /* Preset and first count from -1 (none: drafting in game, a seeded first player). */
    int preset = game_options_choice(opt, &gottaz_options[GZ_OPT_PRESET]) - 1;
    int first = game_options_choice(opt, &gottaz_options[GZ_OPT_FIRST]) - 1;
    bool draw = game_options_choice(opt, &gottaz_options[GZ_OPT_DRAW]) == 0;
    const char *mode_text = game_options_get(opt, "mode");
    const char *set = game_options_get(opt, "set");
    const char *set1 = game_options_get(opt, "set1");
    const char *set2 = game_options_get(opt, "set2");

    if (preset >= 0 && set) return error_set(err, "options preset= and set= exclude each other");
    if ((preset >= 0 || set) && mode != GZ_MODE_STANDARD)
        return error_set(err,
                         "option %s= is for mode=standard (one shared set); use set1= and set2= "
                         "for each player's set",
                         set ? "set" : "preset");
    if (!set1 != !set2) return error_set(err, "options set1= and set2= go together");
    if (set1 && (set || preset >= 0))
        return error_set(err, "options set1= and set2= exclude set= and preset=");
    if (set1 && mode_text && mode == GZ_MODE_STANDARD)
        return error_set(
            err,
            "mode=standard gives both players the same set: use set= instead of set1= and set2=");

    Rng rng;
    rng_seed(&rng, seed);
    uint64_t preset_seed = rng_next(&rng);
    if (first < 0) first = (int)rng_below(&rng, 2);

    memset(s, 0, sizeof *s);
    s->phase = GZ_PHASE_DRAFT;
    s->mode = (uint8_t)(set1 && !mode_text ? GZ_MODE_METHOD1 : mode);
    s->first = (uint8_t)first;
    s->draw_on = draw;
    s->turn = (uint8_t)opening_picker(s);
    int builder = game_options_choice(opt, &gottaz_options[GZ_OPT_BUILDER]) - 1;
    if (builder >= 0 && s->mode == GZ_MODE_STANDARD) s->turn = (uint8_t)builder;

    if (set || preset >= 0) {
        uint8_t shared[GZ_SET];
        if (set) {
            if (!gottaz_set_parse(set, "set", shared, err)) return false;
        } else if (preset == 0) {
            gottaz_preset_beginner(shared);
        } else if (preset == 1) {
            gottaz_preset_advanced(shared);
        } else {
            gottaz_preset_random(&preset_seed, shared);
        }
        gottaz_set_sort(shared, GZ_SET);
        memcpy(s->set[0], shared, GZ_SET);
        memcpy(s->set[1], shared, GZ_SET);
        s->set_n[0] = s->set_n[1] = GZ_SET;
        gottaz_begin_play(s);
        return true;
    }
    if (set1) {
        if (!gottaz_set_parse(set1, "set1", s->set[0], err)) return false;
        if (!gottaz_set_parse(set2, "set2", s->set[1], err)) return false;
        if (mode == GZ_MODE_METHOD2 && !check_method2_sets(s->set[0], s->set[1], err)) return false;
        s->set_n[0] = s->set_n[1] = GZ_SET;
        gottaz_set_sort(s->set[0], GZ_SET);
        gottaz_set_sort(s->set[1], GZ_SET);
        gottaz_begin_play(s);
        return true;
    }
    s->hash = gottaz_hash_compute(s);
    return true;
}

bool gottaz_draft_check(const GottazState *s, Move m, Error *err) {
    int p = s->turn;
    int n = s->set_n[p];
    if (gz_move_kind(m) == GZ_MV_DONE) {
        if (s->mode != GZ_MODE_METHOD1)
            return error_set(err, "done is only used in mode method1; the drafting ends by itself");
        if (n < GZ_SET)
            return error_set(err, "your set has %d tiles: pick %d more before done", n, GZ_SET - n);
        return true;
    }
    if (gz_move_kind(m) != GZ_MV_PICK)
        return error_set(err, "the players are choosing their pawns: pick:<tile> expected");
    int type = gz_move_type(m);
    if (type >= GZ_TYPES) return error_set(err, "no such tile");
    if (n >= GZ_SET) return error_set(err, "your set is complete (%d tiles): play done", GZ_SET);
    int cls = gottaz_tile_class(type);
    if (class_count(s->set[p], n, cls) >= gottaz_class_quota[cls])
        return error_set(err,
                         "composition: the set already has %d tiles of %s (a set has 4 of 1|5, 4 "
                         "of 2|4, 2 of 3|3)",
                         gottaz_class_quota[cls], gottaz_class_name[cls]);
    if (s->mode == GZ_MODE_METHOD2) {
        /* Written only here: the move list checks every type, and a text each took most of its
         * time. */
        char text[16];
        gottaz_tile_text(type, 0, text, sizeof text);
        if (holds(s->set[p], n, type))
            return error_set(err, "you already took %s: in method 2 a player takes each type once",
                             text);
        if (holds(s->set[1 - p], s->set_n[1 - p], type))
            return error_set(
                err, "%s is taken by player %d: in method 2 a type taken is gone for the opponent",
                text, 2 - p);
    }
    return true;
}

void gottaz_conceal(const void *st, int player, void *out) {
    GottazState *s = out;
    memcpy(s, st, sizeof *s);
    int other = 1 - player;
    if (s->phase != GZ_PHASE_DRAFT || s->mode != GZ_MODE_METHOD1 || s->set_n[other] == 0) return;
    /* The other's picks never limit this player's in method 1, so any stand-in keeps this
     * player's moves legal; a fixed one makes the concealed state the same whatever was hidden. */
    uint8_t stand_in[GZ_SET];
    gottaz_preset_beginner(stand_in);
    memcpy(s->set[other], stand_in, s->set_n[other]);
    gottaz_set_sort(s->set[other], s->set_n[other]);
    s->hash = gottaz_hash_compute(s);
}

int gottaz_draft_moves(const GottazState *s, Move *out, int cap) {
    int count = 0;
    if (s->mode == GZ_MODE_METHOD1 && s->set_n[s->turn] == GZ_SET) {
        if (cap > 0) out[count++] = gz_move(GZ_MV_DONE, 0, 0, 0, 0);
        return count;
    }
    for (int t = 0; t < GZ_TYPES && count < cap; t++) {
        Move m = gz_move(GZ_MV_PICK, 0, 0, t, 0);
        if (gottaz_draft_check(s, m, NULL)) out[count++] = m;
    }
    return count;
}

void gottaz_draft_apply(GottazState *s, Move m) {
    int p = s->turn;
    if (gz_move_kind(m) == GZ_MV_DONE) {
        if (p == opening_picker(s))
            gottaz_set_turn(s, 1 - p);
        else
            gottaz_begin_play(s);
        return;
    }
    int type = gz_move_type(m);
    switch (s->mode) {
    case GZ_MODE_STANDARD:
        gottaz_set_add(s, 0, type);
        gottaz_set_add(s, 1, type);
        if (s->set_n[0] == GZ_SET) gottaz_begin_play(s);
        break;
    case GZ_MODE_METHOD1:
        gottaz_set_add(s, p, type);
        break;
    default:
        gottaz_set_add(s, p, type);
        if (s->set_n[0] == GZ_SET && s->set_n[1] == GZ_SET)
            gottaz_begin_play(s);
        else
            gottaz_set_turn(s, 1 - p);
        break;
    }
}
