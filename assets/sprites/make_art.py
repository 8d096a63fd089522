#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the app icon (icon.svg) and the board pieces (<game>_<piece>.svg, white so the app tints
them with each side's colour; the menu's and the new-game panel's art of each game is drawn by its
board view) in one flat style: pieces as simple shapes with a thin dark outline and a light top
highlight. Only SVG features SDL2_image's rasterizer supports are used (no text, no <use>, no
filters). usage: make_art.py [OUTPUT_DIR]
"""
import math
import os
import sys

INK = "#2e2a25"
BLUE, RED = "#3b6ea8", "#b0483c"
W, H = 400, 300


def svg(body, w=W, h=H):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
            % (w, h, w, h)) + body + "</svg>\n"


def shadow_ellipse(cx, cy, rx, ry, opacity=0.18):
    return '<ellipse cx="%g" cy="%g" rx="%g" ry="%g" fill="%s" fill-opacity="%g"/>\n' % (cx, cy, rx, ry, INK, opacity)


def icon():
    b = ('<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
         '<stop offset="0" stop-color="#4d7f79"/><stop offset="1" stop-color="#2f5a55"/></linearGradient></defs>\n'
         '<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#g)"/>\n')
    for i in range(4):
        for j in range(4):
            if (i + j) % 2 == 0:
                b += '<rect x="%g" y="%g" width="40" height="40" rx="4" fill="#ffffff" fill-opacity="0.10"/>\n' % (48 + i * 40, 48 + j * 40)
    b += '<rect x="48" y="48" width="160" height="160" rx="10" fill="none" stroke="#eee8dd" stroke-opacity="0.55" stroke-width="4"/>\n'
    for cx, cy, col in ((92, 164, "#6fa0d6"), (164, 92, "#de7a6c")):
        b += '<circle cx="%g" cy="%g" r="34" fill="#1b2f2c" fill-opacity="0.35"/>\n' % (cx + 4, cy + 6)
        b += '<circle cx="%g" cy="%g" r="32" fill="%s" stroke="#1f2a28" stroke-width="5"/>\n' % (cx, cy, col)
        b += '<circle cx="%g" cy="%g" r="16" fill="none" stroke="#f6f0e4" stroke-width="5"/>\n' % (cx, cy)
    return svg(b, 256, 256)


def onitama_student():
    """A disc with a rim and a light highlight, seen from above; white, tinted when drawn."""
    b = '<circle cx="64" cy="64" r="54" fill="#ffffff" stroke="%s" stroke-width="6"/>\n' % INK
    b += '<circle cx="64" cy="64" r="40" fill="none" stroke="%s" stroke-opacity="0.22" stroke-width="4"/>\n' % INK
    b += '<ellipse cx="48" cy="44" rx="18" ry="12" fill="#ffffff" fill-opacity="0.55"/>\n'
    return svg(b, 128, 128)


def onitama_master():
    """The student's disc, larger, with a three-pointed crown on it."""
    b = '<circle cx="64" cy="64" r="58" fill="#ffffff" stroke="%s" stroke-width="6"/>\n' % INK
    b += '<circle cx="64" cy="64" r="46" fill="none" stroke="%s" stroke-opacity="0.22" stroke-width="4"/>\n' % INK
    b += ('<path d="M34 84 L30 46 L48 62 L64 36 L80 62 L98 46 L94 84 Z" fill="%s" fill-opacity="0.78" '
          'stroke="%s" stroke-width="4" stroke-linejoin="round"/>\n' % (INK, INK))
    b += '<circle cx="64" cy="36" r="6" fill="%s"/>\n' % INK
    return svg(b, 128, 128)


def onitama_temple():
    """A temple arch (two posts, two beams), white, tinted with its side's colour."""
    b = '<rect x="14" y="22" width="100" height="14" rx="4" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
    b += '<rect x="24" y="46" width="80" height="9" rx="3" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
    for x in (32, 86):
        b += '<rect x="%d" y="36" width="11" height="80" rx="3" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % (x, INK)
    return svg(b, 128, 128)


