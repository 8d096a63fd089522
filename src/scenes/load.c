/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Load scene: the kept games (game_library.h), each replayed before it is offered. The
 * library lists the finished games, the copies kept with Save and the kept network games, sorted
 * and filtered by game and opponent, each opened, analysed, or managed on a page of its own
 * (renamed, exported, deleted); the list of games in progress continues or deletes them. A
 * delete can be undone while the page is open. */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/text_file.h"
#include "rules/game.h"
#include "scenes/game_library.h"
#include "scenes/saved_game.h"
#include "scenes/scene.h"
#include "session/session_end_words.h"
#include "views/view.h"

#define LOAD_OPPONENTS_MAX 24
#define LOAD_KEY_MAX (2 * GAME_RECORD_PLAYER_MAX + 2)

typedef struct LoadEntry {
    LibraryGame g;
    bool deleted;
    char title[256];  /* its name, or its game and opponent, as last drawn */
    char result[256]; /* where it stands in words, as last drawn ("" in the list of games on) */
    char length[64];  /* its length in words, as last drawn ("1 move", "24 moves") */
} LoadEntry;

typedef enum LoadField { FIELD_NONE, FIELD_NAME, FIELD_PATH } LoadField;

typedef struct LoadData {
    SceneLoadList list;
    LibraryDirs dirs;
    char dir[LIBRARY_PATH_MAX]; /* the folder listed */
    LoadEntry *entries;
    int count;
    int *shown; /* the entries the filters let through, in order */
    int shown_count;
    int filter_game;     /* -1: every game, else its place in the games list */
    int filter_opponent; /* -1: every opponent, else its place in `opponents` */
    char opponents[LOAD_OPPONENTS_MAX][LOAD_KEY_MAX];
    int opponent_count;
    LibraryOrder order;
    UiScheme scheme; /* the side names' scheme, as last drawn */
    int scroll;      /* the first row drawn, in `shown` */
    int rows_drawn;  /* rows the last frame had room for */
    int undo[64];    /* entries deleted since the page opened, the last one last */
    int undo_count;
    /* The page of one game (`managed` >= 0): its name and the path to export to as typed. */
    int managed;
    char name[LIBRARY_NOTE_MAX];
    char path[LIBRARY_PATH_MAX];
    LoadField editing;
    char message[ERROR_MESSAGE_MAX + 300];
    bool message_is_error;
} LoadData;

static bool is_record(const char *name) {
    size_t n = strlen(name);
    return n > 4 && n < LIBRARY_FILE_MAX && strcmp(name + n - 4, ".rec") == 0 && name[0] != '.';
}

int scene_load_count(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) n += is_record(e->d_name);
    closedir(d);
    return n;
}

static const char *folder_of(const LoadData *ld) {
    return ld->list == SCENE_LOAD_LIBRARY ? "saves" : "games";
}

/* --- What the filters let through, in the order asked for. */

static bool passes(const LoadData *ld, const LoadEntry *e) {
    if (e->deleted) return false;
    if (!e->g.ok) return ld->filter_game < 0 && ld->filter_opponent < 0;
    if (ld->filter_game >= 0 && e->g.game.game != ld->filter_game) return false;
    if (ld->filter_opponent >= 0) {
        char key[LOAD_KEY_MAX];
        library_opponent_key(&e->g.game, key, sizeof key);
        if (strcmp(key, ld->opponents[ld->filter_opponent]) != 0) return false;
    }
    return true;
}

static void refilter(LoadData *ld) {
    /* Sorting moves the entries: the deleted ones are found again by name. */
    char deleted[64][LIBRARY_FILE_MAX];
    for (int i = 0; i < ld->undo_count; i++)
        snprintf(deleted[i], sizeof deleted[i], "%s", ld->entries[ld->undo[i]].g.file);
    /* An entry starts with its LibraryGame: the library's orders sort the entries. */
    if (ld->count > 1)
        qsort(ld->entries, (size_t)ld->count, sizeof *ld->entries,
              library_order_compare(ld->order));
    for (int i = 0; i < ld->undo_count; i++)
        for (int j = 0; j < ld->count; j++)
            if (strcmp(ld->entries[j].g.file, deleted[i]) == 0) ld->undo[i] = j;
    ld->shown_count = 0;
    /* A record that does not replay comes first, whatever the order: it says why. */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < ld->count; i++)
            if (ld->entries[i].g.ok == (pass == 1) && passes(ld, &ld->entries[i]))
                ld->shown[ld->shown_count++] = i;
    if (ld->scroll > ld->shown_count - 1) ld->scroll = ld->shown_count - 1;
    if (ld->scroll < 0) ld->scroll = 0;
}

/* The opponents met in the listed games, for their filter: people first, then the levels. */
static void collect_opponents(LoadData *ld) {
    static const char *const order[] = {"human",  "beginner", "casual",
                                        "strong", "master",   "remote"};
    ld->opponent_count = 0;
    for (size_t k = 0; k <= sizeof order / sizeof order[0]; k++)
        for (int i = 0; i < ld->count && ld->opponent_count < LOAD_OPPONENTS_MAX; i++) {
            if (!ld->entries[i].g.ok) continue;
            char key[LOAD_KEY_MAX];
            library_opponent_key(&ld->entries[i].g.game, key, sizeof key);
            bool listed = k < sizeof order / sizeof order[0];
            if (listed && strcmp(key, order[k]) != 0) continue;
            if (!listed) { /* anything else, after the known ones */
                bool known = false;
                for (size_t j = 0; j < sizeof order / sizeof order[0]; j++)
                    known = known || strcmp(key, order[j]) == 0;
                if (known) continue;
            }
            bool seen = false;
            for (int j = 0; j < ld->opponent_count; j++)
                seen = seen || strcmp(ld->opponents[j], key) == 0;
            if (!seen) snprintf(ld->opponents[ld->opponent_count++], LOAD_KEY_MAX, "%s", key);
        }
}

