/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Secrets from the system's random source: numbers that no other process can work out from
 * anything it sees (a computer player's random choices in a game that hides something). */
#ifndef DUELBOARD_CORE_SECRET_H
#define DUELBOARD_CORE_SECRET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

/* `n` bytes from the system's random source; false with the reason when it gives none. */
bool secret_bytes(void *out, size_t n, Error *err);
bool secret_u64(uint64_t *out, Error *err);

#endif
