/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene, the front end every game's board plugs into: the game itself (its line, the
 * players, undo and redo, the computer's thinking, hints, the autosave and who may see what) is
 * the session's; the scene draws it, turns input into the session's actions, plays the sounds,
 * keeps review and saves, and asks the game's view only to lay out, draw and turn input into
 * move text. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/file_system.h"
#include "core/text_file.h"
#include "net/net_link.h"
#include "rules/game_record.h"
#include "scenes/board_analysis.h"
#include "scenes/board_frame.h"
#include "scenes/board_online.h"
#include "scenes/board_panel.h"
#include "scenes/board_shown.h"
#include "scenes/game_library.h"
#include "scenes/saved_game.h"
#include "session/session_analysis.h"
#include "session/session_save.h"

/* Below the window's priority, above the endgame tables' builds (10). */
#define BOARD_AI_NICE 5

/* Writes the game as a record to `path` (atomically), with what the side at the screen knows and
 * the analysis shown as comments (opened again, it is shown at once); on failure the panel shows
 * why. */
static bool write_record(BoardData *b, const char *path) {
    Error err;
    SessionSaveExtras extras = {
        .knowledge = true, .knower = board_shown(b)->viewer, .analysis = board_analysis_result(b)};
    if (session_save_write(b->session, &extras, path, &err)) return true;
    snprintf(b->message, sizeof b->message, "%s", err.message);
    b->message_is_error = true;
    return false;
}

/* The person's reward or commiseration: a win sound when a person won (or in a hot-seat game,
 * whoever won), the losing one when the computer beat the person. */
static void game_over_sound(BoardData *b, SceneContext *ctx) {
    if (b->over_sounded) return;
    b->over_sounded = true;
    Outcome o = board_shown(b)->outcome;
    int winner = o.kind == OUTCOME_WIN ? o.winner : -1;
    bool hot_seat = board_is_human(b, 0) && board_is_human(b, 1);
    bool lost = winner >= 0 && !board_is_human(b, winner) && !hot_seat;
    ctx->play_sound(ctx->host, lost ? SCENE_SOUND_LOSE : SCENE_SOUND_WIN);
}

/* The time new games and saves are named by: the clock's, or the scripts' fixed one. */
static long long wall_clock(const SceneContext *ctx) {
    return ctx->wall_clock > 0 ? ctx->wall_clock : (long long)time(NULL);
}

/* From now on the game is kept in a record of its own in games/, under a new name. */
static void keep_as_new_game(BoardData *b, SceneContext *ctx) {
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    char path[sizeof dirs.games + 160];
    b->keep.game_file[0] = '\0';
    if (!library_new_name(&dirs, board_line(b)->rules->id, wall_clock(ctx), b->keep.game_file,
                          sizeof b->keep.game_file))
        return;
    fs_make_directory(ctx->games_dir);
    snprintf(path, sizeof path, "%s/%s", ctx->games_dir, b->keep.game_file);
    session_set_autosave(b->session, path);
}

/* Every game played here is kept: in games/ while it is on (the session writes it after every
 * change), and once it is over in the library under the same name, with what a Save writes
 * (the sides' views, and its analysis once made), the oldest finished games going beyond
 * LIBRARY_FINISHED_MAX. A game opened from the library becomes a game of its own once it
 * changes. Undone after its end, the game is on again in games/; its end, played again,
 * replaces the one in the library. */
static void keep_game(BoardData *b, SceneContext *ctx) {
    if (board_online(b) || !ctx->games_dir[0]) return;
    if (b->keep.on_change && !b->keep.game_file[0]) {
        b->keep.record_path[0] = '\0'; /* the record it was opened from stays as it was */
        keep_as_new_game(b, ctx);
    }
    if (!b->keep.game_file[0]) return;
    if (!board_over(b)) {
        if (b->keep.end_kept) b->keep.record_path[0] = '\0'; /* that end is no longer this game's */
        b->keep.end_kept = false;
        return;
    }
    if (b->keep.end_kept) return;
    b->keep.end_kept = true;
    char path[sizeof ctx->saves_dir + 160];
    fs_make_directory(ctx->saves_dir);
    snprintf(path, sizeof path, "%s/%s", ctx->saves_dir, b->keep.game_file);
    if (!write_record(b, path)) return;
    snprintf(b->keep.record_path, sizeof b->keep.record_path, "%s", path);
    ctx->saves_exist = true;
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    library_trim(&dirs, LIBRARY_FINISHED_MAX);
}

/* After every change of the session's game (which ends a review and drops the hint): the view
 * fresh, the end of the game shown and heard, the game kept and the menu told. */
static void position_changed(BoardData *b, SceneContext *ctx) {
    b->confirm_resign = false;
    if (b->view->reset) b->view->reset(b->view_data);
    if (board_shown(b)->screened) b->progress = 1.0f; /* no move goes on moving behind the screen */
    if (board_over(b)) {
        b->over_shown = true;
        game_over_sound(b, ctx);
    }
    keep_game(b, ctx);
    if (ctx->games_dir[0] && ctx->saves_changed) ctx->saves_changed(ctx->host);
}

