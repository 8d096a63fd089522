/* Onitama rules behind the game interface: bitboard move generation, notation, positions. */
#include "rules/onitama/onitama.h"

#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "core/zobrist.h"

/* Zobrist key families. */
enum { KEY_PIECE = 0x0a01, KEY_HAND, KEY_SIDE, KEY_TURN };

static uint64_t key_piece(int player, int is_master, int sq) {
    return zobrist_key(KEY_PIECE, (uint32_t)((player * 2 + is_master) * 25 + sq));
}
static uint64_t key_hand(int player, int card) {
    return zobrist_key(KEY_HAND, (uint32_t)(player * ONITAMA_CARD_COUNT + card));
}
static uint64_t key_side(int card) {
    return zobrist_key(KEY_SIDE, (uint32_t)card);
}
static uint64_t key_turn(void) {
    return zobrist_key(KEY_TURN, 0);
}

static inline int lowest_square(uint32_t bits) {
    return __builtin_ctz(bits);
}

static uint64_t onitama_hash_recompute(const void *st) {
    const OnitamaState *s = st;
    uint64_t h = 0;
    for (int p = 0; p < 2; p++) {
        for (uint32_t b = s->pieces[p]; b; b &= b - 1) {
            int sq = lowest_square(b);
            h ^= key_piece(p, (s->master[p] >> sq) & 1, sq);
        }
        h ^= key_hand(p, s->hand[p][0]) ^ key_hand(p, s->hand[p][1]);
    }
    h ^= key_side(s->side_card);
    if (s->to_move) h ^= key_turn();
    return h;
}

static uint64_t onitama_hash(const void *st) {
    return ((const OnitamaState *)st)->hash;
}

static void sort_hand(uint8_t hand[2]) {
    if (hand[0] > hand[1]) {
        uint8_t t = hand[0];
        hand[0] = hand[1];
        hand[1] = t;
    }
}

/* Works out whether someone has won from the pieces alone (used after setup and FEN). */
static void classify(OnitamaState *s) {
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
    sort_hand(s->hand[0]);
    sort_hand(s->hand[1]);
    s->side_card = (uint8_t)cards[4];
    s->to_move = (uint8_t)onitama_card_info[cards[4]].stamp;
    s->draw_rule = draw_rule;
    s->hash = onitama_hash_recompute(s);
}

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
static bool parse_card_list(const char *text, int cards[5], const char *what, Error *err) {
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
        if (!parse_card_list(chosen, cards, "option cards", err)) return false;
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

static int onitama_to_move(const void *st) {
    return ((const OnitamaState *)st)->to_move;
}

static int onitama_gen_moves(const void *st, Move *out, int cap) {
    const OnitamaState *s = st;
    if (s->result != ONITAMA_ONGOING) return 0;
    int p = s->to_move, n = 0;
    uint32_t own = s->pieces[p];
    for (int c = 0; c < 2; c++) {
        int card = s->hand[p][c];
        for (uint32_t b = own; b; b &= b - 1) {
            int from = lowest_square(b);
            for (uint32_t t = onitama_targets[card][p][from] & ~own; t; t &= t - 1)
                if (n < cap) out[n++] = ONITAMA_MOVE(from, lowest_square(t), card);
        }
    }
    if (n == 0) {
        for (int c = 0; c < 2 && n < cap; c++) out[n++] = ONITAMA_PASS(s->hand[p][c]);
    }
    return n;
}

/* Gives up `card` from the mover's hand and takes the side card. */
static void exchange(OnitamaState *s, int p, int card, bool update_hash) {
    int slot = s->hand[p][1] == card;
    if (update_hash)
        s->hash ^=
            key_hand(p, card) ^ key_hand(p, s->side_card) ^ key_side(s->side_card) ^ key_side(card);
    s->hand[p][slot] = s->side_card;
    s->side_card = (uint8_t)card;
    sort_hand(s->hand[p]);
}

static void onitama_apply(void *st, Move m) {
    OnitamaState *s = st;
    int p = s->to_move, q = 1 - p;
    if (!ONITAMA_MOVE_IS_PASS(m)) {
        int from = ONITAMA_MOVE_FROM(m), to = ONITAMA_MOVE_TO(m);
        uint32_t from_bit = 1u << from, to_bit = 1u << to;
        int is_master = (s->master[p] & from_bit) != 0;
        s->hash ^= key_piece(p, is_master, from) ^ key_piece(p, is_master, to);
        if (s->pieces[q] & to_bit) {
            s->hash ^= key_piece(q, (s->master[q] & to_bit) != 0, to);
            s->pieces[q] &= ~to_bit;
            s->master[q] &= ~to_bit;
        }
        s->pieces[p] ^= from_bit | to_bit;
        if (is_master) s->master[p] = to_bit;
        if (!s->master[q]) {
            s->result = ONITAMA_WIN_STONE;
            s->winner = (uint8_t)p;
        } else if (s->master[p] ==
                   1u << (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE)) {
            s->result = ONITAMA_WIN_STREAM;
            s->winner = (uint8_t)p;
        }
    }
    exchange(s, p, ONITAMA_MOVE_CARD(m), true);
    s->to_move = (uint8_t)q;
    s->hash ^= key_turn();
}

static Outcome onitama_outcome(const void *st) {
    const OnitamaState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->result != ONITAMA_ONGOING) {
        o.kind = OUTCOME_WIN;
        o.winner = s->winner;
        o.reason = s->result == ONITAMA_WIN_STONE ? "stone" : "stream";
    }
    return o;
}

static Outcome onitama_repetition_outcome(const void *st) {
    const OnitamaState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->draw_rule) {
        o.kind = OUTCOME_DRAW;
        o.reason = "repetition";
    }
    return o;
}

