/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The analysis of a played game: each position's value from Master, then each move's loss. */
#include "ai/ai_analysis.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "ai/ai_winchance.h"
#include "core/rng.h"

#define OBSERVATION_TEXT_MAX 8192

/* What Master makes of one position, for the side to move there. */
typedef struct Value {
    bool known;
    bool searched; /* a score and a best move (not an ended game) */
    int mover;
    int score;
    AiWinChance chance;
    Move played; /* the move played from here, when it was rated */
    bool rated;  /* `played_chance` holds: the chooser scored the played move itself */
    double played_chance;
    char best[GAME_MOVE_TEXT_MAX];
    char line[AI_ANALYSIS_LINE_MAX];
} Value;

/* The analysis' working state: the game, what the perspective may read, where it has got to. */
typedef struct Analyst {
    const GameRules *g;
    const AiAnalysisSettings *settings;
    AiEndgameCache *cache;
    const atomic_bool *stop;
    GameLine work; /* the game, walked from its start with redo */
    unsigned char *known;
} Analyst;

uint64_t ai_analysis_nodes(const GameRules *g) {
    uint64_t nodes = ai_eval_for(g)->analysis_nodes;
    return nodes ? nodes : AI_ANALYSIS_DEFAULT_NODES;
}

static int permille(double chance) {
    return (int)lround(chance * 1000.0);
}

static bool concealed_from(const GameRules *g, const void *st, int perspective,
                           unsigned char *scratch) {
    if (!g->conceal || perspective < 0) return false;
    return memcmp(game_position_for(g, st, perspective, scratch), st, g->state_size) != 0;
}

/* Whether the game of `line` hides anything from a side: always with observations; with a
 * concealed choice, when some position of the line conceals one (Gottaz's method-1 draft). */
static bool hides_something(const GameLine *line) {
    const GameRules *g = line->rules;
    if (g->observe) return true;
    if (!g->conceal) return false;
    unsigned char *scratch = malloc(g->state_size);
    bool hidden = !scratch; /* out of memory: assume the worst */
    for (int k = 0; scratch && !hidden && k <= line->length; k++)
        for (int side = 0; side < 2 && !hidden; side++)
            hidden = concealed_from(g, game_line_state_at(line, k), side, scratch);
    free(scratch);
    return hidden;
}

static uint64_t text_hash(const char *text) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *text; text++) h = (h ^ (unsigned char)*text) * 0x100000001b3ULL;
    return h;
}

/* One position as the perspective may know it: the observation's text, the concealed state's hash,
 * else the position's own hash. */
static uint64_t position_key(const GameLine *line, int k, int perspective, unsigned char *scratch,
                             char *text) {
    const GameRules *g = line->rules;
    const void *st = game_line_state_at(line, k);
    if (perspective >= 0 && g->observe && g->side) {
        game_position_for(g, st, perspective, scratch);
        if (!g->side->to_text(scratch, text, OBSERVATION_TEXT_MAX)) return 0;
        return text_hash(text);
    }
    if (concealed_from(g, st, perspective, scratch)) return g->hash_recompute(scratch);
    return line->hashes[k];
}

uint64_t ai_analysis_key_for(const GameLine *line, int perspective) {
    const GameRules *g = line->rules;
    size_t scratch_size = g->state_size > g->observation_size ? g->state_size : g->observation_size;
    unsigned char *scratch = malloc(scratch_size);
    char *text = malloc(OBSERVATION_TEXT_MAX);
    uint64_t key = text_hash(g->id) ^ (uint64_t)line->length;
    for (int k = 0; scratch && text && k <= line->length; k++)
        key = rng_mix64(key ^ position_key(line, k, perspective, scratch, text));
    free(scratch);
    free(text);
    return key;
}

AiMoveClass ai_analysis_class_of(int loss) {
    if (loss >= AI_ANALYSIS_BLUNDER) return AI_MOVE_BLUNDER;
    if (loss >= AI_ANALYSIS_MISTAKE) return AI_MOVE_MISTAKE;
    if (loss >= AI_ANALYSIS_INACCURACY) return AI_MOVE_INACCURACY;
    return AI_MOVE_GOOD;
}

const char *ai_analysis_class_word(AiMoveClass kind) {
    switch (kind) {
    case AI_MOVE_INACCURACY:
        return "inaccuracy";
    case AI_MOVE_MISTAKE:
        return "mistake";
    case AI_MOVE_BLUNDER:
        return "blunder";
    default:
        return "";
    }
}

