/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee server's store in SQLite: one database file in the data directory, in WAL mode
 * with a full sync at each commit, so a commit that returned is on disk. The only file that
 * knows SQLite. */
#include "net/net_store.h"

#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    STMT_PUT_ROOM,
    STMT_DELETE_ROOM,
    STMT_ASIDE_ROOM,
    STMT_NEXT_NUMBER,
    STMT_ADD_GAME,
    STMT_TRIM_GAMES,
    STMT_IMPORT_GAME,
    STMT_COUNT
};

static const char *const statements[STMT_COUNT] = {
    [STMT_PUT_ROOM] = "INSERT INTO rooms(code, text) VALUES(?1, ?2)"
                      " ON CONFLICT(code) DO UPDATE SET text = excluded.text",
    [STMT_DELETE_ROOM] = "DELETE FROM rooms WHERE code = ?1",
    [STMT_ASIDE_ROOM] = "INSERT INTO rooms_set_aside(code, text, reason, set_aside)"
                        " SELECT code, text, ?2, CAST(strftime('%s', 'now') AS INTEGER)"
                        " FROM rooms WHERE code = ?1",
    [STMT_NEXT_NUMBER] = "SELECT COALESCE(MAX(number), 0) + 1 FROM games WHERE code = ?1",
    [STMT_ADD_GAME] = "INSERT INTO games(code, number, game, player1, player2, result, reason,"
                      " control, record, ended) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    [STMT_TRIM_GAMES] = "DELETE FROM games WHERE code = ?1 AND number NOT IN"
                        " (SELECT number FROM games WHERE code = ?1 ORDER BY number DESC"
                        " LIMIT ?2)",
    [STMT_IMPORT_GAME] = "INSERT OR IGNORE INTO games(code, number, game, player1, player2,"
                         " result, reason, control, record, ended)"
                         " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
};

/* Version 1's layout. A later version adds its changes as a step from the one before. */
static const char schema_1[] =
    "CREATE TABLE rooms(code TEXT PRIMARY KEY, text TEXT NOT NULL);"
    "CREATE TABLE rooms_set_aside(code TEXT NOT NULL, text TEXT NOT NULL, reason TEXT NOT NULL,"
    " set_aside INTEGER NOT NULL);"
    "CREATE TABLE games(code TEXT NOT NULL, number INTEGER NOT NULL, game TEXT NOT NULL,"
    " player1 TEXT NOT NULL, player2 TEXT NOT NULL, result TEXT NOT NULL, reason TEXT NOT NULL,"
    " control TEXT NOT NULL, record TEXT NOT NULL, ended INTEGER NOT NULL,"
    " PRIMARY KEY(code, number));"
    "CREATE INDEX games_by_end ON games(ended, code, number);"
    "PRAGMA user_version = 1;";

/* Pages in the write-ahead log past which the checkpointer copies them into the database. */
#define CHECKPOINT_PAGES 1000

struct NetStore {
    sqlite3 *db;
    sqlite3_stmt *stmt[STMT_COUNT];
    bool in_turn;
    char path[4096];
    /* Copying the write-ahead log into the database (and its sync) on a thread of its own with
     * a connection of its own, so a commit never waits for it: a turn's commit syncs only the
     * log. */
    pthread_t checkpointer;
    bool checkpointing;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool checkpoint_due, stopping;
};

static bool db_error(NetStore *s, Error *err, const char *doing) {
    return error_set(err, "%s: %s: %s", s->path, doing, sqlite3_errmsg(s->db));
}

static bool exec(NetStore *s, const char *sql, Error *err, const char *doing) {
    if (sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK) return true;
    return db_error(s, err, doing);
}

/* The first column of a one-row pragma, as an integer; false when the file cannot answer. */
static bool pragma_int(NetStore *s, const char *sql, int *out) {
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(s->db, sql, -1, &q, NULL) != SQLITE_OK) return false;
    bool ok = sqlite3_step(q) == SQLITE_ROW;
    if (ok) *out = sqlite3_column_int(q, 0);
    sqlite3_finalize(q);
    return ok;
}

