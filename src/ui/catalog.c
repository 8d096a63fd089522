/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A reader for GNU .mo files, so translations do not depend on which system locales exist. */
#include "ui/catalog.h"

#include <stdlib.h>
#include <string.h>

#include <SDL.h>

void ui_catalog_init(UiCatalog *c) {
    memset(c, 0, sizeof *c);
}

void ui_catalog_free(UiCatalog *c) {
    SDL_free(c->data);
    ui_catalog_init(c);
}

static unsigned word(const UiCatalog *c, size_t offset) {
    const unsigned char *p = c->data + offset;
    if (c->swapped) return (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3];
    return (unsigned)p[3] << 24 | (unsigned)p[2] << 16 | (unsigned)p[1] << 8 | p[0];
}

/* Every offset and length is checked once here, so lookups can trust the tables. */
static bool valid(const UiCatalog *c) {
    if (c->size < 28) return false;
    size_t tables_end = (size_t)c->count * 8;
    if (c->originals > c->size || c->translations > c->size ||
        tables_end > c->size - c->originals || tables_end > c->size - c->translations)
        return false;
    for (unsigned i = 0; i < c->count; i++) {
        for (int t = 0; t < 2; t++) {
            size_t table = t ? c->translations : c->originals;
            size_t len = word(c, table + i * 8), off = word(c, table + i * 8 + 4);
            if (off > c->size || len >= c->size - off || c->data[off + len] != '\0') return false;
        }
    }
    return true;
}

bool ui_catalog_load(UiCatalog *c, const char *path, Error *err) {
    size_t size = 0;
    unsigned char *data = SDL_LoadFile(path, &size);
    if (!data) return error_set(err, "missing message catalog %s", path);
    UiCatalog n = {.data = data, .size = size};
    if (size >= 4 && data[0] == 0xde && data[1] == 0x12 && data[2] == 0x04 && data[3] == 0x95)
        n.swapped = false;
    else if (size >= 4 && data[0] == 0x95 && data[1] == 0x04 && data[2] == 0x12 && data[3] == 0xde)
        n.swapped = true;
    else {
        SDL_free(data);
        return error_set(err, "%s is not a message catalog", path);
    }
    if (size >= 20) {
        n.count = word(&n, 8);
        n.originals = word(&n, 12);
        n.translations = word(&n, 16);
    }
    if (!valid(&n)) {
        SDL_free(data);
        return error_set(err, "%s is damaged", path);
    }
    ui_catalog_free(c);
    *c = n;
    return true;
}

const char *ui_tr(const UiCatalog *c, const char *msgid) {
    if (!c || !c->data || !msgid) return msgid;
    /* msgfmt sorts the originals, so a binary search finds the entry. */
    unsigned lo = 0, hi = c->count;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        const char *orig = (const char *)c->data + word(c, c->originals + mid * 8 + 4);
        int cmp = strcmp(msgid, orig);
        if (cmp == 0) {
            const char *tr = (const char *)c->data + word(c, c->translations + mid * 8 + 4);
            return *tr ? tr : msgid;
        }
        if (cmp < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return msgid;
}

static const char *translate_words(const void *ctx, const char *msgid) {
    return ui_tr(ctx, msgid);
}

bool ui_words(const UiCatalog *c, const GameMoveWords *w, char *buf, size_t n) {
    return game_words_render(w, translate_words, c, buf, n);
}

bool ui_move_text(const UiCatalog *c, const GameRules *g, const void *st, Move m, int viewer,
                  bool played, bool notation, char *buf, size_t n) {
    GameMoveWords w;
    switch (game_move_shown(g, st, m, viewer, played, notation, &w)) {
    case GAME_SHOWN_WORDS:
        ui_words(c, &w, buf, n); /* a line too long for buf is cut, still worth showing */
        return true;
    case GAME_SHOWN_NOTATION:
        return g->move_to_text(st, m, buf, n);
    default:
        if (n) buf[0] = '\0';
        return false;
    }
}
