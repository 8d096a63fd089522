/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Card data for Onitama, with the target tables computed by the compiler from the move lists. */
#include "rules/onitama/onitama_cards.h"

#include <string.h>

const OnitamaCardInfo onitama_card_info[ONITAMA_CARD_COUNT] = {
#define ONITAMA_CARD_INFO(id, name, title, stamp, x0, y0, x1, y1, x2, y2, x3, y3)                  \
    {name, title, stamp, 4 - !((x3) | (y3)) - !((x2) | (y2)), {x0, x1, x2, x3}, {y0, y1, y2, y3}},
    ONITAMA_CARD_LIST(ONITAMA_CARD_INFO)
#undef ONITAMA_CARD_INFO
};

/* One move (dx, dy) from `sq`, or nothing when it leaves the board or is the (0, 0) padding.
 * The shift count is masked only to keep compilers quiet about the branch that is not taken. */
#define STEP(sq, dx, dy)                                                                           \
    ((((dx) != 0 || (dy) != 0) && (unsigned)((sq) % 5 + (dx)) < 5u &&                              \
      (unsigned)((sq) / 5 + (dy)) < 5u)                                                            \
         ? 1u << ((unsigned)((sq) + (dx) + 5 * (dy)) & 31u)                                        \
         : 0u)
#define MASK(sq, s, x0, y0, x1, y1, x2, y2, x3, y3)                                                \
    (STEP(sq, (s) * (x0), (s) * (y0)) | STEP(sq, (s) * (x1), (s) * (y1)) |                         \
     STEP(sq, (s) * (x2), (s) * (y2)) | STEP(sq, (s) * (x3), (s) * (y3)))
#define ROW(s, ...)                                                                                \
    {                                                                                              \
        MASK(0, s, __VA_ARGS__), MASK(1, s, __VA_ARGS__), MASK(2, s, __VA_ARGS__),                 \
            MASK(3, s, __VA_ARGS__), MASK(4, s, __VA_ARGS__), MASK(5, s, __VA_ARGS__),             \
            MASK(6, s, __VA_ARGS__), MASK(7, s, __VA_ARGS__), MASK(8, s, __VA_ARGS__),             \
            MASK(9, s, __VA_ARGS__), MASK(10, s, __VA_ARGS__), MASK(11, s, __VA_ARGS__),           \
            MASK(12, s, __VA_ARGS__), MASK(13, s, __VA_ARGS__), MASK(14, s, __VA_ARGS__),          \
            MASK(15, s, __VA_ARGS__), MASK(16, s, __VA_ARGS__), MASK(17, s, __VA_ARGS__),          \
            MASK(18, s, __VA_ARGS__), MASK(19, s, __VA_ARGS__), MASK(20, s, __VA_ARGS__),          \
            MASK(21, s, __VA_ARGS__), MASK(22, s, __VA_ARGS__), MASK(23, s, __VA_ARGS__),          \
            MASK(24, s, __VA_ARGS__)                                                               \
    }

const uint32_t onitama_targets[ONITAMA_CARD_COUNT][2][25] = {
#define ONITAMA_CARD_TARGETS(id, name, title, stamp, ...)                                          \
    {ROW(1, __VA_ARGS__), ROW(-1, __VA_ARGS__)},
    ONITAMA_CARD_LIST(ONITAMA_CARD_TARGETS)
#undef ONITAMA_CARD_TARGETS
};

int onitama_card_by_name(const char *name) {
    for (int c = 0; c < ONITAMA_CARD_COUNT; c++)
        if (strcmp(onitama_card_info[c].name, name) == 0) return c;
    return -1;
}
