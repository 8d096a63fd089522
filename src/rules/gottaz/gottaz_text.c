/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz text: move notation, the one-line position format and the diagram for people. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/gottaz/gottaz.h"

void gottaz_square_text(int sq, char *buf) {
    buf[0] = (char)('a' + sq % GZ_SIZE);
    buf[1] = (char)('1' + sq / GZ_SIZE);
    buf[2] = '\0';
}

/* Reads a square like "c3" at *p, advancing it. */
static bool parse_square(const char **p, int *sq) {
    const char *s = *p;
    if (s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5') return false;
    *sq = (s[1] - '1') * GZ_SIZE + (s[0] - 'a');
    *p = s + 2;
    return true;
}

static const char ability_kind_letter[] = {
    [GZ_MV_LEAP] = 'L',    [GZ_MV_SLANT] = 'D', [GZ_MV_SWAP] = 'W',
    [GZ_MV_TSUNAMI] = 'T', [GZ_MV_JUMP] = 'J',  [GZ_MV_ROTATE] = 'R'};

bool gottaz_move_to_text(const void *st, Move m, char *buf, size_t n) {
    (void)st;
    int kind = gz_move_kind(m);
    char a[3], b[3], tile[16];
    gottaz_square_text(gz_move_from(m) % GZ_SQUARES, a);
    gottaz_square_text(gz_move_to(m) % GZ_SQUARES, b);
    int w;
    switch (kind) {
    case GZ_MV_PASS:
        w = snprintf(buf, n, "pass");
        break;
    case GZ_MV_DONE:
        w = snprintf(buf, n, "done");
        break;
    case GZ_MV_PICK:
        if (gz_move_type(m) >= GZ_TYPES) return false;
        gottaz_tile_text(gz_move_type(m), 0, tile, sizeof tile);
        w = snprintf(buf, n, "pick:%s", tile);
        break;
    case GZ_MV_PLACE:
        if (gz_move_type(m) >= GZ_TYPES) return false;
        gottaz_tile_text(gz_move_type(m), gz_move_side(m), tile, sizeof tile);
        w = snprintf(buf, n, "%s@%s", tile, b);
        break;
    case GZ_MV_MOVE:
        w = snprintf(buf, n, "%s-%s", a, b);
        break;
    case GZ_MV_LEAP:
    case GZ_MV_SLANT:
    case GZ_MV_SWAP:
    case GZ_MV_JUMP:
        w = snprintf(buf, n, "%s%c%s", a, ability_kind_letter[kind], b);
        break;
    case GZ_MV_TSUNAMI:
    case GZ_MV_ROTATE:
        w = snprintf(buf, n, "%s%c", a, ability_kind_letter[kind]);
        break;
    default:
        return false;
    }
    return w >= 0 && (size_t)w < n;
}

/* ---- the move in words for players ---- */

/* The face-up side of a tile as two arguments, "Leap" (translated) and "1". */
static void face_args(GamePhrase *ph, int type, int side) {
    game_phrase_word(ph, gottaz_ability_name(gottaz_tile_ability(type, side)));
    game_phrase_literal(ph, "%d", gottaz_tile_strength(type, side));
}

static void cell_args(GamePhrase *ph, const GottazCell *c) {
    face_args(ph, c->type1 - 1, c->side);
}

/* A pawn (lifted from where it stood in `s`) comes onto `to`: what the battle there does. */
static void battle_words(const GottazState *s, GottazCell pawn, int to, GameMoveWords *out) {
    const GottazCell *def = &s->board[to];
    if (!def->type1 || def->owner == pawn.owner) return;
    int a = gottaz_battle_strength(s, &pawn, to, NULL),
        d = gottaz_battle_strength(s, def, to, NULL);
    GamePhrase *ph = game_words_add(out, a > d   ? N_("beats %s %s (%s to %s)")
                                         : a < d ? N_("loses to %s %s (%s to %s)")
                                                 : N_("ties with %s %s (%s to %s): both go back"));
    cell_args(ph, def);
    game_phrase_literal(ph, "%d", a);
    game_phrase_literal(ph, "%d", d);
}

static void square_args(GamePhrase *ph, int a, int b) {
    char t[3];
    gottaz_square_text(a, t);
    game_phrase_literal(ph, "%s", t);
    if (b < 0) return;
    gottaz_square_text(b, t);
    game_phrase_literal(ph, "%s", t);
}

/* A drafting move: a pick says both faces of the tile, unless the picks of this player are
 * hidden from the viewer (Expert method 1 until both sets are done). */
static bool draft_words(const GottazState *s, Move m, int viewer, bool played, GameMoveWords *out) {
    int kind = gz_move_kind(m), type = gz_move_type(m);
    if (kind == GZ_MV_DONE) {
        game_words_add(out, played ? N_("Set complete") : N_("Complete the set"));
        return true;
    }
    if (kind != GZ_MV_PICK || type >= GZ_TYPES) return false;
    if (s->mode == GZ_MODE_METHOD1 && viewer != s->turn) {
        game_words_add(out, played ? N_("Picked a tile") : N_("Pick a tile"));
        return true;
    }
    char tile[16];
    gottaz_tile_text(type, 0, tile, sizeof tile);
    GamePhrase *ph = game_words_add(out, played ? N_("Picked %s (%s %s / %s %s)")
                                                : N_("Pick %s (%s %s / %s %s)"));
    game_phrase_literal(ph, "%s", tile);
    face_args(ph, type, 0);
    face_args(ph, type, 1);
    return true;
}

/* A move made is told in the past ("Placed ..."), one only suggested (a hint) as what to do
 * ("Place ..."); nothing a move reveals is hidden before it. */
bool gottaz_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out) {
    const GottazState *s = st;
    int kind = gz_move_kind(m), from = gz_move_from(m) % GZ_SQUARES,
        to = gz_move_to(m) % GZ_SQUARES;
    game_words_clear(out);
    if (kind == GZ_MV_PICK || kind == GZ_MV_DONE) return draft_words(s, m, viewer, played, out);
    if (kind == GZ_MV_PASS) {
        game_words_add(out,
                       played ? N_("Passed: no action possible") : N_("Pass: no action possible"));
        return true;
    }
    if (kind == GZ_MV_PLACE) {
        if (gz_move_type(m) >= GZ_TYPES) return false;
        GamePhrase *ph =
            game_words_add(out, played ? N_("Placed %s %s on %s") : N_("Place %s %s on %s"));
        face_args(ph, gz_move_type(m), gz_move_side(m));
        square_args(ph, to, -1);
        return true;
    }
    const GottazCell *c = &s->board[from];
    if (kind < GZ_MV_MOVE || kind > GZ_MV_ROTATE || !c->type1) return false;
    GottazState after = *s; /* the moving pawn lifted, as battles count Support */
    GamePhrase *ph;
    switch (kind) {
    case GZ_MV_MOVE:
        ph = game_words_add(out, played ? N_("Moved %s %s: %s → %s") : N_("Move %s %s: %s → %s"));
        break;
    case GZ_MV_SWAP:
        ph = game_words_add(out, N_("%s %s: %s ↔ %s"));
        break;
    case GZ_MV_TSUNAMI:
        ph = game_words_add(out, played ? N_("%s %s on %s: pushed %s → %s")
                                        : N_("%s %s on %s: push %s → %s"));
        break;
    case GZ_MV_ROTATE:
        ph = game_words_add(out, played ? N_("%s %s on %s turned over to %s %s")
                                        : N_("Turn %s %s on %s over to %s %s"));
        break;
    default: /* Leap, Slant, Jump: the ability says how the pawn went */
        ph = game_words_add(out, N_("%s %s: %s → %s"));
        break;
    }
    cell_args(ph, c);
    if (kind == GZ_MV_ROTATE) {
        square_args(ph, from, -1);
        face_args(ph, c->type1 - 1, 1 - c->side);
    } else if (kind == GZ_MV_TSUNAMI) {
        int fw = c->owner ? -GZ_SIZE : GZ_SIZE, front = from + fw, land = front + 2 * fw;
        if (front < 0 || front >= GZ_SQUARES || land < 0 || land >= GZ_SQUARES) return false;
        square_args(ph, from, front);
        square_args(ph, land, -1);
        GottazCell pushed = s->board[front];
        gottaz_lift(&after, front);
        if (pushed.type1) battle_words(&after, pushed, land, out);
    } else {
        square_args(ph, from, to);
        if (kind != GZ_MV_SWAP) {
            gottaz_lift(&after, from);
            battle_words(&after, *c, to, out);
        }
    }
    return true;
}

