/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine protocol: parses commands, keeps the current game in a session, replies in the fixed
 * format. */
#include "core/monotonic.h"
#include "cli/engine.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef _WIN32 /* the C runtime's names for the stream locks */
#define flockfile _lock_file
#define funlockfile _unlock_file
#endif

#include "ai/ai_endgame.h"
#include "ai/ai_player.h"
#include "cli/engine_side.h"
#include "core/input_wait.h"
#include "core/text_file.h"
#include "rules/game_record.h"
#include "session/search_worker.h"
#include "session/session.h"

#ifndef DUELBOARD_VERSION
#define DUELBOARD_VERSION "0"
#endif

/* Commands longer than this are refused: no legal command comes near it. */
#define ENGINE_LINE_MAX 65536
/* At the end of input a running search may go on this long before it is stopped: its answer was
 * asked for, but a search without a time limit (`go depth 99`) must not keep the process alive. */
#define ENGINE_EOF_GRACE_MS 3000
/* The level `go` plays when it names none, and the one `isready` gets ready for. */
#define ENGINE_DEFAULT_LEVEL "master"

typedef struct InfoPrinter {
    FILE *out;
    const GameLine *line;
} InfoPrinter;

struct Engine {
    /* The game, kept as every front end keeps one: a session over its line, both seats people
     * (the client plays both sides), no autosave, no clock (`go` brings its own limits) and no
     * privacy screen (the client may ask what either side knows). The session's own searches,
     * a computer's move and hints, are never started: `go` is the protocol's, on `worker`. */
    Session *session;
    /* What `newgame` said, so `position startpos` can start the same game again. */
    GameOptions options;
    uint64_t seed;
    bool start_from_fen; /* a loaded record began from a position rather than from options */
    char start_fen[GAME_FEN_MAX];
    /* `newgame <game> side=<player>`: the engine plays one side of a hidden-information game
     * and keeps only that side's observation. There is no true state then, which a session
     * holds, so this mode keeps its game its own way (engine_side.h) and `session` is NULL. */
    EngineSide *side;

    /* A `go` runs on the search worker so that `stop`, `ponderhit` and `isready` are answered
     * meanwhile. Any other command waits for the search to end first, so the search's answer
     * may read the session's line freely and replies keep the order of the commands. The worker
     * prints `bestmove` itself, as soon as the search answers. */
    SearchWorker *worker;
    FILE *search_out;
    char level[64];
    char side_move[GAME_MOVE_TEXT_MAX]; /* what the side's search chose, in its words */
    /* The solved endgames of the game set up, for the levels that play them (Master). */
    AiEndgameCache *endgame;
    InfoPrinter printer; /* for the search's `info` lines */
};

Engine *engine_new(void) {
    Engine *e = calloc(1, sizeof(Engine));
    if (!e) return NULL;
    e->worker = search_worker_new();
    e->endgame = ai_endgame_cache_new();
    if (!e->worker || !e->endgame) {
        search_worker_free(e->worker);
        ai_endgame_cache_free(e->endgame);
        free(e);
        return NULL;
    }
    return e;
}

static void drop_game(Engine *e) {
    session_free(e->session);
    e->session = NULL;
    engine_side_free(e->side);
    e->side = NULL;
}

/* The line of the game set up (only while there is a session). */
static const GameLine *game_of(const Engine *e) {
    return session_line(e->session);
}

/* Makes the game set up a session over `line`, which it takes; on failure reports it and keeps
 * the game as it was. */
static bool start_session(Engine *e, GameLine *line, FILE *out) {
    SessionSettings settings;
    session_settings_init(&settings); /* two people, no autosave, no clock */
    settings.no_privacy_screen = true;
    Error err;
    Session *fresh = session_new(line, &settings, &err);
    if (!fresh) {
        fprintf(out, "error %s\n", err.message);
        return false;
    }
    drop_game(e);
    e->session = fresh;
    return true;
}

static bool searching(const Engine *e) {
    return search_worker_running(e->worker);
}

