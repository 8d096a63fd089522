/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Thread priorities: a nice value for the thread's own id on Linux, a thread priority class on
 * Windows, nothing elsewhere. */
#ifdef __linux__
#define _GNU_SOURCE /* syscall(SYS_gettid) */
#endif
#include "core/thread_priority.h"

#include <errno.h>

#if defined __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/* On Linux a nice value set for a thread's id is that thread's alone. */
int thread_nice(void) {
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid));
    return errno == 0 ? nice : 0;
}

void thread_set_nice(int nice) {
    if (thread_nice() != nice) setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice);
}
#elif defined _WIN32
#include <windows.h>

int thread_nice(void) {
    int priority = GetThreadPriority(GetCurrentThread());
    if (priority == THREAD_PRIORITY_ERROR_RETURN || priority >= THREAD_PRIORITY_NORMAL) return 0;
    return priority == THREAD_PRIORITY_BELOW_NORMAL ? 5 : 10;
}

void thread_set_nice(int nice) {
    int priority = nice <= 0   ? THREAD_PRIORITY_NORMAL
                   : nice < 10 ? THREAD_PRIORITY_BELOW_NORMAL
                               : THREAD_PRIORITY_LOWEST;
    SetThreadPriority(GetCurrentThread(), priority);
}
#else
int thread_nice(void) {
    return 0;
}

void thread_set_nice(int nice) {
    (void)nice;
}
#endif
