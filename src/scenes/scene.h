/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenes and the scene stack: the top scene gets input and is drawn; pushes and pops pass
 * through a short fade (none when animations are off). */
#ifndef DUELBOARD_SCENES_SCENE_H
#define DUELBOARD_SCENES_SCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game_line.h"
#include "rules/game_record.h"
#include "ui/prefs.h"
#include "ui/ui.h"

#define SCENE_STACK_MAX 8
#define SCENE_FADE_SECONDS 0.16f
#define SCENE_GAMES_MAX 8 /* games the menu offers (game_list.h) */

typedef enum SceneSound {
    SCENE_SOUND_CLICK,
    SCENE_SOUND_PLACE,
    SCENE_SOUND_MOVE,
    SCENE_SOUND_CAPTURE,
    SCENE_SOUND_WIN,
    SCENE_SOUND_LOSE,
    SCENE_SOUND_COUNT
} SceneSound;

typedef struct SceneStack SceneStack;

/* What the app gives the scenes: shared state and requests back to the app. */
typedef struct SceneContext {
    SceneStack *stack;
    UiPrefs *prefs;
    const UiCatalog *catalog;
    char data_dir[1024]; /* holds assets/ and docs/ */
    char pref_dir[1024]; /* the settings directory: the games kept (game_library.h) */
    /* Every game in progress is kept in a record of its own in games_dir ("" keeps none: the
     * benchmark), written after every move (game_library.h). Those that replay, as the app
     * last looked: how many, the latest one's file and game (-1 none), and each game's latest
     * ("" none), by its place in the games list. */
    char games_dir[1100];
    int in_progress;
    char continue_file[SCENE_GAMES_MAX][128];
    int continue_game;
    char continue_latest[128];
    char autosave_set_aside[256]; /* the name a broken game in progress was renamed to */
    char saves_dir[1100];         /* the library: finished games, copies kept with Save */
    bool saves_exist;             /* the library is offered only then */
    unsigned long long seed;      /* for new games; fixed by tests, from the clock otherwise */
    /* Fixed by tests (--seed): the computer's choices draw from each game's seed, so that a run
     * plays alike again; otherwise from a secret (SessionSettings.seeded_choices). */
    bool seeded_choices;
    void *host;
    void (*play_sound)(void *host, SceneSound s);
    void (*prefs_changed)(void *host); /* apply and store the preferences */
    void (*quit)(void *host);
    void (*saves_changed)(void *host); /* a game was kept, moved or removed: look again */
    int ai_depth;       /* > 0: computer players search to this depth instead of by time (tests) */
    int ai_movetime_ms; /* > 0: computer players take this long a move instead of their level's */
    bool window_idle;   /* minimised or unfocused: no thinking on the person's time */
    long long wall_clock; /* > 0: the time saves are named by (scripted runs), else the clock's */
    /* Now, in microseconds, for the game clocks: the app's virtual time in scripted runs, so that
     * they are reproducible, else the time source (core/monotonic.h). */
    int64_t (*now_us)(void *host);
    /* Set by a scene's update when it must draw again within that many milliseconds although
     * nothing moves (a running game clock); the app wakes for it. 0: no such need. */
    int wake_after_ms;
    /* Puts text on the system's clipboard (an invite to copy), and takes it back (to paste:
     * false when the clipboard holds no text). */
    void (*copy_text)(void *host, const char *text);
    bool (*paste_text)(void *host, char *out, size_t n);
    /* The library is to be opened once the menu is up (the game-over dialog's Library). */
    bool show_library;
    /* The first New game of a game offers its lessons (menu.c) unless this is set: scripted
     * runs set it, as the offer would stand between every script's New game and its panel, and
     * a script asks for it again with `learn-offer on`. */
    bool no_learn_offer;
    /* The same for the new-game panel's suggestion of the Beginner for a first game (setup.c):
     * scripts start from Casual, as they were written, and ask for it with `first-game on`. */
    bool no_first_game;
    /* An invite the app was started with (duelboard://host:port/CODE), joined by the menu once
     * it is up; "" none. */
    char invite[320];
} SceneContext;

/* Has the app wake within `ms` milliseconds, unless a part of the update asked for sooner. */
static inline void scene_wake_within(SceneContext *ctx, int ms) {
    if (ctx->wake_after_ms == 0 || ms < ctx->wake_after_ms) ctx->wake_after_ms = ms;
}

