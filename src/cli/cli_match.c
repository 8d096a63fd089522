/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `match`: two players over N games with colours swapped in pairs and varied starts, reporting
 * wins, draws and losses, the score, an Elo difference with its error, and optionally an SPRT. */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
#include "ai/ai_eval.h"
#include "ai/ai_endgame.h"
#include "ai/ai_player.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/cli_lateness.h"
#include "cli/cli_match_clock.h"
#include "cli/cli_match_net.h"
#include "cli/cli_opening.h"
#include "cli/engine_process.h"
#include "core/rng.h"
#include "core/text_file.h"
#include "net/net_link.h"
#include "rules/game_record.h"

#define MATCH_PLY_MAX 400 /* longer games are adjudicated drawn */

/* What the last finished iteration of a search reported. */
typedef struct MoveInfo {
    int depth, score;
} MoveInfo;

typedef struct Player {
    char name[64];
    AiLimits limits;
    /* An external engine: "@PATH" runs "PATH engine" and speaks the protocol with it. */
    char path[512];
    char level[64]; /* sent as `go ... level NAME` when set */
    /* endgames=full: the player's solved endgames go on to what takes longer to build
     * (ai_endgame_cache_set_full); the match's own player then keeps them apart. */
    bool full_endgames;
    AiEndgameCache *own_tables;
    EngineProcess engine;
    /* Measurements over the match. */
    uint64_t moves;
    int64_t total_us, worst_over_us; /* time used; worst excess over the move time */
    /* Moves chosen before the search saw a forced result, and their time: a decided position
     * is rightly played at once, so time use is judged on the others. */
    uint64_t open_moves;
    int64_t open_us;
    uint64_t depth_sum, depth_moves;
    Lateness late;    /* each timed move's time past its move time, for --overruns */
    MatchClock clock; /* with --clock */
} Player;

/* "name[:movetime=MS][:nodes=N][:depth=D][:threads=T][:endgames=full|quick]", with the
 * match-wide limits as defaults. */
static bool parse_player(const char *spec, const AiLimits *defaults, Player *p, Error *err) {
    memset(p, 0, sizeof *p);
    p->limits = *defaults;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", spec);
    char *save = NULL;
    /* "@C:\path" (Windows): the drive's colon is the path's, not a limit's. */
    bool drive = buf[0] == '@' && isalpha((unsigned char)buf[1]) && buf[2] == ':' &&
                 (buf[3] == '\\' || buf[3] == '/');
    char *name = strtok_r(buf + (drive ? 3 : 0), ":", &save);
    if (drive) name = buf;
    if (name && name[0] == '@' && name[1]) {
        snprintf(p->path, sizeof p->path, "%s", name + 1);
    } else if (!name || !ai_player_exists(name)) {
        return error_set(err, "unknown player '%s' (known: %s, or @PATH for an engine)",
                         name ? name : "", ai_player_names());
    }
    snprintf(p->name, sizeof p->name, "%s", name);
    for (char *kv = strtok_r(NULL, ":", &save); kv; kv = strtok_r(NULL, ":", &save)) {
        if (strncmp(kv, "level=", 6) == 0 && p->path[0]) {
            snprintf(p->level, sizeof p->level, "%s", kv + 6);
            continue;
        }
        if (strncmp(kv, "endgames=", 9) == 0) {
            if (strcmp(kv + 9, "full") != 0 && strcmp(kv + 9, "quick") != 0)
                return error_set(err, "endgames is full or quick, not '%s'", kv + 9);
            p->full_endgames = strcmp(kv + 9, "full") == 0;
            continue;
        }
        char *eq = strchr(kv, '=');
        char *end = NULL;
        unsigned long long v = eq ? strtoull(eq + 1, &end, 10) : 0;
        if (!eq || !*(eq + 1) || *end) return error_set(err, "bad player limit '%s'", kv);
        *eq = '\0';
        if (strcmp(kv, "movetime") == 0)
            p->limits.movetime_ms = (int64_t)v;
        else if (strcmp(kv, "nodes") == 0)
            p->limits.nodes = v;
        else if (strcmp(kv, "depth") == 0)
            p->limits.depth = (int)v;
        else if (strcmp(kv, "threads") == 0 && v >= 1 && v <= AI_THREADS_MAX)
            p->limits.threads = (int)v;
        else if (strcmp(kv, "threads") == 0)
            return error_set(err, "threads must be 1 to %d", AI_THREADS_MAX);
        else
            return error_set(
                err, "unknown player limit '%s' (movetime, nodes, depth, threads, endgames)", kv);
    }
    return true;
}

