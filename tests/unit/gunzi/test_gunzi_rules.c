/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the Gunzi rules, one (or more) per sentence of the rule spec: wedges and sides,
 * the Swerve, Sway and its zone rule, Punch and Multi Punch, Roll-Over, promotion, Pillars and
 * their territory, Pillar-Raise, Pillar-Blow, the end and the score. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"
#include "rules/gunzi/gunzi.h"
#include "rules/gunzi/gunzi_internal.h"

extern const GameRules gunzi_rules;

static int field(const char *name) {
    int f = gunzi_field_parse(name, (int)strlen(name));
    assert_true(f != GUNZI_NO_FIELD);
    return f;
}

/* A position from "c6=bS c3=wNE b1=t c4=B2" and the player to move. */
static GunziState pos(const char *spec, int to_move) {
    GunziState s;
    memset(&s, 0, sizeof s);
    s.to_move = (uint8_t)to_move;
    s.draw_rule = 1;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char *eq = strchr(tok, '=');
        assert_non_null(eq);
        *eq = '\0';
        int f = field(tok);
        const char *what = eq + 1;
        if (strcmp(what, "t") == 0) {
            s.cell[f] = GUNZI_TOMB;
        } else if (what[0] == 'W' || what[0] == 'B') {
            s.cell[f] = (uint8_t)gunzi_pillar(what[0] == 'B');
            s.height[f] = (uint8_t)atoi(what + 1);
        } else {
            int d = -1;
            for (int k = 0; k < GUNZI_DIRECTIONS; k++)
                if (strcmp(gunzi_direction_name[k], what + 1) == 0) d = k;
            assert_true(d >= 0);
            s.cell[f] = (uint8_t)gunzi_wedge(what[0] == 'b', d);
        }
    }
    return s;
}

static bool legal(const GunziState *s, const char *text) {
    Move m;
    Error err;
    return gunzi_move_from_text(s, text, &m, &err);
}

/* The move must be refused, with a reason containing `why`. */
static void refused(const GunziState *s, const char *text, const char *why) {
    Move m;
    Error err;
    bool ok = gunzi_move_from_text(s, text, &m, &err);
    if (ok) fail_msg("%s was accepted", text);
    if (!strstr(err.message, why))
        fail_msg("%s refused with '%s', expected '%s'", text, err.message, why);
}

static GunziState after(const GunziState *s, const char *text) {
    Move m;
    Error err;
    if (!gunzi_move_from_text(s, text, &m, &err)) fail_msg("%s refused: %s", text, err.message);
    GunziState next = *s;
    gunzi_apply(&next, m);
    return next;
}

/* What stands on a field: ".", "t", "wNE", "B3". */
static const char *at(const GunziState *s, const char *name) {
    static char buf[8];
    int f = field(name), c = s->cell[f];
    if (c == GUNZI_EMPTY) return ".";
    if (c == GUNZI_TOMB) return "t";
    if (gunzi_is_pillar(c)) {
        snprintf(buf, sizeof buf, "%c%d", gunzi_pillar_owner(c) ? 'B' : 'W', s->height[f]);
        return buf;
    }
    snprintf(buf, sizeof buf, "%c%s", gunzi_wedge_owner(c) ? 'b' : 'w',
             gunzi_direction_name[gunzi_wedge_dir(c)]);
    return buf;
}

static int compare_texts(const void *a, const void *b) {
    return strcmp((const char *)a, (const char *)b);
}

/* All legal moves, sorted and joined by spaces. */
static const char *move_list(const GunziState *s) {
    static char texts[GAME_MOVES_MAX][GAME_MOVE_TEXT_MAX];
    static char joined[16384];
    Move moves[GAME_MOVES_MAX];
    int n = gunzi_gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        assert_true(gunzi_move_to_text(s, moves[i], texts[i], GAME_MOVE_TEXT_MAX));
    qsort(texts, (size_t)n, sizeof texts[0], compare_texts);
    size_t used = 0;
    joined[0] = '\0';
    for (int i = 0; i < n; i++)
        used +=
            (size_t)snprintf(joined + used, sizeof joined - used, "%s%s", i ? " " : "", texts[i]);
    return joined;
}

static int move_count(const GunziState *s) {
    Move moves[GAME_MOVES_MAX];
    return gunzi_gen_moves(s, moves, GAME_MOVES_MAX);
}

/* ---- Wedges ---- */

/* "Each player has four wedges"; "[decision] start position (start=edge, the default): White on
 * c1, c2, c4, c5 and Black on a1, a2, a4, a5 [...] every wedge's Peak aimed straight at the
 * opponent (White N, Black S). White moves first." and "Option start=inner: White on c1, c5, c6,
 * c7 with c6 and c7 aimed S, c1 and c5 aimed N; Black mirrored (a6, a7 aimed N, a1, a5 aimed S)."
 */
