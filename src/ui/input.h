/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app's own input events: what scenes and board views see instead of SDL's. The app turns
 * each platform event into one of these at the bottom layer, so nothing above it names SDL. */
#ifndef DUELBOARD_UI_INPUT_H
#define DUELBOARD_UI_INPUT_H

#include <stdbool.h>

typedef enum UiInputKind {
    UI_INPUT_NONE,
    UI_INPUT_PRESS,   /* a mouse button went down */
    UI_INPUT_RELEASE, /* a mouse button went up */
    UI_INPUT_MOTION,  /* the pointer moved */
    UI_INPUT_WHEEL,   /* the wheel turned */
    UI_INPUT_KEY,     /* a key went down (repeats included) */
    UI_INPUT_TEXT,    /* text typed (after the keyboard layout and input method): see `text` */
} UiInputKind;

typedef enum UiKey {
    UI_KEY_NONE,
    UI_KEY_LEFT,
    UI_KEY_RIGHT,
    UI_KEY_UP,
    UI_KEY_DOWN,
    UI_KEY_ENTER, /* Return, keypad Enter and Space */
    UI_KEY_ESCAPE,
    UI_KEY_TAB,
    UI_KEY_BACKSPACE,
    UI_KEY_HOME,
    UI_KEY_END,
    UI_KEY_PAGE_UP,
    UI_KEY_PAGE_DOWN,
    UI_KEY_CHAR, /* a letter or digit: see `ch` */
} UiKey;

typedef enum UiMouseButton {
    UI_MOUSE_NONE,
    UI_MOUSE_PRIMARY,
    UI_MOUSE_MIDDLE,
    UI_MOUSE_SECONDARY
} UiMouseButton;

typedef struct UiInput {
    UiInputKind kind;
    float x, y;           /* the pointer in window points, for every kind */
    UiMouseButton button; /* PRESS and RELEASE */
    int wheel;            /* WHEEL: steps, positive away from the user */
    UiKey key;            /* KEY */
    char ch;              /* KEY with UI_KEY_CHAR: the lower-case letter or the digit */
    bool shift, ctrl;
    char text[32]; /* TEXT: what was typed, UTF-8 */
} UiInput;

#endif
