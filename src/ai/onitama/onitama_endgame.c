/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's solved endgames: for the five cards of one game, the result with best play of every
 * position with both masters and at most two students, found by retrograde analysis.
 *
 * Positions are stored from the mover's perspective: the board turned so the mover plays up the
 * board as Blue does (a Red mover's squares are turned by 180°, as its cards are), which halves the
 * table. An index is (cards, mover's master, other master, students), the students' code
 * naming which of the mover's and the other side's students stand where (at most two in all):
 * 30 card states x 625 master squares x 1276 student codes = 23.9 million positions, one byte
 * each. Three students would make 255 million, too many for 64 MB with distances kept.
 *
 * A byte holds 0 for a draw (or a position that cannot arise), an odd n for a win in n plies
 * and an even n for a loss in n plies, always for the mover. The build counts each position's
 * moves, marks the immediate wins, and then goes one distance at a time: a predecessor of a
 * loss in n is a win in n + 1; a predecessor of a win in n loses in n + 1 once every one of its
 * moves has been found to lose. Taking distances in order makes the wins the fastest and the
 * losses the longest. Predecessors come from moves taken back, with a capture undone when the
 * count allows and a pass when the position before had no move. */
#include <stdlib.h>
#include <string.h>

#include "ai/ai_endgame.h"
#include "core/bits.h"
#include "rules/onitama/onitama.h"

enum {
    SQUARES = 25,
    DEAL = 5,
    CARD_STATES = 30,
    STUDENT_CODES = 1276, /* 1 + 25 + 25 + 300 + 300 + 625 */
    CODE_ONE_MINE = 1,
    CODE_ONE_THEIRS = 26,
    CODE_TWO_MINE = 51,
    CODE_TWO_THEIRS = 351,
    CODE_ONE_EACH = 651,
    MAX_STUDENTS = 2,
    OWN_TEMPLE = 2,     /* c1, the mover's Temple Arch in the mover's perspective */
    TARGET_TEMPLE = 22, /* c5, the other side's */
    LONGEST = 255,      /* distances must fit a byte */
    CANCEL_EVERY = 1 << 16,
};

#define POSITIONS ((size_t)CARD_STATES * SQUARES * SQUARES * STUDENT_CODES)

/* Who holds which card, as indices into the deal, from the mover's perspective. */
typedef struct CardState {
    uint8_t mine[2], theirs[2], side;
} CardState;

typedef struct OnitamaEndgame {
    uint8_t deal[DEAL]; /* card ids, ascending */
    CardState states[CARD_STATES];
    uint8_t state_of[32][32];        /* by the mover's and the other side's masks of deal indices */
    uint8_t after[CARD_STATES][2];   /* the next mover's state once the mover plays mine[k] */
    uint8_t before[CARD_STATES][2];  /* the previous mover's two possible states */
    uint32_t targets[DEAL][SQUARES]; /* the mover's moves with deal card i */
    uint32_t sources[DEAL][SQUARES]; /* where the other side moved from with deal card i */
    uint16_t pair_code[SQUARES][SQUARES];
    uint32_t code_mine[STUDENT_CODES], code_theirs[STUDENT_CODES];
    uint8_t *values; /* POSITIONS bytes */
    uint8_t *three;  /* THREE_POSITIONS results, five a byte: THREE_UNKNOWN (a draw), _WIN, _LOSS */
    atomic_bool three_done; /* set once `three` is complete: searches probe it from then on */
    uint8_t pairs[253][2];  /* the two squares (of 23) of a pair's rank */
    uint8_t squeezed[SQUARES][SQUARES][SQUARES]; /* by the masters: a square's place among 23 */
    uint16_t master_pair[SQUARES][SQUARES];      /* the masters' squares as one of 600 */
    uint16_t choose2[SQUARES];                   /* n(n-1)/2: a pair's rank from its squares */
    uint8_t digits[243][5];                      /* a byte of three-student results, as its five */
} OnitamaEndgame;

/* One position from the mover's perspective; students apart from the masters. */
typedef struct Position {
    uint32_t mine, theirs;
    int my_master, their_master;
    int cards;
} Position;

static inline int low_square(uint32_t b) {
    return __builtin_ctz(b);
}

static uint32_t turn_board(uint32_t b) {
    uint32_t r = 0;
    for (; b; b &= b - 1) r |= 1u << (SQUARES - 1 - low_square(b));
    return r;
}

static int deal_index(const OnitamaEndgame *e, int card) {
    for (int i = 0; i < DEAL; i++)
        if (e->deal[i] == card) return i;
    return -1;
}

static void init_cards(OnitamaEndgame *e) {
    memset(e->state_of, 0xff, sizeof e->state_of);
    int n = 0;
    for (int a = 0; a < DEAL; a++)
        for (int b = a + 1; b < DEAL; b++)
            for (int c = 0; c < DEAL; c++)
                for (int d = c + 1; d < DEAL; d++) {
                    int used = 1 << a | 1 << b | 1 << c | 1 << d;
                    if (bits_count((unsigned)used) != 4) continue;
                    CardState *s = &e->states[n];
                    s->mine[0] = (uint8_t)a;
                    s->mine[1] = (uint8_t)b;
                    s->theirs[0] = (uint8_t)c;
                    s->theirs[1] = (uint8_t)d;
                    s->side = (uint8_t)low_square(~(unsigned)used & 31);
                    e->state_of[1 << a | 1 << b][1 << c | 1 << d] = (uint8_t)n++;
                }
    int found[CARD_STATES] = {0};
    for (int i = 0; i < CARD_STATES; i++) {
        const CardState *s = &e->states[i];
        for (int k = 0; k < 2; k++) {
            /* The card played becomes the side card; the side card joins the mover's other. */
            int kept = s->mine[1 - k];
            int next = e->state_of[1 << s->theirs[0] | 1 << s->theirs[1]][1 << kept | 1 << s->side];
            e->after[i][k] = (uint8_t)next;
            e->before[next][found[next]++] = (uint8_t)i;
        }
    }
}

static void init_squares(OnitamaEndgame *e) {
    memset(e->sources, 0, sizeof e->sources);
    for (int i = 0; i < DEAL; i++)
        for (int sq = 0; sq < SQUARES; sq++) {
            e->targets[i][sq] = onitama_targets[e->deal[i]][ONITAMA_BLUE][sq];
            for (uint32_t t = onitama_targets[e->deal[i]][ONITAMA_RED][sq]; t; t &= t - 1)
                e->sources[i][low_square(t)] |= 1u << sq;
        }
    int n = 0;
    for (int a = 0; a < SQUARES; a++)
        for (int b = a + 1; b < SQUARES; b++) e->pair_code[a][b] = (uint16_t)n++;
    e->code_mine[0] = e->code_theirs[0] = 0;
    for (int a = 0; a < SQUARES; a++) {
        e->code_mine[CODE_ONE_MINE + a] = 1u << a;
        e->code_theirs[CODE_ONE_MINE + a] = 0;
        e->code_mine[CODE_ONE_THEIRS + a] = 0;
        e->code_theirs[CODE_ONE_THEIRS + a] = 1u << a;
        for (int b = 0; b < SQUARES; b++) {
            e->code_mine[CODE_ONE_EACH + a * SQUARES + b] = 1u << a;
            e->code_theirs[CODE_ONE_EACH + a * SQUARES + b] = 1u << b;
            if (b <= a) continue;
            int p = e->pair_code[a][b];
            e->code_mine[CODE_TWO_MINE + p] = 1u << a | 1u << b;
            e->code_theirs[CODE_TWO_MINE + p] = 0;
            e->code_mine[CODE_TWO_THEIRS + p] = 0;
            e->code_theirs[CODE_TWO_THEIRS + p] = 1u << a | 1u << b;
        }
    }
}

static int pair_of(const OnitamaEndgame *e, uint32_t b) {
    int a = low_square(b);
    return e->pair_code[a][low_square(b & (b - 1))];
}

/* The student code of two sets of students, or -1 when there are too many. */
static int student_code(const OnitamaEndgame *e, uint32_t mine, uint32_t theirs) {
    int m = bits_count(mine), t = bits_count(theirs);
    if (m + t > MAX_STUDENTS) return -1;
    if (m == 0 && t == 0) return 0;
    if (m == 1 && t == 0) return CODE_ONE_MINE + low_square(mine);
    if (m == 0 && t == 1) return CODE_ONE_THEIRS + low_square(theirs);
    if (m == 2) return CODE_TWO_MINE + pair_of(e, mine);
    if (t == 2) return CODE_TWO_THEIRS + pair_of(e, theirs);
    return CODE_ONE_EACH + low_square(mine) * SQUARES + low_square(theirs);
}

static size_t index_of(const Position *p, int code) {
    return ((size_t)(p->cards * SQUARES + p->my_master) * SQUARES + (size_t)p->their_master) *
               STUDENT_CODES +
           (size_t)code;
}

static void position_at(const OnitamaEndgame *e, size_t index, Position *p) {
    int code = (int)(index % STUDENT_CODES);
    size_t rest = index / STUDENT_CODES;
    p->their_master = (int)(rest % SQUARES);
    rest /= SQUARES;
    p->my_master = (int)(rest % SQUARES);
    p->cards = (int)(rest / SQUARES);
    p->mine = e->code_mine[code];
    p->theirs = e->code_theirs[code];
}

/* Whether the position can arise with the mover to move: pieces on distinct squares and
 * neither master already on the other's Temple Arch. */
static bool position_valid(const Position *p) {
    uint32_t mm = 1u << p->my_master, tm = 1u << p->their_master;
    if (mm == tm || (p->mine & p->theirs) || ((p->mine | p->theirs) & (mm | tm))) return false;
    return p->my_master != TARGET_TEMPLE && p->their_master != OWN_TEMPLE;
}

/* The position after the mover's move, from the next mover's perspective. */
static void turn_over(const Position *p, int next_cards, Position *out) {
    Position q;
    q.mine = turn_board(p->theirs);
    q.theirs = turn_board(p->mine);
    q.my_master = SQUARES - 1 - p->their_master;
    q.their_master = SQUARES - 1 - p->my_master;
    q.cards = next_cards;
    *out = q;
}

/* Counts the mover's moves; true at once when one of them wins. */
static bool count_moves(const OnitamaEndgame *e, const Position *p, int *count) {
    const CardState *cs = &e->states[p->cards];
    uint32_t own = p->mine | 1u << p->my_master;
    int n = 0;
    for (int k = 0; k < 2; k++) {
        const uint32_t *targets = e->targets[cs->mine[k]];
        if (targets[p->my_master] & (1u << p->their_master | 1u << TARGET_TEMPLE) & ~own)
            return true;
        n += bits_count(targets[p->my_master] & ~own);
        for (uint32_t b = p->mine; b; b &= b - 1) {
            uint32_t to = targets[low_square(b)] & ~own;
            if (to & 1u << p->their_master) return true;
            n += bits_count(to);
        }
    }
    *count = n ? n : 2; /* without a move the mover passes, giving up either card */
    return false;
}

static bool has_move(const OnitamaEndgame *e, const Position *p) {
    const CardState *cs = &e->states[p->cards];
    uint32_t own = p->mine | 1u << p->my_master;
    for (int k = 0; k < 2; k++)
        for (uint32_t b = own; b; b &= b - 1)
            if (e->targets[cs->mine[k]][low_square(b)] & ~own) return true;
    return false;
}

typedef struct Solve {
    OnitamaEndgame *e;
    uint8_t *left; /* moves not yet known to lose, per undecided position */
    uint64_t found;
} Solve;

/* A predecessor reached from a position at distance n. */
static void settle(Solve *s, const Position *p, int n) {
    int code = student_code(s->e, p->mine, p->theirs);
    if (code < 0 || !position_valid(p)) return;
    size_t i = index_of(p, code);
    uint8_t *v = &s->e->values[i];
    if (*v || !s->left[i]) return;
    if (n % 2 == 0) { /* a move into a loss wins */
        *v = (uint8_t)(n + 1);
        s->found++;
    } else if (--s->left[i] == 0) { /* every move now known to lose */
        *v = (uint8_t)(n + 1);
        s->found++;
    }
}

/* Every position one move before `x` (whose mover is "me"; the other side moved last). */
static void settle_predecessors(Solve *s, const Position *x, int n) {
    const OnitamaEndgame *e = s->e;
    int used = e->states[x->cards].side; /* the card the other side just played */
    uint32_t occupied = x->mine | x->theirs | 1u << x->my_master | 1u << x->their_master;
    int students = bits_count(x->mine | x->theirs);
    for (int j = 0; j < 2; j++) {
        int cards = e->before[x->cards][j];
        /* Taken back in x's perspective, then turned to the perspective of the side that moved. */
        uint32_t theirs_all = x->theirs | 1u << x->their_master;
        for (uint32_t b = theirs_all; b; b &= b - 1) {
            int to = low_square(b);
            bool master = to == x->their_master;
            for (uint32_t f = e->sources[used][to] & ~occupied; f; f &= f - 1) {
                int from = low_square(f);
                Position back = *x;
                if (master)
                    back.their_master = from;
                else
                    back.theirs = (x->theirs & ~(1u << to)) | 1u << from;
                Position p;
                turn_over(&back, cards, &p);
                settle(s, &p, n);
                if (students < MAX_STUDENTS) { /* the move took a student of mine */
                    back.mine = x->mine | 1u << to;
                    turn_over(&back, cards, &p);
                    settle(s, &p, n);
                }
            }
        }
        Position pass;
        turn_over(x, cards, &pass);
        if (!has_move(e, &pass)) settle(s, &pass, n);
    }
}

/* Three students, two of one side's and one of the other's: only win, loss or draw is kept, in
 * base 3 (five positions a byte), over a dense index that leaves out the masters' squares:
 * 30 card states x 600 master squares x 10626 student codes (two of the mover's and one of the
 * other side's, or one and two, on the 23 squares the masters leave) = 191 million positions in
 * 38.3 MB. Three students of one side against a lone master are left to the search: its side
 * nearly always wins, and they would cost 12.8 MB more. */
enum {
    THREE_UNKNOWN = 0, /* after the build: a draw */
    THREE_WIN = 1,
    THREE_LOSS = 2,
    FREE_SQUARES = 23,
    PAIRS = 253, /* 23 choose 2 */
    TWO_ONE_AT = 0,
    ONE_TWO_AT = PAIRS * 21,
    THREE_CODES = 2 * PAIRS * 21,
    PER_BYTE = 5,
};

#define THREE_POSITIONS ((size_t)CARD_STATES * 600 * THREE_CODES)
#define THREE_BYTES ((THREE_POSITIONS + PER_BYTE - 1) / PER_BYTE)

static const uint8_t power_of_three[PER_BYTE] = {1, 3, 9, 27, 81};

static void init_three(OnitamaEndgame *e) {
    for (int b = 1; b < FREE_SQUARES; b++)
        for (int a = 0; a < b; a++) {
            int r = b * (b - 1) / 2 + a;
            e->pairs[r][0] = (uint8_t)a;
            e->pairs[r][1] = (uint8_t)b;
        }
    for (int mm = 0; mm < SQUARES; mm++)
        for (int tm = 0; tm < SQUARES; tm++) {
            e->master_pair[mm][tm] = (uint16_t)(mm * 24 + tm - (tm > mm));
            for (int sq = 0; sq < SQUARES; sq++)
                e->squeezed[mm][tm][sq] = (uint8_t)(sq - (sq > mm) - (sq > tm));
        }
    for (int n = 0; n < SQUARES; n++) e->choose2[n] = (uint16_t)(n * (n - 1) / 2);
    for (int v = 0; v < 243; v++)
        for (int k = 0, rest = v; k < PER_BYTE; k++, rest /= 3)
            e->digits[v][k] = (uint8_t)(rest % 3);
}

/* The `k`th square left once the ascending squares `gone` (`n` of them) are taken out. */
static inline int unsqueeze(int k, const int *gone, int n) {
    for (int i = 0; i < n; i++) k += k >= gone[i];
    return k;
}

/* The dense index of a valid position with two students of one side and one of the other, or
 * -1 for any other students. */
static int64_t three_index(const OnitamaEndgame *e, const Position *p) {
    int m = bits_count(p->mine), t = bits_count(p->theirs);
    if (m + t != 3 || m == 3 || t == 3) return -1;
    const uint8_t *z = e->squeezed[p->my_master][p->their_master];
    int sq[3], n = 0;
    for (uint32_t b = p->mine; b; b &= b - 1) sq[n++] = z[low_square(b)];
    for (uint32_t b = p->theirs; b; b &= b - 1) sq[n++] = z[low_square(b)];
    int code;
    if (m == 2) { /* sq: the mover's two, then the other's one */
        code = TWO_ONE_AT + (e->choose2[sq[1]] + sq[0]) * 21 + sq[2] - (sq[2] > sq[0]) -
               (sq[2] > sq[1]);
    } else { /* sq: the mover's one, then the other's two */
        code = ONE_TWO_AT + (e->choose2[sq[2]] + sq[1]) * 21 + sq[0] - (sq[0] > sq[1]) -
               (sq[0] > sq[2]);
    }
    return (int64_t)(p->cards * 600 + e->master_pair[p->my_master][p->their_master]) * THREE_CODES +
           code;
}

static void three_position(const OnitamaEndgame *e, size_t index, Position *p) {
    int code = (int)(index % THREE_CODES);
    size_t rest = index / THREE_CODES;
    int mp = (int)(rest % 600);
    p->cards = (int)(rest / 600);
    p->my_master = mp / 24;
    p->their_master = mp % 24;
    p->their_master += p->their_master >= p->my_master;
    int masters[2] = {p->my_master < p->their_master ? p->my_master : p->their_master,
                      p->my_master < p->their_master ? p->their_master : p->my_master};
    bool two_one = code < ONE_TWO_AT;
    int c = code - (two_one ? TWO_ONE_AT : ONE_TWO_AT);
    const uint8_t *pr = e->pairs[c / 21];
    int pair[2] = {pr[0], pr[1]};
    int single = unsqueeze(c % 21, pair, 2);
    uint32_t b2 = 1u << unsqueeze(pair[0], masters, 2) | 1u << unsqueeze(pair[1], masters, 2);
    uint32_t b1 = 1u << unsqueeze(single, masters, 2);
    p->mine = two_one ? b2 : b1;
    p->theirs = two_one ? b1 : b2;
}

static inline int three_get(const OnitamaEndgame *e, size_t i) {
    return e->digits[e->three[i / PER_BYTE]][i % PER_BYTE];
}

/* Only ever sets an unknown position (a digit 0). */
static inline void three_set(OnitamaEndgame *e, size_t i, int v) {
    e->three[i / PER_BYTE] = (uint8_t)(e->three[i / PER_BYTE] + v * power_of_three[i % PER_BYTE]);
}

/* The result of a position for its mover, as THREE_WIN, THREE_LOSS or THREE_UNKNOWN (a draw or
 * not yet known): from the two-student table or the three-student one. */
static int result_of(const OnitamaEndgame *e, const Position *p) {
    int students = bits_count(p->mine | p->theirs);
    if (students <= MAX_STUDENTS) {
        int v = e->values[index_of(p, student_code(e, p->mine, p->theirs))];
        return v == 0 ? THREE_UNKNOWN : v % 2 ? THREE_WIN : THREE_LOSS;
    }
    int64_t i = three_index(e, p);
    return i < 0 ? THREE_UNKNOWN : three_get(e, (size_t)i);
}

/* What the mover's moves lead to: THREE_WIN when one wins at once or leads to a loss for the
 * other side, THREE_LOSS when every one leads to a win for it, else THREE_UNKNOWN. With
 * `captures_only`, moves that keep three students are taken as not yet known. */
static int moves_result(const OnitamaEndgame *e, const Position *p, bool captures_only) {
    const CardState *cs = &e->states[p->cards];
    uint32_t own = p->mine | 1u << p->my_master;
    bool all_lose = true, any = false;
    for (int k = 0; k < 2; k++) {
        const uint32_t *targets = e->targets[cs->mine[k]];
        int next = e->after[p->cards][k];
        for (uint32_t pieces = own; pieces; pieces &= pieces - 1) {
            int from = low_square(pieces);
            bool master = from == p->my_master;
            uint32_t to_all = targets[from] & ~own;
            if (to_all & 1u << p->their_master) return THREE_WIN;
            if (master && (to_all & 1u << TARGET_TEMPLE)) return THREE_WIN;
            for (uint32_t to_b = to_all; to_b; to_b &= to_b - 1) {
                int to = low_square(to_b);
                any = true;
                bool capture = (p->theirs >> to) & 1;
                if (captures_only && !capture) {
                    all_lose = false;
                    continue;
                }
                Position after = *p;
                if (master)
                    after.my_master = to;
                else
                    after.mine = (p->mine & ~(1u << from)) | 1u << to;
                after.theirs = p->theirs & ~(1u << to);
                Position q;
                turn_over(&after, next, &q);
                int r = result_of(e, &q);
                if (r == THREE_LOSS) return THREE_WIN;
                if (r != THREE_WIN) {
                    all_lose = false;
                    if (!captures_only) return THREE_UNKNOWN; /* checking for a loss only */
                }
            }
        }
    }
    if (!any) { /* a pass, giving up either card */
        for (int k = 0; k < 2; k++) {
            Position q;
            turn_over(p, e->after[p->cards][k], &q);
            int r = captures_only ? THREE_UNKNOWN : result_of(e, &q);
            if (r == THREE_LOSS) return THREE_WIN;
            if (r != THREE_WIN) all_lose = false;
        }
    }
    return all_lose ? THREE_LOSS : THREE_UNKNOWN;
}

typedef struct SolveThree {
    OnitamaEndgame *e;
    uint64_t *pending; /* a bit per position: decided, its predecessors not yet told */
    uint64_t found;
} SolveThree;

static inline void mark_pending(SolveThree *s, size_t i) {
    s->pending[i >> 6] |= 1ull << (i & 63);
}

/* A predecessor found: settled when `r`, its move's result for the other side, decides it. */
static void tell_one(SolveThree *s, Position *p, size_t i, int r) {
    OnitamaEndgame *e = s->e;
    if (three_get(e, i) != THREE_UNKNOWN) return;
    if (r == THREE_LOSS) {
        three_set(e, i, THREE_WIN);
    } else if (moves_result(e, p, false) == THREE_LOSS) {
        three_set(e, i, THREE_LOSS);
    } else {
        return;
    }
    mark_pending(s, i);
    s->found++;
}

/* Tells the predecessors (with three students: no capture taken back) of `x`, whose result
 * `r` is known. */
static void tell_predecessors(SolveThree *s, const Position *x, int r) {
    OnitamaEndgame *e = s->e;
    int used = e->states[x->cards].side;
    uint32_t occupied = x->mine | x->theirs | 1u << x->my_master | 1u << x->their_master;
    uint32_t theirs_all = x->theirs | 1u << x->their_master;
    /* The same boards come before with either of the two card states: indexed once. */
    const size_t per_cards = (size_t)600 * THREE_CODES;
    int before[2] = {e->before[x->cards][0], e->before[x->cards][1]};
    for (uint32_t b = theirs_all; b; b &= b - 1) {
        int to = low_square(b);
        bool master = to == x->their_master;
        for (uint32_t f = e->sources[used][to] & ~occupied; f; f &= f - 1) {
            int from = low_square(f);
            Position back = *x, p;
            if (master)
                back.their_master = from;
            else
                back.theirs = (x->theirs & ~(1u << to)) | 1u << from;
            turn_over(&back, 0, &p);
            if (!position_valid(&p)) continue;
            size_t board = (size_t)three_index(e, &p);
            for (int j = 0; j < 2; j++) {
                p.cards = before[j];
                tell_one(s, &p, board + (size_t)before[j] * per_cards, r);
            }
        }
    }
    for (int j = 0; j < 2; j++) {
        Position pass;
        turn_over(x, before[j], &pass);
        if (!has_move(e, &pass) && position_valid(&pass))
            tell_one(s, &pass, (size_t)three_index(e, &pass), r);
    }
}

/* Solves the positions with three students from the table of two: true unless cancelled. */
static bool build_three(OnitamaEndgame *e, const atomic_bool *cancel, AiEndgameStats *stats) {
    init_three(e);
    size_t words = (THREE_POSITIONS + 63) / 64;
    SolveThree s = {e, calloc(words, sizeof(uint64_t)), 0};
    e->three = calloc(THREE_BYTES, 1);
    if (!s.pending || !e->three) goto fail;
    uint64_t legal = 0;
    for (size_t i = 0; i < THREE_POSITIONS; i++) {
        if ((i % CANCEL_EVERY) == 0 && atomic_load(cancel)) goto fail;
        Position p;
        three_position(e, i, &p);
        if (!position_valid(&p)) continue;
        legal++;
        int r = moves_result(e, &p, true);
        if (r != THREE_UNKNOWN) {
            three_set(e, i, r);
            mark_pending(&s, i);
        }
    }
    for (bool again = true; again;) {
        again = false;
        for (size_t w = 0; w < words; w++) {
            if ((w % 1024) == 0 && atomic_load(cancel)) goto fail;
            while (s.pending[w]) {
                int bit = __builtin_ctzll(s.pending[w]);
                s.pending[w] &= s.pending[w] - 1;
                size_t i = w * 64 + (size_t)bit;
                Position x;
                three_position(e, i, &x);
                tell_predecessors(&s, &x, three_get(e, i));
                again = true;
            }
        }
    }
    uint64_t wins = 0, losses = 0;
    for (size_t i = 0; i < THREE_POSITIONS; i++) {
        int v = three_get(e, i);
        wins += v == THREE_WIN;
        losses += v == THREE_LOSS;
    }
    stats->legal += legal;
    stats->wins += wins;
    stats->losses += losses;
    stats->positions += THREE_POSITIONS;
    free(s.pending);
    return true;
fail:
    free(s.pending);
    free(e->three);
    e->three = NULL;
    return false;
}

static void endgame_free(void *table) {
    OnitamaEndgame *e = table;
    if (!e) return;
    free(e->values);
    free(e->three);
    free(e);
}

static bool endgame_key(const void *st, uint8_t key[AI_ENDGAME_KEY_MAX]) {
    const OnitamaState *s = st;
    int cards[DEAL] = {s->hand[0][0], s->hand[0][1], s->hand[1][0], s->hand[1][1], s->side_card};
    for (int i = 1; i < DEAL; i++)
        for (int j = i; j > 0 && cards[j - 1] > cards[j]; j--) {
            int t = cards[j];
            cards[j] = cards[j - 1];
            cards[j - 1] = t;
        }
    for (int i = 0; i < DEAL; i++) key[i] = (uint8_t)cards[i];
    return true;
}

static void *endgame_build(const uint8_t key[AI_ENDGAME_KEY_MAX], const atomic_bool *cancel,
                           AiEndgameStats *stats) {
    OnitamaEndgame *e = calloc(1, sizeof *e);
    Solve s = {e, NULL, 0};
    if (!e) return NULL;
    memcpy(e->deal, key, DEAL);
    atomic_init(&e->three_done, false);
    init_cards(e);
    init_squares(e);
    e->values = calloc(POSITIONS, 1);
    s.left = calloc(POSITIONS, 1);
    if (!e->values || !s.left) goto fail;

    uint64_t legal = 0, at_distance = 0;
    size_t i = 0;
    for (int cards = 0; cards < CARD_STATES; cards++)
        for (int mm = 0; mm < SQUARES; mm++)
            for (int tm = 0; tm < SQUARES; tm++) {
                if (atomic_load(cancel)) goto fail;
                for (int code = 0; code < STUDENT_CODES; code++, i++) {
                    Position p = {e->code_mine[code], e->code_theirs[code], mm, tm, cards};
                    if (!position_valid(&p)) continue;
                    legal++;
                    int count;
                    if (count_moves(e, &p, &count)) {
                        e->values[i] = 1;
                        at_distance++;
                    } else {
                        s.left[i] = (uint8_t)count;
                    }
                }
            }
    stats->legal = legal;
    stats->wins = at_distance;
    for (int n = 1; at_distance; n++) {
        if (n >= LONGEST) goto fail; /* a distance that does not fit a byte */
        s.found = 0;
        uint64_t seen = 0;
        for (uint8_t *at = e->values, *end = e->values + POSITIONS;
             (at = memchr(at, n, (size_t)(end - at))) != NULL; at++) {
            if ((++seen % CANCEL_EVERY) == 0 && atomic_load(cancel)) goto fail;
            Position x;
            position_at(e, (size_t)(at - e->values), &x);
            settle_predecessors(&s, &x, n);
        }
        at_distance = s.found;
        if (at_distance) {
            stats->longest = n + 1;
            if ((n + 1) % 2)
                stats->wins += at_distance;
            else
                stats->losses += at_distance;
        }
    }
    free(s.left);
    stats->positions = POSITIONS;
    stats->bytes = sizeof *e + POSITIONS;
    stats->peak_bytes = sizeof *e + 2 * POSITIONS;
    return e;
fail:
    free(s.left);
    endgame_free(e);
    return NULL;
}

static bool endgame_extend(void *table, const atomic_bool *cancel, AiEndgameStats *stats) {
    OnitamaEndgame *e = table;
    if (!build_three(e, cancel, stats)) return false;
    stats->bytes += THREE_BYTES;
    size_t peak = stats->bytes + (THREE_POSITIONS + 63) / 64 * 8;
    if (peak > stats->peak_bytes) stats->peak_bytes = peak;
    atomic_store_explicit(&e->three_done, true, memory_order_release);
    return true;
}

static bool endgame_probe(const void *table, const void *st, int *plies) {
    const OnitamaEndgame *e = table;
    const OnitamaState *s = st;
    if (s->result != ONITAMA_ONGOING || !s->master[0] || !s->master[1]) return false;
    int me = s->to_move, them = 1 - me;
    uint32_t mine = s->pieces[me] & ~s->master[me], theirs = s->pieces[them] & ~s->master[them];
    if (bits_count(mine | theirs) > MAX_STUDENTS + 1) return false;
    int a = deal_index(e, s->hand[me][0]), b = deal_index(e, s->hand[me][1]);
    int c = deal_index(e, s->hand[them][0]), d = deal_index(e, s->hand[them][1]);
    if (a < 0 || b < 0 || c < 0 || d < 0) return false;
    Position p = {mine, theirs, low_square(s->master[me]), low_square(s->master[them]),
                  e->state_of[1 << a | 1 << b][1 << c | 1 << d]};
    if (me == ONITAMA_RED) {
        p.mine = turn_board(p.mine);
        p.theirs = turn_board(p.theirs);
        p.my_master = SQUARES - 1 - p.my_master;
        p.their_master = SQUARES - 1 - p.their_master;
    }
    if (p.cards >= CARD_STATES || !position_valid(&p)) return false;
    if (bits_count(mine | theirs) > MAX_STUDENTS) {
        if (!atomic_load_explicit(&e->three_done, memory_order_acquire)) return false;
        int64_t i = three_index(e, &p);
        if (i < 0) return false;
        int r = three_get(e, (size_t)i);
        *plies = r == THREE_WIN    ? AI_ENDGAME_WIN_UNTIMED
                 : r == THREE_LOSS ? -AI_ENDGAME_WIN_UNTIMED
                                   : 0;
        return true;
    }
    int v = e->values[index_of(&p, student_code(e, p.mine, p.theirs))];
    *plies = v == 0 ? 0 : v % 2 ? v : -v;
    return true;
}

const AiEndgameKind ai_endgame_onitama = {
    .key = endgame_key,
    .build = endgame_build,
    .extend = endgame_extend,
    .free_table = endgame_free,
    .probe = endgame_probe,
};
