/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi move notation: writing moves, and reading them back with a specific reason for every
 * refusal (syntax first, then the rule the move breaks). */
#include "rules/gunzi/gunzi_internal.h"

#include <stdio.h>
#include <string.h>

#include "rules/gunzi/gunzi.h"

static const char *const player_name[2] = {"white", "black"};
static const char *const side_name[3] = {"Peak", "Flank", "Block"};

bool gunzi_move_to_text(const GunziState *s, Move m, char *buf, size_t n) {
    (void)s;
    int kind = gunzi_move_kind(m);
    const char *from = gunzi_field_name[gunzi_move_from(m) % GUNZI_FIELDS];
    const char *to = gunzi_field_name[gunzi_move_to(m) % GUNZI_FIELDS];
    size_t used = 0;
#define PUT(...) used += (size_t)snprintf(buf + used, used < n ? n - used : 0, __VA_ARGS__)
    switch (kind) {
    case GUNZI_MOVE_RAISE:
        PUT("%s+%s", from, to);
        return used < n;
    case GUNZI_MOVE_BLOW:
        PUT("%s*%s", from, to);
        return used < n;
    case GUNZI_MOVE_SWAY:
        PUT("%s-%s", from, to);
        break;
    case GUNZI_MOVE_ROLL:
        PUT("%s^%s", from, to);
        break;
    case GUNZI_MOVE_PUNCH:
        PUT("%s", from);
        for (int i = 0; i < gunzi_move_landings(m); i++)
            PUT("x%s", gunzi_field_name[gunzi_move_landing(m, i) % GUNZI_FIELDS]);
        break;
    default:
        if (n) buf[0] = '\0';
        return false;
    }
    PUT("%c", gunzi_move_clockwise(m) ? '>' : '<');
    if (gunzi_move_promotes(m)) {
        int tomb = gunzi_move_tomb(m);
        PUT("=%s", tomb == GUNZI_NEW_WEDGE ? "new" : gunzi_field_name[tomb % GUNZI_FIELDS]);
    }
#undef PUT
    return used < n;
}

/* "c6 × a6 × c4, swerve left": the fields as in the notation, the signs turned into words.
 * Nothing in Gunzi is hidden, so the viewer does not matter. */
bool gunzi_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out) {
    (void)played; /* nothing a move reveals is hidden before it */
    (void)st;
    (void)viewer;
    int kind = gunzi_move_kind(m);
    const char *from = gunzi_field_name[gunzi_move_from(m) % GUNZI_FIELDS];
    const char *to = gunzi_field_name[gunzi_move_to(m) % GUNZI_FIELDS];
    game_words_clear(out);
    GamePhrase *ph;
    switch (kind) {
    case GUNZI_MOVE_RAISE:
        ph = game_words_add(out, N_("%s joins the Pillar on %s"));
        game_phrase_literal(ph, "%s", from);
        game_phrase_literal(ph, "%s", to);
        return true;
    case GUNZI_MOVE_BLOW:
        ph = game_words_add(out, N_("Pillar on %s takes the wedge on %s"));
        game_phrase_literal(ph, "%s", from);
        game_phrase_literal(ph, "%s", to);
        return true;
    case GUNZI_MOVE_SWAY:
        ph = game_words_add(out, N_("%s → %s"));
        game_phrase_literal(ph, "%s", from);
        game_phrase_literal(ph, "%s", to);
        break;
    case GUNZI_MOVE_ROLL:
        ph = game_words_add(out, N_("%s rolls over %s"));
        game_phrase_literal(ph, "%s", from);
        game_phrase_literal(ph, "%s", to);
        break;
    case GUNZI_MOVE_PUNCH: {
        char chain[GAME_WORDS_LITERAL] = "";
        size_t used = 0;
        for (int i = 0; i < gunzi_move_landings(m) && used < sizeof chain; i++)
            used += (size_t)snprintf(chain + used, sizeof chain - used, "%s%s", i ? " × " : "",
                                     gunzi_field_name[gunzi_move_landing(m, i) % GUNZI_FIELDS]);
        ph = game_words_add(out, N_("%s × %s"));
        game_phrase_literal(ph, "%s", from);
        game_phrase_literal(ph, "%s", chain);
        break;
    }
    default:
        return false;
    }
    game_words_add(out, gunzi_move_clockwise(m) ? N_("swerve right") : N_("swerve left"));
    if (gunzi_move_promotes(m)) {
        int tomb = gunzi_move_tomb(m);
        if (tomb == GUNZI_NEW_WEDGE) {
            game_words_add(out, N_("promotes with a wedge from outside"));
        } else {
            ph = game_words_add(out, N_("promotes with the Tombstone from %s"));
            game_phrase_literal(ph, "%s", gunzi_field_name[tomb % GUNZI_FIELDS]);
        }
    }
    return true;
}

