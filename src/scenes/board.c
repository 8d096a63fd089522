/* The board scene, the mid end every game's board plugs into: it owns the game line, the
 * players, undo and redo, the computer's thread, hints, review, autosave and saves, and asks the
 * game's view only to lay out, draw and turn input into move text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "ai/ai_player.h"
#include "core/text_file.h"
#include "rules/game_record.h"
#include "scenes/board_scene.h"
#include "scenes/saved_game.h"

/* Earlier versions named the levels of the new-game panel by number. */
static const char *player_name(const char *name) {
    if (strcmp(name, "ai1") == 0) return "beginner";
    if (strcmp(name, "ai2") == 0) return "casual";
    if (strcmp(name, "ai3") == 0) return "strong";
    return name;
}

bool board_is_human(const BoardData *b, int side) {
    return strcmp(b->players[side], "human") == 0;
}

static bool hot_seat(const BoardData *b) {
    return board_is_human(b, 0) && board_is_human(b, 1);
}

/* Whether some of this position is hidden from one side: observe() exists, or conceal() changes
 * what one side may know. */
static bool position_hides(const BoardData *b, const void *st) {
    const GameRules *g = b->line.rules;
    if (g->observe) return true;
    if (!g->conceal) return false;
    for (int p = 0; p < 2; p++) {
        g->conceal(st, p, b->scratch);
        if (memcmp(b->scratch, st, g->state_size) != 0) return true;
    }
    return false;
}

static int live_to_move(const BoardData *b) {
    return b->line.rules->to_move(game_line_state(&b->line));
}

/* Whether the side to move is about to choose something the other side may not see: the
 * position hides something already, or one of its moves would make it hide something (Gottaz's
 * secret draft before the first pick). Between two people such a turn is taken behind a privacy
 * screen. Reads what position_changed found first: hides_moves, and the moves of a person to
 * move (both sides are people here). */
static bool turn_is_secret(BoardData *b) {
    const GameRules *g = b->line.rules;
    if (b->hides_moves) return true;
    if (!g->conceal) return false;
    /* The person's legal moves, as position_changed listed them for the side to move. */
    const void *st = game_line_state(&b->line);
    void *next = malloc(g->state_size);
    bool secret = false;
    for (int i = 0; next && i < b->move_count && !secret; i++) {
        memcpy(next, st, g->state_size);
        g->apply(next, b->moves[i]);
        secret = position_hides(b, next);
    }
    free(next);
    return secret;
}

/* The side drawn nearest the player: the person's side against the computer; in a hot-seat game
 * the side at the screen when the game hides something, the side to move when the board turns
 * for each player, else the first side. */
static int viewer(const BoardData *b, const SceneContext *ctx) {
    if (!board_is_human(b, 0) && board_is_human(b, 1)) return 1;
    if (hot_seat(b) && b->screen_side >= 0) return b->screen_side;
    if (hot_seat(b) && ctx->prefs->flip_board && !b->over) return live_to_move(b);
    return 0;
}

int board_screen_side(const BoardData *b) {
    return b->privacy_side >= 0 ? BOARD_SHOWS_NEITHER : viewer(b, b->ctx);
}

/* The frame of the position the scene shows now, as side `me` may know it. */
static ViewFrame frame_as(BoardData *b, const SceneContext *ctx, int me) {
    const GameRules *g = b->line.rules;
    bool live = b->review < 0;
    int index = live ? b->line.length : b->review;
    const void *st = game_line_state_at(&b->line, index);
    ViewFrame f = {.rules = g,
                   .position = view_position(g, st, me, b->position),
                   .viewer = me,
                   .to_move = g->to_move(st),
                   .has_last = index > 0,
                   .progress = live ? b->progress : 1.0f,
                   .hint = live ? b->hint : "",
                   .coordinates = ctx->prefs->show_coordinates,
                   .scheme = ctx->prefs->scheme,
                   .time = b->time};
    if (index > 0) {
        f.last = b->line.moves[index - 1];
        f.before = view_position(g, game_line_state_at(&b->line, index - 1), me, b->before);
    }
    if (g->observe && b->over) f.revealed = st;
    if (g->observe && !b->over && me == board_screen_side(b)) {
        /* Made once per position, not per frame: the belief takes a search's worth of work. */
        uint64_t of = view_hash(f.position, g->observation_size) | 1;
        if (of != b->hidden_heat_of) {
            b->hidden_heat_cells = ai_hidden_heat(g, f.position, b->hidden_heat, GAME_CELLS_MAX);
            b->hidden_heat_of = of;
        }
        if (b->hidden_heat_cells > 0) {
            f.hidden_heat = b->hidden_heat;
            f.hidden_heat_cells = b->hidden_heat_cells;
        }
    }
    f.can_act = live && !b->over && b->privacy_side < 0 && board_is_human(b, f.to_move) &&
                (!g->observe || f.to_move == me);
    if (f.can_act) {
        f.moves = b->moves;
        f.texts = (const char(*)[GAME_MOVE_TEXT_MAX])b->texts;
        f.move_count = b->move_count;
    }
    return f;
}

ViewFrame board_frame(BoardData *b, const SceneContext *ctx) {
    return frame_as(b, ctx, viewer(b, ctx));
}