/* Parses the text into a move without judging legality; false with a reason on bad syntax. */
static bool parse_move(const char *text, Move *m, Error *err) {
    const char *p = text;
    if (strcmp(text, "pass") == 0) {
        *m = gz_move(GZ_MV_PASS, 0, 0, 0, 0);
        return true;
    }
    if (strcmp(text, "done") == 0) {
        *m = gz_move(GZ_MV_DONE, 0, 0, 0, 0);
        return true;
    }
    if (strncmp(text, "pick:", 5) == 0) {
        p += 5;
        int type, side;
        if (!gottaz_tile_parse(&p, &type, &side, err)) return false;
        if (*p) return error_set(err, "unexpected '%s' after the tile", p);
        *m = gz_move(GZ_MV_PICK, 0, 0, type, 0);
        return true;
    }
    if (isupper((unsigned char)*p)) {
        int type, side, sq;
        if (!gottaz_tile_parse(&p, &type, &side, err)) return false;
        if (*p != '@')
            return error_set(err, "'%s': a placement is <tile>@<square>, like L1/J5@c1", text);
        p++;
        if (!parse_square(&p, &sq) || *p)
            return error_set(err, "'%s': a square a1 to e5 must follow '@'", text);
        if (gottaz_tile_same_sides(type)) side = 0;
        *m = gz_move(GZ_MV_PLACE, 0, sq, type, side);
        return true;
    }
    int from, to;
    if (!parse_square(&p, &from))
        return error_set(err, "'%s' is not a move (examples: L1/J5@c1, c1-c2, c1Lc3, c2T, pass)",
                         text);
    if (*p == '-') {
        p++;
        if (!parse_square(&p, &to) || *p)
            return error_set(err, "'%s': a move is <square>-<square>, like c1-c2", text);
        *m = gz_move(GZ_MV_MOVE, from, to, 0, 0);
        return true;
    }
    int ability = gottaz_ability_from_letter(*p);
    if (ability < 0)
        return error_set(err, "'%s': an ability letter (D J L R T W) or '-' must follow the square",
                         text);
    p++;
    if (ability == GZ_SUPPORT || ability == GZ_SUPPLY)
        return error_set(err, "%s is a passive ability: it is never used as an action",
                         gottaz_ability_name(ability));
    int kind = ability == GZ_LEAP      ? GZ_MV_LEAP
               : ability == GZ_SLANT   ? GZ_MV_SLANT
               : ability == GZ_SWAP    ? GZ_MV_SWAP
               : ability == GZ_JUMP    ? GZ_MV_JUMP
               : ability == GZ_TSUNAMI ? GZ_MV_TSUNAMI
                                       : GZ_MV_ROTATE;
    if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE) {
        if (*p)
            return error_set(err, "'%s': %s takes no target square", text,
                             gottaz_ability_name(ability));
        *m = gz_move(kind, from, 0, 0, 0);
        return true;
    }
    if (!parse_square(&p, &to) || *p) {
        const char *example = kind == GZ_MV_LEAP    ? "c1Lc3"
                              : kind == GZ_MV_SLANT ? "b2Dc3"
                              : kind == GZ_MV_SWAP  ? "b3Wb4"
                                                    : "c4Ja1";
        return error_set(err, "'%s': %s needs a target square after its letter, like %s", text,
                         gottaz_ability_name(ability), example);
    }
    *m = gz_move(kind, from, to, 0, 0);
    return true;
}

