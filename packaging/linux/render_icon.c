/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render_icon: rasterizes the app's SVG icon to square PNGs for the hicolor icon theme, with the
 * same SVG rasterizer (SDL2_image) that draws it in the app's window. */
#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>
#include <SDL_image.h>

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: render_icon ICON.svg SIZE OUT.png\n");
        return 2;
    }
    char *end;
    long size = strtol(argv[2], &end, 10);
    if (*end != '\0' || size < 8 || size > 4096) {
        fprintf(stderr, "render_icon: SIZE wants a number from 8 to 4096\n");
        return 2;
    }
    SDL_RWops *rw = SDL_RWFromFile(argv[1], "rb");
    if (!rw) {
        fprintf(stderr, "render_icon: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, (int)size, (int)size);
    SDL_RWclose(rw);
    if (!s) {
        fprintf(stderr, "render_icon: %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    int status = 0;
    if (s->w != size || s->h != size) {
        fprintf(stderr, "render_icon: %s is not square (%dx%d at size %ld)\n", argv[1], s->w, s->h,
                size);
        status = 1;
    } else if (IMG_SavePNG(s, argv[3]) != 0) {
        fprintf(stderr, "render_icon: %s: %s\n", argv[3], IMG_GetError());
        status = 1;
    }
    SDL_FreeSurface(s);
    return status;
}
