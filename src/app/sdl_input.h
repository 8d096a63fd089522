/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Turns SDL's events into the app's own input events (ui/input.h): the one place that does. */
#ifndef DUELBOARD_APP_SDL_INPUT_H
#define DUELBOARD_APP_SDL_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "ui/input.h"

/* Asks SDL, before it starts, for every press it reads, the one that gives the window the focus
 * included: SDL's X11 back end otherwise drops a press read within 10 ms of the window's focus
 * coming back (the click that focused it, or any click once both wait in the queue), and with it
 * the release, so that a button clicked in a window in the background was only highlighted and
 * a drag started there did nothing. Windows and X11 window managers pass that click on, and
 * desktop apps act on it; an environment variable SDL_MOUSE_FOCUS_CLICKTHROUGH=0 still wins. */
void app_input_hints(void);

/* False for events that are not input (window, quit, key releases, ...). `pointer_x/y` is the
 * last known pointer position, given to key and wheel events, which SDL sends without one. */
bool app_input_from_sdl(const SDL_Event *ev, float pointer_x, float pointer_y, UiInput *out);

/* The SDL event that app_input_from_sdl turns back into `in`, for scripts that drive the app
 * with the input a board view plans (key events other than the named keys are not made). */
bool app_input_to_sdl(const UiInput *in, Uint32 window_id, SDL_Event *out);

#endif
