/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's exact deduction: whether some hidden history of the other side (its setup, every
 * turn's move and shot) agrees with everything a side's pad records and leaves the piece that
 * fired last on a given square. A backward search over the other side's pieces, turn by turn
 * from now to the setup, with a node budget (docs/puzzles.md, "How exact this is"). */
#include <stdlib.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

/* What the search knows of one hidden piece at the time it has walked back to. A piece no event
 * since then has touched is FREE: it stood still on a square not yet chosen. AT: its square is
 * known (a wreck brought back to life before its hit), its facing is still free. */
enum { HIDDEN_FREE, HIDDEN_AT, HIDDEN_PLACED, HIDDEN_DEAD };
#define KIND_ANY 2

typedef struct Hidden {
    uint8_t status, square, dir, kind;
} Hidden;

typedef struct SquareSet {
    uint64_t bits[2];
} SquareSet;

static bool set_has(const SquareSet *s, int sq) {
    return (s->bits[sq / 64] >> (sq % 64)) & 1;
}
static void set_add(SquareSet *s, int sq) {
    s->bits[sq / 64] |= (uint64_t)1 << (sq % 64);
}

/* The other side's pieces at one time, and the squares a FREE piece may not stand on: every
 * square a known piece stood on or passed through from that time on, and every square the
 * observer shot at since (a FREE piece was alive and still all that time). */
typedef struct Node {
    Hidden piece[MORTAR_HUNT_PIECES];
    SquareSet forbidden;
} Node;

/* One row of the pad, as the search walks it: the other side's turn or the observer's. */
typedef struct Event {
    bool hidden_side;
    uint8_t type, target, result;
} Event;

typedef struct MemoKey {
    uint32_t piece[MORTAR_HUNT_PIECES];
    uint32_t event; /* + 1: 0 marks an empty slot */
    uint64_t forbidden[2];
} MemoKey;

#define MEMO_SLOTS (1u << 17)

typedef struct Search {
    int other, pieces_option;
    bool craters;
    Event events[2 * MORTAR_HUNT_TURNS_MAX];
    int event_count;
    SquareSet craters_before[2 * MORTAR_HUNT_TURNS_MAX + 1]; /* on the other side's half */
    long budget;
    bool exhausted;
    MemoKey *memo; /* states shown to have no history: (event, pieces, forbidden) */
    unsigned memo_used;
} Search;

static bool kind_allowed(const Search *s, int kind) {
    return s->pieces_option == MORTAR_HUNT_PIECES_CHOOSE ||
           (s->pieces_option == MORTAR_HUNT_PIECES_LH) == (kind == MORTAR_HUNT_LH);
}

static bool is_live(const Hidden *h) {
    return h->status == HIDDEN_AT || h->status == HIDDEN_PLACED;
}

static bool is_known(const Hidden *h) {
    return h->status != HIDDEN_FREE;
}

/* ---- memo of dead states ---- */

static MemoKey memo_key(const Search *s, int event, const Node *n) {
    MemoKey k;
    memset(&k, 0, sizeof k);
    bool any_free = false;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        const Hidden *h = &n->piece[i];
        k.piece[i] =
            (uint32_t)h->status << 24 | (uint32_t)h->square << 16 | (uint32_t)h->dir << 8 | h->kind;
        any_free |= h->status == HIDDEN_FREE;
    }
    /* The pieces are alike: one order for every permutation. */
    for (int i = 1; i < MORTAR_HUNT_PIECES; i++)
        for (int j = i; j > 0 && k.piece[j - 1] > k.piece[j]; j--) {
            uint32_t t = k.piece[j];
            k.piece[j] = k.piece[j - 1];
            k.piece[j - 1] = t;
        }
    k.event = (uint32_t)event + 1;
    /* The forbidden squares only bind FREE pieces. */
    if (any_free) memcpy(k.forbidden, n->forbidden.bits, sizeof k.forbidden);
    (void)s;
    return k;
}

static unsigned memo_slot(const MemoKey *k) {
    uint64_t h = 1469598103934665603ULL;
    const unsigned char *b = (const unsigned char *)k;
    for (size_t i = 0; i < sizeof *k; i++) h = (h ^ b[i]) * 1099511628211ULL;
    return (unsigned)(h ^ (h >> 32)) & (MEMO_SLOTS - 1);
}

static bool memo_has(const Search *s, const MemoKey *k) {
    for (unsigned i = memo_slot(k);; i = (i + 1) & (MEMO_SLOTS - 1)) {
        if (s->memo[i].event == 0) return false;
        if (memcmp(&s->memo[i], k, sizeof *k) == 0) return true;
    }
}