/* --- Words. */

/* Who the person played against, as the new-game panel names it; both players when no person
 * played (a game between computers, written by the command line), and "Online" for a network
 * game that was watched. */
static const char *opponent_label(UiDraw *d, const SavedGame *g, char *buf, size_t n) {
    const char *first = g->players.name[0], *second = g->players.name[1];
    bool first_human = strcmp(first, "human") == 0;
    bool second_human = strcmp(second, "human") == 0;
    if (first_human && second_human) return T(d, "Another person");
    bool watched = strcmp(first, "remote") == 0 && strcmp(second, "remote") == 0;
    if (first_human || second_human || watched)
        return scene_player_label(d, first_human ? second : first, buf, n);
    char a[96], b[96];
    snprintf(buf, n, "%s – %s", scene_player_label(d, first, a, sizeof a),
             scene_player_label(d, second, b, sizeof b));
    return buf;
}

/* The opponent filter's value for a key. */
static const char *opponent_key_label(UiDraw *d, const char *key, char *buf, size_t n) {
    SavedGame g;
    memset(&g, 0, sizeof g);
    const char *comma = strchr(key, ',');
    if (strcmp(key, "human") == 0) return T(d, "Another person");
    if (comma) {
        snprintf(g.players.name[0], sizeof g.players.name[0], "%.*s", (int)(comma - key), key);
        snprintf(g.players.name[1], sizeof g.players.name[1], "%s", comma + 1);
    } else {
        snprintf(g.players.name[0], sizeof g.players.name[0], "human");
        snprintf(g.players.name[1], sizeof g.players.name[1], "%s", key);
    }
    return opponent_label(d, &g, buf, n);
}

/* The side of the person at this screen who played the game: the one "human" against the
 * computer or over the network; -1 between two people here or two computers (as the game-over
 * dialog tells it, session_you). */
static int person_side(const SavedGame *g) {
    bool here[2] = {strcmp(g->players.name[0], "human") == 0,
                    strcmp(g->players.name[1], "human") == 0};
    if (here[0] == here[1]) return -1;
    return here[0] ? 0 : 1;
}

/* Where the game stands in the words of the game-over dialog: "You win: Master captured", "You
 * lost on time", "Draw: move limit reached, 1–1", naming the winner when no one side was the
 * person here. */
static const char *result_label(UiDraw *d, const LoadData *ld, const SavedGame *g, char *buf,
                                size_t n) {
    const GameRules *rules = game_at(g->game);
    const GameView *view = view_for(rules);
    const char *names[2] = {view_side_name(view, ld->scheme, 0),
                            view_side_name(view, ld->scheme, 1)};
    GameMoveWords words;
    if (!game_end_words(rules, saved_game_outcome(g), person_side(g), names, &words)) {
        /* A network game kept before records said how it ended reads as its dialog does. */
        bool online =
            strcmp(g->players.name[0], "remote") == 0 || strcmp(g->players.name[1], "remote") == 0;
        return online ? T(d, "Played online") : T(d, "In progress");
    }
    ui_words(d->catalog, &words, buf, n);
    return buf;
}

/* The save's time as this computer's clock shows it (numbers read the same in every language). */
static void date_label(long long when, char *buf, size_t n) {
    time_t t = (time_t)when;
    struct tm tm;
    if (!when || !localtime_r(&t, &tm) || !strftime(buf, n, "%Y-%m-%d %H:%M", &tm))
        snprintf(buf, n, "-");
}

/* When a game was last played, in words: "today", "yesterday", "3 days ago", else its date. */
static const char *when_label(UiDraw *d, long long when, char *buf, size_t n) {
    char date[32];
    int days = library_days_ago(when, (long long)time(NULL), date, sizeof date);
    if (days == 0) return T(d, "today");
    if (days == 1) return T(d, "yesterday");
    if (days > 1 && days < 7) {
        snprintf(buf, n, T(d, "%d days ago"), days);
        return buf;
    }
    snprintf(buf, n, "%s", days < 0 && !date[0] ? "-" : date);
    return buf;
}

/* A game in progress in words: "Gottaz against the strong computer". */
static const char *game_phrase(UiDraw *d, const SavedGame *g, char *buf, size_t n) {
    static const char *const levels[] = {"beginner", "casual", "strong", "master"};
    static const char *const against[] = {
        N_("%s against the beginner computer"), N_("%s against the casual computer"),
        N_("%s against the strong computer"), N_("%s against the master computer")};
    const char *title = game_at(g->game)->title;
    char key[LOAD_KEY_MAX], other[200];
    library_opponent_key(g, key, sizeof key);
    if (strcmp(key, "human") == 0) {
        snprintf(buf, n, T(d, "%s between two people"), title);
        return buf;
    }
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        if (strcmp(key, levels[i]) == 0) {
            snprintf(buf, n, T(d, against[i]), title);
            return buf;
        }
    snprintf(buf, n, T(d, "%s against %s"), title, opponent_label(d, g, other, sizeof other));
    return buf;
}

