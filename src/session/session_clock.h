/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Chess clocks for a game in progress: time controls, their text, and the two sides' clocks.
 * No real time inside: every call takes `now_us`, microseconds of one monotonic clock (the
 * caller's, e.g. monotonic_us), so the rules can be tested move by move. */
#ifndef DUELBOARD_SESSION_SESSION_CLOCK_H
#define DUELBOARD_SESSION_SESSION_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/ai_time.h"
#include "core/error.h"
#include "rules/move_words.h"

typedef enum TimeControlKind {
    CLOCK_NONE,         /* no limit: the default against the computer */
    CLOCK_SUDDEN_DEATH, /* base_ms each for the whole game */
    CLOCK_FISCHER,      /* base_ms each, increment_ms added after every move */
    CLOCK_PER_MOVE      /* base_ms for every move, unused time is not carried over */
} TimeControlKind;

typedef struct TimeControl {
    TimeControlKind kind;
    int64_t base_ms;
    int64_t increment_ms;
} TimeControl;

/* Room for any text time_control_format writes, with its NUL. */
#define TIME_CONTROL_TEXT_MAX 32

/* Limits of the text form, so that a typo ("500+3" for "5+3") is refused rather than played. */
#define TIME_CONTROL_MINUTES_MAX 600
#define TIME_CONTROL_INCREMENT_MAX 600 /* seconds */
#define TIME_CONTROL_MOVE_MAX 3600     /* seconds */

/* The one text form of a time control, for `play --clock`, `match --clock`, hosting a room, the
 * app's Clock row, saves and records: "none"; "10": minutes each, sudden death; "5+3": minutes
 * each plus seconds per move (Fischer), as chess players write it; "0:30+1": minutes:seconds
 * where the time each is not whole minutes; "move:10": seconds for every move. Seconds may have
 * up to three decimals ("5+0.05", "0:02.5", "move:0.5"); surrounding spaces are allowed. On bad
 * text *out is untouched and err names the accepted form. */
bool time_control_parse(const char *text, TimeControl *out, Error *err);
/* The text time_control_parse reads back into the same control. False (and "") for a control
 * the text cannot say: times out of range or not whole milliseconds. */
bool time_control_format(const TimeControl *tc, char *buf, size_t n);
/* The move time a computer plans for its next move on this control: none without a clock, its
 * share of `remaining_ms` (what its clock has left) and the increment on a game clock, and within
 * the move's time on a per-move one; never more than `level_ms`, its level's own move time (0:
 * no cap). `plies_played` and `length` say how much of the game is likely still to come. */
int64_t time_control_plan_move_ms(const TimeControl *tc, int64_t remaining_ms, int plies_played,
                                  const AiGameLength *length, int64_t level_ms);
/* The control in words for players ("No clock", "10 min", "5 min + 3 s", "10 s per move"):
 * message ids the app translates and the CLI renders in English (game_words_render). */
void time_control_words(const TimeControl *tc, GameMoveWords *out);

/* Both sides' clocks. A plain value: copy it to keep it (a snapshot per ply for undo and redo);
 * keep copies while no side runs (after game_clock_move_done, or from game_clock_stopped), since
 * a copy of a running clock would charge the time since it started again when restored. */
typedef struct GameClock {
    TimeControl control;
    int64_t remaining_us[2]; /* at the last stop; for a per-move control, of the current move */
    int64_t turn_us[2];      /* time on the side's current move before its running stretch */
    int running;             /* the side whose time runs, -1 for none */
    int64_t since_us;        /* when the running side's stretch began */
} GameClock;

/* A new game's clocks: both sides at the base time, none running. */
void game_clock_start(GameClock *c, const TimeControl *tc);
/* Lets `side`'s time run from now (stopping the other side's first). Running it again while it
 * runs changes nothing. */
void game_clock_run(GameClock *c, int side, int64_t now_us);
/* Stops whichever side runs: a privacy screen, a dialog, the app in the background. Time while
 * paused is nobody's; game_clock_run goes on from where it stopped, on the same move. */
void game_clock_pause(GameClock *c, int64_t now_us);
/* The side whose time runs, -1 for none. */
int game_clock_running(const GameClock *c);
/* A copy of `c` with the running stretch charged and no side running: what to keep per ply. */
GameClock game_clock_stopped(const GameClock *c, int64_t now_us);

/* What `side` has left now, never below 0; INT64_MAX without a limit (CLOCK_NONE). For a
 * per-move control it is what is left of the current move. */
int64_t game_clock_remaining_ms(const GameClock *c, int side, int64_t now_us);
/* The side whose time is up (the running side first), -1 for none; never with CLOCK_NONE. */
int game_clock_flag_fallen(const GameClock *c, int64_t now_us);
/* `side` has moved: stops its time and returns how long the move took in milliseconds (rounded;
 * every stretch since its last move, pauses left out). Then adds the Fischer increment, or
 * gives a per-move control its full time again for the next move. A side whose flag fell
 * before the move gets no increment back, so game_clock_flag_fallen still tells. Does not start
 * the other side: the caller runs it when its turn begins. */
int64_t game_clock_move_done(GameClock *c, int side, int64_t now_us);

/* A move by `side` that took `ms` milliseconds, charged to a clock where no side runs, as
 * game_clock_move_done would have counted it: continuing a game whose moves' times were saved. */
void game_clock_replay_move(GameClock *c, int side, int64_t ms);

/* The clocks as someone else keeps them (a referee server's `clock` line): both sides' time
 * left in milliseconds and the side whose time runs from now (-1 for none), so that the shown
 * time counts down between two such lines. */
void game_clock_set(GameClock *c, const int64_t remaining_ms[2], int running, int64_t now_us);

/* Whether `side`'s time is low enough for the board to mark it: under a tenth of the base time,
 * but at least 10 s, and never more than a quarter of the base time (so 60 s of 10 minutes,
 * 10 s of 1 minute, 2.5 s of a 10 s move). Never without a limit. */
bool game_clock_is_low(const GameClock *c, int side, int64_t now_us);

/* The flag-fall outcome in words for players, with `side_msgid` the losing side's name as a
 * message id ("Blue"): "Blue lost on time" for the result, and "Blue's flag fell" for the
 * moment it happens (the move list, a notice). */
void game_clock_lost_words(const char *side_msgid, GameMoveWords *out);
void game_clock_flag_words(const char *side_msgid, GameMoveWords *out);

#endif