void ai_analysis_summarise(AiAnalysis *a) {
    memset(a->side, 0, sizeof a->side);
    for (int i = 0; i < a->plies; i++) {
        const AiAnalysisPly *p = &a->ply[i];
        if (!p->judged) continue;
        AiAnalysisSide *s = &a->side[p->mover];
        s->judged++;
        s->loss_sum += p->loss;
        if (p->kind >= AI_MOVE_INACCURACY) s->counts[p->kind - AI_MOVE_INACCURACY]++;
    }
    for (int side = 0; side < 2; side++) {
        AiAnalysisSide *s = &a->side[side];
        s->accuracy = s->judged ? (s->loss_sum + s->judged / 2) / s->judged : 0;
    }
}

void ai_analysis_free(AiAnalysis *a) {
    free(a->ply);
    a->ply = NULL;
    a->plies = 0;
}

/* The last report of a search: its score and line. */
static void keep_info(const AiInfo *info, void *context) {
    *(AiInfo *)context = *info;
}

/* Master's move and line from `st` in notation, the moves played one after the other. */
static void line_text(const GameRules *g, const void *st, const Move *pv, int length, Value *v) {
    unsigned char walk[g->state_size];
    memcpy(walk, st, g->state_size);
    size_t used = 0;
    v->line[0] = '\0';
    v->best[0] = '\0';
    for (int i = 0; i < length && i < AI_ANALYSIS_LINE_MOVES; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        if (g->outcome(walk).kind != OUTCOME_ONGOING || !game_move_is_legal(g, walk, pv[i])) break;
        if (!g->move_to_text(walk, pv[i], text, sizeof text)) break;
        if (i == 0) snprintf(v->best, sizeof v->best, "%s", text);
        int wrote = snprintf(v->line + used, sizeof v->line - used, "%s%s", i ? " " : "", text);
        if (wrote < 0 || (size_t)wrote >= sizeof v->line - used) break;
        used += (size_t)wrote;
        g->apply(walk, pv[i]);
    }
}

static AiLimits limits_for(const Analyst *an, int k) {
    AiLimits limits = {0};
    limits.movetime_ms = an->settings->movetime_ms;
    limits.nodes = an->settings->nodes;
    limits.seed = rng_mix64(an->settings->seed + (uint64_t)k);
    limits.stop = an->stop;
    limits.endgame_cache = an->cache;
    /* The app's cache may be full, its three students solved or not yet: the same game must
     * get the same analysis either way, and the CLI's (a quick cache) too. */
    limits.endgame_exact_only = true;
    return limits;
}

/* An ended game: its result for the side to move there. */
static bool value_of_end(const GameLine *line, Value *v) {
    Outcome o = game_line_outcome(line);
    if (o.kind == OUTCOME_ONGOING) return false;
    v->known = true;
    v->mover = line->rules->to_move(game_line_state(line));
    v->chance.chance = o.kind == OUTCOME_DRAW ? 0.5 : o.winner == v->mover ? 1.0 : 0.0;
    return true;
}

/* The played move's score from the position before it, searched alone to the depth the search
 * of every move completed: beside the best move's score from that same search, the two are
 * measured alike. Scoring the position after the move instead, with the same budget, sees one
 * ply further, and in a game whose score swings with the side to move (Onitama) that made
 * ordinary moves look like mistakes. */
static bool rate_played(Analyst *an, int k, const GameLine *line, Move played, int depth, Value *v,
                        Error *err) {
    AiLimits limits = limits_for(an, k);
    limits.depth = depth > 0 ? depth : 1;
    limits.only_moves = &played;
    limits.only_move_count = 1;
    AiInfo info;
    memset(&info, 0, sizeof info);
    Move chosen;
    if (!ai_choose_move(AI_ANALYSIS_PLAYER, line, &limits, keep_info, &info, &chosen, err))
        return false;
    v->rated = true;
    v->played_chance = ai_win_chance(an->g, info.score).chance;
    return true;
}

/* Master's search of the current position of an's work line, from what the perspective may know;
 * with the move played from it (`played`, NULL at the end of the record), that move's score too. */
static bool search_value(Analyst *an, int k, const Move *played, Value *v, Error *err) {
    const GameRules *g = an->g;
    const GameLine *line = &an->work;
    const void *st = game_line_state(line);
    GameLine seen;
    bool concealed = concealed_from(g, st, an->settings->perspective, an->known);
    if (concealed) {
        /* What the perspective may know of a position that hides a choice from it, from the start:
         * as a player searches it (ai_player.c), so the hidden choice cannot reach the score. */
        char fen[GAME_FEN_MAX];
        if (!g->to_fen(an->known, fen, sizeof fen))
            return error_set(err, "cannot write the position as the perspective knows it");
        if (!game_line_start_fen(&seen, g, fen, err)) return false;
        line = &seen;
    }
    AiLimits limits = limits_for(an, k);
    AiInfo info;
    memset(&info, 0, sizeof info);
    Move chosen;
    bool ok = ai_choose_move(AI_ANALYSIS_PLAYER, line, &limits, keep_info, &info, &chosen, err);
    if (ok) {
        v->known = v->searched = true;
        v->mover = g->to_move(st);
        v->score = info.score;
        v->chance = ai_win_chance(g, info.score);
        bool pv_ok = info.pv_length > 0 && info.pv[0] == chosen;
        line_text(g, game_line_state(line), pv_ok ? info.pv : &chosen, pv_ok ? info.pv_length : 1,
                  v);
        /* Master's own choice loses nothing; a move hidden from the perspective is not rated. */
        if (played && !concealed) {
            v->played = *played;
            if (*played == chosen) {
                v->rated = true;
                v->played_chance = v->chance.chance;
            } else {
                ok = rate_played(an, k, line, *played, info.depth, v, err);
            }
        }
    }
    if (concealed) game_line_free(&seen);
    return ok;
}