/* A hidden-information game: the engine plays the side to move and is told only what that side
 * may know, one `play` line per move (`newgame ... side=`: the game's tell_side writes each line).
 */
static bool external_send_side(Player *p, const GameLine *line, Error *err) {
    const GameRules *g = line->rules;
    if (!g->tell_side || line->from_fen)
        return error_set(err, "an engine plays %s only from the start", g->title);
    int side = g->to_move(game_line_state(line));
    char options[1024];
    game_options_format(&line->options, options, sizeof options);
    fprintf(p->engine.to, "newgame %s %s side=%s", g->id, options, g->player_names[side]);
    if (!game_options_get(&line->options, "seed"))
        fprintf(p->engine.to, " seed=%" PRIu64, line->seed);
    fputc('\n', p->engine.to);
    for (int i = 0; i < line->length; i++) {
        char text[GAME_MOVE_TEXT_MAX + 64];
        if (!g->tell_side(game_line_state_at(line, i), line->moves[i], side, text, sizeof text))
            return error_set(err, "a move of the game has no text");
        fprintf(p->engine.to, "play %s\n", text);
    }
    return true;
}

/* Sets the engine's game to `line`, from its start so that it knows the history. */
static bool external_send_game(Player *p, const GameLine *line, Error *err) {
    if (!p->engine.running) {
        if (!engine_process_start(&p->engine, p->path, err)) return false;
        /* Its `ok`, or an engine's error for an option it does not know, is read with the
         * replies to `isready`. */
        if (p->full_endgames) fprintf(p->engine.to, "setoption name endgames value full\n");
    }
    const GameRules *g = line->rules;
    if (g->observe) {
        if (!external_send_side(p, line, err)) return false;
    } else if (line->from_fen) {
        fprintf(p->engine.to, "newgame %s\nposition fen %s moves", g->id, line->start_fen);
    } else {
        char options[1024];
        game_options_format(&line->options, options, sizeof options);
        fprintf(p->engine.to, "newgame %s %s", g->id, options);
        if (!game_options_get(&line->options, "seed"))
            fprintf(p->engine.to, " seed=%" PRIu64, line->seed);
        fprintf(p->engine.to, "\nposition startpos moves");
    }
    for (int i = 0; i < line->length && !g->observe; i++) {
        char move[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(game_line_state_at(line, i), line->moves[i], move, sizeof move))
            return error_set(err, "a move of the game has no text");
        fprintf(p->engine.to, " %s", move);
    }
    if (!g->observe) fputc('\n', p->engine.to);
    return true;
}

/* Sets up the game and asks the engine to get ready for it: what it prepares for a game
 * (Onitama: its solved endgames) is then done before its clock runs, as for the match's own
 * players. */
static bool external_ask_ready(Player *p, const GameLine *line, Error *err) {
    if (!external_send_game(p, line, err)) return false;
    fprintf(p->engine.to, "isready\n");
    fflush(p->engine.to);
    return true;
}

/* Waits for the `readyok` that `external_ask_ready` asked for. */
static bool external_await_ready(Player *p, Error *err) {
    char reply[8192];
    while (fgets(reply, sizeof reply, p->engine.from)) {
        reply[strcspn(reply, "\r\n")] = '\0';
        if (strncmp(reply, "error", 5) == 0) return error_set(err, "%s: %s", p->path, reply);
        if (strcmp(reply, "readyok") == 0) return true;
    }
    return error_set(err, "%s stopped answering", p->path);
}