/* The last move made (the person's or the computer's) moves on the board and is heard. */
static void animate_move(BoardData *b, SceneContext *ctx) {
    float factor = ui_anim_factor(ctx->prefs->anim_speed);
    ViewFrame f = board_frame(b, ctx);
    float seconds = b->view->move_seconds && f.position ? b->view->move_seconds(&f) : 0.0f;
    b->anim_seconds = seconds * factor;
    b->progress = b->anim_seconds > 0 ? 0.0f : 1.0f;
    ctx->play_sound(ctx->host, SCENE_SOUND_MOVE);
}

/* A move a person made on the board: played when the rules take it, else their reason shown and
 * the position left as it was. */
static void person_move(BoardData *b, SceneContext *ctx, const char *text) {
    Move m;
    Error err = {{0}};
    if (!session_parse_move(b->session, text, &m, &err)) {
        snprintf(b->message, sizeof b->message, "%s",
                 err.message[0] ? ui_tr(ctx->catalog, err.message) : text);
        b->message_is_error = true;
        if (b->view->reset) b->view->reset(b->view_data);
        return;
    }
    b->message[0] = '\0';
    if (!session_play(b->session, m, &err)) {
        snprintf(b->message, sizeof b->message, "%s", ui_tr(ctx->catalog, err.message));
        b->message_is_error = true;
        return;
    }
    /* A network game's move joins the game when the server tells it back: it moves then. */
    if (!board_online(b)) animate_move(b, ctx);
    position_changed(b, ctx);
}

/* A view may give several moves of one player at once, separated by spaces (a Gottaz preset
 * fills the set in one click): each is played while that player is still to move. */
static void person_moves(BoardData *b, SceneContext *ctx, const char *text) {
    int side = session_to_move(b->session);
    char list[GAME_MOVE_TEXT_MAX];
    snprintf(list, sizeof list, "%s", text);
    for (char *save = NULL, *one = strtok_r(list, " ", &save); one;
         one = strtok_r(NULL, " ", &save)) {
        int length = board_length(b);
        if (session_to_move(b->session) != side || board_shown(b)->screened) break;
        person_move(b, ctx, one);
        if (board_length(b) != length + 1) break;
    }
}

/* Undo: back to the person's previous turn (against the computer that takes back its reply and
 * the person's move); nothing when the person has not moved yet. */
static void undo(BoardData *b, SceneContext *ctx) {
    if (!session_undo(b->session)) return;
    b->over_sounded = false;
    b->progress = 1.0f;
    b->message[0] = '\0';
    position_changed(b, ctx);
}

static void redo(BoardData *b, SceneContext *ctx) {
    if (!session_redo(b->session)) return;
    b->progress = 1.0f;
    position_changed(b, ctx);
}

static void go_to_menu(BoardData *b, SceneContext *ctx) {
    session_stop(b->session); /* the game is left: nothing more to think about */
    scene_pop_to_root(ctx->stack, ctx);
}

/* Save keeps a copy of the game as it stands in the library, an entry of its own beside the
 * game itself (which goes on being kept), under a name no kept game has. */
static void save_game(BoardData *b, SceneContext *ctx) {
    fs_make_directory(ctx->saves_dir);
    char name[LIBRARY_FILE_MAX], path[1300];
    LibraryDirs dirs;
    library_dirs(ctx->pref_dir, &dirs);
    if (!library_new_name(&dirs, board_line(b)->rules->id, wall_clock(ctx), name, sizeof name))
        return;
    snprintf(path, sizeof path, "%s/%s", ctx->saves_dir, name);
    if (!write_record(b, path)) return;
    snprintf(b->keep.record_path, sizeof b->keep.record_path, "%s", path);
    snprintf(b->message, sizeof b->message, "%s",
             ui_tr(ctx->catalog, N_("A copy of this game is kept in the library.")));
    b->message_is_error = false;
    ctx->saves_exist = true;
}

/* A new game with the same options and the sides swapped. */
static void rematch(BoardData *b, SceneContext *ctx) {
    if (session_replay(b->session)) return; /* its button is off: that game is played online */
    Error err;
    /* Its thread reads the session's solved endgames, which the new game's replace. */
    board_analysis_forget(b);
    /* The new game is kept as a game of its own: the finished one stays as it ended. */
    if (!board_online(b) && (b->keep.game_file[0] || b->keep.on_change)) {
        keep_as_new_game(b, ctx);
        b->keep.end_kept = false;
    }
    if (!session_rematch(b->session, &err)) {
        snprintf(b->message, sizeof b->message, "%s", err.message);
        b->message_is_error = true;
        return;
    }
    if (board_online(b)) { /* the new game comes once the other player asks too */
        snprintf(b->message, sizeof b->message, "%s",
                 ui_tr(ctx->catalog, N_("Rematch asked: waiting for the other player")));
        b->message_is_error = false;
        b->over_shown = false;
        return;
    }
    b->over_shown = b->over_sounded = false;
    b->progress = 1.0f;
    b->message[0] = '\0';
    b->keep.record_path[0] = '\0';
    position_changed(b, ctx);
}

