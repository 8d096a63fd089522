/* Turns SDL's events into the app's own input events (ui/input.h): the one place that does. */
#ifndef DUELBOARD_APP_SDL_INPUT_H
#define DUELBOARD_APP_SDL_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "ui/input.h"

/* False for events that are not input (window, quit, key releases, ...). `pointer_x/y` is the
 * last known pointer position, given to key and wheel events, which SDL sends without one. */
bool app_input_from_sdl(const SDL_Event *ev, float pointer_x, float pointer_y, UiInput *out);

#endif
