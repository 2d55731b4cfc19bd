"""Writes the small test images of ImageProbeTests, by hand, with no imaging library.

dot.png  3 x 2  RGB, one IDAT (zlib)
dot.gif  5 x 4  GIF89a, a 4-colour global table, LZW-coded pixels
dot.jpg  16 x 8 baseline grayscale JPEG: two mid-grey blocks whose DC and AC codes are all
         zero, with one-symbol Huffman tables (every block is "DC diff 0, end of block")
dot.svg  an SVG with width, height and viewBox
Run: python3 make_images.py
"""
import struct
import zlib


def png(width, height):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def lzw(pixels, min_code_size):
    clear, end = 1 << min_code_size, (1 << min_code_size) + 1
    table = {bytes([i]): i for i in range(clear)}
    next_code, code_size = end + 1, min_code_size + 1
    out, bits, nbits = bytearray(), 0, 0

    def emit(code):
        nonlocal bits, nbits
        bits |= code << nbits
        nbits += code_size
        while nbits >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            nbits -= 8

    emit(clear)
    current = b""
    for p in pixels:
        candidate = current + bytes([p])
        if candidate in table:
            current = candidate
            continue
        emit(table[current])
        table[candidate] = next_code
        next_code += 1
        if next_code > (1 << code_size) and code_size < 12:
            code_size += 1
        current = bytes([p])
    emit(table[current])
    emit(end)
    if nbits:
        out.append(bits & 0xFF)
    return bytes(out)


def gif(width, height):
    palette = b"\xff\xff\xff" b"\x00\x00\xff" b"\xff\x00\x00" b"\x00\x00\x00"
    pixels = [(x + y) % 2 for y in range(height) for x in range(width)]
    data = lzw(pixels, 2)
    blocks = b"".join(bytes([len(data[i:i + 255])]) + data[i:i + 255] for i in range(0, len(data), 255))
    return (b"GIF89a" + struct.pack("<HHBBB", width, height, 0x81, 0, 0) + palette
            + b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0) + b"\x02" + blocks + b"\x00" + b"\x3b")


def jpeg():
    def segment(marker, payload):
        return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload
    app0 = segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    dqt = segment(0xDB, b"\x00" + b"\x01" * 64)
    sof0 = segment(0xC0, b"\x08" + struct.pack(">HH", 8, 16) + b"\x01" + b"\x01\x11\x00")
    one_symbol = b"\x01" + b"\x00" * 15 + b"\x00"   # one code of length 1, for symbol 0
    dht = segment(0xC4, b"\x00" + one_symbol + b"\x10" + one_symbol)
    sos = segment(0xDA, b"\x01" + b"\x01\x00" + b"\x00\x3f\x00")
    scan = b"\x0f"                                   # 0 0 | 0 0 then 1-bit padding
    return b"\xff\xd8" + app0 + dqt + sof0 + dht + sos + scan + b"\xff\xd9"


SVG = """<?xml version="1.0" encoding="UTF-8"?>
<!-- a bullseye -->
<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12pt" viewBox="0 0 24 16">
  <circle cx="12" cy="8" r="6" fill="#e33" stroke="#fff" stroke-width="2"/>
</svg>
"""

if __name__ == "__main__":
    with open("dot.png", "wb") as f:
        f.write(png(3, 2))
    with open("dot.gif", "wb") as f:
        f.write(gif(5, 4))
    with open("dot.jpg", "wb") as f:
        f.write(jpeg())
    with open("dot.svg", "w") as f:
        f.write(SVG)