void board_side_note(BoardData *b, const SceneContext *ctx, UiDraw *d, int side, char *out,
                     size_t n) {
    out[0] = '\0';
    if (!b->view->side_note) return;
    if (board_screen_side(b) != BOARD_SHOWS_NEITHER) {
        ViewFrame f = board_frame(b, ctx);
        b->view->side_note(&f, side, d, out, n);
        return;
    }
    char seen[2][64];
    for (int as = 0; as < 2; as++) {
        ViewFrame f = frame_as(b, ctx, as);
        seen[as][0] = '\0';
        b->view->side_note(&f, side, d, seen[as], sizeof seen[as]);
    }
    if (strcmp(seen[0], seen[1]) == 0) snprintf(out, n, "%s", seen[0]);
}

/* The position undo goes back to: the last one before the live one where a person is to move;
 * -1 when there is none. */
static int undo_target(const BoardData *b) {
    const GameRules *g = b->line.rules;
    int back = b->line.length - 1;
    while (back >= 0 && !board_is_human(b, g->to_move(game_line_state_at(&b->line, back)))) back--;
    return back;
}

bool board_action_available(const BoardData *b, BoardAction action) {
    if (board_screen_side(b) == BOARD_SHOWS_NEITHER) return false;
    switch (action) {
    case BOARD_ACTION_UNDO:
        return undo_target(b) >= 0;
    case BOARD_ACTION_REDO:
        return b->line.length < b->redo_top;
    case BOARD_ACTION_HINT:
        return !b->over && b->review < 0 && board_is_human(b, live_to_move(b));
    case BOARD_ACTION_RESIGN:
        return !b->over && (board_is_human(b, 0) || board_is_human(b, 1));
    case BOARD_ACTION_SAVE:
        return true;
    }
    return false;
}

/* The text of move `index` of the game as the side at the screen may read it (the history
 * query): the notation, or "…" for a move hidden from that side (every hidden move behind a
 * privacy screen). */
static void move_notation(const BoardData *b, int index, char *out, size_t n) {
    const GameRules *g = b->line.rules;
    const void *st = game_line_state_at(&b->line, index);
    int shown = board_screen_side(b);
    if (b->hides_moves && (shown == BOARD_SHOWS_NEITHER || g->to_move(st) != shown)) {
        snprintf(out, n, "\xe2\x80\xa6"); /* the other side's move: what it was is theirs */
        return;
    }
    if (!g->move_to_text(st, b->line.moves[index], out, n)) snprintf(out, n, "?");
}

void board_move_words(const BoardData *b, int index, char *out, size_t n) {
    const GameRules *g = b->line.rules;
    const void *st = game_line_state_at(&b->line, index);
    /* Once the game hides nothing any more (over, or a secret draft done) every move is told
     * as its mover knows it; until then as the side at the screen may know it. */
    int reader = b->hides_moves ? board_screen_side(b) : g->to_move(st);
    if (!ui_move_text(b->ctx->catalog, g, st, b->line.moves[index], reader, true,
                      b->ctx->prefs->notation, out, n))
        snprintf(out, n, "\xe2\x80\xa6");
}

/* Appends to a record, as comments, what a side knows (its board and, in Mortar Hunt, its pad,
 * as describe_observation writes them): the side at the screen while the game is on, both once it
 * is over. Loading skips comments, so the record replays as before. */
static char *with_views(BoardData *b, char *text) {
    const GameRules *g = b->line.rules;
    if (!text || !g->observe || !g->describe_observation) return text;
    size_t cap = 1 << 16;
    void *view = malloc(g->observation_size);
    char *desc = malloc(cap);
    for (int side = 0; side < 2 && view && desc; side++) {
        if (!b->over && side != viewer(b, b->ctx)) continue;
        g->observe(game_line_state(&b->line), side, view);
        g->describe_observation(view, desc, cap);
        size_t used = strlen(text), size = used + strlen(desc) + 128;
        for (const char *p = desc; *p; p++) size += *p == '\n' ? 2 : 0;
        char *grown = realloc(text, size);
        if (!grown) break;
        text = grown;
        used += (size_t)snprintf(text + used, size - used, "# What side %s knows:\n# ",
                                 g->player_names[side]);
        for (const char *p = desc; *p; p++) {
            text[used++] = *p;
            if (*p == '\n') text[used++] = '#', text[used++] = ' ';
        }
        snprintf(text + used, size - used, "\n");
    }
    free(view);
    free(desc);
    return text;
}

/* Writes the game as a record to `path` (atomically); on failure the panel shows why. A Save
 * (`views`) also holds what the side at the screen knows, as comments. */
static bool write_record(BoardData *b, const char *path, bool views) {
    GameRecordPlayers pl;
    snprintf(pl.name[0], sizeof pl.name[0], "%s", b->players[0]);
    snprintf(pl.name[1], sizeof pl.name[1], "%s", b->players[1]);
    Error err;
    char *text = game_record_format(&b->line, &pl, &err);
    if (views) text = with_views(b, text);
    bool ok = text && text_file_write_atomic(path, text, strlen(text), &err);
    free(text);
    if (!ok) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
    }
    return ok;
}

static void autosave(BoardData *b, SceneContext *ctx) {
    if (!ctx->autosave_path[0]) return;
    if (b->over) {
        /* A finished game is not offered to continue. */
        if (remove(ctx->autosave_path) == 0 && ctx->saves_changed) ctx->saves_changed(ctx->host);
        return;
    }
    if (write_record(b, ctx->autosave_path, false) && ctx->saves_changed)
        ctx->saves_changed(ctx->host);
}