/* Gets both players ready for the game at `line`; returns the index of one that failed, or -1.
 * Engines are all asked before any is awaited, so that two engines build their tables at once,
 * one per core, rather than one after the other. */
static int players_get_ready(Player *players[2], const GameLine *line, Error *err) {
    for (int p = 0; p < 2; p++)
        if (players[p]->path[0] && !external_ask_ready(players[p], line, err)) return p;
    for (int p = 0; p < 2; p++)
        if (!players[p]->path[0])
            ai_player_prepare(players[p]->limits.endgame_cache, players[p]->name, line, true);
    for (int p = 0; p < 2; p++)
        if (players[p]->path[0] && !external_await_ready(players[p], err)) return p;
    return -1;
}

/* Sets the engine's game to `line` and asks it for a move; the reply must be a legal move in
 * notation. */
static bool external_choose(Player *p, const GameLine *line, const AiLimits *limits, MoveInfo *info,
                            Move *out, Error *err) {
    if (!external_send_game(p, line, err)) return false;
    const GameRules *g = line->rules;
    fprintf(p->engine.to, "go seed %" PRIu64, limits->seed);
    if (limits->movetime_ms) fprintf(p->engine.to, " movetime %" PRId64, limits->movetime_ms);
    if (limits->nodes) fprintf(p->engine.to, " nodes %" PRIu64, limits->nodes);
    if (limits->depth) fprintf(p->engine.to, " depth %d", limits->depth);
    if (limits->threads) fprintf(p->engine.to, " threads %d", limits->threads);
    if (p->level[0]) fprintf(p->engine.to, " level %s", p->level);
    fprintf(p->engine.to, "\n");
    fflush(p->engine.to);
    char reply[8192];
    while (fgets(reply, sizeof reply, p->engine.from)) {
        reply[strcspn(reply, "\r\n")] = '\0';
        if (strncmp(reply, "info depth ", 11) == 0) {
            info->depth = atoi(reply + 11);
            const char *score = strstr(reply, " score ");
            if (score) info->score = atoi(score + 7);
        }
        if (strncmp(reply, "error", 5) == 0) return error_set(err, "%s: %s", p->path, reply);
        if (strncmp(reply, "bestmove ", 9) != 0) continue;
        Error why;
        if (!g->move_from_text(game_line_state(line), reply + 9, out, &why))
            return error_set(err, "%s answered '%s', not a legal move", p->path, reply);
        return true;
    }
    return error_set(err, "%s stopped answering", p->path);
}

static void note_info(const AiInfo *info, void *context) {
    MoveInfo *mi = context;
    mi->depth = info->depth;
    mi->score = info->score;
}

/* Plays one game; returns the result for `players[0]` (1, 0.5, 0) or -1 on an error. */
/* `--balanced D,M`: the opening must score within M at depth D (0: any opening). */
typedef struct Balance {
    int depth, margin;
} Balance;
#define BALANCE_ATTEMPTS 1000

/* The move time a player's clock allows (--clock), capped as the app caps it: by the player's own
 * move time when it was given one, else by its level's. */
static int64_t clock_move_time_ms(const Player *p, const GameClock *clock, int side,
                                  const GameLine *line) {
    int64_t cap = p->limits.movetime_ms;
    if (!cap) cap = ai_player_move_time_ms(p->path[0] ? p->level : p->name);
    return match_clock_plan_ms(clock, side, line->length, &ai_eval_for(line->rules)->length, cap);
}

/* The game as a record at `path`, each side named by the player's name (an engine's path with
 * any space made '_', as a record's names are single words), so it can be analysed or opened. */
static bool write_game_record(const GameLine *line, Player *players[2], const int side_player[2],
                              const char *path, Error *err) {
    GameRecordPlayers names;
    for (int s = 0; s < 2; s++) {
        snprintf(names.name[s], sizeof names.name[s], "%s", players[side_player[s]]->name);
        for (char *c = names.name[s]; *c; c++)
            if (*c == ' ' || *c == '\t') *c = '_';
    }
    char *text = game_record_format(line, &names, err);
    bool ok = text && text_file_write_atomic(path, text, strlen(text), err);
    free(text);
    return ok;
}

