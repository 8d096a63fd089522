#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The seams between layers and games, checked on the source tree: which layer may include which,
# that other code includes only a game's public header, that no shared file names a game, and that
# the scenes' files use each other without a circle.
# Usage: check_seams.sh SRC_DIR (the repository's src/). The programs beside it in tools/ (not
# installed) are checked too, as the tools layer. Prints every breach; fails if any.
# Each check reads every file in one grep, sed or awk rather than starting programs a file.
set -u
src=${1:?usage: check_seams.sh SRC_DIR}
cd "$src" || exit 2
fails=0
breach() {
    echo "$1"
    fails=$((fails + 1))
}

# Code without its comments, so that a comment giving an example is not a breach: every file
# stripped once into a folder of its own, named by its path with '%' for '/'.
stripped=$(mktemp -d)
trap 'rm -rf "$stripped" "$stripped".includes "$stripped".internal' EXIT
# tools/ sits beside src/: its files are read as ../tools/... and named tools/...
files=$( (find . -name '*.[ch]'; [ -d ../tools ] && find ../tools -name '*.[ch]') |
    sed 's@^\./@@; s@^\.\./tools/@tools/@' | sort)
# shellcheck disable=SC2086 # the file names have no spaces
perl -e '
    my $out = shift;
    for my $file (@ARGV) {
        my $path = $file =~ m{^tools/} ? "../$file" : $file;
        open my $in, "<", $path or die "$path: $!";
        local $/;
        my $code = <$in>;
        $code =~ s{/\*.*?\*/}{ }gs;
        $code =~ s{//[^\n]*}{}g;
        (my $name = $file) =~ s{/}{%}g;
        open my $o, ">", "$out/$name" or die "$out/$name: $!";
        print $o $code;
    }' "$stripped" $files || exit 2
# The source path of a stripped file's name.
source_of() {
    echo "${1##*/}" | tr % /
}

# 1. Layers: the folders each layer may include from (its own included), and whether it may
# include SDL or GL. Everything points down: rules know no AI, the session knows no toolkit;
# lessons (learn) are played over the rules and the AI, below the session and the front ends.
allowed_layers() {
    case $1 in
    core) allowed="core" ;;
    rules) allowed="core rules" ;;
    ai) allowed="core rules ai" ;;
    learn) allowed="core rules ai learn" ;;
    session) allowed="core rules ai session" ;;
    net) allowed="core rules session net" ;;
    cli) allowed="core rules ai learn session net cli" ;;
    server) allowed="core rules session net server" ;;
    gfx) allowed="core gfx" ;;
    ui) allowed="core rules gfx ui" ;;
    views) allowed="core rules gfx ui views" ;;
    scenes) allowed="core rules learn session net gfx ui views scenes" ;;
    app) allowed="core rules learn session net gfx ui views scenes app" ;;
    tools) allowed="core rules session net" ;; # programs for developers, beside the layers
    *) allowed="" ;;
    esac
}
may_use_toolkit() {
    case $1 in
    gfx | ui | views | scenes | app) return 0 ;;
    *) return 1 ;;
    esac
}

for file in $files; do
    allowed_layers "${file%%/*}"
    [ -n "$allowed" ] || breach "$file: in no known layer"
