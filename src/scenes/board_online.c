/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene of a network game: its link to the referee server pumped every frame, the
 * moves that come in animated like the computer's, a new session taken up after a rematch or a
 * reconnection, and the panel's online parts — the status of the connection and the other
 * player, a draw offer and its answer, the fixed phrases, the kept copy of the record. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/file_system.h"
#include "net/net_link.h"
#include "scenes/board_dialog.h"
#include "scenes/board_online.h"
#include "scenes/board_shown.h"
#include "session/session_save.h"

/* How often the board looks at the network while nothing else wakes it, in milliseconds. */
#define BOARD_ONLINE_POLL_MS 50

/* The fixed phrases as the panel says them (the protocol's words, in the same order). */
static const char *const phrase_words[] = {"hello",  "good-game",   "thinking",
                                           "thanks", "well-played", "rematch?"};
static const char *const phrase_labels[] = {N_("Hello"),  N_("Good game"),   N_("Thinking…"),
                                            N_("Thanks"), N_("Well played"), N_("Rematch?")};
enum { PHRASES = 6 };

/* The link to the server, which owns the session; the session it gave last, the moves already
 * shown, what the panel asked and showed. */
struct BoardOnline {
    struct NetLink *link;
    unsigned serial;
    int seen_length;
    bool over_seen, recorded;
    bool saying;     /* the phrases to say are offered */
    bool draw_asked; /* this side offered a draw, not yet answered */
    unsigned said_seen, refusals_seen;
    bool rematch_told;
    bool draw_offer_shown; /* the other side's draw offer, as last drawn */
    int status_shown;      /* the connection's phase and a dropped side's seconds, as drawn */
    char record[1400];     /* the kept copy of the finished game, "" none yet */
    OnlineKept kept;       /* the game's entry among the games in progress while it is on */
};

/* The other player's side as the panel names it, translated (the second side to a spectator). */
static const char *other_side(const BoardData *b, const UiCatalog *catalog) {
    int other = board_shown(b)->local_side == 1 ? 0 : 1;
    return ui_tr(catalog, view_side_name(b->view, b->ctx->prefs->scheme, other));
}

static const char *phrase_label(const char *word) {
    for (int i = 0; i < PHRASES; i++)
        if (strcmp(phrase_words[i], word) == 0) return phrase_labels[i];
    return word;
}

/* The kept copy of a finished network game, in the saves folder like a saved game, once the
 * whole game is known (a game that hid something is revealed after its end); its entry among
 * the games in progress goes then. */
static void keep_record(BoardData *b, SceneContext *ctx) {
    if (b->online->recorded || !board_over(b) ||
        !session_revealed_state(b->session, board_length(b)))
        return;
    b->online->recorded = true;
    Error err;
    fs_make_directory(ctx->saves_dir);
    /* Numbered by the link's games, past any of the room's kept already: a game resumed after
     * the app ended is on a new link, and its room's earlier games (a rematch's) are there. */
    char path[1400], deleted[1420];
    struct stat st;
    for (unsigned n = b->online->serial;; n++) {
        snprintf(path, sizeof path, "%s/%s-online-%s-%u.rec", ctx->saves_dir,
                 session_rules(b->session)->id, net_link_code(b->online->link), n);
        snprintf(deleted, sizeof deleted, "%s%s", path, LIBRARY_DELETED_SUFFIX);
        if (stat(path, &st) != 0 && stat(deleted, &st) != 0) break;
    }
    if (session_save_write(b->session, NULL, path, &err)) {
        ctx->saves_exist = true;
        snprintf(b->online->record, sizeof b->online->record, "%s", path);
        online_kept_end(&b->online->kept, ctx); /* in the library now, no longer in progress */
    }
}

/* The stronger of two pieces of news. */
static BoardOnlineNews news_and(BoardOnlineNews a, BoardOnlineNews b) {
    return a > b ? a : b;
}

