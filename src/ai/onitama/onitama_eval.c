/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Onitama evaluation: what the search scores at its horizon, from the perspective of the mover.
 *
 * Terms, each counted for both players and taken as mine minus theirs:
 * - material: students (see term_weights). Masters are not counted: losing one ends the game.
 * - master safety: a master standing on a square the opponent's two cards reach is one move
 *   from losing. When it is the mover's master the mover still has a move to answer, so it is
 *   a penalty (threatened); when the mover reaches the opponent's master it is as good as
 *   a won game (to-win), which keeps evaluations sane where quiescence does not run.
 *   The same holds for a master one move from the opponent's temple (the Way of the Stream).
 * - mobility: moves with the two cards in hand, and for the mover the moves the side card will
 *   give after this turn (incoming): the mover is certain to receive it.
 * - distance to the temple: a master closer to the opponent's temple ties the opponent down
 *   (per step closer, in king steps).
 * - centre: students on the centre 3x3 block reach more squares next turn.
 * - defence: each student that an own piece could recapture on.
 * - attacked and hanging: the mover's students the opponent attacks, and of those the ones no own
 *   piece defends.
 * The weights were fitted to Master's self-play by `duelboard-cli tune` (docs/ai.md, Tuning the
 * evaluations): a student is worth less than the hand-set 100 once the centre, the temple and
 * the threats to the master are counted apart. */
#include "ai/ai_eval.h"
#include "core/bits.h"
#include "rules/onitama/onitama.h"

/* The terms, each from the perspective of the mover (see the top of the file). */
enum {
    TERM_STUDENTS,   /* students, mine minus theirs */
    TERM_CENTRE,     /* students on the centre block, mine minus theirs */
    TERM_DEFENDED,   /* students an own piece could recapture on, mine minus theirs */
    TERM_MOBILITY,   /* moves with the cards in hand, mine minus theirs */
    TERM_INCOMING,   /* the mover's moves with the side card */
    TERM_TEMPLE,     /* master steps toward the opponent's temple, mine minus theirs */
    TERM_TO_WIN,     /* 1 when the mover can take the master or reach the temple */
    TERM_THREATENED, /* how many of the two ways to lose the opponent threatens (0-2) */
    TERM_ATTACKED,   /* the mover's students the opponent attacks */
    TERM_HANGING,    /* of those, the ones no own piece defends */
    TERM_COUNT
};

static const char *const term_names[TERM_COUNT] = {"students", "centre", "defended", "mobility",
                                                   "incoming", "temple", "to-win",   "threatened",
                                                   "attacked", "hanging"};

/* Fitted by `duelboard-cli tune onitama --games 1000 --nodes 20000 --seed 400000
 * --games-per-deal 4` (19356 quiet positions). To-win is never set in a quiet position, so the
 * fit cannot weigh it; it keeps its hand-set value, above anything else on the board. */
static const int term_weights[TERM_COUNT] = {
    [TERM_STUDENTS] = 61, [TERM_CENTRE] = 30,  [TERM_DEFENDED] = 1,  [TERM_MOBILITY] = 2,
    [TERM_INCOMING] = 2,  [TERM_TEMPLE] = 15,  [TERM_TO_WIN] = 1500, [TERM_THREATENED] = -52,
    [TERM_ATTACKED] = -5, [TERM_HANGING] = -4,
};

/* Squares b2-d4. */
#define CENTRE_MASK ((0x0eu << 5) | (0x0eu << 10) | (0x0eu << 15))

static inline uint32_t reach(const OnitamaState *s, int p, int card) {
    uint32_t r = 0;
    for (uint32_t b = s->pieces[p]; b; b &= b - 1) r |= onitama_targets[card][p][__builtin_ctz(b)];
    return r;
}

static inline int moves_with(const OnitamaState *s, int p, int card) {
    int n = 0;
    for (uint32_t b = s->pieces[p]; b; b &= b - 1)
        n += bits_count(onitama_targets[card][p][__builtin_ctz(b)] & ~s->pieces[p]);
    return n;
}

static inline int temple_distance(int sq, int temple) {
    int df = sq % 5 - temple % 5, dr = sq / 5 - temple / 5;
    if (df < 0) df = -df;
    if (dr < 0) dr = -dr;
    return df > dr ? df : dr;
}

