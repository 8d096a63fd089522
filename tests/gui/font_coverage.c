/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checks that every character of every catalog (and of the language names and the rules pages of
 * every language) has a glyph in the font the app draws it with: the CJK face of Chinese and
 * Japanese, or the Latin face. The app draws a whole string with the CJK face when the Latin face
 * lacks one of its characters (Noto Sans has no arrows), so for the languages written in Latin or
 * Cyrillic letters each message and rules line is checked whole: all of it in the Latin face, or
 * all of it in Traditional Chinese's face, which the app uses for them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

enum { LANGS_MAX = 16 };

/* The faces one language's texts are drawn with, regular [0] and bold [1]. */
typedef struct Faces {
    TTF_Font *latin[2], *cjk[2];
    int latin_only; /* a string is drawn by one face: a character in the other does not count */
} Faces;

static unsigned decode(const unsigned char **p) {
    unsigned c = **p;
    int n = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    c = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
    (*p)++;
    for (int i = 0; i < n && **p; i++, (*p)++) c = (c << 6) | (**p & 0x3F);
    return c;
}

enum { UNIT_MAX = 4096 };

/* One string as the app draws it: with the Latin face when that has all its characters, else
 * whole with the CJK face. Chinese and Japanese texts are checked character by character (either
 * face), as they always were. */
static int check_unit(const char *name, const unsigned *cs, int n, const Faces *f) {
    int missing = 0;
    for (int w = 0; w < 2; w++) {
        int latin = 1;
        for (int i = 0; i < n && latin; i++)
            latin = cs[i] <= 0x7F || TTF_GlyphIsProvided32(f->latin[w], cs[i]);
        for (int i = 0; i < n && !latin; i++) {
            int ok = TTF_GlyphIsProvided32(f->cjk[w], cs[i]) ||
                     (!f->latin_only && TTF_GlyphIsProvided32(f->latin[w], cs[i]));
            if (ok) continue;
            if (missing < 10)
                fprintf(stderr, "%s: no %s glyph for U+%04X%s\n", name, w ? "bold" : "regular",
                        cs[i],
                        f->latin_only ? " in the CJK face its string is drawn with (the Latin "
                                        "face lacks another of its characters)"
                                      : "");
            missing++;
        }
    }
    return missing;
}

/* Checks the characters of `text`: a .po file's translations (only_msgstr) a message at a time,
 * other texts a line at a time. */
static int check_text(const char *name, const char *text, const Faces *f, int only_msgstr) {
    static unsigned unit[UNIT_MAX];
    int missing = 0, in_msgstr = !only_msgstr, n = 0;
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        int starts = !only_msgstr || strncmp(line, "msgstr", 6) == 0;
        int stops = only_msgstr && (strncmp(line, "msgid", 5) == 0 || line[0] == '#');
        if ((starts || stops) && n) missing += check_unit(name, unit, n, f), n = 0;
        if (starts) in_msgstr = 1;
        if (stops) in_msgstr = 0;
        if (in_msgstr) {
            const unsigned char *p = (const unsigned char *)line, *e = p + len;
            while (p < e) {
                unsigned c = decode(&p);
                if (c >= 0x20 && n < UNIT_MAX) unit[n++] = c;
            }
        }
        line = end ? end + 1 : NULL;
    }
    if (n) missing += check_unit(name, unit, n, f);
    return missing;
}

/* Checks a file when it exists (required: when it must). */
static int check_file(const char *path, const Faces *f, int only_msgstr, int required) {
    char *text = SDL_LoadFile(path, NULL);
    if (!text) {
        if (required) fprintf(stderr, "cannot read %s\n", path);
        return required;
    }
    int missing = check_text(path, text, f, only_msgstr);
    SDL_free(text);
    return missing;
}

static TTF_Font *open_font(const char *src, const char *name) {
    char path[2048];
    snprintf(path, sizeof path, "%s/assets/fonts/%s", src, name);
    TTF_Font *font = TTF_OpenFont(path, 16);
    if (!font) fprintf(stderr, "cannot open %s\n", path);
    return font;
}