/* `control`: the time control of --clock, NULL for none; `record_path`: where the game's record
 * goes, NULL for nowhere. */
static double play_game(const GameRules *g, const GameOptions *opt, uint64_t seed,
                        int opening_plies, const Balance *balance, Player *players[2],
                        bool first_is_side0, const TimeControl *control, FILE *log,
                        const char *record_path) {
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, opt, seed, &err)) {
        fprintf(stderr, "match: %s\n", err.message);
        return -1;
    }
    Rng rng;
    cli_opening_rng(&rng, seed);
    /* With a balance check, openings are drawn again until a fixed-depth search scores them
     * within the margin: a random opening that one side wins by force tells nothing about the
     * players when colours are swapped. */
    for (int attempt = 0; attempt < BALANCE_ATTEMPTS; attempt++) {
        while (line.length > 0) game_line_undo(&line);
        cli_play_random_plies(&line, &rng, opening_plies);
        if (!balance->depth || game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
        AiSearchParams sp = {0};
        sp.depth = balance->depth;
        sp.seed = seed;
        sp.contempt = 2 * balance->margin + 2; /* a forced draw scores below the margin */
        AiSearchResult sr;
        if (ai_search(&line, &sp, NULL, NULL, &sr, &err) && abs(sr.score) <= balance->margin) break;
    }
    /* Each player gets ready for the game before its first move, as the app lets it when a game
     * opens, and the match waits for that (Master's solved endgames) so that no side's clock
     * pays for it. */
    int failed = players_get_ready(players, &line, &err);
    if (failed >= 0) {
        fprintf(stderr, "match: %s failed: %s\n", players[failed]->name, err.message);
        game_line_free(&line);
        return -1;
    }
    /* side_player[s]: which of `players` plays side s. */
    int side_player[2] = {first_is_side0 ? 0 : 1, first_is_side0 ? 1 : 0};
    int flagged = -1; /* the side whose flag fell */
    GameClock clock;
    if (control) game_clock_start(&clock, control);
    Outcome o = game_line_outcome(&line);
    Move moves[GAME_MOVES_MAX];
    while (o.kind == OUTCOME_ONGOING && line.length < MATCH_PLY_MAX) {
        int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
        int side = g->to_move(game_line_state(&line));
        Player *p = players[side_player[side]];
        AiLimits limits = p->limits;
        limits.seed = rng_mix64(seed * 1000003u + (uint64_t)line.length);
        if (control) limits.movetime_ms = clock_move_time_ms(p, &clock, side, &line);
        Move m;
        MoveInfo info = {0, 0};
        int64_t start = monotonic_us();
        bool chosen = p->path[0]
                          ? external_choose(p, &line, &limits, &info, &m, &err)
                          : ai_choose_move(p->name, &line, &limits, note_info, &info, &m, &err);
        int depth = info.depth;
        if (!chosen) {
            fprintf(stderr, "match: %s failed: %s\n", p->name, err.message);
            game_line_free(&line);
            return -1;
        }
        int64_t used = monotonic_us() - start;
        if (control && !match_clock_move(&p->clock, &clock, side, start, start + used)) {
            flagged = side;
            if (log)
                fprintf(log, "flag: %s, game seed %" PRIu64 " ply %d, %.1f ms over its clock\n",
                        p->name, seed, line.length, (double)-p->clock.last_us / 1000.0);
            break;
        }
        p->moves++;
        p->total_us += used;
        if (abs(info.score) < AI_SCORE_WIN_MIN) {
            p->open_moves++;
            p->open_us += used;
        }
        if (limits.movetime_ms) {
            int64_t late = used - limits.movetime_ms * 1000;
            if (late > p->worst_over_us) p->worst_over_us = late;
            lateness_add(&p->late, late);
            /* Where a late move happened, so it can be searched again. */
            if (late > LATENESS_THRESHOLD_US && log)
                fprintf(log, "late: %s, game seed %" PRIu64 " ply %d, %.1f ms over\n", p->name,
                        seed, line.length, (double)late / 1000.0);
        }
        if (depth) {
            p->depth_sum += (uint64_t)depth;
            p->depth_moves++;
        }
        /* Checked by the rules rather than against the list: a setup need not be one of the
         * sample gen_moves offers (Mortar Hunt). */
        bool legal = n > 0 && game_move_is_legal(g, game_line_state(&line), m);
        if (!legal) {
            fprintf(stderr, "match: %s chose an illegal move\n", p->name);
            game_line_free(&line);
            return -1;
        }
        game_line_play(&line, m, &err);
        o = game_line_outcome(&line);
    }
    double result = 0.5;
    if (o.kind == OUTCOME_WIN) result = side_player[o.winner] == 0 ? 1.0 : 0.0;
    /* As on a chess clock, the flag loses whatever stands on the board. */
    if (flagged >= 0) result = side_player[flagged] == 0 ? 0.0 : 1.0;
    if (log) {
        char text[256];
        if (flagged >= 0)
            snprintf(text, sizeof text, "%s lost on time", g->player_names[flagged]);
        else if (o.kind == OUTCOME_ONGOING)
            snprintf(text, sizeof text, "draw length");
        else
            game_outcome_text(g, game_line_state(&line), o, text, sizeof text);
        fprintf(log, "game seed %" PRIu64 " %s as %s: %s after %d plies -> %.1f\n ", seed,
                players[0]->name, g->player_names[first_is_side0 ? 0 : 1], text, line.length,
                result);
        for (int i = 0; i < line.length; i++) {
            char move[GAME_MOVE_TEXT_MAX];
            if (g->move_to_text(game_line_state_at(&line, i), line.moves[i], move, sizeof move))
                fprintf(log, " %s", move);
        }
        fputc('\n', log);
        fflush(log);
    }
    if (record_path && !write_game_record(&line, players, side_player, record_path, &err)) {
        fprintf(stderr, "match: cannot write %s: %s\n", record_path, err.message);
        result = -1;
    }
    game_line_free(&line);
    return result;
}

