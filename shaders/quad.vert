// SPDX-License-Identifier: GPL-3.0-or-later
// The vertex stage shared by every 2D program: logical pixels to clip space.
#version 330 core
uniform mat4 u_proj;
in vec2 a_pos;
in vec2 a_uv;
in vec4 a_color;
in vec4 a_params;
out vec2 v_uv;
out vec4 v_color;
out vec4 v_params;
out vec2 v_pos;
void main() {
    v_uv = a_uv;
    v_color = a_color;
    v_params = a_params;
    v_pos = a_pos;
    gl_Position = u_proj * vec4(a_pos, 0.0, 1.0);
}
