/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The floor under the app's benchmark on this machine's GL driver: a program that only opens a
 * window with a GL 3.3 core context, clears, presents one frame and fills the window once with a
 * textured quad. Run like `duelboard --bench` (same environment) to see which part of the app's
 * start-up time, frame time and memory belongs to the driver. */
#include <stdio.h>
#include <time.h>

#include <SDL.h>
#include <epoxy/gl.h>

#include "app/proc_stats.h"

static double now_ms(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static GLuint compile(GLenum kind, const char *src) {
    GLuint s = glCreateShader(kind);
    glShaderSource(s, 1, &src, NULL);
    glCompileShader(s);
    return s;
}

int main(void) {
    double start = now_ms(CLOCK_MONOTONIC);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "gl_floor: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_Window *win = SDL_CreateWindow("gl_floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                       1280, 800, SDL_WINDOW_OPENGL);
    SDL_GLContext gl = win ? SDL_GL_CreateContext(win) : NULL;
    if (!gl) {
        fprintf(stderr, "gl_floor: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetSwapInterval(0);
    double context = now_ms(CLOCK_MONOTONIC);
    glClearColor(0.9f, 0.9f, 0.85f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    SDL_GL_SwapWindow(win);
    glFinish();
    double first = now_ms(CLOCK_MONOTONIC);
    printf("window and GL context %.1f ms; first cleared frame presented %.1f ms after main(), "
           "%.0f ms after process start\n",
           context - start, first - start, proc_since_start_ms());
    printf("resident after that frame: %ld KB = anonymous %ld KB + files %ld KB\n",
           proc_status_kb("VmRSS"), proc_status_kb("RssAnon"), proc_status_kb("RssFile"));

    /* One program, one texture the window's size, drawn over the whole window. */
    const char *vs = "#version 330 core\n"
                     "const vec2 p[4] = vec2[](vec2(-1,-1), vec2(1,-1), vec2(-1,1), vec2(1,1));\n"
                     "out vec2 uv;\n"
                     "void main() { uv = p[gl_VertexID] * 0.5 + 0.5;"
                     " gl_Position = vec4(p[gl_VertexID], 0, 1); }\n";
    const char *fs = "#version 330 core\n"
                     "uniform sampler2D tex; in vec2 uv; out vec4 frag;\n"
                     "void main() { frag = texture(tex, uv); }\n";
    double c0 = now_ms(CLOCK_MONOTONIC);
    GLuint prog = glCreateProgram();
    glAttachShader(prog, compile(GL_VERTEX_SHADER, vs));
    glAttachShader(prog, compile(GL_FRAGMENT_SHADER, fs));
    glLinkProgram(prog);
    GLuint vao, tex;
    glGenVertexArrays(1, &vao);
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 1280, 800, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glUseProgram(prog);
    glBindVertexArray(vao);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    SDL_GL_SwapWindow(win);
    glFinish();
    printf("one program compiled and its first full-window draw: %.1f ms\n",
           now_ms(CLOCK_MONOTONIC) - c0);
    enum { FRAMES = 120 };
    double cpu0 = now_ms(CLOCK_PROCESS_CPUTIME_ID);
    for (int i = 0; i < FRAMES; i++) {
        glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
        SDL_GL_SwapWindow(win);
        glFinish();
    }
    printf("a textured quad over the whole 1280x800 window: %.2f ms CPU a frame (mean of %d)\n",
           (now_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu0) / FRAMES, FRAMES);
    printf("resident now: %ld KB = anonymous %ld KB + files %ld KB\n", proc_status_kb("VmRSS"),
           proc_status_kb("RssAnon"), proc_status_kb("RssFile"));
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(win);
    SDL_Quit();
    return 0;
}