/* The mover's own observation in a game with hidden information: the chooser scores its best move
 * and the move played (`played`, or none at the game's current end). */
static bool observation_value(Analyst *an, int k, const Move *played, Value *v, Error *err) {
    const GameRules *g = an->g;
    const void *st = game_line_state(&an->work);
    int mover = g->to_move(st);
    unsigned char *observation = malloc(g->observation_size);
    if (!observation) return error_set(err, "out of memory");
    game_position_for(g, st, mover, observation);
    AiLimits limits = limits_for(an, k);
    AiInfo best;
    memset(&best, 0, sizeof best);
    bool ok;
    int played_score = 0;
    bool rated = false;
    if (played) {
        ok = ai_rate_observation_move(AI_ANALYSIS_PLAYER, g, observation, &limits, *played, &best,
                                      &played_score, &rated, err);
    } else {
        Move chosen;
        ok = ai_choose_observation_move(AI_ANALYSIS_PLAYER, g, observation, &limits, keep_info,
                                        &best, &chosen, err);
    }
    free(observation);
    if (!ok) return false;
    v->known = v->searched = true;
    v->mover = mover;
    v->score = best.score;
    v->chance = ai_win_chance(g, best.score);
    v->rated = rated;
    if (rated) v->played_chance = ai_win_chance(g, played_score).chance;
    v->best[0] = v->line[0] = '\0';
    if (best.pv_length > 0 && g->side && g->side->move_to_text(best.pv[0], v->best, sizeof v->best))
        snprintf(v->line, sizeof v->line, "%s", v->best);
    return true;
}

/* Whether the perspective may look at position k at all (hidden information: only its own turns,
 * until the game is over and the truth is asked for). */
static bool may_evaluate(const Analyst *an, int mover) {
    return !an->g->observe || an->settings->perspective < 0 || mover == an->settings->perspective;
}

static bool value_at(Analyst *an, int k, Value *v, Error *err) {
    memset(v, 0, sizeof *v);
    if (value_of_end(&an->work, v)) return true;
    int mover = an->g->to_move(game_line_state(&an->work));
    if (!may_evaluate(an, mover)) return true;
    Move played;
    bool has_move = k < an->work.length + game_line_redo_count(&an->work) &&
                    game_line_redo_move(&an->work, &played);
    if (an->g->observe) {
        v->played = played;
        return observation_value(an, k, has_move ? &v->played : NULL, v, err);
    }
    return search_value(an, k, has_move ? &played : NULL, v, err);
}

/* The win chance of `side` from a value, permille; -1 when unknown. */
static int chance_for(const Value *v, int side) {
    if (!v->known) return -1;
    int c = permille(v->chance.chance);
    return v->mover == side ? c : 1000 - c;
}

/* The move's text as the perspective may know it: the other side's move in a game with hidden
 * information is its announcement (or "?") while the perspective may not see it. */
static void move_text_for_perspective(const Analyst *an, const GameLine *line, int i, bool hidden,
                                      char *buf, size_t n) {
    const GameRules *g = an->g;
    const void *st = game_line_state_at(line, i);
    Move m = line->moves[i];
    if (!hidden) {
        if (!g->move_to_text(st, m, buf, n)) snprintf(buf, n, "?");
        return;
    }
    if (g->observe && g->announce) {
        g->announce(st, m, buf, n);
        return;
    }
    snprintf(buf, n, "?");
}

/* Whether move i is the other side's and hidden from the perspective: always in a game of
 * observations, and in a game that conceals a choice while it was made or is still concealed. */
static bool hidden_from_perspective(Analyst *an, const GameLine *line, int i) {
    int perspective = an->settings->perspective;
    const GameRules *g = an->g;
    if (perspective < 0 || g->to_move(game_line_state_at(line, i)) == perspective) return false;
    if (g->observe) return true;
    return concealed_from(g, game_line_state_at(line, i), perspective, an->known) ||
           concealed_from(g, game_line_state_at(line, i + 1), perspective, an->known) ||
           concealed_from(g, game_line_state_at(line, line->length), perspective, an->known);
}

