/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing online: the Join page (games hosted on this network, or an address and a room code
 * typed or pasted as an invite) and the room page that follows a connection until its game
 * starts — a hosted game's code and invite while the friend is awaited, or a game in progress
 * taken up again with its seat's token — and then hands the game to a board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/file_system.h"
#include "core/text_file.h"
#include "net/net_invite.h"
#include "net/net_lan.h"
#include "net/net_link.h"
#include "scenes/online_kept.h"
#include "scenes/scene.h"

/* How often a page that waits on the network looks again, in milliseconds. */
#define ONLINE_POLL_MS 50

static void online_link_settings(const SceneContext *ctx, NetLinkSettings *out) {
    memset(out, 0, sizeof *out);
    session_settings_init(&out->session);
    out->session.depth_limit = ctx->ai_depth;
    out->name = "duelboard";
}

/* The referee server a game hosted here runs on: its rooms are kept beside the saved games. */
static void hosted_server_settings(const SceneContext *ctx, NetServerSettings *server,
                                   char *data_dir, size_t n) {
    net_server_settings_default(server);
    fs_make_directory(ctx->saves_dir);
    snprintf(data_dir, n, "%s/hosted", ctx->saves_dir);
    server->data_dir = data_dir;
}

/* The room page. */
typedef struct RoomData {
    NetLink *link; /* NULL once handed to the board, or when a resumed game could not start */
    bool hosting;
    /* A game in progress taken up again (its entry kept.file): leaving the page keeps it, and
     * when it cannot go on the page offers to remove it. */
    bool resuming;
    char resume_error[ERROR_MESSAGE_MAX]; /* why the link could not even be made */
    char remove_error[ERROR_MESSAGE_MAX]; /* why the entry could not be removed */
    OnlineKept kept;                      /* the game's entry among the games in progress */
    char invite[NET_INVITE_MAX];
    char note[160]; /* "Invite copied" */
    /* What the page showed last: it is drawn again when the link moves on. */
    NetLinkPhase shown_phase;
    char shown_code[NET_ROOM_CODE_LENGTH + 1];
    bool announced;
} RoomData;

static void room_destroy(Scene *s) {
    RoomData *r = s->data;
    if (r) net_link_free(r->link);
    free(r);
}

static bool room_update(Scene *s, SceneContext *ctx, float dt) {
    (void)dt;
    RoomData *r = s->data;
    if (!r->link || scene_stack_busy(ctx->stack)) return false;
    NetLinkPhase phase = net_link_pump(r->link, 0);
    online_kept_follow(&r->kept, ctx, r->link);
    if (!r->invite[0]) net_link_invite(r->link, r->invite, sizeof r->invite);
    bool changed = phase != r->shown_phase || strcmp(net_link_code(r->link), r->shown_code) != 0 ||
                   net_link_announced(r->link) != r->announced;
    r->shown_phase = phase;
    snprintf(r->shown_code, sizeof r->shown_code, "%s", net_link_code(r->link));
    r->announced = net_link_announced(r->link);
    if (phase == NET_LINK_PLAYING && net_link_session(r->link)) {
        NetLink *link = r->link;
        r->link = NULL; /* the board owns it now, and the game's entry */
        scene_push(ctx->stack, ctx, scene_board_create_online(ctx, link, &r->kept));
        r->kept.file[0] = '\0';
        return true;
    }
    if (phase != NET_LINK_FAILED) ctx->wake_after_ms = ONLINE_POLL_MS;
    return changed;
}