/* An entry's title: the name given to it, else its game and opponent. */
static void entry_title(UiDraw *d, LoadEntry *e) {
    char opponent[200];
    if (e->g.name[0])
        snprintf(e->title, sizeof e->title, "%s", e->g.name);
    else
        snprintf(e->title, sizeof e->title, "%s  ·  %s", game_at(e->g.game.game)->title,
                 opponent_label(d, &e->g.game, opponent, sizeof opponent));
}

/* A line drawn cut to its box. */
static void line_in(UiDraw *d, const char *text, float x, float y, float size, GfxFontStyle style,
                    GfxColor colour, UiRect box) {
    char cut[600];
    snprintf(cut, sizeof cut - 4, "%s", text);
    ui_text_fit(d, cut, size, style, box.x + box.w - x);
    ui_text_in(d, cut, x, y, size, style, GFX_ALIGN_LEFT, colour, box);
}

/* --- Acting on an entry. */

static void entry_path(const LoadData *ld, const LoadEntry *e, char *out, size_t n) {
    snprintf(out, n, "%s/%s", ld->dir, e->g.file);
}

static void say(LoadData *ld, bool error, const char *text) {
    snprintf(ld->message, sizeof ld->message, "%s", text);
    ld->message_is_error = error;
}

static void open_entry(LoadData *ld, SceneContext *ctx, LoadEntry *e, bool analyse) {
    char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2];
    entry_path(ld, e, path, sizeof path);
    Error err;
    bool opened = ld->list == SCENE_LOAD_IN_PROGRESS ? scene_board_continue(ctx, e->g.file, &err)
                  : analyse                          ? scene_board_open_to_analyse(ctx, path, &err)
                                                     : scene_board_open(ctx, path, &err);
    if (!opened) { /* changed on disk since the list was read */
        snprintf(e->g.error, sizeof e->g.error, "%s", err.message);
        e->g.ok = false;
        refilter(ld);
    }
}

static void delete_entry(LoadData *ld, SceneContext *ctx, int index) {
    LoadEntry *e = &ld->entries[index];
    Error err;
    if (!library_delete(ld->dir, e->g.file, &err)) {
        say(ld, true, err.message);
        return;
    }
    e->deleted = true;
    if (ld->undo_count == (int)(sizeof ld->undo / sizeof ld->undo[0])) { /* the oldest for good */
        memmove(ld->undo, ld->undo + 1, sizeof ld->undo - sizeof ld->undo[0]);
        ld->undo_count--;
    }
    ld->undo[ld->undo_count++] = index;
    ld->managed = -1;
    ld->editing = FIELD_NONE;
    ld->message[0] = '\0';
    refilter(ld);
    if (ctx->saves_changed) ctx->saves_changed(ctx->host);
}

static void undo_delete(LoadData *ld, SceneContext *ctx) {
    if (ld->undo_count == 0) return;
    LoadEntry *e = &ld->entries[ld->undo[ld->undo_count - 1]];
    Error err;
    if (!library_undelete(ld->dir, e->g.file, &err)) {
        say(ld, true, err.message);
        return;
    }
    ld->undo_count--;
    e->deleted = false;
    ld->message[0] = '\0';
    refilter(ld);
    if (ctx->saves_changed) ctx->saves_changed(ctx->host);
}

static void rename_entry(LoadData *ld, SceneContext *ctx, LoadEntry *e) {
    char place[LIBRARY_FILE_MAX + 16], name[LIBRARY_NOTE_MAX];
    snprintf(place, sizeof place, "%s/%s", folder_of(ld), e->g.file);
    snprintf(name, sizeof name, "%s", ld->name);
    char *trimmed = text_trim(name);
    Error err;
    if (!library_note_set(&ld->dirs, place, "name", trimmed, &err)) {
        say(ld, true, err.message);
        return;
    }
    snprintf(e->g.name, sizeof e->g.name, "%s", trimmed);
    snprintf(ld->name, sizeof ld->name, "%s", trimmed);
    say(ld, false,
        ui_tr(ctx->catalog, trimmed[0] ? N_("Renamed.") : N_("The name is taken away.")));
}

static void export_entry(LoadData *ld, SceneContext *ctx, LoadEntry *e) {
    char from[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2], written[LIBRARY_PATH_MAX + 64];
    char text[sizeof ld->message];
    entry_path(ld, e, from, sizeof from);
    Error err = {{0}};
    switch (library_export(from, ld->path, written, sizeof written, &err)) {
    case LIBRARY_EXPORTED:
        snprintf(text, sizeof text, ui_tr(ctx->catalog, "Exported to %s"), written);
        say(ld, false, text);
        break;
    case LIBRARY_EXPORT_EXISTS:
        snprintf(text, sizeof text,
                 ui_tr(ctx->catalog, "%s is already there: choose another name."), written);
        say(ld, true, text);
        break;
    case LIBRARY_EXPORT_NO_FOLDER:
        snprintf(text, sizeof text, ui_tr(ctx->catalog, "There is no folder for %s."), written);
        say(ld, true, text);
        break;
    case LIBRARY_EXPORT_FAILED:
        snprintf(text, sizeof text, ui_tr(ctx->catalog, "Not exported: %s"), err.message);
        say(ld, true, text);
        break;
    }
}