/* Waits for the running search, if any, to finish (it prints its own bestmove). */
static void finish_search(Engine *e) {
    search_worker_wait(e->worker, NULL);
}

/* The running search answers now with its best move so far. */
static void stop_search(Engine *e) {
    search_worker_stop(e->worker, NULL);
}

void engine_free(Engine *e) {
    if (!e) return;
    stop_search(e);
    search_worker_free(e->worker);
    ai_endgame_cache_free(e->endgame); /* after the search that may read its table */
    drop_game(e);
    free(e);
}

/* Splits off the first word of *p (white space separated); NULL at the end. */
static char *next_word(char **p) {
    char *s = *p;
    while (*s && isspace((unsigned char)*s)) s++;
    if (!*s) {
        *p = s;
        return NULL;
    }
    char *start = s;
    while (*s && !isspace((unsigned char)*s)) s++;
    if (*s) *s++ = '\0';
    *p = s;
    return start;
}

/* Plays the words of `rest` as moves on the line `position` sets up; on an illegal one reports
 * it and stops there. The line is handed to a session only then: a client that sends the whole
 * game before each `go` does not pay for a session's bookkeeping after every replayed move. */
static bool play_moves(GameLine *line, char *rest, FILE *out) {
    char *word;
    while ((word = next_word(&rest))) {
        Error err;
        if (!game_line_play_text(line, word, &err)) {
            fprintf(out, "error illegal move %s: %s\n", word, err.message);
            return false;
        }
    }
    return true;
}

static void cmd_newgame(Engine *e, char *rest, FILE *out) {
    char *id = next_word(&rest);
    if (!id) {
        fprintf(out, "error usage: newgame <game> [key=value]...\n");
        return;
    }
    const GameRules *g = game_find(id);
    if (!g) {
        char ids[256];
        game_id_list(ids, sizeof ids);
        fprintf(out, "error unknown game '%s' (known: %s)\n", id, ids);
        return;
    }
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    GameLine fresh;
    if (!game_options_parse_line(&opt, rest, &err)) {
        fprintf(out, "error %s\n", err.message);
        return;
    }
    const char *side = game_options_get(&opt, "side");
    if (side) {
        /* The side is the engine's, not the game's: the rules get the other options. */
        GameOptions rules_opt;
        game_options_init(&rules_opt);
        for (int i = 0; i < opt.count; i++)
            if (strcmp(opt.items[i].key, "side") != 0)
                rules_opt.items[rules_opt.count++] = opt.items[i];
        uint64_t seed;
        EngineSide *fresh_side = NULL;
        if (game_options_get_seed(&rules_opt, (uint64_t)time(NULL), &seed, &err))
            fresh_side = engine_side_start(g, &rules_opt, seed, side, &err);
        if (!fresh_side) {
            fprintf(out, "error %s\n", err.message);
            return;
        }
        drop_game(e);
        e->side = fresh_side;
        fprintf(out, "ok\n");
        return;
    }
    if (!game_line_start(&fresh, g, &opt, (uint64_t)time(NULL), &err)) {
        fprintf(out, "error %s\n", err.message);
        return;
    }
    uint64_t seed = fresh.seed;
    if (!start_session(e, &fresh, out)) return;
    e->options = opt;
    e->seed = seed;
    e->start_from_fen = false;
    fprintf(out, "ok\n");
}

