/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The calling thread's scheduling priority as a nice value (0 normal, up to 19 the lowest), so
 * that searches and table builds can give way to the window on a busy machine. */
#ifndef DUELBOARD_CORE_THREAD_PRIORITY_H
#define DUELBOARD_CORE_THREAD_PRIORITY_H

/* The calling thread's nice value; 0 where the system cannot tell. */
int thread_nice(void);

/* Sets the calling thread's nice value, and nobody else's. Raising it back toward 0 may be
 * refused without the privilege; the thread then stays lower. Windows has fewer steps: above
 * 0 is "below normal", 10 and above "lowest". */
void thread_set_nice(int nice);

#endif