/* The page of one game, with its name and an export path to start from. */
static void manage(LoadData *ld, int index) {
    LoadEntry *e = &ld->entries[index];
    ld->managed = index;
    ld->editing = FIELD_NONE;
    ld->message[0] = '\0';
    snprintf(ld->name, sizeof ld->name, "%s", e->g.name);
    snprintf(ld->path, sizeof ld->path, "~/%s", e->g.file);
}

/* --- Input. */

static int entry_by_file(const LoadData *ld, const char *file) {
    for (int i = 0; i < ld->count; i++)
        if (!ld->entries[i].deleted && strcmp(ld->entries[i].g.file, file) == 0) return i;
    return -1;
}

/* Removes the last character (a whole UTF-8 sequence) of `text`. */
static void erase_last(char *text) {
    size_t n = strlen(text);
    while (n > 0) {
        n--;
        bool continuation = ((unsigned char)text[n] & 0xC0) == 0x80;
        text[n] = '\0';
        if (!continuation) break;
    }
}

/* Adds typed text: any characters but control ones (a name may have spaces and letters of any
 * language), as long as it fits whole. */
static void insert_text(char *text, size_t n, const char *typed) {
    size_t length = strlen(text), add = 0;
    char clean[1024];
    for (const char *c = typed; *c && add + 1 < sizeof clean; c++)
        if ((unsigned char)*c >= 0x20 && *c != 0x7f) clean[add++] = *c;
    clean[add] = '\0';
    if (length + add + 1 <= n) memcpy(text + length, clean, add + 1);
}

/* Typing into the page's field that has the focus: text, Backspace, Ctrl+V. Enter (which is
 * also Space) is taken without effect: the button beside the field applies. */
static bool load_input(Scene *s, SceneContext *ctx, const UiInput *in) {
    LoadData *ld = s->data;
    if (ld->managed < 0 || ld->editing == FIELD_NONE) return false;
    char *text = ld->editing == FIELD_NAME ? ld->name : ld->path;
    size_t n = ld->editing == FIELD_NAME ? sizeof ld->name : sizeof ld->path;
    if (in->kind == UI_INPUT_TEXT) {
        insert_text(text, n, in->text);
        return true;
    }
    if (in->kind != UI_INPUT_KEY) return false;
    if (in->key == UI_KEY_BACKSPACE) {
        erase_last(text);
        return true;
    }
    if (in->key == UI_KEY_CHAR) {
        char pasted[1024];
        if (in->ctrl && in->ch == 'v' && ctx->paste_text &&
            ctx->paste_text(ctx->host, pasted, sizeof pasted))
            insert_text(text, n, pasted);
        return true;
    }
    return in->key == UI_KEY_ENTER;
}

static void scroll_by(LoadData *ld, int delta) {
    int step = delta >= 12 || delta <= -12 ? (ld->rows_drawn > 1 ? ld->rows_drawn - 1 : 1) : 1;
    ld->scroll += delta > 0 ? step : delta < 0 ? -step : 0;
    int last = ld->shown_count - (ld->rows_drawn > 0 ? ld->rows_drawn : 1);
    if (ld->scroll > last) ld->scroll = last;
    if (ld->scroll < 0) ld->scroll = 0;
}

static void adjust(LoadData *ld, const UiAction *a) {
    int step = a->delta > 0 ? 1 : -1;
    if (strcmp(a->id, "load.game") == 0) {
        int n = game_count() + 1; /* every game, then each one */
        ld->filter_game = ((ld->filter_game + 1 + step) % n + n) % n - 1;
    } else if (strcmp(a->id, "load.opponent") == 0) {
        int n = ld->opponent_count + 1;
        ld->filter_opponent = ((ld->filter_opponent + 1 + step) % n + n) % n - 1;
    } else if (strcmp(a->id, "load.order") == 0) {
        int n = LIBRARY_ORDER_COUNT;
        ld->order = (LibraryOrder)((((int)ld->order + step) % n + n) % n);
    } else {
        return;
    }
    ld->scroll = 0;
    refilter(ld);
}

static void manage_event(LoadData *ld, SceneContext *ctx, const UiAction *a) {
    LoadEntry *e = &ld->entries[ld->managed];
    if (scene_back_requested(a)) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        ld->managed = -1;
        ld->editing = FIELD_NONE;
        ld->message[0] = '\0';
        return;
    }
    if (a->kind != UI_ACTION_ACTIVATE) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    if (strcmp(a->id, "load.rename") == 0)
        rename_entry(ld, ctx, e);
    else if (strcmp(a->id, "load.export") == 0)
        export_entry(ld, ctx, e);
    else if (strcmp(a->id, "load.delete") == 0)
        delete_entry(ld, ctx, ld->managed);
    else if (strcmp(a->id, "load.open") == 0 && e->g.ok)
        open_entry(ld, ctx, e, false);
    else if (strcmp(a->id, "load.analyse") == 0 && e->g.ok)
        open_entry(ld, ctx, e, true);
}

