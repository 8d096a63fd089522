/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The mixer: a few voices summed with clipping; effects are converted to the device format once
 * at load time so the callback only adds numbers. */
#include "app/audio.h"

#include <stdio.h>
#include <string.h>

static const char *const sound_names[SCENE_SOUND_COUNT] = {"click",   "place", "move",
                                                           "capture", "win",   "lose"};

static void mix(void *userdata, Uint8 *stream, int len) {
    AppAudio *a = userdata;
    Sint16 *out = (Sint16 *)stream;
    int n = len / (int)sizeof(Sint16);
    memset(stream, 0, (size_t)len);
    for (int v = 0; v < APP_AUDIO_VOICES; v++) {
        AppVoice *voice = &a->voices[v];
        if (!voice->sound) continue;
        int left = voice->sound->count - voice->pos;
        int k = left < n ? left : n;
        const Sint16 *src = voice->sound->samples + voice->pos;
        for (int i = 0; i < k; i++) {
            int s = out[i] + src[i] * a->volume / 100;
            out[i] = (Sint16)(s > 32767 ? 32767 : s < -32768 ? -32768 : s);
        }
        voice->pos += k;
        if (voice->pos >= voice->sound->count) voice->sound = NULL;
    }
}

static bool load(AppAudio *a, AppSound *out, const char *path, Error *err) {
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len))
        return error_set(err, "cannot read sound %s: %s", path, SDL_GetError());
    SDL_AudioCVT cvt;
    if (SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, a->rate) <
        0) {
        SDL_FreeWAV(buf);
        return error_set(err, "cannot convert sound %s: %s", path, SDL_GetError());
    }
    cvt.len = (int)len;
    cvt.buf = SDL_malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!cvt.buf) {
        SDL_FreeWAV(buf);
        return error_set(err, "out of memory for sound %s", path);
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (cvt.needed && SDL_ConvertAudio(&cvt) != 0) {
        SDL_free(cvt.buf);
        return error_set(err, "cannot convert sound %s: %s", path, SDL_GetError());
    }
    out->samples = (Sint16 *)cvt.buf;
    out->count = (cvt.needed ? cvt.len_cvt : cvt.len) / (int)sizeof(Sint16);
    return true;
}

bool app_audio_init(AppAudio *a, const char *dir, Error *err) {
    (void)err; /* nothing about sound stops the app */
    memset(a, 0, sizeof *a);
    a->volume = 70;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return true;
    SDL_AudioSpec want = {.freq = 44100,
                          .format = AUDIO_S16SYS,
                          .channels = 1,
                          .samples = 512,
                          .callback = mix,
                          .userdata = a};
    SDL_AudioSpec have;
    a->device = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!a->device) return true;
    a->rate = have.freq;
    for (int i = 0; i < SCENE_SOUND_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.wav", dir, sound_names[i]);
        /* A missing or broken effect is reported and stays silent; the rest still play. */
        Error why;
        if (!load(a, &a->sounds[i], path, &why)) fprintf(stderr, "duelboard: %s\n", why.message);
    }
    SDL_PauseAudioDevice(a->device, 0);
    return true;
}

void app_audio_shutdown(AppAudio *a) {
    if (a->device) SDL_CloseAudioDevice(a->device);
    a->device = 0;
    for (int i = 0; i < SCENE_SOUND_COUNT; i++) SDL_free(a->sounds[i].samples);
    memset(a->sounds, 0, sizeof a->sounds);
}

void app_audio_set_volume(AppAudio *a, int volume) {
    if (a->device) SDL_LockAudioDevice(a->device);
    a->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    if (a->device) SDL_UnlockAudioDevice(a->device);
}

void app_audio_play(AppAudio *a, SceneSound s) {
    if (!a->device || s < 0 || s >= SCENE_SOUND_COUNT || !a->sounds[s].samples || a->volume == 0)
        return;
    SDL_LockAudioDevice(a->device);
    int slot = 0;
    for (int v = 0; v < APP_AUDIO_VOICES; v++) {
        if (!a->voices[v].sound) {
            slot = v;
            break;
        }
        if (a->voices[v].pos > a->voices[slot].pos) slot = v; /* else steal the oldest */
    }
    a->voices[slot] = (AppVoice){&a->sounds[s], 0};
    a->played++;
    SDL_UnlockAudioDevice(a->device);
}
