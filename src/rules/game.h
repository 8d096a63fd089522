/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game interface every game implements, shared by the AI, the CLI and the desktop app. */
#ifndef DUELBOARD_RULES_GAME_H
#define DUELBOARD_RULES_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "rules/game_options.h"
#include "rules/move_words.h"

/* A move is a small integer whose encoding is private to each game. Its text form (the game's
 * notation) is what records, the protocol and tests use. */
typedef uint64_t Move;

/* Upper bounds shared by every game, so callers can use stack buffers. */
#define GAME_MOVES_MAX 4096    /* legal moves in any position */
#define GAME_MOVE_TEXT_MAX 128 /* one move in notation, with its NUL */
#define GAME_FEN_MAX 1024      /* one position in one line, with its NUL */
#define GAME_DESCRIBE_MAX 8192 /* the human-readable diagram of `show` */
#define GAME_CELLS_MAX 256     /* squares or fields of any game's board */

typedef enum OutcomeKind { OUTCOME_ONGOING, OUTCOME_WIN, OUTCOME_DRAW } OutcomeKind;

typedef struct Outcome {
    OutcomeKind kind;
    int winner;         /* 0 or 1 for OUTCOME_WIN, -1 otherwise */
    int score[2];       /* points for games that count them (Gunzi); 0 elsewhere */
    const char *reason; /* a static word or phrase: "stone", "stream", "repetition", ... */
} Outcome;

/* Deduction puzzles (docs/puzzles.md): a question put to one side about what the other side
 * hides, answered from the side's observation alone. A question is one line of words ("where
 * C2"); its answer is a set of fields, each a number the game gives its squares. */
#define GAME_QUESTION_MAX 32
#define GAME_DEDUCTION_FIELDS_MAX 64
typedef struct GameDeductionAnswer {
    int fields[GAME_DEDUCTION_FIELDS_MAX]; /* the accepted fields, ascending */
    int field_count;
    int hypotheses; /* the hidden arrangements consistent with the observation */
    int candidates; /* the fields the question ranges over */
    int ruled_out;  /* fields the bare geometry allows but what was seen rules out */
    int narrowed;   /* of those, the fields only the other side's earlier turns rule out */
    int undecided;  /* hypotheses the game could not settle within its budget: no answer then */
} GameDeductionAnswer;

typedef struct GameDeduction {
    /* The questions that may be put to the side to move of `observation` now; how many. */
    int (*questions)(const void *observation, char (*out)[GAME_QUESTION_MAX], int cap);
    /* The exact answer to `question` from `observation`; false with the reason when the question
     * is not one of the game's, does not apply here, or has no right answer (no field at all). */
    bool (*answer)(const void *observation, const char *question, GameDeductionAnswer *out,
                   Error *err);
    /* The observation in one line with all that `answer` reads (GameObservationSide.from_text
     * reads it back); NULL where GameObservationSide.to_text holds it all. */
    bool (*position_to_text)(const void *observation, char *buf, size_t n);
    bool (*field_to_text)(int field, char *buf, size_t n);
    bool (*field_from_text)(const char *text, int *field);
} GameDeduction;

/* Playing one side of a game with hidden information from its observation alone (an engine that is
 * told only what its side learns: `newgame ... side=`). Observations are GameRules.observation_size
 * bytes. */
typedef struct GameObservationSide {
    /* The observation of a new game from its options, knowing nothing hidden. */
    bool (*start)(void *observation, const GameOptions *opt, uint64_t seed, int player, Error *err);
    int (*player)(const void *observation);
    int (*to_move)(const void *observation);
    Outcome (*outcome)(const void *observation);
    int (*gen_moves)(const void *observation, Move *out, int cap);
    /* gen_moves with the sample it lists where it cannot list every move (a secret setup)
     * drawn from `key` instead of the game's seed: the seed is public, so a sample drawn from
     * it is one the other side could list too, while `key` is a secret of the side's own. NULL
     * where gen_moves always lists every move. */
    int (*gen_moves_sampled)(const void *observation, uint64_t key, Move *out, int cap);
    bool (*move_to_text)(Move m, char *buf, size_t n);
    /* A move of the side to move in notation, accepted exactly when legal from what the side
     * knows (gen_moves may list only a sample, as for a secret setup). */
    bool (*move_from_text)(const void *observation, const char *text, Move *m, Error *err);
    /* One line as GameRules.tell_side writes it: the side's own move with what it learned, or
     * the other side's announced turn. */
    bool (*play_text)(void *observation, const char *text, Error *err);
    /* The move that took the side's observation from `before` to `after` in words, as move_words
     * tells that side the same move (a network client has the views, not the states). May be NULL.
     */
    bool (*move_words)(const void *before, const void *after, GameMoveWords *out);
    /* The observation in one line (`position fen` of such an engine) and back. */
    bool (*to_text)(const void *observation, char *buf, size_t n);
    bool (*from_text)(void *observation, const char *text, Error *err);
    /* The game's deduction puzzles; NULL where it has none. */
    const GameDeduction *deduction;
} GameObservationSide;

