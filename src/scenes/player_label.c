/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Who plays a side, in words, as the board's panel and the Load list name a record's player: a
 * person at this screen is "You" and a player elsewhere (a network game's) "Friend", as the
 * new-game panel offers "A friend online". */
#include "scenes/scene.h"

#include <stdio.h>
#include <string.h>

const char *scene_player_label(UiDraw *d, const char *player, char *buf, size_t n) {
    static const char *const names[] = {"human",  "remote", "beginner",
                                        "casual", "strong", "master"};
    static const char *const labels[] = {N_("You"),
                                         N_("Friend"),
                                         N_("Computer, beginner"),
                                         N_("Computer, casual"),
                                         N_("Computer, strong"),
                                         N_("Computer, master")};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(player, names[i]) == 0) return T(d, labels[i]);
    snprintf(buf, n, T(d, "Computer, %s"), player); /* a level the app does not offer */
    return buf;
}