bool gottaz_move_from_text(const void *st, const char *text, Move *m, Error *err) {
    const GottazState *s = st;
    if (gottaz_rules.outcome(st).kind != OUTCOME_ONGOING) return error_set(err, "the game is over");
    Move mv = 0;
    if (!parse_move(text, &mv, err)) return false;
    int kind = gz_move_kind(mv);
    if (s->phase == GZ_PHASE_DRAFT) {
        if (kind != GZ_MV_PICK && kind != GZ_MV_DONE)
            return error_set(
                err, "the players are still choosing their pawns: pick:<tile> or done expected");
        if (!gottaz_draft_check(s, mv, err)) return false;
    } else if (kind == GZ_MV_PICK || kind == GZ_MV_DONE) {
        return error_set(err, "the drafting is over: %s is not an action of play", text);
    } else if (kind == GZ_MV_PASS) {
        Move moves[GAME_MOVES_MAX];
        int n = gottaz_play_moves(s, moves, GAME_MOVES_MAX);
        if (n != 1 || gz_move_kind(moves[0]) != GZ_MV_PASS)
            return error_set(err, "pass is allowed only when no action is legal (%d are)", n);
    } else {
        GottazLines lines;
        gottaz_lines_compute(s, &lines);
        if (!gottaz_play_check(s, &lines, mv, err)) return false;
    }
    char canonical[GAME_MOVE_TEXT_MAX];
    gottaz_move_to_text(st, mv, canonical, sizeof canonical);
    if (strcmp(canonical, text) != 0) return error_set(err, "'%s' is written %s", text, canonical);
    *m = mv;
    return true;
}