static void room_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)in;
    RoomData *r = s->data;
    /* A room left before its game began is given up (a game resumed stays among the games in
     * progress: its page says whether it can go on). */
    if (scene_back_requested(a) && !r->resuming && r->link) online_kept_end(&r->kept, ctx);
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE) return;
    if (strcmp(a->id, "resume.keep") == 0) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        scene_pop(ctx->stack, ctx);
        return;
    }
    if (strcmp(a->id, "resume.remove") == 0 && r->resuming) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        Error err = {{0}};
        if (!online_entry_remove(ctx, r->kept.file, &err)) {
            snprintf(r->remove_error, sizeof r->remove_error, "%s", err.message);
            return;
        }
        r->kept.file[0] = '\0';
        if (ctx->saves_changed) ctx->saves_changed(ctx->host);
        scene_pop(ctx->stack, ctx);
        return;
    }
    if (strcmp(a->id, "room.copy") == 0 && r->invite[0]) {
        ctx->copy_text(ctx->host, r->invite);
        snprintf(r->note, sizeof r->note, "%s", N_("Invite copied"));
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    }
}

/* A game that could not be resumed: the reason, and whether to remove it or keep it to try
 * again later. The more likely choice is the primary one: removing it when the server refused
 * (the room is gone, the seat lost), keeping it when the server could not be reached. */