static void cmd_position(Engine *e, char *rest, FILE *out) {
    char *kind = next_word(&rest);
    Error err;
    if (kind && strcmp(kind, "startpos") == 0) {
        if (!e->session) {
            fprintf(out, "error no game: use newgame first\n");
            return;
        }
        const GameRules *g = session_rules(e->session);
        GameLine fresh;
        bool ok = e->start_from_fen ? game_line_start_fen(&fresh, g, e->start_fen, &err)
                                    : game_line_start(&fresh, g, &e->options, e->seed, &err);
        if (!ok) {
            fprintf(out, "error %s\n", err.message);
            return;
        }
        char *word = next_word(&rest);
        if (word && strcmp(word, "moves") != 0) {
            if (start_session(e, &fresh, out))
                fprintf(out, "error expected 'moves' after startpos\n");
            return;
        }
        bool played = play_moves(&fresh, rest, out); /* up to an illegal move, if any */
        if (start_session(e, &fresh, out) && played) fprintf(out, "ok\n");
        return;
    }
    if (kind && strcmp(kind, "record") == 0) {
        while (isspace((unsigned char)*rest)) rest++;
        char *text = text_file_read(rest, NULL, &err);
        GameLine loaded;
        if (!text || !game_record_load(text, &loaded, NULL, &err)) {
            fprintf(out, "error %s\n", err.message);
            free(text);
            return;
        }
        free(text);
        GameOptions options = loaded.options;
        uint64_t seed = loaded.seed;
        bool from_fen = loaded.from_fen;
        char start_fen[GAME_FEN_MAX];
        memcpy(start_fen, loaded.start_fen, sizeof start_fen);
        if (!start_session(e, &loaded, out)) return;
        e->options = options;
        e->seed = seed;
        e->start_from_fen = from_fen;
        memcpy(e->start_fen, start_fen, sizeof e->start_fen);
        fprintf(out, "ok\n");
        return;
    }
    if (kind && strcmp(kind, "fen") == 0) {
        if (!e->session) {
            fprintf(out, "error no game: use newgame first\n");
            return;
        }
        char *moves = strstr(rest, " moves");
        if (moves && (moves[6] == '\0' || isspace((unsigned char)moves[6]))) {
            *moves = '\0';
            moves += 6;
        } else {
            moves = NULL;
        }
        char *fen = text_trim(rest);
        GameLine fresh;
        if (!game_line_start_fen(&fresh, session_rules(e->session), fen, &err)) {
            fprintf(out, "error %s\n", err.message);
            return;
        }
        bool played = !moves || play_moves(&fresh, moves, out); /* up to an illegal move */
        if (start_session(e, &fresh, out) && played) fprintf(out, "ok\n");
        return;
    }
    fprintf(out, "error usage: position startpos|fen <text>|record <path> [moves <m>...]\n");
}

static void cmd_moves(Engine *e, FILE *out) {
    Move moves[GAME_MOVES_MAX];
    int n = session_live_moves(e->session, moves, GAME_MOVES_MAX);
    fputs("moves", out);
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        if (session_move_text(e->session, moves[i], text, sizeof text)) fprintf(out, " %s", text);
    }
    fputc('\n', out);
}

static void cmd_status(Engine *e, FILE *out) {
    /* No resignation or clock here: the rules' outcome. */
    fprintf(out, "status %s\n", session_shown(e->session)->status);
}

/* The position as the session shows it: the whole game, since the engine's client plays both
 * sides (its session has no privacy screen). */
static void cmd_show(Engine *e, FILE *out) {
    char text[GAME_DESCRIBE_MAX];
    session_shown_describe(session_shown(e->session), text, sizeof text);
    fputs(text, out);
    if (text[0] && text[strlen(text) - 1] != '\n') fputc('\n', out);
    fputs("end\n", out);
}

static void cmd_view(Engine *e, char *rest, FILE *out) {
    char *who = next_word(&rest);
    const GameRules *g = session_rules(e->session);
    int player = -1;
    for (int p = 0; p < 2 && who; p++)
        if (strcmp(who, g->player_names[p]) == 0) player = p;
    if (player < 0) {
        fprintf(out, "error usage: view %s|%s\n", g->player_names[0], g->player_names[1]);
        return;
    }
    char text[GAME_DESCRIBE_MAX];
    game_describe_for(g, game_line_state(game_of(e)), player, text, sizeof text);
    fputs(text, out);
    if (text[0] && text[strlen(text) - 1] != '\n') fputc('\n', out);
    fputs("end\n", out);
}