/* A move as written, before any rule is checked. */
typedef struct Parsed {
    int kind;
    int from, to;
    int landing[GUNZI_MAX_LANDINGS];
    int landings;
    int clockwise;
    bool promo;
    int tomb;
} Parsed;

static bool read_field(const char **p, int *field, const char *what, Error *err) {
    size_t len = strcspn(*p, "-x^+*<>=");
    if (len == 0) return error_set(err, "missing %s field", what);
    int f = gunzi_field_parse(*p, (int)len);
    if (f == GUNZI_NO_FIELD)
        return error_set(err, "'%.*s' is not a field (fields are a1..a7, b1..b3, c1..c7)", (int)len,
                         *p);
    *field = f;
    *p += len;
    return true;
}

static bool parse(const char *text, Parsed *pm, Error *err) {
    memset(pm, 0, sizeof *pm);
    const char *p = text;
    if (!*p) return error_set(err, "empty move");
    if (!read_field(&p, &pm->from, "the wedge's", err)) return false;
    switch (*p) {
    case '-':
        pm->kind = GUNZI_MOVE_SWAY;
        break;
    case 'x':
        pm->kind = GUNZI_MOVE_PUNCH;
        break;
    case '^':
        pm->kind = GUNZI_MOVE_ROLL;
        break;
    case '+':
        pm->kind = GUNZI_MOVE_RAISE;
        break;
    case '*':
        pm->kind = GUNZI_MOVE_BLOW;
        break;
    default:
        return error_set(err,
                         "expected '-' (Sway), 'x' (Punch), '^' (Roll-Over), '+' (Pillar-Raise) "
                         "or '*' (Pillar-Blow) after %s",
                         gunzi_field_name[pm->from]);
    }
    p++;
    if (!read_field(&p, &pm->to, "the second", err)) return false;
    if (pm->kind == GUNZI_MOVE_PUNCH) {
        pm->landing[pm->landings++] = pm->to;
        while (*p == 'x') {
            p++;
            if (pm->landings == GUNZI_MAX_LANDINGS)
                return error_set(err, "a Punch chain has at most %d landings", GUNZI_MAX_LANDINGS);
            if (!read_field(&p, &pm->to, "a landing", err)) return false;
            pm->landing[pm->landings++] = pm->to;
        }
    }
    if (pm->kind == GUNZI_MOVE_RAISE || pm->kind == GUNZI_MOVE_BLOW) {
        if (*p == '<' || *p == '>')
            return error_set(err, "a Pillar-%s takes no Swerve: drop '%c'",
                             pm->kind == GUNZI_MOVE_RAISE ? "Raise" : "Blow", *p);
        if (*p) return error_set(err, "unexpected '%s' after the move", p);
        return true;
    }
    if (*p != '<' && *p != '>')
        return error_set(err, "missing Swerve: the move must end with '<' (left) or '>' (right)%s",
                         *p == '=' ? " before '='" : "");
    pm->clockwise = *p == '>';
    p++;
    if (*p == '=') {
        p++;
        pm->promo = true;
        if (strcmp(p, "new") == 0) {
            pm->tomb = GUNZI_NEW_WEDGE;
            return true;
        }
        if (!read_field(&p, &pm->tomb, "the Tombstone's", err)) return false;
    }
    if (*p) return error_set(err, "unexpected '%s' after the move", p);
    return true;
}

