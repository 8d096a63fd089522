/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What both terminal games print for the person to move: the legal moves and the clocks. */
#include "cli/cli_turn_text.h"

/* A list of moves longer than this (a secret setup's sample of hundreds) is shown as its first
 * MOVES_SHOWN, with how to list them all and how to type one. */
#define MOVES_LISTED_MAX 40
#define MOVES_SHOWN 5

void cli_list_moves(Session *s, bool all, FILE *out) {
    const SessionShown *v = session_shown(s);
    int n = v->move_count;
    if (n == 0) {
        fprintf(out, "no moves to make now\n");
        return;
    }
    bool long_list = n > MOVES_LISTED_MAX;
    int shown = long_list && !all ? MOVES_SHOWN : n;
    if (long_list && !all) fprintf(out, "%d moves, the first %d:\n", n, shown);
    for (int i = 0; i < shown; i++) {
        if (!v->texts[i][0]) continue;
        if (long_list)
            fprintf(out, "  %s\n", v->texts[i]);
        else
            fprintf(out, "%s%s", i ? " " : "", v->texts[i]);
    }
    if (!long_list)
        fputc('\n', out);
    else if (!all)
        fprintf(out,
                "Type one as it is written here to play it (any other legal move written the\n"
                "same way is taken too); moves all lists all %d.\n",
                n);
}

void cli_show_clocks(Session *s, FILE *out) {
    const SessionShown *v = session_shown(s);
    if (!v->has_clock) return;
    fprintf(out, "clock");
    for (int side = 0; side < 2; side++) {
        int64_t tenths = v->clock_ms[side] / 100; /* rounded down */
        fprintf(out, " %s %d:%02d.%d", v->rules->player_names[side], (int)(tenths / 600),
                (int)(tenths % 600 / 10), (int)(tenths % 10));
    }
    fputc('\n', out);
}
