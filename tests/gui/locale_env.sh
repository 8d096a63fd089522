# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the GUI test runners: on its first start the app speaks the person's language
# (src/app/system_locale.c), and the tests expect English whatever the machine's locale is. A test
# that wants another sets its own with "# env:" after this.
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C.UTF-8