static Move encode(const Parsed *pm) {
    Move m = gunzi_move_make(pm->kind, pm->from, pm->to, pm->clockwise);
    if (pm->kind == GUNZI_MOVE_PUNCH) {
        m = gunzi_move_make(pm->kind, pm->from, pm->from, pm->clockwise);
        for (int i = 0; i < pm->landings; i++) m = gunzi_move_add_landing(m, pm->landing[i]);
    }
    if (pm->promo) m = gunzi_move_with_promotion(m, pm->tomb);
    return m;
}

static int direction_to(int from, int to) {
    for (int d = 0; d < GUNZI_DIRECTIONS; d++)
        if (gunzi_neighbour[from][d] == to) return d;
    return -1;
}

/* Why the promotion part of a move is wrong, given the board after the move's other effects. */
static bool check_promotion(const GunziState *s, const uint8_t cell[GUNZI_FIELDS], const Parsed *pm,
                            int field, Error *err) {
    int me = s->to_move;
    bool promotes = gunzi_is_promotion_field(me, field);
    if (!promotes && pm->promo)
        return error_set(err, "%s is not your promotion field, so nothing promotes: drop '='",
                         gunzi_field_name[field]);
    if (!promotes) return true;
    int defender = gunzi_defender(cell, field, 1 - me);
    if (defender != GUNZI_NO_FIELD) {
        int d = direction_to(defender, field);
        return error_set(err, "%s is defended: the %s wedge on %s aims its %s at it",
                         gunzi_field_name[field], player_name[1 - me], gunzi_field_name[defender],
                         side_name[gunzi_side(gunzi_wedge_dir(cell[defender]), d)]);
    }
    int first_tomb = GUNZI_NO_FIELD;
    for (int f = GUNZI_FIELDS - 1; f >= 0; f--)
        if (cell[f] == GUNZI_TOMB) first_tomb = f;
    if (!pm->promo) {
        if (first_tomb == GUNZI_NO_FIELD)
            return error_set(err,
                             "the wedge promotes on %s: add '=new' (no Tombstone on the board)",
                             gunzi_field_name[field]);
        return error_set(err, "the wedge promotes on %s: name the Tombstone for the Pillar (=%s)",
                         gunzi_field_name[field], gunzi_field_name[first_tomb]);
    }
    if (pm->tomb == GUNZI_NEW_WEDGE && first_tomb != GUNZI_NO_FIELD)
        return error_set(err, "the board holds a Tombstone: name one (=%s) instead of new",
                         gunzi_field_name[first_tomb]);
    if (pm->tomb != GUNZI_NEW_WEDGE && cell[pm->tomb] != GUNZI_TOMB)
        return error_set(err, "no Tombstone on %s%s", gunzi_field_name[pm->tomb],
                         first_tomb == GUNZI_NO_FIELD ? ": the board has none, write =new" : "");
    return true;
}

static bool own_wedge(const GunziState *s, int f, Error *err) {
    if (gunzi_is_wedge_of(s->cell[f], s->to_move)) return true;
    return error_set(err, "no wedge of yours on %s", gunzi_field_name[f]);
}

static bool next_to(int a, int b, Error *err) {
    if (direction_to(a, b) >= 0) return true;
    return error_set(err, "%s is not next to %s", gunzi_field_name[b], gunzi_field_name[a]);
}

