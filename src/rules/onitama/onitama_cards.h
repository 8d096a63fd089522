/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Onitama move cards (base game and Sensei's Path) and their compile-time target tables. */
#ifndef DUELBOARD_RULES_ONITAMA_CARDS_H
#define DUELBOARD_RULES_ONITAMA_CARDS_H

#include <stdint.h>

/* X(identifier, notation name, display name, stamp 0=Blue 1=Red, then four (dx, dy) moves from
 * the holder's perspective, +x to the holder's right, +y forward; (0, 0) pads cards with fewer
 * moves. */
#define ONITAMA_CARD_LIST(X)                                                                       \
    X(TIGER, "tiger", "Tiger", 0, 0, 2, 0, -1, 0, 0, 0, 0)                                         \
    X(CRAB, "crab", "Crab", 0, 0, 1, -2, 0, 2, 0, 0, 0)                                            \
    X(MONKEY, "monkey", "Monkey", 0, -1, 1, 1, 1, -1, -1, 1, -1)                                   \
    X(CRANE, "crane", "Crane", 0, 0, 1, -1, -1, 1, -1, 0, 0)                                       \
    X(GOOSE, "goose", "Goose", 0, -1, 1, -1, 0, 1, 0, 1, -1)                                       \
    X(EEL, "eel", "Eel", 0, -1, 1, 1, 0, -1, -1, 0, 0)                                             \
    X(RABBIT, "rabbit", "Rabbit", 0, 1, 1, 2, 0, -1, -1, 0, 0)                                     \
    X(OX, "ox", "Ox", 0, 0, 1, 1, 0, 0, -1, 0, 0)                                                  \
    X(DRAGON, "dragon", "Dragon", 1, -2, 1, 2, 1, -1, -1, 1, -1)                                   \
    X(ELEPHANT, "elephant", "Elephant", 1, -1, 1, 1, 1, -1, 0, 1, 0)                               \
    X(MANTIS, "mantis", "Mantis", 1, -1, 1, 1, 1, 0, -1, 0, 0)                                     \
    X(BOAR, "boar", "Boar", 1, 0, 1, -1, 0, 1, 0, 0, 0)                                            \
    X(FROG, "frog", "Frog", 1, -1, 1, -2, 0, 1, -1, 0, 0)                                          \
    X(HORSE, "horse", "Horse", 1, 0, 1, -1, 0, 0, -1, 0, 0)                                        \
    X(ROOSTER, "rooster", "Rooster", 1, 1, 1, -1, 0, 1, 0, -1, -1)                                 \
    X(COBRA, "cobra", "Cobra", 1, 1, 1, -1, 0, 1, -1, 0, 0)                                        \
    X(BEAR, "bear", "Bear", 0, -1, 1, 0, 1, 1, -1, 0, 0)                                           \
    X(DOG, "dog", "Dog", 0, -1, 1, -1, 0, -1, -1, 0, 0)                                            \
    X(GIRAFFE, "giraffe", "Giraffe", 0, -2, 1, 2, 1, 0, -1, 0, 0)                                  \
    X(MOUSE, "mouse", "Mouse", 0, 0, 1, 1, 0, -1, -1, 0, 0)                                        \
    X(PHOENIX, "phoenix", "Phoenix", 0, -1, 1, 1, 1, -2, 0, 2, 0)                                  \
    X(SABLE, "sable", "Sable", 0, 1, 1, -2, 0, -1, -1, 0, 0)                                       \
    X(SEA_SNAKE, "sea-snake", "Sea Snake", 0, 0, 1, 2, 0, -1, -1, 0, 0)                            \
    X(TANUKI, "tanuki", "Tanuki", 0, 0, 1, 2, 1, -1, -1, 0, 0)                                     \
    X(FOX, "fox", "Fox", 1, 1, 1, 1, 0, 1, -1, 0, 0)                                               \
    X(IGUANA, "iguana", "Iguana", 1, -2, 1, 0, 1, 1, -1, 0, 0)                                     \
    X(KIRIN, "kirin", "Kirin", 1, -1, 2, 1, 2, 0, -2, 0, 0)                                        \
    X(OTTER, "otter", "Otter", 1, -1, 1, 2, 0, 1, -1, 0, 0)                                        \
    X(PANDA, "panda", "Panda", 1, 0, 1, 1, 1, -1, -1, 0, 0)                                        \
    X(RAT, "rat", "Rat", 1, 0, 1, -1, 0, 1, -1, 0, 0)                                              \
    X(TURTLE, "turtle", "Turtle", 1, -2, 0, 2, 0, -1, -1, 1, -1)                                   \
    X(VIPER, "viper", "Viper", 1, 0, 1, -2, 0, 1, -1, 0, 0)

typedef enum OnitamaCard {
#define ONITAMA_CARD_ENUM(id, name, title, stamp, ...) ONITAMA_##id,
    ONITAMA_CARD_LIST(ONITAMA_CARD_ENUM)
#undef ONITAMA_CARD_ENUM
        ONITAMA_CARD_COUNT
} OnitamaCard;

/* The first 16 cards are the base game, the next 16 Sensei's Path. */
#define ONITAMA_BASE_CARDS 16

typedef struct OnitamaCardInfo {
    const char *name;  /* notation: "sea-snake" */
    const char *title; /* for people: "Sea Snake" */
    int stamp;         /* 0 = Blue, 1 = Red */
    int moves;         /* how many of dx/dy are used */
    int dx[4], dy[4];  /* from the holder's perspective */
} OnitamaCardInfo;

extern const OnitamaCardInfo onitama_card_info[ONITAMA_CARD_COUNT];

/* onitama_targets[card][player][square]: the squares a piece on `square` may reach with `card`
 * when `player` holds it (Red's moves are rotated by 180°), ignoring what stands there. Squares
 * are numbered file + 5 * (rank - 1): a1 = 0, e1 = 4, a5 = 20. */
extern const uint32_t onitama_targets[ONITAMA_CARD_COUNT][2][25];

/* The card with this notation name, or -1. */
int onitama_card_by_name(const char *name);

#endif
