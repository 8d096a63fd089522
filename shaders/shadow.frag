// SPDX-License-Identifier: GPL-3.0-or-later
// Soft drop shadow of a rounded rectangle: the distance to the box, blurred by params.w.
#version 330 core
in vec2 v_uv;
in vec4 v_color;
in vec4 v_params; // box width, height, corner radius, blur radius
out vec4 frag;
float rounded_box(vec2 p, vec2 half_size, float r) {
    vec2 q = abs(p) - half_size + vec2(r);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}
void main() {
    float blur = max(v_params.w, 0.5);
    vec2 quad = v_params.xy + vec2(3.0 * v_params.w);
    vec2 p = (v_uv - 0.5) * quad;
    float d = rounded_box(p, 0.5 * v_params.xy, min(v_params.z, 0.5 * min(v_params.x, v_params.y)));
    float a = 1.0 - smoothstep(-blur, blur, d);
    frag = v_color * (a * a);
}
