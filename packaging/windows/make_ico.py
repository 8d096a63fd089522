#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Packs square PNG pictures of the icon (render_icon's) into one Windows .ico, each kept as PNG,
# which Windows Vista and later read: make_ico.py OUT.ico 16.png 32.png 48.png 256.png
import struct
import sys


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SystemExit("make_ico.py: not a PNG picture")
    return struct.unpack(">II", data[16:24])


def main():
    if len(sys.argv) < 3:
        raise SystemExit("usage: make_ico.py OUT.ico PICTURE.png...")
    pictures = []
    for path in sys.argv[2:]:
        with open(path, "rb") as f:
            data = f.read()
        width, height = png_size(data)
        if width != height or width > 256:
            raise SystemExit(f"make_ico.py: {path} is {width}x{height}, not square up to 256")
        pictures.append((width, data))
    header = struct.pack("<HHH", 0, 1, len(pictures))
    offset = len(header) + 16 * len(pictures)
    entries, bodies = b"", b""
    for width, data in pictures:
        side = 0 if width == 256 else width  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        bodies += data
        offset += len(data)
    with open(sys.argv[1], "wb") as f:
        f.write(header + entries + bodies)


main()
