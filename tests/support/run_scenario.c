/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs one scenario file given on the command line; the exit status says whether it passed. */
#include <stdio.h>

#include "support/scenario.h"

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: run_scenario FILE\n");
        return 2;
    }
    Error err;
    if (!scenario_run_file(argv[1], &err)) {
        printf("FAIL %s\n", err.message);
        return 1;
    }
    printf("ok %s\n", argv[1]);
    return 0;
}
