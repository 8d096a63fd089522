/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenario files: a game set up from options or a position, then moves and expectations.
 * The format is described in tests/scenarios/README.md. */
#ifndef DUELBOARD_TESTS_SCENARIO_H
#define DUELBOARD_TESTS_SCENARIO_H

#include <stdbool.h>

#include "core/error.h"

/* Runs a scenario; false with "line N: what went wrong" on the first failed expectation. */
bool scenario_run_text(const char *text, Error *err);
bool scenario_run_file(const char *path, Error *err);

#endif
