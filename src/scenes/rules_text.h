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
} RulesBlockKind;

typedef struct RulesBlock {
    RulesBlockKind kind;
    bool decision;  /* the project's own decision, marked in the text */
    bool header;    /* a table's first row */
    int table;      /* tables are numbered so their columns line up */
    char marker[8]; /* a bullet's mark: "•", or "3." in a numbered list */
    char *text;     /* inline marks removed; for table rows, cells separated by '\t' */
} RulesBlock;

typedef struct RulesText {
    RulesBlock *blocks;
    int count;
} RulesText;

/* Parses Markdown text. Fails only when out of memory. */
bool rules_text_parse(RulesText *rt, const char *markdown, Error *err);
void rules_text_free(RulesText *rt);

#endif
