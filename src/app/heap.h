/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the app's heap holds freed memory: kept while frames follow one another, given back once
 * the app has rested. */
#ifndef DUELBOARD_APP_HEAP_H
#define DUELBOARD_APP_HEAP_H

/* Keeps freed blocks in the heap instead of handing them back to the kernel at once: the GL
 * driver frees and allocates large blocks every frame. Called once, first thing in main. */
void app_heap_keep_freed(void);
/* Hands the heap's free pages back to the kernel, wherever they lie: for when nothing has been
 * drawn for a while, so that what the frames and closed scenes freed does not stay resident. */
void app_heap_give_back(void);

#endif
