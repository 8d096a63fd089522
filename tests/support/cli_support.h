/* SPDX-License-Identifier: GPL-3.0-or-later */
/* For the tests: running duelboard-cli as a separate program and reading what it printed. */
#ifndef DUELBOARD_TESTS_CLI_SUPPORT_H
#define DUELBOARD_TESTS_CLI_SUPPORT_H

/* Runs `<cli> <args>` through the shell, with `input` on its stdin (NULL: the test's own), and
 * returns its stdout and stderr together in a buffer that the next call reuses (up to 64 KiB);
 * *status is its exit status, -1 when it did not exit normally. NULL when it could not be run. */
char *support_run_cli(const char *cli, const char *args, const char *input, int *status);

#endif