static void test_start_position(void **state) {
    (void)state;
    static const char *const options[3] = {"", "start=edge", "start=inner"};
    static const char *const fields[3][8] = {
        {"c1", "c2", "c4", "c5", "a1", "a2", "a4", "a5"},
        {"c1", "c2", "c4", "c5", "a1", "a2", "a4", "a5"},
        {"c1", "c5", "c6", "c7", "a1", "a5", "a6", "a7"},
    };
    static const char *const facing[3][8] = {
        {"wN", "wN", "wN", "wN", "bS", "bS", "bS", "bS"},
        {"wN", "wN", "wN", "wN", "bS", "bS", "bS", "bS"},
        {"wN", "wN", "wS", "wS", "bS", "bS", "bN", "bN"},
    };
    for (int k = 0; k < 3; k++) {
        GunziState s;
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, options[k], &err));
        assert_true(gunzi_rules.setup(&s, &opt, 1, &err));
        for (int i = 0; i < 8; i++) assert_string_equal(at(&s, fields[k][i]), facing[k][i]);
        int wedges = 0;
        for (int f = 0; f < GUNZI_FIELDS; f++) wedges += gunzi_is_wedge(s.cell[f]);
        assert_int_equal(wedges, 8);
        assert_int_equal(gunzi_rules.to_move(&s), GUNZI_WHITE);
    }
}

/* "its Peak faces that neighbour, its Block faces the opposite neighbour, and its four other
 * sides are Flanks. (Six ways to stand.)" */
static void test_peak_block_and_four_flanks(void **state) {
    (void)state;
    for (int dir = 0; dir < GUNZI_DIRECTIONS; dir++) {
        int peaks = 0, blocks = 0, flanks = 0;
        for (int toward = 0; toward < GUNZI_DIRECTIONS; toward++) {
            int side = gunzi_side(dir, toward);
            peaks += side == GUNZI_SIDE_PEAK;
            blocks += side == GUNZI_SIDE_BLOCK;
            flanks += side == GUNZI_SIDE_FLANK;
        }
        assert_int_equal(peaks, 1);
        assert_int_equal(blocks, 1);
        assert_int_equal(flanks, 4);
        assert_int_equal(gunzi_side(dir, dir), GUNZI_SIDE_PEAK);
        assert_int_equal(gunzi_side(dir, gunzi_opposite(dir)), GUNZI_SIDE_BLOCK);
    }
}

/* ---- The Swerve ---- */

/* "Every move ends with the acting wedge's Swerve: it turns one position (60°) to the left or
 * to the right, the player's choice." '<' is counter-clockwise, '>' clockwise. */
static void test_swerve_left_or_right(void **state) {
    (void)state;
    GunziState s = pos("c6=wN", GUNZI_WHITE);
    GunziState r = after(&s, "c6-b2<");
    assert_string_equal(at(&r, "b2"), "wNW");
    r = after(&s, "c6-b2>");
    assert_string_equal(at(&r, "b2"), "wNE");
    refused(&s, "c6-b2", "Swerve");
    /* Black's wedge aimed S turns to SE with '<' (counter-clockwise seen from above). */
    GunziState b = pos("a3=bS", GUNZI_BLACK);
    r = after(&b, "a3-b2<");
    assert_string_equal(at(&r, "b2"), "bSE");
    r = after(&b, "a3-b2>");
    assert_string_equal(at(&r, "b2"), "bSW");
}

/* "[decision] one Swerve per move, also for a Multi Punch." */
static void test_one_swerve_for_a_multi_punch(void **state) {
    (void)state;
    GunziState s = pos("c4=wN c3=bN b2=bS", GUNZI_WHITE);
    GunziState r = after(&s, "c4xc6xa6>");
    assert_string_equal(at(&r, "a6"), "wNE");
    r = after(&s, "c4xc6xa6<");
    assert_string_equal(at(&r, "a6"), "wNW");
}

/* ---- Sway ---- */

/* "Sway: move to an adjacent empty field." */
static void test_sway_to_adjacent_empty_field(void **state) {
    (void)state;
    GunziState s = pos("b2=wN a3=t", GUNZI_WHITE);
    assert_string_equal(move_list(&s), "b2-a6< b2-a6> b2-a7< b2-a7>");
    refused(&s, "b2-a3<", "empty field");
    refused(&s, "b2-a4<", "not next to");
    refused(&s, "c3-c2<", "no wedge of yours on c3");
    GunziState r = after(&s, "b2-a6>");
    assert_string_equal(at(&r, "b2"), ".");
    assert_string_equal(at(&r, "a6"), "wNE");
    assert_int_equal(r.to_move, GUNZI_BLACK);
}

/* "A Sway may not enter a zone behind the wedge in its owner's direction of play (White: c → b
 * → a)". A white wedge may step from c straight into a where the zones touch (c6-a7). */
static void test_sway_zone_rule_white(void **state) {
    (void)state;
    GunziState s = pos("c6=wN", GUNZI_WHITE);
    assert_string_equal(move_list(&s), "c6-a7< c6-a7> c6-b1< c6-b1> c6-b2< c6-b2> c6-c1< c6-c1> "
                                       "c6-c2< c6-c2> c6-c3< c6-c3>");
    GunziState b = pos("b1=wS", GUNZI_WHITE);
    refused(&b, "b1-c1<", "may not go back from zone b to zone c");
    refused(&b, "b1-c6<", "may not go back");
    assert_true(legal(&b, "b1-a5<"));
    GunziState a = pos("a7=wN", GUNZI_WHITE);
    refused(&a, "a7-c6<", "from zone a to zone c");
    refused(&a, "a7-b1>", "from zone a to zone b");
    refused(&a, "a7-b2>", "from zone a to zone b");
}

