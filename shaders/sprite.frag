// SPDX-License-Identifier: GPL-3.0-or-later
// Textured sprites: premultiplied texture times premultiplied tint.
#version 330 core
uniform sampler2D u_tex;
in vec2 v_uv;
in vec4 v_color;
out vec4 frag;
void main() {
    frag = texture(u_tex, v_uv) * v_color;
}
