/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Starting and ending an external engine's process, on POSIX systems and on Windows. */
#include "cli/engine_process.h"

#include <string.h>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <windows.h>

/* A pipe whose one end (`ours`) stays with this process and is not inherited. */
static bool make_pipe(HANDLE *read_end, HANDLE *write_end, bool ours_is_write) {
    SECURITY_ATTRIBUTES inherit = {sizeof inherit, NULL, TRUE};
    if (!CreatePipe(read_end, write_end, &inherit, 0)) return false;
    SetHandleInformation(ours_is_write ? *write_end : *read_end, HANDLE_FLAG_INHERIT, 0);
    return true;
}

bool engine_process_start(EngineProcess *p, const char *path, Error *err) {
    memset(p, 0, sizeof *p);
    HANDLE down_read, down_write, up_read, up_write;
    if (!make_pipe(&down_read, &down_write, true)) return error_set(err, "no pipe for %s", path);
    if (!make_pipe(&up_read, &up_write, false)) {
        CloseHandle(down_read);
        CloseHandle(down_write);
        return error_set(err, "no pipe for %s", path);
    }
    char command[1100];
    snprintf(command, sizeof command, "\"%s\" engine", path);
    STARTUPINFOA start = {.cb = sizeof start,
                          .dwFlags = STARTF_USESTDHANDLES,
                          .hStdInput = down_read,
                          .hStdOutput = up_write,
                          .hStdError = GetStdHandle(STD_ERROR_HANDLE)};
    PROCESS_INFORMATION info;
    BOOL made = CreateProcessA(NULL, command, NULL, NULL, TRUE, 0, NULL, NULL, &start, &info);
    CloseHandle(down_read);
    CloseHandle(up_write);
    if (!made) {
        CloseHandle(down_write);
        CloseHandle(up_read);
        return error_set(err, "cannot start %s (error %lu)", path, (unsigned long)GetLastError());
    }
    CloseHandle(info.hThread);
    p->process = info.hProcess;
    p->running = true;
    int to_fd = _open_osfhandle((intptr_t)down_write, _O_WRONLY | _O_BINARY);
    int from_fd = _open_osfhandle((intptr_t)up_read, _O_RDONLY | _O_BINARY);
    p->to = to_fd >= 0 ? fdopen(to_fd, "wb") : NULL;
    p->from = from_fd >= 0 ? fdopen(from_fd, "rb") : NULL;
    if (!p->to || !p->from) return error_set(err, "cannot talk to %s", path);
    return true;
}

static void wait_for_end(EngineProcess *p) {
    WaitForSingleObject(p->process, INFINITE);
    CloseHandle(p->process);
    p->process = NULL;
}
#else
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

bool engine_process_start(EngineProcess *p, const char *path, Error *err) {
    memset(p, 0, sizeof *p);
    int down[2], up[2];
    if (pipe(down) != 0) return error_set(err, "no pipe for %s", path);
    if (pipe(up) != 0) {
        close(down[0]);
        close(down[1]);
        return error_set(err, "no pipe for %s", path);
    }
    pid_t pid = fork();
    if (pid < 0) return error_set(err, "cannot start %s", path);
    if (pid == 0) {
        dup2(down[0], 0);
        dup2(up[1], 1);
        close(down[0]);
        close(down[1]);
        close(up[0]);
        close(up[1]);
        execl(path, path, "engine", (char *)NULL);
        _exit(127);
    }
    close(down[0]);
    close(up[1]);
    p->pid = pid;
    p->running = true;
    p->to = fdopen(down[1], "w");
    p->from = fdopen(up[0], "r");
    if (!p->to || !p->from) return error_set(err, "cannot talk to %s", path);
    return true;
}

static void wait_for_end(EngineProcess *p) {
    waitpid((pid_t)p->pid, NULL, 0);
    p->pid = 0;
}
#endif

void engine_process_stop(EngineProcess *p) {
    if (!p->running) return;
    if (p->to) {
        fprintf(p->to, "quit\n");
        fclose(p->to);
    }
    if (p->from) fclose(p->from);
    p->to = p->from = NULL;
    wait_for_end(p);
    p->running = false;
}
