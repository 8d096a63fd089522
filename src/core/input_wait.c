/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Waiting for input with a time limit: poll on POSIX systems; on Windows, a pipe is looked into
 * every few milliseconds and a console is waited on, since neither can be polled. */
#include "core/input_wait.h"

#ifdef _WIN32
#include <io.h>
#include <windows.h>

/* How often a pipe is looked into while waiting, in milliseconds. */
#define PIPE_LOOK_MS 2

int input_wait(int fd, int timeout_ms) {
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) return -1;
    switch (GetFileType(h)) {
    case FILE_TYPE_PIPE: {
        DWORD start = GetTickCount();
        for (;;) {
            DWORD pending = 0;
            /* A pipe whose writer has gone fails here: reading then finds its end. */
            if (!PeekNamedPipe(h, NULL, 0, NULL, &pending, NULL) || pending > 0) return 1;
            DWORD waited = GetTickCount() - start;
            if (timeout_ms >= 0 && waited >= (DWORD)timeout_ms) return 0;
            Sleep(PIPE_LOOK_MS);
        }
    }
    case FILE_TYPE_CHAR: /* a console: signalled when it holds input events */
        return WaitForSingleObject(h, timeout_ms < 0 ? INFINITE : (DWORD)timeout_ms) ==
                       WAIT_OBJECT_0
                   ? 1
                   : 0;
    default: /* a file is always ready */
        return 1;
    }
}
#else
#include <poll.h>

int input_wait(int fd, int timeout_ms) {
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int ready = poll(&p, 1, timeout_ms);
    return ready < 0 ? -1 : ready > 0 ? 1 : 0;
}
#endif