static void memo_put(Search *s, const MemoKey *k) {
    if (s->memo_used >= MEMO_SLOTS / 2) return; /* full enough: the search goes on without */
    unsigned i = memo_slot(k);
    while (s->memo[i].event != 0) i = (i + 1) & (MEMO_SLOTS - 1);
    s->memo[i] = *k;
    s->memo_used++;
}

/* ---- moves walked back ---- */

/* A start of the mover's turn that ends on the given square and facing: where it stood, its
 * facing, and the squares it entered on the way. */
typedef struct Start {
    uint8_t square, dir;
    SquareSet entered;
} Start;

typedef struct Starts {
    Start at[256];
    int count;
} Starts;

typedef struct MoveContext {
    const Search *s;
    const Node *n;
    int mover, event, end_square, end_dir;
    Starts *out;
} MoveContext;

/* A square some other known piece holds at the time of the move (a wreck blocks too). */
static bool held_by_other(const MoveContext *c, int sq) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (i != c->mover && is_known(&c->n->piece[i]) && c->n->piece[i].square == sq) return true;
    return false;
}

static bool can_enter(const MoveContext *c, int sq) {
    if (sq == MORTAR_HUNT_NONE || !mortar_hunt_in_half(c->s->other, sq)) return false;
    if (c->s->craters && set_has(&c->s->craters_before[c->event], sq)) return false;
    return !held_by_other(c, sq);
}

static void add_start(MoveContext *c, int sq, int dir, const SquareSet *entered) {
    if (sq == c->end_square && dir == c->end_dir) return; /* a move changes something */
    if (!mortar_hunt_in_half(c->s->other, sq) || held_by_other(c, sq)) return;
    Starts *o = c->out;
    for (int i = 0; i < o->count; i++)
        if (o->at[i].square == sq && o->at[i].dir == dir &&
            memcmp(&o->at[i].entered, entered, sizeof *entered) == 0)
            return;
    if (o->count < (int)(sizeof o->at / sizeof o->at[0]))
        o->at[o->count++] = (Start){(uint8_t)sq, (uint8_t)dir, *entered};
}

/* Walks a turn of up to three steps back from (sq, dir): a step forward undone, or a 45° turn. */
static void walk_back(MoveContext *c, int sq, int dir, int steps, SquareSet entered) {
    if (steps > 0) add_start(c, sq, dir, &entered);
    if (steps == 3) return;
    walk_back(c, sq, (dir + 1) & 7, steps + 1, entered);
    walk_back(c, sq, (dir + 7) & 7, steps + 1, entered);
    int from = mortar_hunt_step(sq, (dir + 4) & 7, 1);
    if (from == MORTAR_HUNT_NONE || !mortar_hunt_in_half(c->s->other, from) || !can_enter(c, sq))
        return;
    SquareSet more = entered;
    set_add(&more, sq);
    walk_back(c, from, dir, steps + 1, more);
}

static void starts_of(const Search *s, const Node *n, int mover, int event, int sq, int dir,
                      Starts *out) {
    out->count = 0;
    MoveContext c = {s, n, mover, event, sq, dir, out};
    walk_back(&c, sq, dir, 0, (SquareSet){{0, 0}});
    /* One square straight back, facing kept: the piece stood one square ahead. */
    int ahead = mortar_hunt_step(sq, dir, 1);
    if (ahead != MORTAR_HUNT_NONE && can_enter(&c, sq)) {
        SquareSet entered = {{0, 0}};
        set_add(&entered, sq);
        add_start(&c, ahead, dir, &entered);
    }
}

/* ---- the search ---- */

static bool history_before(Search *s, int event, const Node *n);

static bool fires_at(int sq, int dir, int kind, int target) {
    int lo, hi;
    mortar_hunt_range(kind, &lo, &hi);
    for (int d = lo; d <= hi; d++)
        if (mortar_hunt_step(sq, dir, d) == target) return true;
    return false;
}

/* The mover of the other side's turn `event` is `mover`, which ended on (sq, dir): every start it
 * may have come from. */
static bool undo_move_of(Search *s, int event, const Node *n, int mover, int sq, int dir,
                         bool was_free) {
    Starts *starts = malloc(sizeof *starts);
    if (!starts) {
        s->exhausted = true;
        return false;
    }
    starts_of(s, n, mover, event, sq, dir, starts);
    bool found = false;
    for (int i = 0; i < starts->count && !found && !s->exhausted; i++) {
        Node before = *n;
        Hidden *h = &before.piece[mover];
        h->status = HIDDEN_PLACED;
        h->square = starts->at[i].square;
        h->dir = starts->at[i].dir;
        if (was_free) set_add(&before.forbidden, sq);
        before.forbidden.bits[0] |= starts->at[i].entered.bits[0];
        before.forbidden.bits[1] |= starts->at[i].entered.bits[1];
        set_add(&before.forbidden, starts->at[i].square);
        found = history_before(s, event, &before);
    }
    free(starts);
    return found;
}