static bool diagnose_sway(const GunziState *s, const Parsed *pm, Error *err) {
    int me = s->to_move;
    if (!own_wedge(s, pm->from, err) || !next_to(pm->from, pm->to, err)) return false;
    int c = s->cell[pm->to];
    if (gunzi_is_pillar_of(c, me))
        return error_set(err, "%s holds your Pillar: raise it with %s+%s", gunzi_field_name[pm->to],
                         gunzi_field_name[pm->from], gunzi_field_name[pm->to]);
    if (c != GUNZI_EMPTY)
        return error_set(err, "a Sway needs an empty field and %s holds %s",
                         gunzi_field_name[pm->to],
                         c == GUNZI_TOMB      ? "a Tombstone"
                         : gunzi_is_pillar(c) ? "a Pillar"
                                              : "a wedge");
    if (gunzi_zone_rank(me, pm->to) < gunzi_zone_rank(me, pm->from))
        return error_set(err, "a Sway may not go back from zone %c to zone %c",
                         "cba"[gunzi_zone(pm->from)], "cba"[gunzi_zone(pm->to)]);
    return check_promotion(s, s->cell, pm, pm->to, err);
}

static bool diagnose_punch(const GunziState *s, const Parsed *pm, Error *err) {
    int me = s->to_move;
    if (!own_wedge(s, pm->from, err)) return false;
    uint8_t cell[GUNZI_FIELDS];
    memcpy(cell, s->cell, sizeof cell);
    int dir = gunzi_wedge_dir(cell[pm->from]);
    cell[pm->from] = GUNZI_EMPTY;
    int at = pm->from;
    for (int i = 0; i < pm->landings; i++) {
        int land = pm->landing[i], d = -1;
        for (int k = 0; k < GUNZI_DIRECTIONS; k++)
            if (gunzi_jump(at, k) == land) d = k;
        if (d < 0)
            return error_set(err, "%s is not two fields from %s in a straight line",
                             gunzi_field_name[land], gunzi_field_name[at]);
        int over = gunzi_neighbour[at][d];
        int victim = cell[over];
        if (victim == GUNZI_TOMB)
            return error_set(err, "%s holds a Tombstone, which cannot be jumped",
                             gunzi_field_name[over]);
        if (!gunzi_is_wedge_of(victim, 1 - me))
            return error_set(err, "no rival wedge on %s to punch", gunzi_field_name[over]);
        if (cell[land] != GUNZI_EMPTY)
            return error_set(err, "the landing field %s is not empty", gunzi_field_name[land]);
        int a = gunzi_side(dir, d), v = gunzi_side(gunzi_wedge_dir(victim), gunzi_opposite(d));
        if (a == GUNZI_SIDE_BLOCK) return error_set(err, "a Block never punches");
        if (v == GUNZI_SIDE_BLOCK)
            return error_set(err, "the wedge on %s shows its Block: a Block is never punched",
                             gunzi_field_name[over]);
        if (!gunzi_punch_sides_allowed(dir, gunzi_wedge_dir(victim), d))
            return error_set(err, "a %s can only punch a Flank, and %s shows its %s", side_name[a],
                             gunzi_field_name[over], side_name[v]);
        cell[over] = GUNZI_TOMB;
        at = land;
    }
    return check_promotion(s, cell, pm, pm->to, err);
}

static bool diagnose_roll(const GunziState *s, const Parsed *pm, Error *err) {
    int me = s->to_move;
    if (!own_wedge(s, pm->from, err) || !next_to(pm->from, pm->to, err)) return false;
    if (!gunzi_is_wedge_of(s->cell[pm->to], 1 - me))
        return error_set(err, "no rival wedge on %s to roll over", gunzi_field_name[pm->to]);
    int dir = gunzi_wedge_dir(s->cell[pm->from]);
    if (gunzi_neighbour[pm->from][gunzi_opposite(dir)] != pm->to)
        return error_set(err, "the wedge on %s aims its Block %s, not at %s",
                         gunzi_field_name[pm->from], gunzi_direction_name[gunzi_opposite(dir)],
                         gunzi_field_name[pm->to]);
    int side = gunzi_side(gunzi_wedge_dir(s->cell[pm->to]), dir);
    if (side != GUNZI_SIDE_FLANK)
        return error_set(err,
                         "the Block meets the %s of the wedge on %s: a Roll-Over needs a Flank",
                         side_name[side], gunzi_field_name[pm->to]);
    int mine = gunzi_blocks_aimed(s->cell, pm->to, me);
    int theirs = gunzi_blocks_aimed(s->cell, pm->to, 1 - me);
    if (mine <= theirs)
        return error_set(err, "Blocks aimed at %s: yours %d, %s's %d; a Roll-Over needs one more",
                         gunzi_field_name[pm->to], mine, player_name[1 - me], theirs);
    return check_promotion(s, s->cell, pm, pm->to, err);
}

