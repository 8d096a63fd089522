#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the words of every lesson (assets/lessons/<game>/*.lesson: its `title`, each step's
`say` and `retry` lines, docs/lessons.md) as a gettext template, for check_catalogs.sh to add
to the sources' messages. usage: lesson_msgids.py SOURCE_DIR OUT.pot"""
import glob
import os
import sys

TRANSLATED_KEYS = ("title", "say", "retry")


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    source, out = sys.argv[1], sys.argv[2]
    where = {}  # msgid -> the places it is used, in order
    for path in sorted(glob.glob(os.path.join(source, "assets/lessons/*/*.lesson"))):
        name = os.path.relpath(path, source)
        with open(path, encoding="utf-8") as lesson:
            for number, line in enumerate(lesson, 1):
                key, _, value = line.strip().partition(" ")
                if key in TRANSLATED_KEYS and value.strip():
                    where.setdefault(value.strip(), []).append(f"{name}:{number}")
    with open(out, "w", encoding="utf-8") as pot:
        pot.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for msgid, places in where.items():
            pot.write(f"#: {' '.join(places)}\nmsgid {quote(msgid)}\nmsgstr \"\"\n\n")
    print(f"{len(where)} messages in the lessons")


main()
