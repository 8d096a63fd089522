/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama behind the game interface: its options, setup from them and the rules table. */
#include "rules/onitama/onitama_internal.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"

/* The five chosen cards are offered when no pool is named: a deal of the person's own. */
enum { OPT_POOL, OPT_CARDS, OPT_DRAW, OPT_COUNT };
static const GameOptionDesc onitama_options[OPT_COUNT] = {
    [OPT_POOL] = {.key = "pool",
                  .label = N_("Cards"),
                  .count = 4,
                  .values = {"base", "sensei", "all", NULL},
                  .labels = {N_("Base game"), N_("Sensei's Path"), N_("Both sets"),
                             N_("Choose five")}},
    [OPT_CARDS] = {.key = "cards",
                   .kind = GAME_OPTION_PICKS,
                   .count = ONITAMA_CARD_COUNT,
#define ONITAMA_CARD_NAME(id, name, title, ...) name,
#define ONITAMA_CARD_TITLE(id, name, title, ...) title,
                   .values = {ONITAMA_CARD_LIST(ONITAMA_CARD_NAME)},
                   /* The card titles are msgids too (the catalogs hold them). */
                   .labels = {ONITAMA_CARD_LIST(ONITAMA_CARD_TITLE)},
#undef ONITAMA_CARD_NAME
#undef ONITAMA_CARD_TITLE
                   .when = true,
                   .when_key = "pool",
                   .when_value = NULL,
                   .picks = 5,
                   .pick_id = "card",
                   .pick_labels = {N_("Blue card 1"), N_("Blue card 2"), N_("Red card 1"),
                                   N_("Red card 2"), N_("Side card")},
                   .pick_suggested = {7, 11, 13, 9, 1}},
    [OPT_DRAW] = {.key = "draw",
                  .label = N_("Draw on third repetition"),
                  .count = 2,
                  .values = {"on", "off"},
                  .labels = {N_("On"), N_("Off")}},
};

/* Parses "a,b,c,d,e" into five distinct card ids. */
bool onitama_parse_card_list(const char *text, int cards[5], const char *what, Error *err) {
    char buf[GAME_OPTION_VALUE_MAX];
    snprintf(buf, sizeof buf, "%s", text);
    int n = 0;
    char *save = NULL;
    for (char *name = strtok_r(buf, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
        if (n == 5) return error_set(err, "%s: expected exactly five cards", what);
        int c = onitama_card_by_name(name);
        if (c < 0) return error_set(err, "%s: unknown card '%s'", what, name);
        for (int i = 0; i < n; i++)
            if (cards[i] == c) return error_set(err, "%s: card '%s' is named twice", what, name);
        cards[n++] = c;
    }
    if (n != 5) return error_set(err, "%s: expected exactly five cards, got %d", what, n);
    return true;
}

static bool onitama_setup(void *st, const GameOptions *opt, uint64_t seed, Error *err) {
    if (!game_options_check_table(opt, "onitama", onitama_options, OPT_COUNT, err)) return false;
    bool draw_rule = game_options_choice(opt, &onitama_options[OPT_DRAW]) == 0;
    int pool = game_options_choice(opt, &onitama_options[OPT_POOL]);
    int cards[5];
    const char *chosen = game_options_get(opt, "cards");
    if (chosen) {
        if (game_options_get(opt, "pool"))
            return error_set(err, "give either cards=... or pool=..., not both");
        if (!onitama_parse_card_list(chosen, cards, "option cards", err)) return false;
    } else {
        int first = pool == 1 ? ONITAMA_BASE_CARDS : 0;
        int count = pool == 2 ? ONITAMA_CARD_COUNT : ONITAMA_BASE_CARDS;
        int deck[ONITAMA_CARD_COUNT];
        for (int i = 0; i < count; i++) deck[i] = first + i;
        Rng rng;
        rng_seed(&rng, seed);
        for (int i = 0; i < 5; i++) { /* a partial Fisher-Yates shuffle deals five cards */
            int j = i + (int)rng_below(&rng, (uint64_t)(count - i));
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
            cards[i] = deck[i];
        }
    }
    onitama_start(st, cards, draw_rule);
    return true;
}

const GameRules onitama_rules = {
    .id = "onitama",
    .title = "Onitama",
    .player_names = {"blue", "red"},
    .options = onitama_options,
    .option_count = OPT_COUNT,
    .state_size = sizeof(OnitamaState),
    .setup = onitama_setup,
    .to_move = onitama_to_move,
    .gen_moves = onitama_gen_moves,
    .apply = onitama_apply,
    .outcome = onitama_outcome,
    .repetition_outcome = onitama_repetition_outcome,
    .move_to_text = onitama_move_to_text,
    .move_from_text = onitama_move_from_text,
    .hash = onitama_hash,
    .hash_recompute = onitama_hash_recompute,
    .to_fen = onitama_to_fen,
    .from_fen = onitama_from_fen,
    .describe = onitama_describe,
    .perft = onitama_perft,
    .observation_size = 0,
    .observe = NULL,
    .move_words = onitama_move_words,
    .end_words = onitama_end_words,
    .goal_met = onitama_goal_met,
};
