# SPDX-License-Identifier: GPL-3.0-or-later
# The app's data, installed under share/duelboard on every system: only what the app reads (no
# generator scripts, no .po sources).
set(DATA ${DUELBOARD_INSTALL_DATADIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/shaders/ DESTINATION ${DATA}/shaders
        FILES_MATCHING PATTERN "*.vert" PATTERN "*.frag")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/fonts/ DESTINATION ${DATA}/assets/fonts
        FILES_MATCHING PATTERN "*.ttf" PATTERN "*.otf" PATTERN "OFL.txt")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/sounds/ DESTINATION ${DATA}/assets/sounds
        FILES_MATCHING PATTERN "*.wav")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/sprites/ DESTINATION ${DATA}/assets/sprites
        FILES_MATCHING PATTERN "*.svg")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/rules/ DESTINATION ${DATA}/assets/rules
        FILES_MATCHING PATTERN "*.md")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/lessons/ DESTINATION ${DATA}/assets/lessons
        FILES_MATCHING PATTERN "*.lesson")
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/puzzles/ DESTINATION ${DATA}/assets/puzzles
        FILES_MATCHING PATTERN "*.txt")