/* "(Black: a → b → c)" */
static void test_sway_zone_rule_black(void **state) {
    (void)state;
    GunziState s = pos("a7=bS", GUNZI_BLACK);
    assert_true(legal(&s, "a7-c6<"));
    assert_true(legal(&s, "a7-b1<"));
    assert_true(legal(&s, "a7-a4<")); /* White's promotion field is open to Black */
    GunziState c = pos("c6=bS", GUNZI_BLACK);
    refused(&c, "c6-b1<", "from zone c to zone b");
    refused(&c, "c6-a7<", "from zone c to zone a");
    GunziState b = pos("b3=bN", GUNZI_BLACK);
    refused(&b, "b3-a1<", "from zone b to zone a");
    assert_true(legal(&b, "b3-c5>"));
}

/* "sideways and backward steps inside the same zone are allowed." */
static void test_sideways_and_backward_inside_a_zone(void **state) {
    (void)state;
    GunziState w = pos("a3=wN c3=wN b2=wN", GUNZI_WHITE);
    assert_true(legal(&w, "a3-a7<")); /* backward (south) inside zone a */
    assert_true(legal(&w, "c3-c2<")); /* backward inside zone c */
    assert_true(legal(&w, "c3-c4>")); /* sideways-back inside zone c */
    GunziState b = pos("b1=bS b3=bS", GUNZI_BLACK);
    refused(&b, "b1-b2<", "not next to"); /* zone b's fields do not touch */
    GunziState bb = pos("c3=bS", GUNZI_BLACK);
    assert_true(legal(&bb, "c3-c6<")); /* backward (north) inside zone c for Black */
}

/* Board edges: a wedge in the corner c1 has only its three neighbours. */
static void test_sway_at_the_board_edge(void **state) {
    (void)state;
    GunziState s = pos("c1=wSW", GUNZI_WHITE);
    assert_string_equal(move_list(&s), "c1-b1< c1-b1> c1-c2< c1-c2> c1-c6< c1-c6>");
}

/* ---- Punch ---- */

/* "Punch: jump over an adjacent rival wedge onto the empty field straight behind it." "The
 * victim becomes a Tombstone where it stands." */
static void test_punch_jumps_and_leaves_a_tombstone(void **state) {
    (void)state;
    GunziState s = pos("c3=wN b2=bS", GUNZI_WHITE);
    GunziState r = after(&s, "c3xa3>");
    assert_string_equal(at(&r, "c3"), ".");
    assert_string_equal(at(&r, "b2"), "t");
    assert_string_equal(at(&r, "a3"), "wNE");
    GunziState full = pos("c3=wN b2=bS a3=t", GUNZI_WHITE);
    refused(&full, "c3xa3>", "landing field a3 is not empty");
    GunziState own = pos("c3=wN b2=wS", GUNZI_WHITE);
    refused(&own, "c3xa3>", "no rival wedge on b2");
    refused(&s, "c3xa6>", "not two fields from c3 in a straight line");
}

/* At the board edge: the black wedge on c1 has no field behind it seen from b1, so it cannot be
 * punched from there. [decision] The zone rule binds the Sway only: b1 may punch backwards over
 * c6 into zone c, where it could not Sway. */
static void test_punch_at_the_board_edge_and_across_zones(void **state) {
    (void)state;
    GunziState s = pos("b1=wS c1=bN c6=bN", GUNZI_WHITE);
    assert_string_equal(move_list(&s), "b1-a5< b1-a5> b1-a7< b1-a7> b1xc3< b1xc3>");
    GunziState r = after(&s, "b1xc3<");
    assert_string_equal(at(&r, "c6"), "t");
    assert_string_equal(at(&r, "c3"), "wSE");
}

/* "The side of the attacker facing the victim and the side of the victim facing the attacker
 * must be: Peak → Peak or Flank; Flank → Flank. A Block never punches and is never punched." */
static void test_punch_side_rules(void **state) {
    (void)state;
    /* c3 punches b2 northwards: c3's side N and b2's side S meet. */
    static const struct {
        const char *attacker, *victim;
        bool ok;
        const char *why;
    } cases[] = {
        {"wN", "bS", true, NULL},                       /* Peak onto Peak */
        {"wN", "bN", false, "Block is never punched"},  /* Peak onto Block */
        {"wN", "bNE", true, NULL},                      /* Peak onto Flank */
        {"wNE", "bNE", true, NULL},                     /* Flank onto Flank */
        {"wNE", "bS", false, "can only punch a Flank"}, /* Flank onto Peak */
        {"wNW", "bN", false, "Block is never punched"}, /* Flank onto Block */
        {"wS", "bNE", false, "Block never punches"},    /* Block onto Flank */
        {"wS", "bS", false, "Block never punches"},     /* Block onto Peak */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char spec[64];
        snprintf(spec, sizeof spec, "c3=%s b2=%s", cases[i].attacker, cases[i].victim);
        GunziState s = pos(spec, GUNZI_WHITE);
        if (cases[i].ok)
            assert_true(legal(&s, "c3xa3<"));
        else
            refused(&s, "c3xa3<", cases[i].why);
    }
    /* Over all 36 ways the two can stand: 1 Peak x 5 non-Block sides + 4 Flanks x 4 Flanks. */
    int allowed = 0;
    for (int a = 0; a < 6; a++)
        for (int v = 0; v < 6; v++) allowed += gunzi_punch_sides_allowed(a, v, GUNZI_N);
    assert_int_equal(allowed, 21);
}

