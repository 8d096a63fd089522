/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sound effects: short WAVs mixed in the SDL audio callback at the volume setting. */
#ifndef DUELBOARD_APP_AUDIO_H
#define DUELBOARD_APP_AUDIO_H

#include <stdbool.h>

#include <SDL.h>

#include "scenes/scene.h"

#define APP_AUDIO_VOICES 8

typedef struct AppSound {
    Sint16 *samples; /* mono, at the device rate */
    int count;
} AppSound;

typedef struct AppVoice {
    const AppSound *sound;
    int pos;
} AppVoice;

typedef struct AppAudio {
    SDL_AudioDeviceID device; /* 0: no sound (no device, or no files); the app runs on */
    int rate;
    AppSound sounds[SCENE_SOUND_COUNT];
    AppVoice voices[APP_AUDIO_VOICES];
    int volume; /* 0..100, read by the callback under the device lock */
    int played; /* effects started, for tests */
} AppAudio;

/* Opens the device and loads `<dir>/<name>.wav` for every effect. Nothing here stops the app:
 * without a device it is silent, and a missing or bad file is reported on stderr and that
 * effect stays silent. */
bool app_audio_init(AppAudio *a, const char *dir, Error *err);
void app_audio_shutdown(AppAudio *a);
void app_audio_set_volume(AppAudio *a, int volume);
void app_audio_play(AppAudio *a, SceneSound s);

#endif