typedef struct Scene {
    const char *name; /* "menu", "setup", "board", "settings", "rules" */
    void *data;
    void (*destroy)(struct Scene *s);
    /* Input before the widgets see it: returns true when the scene took it (a board takes the
     * presses, drags and keys meant for it). May be NULL. */
    bool (*input)(struct Scene *s, SceneContext *ctx, const UiInput *in);
    /* What the widgets made of an input (action kind NONE when they made nothing of it), with
     * the input itself. */
    void (*event)(struct Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in);
    /* Advances animations; returns true while something still moves. May be NULL. */
    bool (*update)(struct Scene *s, SceneContext *ctx, float dt);
    void (*draw)(struct Scene *s, SceneContext *ctx, UiDraw *d);
    /* Answers test questions ("game", "option.pool", ...): false when unknown. May be NULL. */
    bool (*query)(const struct Scene *s, const char *key, char *out, size_t n);
    /* The input events that play the move `move` on a board scene by dragging or by clicks,
     * for tests that drive the real input path; returns how many (0: none). May be NULL. */
    int (*script)(struct Scene *s, SceneContext *ctx, const char *move, bool drag, UiInput *out,
                  int max);
} Scene;

typedef enum SceneOp { SCENE_OP_NONE, SCENE_OP_PUSH, SCENE_OP_POP, SCENE_OP_POP_TO_ROOT } SceneOp;

struct SceneStack {
    Scene scenes[SCENE_STACK_MAX];
    int count;
    SceneOp pending;
    Scene next;
    float fade;      /* 0 = clear, 1 = fully covered */
    int fade_dir;    /* +1 darkening towards the change, -1 clearing after it, 0 idle */
    unsigned serial; /* changes whenever the top scene does */
};

void scene_stack_init(SceneStack *st);
void scene_stack_destroy(SceneStack *st);
/* Changes start at once when animations are off, else after the fade out. A change requested
 * while another is under way replaces nothing: the request is dropped and its scene destroyed. */
void scene_push(SceneStack *st, const SceneContext *ctx, Scene s);
void scene_pop(SceneStack *st, const SceneContext *ctx);
void scene_pop_to_root(SceneStack *st, const SceneContext *ctx);
Scene *scene_top(SceneStack *st);
/* While a change fades out: the scene that will be on top once it is made (the pushed one, or the
 * one a pop uncovers), so that it can be drawn ahead. NULL otherwise. */
Scene *scene_incoming(SceneStack *st);
/* Advances the fade; returns true while it runs. */
bool scene_stack_update(SceneStack *st, const SceneContext *ctx, float dt);
bool scene_stack_busy(const SceneStack *st);
/* "menu>setup>board", for tests. */
void scene_stack_names(const SceneStack *st, char *buf, size_t n);

/* The scenes. */
Scene scene_menu_create(SceneContext *ctx);
Scene scene_setup_create(SceneContext *ctx, int game_index);
Scene scene_settings_create(SceneContext *ctx);
Scene scene_rules_create(SceneContext *ctx, int game_index);
/* Learn (lesson_list.c, lesson.c): a game's lessons with their stars, and one lesson played on
 * the game's board with its words beside it (docs/lessons.md). A scene without data when the
 * lessons cannot be read (said on stderr). */
Scene scene_lessons_create(SceneContext *ctx, int game_index);
Scene scene_lesson_create(SceneContext *ctx, int game_index, int lesson_index);
/* Puzzles (puzzle.c; docs/puzzles.md): whether the game ships a set, and its Puzzles screen, a
 * puzzle picked for the player's rating played on the game's board, or the reason the set cannot
 * be read. */
bool scene_puzzles_available(const SceneContext *ctx, int game_index);
Scene scene_puzzles_create(SceneContext *ctx, int game_index);
/* The kept games (load.c): the library of ctx->saves_dir (finished games, copies kept with
 * Save, kept network games), or the games in progress of ctx->games_dir; each opens its board
 * scene, and can be deleted (with undo while the page is open), the library's renamed and
 * exported, sorted and filtered by game and opponent. */
typedef enum SceneLoadList { SCENE_LOAD_LIBRARY, SCENE_LOAD_IN_PROGRESS } SceneLoadList;
Scene scene_load_create(SceneContext *ctx, SceneLoadList list);
/* How many *.rec files `dir` holds (0 when it does not exist). */
int scene_load_count(const char *dir);
/* The board scene for a new game, which it takes over (`line` is left empty). `players` is
 * "human,casual": who plays each side, a person or a computer level. */