static double elo_of(double score) {
    if (score <= 0.0) return -1000;
    if (score >= 1.0) return 1000;
    double elo = -400.0 * log10(1.0 / score - 1.0);
    /* An even score (or one within half a point of it) prints "+0", never "-0". */
    return fabs(elo) < 0.5 ? 0.0 : elo;
}

static double score_of(double elo) {
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

/* The --overruns report: how late the timed moves were, per player and for both together. */
static void print_overruns(FILE *out, const GameRules *g, char **names, Player *players[2]) {
    Lateness both;
    lateness_init(&both);
    bool merged =
        lateness_merge(&both, &players[0]->late) && lateness_merge(&both, &players[1]->late);
    for (int p = 0; p < 3; p++) {
        if (p == 2 && !merged) break;
        Lateness *l = p < 2 ? &players[p]->late : &both;
        LatenessSummary s = lateness_summarize(l, LATENESS_THRESHOLD_US);
        fprintf(out, "overruns %s %s: ", g->id, p < 2 ? names[p] : "both");
        lateness_print(out, &s, "moves");
        fputc('\n', out);
    }
    lateness_free(&both);
}

/* Stops the players' engines and frees what the match kept for them. */
static void match_end(Player *players[2], AiEndgameCache *tables) {
    for (int p = 0; p < 2; p++) {
        engine_process_stop(&players[p]->engine);
        lateness_free(&players[p]->late);
        ai_endgame_cache_free(players[p]->own_tables);
    }
    ai_endgame_cache_free(tables);
}

static void print_usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli match <game> <player1> <player2> [key=value]... [--games N]\n"
            "       [--movetime MS] [--nodes N] [--depth D] [--seed S] [--opening-plies K]\n"
            "       [--balanced DEPTH,MARGIN] [--sprt ELO0,ELO1] [--verbose] [--server ADDRESS]\n"
            "       [--overruns] [--moves N] [--clock CONTROL] [--record DIR]\n"
            "Players: %s, each optionally with limits: master:movetime=200:nodes=0;\n"
            "or @PATH for an engine run as 'PATH engine' (e.g. another build of\n"
            "duelboard-cli), optionally with :level=NAME. Master's solved endgames are the\n"
            "quick ones unless a player says :endgames=full (what takes longer to build too,\n"
            "as the app's computer plays; waited for before each deal's games).\n"
            "Games come in pairs from one seed (the deal, then K random opening plies, default\n"
            "2; --balanced redraws them until a DEPTH search scores them within MARGIN), the\n"
            "second with colours swapped. Prints W/D/L for player1, the score and Elo\n"
            "with a 95%% interval; --sprt stops early once H0 (ELO0) or H1 (ELO1) is accepted\n"
            "(alpha = beta = 0.05). --server plays every game through the referee server at\n"
            "ADDRESS (host[:port]), each computer level at its own network seat knowing only\n"
            "what its side may know; the games then have no random opening plies and no\n"
            "external engines, and the time and depth figures are not measured.\n"
            "--overruns also prints, per player and for both, the moves timed against a move\n"
            "time and how late they were: the worst, the 99th percentile and how many were\n"
            "more than 5 ms late (with --verbose, each such move's game and ply). --moves N\n"
            "plays pairs of games until the two players have made at least N moves.\n"
            "--clock CONTROL gives each player a clock, written as for play: 5+3 (minutes\n"
            "each plus seconds per move), 10 (minutes), 0:10+0.1 (minutes:seconds, for less\n"
            "than a minute; seconds may have decimals), move:2 (seconds for every move) or\n"
            "none. Each move's time is planned from the clock as in the app (within the\n"
            "player's move time or level), its whole time is taken off, and a player whose\n"
            "clock runs out loses on time.\n"
            "Prints per player the flags, the lowest clock after a move and the mean move\n"
            "time. --record DIR writes each game's record to DIR/game-N.rec (N from 1), to\n"
            "analyse or open; a game lost on time is kept as far as it went.\n",
            ai_player_names());
}