/* The person's reward or commiseration: a win sound when a person won (or in a hot-seat game,
 * whoever won), the losing one when the computer beat the person. */
static void game_over_sound(BoardData *b, SceneContext *ctx, Outcome o) {
    if (b->over_sounded) return;
    b->over_sounded = true;
    int winner = b->resigned >= 0 ? 1 - b->resigned : o.kind == OUTCOME_WIN ? o.winner : -1;
    bool lost = winner >= 0 && !board_is_human(b, winner) && !hot_seat(b);
    ctx->play_sound(ctx->host, lost ? SCENE_SOUND_LOSE : SCENE_SOUND_WIN);
}

static void start_computer(BoardData *b, int side, bool hint) {
    const char *player =
        hint ? (board_is_human(b, 1 - side) ? "casual" : b->players[1 - side]) : b->players[side];
    Error err;
    b->hint_asked = hint;
    uint64_t seed = b->line.seed * 0x9e3779b97f4a7c15ull + (uint64_t)b->line.length;
    if (!board_ai_start(&b->ai, &b->line, player, b->depth_limit, b->movetime_ms, seed, ++b->ticket,
                        &err)) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
    }
}

/* Searches, without a clock, the position after `reply`, the move the person is expected to
 * make next (see start_pondering). */
static void ponder_on(BoardData *b, Move reply) {
    int side = live_to_move(b);
    GameLine after;
    Error err;
    if (!game_line_copy(&after, &b->line, &err)) return;
    /* The seed the search would get at that position, so a pondered move is the one an
     * unpondered search of the same depth would choose. */
    uint64_t seed = b->line.seed * 0x9e3779b97f4a7c15ull + (uint64_t)(b->line.length + 1);
    if (game_line_play(&after, reply, &err) &&
        board_ai_ponder(&b->ai, &after, b->players[1 - side], b->depth_limit, b->movetime_ms, seed,
                        ++b->ticket, &err)) {
        b->ponder_move = reply;
        b->ponder_length = b->line.length + 1;
        b->ponder_ticket = b->ticket;
    }
    game_line_free(&after);
}

/* Whether the computer may think on the person's time now: asked for in the settings, the
 * window in use, a game against the computer that hides nothing, the person to move. */
static bool may_ponder(const BoardData *b, const SceneContext *ctx) {
    int side = live_to_move(b);
    return ctx->prefs->ponder && !ctx->window_idle && !hot_seat(b) && !b->over && !b->hides_moves &&
           !b->line.rules->observe && b->line.length > 0 && board_is_human(b, side) &&
           !board_is_human(b, 1 - side);
}

/* After the computer's move in a game that hides nothing, while the person thinks: the computer
 * searches the position after the reply its own search expected, without a clock. */
static void start_pondering(BoardData *b, const SceneContext *ctx) {
    Move reply;
    if (!may_ponder(b, ctx)) return;
    Move last = b->line.moves[b->line.length - 1];
    if (!board_ai_expected_reply(&b->ai, last, &reply) ||
        !game_move_is_legal(b->line.rules, game_line_state(&b->line), reply))
        return;
    ponder_on(b, reply);
}

/* After every change of the live position: its legal moves, the end of the game, the privacy
 * screen, the computer's turn, the autosave. */
static void position_changed(BoardData *b, SceneContext *ctx, bool save) {
    /* The person made the move the computer was pondering on: its search goes on, now timed. */
    bool ponder_hit = board_ai_pondering(&b->ai) && b->line.length == b->ponder_length &&
                      b->line.moves[b->line.length - 1] == b->ponder_move;
    if (ponder_hit) {
        board_ai_ponderhit(&b->ai);
        b->ticket = b->ponder_ticket;
        b->hint_asked = false;
    } else {
        board_ai_cancel(&b->ai);
    }
    b->hint[0] = '\0';
    b->review = -1;
    b->confirm_resign = false;
    b->ponder_paused = false;
    if (b->view->reset) b->view->reset(b->view_data);
    const GameRules *g = b->line.rules;
    const void *st = game_line_state(&b->line);
    Outcome o = game_line_outcome(&b->line);
    b->over = o.kind != OUTCOME_ONGOING || b->resigned >= 0;
    b->hides_moves = !b->over && position_hides(b, st);
    int side = g->to_move(st);
    b->move_count = 0;
    if (!b->over && board_is_human(b, side)) {
        b->move_count = game_line_moves(&b->line, b->moves, GAME_MOVES_MAX);
        for (int i = 0; i < b->move_count; i++)
            if (!g->move_to_text(st, b->moves[i], b->texts[i], GAME_MOVE_TEXT_MAX))
                b->texts[i][0] = '\0';
    }
    /* Between two people, a turn whose choice the other side may not see is taken behind a
     * privacy screen unless its player is already at the screen; once nothing is secret any
     * more (the game over, a secret draft done) the screen belongs to no one in particular. */
    bool secret = !b->over && hot_seat(b) && turn_is_secret(b);
    if (secret && side != b->screen_side) b->privacy_side = side;
    if (!secret) b->screen_side = -1;
    if (b->privacy_side >= 0) b->progress = 1.0f; /* no move goes on moving behind the screen */
    if (b->over) {
        b->over_shown = true;
        game_over_sound(b, ctx, o);
    } else if (!board_is_human(b, side)) {
        if (!ponder_hit) start_computer(b, side, false);
    } else {
        start_pondering(b, ctx);
    }
    if (save) autosave(b, ctx);
}