static void load_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)in;
    LoadData *ld = s->data;
    if (ld->managed >= 0) {
        manage_event(ld, ctx, a);
        return;
    }
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind == UI_ACTION_SCROLL) {
        scroll_by(ld, a->delta);
        return;
    }
    if (a->kind == UI_ACTION_ADJUST) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        adjust(ld, a);
        return;
    }
    if (a->kind != UI_ACTION_ACTIVATE) return;
    if (strcmp(a->id, "load.undo") == 0) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        undo_delete(ld, ctx);
        return;
    }
    /* "load.FILE" opens a game (continues one in progress); "analyse.FILE" opens it with its
     * analysis under way; "manage.FILE" opens its page; "delete.FILE" deletes it. */
    static const char *const verbs[] = {"load.", "analyse.", "manage.", "delete."};
    for (int v = 0; v < 4; v++) {
        size_t k = strlen(verbs[v]);
        if (strncmp(a->id, verbs[v], k) != 0) continue;
        int i = entry_by_file(ld, a->id + k);
        if (i < 0 || (v < 2 && !ld->entries[i].g.ok)) return;
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        if (v < 2)
            open_entry(ld, ctx, &ld->entries[i], v == 1);
        else if (v == 2)
            manage(ld, i);
        else
            delete_entry(ld, ctx, i);
        return;
    }
}

/* --- Drawing. */

/* A game that replays: a button with its title, and below it when it was played, its length and
 * where it stands; beside it Analyse and Manage (the library's) or Delete (a game in progress).
 * Returns its height. */
static float draw_entry(UiDraw *d, const LoadData *ld, LoadEntry *e, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale, h = 62 * sc, pad = 16 * sc, side_w = 110 * sc, gap = 8 * sc;
    char id[UI_ID_MAX], detail[300], result[128], moves[64], when[64];
    const SavedGame *g = &e->g.game;
    snprintf(moves, sizeof moves, g->moves == 1 ? T(d, "1 move") : T(d, "%d moves"), g->moves);
    snprintf(e->length, sizeof e->length, "%s", moves);
    if (ld->list == SCENE_LOAD_IN_PROGRESS) {
        snprintf(id, sizeof id, "delete.%s", e->g.file);
        ui_button(d, id, T(d, "Delete"), (UiRect){x + w - side_w, y, side_w, h},
                  UI_BUTTON_SECONDARY);
        w -= side_w + gap;
        game_phrase(d, g, e->title, sizeof e->title);
        snprintf(detail, sizeof detail, "%s  ·  %s", moves,
                 when_label(d, g->saved_at, when, sizeof when));
    } else {
        /* Analyse beside the game, a button of its own (a game still on is analysed in
         * review), and the page to rename, export or delete it. */
        snprintf(id, sizeof id, "manage.%s", e->g.file);
        ui_button(d, id, T(d, "Manage"), (UiRect){x + w - side_w, y, side_w, h},
                  UI_BUTTON_SECONDARY);
        w -= side_w + gap;
        snprintf(id, sizeof id, "analyse.%s", e->g.file);
        ui_button(d, id, T(d, "Analyse"), (UiRect){x + w - side_w, y, side_w, h},
                  UI_BUTTON_SECONDARY);
        w -= side_w + gap;
        entry_title(d, e);
        /* The result first: a line too long for the row loses its date, not its reason. */
        snprintf(e->result, sizeof e->result, "%s", result_label(d, ld, g, result, sizeof result));
        snprintf(detail, sizeof detail, "%s  ·  %s  ·  %s", e->result,
                 when_label(d, g->saved_at, when, sizeof when), moves);
    }
    snprintf(id, sizeof id, "load.%s", e->g.file);
    ui_button(d, id, "", (UiRect){x, y, w, h}, UI_BUTTON_SECONDARY);
    UiRect box = {x + pad, y, w - 2 * pad, h};
    line_in(d, e->title, x + pad, y + 8 * sc, 17, GFX_FONT_BOLD, t->text, box);
    line_in(d, detail, x + pad, y + 35 * sc, 14, GFX_FONT_REGULAR, t->text_dim, box);
    return h;
}

/* A broken record: its name and the reason, wrapped inside its box. Returns its height. */
static float draw_broken(UiDraw *d, const LoadEntry *e, float x, float y, float w) {
    enum { LINES_MAX = 6 };
    const UiTheme *t = d->theme;
    float sc = d->scale, pad = 12 * sc, line_h = 20;
    char label[ERROR_MESSAGE_MAX + 200], id[UI_ID_MAX];
    snprintf(label, sizeof label, "%s: %s", e->g.file, e->g.error);
    int starts[LINES_MAX], ends[LINES_MAX];
    int lines = ui_wrap(d, label, 14, GFX_FONT_REGULAR, w - 2 * pad, starts, ends, LINES_MAX);
    if (lines > LINES_MAX) lines = LINES_MAX;
    float h = (float)lines * line_h * sc + 2 * pad;
    snprintf(id, sizeof id, "load.error.%s", e->g.file);
    ui_register(d->ui, id, (UiRect){x, y, w, h}, UI_KIND_AREA);
    gfx_draw_panel(d->r, x, y, w, h, 8 * sc, ui_alpha(t->error, 0.08f), 2);
    ui_paragraph(d, label, x + pad, y + pad, w - 2 * pad, 14, GFX_FONT_REGULAR, t->error, line_h,
                 LINES_MAX);
    return h;
}

static const char *const orders[LIBRARY_ORDER_COUNT] = {N_("Newest first"), N_("Oldest first"),
                                                        N_("By game"), N_("By opponent")};

/* Whether every label and value the filters can show fits a choice row `w` wide: the widest
 * of them decides, so that the rows do not move as the values change. */