static void print_info(const AiInfo *info, void *context) {
    InfoPrinter *p = context;
    flockfile(p->out);
    fprintf(p->out, "info depth %d score %d nodes %" PRIu64 " nps %" PRIu64 " pv", info->depth,
            info->score, info->nodes, info->nps);
    /* The pv is printed in notation, each move in the position it is played from. */
    const GameRules *g = p->line->rules;
    unsigned char *st = malloc(g->state_size);
    if (st) {
        memcpy(st, game_line_state(p->line), g->state_size);
        for (int i = 0; i < info->pv_length; i++) {
            char text[GAME_MOVE_TEXT_MAX];
            if (!g->move_to_text(st, info->pv[i], text, sizeof text)) break;
            fprintf(p->out, " %s", text);
            g->apply(st, info->pv[i]);
        }
        free(st);
    }
    fputc('\n', p->out);
    fflush(p->out);
    funlockfile(p->out);
}

/* The side's search (SearchChoose): it answers in the side's words, kept for print_answer. */
static bool choose_side(void *context, const AiLimits *limits, AiInfoCallback on_info,
                        void *info_context, Move *out, Error *err) {
    (void)on_info;
    (void)info_context;
    Engine *e = context;
    *out = 0;
    return engine_side_choose(e->side, e->level, limits, e->side_move, sizeof e->side_move, err);
}

/* Prints the search's answer on the worker's thread (SearchAnswered). */
static void print_answer(void *context, const SearchAnswer *answer) {
    Engine *e = context;
    FILE *out = e->search_out;
    char text[GAME_MOVE_TEXT_MAX];
    if (answer->ok && e->side)
        snprintf(text, sizeof text, "%s", e->side_move);
    else if (answer->ok)
        session_rules(e->session)
            ->move_to_text(game_line_state(game_of(e)), answer->move, text, sizeof text);
    flockfile(out);
    if (answer->ok)
        fprintf(out, "bestmove %s\n", text);
    else
        fprintf(out, "error %s\n", answer->err.message);
    fflush(out);
    funlockfile(out);
}

static void cmd_go(Engine *e, char *rest, FILE *out) {
    AiLimits limits = {0};
    limits.seed = 1;
    const char *level = ENGINE_DEFAULT_LEVEL;
    bool ponder = false;
    char *word;
    while ((word = next_word(&rest))) {
        if (strcmp(word, "ponder") == 0) {
            ponder = true;
            continue;
        }
        char *value = next_word(&rest);
        if (!value) {
            fprintf(out, "error go: '%s' needs a value\n", word);
            return;
        }
        char *end;
        unsigned long long v = strtoull(value, &end, 10);
        bool numeric = *value && !*end && value[0] != '-';
        if (strcmp(word, "level") == 0) {
            if (!ai_player_exists(value)) {
                fprintf(out, "error go: unknown level '%s' (known: %s)\n", value,
                        ai_player_names());
                return;
            }
            level = value;
            continue;
        }
        if (!numeric) {
            fprintf(out, "error go: '%s %s' needs a whole number\n", word, value);
            return;
        }
        if (strcmp(word, "movetime") == 0)
            limits.movetime_ms = (int64_t)v;
        else if (strcmp(word, "nodes") == 0)
            limits.nodes = v;
        else if (strcmp(word, "depth") == 0)
            limits.depth = (int)v;
        else if (strcmp(word, "seed") == 0)
            limits.seed = v;
        else if (strcmp(word, "threads") == 0 && v >= 1 && v <= AI_THREADS_MAX)
            limits.threads = (int)v;
        else if (strcmp(word, "threads") == 0) {
            fprintf(out, "error go: threads must be 1 to %d\n", AI_THREADS_MAX);
            return;
        } else {
            fprintf(out, "error go: unknown limit '%s'\n", word);
            return;
        }
    }
    Move moves[GAME_MOVES_MAX];
    if (e->side ? !engine_side_can_move(e->side)
                : game_line_moves(game_of(e), moves, GAME_MOVES_MAX) == 0) {
        fprintf(out, "error no legal move in this position\n");
        return;
    }
    snprintf(e->level, sizeof e->level, "%s", level);
    limits.endgame_cache = e->endgame;
    e->search_out = out;
    e->printer = (InfoPrinter){out, e->side ? NULL : game_of(e)};
    SearchJob job = {.line = e->side ? NULL : game_of(e),
                     .player = level,
                     .limits = limits,
                     .ponder = ponder,
                     .choose = e->side ? choose_side : NULL,
                     .choose_context = e,
                     .on_info = e->side ? NULL : print_info,
                     .info_context = &e->printer,
                     .on_answer = print_answer,
                     .answer_context = e};
    Error err;
    if (!search_worker_start(e->worker, &job, &err))
        fprintf(out, "error could not start the search: %s\n", err.message);
}