static void play_move(BoardData *b, SceneContext *ctx, Move m) {
    Error err;
    if (b->line.length < b->redo_top && b->line.moves[b->line.length] != m)
        b->redo_top = 0; /* a new line: what was undone cannot be redone */
    if (!game_line_play(&b->line, m, &err)) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
        return;
    }
    if (b->redo_top < b->line.length) b->redo_top = b->line.length;
    float factor = ui_anim_factor(ctx->prefs->anim_speed);
    ViewFrame f = board_frame(b, ctx);
    float seconds = b->view->move_seconds ? b->view->move_seconds(&f) : 0.0f;
    b->anim_seconds = seconds * factor;
    b->progress = b->anim_seconds > 0 ? 0.0f : 1.0f;
    ctx->play_sound(ctx->host, SCENE_SOUND_MOVE);
    position_changed(b, ctx, true);
}

/* A move a person made on the board: played when the rules take it, else their reason shown and
 * the position left as it was. */
static void person_move(BoardData *b, SceneContext *ctx, const char *text) {
    const GameRules *g = b->line.rules;
    const void *st = game_line_state(&b->line);
    Move m;
    Error err = {{0}};
    if (!g->move_from_text(st, text, &m, &err) || !game_move_is_legal(g, st, m)) {
        snprintf(b->message, sizeof b->message, "%s",
                 err.message[0] ? ui_tr(ctx->catalog, err.message) : text);
        b->message_is_error = true;
        if (b->view->reset) b->view->reset(b->view_data);
        return;
    }
    b->message[0] = '\0';
    play_move(b, ctx, m);
}

/* A view may give several moves of one player at once, separated by spaces (a Gottaz preset
 * fills the set in one click): each is played while that player is still to move. */
static void person_moves(BoardData *b, SceneContext *ctx, const char *text) {
    const GameRules *g = b->line.rules;
    int side = g->to_move(game_line_state(&b->line));
    char list[GAME_MOVE_TEXT_MAX];
    snprintf(list, sizeof list, "%s", text);
    for (char *save = NULL, *one = strtok_r(list, " ", &save); one;
         one = strtok_r(NULL, " ", &save)) {
        int length = b->line.length;
        if (g->to_move(game_line_state(&b->line)) != side || b->privacy_side >= 0) break;
        person_move(b, ctx, one);
        if (b->line.length != length + 1) break;
    }
}

/* Undo: back to the person's previous turn (against the computer that takes back its reply and
 * the person's move); nothing when the person has not moved yet. */
static void undo(BoardData *b, SceneContext *ctx) {
    int back = undo_target(b);
    if (back < 0) return;
    board_ai_cancel(&b->ai);
    b->resigned = -1;
    b->over_sounded = false;
    b->line.length = back;
    b->progress = 1.0f;
    b->message[0] = '\0';
    position_changed(b, ctx, true);
}

static void redo(BoardData *b, SceneContext *ctx) {
    if (b->line.length >= b->redo_top) return;
    board_ai_cancel(&b->ai);
    Error err;
    do {
        Move m = b->line.moves[b->line.length];
        if (!game_line_play(&b->line, m, &err)) break;
    } while (b->line.length < b->redo_top && !board_is_human(b, live_to_move(b)));
    b->progress = 1.0f;
    position_changed(b, ctx, true);
}

static void go_to_menu(BoardData *b, SceneContext *ctx) {
    board_ai_cancel(&b->ai);
    scene_pop_to_root(ctx->stack, ctx);
}

static void save_game(BoardData *b, SceneContext *ctx) {
    mkdir(ctx->saves_dir, 0700);
    char name[64], path[1300];
    time_t now = ctx->wall_clock > 0 ? (time_t)ctx->wall_clock : time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(name, sizeof name, "%Y%m%d-%H%M%S", &tm);
    snprintf(path, sizeof path, "%s/%s-%s.rec", ctx->saves_dir, b->line.rules->id, name);
    for (int k = 2; access(path, F_OK) == 0 && k < 100; k++)
        snprintf(path, sizeof path, "%s/%s-%s-%d.rec", ctx->saves_dir, b->line.rules->id, name, k);
    if (!write_record(b, path, true)) return;
    const char *base = strrchr(path, '/');
    snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, "Saved as %s"),
             base ? base + 1 : path);
    b->message_is_error = false;
    ctx->saves_exist = true;
}

/* A new game with the same options and the sides swapped. */
static void rematch(BoardData *b, SceneContext *ctx) {
    board_ai_cancel(&b->ai);
    GameLine fresh;
    Error err;
    GameOptions opt = b->line.options;
    game_options_swap_person(&opt, b->line.rules->options, b->line.rules->option_count);
    bool ok = b->line.from_fen
                  ? game_line_start_fen(&fresh, b->line.rules, b->line.start_fen, &err)
                  : game_line_start(&fresh, b->line.rules, &opt, b->line.seed + 1, &err);
    if (!ok) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
        return;
    }
    game_line_free(&b->line);
    b->line = fresh;
    char first[BOARD_PLAYER_MAX];
    snprintf(first, sizeof first, "%s", b->players[0]);
    snprintf(b->players[0], sizeof b->players[0], "%s", b->players[1]);
    snprintf(b->players[1], sizeof b->players[1], "%s", first);
    for (int side = 0; side < 2; side++) ai_player_prepare(b->players[side], &b->line, false);
    b->redo_top = 0;
    b->resigned = -1;
    b->over_shown = b->over_sounded = false;
    b->screen_side = -1;
    b->privacy_side = -1;
    b->progress = 1.0f;
    b->message[0] = '\0';
    position_changed(b, ctx, true);
}