/* ---- the one-line position ---- */

typedef struct Out {
    char *buf;
    size_t n, used;
    bool ok;
} Out;

static void out_add(Out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void out_add(Out *o, const char *fmt, ...) {
    if (!o->ok) return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(o->buf + o->used, o->n - o->used, fmt, ap);
    va_end(ap);
    if (w < 0 || (size_t)w >= o->n - o->used) {
        o->ok = false;
        return;
    }
    o->used += (size_t)w;
}

static void out_tiles(Out *o, const uint8_t *types, int n) {
    char tile[16];
    if (n == 0) out_add(o, "-");
    for (int i = 0; i < n; i++) {
        gottaz_tile_text(types[i], 0, tile, sizeof tile);
        out_add(o, "%s%s", i ? "," : "", tile);
    }
}

/* The drafting modes by their option values (the positions write them the same way). */
#define mode_names (gottaz_options[GZ_OPT_MODE].values)

bool gottaz_to_fen(const void *st, char *buf, size_t n) {
    const GottazState *s = st;
    Out o = {buf, n, 0, n > 0};
    if (n) buf[0] = '\0';
    if (s->phase == GZ_PHASE_DRAFT) {
        out_add(&o, "draft=%s ", mode_names[s->mode]);
        if (s->mode == GZ_MODE_STANDARD) {
            out_add(&o, "set=");
            out_tiles(&o, s->set[0], s->set_n[0]);
        } else {
            for (int p = 0; p < 2; p++) {
                out_add(&o, "%sset%d=", p ? " " : "", p + 1);
                out_tiles(&o, s->set[p], s->set_n[p]);
            }
        }
        out_add(&o, " to=%d first=%d draw=%s", s->turn + 1, s->first + 1,
                s->draw_on ? "on" : "off");
        return o.ok;
    }
    out_add(&o, "board=");
    for (int r = GZ_SIZE - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < GZ_SIZE; f++) {
            const GottazCell *c = &s->board[r * GZ_SIZE + f];
            if (!c->type1) {
                empty++;
                continue;
            }
            if (empty) out_add(&o, "%d", empty);
            empty = 0;
            char tile[16];
            gottaz_tile_text(c->type1 - 1, c->side, tile, sizeof tile);
            /* "L1/J5" -> "L1J5", lower case for player 2. */
            char cell[5] = {tile[0], tile[1], tile[3], tile[4], '\0'};
            if (c->owner)
                for (int i = 0; i < 4; i++) cell[i] = (char)tolower((unsigned char)cell[i]);
            out_add(&o, "%s", cell);
        }
        if (empty) out_add(&o, "%d", empty);
        if (r) out_add(&o, "/");
    }
    for (int p = 0; p < 2; p++) {
        out_add(&o, " hand%d=", p + 1);
        out_tiles(&o, s->hand[p], s->hand_n[p]);
    }
    out_add(&o, " to=%d actions=%d draw=%s", s->turn + 1, s->actions, s->draw_on ? "on" : "off");
    return o.ok;
}

/* Tiles "a,b,c" or "-" into types (at most GZ_SET). */
static bool parse_tiles(const char *text, const char *what, uint8_t *out, uint8_t *count,
                        Error *err) {
    *count = 0;
    if (strcmp(text, "-") == 0) return true;
    const char *p = text;
    while (*p) {
        if (*count == GZ_SET) return error_set(err, "%s: more than %d tiles", what, GZ_SET);
        int type, side;
        Error e;
        if (!gottaz_tile_parse(&p, &type, &side, &e))
            return error_set(err, "%s: %s", what, e.message);
        out[(*count)++] = (uint8_t)type;
        if (*p == ',' && p[1])
            p++;
        else if (*p)
            return error_set(err, "%s: unexpected '%c' (tiles are separated by ',')", what, *p);
    }
    return true;
}