BoardOnlineNews board_online_update(BoardData *b, SceneContext *ctx) {
    net_link_pump(b->online->link, 0);
    BoardOnlineNews news = BOARD_ONLINE_QUIET;
    Session *now = net_link_session(b->online->link);
    if (now && net_link_session_serial(b->online->link) != b->online->serial) {
        /* A rematch or a reconnection: the game begins again from the server's lines. */
        b->online->serial = net_link_session_serial(b->online->link);
        b->session = now;
        b->online->seen_length = board_length(b);
        b->over_shown = b->over_sounded = false;
        b->online->recorded = false;
        b->online->rematch_told = false;
        b->online->draw_asked = false;
        b->message[0] = '\0'; /* what was said of the last game */
        b->progress = 1.0f;
        news = BOARD_ONLINE_GAME;
    }
    if (board_length(b) != b->online->seen_length) {
        bool one_more = board_length(b) == b->online->seen_length + 1;
        b->online->seen_length = board_length(b);
        b->online->draw_asked = false; /* a move answers an offer it does not accept */
        news = news_and(news, one_more ? BOARD_ONLINE_MOVE : BOARD_ONLINE_GAME);
    }
    if (board_over(b) && !b->over_shown && !b->online->over_seen) {
        b->online->over_seen = true;
        news = news_and(news, BOARD_ONLINE_GAME);
    }
    if (!board_over(b)) b->online->over_seen = false;
    keep_record(b, ctx);
    online_kept_follow(&b->online->kept, ctx, b->online->link);
    unsigned said = net_link_said_total(b->online->link);
    if (said != b->online->said_seen) {
        int sides[NET_LINK_SAID_MAX];
        char phrases[NET_LINK_SAID_MAX][32];
        int n = net_link_said(b->online->link, sides, phrases, NET_LINK_SAID_MAX);
        if (n > 0) {
            snprintf(b->message, sizeof b->message, "%s: %s",
                     ui_tr(ctx->catalog, view_side_name(b->view, ctx->prefs->scheme, sides[n - 1])),
                     ui_tr(ctx->catalog, phrase_label(phrases[n - 1])));
            b->message_is_error = false;
        }
        b->online->said_seen = said;
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    if (net_link_refusals(b->online->link) !=
        b->online->refusals_seen) { /* the server's reason, as it says it */
        b->online->refusals_seen = net_link_refusals(b->online->link);
        snprintf(b->message, sizeof b->message, "%s", net_link_error(b->online->link));
        b->message_is_error = true;
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    if (board_shown(b)->draw_offered != b->online->draw_offer_shown) { /* its card comes or goes */
        b->online->draw_offer_shown = board_shown(b)->draw_offered;
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    if (net_link_draw_declined(b->online->link) && b->online->draw_asked) {
        b->online->draw_asked = false;
        snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, N_("%s plays on")),
                 other_side(b, ctx->catalog));
        b->message_is_error = false;
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    if (net_link_rematch_asked(b->online->link) && !b->online->rematch_told && board_over(b)) {
        b->online->rematch_told = true;
        snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, N_("%s asks for a rematch")),
                 other_side(b, ctx->catalog));
        b->message_is_error = false;
        b->over_shown = true; /* the result and its Rematch button, to answer */
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    /* The status line follows the connection, a dropped player's time to come back, and a
     * player gone once that ran out. */
    const SessionShown *v = board_shown(b);
    int64_t ms_left = v->waiting_ms;
    int waiting = v->waiting_side;
    int gone = v->gone_side;
    int shown = (int)net_link_phase(b->online->link) * 1000000 + (gone + 1) * 100000 +
                (waiting >= 0 ? 1 + (int)(ms_left / 1000) : 0);
    if (shown != b->online->status_shown) {
        b->online->status_shown = shown;
        news = news_and(news, BOARD_ONLINE_SHOWN);
    }
    if (net_link_phase(b->online->link) != NET_LINK_FAILED)
        scene_wake_within(ctx, BOARD_ONLINE_POLL_MS);
    return news;
}

bool board_online_status(const BoardData *b, const UiDraw *d, char *out, size_t n) {
    if (board_over(b)) return false; /* the result says it all, whatever the connection */
    const char *other = other_side(b, d->catalog);
    switch (net_link_phase(b->online->link)) {
    case NET_LINK_FAILED:
        snprintf(out, n, T(d, "Connection lost: %s"), net_link_error(b->online->link));
        return true;
    case NET_LINK_RECONNECTING:
        snprintf(out, n, "%s", T(d, "Connection lost: reconnecting…"));
        return true;
    default:
        break;
    }
    if (!board_shown(b)->live) return false;
    /* A game without a clock whose player stayed away longer than allowed: not lost on time,
     * but theirs to come back to or the other player's to claim. */
    const SessionShown *v = board_shown(b);
    int gone = v->gone_side;
    if (gone >= 0) {
        const char *name = T(d, view_side_name(b->view, b->ctx->prefs->scheme, gone));
        if (v->local_side == 1 - gone)
            snprintf(out, n, T(d, "%s left the game: claim the win or wait"), name);
        else
            snprintf(out, n, T(d, "%s left the game"), name);
        return true;
    }
    int64_t ms = v->waiting_ms;
    int waiting = v->waiting_side;
    if (waiting >= 0) {
        char left[32];
        board_clock_text(ms, left, sizeof left);
        snprintf(out, n, T(d, "%s has dropped: %s to come back"),
                 T(d, view_side_name(b->view, b->ctx->prefs->scheme, waiting)), left);
        return true;
    }
    if (v->move_on_its_way) {
        snprintf(out, n, "%s", T(d, "Sending your move…"));
        return true;
    }
    int side = v->local_side;
    int to_move = session_to_move(b->session);
    if (side < 0) {
        snprintf(out, n, T(d, "%s to move"),
                 T(d, view_side_name(b->view, b->ctx->prefs->scheme, to_move)));
        return true;
    }
    if (to_move != side) {
        snprintf(out, n, T(d, "Waiting for %s"), other);
        return true;
    }
    return false; /* "Your move", as in any game */
}

/* The other player (or the server, at the end) is to answer. */
static bool board_online_waiting(const BoardData *b) {
    const SessionShown *v = board_shown(b);
    if (v->over) return !b->online->recorded && net_link_phase(b->online->link) != NET_LINK_FAILED;
    return net_link_phase(b->online->link) != NET_LINK_FAILED &&
           (v->move_on_its_way || v->end_on_its_way ||
            session_to_move(b->session) != v->local_side);
}

void board_online_buttons(BoardData *b, UiDraw *d, float x, float y, float w, float bh) {
    float gap = 8 * d->scale, half = (w - gap) / 2;
    bool on = !board_over(b) && board_shown(b)->local_side >= 0 &&
              net_link_phase(b->online->link) == NET_LINK_PLAYING;
    /* With the other player gone, the win is this one's to claim (a draw has nobody to agree). */
    if (on && board_shown(b)->gone_side == 1 - board_shown(b)->local_side)
        ui_button(d, "online.claim", T(d, "Claim the win"), (UiRect){x, y, half, bh},
                  UI_BUTTON_PRIMARY);
    else if (on && !board_shown(b)->draw_offered && !b->online->draw_asked)
        ui_button(d, "online.draw", T(d, "Offer a draw"), (UiRect){x, y, half, bh},
                  UI_BUTTON_SECONDARY);
    else
        ui_button_disabled(d, T(d, b->online->draw_asked && on ? "Draw offered" : "Offer a draw"),
                           (UiRect){x, y, half, bh});
    if (board_shown(b)->local_side >= 0 && net_link_phase(b->online->link) == NET_LINK_PLAYING)
        ui_button(d, "online.say", T(d, "Say…"), (UiRect){x + half + gap, y, half, bh},
                  UI_BUTTON_SECONDARY);
    else
        ui_button_disabled(d, T(d, "Say…"), (UiRect){x + half + gap, y, half, bh});
}

bool board_online_overlay(BoardData *b, UiDraw *d) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    if (b->online->saying) {
        UiRect c = board_overlay_dialog(b, d, 440, 260);
        d->layer = 20;
        ui_text(d, T(d, "Say to the other player"), c.x + 24 * sc, c.y + 20 * sc, 20, GFX_FONT_BOLD,
                GFX_ALIGN_LEFT, t->text);
        float bw = (c.w - 48 * sc - 12 * sc) / 2, bh = 40 * sc;
        for (int i = 0; i < PHRASES; i++) {
            char id[UI_ID_MAX];
            snprintf(id, sizeof id, "say.%s", phrase_words[i]);
            ui_button(d, id, T(d, phrase_labels[i]),
                      (UiRect){c.x + 24 * sc + (float)(i % 2) * (bw + 12 * sc),
                               c.y + 60 * sc + (float)(i / 2) * (bh + 8 * sc), bw, bh},
                      UI_BUTTON_SECONDARY);
        }
        ui_button(d, "say.cancel", T(d, "Cancel"),
                  (UiRect){c.x + c.w - 24 * sc - bw, c.y + c.h - 52 * sc, bw, bh}, UI_BUTTON_QUIET);
        d->layer = 0;
        return true;
    }
    if (board_shown(b)->draw_offered && !board_over(b) && board_shown(b)->live) {
        char text[160];
        snprintf(text, sizeof text, T(d, "%s offers a draw"), other_side(b, d->catalog));
        const char *const ids[2] = {"draw.accept", "draw.decline"};
        const char *const labels[2] = {T(d, "Accept the draw"), T(d, "Play on")};
        board_question_dialog(b, d, text, ids, labels);
        return true;
    }
    return false;
}