def onitama_card():
    """A move card's frame: parchment with a thin ink border and a darker band for the name;
    the app draws the card's own name and move grid on it."""
    b = ('<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
         'stop-color="#f8efdc"/><stop offset="1" stop-color="#eddcbc"/></linearGradient></defs>\n')
    b += '<rect x="3" y="3" width="144" height="164" rx="12" fill="url(#p)" stroke="%s" stroke-width="3"/>\n' % INK
    b += '<rect x="10" y="10" width="130" height="150" rx="8" fill="none" stroke="#b89a6a" stroke-width="1.5"/>\n'
    b += '<rect x="10" y="10" width="130" height="26" rx="8" fill="#d9c29a" fill-opacity="0.55"/>\n'
    return svg(b, 150, 170)


def ability_icon(kind):
    """A Gottaz ability as a bold ink sign on a clear ground, readable at 32 px (tinted when
    drawn). Leap: an arc over a square; Slant: a diagonal arrow; Swap: two opposed arrows;
    Tsunami: a wave; Jump: an arrow up to a landing bar; Rotate: a turning arrow; Support: a
    shield; Supply: a plus in a box."""
    st = 'fill="none" stroke="%s" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"' % INK
    head = lambda pts: '<polygon points="%s" fill="%s"/>\n' % (pts, INK)
    if kind == "leap":
        b = '<path d="M14 92 C 24 30, 88 30, 104 82" %s/>\n' % st + head("92,84 114,96 112,70")
        b += '<rect x="46" y="86" width="28" height="22" rx="4" fill="%s" fill-opacity="0.35"/>\n' % INK
    elif kind == "slant":
        b = '<path d="M24 104 L 90 38" %s/>\n' % st + head("70,30 104,24 98,58")
    elif kind == "swap":
        b = '<path d="M18 44 L 96 44" %s/>\n' % st + head("90,28 114,44 90,60")
        b += '<path d="M110 84 L 32 84" %s/>\n' % st + head("38,68 14,84 38,100")
    elif kind == "tsunami":
        b = '<path d="M10 78 C 30 50, 46 50, 60 74 S 92 98, 118 60" %s/>\n' % st
        b += '<path d="M10 102 C 34 88, 54 110, 80 98 S 108 90, 118 96" %s stroke-opacity="0.5"/>\n' % st
    elif kind == "jump":
        b = '<path d="M64 112 L 64 40" %s/>\n' % st + head("44,48 64,16 84,48")
        b += '<path d="M30 14 L 98 14" %s/>\n' % st
    elif kind == "rotate":
        b = '<path d="M100 70 A 38 38 0 1 1 82 34" %s/>\n' % st + head("70,14 104,26 78,52")
    elif kind == "support":
        b = ('<path d="M64 12 L 106 28 L 100 74 C 94 96, 78 108, 64 116 C 50 108, 34 96, 28 74 '
             'L 22 28 Z" %s/>\n' % st)
    else:  # supply
        b = '<rect x="18" y="18" width="92" height="92" rx="16" %s/>\n' % st
        b += '<path d="M64 40 L 64 88 M 40 64 L 88 64" %s/>\n' % st
    return svg(b, 128, 128)


def gunzi_hexagon(cx, cy, r):
    """A flat-topped hexagon's points (vertices at 0, 60, ... degrees)."""
    return " ".join("%g,%g" % (cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k))) for k in range(6))


def gunzi_field():
    """One field of the board: a flat-topped hexagon with a soft inner rim, white, tinted by
    zone when drawn."""
    b = '<polygon points="%s" fill="#ffffff" stroke="#000000" stroke-opacity="0.35" stroke-width="3"/>\n' % gunzi_hexagon(64, 56, 61)
    b += '<polygon points="%s" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>\n' % gunzi_hexagon(64, 56, 52)
    return svg(b, 128, 112)


def gunzi_field_dots():
    """The dotted pattern of the middle zone, drawn over its fields."""
    b = ""
    for row in range(-3, 4):
        for col in range(-3, 4):
            x, y = 64 + col * 15 + (7.5 if row % 2 else 0), 56 + row * 13
            if math.hypot(x - 64, y - 56) < 42:
                b += '<circle cx="%g" cy="%g" r="2.6" fill="#ffffff"/>\n' % (x, y)
    return svg(b, 128, 112)