static bool parse_board(GottazState *s, const char *text, Error *err) {
    const char *p = text;
    for (int r = GZ_SIZE - 1; r >= 0; r--) {
        int f = 0;
        while (f < GZ_SIZE) {
            if (*p >= '1' && *p <= '5') {
                f += *p++ - '0';
                continue;
            }
            if (!isalpha((unsigned char)*p))
                return error_set(err, "board: rank %d: unexpected '%c'", r + 1, *p ? *p : ' ');
            int owner = islower((unsigned char)*p) ? 1 : 0;
            char tile[6] = {0};
            for (int i = 0; i < 4; i++) {
                if (!p[i]) return error_set(err, "board: rank %d ends inside a pawn", r + 1);
                bool lower = islower((unsigned char)p[i]);
                if (isalpha((unsigned char)p[i]) && lower != (owner == 1))
                    return error_set(err, "board: rank %d: '%.4s' mixes upper and lower case",
                                     r + 1, p);
                tile[i < 2 ? i : i + 1] = (char)toupper((unsigned char)p[i]);
            }
            tile[2] = '/';
            const char *tp = tile;
            int type, side;
            Error e;
            if (!gottaz_tile_parse(&tp, &type, &side, &e))
                return error_set(err, "board: rank %d: %s", r + 1, e.message);
            gottaz_put(s, r * GZ_SIZE + f, type, owner, side);
            p += 4;
            f++;
        }
        if (f != GZ_SIZE) return error_set(err, "board: rank %d has more than 5 squares", r + 1);
        if (r > 0) {
            if (*p != '/') return error_set(err, "board: rank %d must be followed by '/'", r + 1);
            p++;
        }
    }
    if (*p) return error_set(err, "board: unexpected '%s' after rank 1", p);
    return true;
}

static bool check_set(const uint8_t *types, int n, bool complete, const char *what, Error *err) {
    int per_class[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) per_class[gottaz_tile_class(types[i])]++;
    if (complete && n != GZ_SET)
        return error_set(err, "%s: %d tiles, a set has exactly %d", what, n, GZ_SET);
    for (int c = 0; c < 3; c++)
        if (per_class[c] > gottaz_class_quota[c] ||
            (complete && per_class[c] != gottaz_class_quota[c]))
            return error_set(
                err, "%s: %d tiles of %s, a set has exactly 4 of 1|5, 4 of 2|4 and 2 of 3|3", what,
                per_class[c], gottaz_class_name[c]);
    return true;
}

static bool get_player(const char *v, const char *key, uint8_t *out, Error *err) {
    if (strcmp(v, "1") && strcmp(v, "2")) return error_set(err, "%s=%s: expected 1 or 2", key, v);
    *out = (uint8_t)(v[0] - '1');
    return true;
}

static bool draft_consistent(const GottazState *s, Error *err) {
    int opener = 1 - s->first, n_open = s->set_n[opener], n_first = s->set_n[s->first];
    char what[8];
    for (int p = 0; p < 2; p++) {
        snprintf(what, sizeof what, "set%d", p + 1);
        if (!check_set(s->set[p], s->set_n[p], false, what, err)) return false;
    }
    switch (s->mode) {
    case GZ_MODE_STANDARD:
        if (s->turn != opener)
            return error_set(err, "in standard drafting player %d builds the set", opener + 1);
        if (n_open == GZ_SET)
            return error_set(err, "the set is complete: the position is one of play");
        return true;
    case GZ_MODE_METHOD1:
        if (s->turn == opener ? n_first != 0 : n_open != GZ_SET)
            return error_set(err, "in method 1 player %d chooses all 10 first, then player %d",
                             opener + 1, s->first + 1);
        return true;
    default:
        if (s->turn == opener ? n_open != n_first : n_open != n_first + 1)
            return error_set(err, "in method 2 the players pick in turn, player %d first",
                             opener + 1);
        for (int p = 0; p < 2; p++)
            for (int i = 0; i < s->set_n[p]; i++) {
                bool twice = i > 0 && s->set[p][i - 1] == s->set[p][i]; /* sets are sorted */
                bool shared = false;
                for (int j = 0; p == 0 && j < s->set_n[1]; j++)
                    shared = shared || s->set[1][j] == s->set[0][i];
                if (twice || shared) return error_set(err, "in method 2 a type is taken only once");
            }
        return true;
    }
}