static void resign(BoardData *b, SceneContext *ctx) {
    if (!session_resign(b->session)) return;
    position_changed(b, ctx);
}

/* The player asked for takes the screen with a view as fresh as at the game's start: nothing the
 * previous player selected, hovered, filtered or scrolled to stays (it would tell their choices).
 */
static void take_screen(BoardData *b) {
    session_take_screen(b->session);
    memset(b->view_data, 0, b->view->data_size ? b->view->data_size : 1);
    if (b->view->reset) b->view->reset(b->view_data);
}

static void review_step(BoardData *b, int delta) {
    int length = board_length(b);
    int at = board_shown(b)->index + delta;
    if (at < 0) at = 0;
    if (at > length) at = length;
    session_review(b->session, at);
    if (b->view->reset) b->view->reset(b->view_data);
}

/* From review to the live game: a finished game's result and Rematch again, and no better
 * move's words left from the review. */
static void back_to_game(BoardData *b) {
    session_review(b->session, -1);
    b->over_shown = board_over(b);
    board_analysis_forget_better(b);
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
    if (a->kind == UI_ACTION_BACK && board_online_back(b)) return; /* the phrases close */
    if (a->kind == UI_ACTION_BACK && !board_shown(b)->live) {
        back_to_game(b);
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
    if (board_shown(b)->screened && strcmp(id, "board.privacy") != 0 &&
        strcmp(id, "board.menu") != 0)
        return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    if (board_online(b) && board_online_event(b, ctx, id)) return;
    if (strcmp(id, "board.privacy") == 0 && board_shown(b)->screened) {
        take_screen(b);
    } else if (strcmp(id, "board.undo") == 0 && board_action_available(b, BOARD_ACTION_UNDO)) {
        undo(b, ctx);
    } else if (strcmp(id, "board.redo") == 0 && board_action_available(b, BOARD_ACTION_REDO)) {
        redo(b, ctx);
    } else if (strcmp(id, "board.hint") == 0 && board_action_available(b, BOARD_ACTION_HINT)) {
        Error err;
        if (!session_ask_hint(b->session, &err)) {
            snprintf(b->message, sizeof b->message, "%s", err.message);
            b->message_is_error = true;
        }
    } else if (strcmp(id, "board.resign") == 0 && board_action_available(b, BOARD_ACTION_RESIGN)) {
        b->confirm_resign = true;
    } else if (strcmp(id, "resign.yes") == 0 && b->confirm_resign) {
        b->confirm_resign = false;
        resign(b, ctx);
    } else if (strcmp(id, "resign.no") == 0) {
        b->confirm_resign = false;
    } else if (strcmp(id, "board.save") == 0 && board_action_available(b, BOARD_ACTION_SAVE)) {
        save_game(b, ctx);
    } else if (strcmp(id, "over.library") == 0 || strcmp(id, "board.library") == 0) {
        session_stop(b->session); /* the game is kept: the menu opens the library */
        ctx->show_library = true;
        scene_pop_to_root(ctx->stack, ctx);
    } else if (strcmp(id, "board.menu") == 0 || strcmp(id, "over.menu") == 0) {
        go_to_menu(b, ctx);
    } else if (strcmp(id, "over.rematch") == 0) {
        rematch(b, ctx);
    } else if (strcmp(id, "over.review") == 0) {
        b->over_shown = false;
        session_review(b->session, 0);
    } else if (strcmp(id, "board.live") == 0) {
        back_to_game(b);
    } else if (strcmp(id, "board.prev") == 0) {
        review_step(b, -1);
    } else if (strcmp(id, "board.next") == 0) {
        review_step(b, 1);
    } else if ((strcmp(id, "board.analyse") == 0 || strcmp(id, "over.analyse") == 0) &&
               board_analysis_available(b)) {
        b->over_shown = false; /* the board and its review stay in use while it runs */
        board_analysis_start(b);
    } else if (strcmp(id, "board.analysis_stop") == 0) {
        board_analysis_stop(b);
    } else if (strncmp(id, "history.", 8) == 0 &&
               board_analysis_mark(b, NULL, atoi(id + 8), NULL)) {
        board_analysis_open(b, atoi(id + 8)); /* a move that lost: before it, the better move */
        if (b->view->reset) b->view->reset(b->view_data);
    } else if (strncmp(id, "history.", 8) == 0) {
        int index = atoi(id + 8) + 1;
        session_review(b->session, index >= board_length(b) && !board_over(b) ? -1 : index);
        if (b->view->reset) b->view->reset(b->view_data);
    }
}

/* Input meant for the board goes to the view before the panel's widgets see it. */
static bool board_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    BoardData *b = s->data;
    if (in->kind == UI_INPUT_PRESS && !board_shown(b)->screened && !b->confirm_resign &&
        board_analysis_press(b, in->x, in->y)) {
        if (b->view->reset) b->view->reset(b->view_data);
        return true;
    }
    /* Shift with an arrow steps through the analysis's marked moves wherever the keys are: the
     * plain arrows keep stepping review, or moving the board's cursor or the panel's focus. */
    if (in->kind == UI_INPUT_KEY && in->shift && !board_shown(b)->screened && !b->confirm_resign &&
        (in->key == UI_KEY_LEFT || in->key == UI_KEY_RIGHT) && board_analysis_shown(b)) {
        if (board_analysis_jump(b, in->key == UI_KEY_LEFT ? -1 : 1) && b->view->reset)
            b->view->reset(b->view_data);
        return true;
    }
    if (board_shown(b)->screened || b->over_shown || b->confirm_resign || !b->view->input ||
        !b->view->layout || (board_online(b) && board_online_blocks_board(b)))
        return false;
    if (in->kind == UI_INPUT_KEY && (!b->keys_on_board || in->key == UI_KEY_TAB)) return false;
    if (in->kind == UI_INPUT_KEY && !board_shown(b)->live &&
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

/* The words that bring a hint, naming the level it was found at (the opponent's). */
static const char *hint_words(const char *level) {
    static const char *const levels[] = {"beginner", "casual", "strong", "master"};
    static const char *const words[] = {
        N_("Hint (beginner level): %s"), N_("Hint (casual level): %s"),
        N_("Hint (strong level): %s"), N_("Hint (master level): %s")};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        if (strcmp(level, levels[i]) == 0) return words[i];
    return N_("Hint: %s");
}

/* The hint the session found: on the board, and in words on the message line. */
static void show_hint(BoardData *b, SceneContext *ctx) {
    const SessionShown *v = board_shown(b);
    if (!v->has_hint) return;
    char words[GAME_WORDS_TEXT_MAX];
    if (ctx->prefs->notation || v->hint_words.count == 0 ||
        !ui_words(ctx->catalog, &v->hint_words, words, sizeof words))
        snprintf(words, sizeof words, "%s", v->hint_text);
    snprintf(b->message, sizeof b->message, ui_tr(ctx->catalog, hint_words(v->hint_level)), words);
    b->message_is_error = false;
}

/* A running clock redraws the board whenever its text changes, and has the app wake for that
 * even while nothing else moves. */
static bool clocks_tick(BoardData *b, SceneContext *ctx) {
    const SessionShown *v = board_shown(b);
    int side = v->clock_running;
    if (side < 0) return false; /* none runs, or the game has no clock */
    char text[32];
    int wake = board_clock_text(v->clock_ms[side], text, sizeof text);
    scene_wake_within(ctx, wake);
    bool changed = strcmp(text, b->drawn.clock) != 0;
    snprintf(b->drawn.clock, sizeof b->drawn.clock, "%s", text);
    return changed;
}

static bool board_update(Scene *s, SceneContext *ctx, float dt) {
    BoardData *b = s->data;
    b->time += dt;
    bool moving = false;
    if (board_online(b)) { /* the other side's move moves as the computer's would */
        BoardOnlineNews news = board_online_update(b, ctx);
        if (news == BOARD_ONLINE_MOVE) animate_move(b, ctx);
        if (news >= BOARD_ONLINE_GAME) position_changed(b, ctx);
        moving = news != BOARD_ONLINE_QUIET;
    }
    /* Thinking ahead stops while the window is minimised or in the background (or the setting
     * is turned off) and starts again, on the same position, when the player is back. */
    session_set_ponder(b->session, ctx->prefs->ponder && !ctx->window_idle);
    session_set_turn_board(b->session, ctx->prefs->flip_board);
    if (b->progress < 1.0f) {
        b->progress += b->anim_seconds > 0 ? dt / b->anim_seconds : 1.0f;
        if (b->progress > 1.0f) b->progress = 1.0f;
        moving = true;
    }
    if (b->view->animating && !board_shown(b)->screened) {
        ViewFrame f = board_frame(b, ctx);
        if (b->view->animating(b->view_data, &f)) moving = true;
    }
    if (board_shown(b)->searching) moving = true; /* the thinking indicator turns */
    bool analysed = false;
    if (board_analysis_update(b, ctx, &analysed)) moving = true;
    if (analysed && b->keep.record_path[0])
        write_record(b, b->keep.record_path); /* kept with the game */
    /* The computer's reply waits for the person's move to finish animating. */
    SessionEvent event = session_poll(b->session, b->progress >= 1.0f);
    switch (event) {
    case SESSION_EVENT_COMPUTER_MOVED:
        animate_move(b, ctx);
        position_changed(b, ctx);
        break;
    case SESSION_EVENT_HINT:
        show_hint(b, ctx);
        break;
    case SESSION_EVENT_ERROR:
        snprintf(b->message, sizeof b->message, "%s", session_error(b->session));
        b->message_is_error = true;
        break;
    case SESSION_EVENT_FLAG:
        position_changed(b, ctx);
        break;
    case SESSION_EVENT_NONE:
        break;
    }
    /* Whatever the session did shows: a flag that fell while the app slept until the clock's
     * wake is drawn now, not at the next input. */
    return clocks_tick(b, ctx) || moving || event != SESSION_EVENT_NONE;
}

/* Every image the view will draw, and the texts it shows only after some input, rasterized at
 * their sizes when the board is first drawn (while the scene fades in) rather than at the first
 * move that shows them. */
static void prepare_ahead(BoardData *b, const ViewFrame *f, UiDraw *d) {
    enum { IMAGES_MAX = 32 };
    float scale = d->r->pixel_scale;
    UiRect key = {b->area.w, b->area.h, scale, 0}; /* a resize or a new scale: new sizes */
    if ((!b->view->images && !b->view->prepare_texts) ||
        memcmp(&key, &b->prepared_for, sizeof key) == 0)
        return;
    const char *names[IMAGES_MAX];
    int w[IMAGES_MAX], h[IMAGES_MAX];
    int n = b->view->images ? b->view->images(b->view_data, f, scale, names, w, h, IMAGES_MAX) : 0;
    for (int i = 0; i < n; i++) {
        Error err;
        gfx_svg_get(d->svg, names[i], w[i], h[i], &err); /* a missing one is reported when drawn */
    }
    if (b->view->prepare_texts) b->view->prepare_texts(b->view_data, f, d);
    b->prepared_for = key;
}

static void board_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    BoardData *b = s->data;
    float sc = d->scale;
    char title[160];
    snprintf(title, sizeof title, "%s", board_line(b)->rules->title);
    scene_draw_page(d, title, true);
    UiRect panel;
    scene_board_layout(d, &b->area, &panel);
    b->scale = sc; /* input and scripts lay the view out as it was last drawn */
    bool hidden = board_shown(b)->screened;
    ui_register(d->ui, "board.area", b->area, UI_KIND_AREA); /* for tests: where the board is */
    if (!hidden && b->view->layout && b->view->draw) {
        ViewFrame f = board_frame(b, ctx);
        b->view->layout(b->view_data, &f, b->area, sc);
        prepare_ahead(b, &f, d);
        b->view->draw(b->view_data, &f, d);
    } else if (!hidden) {
        gfx_draw_material(d->r, b->area.x, b->area.y, b->area.w, b->area.h, 16 * sc,
                          b->view->look.material, (GfxColor){1, 1, 1, 1}, 2);
    }
    board_panel_draw(b, d, panel.x, panel.y);
    board_overlay_draw(b, d);
}

static void history_text(const BoardData *b, char *out, size_t n) {
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < board_length(b) && used < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        session_move_notation(b->session, i, text, sizeof text);
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
    const GameLine *line = board_line(b);
    const GameRules *g = line->rules;
    /* The live state when this end holds it (not a network game's secret one). */
    const void *st = session_revealed_state(b->session, board_length(b));
    const SessionShown *v = board_shown(b);
    bool hides_moves = v->hides_moves;
    if (strcmp(key, "screen") == 0) { /* whose secrets the screen may show: a side, or none */
        int shown = v->screen_side;
        if (shown == SESSION_SHOWS_NEITHER) return snprintf(out, n, "none"), true;
        return snprintf(out, n, "%s", hides_moves ? g->player_names[shown] : "all"), true;
    }
    if (board_online_query(b, key, out, n)) return true;
    if (board_analysis_query(b, key, out, n)) return true;
    if (board_shown(b)->screen_side == SESSION_SHOWS_NEITHER && private_query(key))
        return snprintf(out, n, "%s", strcmp(key, "moves") == 0 ? "0" : ""), true;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", g->id), true;
    if (strcmp(key, "options") == 0) { /* as a record holds them: the seed apart */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < line->options.count && used < n; i++) {
            const GameOption *o = &line->options.items[i];
            if (strcmp(o->key, "seed") != 0)
                used += (size_t)snprintf(out + used, n - used, "%s=%s ", o->key, o->value);
        }
        if (used < n) snprintf(out + used, n - used, "seed=%llu", (unsigned long long)line->seed);
        return true;
    }
    if (strcmp(key, "names") == 0) /* the sides as the panel calls them, in its language */
        return snprintf(out, n, "%s,%s",
                        ui_tr(b->ctx->catalog, view_side_name(b->view, b->ctx->prefs->scheme, 0)),
                        ui_tr(b->ctx->catalog, view_side_name(b->view, b->ctx->prefs->scheme, 1))),
               true;
    if (strcmp(key, "players") == 0)
        return snprintf(out, n, "%s,%s", session_seat_name(session_seat(b->session, 0)),
                        session_seat_name(session_seat(b->session, 1))),
               true;
    if (strcmp(key, "fen") == 0) {
        /* Where a side's pieces or picks are hidden, the whole position is told only once the
         * game no longer hides anything. */
        if (hides_moves || !st) return snprintf(out, n, "hidden"), true;
        if (!g->to_fen(st, out, n)) snprintf(out, n, "?");
        return true;
    }
    if (strcmp(key, "view") == 0) {
        /* What the side at the screen knows of the position shown, in the one-line form an
         * engine playing it is told; "none" behind a privacy screen, which shows no side. */
        if (!g->observe || !g->side || !g->side->to_text) return false;
        if (!v->position) return snprintf(out, n, "none"), true;
        if (!g->side->to_text(v->position, out, n)) snprintf(out, n, "?");
        return true;
    }
    if (strcmp(key, "status") == 0) return snprintf(out, n, "%s", v->status), true;
    if (strcmp(key, "to_move") == 0)
        return snprintf(out, n, "%s", g->player_names[session_to_move(b->session)]), true;
    if (strcmp(key, "clocks") == 0) { /* "1:00 0:55 running red" as the panel shows them */
        if (!v->has_clock) return snprintf(out, n, "none"), true;
        char text[2][32];
        for (int side = 0; side < 2; side++)
            board_clock_text(v->clock_ms[side], text[side], sizeof text[side]);
        int running = v->clock_running;
        snprintf(out, n, "%s %s running %s", text[0], text[1],
                 running >= 0 ? g->player_names[running] : "none");
        return true;
    }
    /* The status line and clocks as the last frame drawn showed them. */
    if (strcmp(key, "shown_status") == 0) return snprintf(out, n, "%s", b->drawn.status), true;
    if (strcmp(key, "shown_over") == 0) return snprintf(out, n, "%s", b->drawn.over), true;
    if (strcmp(key, "shown_clocks") == 0) return snprintf(out, n, "%s", b->drawn.clocks), true;
    if (strcmp(key, "shown_players") == 0) return snprintf(out, n, "%s", b->drawn.players), true;
    if (strcmp(key, "shown_notes") == 0) return snprintf(out, n, "%s", b->drawn.notes), true;
    if (strcmp(key, "history") == 0) return history_text(b, out, n), true;
    if (strcmp(key, "pondering") == 0)
        return snprintf(out, n, "%s", v->pondering ? "yes" : "no"), true;
    if (strcmp(key, "expected") == 0) /* the move the computer ponders on, "" none */
        return snprintf(out, n, "%s", v->expected_text), true;
    if (strcmp(key, "searching") == 0) /* any search for a move to show: a reply or a hint */
        return snprintf(out, n, "%s", v->searching ? "yes" : "no"), true;
    if (strcmp(key, "thinking") == 0)
        return snprintf(out, n, "%s", v->thinking ? "yes" : "no"), true;
    if (strcmp(key, "hint") == 0) return snprintf(out, n, "%s", v->hint_text), true;
    if (strcmp(key, "message") == 0) return snprintf(out, n, "%s", b->message), true;
    if (strcmp(key, "plies") == 0) return snprintf(out, n, "%d", board_length(b)), true;
    if (strcmp(key, "review") == 0)
        return snprintf(out, n, "%d", board_shown(b)->live ? -1 : board_shown(b)->index), true;
    if (strcmp(key, "over") == 0) return snprintf(out, n, "%s", board_over(b) ? "yes" : "no"), true;
    if (strcmp(key, "privacy") == 0)
        return snprintf(out, n, "%s", v->screened ? g->player_names[v->privacy_side] : "none"),
               true;
    if (strcmp(key, "moves") == 0) return snprintf(out, n, "%d", v->move_count), true;
    if (strcmp(key, "legal") == 0) { /* the moves offered to the person, space separated */
        size_t used = 0;
        out[0] = '\0';
        for (int i = 0; i < v->move_count && used < n; i++)
            used += (size_t)snprintf(out + used, n - used, "%s%s", used ? " " : "", v->texts[i]);
        return true;
    }
    if (strcmp(key, "animating") == 0)
        return snprintf(out, n, "%s", b->progress < 1 ? "yes" : "no"), true;
    if (strncmp(key, "view.", 5) == 0 && b->view->query && b->view->layout &&
        !board_shown(b)->screened) {
        BoardData *shown = s->data; /* the frame is made in the board's own buffers */
        ViewFrame f = board_frame(shown, b->ctx);
        b->view->layout(b->view_data, &f, b->area, b->scale);
        return b->view->query(b->view_data, &f, key + 5, out, n);
    }
    return false;
}

