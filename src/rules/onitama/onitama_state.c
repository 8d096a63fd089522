/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama positions: hashing, the starting position, the one-line format and the diagram. */
#include "rules/onitama/onitama_internal.h"

#include <stdio.h>
#include <string.h>

#include "core/bits.h"
#include "core/rng.h"

uint64_t onitama_hash_recompute(const void *st) {
    const OnitamaState *s = st;
    uint64_t h = 0;
    for (int p = 0; p < 2; p++) {
        for (uint32_t b = s->pieces[p]; b; b &= b - 1) {
            int sq = onitama_lowest_square(b);
            h ^= onitama_key_piece(p, (s->master[p] >> sq) & 1, sq);
        }
        h ^= onitama_key_hand(p, s->hand[p][0]) ^ onitama_key_hand(p, s->hand[p][1]);
    }
    h ^= onitama_key_side(s->side_card);
    if (s->to_move) h ^= onitama_key_turn();
    return h;
}

uint64_t onitama_hash(const void *st) {
    return ((const OnitamaState *)st)->hash;
}

void onitama_sort_hand(uint8_t hand[2]) {
    if (hand[0] > hand[1]) {
        uint8_t t = hand[0];
        hand[0] = hand[1];
        hand[1] = t;
    }
}

/* Works out whether someone has won from the pieces alone (used after setup and FEN). */
void onitama_classify(OnitamaState *s) {
    s->result = ONITAMA_ONGOING;
    s->winner = 0;
    for (int p = 0; p < 2; p++) {
        uint32_t enemy_temple = 1u
                                << (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE);
        if (!s->master[1 - p]) {
            s->result = ONITAMA_WIN_STONE;
            s->winner = (uint8_t)p;
        } else if (s->master[p] == enemy_temple) {
            s->result = ONITAMA_WIN_STREAM;
            s->winner = (uint8_t)p;
        }
    }
}

void onitama_start(OnitamaState *s, const int cards[5], bool draw_rule) {
    memset(s, 0, sizeof *s);
    s->pieces[ONITAMA_BLUE] = 0x1fu;      /* rank 1 */
    s->pieces[ONITAMA_RED] = 0x1fu << 20; /* rank 5 */
    s->master[ONITAMA_BLUE] = 1u << ONITAMA_TEMPLE_BLUE;
    s->master[ONITAMA_RED] = 1u << ONITAMA_TEMPLE_RED;
    s->hand[0][0] = (uint8_t)cards[0];
    s->hand[0][1] = (uint8_t)cards[1];
    s->hand[1][0] = (uint8_t)cards[2];
    s->hand[1][1] = (uint8_t)cards[3];
    onitama_sort_hand(s->hand[0]);
    onitama_sort_hand(s->hand[1]);
    s->side_card = (uint8_t)cards[4];
    s->to_move = (uint8_t)onitama_card_info[cards[4]].stamp;
    s->draw_rule = draw_rule;
    s->hash = onitama_hash_recompute(s);
}

/* Position text: "<rank5>/<rank4>/.../<rank1> <blue|red> <blue cards> <red cards> <side>"
 * with B/b Blue master/student, R/r Red, digits for runs of empty squares; an optional sixth
 * field "draw=off" turns the repetition rule off. */
bool onitama_to_fen(const void *st, char *buf, size_t n) {
    const OnitamaState *s = st;
    char board[40];
    size_t used = 0;
    for (int rank = 4; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 5; file++) {
            int sq = rank * 5 + file;
            char c = 0;
            for (int p = 0; p < 2; p++)
                if (s->pieces[p] >> sq & 1)
                    c = (char)((s->master[p] >> sq & 1) ? (p ? 'R' : 'B') : (p ? 'r' : 'b'));
            if (!c) {
                empty++;
                continue;
            }
            if (empty) board[used++] = (char)('0' + empty);
            empty = 0;
            board[used++] = c;
        }
        if (empty) board[used++] = (char)('0' + empty);
        if (rank) board[used++] = '/';
    }
    board[used] = '\0';
    int w =
        snprintf(buf, n, "%s %s %s,%s %s,%s %s%s", board, onitama_rules.player_names[s->to_move],
                 onitama_card_info[s->hand[0][0]].name, onitama_card_info[s->hand[0][1]].name,
                 onitama_card_info[s->hand[1][0]].name, onitama_card_info[s->hand[1][1]].name,
                 onitama_card_info[s->side_card].name, s->draw_rule ? "" : " draw=off");
    return w > 0 && (size_t)w < n;
}