static void cmd_perft(Engine *e, char *rest, FILE *out) {
    char *word = next_word(&rest);
    char *end = NULL;
    long depth = word ? strtol(word, &end, 10) : 0;
    if (!word || *end || depth < 0 || depth > 20) {
        fprintf(out, "error usage: perft <depth 0-20>\n");
        return;
    }
    const GameRules *g = session_rules(e->session);
    const void *st = game_line_state(game_of(e));
    double start = monotonic_seconds();
    uint64_t count = g->perft ? g->perft(st, (int)depth) : game_perft(g, st, (int)depth);
    double elapsed = monotonic_seconds() - start;
    fprintf(out, "perft %ld %" PRIu64 " %.0f\n", depth, count,
            elapsed > 0 ? (double)count / elapsed : 0.0);
}

/* `setoption name endgames value full|quick`: whether Master's solved endgames go on to what
 * takes longer to build (Onitama's three students; `isready` then waits for them too). */
static void cmd_setoption(Engine *e, char *rest, FILE *out) {
    char *name_word = next_word(&rest), *name = next_word(&rest);
    char *value_word = next_word(&rest), *value = next_word(&rest);
    if (!name_word || strcmp(name_word, "name") != 0 || !name || !value_word ||
        strcmp(value_word, "value") != 0 || !value || next_word(&rest)) {
        fprintf(out, "error setoption: write it as setoption name <option> value <value>\n");
    } else if (strcmp(name, "endgames") != 0) {
        fprintf(out, "error setoption: unknown option '%s' (known: endgames)\n", name);
    } else if (strcmp(value, "full") != 0 && strcmp(value, "quick") != 0) {
        fprintf(out, "error setoption: endgames is full or quick, not '%s'\n", value);
    } else {
        ai_endgame_cache_set_full(e->endgame, strcmp(value, "full") == 0);
        fprintf(out, "ok\n");
    }
}

static bool needs_game(const char *cmd) {
    static const char *const cmds[] = {"fen",  "moves", "play", "undo",  "status",
                                       "show", "view",  "go",   "perft", NULL};
    for (int i = 0; cmds[i]; i++)
        if (strcmp(cmd, cmds[i]) == 0) return true;
    return false;
}