static void onitama_terms(const GameRules *g, const void *st, int *values) {
    (void)g;
    const OnitamaState *s = st;
    int me = s->to_move, them = 1 - me;
    uint32_t attacks[2], students[2];
    int mobility[2], temple_steps[2];
    for (int p = 0; p < 2; p++) {
        /* Both cards' reach and moves in one pass over the pieces. */
        const uint32_t(*first)[25] = onitama_targets[s->hand[p][0]];
        const uint32_t(*second)[25] = onitama_targets[s->hand[p][1]];
        uint32_t own = s->pieces[p], reached = 0;
        int moves = 0;
        for (uint32_t b = own; b; b &= b - 1) {
            int sq = __builtin_ctz(b);
            uint32_t a = first[p][sq], c = second[p][sq];
            reached |= a | c;
            moves += bits_count(a & ~own) + bits_count(c & ~own);
        }
        attacks[p] = reached;
        students[p] = own & ~s->master[p];
        mobility[p] = moves;
        int temple = p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE;
        temple_steps[p] =
            s->master[p] ? 4 - temple_distance(__builtin_ctz(s->master[p]), temple) : 0;
    }
    values[TERM_STUDENTS] = bits_count(students[me]) - bits_count(students[them]);
    values[TERM_CENTRE] =
        bits_count(students[me] & CENTRE_MASK) - bits_count(students[them] & CENTRE_MASK);
    values[TERM_DEFENDED] =
        bits_count(students[me] & attacks[me]) - bits_count(students[them] & attacks[them]);
    values[TERM_MOBILITY] = mobility[me] - mobility[them];
    values[TERM_INCOMING] = moves_with(s, me, s->side_card);
    values[TERM_TEMPLE] = temple_steps[me] - temple_steps[them];
    uint32_t their_temple = 1u << (me == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE);
    uint32_t my_temple = 1u << (me == ONITAMA_BLUE ? ONITAMA_TEMPLE_BLUE : ONITAMA_TEMPLE_RED);
    uint32_t my_master_reach =
        s->master[me] ? onitama_targets[s->hand[me][0]][me][__builtin_ctz(s->master[me])] |
                            onitama_targets[s->hand[me][1]][me][__builtin_ctz(s->master[me])]
                      : 0;
    uint32_t their_master_reach =
        s->master[them]
            ? onitama_targets[s->hand[them][0]][them][__builtin_ctz(s->master[them])] |
                  onitama_targets[s->hand[them][1]][them][__builtin_ctz(s->master[them])]
            : 0;
    values[TERM_TO_WIN] = (attacks[me] & s->master[them]) ||
                          ((my_master_reach & their_temple) && !(s->pieces[me] & their_temple));
    values[TERM_THREATENED] = ((attacks[them] & s->master[me]) != 0) +
                              ((their_master_reach & my_temple) && !(s->pieces[them] & my_temple));
    values[TERM_ATTACKED] = bits_count(students[me] & attacks[them]);
    values[TERM_HANGING] = bits_count(students[me] & attacks[them] & ~attacks[me]);
}

static int onitama_evaluate(const GameRules *g, const void *st) {
    int values[TERM_COUNT];
    onitama_terms(g, st, values);
    return ai_eval_weighted_sum(term_weights, values, TERM_COUNT);
}

/* Taking the master and walking onto the temple end the game; other captures win material. */
static int onitama_noisy(const GameRules *g, const void *st, Move m) {
    (void)g;
    const OnitamaState *s = st;
    if (ONITAMA_MOVE_IS_PASS(m)) return 0;
    int me = s->to_move, them = 1 - me;
    uint32_t from = 1u << ONITAMA_MOVE_FROM(m), to = 1u << ONITAMA_MOVE_TO(m);
    if (to & s->master[them]) return 1000;
    int temple = me == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE;
    if ((from & s->master[me]) && ONITAMA_MOVE_TO(m) == temple) return 900;
    if (to & s->pieces[them]) return (from & s->master[me]) ? 100 : 110;
    return 0;
}

/* The master attacked, or the enemy master one move from our Temple Arch. */
static bool onitama_threatened(const GameRules *g, const void *st) {
    (void)g;
    const OnitamaState *s = st;
    int me = s->to_move, them = 1 - me;
    if (!s->master[them] || !s->master[me]) return false;
    uint32_t attacks = reach(s, them, s->hand[them][0]) | reach(s, them, s->hand[them][1]);
    if (attacks & s->master[me]) return true;
    uint32_t my_temple = 1u << (me == ONITAMA_BLUE ? ONITAMA_TEMPLE_BLUE : ONITAMA_TEMPLE_RED);
    int at = __builtin_ctz(s->master[them]);
    uint32_t master_reach =
        onitama_targets[s->hand[them][0]][them][at] | onitama_targets[s->hand[them][1]][them][at];
    return (master_reach & my_temple) && !(s->pieces[them] & my_temple);
}

extern const AiEndgameKind ai_endgame_onitama;

/* The bench's positions (duelboard-cli bench), fixed so that its node count is the search's
 * signature: openings to endings, none won in one move. */
static const char *const bench_positions[] = {
    "rrRrr/5/5/5/bbBbb red eel,dragon rabbit,mantis cobra",
    "1rRr1/2rr1/5/4B/bbb1b blue ox,rooster goose,horse dragon",
    "2R1r/r2r1/3b1/5/2Bbb blue tiger,ox rabbit,boar cobra",
    "1r3/3Rr/1r3/1b1rB/bb3 blue crab,elephant monkey,eel frog",
    "1r1Rr/2r2/1b3/bb3/1B3 red rabbit,dragon crab,cobra horse",
    NULL};

const AiEval ai_eval_onitama = {.game_id = "onitama",
                                .evaluate = onitama_evaluate,
                                .terms = onitama_terms,
                                .term_count = TERM_COUNT,
                                .term_names = term_names,
                                .term_weights = term_weights,
                                .noisy = onitama_noisy,
                                .bench_depth = 10,
                                .bench_positions = bench_positions,
                                .quick_depth = 3,
                                .threatened = onitama_threatened,
                                .endgame = &ai_endgame_onitama,
                                /* Master's self-play (docs/ai.md, Analysis: Calibration):
                                 * `duelboard-cli calibrate onitama --games 1000 --nodes 50000
                                 * --games-per-deal 4` from seeds 1 and 1001, fitted together,
                                 * 50427 scores. */
                                .win_chance_offset = -0.0617,
                                .win_chance_slope = 0.054394,
                                /* The same games' lengths in plies (quartiles, 90th
                                 * percentile). */
                                .length = {38, 49, 60, 74},
                                /* The CLI's default: Onitama searches some 3 million nodes a
                                 * second, and at 50000 two searches disagreed enough to call a
                                 * sound move a blunder. */
                                .analysis_nodes = 200000,
                                /* A win in 7 is proven in a tenth of a second on average. */
                                .puzzle_win_max = 7};