static bool diagnose_raise(const GunziState *s, const Parsed *pm, Error *err) {
    if (!own_wedge(s, pm->from, err)) return false;
    if (!gunzi_is_pillar_of(s->cell[pm->to], s->to_move))
        return error_set(err, "no Pillar of yours on %s", gunzi_field_name[pm->to]);
    return next_to(pm->from, pm->to, err);
}

static bool diagnose_blow(const GunziState *s, const Parsed *pm, Error *err) {
    int me = s->to_move;
    if (!gunzi_is_pillar_of(s->cell[pm->from], me))
        return error_set(err, "no Pillar of yours on %s", gunzi_field_name[pm->from]);
    if (!gunzi_is_wedge_of(s->cell[pm->to], 1 - me))
        return error_set(err, "no rival wedge on %s to take", gunzi_field_name[pm->to]);
    int h = s->height[pm->from];
    if (!gunzi_in_territory(pm->from, h, pm->to))
        return error_set(err,
                         "%s is outside the territory of the Pillar on %s (distance %d, the "
                         "Pillar of %d reaches %d)",
                         gunzi_field_name[pm->to], gunzi_field_name[pm->from],
                         gunzi_distance[pm->from][pm->to], h, h - 1);
    return true;
}

static bool diagnose(const GunziState *s, const Parsed *pm, const Move *legal, int n, Error *err) {
    if (s->draw_rule && s->ply >= GUNZI_MOVE_LIMIT)
        return error_set(err, "the game is over: the move limit (%d) is reached", GUNZI_MOVE_LIMIT);
    if (n == 0)
        return error_set(err, "the game is over: %s has no legal move", player_name[s->to_move]);
    if (pm->kind != GUNZI_MOVE_BLOW && gunzi_blow_due(s)) {
        char example[GAME_MOVE_TEXT_MAX];
        gunzi_move_to_text(s, legal[0], example, sizeof example);
        return error_set(err, "a Pillar-Blow is due and is the only move allowed (e.g. %s)",
                         example);
    }
    bool ok;
    switch (pm->kind) {
    case GUNZI_MOVE_SWAY:
        ok = diagnose_sway(s, pm, err);
        break;
    case GUNZI_MOVE_PUNCH:
        ok = diagnose_punch(s, pm, err);
        break;
    case GUNZI_MOVE_ROLL:
        ok = diagnose_roll(s, pm, err);
        break;
    case GUNZI_MOVE_RAISE:
        ok = diagnose_raise(s, pm, err);
        break;
    default:
        ok = diagnose_blow(s, pm, err);
        break;
    }
    return ok ? error_set(err, "illegal move") : false;
}

bool gunzi_move_from_text(const GunziState *s, const char *text, Move *m, Error *err) {
    Parsed pm;
    if (!parse(text, &pm, err)) return false;
    Move want = encode(&pm);
    Move legal[GAME_MOVES_MAX];
    int n = (s->draw_rule && s->ply >= GUNZI_MOVE_LIMIT)
                ? 0
                : gunzi_gen_moves(s, legal, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        if (legal[i] == want) {
            *m = want;
            return true;
        }
    }
    return diagnose(s, &pm, legal, n, err);
}

/* The game's own ends in words (GameRules.end_words). */
const char *gunzi_end_words(const char *reason) {
    if (strcmp(reason, "score") == 0) return N_("no move left");
    if (strcmp(reason, "move-limit") == 0) return N_("move limit reached");
    return NULL;
}
