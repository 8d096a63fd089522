/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama notation (squares, moves) and its moves in words for players. */
#include "rules/onitama/onitama_internal.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"

void onitama_square_name(int sq, char out[3]) {
    out[0] = (char)('a' + sq % 5);
    out[1] = (char)('1' + sq / 5);
    out[2] = '\0';
}

/* Reads a square name like "c1"; -1 if it is not one. */
int onitama_parse_square(const char *text) {
    if (text[0] < 'a' || text[0] > 'e' || text[1] < '1' || text[1] > '5') return -1;
    return (text[0] - 'a') + 5 * (text[1] - '1');
}

bool onitama_move_to_text(const void *st, Move m, char *buf, size_t n) {
    (void)st;
    int card = ONITAMA_MOVE_CARD(m);
    if (card >= ONITAMA_CARD_COUNT) return false;
    int written;
    if (ONITAMA_MOVE_IS_PASS(m)) {
        written = snprintf(buf, n, "pass:%s", onitama_card_info[card].name);
    } else {
        char from[3], to[3];
        onitama_square_name(ONITAMA_MOVE_FROM(m) % 25, from);
        onitama_square_name(ONITAMA_MOVE_TO(m) % 25, to);
        written = snprintf(buf, n, "%s:%s%s", onitama_card_info[card].name, from, to);
    }
    return written > 0 && (size_t)written < n;
}

bool onitama_move_from_text(const void *st, const char *text, Move *m, Error *err) {
    const OnitamaState *s = st;
    if (s->result != ONITAMA_ONGOING) return error_set(err, "the game is over");
    const char *colon = strchr(text, ':');
    if (!colon || colon == text || colon - text > 31)
        return error_set(err, "expected <card>:<from><to> or pass:<card>");
    char head[32];
    memcpy(head, text, (size_t)(colon - text));
    head[colon - text] = '\0';
    const char *tail = colon + 1;
    int p = s->to_move;
    bool is_pass = strcmp(head, "pass") == 0;
    int card = onitama_card_by_name(is_pass ? tail : head);
    if (card < 0) return error_set(err, "unknown card '%s'", is_pass ? tail : head);
    if (s->hand[p][0] != card && s->hand[p][1] != card)
        return error_set(err, "%s does not hold %s", onitama_rules.player_names[p],
                         onitama_card_info[card].name);
    Move moves[GAME_MOVES_MAX];
    int count = onitama_gen_moves(s, moves, GAME_MOVES_MAX);
    if (is_pass) {
        if (!ONITAMA_MOVE_IS_PASS(moves[0]))
            return error_set(err, "a pass is allowed only when no piece can move");
        *m = ONITAMA_PASS(card);
        return true;
    }
    if (strlen(tail) != 4) return error_set(err, "expected two squares after the card, like c1c2");
    int from = onitama_parse_square(tail), to = onitama_parse_square(tail + 2);
    if (from < 0 || to < 0)
        return error_set(err, "bad square in '%s' (files a-e, ranks 1-5)", tail);
    if (!(s->pieces[p] >> from & 1))
        return error_set(err, "no %s piece on %.2s", onitama_rules.player_names[p], tail);
    if (!(onitama_targets[card][p][from] >> to & 1))
        return error_set(err, "%s cannot move a piece from %.2s to %.2s",
                         onitama_card_info[card].name, tail, tail + 2);
    if (s->pieces[p] >> to & 1) return error_set(err, "%.2s holds your own piece", tail + 2);
    *m = ONITAMA_MOVE(from, to, card);
    for (int i = 0; i < count; i++)
        if (moves[i] == *m) return true;
    return error_set(err, "not a legal move");
}

/* "Rabbit: b1 → c2, captures the Master": the card by its translated name, then what the move
 * does that the squares alone do not say. Nothing in Onitama is hidden, so the viewer does not
 * matter. */
bool onitama_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out) {
    (void)viewer;
    const OnitamaState *s = st;
    int card = ONITAMA_MOVE_CARD(m), p = s->to_move, q = 1 - p;
    game_words_clear(out);
    if (card >= ONITAMA_CARD_COUNT) return false;
    if (ONITAMA_MOVE_IS_PASS(m)) { /* the one move whose words change once it is made */
        game_phrase_word(game_words_add(out, played ? N_("No move: passed with %s")
                                                    : N_("No move: pass with %s")),
                         onitama_card_info[card].title);
        return true;
    }
    int from = ONITAMA_MOVE_FROM(m) % 25, to = ONITAMA_MOVE_TO(m) % 25;
    char a[3], b[3];
    onitama_square_name(from, a);
    onitama_square_name(to, b);
    GamePhrase *ph = game_words_add(out, N_("%s: %s → %s"));
    game_phrase_word(ph, onitama_card_info[card].title);
    game_phrase_literal(ph, "%s", a);
    game_phrase_literal(ph, "%s", b);
    bool master = (s->master[p] >> from & 1) != 0;
    if (s->master[q] >> to & 1)
        game_words_add(out, N_("captures the Master"));
    else if (s->pieces[q] >> to & 1)
        game_words_add(out, N_("captures a Student"));
    if (master && to == (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE))
        game_words_add(out, N_("the Master reaches the Temple Arch"));
    return true;
}

/* The game's own ends in words (GameRules.end_words). */
const char *onitama_end_words(const char *reason) {
    if (strcmp(reason, "stone") == 0) return N_("Master captured");
    if (strcmp(reason, "stream") == 0) return N_("Master reached the Temple Arch");
    return NULL;
}