int cli_match(int argc, char **argv, FILE *out) {
    if (argc < 3 || strcmp(argv[0], "--help") == 0) {
        print_usage(argc < 3 && !(argc > 0 && strcmp(argv[0], "--help") == 0) ? stderr : out);
        return argc > 0 && strcmp(argv[0], "--help") == 0 ? 0 : 2;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    AiLimits defaults = {0};
    GameOptions opt;
    game_options_init(&opt);
    int games = 10, opening_plies = 2;
    Balance balance = {0, 0};
    uint64_t seed = 1;
    bool verbose = false, sprt = false, overruns = false;
    TimeControl time_control = {.kind = CLOCK_NONE};
    bool clocked = false;
    uint64_t moves_wanted = 0;
    const char *server = NULL, *record_dir = NULL;
    double elo0 = 0, elo1 = 0;
    Error err;
    for (int i = 3; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(a, "--games") == 0 && has_value)
            games = atoi(argv[++i]);
        else if (strcmp(a, "--movetime") == 0 && has_value)
            defaults.movetime_ms = atoll(argv[++i]);
        else if (strcmp(a, "--nodes") == 0 && has_value)
            defaults.nodes = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--depth") == 0 && has_value)
            defaults.depth = atoi(argv[++i]);
        else if (strcmp(a, "--seed") == 0 && has_value)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--opening-plies") == 0 && has_value)
            opening_plies = atoi(argv[++i]);
        else if (strcmp(a, "--balanced") == 0 && has_value) {
            if (sscanf(argv[++i], "%d,%d", &balance.depth, &balance.margin) != 2 ||
                balance.depth < 1 || balance.margin < 0) {
                fprintf(stderr, "match: --balanced takes DEPTH,MARGIN\n");
                return 2;
            }
        } else if (strcmp(a, "--sprt") == 0 && has_value) {
            sprt = sscanf(argv[++i], "%lf,%lf", &elo0, &elo1) == 2 && elo1 > elo0;
            if (!sprt) {
                fprintf(stderr, "match: --sprt takes ELO0,ELO1 with ELO0 < ELO1\n");
                return 2;
            }
        } else if (strcmp(a, "--server") == 0 && has_value) {
            server = argv[++i];
        } else if (strcmp(a, "--record") == 0 && has_value) {
            record_dir = argv[++i];
        } else if (strcmp(a, "--verbose") == 0)
            verbose = true;
        else if (strcmp(a, "--overruns") == 0)
            overruns = true;
        else if (strcmp(a, "--moves") == 0 && has_value)
            moves_wanted = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--clock") == 0 && has_value) {
            if (!time_control_parse(argv[++i], &time_control, &err)) {
                fprintf(stderr, "match: --clock: %s\n", err.message);
                return 2;
            }
            clocked = time_control.kind != CLOCK_NONE;
        } else if (strchr(a, '=') && a[0] != '-') {
            if (!game_options_add(&opt, a, &err)) {
                fprintf(stderr, "match: %s\n", err.message);
                return 2;
            }
        } else {
            fprintf(stderr, "match: unexpected '%s'\n", a);
            return 2;
        }
    }
    if (games < 1 || opening_plies < 0) {
        fprintf(stderr, "match: --games must be at least 1\n");
        return 2;
    }
    Player a, b;
    if (!parse_player(argv[1], &defaults, &a, &err) ||
        !parse_player(argv[2], &defaults, &b, &err)) {
        fprintf(stderr, "match: %s\n", err.message);
        return 2;
    }
    for (int p = 0; p < 2; p++) {
        const Player *pl = p ? &b : &a;
        if (!pl->path[0] && !ai_player_plays(pl->name, g)) {
            fprintf(stderr, "match: player '%s' does not play %s\n", pl->name, g->title);
            return 2;
        }
    }
    char server_host[NET_HOST_MAX];
    int server_port = 0;
    if (server) {
        if (!net_address_parse(server, server_host, sizeof server_host, &server_port, &err)) {
            fprintf(stderr, "match: --server: %s\n", err.message);
            return 2;
        }
        if (a.path[0] || b.path[0]) {
            fprintf(stderr, "match: --server plays computer levels, not external engines\n");
            return 2;
        }
        if (moves_wanted) {
            fprintf(stderr, "match: --moves counts moves the match times, not a server's\n");
            return 2;
        }
        if (clocked) {
            fprintf(stderr, "match: --clock runs clocks the match keeps, not a server's\n");
            return 2;
        }
        if (record_dir) {
            fprintf(stderr, "match: --record keeps the games the match plays, not a server's\n");
            return 2;
        }
    }
    Player *players[2] = {&a, &b};
    if (clocked) {
        match_clock_init(&a.clock, &time_control);
        match_clock_init(&b.clock, &time_control);
    }
    /* Both of the match's own players keep their solved endgames here, as the app's two sides
     * share one session's. */
    AiEndgameCache *tables = ai_endgame_cache_new();
    a.limits.endgame_cache = b.limits.endgame_cache = tables;
    for (int p = 0; p < 2; p++) {
        if (!players[p]->full_endgames || players[p]->path[0]) continue;
        players[p]->own_tables = ai_endgame_cache_new();
        ai_endgame_cache_set_full(players[p]->own_tables, true);
        players[p]->limits.endgame_cache = players[p]->own_tables;
    }