/* The other side's turn `event` walked back once its shooter is fixed: which piece moved, and
 * from where. */
static bool undo_mover(Search *s, int event, const Node *n) {
    bool still = false;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        still |= n->piece[i].status == HIDDEN_FREE || n->piece[i].status == HIDDEN_AT;
    /* A piece whose facing is still free turned in place: nothing known changes. */
    if (still && history_before(s, event, n)) return true;
    for (int i = 0; i < MORTAR_HUNT_PIECES && !s->exhausted; i++) {
        const Hidden *h = &n->piece[i];
        if (h->status == HIDDEN_PLACED && undo_move_of(s, event, n, i, h->square, h->dir, false))
            return true;
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES && !s->exhausted; i++) {
        const Hidden *h = &n->piece[i];
        if (h->status != HIDDEN_AT) continue;
        for (int dir = 0; dir < 8 && !s->exhausted; dir++)
            if (undo_move_of(s, event, n, i, h->square, dir, false)) return true;
    }
    /* A FREE piece that moved: it ends on any square a FREE piece may stand on. The FREE pieces
     * are alike, so the first stands for all. */
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (n->piece[i].status != HIDDEN_FREE) continue;
        for (int sq = 0; sq < MORTAR_HUNT_SQUARES && !s->exhausted; sq++) {
            if (!mortar_hunt_in_half(s->other, sq) || set_has(&n->forbidden, sq)) continue;
            for (int dir = 0; dir < 8 && !s->exhausted; dir++)
                if (undo_move_of(s, event, n, i, sq, dir, true)) return true;
        }
        break;
    }
    return false;
}

static bool with_shooter(Search *s, int event, const Node *n, int i, int sq, int dir, int kind) {
    Node after = *n;
    after.piece[i] = (Hidden){HIDDEN_PLACED, (uint8_t)sq, (uint8_t)dir, (uint8_t)kind};
    set_add(&after.forbidden, sq);
    return undo_mover(s, event, &after);
}

/* The other side's turn `event` that fired at `target`: which live piece fired, standing where. */
static bool undo_shot(Search *s, int event, const Node *n, int target) {
    for (int i = 0; i < MORTAR_HUNT_PIECES && !s->exhausted; i++) {
        const Hidden *h = &n->piece[i];
        for (int kind = MORTAR_HUNT_HM; kind <= MORTAR_HUNT_LH; kind++) {
            if (!kind_allowed(s, kind) || (h->kind != KIND_ANY && h->kind != kind)) continue;
            if (h->status == HIDDEN_PLACED && fires_at(h->square, h->dir, kind, target) &&
                with_shooter(s, event, n, i, h->square, h->dir, kind))
                return true;
            if (h->status == HIDDEN_AT)
                for (int dir = 0; dir < 8 && !s->exhausted; dir++)
                    if (fires_at(h->square, dir, kind, target) &&
                        with_shooter(s, event, n, i, h->square, dir, kind))
                        return true;
        }
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (n->piece[i].status != HIDDEN_FREE) continue;
        for (int kind = MORTAR_HUNT_HM; kind <= MORTAR_HUNT_LH && !s->exhausted; kind++) {
            if (!kind_allowed(s, kind)) continue;
            uint8_t squares[64], dirs[64];
            int count = mortar_hunt_shooter_positions(s->other, kind, target, squares, dirs, 64);
            for (int k = 0; k < count && !s->exhausted; k++)
                if (!set_has(&n->forbidden, squares[k]) &&
                    with_shooter(s, event, n, i, squares[k], dirs[k], kind))
                    return true;
        }
        break; /* the FREE pieces are alike */
    }
    return false;
}

/* The observer's shot `event` walked back: a hit brings the wreck on the target back to life, a
 * miss says no live piece stood there. */
static bool undo_observer_shot(Search *s, int event, const Node *n, const Event *e) {
    Node before = *n;
    set_add(&before.forbidden, e->target);
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        Hidden *h = &before.piece[i];
        if (!is_known(h) || h->square != e->target) continue;
        if (e->result == MORTAR_HUNT_RESULT_HIT) {
            if (h->status != HIDDEN_DEAD) return false;
            *h = (Hidden){HIDDEN_AT, e->target, 0, KIND_ANY};
            return history_before(s, event, &before);
        }
        if (is_live(h)) return false;
    }
    return e->result != MORTAR_HUNT_RESULT_HIT && history_before(s, event, &before);
}