static void judge_ply(Analyst *an, const GameLine *line, int i, const Value *before,
                      const Value *after, AiAnalysisPly *p) {
    memset(p, 0, sizeof *p);
    p->mover = an->g->to_move(game_line_state_at(line, i));
    bool hidden = hidden_from_perspective(an, line, i);
    move_text_for_perspective(an, line, i, hidden, p->move, sizeof p->move);
    int graph_side = an->settings->perspective >= 0 ? an->settings->perspective : 0;
    /* A move that ended the game is worth its result, whatever the chooser scored it. */
    bool ended = after->known && !after->searched;
    int win_after =
        before->rated && !ended ? permille(before->played_chance) : chance_for(after, p->mover);
    p->graph = win_after < 0            ? chance_for(after, graph_side)
               : p->mover == graph_side ? win_after
                                        : 1000 - win_after;
    if (hidden || !before->searched || win_after < 0) return;
    if (an->g->observe && !before->rated) return; /* the chooser did not score this move */
    p->judged = true;
    p->score = before->score;
    p->forced = before->chance.forced_in;
    p->win_before = permille(before->chance.chance);
    p->win_after = win_after;
    p->loss = p->win_before > win_after ? p->win_before - win_after : 0;
    p->kind = ai_analysis_class_of(p->loss);
    snprintf(p->best, sizeof p->best, "%s", before->best);
    snprintf(p->line, sizeof p->line, "%s", before->line);
}

/* Whether the perspective may be asked for: the truth of a game with hidden information only once
 * it is over, as the result may then be shown to both sides. */
static bool perspective_allowed(const GameLine *line, const AiAnalysisSettings *s, Error *err) {
    const GameRules *g = line->rules;
    if (s->perspective < AI_ANALYSIS_TRUTH || s->perspective > 1)
        return error_set(err, "the perspective is a side (0 or 1) or the truth (-1)");
    if (s->perspective == AI_ANALYSIS_TRUTH && hides_something(line) &&
        game_line_outcome(line).kind == OUTCOME_ONGOING)
        return error_set(err,
                         "%s hides information: an unfinished game is analysed from one side's "
                         "view",
                         g->title);
    return true;
}

bool ai_analyse(const GameLine *line, const AiAnalysisSettings *settings, AiEndgameCache *cache,
                AiAnalysisProgress progress, void *context, const atomic_bool *stop,
                AiAnalysis *out, Error *err) {
    memset(out, 0, sizeof *out);
    if (!perspective_allowed(line, settings, err)) return false;
    const GameRules *g = line->rules;
    Analyst an = {.g = g, .settings = settings, .cache = cache, .stop = stop};
    if (!game_line_copy(&an.work, line, err)) return false;
    int n = line->length;
    Value *values = calloc((size_t)n + 1, sizeof *values);
    out->ply = calloc((size_t)n + 1, sizeof *out->ply);
    an.known = malloc(g->state_size);
    bool ok = values && out->ply && an.known;
    if (!ok) error_set(err, "out of memory");
    /* Master reads the solved endgames: the forced results need the table built first. */
    if (ok && cache && !g->observe && ai_eval_for(g)->endgame) {
        const void *start = game_line_state(line);
        AiEndgameTable *table = ai_endgame_acquire(cache, g, start);
        if (!table && progress) progress(AI_ANALYSIS_SOLVING, n + 1, context);
        ai_endgame_release(table ? table : ai_endgame_wait_unless(cache, g, start, stop));
    }
    while (an.work.length > 0) game_line_undo(&an.work);
    for (int k = 0; ok && k <= n; k++) {
        if (stop && atomic_load(stop)) ok = error_set(err, "stopped");
        if (ok) ok = value_at(&an, k, &values[k], err);
        if (ok && stop && atomic_load(stop)) ok = error_set(err, "stopped");
        if (ok && progress) progress(k + 1, n + 1, context);
        if (ok && k < n) game_line_redo(&an.work);
    }
    for (int i = 0; ok && i < n; i++)
        judge_ply(&an, line, i, &values[i], &values[i + 1], &out->ply[i]);
    out->settings = *settings;
    out->truth = settings->perspective == AI_ANALYSIS_TRUTH || !hides_something(line);
    out->graph_side = settings->perspective >= 0 ? settings->perspective : 0;
    out->key = ai_analysis_key_for(line, settings->perspective);
    out->plies = n;
    if (ok) ai_analysis_summarise(out);
    free(values);
    free(an.known);
    game_line_free(&an.work);
    if (!ok) ai_analysis_free(out);
    return ok;
}