/* Tombstones and Pillars "can't be entered or jumped". */
static void test_tombstones_and_pillars_cannot_be_jumped(void **state) {
    (void)state;
    GunziState t = pos("c3=wN b2=t", GUNZI_WHITE);
    refused(&t, "c3xa3<", "Tombstone, which cannot be jumped");
    /* Pillars stand on the far row, so no field lies behind them: they can never be jumped. */
    GunziState p = pos("a6=bN a2=W2", GUNZI_BLACK);
    assert_string_equal(move_list(&p), "a6-a1< a6-a1> a6-a3< a6-a3> a6-b2< a6-b2> a6-b3< a6-b3> "
                                       "a6-c7< a6-c7>");
    refused(&p, "a6-a2<", "holds a Pillar");
    for (int f = 0; f < GUNZI_FIELDS; f++)
        for (int d = 0; d < GUNZI_DIRECTIONS; d++)
            if (gunzi_jump(f, d) >= 0)
                assert_false(gunzi_is_promotion_field(GUNZI_WHITE, gunzi_neighbour[f][d]) ||
                             gunzi_is_promotion_field(GUNZI_BLACK, gunzi_neighbour[f][d]));
}

/* ---- Multi Punch ---- */

/* "Multi Punch: several Punches in a row by the same wedge in one move" - and the wedge may stop
 * after any of them (no move is mandatory). */
static void test_multi_punch_chain_and_its_prefix(void **state) {
    (void)state;
    GunziState s = pos("c2=wN c6=bS b2=bN", GUNZI_WHITE);
    GunziState r = after(&s, "c2xa7xc7>");
    assert_string_equal(at(&r, "c2"), ".");
    assert_string_equal(at(&r, "c6"), "t");
    assert_string_equal(at(&r, "b2"), "t");
    assert_string_equal(at(&r, "a7"), ".");
    assert_string_equal(at(&r, "c7"), "wNE");
    GunziState one = after(&s, "c2xa7<");
    assert_string_equal(at(&one, "a7"), "wNW");
    assert_string_equal(at(&one, "b2"), "bN");
}

/* "each checked with the wedge's orientation at the start of the move": the Swerve comes last,
 * so a Flank stays a Flank for the whole chain. */
static void test_multi_punch_uses_the_starting_orientation(void **state) {
    (void)state;
    /* c4 (aimed N) punches c3 north-west with a Flank, then b2 north-east with a Flank: b2 shows
     * its Peak, and a Flank cannot punch a Peak even though '>' would turn the Peak that way. */
    GunziState s = pos("c4=wN c3=bN b2=bSW", GUNZI_WHITE);
    assert_true(legal(&s, "c4xc6>"));
    refused(&s, "c4xc6xa6>", "can only punch a Flank");
    GunziState ok = pos("c4=wN c3=bN b2=bS", GUNZI_WHITE);
    assert_true(legal(&ok, "c4xc6xa6>"));
}

/* "each over a different live rival wedge": a victim is a Tombstone at once and cannot be jumped
 * again. [decision] A chain may land on the field it started from, now empty. */
static void test_multi_punch_different_victims_and_closing_the_circle(void **state) {
    (void)state;
    GunziState s = pos("c3=wN b2=bNE a6=bN c7=bN", GUNZI_WHITE);
    GunziState r = after(&s, "c3xa3xb3xc3<");
    assert_string_equal(at(&r, "c3"), "wNW");
    assert_string_equal(at(&r, "b2"), "t");
    assert_string_equal(at(&r, "a6"), "t");
    assert_string_equal(at(&r, "c7"), "t");
    GunziState back = pos("c3=wN b2=bNE", GUNZI_WHITE);
    refused(&back, "c3xa3xc3<", "Tombstone, which cannot be jumped");
}

/* ---- Roll-Over ---- */

/* "A Roll-Over is allowed when the mover has at least one Block more, and the acting wedge's
 * Block faces a Flank of the target. The target changes owner and stays in place with its
 * orientation; the acting wedge makes the Swerve." */
static void test_roll_over_converts_the_target(void **state) {
    (void)state;
    GunziState s = pos("a3=bN b2=wNE", GUNZI_BLACK);
    GunziState r = after(&s, "a3^b2<");
    assert_string_equal(at(&r, "b2"), "bNE");
    assert_string_equal(at(&r, "a3"), "bNW");
    r = after(&s, "a3^b2>");
    assert_string_equal(at(&r, "a3"), "bNE");
}

