/* SDL events to the app's input events: keys to UiKey, buttons to UiButton, wheel steps. */
#include "app/sdl_input.h"

#include <string.h>

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