bool engine_handle_line(Engine *e, const char *input, FILE *out) {
    size_t len = strlen(input);
    if (len >= ENGINE_LINE_MAX) {
        fprintf(out, "error line too long\n");
        return true;
    }
    char *buf = malloc(len + 1);
    if (!buf) {
        fprintf(out, "error out of memory\n");
        return true;
    }
    memcpy(buf, input, len + 1);
    char *rest = buf;
    char *cmd = next_word(&rest);
    bool keep_going = true;
    if (searching(e) && cmd && strcmp(cmd, "isready") == 0) {
        flockfile(out);
        fprintf(out, "readyok\n");
        fflush(out);
        funlockfile(out);
        free(buf);
        return true;
    }
    if (searching(e) && cmd && strcmp(cmd, "ponderhit") == 0) {
        /* The expected move was played: the search goes on, its move time starting now. */
        search_worker_ponderhit(e->worker);
        free(buf);
        return true;
    }
    /* Any other command ends pondering, which would otherwise never finish by itself. */
    if (search_worker_pondering(e->worker) && !(cmd && strcmp(cmd, "stop") == 0)) stop_search(e);
    if (searching(e) && cmd && strcmp(cmd, "stop") == 0) {
        /* The worker answers with its best move so far. */
        stop_search(e);
        free(buf);
        return true;
    }
    if (cmd && strcmp(cmd, "quit") == 0) stop_search(e);
    finish_search(e);
    if (!cmd) {
        /* Empty lines are ignored, as in UCI. */
    } else if (e->side && engine_side_command(e->side, cmd, rest, out)) {
        /* Answered from the side's observation. */
    } else if (needs_game(cmd) && !e->session && !(e->side && strcmp(cmd, "go") == 0)) {
        fprintf(out, "error no game: use newgame first\n");
    } else if (strcmp(cmd, "protocol") == 0) {
        char ids[256];
        game_id_list(ids, sizeof ids);
        fprintf(out, "id name duelboard %s\nid games %s\nprotocolok\n", DUELBOARD_VERSION, ids);
    } else if (strcmp(cmd, "isready") == 0) {
        /* As in UCI, readiness includes what a game needs before it is played: Master's solved
         * endgames of the game set up (the engine's default level), so that a caller can have
         * them built before its clock starts. A game without tables answers at once. */
        if (e->session) ai_player_prepare(e->endgame, ENGINE_DEFAULT_LEVEL, game_of(e), true);
        fprintf(out, "readyok\n");
    } else if (strcmp(cmd, "setoption") == 0) {
        cmd_setoption(e, rest, out);
    } else if (strcmp(cmd, "newgame") == 0) {
        cmd_newgame(e, rest, out);
    } else if (strcmp(cmd, "position") == 0) {
        cmd_position(e, rest, out);
    } else if (strcmp(cmd, "fen") == 0) {
        char fen[GAME_FEN_MAX];
        if (session_rules(e->session)->to_fen(game_line_state(game_of(e)), fen, sizeof fen))
            fprintf(out, "fen %s\n", fen);
        else
            fprintf(out, "error position does not fit in one line\n");
    } else if (strcmp(cmd, "moves") == 0) {
        cmd_moves(e, out);
    } else if (strcmp(cmd, "play") == 0) {
        char *move = next_word(&rest);
        Error err;
        if (!move)
            fprintf(out, "error usage: play <move>\n");
        else if (!session_play_text(e->session, move, &err))
            fprintf(out, "error illegal move %s: %s\n", move, err.message);
        else
            fprintf(out, "ok\n");
    } else if (strcmp(cmd, "undo") == 0) {
        /* Between two people the session takes back one move, as the protocol's undo does. */
        fprintf(out, session_undo(e->session) ? "ok\n" : "error nothing to undo\n");
    } else if (strcmp(cmd, "status") == 0) {
        cmd_status(e, out);
    } else if (strcmp(cmd, "show") == 0) {
        cmd_show(e, out);
    } else if (strcmp(cmd, "view") == 0) {
        cmd_view(e, rest, out);
    } else if (strcmp(cmd, "go") == 0) {
        cmd_go(e, rest, out);
    } else if (strcmp(cmd, "stop") == 0 || strcmp(cmd, "ponderhit") == 0) {
        /* A running search was handled above: none is running now. */
        fprintf(out, "error no search running\n");
    } else if (strcmp(cmd, "perft") == 0) {
        cmd_perft(e, rest, out);
    } else if (strcmp(cmd, "quit") == 0) {
        keep_going = false;
    } else {
        fprintf(out, "error unknown command\n");
    }
    free(buf);
    fflush(out);
    return keep_going;
}

/* Commands a running search answers at once; every other command waits for it to end. */
static bool answered_during_search(const char *line) {
    while (isspace((unsigned char)*line)) line++;
    size_t n = strcspn(line, " \t\r\f\v");
    return (n == 7 && strncmp(line, "isready", 7) == 0) ||
           (n == 4 && strncmp(line, "stop", 4) == 0) ||
           (n == 9 && strncmp(line, "ponderhit", 9) == 0);
}

/* Input read straight from the file descriptor, so that the engine knows whether unread input is
 * pending and can notice the end of input while a command waits for a search. */