/* "Count the Blocks aimed at it: the mover's ... and the defender's." Equal counts refuse. */
static void test_roll_over_needs_one_block_more(void **state) {
    (void)state;
    GunziState one_one = pos("a3=bN b2=wNE c3=wS", GUNZI_BLACK);
    refused(&one_one, "a3^b2<", "yours 1, white's 1");
    GunziState two_one = pos("a3=bN b2=wNE c3=wS a7=bNW", GUNZI_BLACK);
    assert_true(legal(&two_one, "a3^b2<"));
    GunziState two_two = pos("a3=bN b2=wNE c3=wS a7=bNW c7=wSE", GUNZI_BLACK);
    refused(&two_two, "a3^b2<", "yours 2, white's 2");
}

/* Every Block aimed at the target counts, also one that meets the target's Peak; but the acting
 * wedge must meet a Flank ("A Block can thus only Roll-Over through a Flank"). */
static void test_roll_over_through_a_flank_only(void **state) {
    (void)state;
    GunziState peak = pos("a3=bN b2=wN", GUNZI_BLACK);
    refused(&peak, "a3^b2<", "meets the Peak");
    GunziState block = pos("a3=bN b2=wS", GUNZI_BLACK);
    refused(&block, "a3^b2<", "meets the Block");
    /* a6's Block meets b2's Peak: it cannot act, but it counts for a3. */
    GunziState counted = pos("a3=bN a6=bNE b2=wNE c3=wS", GUNZI_BLACK);
    refused(&counted, "a6^b2<", "meets the Peak");
    assert_true(legal(&counted, "a3^b2<"));
    /* The Peak of the acting wedge is no Block. */
    GunziState aimed = pos("a3=bS b2=wNE", GUNZI_BLACK);
    refused(&aimed, "a3^b2<", "aims its Block N, not at b2");
    GunziState own = pos("a3=bN b2=bNE", GUNZI_BLACK);
    refused(&own, "a3^b2<", "no rival wedge on b2");
}

/* At the board edge and across the zone border b/c. */
static void test_roll_over_at_the_edge(void **state) {
    (void)state;
    GunziState s = pos("b1=bN c1=wNE", GUNZI_BLACK);
    GunziState r = after(&s, "b1^c1<");
    assert_string_equal(at(&r, "c1"), "bNE");
    assert_string_equal(at(&r, "b1"), "bNW");
}

/* ---- Promotion ---- */

/* "A wedge may enter one of its own promotion fields only if the field is empty and not
 * defended: no rival wedge next to it has its Peak or Block aimed at it." */
static void test_promotion_field_empty_and_not_defended(void **state) {
    (void)state;
    GunziState occupied = pos("c7=bS c4=wN", GUNZI_BLACK);
    refused(&occupied, "c7-c4<=new", "empty field");
    GunziState peak = pos("c7=bS c5=wSW", GUNZI_BLACK);
    refused(&peak, "c7-c4<=new", "c4 is defended: the white wedge on c5 aims its Peak at it");
    GunziState block = pos("c7=bS c5=wNE", GUNZI_BLACK);
    refused(&block, "c7-c4<=new", "aims its Block at it");
    GunziState flank = pos("c7=bS c5=wN c3=wN", GUNZI_BLACK);
    assert_true(legal(&flank, "c7-c4<=new"));
    /* Own wedges never defend against their owner. */
    GunziState own = pos("c7=bS c5=bSW", GUNZI_BLACK);
    assert_true(legal(&own, "c7-c4<=new"));
}

/* "Arriving there the wedge promotes: it becomes a Pillar of height 2 — one Tombstone of the
 * mover's choice is taken off the board and put on it". */
static void test_promotion_takes_a_tombstone_of_choice(void **state) {
    (void)state;
    GunziState s = pos("c7=bS b1=t a5=t", GUNZI_BLACK);
    assert_string_equal(move_list(&s), "c7-c3< c7-c3> c7-c4<=a5 c7-c4<=b1 c7-c4>=a5 c7-c4>=b1 "
                                       "c7-c5< c7-c5>");
    GunziState r = after(&s, "c7-c4>=a5");
    assert_string_equal(at(&r, "c4"), "B2");
    assert_string_equal(at(&r, "a5"), ".");
    assert_string_equal(at(&r, "b1"), "t");
    assert_string_equal(at(&r, "c7"), ".");
    refused(&s, "c7-c4>", "name the Tombstone");
    refused(&s, "c7-c4>=new", "name one (=b1) instead of new");
    refused(&s, "c7-c4>=c1", "no Tombstone on c1");
    refused(&s, "c7-c3>=b1", "nothing promotes");
}

/* "or, when the board holds no Tombstone, one wedge from outside the game." */
static void test_promotion_with_a_wedge_from_outside(void **state) {
    (void)state;
    GunziState s = pos("a3=wN", GUNZI_WHITE);
    GunziState r = after(&s, "a3-a2>=new");
    assert_string_equal(at(&r, "a2"), "W2");
    refused(&s, "a3-a2>", "add '=new'");
    refused(&s, "a3-a2>=b1", "the board has none, write =new");
    int score[2];
    gunzi_score(&r, score);
    assert_int_equal(score[GUNZI_WHITE], 4);
}

/* "This binds Sway, the last landing of a Punch chain, and a Roll-Over". [decision] A chain may
 * pass through a defended promotion field; only its last landing promotes. */
