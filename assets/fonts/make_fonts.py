#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes the app's font files from Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk).

The Latin faces keep Latin, Serbian Cyrillic, punctuation and the few symbols the interface
draws (arrows and minus from Noto Sans Mono, which Noto Sans lacks), plus every character below the CJK blocks that the catalogs of the languages drawn with
them (all of assets/locale/LINGUAS but Chinese and Japanese) and the rules texts of every language
use. The CJK faces (Traditional Chinese and Japanese shapes) keep only the characters their own
language's catalog, the language names and the rules texts use, plus ASCII, so they stay small.
Run it again after changing a catalog or a rules page; `tests/gui` checks that every character of
every catalog and rules page is in its face. Needs python3-fonttools.

usage: make_fonts.py [OUTPUT_DIR]   (default: this directory)
"""
import os
import sys

from fontTools import merge, subset
from fontTools.ttLib import TTCollection, TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
LOCALE = os.path.join(HERE, "..", "locale")
# The rules texts the app may show: docs/rules wins over assets/rules when both exist.
RULES_DIRS = [os.path.join(HERE, "..", "rules"), os.path.join(HERE, "..", "..", "docs", "rules")]


def rules_texts(translated=True, only=None):
    """The English pages, and with `translated` those of assets/rules/<lang>/ too; with `only`,
    just that language's pages."""
    top = RULES_DIRS[0]
    if only:
        dirs = [os.path.join(top, only)]
    else:
        dirs = list(RULES_DIRS)
        if translated:
            dirs += [os.path.join(top, d) for d in sorted(os.listdir(top))
                     if os.path.isdir(os.path.join(top, d))]
    for d in dirs:
        if os.path.isdir(d):
            for name in sorted(os.listdir(d)):
                if name.endswith(".md"):
                    with open(os.path.join(d, name), encoding="utf-8") as f:
                        yield f.read()


def shipped_languages():
    """assets/locale/LINGUAS: the shipped translations."""
    with open(os.path.join(LOCALE, "LINGUAS"), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]
NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-%s.ttc"
CJK_INDEX = {"jp": 0, "tc": 3}  # font numbers inside the collection
CATALOG_FOR = {"jp": "ja.po", "tc": "zh_TW.po"}  # the languages drawn with a CJK face

# Basic Latin and Latin-1, Latin Extended-A and the Serbo-Croatian digraph letters (Dutch and
# Serbian Latin), Cyrillic with Serbian's letters, punctuation, arrows, minus and times.
LATIN_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x1C4, 0x1CC), (0x400, 0x45F), (0x2010, 0x2027),
                (0x2030, 0x203A), (0x2190, 0x2194), (0x2212, 0x2212), (0x00D7, 0x00D7)]
CJK_START = 0x2E80  # below it a character belongs to the Latin faces


# Language names are shown in their own script whatever the language (src/ui/prefs.c).
LANGUAGE_NAMES = os.path.join(HERE, "..", "..", "src", "ui", "prefs.c")


def catalog_text(path):
    """Every msgstr of a .po file, unescaped enough to know its characters."""
    return "".join(catalog_strings(path))


def catalog_strings(path):
    """Each msgstr of a .po file as one string (the app draws a message as one string)."""
    strings, take = [], False
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("msgstr"):
                take = True
                strings.append("")
                line = line[line.index('"'):] if '"' in line else ""
            elif line.startswith("msgid") or line.startswith("#"):
                take = False
            if take and line.startswith('"'):
                strings[-1] += line[1:-1]
    return strings


def latin_face_lines():
    """The strings of the languages drawn with the Latin faces: their messages and the lines of
    their rules pages."""
    for lang in shipped_languages():
        path = os.path.join(LOCALE, lang + ".po")
        if lang + ".po" in CATALOG_FOR.values():
            continue
        if os.path.exists(path):
            yield from catalog_strings(path)
        pages = os.path.join(RULES_DIRS[0], lang)
        for name in sorted(os.listdir(pages)) if os.path.isdir(pages) else []:
            if name.endswith(".md"):
                with open(os.path.join(pages, name), encoding="utf-8") as f:
                    yield from f.read().splitlines()


def write_subset(font, codepoints, out):
    options = subset.Options()
    options.layout_features = ["*"]  # keep what HarfBuzz shapes with
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(codepoints))
    sub.subset(font)
    font.recalcTimestamp = False  # the same input makes the same file
    font.save(out)
    print("%s: %d characters, %d bytes" % (out, len(codepoints), os.path.getsize(out)))


MATHS_AXIS = 353  # Noto Sans: the middle of '+' and '=', where an arrow between words belongs


