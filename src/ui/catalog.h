/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Message catalogs: the gettext .mo files built from assets/locale/<lang>.po, looked up by msgid.
 */
#ifndef DUELBOARD_UI_CATALOG_H
#define DUELBOARD_UI_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "rules/game.h"

typedef struct UiCatalog {
    unsigned char *data; /* the whole .mo file */
    size_t size;
    unsigned count;
    unsigned originals, translations; /* table offsets */
    bool swapped;                     /* file written with the other byte order */
} UiCatalog;

/* An empty catalog translates nothing (English). */
void ui_catalog_init(UiCatalog *c);
/* Reads a .mo file; on failure `c` stays as it was. */
bool ui_catalog_load(UiCatalog *c, const char *path, Error *err);
void ui_catalog_free(UiCatalog *c);
/* The translation of msgid, or msgid itself when the catalog has none. */
const char *ui_tr(const UiCatalog *c, const char *msgid);
/* Marks a string for extraction without translating it here (static tables). */
#ifndef N_
#define N_(s) s
#endif

/* A move's words (GameRules.move_words) as one translated line; false when it did not fit. */
bool ui_words(const UiCatalog *c, const GameMoveWords *w, char *buf, size_t n);
/* Move `m`, to be played in `st`, as the move list (`played`) and hints (not played) show it to
 * `viewer` (the side at the screen, -1 for neither): the game's words, or its notation when
 * `notation` is set (the setting "Show moves as") and tells the viewer nothing hidden (see
 * game_move_shown). False, with an empty buf, when the move cannot be shown. */
bool ui_move_text(const UiCatalog *c, const GameRules *g, const void *st, Move m, int viewer,
                  bool played, bool notation, char *buf, size_t n);

#endif
