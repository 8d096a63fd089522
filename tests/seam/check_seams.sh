#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The seams between layers and games, checked on the source tree: which layer may include which,
# that other code includes only a game's public header, and that no shared file names a game.
# Usage: check_seams.sh SRC_DIR (the repository's src/). Prints every breach; fails if any.
set -u
src=${1:?usage: check_seams.sh SRC_DIR}
cd "$src" || exit 2
fails=0
breach() {
    echo "$1"
    fails=$((fails + 1))
}

# Code without its comments, so that a comment giving an example is not a breach.
code_of() {
    perl -0777 -pe 's{/\*.*?\*/}{ }gs; s{//[^\n]*}{}g' "$1"
}

# 1. Layers: the folders each layer may include from (its own included), and whether it may
# include SDL or GL. Everything points down: rules know no AI, the session knows no toolkit.
allowed_layers() {
    case $1 in
    core) echo "core" ;;
    rules) echo "core rules" ;;
    ai) echo "core rules ai" ;;
    session) echo "core rules ai session" ;;
    net) echo "core rules session net" ;;
    cli) echo "core rules ai session net cli" ;;
    server) echo "core rules session net server" ;;
    gfx) echo "core gfx" ;;
    ui) echo "core rules gfx ui" ;;
    views) echo "core rules gfx ui views" ;;
    scenes) echo "core rules session net gfx ui views scenes" ;;
    app) echo "core rules session net gfx ui views scenes app" ;;
    *) echo "" ;;
    esac
}
may_use_toolkit() {
    case $1 in
    gfx | ui | views | scenes | app) return 0 ;;
    *) return 1 ;;
    esac
}

for file in $(find . -name '*.[ch]' | sed 's@^\./@@' | sort); do
    layer=${file%%/*}
    allowed=$(allowed_layers "$layer")
    if [ -z "$allowed" ]; then
        breach "$file: in no known layer"
        continue
    fi
    for inc in $(code_of "$file" | sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z]*\)\/.*/\1/p' | sort -u); do
        case " $allowed " in
        *" $inc "*) ;;
        *) breach "$file: the $layer layer includes from $inc/" ;;
        esac
    done
    if ! may_use_toolkit "$layer" &&
        code_of "$file" | grep -aEq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(SDL|epoxy/|GL/)'; then
        breach "$file: the $layer layer includes SDL or GL"
    fi
done

# 2. Games: each game has its folders; code outside a game's folders includes only its public
# header (rules/<game>/<game>.h), and no shared file names a game in its code, except the one
# list of games.
games=$(sed -n 's/^GAME(\([a-z_]*\)).*/\1/p' rules/game_list.h)
[ -n "$games" ] || breach "rules/game_list.h: no games listed"
for game in $games; do
    id=$(echo "$game" | tr _ -)
    first=${game%%_*}
    for layer in rules ai views; do
        [ -d "$layer/$game" ] || breach "$layer/$game/: the game has no folder in the $layer layer"
    done
    [ -f "rules/$game/$game.h" ] || breach "rules/$game/$game.h: the game has no public header"
    for file in $(find . -name '*.[ch]' | sed 's@^\./@@' | sort); do
        code=$(code_of "$file")
        # A game's folder in one layer includes its own headers and the game's public header.
        own=none
        case $file in
        rules/"$game"/* | ai/"$game"/* | views/"$game"/*) own=${file%%/*}/$game/ ;;
        esac
        internal=$(echo "$code" | grep -aE "#[[:space:]]*include[[:space:]]*\"(rules|ai|views)/$game/" |
            grep -av "\"rules/$game/$game.h\"" | grep -av "\"$own")
        [ -z "$internal" ] || breach "$file: includes an internal header of $game: $internal"
        [ "$own" = none ] || continue
        [ "$file" = rules/game_list.h ] && continue
        if echo "$code" | grep -aEiq "(^|[^a-z])($game|$id|$first)([^a-z]|$)"; then
            breach "$file: names $game in its code: $(echo "$code" | grep -aEi "(^|[^a-z])($game|$id|$first)([^a-z]|$)" | head -1)"
        fi
    done
done

if [ "$fails" -gt 0 ]; then
    echo "$fails breach(es) of the seams; see docs/architecture.md"
    exit 1
fi
echo "seams kept: $(find . -name '*.[ch]' | wc -l) files, games: $(echo $games)"