static int board_script(Scene *s, SceneContext *ctx, const char *move, bool drag, UiInput *out,
                        int max) {
    BoardData *b = s->data;
    if (!b->view->script || !b->view->layout) return 0;
    /* Behind a privacy screen, the click on its button first, then the move as the view will
     * be laid out for the side that button lets in. */
    int count = 0;
    SessionScreen screen = session_screen_state(b->session);
    bool privacy = board_shown(b)->screened;
    if (privacy) {
        UiRect r = board_privacy_button(b, b->scale);
        count = view_events_click(out, max, r.x + r.w / 2, r.y + r.h / 2, UI_MOUSE_PRIMARY);
        take_screen(b); /* as the click will: a fresh view for the side it lets in */
    }
    ViewFrame f = board_frame(b, ctx);
    b->view->layout(b->view_data, &f, b->area, b->scale);
    if (b->view->reset) b->view->reset(b->view_data);
    int made = b->view->script(b->view_data, &f, move, drag, out + count, max - count);
    session_screen_restore(b->session, screen);
    /* Behind the privacy screen again, nothing is laid out: it shows no board. */
    return made > 0 ? count + made : 0;
}

static void board_destroy(Scene *s) {
    BoardData *b = s->data;
    if (!b) return;
    board_analysis_free(b); /* its thread stopped before the session goes */
    if (board_online(b))
        board_online_free(b); /* says goodbye to the server; the session goes with the link */
    else
        session_free(b->session); /* its thinking stops, its endgame builds are cancelled */
    session_release_search_memory();
    free(b->view_data);
    free(b);
}

