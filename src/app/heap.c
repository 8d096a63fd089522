/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the app's heap holds freed memory (glibc's settings; other C libraries keep their own). */
#include "app/heap.h"

#include <stdlib.h> /* a C library header first: it says whether the library is glibc */
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* The GL driver allocates and frees large blocks every frame (llvmpipe's per-frame scene data,
 * textures). glibc serves blocks from 128 KB up (a limit it raises only once such a block has
 * been freed) with fresh pages from the kernel and returns them on free, so every frame paid for
 * zeroed pages again: with animations off, the benchmark's menu redraw after a rules page took
 * 8.5-8.9 ms instead of 5.6-5.9. Blocks up to a window-sized texture now stay in the heap, and
 * up to 16 MB of free heap is kept (4 MB made the fades' slowest frames slower). */
void app_heap_keep_freed(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 8 << 20);
    mallopt(M_TRIM_THRESHOLD, 16 << 20);
#endif
}

/* The trim threshold only gives back the top of the main heap, and a fade frees window-sized
 * pictures and a closed scene its blocks in its middle (and a search thread's large blocks sit
 * in that thread's heap): during the benchmark's boards 17-42 MB of the heaps was free and
 * resident. malloc_trim hands back every free page of every heap. */
void app_heap_give_back(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}