/* What GameRules.goal_met says of a lesson's goal (docs/lessons.md). */
typedef enum GameGoalResult { GAME_GOAL_UNKNOWN, GAME_GOAL_NOT_MET, GAME_GOAL_MET } GameGoalResult;

typedef struct GameRules {
    const char *id;              /* "onitama": used in options, records and the protocol */
    const char *title;           /* "Onitama": shown to people */
    const char *player_names[2]; /* how the rules call the players: "blue", "red" */
    size_t state_size;           /* states are plain structs: copy them with memcpy */

    /* The game's options (keys, values, defaults, the words shown for them): setup, the CLI's
     * help and the new-game panel all read this table. */
    const GameOptionDesc *options;
    int option_count;

    /* Starts a game (or its pre-play phase) from options. Unknown keys or bad values fail with a
     * message naming them. `seed` drives every random choice of the setup (deals, presets). */
    bool (*setup)(void *st, const GameOptions *opt, uint64_t seed, Error *err);
    int (*to_move)(const void *st); /* 0 or 1 */
    /* All legal moves into out[0..cap); returns how many (never more than GAME_MOVES_MAX).
     * An ended game has none. A phase with far too many moves to list (Mortar Hunt's secret
     * setup) lists a seeded sample of them instead, and says so through move_is_legal. */
    int (*gen_moves)(const void *st, Move *out, int cap);
    /* Whether m is a legal move here, listed by gen_moves or not. NULL for games whose
     * gen_moves always lists every legal move. */
    bool (*move_is_legal)(const void *st, Move m);
    /* Plays a move that gen_moves produced for this state. */
    void (*apply)(void *st, Move m);
    Outcome (*outcome)(const void *st);
    /* What a third occurrence of this position means (a draw, or a scored end), or
     * OUTCOME_ONGOING when this game or its options have no repetition rule. May be NULL. */
    Outcome (*repetition_outcome)(const void *st);

    /* Notation. move_to_text writes the canonical text; move_from_text accepts exactly the texts
     * of legal moves and otherwise explains why not ("no piece of yours on c1"). */
    bool (*move_to_text)(const void *st, Move m, char *buf, size_t n);
    bool (*move_from_text)(const void *st, const char *text, Move *m, Error *err);

    /* Zobrist hash of the position: `hash` may return an incrementally kept value, and
     * `hash_recompute` must compute the same value from scratch (the contract tests compare). */
    uint64_t (*hash)(const void *st);
    uint64_t (*hash_recompute)(const void *st);

    /* A whole position in one line (`position fen` in the protocol); from_fen validates fully. */
    bool (*to_fen)(const void *st, char *buf, size_t n);
    bool (*from_fen)(void *st, const char *text, Error *err);
    /* A multi-line diagram for people (the protocol's `show`). */
    void (*describe)(const void *st, char *buf, size_t n);

    /* Optional fast perft (leaf count at `depth`; an ended game is a leaf counted once whatever
     * the depth left); NULL means the generic one is used. */
    uint64_t (*perft)(const void *st, int depth);

    /* Hidden information: what one player may know. NULL / 0 for perfect-information games. */
    size_t observation_size;
    void (*observe)(const void *st, int player, void *observation);
    /* An observation (what observe gives) as a multi-line diagram for that player: their own pieces
     * and what they have learned, nothing else. NULL for perfect-information games. */
    void (*describe_observation)(const void *observation, char *buf, size_t n);
    /* What the other player learns of move `m` played in `st` (the referee's announcement),
     * for people. NULL for perfect-information games, where the move's text is public. */
    void (*announce)(const void *st, Move m, char *buf, size_t n);
    /* The `play` line that tells an engine playing `side` (`newgame ... side=`) of move `m`
     * played in `st`: its own move with what it learned, or the other side's announcement.
     * NULL where engines play the whole game. */
    bool (*tell_side)(const void *st, Move m, int side, char *buf, size_t n);
    const GameObservationSide *side;
    /* A game whose state is otherwise open but hides one choice for a while (Gottaz's method-1
     * drafting): writes into `out` (state_size bytes) the state as `player` may know it, the
     * hidden choice replaced by a fixed stand-in, so a search from it cannot use what the player
     * could not see. Moves of `player` legal there are legal in the true state. May be NULL. */
    void (*conceal)(const void *st, int player, void *out);
    /* Move `m`, to be played in `st`, in words for players (the move list, hints), told as
     * `viewer` may know it: the side at the screen, or -1 for neither. Words of a move by the
     * other side (or by either, for -1) hold nothing that side hides; pass the mover as viewer
     * once nothing is hidden any more. `played`: the move was made (the move list), so what it
     * revealed is told; a move only suggested (a hint) tells nothing that making it would
     * reveal (where a shot would hit). False when m is not a move of this game. May be NULL:
     * the notation is shown instead. */
    bool (*move_words)(const void *st, Move m, int viewer, bool played, GameMoveWords *out);
    /* One of the game's own outcome reasons in a few words for players, a msgid ("Master
     * captured", "three pawns on the centre line"); NULL for a reason the game does not give.
     * May be NULL. */
    const char *(*end_words)(const char *reason);
    /* A lesson's goal of this game (docs/lessons.md): whether `move`, played by `player` from
     * `before`, which gave `after`, reaches the goal told by words[0..count) ("capture master",
     * "punch"). With `before` NULL it only checks the words: GAME_GOAL_NOT_MET when they are a
     * goal of this game. GAME_GOAL_UNKNOWN (err says why) for words that are none. May be NULL:
     * the game's lessons use the generic goals only. */
    GameGoalResult (*goal_met)(const void *before, Move move, const void *after, int player,
                               const char *const *words, int count, Error *err);
} GameRules;