bool board_online_blocks_board(const BoardData *b) {
    return b->online->saying ||
           (board_shown(b)->draw_offered && !board_over(b) && board_shown(b)->live);
}

bool board_online_event(BoardData *b, SceneContext *ctx, const char *id) {
    Error err = {{0}};
    if (strcmp(id, "online.draw") == 0) {
        if (session_offer_draw(b->session, &err)) {
            b->online->draw_asked = true;
            snprintf(b->message, sizeof b->message, "%s", ui_tr(ctx->catalog, "Draw offered"));
            b->message_is_error = false;
        }
    } else if (strcmp(id, "online.claim") == 0) {
        session_claim(b->session, &err); /* the game ends when the server says so */
    } else if (strcmp(id, "online.say") == 0) {
        b->online->saying = true;
    } else if (strcmp(id, "say.cancel") == 0) {
        b->online->saying = false;
    } else if (strncmp(id, "say.", 4) == 0) {
        b->online->saying = false;
        net_link_say(b->online->link, id + 4);
    } else if (strcmp(id, "draw.accept") == 0 || strcmp(id, "draw.decline") == 0) {
        session_answer_draw(b->session, strcmp(id, "draw.accept") == 0, &err);
    } else {
        return false;
    }
    if (err.message[0]) {
        snprintf(b->message, sizeof b->message, "%s", ui_tr(ctx->catalog, err.message));
        b->message_is_error = true;
    }
    return true;
}

