/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's game analysed on a POSIX thread of its own: a copy of the line, a stop flag the
 * caller sets, progress counters the caller reads, the analysis handed over once joined. */
#include "session/session_analysis.h"

#include "ai/ai_analysis_record.h"
#include "session/session_internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct SessionAnalysisRun {
    pthread_t thread;
    bool joined;
    GameLine line; /* the copy the analysis reads */
    /* The session's solved endgames: the session outlives the run (see the header). */
    AiEndgameCache *endgame;
    AiAnalysisSettings settings;
    atomic_bool stop;
    atomic_bool finished;
    atomic_int done, total;
    bool ok;
    AiAnalysis analysis;
    Error err;
};

bool session_analysis_perspective(const Session *s, int *perspective) {
    if (session_is_remote(s) || session_length(s) == 0) return false;
    if (session_over(s) || !session_hides_moves(s)) {
        *perspective = AI_ANALYSIS_TRUTH;
        return true;
    }
    int side = session_screen_side(s);
    if (side == SESSION_SHOWS_NEITHER) return false;
    *perspective = side;
    return true;
}

AiAnalysisSettings session_analysis_settings(const GameRules *g, int perspective, uint64_t nodes) {
    return (AiAnalysisSettings){.nodes = nodes ? nodes : ai_analysis_nodes(g),
                                .seed = SESSION_ANALYSIS_SEED,
                                .perspective = perspective};
}

static void note_progress(int done, int total, void *context) {
    SessionAnalysisRun *run = context;
    atomic_store(&run->total, total);
    atomic_store(&run->done, done);
}

static void *analyse(void *arg) {
    SessionAnalysisRun *run = arg;
    run->ok = ai_analyse(&run->line, &run->settings, run->endgame, note_progress, run, &run->stop,
                         &run->analysis, &run->err);
    atomic_store(&run->finished, true);
    return NULL;
}

SessionAnalysisRun *session_analysis_start(const Session *s, uint64_t nodes, Error *err) {
    int perspective;
    if (!session_analysis_perspective(s, &perspective)) {
        error_set(err, "this game cannot be analysed now");
        return NULL;
    }
    SessionAnalysisRun *run = calloc(1, sizeof *run);
    if (!run) {
        error_set(err, "out of memory");
        return NULL;
    }
    if (!game_line_copy(&run->line, session_line(s), err)) {
        free(run);
        return NULL;
    }
    run->settings = session_analysis_settings(session_rules(s), perspective, nodes);
    run->endgame = s->endgame;
    atomic_init(&run->stop, false);
    atomic_init(&run->finished, false);
    atomic_init(&run->done, 0);
    atomic_init(&run->total, session_length(s) + 1);
    if (pthread_create(&run->thread, NULL, analyse, run) != 0) {
        game_line_free(&run->line);
        free(run);
        error_set(err, "the analysis cannot start: no thread");
        return NULL;
    }
    return run;
}

void session_analysis_progress(const SessionAnalysisRun *run, int *done, int *total) {
    *done = atomic_load(&run->done);
    *total = atomic_load(&run->total);
}

bool session_analysis_finished(const SessionAnalysisRun *run) {
    return atomic_load(&run->finished);
}

void session_analysis_stop(SessionAnalysisRun *run) {
    atomic_store(&run->stop, true);
}

static void join(SessionAnalysisRun *run) {
    if (run->joined) return;
    pthread_join(run->thread, NULL);
    run->joined = true;
}

bool session_analysis_collect(SessionAnalysisRun *run, AiAnalysis *out, Error *err) {
    join(run);
    if (!run->ok) {
        *err = run->err;
        return false;
    }
    *out = run->analysis;
    memset(&run->analysis, 0, sizeof run->analysis);
    run->ok = false; /* handed over */
    return true;
}

void session_analysis_free(SessionAnalysisRun *run) {
    if (!run) return;
    atomic_store(&run->stop, true);
    join(run);
    if (run->ok) ai_analysis_free(&run->analysis);
    game_line_free(&run->line);
    free(run);
}

bool session_analysis_from_record(const Session *s, const char *record, uint64_t nodes,
                                  AiAnalysis *out) {
    int perspective;
    if (!session_analysis_perspective(s, &perspective)) return false;
    AiAnalysisSettings settings = session_analysis_settings(session_rules(s), perspective, nodes);
    Error err;
    return ai_analysis_from_comments(record, session_line(s), &settings, out, &err);
}