static bool filters_fit(UiDraw *d, const LoadData *ld, float w) {
    float sc = d->scale, label_room = w * UI_CHOICE_SPLIT - 18 * sc;
    float value_room = w * (1 - UI_CHOICE_SPLIT) - 5 * sc - 48 * sc;
    const char *labels[] = {T(d, "Game"), T(d, "Opponent"), T(d, "Order")};
    for (int i = 0; i < 3; i++)
        if (ui_text_width(d, labels[i], 16, GFX_FONT_REGULAR) > label_room) return false;
    float widest = ui_text_width(d, T(d, "All"), 16, GFX_FONT_BOLD);
    char buf[200];
    for (int i = 0; i < game_count(); i++)
        widest = fmaxf(widest, ui_text_width(d, game_at(i)->title, 16, GFX_FONT_BOLD));
    for (int i = 0; i < ld->opponent_count; i++)
        widest =
            fmaxf(widest, ui_text_width(d, opponent_key_label(d, ld->opponents[i], buf, sizeof buf),
                                        16, GFX_FONT_BOLD));
    for (int i = 0; i < LIBRARY_ORDER_COUNT; i++)
        widest = fmaxf(widest, ui_text_width(d, T(d, orders[i]), 16, GFX_FONT_BOLD));
    return widest <= value_room;
}

/* The filters and the order (the library's): two to a row where they fit, else one a row.
 * Returns the y below them. */
static float draw_filters(UiDraw *d, LoadData *ld, float x, float y, float w) {
    float sc = d->scale, row = 44 * sc, gap = 10 * sc, half = (w - gap) / 2;
    bool two = filters_fit(d, ld, half);
    float cw = two ? half : w, row_gap = 6 * sc;
    char buf[200];
    const char *game = ld->filter_game < 0 ? T(d, "All") : game_at(ld->filter_game)->title;
    const char *opponent =
        ld->filter_opponent < 0
            ? T(d, "All")
            : opponent_key_label(d, ld->opponents[ld->filter_opponent], buf, sizeof buf);
    if (!two) row = 38 * sc, row_gap = 4 * sc;
    ui_choice(d, "load.game", T(d, "Game"), game, (UiRect){x, y, cw, row});
    if (!two) y += row + row_gap;
    ui_choice(d, "load.opponent", T(d, "Opponent"), opponent,
              (UiRect){two ? x + half + gap : x, y, cw, row});
    y += row + row_gap;
    ui_choice(d, "load.order", T(d, "Order"), T(d, orders[ld->order]), (UiRect){x, y, cw, row});
    return y + row + 12 * sc;
}

/* The page of one game: its title, its name to change, where to export it, and Delete. */
static void draw_manage(UiDraw *d, LoadData *ld, float x, float y, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale, row = 46 * sc, gap = 12 * sc, pad = 20 * sc;
    LoadEntry *e = &ld->entries[ld->managed];
    char detail[300], moves[64], result[128], when[64];
    float h = 2 * pad + (32 + 36 + 66 + 44) * sc + 2 * (row + gap);
    gfx_draw_shadow(d->r, x, y, w, h, 14 * sc, 12 * sc, t->shadow, 1);
    gfx_draw_panel(d->r, x, y, w, h, 14 * sc, t->surface, 2);
    x += pad, w -= 2 * pad, y += pad;
    UiRect box = {x, y, w, 200 * sc};
    if (e->g.ok) {
        entry_title(d, e);
        snprintf(moves, sizeof moves, e->g.game.moves == 1 ? T(d, "1 move") : T(d, "%d moves"),
                 e->g.game.moves);
        snprintf(e->result, sizeof e->result, "%s",
                 result_label(d, ld, &e->g.game, result, sizeof result));
        snprintf(detail, sizeof detail, "%s  ·  %s  ·  %s", e->result,
                 when_label(d, e->g.game.saved_at, when, sizeof when), moves);
    } else {
        snprintf(e->title, sizeof e->title, "%s", e->g.file);
        snprintf(detail, sizeof detail, "%s", e->g.error);
    }
    line_in(d, e->title, x, y, 20, GFX_FONT_BOLD, t->text, box);
    y += 32 * sc;
    line_in(d, detail, x, y, 15, GFX_FONT_REGULAR, t->text_dim, box);
    y += 36 * sc;
    /* A label, a field and its button on a row; the field shows the end of a text too long
     * for it. */
    float label_w = 150 * sc, button_w = 130 * sc;
    float field_w = w - label_w - button_w - gap;
    float lh = gfx_text_line_height(d->text, d->r, 16 * sc);
    const char *labels[2] = {T(d, "Name"), T(d, "Export to")};
    const char *fields[2] = {"load.name", "load.path"};
    const char *buttons[2] = {"load.rename", "load.export"};
    const char *button_labels[2] = {T(d, "Rename"), T(d, "Export")};
    const char *texts[2] = {ld->name, ld->path};
    const char *hints[2] = {T(d, "No name"), ""};
    ld->editing = FIELD_NONE;
    for (int i = 0; i < 2; i++) {
        ui_text_in(d, labels[i], x, y + (row - lh) / 2, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                   t->text, (UiRect){x, y, label_w - 6 * sc, row});
        const char *shown = texts[i];
        float room = field_w - 24 * sc;
        while (*shown && ui_text_width(d, shown, 16, GFX_FONT_REGULAR) > room) {
            shown++;
            while ((*shown & 0xC0) == 0x80) shown++; /* a whole character at a time */
        }
        ui_text_field(d, fields[i], shown, hints[i], (UiRect){x + label_w, y, field_w, row});
        if (ui_holds_focus(d->ui, fields[i])) ld->editing = i == 0 ? FIELD_NAME : FIELD_PATH;
        if (e->g.ok || i == 1)
            ui_button(d, buttons[i], button_labels[i],
                      (UiRect){x + label_w + field_w + gap, y, button_w, row}, UI_BUTTON_SECONDARY);
        y += row + gap;
    }
    if (ld->message[0])
        ui_paragraph(d, ld->message, x, y, w, 15, GFX_FONT_REGULAR,
                     ld->message_is_error ? t->error : t->text_dim, 20, 3);
    y += 66 * sc;
    float bw = (w - 2 * gap) / 3, bh = 44 * sc;
    if (e->g.ok) {
        ui_button(d, "load.open", T(d, "Open"), (UiRect){x, y, bw, bh}, UI_BUTTON_PRIMARY);
        ui_button(d, "load.analyse", T(d, "Analyse"), (UiRect){x + bw + gap, y, bw, bh},
                  UI_BUTTON_SECONDARY);
    }
    ui_button(d, "load.delete", T(d, "Delete"), (UiRect){x + 2 * (bw + gap), y, bw, bh},
              UI_BUTTON_SECONDARY);
}