static void resign(BoardData *b, SceneContext *ctx) {
    if (b->over) return;
    int side = live_to_move(b);
    if (!board_is_human(b, side)) side = board_is_human(b, 0) ? 0 : 1;
    b->resigned = side;
    position_changed(b, ctx, true);
}

/* The player asked for takes the screen with a view as fresh as at the game's start: nothing the
 * previous player selected, hovered, filtered or scrolled to stays (it would tell their choices).
 */
static void take_screen(BoardData *b) {
    b->screen_side = b->privacy_side;
    b->privacy_side = -1;
    memset(b->view_data, 0, b->view->data_size ? b->view->data_size : 1);
    if (b->view->reset) b->view->reset(b->view_data);
}

static void review_step(BoardData *b, int delta) {
    int at = (b->review < 0 ? b->line.length : b->review) + delta;
    if (at < 0) at = 0;
    if (at > b->line.length) at = b->line.length;
    b->review = at;
    if (b->view->reset) b->view->reset(b->view_data);
}

static void board_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    BoardData *b = s->data;
    if (in->kind == UI_INPUT_KEY && in->key == UI_KEY_TAB) b->keys_on_board = false;
    if (a->kind == UI_ACTION_SCROLL) {
        b->history_scroll += (float)a->delta;
        if (b->history_scroll < 0) b->history_scroll = 0;
        return;
    }
    if (a->kind == UI_ACTION_BACK && b->confirm_resign) {
        b->confirm_resign = false;
        return;
    }
    if (a->kind == UI_ACTION_BACK && b->review >= 0) {
        b->review = -1;
        b->over_shown = b->over;
        return;
    }
    if (a->kind == UI_ACTION_BACK && !b->keys_on_board) {
        b->keys_on_board = true;
        return;
    }
    if (scene_back_requested(a)) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        go_to_menu(b, ctx);
        return;
    }
    if (a->kind != UI_ACTION_ACTIVATE) return;
    const char *id = a->id;
    /* Behind a privacy screen only what neither side hides can be done: take the screen, or
     * leave (the panel offers nothing else; this holds for any action that reaches here). */
    if (b->privacy_side >= 0 && strcmp(id, "board.privacy") != 0 && strcmp(id, "board.menu") != 0)
        return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    if (strcmp(id, "board.privacy") == 0 && b->privacy_side >= 0) {
        take_screen(b);
    } else if (strcmp(id, "board.undo") == 0 && board_action_available(b, BOARD_ACTION_UNDO)) {
        undo(b, ctx);
    } else if (strcmp(id, "board.redo") == 0 && board_action_available(b, BOARD_ACTION_REDO)) {
        redo(b, ctx);
    } else if (strcmp(id, "board.hint") == 0 && board_action_available(b, BOARD_ACTION_HINT)) {
        start_computer(b, live_to_move(b), true);
    } else if (strcmp(id, "board.resign") == 0 && board_action_available(b, BOARD_ACTION_RESIGN)) {
        b->confirm_resign = true;
    } else if (strcmp(id, "resign.yes") == 0 && b->confirm_resign) {
        b->confirm_resign = false;
        resign(b, ctx);
    } else if (strcmp(id, "resign.no") == 0) {
        b->confirm_resign = false;
    } else if (strcmp(id, "board.save") == 0 && board_action_available(b, BOARD_ACTION_SAVE)) {
        save_game(b, ctx);
    } else if (strcmp(id, "over.save") == 0) {
        save_game(b, ctx);
    } else if (strcmp(id, "board.menu") == 0 || strcmp(id, "over.menu") == 0) {
        go_to_menu(b, ctx);
    } else if (strcmp(id, "over.rematch") == 0) {
        rematch(b, ctx);
    } else if (strcmp(id, "over.review") == 0) {
        b->over_shown = false;
        b->review = 0;
    } else if (strcmp(id, "board.live") == 0) {
        b->review = -1;
        b->over_shown = b->over; /* back at a finished game: its result and Rematch again */
    } else if (strcmp(id, "board.prev") == 0) {
        review_step(b, -1);
    } else if (strcmp(id, "board.next") == 0) {
        review_step(b, 1);
    } else if (strncmp(id, "history.", 8) == 0) {
        int index = atoi(id + 8) + 1;
        b->review = index >= b->line.length && !b->over ? -1 : index;
        if (b->view->reset) b->view->reset(b->view_data);
    }
}

