#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesizes the app's sound effects into small WAV files (22050 Hz, mono, 16-bit).

Every sound is made here from sines and noise, so the project owns them outright. The random
generator is seeded: running the script again gives the same files.
usage: make_sounds.py [OUTPUT_DIR]   (default: this directory)
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def envelope(t, attack, decay):
    return min(1.0, t / attack) * math.exp(-t / decay) if attack > 0 else math.exp(-t / decay)


def marimba(freq, length, start=0.0, gain=0.5):
    """A mallet note: fundamental and a quiet fourth harmonic, fast attack, soft decay."""
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        env = envelope(t, 0.004, length / 4)
        s = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(2 * math.pi * freq * 4 * t) * math.exp(-t / 0.03)
        out.append(gain * env * s)
    return start, out


def mix(parts, length):
    buf = [0.0] * int(length * RATE)
    for start, samples in parts:
        o = int(start * RATE)
        for i, s in enumerate(samples):
            if o + i < len(buf):
                buf[o + i] += s
    return buf


def noise_burst(length, decay, rng, lowpass=0.3, gain=0.5):
    out, y = [], 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        y += lowpass * (rng.uniform(-1, 1) - y)
        out.append(gain * y * envelope(t, 0.001, decay))
    return out


def knock(freq, length, rng, gain=0.6):
    body = [gain * math.sin(2 * math.pi * freq * i / RATE) * envelope(i / RATE, 0.001, length / 5)
            for i in range(int(length * RATE))]
    hit = noise_burst(0.012, 0.004, rng, 0.5, gain * 0.7)
    return [b + (hit[i] if i < len(hit) else 0.0) for i, b in enumerate(body)]


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 / peak if peak > 0.8 else 1.0
    fade = int(0.004 * RATE)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        data = bytearray()
        for i, s in enumerate(samples):
            if i >= len(samples) - fade:
                s *= (len(samples) - i) / fade
            data += struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767))
        w.writeframes(bytes(data))
    print("%s: %d bytes" % (path, os.path.getsize(path)))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    rng = random.Random(7)
    write(os.path.join(out, "click.wav"),
          [s + 0.2 * math.sin(2 * math.pi * 1800 * i / RATE) * math.exp(-i / RATE / 0.006)
           for i, s in enumerate(noise_burst(0.035, 0.006, rng, 0.6, 0.35))])
    write(os.path.join(out, "place.wav"), knock(440, 0.12, rng))
    slide = noise_burst(0.16, 0.05, rng, 0.08, 0.6)
    write(os.path.join(out, "move.wav"),
          [s * min(1.0, i / (0.03 * RATE)) for i, s in enumerate(slide)])
    write(os.path.join(out, "capture.wav"),
          mix([(0.0, knock(300, 0.14, rng)), (0.07, knock(190, 0.2, rng, 0.8))], 0.3))
    write(os.path.join(out, "win.wav"),
          mix([marimba(523.25, 0.5, 0.00), marimba(659.25, 0.5, 0.11), marimba(783.99, 0.5, 0.22),
               marimba(1046.5, 0.7, 0.33)], 1.0))
    write(os.path.join(out, "lose.wav"),
          mix([marimba(440.0, 0.5, 0.0, 0.45), marimba(369.99, 0.5, 0.16, 0.45),
               marimba(293.66, 0.8, 0.32, 0.45)], 1.1))


if __name__ == "__main__":
    main()