bool onitama_from_fen(void *st, const char *text, Error *err) {
    char board[64], turn[16], blue[80], red[80], side[40], extra[40], more[8];
    int fields = sscanf(text, "%63s %15s %79s %79s %39s %39s %7s", board, turn, blue, red, side,
                        extra, more);
    if (fields < 5 || fields > 6)
        return error_set(err, "expected '<board> <blue|red> <card>,<card> <card>,<card> <card> "
                              "[draw=off]'");
    OnitamaState s;
    memset(&s, 0, sizeof s);
    s.draw_rule = 1;
    if (fields == 6) {
        if (strcmp(extra, "draw=off") != 0 && strcmp(extra, "draw=on") != 0)
            return error_set(err, "unexpected '%s' after the side card", extra);
        s.draw_rule = strcmp(extra, "draw=on") == 0;
    }
    int rank = 4, file = 0;
    for (const char *c = board; *c; c++) {
        if (*c == '/') {
            if (file != 5) return error_set(err, "rank %d does not have five squares", rank + 1);
            rank--;
            file = 0;
            if (rank < 0) return error_set(err, "more than five ranks");
            continue;
        }
        if (*c >= '1' && *c <= '5') {
            file += *c - '0';
        } else {
            int p = (*c == 'R' || *c == 'r') ? 1 : (*c == 'B' || *c == 'b') ? 0 : -1;
            if (p < 0) return error_set(err, "unexpected '%c' in the board", *c);
            if (file >= 5) return error_set(err, "rank %d has more than five squares", rank + 1);
            uint32_t bit = 1u << (rank * 5 + file);
            s.pieces[p] |= bit;
            if (*c == 'R' || *c == 'B') {
                if (s.master[p])
                    return error_set(err, "%s has two masters", onitama_rules.player_names[p]);
                s.master[p] = bit;
            }
            file++;
        }
        if (file > 5) return error_set(err, "rank %d has more than five squares", rank + 1);
    }
    if (rank != 0 || file != 5) return error_set(err, "the board needs five ranks of five squares");
    for (int p = 0; p < 2; p++)
        if (bits_count(s.pieces[p]) > 5)
            return error_set(err, "%s has more than five pieces", onitama_rules.player_names[p]);
    if (!s.master[0] && !s.master[1]) return error_set(err, "both masters are missing");
    if (strcmp(turn, "blue") == 0)
        s.to_move = 0;
    else if (strcmp(turn, "red") == 0)
        s.to_move = 1;
    else
        return error_set(err, "side to move must be blue or red, not '%s'", turn);
    char cards_text[256];
    snprintf(cards_text, sizeof cards_text, "%s,%s,%s", blue, red, side);
    int cards[5];
    if (!onitama_parse_card_list(cards_text, cards, "cards", err)) return false;
    s.hand[0][0] = (uint8_t)cards[0];
    s.hand[0][1] = (uint8_t)cards[1];
    s.hand[1][0] = (uint8_t)cards[2];
    s.hand[1][1] = (uint8_t)cards[3];
    onitama_sort_hand(s.hand[0]);
    onitama_sort_hand(s.hand[1]);
    s.side_card = (uint8_t)cards[4];
    onitama_classify(&s);
    s.hash = onitama_hash_recompute(&s);
    memcpy(st, &s, sizeof s);
    return true;
}

void onitama_describe(const void *st, char *buf, size_t n) {
    const OnitamaState *s = st;
    size_t used = 0;
#define ADD(...)                                                                                   \
    do {                                                                                           \
        if (used < n) used += (size_t)snprintf(buf + used, n - used, __VA_ARGS__);                 \
    } while (0)
    ADD("   a b c d e\n");
    for (int rank = 4; rank >= 0; rank--) {
        ADD("%d ", rank + 1);
        for (int file = 0; file < 5; file++) {
            int sq = rank * 5 + file;
            char c = '.';
            for (int p = 0; p < 2; p++)
                if (s->pieces[p] >> sq & 1)
                    c = (char)((s->master[p] >> sq & 1) ? (p ? 'R' : 'B') : (p ? 'r' : 'b'));
            ADD(" %c", c);
        }
        ADD("\n");
    }
    ADD("blue: %s %s\nred: %s %s\nside: %s\n", onitama_card_info[s->hand[0][0]].name,
        onitama_card_info[s->hand[0][1]].name, onitama_card_info[s->hand[1][0]].name,
        onitama_card_info[s->hand[1][1]].name, onitama_card_info[s->side_card].name);
    if (s->result == ONITAMA_ONGOING)
        ADD("%s to move\n", onitama_rules.player_names[s->to_move]);
    else
        ADD("%s won (%s)\n", onitama_rules.player_names[s->winner],
            s->result == ONITAMA_WIN_STONE ? "stone" : "stream");
#undef ADD
}
