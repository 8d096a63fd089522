/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Secrets from the system's random source (getrandom, or BCryptGenRandom on Windows), never
 * from a seed. */
#include "core/secret.h"

#include <errno.h>
#include <string.h>

#ifdef _WIN32
#include <windows.h>

#include <bcrypt.h>

bool secret_bytes(void *out, size_t n, Error *err) {
    unsigned char *p = out;
    while (n > 0) { /* the call takes a ULONG count */
        ULONG part = n > 0x10000000u ? 0x10000000u : (ULONG)n;
        NTSTATUS status = BCryptGenRandom(NULL, p, part, BCRYPT_USE_SYSTEM_PREFERRED_RNG);
        if (!BCRYPT_SUCCESS(status))
            return error_set(err, "no random bytes from the system: status 0x%08lx",
                             (unsigned long)status);
        p += part;
        n -= part;
    }
    return true;
}
#else
#include <sys/random.h>

bool secret_bytes(void *out, size_t n, Error *err) {
    unsigned char *p = out;
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(p + got, n - got, 0);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0)
            return error_set(err, "no random bytes from the system: %s",
                             r < 0 ? strerror(errno) : "none given");
        got += (size_t)r;
    }
    return true;
}
#endif

bool secret_u64(uint64_t *out, Error *err) {
    return secret_bytes(out, sizeof *out, err);
}
