/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt observations: what one player may know, its legal moves, and keeping it up to date
 * from the player's own moves and the referee's announcements alone. */
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

void mortar_hunt_observe_state(const MortarHuntState *s, int player, MortarHuntObservation *v) {
    int q = 1 - player;
    /* Zeroed first, padding included: equal knowledge must be equal bytes. */
    memset(v, 0, sizeof *v);
    memcpy(&v->info, &s->info, sizeof v->info);
    v->player = (uint8_t)player;
    v->phase = s->phase;
    v->to_move = s->to_move;
    v->opponent_ready = s->pieces[q][0].square != MORTAR_HUNT_NONE;
    v->turn = s->turn;
    memcpy(v->skips, s->skips, sizeof v->skips);
    memcpy(v->lost, s->lost, sizeof v->lost);
    memcpy(v->own, s->pieces[player], sizeof v->own);
    memcpy(v->marks, s->marks, sizeof v->marks);
    v->history_turn = s->history_turn;
    memcpy(v->count, s->count, sizeof v->count);
    memcpy(v->initial, s->initial[player], sizeof v->initial);
    memcpy(v->history[player], s->history[player], sizeof v->history[player]);
    for (int row = 0; row < s->count[q]; row++) {
        v->history[q][row] = s->history[q][row];
        mortar_hunt_record_mask(&v->history[q][row]);
    }
}

bool mortar_hunt_observation_start(MortarHuntObservation *v, const GameOptions *opt, uint64_t seed,
                                   int player, Error *err) {
    if (player != MORTAR_HUNT_A && player != MORTAR_HUNT_B)
        return error_set(err, "the side is A or B");
    /* A new game has nothing hidden yet, so its observation is the observed start. */
    MortarHuntState start;
    if (!mortar_hunt_rules.setup(&start, opt, seed, err)) return false;
    mortar_hunt_observe_state(&start, player, v);
    return true;
}

Outcome mortar_hunt_observation_outcome(const MortarHuntObservation *v) {
    return mortar_hunt_outcome_of(&v->info, v->phase, v->turn, v->lost);
}

static MortarHuntSide observation_side(const MortarHuntObservation *v) {
    MortarHuntSide side = {&v->info,
                           v->player,
                           v->phase,
                           v->skips[v->player],
                           mortar_hunt_observation_outcome(v).kind != OUTCOME_ONGOING,
                           v->own,
                           v->marks};
    return side;
}

int mortar_hunt_observation_gen_moves(const MortarHuntObservation *v, Move *out, int cap) {
    return mortar_hunt_observation_gen_moves_sampled(v, v->info.seed, out, cap);
}

int mortar_hunt_observation_gen_moves_sampled(const MortarHuntObservation *v, uint64_t key,
                                              Move *out, int cap) {
    if (v->to_move != v->player) return 0;
    MortarHuntSide side = observation_side(v);
    return mortar_hunt_side_gen_moves_sampled(&side, key, out, cap);
}

bool mortar_hunt_observation_move_from_text(const MortarHuntObservation *v, const char *text,
                                            Move *m, Error *err) {
    if (mortar_hunt_observation_outcome(v).kind != OUTCOME_ONGOING)
        return error_set(err, "the game is over");
    if (v->to_move != v->player) return error_set(err, "it is the opponent's turn");
    MortarHuntSide side = observation_side(v);
    return mortar_hunt_side_move_from_text(&side, text, m, err);
}

bool mortar_hunt_observation_move_to_text(Move m, char *buf, size_t n) {
    return mortar_hunt_move_format(m, buf, n);
}

static void end_turn(MortarHuntObservation *v, int mover) {
    if (mover == MORTAR_HUNT_B && v->phase == MORTAR_HUNT_PHASE_PLAY) v->turn++;
    v->to_move = (uint8_t)(1 - mover);
}

bool mortar_hunt_observation_apply_own(MortarHuntObservation *v, Move m, int result, Error *err) {
    char text[GAME_MOVE_TEXT_MAX];
    Move parsed;
    if (!mortar_hunt_move_format(m, text, sizeof text)) return error_set(err, "not a move");
    if (!mortar_hunt_observation_move_from_text(v, text, &parsed, err)) return false;
    if (parsed != m) return error_set(err, "not a move of this view");
    int p = v->player;
    bool shoots = MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_TURN && MORTAR_HUNT_TURN_SHOOTS(m);
    if (shoots && result != MORTAR_HUNT_RESULT_HIT && result != MORTAR_HUNT_RESULT_MISS)
        return error_set(err, "the move shoots: its result (hit or miss) is needed");
    if (!shoots && result != MORTAR_HUNT_RESULT_NONE)
        return error_set(err, "the move does not shoot, so it has no result");
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_SETUP) {
        mortar_hunt_place(v->own, v->initial, m);
        end_turn(v, p);
        if (p == MORTAR_HUNT_B) {
            v->phase = MORTAR_HUNT_PHASE_PLAY;
            v->turn = 1;
            v->history_turn = 1;
        }
        return true;
    }
    MortarHuntRecord r;
    mortar_hunt_play_own(v->own, v->marks, v->skips, v->lost, p, m, result, &r);
    mortar_hunt_history_put(v->history[p], &v->count[p], v->turn - v->history_turn, &r);
    end_turn(v, p);
    return true;
}