def fit_arrows(path):
    """Noto Sans Mono draws its arrows small and low, to sit in a monospaced cell; in a line of
    Noto Sans ("c4 → c3") they look like a subscript. Scales the horizontal ones up by a third and
    centres every arrow on Noto Sans's maths axis, with the width following the new shape."""
    font = TTFont(path)
    glyf, hmtx, cmap = font["glyf"], font["hmtx"], font.getBestCmap()
    for code, scale in ((0x2190, 1.35), (0x2192, 1.35), (0x2194, 1.35), (0x2191, 1.0),
                        (0x2193, 1.0)):
        if code not in cmap:
            continue
        name = cmap[code]
        glyph = glyf[name]
        if glyph.isComposite():
            continue
        coords = glyph.coordinates
        xs, ys = [x for x, _ in coords], [y for _, y in coords]
        xmin, ymin, xmax, ymax = min(xs), min(ys), max(xs), max(ys)
        margin = hmtx[name][1]
        middle = (ymin + ymax) / 2
        for i, (x, y) in enumerate(coords):
            coords[i] = (round((x - xmin) * scale + margin),
                         round((y - middle) * scale + MATHS_AXIS))
        glyph.recalcBounds(glyf)
        hmtx[name] = (round((xmax - xmin) * scale) + 2 * margin, margin)
    font.recalcTimestamp = False
    font.save(path)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else HERE
    latin = set()
    for lo, hi in LATIN_RANGES:
        latin.update(range(lo, hi + 1))
    latin.add(0x2022)  # bullet
    # Symbols the rules texts use (arrows, minus, comparisons), where Noto Sans has them; the app
    # draws a line with the CJK face when the Latin face lacks one of its characters.
    for text in rules_texts():
        latin |= {ord(c) for c in text if 0x7E < ord(c) < CJK_START}
    # The languages drawn with the Latin faces: every character of their catalogs.
    for lang in shipped_languages():
        path = os.path.join(LOCALE, lang + ".po")
        if lang + ".po" not in CATALOG_FOR.values() and os.path.exists(path):
            latin |= {ord(c) for c in catalog_text(path) if 0x7E < ord(c) < CJK_START}
    drawn = set(latin)  # what the Latin faces really have
    for style, name in (("Regular", "NotoSans-Subset.ttf"), ("Bold", "NotoSans-Bold-Subset.ttf")):
        font = TTFont(os.path.join(NOTO, "NotoSans-%s.ttf" % style))
        out = os.path.join(out_dir, name)
        # Noto Sans has no arrows and no minus sign; Noto Sans Mono (same design, same units)
        # lends its own. Without them a string with an arrow would be drawn with a CJK face,
        # which lacks Serbian's letters and most accented ones.
        lent = latin - set(font.getBestCmap())
        write_subset(font, latin - lent, out)
        mono = TTFont(os.path.join(NOTO, "NotoSansMono-%s.ttf" % style))
        lent &= set(mono.getBestCmap())
        if lent:
            extra = out + ".symbols.ttf"
            write_subset(mono, lent, extra)
            fit_arrows(extra)
            merged = merge.Merger().merge([out, extra])
            for stamp in ("created", "modified"):  # the source's, not the time of the merge
                setattr(merged["head"], stamp, getattr(font["head"], stamp))
            merged.recalcTimestamp = False
            merged.save(out)
            os.remove(extra)
            print("%s: with %d characters of Noto Sans Mono, %d bytes"
                  % (out, len(lent), os.path.getsize(out)))
        drawn &= set(TTFont(out).getBestCmap())
    # A string with a character the Latin faces lack is drawn whole with the CJK face, Traditional
    # Chinese's in every language but Japanese (src/app/app.c): that face then needs all of its
    # characters, Cyrillic and accented letters too.
    borrowed = set()
    for line in latin_face_lines():
        chars = {ord(c) for c in line}
        if any(c > 0x7F and c not in drawn for c in chars):
            borrowed |= chars
    for key, catalog in CATALOG_FOR.items():
        path = os.path.join(LOCALE, catalog)
        chars = set(range(0x20, 0x7F)) | {ord(c) for c in catalog_text(path)}
        # The rules texts quote the Chinese rulebook now and then; a translated page's line
        # with such a quote is drawn with a CJK face too, but its other letters are the Latin
        # faces' (CJK faces keep their own languages' characters only).
        for text in rules_texts(translated=False):
            chars |= {ord(c) for c in text if ord(c) > 0x7E}
        # A CJK language's own pages are drawn with its face, every character of them; the other
        # CJK language's pages never are (the face follows the language).
        own = catalog[:-len(".po")]
        for text in rules_texts(only=own):
            chars |= {ord(c) for c in text if ord(c) > 0x7E}
        others = [c[:-len(".po")] for c in CATALOG_FOR.values() if c != catalog]
        top = RULES_DIRS[0]
        for lang in sorted(os.listdir(top)):
            if os.path.isdir(os.path.join(top, lang)) and lang != own and lang not in others:
                for text in rules_texts(only=lang):
                    chars |= {ord(c) for c in text if ord(c) >= CJK_START}
        if key == "tc":
            chars |= borrowed
        # Marks the interface draws around translated text (arrows, bullets, separators).
        chars |= {0x00B7, 0x2039, 0x203A, 0x2022, 0x3000, 0x3001, 0x3002, 0xFF08, 0xFF09, 0xFF1A}
        with open(LANGUAGE_NAMES, encoding="utf-8") as f:
            chars |= {ord(c) for c in f.read() if ord(c) > 0x7E}
        for style, suffix in (("Regular", ""), ("Bold", "-Bold")):
            font = TTCollection(CJK % style).fonts[CJK_INDEX[key]]
            write_subset(font, chars,
                         os.path.join(out_dir, "NotoSansCJK%s%s-Subset.otf" % (key, suffix)))


if __name__ == "__main__":
    main()
