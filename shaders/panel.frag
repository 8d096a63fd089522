// SPDX-License-Identifier: GPL-3.0-or-later
// Rounded rectangles (filled, or a ring when params.w > 0) with a one-pixel anti-aliased edge.
#version 330 core
in vec2 v_uv;
in vec4 v_color;
in vec4 v_params; // width, height, corner radius, ring width
out vec4 frag;
float rounded_box(vec2 p, vec2 half_size, float r) {
    vec2 q = abs(p) - half_size + vec2(r);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}
void main() {
    vec2 size = v_params.xy;
    vec2 p = (v_uv - 0.5) * size;
    float r = min(v_params.z, 0.5 * min(size.x, size.y));
    float d = rounded_box(p, 0.5 * size, r);
    float aa = max(fwidth(d), 0.0001);
    float alpha = 1.0 - smoothstep(-aa, aa * 0.5, d);
    if (v_params.w > 0.0) alpha *= smoothstep(-aa, aa * 0.5, d + v_params.w);
    frag = v_color * alpha;
}
