/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The parked helper threads of a search on several cores (see ai_helpers.h). */
#include "ai/ai_helpers.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

#include "core/thread_priority.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;
static int made;            /* helper threads made so far; they live as long as the process */
static bool busy;           /* a search holds the helpers, from its run to its wait */
static unsigned generation; /* counts runs: a helper works once per run it is wanted in */
static int wanted, running;
static int task_nice; /* the caller's: helpers give way to the window as much as it does */
static AiHelperTask task_now;
static void *task_arg;

int ai_cores(void) {
#ifdef _WIN32
    SYSTEM_INFO info;
    GetSystemInfo(&info);
    int n = (int)info.dwNumberOfProcessors;
#else
    long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    return n > 1 ? (int)n : 1;
}

static void *helper_loop(void *arg) {
    int index = (int)(intptr_t)arg;
    unsigned seen = 0; /* a helper made for a run works in that run */
    pthread_mutex_lock(&lock);
    for (;;) {
        while (generation == seen) pthread_cond_wait(&wake, &lock);
        seen = generation;
        if (index >= wanted) continue;
        AiHelperTask task = task_now;
        void *task_context = task_arg;
        int nice = task_nice;
        pthread_mutex_unlock(&lock);
        if (thread_nice() != nice) thread_set_nice(nice);
        task(task_context, index);
        pthread_mutex_lock(&lock);
        if (--running == 0) pthread_cond_broadcast(&done);
    }
    return NULL;
}

int ai_helpers_run(int count, AiHelperTask task, void *arg) {
    if (count <= 0) return 0;
    if (count > AI_HELPERS_MAX) count = AI_HELPERS_MAX;
    pthread_mutex_lock(&lock);
    if (busy) {
        pthread_mutex_unlock(&lock);
        return 0;
    }
    while (made < count) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, helper_loop, (void *)(intptr_t)made) != 0) break;
        pthread_detach(thread);
        made++;
    }
    if (count > made) count = made;
    if (count > 0) {
        busy = true;
        task_now = task;
        task_arg = arg;
        task_nice = thread_nice();
        wanted = running = count;
        generation++;
        pthread_cond_broadcast(&wake);
    }
    pthread_mutex_unlock(&lock);
    return count;
}

void ai_helpers_wait(void) {
    pthread_mutex_lock(&lock);
    while (running > 0) pthread_cond_wait(&done, &lock);
    busy = false;
    pthread_mutex_unlock(&lock);
}