/* Input meant for the board goes to the view before the panel's widgets see it. */
static bool board_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    BoardData *b = s->data;
    if (b->privacy_side >= 0 || b->over_shown || b->confirm_resign || !b->view->input ||
        !b->view->layout)
        return false;
    if (in->kind == UI_INPUT_KEY && (!b->keys_on_board || in->key == UI_KEY_TAB)) return false;
    if (in->kind == UI_INPUT_KEY && b->review >= 0 &&
        (in->key == UI_KEY_LEFT || in->key == UI_KEY_RIGHT)) {
        review_step(b, in->key == UI_KEY_LEFT ? -1 : 1);
        return true;
    }
    if (in->kind == UI_INPUT_PRESS && view_rect_contains(b->area, in->x, in->y))
        b->keys_on_board = true;
    ViewFrame f = board_frame(b, ctx);
    b->view->layout(b->view_data, &f, b->area, b->scale);
    char move[GAME_MOVE_TEXT_MAX] = "";
    ViewResult r = b->view->input(b->view_data, &f, in, move, sizeof move);
    if (r == VIEW_MOVE && f.can_act) {
        person_moves(b, ctx, move);
        return true;
    }
    if (r == VIEW_TAKEN && in->kind == UI_INPUT_PRESS) b->message[0] = '\0';
    return r != VIEW_IGNORED;
}

static bool board_update(Scene *s, SceneContext *ctx, float dt) {
    BoardData *b = s->data;
    b->time += dt;
    bool moving = false;
    /* Thinking ahead stops while the window is minimised or in the background (or the setting
     * is turned off) and starts again, on the same position, when the player is back. */
    if (board_ai_pondering(&b->ai) && !may_ponder(b, ctx)) {
        board_ai_cancel(&b->ai);
        b->ponder_paused = b->line.length + 1 == b->ponder_length;
    } else if (b->ponder_paused && may_ponder(b, ctx) && !board_ai_busy(&b->ai)) {
        b->ponder_paused = false;
        ponder_on(b, b->ponder_move);
    }
    if (b->progress < 1.0f) {
        b->progress += b->anim_seconds > 0 ? dt / b->anim_seconds : 1.0f;
        if (b->progress > 1.0f) b->progress = 1.0f;
        moving = true;
    }
    if (b->view->animating) {
        ViewFrame f = board_frame(b, ctx);
        if (b->view->animating(b->view_data, &f)) moving = true;
    }
    if (board_ai_busy(&b->ai)) {
        moving = true; /* the thinking indicator turns */
        unsigned ticket;
        bool ok;
        Move m;
        Error err;
        /* The computer's reply waits for the person's move to finish animating. */
        if (b->progress >= 1.0f && board_ai_collect(&b->ai, &ticket, &ok, &m, &err)) {
            if (!ok) {
                snprintf(b->message, sizeof b->message, "%s", err.message);
                b->message_is_error = true;
            } else if (ticket == b->ticket && b->hint_asked) {
                if (!b->line.rules->move_to_text(game_line_state(&b->line), m, b->hint,
                                                 sizeof b->hint))
                    b->hint[0] = '\0';
                char words[GAME_WORDS_TEXT_MAX];
                const GameRules *g = b->line.rules;
                const void *st = game_line_state(&b->line);
                if (!ui_move_text(ctx->catalog, g, st, m, g->to_move(st), false,
                                  ctx->prefs->notation, words, sizeof words))
                    snprintf(words, sizeof words, "%s", b->hint);
                snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, "Hint: %s"), words);
                b->message_is_error = false;
            } else if (ticket == b->ticket &&
                       game_move_is_legal(b->line.rules, game_line_state(&b->line), m)) {
                play_move(b, ctx, m);
            }
        }
    }
    return moving;
}

/* Every image the view will draw, rasterized at its size when the board is first drawn (while
 * the scene fades in) rather than at the first move that shows it. */
static void prepare_images(BoardData *b, const ViewFrame *f, UiDraw *d) {
    enum { IMAGES_MAX = 32 };
    float scale = d->r->pixel_scale;
    UiRect key = {b->area.w, b->area.h, scale, 0}; /* a resize or a new scale: new sizes */
    if (!b->view->images || memcmp(&key, &b->images_for, sizeof key) == 0) return;
    const char *names[IMAGES_MAX];
    int w[IMAGES_MAX], h[IMAGES_MAX];
    int n = b->view->images(b->view_data, f, scale, names, w, h, IMAGES_MAX);
    for (int i = 0; i < n; i++) {
        Error err;
        gfx_svg_get(d->svg, names[i], w[i], h[i], &err); /* a missing one is reported when drawn */
    }
    b->images_for = key;
}

static void board_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    BoardData *b = s->data;
    float sc = d->scale;
    char title[160];
    snprintf(title, sizeof title, "%s", b->line.rules->title);
    scene_draw_page(d, title, true);
    float top = 76 * sc + 16 * sc, margin = 20 * sc;
    float panel_w = 320 * sc;
    if (panel_w > d->w * 0.4f) panel_w = d->w * 0.4f;
    float panel_x = d->w - panel_w - margin;
    b->area = (UiRect){margin, top, panel_x - 2 * margin, d->h - top - margin};
    b->scale = sc; /* input and scripts lay the view out as it was last drawn */
    if (b->area.w < 1) b->area.w = 1;
    if (b->area.h < 1) b->area.h = 1;
    bool hidden = b->privacy_side >= 0;
    ui_register(d->ui, "board.area", b->area, UI_KIND_AREA); /* for tests: where the board is */
    if (!hidden && b->view->layout && b->view->draw) {
        ViewFrame f = board_frame(b, ctx);
        b->view->layout(b->view_data, &f, b->area, sc);
        prepare_images(b, &f, d);
        b->view->draw(b->view_data, &f, d);
    } else if (!hidden) {
        gfx_draw_material(d->r, b->area.x, b->area.y, b->area.w, b->area.h, 16 * sc,
                          b->view->look.material, (GfxColor){1, 1, 1, 1}, 2);
    }
    board_panel_draw(b, ctx, d, panel_x, top);
    board_overlay_draw(b, d);
}