#ifdef SIGPIPE
    signal(SIGPIPE, SIG_IGN); /* an engine that dies is reported, not fatal */
#endif
    int wins = 0, draws = 0, losses = 0, played = 0;
    double sum = 0, sum_sq = 0;
    const char *verdict = NULL;
    /* With --moves the count of games follows from the moves wanted, whole pairs at a time. */
    for (int i = 0; moves_wanted ? (a.moves + b.moves < moves_wanted || i % 2) : i < games; i++) {
        if (verdict) break;
        uint64_t game_seed = seed + (uint64_t)(i / 2);
        double r;
        if (server) {
            bool a_first = i % 2 == 0;
            const char *levels[2] = {a_first ? a.name : b.name, a_first ? b.name : a.name};
            r = cli_match_game_through(server_host, server_port, g, &opt, game_seed, levels,
                                       &defaults, verbose ? out : NULL);
            if (r >= 0 && !a_first) r = 1.0 - r;
        } else {
            char record_path[4096];
            if (record_dir)
                snprintf(record_path, sizeof record_path, "%s/game-%d.rec", record_dir, i + 1);
            r = play_game(g, &opt, game_seed, opening_plies, &balance, players, i % 2 == 0,
                          clocked ? &time_control : NULL, verbose ? out : NULL,
                          record_dir ? record_path : NULL);
        }
        if (r < 0) {
            match_end(players, tables);
            return 1;
        }
        played++;
        sum += r;
        sum_sq += r * r;
        if (r == 1.0)
            wins++;
        else if (r == 0.0)
            losses++;
        else
            draws++;
        if (sprt && played >= 2) {
            /* The normal approximation of the GSPRT on per-game scores. */
            double mean = sum / played, var = sum_sq / played - mean * mean;
            if (var > 1e-9) {
                double s0 = score_of(elo0), s1 = score_of(elo1);
                double llr = (s1 - s0) * (2 * sum - played * (s0 + s1)) / (2 * var);
                double lower = log(0.05 / 0.95), upper = log(0.95 / 0.05);
                if (llr >= upper) verdict = "H1 accepted";
                if (llr <= lower) verdict = "H0 accepted";
            }
        }
    }
    double mean = sum / played;
    double var = sum_sq / played - mean * mean;
    double margin = played > 1 ? 1.96 * sqrt(var / played) : 0;
    double lo = elo_of(mean - margin > 0 ? mean - margin : 0);
    double hi = elo_of(mean + margin < 1 ? mean + margin : 1);
    fprintf(out, "match %s: %s vs %s, %d games\n", g->id, argv[1], argv[2], played);
    fprintf(out, "W %d D %d L %d  score %.1f/%d = %.1f%%  Elo %+.0f (95%%: %+.0f .. %+.0f)\n", wins,
            draws, losses, sum, played, 100.0 * mean, elo_of(mean), lo, hi);
    if (server) fprintf(out, "played through %s\n", server);
    for (int p = 0; p < 2 && !server; p++) { /* the network seats' searches are not timed here */
        Player *pl = players[p];
        fprintf(out, "%s: %" PRIu64 " moves, %.1f ms/move", argv[1 + p], pl->moves,
                pl->moves ? (double)pl->total_us / 1000.0 / (double)pl->moves : 0.0);
        if (pl->depth_moves)
            fprintf(out, ", mean depth %.1f", (double)pl->depth_sum / (double)pl->depth_moves);
        if (pl->limits.movetime_ms) {
            double per_move = (double)pl->limits.movetime_ms * 1000.0;
            fprintf(out, ", worst overrun %.1f ms", (double)pl->worst_over_us / 1000.0);
            fprintf(out, ", time used %.0f%%",
                    pl->moves ? 100.0 * (double)pl->total_us / per_move / (double)pl->moves : 0.0);
            if (pl->open_moves)
                fprintf(out, " (%.0f%% over %" PRIu64 " moves not yet decided)",
                        100.0 * (double)pl->open_us / per_move / (double)pl->open_moves,
                        pl->open_moves);
        }
        fputc('\n', out);
    }
    for (int p = 0; p < 2 && clocked; p++) match_clock_print(out, argv[1 + p], &players[p]->clock);
    if (sprt) fprintf(out, "sprt [%g, %g]: %s\n", elo0, elo1, verdict ? verdict : "undecided");
    if (overruns && !server) print_overruns(out, g, argv + 1, players);
    match_end(players, tables);
    return 0;
}