bool mortar_hunt_observation_apply_opponent(MortarHuntObservation *v,
                                            const MortarHuntAnnouncement *a, Error *err) {
    int p = v->player, q = 1 - p;
    if (mortar_hunt_observation_outcome(v).kind != OUTCOME_ONGOING)
        return error_set(err, "the game is over");
    if (v->to_move != q) return error_set(err, "it is your turn, not the opponent's");
    char name[4];
    mortar_hunt_square_text(a->square, name);
    if (a->kind == MORTAR_HUNT_ANNOUNCE_SETUP) {
        if (v->phase != MORTAR_HUNT_PHASE_SETUP || v->opponent_ready)
            return error_set(err, "the opponent has already placed their pieces");
        v->opponent_ready = 1;
        end_turn(v, q);
        if (q == MORTAR_HUNT_B) {
            v->phase = MORTAR_HUNT_PHASE_PLAY;
            v->turn = 1;
            v->history_turn = 1;
        }
        return true;
    }
    if (v->phase != MORTAR_HUNT_PHASE_PLAY) return error_set(err, "the opponent must place first");
    MortarHuntRecord r;
    memset(&r, 0, sizeof r);
    r.piece = r.square = r.dir = r.shooter = r.target = r.revealed = MORTAR_HUNT_NONE;
    r.type = MORTAR_HUNT_RECORD_MOVE;
    switch (a->kind) {
    case MORTAR_HUNT_ANNOUNCE_NO_SHOT:
        if (v->skips[q] >= 2)
            return error_set(err, "the opponent skipped twice already and had to shoot");
        v->skips[q]++;
        break;
    case MORTAR_HUNT_ANNOUNCE_SHOT: {
        if (!mortar_hunt_in_half(p, a->square))
            return error_set(err, "the opponent can only shoot into your half, not at %s", name);
        if (v->info.craters && v->marks[a->square])
            return error_set(err, "%s was already shot at (craters)", name);
        int result = mortar_hunt_shot_result(v->own, a->square);
        if (a->result != result)
            return error_set(err, "a shot at %s is a %s here, not a %s", name,
                             result == MORTAR_HUNT_RESULT_HIT ? "hit" : "miss",
                             a->result == MORTAR_HUNT_RESULT_HIT ? "hit" : "miss");
        if (result == MORTAR_HUNT_RESULT_HIT) {
            v->own[mortar_hunt_piece_on(v->own, a->square)].alive = 0;
            v->lost[p]++;
        }
        v->marks[a->square] = (uint8_t)mortar_hunt_mark_after(v->marks[a->square], result);
        v->skips[q] = 0;
        r.target = a->square;
        r.result = (uint8_t)result;
        break;
    }
    case MORTAR_HUNT_ANNOUNCE_SACRIFICE:
        if (!mortar_hunt_in_half(q, a->square))
            return error_set(err, "the opponent's pieces stand in their half, not on %s", name);
        if (v->skips[q] < 2)
            return error_set(err, "the opponent may sacrifice only when a shot is due");
        if (v->marks[a->square] == MORTAR_HUNT_MARK_HIT ||
            v->marks[a->square] == MORTAR_HUNT_MARK_SACRIFICE)
            return error_set(err, "a destroyed piece already lies on %s", name);
        v->marks[a->square] = MORTAR_HUNT_MARK_SACRIFICE;
        v->lost[q]++;
        v->skips[q] = 0;
        r.type = MORTAR_HUNT_RECORD_SACRIFICE;
        r.revealed = a->square;
        break;
    default:
        return error_set(err, "unknown announcement");
    }
    mortar_hunt_history_put(v->history[q], &v->count[q], v->turn - v->history_turn, &r);
    end_turn(v, q);
    return true;
}

bool mortar_hunt_observation_apply_opponent_shot(MortarHuntObservation *v, int target, int result,
                                                 Error *err) {
    MortarHuntAnnouncement a = {MORTAR_HUNT_ANNOUNCE_NO_SHOT, MORTAR_HUNT_NONE,
                                MORTAR_HUNT_RESULT_NONE};
    if (target != MORTAR_HUNT_NONE) {
        a.kind = MORTAR_HUNT_ANNOUNCE_SHOT;
        a.square = (uint8_t)target;
        a.result = (uint8_t)result;
    }
    return mortar_hunt_observation_apply_opponent(v, &a, err);
}

bool mortar_hunt_observation_play_text(MortarHuntObservation *v, const char *text, Error *err) {
    if (v->to_move != v->player) {
        MortarHuntAnnouncement a;
        return mortar_hunt_announcement_parse(text, &a, err) &&
               mortar_hunt_observation_apply_opponent(v, &a, err);
    }
    char move_text[GAME_MOVE_TEXT_MAX];
    const char *space = strchr(text, ' ');
    size_t len = space ? (size_t)(space - text) : strlen(text);
    if (len >= sizeof move_text) return error_set(err, "the move is too long");
    memcpy(move_text, text, len);
    move_text[len] = '\0';
    Move m;
    if (!mortar_hunt_observation_move_from_text(v, move_text, &m, err)) return false;
    int result = MORTAR_HUNT_RESULT_NONE;
    bool shoots = MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_TURN && MORTAR_HUNT_TURN_SHOOTS(m);
    if (shoots) {
        MortarHuntAnnouncement a;
        if (!space) return error_set(err, "the move shoots: add its result, like 'hit C7'");
        if (!mortar_hunt_announcement_parse(space + 1, &a, err)) return false;
        if (a.kind != MORTAR_HUNT_ANNOUNCE_SHOT || a.square != MORTAR_HUNT_TURN_TARGET(m))
            return error_set(err, "the result must name the target: 'hit <target>' or "
                                  "'miss <target>'");
        result = a.result;
    } else if (space) {
        return error_set(err, "unexpected '%s' after a move without a shot", space + 1);
    }
    return mortar_hunt_observation_apply_own(v, m, result, err);
}