static void square_name(int sq, char out[3]) {
    out[0] = (char)('a' + sq % 5);
    out[1] = (char)('1' + sq / 5);
    out[2] = '\0';
}

/* Reads a square name like "c1"; -1 if it is not one. */
static int parse_square(const char *text) {
    if (text[0] < 'a' || text[0] > 'e' || text[1] < '1' || text[1] > '5') return -1;
    return (text[0] - 'a') + 5 * (text[1] - '1');
}

static bool onitama_move_to_text(const void *st, Move m, char *buf, size_t n) {
    (void)st;
    int card = ONITAMA_MOVE_CARD(m);
    if (card >= ONITAMA_CARD_COUNT) return false;
    int written;
    if (ONITAMA_MOVE_IS_PASS(m)) {
        written = snprintf(buf, n, "pass:%s", onitama_card_info[card].name);
    } else {
        char from[3], to[3];
        square_name(ONITAMA_MOVE_FROM(m) % 25, from);
        square_name(ONITAMA_MOVE_TO(m) % 25, to);
        written = snprintf(buf, n, "%s:%s%s", onitama_card_info[card].name, from, to);
    }
    return written > 0 && (size_t)written < n;
}

static bool onitama_move_from_text(const void *st, const char *text, Move *m, Error *err) {
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
    int from = parse_square(tail), to = parse_square(tail + 2);
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
static bool onitama_move_words(const void *st, Move m, int viewer, bool played,
                               GameMoveWords *out) {
    (void)played; /* nothing a move reveals is hidden before it */
    (void)viewer;
    const OnitamaState *s = st;
    int card = ONITAMA_MOVE_CARD(m), p = s->to_move, q = 1 - p;
    game_words_clear(out);
    if (card >= ONITAMA_CARD_COUNT) return false;
    if (ONITAMA_MOVE_IS_PASS(m)) {
        game_phrase_word(game_words_add(out, N_("No move: passed with %s")),
                         onitama_card_info[card].title);
        return true;
    }
    int from = ONITAMA_MOVE_FROM(m) % 25, to = ONITAMA_MOVE_TO(m) % 25;
    char a[3], b[3];
    square_name(from, a);
    square_name(to, b);
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

/* Position text: "<rank5>/<rank4>/.../<rank1> <blue|red> <blue cards> <red cards> <side>"
 * with B/b Blue master/student, R/r Red, digits for runs of empty squares; an optional sixth
 * field "draw=off" turns the repetition rule off. */
static bool onitama_to_fen(const void *st, char *buf, size_t n) {
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

static bool onitama_from_fen(void *st, const char *text, Error *err) {
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
        if (__builtin_popcount(s.pieces[p]) > 5)
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
    if (!parse_card_list(cards_text, cards, "cards", err)) return false;
    s.hand[0][0] = (uint8_t)cards[0];
    s.hand[0][1] = (uint8_t)cards[1];
    s.hand[1][0] = (uint8_t)cards[2];
    s.hand[1][1] = (uint8_t)cards[3];
    sort_hand(s.hand[0]);
    sort_hand(s.hand[1]);
    s.side_card = (uint8_t)cards[4];
    classify(&s);
    s.hash = onitama_hash_recompute(&s);
    memcpy(st, &s, sizeof s);
    return true;
}

static void onitama_describe(const void *st, char *buf, size_t n) {
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

/* Perft with bulk counting at the last ply; `s` is ongoing. A won position is a leaf that is
 * not expanded: it counts once, however much depth remains (the convention of the spec). */
static uint64_t perft_fast(const OnitamaState *s, int depth) {
    int p = s->to_move, q = 1 - p;
    uint32_t own = s->pieces[p];
    if (depth == 1) {
        uint64_t count = 0;
        for (uint32_t b = own; b; b &= b - 1) {
            int from = lowest_square(b);
            count += (uint64_t)__builtin_popcount(onitama_targets[s->hand[p][0]][p][from] & ~own) +
                     (uint64_t)__builtin_popcount(onitama_targets[s->hand[p][1]][p][from] & ~own);
        }
        return count ? count : 2;
    }
    uint64_t total = 0;
    bool moved = false;
    uint32_t enemy_temple = 1u << (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE);
    for (int c = 0; c < 2; c++) {
        int card = s->hand[p][c];
        OnitamaState base = *s;
        base.hand[p][c] = s->side_card;
        base.side_card = (uint8_t)card;
        base.to_move = (uint8_t)q;
        for (uint32_t b = own; b; b &= b - 1) {
            int from = lowest_square(b);
            uint32_t from_bit = 1u << from;
            int is_master = (s->master[p] & from_bit) != 0;
            for (uint32_t t = onitama_targets[card][p][from] & ~own; t; t &= t - 1) {
                uint32_t to_bit = t & -t;
                moved = true;
                /* A win (Way of the Stone or of the Stream) is a leaf, whatever the depth. */
                if ((to_bit & s->master[q]) || (is_master && to_bit == enemy_temple)) {
                    total++;
                    continue;
                }
                OnitamaState child = base;
                child.pieces[p] ^= from_bit | to_bit;
                child.pieces[q] &= ~to_bit;
                if (is_master) child.master[p] = to_bit;
                total += perft_fast(&child, depth - 1);
            }
        }
    }
    if (!moved) {
        for (int c = 0; c < 2; c++) {
            OnitamaState child = *s;
            child.hand[p][c] = s->side_card;
            child.side_card = s->hand[p][c];
            child.to_move = (uint8_t)q;
            total += perft_fast(&child, depth - 1);
        }
    }
    return total;
}

static uint64_t onitama_perft(const void *st, int depth) {
    const OnitamaState *s = st;
    if (depth <= 0 || s->result != ONITAMA_ONGOING) return 1;
    return perft_fast(s, depth);
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
};
