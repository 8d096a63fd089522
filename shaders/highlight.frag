// SPDX-License-Identifier: GPL-3.0-or-later
// A soft ring that pulses gently: legal targets while dragging, and the focused element.
#version 330 core
uniform float u_time;
in vec2 v_uv;
in vec4 v_color;
in vec4 v_params; // quad width, height, ring radius
out vec4 frag;
void main() {
    vec2 p = (v_uv - 0.5) * v_params.xy;
    float r = v_params.z;
    float pulse = 0.5 + 0.5 * sin(u_time * 4.0);
    float ring = abs(length(p) - r * (0.92 + 0.06 * pulse));
    float width = r * 0.12;
    float a = exp(-(ring * ring) / (width * width)) * (0.65 + 0.35 * pulse);
    frag = v_color * a;
}