static void test_promotion_by_punch_binds_the_last_landing(void **state) {
    (void)state;
    GunziState s = pos("c6=bSE c3=wN c7=wSE c5=wNE", GUNZI_BLACK);
    refused(&s, "c6xc4<=c3", "c4 is defended: the white wedge on c5 aims its Block at it");
    GunziState r = after(&s, "c6xc4xa6<");
    assert_string_equal(at(&r, "a6"), "bNE");
    assert_string_equal(at(&r, "c4"), ".");
    assert_string_equal(at(&r, "c3"), "t");
    assert_string_equal(at(&r, "c7"), "t");
    /* Without the defender the chain may stop on c4 and promote with either new Tombstone. */
    GunziState free = pos("c6=bSE c3=wN c7=wSE", GUNZI_BLACK);
    assert_true(legal(&free, "c6xc4<=c3"));
    assert_true(legal(&free, "c6xc4>=c3"));
    refused(&free, "c6xc4<=c7", "no Tombstone on c7");
}

/* A Roll-Over of a rival wedge standing on the mover's promotion field promotes it; "[decision:
 * a defended Roll-Over target on a promotion field cannot be rolled]". */
static void test_promotion_by_roll_over(void **state) {
    (void)state;
    GunziState s = pos("c6=bN c2=wNE b1=t", GUNZI_BLACK);
    GunziState r = after(&s, "c6^c2<=b1");
    assert_string_equal(at(&r, "c2"), "B2");
    assert_string_equal(at(&r, "c6"), "bNW");
    assert_string_equal(at(&r, "b1"), ".");
    refused(&s, "c6^c2<", "promotes on c2");
    GunziState defended = pos("c6=bN c2=wNE c1=wSE b1=t", GUNZI_BLACK);
    refused(&defended, "c6^c2<=b1", "c2 is defended: the white wedge on c1 aims its Peak at it");
}

/* ---- Pillars ---- */

/* "A Pillar's territory is every field within distance (height − 1) of it: its field and one
 * ring at height 2, one more ring for each extra wedge." */
static void test_pillar_territory_grows_with_height(void **state) {
    (void)state;
    int c4 = field("c4");
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        assert_int_equal(gunzi_in_territory(c4, 2, f), gunzi_distance[c4][f] <= 1);
        assert_int_equal(gunzi_in_territory(c4, 4, f), gunzi_distance[c4][f] <= 3);
    }
    assert_true(gunzi_in_territory(c4, 2, field("c7")));
    assert_false(gunzi_in_territory(c4, 2, field("b3")));
    assert_true(gunzi_in_territory(c4, 3, field("b3")));
    assert_false(gunzi_in_territory(c4, 4, field("a4")));
}

/* "Pillars can't be punched, rolled or taken; Pillars and Tombstones can't be entered (except
 * own Pillar by Pillar-Raise) or jumped." */
static void test_pillars_are_untouchable(void **state) {
    (void)state;
    GunziState s = pos("a1=bSE a3=bNE a2=W2 c4=B6", GUNZI_BLACK);
    refused(&s, "a1^a2<", "no rival wedge on a2");
    refused(&s, "a1-a2<", "holds a Pillar");
    refused(&s, "a1+a2", "no Pillar of yours on a2");
    refused(&s, "c4*a2", "no rival wedge on a2");
    GunziState w = pos("a6=wN a2=B2", GUNZI_WHITE);
    refused(&w, "a6-a2<", "holds a Pillar");
    GunziState t = pos("a6=wN a2=t", GUNZI_WHITE);
    refused(&t, "a6-a2<=new", "holds a Tombstone");
}

/* "Pillar-Raise: Sway a wedge onto an adjacent own Pillar: the wedge joins it (height +1)." */
static void test_pillar_raise(void **state) {
    (void)state;
    GunziState s = pos("c4=B2 c7=bS c6=bS", GUNZI_BLACK);
    GunziState r = after(&s, "c7+c4");
    assert_string_equal(at(&r, "c4"), "B3");
    assert_string_equal(at(&r, "c7"), ".");
    refused(&s, "c6+c4", "c4 is not next to c6");
    refused(&s, "c7-c4<", "holds your Pillar: raise it with c7+c4");
    refused(&s, "c7+c4<", "takes no Swerve");
    int score[2];
    gunzi_score(&r, score);
    assert_int_equal(score[GUNZI_BLACK], 2 * 3 + 1);
}

/* "Pillar-Blow (mandatory): if at the start of a player's move a rival wedge stands in the
 * territory of one of that player's Pillars, the move must take one such wedge (the player's
 * choice) and put it on that Pillar (height +1)." */
static void test_pillar_blow_is_mandatory(void **state) {
    (void)state;
    GunziState s = pos("c4=B2 c5=wN c3=wN b3=wN a1=bS", GUNZI_BLACK);
    assert_string_equal(move_list(&s), "c4*c3 c4*c5");
    refused(&s, "a1-a6<", "Pillar-Blow is due");
    refused(&s, "c4*b3",
            "outside the territory of the Pillar on c4 (distance 2, the Pillar of 2 reaches 1)");
    GunziState r = after(&s, "c4*c5");
    assert_string_equal(at(&r, "c4"), "B3");
    assert_string_equal(at(&r, "c5"), ".");
    /* The territory grew: b3 is now within reach, for Black's next move. */
    r.to_move = GUNZI_BLACK;
    assert_string_equal(move_list(&r), "c4*b3 c4*c3");
}

