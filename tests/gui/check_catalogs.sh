#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a shipped language misses a message: extracts every message the app's sources mark
# (T(d, "..."), ui_tr(catalog, "...") and N_("..."), headers too) and compares each catalog with
# them, and the words of every lesson (assets/lessons: titles, sentences, retry lines, extracted
# by lesson_msgids.py). Untranslated and fuzzy entries count as missing. The languages are those of
# assets/locale/LINGUAS. The Onitama cards' names (an X-macro table) are checked by
# test_move_words instead.
# usage: check_catalogs.sh SOURCE_DIR WORK_DIR
set -eu
src=$1
work=$2
mkdir -p "$work"
# Every .c and .h of the layers that show text, subfolders too (src/views/<game>/ holds most of
# the board views' messages), in a fixed order so the template does not change from run to run.
find "$src/src/rules" "$src/src/learn" "$src/src/session" "$src/src/scenes" "$src/src/views" "$src/src/ui" \
    "$src/src/app" "$src/src/net" -name '*.[ch]' | LC_ALL=C sort >"$work/sources"
# With its header the template declares UTF-8, so msgids with arrows ("%s → %s") stay whole.
xgettext --keyword=T:2 --keyword=N_ --keyword=ui_tr:2 --from-code=UTF-8 -o "$work/sources.pot" \
    --files-from="$work/sources"
python3 "$(dirname "$0")/lesson_msgids.py" "$src" "$work/lessons.pot"
msgcat --use-first -o "$work/duelboard.pot" "$work/sources.pot" "$work/lessons.pot"
echo "$(($(grep -c "^msgid " "$work/duelboard.pot") - 1)) messages in the sources"
status=0
for lang in $(grep -v '^#' "$src/assets/locale/LINGUAS"); do
    po="$src/assets/locale/$lang.po"
    if [ ! -f "$po" ]; then
        echo "missing catalog $po" >&2
        status=1
        continue
    fi
    msgfmt --check -o /dev/null "$po" || status=1
    if ! msgcmp "$po" "$work/duelboard.pot" 2>"$work/$lang.msgcmp"; then
        grep -v "warning: this message is not used" "$work/$lang.msgcmp" >&2
        echo "$lang: catalog incomplete" >&2
        status=1
    fi
done
exit $status