bool board_online_back(BoardData *b) {
    if (!b->online || !b->online->saying) return false;
    b->online->saying = false;
    return true;
}

bool board_online_playing(const BoardData *b) {
    return net_link_phase(b->online->link) == NET_LINK_PLAYING;
}

bool board_online_query(const BoardData *b, const char *key, char *out, size_t n) {
    if (strcmp(key, "online") == 0)
        return snprintf(out, n, "%s",
                        b->online ? net_link_phase_name(net_link_phase(b->online->link)) : "no"),
               true;
    if (!b->online) return false;
    if (strcmp(key, "remote") == 0) /* the other player's turn, or the game's end on its way */
        return snprintf(out, n, "%s", board_online_waiting(b) ? "yes" : "no"), true;
    if (strcmp(key, "code") == 0)
        return snprintf(out, n, "%s", net_link_code(b->online->link)), true;
    if (strcmp(key, "side") == 0)
        return snprintf(out, n, "%d", board_shown(b)->local_side + 1), true;
    if (strcmp(key, "record") == 0) return snprintf(out, n, "%s", b->online->record), true;
    if (strcmp(key, "draw") == 0)
        return snprintf(out, n, "%s", board_shown(b)->draw_offered ? "offered" : "none"), true;
    if (strcmp(key, "gone") == 0) /* the side gone (from 1), or none */
        return snprintf(out, n, "%d", board_shown(b)->gone_side + 1), true;
    return false;
}

void board_online_free(BoardData *b) {
    if (!b->online) return;
    net_link_free(b->online->link); /* with its session */
    free(b->online);
    b->online = NULL;
    b->session = NULL;
}

bool board_online_start(BoardData *b, struct NetLink *link, const OnlineKept *kept) {
    b->online = calloc(1, sizeof *b->online);
    if (!b->online) {
        net_link_free(link);
        return false;
    }
    b->online->link = link;
    if (kept) b->online->kept = *kept;
    b->online->serial = net_link_session_serial(link);
    b->session = net_link_session(link);
    b->online->seen_length = board_length(b);
    return true;
}
