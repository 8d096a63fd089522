#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes Serbian in Latin letters from Serbian in Cyrillic, so the two never drift apart.

  assets/locale/sr.po        -> assets/locale/sr@latin.po    (the msgstr texts; Language: sr@latin)
  assets/rules/sr/<game>.md  -> assets/rules/sr@latin/<game>.md  (the text; picture targets kept)

Only sr.po and assets/rules/sr/ are edited by hand; run this after changing them and commit its
output. With --check it writes nothing and fails when the checked-in Latin files are not its
output (the i18n.sr_latin test). No dependencies beyond python3.

usage: sr_latin.py [--check] [ROOT]   (ROOT: the source tree, default: two folders up from here)
"""
import os
import re
import sys

# Serbian's official letter-for-letter correspondence (Vuk's alphabet and Gaj's Latin alphabet).
LOWER = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "ђ": "đ", "е": "e", "ж": "ž", "з": "z",
    "и": "i", "ј": "j", "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "ћ": "ć", "у": "u", "ф": "f", "х": "h", "ц": "c",
    "ч": "č", "џ": "dž", "ш": "š",
}
# Capitals: one letter becomes two for Љ, Њ and Џ, written "Lj" in a word ("Ljubljana") and
# "LJ" when the word is in capitals ("LJUBLJANA"); see DIGRAPH_CAPITALS.
UPPER = {k.upper(): v[0].upper() + v[1:] for k, v in LOWER.items()}
DIGRAPH_CAPITALS = {"Љ": "LJ", "Њ": "NJ", "Џ": "DŽ"}

# Picture targets of the rules pages name positions, not words: never changed.
PICTURE_TARGET = re.compile(r"\((?:board|pieces|move|figure):[^)]*\)")


def transliterate(text):
    out = []
    for i, c in enumerate(text):
        if c in DIGRAPH_CAPITALS:
            before = text[i - 1] if i > 0 else ""
            after = text[i + 1] if i + 1 < len(text) else ""
            all_caps = (before.isalpha() and before.isupper()) or (after.isalpha() and after.isupper())
            out.append(DIGRAPH_CAPITALS[c] if all_caps else UPPER[c])
        else:
            out.append(LOWER.get(c) or UPPER.get(c) or c)
    return "".join(out)


def markdown(text):
    """A rules page: its text in Latin letters, its picture targets as they are."""
    out, at = [], 0
    for m in PICTURE_TARGET.finditer(text):
        out.append(transliterate(text[at:m.start()]))
        out.append(m.group(0))
        at = m.end()
    out.append(transliterate(text[at:]))
    return "".join(out)


def catalog(text):
    """A .po file: msgstr texts (and their continuation lines) in Latin letters; msgids,
    comments and keywords as they are, the header's Language set to sr@latin."""
    out, in_msgstr = [], False
    for line in text.splitlines(keepends=True):
        stripped = line.lstrip()
        if stripped.startswith("msgstr"):
            in_msgstr = True
        elif not stripped.startswith('"'):
            in_msgstr = False
        if in_msgstr:
            line = transliterate(line)
            line = re.sub(r'^"Language: sr\\n"', r'"Language: sr@latin\\n"', line)
        out.append(line)
    return "".join(out)


def outputs(root):
    """(path, text) of every Latin file, made from the Cyrillic sources."""
    po = os.path.join(root, "assets", "locale", "sr.po")
    with open(po, encoding="utf-8") as f:
        yield os.path.join(root, "assets", "locale", "sr@latin.po"), catalog(f.read())
    rules = os.path.join(root, "assets", "rules", "sr")
    for name in sorted(os.listdir(rules)):
        if name.endswith(".md"):
            with open(os.path.join(rules, name), encoding="utf-8") as f:
                text = markdown(f.read())
            yield os.path.join(root, "assets", "rules", "sr@latin", name), text


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    made = list(outputs(root))
    if not check:
        for path, text in made:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
        return 0
    status = 0
    for path, text in made:
        try:
            with open(path, encoding="utf-8", newline="") as f:
                same = f.read() == text
        except FileNotFoundError:
            same = False
        if not same:
            print("%s: not what sr_latin.py makes from the Cyrillic: run it" % path, file=sys.stderr)
            status = 1
    # A Latin page without its Cyrillic one would never be regenerated.
    latin = os.path.join(root, "assets", "rules", "sr@latin")
    wanted = {os.path.basename(p) for p, _ in made}
    for name in sorted(os.listdir(latin)) if os.path.isdir(latin) else []:
        if name.endswith(".md") and name not in wanted:
            print("%s: no Cyrillic page for it in assets/rules/sr" % os.path.join(latin, name),
                  file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