/* The whole file checked: any damage is refused before the server relies on what it reads. */
static bool check_whole(NetStore *s, Error *err) {
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(s->db, "PRAGMA integrity_check(5)", -1, &q, NULL) != SQLITE_OK)
        return error_set(err, "%s is damaged (%s)", s->path, sqlite3_errmsg(s->db));
    char found[400] = "";
    size_t used = 0;
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        const char *line = (const char *)sqlite3_column_text(q, 0);
        if (line && strcmp(line, "ok") != 0 && used < sizeof found - 1)
            used +=
                (size_t)snprintf(found + used, sizeof found - used, "%s%s", used ? "; " : "", line);
    }
    if (rc != SQLITE_DONE && !found[0]) snprintf(found, sizeof found, "%s", sqlite3_errmsg(s->db));
    sqlite3_finalize(q);
    if (found[0]) return error_set(err, "%s is damaged (%s)", s->path, found);
    return true;
}

static void *checkpoint_loop(void *arg) {
    NetStore *s = arg;
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(s->path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) !=
        SQLITE_OK) {
        sqlite3_close(db);
        return NULL; /* the commits then grow the log: it is checkpointed at the close */
    }
    pthread_mutex_lock(&s->lock);
    while (!s->stopping) {
        if (!s->checkpoint_due) {
            pthread_cond_wait(&s->wake, &s->lock);
            continue;
        }
        s->checkpoint_due = false;
        pthread_mutex_unlock(&s->lock);
        /* Passive: it takes no lock a writer needs, and copies what no reader still uses. */
        sqlite3_wal_checkpoint_v2(db, NULL, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
        pthread_mutex_lock(&s->lock);
    }
    pthread_mutex_unlock(&s->lock);
    sqlite3_close(db);
    return NULL;
}

/* After each commit, on the committing thread: wakes the checkpointer when the log is long. */
static int wal_grown(void *arg, sqlite3 *db, const char *name, int pages) {
    (void)db, (void)name;
    NetStore *s = arg;
    if (pages >= CHECKPOINT_PAGES) {
        pthread_mutex_lock(&s->lock);
        s->checkpoint_due = true;
        pthread_cond_signal(&s->wake);
        pthread_mutex_unlock(&s->lock);
    }
    return SQLITE_OK;
}

static void checkpointer_start(NetStore *s) {
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    if (pthread_create(&s->checkpointer, NULL, checkpoint_loop, s) != 0) {
        pthread_cond_destroy(&s->wake);
        pthread_mutex_destroy(&s->lock);
        return; /* SQLite then checkpoints at its own commits, as it does by default */
    }
    s->checkpointing = true;
    sqlite3_exec(s->db, "PRAGMA wal_autocheckpoint = 0", NULL, NULL, NULL);
    sqlite3_wal_hook(s->db, wal_grown, s);
}

static void checkpointer_stop(NetStore *s) {
    if (!s->checkpointing) return;
    sqlite3_wal_hook(s->db, NULL, NULL);
    pthread_mutex_lock(&s->lock);
    s->stopping = true;
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    pthread_join(s->checkpointer, NULL);
    pthread_cond_destroy(&s->wake);
    pthread_mutex_destroy(&s->lock);
    s->checkpointing = false;
}

