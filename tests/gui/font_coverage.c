/* Checks that every character of every catalog (and of the language names and the rules texts)
 * has a glyph in the font the app draws it with: the Latin face, or the CJK face of that
 * language. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

static unsigned decode(const unsigned char **p) {
    unsigned c = **p;
    int n = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    c = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
    (*p)++;
    for (int i = 0; i < n && **p; i++, (*p)++) c = (c << 6) | (**p & 0x3F);
    return c;
}

/* Checks the characters of `text`; only_msgstr limits a .po file to its translations. */
static int check_text(const char *name, const char *text, TTF_Font *latin, TTF_Font *cjk,
                      int only_msgstr) {
    int missing = 0, in_msgstr = !only_msgstr;
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        if (only_msgstr) {
            if (strncmp(line, "msgstr", 6) == 0)
                in_msgstr = 1;
            else if (strncmp(line, "msgid", 5) == 0 || line[0] == '#')
                in_msgstr = 0;
        }
        if (in_msgstr) {
            const unsigned char *p = (const unsigned char *)line, *e = p + len;
            while (p < e) {
                unsigned c = decode(&p);
                if (c < 0x20) continue;
                if (!TTF_GlyphIsProvided32(latin, c) && !TTF_GlyphIsProvided32(cjk, c)) {
                    if (missing < 10) fprintf(stderr, "%s: no glyph for U+%04X\n", name, c);
                    missing++;
                }
            }
        }
        line = end ? end + 1 : NULL;
    }
    return missing;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: font_coverage SOURCE_DIR\n");
        return 2;
    }
    const char *src = argv[1];
    if (TTF_Init() != 0) return 2;
    char path[2048];
    snprintf(path, sizeof path, "%s/assets/fonts/NotoSans-Subset.ttf", src);
    TTF_Font *latin = TTF_OpenFont(path, 16);
    if (!latin) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    static const char *const langs[][2] = {{"zh_TW", "tc"}, {"ja", "jp"}};
    const char *rules[] = {"gottaz", "onitama", "gunzi", "mortar-hunt"};
    int missing = 0;
    for (int f = 0; f < 4; f++) { /* each language, regular and bold */
        const char *const *lang = langs[f / 2];
        snprintf(path, sizeof path, "%s/assets/fonts/NotoSansCJK%s%s-Subset.otf", src, lang[1],
                 f % 2 ? "-Bold" : "");
        TTF_Font *cjk = TTF_OpenFont(path, 16);
        if (!cjk) {
            fprintf(stderr, "cannot open %s\n", path);
            return 1;
        }
        snprintf(path, sizeof path, "%s/assets/locale/%s.po", src, lang[0]);
        char *text = SDL_LoadFile(path, NULL);
        if (!text) {
            fprintf(stderr, "cannot read %s\n", path);
            return 1;
        }
        missing += check_text(path, text, latin, cjk, 1);
        SDL_free(text);
        /* Language names appear in their own script in every language. */
        snprintf(path, sizeof path, "%s/src/ui/prefs.c", src);
        text = SDL_LoadFile(path, NULL);
        if (!text) {
            fprintf(stderr, "cannot read %s\n", path);
            return 1;
        }
        missing += check_text(path, text, latin, cjk, 0);
        SDL_free(text);
        for (int r = 0; r < 8; r++) { /* assets/rules, and docs/rules which wins when present */
            snprintf(path, sizeof path, "%s/%s/%s.md", src, r < 4 ? "assets/rules" : "docs/rules",
                     rules[r % 4]);
            text = SDL_LoadFile(path, NULL);
            if (text) missing += check_text(path, text, latin, cjk, 0);
            SDL_free(text);
        }
        TTF_CloseFont(cjk);
    }
    TTF_CloseFont(latin);
    TTF_Quit();
    if (missing)
        fprintf(stderr, "%d characters without a glyph: run assets/fonts/make_fonts.py\n", missing);
    return missing ? 1 : 0;
}
