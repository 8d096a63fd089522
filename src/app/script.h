/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The test harness: runs the real app with scripted input and checks what it shows. */
#ifndef DUELBOARD_APP_SCRIPT_H
#define DUELBOARD_APP_SCRIPT_H

#include "app/app.h"

/* Returns 0 when every step and expectation passed, 1 when an expectation failed, 2 when the
 * script itself is wrong (unknown command, element not shown). The screenshot is written in any
 * case when `screenshot` is not NULL. */
int app_script_run(App *app, const char *path, const char *screenshot);

#endif