def gunzi_ring():
    """A hexagonal outline: selections, targets, the last move and promotion fields."""
    b = '<polygon points="%s" fill="none" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>\n' % gunzi_hexagon(64, 56, 56)
    return svg(b, 128, 112)


def gunzi_wedge():
    """A wedge seen from above, Peak up: the apex is the Peak, the broad bottom edge the Block,
    the four slanted edges the Flanks. White, tinted with its side's colour."""
    pts = "64,6 110,50 94,112 34,112 18,50"
    b = '<polygon points="%s" fill="#000000" fill-opacity="0.25" transform="translate(3,5)"/>\n' % pts
    b += '<polygon points="%s" fill="#ffffff" stroke="%s" stroke-width="5" stroke-linejoin="round"/>\n' % (pts, INK)
    b += '<polygon points="64,16 100,52 64,60 28,52" fill="#ffffff" fill-opacity="0.35"/>\n'
    return svg(b, 128, 128)


def gunzi_wedge_marks():
    """The marks drawn over a wedge in a contrasting colour: a heavy bar on the Block and a
    ridge running to the Peak, so its facing reads at any size."""
    b = '<rect x="36" y="94" width="56" height="12" rx="4" fill="#ffffff"/>\n'
    b += '<path d="M64 24 L 64 78" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>\n'
    b += '<polygon points="64,14 76,34 52,34" fill="#ffffff"/>\n'
    return svg(b, 128, 128)


def gunzi_tomb():
    """A Tombstone: a grey slab with a rounded top and a cross, in its own colours."""
    b = '<ellipse cx="66" cy="112" rx="40" ry="8" fill="#000000" fill-opacity="0.25"/>\n'
    b += ('<path d="M30 112 L 30 50 C 30 18, 98 18, 98 50 L 98 112 Z" fill="#9a968d" stroke="%s" '
          'stroke-width="5" stroke-linejoin="round"/>\n' % INK)
    b += '<path d="M40 104 L 40 52 C 40 30, 64 26, 70 28" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="5"/>\n'
    b += '<path d="M64 42 L 64 92 M 46 58 L 82 58" stroke="#4a463f" stroke-width="8" stroke-linecap="round"/>\n'
    return svg(b, 128, 128)


def gunzi_disc():
    """One wedge of a Pillar seen from the side and above: a flat cylinder, white, tinted."""
    b = '<path d="M6 26 L 6 46 A 58 20 0 0 0 122 46 L 122 26 Z" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
    b += '<path d="M6 34 A 58 20 0 0 0 122 34" fill="none" stroke="%s" stroke-opacity="0.25" stroke-width="3"/>\n' % INK
    b += '<ellipse cx="64" cy="26" rx="58" ry="20" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
    b += '<ellipse cx="52" cy="21" rx="26" ry="7" fill="#ffffff" fill-opacity="0.5"/>\n'
    return svg(b, 128, 72)


def mortar_hunt_piece(long_barrel):
    """A mortar seen from above, facing up: a rounded hull with tracks and a barrel (a Light
    Howitzer's is longer and thinner). White, tinted with its side's colour."""
    b = '<rect x="30" y="44" width="68" height="70" rx="14" fill="#000000" fill-opacity="0.22" transform="translate(3,4)"/>\n'
    for x in (26, 88):  # tracks
        b += '<rect x="%d" y="46" width="14" height="68" rx="5" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % (x, INK)
        for y in range(54, 112, 10):
            b += '<path d="M%d %d L %d %d" stroke="%s" stroke-opacity="0.45" stroke-width="3"/>\n' % (x + 2, y, x + 12, y, INK)
    b += '<rect x="36" y="50" width="56" height="60" rx="12" fill="#ffffff" stroke="%s" stroke-width="5"/>\n' % INK
    if long_barrel:
        b += '<rect x="58" y="4" width="12" height="66" rx="5" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
        b += '<rect x="55" y="4" width="18" height="10" rx="3" fill="%s"/>\n' % INK
    else:
        b += '<rect x="53" y="20" width="22" height="48" rx="7" fill="#ffffff" stroke="%s" stroke-width="5"/>\n' % INK
        b += '<rect x="51" y="18" width="26" height="10" rx="4" fill="%s"/>\n' % INK
    b += '<circle cx="64" cy="80" r="15" fill="#ffffff" stroke="%s" stroke-width="4"/>\n' % INK
    b += '<circle cx="59" cy="75" r="5" fill="#ffffff" fill-opacity="0.7"/>\n'
    return svg(b, 128, 128)