NetStore *net_store_open(const char *dir, NetStoreMode mode, Error *err) {
    NetStore *s = calloc(1, sizeof *s);
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    if ((size_t)snprintf(s->path, sizeof s->path, "%s/%s", dir, NET_STORE_FILE) >= sizeof s->path) {
        free(s);
        error_set(err, "the data directory's path is too long");
        return NULL;
    }
    /* A listing opens for writing too (never writing): WAL readers need its shared-memory file,
     * which they may have to make. */
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX;
    if (mode == NET_STORE_WRITE) flags |= SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(s->path, &s->db, flags, NULL) != SQLITE_OK) {
        error_set(err, "cannot open %s: %s", s->path,
                  s->db ? sqlite3_errmsg(s->db) : "out of memory");
        net_store_close(s);
        return NULL;
    }
    sqlite3_busy_timeout(s->db, 5000);
    int version = 0;
    if (!pragma_int(s, "PRAGMA user_version", &version)) {
        error_set(err, "%s is damaged or not a Duelboard store (%s)", s->path,
                  sqlite3_errmsg(s->db));
        net_store_close(s);
        return NULL;
    }
    if (version > NET_STORE_VERSION) {
        error_set(err,
                  "%s was written by a newer duelboard-server (store version %d, this one "
                  "knows up to %d): use that version",
                  s->path, version, NET_STORE_VERSION);
        net_store_close(s);
        return NULL;
    }
    bool ok = true;
    if (mode == NET_STORE_WRITE) {
        /* A new file's pages: 1 KB, near a room's text, so storing one writes about that much
         * to the log rather than a whole 4 KB page. */
        if (version == 0) exec(s, "PRAGMA page_size = 1024", NULL, "page size");
        ok = check_whole(s, err) && exec(s, "PRAGMA journal_mode = WAL", err, "WAL mode") &&
             exec(s, "PRAGMA synchronous = FULL", err, "full sync");
        if (ok && version == 0)
            ok = exec(s, "BEGIN IMMEDIATE", err, "making the tables") &&
                 exec(s, schema_1, err, "making the tables") &&
                 exec(s, "COMMIT", err, "making the tables");
    } else if (version == 0) {
        ok = error_set(err, "%s holds no games yet", s->path);
    }
    for (int i = 0; ok && i < STMT_COUNT; i++)
        if (sqlite3_prepare_v3(s->db, statements[i], -1, SQLITE_PREPARE_PERSISTENT, &s->stmt[i],
                               NULL) != SQLITE_OK)
            ok = db_error(s, err, "preparing");
    if (!ok) {
        net_store_close(s);
        return NULL;
    }
    if (mode == NET_STORE_WRITE) checkpointer_start(s);
    return s;
}

void net_store_close(NetStore *s) {
    if (!s) return;
    if (s->in_turn) net_store_rollback(s);
    checkpointer_stop(s);
    for (int i = 0; i < STMT_COUNT; i++) sqlite3_finalize(s->stmt[i]);
    sqlite3_close(s->db);
    free(s);
}

const char *net_store_where(const NetStore *s) {
    return s->path;
}

bool net_store_begin(NetStore *s, Error *err) {
    if (s->in_turn) return error_set(err, "a turn is already begun");
    if (!exec(s, "BEGIN IMMEDIATE", err, "beginning")) return false;
    s->in_turn = true;
    return true;
}

bool net_store_commit(NetStore *s, Error *err) {
    if (!s->in_turn) return error_set(err, "no turn to commit");
    if (exec(s, "COMMIT", err, "committing")) {
        s->in_turn = false;
        return true;
    }
    net_store_rollback(s);
    return false;
}

void net_store_rollback(NetStore *s) {
    if (!s->in_turn) return;
    if (!sqlite3_get_autocommit(s->db)) sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    s->in_turn = false;
}

/* Runs a statement whose parameters are bound; true when it finished. */
static bool run(NetStore *s, sqlite3_stmt *q, Error *err, const char *doing) {
    int rc = sqlite3_step(q);
    sqlite3_reset(q);
    sqlite3_clear_bindings(q);
    if (rc == SQLITE_DONE || rc == SQLITE_ROW) return true;
    return db_error(s, err, doing);
}

static bool in_turn(NetStore *s, Error *err) {
    return s->in_turn || error_set(err, "stored outside a turn");
}

bool net_store_put_room(NetStore *s, const char *code, const char *text, Error *err) {
    if (!in_turn(s, err)) return false;
    sqlite3_stmt *q = s->stmt[STMT_PUT_ROOM];
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 2, text, -1, SQLITE_STATIC);
    return run(s, q, err, "storing a room");
}

bool net_store_delete_room(NetStore *s, const char *code, Error *err) {
    if (!in_turn(s, err)) return false;
    sqlite3_stmt *q = s->stmt[STMT_DELETE_ROOM];
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    return run(s, q, err, "removing a room");
}

bool net_store_set_aside_room(NetStore *s, const char *code, const char *reason, Error *err) {
    if (!in_turn(s, err)) return false;
    sqlite3_stmt *q = s->stmt[STMT_ASIDE_ROOM];
    sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 2, reason, -1, SQLITE_STATIC);
    return run(s, q, err, "setting a room aside") && net_store_delete_room(s, code, err);
}

static void bind_game(sqlite3_stmt *q, const NetStoreGame *g) {
    sqlite3_bind_text(q, 1, g->code, -1, SQLITE_STATIC);
    sqlite3_bind_int(q, 2, g->number);
    sqlite3_bind_text(q, 3, g->game, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 4, g->players[0], -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 5, g->players[1], -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 6, g->result, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 7, g->reason, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 8, g->control, -1, SQLITE_STATIC);
    sqlite3_bind_text(q, 9, g->record ? g->record : "", -1, SQLITE_STATIC);
    sqlite3_bind_int64(q, 10, g->ended);
}

