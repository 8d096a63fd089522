/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Waiting a while for input on a file descriptor (standard input: a terminal, a pipe or a file),
 * as poll does on POSIX systems, on Windows too. */
#ifndef DUELBOARD_CORE_INPUT_WAIT_H
#define DUELBOARD_CORE_INPUT_WAIT_H

/* Waits at most `timeout_ms` (-1: as long as it takes) until reading `fd` would not block: input
 * or its end is there. 1 when so, 0 when the time ran out, -1 on an error or an interruption. */
int input_wait(int fd, int timeout_ms);

#endif