/* `times`: the game's time control and, for a continued game, each move's time (NULL: no
 * clock). A scene without data (which scene_push ignores) when the game cannot be played as
 * `players` says, with the reason in err. The game is kept in a record of its own in
 * ctx->games_dir from the start, and in the library once it is over. */
Scene scene_board_create(SceneContext *ctx, GameLine *line, const char *players,
                         const GameRecordTimes *times, Error *err);
/* The same for a position to try out (a rules page's example, without a clock): never kept, as
 * a game started from a position cannot be continued or opened from the library. */
Scene scene_board_create_to_try(SceneContext *ctx, GameLine *line, const char *players, Error *err);
/* Continues the game in progress `file` of ctx->games_dir, kept in that record from then on (a
 * network game is resumed: scene_resume_online); on failure nothing changes and err says why. */
bool scene_board_continue(SceneContext *ctx, const char *file, Error *err);
/* Opens the saved game at `path` (the library's) on a board: the record is left as it is, and
 * once the game changes (a move, undo) it is kept as a new game in progress; on failure nothing
 * changes and err says why. */
bool scene_board_open(SceneContext *ctx, const char *path, Error *err);
/* The same, and the game's analysis started at once (shown at once when the record keeps it); a
 * game still on is opened in review at its last position. */
bool scene_board_open_to_analyse(SceneContext *ctx, const char *path, Error *err);

/* Playing online (online.c). The Join page: games hosted on this network, or an address and a
 * room code (or an invite) typed in; with `invite` (NULL: none) it joins that room at once. */
struct NetLink;
Scene scene_join_create(SceneContext *ctx, const char *invite);
/* Hosts a game with the room's words (`onitama clock=5+3 seat=1 key=value...`) on the referee
 * server at `server` (host[:port]), or on one this computer runs when NULL, and shows the room
 * page until the friend joins. False with the reason. */
bool scene_host_online(SceneContext *ctx, const char *host_words, const char *server, Error *err);
/* Takes up the network game in progress `file` of ctx->games_dir (online_kept.h) again: rejoins
 * its room with the seat's token (running the referee server here again for a game hosted here)
 * and shows the room page until the game is back, or why it cannot be, with the choice to remove
 * it. False with the reason when `file` is not a network game's. */
bool scene_resume_online(SceneContext *ctx, const char *file, Error *err);
/* The board of a network game once it starts; it takes the link (and frees it when left) and
 * keeps the game's entry among the games in progress (`kept`, NULL none yet) until it ends. */
struct OnlineKept;
Scene scene_board_create_online(SceneContext *ctx, struct NetLink *link,
                                const struct OnlineKept *kept);

/* An image a scene will draw, at its pixel size: lets the app rasterize the first frame's art
 * while the window and GL context are still being made. */
typedef struct SceneImage {
    const char *name;
    int w, h;
} SceneImage;
/* The menu's images for a w x h window (points) at `pixel_scale`; returns how many (<= max). */
int scene_menu_images(float w, float h, float pixel_scale, SceneImage *out, int max);

/* Layout scale for a window: 1 at 1280x800, smaller for small windows. */
float scene_layout_scale(float w, float h);
/* The common page frame: background and a title bar with an optional Back button. */
void scene_draw_page(UiDraw *d, const char *title, bool back);
/* The layout of a page with a board (the game's board, a lesson): the board's area on the left
 * (never smaller than one point) and the side panel's on the right, under the title bar. */
void scene_board_layout(const UiDraw *d, UiRect *board, UiRect *panel);
/* Whether an action asks to leave the page: Escape, or the Back button of scene_draw_page. */
bool scene_back_requested(const UiAction *a);
/* On such an action: the click sound and back to the scene below; false for any other action. */
bool scene_leave_on_back(SceneContext *ctx, const UiAction *a);
/* Who plays a side in words ("You", "Friend", "Computer, strong"), translated, from its name in
 * a record or a session's seat ("human", "remote", a computer level); `buf` holds words made
 * for a name the app does not offer. */
const char *scene_player_label(UiDraw *d, const char *player, char *buf, size_t n);
/* One input for a scene's focused text field into `text` (n bytes): typed text and Backspace
 * edit it, Ctrl+V pastes the clipboard, and a letter key is taken without effect (its text
 * follows as typed text). True when the field took the input. */
bool scene_text_field_input(const SceneContext *ctx, char *text, size_t n, const UiInput *in);

#endif