bool gottaz_from_fen(void *st, const char *text, Error *err) {
    GottazState s;
    memset(&s, 0, sizeof s);
    char copy[GAME_FEN_MAX];
    if (strlen(text) >= sizeof copy) return error_set(err, "position text is too long");
    strcpy(copy, text);
    const char *board = NULL, *hand[2] = {NULL, NULL}, *set = NULL, *sets[2] = {NULL, NULL};
    const char *to = NULL, *first = NULL, *draw = NULL, *actions = NULL, *draft = NULL;
    char *save = NULL;
    for (char *tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        char *eq = strchr(tok, '=');
        if (!eq) return error_set(err, "'%s' is not of the form key=value", tok);
        *eq = '\0';
        const char *v = eq + 1;
        const char **slot = strcmp(tok, "board") == 0     ? &board
                            : strcmp(tok, "hand1") == 0   ? &hand[0]
                            : strcmp(tok, "hand2") == 0   ? &hand[1]
                            : strcmp(tok, "set") == 0     ? &set
                            : strcmp(tok, "set1") == 0    ? &sets[0]
                            : strcmp(tok, "set2") == 0    ? &sets[1]
                            : strcmp(tok, "to") == 0      ? &to
                            : strcmp(tok, "first") == 0   ? &first
                            : strcmp(tok, "draw") == 0    ? &draw
                            : strcmp(tok, "actions") == 0 ? &actions
                            : strcmp(tok, "draft") == 0   ? &draft
                                                          : NULL;
        if (!slot) return error_set(err, "unknown key '%s' in a Gottaz position", tok);
        if (*slot) return error_set(err, "'%s' given twice", tok);
        *slot = v;
    }
    if (!to) return error_set(err, "to= (the player to move: 1 or 2) is missing");
    if (!get_player(to, "to", &s.turn, err)) return false;
    if (!draw) return error_set(err, "draw=on|off is missing");
    if (strcmp(draw, "on") && strcmp(draw, "off"))
        return error_set(err, "draw=%s: expected on or off", draw);
    s.draw_on = strcmp(draw, "on") == 0;
    if (draft) {
        if (board || hand[0] || hand[1] || actions)
            return error_set(err, "a drafting position has no board=, hand1=, hand2= or actions=");
        int mode = -1;
        for (int i = 0; i < 3; i++)
            if (strcmp(draft, mode_names[i]) == 0) mode = i;
        if (mode < 0)
            return error_set(err, "draft=%s: expected standard, method1 or method2", draft);
        s.mode = (uint8_t)mode;
        s.phase = GZ_PHASE_DRAFT;
        if (!first) return error_set(err, "first= (1 or 2) is missing");
        if (!get_player(first, "first", &s.first, err)) return false;
        if (mode == GZ_MODE_STANDARD) {
            if (!set || sets[0] || sets[1])
                return error_set(err, "standard drafting has set= (not set1=, set2=)");
            if (!parse_tiles(set, "set", s.set[0], &s.set_n[0], err)) return false;
            memcpy(s.set[1], s.set[0], GZ_SET);
            s.set_n[1] = s.set_n[0];
        } else {
            if (set || !sets[0] || !sets[1])
                return error_set(err, "method drafting has set1= and set2= (not set=)");
            for (int p = 0; p < 2; p++)
                if (!parse_tiles(sets[p], p ? "set2" : "set1", s.set[p], &s.set_n[p], err))
                    return false;
        }
        for (int p = 0; p < 2; p++) gottaz_set_sort(s.set[p], s.set_n[p]);
        if (!draft_consistent(&s, err)) return false;
    } else {
        if (set || sets[0] || sets[1] || first)
            return error_set(err, "a position of play has no set=, set1=, set2= or first=");
        if (!board || !hand[0] || !hand[1] || !actions)
            return error_set(
                err, "a position of play needs board=, hand1=, hand2=, to=, actions= and draw=");
        s.phase = GZ_PHASE_PLAY;
        char *end;
        long a = strtol(actions, &end, 10);
        if (!*actions || *end || a < 0 || a > 65535 || !isdigit((unsigned char)actions[0]))
            return error_set(err, "actions=%s: expected a whole number from 0 to 65535", actions);
        s.actions = (uint16_t)a;
        if (!parse_board(&s, board, err)) return false;
        for (int p = 0; p < 2; p++) {
            if (!parse_tiles(hand[p], p ? "hand2" : "hand1", s.hand[p], &s.hand_n[p], err))
                return false;
            gottaz_set_sort(s.hand[p], s.hand_n[p]);
            /* The whole set of a player: hand and pawns on the board. */
            uint8_t all[GZ_SQUARES + GZ_SET];
            int n = 0;
            for (int i = 0; i < s.hand_n[p]; i++) all[n++] = s.hand[p][i];
            for (int sq = 0; sq < GZ_SQUARES; sq++)
                if (s.board[sq].type1 && s.board[sq].owner == p)
                    all[n++] = (uint8_t)(s.board[sq].type1 - 1);
            char what[64];
            snprintf(what, sizeof what, "player %d (hand and board)", p + 1);
            if (!check_set(all, n, true, what, err)) return false;
            memcpy(s.set[p], all, GZ_SET);
            gottaz_set_sort(s.set[p], GZ_SET);
        }
        GottazLines lines;
        gottaz_lines_compute(&s, &lines);
        for (int p = 0; p < 2; p++)
            for (int r = 0; r < GZ_SIZE; r++)
                if (lines.sum[p][r] > GZ_LINE_LIMIT + lines.supply[p][r])
                    return error_set(err, "line limit: %d > %d on rank %d for player %d",
                                     lines.sum[p][r], GZ_LINE_LIMIT + lines.supply[p][r], r + 1,
                                     p + 1);
    }
    s.hash = gottaz_hash_compute(&s);
    memcpy(st, &s, sizeof s);
    return true;
}

