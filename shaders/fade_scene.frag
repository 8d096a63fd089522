// SPDX-License-Identifier: GPL-3.0-or-later
// The fade between scenes in one pass: the cached picture of the scene mixed toward the fade colour.
#version 330 core
uniform sampler2D u_tex;
in vec2 v_uv;
in vec4 v_color; // premultiplied fade colour: its alpha is how far the fade has gone
out vec4 frag;
void main() {
    // The same sum as blending the flat fade quad over the picture, without reading the window.
    frag = v_color + texture(u_tex, v_uv) * (1.0 - v_color.a);
}
