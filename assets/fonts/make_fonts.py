#!/usr/bin/python3
"""Makes the app's font files from Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk).

The Latin faces keep Latin, punctuation and the few symbols the interface draws. The CJK faces
(Traditional Chinese and Japanese shapes) keep only the characters the message catalogs, the
language names and the rules texts use, plus ASCII, so they stay small. Run it again after changing a catalog; `tests/gui` checks that
every character of every catalog is in its face. Needs python3-fonttools.

usage: make_fonts.py [OUTPUT_DIR]   (default: this directory)
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
LOCALE = os.path.join(HERE, "..", "locale")
# The rules texts the app may show: docs/rules wins over assets/rules when both exist.
RULES_DIRS = [os.path.join(HERE, "..", "rules"), os.path.join(HERE, "..", "..", "docs", "rules")]


def rules_texts():
    for d in RULES_DIRS:
        if os.path.isdir(d):
            for name in sorted(os.listdir(d)):
                if name.endswith(".md"):
                    with open(os.path.join(d, name), encoding="utf-8") as f:
                        yield f.read()
NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-%s.ttc"
CJK_INDEX = {"jp": 0, "tc": 3}  # font numbers inside the collection
CATALOG_FOR = {"jp": "ja.po", "tc": "zh_TW.po"}

LATIN_RANGES = [(0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A), (0x2190, 0x2194),
                (0x2212, 0x2212), (0x00D7, 0x00D7)]


# Language names are shown in their own script whatever the language (src/ui/prefs.c).
LANGUAGE_NAMES = os.path.join(HERE, "..", "..", "src", "ui", "prefs.c")


def catalog_text(path):
    """Every msgstr of a .po file, unescaped enough to know its characters."""
    text, take = [], False
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("msgstr"):
                take = True
                line = line[line.index('"'):] if '"' in line else ""
            elif line.startswith("msgid") or line.startswith("#"):
                take = False
            if take and line.startswith('"'):
                text.append(line[1:-1])
    return "".join(text)


def write_subset(font, codepoints, out):
    options = subset.Options()
    options.layout_features = ["*"]  # keep what HarfBuzz shapes with
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(codepoints))
    sub.subset(font)
    font.save(out)
    print("%s: %d characters, %d bytes" % (out, len(codepoints), os.path.getsize(out)))


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else HERE
    latin = set()
    for lo, hi in LATIN_RANGES:
        latin.update(range(lo, hi + 1))
    latin.add(0x2022)  # bullet
    # Symbols the rules texts use (arrows, minus, comparisons), where Noto Sans has them; the app
    # draws a line with the CJK face when the Latin face lacks one of its characters.
    for text in rules_texts():
        latin |= {ord(c) for c in text if 0x7E < ord(c) < 0x2E80}
    for style, name in (("Regular", "NotoSans-Subset.ttf"), ("Bold", "NotoSans-Bold-Subset.ttf")):
        write_subset(TTFont(os.path.join(NOTO, "NotoSans-%s.ttf" % style)), latin,
                     os.path.join(out_dir, name))
    for key, catalog in CATALOG_FOR.items():
        path = os.path.join(LOCALE, catalog)
        chars = set(range(0x20, 0x7F)) | {ord(c) for c in catalog_text(path)}
        # The rules texts quote the Chinese rulebook now and then.
        for text in rules_texts():
            chars |= {ord(c) for c in text if ord(c) > 0x7E}
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
