#!/bin/sh
# Fails when a shipped language misses a message: extracts every message the app's sources mark
# (T(d, "...") and N_("...")) and compares each catalog with them. Untranslated and fuzzy
# entries count as missing. usage: check_catalogs.sh SOURCE_DIR WORK_DIR
set -eu
src=$1
work=$2
mkdir -p "$work"
# With its header the template declares UTF-8, so msgids with arrows ("%s → %s") stay whole.
xgettext --keyword=T:2 --keyword=N_ --from-code=UTF-8 -o "$work/duelboard.pot" \
    "$src"/src/rules/*.c "$src"/src/session/*.c "$src"/src/scenes/*.c "$src"/src/views/*.c "$src"/src/ui/*.c "$src"/src/app/*.c
status=0
for lang in zh_TW ja; do
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
