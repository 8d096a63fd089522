/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules documents (a small Markdown subset) parsed into blocks for the rules scene. */
#ifndef DUELBOARD_SCENES_RULES_TEXT_H
#define DUELBOARD_SCENES_RULES_TEXT_H

#include <stdbool.h>

#include "core/error.h"

#define RULES_CELLS_MAX 10

typedef enum RulesBlockKind {
    RULES_TITLE,   /* # */
    RULES_HEADING, /* ## */
    RULES_PARAGRAPH,
    RULES_BULLET,
    RULES_TABLE_ROW,
    RULES_PICTURE, /* ![caption](KIND:...), a RulesPictureKind */
} RulesBlockKind;

/* What a picture shows, by the word before its colon. */
typedef enum RulesPictureKind {
    RULES_SHOW_BOARD,  /* board:POSITION, an example position */
    RULES_SHOW_PIECES, /* pieces:POSITION, smaller: the pieces */
    RULES_SHOW_MOVE,   /* move:POSITION|MOVE, the position after MOVE, the move marked */
    RULES_SHOW_FIGURE, /* figure:NAME, a figure the game's view draws (its cards, its icons) */
} RulesPictureKind;

typedef struct RulesBlock {
    RulesBlockKind kind;
    bool decision;  /* the project's own decision, marked in the text */
    bool header;    /* a table's first row */
    int table;      /* tables are numbered so their columns line up */
    char marker[8]; /* a bullet's mark: "•", or "3." in a numbered list */
    char *text;     /* inline marks removed; for table rows, cells separated by '\t'; a
                     * picture's caption */
    char *position; /* a picture's position, in the game's one-line form (its FEN); a figure's
                     * name */
    char *move;     /* a move picture's move, in the game's notation; else NULL */
    RulesPictureKind shows;
    bool small; /* drawn smaller than an example position: pieces, a figure */
} RulesBlock;

typedef struct RulesText {
    RulesBlock *blocks;
    int count;
} RulesText;

/* Parses Markdown text. A line "![caption](board:POSITION)" is a picture of the game's board in
 * that position, "![caption](pieces:POSITION)" a smaller one showing pieces,
 * "![caption](move:POSITION|MOVE)" the board after the move MOVE (the game's notation) is played
 * in POSITION, and "![caption](figure:NAME)" a figure the game's view draws by that name; POSITION
 * is what the game's from_fen reads and may hold spaces (not '|'). Fails only when out of
 * memory. */
bool rules_text_parse(RulesText *rt, const char *markdown, Error *err);
void rules_text_free(RulesText *rt);

#endif