static void history_text(const BoardData *b, char *out, size_t n) {
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < b->line.length && used < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        move_notation(b, i, text, sizeof text);
        used += (size_t)snprintf(out + used, n - used, "%s%s", used ? " " : "", text);
    }
}

/* The answers that hold a side's secrets, as they read behind a privacy screen: nothing. */
static bool private_query(const char *key) {
    static const char *const keys[] = {"hint", "message", "moves", "legal", "expected"};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (strcmp(key, keys[i]) == 0) return true;
    return false;
}

static bool board_query(const Scene *s, const char *key, char *out, size_t n) {
    const BoardData *b = s->data;
    const GameRules *g = b->line.rules;
    const void *st = game_line_state(&b->line);
    if (strcmp(key, "screen") == 0) { /* whose secrets the screen may show: a side, or none */
        int shown = board_screen_side(b);
        if (shown == BOARD_SHOWS_NEITHER) return snprintf(out, n, "none"), true;
        return snprintf(out, n, "%s", b->hides_moves ? g->player_names[shown] : "all"), true;
    }
    if (board_screen_side(b) == BOARD_SHOWS_NEITHER && private_query(key))
        return snprintf(out, n, "%s", strcmp(key, "moves") == 0 ? "0" : ""), true;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", g->id), true;
    if (strcmp(key, "options") == 0) { /* as a record holds them: the seed apart */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < b->line.options.count && used < n; i++) {
            const GameOption *o = &b->line.options.items[i];
            if (strcmp(o->key, "seed") != 0)
                used += (size_t)snprintf(out + used, n - used, "%s=%s ", o->key, o->value);
        }
        if (used < n) snprintf(out + used, n - used, "seed=%llu", (unsigned long long)b->line.seed);
        return true;
    }
    if (strcmp(key, "names") == 0) /* the sides as the panel calls them, in its language */
        return snprintf(out, n, "%s,%s",
                        ui_tr(b->ctx->catalog, view_side_name(b->view, b->ctx->prefs->scheme, 0)),
                        ui_tr(b->ctx->catalog, view_side_name(b->view, b->ctx->prefs->scheme, 1))),
               true;
    if (strcmp(key, "players") == 0)
        return snprintf(out, n, "%s,%s", b->players[0], b->players[1]), true;
    if (strcmp(key, "fen") == 0) {
        /* Where a side's pieces or picks are hidden, the whole position is told only once the
         * game no longer hides anything. */
        if (b->hides_moves) return snprintf(out, n, "hidden"), true;
        if (!g->to_fen(st, out, n)) snprintf(out, n, "?");
        return true;
    }
    if (strcmp(key, "view") == 0) {
        /* What the side at the screen knows, in the one-line form an engine playing it is told;
         * "none" behind a privacy screen, which shows no side. */
        if (!g->observe || !g->side || !g->side->to_text) return false;
        if (b->privacy_side >= 0) return snprintf(out, n, "none"), true;
        int side = viewer(b, b->ctx);
        void *view = malloc(g->observation_size);
        if (!view) return snprintf(out, n, "?"), true;
        g->observe(st, side, view);
        if (!g->side->to_text(view, out, n)) snprintf(out, n, "?");
        free(view);
        return true;
    }
    if (strcmp(key, "status") == 0) {
        Outcome o = game_line_outcome(&b->line);
        if (b->resigned >= 0)
            snprintf(out, n, "win %s resignation", g->player_names[1 - b->resigned]);
        else
            game_outcome_text(g, st, o, out, n);
        return true;
    }
    if (strcmp(key, "to_move") == 0)
        return snprintf(out, n, "%s", g->player_names[g->to_move(st)]), true;
    if (strcmp(key, "history") == 0) return history_text(b, out, n), true;
    if (strcmp(key, "pondering") == 0)
        return snprintf(out, n, "%s", board_ai_pondering(&b->ai) ? "yes" : "no"), true;
    if (strcmp(key, "expected") == 0) { /* the move the computer ponders on, "" none */
        out[0] = '\0';
        if (board_ai_pondering(&b->ai) && !g->move_to_text(st, b->ponder_move, out, n))
            out[0] = '\0';
        return true;
    }
    if (strcmp(key, "searching") == 0) /* any search for a move to show: a reply or a hint */
        return snprintf(out, n, "%s", board_ai_busy(&b->ai) ? "yes" : "no"), true;
    if (strcmp(key, "thinking") == 0)
        return snprintf(out, n, "%s", board_ai_busy(&b->ai) && !b->hint_asked ? "yes" : "no"), true;
    if (strcmp(key, "hint") == 0) return snprintf(out, n, "%s", b->hint), true;
    if (strcmp(key, "message") == 0) return snprintf(out, n, "%s", b->message), true;
    if (strcmp(key, "plies") == 0) return snprintf(out, n, "%d", b->line.length), true;
    if (strcmp(key, "review") == 0) return snprintf(out, n, "%d", b->review), true;
    if (strcmp(key, "over") == 0) return snprintf(out, n, "%s", b->over ? "yes" : "no"), true;
    if (strcmp(key, "privacy") == 0)
        return snprintf(out, n, "%s",
                        b->privacy_side >= 0 ? g->player_names[b->privacy_side] : "none"),
               true;
    if (strcmp(key, "moves") == 0) return snprintf(out, n, "%d", b->move_count), true;
    if (strcmp(key, "legal") == 0) { /* the moves offered to the person, space separated */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < b->move_count && used < n; i++)
            used += (size_t)snprintf(out + used, n - used, "%s%s", used ? " " : "", b->texts[i]);
        return true;
    }
    if (strcmp(key, "animating") == 0)
        return snprintf(out, n, "%s", b->progress < 1 ? "yes" : "no"), true;
    return false;
}