/* assets/locale/LINGUAS: the shipped translations, one a line. */
static int read_languages(const char *src, char langs[][16]) {
    char path[2048];
    snprintf(path, sizeof path, "%s/assets/locale/LINGUAS", src);
    FILE *f = fopen(path, "r");
    if (!f) return fprintf(stderr, "cannot read %s\n", path), -1;
    int n = 0;
    char line[512]; /* longer than LINGUAS's comment lines */
    while (n < LANGS_MAX && fgets(line, sizeof line, f)) {
        line[strcspn(line, " \t\r\n")] = '\0';
        if (line[0] && line[0] != '#') snprintf(langs[n++], sizeof langs[0], "%s", line);
    }
    fclose(f);
    return n;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: font_coverage SOURCE_DIR\n");
        return 2;
    }
    const char *src = argv[1];
    if (TTF_Init() != 0) return 2;
    TTF_Font *latin[2] = {open_font(src, "NotoSans-Subset.ttf"),
                          open_font(src, "NotoSans-Bold-Subset.ttf")};
    TTF_Font *tc[2] = {open_font(src, "NotoSansCJKtc-Subset.otf"),
                       open_font(src, "NotoSansCJKtc-Bold-Subset.otf")};
    TTF_Font *jp[2] = {open_font(src, "NotoSansCJKjp-Subset.otf"),
                       open_font(src, "NotoSansCJKjp-Bold-Subset.otf")};
    if (!latin[0] || !latin[1] || !tc[0] || !tc[1] || !jp[0] || !jp[1]) return 1;
    /* The app's CJK face is Japanese's in Japanese and Traditional Chinese's otherwise. */
    Faces chinese = {{latin[0], latin[1]}, {tc[0], tc[1]}, 0};
    Faces japanese = {{latin[0], latin[1]}, {jp[0], jp[1]}, 0};
    Faces letters = {{latin[0], latin[1]}, {tc[0], tc[1]}, 1};
    const char *rules[] = {"gottaz", "onitama", "gunzi", "mortar-hunt"};
    char langs[LANGS_MAX][16];
    int n = read_languages(src, langs);
    if (n < 0) return 1;
    int missing = 0;
    char path[2048];
    /* English texts in either CJK language: its pages quote the Chinese rulebook now and then. */
    for (int k = 0; k < 2; k++) {
        const Faces *f = k ? &japanese : &chinese;
        /* Language names appear in their own script in every language. */
        snprintf(path, sizeof path, "%s/src/ui/prefs.c", src);
        missing += check_file(path, f, 0, 1);
        for (int r = 0; r < 8; r++) { /* assets/rules, and docs/rules which wins when present */
            snprintf(path, sizeof path, "%s/%s/%s.md", src, r < 4 ? "assets/rules" : "docs/rules",
                     rules[r % 4]);
            missing += check_file(path, f, 0, 0);
        }
    }
    /* Each language's catalog (it must be there) and translated rules pages (where they are). */
    for (int l = 0; l < n; l++) {
        const Faces *f = strcmp(langs[l], "zh_TW") == 0 ? &chinese
                         : strcmp(langs[l], "ja") == 0  ? &japanese
                                                        : &letters;
        snprintf(path, sizeof path, "%s/assets/locale/%s.po", src, langs[l]);
        missing += check_file(path, f, 1, 1);
        for (int r = 0; r < 4; r++) {
            snprintf(path, sizeof path, "%s/assets/rules/%s/%s.md", src, langs[l], rules[r]);
            missing += check_file(path, f, 0, 0);
        }
    }
    for (int w = 0; w < 2; w++) {
        TTF_CloseFont(latin[w]);
        TTF_CloseFont(tc[w]);
        TTF_CloseFont(jp[w]);
    }
    TTF_Quit();
    if (missing)
        fprintf(stderr, "%d characters without a glyph: run assets/fonts/make_fonts.py\n", missing);
    return missing ? 1 : 0;
}
