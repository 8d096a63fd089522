// SPDX-License-Identifier: GPL-3.0-or-later
// The fade between scenes: a flat colour over the whole window.
#version 330 core
in vec4 v_color;
out vec4 frag;
void main() {
    frag = v_color;
}
