/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A save of the game in progress (session_save.h): the session's record, what the sides know and
 * an analysis as comments, written atomically. */
#include "session/session_save.h"
#include "session/session_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_analysis_record.h"
#include "core/text_file.h"

/* Appends to a record, as comments, what a side knows: side `knower` while the game is on, both
 * once it is over, each only when this end knows it. */
static char *with_knowledge(const Session *s, int knower, char *text) {
    const GameRules *g = session_rules(s);
    if (!text || !g->observe || !g->describe_observation) return text;
    size_t cap = 1 << 16;
    void *observation = malloc(g->observation_size);
    char *desc = malloc(cap);
    int length = session_length(s);
    const void *revealed = session_revealed_state(s, length);
    for (int side = 0; side < 2 && observation && desc; side++) {
        if (!session_over(s) && side != knower) continue;
        if (!revealed && side != session_local_side(s)) continue; /* not known here */
        /* From the whole game once it is revealed, else as the session knows it (a network
         * game holds only its own side's). */
        const void *known = revealed ? game_position_for(g, revealed, side, observation)
                                     : session_position(s, length, side, observation);
        if (known != observation) memcpy(observation, known, g->observation_size);
        g->describe_observation(observation, desc, cap);
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
    free(observation);
    free(desc);
    return text;
}

/* Appends the analysis's comments: opened again, the game shows it at once. */
static char *with_analysis(const Session *s, const AiAnalysis *analysis, char *text) {
    if (!text || !analysis) return text;
    char *comments = ai_analysis_comments(analysis, session_rules(s));
    char *both = comments ? malloc(strlen(text) + strlen(comments) + 1) : NULL;
    if (both) {
        strcpy(both, text);
        strcat(both, comments);
        free(text);
        text = both;
    }
    free(comments);
    return text;
}

char *session_save_text(const Session *s, const SessionSaveExtras *extras, Error *err) {
    char *text = session_record(s, err);
    if (!extras) return text;
    if (extras->knowledge) text = with_knowledge(s, extras->knower, text);
    return with_analysis(s, extras->analysis, text);
}

bool session_save_write(const Session *s, const SessionSaveExtras *extras, const char *path,
                        Error *err) {
    char *text = session_save_text(s, extras, err);
    bool ok = text && text_file_write_atomic(path, text, strlen(text), err);
    free(text);
    return ok;
}