/* The registry: every game, in menu order. */
int game_count(void);
const GameRules *game_at(int index);
const GameRules *game_find(const char *id); /* NULL if unknown */
int game_index_of(const GameRules *g);      /* its place in the list, -1 if none */
/* "gottaz onitama ..." into buf, for messages and the protocol. */
void game_id_list(char *buf, size_t n);

/* Generic helpers built on the interface. */
/* Leaves of the move tree `depth` plies deep; an ended game counts as one leaf wherever it is. */
uint64_t game_perft(const GameRules *g, const void *st, int depth);
/* Whether m is legal in st: through move_is_legal when the game has it, else by looking for it
 * among gen_moves. What a referee asks of a move a player sent. */
bool game_move_is_legal(const GameRules *g, const void *st, Move m);
/* Finds the legal move whose canonical text is `text`; false if none. */
bool game_find_move_by_text(const GameRules *g, const void *st, const char *text, Move *m);
/* What `player` may know of `st`, as a diagram for people: the described observation in a game with
 * hidden information, the state as conceal() leaves it while a choice is hidden, else the whole
 * position (describe). */
void game_describe_for(const GameRules *g, const void *st, int player, char *buf, size_t n);
/* The outcome text of the protocol: "ongoing blue", "win red stone", "draw repetition". */
void game_outcome_text(const GameRules *g, const void *st, Outcome o, char *buf, size_t n);

/* What a side may know: the rules' observe() of `st` for `player` in a game with hidden
 * information, else their conceal() (a choice hidden for a while), else the state itself. Writes
 * into `out` (game_position_size bytes) when the game hides anything and returns what to read:
 * `out`, or `st` when nothing is hidden. Every place that derives a side's knowledge asks here. */
const void *game_position_for(const GameRules *g, const void *st, int player, void *out);
/* The bytes game_position_for may write: an observation or a state, whichever is larger. */
size_t game_position_size(const GameRules *g);
/* Whether `st` hides anything from either side: a game of hidden pieces, or a choice concealed
 * for now (game_position_for changes it for a side). `scratch`: game_position_size bytes. */
bool game_position_hides(const GameRules *g, const void *st, void *scratch);
/* Whether the move `mover` made may be marked for `side`, `st` being the position after it: a
 * side's own move, or any where `st` hides nothing. `scratch` as above. */
bool game_move_marked_for(const GameRules *g, const void *st, int mover, int side, void *scratch);

/* The end of a game after a line of positions: the rules' outcome of `st`, then the repetition
 * rule on the third occurrence of it. hashes[0..ply] are the hashes of every position so far, the
 * last one st's. What a game line and a server's room both decide by. */
Outcome game_outcome_after(const GameRules *g, const void *st, const uint64_t *hashes, int ply);
/* How often the position hashes[ply] has occurred in hashes[0..ply] (now included). */
int game_repetitions(const uint64_t *hashes, int ply);

/* The end grammar of records, the server's messages and its saved rooms: "win <side> <reason>"
 * or "draw <reason>", the side counted from 1, the reason one word of small letters and dashes,
 * then " score=<a>,<b>" when a score is not 0,0: "win 2 resignation", "draw agreement score=2,2".
 */
#define GAME_END_REASON_MAX 32 /* a reason's word, with its NUL */
#define GAME_END_TEXT_MAX 64   /* the whole end, with its NUL */
/* The end `o` in that grammar; false (and "" where there is room) for a game still on, a reason
 * missing or not one such word, or a buffer too small. */
bool game_end_to_text(Outcome o, char *buf, size_t n);
/* Reads such an end into `out`, whose reason is copied into `reason` (GAME_END_REASON_MAX bytes)
 * and points there; anything else is refused with a message saying what was expected. */
bool game_end_from_text(const char *text, Outcome *out, char *reason, Error *err);
/* The protocol's status of an outcome (sides by the rules' names, as game_outcome_text writes
 * it): "ongoing <side to move>", "win <side> <reason>", "draw <reason>". */
void game_status_text(const GameRules *g, Outcome o, int to_move, char *buf, size_t n);

#endif
