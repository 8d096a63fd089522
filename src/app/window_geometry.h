/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The remembered window: its smallest size, and where its frame stands against its inside. */
#ifndef DUELBOARD_APP_WINDOW_GEOMETRY_H
#define DUELBOARD_APP_WINDOW_GEOMETRY_H

/* The layouts need this much room; window managers that ignore the minimum can still make the
 * window smaller, and such a size is neither stored nor restored. */
#define APP_WINDOW_MIN_W 720
#define APP_WINDOW_MIN_H 480
#define APP_WINDOW_MAX_SIDE 16384

typedef struct AppWindow {
    /* Remembered windowed geometry: the size of the inside, and the top-left corner of the frame
     * around it (the title bar included), which is what a window manager places a new window
     * by; x, y = -1 when unknown. */
    int x, y, w, h;
} AppWindow;

/* The frame's thickness on each side (SDL_GetWindowBordersSize; all 0 when unknown). */
typedef struct AppBorders {
    int top, left, bottom, right;
} AppBorders;

static inline AppWindow app_window_clamp(AppWindow g) {
    if (g.w < APP_WINDOW_MIN_W) g.w = APP_WINDOW_MIN_W;
    if (g.h < APP_WINDOW_MIN_H) g.h = APP_WINDOW_MIN_H;
    if (g.w > APP_WINDOW_MAX_SIDE) g.w = APP_WINDOW_MAX_SIDE;
    if (g.h > APP_WINDOW_MAX_SIDE) g.h = APP_WINDOW_MAX_SIDE;
    return g;
}

/* SDL reports and moves a window by its inside (SDL_GetWindowPosition, SDL_SetWindowPosition),
 * while X11 window managers place a new window's frame where it asked to be: storing the inside
 * and creating the window there put it one title bar lower on every start. */
static inline void app_window_frame_of(int inside_x, int inside_y, AppBorders b, int *frame_x,
                                       int *frame_y) {
    *frame_x = inside_x - b.left;
    *frame_y = inside_y - b.top;
}

static inline void app_window_inside_of(int frame_x, int frame_y, AppBorders b, int *inside_x,
                                        int *inside_y) {
    *inside_x = frame_x + b.left;
    *inside_y = frame_y + b.top;
}

#endif
