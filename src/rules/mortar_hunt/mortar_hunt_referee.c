/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt referee: plays a side's move on the true state and words what is announced. */
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

void mortar_hunt_referee_announcement(const MortarHuntState *s, Move m, MortarHuntAnnouncement *a) {
    memset(a, 0, sizeof *a);
    a->square = MORTAR_HUNT_NONE;
    switch (MORTAR_HUNT_MOVE_TYPE(m)) {
    case MORTAR_HUNT_MOVE_SETUP:
        a->kind = MORTAR_HUNT_ANNOUNCE_SETUP;
        break;
    case MORTAR_HUNT_MOVE_SACRIFICE:
        a->kind = MORTAR_HUNT_ANNOUNCE_SACRIFICE;
        a->square = (uint8_t)MORTAR_HUNT_SACRIFICE_SQUARE(m);
        break;
    default:
        if (!MORTAR_HUNT_TURN_SHOOTS(m)) {
            a->kind = MORTAR_HUNT_ANNOUNCE_NO_SHOT;
            break;
        }
        a->kind = MORTAR_HUNT_ANNOUNCE_SHOT;
        a->square = (uint8_t)MORTAR_HUNT_TURN_TARGET(m);
        a->result = (uint8_t)mortar_hunt_shot_result(s->pieces[1 - s->to_move], a->square);
        break;
    }
}

void mortar_hunt_referee_play(MortarHuntState *s, Move m, MortarHuntAnnouncement *a) {
    mortar_hunt_referee_announcement(s, m, a);
    mortar_hunt_rules.apply(s, m);
}

bool mortar_hunt_referee_play_text(MortarHuntState *s, const char *text, MortarHuntAnnouncement *a,
                                   Error *err) {
    Move m;
    if (!mortar_hunt_rules.move_from_text(s, text, &m, err)) return false;
    mortar_hunt_referee_play(s, m, a);
    return true;
}

void mortar_hunt_announcement_format(const MortarHuntAnnouncement *a, char *buf, size_t n) {
    char sq[4];
    mortar_hunt_square_text(a->square, sq);
    switch (a->kind) {
    case MORTAR_HUNT_ANNOUNCE_SETUP:
        snprintf(buf, n, "setup");
        break;
    case MORTAR_HUNT_ANNOUNCE_NO_SHOT:
        snprintf(buf, n, "noshot");
        break;
    case MORTAR_HUNT_ANNOUNCE_SHOT:
        snprintf(buf, n, "%s %s", a->result == MORTAR_HUNT_RESULT_HIT ? "hit" : "miss", sq);
        break;
    case MORTAR_HUNT_ANNOUNCE_SACRIFICE:
        snprintf(buf, n, "sacrifice %s", sq);
        break;
    default:
        snprintf(buf, n, "?");
    }
}

bool mortar_hunt_announcement_parse(const char *text, MortarHuntAnnouncement *a, Error *err) {
    memset(a, 0, sizeof *a);
    a->square = MORTAR_HUNT_NONE;
    if (strcmp(text, "setup") == 0) {
        a->kind = MORTAR_HUNT_ANNOUNCE_SETUP;
        return true;
    }
    if (strcmp(text, "noshot") == 0) {
        a->kind = MORTAR_HUNT_ANNOUNCE_NO_SHOT;
        return true;
    }
    const char *p;
    if (strncmp(text, "hit ", 4) == 0) {
        a->kind = MORTAR_HUNT_ANNOUNCE_SHOT;
        a->result = MORTAR_HUNT_RESULT_HIT;
        p = text + 4;
    } else if (strncmp(text, "miss ", 5) == 0) {
        a->kind = MORTAR_HUNT_ANNOUNCE_SHOT;
        a->result = MORTAR_HUNT_RESULT_MISS;
        p = text + 5;
    } else if (strncmp(text, "sacrifice ", 10) == 0) {
        a->kind = MORTAR_HUNT_ANNOUNCE_SACRIFICE;
        p = text + 10;
    } else {
        return error_set(err, "expected an announcement: setup, noshot, hit <square>, "
                              "miss <square> or sacrifice <square>");
    }
    int sq;
    if (!mortar_hunt_parse_square(&p, &sq) || *p)
        return error_set(err, "expected a square A1-L9 in '%s'", text);
    a->square = (uint8_t)sq;
    return true;
}

bool mortar_hunt_move_text_with_result(const MortarHuntState *s, Move m, char *buf, size_t n) {
    if (!mortar_hunt_move_format(m, buf, n)) return false;
    if (MORTAR_HUNT_MOVE_TYPE(m) != MORTAR_HUNT_MOVE_TURN || !MORTAR_HUNT_TURN_SHOOTS(m))
        return true;
    MortarHuntAnnouncement a;
    char said[32];
    mortar_hunt_referee_announcement(s, m, &a);
    mortar_hunt_announcement_format(&a, said, sizeof said);
    size_t used = strlen(buf);
    int k = snprintf(buf + used, n - used, " %s", said);
    return k >= 0 && (size_t)k < n - used;
}

bool mortar_hunt_move_from_text_with_result(const MortarHuntState *st, const char *text, Move *m,
                                            Error *err) {
    const GameRules *g = &mortar_hunt_rules;
    const char *space = strchr(text, ' ');
    if (!space) return g->move_from_text(st, text, m, err);
    char token[GAME_MOVE_TEXT_MAX];
    size_t len = (size_t)(space - text);
    if (len >= sizeof token) return error_set(err, "the move is too long");
    memcpy(token, text, len);
    token[len] = '\0';
    if (!g->move_from_text(st, token, m, err)) return false;
    if (MORTAR_HUNT_MOVE_TYPE(*m) != MORTAR_HUNT_MOVE_TURN || !MORTAR_HUNT_TURN_SHOOTS(*m))
        return error_set(err, "unexpected '%s': only a shot has a result", space + 1);
    MortarHuntAnnouncement said, truth;
    if (!mortar_hunt_announcement_parse(space + 1, &said, err)) return false;
    mortar_hunt_referee_announcement(st, *m, &truth);
    char want[32];
    mortar_hunt_announcement_format(&truth, want, sizeof want);
    if (said.kind != truth.kind || said.square != truth.square || said.result != truth.result)
        return error_set(err, "the result is '%s', not '%s'", want, space + 1);
    return true;
}
