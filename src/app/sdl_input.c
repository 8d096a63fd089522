/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SDL events to the app's input events: keys to UiKey, buttons to UiButton, wheel steps, typed
 * text. */
#include "app/sdl_input.h"

#include <stdio.h>
#include <string.h>

void app_input_hints(void) {
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
}

static UiKey key_of(SDL_Keycode sym, char *ch) {
    *ch = '\0';
    switch (sym) {
    case SDLK_LEFT:
        return UI_KEY_LEFT;
    case SDLK_RIGHT:
        return UI_KEY_RIGHT;
    case SDLK_UP:
        return UI_KEY_UP;
    case SDLK_DOWN:
        return UI_KEY_DOWN;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        return UI_KEY_ENTER;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        return UI_KEY_ESCAPE;
    case SDLK_TAB:
        return UI_KEY_TAB;
    case SDLK_BACKSPACE:
        return UI_KEY_BACKSPACE;
    case SDLK_HOME:
        return UI_KEY_HOME;
    case SDLK_END:
        return UI_KEY_END;
    case SDLK_PAGEUP:
        return UI_KEY_PAGE_UP;
    case SDLK_PAGEDOWN:
        return UI_KEY_PAGE_DOWN;
    default:
        break;
    }
    if ((sym >= SDLK_a && sym <= SDLK_z) || (sym >= SDLK_0 && sym <= SDLK_9)) {
        *ch = (char)sym;
        return UI_KEY_CHAR;
    }
    return UI_KEY_NONE;
}

static UiMouseButton button_of(Uint8 b) {
    return b == SDL_BUTTON_LEFT     ? UI_MOUSE_PRIMARY
           : b == SDL_BUTTON_RIGHT  ? UI_MOUSE_SECONDARY
           : b == SDL_BUTTON_MIDDLE ? UI_MOUSE_MIDDLE
                                    : UI_MOUSE_NONE;
}

bool app_input_from_sdl(const SDL_Event *ev, float pointer_x, float pointer_y, UiInput *out) {
    memset(out, 0, sizeof *out);
    out->x = pointer_x;
    out->y = pointer_y;
    SDL_Keymod mod = SDL_GetModState();
    switch (ev->type) {
    case SDL_KEYDOWN:
        out->kind = UI_INPUT_KEY;
        out->key = key_of(ev->key.keysym.sym, &out->ch);
        mod = (SDL_Keymod)ev->key.keysym.mod;
        out->shift = (mod & KMOD_SHIFT) != 0;
        out->ctrl = (mod & KMOD_CTRL) != 0;
        return out->key != UI_KEY_NONE;
    case SDL_MOUSEMOTION:
        out->kind = UI_INPUT_MOTION;
        out->x = (float)ev->motion.x;
        out->y = (float)ev->motion.y;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        out->kind = ev->type == SDL_MOUSEBUTTONDOWN ? UI_INPUT_PRESS : UI_INPUT_RELEASE;
        out->button = button_of(ev->button.button);
        out->x = (float)ev->button.x;
        out->y = (float)ev->button.y;
        if (out->button == UI_MOUSE_NONE) return false;
        break;
    case SDL_TEXTINPUT:
        out->kind = UI_INPUT_TEXT;
        snprintf(out->text, sizeof out->text, "%s", ev->text.text);
        return out->text[0] != '\0';
    case SDL_MOUSEWHEEL:
        out->kind = UI_INPUT_WHEEL;
        out->wheel = ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -ev->wheel.y : ev->wheel.y;
        if (out->wheel == 0) return false;
        break;
    default:
        return false;
    }
    out->shift = (mod & KMOD_SHIFT) != 0;
    out->ctrl = (mod & KMOD_CTRL) != 0;
    return true;
}

static SDL_Keycode sym_of(UiKey key, char ch) {
    switch (key) {
    case UI_KEY_LEFT:
        return SDLK_LEFT;
    case UI_KEY_RIGHT:
        return SDLK_RIGHT;
    case UI_KEY_UP:
        return SDLK_UP;
    case UI_KEY_DOWN:
        return SDLK_DOWN;
    case UI_KEY_ENTER:
        return SDLK_RETURN;
    case UI_KEY_ESCAPE:
        return SDLK_ESCAPE;
    case UI_KEY_TAB:
        return SDLK_TAB;
    case UI_KEY_BACKSPACE:
        return SDLK_BACKSPACE;
    case UI_KEY_HOME:
        return SDLK_HOME;
    case UI_KEY_END:
        return SDLK_END;
    case UI_KEY_PAGE_UP:
        return SDLK_PAGEUP;
    case UI_KEY_PAGE_DOWN:
        return SDLK_PAGEDOWN;
    case UI_KEY_CHAR:
        return (SDL_Keycode)ch;
    default:
        return SDLK_UNKNOWN;
    }
}

bool app_input_to_sdl(const UiInput *in, Uint32 window_id, SDL_Event *out) {
    memset(out, 0, sizeof *out);
    int x = (int)(in->x + 0.5f), y = (int)(in->y + 0.5f);
    Uint8 button = in->button == UI_MOUSE_SECONDARY ? SDL_BUTTON_RIGHT
                   : in->button == UI_MOUSE_MIDDLE  ? SDL_BUTTON_MIDDLE
                                                    : SDL_BUTTON_LEFT;
    switch (in->kind) {
    case UI_INPUT_MOTION:
        out->type = SDL_MOUSEMOTION;
        out->motion.windowID = window_id;
        out->motion.x = x;
        out->motion.y = y;
        return true;
    case UI_INPUT_PRESS:
    case UI_INPUT_RELEASE:
        out->type = in->kind == UI_INPUT_PRESS ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        out->button.windowID = window_id;
        out->button.button = button;
        out->button.state = in->kind == UI_INPUT_PRESS ? SDL_PRESSED : SDL_RELEASED;
        out->button.clicks = 1;
        out->button.x = x;
        out->button.y = y;
        return true;
    case UI_INPUT_WHEEL:
        out->type = SDL_MOUSEWHEEL;
        out->wheel.windowID = window_id;
        out->wheel.y = in->wheel;
        return true;
    case UI_INPUT_KEY:
        out->type = SDL_KEYDOWN;
        out->key.windowID = window_id;
        out->key.state = SDL_PRESSED;
        out->key.keysym.sym = sym_of(in->key, in->ch);
        out->key.keysym.scancode = SDL_GetScancodeFromKey(out->key.keysym.sym);
        out->key.keysym.mod = (Uint16)((in->shift ? KMOD_LSHIFT : 0) | (in->ctrl ? KMOD_LCTRL : 0));
        return out->key.keysym.sym != SDLK_UNKNOWN;
    case UI_INPUT_TEXT:
        out->type = SDL_TEXTINPUT;
        out->text.windowID = window_id;
        snprintf(out->text.text, sizeof out->text.text, "%s", in->text);
        return true;
    default:
        return false;
    }
}
