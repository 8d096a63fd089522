/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The lesson scene's state (lesson.c), shared with the part that draws its panel
 * (lesson_panel.c). */
#ifndef DUELBOARD_SCENES_LESSON_DATA_H
#define DUELBOARD_SCENES_LESSON_DATA_H

#include "learn/lesson_run.h"
#include "scenes/lesson_scene.h"
#include "views/view.h"

/* Where the learner is in the lesson. */
typedef enum LessonMoment {
    LESSON_PLAYING,      /* the learner is to move */
    LESSON_SHOWING_MISS, /* a move that missed is shown for a moment, then taken back */
    LESSON_STEP_PASSED,  /* "Well done" and Next */
    LESSON_DONE,         /* the lesson's stars and the next lesson */
} LessonMoment;

#define LESSON_MESSAGE_MAX 1024

typedef struct LessonData {
    SceneContext *ctx;
    int game;
    const GameRules *rules;
    const GameView *view;
    void *view_data;
    LessonSet set;
    int lesson; /* its place in `set` */
    LearnRun run;
    bool running;
    LessonMoment moment;
    float miss_left; /* seconds the missed move is still shown */
    GameLine missed; /* the step's position with the move that missed, while it is shown */
    bool has_missed;
    /* The learner's legal moves and their texts, for the view. */
    Move *moves;
    char (*texts)[GAME_MOVE_TEXT_MAX];
    int move_count;
    /* The positions drawn, as the learner may know them (game_position_size bytes each). */
    unsigned char *shown, *before;
    bool has_last, animate_last;
    Move last;
    float progress, anim_seconds, time;
    char hint[GAME_MOVE_TEXT_MAX];
    char message[LESSON_MESSAGE_MAX];
    LessonTone tone;
    const char *verdict; /* the last verdict for the tests: "none", "passed", "not_yet", ... */
    int stars;           /* at the lesson's end */
    UiRect area;         /* the board */
    float scale;
} LessonData;

/* The frame the game's view is drawn and asked with. */
ViewFrame lesson_frame(LessonData *l);
/* The board with the step's marks, and the panel beside it: the lesson's title, the step's
 * words, the verdict and the buttons. */
void lesson_draw_board(LessonData *l, UiDraw *d);
void lesson_draw_panel(LessonData *l, UiDraw *d, UiRect panel);

#endif
