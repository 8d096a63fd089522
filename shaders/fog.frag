// SPDX-License-Identifier: GPL-3.0-or-later
// Drifting fog over areas a player may not see.
#version 330 core
uniform float u_time;
in vec4 v_color;
in vec2 v_pos;
out vec4 frag;
float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
    vec2 i = floor(p), f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1, 0)), u.x), mix(hash(i + vec2(0, 1)), hash(i + vec2(1, 1)), u.x), u.y);
}
void main() {
    vec2 p = v_pos / 90.0 + vec2(u_time * 0.05, u_time * 0.02);
    float n = 0.5 * noise(p) + 0.3 * noise(p * 2.1 - u_time * 0.03) + 0.2 * noise(p * 4.3);
    frag = v_color * (0.75 + 0.25 * n);
}
