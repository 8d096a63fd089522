/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `match --server`: the match's games played through a referee server, each side a computer
 * level at its own network seat that knows only what its side may know. */
#include <stdio.h>
#include <string.h>

#include "cli/cli_match_net.h"
#include "net/net_link.h"
#include "net/net_message.h"

/* How long one game may take through the server, in pumps of PUMP_MS. */
#define PUMP_MS 10
#define GAME_PUMPS_MAX (30 * 60 * 1000 / PUMP_MS)

static NetLinkSettings settings_for(const char *level, const AiLimits *limits) {
    NetLinkSettings s = {.name = "duelboard-cli-match"};
    session_settings_init(&s.session);
    s.session.seats[0] = session_seat_from_name(level);
    s.session.depth_limit = limits->depth;
    s.session.movetime_ms = (int)limits->movetime_ms;
    return s;
}

/* Pumps a link and lets its computer move; true while it still has something to do (the game
 * not over, or its whole record not yet told). */
static bool drive(NetLink *l) {
    net_link_pump(l, 0);
    Session *s = net_link_session(l);
    if (s) session_poll(s, true);
    return net_link_phase(l) != NET_LINK_FAILED &&
           !(s && session_over(s) && session_revealed_state(s, session_length(s)));
}

double cli_match_game_through(const char *host, int port, const GameRules *g,
                              const GameOptions *opt, uint64_t seed, const char *const levels[2],
                              const AiLimits *limits, FILE *log) {
    char words[NET_LINE_MAX], options[NET_LINE_MAX];
    game_options_format(opt, options, sizeof options);
    snprintf(words, sizeof words, "%s %s%sseed=%llu seat=1", g->id, options, options[0] ? " " : "",
             (unsigned long long)seed);
    Error err;
    NetLinkSettings first = settings_for(levels[0], limits);
    NetLinkSettings second = settings_for(levels[1], limits);
    NetLink *a = net_link_open(NET_LINK_HOST, host, port, words, NULL, &first, &err);
    if (!a) {
        fprintf(stderr, "match: %s\n", err.message);
        return -1;
    }
    for (int i = 0; i < 1000 && !net_link_code(a)[0] && net_link_phase(a) != NET_LINK_FAILED; i++)
        net_link_pump(a, PUMP_MS);
    NetLink *b = net_link_code(a)[0] ? net_link_open(NET_LINK_JOIN, host, port, net_link_code(a),
                                                     NULL, &second, &err)
                                     : NULL;
    if (!b) {
        fprintf(stderr, "match: no game through the server: %s\n",
                net_link_code(a)[0] ? err.message : net_link_error(a));
        net_link_free(a);
        return -1;
    }
    bool busy = true;
    for (int i = 0; i < GAME_PUMPS_MAX && busy; i++) {
        bool first_busy = drive(a), second_busy = drive(b); /* both, every time */
        busy = first_busy || second_busy;
        if (busy) net_link_pump(a, PUMP_MS); /* a wait, taking what comes meanwhile */
    }
    double result = -1;
    Session *s = net_link_session(a);
    if (busy || !s || !session_over(s)) {
        fprintf(stderr, "match: the game through the server did not end: %s%s\n", net_link_error(a),
                net_link_error(b));
    } else {
        Outcome o = session_outcome(s);
        result = o.kind == OUTCOME_WIN ? (o.winner == 0 ? 1.0 : 0.0) : 0.5;
        if (log) {
            const char *text = session_shown(s)->status;
            fprintf(log, "game seed %llu room %s %s as %s: %s after %d plies -> %.1f\n",
                    (unsigned long long)seed, net_link_code(a), levels[0], g->player_names[0], text,
                    session_length(s), result);
        }
    }
    net_link_free(b);
    net_link_free(a);
    return result;
}
