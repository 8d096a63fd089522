/* Message catalogs: the gettext .mo files built from assets/locale/<lang>.po, looked up by msgid.
 */
#ifndef DUELBOARD_UI_CATALOG_H
#define DUELBOARD_UI_CATALOG_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

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
#define N_(s) s

#endif
