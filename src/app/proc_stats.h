/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What Linux's /proc says about this process, for the benchmarks: memory and start time (on
 * Windows, what its process counters say). */
#ifndef DUELBOARD_APP_PROC_STATS_H
#define DUELBOARD_APP_PROC_STATS_H

/* A "Key:" line of /proc/self/status in KB (VmRSS, RssAnon, RssFile, VmHWM...), -1 if missing. */
long proc_status_kb(const char *key);
/* Milliseconds from the kernel's record of the process start to now (10 ms resolution), -1 if
 * /proc cannot say. */
double proc_since_start_ms(void);

#endif
