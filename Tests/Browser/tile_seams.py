#!/usr/bin/env python3
"""Tiles meet without seams in a browser: a tile overlay of one uniform colour, at a zoom where
the tiles are scaled and meet at fractional positions, must look like one flat colour.

    tile_seams.py MAPSCRIPT FOLDER

Writes a uniform tile, renders a map that covers the view with it (and nothing else: no scale
bar), opens the SVG in headless Chromium and reads every pixel of a screenshot. Exits 0 when
every pixel has the tile's colour; otherwise prints the columns and rows where lines show.
"""
import os
import struct
import subprocess
import sys
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

TILE_COLOUR = (40, 110, 180)
WIDTH, HEIGHT = 500, 300

SCENE = f"""\
map.size = Size({WIDTH}, {HEIGHT})
map.showsScale = false
map.region = Region(center: @(12.345, 23.456), span: Span(3.3, 7.7))
overlay tiles: TileOverlay(urlTemplate: "tile.png") {{
  canReplaceMapContent = true
}}
renderer for TileOverlay {{}}
"""


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def uniform_png(size, colour):
    row = b"\x00" + bytes(colour) * size
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(row * size)) + png_chunk(b"IEND", b""))


def decode_png(data):
    """The pixels of an 8-bit RGB or RGBA PNG (what Chromium's screenshots are), as rows of
    (r, g, b) tuples."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, idat, width = 8, b"", 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG format"
            channels = 3 if colour_type == 2 else 4
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                nearest = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + nearest) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows


def main():
    mapscript, folder = sys.argv[1], sys.argv[2]
    with open(os.path.join(folder, "tile.png"), "wb") as f:
        f.write(uniform_png(256, TILE_COLOUR))
    script = os.path.join(folder, "seams.map")
    with open(script, "w") as f:
        f.write(SCENE)
    svg = os.path.join(folder, "seams.svg")
    subprocess.run([mapscript, script, "-o", svg], check=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.set_window_size(WIDTH + 200, HEIGHT + 200)
        driver.get("file://" + svg)
        pixels = decode_png(driver.get_screenshot_as_png())
    finally:
        driver.quit()
    # The SVG sits at the top left of the window; its own area is what the tiles cover.
    off = [(x, y, pixels[y][x]) for y in range(HEIGHT) for x in range(WIDTH)
           if max(abs(a - b) for a, b in zip(pixels[y][x], TILE_COLOUR)) > 2]
    if off:
        columns = sorted({x for x, _, _ in off})
        rows = sorted({y for _, y, _ in off})
        print(f"FAILED: {len(off)} pixels differ from the tile's colour {TILE_COLOUR}, "
              f"e.g. {off[0]}; columns {columns[:10]}, rows {rows[:10]}")
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