def mortar_hunt_crater():
    """A shell hole: dark rings of thrown earth around a pit, in its own colours."""
    b = '<ellipse cx="64" cy="66" rx="50" ry="44" fill="#6b5a3e" fill-opacity="0.55"/>\n'
    b += '<ellipse cx="64" cy="66" rx="34" ry="29" fill="#3f3424" fill-opacity="0.8"/>\n'
    b += '<ellipse cx="60" cy="61" rx="16" ry="12" fill="#1f1a12" fill-opacity="0.85"/>\n'
    for k in range(8):
        a = math.radians(45 * k + 20)
        b += '<circle cx="%g" cy="%g" r="%g" fill="#5a4a32" fill-opacity="0.7"/>\n' % (64 + 52 * math.cos(a), 66 + 46 * math.sin(a), 5 + (k % 3))
    return svg(b, 128, 128)


def mortar_hunt_wreck():
    """A destroyed piece lying on its side: a tilted, broken hull with smoke, tinted."""
    b = '<g transform="rotate(28 64 64)">\n'
    b += '<rect x="30" y="36" width="68" height="58" rx="12" fill="#ffffff" stroke="%s" stroke-width="5"/>\n' % INK
    b += '<rect x="40" y="44" width="48" height="16" rx="5" fill="%s" fill-opacity="0.5"/>\n' % INK
    b += '<path d="M52 94 L 60 78 L 66 92 L 74 74 L 80 94" fill="none" stroke="%s" stroke-width="4" stroke-linejoin="round"/>\n' % INK
    b += '</g>\n'
    b += '<path d="M34 30 L 94 98 M 94 30 L 34 98" stroke="%s" stroke-width="9" stroke-linecap="round"/>\n' % INK
    return svg(b, 128, 128)


GOTTAZ_ABILITIES = ("slant", "jump", "leap", "rotate", "support", "tsunami", "supply", "swap")


def learn_star():
    """A lesson's star, white to be tinted: the accent for a star earned, dim for one not."""
    points = []
    for i in range(10):
        r = 30 if i % 2 == 0 else 12.5
        a = math.pi / 2 + i * math.pi / 5
        points.append("%.1f,%.1f" % (32 + r * math.cos(a), 34 - r * math.sin(a)))
    return svg('<polygon points="%s" fill="#ffffff" stroke="%s" stroke-width="3" '
               'stroke-linejoin="round"/>\n' % (" ".join(points), INK), 64, 64)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, make in (("icon.svg", icon), ("onitama_student.svg", onitama_student),
                       ("onitama_master.svg", onitama_master),
                       ("onitama_temple.svg", onitama_temple), ("onitama_card.svg", onitama_card),
                       ("gunzi_field.svg", gunzi_field), ("gunzi_field_dots.svg", gunzi_field_dots),
                       ("gunzi_ring.svg", gunzi_ring), ("gunzi_wedge.svg", gunzi_wedge),
                       ("gunzi_wedge_marks.svg", gunzi_wedge_marks), ("gunzi_tomb.svg", gunzi_tomb),
                       ("gunzi_disc.svg", gunzi_disc),
                       ("gunzi_defended.svg", lambda: ability_icon("support")),
                       ("mortar_hunt_heavy.svg", lambda: mortar_hunt_piece(False)),
                       ("mortar_hunt_light.svg", lambda: mortar_hunt_piece(True)),
                       ("mortar_hunt_crater.svg", mortar_hunt_crater), ("mortar_hunt_wreck.svg", mortar_hunt_wreck),
                       ("learn_star.svg", learn_star)):
        with open(os.path.join(out, name), "w") as f:
            f.write(make())
        print(name)
    for kind in GOTTAZ_ABILITIES:
        name = "gottaz_%s.svg" % kind
        with open(os.path.join(out, name), "w") as f:
            f.write(ability_icon(kind))
        print(name)


if __name__ == "__main__":
    main()