done
# Every file's includes from a layer, as "file layer" pairs.
awk 'match($0, /^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z]*\//) {
         inc = substr($0, RSTART, RLENGTH); sub(/.*"/, "", inc); sub(/\/$/, "", inc)
         name = FILENAME; sub(/.*\//, "", name); gsub(/%/, "/", name)
         print name, inc
     }' "$stripped"/* | sort -u >"$stripped.includes"
while read -r file inc; do
    layer=${file%%/*}
    allowed_layers "$layer"
    [ -n "$allowed" ] || continue
    case " $allowed " in
    *" $inc "*) ;;
    *) breach "$file: the $layer layer includes from $inc/" ;;
    esac
done <"$stripped.includes"
rm -f "$stripped.includes"
for name in $(grep -alE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(SDL|epoxy/|GL/)' "$stripped"/*); do
    file=$(source_of "$name")
    may_use_toolkit "${file%%/*}" || breach "$file: the ${file%%/*} layer includes SDL or GL"
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
    # A game's folder in one layer includes its own headers and the game's public header.
    grep -aHE "#[[:space:]]*include[[:space:]]*\"(rules|ai|views)/$game/" "$stripped"/* |
        grep -av "\"rules/$game/$game.h\"" >"$stripped.internal"
    while IFS= read -r hit; do
        file=$(source_of "${hit%%:*}")
        case $file in
        rules/"$game"/* | ai/"$game"/* | views/"$game"/*)
            own=${file%%/*}/$game/
            case ${hit#*:} in *"\"$own"*) continue ;; esac
            ;;
        esac
        breach "$file: includes an internal header of $game: ${hit#*:}"
    done <"$stripped.internal"
    rm -f "$stripped.internal"
    pattern="(^|[^a-z])($game|$id|$first)([^a-z]|$)"
    for name in $(grep -aEil "$pattern" "$stripped"/*); do
        file=$(source_of "$name")
        case $file in
        rules/"$game"/* | ai/"$game"/* | views/"$game"/* | rules/game_list.h) continue ;;
        esac
        breach "$file: names $game in its code: $(grep -aEi "$pattern" "$name" | head -1)"
    done
done

# 3. The session's game source: its internals stay in session/, and session.c reaches a game
# through the source's table (session_source.h), never into a source's own state.
internals='#[[:space:]]*include[[:space:]]*"session/session_(internal|source)\.h"'
for name in $(grep -alE "$internals" "$stripped"/*); do
    file=$(source_of "$name")
    case $file in session/*) ;; *) breach "$file: includes the session's internals" ;; esac
done
hit=$(grep -asn -- '->remote\b' "$stripped/session%session.c" | head -1)
[ -z "$hit" ] || breach "session/session.c: reads the remote source's state, not its table: $hit"

# 4. Rules every layer needs are written once in rules/ (docs/architecture.md, the game
# interface): what a side may know (game_position_for: no code elsewhere calls observe() or
# conceal()), the end after a line (game_outcome_after: none calls repetition_outcome(), but the
# AI's search, which scores a cycle on its own path, not the game's end), and the end grammar
# (game_end_to_text / game_end_from_text: no format elsewhere writes or reads "win <side>
# <reason>" or "draw <reason>").
once_in_rules() { # pattern, what it is, the function to call, a layer also allowed
    for name in $(grep -alE "$1" "$stripped"/*); do
        file=$(source_of "$name")
        case $file in rules/* | "${4:-rules}"/*) continue ;; esac
        breach "$file: $2 itself ($(grep -aE "$1" "$name" | head -1 | sed 's/^[[:space:]]*//')): call $3"
    done
}
once_in_rules '(->|\.)(observe|conceal)[[:space:]]*\(' "derives what a side may know" \
    game_position_for
once_in_rules '(->|\.)repetition_outcome[[:space:]]*\(' "applies the repetition rule" \
    game_outcome_after ai
once_in_rules '"(status )?(win %[ds] %[0-9]*s|draw %[0-9]*s)' "writes or reads the end grammar" \
    "game_end_to_text or game_end_from_text"

# 6. What a front end shows is the session's snapshot (session_shown.h), which alone decides what
# the side at the screen may see: no front end (app/, scenes/, ui/, views/, cli/) makes a side's
# knowledge itself (game_position_for, game_describe_for) nor reads the session's privacy screen
# but through the snapshot. Two places ask for a side by name and are no game being shown: a rules
# page's still picture (scenes/rules_picture.c, the first side's view of an example) and the
# engine's `view` command (cli/engine.c, whose client plays both sides).
for name in $(grep -alE '(^|[^a-z_])(game_position_for|game_describe_for)[[:space:]]*\(' \
    "$stripped"/*); do
    file=$(source_of "$name")
    case $file in
    scenes/rules_picture.c | cli/engine.c) continue ;;
    app/* | scenes/* | ui/* | views/* | cli/*) ;;
    *) continue ;;
    esac
    breach "$file: decides what a side may see itself: show the session's snapshot (session_shown)"
done

# 5. The scenes' files use each other in one direction only: no circle of includes among them,
# and none of calls among the board scene's parts (board*.c: the scene, what it shows, its
# frame, dialogs, panel, network game and analysis), whose functions each part declares in a header
# of its own. A part is a file's name without its extension (board_online.c with board_online.h).
# Scenes may open each other through scene.h (the menu a board, a board the menu): those are
# not counted.
circles=$(perl -e '
    my $dir = shift;
    my (%uses, %defined, %code);
    opendir my $dh, $dir or die "$dir: $!";
    for my $name (sort readdir $dh) {
        next unless $name =~ /^scenes%(\w+)\.([ch])$/;
        my ($part, $ext) = ($1, $2);
        open my $in, "<", "$dir/$name" or die "$name: $!";
        local $/;
        my $code = <$in>;
        while ($code =~ /^[ \t]*#[ \t]*include[ \t]*"scenes\/(\w+)\.h"/mg) {
            $uses{$part}{$1} //= "includes scenes/$1.h" if $1 ne $part;
        }
        next unless $ext eq "c" && $part =~ /^board/;
        $code{$part} = $code;
        # A function defined at the start of a line, not static: the part offers it.
        while ($code =~ /^(?!static\b)[A-Za-z_][\w \t*]*?\b(\w+)[ \t]*\([^;{)]*\)\s*\{/mg) {
            $defined{$1} = $part;
        }
    }
    for my $part (sort keys %code) {
        while ($code{$part} =~ /\b(\w+)[ \t]*\(/g) {
            my $to = $defined{$1};
            $uses{$part}{$to} //= "calls $1" if defined $to && $to ne $part;
        }
    }
    # Depth first: an edge back to a part on the path closes a circle, told from that part.
    my (%state, @path);
    my $walk;
    $walk = sub {
        my $part = shift;
        $state{$part} = 1;
        push @path, $part;
        for my $to (sort keys %{ $uses{$part} || {} }) {
            if (($state{$to} // 0) == 1) {
                my @circle = @path;
                shift @circle while $circle[0] ne $to;
                push @circle, $to;
                print join(" -> ", map {
                    my $i = $_;
                    $i + 1 < @circle ? "$circle[$i] ($uses{$circle[$i]}{$circle[$i + 1]})" : $circle[$i]
                } 0 .. $#circle), "\n";
            } elsif (!$state{$to}) {
                $walk->($to);
            }
        }
        pop @path;
        $state{$part} = 2;
    };
    $walk->($_) for sort keys %uses;
' "$stripped") || exit 2
if [ -n "$circles" ]; then
    echo "$circles" | while IFS= read -r circle; do
        echo "scenes: the parts use each other in a circle: $circle"
    done
    fails=$((fails + $(echo "$circles" | wc -l)))
fi

if [ "$fails" -gt 0 ]; then
    echo "$fails breach(es) of the seams; see docs/architecture.md"
    exit 1
fi
echo "seams kept: $(echo "$files" | wc -l) files, games: $(echo $games)"