/* Only rival wedges are taken: not Tombstones, own wedges or Pillars; with two Pillars the
 * player chooses which one takes a wedge both reach. */
static void test_pillar_blow_takes_only_rival_wedges(void **state) {
    (void)state;
    GunziState s = pos("c4=B2 c5=t c7=bN c3=bN", GUNZI_BLACK);
    assert_false(gunzi_blow_due(&s));
    assert_true(legal(&s, "c7+c4"));
    GunziState two = pos("c2=B3 c4=B3 c3=wN", GUNZI_BLACK);
    assert_string_equal(move_list(&two), "c2*c3 c4*c3");
}

/* ---- End and score ---- */

/* "When the player to move has no legal move, the game ends. Each player scores 1 per own wedge
 * standing on the board and 2 per wedge in own Pillars; Tombstones score nothing. More points
 * wins; equal is a draw. (Rulebook example: Black's Pillar of 4 = 8, White's of 2 = 4.)" */
static void test_end_and_score(void **state) {
    (void)state;
    GunziState s = pos("c4=B4 a4=W2 b1=t c3=t", GUNZI_BLACK);
    assert_int_equal(move_count(&s), 0);
    Outcome o = gunzi_rules.outcome(&s);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, GUNZI_BLACK);
    assert_int_equal(o.score[GUNZI_BLACK], 8);
    assert_int_equal(o.score[GUNZI_WHITE], 4);
    assert_string_equal(o.reason, "score");
    /* A wedge that cannot move: a white wedge shut in at c2 counts 1. */
    GunziState shut = pos("c2=wN c1=t c3=t c6=t c4=B2", GUNZI_WHITE);
    o = gunzi_rules.outcome(&shut);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.score[GUNZI_WHITE], 1);
    assert_int_equal(o.score[GUNZI_BLACK], 4);
    /* Equal points draw. */
    GunziState even = pos("c4=B2 a4=W2", GUNZI_WHITE);
    o = gunzi_rules.outcome(&even);
    assert_int_equal(o.kind, OUTCOME_DRAW);
    assert_int_equal(o.winner, -1);
    assert_int_equal(o.score[0], 4);
    assert_int_equal(o.score[1], 4);
    /* A player with a legal move plays on. */
    GunziState on = pos("c4=B2 a4=W2 b2=wN", GUNZI_WHITE);
    o = gunzi_rules.outcome(&on);
    assert_int_equal(o.kind, OUTCOME_ONGOING);
    assert_int_equal(o.winner, -1);
    assert_int_equal(o.score[GUNZI_WHITE], 5); /* the points as they stand */
    assert_int_equal(o.score[GUNZI_BLACK], 4);
}

/* "[decision, option] the game also ends, and is scored the same way, at the third occurrence
 * of a position" - under draw=on, not under draw=off. */
static void test_repetition_ends_scored(void **state) {
    (void)state;
    for (int on = 0; on < 2; on++) {
        GameOptions opt;
        Error err;
        GameLine line;
        game_options_init(&opt);
        assert_true(game_options_add(&opt, on ? "draw=on" : "draw=off", &err));
        assert_true(game_line_start(&line, &gunzi_rules, &opt, 1, &err));
        static const char *const cycle[] = {"c1-c6<", "a1-a6>", "c6-c1>", "a6-a1<"};
        for (int round = 0; round < 2; round++)
            for (int i = 0; i < 4; i++) assert_true(game_line_play_text(&line, cycle[i], &err));
        assert_int_equal(game_line_repetitions(&line), 3);
        Outcome o = game_line_outcome(&line);
        if (on) {
            assert_int_equal(o.kind, OUTCOME_DRAW);
            assert_string_equal(o.reason, "repetition");
            assert_int_equal(o.score[0], 4);
        } else {
            assert_int_equal(o.kind, OUTCOME_ONGOING);
        }
        game_line_free(&line);
    }
    /* A scored repetition has a winner when the points differ. */
    GunziState s = pos("c4=B2 a3=wN", GUNZI_WHITE);
    Outcome o = gunzi_rules.repetition_outcome(&s);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, GUNZI_BLACK);
}

/* "... or after 300 moves." */
static void test_move_limit_ends_scored(void **state) {
    (void)state;
    GunziState s = pos("c6=wN a3=bS a5=bS", GUNZI_WHITE);
    s.ply = 299;
    assert_int_equal(gunzi_rules.outcome(&s).kind, OUTCOME_ONGOING);
    GunziState r = after(&s, "c6-b1<");
    Outcome o = gunzi_rules.outcome(&r);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, GUNZI_BLACK);
    assert_string_equal(o.reason, "move-limit");
    Move moves[GAME_MOVES_MAX];
    assert_int_equal(gunzi_rules.gen_moves(&r, moves, GAME_MOVES_MAX), 0);
    refused(&r, "a3-a7<", "move limit");
    r.draw_rule = 0;
    assert_int_equal(gunzi_rules.outcome(&r).kind, OUTCOME_ONGOING);
    assert_true(gunzi_rules.gen_moves(&r, moves, GAME_MOVES_MAX) > 0);
}