static int board_script(Scene *s, SceneContext *ctx, const char *move, bool drag, UiInput *out,
                        int max) {
    BoardData *b = s->data;
    if (!b->view->script || !b->view->layout) return 0;
    /* Behind a privacy screen, the click on its button first, then the move as the view will
     * be laid out for the side that button lets in. */
    int count = 0, privacy = b->privacy_side, screen = b->screen_side;
    if (privacy >= 0) {
        UiRect r = board_privacy_button(b, b->scale);
        count = view_events_click(out, max, r.x + r.w / 2, r.y + r.h / 2, UI_MOUSE_PRIMARY);
        take_screen(b); /* as the click will: a fresh view for the side it lets in */
    }
    ViewFrame f = board_frame(b, ctx);
    b->view->layout(b->view_data, &f, b->area, b->scale);
    if (b->view->reset) b->view->reset(b->view_data);
    int made = b->view->script(b->view_data, &f, move, drag, out + count, max - count);
    b->privacy_side = privacy;
    b->screen_side = screen;
    if (privacy >= 0) { /* the view is laid out again for what the screen shows now */
        f = board_frame(b, ctx);
        b->view->layout(b->view_data, &f, b->area, b->scale);
    }
    return made > 0 ? count + made : 0;
}

static void board_destroy(Scene *s) {
    BoardData *b = s->data;
    if (!b) return;
    board_ai_cancel(&b->ai);
    ai_player_forget(&b->line); /* what was prepared for this game is not needed by the next */
    game_line_free(&b->line);
    free(b->moves);
    free(b->texts);
    free(b->position);
    free(b->before);
    free(b->scratch);
    free(b->view_data);
    free(b);
}

Scene scene_board_create(SceneContext *ctx, GameLine *line, const char *players) {
    BoardData *b = calloc(1, sizeof *b);
    const GameView *view = view_for(line->rules);
    size_t pos = view_position_size(line->rules);
    if (b) {
        b->moves = malloc(sizeof *b->moves * GAME_MOVES_MAX);
        b->texts = malloc(sizeof *b->texts * GAME_MOVES_MAX);
        b->position = malloc(pos);
        b->before = malloc(pos);
        b->scratch = malloc(pos);
        b->view_data = calloc(1, view && view->data_size ? view->data_size : 1);
    }
    if (!b || !view || !b->moves || !b->texts || !b->position || !b->before || !b->scratch ||
        !b->view_data) {
        Scene none = {.name = "board", .data = b, .destroy = board_destroy};
        if (b)
            b->line = *line;
        else
            game_line_free(line);
        return none; /* an empty scene: the push fails and says so */
    }
    b->line = *line;
    memset(line, 0, sizeof *line);
    b->view = view;
    b->ctx = ctx;
    char list[2 * BOARD_PLAYER_MAX + 2];
    snprintf(list, sizeof list, "%s", players);
    char *comma = strchr(list, ',');
    if (comma) *comma = '\0';
    snprintf(b->players[0], sizeof b->players[0], "%s", player_name(list));
    snprintf(b->players[1], sizeof b->players[1], "%s", comma ? player_name(comma + 1) : "human");
    b->review = -1;
    b->resigned = -1;
    b->privacy_side = -1;
    b->scale = 1; /* until the first draw tells the real one */
    b->screen_side = -1;
    b->progress = 1.0f;
    b->keys_on_board = true;
    b->redo_top = b->line.length;
    b->depth_limit = ctx->ai_depth;
    b->movetime_ms = ctx->ai_movetime_ms;
    for (int side = 0; side < 2; side++) ai_player_prepare(b->players[side], &b->line, false);
    position_changed(b, ctx, true); /* a new game can be continued before its first move */
    Scene s = {.name = "board",
               .data = b,
               .destroy = board_destroy,
               .input = board_input,
               .event = board_event,
               .update = board_update,
               .draw = board_draw,
               .query = board_query,
               .script = board_script};
    return s;
}

bool scene_board_open(SceneContext *ctx, const char *path, Error *err) {
    GameLine line;
    GameRecordPlayers pl;
    if (!saved_game_load(path, &line, &pl, err)) return false;
    char players[2 * GAME_RECORD_PLAYER_MAX + 2];
    snprintf(players, sizeof players, "%s,%s", pl.name[0], pl.name[1]);
    scene_push(ctx->stack, ctx, scene_board_create(ctx, &line, players));
    return true;
}
