/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading /proc/self for the benchmarks (on Windows, the process's memory counters and
 * times). */
#include "app/proc_stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef _WIN32
#include <windows.h>

#include <psapi.h>

long proc_status_kb(const char *key) {
    PROCESS_MEMORY_COUNTERS m;
    if (!K32GetProcessMemoryInfo(GetCurrentProcess(), &m, sizeof m)) return -1;
    if (strcmp(key, "VmRSS") == 0) return (long)(m.WorkingSetSize / 1024);
    if (strcmp(key, "VmHWM") == 0) return (long)(m.PeakWorkingSetSize / 1024);
    return -1; /* the others have no counterpart there */
}

double proc_since_start_ms(void) {
    FILETIME created, exited, kernel, user, now;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return -1;
    GetSystemTimeAsFileTime(&now);
    ULARGE_INTEGER a = {.LowPart = created.dwLowDateTime, .HighPart = created.dwHighDateTime};
    ULARGE_INTEGER b = {.LowPart = now.dwLowDateTime, .HighPart = now.dwHighDateTime};
    return (double)(b.QuadPart - a.QuadPart) / 10000.0; /* in units of 100 ns */
}
#else
#include <unistd.h>

long proc_status_kb(const char *key) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kb = -1;
    size_t n = strlen(key);
    while (fgets(line, sizeof line, f))
        if (strncmp(line, key, n) == 0 && line[n] == ':') kb = atol(line + n + 1);
    fclose(f);
    return kb;
}

double proc_since_start_ms(void) {
    FILE *f = fopen("/proc/self/stat", "r");
    if (!f) return -1;
    char buf[1024];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *p = strrchr(buf, ')'); /* the command name may hold spaces */
    if (!p) return -1;
    unsigned long long start = 0;
    int field = 2;
    char *save = NULL;
    for (char *tok = strtok_r(p + 1, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
        if (++field == 22) { /* starttime, in clock ticks since boot */
            start = strtoull(tok, NULL, 10);
            break;
        }
    struct timespec ts;
    clock_gettime(CLOCK_BOOTTIME, &ts);
    double now = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
    return (now - (double)start / (double)sysconf(_SC_CLK_TCK)) * 1000.0;
}
#endif
