/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Puzzles screen's state (puzzle.c), shared with the part that draws its panel and marks
 * (puzzle_panel.c). */
#ifndef DUELBOARD_SCENES_PUZZLE_DATA_H
#define DUELBOARD_SCENES_PUZZLE_DATA_H

#include "learn/puzzle_record.h"
#include "learn/puzzle_run.h"
#include "scenes/lesson_scene.h"
#include "views/view.h"

/* Where the player is in the puzzle. */
typedef enum PuzzleMoment {
    PUZZLE_PLAYING,       /* the player is to move (or to mark fields) */
    PUZZLE_SHOWING_WRONG, /* a wrong move is shown for a moment, then taken back */
    PUZZLE_SHOWING_LINE,  /* the solution is played out, a move at a time */
    PUZZLE_FINISHED,      /* solved or shown: Next puzzle */
} PuzzleMoment;

#define PUZZLE_MESSAGE_MAX 1024
#define PUZZLE_CELL_NAME_MAX 8

typedef struct PuzzleData {
    SceneContext *ctx;
    int game;
    const GameRules *rules;
    const GameView *view;
    void *view_data;
    GamePuzzleSet set;
    PuzzleRecord *record; /* the player's, from the settings */
    int index;            /* the puzzle shown, its place in `set` */
    PuzzleRun run;
    bool running;
    bool result_kept; /* the puzzle's result moved the rating already */
    PuzzleMoment moment;
    float wait_left; /* seconds the wrong move (or a solution move) is still shown */
    GameLine wrong;  /* the position with the wrong move, while it is shown */
    bool has_wrong;
    /* The player's legal moves and their texts, for the view. */
    Move *moves;
    char (*texts)[GAME_MOVE_TEXT_MAX];
    int move_count;
    /* The positions drawn, as the player may know them (game_position_size bytes each). */
    unsigned char *shown, *before;
    bool has_last;
    Move last;
    float progress, anim_seconds, time;
    char hint_cell[PUZZLE_CELL_NAME_MAX]; /* the hint's cell, "" none */
    char hint_move[GAME_MOVE_TEXT_MAX];   /* the hint's move where no cell marks it */
    char message[PUZZLE_MESSAGE_MAX];
    LessonTone tone;
    const char *verdict; /* the last verdict for the tests: "none", "good", "wrong", ... */
    UiRect area;         /* the board */
    float scale;
} PuzzleData;

/* The frame the game's view is drawn and asked with. */
ViewFrame puzzle_frame(PuzzleData *p);
/* The field of a deduction puzzle under (x, y) in the laid-out view, -1 none. */
int puzzle_field_at(PuzzleData *p, const ViewFrame *f, float x, float y);
/* The board with the marks (the hint's cell, a deduction's marked and answer fields), and the
 * panel beside it: the task, the rating and streak, the verdict and the buttons. */
void puzzle_draw_board(PuzzleData *p, UiDraw *d);
void puzzle_draw_panel(PuzzleData *p, UiDraw *d, UiRect panel);
/* The task in words ("Blue to play and win in 3"), translated. */
void puzzle_task_words(const PuzzleData *p, UiDraw *d, char *out, size_t n);

#endif