/* ---- Audit additions ---- */

/* A rolled wedge belongs to its new owner at once, so the zone rule follows the new owner's
 * direction of play: White's b2 could step on into zone a; rolled to Black it may not (a is
 * behind it for Black) but may go on into zone c. */
static void test_rolled_wedge_plays_for_its_new_owner(void **state) {
    (void)state;
    GunziState w = pos("b2=wNE a3=bN a5=bS", GUNZI_WHITE);
    assert_true(legal(&w, "b2-a7<"));
    refused(&w, "b2-c3<", "from zone b to zone c");
    GunziState s = pos("a3=bN b2=wNE", GUNZI_BLACK);
    GunziState r = after(&s, "a3^b2<");
    r.to_move = GUNZI_BLACK;
    refused(&r, "b2-a7<", "from zone b to zone a");
    assert_true(legal(&r, "b2-c3<"));
}

/* White's promotion fields a2 and a4 are bound like Black's: empty and not defended by a black
 * Peak or Block. */
static void test_white_promotion_field_defended(void **state) {
    (void)state;
    GunziState peak = pos("a6=wN a1=bNW", GUNZI_WHITE);
    refused(&peak, "a6-a2<=new", "a2 is defended: the black wedge on a1 aims its Peak at it");
    GunziState block = pos("a6=wN a1=bSE", GUNZI_WHITE);
    refused(&block, "a6-a2<=new", "aims its Block at it");
    GunziState flank = pos("a6=wN a1=bN", GUNZI_WHITE);
    GunziState r = after(&flank, "a6-a2<=new");
    assert_string_equal(at(&r, "a2"), "W2");
    GunziState a4 = pos("a7=wN a5=bNE", GUNZI_WHITE);
    refused(&a4, "a7-a4>=new", "a4 is defended: the black wedge on a5 aims its Peak at it");
}

/* The seed's Pillar-Blow: "When, at the Pillar owner's next move, hostile wedges are in the
 * Pillar's territory they must be taken": a rival wedge may step into the territory, and is
 * taken at the owner's next move. */
static void test_wedge_may_enter_a_rival_territory(void **state) {
    (void)state;
    GunziState s = pos("c4=B2 c6=wN a1=bS", GUNZI_WHITE);
    GunziState r = after(&s, "c6-c3<");
    assert_int_equal(r.to_move, GUNZI_BLACK);
    assert_string_equal(move_list(&r), "c4*c3");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_position),
        cmocka_unit_test(test_peak_block_and_four_flanks),
        cmocka_unit_test(test_swerve_left_or_right),
        cmocka_unit_test(test_one_swerve_for_a_multi_punch),
        cmocka_unit_test(test_sway_to_adjacent_empty_field),
        cmocka_unit_test(test_sway_zone_rule_white),
        cmocka_unit_test(test_sway_zone_rule_black),
        cmocka_unit_test(test_sideways_and_backward_inside_a_zone),
        cmocka_unit_test(test_sway_at_the_board_edge),
        cmocka_unit_test(test_punch_jumps_and_leaves_a_tombstone),
        cmocka_unit_test(test_punch_at_the_board_edge_and_across_zones),
        cmocka_unit_test(test_punch_side_rules),
        cmocka_unit_test(test_tombstones_and_pillars_cannot_be_jumped),
        cmocka_unit_test(test_multi_punch_chain_and_its_prefix),
        cmocka_unit_test(test_multi_punch_uses_the_starting_orientation),
        cmocka_unit_test(test_multi_punch_different_victims_and_closing_the_circle),
        cmocka_unit_test(test_roll_over_converts_the_target),
        cmocka_unit_test(test_roll_over_needs_one_block_more),
        cmocka_unit_test(test_roll_over_through_a_flank_only),
        cmocka_unit_test(test_roll_over_at_the_edge),
        cmocka_unit_test(test_promotion_field_empty_and_not_defended),
        cmocka_unit_test(test_promotion_takes_a_tombstone_of_choice),
        cmocka_unit_test(test_promotion_with_a_wedge_from_outside),
        cmocka_unit_test(test_promotion_by_punch_binds_the_last_landing),
        cmocka_unit_test(test_promotion_by_roll_over),
        cmocka_unit_test(test_pillar_territory_grows_with_height),
        cmocka_unit_test(test_pillars_are_untouchable),
        cmocka_unit_test(test_pillar_raise),
        cmocka_unit_test(test_pillar_blow_is_mandatory),
        cmocka_unit_test(test_pillar_blow_takes_only_rival_wedges),
        cmocka_unit_test(test_end_and_score),
        cmocka_unit_test(test_repetition_ends_scored),
        cmocka_unit_test(test_move_limit_ends_scored),
        cmocka_unit_test(test_rolled_wedge_plays_for_its_new_owner),
        cmocka_unit_test(test_white_promotion_field_defended),
        cmocka_unit_test(test_wedge_may_enter_a_rival_territory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
