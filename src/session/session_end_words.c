/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of a game in words: the result with its reason, told to the person at this screen. */
#include "session/session_end_words.h"

#include <string.h>

#include "session/session.h"
#include "session/session_internal.h"

/* An end that names the side it happened to, whatever else: the loser's words when that is
 * the person here, the winner's when it is the other, and the plain fact between others. */
typedef struct SideEnd {
    const char *reason;
    const char *you_lost, *you_won, *other_lost;
} SideEnd;

static const SideEnd side_ends[] = {
    {"time", N_("You lost on time"), N_("You win: %s lost on time"), N_("%s lost on time")},
    {"resignation", N_("You resigned"), N_("You win: %s resigned"), N_("%s resigned")},
    /* Claimed by the player who stayed once the other did not come back: in a game without a
     * clock, too, which is why it is never told as a loss on time. */
    {"abandoned", N_("You left the game"), N_("You win: %s left the game"), N_("%s left the game")},
};

/* The ends every game may have that its rules do not word: a repetition (the session's or the
 * rules' draw rule), the server's length limit and a draw agreed. */
static const struct {
    const char *reason;
    const char *words;
} shared_reasons[] = {
    {"repetition", N_("the same position a third time")},
    {"length", N_("move limit reached")},
    {"agreement", N_("agreed by both players")},
};

static const char *reason_words(const GameRules *g, const char *reason) {
    if (!reason) return NULL;
    const char *own = g && g->end_words ? g->end_words(reason) : NULL;
    if (own) return own;
    for (size_t i = 0; i < sizeof shared_reasons / sizeof *shared_reasons; i++)
        if (strcmp(reason, shared_reasons[i].reason) == 0) return shared_reasons[i].words;
    return NULL;
}

bool game_end_words(const GameRules *g, Outcome o, int you, const char *const side_msgids[2],
                    GameMoveWords *out) {
    game_words_clear(out);
    if (o.kind == OUTCOME_ONGOING) return false;
    if (you != 0 && you != 1) you = -1;
    bool win = o.kind == OUTCOME_WIN && (o.winner == 0 || o.winner == 1);
    int loser = win ? 1 - o.winner : -1;
    for (size_t i = 0; win && o.reason && i < sizeof side_ends / sizeof *side_ends; i++) {
        const SideEnd *e = &side_ends[i];
        if (strcmp(o.reason, e->reason) != 0) continue;
        if (you == loser) {
            game_words_add(out, e->you_lost);
        } else {
            GamePhrase *p = game_words_add(out, you == o.winner ? e->you_won : e->other_lost);
            game_phrase_word(p, side_msgids[loser]);
        }
        return true;
    }
    const char *why = reason_words(g, o.reason);
    GamePhrase *p;
    if (!win)
        p = game_words_add(out, why ? N_("Draw: %s") : N_("Draw"));
    else if (you == o.winner)
        p = game_words_add(out, why ? N_("You win: %s") : N_("You win"));
    else if (you == loser)
        p = game_words_add(out, why ? N_("You lose: %s") : N_("You lose"));
    else {
        p = game_words_add(out, why ? N_("%s wins: %s") : N_("%s wins"));
        game_phrase_word(p, side_msgids[o.winner]);
    }
    if (why) game_phrase_word(p, why);
    if (o.score[0] || o.score[1]) { /* the winner's first */
        int first = win ? o.winner : 0;
        p = game_words_add(out, N_("%s–%s"));
        game_phrase_literal(p, "%d", o.score[first]);
        game_phrase_literal(p, "%d", o.score[1 - first]);
    }
    return true;
}

int session_you(const Session *s) {
    if (session_is_remote(s)) return session_local_side(s);
    bool here[2] = {session_is_person(s, 0), session_is_person(s, 1)};
    if (here[0] == here[1]) return -1;
    return here[0] ? 0 : 1;
}

bool session_end_words(const Session *s, const char *const side_msgids[2], GameMoveWords *out) {
    return game_end_words(session_rules(s), session_outcome(s), session_you(s), side_msgids, out);
}
