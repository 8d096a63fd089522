/* SPDX-License-Identifier: GPL-3.0-or-later */
/* --bench: start-up time, frame CPU time while animating, idle CPU and memory. */
#ifndef DUELBOARD_APP_BENCH_H
#define DUELBOARD_APP_BENCH_H

#include "app/app.h"

int app_bench_run(App *app);
/* The board part, one game after another (bench_board.c). */
void app_bench_boards(App *app);

#endif