static bool at_setup(const Node *n, int other) {
    int free = 0, room = 0;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (n->piece[i].status == HIDDEN_DEAD) return false;
        free += n->piece[i].status == HIDDEN_FREE;
    }
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        room += mortar_hunt_in_half(other, sq) && !set_has(&n->forbidden, sq);
    return room >= free;
}

/* Whether the other side has a history up to the time before event `event` that ends in `n`. */
static bool history_before(Search *s, int event, const Node *n) {
    if (s->exhausted) return false;
    if (--s->budget < 0) {
        s->exhausted = true;
        return false;
    }
    if (event == 0) return at_setup(n, s->other);
    MemoKey key = memo_key(s, event, n);
    if (memo_has(s, &key)) return false;
    const Event *e = &s->events[event - 1];
    bool found;
    if (!e->hidden_side)
        found = e->target == MORTAR_HUNT_NONE ? history_before(s, event - 1, n)
                                              : undo_observer_shot(s, event - 1, n, e);
    else if (e->target != MORTAR_HUNT_NONE)
        found = undo_shot(s, event - 1, n, e->target);
    else
        found = undo_mover(s, event - 1, n);
    if (!found && !s->exhausted) memo_put(s, &key);
    return found;
}

/* The pad's rows in the order they were played; false when the other side sacrificed a piece
 * (which the search does not walk back: the rule that forced it binds every piece at once). */
static bool read_events(Search *s, const MortarHuntObservation *v) {
    int rows = 2 * (v->turn - 1) + (v->to_move == MORTAR_HUNT_B);
    if (v->history_turn != 1 || rows > 2 * MORTAR_HUNT_TURNS_MAX) return false;
    SquareSet craters = {{0, 0}};
    s->event_count = 0;
    for (int i = 0; i < rows; i++) {
        int side = i % 2;
        if (i / 2 >= v->count[side]) return false;
        const MortarHuntRecord *r = &v->history[side][i / 2];
        if (r->type == 0) return false;
        Event *e = &s->events[s->event_count];
        s->craters_before[s->event_count] = craters;
        e->hidden_side = side == s->other;
        e->type = r->type;
        e->target = r->type == MORTAR_HUNT_RECORD_MOVE ? r->target : MORTAR_HUNT_NONE;
        e->result = r->result;
        if (e->hidden_side && r->type == MORTAR_HUNT_RECORD_SACRIFICE) return false;
        if (!e->hidden_side && e->target != MORTAR_HUNT_NONE &&
            e->result == MORTAR_HUNT_RESULT_MISS)
            set_add(&craters, e->target);
        s->event_count++;
    }
    s->craters_before[s->event_count] = craters;
    return true;
}

MortarHuntSearchResult mortar_hunt_shooter_history(const MortarHuntObservation *v, int square,
                                                   int dir, int kind, long budget) {
    Search *s = calloc(1, sizeof *s);
    MemoKey *memo = s ? calloc(MEMO_SLOTS, sizeof *memo) : NULL;
    MortarHuntSearchResult result = MORTAR_HUNT_SEARCH_UNKNOWN;
    if (!s || !memo) goto done;
    s->other = 1 - v->player;
    s->pieces_option = v->info.pieces_option;
    s->craters = v->info.craters;
    s->budget = budget;
    s->memo = memo;
    if (!read_events(s, v)) goto done;
    /* Now: the wrecks on the other side's half, the shooter, and FREE pieces for the rest. */
    Node now;
    memset(&now, 0, sizeof now);
    int known = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        if (!mortar_hunt_in_half(s->other, sq) || v->marks[sq] != MORTAR_HUNT_MARK_HIT) continue;
        if (known == MORTAR_HUNT_PIECES - 1 || sq == square) {
            result = MORTAR_HUNT_SEARCH_NONE;
            goto done;
        }
        now.piece[known++] = (Hidden){HIDDEN_DEAD, (uint8_t)sq, 0, KIND_ANY};
        set_add(&now.forbidden, sq);
    }
    now.piece[known++] = (Hidden){HIDDEN_PLACED, (uint8_t)square, (uint8_t)dir, (uint8_t)kind};
    set_add(&now.forbidden, square);
    while (known < MORTAR_HUNT_PIECES) now.piece[known++] = (Hidden){HIDDEN_FREE, 0, 0, KIND_ANY};
    bool found = history_before(s, s->event_count, &now);
    result = found          ? MORTAR_HUNT_SEARCH_FOUND
             : s->exhausted ? MORTAR_HUNT_SEARCH_UNKNOWN
                            : MORTAR_HUNT_SEARCH_NONE;
done:
    free(memo);
    free(s);
    return result;
}
