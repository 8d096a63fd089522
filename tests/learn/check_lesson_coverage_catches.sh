#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The coverage check catches a section no lesson teaches: in a copy of the assets, the one lesson
# that names Onitama's "Setting up" loses that line, and the check must fail naming it.
# usage: check_lesson_coverage_catches.sh ASSETS_DIR CHECK_SCRIPT
set -u
assets=${1:?usage: check_lesson_coverage_catches.sh ASSETS_DIR CHECK_SCRIPT}
check=${2:?usage: check_lesson_coverage_catches.sh ASSETS_DIR CHECK_SCRIPT}
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
mkdir -p "$copy/rules"
cp -r "$assets/lessons" "$copy/lessons"
cp "$assets"/rules/*.md "$copy/rules/"
grep -l '^section Setting up$' "$copy"/lessons/onitama/*.lesson | while read -r lesson; do
    sed -i '/^section Setting up$/d' "$lesson"
done
if out=$(sh "$check" "$copy"); then
    echo "the coverage check passed without a lesson for \"Setting up\":"
    echo "$out"
    exit 1
fi
echo "$out" | grep -q 'onitama: no lesson teaches "Setting up"' || { echo "$out"; exit 1; }
echo "caught: $(echo "$out" | grep 'Setting up')"