typedef struct Reader {
    int fd;
    char buf[4096];
    size_t start, end;
    bool eof;
} Reader;

/* Reads more input, waiting at most `timeout_ms` (-1: as long as it takes). */
static void reader_fill(Reader *r, int timeout_ms) {
    if (r->eof || r->start < r->end) return;
    int ready = input_wait(r->fd, timeout_ms);
    if (ready < 0 && errno == EINTR) return;
    if (ready == 0) return;
    ssize_t got = ready < 0 ? -1 : read(r->fd, r->buf, sizeof r->buf);
    if (got < 0 && errno == EINTR) return;
    r->start = 0;
    r->end = got > 0 ? (size_t)got : 0;
    r->eof = got <= 0; /* a read error ends the input like its end does */
}

static int reader_getc(Reader *r) {
    while (r->start == r->end) {
        if (r->eof) return EOF;
        reader_fill(r, -1);
    }
    return (unsigned char)r->buf[r->start++];
}

/* Outcome of reading one command line. */
typedef enum LineRead { LINE_OK, LINE_TOO_LONG, LINE_NUL, LINE_EOF } LineRead;

/* Reads one line into buf (size ENGINE_LINE_MAX + 1) without its end. Over-long lines are read
 * to their end and dropped, so no input makes the engine hold more than one buffer. */
static LineRead read_line(Reader *r, char *buf) {
    size_t len = 0;
    bool too_long = false, nul = false, any = false;
    int c;
    while ((c = reader_getc(r)) != EOF) {
        any = true;
        if (c == '\n') break;
        if (c == '\0') nul = true;
        if (len < ENGINE_LINE_MAX)
            buf[len++] = (char)c;
        else
            too_long = true;
    }
    if (!any) return LINE_EOF;
    while (len > 0 && buf[len - 1] == '\r') len--;
    buf[len] = '\0';
    return too_long ? LINE_TOO_LONG : nul ? LINE_NUL : LINE_OK;
}

/* Waits for a running search to end by itself (a pondering one is stopped). Once the input has
 * ended nothing can send `stop` any more, so the search then gets ENGINE_EOF_GRACE_MS and is
 * stopped (it still answers). Input that is already pending is not looked past: it is handled after
 * the search, in order. */
static void await_search(Engine *e, Reader *r) {
    if (!searching(e)) return;
    if (search_worker_pondering(e->worker)) { /* it never ends by itself: the command ends it */
        stop_search(e);
        return;
    }
    const struct timespec tick = {0, 5 * 1000 * 1000};
    double deadline = 0;
    while (!search_worker_answered(e->worker)) {
        if (!r->eof && r->start == r->end) {
            reader_fill(r, 5);
        } else {
            if (r->eof && deadline == 0)
                deadline = monotonic_seconds() + ENGINE_EOF_GRACE_MS / 1000.0;
            if (r->eof && monotonic_seconds() >= deadline) break;
            nanosleep(&tick, NULL);
        }
    }
    stop_search(e);
}

int engine_run(FILE *in, FILE *out) {
    Engine *e = engine_new();
    char *line = malloc(ENGINE_LINE_MAX + 1);
    Reader *r = calloc(1, sizeof *r);
    if (!e || !line || !r) {
        fprintf(stderr, "out of memory\n");
        free(r);
        free(line);
        engine_free(e);
        return 1;
    }
    r->fd = fileno(in);
    LineRead got;
    while ((got = read_line(r, line)) != LINE_EOF) {
        if (got == LINE_OK) {
            if (!answered_during_search(line)) await_search(e, r);
            if (!engine_handle_line(e, line, out)) break;
            continue;
        }
        /* Written under the stream lock: a search may be printing `info` lines. */
        flockfile(out);
        fputs(got == LINE_TOO_LONG ? "error line too long\n" : "error NUL byte in command\n", out);
        fflush(out);
        funlockfile(out);
    }
    r->eof = true; /* after `quit` too: no more input will be read */
    await_search(e, r);
    free(r);
    free(line);
    engine_free(e);
    return 0;
}