bool net_store_add_game(NetStore *s, NetStoreGame *game, int keep, int *removed, Error *err) {
    if (removed) *removed = 0;
    if (!in_turn(s, err)) return false;
    if (keep < 1) return error_set(err, "at least one game a room must be kept");
    sqlite3_stmt *q = s->stmt[STMT_NEXT_NUMBER];
    sqlite3_bind_text(q, 1, game->code, -1, SQLITE_STATIC);
    int rc = sqlite3_step(q);
    if (rc == SQLITE_ROW) game->number = sqlite3_column_int(q, 0);
    sqlite3_reset(q);
    sqlite3_clear_bindings(q);
    if (rc != SQLITE_ROW) return db_error(s, err, "numbering a game");
    q = s->stmt[STMT_ADD_GAME];
    bind_game(q, game);
    if (!run(s, q, err, "storing a game")) return false;
    q = s->stmt[STMT_TRIM_GAMES];
    sqlite3_bind_text(q, 1, game->code, -1, SQLITE_STATIC);
    sqlite3_bind_int(q, 2, keep);
    if (!run(s, q, err, "removing a room's oldest games")) return false;
    if (removed) *removed = sqlite3_changes(s->db);
    return true;
}

bool net_store_import_game(NetStore *s, const NetStoreGame *game, bool *added, Error *err) {
    if (!in_turn(s, err)) return false;
    sqlite3_stmt *q = s->stmt[STMT_IMPORT_GAME];
    bind_game(q, game);
    if (!run(s, q, err, "storing a game")) return false;
    if (added) *added = sqlite3_changes(s->db) > 0;
    return true;
}

static const char *column_text(sqlite3_stmt *q, int column) {
    const char *text = (const char *)sqlite3_column_text(q, column);
    return text ? text : "";
}

bool net_store_rooms(NetStore *s, NetStoreRoomEach each, void *context, Error *err) {
    sqlite3_stmt *q;
    if (sqlite3_prepare_v2(s->db, "SELECT code, text FROM rooms", -1, &q, NULL) != SQLITE_OK)
        return db_error(s, err, "listing the rooms");
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW)
        if (!each(context, column_text(q, 0), column_text(q, 1))) {
            rc = SQLITE_DONE;
            break;
        }
    bool ok = rc == SQLITE_DONE || db_error(s, err, "listing the rooms");
    sqlite3_finalize(q);
    return ok;
}

bool net_store_games(NetStore *s, const char *code, NetStoreGameEach each, void *context,
                     Error *err) {
    sqlite3_stmt *q;
    const char *sql = "SELECT code, number, game, player1, player2, result, reason, control,"
                      " record, ended FROM games WHERE ?1 IS NULL OR code = ?1"
                      " ORDER BY ended, code, number";
    if (sqlite3_prepare_v2(s->db, sql, -1, &q, NULL) != SQLITE_OK)
        return db_error(s, err, "listing the games");
    if (code) sqlite3_bind_text(q, 1, code, -1, SQLITE_STATIC);
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        NetStoreGame g;
        memset(&g, 0, sizeof g);
        snprintf(g.code, sizeof g.code, "%s", column_text(q, 0));
        g.number = sqlite3_column_int(q, 1);
        snprintf(g.game, sizeof g.game, "%s", column_text(q, 2));
        snprintf(g.players[0], sizeof g.players[0], "%s", column_text(q, 3));
        snprintf(g.players[1], sizeof g.players[1], "%s", column_text(q, 4));
        snprintf(g.result, sizeof g.result, "%s", column_text(q, 5));
        snprintf(g.reason, sizeof g.reason, "%s", column_text(q, 6));
        snprintf(g.control, sizeof g.control, "%s", column_text(q, 7));
        g.record = column_text(q, 8);
        g.ended = sqlite3_column_int64(q, 9);
        if (!each(context, &g)) {
            rc = SQLITE_DONE;
            break;
        }
    }
    bool ok = rc == SQLITE_DONE || db_error(s, err, "listing the games");
    sqlite3_finalize(q);
    return ok;
}