/* ---- the diagram ---- */

void gottaz_describe(const void *st, char *buf, size_t n) {
    const GottazState *s = st;
    Out o = {buf, n, 0, n > 0};
    if (n) buf[0] = '\0';
    if (s->phase == GZ_PHASE_DRAFT) {
        out_add(&o, "Gottaz, choosing pawns (%s); player %d picks; player %d will move first\n",
                mode_names[s->mode], s->turn + 1, s->first + 1);
        for (int p = 0; p < (s->mode == GZ_MODE_STANDARD ? 1 : 2); p++) {
            if (s->mode == GZ_MODE_STANDARD)
                out_add(&o, "shared set (%d/10): ", s->set_n[p]);
            else
                out_add(&o, "set of player %d (%d/10): ", p + 1, s->set_n[p]);
            /* Method 1 choices stay hidden from the other player until both are done. */
            if (s->mode == GZ_MODE_METHOD1 && p != s->turn)
                out_add(&o, "hidden");
            else
                out_tiles(&o, s->set[p], s->set_n[p]);
            out_add(&o, "\n");
        }
        return;
    }
    out_add(&o, "Gottaz, player %d to move; actions played: %d\n", s->turn + 1, s->actions);
    out_add(&o, "Upper case: player 1 (home rank 1); lower case: player 2 (home rank 5). Face-up "
                "side first.\nRank 3 (*) is the center line; 'lines' gives each rank's sum/limit "
                "for player 1, then player 2.\n");
    GottazLines lines;
    gottaz_lines_compute(s, &lines);
    for (int r = GZ_SIZE - 1; r >= 0; r--) {
        out_add(&o, "%d%s", r + 1, r == GZ_CENTER_RANK ? "*" : " ");
        for (int f = 0; f < GZ_SIZE; f++) {
            const GottazCell *c = &s->board[r * GZ_SIZE + f];
            if (!c->type1) {
                out_add(&o, "  .   ");
                continue;
            }
            char tile[16];
            gottaz_tile_text(c->type1 - 1, c->side, tile, sizeof tile);
            if (c->owner)
                for (char *q = tile; *q; q++) *q = (char)tolower((unsigned char)*q);
            out_add(&o, " %s", tile);
        }
        out_add(&o, "   lines %d/%d %d/%d\n", lines.sum[0][r], GZ_LINE_LIMIT + lines.supply[0][r],
                lines.sum[1][r], GZ_LINE_LIMIT + lines.supply[1][r]);
    }
    out_add(&o, "     a     b     c     d     e\n");
    for (int p = 0; p < 2; p++) {
        out_add(&o, "hand of player %d: ", p + 1);
        out_tiles(&o, s->hand[p], s->hand_n[p]);
        out_add(&o, "\n");
    }
}

/* The game's own ends in words (GameRules.end_words). */
const char *gottaz_end_words(const char *reason) {
    if (strcmp(reason, "center") == 0) return N_("three pawns on the centre line");
    if (strcmp(reason, "action-limit") == 0) return N_("action limit reached");
    return NULL;
}