/* The strip under the list after a delete: what went, and Undo. */
static void draw_undo(UiDraw *d, LoadData *ld, float x, float w) {
    const UiTheme *t = d->theme;
    float sc = d->scale, h = 50 * sc, y = d->h - h - 12 * sc, bw = 120 * sc;
    LoadEntry *e = &ld->entries[ld->undo[ld->undo_count - 1]];
    char text[400];
    const char *title = e->title[0] ? e->title : e->g.file;
    snprintf(text, sizeof text, T(d, "Deleted: %s"), title);
    gfx_draw_shadow(d->r, x, y, w, h, 10 * sc, 10 * sc, t->shadow, 6);
    gfx_draw_panel(d->r, x, y, w, h, 10 * sc, t->surface, 7);
    float lh = gfx_text_line_height(d->text, d->r, 15 * sc);
    UiRect box = {x + 16 * sc, y, w - bw - 40 * sc, h};
    float layer = d->layer;
    d->layer = 8;
    line_in(d, text, box.x, y + (h - lh) / 2, 15, GFX_FONT_REGULAR, t->text, box);
    ui_button(d, "load.undo", T(d, "Restore"),
              (UiRect){x + w - bw - 8 * sc, y + 6 * sc, bw, h - 12 * sc}, UI_BUTTON_PRIMARY);
    d->layer = layer;
}

static void load_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    LoadData *ld = s->data;
    ld->scheme = ctx->prefs->scheme;
    const UiTheme *t = d->theme;
    float sc = d->scale;
    bool library = ld->list == SCENE_LOAD_LIBRARY;
    scene_draw_page(d, library ? T(d, "Game library") : T(d, "Games in progress"), true);
    float w = 720 * sc, x = (d->w - w) / 2, y = 76 * sc + 24 * sc, gap = 10 * sc;
    if (w > d->w - 60 * sc) w = d->w - 60 * sc, x = 30 * sc;
    if (ld->managed >= 0) {
        draw_manage(d, ld, x, y, w);
        return;
    }
    if (library) y = draw_filters(d, ld, x, y, w);
    float bottom = d->h - 16 * sc - (ld->undo_count ? 66 * sc : 0);
    /* How many rows are shown of how many; the wheel and the page keys scroll. */
    int drawn = 0;
    float list_top = y;
    for (int k = ld->scroll; k < ld->shown_count; k++) {
        LoadEntry *e = &ld->entries[ld->shown[k]];
        if (e->g.ok && y + 62 * sc > bottom - 24 * sc) break;
        if (!e->g.ok && y + 40 * sc > bottom - 24 * sc) break;
        y += (e->g.ok ? draw_entry(d, ld, e, x, y, w) : draw_broken(d, e, x, y, w)) + gap;
        drawn++;
    }
    ld->rows_drawn = drawn;
    char count[128];
    if (ld->shown_count == 0)
        ui_paragraph(d, library ? T(d, "No games here.") : T(d, "No games in progress."), x,
                     list_top + 8 * sc, w, 16, GFX_FONT_REGULAR, t->text_dim, 22, 2);
    else if (drawn < ld->shown_count) {
        snprintf(count, sizeof count, T(d, "%d–%d of %d"), ld->scroll + 1, ld->scroll + drawn,
                 ld->shown_count);
        ui_text(d, count, x + w, y, 14, GFX_FONT_REGULAR, GFX_ALIGN_RIGHT, t->text_dim);
    }
    if (ld->undo_count) draw_undo(d, ld, x, w);
}