static void draw_resume_failed(const RoomData *r, UiDraw *d, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char text[600];
    snprintf(text, sizeof text, T(d, "This game could not be resumed: %s"),
             r->link ? net_link_error(r->link) : r->resume_error);
    y = ui_paragraph(d, text, x, y, w, 18, GFX_FONT_BOLD, t->error, 24, 4);
    y += 8 * sc;
    y = ui_paragraph(d,
                     T(d, "If the room is gone or your seat was lost, remove the game. Keep it to "
                          "try again later."),
                     x, y, w, 15, GFX_FONT_REGULAR, t->text_dim, 21, 3);
    y += 14 * sc;
    bool refused = r->link && net_link_refusals(r->link) > 0;
    float gap = 12 * sc, bw = (w - gap) / 2;
    if (bw > 240 * sc) bw = 240 * sc;
    ui_button(d, "resume.remove", T(d, "Remove this game"), (UiRect){x, y, bw, 42 * sc},
              refused ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
    ui_button(d, "resume.keep", T(d, "Keep it"), (UiRect){x + bw + gap, y, bw, 42 * sc},
              refused ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
    if (r->remove_error[0])
        ui_paragraph(d, r->remove_error, x, y + 56 * sc, w, 15, GFX_FONT_REGULAR, t->error, 20, 3);
}

/* What the room page shows, one decision for its drawing and its query `view`. */
typedef enum RoomView {
    ROOM_VIEW_HANDED,        /* the link went to the board, which is fading in */
    ROOM_VIEW_RESUME_FAILED, /* a game resumed cannot go on: remove it or keep it */
    ROOM_VIEW_FAILED,
    ROOM_VIEW_TAKING_BACK, /* a game resumed, its seat on its way back */
    ROOM_VIEW_CONNECTING,
    ROOM_VIEW_JOINING,
    ROOM_VIEW_WAITING, /* a host's room: the code and invite while the friend is awaited */
} RoomView;

static RoomView room_view(const RoomData *r) {
    if (!r->link)
        return r->resuming && r->resume_error[0] ? ROOM_VIEW_RESUME_FAILED : ROOM_VIEW_HANDED;
    NetLinkPhase phase = net_link_phase(r->link);
    if (phase == NET_LINK_FAILED) return r->resuming ? ROOM_VIEW_RESUME_FAILED : ROOM_VIEW_FAILED;
    /* A resumed game is shown as its room once the seat is back, if the game has not begun (a
     * host's friend still to come); until then, and while the server cannot be reached, it says
     * what it is doing. */
    if (r->resuming && !(phase == NET_LINK_WAITING && net_link_side(r->link) >= 0))
        return ROOM_VIEW_TAKING_BACK;
    if (phase == NET_LINK_CONNECTING || !net_link_code(r->link)[0]) return ROOM_VIEW_CONNECTING;
    if (!r->hosting && !r->resuming) return ROOM_VIEW_JOINING;
    return ROOM_VIEW_WAITING;
}

static void room_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    RoomData *r = s->data;
    const UiTheme *t = d->theme;
    float sc = d->scale;
    scene_draw_page(d,
                    T(d, r->resuming  ? "Resume online game"
                         : r->hosting ? "Host a game"
                                      : "Join a game"),
                    true);
    float w = 620 * sc, x = (d->w - w) / 2, y = 120 * sc;
    if (w > d->w - 40 * sc) w = d->w - 40 * sc, x = 20 * sc;
    float h = d->h - y - 30 * sc;
    if (h > 400 * sc) h = 400 * sc; /* no taller than what it holds */
    gfx_draw_shadow(d->r, x - 20 * sc, y - 20 * sc, w + 40 * sc, h, 14 * sc, 12 * sc, t->shadow, 1);
    gfx_draw_panel(d->r, x - 20 * sc, y - 20 * sc, w + 40 * sc, h, 14 * sc, t->surface, 2);
    char text[512];
    const char *code = r->link ? net_link_code(r->link) : "";
    switch (room_view(r)) {
    case ROOM_VIEW_HANDED:
        return;
    case ROOM_VIEW_RESUME_FAILED:
        draw_resume_failed(r, d, x, y, w);
        return;
    case ROOM_VIEW_FAILED:
        snprintf(text, sizeof text, T(d, "The game could not go on: %s"), net_link_error(r->link));
        ui_paragraph(d, text, x, y, w, 18, GFX_FONT_BOLD, t->error, 24, 4);
        return;
    case ROOM_VIEW_TAKING_BACK:
        snprintf(text, sizeof text, T(d, "Taking back your seat in room %s…"), code);
        y = ui_paragraph(d, text, x, y, w, 20, GFX_FONT_BOLD, t->text, 26, 2);
        if (net_link_phase(r->link) == NET_LINK_RECONNECTING) {
            y += 8 * sc;
            y = ui_paragraph(d, T(d, "The server cannot be reached yet: trying again…"), x, y, w,
                             15, GFX_FONT_REGULAR, t->text_dim, 21, 2);
            ui_paragraph(d, net_link_error(r->link), x, y, w, 14, GFX_FONT_REGULAR, t->text_dim, 20,
                         3);
        }
        return;
    case ROOM_VIEW_CONNECTING:
        ui_paragraph(d, T(d, "Connecting…"), x, y, w, 20, GFX_FONT_BOLD, t->text, 26, 2);
        return;
    case ROOM_VIEW_JOINING:
        snprintf(text, sizeof text, T(d, "Joining room %s…"), code);
        ui_paragraph(d, text, x, y, w, 20, GFX_FONT_BOLD, t->text, 26, 2);
        return;
    case ROOM_VIEW_WAITING:
        break;
    }
    y = ui_paragraph(d, T(d, "Waiting for your friend to join"), x, y, w, 20, GFX_FONT_BOLD,
                     t->text, 26, 2);
    y += 8 * sc;
    ui_text(d, T(d, "Room code"), x, y, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
    y += 22 * sc;
    ui_register(d->ui, "room.code", (UiRect){x, y, w, 48 * sc}, UI_KIND_AREA);
    ui_text(d, code, x, y, 40, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->accent);
    y += 64 * sc;
    ui_text(d, T(d, "Invite"), x, y, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
    y += 22 * sc;
    y = ui_paragraph(d, r->invite, x, y, w, 17, GFX_FONT_BOLD, t->text, 23, 2);
    y += 10 * sc;
    float bw = 200 * sc;
    ui_button(d, "room.copy", T(d, "Copy invite"), (UiRect){x, y, bw, 42 * sc}, UI_BUTTON_PRIMARY);
    if (r->note[0])
        ui_text(d, T(d, r->note), x + bw + 16 * sc, y + 10 * sc, 15, GFX_FONT_REGULAR,
                GFX_ALIGN_LEFT, t->text_dim);
    y += 60 * sc;
    bool here = net_link_server_port(r->link) > 0;
    const char *lan = !here ? T(d, "Send the invite, or the code and the server's address.")
                      : net_link_announced(r->link)
                          ? T(d, "Players on this network see the game in their Join list.")
                          : T(d, "Send the invite, or the code and this computer's address. "
                                 "Over the internet the port must be open to this computer.");
    y = ui_paragraph(d, lan, x, y, w, 15, GFX_FONT_REGULAR, t->text_dim, 21, 3);
    if (here) {
        snprintf(text, sizeof text, T(d, "Port %d"), net_link_server_port(r->link));
        ui_text(d, text, x, y + 4 * sc, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
    }
}

static bool room_query(const Scene *s, const char *key, char *out, size_t n) {
    const RoomData *r = s->data;
    if (strcmp(key, "phase") == 0)
        return snprintf(out, n, "%s",
                        r->link              ? net_link_phase_name(net_link_phase(r->link))
                        : r->resume_error[0] ? "failed"
                                             : "playing"),
               true;
    if (strcmp(key, "code") == 0)
        return snprintf(out, n, "%s", r->link ? net_link_code(r->link) : ""), true;
    if (strcmp(key, "invite") == 0) return snprintf(out, n, "%s", r->invite), true;
    if (strcmp(key, "error") == 0)
        return snprintf(out, n, "%s", r->link ? net_link_error(r->link) : r->resume_error), true;
    if (strcmp(key, "resuming") == 0)
        return snprintf(out, n, "%s", r->resuming ? "yes" : "no"), true;
    if (strcmp(key, "view") == 0) { /* what the page shows */
        static const char *const views[] = {"handed",     "resume-failed", "failed", "taking-back",
                                            "connecting", "joining",       "waiting"};
        return snprintf(out, n, "%s", views[room_view(r)]), true;
    }
    return false;
}

/* The room page for `link` (NULL: a game to resume that could not start, `kept` says which).
 * `kept` names the game's entry among the games in progress, if it has one yet. */
static Scene scene_room_create(SceneContext *ctx, NetLink *link, bool hosting,
                               const OnlineKept *kept) {
    (void)ctx;
    RoomData *r = calloc(1, sizeof *r);
    if (r) {
        r->link = link;
        r->hosting = hosting;
        if (kept) r->kept = *kept;
    } else {
        net_link_free(link);
    }
    Scene s = {.name = "room",
               .data = r,
               .destroy = room_destroy,
               .event = room_event,
               .update = room_update,
               .draw = room_draw,
               .query = room_query};
    return s;
}

bool scene_host_online(SceneContext *ctx, const char *host_words, const char *server_address,
                       Error *err) {
    NetLinkSettings settings;
    online_link_settings(ctx, &settings);
    OnlineKept kept = {.here = !server_address};
    snprintf(kept.host_words, sizeof kept.host_words, "%s", host_words);
    NetLink *link;
    if (server_address) { /* a server of the players' own: the room is made there */
        char host[NET_HOST_MAX];
        int port;
        if (!net_address_parse(server_address, host, sizeof host, &port, err)) return false;
        link = net_link_open(NET_LINK_HOST, host, port, host_words, NULL, &settings, err);
    } else {
        NetServerSettings server;
        char data_dir[1200];
        hosted_server_settings(ctx, &server, data_dir, sizeof data_dir);
        link = net_link_host_here(&server, host_words, &settings, err);
    }
    if (!link) return false;
    scene_push(ctx->stack, ctx, scene_room_create(ctx, link, true, &kept));
    return true;
}

bool scene_resume_online(SceneContext *ctx, const char *file, Error *err) {
    OnlineEntry e;
    if (!online_entry_read(ctx, file, &e))
        return error_set(err, "%s is not a network game in progress", file);
    NetLinkSettings settings;
    online_link_settings(ctx, &settings);
    OnlineKept kept = {.here = e.here};
    snprintf(kept.file, sizeof kept.file, "%s", file);
    snprintf(kept.server, sizeof kept.server, "%s", e.server);
    Error why = {{0}};
    NetLink *link = NULL;
    char host[NET_HOST_MAX];
    int port;
    if (net_address_parse(e.server, host, sizeof host, &port, &why)) {
        if (e.here) { /* the server went with the app that ran it: it runs again, on that port */
            NetServerSettings server;
            char data_dir[1200];
            hosted_server_settings(ctx, &server, data_dir, sizeof data_dir);
            server.port = port;
            link = net_link_rejoin_here(&server, e.room, e.seat, &settings, &why);
        } else {
            link = net_link_open(NET_LINK_REJOIN, host, port, e.room, e.seat, &settings, &why);
        }
    }
    Scene s = scene_room_create(ctx, link, e.here, &kept);
    RoomData *r = s.data;
    if (!r) return error_set(err, "out of memory");
    r->resuming = true;
    if (!link) snprintf(r->resume_error, sizeof r->resume_error, "%s", why.message);
    scene_push(ctx->stack, ctx, s);
    return true;
}

/* Joins (or with `watch`, watches) room `code` at host:port. */
static bool scene_join_online(SceneContext *ctx, const char *host, int port, const char *code,
                              bool watch, Error *err) {
    NetLinkSettings settings;
    online_link_settings(ctx, &settings);
    NetLink *link = net_link_open(watch ? NET_LINK_WATCH : NET_LINK_JOIN, host, port, code, NULL,
                                  &settings, err);
    if (!link) return false;
    scene_push(ctx->stack, ctx, scene_room_create(ctx, link, false, NULL));
    return true;
}

/* The Join page. */
typedef struct JoinData {
    NetLanBrowser *lan;
    char lan_error[200];
    char address[NET_INVITE_MAX]; /* host, host:port or a whole invite */
    char code[16];
    char error[300];
    NetLanGame games[NET_LAN_GAMES_MAX]; /* as drawn last */
    int game_count;
    char *editing;     /* the field with the focus at the last frame (address or code), NULL */
    bool address_kept; /* the address is the one joined last, as the settings keep it, untouched */
    bool join_at_once; /* started with an invite: join it as soon as the page is up */
} JoinData;

static void join_destroy(Scene *s) {
    JoinData *j = s->data;
    if (j) net_lan_browse_free(j->lan);
    free(j);
}

/* Keeps the address a join was asked for in the settings, for the Join page to offer next time
 * (an invite's server as host:port: its room code is for one game only). */
static void remember_address(SceneContext *ctx, const char *address) {
    if (ui_prefs_set_join_address(ctx->prefs, address)) ctx->prefs_changed(ctx->host);
}

static void join_by_fields(JoinData *j, SceneContext *ctx, bool watch) {
    NetInvite invite;
    Error err;
    char host[NET_HOST_MAX];
    int port;
    j->error[0] = '\0';
    if (net_invite_parse(j->address, &invite, &err)) {
        char address[UI_PREFS_ADDRESS_MAX];
        bool v6 = strchr(invite.host, ':') != NULL; /* [::1]:7654 */
        snprintf(address, sizeof address, "%s%s%s:%d", v6 ? "[" : "", invite.host, v6 ? "]" : "",
                 invite.port);
        remember_address(ctx, address);
        if (!scene_join_online(ctx, invite.host, invite.port, invite.code, watch, &err))
            snprintf(j->error, sizeof j->error, "%s", err.message);
        return;
    }
    if (!net_address_parse(j->address, host, sizeof host, &port, &err)) {
        snprintf(j->error, sizeof j->error, "%s", err.message);
        return;
    }
    if (!net_room_code_valid(j->code)) {
        snprintf(j->error, sizeof j->error, "%s", N_("A room code is six letters and digits"));
        return;
    }
    char typed[UI_PREFS_ADDRESS_MAX];
    snprintf(typed, sizeof typed, "%s", j->address);
    remember_address(ctx, text_trim(typed));
    if (!scene_join_online(ctx, host, port, j->code, watch, &err))
        snprintf(j->error, sizeof j->error, "%s", err.message);
}

static bool join_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    JoinData *j = s->data;
    if (!j->editing) return false;
    /* What is pasted over the address joined last (an invite, most often) takes its place rather
     * than being added to it; typing and Backspace edit it. */
    char pasted[NET_INVITE_MAX];
    if (j->editing == j->address && j->address_kept && in->kind == UI_INPUT_KEY &&
        in->key == UI_KEY_CHAR && in->ctrl && in->ch == 'v' && ctx->paste_text &&
        ctx->paste_text(ctx->host, pasted, sizeof pasted)) {
        j->address[0] = '\0';
        ui_text_field_insert(j->address, sizeof j->address, pasted);
        j->address_kept = false;
        j->error[0] = '\0';
        return true;
    }
    /* An invite pasted into the address fills it whole; a code is six characters. */
    if (!scene_text_field_input(ctx, j->editing, j->editing == j->code ? 7 : sizeof j->address, in))
        return false;
    if (j->editing == j->address) j->address_kept = false;
    j->error[0] = '\0';
    return true;
}

static void join_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)in;
    JoinData *j = s->data;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ACTIVATE) return;
    if (strcmp(a->id, "join.address") == 0 || strcmp(a->id, "join.code") == 0) {
        /* A click gives the field the focus (the widgets do); Enter in it joins. */
        if (in && in->kind == UI_INPUT_KEY && in->key == UI_KEY_ENTER)
            join_by_fields(j, ctx, false);
        return;
    }
    if (strcmp(a->id, "join.go") == 0 || strcmp(a->id, "join.watch") == 0) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        join_by_fields(j, ctx, strcmp(a->id, "join.watch") == 0);
        return;
    }
    int index;
    if (sscanf(a->id, "join.lan.%d", &index) == 1 && index >= 0 && index < j->game_count) {
        const NetLanGame *g = &j->games[index];
        Error err;
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        if (!scene_join_online(ctx, g->address, g->port, g->code, false, &err))
            snprintf(j->error, sizeof j->error, "%s", err.message);
    }
}

