/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The list of games (an X-macro): GAME(identifier) for each game, in menu order.
 * Each game module defines `const GameRules <identifier>_rules`. */
GAME(gottaz)
GAME(onitama)
GAME(gunzi)
GAME(mortar_hunt)