static bool load_query(const Scene *s, const char *key, char *out, size_t n) {
    const LoadData *ld = s->data;
    int live = 0;
    for (int i = 0; i < ld->count; i++) live += !ld->entries[i].deleted;
    if (strcmp(key, "saves") == 0) return snprintf(out, n, "%d", live), true;
    if (strcmp(key, "shown") == 0) return snprintf(out, n, "%d", ld->shown_count), true;
    if (strcmp(key, "list") == 0)
        return snprintf(out, n, "%s", ld->list == SCENE_LOAD_LIBRARY ? "library" : "in_progress"),
               true;
    if (strcmp(key, "managed") == 0) /* the file whose page is open, "" the list */
        return snprintf(out, n, "%s", ld->managed >= 0 ? ld->entries[ld->managed].g.file : ""),
               true;
    if (strcmp(key, "message") == 0) return snprintf(out, n, "%s", ld->message), true;
    if (strcmp(key, "files") == 0) { /* the files the filters let through, in order */
        size_t used = 0;
        out[0] = '\0';
        for (int k = 0; k < ld->shown_count && used < n; k++)
            used += (size_t)snprintf(out + used, n - used, "%s%s", k ? " " : "",
                                     ld->entries[ld->shown[k]].g.file);
        return true;
    }
    if (strcmp(key, "playable") == 0) {
        int k = 0;
        for (int i = 0; i < ld->count; i++) k += ld->entries[i].g.ok && !ld->entries[i].deleted;
        return snprintf(out, n, "%d", k), true;
    }
    /* One game's summary: game.F, opponent.F (both players), result.F, date.F, error.F, name.F,
     * and in the words last drawn title.F, its name or game and opponent, shown_result.F,
     * where it stands ("You win: Master captured"), and shown_length.F ("1 move"). */
    const char *dot = strchr(key, '.');
    for (int i = 0; dot && i < ld->count; i++) {
        const LoadEntry *e = &ld->entries[i];
        if (e->deleted || strcmp(dot + 1, e->g.file) != 0) continue;
        size_t k = (size_t)(dot - key);
        const SavedGame *g = &e->g.game;
        if (strncmp(key, "error", k) == 0 && k == 5)
            return snprintf(out, n, "%s", e->g.error), true;
        if (!e->g.ok) return false;
        if (strncmp(key, "title", k) == 0 && k == 5) return snprintf(out, n, "%s", e->title), true;
        if (strncmp(key, "shown_result", k) == 0 && k == 12)
            return snprintf(out, n, "%s", e->result), true;
        if (strncmp(key, "shown_length", k) == 0 && k == 12)
            return snprintf(out, n, "%s", e->length), true;
        if (strncmp(key, "name", k) == 0 && k == 4) return snprintf(out, n, "%s", e->g.name), true;
        if (strncmp(key, "game", k) == 0 && k == 4)
            return snprintf(out, n, "%s", game_at(g->game)->id), true;
        if (strncmp(key, "opponent", k) == 0 && k == 8)
            return snprintf(out, n, "%s,%s", g->players.name[0], g->players.name[1]), true;
        if (strncmp(key, "moves", k) == 0 && k == 5) return snprintf(out, n, "%d", g->moves), true;
        if (strncmp(key, "result", k) == 0 && k == 6) {
            if (g->outcome.kind == OUTCOME_WIN)
                return snprintf(out, n, "win %d", g->outcome.winner), true;
            return snprintf(out, n, "%s", g->outcome.kind == OUTCOME_DRAW ? "draw" : "ongoing"),
                   true;
        }
        if (strncmp(key, "date", k) == 0 && k == 4) {
            date_label(g->saved_at, out, n);
            return true;
        }
    }
    return false;
}

static void load_destroy(Scene *s) {
    LoadData *ld = s->data;
    if (ld) {
        library_purge(&ld->dirs); /* what was deleted goes for good now */
        free(ld->entries);
        free(ld->shown);
    }
    free(ld);
}

Scene scene_load_create(SceneContext *ctx, SceneLoadList list) {
    Scene s = {.name = "load",
               .destroy = load_destroy,
               .input = load_input,
               .event = load_event,
               .draw = load_draw,
               .query = load_query};
    LoadData *ld = calloc(1, sizeof *ld);
    if (!ld) return s;
    s.data = ld;
    ld->list = list;
    ld->managed = -1;
    ld->filter_game = ld->filter_opponent = -1;
    library_dirs(ctx->pref_dir, &ld->dirs);
    snprintf(ld->dir, sizeof ld->dir, "%s",
             list == SCENE_LOAD_LIBRARY ? ctx->saves_dir : ctx->games_dir);
    if (list == SCENE_LOAD_LIBRARY) /* at most so many finished games, the oldest go first */
        library_trim(&ld->dirs, LIBRARY_FINISHED_MAX);
    LibraryGame *games;
    int count = library_list(&ld->dirs, ld->dir, folder_of(ld), &games);
    ld->entries = calloc((size_t)(count ? count : 1), sizeof *ld->entries);
    ld->shown = calloc((size_t)(count ? count : 1), sizeof *ld->shown);
    if (!ld->entries || !ld->shown) count = 0;
    for (int i = 0; i < count; i++) {
        LoadEntry *e = &ld->entries[ld->count];
        e->g = games[i];
        if (list == SCENE_LOAD_IN_PROGRESS && e->g.finished) continue; /* not to continue */
        ld->count++;
        if (e->g.ok) continue;
        /* A broken record is named with its reason and set aside, so it is not met again. */
        char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2], kept[300];
        snprintf(path, sizeof path, "%s/%s", ld->dir, e->g.file);
        if (text_file_set_aside(path, kept, sizeof kept)) {
            char reason[ERROR_MESSAGE_MAX];
            snprintf(reason, sizeof reason, "%s", e->g.error);
            snprintf(e->g.error, sizeof e->g.error, ui_tr(ctx->catalog, "%s (kept as %s)"), reason,
                     kept);
        }
    }
    free(games);
    collect_opponents(ld);
    refilter(ld);
    return s;
}
