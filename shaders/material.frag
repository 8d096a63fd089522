// SPDX-License-Identifier: GPL-3.0-or-later
// Procedural board surfaces, one per game: slate, wood, rice paper and map canvas.
#version 330 core
in vec2 v_uv;
in vec4 v_color;
in vec4 v_params; // width, height, corner radius, material index
in vec2 v_pos;
out vec4 frag;

float hash(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }
float noise(vec2 p) {
    vec2 i = floor(p), f = fract(p);
    vec2 u = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + vec2(1, 0)), u.x), mix(hash(i + vec2(0, 1)), hash(i + vec2(1, 1)), u.x), u.y);
}
float fbm(vec2 p) {
    float s = 0.0, a = 0.5;
    for (int i = 0; i < 4; i++) { s += a * noise(p); p *= 2.03; a *= 0.5; }
    return s;
}
float rounded_box(vec2 p, vec2 half_size, float r) {
    vec2 q = abs(p) - half_size + vec2(r);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}
void main() {
    vec2 size = v_params.xy;
    vec2 local = v_uv * size;
    int kind = int(v_params.w + 0.5);
    vec3 c;
    if (kind == 0) { // slate: cool grey stone with faint speckle
        float n = fbm(local / 60.0);
        float speck = step(0.985, hash(floor(local / 2.0)));
        c = mix(vec3(0.34, 0.38, 0.42), vec3(0.42, 0.46, 0.50), n) + speck * 0.05;
    } else if (kind == 1) { // wood: grain running along x, warm honey tone
        float g = fbm(vec2(local.x / 220.0, local.y / 14.0));
        float rings = 0.5 + 0.5 * sin(local.y / 9.0 + g * 9.0);
        c = mix(vec3(0.66, 0.48, 0.30), vec3(0.76, 0.58, 0.38), rings * 0.6 + g * 0.4);
    } else if (kind == 2) { // rice paper: warm white with fibres
        float f = fbm(local / vec2(30.0, 5.0));
        c = mix(vec3(0.93, 0.90, 0.83), vec3(0.97, 0.95, 0.90), f);
    } else { // map canvas: olive cloth weave
        float weave = 0.5 + 0.25 * (sin(local.x * 1.6) + sin(local.y * 1.6));
        float n = fbm(local / 80.0);
        c = mix(vec3(0.54, 0.56, 0.42), vec3(0.62, 0.63, 0.48), n) * (0.96 + 0.04 * weave);
    }
    float r = min(v_params.z, 0.5 * min(size.x, size.y));
    float d = rounded_box((v_uv - 0.5) * size, 0.5 * size, r);
    float aa = max(fwidth(d), 0.0001);
    float alpha = (1.0 - smoothstep(-aa, aa * 0.5, d)) * v_color.a;
    // v_color is premultiplied: divide the tint back out to modulate the surface colour.
    vec3 tint = v_color.a > 0.0 ? v_color.rgb / v_color.a : vec3(1.0);
    frag = vec4(c * tint * alpha, alpha);
}
