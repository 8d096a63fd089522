/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Gunzi position format (docs/notation/gunzi.md), the `show` diagram and the hash. */
#include "rules/gunzi/gunzi_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/zobrist.h"
#include "rules/gunzi/gunzi.h"

/* "gunz" in ASCII: keeps these keys apart from other games' families. */
#define GUNZI_ZOBRIST_FAMILY 0x67756e7au

void gunzi_start_position(GunziState *s, int first, bool draw_rule, GunziStart start) {
    memset(s, 0, sizeof *s);
    /* Fields and facings per start: c1..c7 are fields 0..6, a1..a7 are 10..16. */
    static const int white[2][4] = {{0, 1, 3, 4}, {0, 4, 5, 6}}; /* c1 c2 c4 c5 | c1 c5 c6 c7 */
    static const int black[2][4] = {{10, 11, 13, 14}, {10, 14, 15, 16}}; /* a1 a2 a4 a5 | ... */
    static const int white_dir[2][4] = {{GUNZI_N, GUNZI_N, GUNZI_N, GUNZI_N},
                                        {GUNZI_N, GUNZI_N, GUNZI_S, GUNZI_S}};
    for (int i = 0; i < 4; i++) {
        int d = white_dir[start][i];
        s->cell[white[start][i]] = (uint8_t)gunzi_wedge(GUNZI_WHITE, d);
        s->cell[black[start][i]] = (uint8_t)gunzi_wedge(GUNZI_BLACK, (d + 3) % GUNZI_DIRECTIONS);
    }
    s->to_move = (uint8_t)first;
    s->draw_rule = draw_rule;
}

/* One field as the position format writes it: ".", "t", "wNE", "B3". */
static void cell_text(const GunziState *s, int f, char out[8]) {
    int c = s->cell[f];
    if (c == GUNZI_EMPTY)
        snprintf(out, 8, ".");
    else if (c == GUNZI_TOMB)
        snprintf(out, 8, "t");
    else if (gunzi_is_wedge(c))
        snprintf(out, 8, "%c%s", gunzi_wedge_owner(c) ? 'b' : 'w',
                 gunzi_direction_name[gunzi_wedge_dir(c)]);
    else
        snprintf(out, 8, "%c%d", gunzi_pillar_owner(c) ? 'B' : 'W', s->height[f] % 100);
}

bool gunzi_to_fen(const GunziState *s, char *buf, size_t n) {
    size_t used = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        char t[8];
        cell_text(s, f, t);
        const char *sep = f == 0 ? "" : (f == 7 || f == 10) ? "/" : ",";
        used += (size_t)snprintf(buf + used, used < n ? n - used : 0, "%s%s", sep, t);
    }
    used += (size_t)snprintf(buf + used, used < n ? n - used : 0, " %s %u %s",
                             s->to_move ? "black" : "white", (unsigned)s->ply,
                             s->draw_rule ? "on" : "off");
    return used < n;
}

static bool parse_cell(const char *t, size_t len, GunziState *s, int f, Error *err) {
    const char *name = gunzi_field_name[f];
    if (len == 1 && t[0] == '.') return true;
    if (len == 1 && t[0] == 't') {
        s->cell[f] = GUNZI_TOMB;
        return true;
    }
    if (len >= 2 && (t[0] == 'w' || t[0] == 'b')) {
        for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
            if (strlen(gunzi_direction_name[d]) == len - 1 &&
                memcmp(gunzi_direction_name[d], t + 1, len - 1) == 0) {
                s->cell[f] = (uint8_t)gunzi_wedge(t[0] == 'b', d);
                return true;
            }
        }
        return error_set(err, "field %s: '%.*s' is not a direction (N, NE, SE, S, SW, NW)", name,
                         (int)len - 1, t + 1);
    }
    if (len >= 2 && len <= 3 && (t[0] == 'W' || t[0] == 'B')) {
        int h = 0;
        for (size_t i = 1; i < len; i++) {
            if (t[i] < '0' || t[i] > '9')
                return error_set(err, "field %s: Pillar height '%.*s' is not a number", name,
                                 (int)len - 1, t + 1);
            h = h * 10 + (t[i] - '0');
        }
        if (h < 2 || h > GUNZI_MAX_HEIGHT)
            return error_set(err, "field %s: a Pillar is 2 to %d wedges high, not %d", name,
                             GUNZI_MAX_HEIGHT, h);
        s->cell[f] = (uint8_t)gunzi_pillar(t[0] == 'B');
        s->height[f] = (uint8_t)h;
        return true;
    }
    return error_set(err,
                     "field %s: '%.*s' is not a field content (., t, wN..wNW, bN..bNW, W2.., B2..)",
                     name, (int)len, t);
}