/* The scene's now for the session: the app's (virtual in scripts). */
static int64_t board_now_us(void *context) {
    const SceneContext *ctx = context;
    return ctx->now_us(ctx->host);
}

/* A board for a game of `g` with everything but its session; NULL when out of memory or the
 * game has no view. */
static BoardData *board_new(SceneContext *ctx, const GameRules *g) {
    BoardData *b = calloc(1, sizeof *b);
    const GameView *view = view_for(g);
    if (!b) return NULL;
    b->analysis = board_analysis_new();
    b->view_data = calloc(1, view && view->data_size ? view->data_size : 1);
    b->view = view;
    b->ctx = ctx;
    b->scale = 1; /* until the first draw tells the real one */
    b->progress = 1.0f;
    b->keys_on_board = true;
    if (!view || !b->analysis || !b->view_data) {
        board_analysis_free(b);
        free(b->view_data);
        free(b);
        return NULL;
    }
    return b;
}

/* The scene of a board with its session. */
static Scene board_scene(BoardData *b, SceneContext *ctx) {
    position_changed(b, ctx); /* a new game can be continued before its first move */
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

Scene scene_board_create_online(SceneContext *ctx, struct NetLink *link,
                                const struct OnlineKept *kept) {
    Session *session = net_link_session(link);
    BoardData *b = session ? board_new(ctx, session_rules(session)) : NULL;
    if (!b) net_link_free(link); /* with its session */
    if (!b || !board_online_start(b, link, kept)) {
        Scene gone = {.name = "board", .data = b, .destroy = board_destroy};
        board_destroy(&gone);            /* it has no session: the link that held it is gone */
        return (Scene){.name = "board"}; /* an empty scene: the push fails and says so */
    }
    return board_scene(b, ctx);
}

/* How a board's game is kept among the kept games (game_library.h). */
typedef enum BoardKeep {
    BOARD_KEEP_NEW,       /* a new game: in games/ under a new name from the start */
    BOARD_KEEP_FILE,      /* a game in progress continued: in its own record of games/ */
    BOARD_KEEP_ON_CHANGE, /* opened from the library: as a new game once it changes */
    BOARD_KEEP_NONE,      /* a position tried out: never kept (none could be continued) */
} BoardKeep;

static Scene board_start(SceneContext *ctx, GameLine *line, const char *players,
                         const GameRecordTimes *times, BoardKeep keep, const char *file,
                         Error *err) {
    BoardData *b = board_new(ctx, line->rules);
    if (!b) {
        game_line_free(line);
        error_set(err, "out of memory");
        return (Scene){.name = "board"}; /* an empty scene: the push fails and says so */
    }
    SessionSettings settings;
    session_settings_init(&settings);
    char list[2 * SESSION_LEVEL_MAX + 2];
    snprintf(list, sizeof list, "%s", players);
    char *comma = strchr(list, ',');
    if (comma) *comma = '\0';
    settings.seats[0] = session_seat_from_name(list);
    settings.seats[1] = session_seat_from_name(comma ? comma + 1 : "human");
    settings.depth_limit = ctx->ai_depth;
    settings.movetime_ms = ctx->ai_movetime_ms;
    settings.ponder = ctx->prefs->ponder && !ctx->window_idle;
    settings.turn_board = ctx->prefs->flip_board;
    settings.search_nice = BOARD_AI_NICE;
    /* A depth-limited computer is a test's, which wants the same moves whenever a longer build
     * ends, and no minute of a core for it. */
    settings.full_endgames = ctx->ai_depth == 0;
    if (ctx->games_dir[0] && keep != BOARD_KEEP_ON_CHANGE && keep != BOARD_KEEP_NONE) {
        LibraryDirs dirs;
        library_dirs(ctx->pref_dir, &dirs);
        if (keep == BOARD_KEEP_FILE)
            snprintf(b->keep.game_file, sizeof b->keep.game_file, "%s", file);
        else if (!library_new_name(&dirs, line->rules->id, wall_clock(ctx), b->keep.game_file,
                                   sizeof b->keep.game_file))
            b->keep.game_file[0] = '\0';
        if (b->keep.game_file[0]) {
            fs_make_directory(ctx->games_dir);
            snprintf(settings.autosave_path, sizeof settings.autosave_path, "%s/%s", ctx->games_dir,
                     b->keep.game_file);
        }
    }
    /* A saved clock that no longer reads (a hand-edited record) leaves the game without one
     * rather than refusing it. */
    Error clock_err;
    if (times && times->control[0] &&
        time_control_parse(times->control, &settings.time_control, &clock_err)) {
        settings.resume_move_ms = times->move_ms;
        settings.resume_move_count = times->count;
    }
    if (times) settings.resume_end = times->end; /* a resignation, say, as it was */
    /* A game whose record says its computer played from a seed goes on playing from it. */
    if (times && times->seeded_choices) {
        settings.seeded_choices = true;
        settings.choice_seed = times->choice_seed;
    } else if (ctx->seeded_choices) {
        settings.seeded_choices = true;
        settings.choice_seed = line->seed;
    }
    if (ctx->now_us) {
        settings.now_us = board_now_us;
        settings.now_context = ctx;
    }
    b->session = session_new(line, &settings, err); /* the autosave is written now */
    if (!b->session) {
        /* Nothing is pushed: the caller says why (a blank board said nothing). */
        Scene gone = {.name = "board", .data = b, .destroy = board_destroy};
        board_destroy(&gone);
        return (Scene){.name = "board"};
    }
    Scene scene = board_scene(b, ctx);
    b->keep.on_change = keep == BOARD_KEEP_ON_CHANGE; /* from the first change after this */
    return scene;
}

Scene scene_board_create(SceneContext *ctx, GameLine *line, const char *players,
                         const GameRecordTimes *times, Error *err) {
    return board_start(ctx, line, players, times, BOARD_KEEP_NEW, NULL, err);
}

Scene scene_board_create_to_try(SceneContext *ctx, GameLine *line, const char *players,
                                Error *err) {
    return board_start(ctx, line, players, NULL, BOARD_KEEP_NONE, NULL, err);
}

/* Opens the record at `path` on a board: a game in progress of games/ (`file` its name) goes
 * on in that record, any other is kept as a game of its own once it changes. */
static bool open_saved(SceneContext *ctx, const char *path, const char *file, bool analyse,
                       Error *err) {
    GameLine line;
    GameRecordPlayers pl;
    GameRecordTimes times;
    if (!saved_game_load(path, &line, &pl, &times, err)) return false;
    char players[2 * GAME_RECORD_PLAYER_MAX + 2];
    snprintf(players, sizeof players, "%s,%s", pl.name[0], pl.name[1]);
    Scene board = board_start(ctx, &line, players, &times,
                              file ? BOARD_KEEP_FILE : BOARD_KEEP_ON_CHANGE, file, err);
    game_record_times_free(&times);
    BoardData *b = board.data;
    if (!b) return false;
    if (b->session) { /* an analysis kept in the record is shown at once */
        /* An analysis made is written into a library's record (a game in progress is written
         * after every move anyway). */
        if (!file) snprintf(b->keep.record_path, sizeof b->keep.record_path, "%s", path);
        size_t size;
        char *text = text_file_read(path, &size, NULL);
        AiAnalysis analysis;
        if (text &&
            session_analysis_from_record(b->session, text, SESSION_ANALYSIS_NODES, &analysis))
            board_analysis_take(b, &analysis);
        free(text);
        if (analyse && !board_analysis_done(b)) {
            if (!board_over(b))
                session_review(b->session, board_length(b)); /* Analyse is a review's */
            b->over_shown = false;
            board_analysis_start(b);
        }
    }
    scene_push(ctx->stack, ctx, board);
    return true;
}

bool scene_board_continue(SceneContext *ctx, const char *file, Error *err) {
    OnlineEntry online;
    if (online_entry_read(ctx, file, &online)) return scene_resume_online(ctx, file, err);
    char path[sizeof ctx->games_dir + LIBRARY_FILE_MAX + 2];
    snprintf(path, sizeof path, "%s/%s", ctx->games_dir, file);
    return open_saved(ctx, path, file, false, err);
}

bool scene_board_open(SceneContext *ctx, const char *path, Error *err) {
    return open_saved(ctx, path, NULL, false, err);
}

bool scene_board_open_to_analyse(SceneContext *ctx, const char *path, Error *err) {
    return open_saved(ctx, path, NULL, true, err);
}