static bool join_update(Scene *s, SceneContext *ctx, float dt) {
    (void)dt;
    JoinData *j = s->data;
    if (j->join_at_once && !scene_stack_busy(ctx->stack)) {
        j->join_at_once = false;
        join_by_fields(j, ctx, false);
    }
    ctx->wake_after_ms = 500; /* the list of games on this network changes by itself */
    NetLanGame games[NET_LAN_GAMES_MAX];
    int count = j->lan ? net_lan_games(j->lan, games, NET_LAN_GAMES_MAX) : 0;
    return count != j->game_count;
}

static void join_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    JoinData *j = s->data;
    const UiTheme *t = d->theme;
    float sc = d->scale;
    scene_draw_page(d, T(d, "Join a game"), true);
    float w = 640 * sc, x = (d->w - w) / 2, y = 110 * sc;
    if (w > d->w - 40 * sc) w = d->w - 40 * sc, x = 20 * sc;
    gfx_draw_shadow(d->r, x - 20 * sc, y - 16 * sc, w + 40 * sc, d->h - y - 10 * sc, 14 * sc,
                    12 * sc, t->shadow, 1);
    gfx_draw_panel(d->r, x - 20 * sc, y - 16 * sc, w + 40 * sc, d->h - y - 10 * sc, 14 * sc,
                   t->surface, 2);
    /* Without a list of the network's games (no Avahi daemon here, or a system without one),
     * the page is about the invite alone. */
    ui_text(d, j->lan ? T(d, "Games on this network") : T(d, "Join by invite"), x, y, 17,
            GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
    y += 30 * sc;
    j->game_count = j->lan ? net_lan_games(j->lan, j->games, NET_LAN_GAMES_MAX) : 0;
    float row = 44 * sc, list_bottom = d->h - 200 * sc;
    if (!j->lan) {
        y = ui_paragraph(d, T(d, "This computer cannot look for games on the network."), x, y, w,
                         15, GFX_FONT_REGULAR, t->text_dim, 20, 2);
        y = ui_paragraph(d,
                         T(d, "Paste the invite your friend sent, or type the host's address and "
                              "the room code."),
                         x, y, w, 15, GFX_FONT_REGULAR, t->text_dim, 20, 3) +
            16 * sc;
    } else if (j->game_count == 0) {
        y = ui_paragraph(d, T(d, "None found yet. Ask your friend to host a game."), x, y, w, 15,
                         GFX_FONT_REGULAR, t->text_dim, 20, 2) +
            8 * sc;
    }
    for (int i = 0; i < j->game_count && y + row <= list_bottom; i++) {
        const NetLanGame *g = &j->games[i];
        const GameRules *rules = game_find(g->game);
        char label[256], id[UI_ID_MAX];
        snprintf(label, sizeof label, "%s · %s · %s", rules ? rules->title : g->game, g->code,
                 g->host);
        snprintf(id, sizeof id, "join.lan.%d", i);
        ui_button(d, id, label, (UiRect){x, y, w, row - 6 * sc}, UI_BUTTON_SECONDARY);
        y += row;
    }
    if (j->lan) {
        y += 10 * sc;
        ui_text(d, T(d, "Or type the address and the room code (or paste the invite)"), x, y, 15,
                GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
        y += 26 * sc;
    }
    float code_w = 150 * sc, go_w = 120 * sc, gap = 10 * sc;
    float address_w = w - code_w - go_w - 2 * gap;
    ui_text_field(d, "join.address", j->address, T(d, "Address or invite"),
                  (UiRect){x, y, address_w, 44 * sc});
    ui_text_field(d, "join.code", j->code, T(d, "Room code"),
                  (UiRect){x + address_w + gap, y, code_w, 44 * sc});
    j->editing = ui_holds_focus(d->ui, "join.address") ? j->address
                 : ui_holds_focus(d->ui, "join.code")  ? j->code
                                                       : NULL;
    ui_button(d, "join.go", T(d, "Join"), (UiRect){x + w - go_w, y, go_w, 44 * sc},
              UI_BUTTON_PRIMARY);
    y += 52 * sc;
    /* A full room, or a game to follow: a spectator sees only what neither side hides. */
    ui_button(d, "join.watch", T(d, "Watch"), (UiRect){x + w - go_w, y, go_w, 40 * sc},
              UI_BUTTON_SECONDARY);
    y += 52 * sc;
    if (j->error[0])
        ui_paragraph(d, T(d, j->error), x, y, w, 15, GFX_FONT_REGULAR, t->error, 20, 3);
}

static bool join_query(const Scene *s, const char *key, char *out, size_t n) {
    const JoinData *j = s->data;
    if (strcmp(key, "error") == 0) return snprintf(out, n, "%s", j->error), true;
    if (strcmp(key, "lan") == 0) return snprintf(out, n, "%d", j->game_count), true;
    if (strcmp(key, "address") == 0) return snprintf(out, n, "%s", j->address), true;
    return false;
}

Scene scene_join_create(SceneContext *ctx, const char *invite) {
    JoinData *j = calloc(1, sizeof *j);
    if (j && invite) {
        snprintf(j->address, sizeof j->address, "%s", invite);
        j->join_at_once = true;
    } else if (j) { /* the address joined last, for a game with the same friend */
        snprintf(j->address, sizeof j->address, "%s", ctx->prefs->join_address);
        j->address_kept = j->address[0] != '\0';
    }
    if (j) {
        Error err;
        j->lan = net_lan_browse(&err);
        if (!j->lan) snprintf(j->lan_error, sizeof j->lan_error, "%s", err.message);
    }
    Scene s = {.name = "join",
               .data = j,
               .destroy = join_destroy,
               .input = join_input,
               .event = join_event,
               .update = join_update,
               .draw = join_draw,
               .query = join_query};
    return s;
}