/* Checks what no sequence of moves can break. */
static bool validate(const GunziState *s, Error *err) {
    int pieces = 0, pillars = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        int c = s->cell[f];
        if (gunzi_is_wedge(c)) {
            pieces++;
            if (gunzi_is_promotion_field(gunzi_wedge_owner(c), f))
                return error_set(err, "a %s wedge cannot stand on its own promotion field %s",
                                 gunzi_wedge_owner(c) ? "black" : "white", gunzi_field_name[f]);
        } else if (c == GUNZI_TOMB) {
            pieces++;
        } else if (gunzi_is_pillar(c)) {
            pillars++;
            pieces += s->height[f];
            if (!gunzi_is_promotion_field(gunzi_pillar_owner(c), f))
                return error_set(err, "a %s Pillar can only stand on its promotion fields, not %s",
                                 gunzi_pillar_owner(c) ? "black" : "white", gunzi_field_name[f]);
        }
    }
    if (pieces > 8 + pillars)
        return error_set(err,
                         "%d wedges in the game: at most 8 and one from outside per Pillar (%d)",
                         pieces, 8 + pillars);
    return true;
}

bool gunzi_from_fen(GunziState *s, const char *text, Error *err) {
    memset(s, 0, sizeof *s);
    const char *p = text;
    while (*p == ' ') p++;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        size_t len = strcspn(p, ",/ ");
        if (len == 0)
            return error_set(err, "field %s: missing (the board has 17 fields: 7/3/7)",
                             gunzi_field_name[f]);
        if (!parse_cell(p, len, s, f, err)) return false;
        p += len;
        char want = f == GUNZI_FIELDS - 1 ? ' ' : (f == 6 || f == 9) ? '/' : ',';
        if (*p != want) {
            if (want == ' ')
                return error_set(err, "after a7: expected a space, then white|black, the move "
                                      "count and on|off");
            return error_set(err, "after %s: expected '%c' (zones c/b/a hold 7/3/7 fields)",
                             gunzi_field_name[f], want);
        }
        p++;
    }
    char side[16], draw[16], extra[2];
    unsigned long ply;
    char plytext[16];
    int got = sscanf(p, "%15s %15s %15s %1s", side, plytext, draw, extra);
    if (got < 3)
        return error_set(err, "expected white|black, the move count and on|off after the board");
    if (got > 3) return error_set(err, "unexpected text after on|off");
    if (strcmp(side, "white") == 0)
        s->to_move = GUNZI_WHITE;
    else if (strcmp(side, "black") == 0)
        s->to_move = GUNZI_BLACK;
    else
        return error_set(err, "player to move '%s': expected white or black", side);
    char *end;
    ply = strtoul(plytext, &end, 10);
    if (*end || plytext[0] == '-' || plytext[0] == '+' || ply > UINT16_MAX)
        return error_set(err, "move count '%s': expected a number from 0 to %u", plytext,
                         (unsigned)UINT16_MAX);
    s->ply = (uint16_t)ply;
    if (strcmp(draw, "on") == 0)
        s->draw_rule = 1;
    else if (strcmp(draw, "off") == 0)
        s->draw_rule = 0;
    else
        return error_set(err, "draw rule '%s': expected on or off", draw);
    return validate(s, err);
}

void gunzi_describe(const GunziState *s, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    /* Rows from Black's side (y = 7) down to White's (y = 1); each field is "label:content"
     * in a 9-character column. */
    for (int y = 7; y >= 1; y--) {
        char line[64];
        memset(line, ' ', sizeof line);
        int end = 0;
        for (int f = 0; f < GUNZI_FIELDS; f++) {
            if (gunzi_field_y[f] != y) continue;
            char t[8], item[16];
            cell_text(s, f, t);
            int len = snprintf(item, sizeof item, "%s:%s", gunzi_field_name[f], t);
            int at = 2 + 9 * gunzi_field_x[f];
            memcpy(line + at, item, (size_t)len);
            if (at + len > end) end = at + len;
        }
        line[end] = '\0';
        used += (size_t)snprintf(buf + used, used < n ? n - used : 0, "%s\n", line);
    }
    int score[2];
    gunzi_score(s, score);
    snprintf(buf + used, used < n ? n - used : 0,
             "%s to move, move %u, draw rule %s, score white %d black %d\n",
             s->to_move ? "black" : "white", (unsigned)s->ply, s->draw_rule ? "on" : "off",
             score[0], score[1]);
}

uint64_t gunzi_hash(const GunziState *s) {
    /* The move count and the draw rule stay out: a position repeats whatever they are. */
    uint64_t h = s->to_move ? zobrist_key(GUNZI_ZOBRIST_FAMILY, 0) : 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        int c = s->cell[f];
        if (c == GUNZI_EMPTY) continue;
        uint32_t what = gunzi_is_pillar(c)
                            ? 16u + 32u * (uint32_t)gunzi_pillar_owner(c) + s->height[f]
                            : (uint32_t)c;
        h ^= zobrist_key(GUNZI_ZOBRIST_FAMILY, 1u + 64u * (uint32_t)f + what);
    }
    return h;
}
