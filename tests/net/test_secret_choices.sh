#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A computer that plays through the referee keeps its secrets from what its opponent sees: twenty
# Mortar Hunt games hosted by `duelboard-cli play --host ... --as beginner` with the same room
# seed and options, each joined by a script that resigns once A has set up, reveal at least
# eighteen different setups; and a predictor that runs the same engine on the public data (the
# room's seed and the move count, from which a computer's choices were once drawn) matches one no
# more often than chance allows.
. "$(dirname "$0")/lib.sh"
CLI=${DUELBOARD_CLI:?the test needs DUELBOARD_CLI}
# Forty connections from one address in a few seconds: past the default limit of new connections
# an address may open (five a second, twenty at once), which a fast machine reached.
start_server --connection-rate 1000 --connection-burst 1000
SEED=77
: >"$WORK/setups"
for k in $(seq 1 20); do
    dir="$WORK/game-$k"
    mkdir -p "$dir"
    "$CLI" play --host "127.0.0.1:$PORT" mortar-hunt "seed=$SEED" --as beginner --movetime 50 \
        --record "$dir/host.rec" >"$dir/host.out" 2>&1 &
    host=$!
    wait_for_line "$dir/host.out" "invite "
    code=$(awk '$1 == "room" {print $2}' "$dir/host.out")
    play "join-$k" <<SCRIPT
connect b
send hello 1 opponent
expect welcome
send join $code
expect seat 2
await start mortar-hunt seed=$SEED
await moved 1 1 setup
send resign
await over win 1 resignation
await reveal 1 1 setup:
send bye
SCRIPT
    wait "$host" || { cat "$dir/host.out"; fail "game $k: the host"; }
    setup=$(sed -n '/^moves/{n;p;q}' "$dir/host.rec" | awk '{print $1}')
    case $setup in
    setup:*) echo "$setup" >>"$WORK/setups" ;;
    *) fail "game $k: the host's record begins with '$setup', not a setup" ;;
    esac
done
distinct=$(sort -u "$WORK/setups" | wc -l)
echo "20 games with seed=$SEED: $distinct different setups"
[ "$distinct" -ge 18 ] || fail "only $distinct different setups in 20 games with the same public data"
# The predictor: the engine playing A from the public start, its search seeded as the room's seed
# and the move count once seeded a network computer's (seed * 0x9e3779b97f4a7c15 + ply, mod 2^64).
predicted_seed=$(printf '%u' $((SEED * -7046029254386353131)))
predicted=$(printf 'newgame mortar-hunt side=A seed=%s\ngo level beginner seed %s\nquit\n' \
    "$SEED" "$predicted_seed" | "$CLI" engine | sed -n 's/^bestmove //p')
case $predicted in
setup:*) ;;
*) fail "the predictor's engine answered '$predicted'" ;;
esac
matched=$(grep -cxF -- "$predicted" "$WORK/setups")
echo "the predictor's setup $predicted matched $matched of 20"
[ "$matched" -le 2 ] || fail "a predictor from the public data matched $matched of 20 setups"
stop_server
passed
